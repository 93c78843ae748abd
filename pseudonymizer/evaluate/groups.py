"""Evaluation groups: the coarse classes recall is reported for (shared/data/README.md).

Matching is label-agnostic, so groups only sort gold spans for per-group recall and decide
which predictions count for precision (a NER corpus has no dates, so predicted dates there are
not errors).
"""

from __future__ import annotations

from pseudonymizer.categories import SCHEMES, Category, to_canonical

GROUPS = ("PERSON", "LOC", "ORG", "CODE", "DATE", "DEM", "QUANTITY", "MISC")

C = Category
CATEGORY_GROUP: dict[Category, str] = {
    C.PERSON: "PERSON",
    C.LOCATION: "LOC", C.STREET: "LOC", C.STREET_NUMBER: "LOC", C.ZIP: "LOC",
    C.ORGANIZATION: "ORG",
    C.ID: "CODE", C.EMAIL: "CODE", C.URL: "CODE", C.PHONE: "CODE", C.IP_ADDRESS: "CODE",
    C.USERNAME: "CODE", C.PASSWORD: "CODE",
    C.DATE: "DATE",
    C.DEMOGRAPHIC: "DEM", C.PROFESSION: "DEM",
    C.AGE: "QUANTITY",
    C.TRANSPORT: "MISC", C.SENSITIVE: "MISC", C.OTHER: "MISC",
}  # fmt: skip

# TAB keeps QUANTITY apart from MISC, which the canonical categories merge into OTHER.
_SCHEME_GROUPS = {"tab": {"QUANTITY": "QUANTITY"}}


def gold_group(scheme: str, label: str) -> str | None:
    """The group of a gold label, or None when the label is not personal data."""
    if label in _SCHEME_GROUPS.get(scheme, {}):
        return _SCHEME_GROUPS[scheme][label]
    category = to_canonical(scheme, label)
    return CATEGORY_GROUP[category] if category is not None else None


def annotated_groups(scheme: str) -> set[str]:
    """The groups a corpus annotated with `scheme` can contain."""
    groups = {
        group for label in SCHEMES[scheme] if (group := gold_group(scheme, label)) is not None
    }
    return groups | set(_SCHEME_GROUPS.get(scheme, {}).values())
