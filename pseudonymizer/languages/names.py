"""Substitute lists of persons' names from Faker's locale providers, and first-letter classes.

A language module names its Faker locale; its given names by gender and family names (by gender
where the language inflects them: `Nováková`) come from there, and from the locales of other
countries where the language is spoken (a locale `de_DE+de_AT+de_CH` is all three). First
letters are grouped by how often the names of the locale begin with them, so a rare initial is
replaced by a rare one (`Quentin` by `Xaver`, not by `Stefan`): how common the initials are in
a corpus stays as it was.
One keyed permutation of the letters serves a whole run, so an initial and the name it
abbreviates get surrogates with the same initial.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache
from typing import Literal

from faker import Faker

from pseudonymizer.languages import get_language

Gender = Literal["male", "female"]
# Shares of names, most frequent initials first, that make the common and the middle class.
_CLASS_BOUNDS = (0.5, 0.85)


@cache
def given_names(locale: str, gender: Gender) -> tuple[str, ...]:
    return _listed(locale, f"first_names_{gender}")


@cache
def family_names(locale: str, gender: Gender) -> tuple[str, ...]:
    """Family names; the feminine forms where the locale lists them apart (Czech, Slovak).
    Polish lists masculine and unisex ones (`Kowalski`, `Nowak`): a woman gets a unisex one."""
    gendered = _listed(locale, f"last_names_{gender}")
    if gendered:
        return gendered
    unisex = _listed(locale, "unisex_last_names")
    if unisex:
        return unisex if gender == "female" else (*_listed(locale, "male_last_names"), *unisex)
    return _listed(locale, "last_names")


def given_gender(locale: str, name: str) -> Gender | None:
    """The gender `name` is listed as a given name with in `locale` (None: unlisted, or both)."""
    male = name in given_names(locale, "male")
    female = name in given_names(locale, "female")
    if male == female:
        return None
    return "male" if male else "female"


@cache
def letter_map(names: tuple[str, ...], key: int) -> dict[str, str]:
    """A permutation of the initials of `names` within each frequency class (`key` shuffles),
    so that every name and initial with one letter gets a surrogate with another, the same
    throughout a corpus: `Maria` -> `Klára` where `M.` -> `K.`. A letter alone in its class
    maps to itself."""
    by_class: dict[int, list[str]] = {}
    for letter, number in sorted(letter_classes(names).items()):
        by_class.setdefault(number, []).append(letter)
    mapping, rng = {}, random.Random(key)
    for letters in by_class.values():
        # One cycle through the class in a keyed order: no letter maps to itself.
        cycle = list(letters)
        rng.shuffle(cycle)
        mapping.update(zip(cycle, cycle[1:] + cycle[:1], strict=True))
    return mapping


@cache
def letter_classes(names: tuple[str, ...]) -> dict[str, int]:
    """Each initial of `names` -> 0 for the initials that begin half of them, 1 for the next
    35 %, 2 for the rest."""
    counts = Counter(name[0].upper() for name in names if name)
    classes, seen = {}, 0
    for letter, count in counts.most_common():
        share = seen / len(names)
        classes[letter] = next(
            (i for i, bound in enumerate(_CLASS_BOUNDS) if share < bound), len(_CLASS_BOUNDS)
        )
        seen += count
    return classes


def _listed(locale: str, attribute: str) -> tuple[str, ...]:
    """The names of `attribute` in the lists of `locale`, or of each of several joined by `+`."""
    names = set()
    for part in locale.split("+"):
        provider = Faker(part).provider("faker.providers.person")
        names.update(name for name in getattr(provider, attribute, ()) if name.isalpha())
    return tuple(sorted(names))


@cache
def title_words(lang: str) -> frozenset[str]:
    """The language's titles before a name, case-folded and without their dot (`ing`,
    `judge`, `herr`)."""
    return frozenset(title.rstrip(".").casefold() for title in get_language(lang).person_titles)


def leading_titles(words: Sequence[str], titles: frozenset[str]) -> int:
    """How many of a name's `words` are titles before it (`Judge` of `Judge Ingrid Solberg`,
    `SSR` of `SSR Anna Nowak`); never the last word, which is the family name even where it
    is a title too (`Anna Richter`, `Mary Lord`)."""
    lead = 0
    while lead < len(words) - 1 and words[lead].rstrip(".,").casefold() in titles:
        lead += 1
    return lead
