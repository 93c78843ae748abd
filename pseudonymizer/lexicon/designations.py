"""Designations: an acronym joined to a number by a hyphen (`COVID-19`, `SARS-CoV-2`, `MH-17`),
the way diseases, viruses, vehicles and flights are named, and compounds made with one
(`COVID-19-Pandemie`); and a product's maker and line before its model number (`Nikon
Z 50`-like: a brand, then capitals and digits).

No person's name holds a number, and a firm that is only an acronym and a number is named
so by its brand, for everyone: such a span names a thing, which the output keeps. A
reference number of the same look with letters only before its first hyphen and several
groups of digits (`QB-2019-002731`) is not one: the number here is short and ends the code.
"""

from __future__ import annotations

import re

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.names import given_names

# Two capitals at least before the first hyphen (so no `F-16` flat or `A-1` grade), a
# number of one to three digits, and nouns joined after it by hyphens.
_DESIGNATION = re.compile(
    r"[A-Z][A-Za-z]*[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)*-\d{1,3}(?:-[^\W\d_]{2,})*"
)


def designation(span: str) -> bool:
    """Whether `span` is a designation (`COVID-19`) or a compound of one (`COVID-19-Pandemie`)."""
    return _DESIGNATION.fullmatch(span.strip()) is not None


# A Roman numeral of two letters or more, up to 39, with a small letter after it (`IIb`,
# `IIIa`, `VIIc`). (One letter before it, `Ib`, `Va`, is as often a name's.)
_LETTERED_NUMERAL = re.compile(r"(?=[IVX]{2})X{0,3}(?:IX|IV|V?I{0,3})[a-h]\.?")


def lettered_numeral(word: str) -> bool:
    """Whether `word` is a Roman numeral with a small letter after it (`IIb`, `IIIa.`): a
    hospital's ward, a school's class, a building's wing or a price band, numbered and
    lettered, no one's name and no place."""
    return _LETTERED_NUMERAL.fullmatch(word) is not None


# A road's number: a class letter or two and up to four digits (`A4174`, `M5`, `A38(M)`).
_ROAD_NUMBER = re.compile(r"[A-Z]{1,2}\d{1,4}(?:\([A-Z]\))?")


def road_number(text: str, start: int, end: int, lang: str) -> bool:
    """Whether `text[start:end]` is a public road's number, followed by one of the language's
    `road_nouns` (`the A4174 ring road`, `the M5 motorway`) or after the language's definite
    article (`on the A38 near ...`): a road everyone drives, named
    so on every map; a pseudo-number for it reads as a road that does not exist."""
    if _ROAD_NUMBER.fullmatch(text[start:end]) is None:
        return False
    language = get_language(lang)
    after = text[end : end + 40]
    if any(re.match(rf"[ \u00a0]+{re.escape(noun)}(?!\w)", after) for noun in language.road_nouns):
        return True
    # (`on the A38 near Bromsgrove`, `auf der B27 Richtung Göttingen`: the article a road's
    # number takes, as no person's does; German declines it and joins it to a preposition,
    # `zur A7`.)
    before = re.search(r"(\w+)[ \u00a0]+\Z", text[max(0, start - 12) : start])
    articles = language.definite_articles | language.determiners | language.articles
    return before is not None and before.group(1).lower() in articles


# A product's model number after its maker and line: a code of capitals before it perhaps
# (`Z 50`-like), then capitals and digits (`D750`, `XT-8000`, `A7`) or a number, perhaps with
# capitals after it (`90D`, `18V`, `18 LT`).
_MODEL_AFTER = re.compile(
    r"[ \u00a0]+(?P<code>[A-Z]{1,4}[ \u00a0])?"
    r"(?P<model>[A-Z]{1,4}-?\d[\dA-Z-]*|\d{1,5}(?:[A-Z]{1,3}|[ \u00a0][A-Z]{1,3})?)(?![\w-])"
)
_CODE = re.compile(r"[A-Z]{1,4}")


def product_model(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` names a product by its maker and line before its model
    number (a camera's, a tool's: `EOS 90D`-like, `GSR 18V`-like, `Z 50`-like): a thing sold
    to everyone, no one's data. A number alone, or a house number's shape (`5B`), counts
    only after a code of capitals (`EOS`, `Z`), which no street's or person's name holds
    (`Am Anger 5B` is an address); and no name a given name opens (`Anna B2`)."""
    words = text[start:end].split()
    if not words or not words[0][:1].isupper() or words[0] in given_names():
        return False
    found = _MODEL_AFTER.match(text, end)
    if found is None:
        return False
    coded = found.group("code") is not None or any(_CODE.fullmatch(w) for w in words[1:])
    return coded or found.group("model")[:1].isalpha()


def model_number(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is itself a model number of capitals and digits (`K3`-like)
    right after its maker's capitalized name, which no given name is: a product's."""
    span = text[start:end]
    if not re.fullmatch(r"[A-Z]{1,4}-?\d[\dA-Z-]*", span):
        return False
    maker = re.search(r"([^\W\d_][\w-]*)[ \u00a0]\Z", text[max(0, start - 40) : start])
    return (
        maker is not None and maker.group(1)[:1].isupper() and maker.group(1) not in given_names()
    )
