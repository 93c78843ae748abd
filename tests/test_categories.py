"""Label schemes to canonical categories, and tag vocabularies back out."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import (
    CANONICAL_TAGS,
    MASKED_TAGS,
    SCHEMES,
    TEI_TAGS,
    Category,
    UnknownLabelError,
    to_canonical,
)
from pseudonymizer.languages import BUILT_IN, get_language

POLISH = get_language("pl").native_tags
VOCABULARIES = [CANONICAL_TAGS, TEI_TAGS, MASKED_TAGS] + [
    vocabulary for code in BUILT_IN if (vocabulary := get_language(code).native_tags)
]

C = Category


@pytest.mark.parametrize(
    ("scheme", "label", "category"),
    [
        # spaCy / OntoNotes
        ("spacy", "PERSON", C.PERSON),
        ("spacy", "PER", C.PERSON),
        ("spacy", "GPE", C.LOCATION),
        ("spacy", "LOC", C.LOCATION),
        ("spacy", "FAC", C.LOCATION),
        ("spacy", "ORG", C.ORGANIZATION),
        ("spacy", "NORP", C.DEMOGRAPHIC),
        ("spacy", "DATE", C.DATE),
        ("spacy", "TIME", C.DATE),
        ("spacy", "MONEY", C.OTHER),
        ("spacy", "WORK_OF_ART", C.OTHER),
        ("spacy", "LAW", None),
        ("spacy", "CARDINAL", None),
        ("spacy", "ORDINAL", None),
        # CNEC 2.0
        ("cnec", "pf", C.PERSON),
        ("cnec", "ps", C.PERSON),
        ("cnec", "P", C.PERSON),
        ("cnec", "gu", C.LOCATION),
        ("cnec", "gs", C.STREET),
        ("cnec", "ah", C.STREET_NUMBER),
        ("cnec", "az", C.ZIP),
        ("cnec", "at", C.PHONE),
        ("cnec", "if", C.ORGANIZATION),
        ("cnec", "me", C.EMAIL),
        ("cnec", "mi", C.URL),
        ("cnec", "na", C.AGE),
        ("cnec", "td", C.DATE),
        ("cnec", "T", C.DATE),
        ("cnec", "nc", None),
        ("cnec", "pd", None),
        # KPWr: exact labels and longest prefix
        ("kpwr", "nam_liv_person_first", C.PERSON),
        ("kpwr", "nam_liv_person_last", C.PERSON),
        ("kpwr", "nam_liv_person", C.PERSON),
        ("kpwr", "nam_liv_god", C.OTHER),
        ("kpwr", "nam_liv_habitant", C.DEMOGRAPHIC),
        ("kpwr", "nam_fac_road", C.STREET),
        ("kpwr", "nam_fac_square", C.LOCATION),
        ("kpwr", "nam_loc_gpe_city", C.LOCATION),
        ("kpwr", "nam_org_company", C.ORGANIZATION),
        ("kpwr", "nam_org_nation", C.DEMOGRAPHIC),
        ("kpwr", "nam_num_phone", C.PHONE),
        ("kpwr", "nam_num_postal_code", C.ZIP),
        ("kpwr", "nam_oth_www", C.URL),
        ("kpwr", "nam_oth_currency", None),
        ("kpwr", "nam_oth_tech", C.OTHER),
        # TAB
        ("tab", "PERSON", C.PERSON),
        ("tab", "CODE", C.ID),
        ("tab", "LOC", C.LOCATION),
        ("tab", "DATETIME", C.DATE),
        ("tab", "DEM", C.DEMOGRAPHIC),
        ("tab", "QUANTITY", C.OTHER),
        # Presidio
        ("presidio", "EMAIL_ADDRESS", C.EMAIL),
        ("presidio", "PHONE_NUMBER", C.PHONE),
        ("presidio", "CREDIT_CARD", C.ID),
        ("presidio", "IBAN_CODE", C.ID),
        ("presidio", "US_SSN", C.ID),
        ("presidio", "IP_ADDRESS", C.IP_ADDRESS),
        ("presidio", "DATE_TIME", C.DATE),
        ("presidio", "STREET_ADDRESS", C.STREET),
        ("presidio", "TITLE", C.PROFESSION),
        ("presidio", "DOMAIN_NAME", C.URL),
        # CoNLL-style, with GermEval deriv/part
        ("conll", "PER", C.PERSON),
        ("conll", "LOC", C.LOCATION),
        ("conll", "LOCderiv", C.LOCATION),
        ("conll", "LOCpart", C.LOCATION),
        ("conll", "ORGpart", C.ORGANIZATION),
        ("conll", "PERderiv", C.PERSON),
        ("conll", "OTH", C.OTHER),
        ("conll", "MISC", C.OTHER),
        # The Polish corpus
        ("polish_corpus", "OSOBA", C.PERSON),
        ("polish_corpus", "MIEJSCE", C.LOCATION),
        ("polish_corpus", "MAIL", C.EMAIL),
        ("polish_corpus", "USER", C.USERNAME),
        ("polish_corpus", "WWW", C.URL),
        ("polish_corpus", "INNE", C.OTHER),
    ],
)
def test_to_canonical(scheme: str, label: str, category: Category | None) -> None:
    assert to_canonical(scheme, label) is category


@pytest.mark.parametrize("category", list(Category))
def test_canonical_scheme_is_identity(category: Category) -> None:
    assert to_canonical("canonical", category.value) is category


@pytest.mark.parametrize(
    ("scheme", "label"),
    [
        ("spacy", "person"),  # case matters
        ("spacy", "NOPE"),
        ("cnec", "zz"),
        ("kpwr", "nam"),
        ("kpwr", "nam_livestock"),  # a prefix must end at an underscore boundary
        ("kpwr", "other_label"),
        ("tab", "PER"),
        ("presidio", "PASSPORT"),
        ("conll", "LOCfoo"),
        ("conll", "deriv"),
        ("conll", "PERSONderiv"),
        ("polish_corpus", "PERSON"),
        ("canonical", "NAME"),
        ("spacy", "LOCderiv"),  # the deriv/part rule is CoNLL's only
        ("cnec", "pf_x"),  # the prefix rule is KPWr's only
    ],
)
def test_unknown_label(scheme: str, label: str) -> None:
    with pytest.raises(UnknownLabelError, match=repr(label)):
        to_canonical(scheme, label)


def test_unknown_scheme() -> None:
    with pytest.raises(UnknownLabelError, match=r"unknown label scheme 'bio'.*spacy"):
        to_canonical("bio", "PER")
    assert issubclass(UnknownLabelError, ValueError)


def test_every_scheme_maps_into_categories() -> None:
    for scheme, mapping in SCHEMES.items():
        for label, category in mapping.items():
            assert category is None or isinstance(category, Category), (scheme, label)


@pytest.mark.parametrize("category", list(Category))
def test_canonical_tag_is_the_category_name(category: Category) -> None:
    assert CANONICAL_TAGS.label(category) == category.value
    assert CANONICAL_TAGS.tag("Anna", category, None) == f"[{category.value}]"


@pytest.mark.parametrize(
    ("category", "tag"),
    [
        (C.PERSON, "OSOBA"),
        (C.LOCATION, "MIEJSCE"),
        (C.STREET, "MIEJSCE"),
        (C.STREET_NUMBER, "MIEJSCE"),
        (C.ZIP, "MIEJSCE"),
        (C.EMAIL, "MAIL"),
        (C.USERNAME, "USER"),
        (C.URL, "WWW"),
        # everything else falls back to INNE
        (C.ORGANIZATION, "INNE"),
        (C.PHONE, "INNE"),
        (C.ID, "INNE"),
        (C.DATE, "INNE"),
        (C.IP_ADDRESS, "INNE"),
        (C.OTHER, "INNE"),
    ],
)
def test_polish_tag_vocabulary(category: Category, tag: str) -> None:
    assert POLISH is not None
    assert POLISH.label(category) == tag


def test_every_category_has_a_tag_in_every_vocabulary() -> None:
    assert len(VOCABULARIES) == 6
    for vocabulary in VOCABULARIES:
        for category in Category:
            assert vocabulary.label(category)
            assert vocabulary.tag("Anna Nowak", category, 2)


def test_polish_tags_round_trip_through_the_polish_scheme() -> None:
    assert POLISH is not None
    for category in Category:
        back = to_canonical("polish_corpus", POLISH.label(category))
        expected = {C.STREET, C.STREET_NUMBER, C.ZIP}
        if category in expected:
            assert back is C.LOCATION
        elif POLISH.label(category) == "INNE":
            assert back is C.OTHER
        else:
            assert back is category
