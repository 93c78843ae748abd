"""Ordinary words as an address writes them: lower-case ASCII, without diacritics
(`zarzad` for `zarząd`, `ugyfelszolgalat` for `ügyfélszolgálat`, `kundtjanst`).

An address's `info@`, `biuro@`, `stadtwerke-` names no one and stays; but its folded spelling
is in no dictionary of the language, so the language's most used words (wordfreq's list of
the language, which writes forms as text uses them, compounds included) are folded the same
way. A word wordfreq counts that is also a known name or place (`mokotow`, `smith`), or a
town's name with an ending (`miskolci`, of Miskolc), is left out: text writes names too, and
an address's name must not stay as an ordinary word.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from wordfreq import available_languages, top_n_list

from pseudonymizer.lexicon.names import name_spellings
from pseudonymizer.lexicon.places import main_places, places

# How many of the language's most used words are read: enough for an office's words
# (`sekretariat`, `hausverwaltung`), few enough to be folded in a second.
_WORDS = 50_000
# Letters NFKD does not take apart.
# The longest ending a town's name takes in a word made of it (`miskolci`, `berliner`), and the
# fewest letters of a town's name read inside another word.
_ENDING = 2
_TOWN = 5
_LETTERS = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe"})


def folded(word: str) -> str:
    """`word` as an address writes it: lower case, ASCII letters (`Dvořák` -> `dvorak`)."""
    decomposed = unicodedata.normalize("NFKD", word.lower().translate(_LETTERS))
    return "".join(char for char in decomposed if char.isascii() and char.isalnum())


def address_word(word: str, lang: str) -> bool:
    """Whether `word`, as an address writes it, is an ordinary word of `lang`."""
    return folded(word) in _address_words(lang)


@cache
def _address_words(lang: str) -> frozenset[str]:
    if lang not in available_languages():
        return frozenset()
    named = {folded(name) for name in places(lang)} | name_spellings()
    towns = {town for town in map(folded, main_places(lang)) if len(town) >= _TOWN}
    words = {folded(word) for word in top_n_list(lang, _WORDS) if word.isalpha()}
    return frozenset(
        word
        for word in words - named - {""}
        if not any(word[:-cut] in towns for cut in range(1, _ENDING + 1))
    )
