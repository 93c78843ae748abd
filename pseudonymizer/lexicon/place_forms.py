"""Whether a word is a known place in some case: the place lists hold each town in its
nominative (`Ostrava`, `Polička`), a text writes it in any case (`v Ostravě`, `k Poličce`).

The candidates are the listed places that share the word's opening letters (a Czech or
Polish ending changes at most the last three: `Polička` -> `Poličce`); each is declined as a
place by the language's inflector, which knows the forms its surrogates are written in.
"""

from __future__ import annotations

from functools import cache

from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.places import main_places, places, settlements

# How many letters at a word's end its case may change, and the fewest letters a stem shares.
_ENDING = 3
_STEM = 3


def place_form(word: str, lang: str, near: bool = False) -> bool:
    """Whether `word` (capitalized as a place is) is a listed place or one of its cases; with
    `near`, a town or village of the language's own countries or a town of over 15,000
    people or a country (`settlements`, `main_places`): what a given name's case is weighed
    against, where a hamlet far away shares its letters (`Lenko`, `Gosi`)."""
    listed = (settlements(lang) | main_places(lang)) if near else places(lang)
    if word in listed:
        return True
    if len(word) <= _STEM:
        return False
    stem = word[: max(_STEM, len(word) - _ENDING)]
    inflector = inflector_for(lang)
    return any(
        place.startswith(stem)
        and abs(len(place) - len(word)) <= _ENDING
        and word in inflector.forms(place, place=True)
        for place in _by_opening(lang).get(word[:_STEM], ())
        if place in listed
    )


@cache
def _by_opening(lang: str) -> dict[str, tuple[str, ...]]:
    """The listed places by their first letters."""
    found: dict[str, list[str]] = {}
    for place in places(lang):
        found.setdefault(place[:_STEM], []).append(place)
    return {opening: tuple(names) for opening, names in found.items()}


def adjective_place_form(adjective: str, noun: str, lang: str) -> bool:
    """Whether a listed place of two words opens with `adjective` (in the nominative: `Mladá`,
    `Kutná`) and `noun` is its second word in one of its cases (`Boleslavi`, `Hory`): a
    town named by an adjective and a noun, as the text declines it."""
    inflector = inflector_for(lang)
    return any(
        noun == name or noun in inflector.forms(name, place=True)
        for name in _by_adjective(lang).get(adjective, ())
    )


@cache
def _by_adjective(lang: str) -> dict[str, tuple[str, ...]]:
    """The second words of the listed places of two words, by their first."""
    found: dict[str, list[str]] = {}
    for place in places(lang):
        first, _, second = place.partition(" ")
        if second and " " not in second:
            found.setdefault(first, []).append(second)
    return {first: tuple(names) for first, names in found.items()}
