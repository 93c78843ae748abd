"""Whether a word is a known place in some case: the place lists hold each town in its
nominative (`Ostrava`, `Polička`), a text writes it in any case (`v Ostravě`, `k Poličce`).

The candidates are the listed places that share the word's opening letters (a Czech or
Polish ending changes at most the last three: `Polička` -> `Poličce`); each is declined as a
place by the language's inflector, which knows the forms its surrogates are written in.
"""

from __future__ import annotations

from functools import cache

from pseudonymizer.languages import get_language
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


def place_lemma(word: str, lang: str) -> str | None:
    """The one listed place `word` (capitalized as a place is) is a case of, where the tagger
    may not know it (`Kroměříži`, lemmatized as written: the town drawn for it was not the
    one drawn for `Kroměříž`): a place whose forms the inflector makes, or which differs
    from the word only in a case ending of the language (`Kroměříž-i`, `Hranic-ích` of
    `Hranic-e`), a soft paradigm the inflector declines no surrogate in. A town nearby
    (`settlements`, `main_places`) is preferred to a hamlet far away; None where no place or
    more than one reads so."""
    if word in places(lang):
        return word
    if len(word) <= _STEM:
        return None
    inflector = inflector_for(lang)
    endings = get_language(lang).noun_endings
    stem = word[: max(_STEM, len(word) - _ENDING)]
    found = {
        place
        for place in _by_opening(lang).get(word[:_STEM], ())
        if place.startswith(stem)
        and abs(len(place) - len(word)) <= _ENDING
        and (word in inflector.forms(place, place=True) or _ending_apart(word, place, endings))
    }
    near = found & (settlements(lang) | main_places(lang))
    chosen = near or found
    return next(iter(chosen)) if len(chosen) == 1 else None


def _ending_apart(word: str, place: str, endings: tuple[str, ...]) -> bool:
    """Whether `word` and `place` share a stem and each ends it in one of `endings`."""
    shared = next(
        (at for at, (one, other) in enumerate(zip(word, place, strict=False)) if one != other),
        min(len(word), len(place)),
    )
    return shared >= _STEM and word[shared:] in endings and place[shared:] in endings


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
