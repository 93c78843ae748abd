"""Designations: an acronym joined to a number by a hyphen (`COVID-19`, `SARS-CoV-2`, `MH-17`),
the way diseases, viruses, vehicles and flights are named, and compounds made with one
(`COVID-19-Pandemie`).

No person's name holds a number, and a firm that is only an acronym and a number is named
so by its brand, for everyone: such a span names a thing, which the output keeps. A
reference number of the same look with letters only before its first hyphen and several
groups of digits (`QB-2019-002731`) is not one: the number here is short and ends the code.
"""

from __future__ import annotations

import re

from pseudonymizer.languages import get_language

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
    `road_nouns` (`the A4174 ring road`, `the M5 motorway`): a road everyone drives, named
    so on every map; a pseudo-number for it reads as a road that does not exist."""
    if _ROAD_NUMBER.fullmatch(text[start:end]) is None:
        return False
    after = text[end : end + 40]
    return any(
        re.match(rf"[ \u00a0]+{re.escape(noun)}(?!\w)", after)
        for noun in get_language(lang).road_nouns
    )
