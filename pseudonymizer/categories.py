"""The canonical categories of personal data and the label schemes users bring and expect back.

Every stage speaks the canonical categories; labels from NER models, annotated corpora and
other tools are translated at the edges with `to_canonical`, and tags written into output
documents come from a `TagVocabulary`. A label that maps to `None` is not personal
data in our taxonomy (cardinal numbers, currencies, measure units ...).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum


class Category(StrEnum):
    PERSON = "PERSON"
    USERNAME = "USERNAME"
    ORGANIZATION = "ORGANIZATION"
    LOCATION = "LOCATION"
    STREET = "STREET"
    STREET_NUMBER = "STREET_NUMBER"
    ZIP = "ZIP"
    EMAIL = "EMAIL"
    URL = "URL"
    PHONE = "PHONE"
    IP_ADDRESS = "IP_ADDRESS"
    ID = "ID"
    PASSWORD = "PASSWORD"
    DATE = "DATE"
    AGE = "AGE"
    TRANSPORT = "TRANSPORT"
    PROFESSION = "PROFESSION"
    DEMOGRAPHIC = "DEMOGRAPHIC"
    SENSITIVE = "SENSITIVE"
    OTHER = "OTHER"


C = Category

# spaCy pipelines trained on OntoNotes (English) and the Czech pipeline's extra labels.
SPACY: dict[str, Category | None] = {
    "PERSON": C.PERSON,
    "PER": C.PERSON,
    "NORP": C.DEMOGRAPHIC,
    "FAC": C.LOCATION,
    "ORG": C.ORGANIZATION,
    "GPE": C.LOCATION,
    "LOC": C.LOCATION,
    "ADDRESS": C.LOCATION,
    "EMAIL": C.EMAIL,
    "DATE": C.DATE,
    "TIME": C.DATE,
    "PRODUCT": C.OTHER,
    "EVENT": C.OTHER,
    "MISC": C.OTHER,
    # A title can point at its author or presenter (TAB's MISC, CNEC's `oa`); the names of
    # laws cannot, and court decisions cite them in every paragraph.
    "WORK_OF_ART": C.OTHER,
    "LAW": None,
    "LANGUAGE": None,
    # Amounts, measures and shares are quasi-identifiers (a fine of DKK 345,000, a plot of
    # 2,358 sq. m); bare counts (CARDINAL) are mostly paragraph and article numbers.
    "PERCENT": C.OTHER,
    "MONEY": C.OTHER,
    "QUANTITY": C.OTHER,
    "ORDINAL": None,
    "CARDINAL": None,
}

# Czech Named Entity Corpus 2.0 two-level types (containers in capitals).
CNEC: dict[str, Category | None] = {
    "P": C.PERSON, "pf": C.PERSON, "ps": C.PERSON, "pm": C.PERSON, "pp": C.PERSON, "p_": C.PERSON,
    "pc": C.DEMOGRAPHIC, "pd": None,
    "A": C.LOCATION, "ah": C.STREET_NUMBER, "at": C.PHONE, "az": C.ZIP,
    "gs": C.STREET, "gc": C.LOCATION, "gh": C.LOCATION, "gl": C.LOCATION, "gq": C.LOCATION,
    "gr": C.LOCATION, "gt": C.LOCATION, "gu": C.LOCATION, "gp": C.LOCATION, "g_": C.LOCATION,
    "I": C.ORGANIZATION, "ia": C.ORGANIZATION, "ic": C.ORGANIZATION, "if": C.ORGANIZATION,
    "io": C.ORGANIZATION, "i_": C.ORGANIZATION,
    "me": C.EMAIL, "mi": C.URL, "mn": C.ORGANIZATION, "ms": C.ORGANIZATION,
    "na": C.AGE, "nb": None, "nc": None, "ni": None, "no": None, "ns": None, "n_": None,
    "oa": C.OTHER, "op": C.OTHER, "or": C.OTHER, "o_": C.OTHER, "oe": None, "om": None,
    "T": C.DATE, "td": C.DATE, "tf": C.DATE, "th": C.DATE, "tm": C.DATE, "ty": C.DATE,
    "C": C.OTHER, "?": None, "segm": None, "f": None, "s": None, "cap": None, "lower": None,
}  # fmt: skip

# Liner2 / KPWr: exact labels first, then the longest matching prefix.
KPWR: dict[str, Category | None] = {
    "nam_liv_god": C.OTHER,
    "nam_liv_animal": C.OTHER,
    "nam_liv_character": C.OTHER,
    "nam_liv_habitant": C.DEMOGRAPHIC,
    "nam_liv": C.PERSON,
    "nam_fac_road": C.STREET,
    "nam_fac": C.LOCATION,
    "nam_loc": C.LOCATION,
    "nam_org_nation": C.DEMOGRAPHIC,
    "nam_org": C.ORGANIZATION,
    "nam_adj": C.DEMOGRAPHIC,
    "nam_num_phone": C.PHONE,
    "nam_num_house": C.STREET_NUMBER,
    "nam_num_postal_code": C.ZIP,
    "nam_oth_www": C.URL,
    "nam_oth_currency": None,
    "nam_oth": C.OTHER,
    "nam_eve": C.OTHER,
    "nam_pro": C.OTHER,
}

# Text Anonymization Benchmark entity types.
TAB: dict[str, Category | None] = {
    "PERSON": C.PERSON,
    "CODE": C.ID,
    "LOC": C.LOCATION,
    "ORG": C.ORGANIZATION,
    "DATETIME": C.DATE,
    "DEM": C.DEMOGRAPHIC,
    "QUANTITY": C.OTHER,
    "MISC": C.OTHER,
}

# Presidio entity names (presidio-analyzer and presidio-research).
PRESIDIO: dict[str, Category | None] = {
    "PERSON": C.PERSON,
    "STREET_ADDRESS": C.STREET,
    "GPE": C.LOCATION,
    "LOCATION": C.LOCATION,
    "ORGANIZATION": C.ORGANIZATION,
    "PHONE_NUMBER": C.PHONE,
    "EMAIL_ADDRESS": C.EMAIL,
    "URL": C.URL,
    "DOMAIN_NAME": C.URL,
    "IP_ADDRESS": C.IP_ADDRESS,
    "CREDIT_CARD": C.ID,
    "IBAN_CODE": C.ID,
    "US_SSN": C.ID,
    "US_DRIVER_LICENSE": C.ID,
    "US_PASSPORT": C.ID,
    "US_BANK_NUMBER": C.ID,
    "US_ITIN": C.ID,
    "UK_NHS": C.ID,
    "CRYPTO": C.ID,
    "MEDICAL_LICENSE": C.ID,
    "DATE_TIME": C.DATE,
    "AGE": C.AGE,
    "TITLE": C.PROFESSION,
    "NRP": C.DEMOGRAPHIC,
    "ZIP_CODE": C.ZIP,
}

# CoNLL-style corpora: GermEval 2014 (with deriv/part variants), Swedish NER, NerKor.
CONLL: dict[str, Category | None] = {
    "PER": C.PERSON,
    "LOC": C.LOCATION,
    "ORG": C.ORGANIZATION,
    "MISC": C.OTHER,
    "OTH": C.OTHER,
}

# The Polish corpus's tags: both a scheme users bring and a tag vocabulary for output.
POLISH_CORPUS: dict[str, Category | None] = {
    "OSOBA": C.PERSON,
    "MIEJSCE": C.LOCATION,
    "MAIL": C.EMAIL,
    "USER": C.USERNAME,
    "WWW": C.URL,
    "INNE": C.OTHER,
}

# SweLL's pseudonymization labels (the Swedish learner corpus): names by part and gender,
# places by kind, dates by part; `extra` is what fits no other label.
SWELL: dict[str, Category | None] = {
    **dict.fromkeys(
        ("firstname_male", "firstname_female", "firstname_unknown", "initials", "middlename"),
        C.PERSON,
    ),
    "surname": C.PERSON,
    **dict.fromkeys(("school", "work", "other_institution"), C.ORGANIZATION),
    **dict.fromkeys(("area", "city", "city-SWE", "country", "geo", "place", "region"), C.LOCATION),
    "street_nr": C.STREET,
    "zip_code": C.ZIP,
    **dict.fromkeys(("transport_name", "transport_nr"), C.TRANSPORT),
    **dict.fromkeys(("age_digits", "age_string"), C.AGE),
    **dict.fromkeys(("date_digits", "day", "month_digit", "month_word", "year"), C.DATE),
    "phone_nr": C.PHONE,
    "email": C.EMAIL,
    "url": C.URL,
    **dict.fromkeys(("personid_nr", "account_nr", "license_nr"), C.ID),
    "prof": C.PROFESSION,
    **dict.fromkeys(("edu", "fam", "country_of_origin", "nationality"), C.DEMOGRAPHIC),
    "sensitive": C.SENSITIVE,
    "extra": C.OTHER,
}

# The Hungarian anonymized corpora's tags (`[#szemelynev]`): both a scheme and an output
# vocabulary; the `#` is part of the tag.
HUNGARIAN_CORPUS: dict[str, Category | None] = {
    "#szemelynev": C.PERSON,
    "#felhasznalonev": C.USERNAME,
    "#intezmenynev": C.ORGANIZATION,
    "#helynev": C.LOCATION,
    "#cim": C.STREET,
    "#hazszam": C.STREET_NUMBER,
    "#iranyitoszam": C.ZIP,
    "#emailcim": C.EMAIL,
    "#webcim": C.URL,
    "#telefonszam": C.PHONE,
    "#ipcim": C.IP_ADDRESS,
    "#azonosito": C.ID,
    "#jelszo": C.PASSWORD,
    "#datum": C.DATE,
    "#eletkor": C.AGE,
    "#jarmu": C.TRANSPORT,
    "#foglalkozas": C.PROFESSION,
    "#csoport": C.DEMOGRAPHIC,
    "#erzekeny": C.SENSITIVE,
    "#egyeb": C.OTHER,
}

# The German surrogate generator's labels (Eder et al., the CodE Alltag e-mails): given names
# by gender, family names, and the parts of an address and an account.
EDER: dict[str, Category | None] = {
    "FEMALE": C.PERSON,
    "MALE": C.PERSON,
    "FAMILY": C.PERSON,
    "ORG": C.ORGANIZATION,
    "USER": C.USERNAME,
    "DATE": C.DATE,
    "STREET": C.STREET,
    "STREETNO": C.STREET_NUMBER,
    "CITY": C.LOCATION,
    "ZIP": C.ZIP,
    "PASS": C.PASSWORD,
    "UFID": C.ID,
    "EMAIL": C.EMAIL,
    "URL": C.URL,
    "PHONE": C.PHONE,
}

# TEI's elements for names and what else can identify a person, as `io/formats/xml.py` reads them:
# `name` and `rs` by their `type`; `country` and `region` are places as any other.
TEI: dict[str, Category | None] = {
    **dict.fromkeys(("persName", "name:person", "rs:person"), C.PERSON),
    **dict.fromkeys(("orgName", "name:org", "rs:org", "name:organisation"), C.ORGANIZATION),
    **dict.fromkeys(
        ("placeName", "name:place", "rs:place", "settlement", "district", "region", "country"),
        C.LOCATION,
    ),
    "geogName": C.LOCATION,
    "street": C.STREET,
    "postCode": C.ZIP,
    "date": C.DATE,
    "email": C.EMAIL,
    "idno": C.ID,
}

SCHEMES: dict[str, Mapping[str, Category | None]] = {
    "canonical": {c.value: c for c in Category},
    "eder": EDER,
    "tei": TEI,
    "spacy": SPACY,
    "cnec": CNEC,
    "kpwr": KPWR,
    "tab": TAB,
    "presidio": PRESIDIO,
    "conll": CONLL,
    "polish_corpus": POLISH_CORPUS,
    "swell": SWELL,
    "hungarian_corpus": HUNGARIAN_CORPUS,
}


# What a label says beyond its category: the kind of name or identifier (`given`, `family`,
# `initials`, `ufid`) and a person's gender (`f`, `m`), as (kind, gender).
SUBTYPES: dict[str, dict[str, tuple[str | None, str | None]]] = {
    "eder": {
        "FEMALE": ("given", "f"),
        "MALE": ("given", "m"),
        "FAMILY": ("family", None),
        "UFID": ("ufid", None),
    },
    "swell": {
        "firstname_male": ("given", "m"),
        "firstname_female": ("given", "f"),
        "firstname_unknown": ("given", None),
        "middlename": ("given", None),
        "surname": ("family", None),
        "initials": ("initials", None),
    },
    "cnec": {"pf": ("given", None), "ps": ("family", None)},
    "kpwr": {"nam_liv_person_first": ("given", None), "nam_liv_person_last": ("family", None)},
}


# The gender a given name is listed with (`male`, `female`), None where it is unknown.
GenderOf = Callable[[str], str | None]


def _unknown(word: str) -> None:
    return None


@dataclass(frozen=True)
class NameWords:
    """How a vocabulary that labels a person's name word by word (SweLL's `[firstname_female]
    [surname]`) labels each word: a word of one letter (an initial), a given name (`{gender}`
    is its gender, or `unknown`), the last word of a name of several words (the family
    name)."""

    initials: str
    given: str
    family: str

    def labels(self, original: str, gender: GenderOf) -> list[str]:
        words = original.split()
        labels = []
        for position, word in enumerate(words):
            if len(word.rstrip(".")) == 1:
                labels.append(self.initials)
            elif position == len(words) - 1 and len(words) > 1:
                labels.append(self.family)
            else:
                labels.append(self.given.format(gender=gender(word.capitalize()) or "unknown"))
        return labels


@dataclass(frozen=True)
class TagVocabulary:
    """How `tag` mode writes a category: `[PERSON]`, `[OSOBA]`, `<gap desc="name"/>`. A
    category the vocabulary does not name gets its `fallback`, else the category's name, so
    every category can be written in every vocabulary. A language's corpus tags
    (`Language.native_tags`) are one, defined in its module; where they label a person's name
    word by word, `name_words` says how."""

    name: str
    tags: Mapping[Category, str]
    fallback: str | None = None
    markup: bool = False  # tags are XML elements
    name_words: NameWords | None = None

    def label(self, category: Category) -> str:
        return self.tags.get(category) or self.fallback or category.value

    def tag(
        self, original: str, category: Category, number: int | None, gender: GenderOf = _unknown
    ) -> str:
        """What replaces `original`: the label in brackets, numbered per entity
        (`[PERSON-2]`) where `number` is given; `gender` tells a given name's gender where
        the vocabulary labels names word by word."""
        suffix = f"-{number}" if number is not None else ""
        if category is Category.PERSON and self.name_words is not None:
            labels = self.name_words.labels(original, gender)
            return " ".join(f"[{label}{suffix}]" for label in labels)
        return f"[{self.label(category)}{suffix}]"


class Gap(TagVocabulary):
    """TEI's and the BNC's element for what was left out, described by what was there:
    `<gap reason="anonymization" desc="name"/>` (`n="2"` numbered)."""

    def tag(
        self, original: str, category: Category, number: int | None, gender: GenderOf = _unknown
    ) -> str:
        n = f' n="{number}"' if number is not None else ""
        return f'<gap reason="anonymization" desc="{self.label(category)}"{n}/>'


class Masked(TagVocabulary):
    """Every token of a mention replaced by `MASKED`, so a tokenized corpus keeps its token
    count (the Hungarian corpus's masking)."""

    def tag(
        self, original: str, category: Category, number: int | None, gender: GenderOf = _unknown
    ) -> str:
        return _TOKEN.sub(MASK, original)


MASK = "MASKED"
_TOKEN = re.compile(r"\S+")
CANONICAL_TAGS = TagVocabulary("canonical", {c: c.value for c in Category})
TEI_TAGS = Gap(
    "tei",
    {
        C.PERSON: "name",
        C.USERNAME: "user name",
        C.ORGANIZATION: "organization",
        C.LOCATION: "place",
        C.STREET: "address",
        C.STREET_NUMBER: "address",
        C.ZIP: "address",
        C.EMAIL: "email address",
        C.URL: "web address",
        C.PHONE: "telephone number",
        C.IP_ADDRESS: "IP address",
        C.ID: "identification number",
        C.PASSWORD: "password",
        C.DATE: "date",
        C.AGE: "age",
        C.TRANSPORT: "vehicle",
        C.PROFESSION: "occupation",
        C.DEMOGRAPHIC: "group",
        C.SENSITIVE: "sensitive information",
    },
    "personal data",
    markup=True,
)
MASKED_TAGS = Masked("masked", {})


class UnknownLabelError(ValueError):
    pass


def to_canonical(scheme: str, label: str) -> Category | None:
    """Translate a label of `scheme` into a canonical category (`None`: not personal data)."""
    try:
        mapping = SCHEMES[scheme]
    except KeyError:
        raise UnknownLabelError(
            f"unknown label scheme {scheme!r}; choose one of: {', '.join(SCHEMES)}"
        ) from None
    if label in mapping:
        return mapping[label]
    if scheme == "conll":
        for suffix in ("deriv", "part"):
            if label.endswith(suffix) and label.removesuffix(suffix) in mapping:
                return mapping[label.removesuffix(suffix)]
    if scheme == "kpwr":
        prefixes = [p for p in mapping if label.startswith(p + "_")]
        if prefixes:
            return mapping[max(prefixes, key=len)]
    raise UnknownLabelError(f"label {label!r} is not part of the {scheme!r} scheme")
