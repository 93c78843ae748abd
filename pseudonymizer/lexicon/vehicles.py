"""Vehicles named by their maker and model (`Škoda Octavia Combi`, `VW Passat TDI`, `Opel
Astra`, `Ford Focus 1.6`): a product sold by the hundred thousand, no one's name and no
place. A model read the maker as a firm and the model as a person or a town, and a court's
`vůz Škoda Octavia` became a person's name; kept, the text still says what was bought.

The makes are `lexicon/makers.py`'s, those of vehicles sold in the countries of the built-in
languages, and so are the words of a model's body and trim (`Combi`, `Variant`). A
model's word that is a given or family name of the lists (`Octavia`, `Fabia`, `Polo`) is the
car's only where a word for a vehicle stands before it in the sentence (`vůz`, `car`,
`Fahrzeug`): elsewhere `Škoda Laura` may be a person named family name first. A licence
plate is found as an identifier and replaced apart.
"""

from __future__ import annotations

import re
from functools import cache

from pseudonymizer.lexicon.makers import trim_words, vehicle_makes
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import own_towns

# A model's name after the maker: a word with a capital first (`Octavia`, `A4`, `X5`), or a
# number of up to four digits with a letter or two (`308`, `320d`, `i30`); then up to three
# words of its version: capitals (`TDI`, `RS`, `GTI`), an engine's litres (`1.6`, `2.0`) or
# the body's or the trim's words (`Combi`, `Sedan`, `Style`). No full stop ends one (the next
# sentence's name is no car's), and no licence plate's digits (`1AB 2345`) are a version.
_MODEL_WORD = r"(?:[A-Z][^\W_]*(?:-[^\W_]+)?|[a-z]?\d{1,4}[a-z]{0,2})"
_VERSION_WORD = (
    r"(?:[A-Z]{1,4}\+?|\d\.\d|"
    + "|".join(sorted((re.escape(word) for word in trim_words()), key=len, reverse=True))
    + ")"
)
_VERSION_WORDS = 3
# The words for a vehicle that name a car before its maker, in every built-in language.
_VEHICLE_WORDS = re.compile(
    r"(?i:\b(?:vůz\w*|voz\w*|automobil\w*|auto\w{0,3}|osobák\w*|dodáv\w*|motork\w*"
    r"|motocykl\w*|car|cars|vehicle\w*|van|fahrzeug\w*|wagen|pkw|kfz|samoch[oó]d\w*"
    r"|pojazd\w*|bil|bilen|fordon\w*|autó\w*|gépkocsi\w*|jármű\w*)\b)"
)
# The end of a sentence or a line, past which no vehicle's word counts.
_SENTENCE_END = re.compile(r"[.!?][ \u00a0]|\n")
# How far before the maker a vehicle's word is looked for.
_VEHICLE_REACH = 60


def vehicle_model(text: str, start: int, end: int, lang: str | None = None) -> bool:
    """Whether `text[start:end]` lies within a vehicle's maker and model (`Škoda Octavia
    Combi`, `Combi` of it too); in a text of `lang`, a town of its country after the maker
    is no model but a dealer's branch (`Hyundai Leeds`), whose town is a place."""
    line_start = max(text.rfind("\n", 0, start) + 1, start - _VEHICLE_REACH * 2)
    for found in _pattern().finditer(text, line_start, min(len(text), end + 80)):
        if found.start() > start:
            break
        # (The sentence's full stop after it, which a model read into the name, is none.)
        if lang is not None and found.group("model") in own_towns(lang):
            continue
        if end <= found.end() + text.startswith(".", found.end()) and _a_vehicle(text, found):
            return True
    return False


def _a_vehicle(text: str, found: re.Match[str]) -> bool:
    """Whether the maker and model found are a vehicle's: its first model word no given name
    nor family name of the lists, or a vehicle's word before it (`vůz Škoda Fabia`)."""
    model = found.group("model")
    if model not in given_names() and model not in family_names():
        return True
    before = max(0, found.start() - _VEHICLE_REACH)
    ends = _SENTENCE_END.search(text, before, found.start())
    while ends is not None:  # (in the maker's sentence only)
        before = ends.end()
        ends = _SENTENCE_END.search(text, before, found.start())
    return _VEHICLE_WORDS.search(text, before, found.start()) is not None


@cache
def _pattern() -> re.Pattern[str]:
    makes = sorted(set(vehicle_makes()), key=len, reverse=True)
    makers = "|".join(re.escape(maker) for maker in makes)
    return re.compile(
        rf"(?<![\w-])(?:{makers})[ \u00a0]+(?P<model>{_MODEL_WORD})"
        rf"(?:[ \u00a0]+{_VERSION_WORD}(?![\w-])){{0,{_VERSION_WORDS}}}(?![\w-])"
    )
