"""Why a span is there and what was decided, written next to `detect`'s offsets without a word
of the document."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from pseudonymizer.model import Mention
from pseudonymizer.rules import redacted

# Mention attributes that describe how a span was found, never what it says: safe to write
# next to offsets. Any other attribute may carry text (a phone's normalized number) and is left
# out; yes/no flags are always safe.
EXPLAINED_ATTRS = frozenset({"kind", "ner_label", "form", "region", "propagated_from", "gender"})


def explanation(mention: Mention, text: str) -> dict[str, Any]:
    """The span's status, evidence and safe attributes: rule sources lose the words a sequence
    rule repeats (`rule:word`; the span's offsets say which rule), and attributes are only
    those of `EXPLAINED_ATTRS` whose value is not the span's text."""
    surface = mention.text_in(text).casefold()
    attrs = {}
    for found in fields(mention.attrs):
        value = getattr(mention.attrs, found.name)
        if value is None or value is False:
            continue
        if isinstance(value, bool) or (
            found.name in EXPLAINED_ATTRS
            and not (isinstance(value, str) and value.casefold() in surface)
        ):
            attrs[found.name] = value
    return {
        "status": mention.decision.status.value,
        "evidence": [
            {"source": redacted(e.source), "weight": e.weight, "detail": e.detail}
            for e in mention.decision.evidence
        ],
        "attrs": attrs,
    }
