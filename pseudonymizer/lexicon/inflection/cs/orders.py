"""The keyed orders in which a Czech name's candidates are tried: one order per original lemma
(the key shuffles it), the best-fitting first, each further attempt the next candidate, so a
large corpus walks past the names it has used up instead of falling back early.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import TypeVar

from pseudonymizer.lexicon.inflection.cs.declension import Gender, person_paradigm
from pseudonymizer.lexicon.inflection.cs.lists import (
    FAMILY,
    declinable,
    feminine_family,
    masculine_family,
)

_T = TypeVar("_T")

_Candidate = tuple[str, str, int]  # lemma, paradigm, 0 from the first lists or 1

_Shape = tuple[str | None, bool, bool]  # paradigm, a region in -sko, declined as an adjective

# How much later a candidate of the further lists comes: the first half of the order is all
# from the first lists.
_LATER = 0.5


def drawn_at(
    candidates: Sequence[_T],
    tier: Callable[[_T], tuple[tuple[bool, ...], float]],
    seed: int,
    attempt: int,
) -> _T | None:
    """The `attempt`-th candidate in the keyed order (`_ordered`), None once all have been
    tried."""
    ordered = _ordered(candidates, tier, seed)
    return ordered[attempt] if attempt < len(ordered) else None


@lru_cache(maxsize=8192)
def order_for(
    kind: str,
    gender: Gender,
    plural: bool,
    own: str,
    letter: str,
    shape: _Shape,
    seed: int,
) -> tuple[_Candidate, ...]:
    """The keyed order of the declinable names of `kind` for the original lemma `own` (less
    `own` itself), kept: a corpus that has used up the commonest names walks past them
    attempt by attempt, and each attempt must not sort the lists anew.

    `_ordered`'s order, in tiers: an initial and its given name map to one letter (`M.`,
    `Maria`); a name declined as an adjective becomes one declined so too, and a noun a noun
    (`Vídeň` is no `Rudná`, `Klíma` no `Hrubý`), one declined alike first; a region in -sko
    becomes one in -sko; the further lists come later. Each original lemma orders the whole
    list, so what a candidate's tier reads of it is read once per list (`_shaped`)."""
    pool = [item for item in _shaped(kind, gender, plural) if item[1] != own]
    draw = random.Random(seed).random
    keys = [
        (
            (not candidate[0].startswith(letter), theirs[2] != shape[2], theirs != shape),
            draw() + handicap,
        )
        for candidate, _, theirs, handicap in pool
    ]
    return tuple(pool[i][0] for i in sorted(range(len(pool)), key=keys.__getitem__))


def family_order(gender: Gender, own: str, seed: Callable[[str], int]) -> tuple[_Candidate, ...]:
    """The keyed order of the family names for the original family name `own` (a lemma,
    case-folded) of a man or a woman: the men's order for the man's form of the name, each
    candidate in the `gender` asked, those without a woman's form left out. So one family
    name gets one surrogate family name whoever bears it, attempt by attempt: `Jan Novák`
    and `Marie Nováková` become `Petr Zeman` and `Eva Zemanová`, a family still."""
    masculine = own if gender == "Masc" else masculine_family(own)
    return _family_order(gender, masculine, seed(f"{FAMILY}:{masculine}"))


@lru_cache(maxsize=4096)
def _family_order(gender: Gender, masculine: str, seed: int) -> tuple[_Candidate, ...]:
    shape = shape_of(masculine, person_paradigm(masculine, "Masc"))
    men = order_for(FAMILY, "Masc", False, masculine, "", shape, seed)
    paired = ((man, feminine_family(man[0])) for man in men)
    return tuple(man if gender == "Masc" else woman for man, woman in paired if woman is not None)


@cache
def _shaped(
    kind: str, gender: Gender, plural: bool
) -> tuple[tuple[_Candidate, str, _Shape, float], ...]:
    """The declinable names of `kind`, each with its lemma case-folded, its shape
    (`shape_of`) and its handicap: the further lists' come later."""
    return tuple(
        (
            candidate,
            candidate[0].casefold(),
            shape_of(candidate[0], candidate[1]),
            _LATER * candidate[2],
        )
        for candidate in declinable(kind, gender, plural)
    )


def _ordered(
    candidates: Sequence[_T], tier: Callable[[_T], tuple[tuple[bool, ...], float]], seed: int
) -> list[_T]:
    """`candidates` in an order `seed` shuffles within each tier (lower first): each further
    attempt gets one not tried before, the best-fitting used up first. A tier's handicap (0
    to 1) puts a candidate later on average, not after all others: a corpus that has used up
    the Czech names reaches the Slovak ones within the attempts it has."""
    rng = random.Random(seed)

    def key(candidate: _T) -> tuple[tuple[bool, ...], float]:
        fit, handicap = tier(candidate)
        return fit, rng.random() + handicap

    return sorted(candidates, key=key)


def shape_of(lemma: str, name: str | None) -> _Shape:
    """What a surrogate should share with a lemma beyond gender and number: the paradigm
    (`Ostrava` is no `Blatná`), a region's or country's ending in -sko/-cko, and whether it
    is declined as an adjective (by its paradigm, or its ending where none declines it)."""
    adjectival = name.startswith(("mlad", "jarn")) if name else lemma.endswith(("ý", "á", "é"))
    return name, lemma.endswith(("sko", "cko")), adjectival
