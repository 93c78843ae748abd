"""Czech street names in the original's case.

A Czech street is mostly named by an adjective (`Dlouhá`, `Vinohradská`) or a possessive
(`Husova`, `Palackého` aside), which the sentence declines: `v Dlouhé ulici`, `na Vinohradské`,
`do Husovy`. A surrogate is drawn from Faker's Czech streets of the same kind and given the
original's ending, which says its case as well as the tagger could (`é` is a genitive, dative
or locative, and so is the surrogate's `é`). A street of any other kind (`Na Strži`, `Josefa
Šimůnka`, `Nám. Republiky`) is written the same in every case, and its surrogate is one of
those.
"""

from __future__ import annotations

import random
from functools import cache

from faker.providers.address.cs_CZ import Provider

from pseudonymizer.casing import cased_like

# The endings of a possessive (`Husova`, `Boženina`) in each case, and of a hard adjective
# (`Dlouhá`); the lists' names are nominatives (`ova`, `ina`, `á`).
_POSSESSIVE = ("ova", "ovy", "ově", "ovu", "ovou", "ina", "iny", "ině", "inu", "inou")
_ADJECTIVE = ("á", "é", "ou")
# The prepositions a street's name may start with.
_PREPOSITIONS = frozenset(
    {"na", "pod", "nad", "u", "k", "ke", "v", "ve", "za", "před", "mezi", "do", "od", "při"}
    | {"přes", "z", "ze", "o", "po"}
)


def street_name(original: str, rng: random.Random) -> str | None:
    """A Czech street's name of the original's kind and ending; None for a name of no letters."""
    if not original[:1].isalpha():
        return None
    ending = _ending(original)
    stem = original[: len(original) - len(ending or "")].casefold()
    pool = list(_streets(None if ending is None else _kind(ending)))
    if ending is None:  # `Na Strži` for `Pod Kostelem`, `Josefa Šimůnka` for `Palackého`
        shape = (len(original.split(" ")), _prepositional(original))
        pool = [name for name in pool if (len(name.split(" ")), _prepositional(name)) == shape]
        pool = pool or list(_streets(None))
    value = rng.choice([name for name in pool if not name.casefold().startswith(stem)] or pool)
    if ending is not None:
        value = value[: -len(_nominative(ending))] + ending
    return cased_like(original, value, lower=False)


def _ending(name: str) -> str | None:
    """The declined ending of a street's name in one word (`ově` of `Husově`, `é` of
    `Vinohradské`), None for a name that is not declined so."""
    if " " in name:
        return None
    for ending in sorted(_POSSESSIVE, key=len, reverse=True):
        if name.endswith(ending) and len(name) > len(ending) + 1:
            return ending
    return next((e for e in _ADJECTIVE if name.endswith(e) and len(name) > len(e) + 2), None)


def _prepositional(name: str) -> bool:
    """Whether a street is named by where it lies (`Na Strži`, `Pod Kostelem`, `K Brusce`)."""
    return name.split(" ")[0].casefold() in _PREPOSITIONS


def _kind(ending: str) -> str:
    return ending[:2] + "a" if ending in _POSSESSIVE else "á"


def _nominative(ending: str) -> str:
    return _kind(ending) if ending in _POSSESSIVE else "á"


@cache
def _streets(kind: str | None) -> tuple[str, ...]:
    """Faker's Czech streets of one word ending in `kind` (`ova`, `ina`, `á`); for None, those
    no case changes (of several words, or of none of these endings)."""
    streets = sorted(set(Provider.streets))
    if kind is None:
        return tuple(name for name in streets if _ending(name) is None)
    return tuple(name for name in streets if " " not in name and _ending(name) == kind)
