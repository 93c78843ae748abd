"""Numbers spelled out in words, as num2words writes them in each language (`kétezer-tíz`,
`hatvanhét`, `siebenundsechzig`, `sextiosju`): a speaker's year or age in a transcript, which
a capital at a sentence's start made a name of no kind (`Kétezer-tízben mentem nyugdíjba` became a
town)."""

from __future__ import annotations

from functools import cache

from num2words import num2words

from pseudonymizer.lexicon.names import family_names, given_names

# Up to the years a text of today names; a word shorter than this is as often someone's
# name or a word of its own (`Acht`, `Hat`, `Elf`).
_HIGHEST = 2100
_SHORTEST = 6
# The ending a case or a possessive adds to a number (`-ben`, `-ban`, `-ig`, `-jében`).
_LONGEST_ENDING = 5


@cache
def _spelled(lang: str) -> frozenset[str]:
    """Every number up to `_HIGHEST` as `lang` spells it, in lower case; none where num2words
    has no such language."""
    try:
        return frozenset(num2words(number, lang=lang).casefold() for number in range(_HIGHEST + 1))
    except NotImplementedError:
        return frozenset()


def spelled_number(word: str, lang: str) -> bool:
    """Whether `word` is a number spelled out in `lang`, perhaps with an ending (`Kétezer-tízben`),
    and no name or place the lists know (`Hatvan`, a town, is one: the caller's other cues
    decide it)."""
    from pseudonymizer.lexicon.places import places

    if len(word) < _SHORTEST or word in given_names() or word in family_names():
        return False
    if word in places(lang):
        return False
    spelled = _spelled(lang)
    folded = word.casefold()
    for end in range(len(folded), max(len(folded) - _LONGEST_ENDING, _SHORTEST) - 1, -1):
        number = folded[:end]
        if number in spelled:
            # (`Hatvanban`: in Hatvan, a town named by its number.)
            return number.capitalize() not in places(lang)
    return False


def spelled_count(word: str, lang: str) -> bool:
    """Whether `word` is a number spelled out in `lang` as it counts what follows it (`zwei`,
    `fünfzig`, `twenty`), however short: read only before the noun it counts, where no
    name or place stands."""
    return word.casefold() in _spelled(lang)
