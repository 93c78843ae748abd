"""Surrogates of nationalities: another nationality's adjective in the original's form
(`Romanian` -> `Danish`, `rumänischer` -> `dänischer`, `rumuńskim` -> `czeskim`, `rumunská` ->
`dánská`), so the sentence still says what kind of word stood there and agrees with its noun.
A word the lists do not know as a nationality gets none here."""

from __future__ import annotations

import random
from collections.abc import Callable

from pseudonymizer.casing import cased_like
from pseudonymizer.lexicon.demonyms import national_stems, nationalities
from pseudonymizer.lexicon.dictionaries import dictionary_for


def nationality_surrogate(original: str, lang: str, seed: Callable[[str], int]) -> str | None:
    """Another state's nationality in the form of `original` (its ending, or in Polish its
    case, number and gender), cased like it; None where `original` is no nationality the
    language's lists know. Drawn by `seed` of the original's lemma, so every form of one
    nationality (`rumuński`, `rumuńskim`) gets the same other one."""
    found = nationalities(lang).get(original.lower())
    if found is None:
        return None
    stem, ending = found
    others = [other for other in national_stems(lang) if other != stem]
    if not others:
        return None
    other = random.Random(seed(stem)).choice(others)
    dictionary = dictionary_for(lang)
    value = other + ending if dictionary is None else dictionary.adjective_like(original, other)
    if value is None:
        return None
    value = cased_like(original, value, initials=False)
    # (English writes a nationality with a capital, which the lists lower-cased.)
    return value[:1].upper() + value[1:] if original[:1].isupper() else value
