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
import re
from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Literal

from pseudonymizer.lexicon.faker_lists import entries, faker_for
from pseudonymizer.lexicon.names import given_names as all_given_names

Gender = Literal["male", "female"]
# Endings only a woman's family name has: Czech and Slovak `-ová`, Polish `-ska`, Lithuanian
# `-ienė` (married) and `-aitė`, `-ytė`, `-iūtė`, `-utė` (unmarried), Icelandic `-dóttir`.
FEMININE_FAMILY_ENDINGS = (
    *("ová", "ská", "cká", "ska", "cka"),
    *("ienė", "aitė", "ytė", "iūtė", "utė", "dóttir"),
)
# Shares of names, most frequent initials first, that make the common and the middle class.
_CLASS_BOUNDS = (0.5, 0.85)
# Lower-case words inside names that are no names themselves.
PARTICLES = frozenset(
    {"van", "von", "der", "den", "de", "du", "da", "di", "del", "della", "la", "le", "ten", "ter"}
    | {"af", "zu", "y", "bin", "ibn", "al", "el", "dos", "das", "do", "e", "und", "and", "a"}
    | {"z", "ze", "i", "et"}
)
# The particles of European family names, which a name may write with a capital (Dutch and
# Flemish `De Vries`, `Van Dam`, Italian `Di Caprio`, French `Du Pont`), unlike the joiners
# (`y`, `und`) and the Arabic particles (`Al`, `El`, given names too).
_FAMILY_PARTICLES = frozenset(
    {"van", "von", "de", "der", "den", "di", "da", "del", "della", "du", "la", "le", "ten", "ter"}
    | {"dos", "das", "do"}
)
# `J.`, `J.S.`, `J`, and French double initials joined by a hyphen (`J.-P.`, `L.-E.`).
_INITIALS = re.compile(r"[^\W\d_]\.(?:-?[^\W\d_]\.)*[^\W\d_]?|[^\W\d_]")
_INITIAL = re.compile(r"[^\W\d_]")


@cache
def given_names(locale: str, gender: Gender) -> tuple[str, ...]:
    return _listed(locale, f"first_names_{gender}")


def local_given_name(word: str, locale: str) -> bool:
    """Whether the lists of `locale` hold `word` as a given name of either gender."""
    return word in _given_of_either(locale)


@cache
def _given_of_either(locale: str) -> frozenset[str]:
    return frozenset(given_names(locale, "male")) | frozenset(given_names(locale, "female"))


def local_family_name(word: str, locale: str) -> bool:
    """Whether the lists of `locale` hold `word` as a family name of either gender."""
    return word in _family_of_either(locale)


@cache
def _family_of_either(locale: str) -> frozenset[str]:
    return frozenset(family_names(locale, "male")) | frozenset(family_names(locale, "female"))


@cache
def family_names(locale: str, gender: Gender) -> tuple[str, ...]:
    """Family names; the feminine forms where the locale lists them apart (Czech, Slovak).
    Polish lists masculine and unisex ones (`Kowalski`, `Nowak`): a woman gets a unisex one.
    A family name the locale also lists as a given name is left out (German `Christoph`,
    English `Craig`): drawn for a family name, it reads as a given one (`Herr Christoph`)."""
    gendered = _listed(locale, f"last_names_{gender}")
    unisex = _listed(locale, "unisex_last_names")
    if gendered:
        listed = gendered
    elif unisex:
        listed = unisex if gender == "female" else (*_listed(locale, "male_last_names"), *unisex)
    else:
        listed = _listed(locale, "last_names")
    given = set(given_names(locale, "male")) | set(given_names(locale, "female"))
    return tuple(name for name in listed if name not in given) or listed


def given_gender(locale: str, name: str) -> Gender | None:
    """The gender `name` is listed as a given name with in `locale` (None: unlisted, or both)."""
    male = name in given_names(locale, "male")
    female = name in given_names(locale, "female")
    if male == female:
        return None
    return "male" if male else "female"


def agreed_gender(name: str) -> Gender | None:
    """The gender every locale's lists that hold `name` as a given name agree on (`Pete`,
    which no English list holds, is a man's in the others); None where they disagree."""
    female, male = name in _every_given("female"), name in _every_given("male")
    return None if female == male else "female" if female else "male"


@cache
def _every_given(gender: Gender) -> frozenset[str]:
    return frozenset(entries("person", (f"first_names_{gender}",)))


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
    for members in by_class.values():
        # One cycle through the class in a keyed order: no letter maps to itself.
        cycle = list(members)
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
        provider = faker_for(part).provider("faker.providers.person")
        names.update(name for name in getattr(provider, attribute, ()) if name.isalpha())
    return tuple(sorted(names))


def letter_permutation(pool: tuple[str, ...], seed: Callable[[str], int]) -> dict[str, str]:
    """The keyed permutation of `pool`'s initials (`letter_map`) of this run."""
    return letter_map(pool, seed("letters"))  # made once per run and pool


def is_particle(words: list[str], at: int, lead: int = 0) -> bool:
    """Whether `words[at]` is a particle of the name, kept as written: one in lower case
    anywhere (`van`, `de`); one written with a capital (`De`, `Van`) where a capitalized
    word follows it, through other particles, and it opens the family name after the name's
    other parts (`Anne De Vries`, `J. De Meyer`), after a title (`Ms Van der Berg`: `lead`
    words are titles) or before the family name's last word alone (`Di Caprio`). Drawn as a
    name of its own, it became a given name: `De Meyer` a given and a family name."""
    word = words[at]
    if word in PARTICLES:
        return True
    if not word[:1].isupper() or word.casefold() not in _FAMILY_PARTICLES:
        return False
    rest = words[at + 1 :]
    named = [one for one in rest if one not in PARTICLES]
    if not named or not named[0][:1].isupper() or not named[0][:1].isalpha():
        return False
    if at > lead or rest[0] in PARTICLES:
        return True
    # Opening the name, a word the lists hold as a given name is one (`Della Jones`, `Van
    # Morrison`): kept as a particle, it would be written as it is.
    if word.capitalize() in all_given_names():
        return False
    return lead > 0 or len(named) == 1


def is_initials(word: str) -> bool:
    """`J.`, `J.S.`, `J.-P.` or `J` of `J. S. Machar`."""
    return bool(_INITIALS.fullmatch(word)) and word[0].isupper()


def initials_like(word: str, pool: tuple[str, ...], seed: Callable[[str], int]) -> str:
    """`J.S.` with each letter replaced by the initial it maps to among `pool`'s (`K.T.`)."""
    return _INITIAL.sub(lambda match: initial_for(pool, match.group(), seed), word)


def initial_for(pool: tuple[str, ...], letter: str, seed: Callable[[str], int]) -> str:
    """The initial `letter` maps to among `pool`'s initials; a rare one for a letter no name of
    `pool` begins with (`Q`, `Ø`). Never the letter itself."""
    mapped = letter_permutation(pool, seed).get(letter.upper())
    if mapped is not None and mapped != letter.upper():
        return mapped
    classes = letter_classes(pool)
    rare = sorted(i for i, rank in classes.items() if rank == max(classes.values()))
    others = [i for i in rare if i != letter.upper()] or [i for i in classes if i != letter.upper()]
    return random.Random(seed(f"initial:{letter}")).choice(others)
