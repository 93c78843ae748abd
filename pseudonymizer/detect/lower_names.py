"""Names written in lower case, known by their form: chats and forums in languages that
decline names write them without a capital (`s lenkou`, `zadzwoń do kasi`, `zsófival`), and
no capital makes the model or the capitalization recognizer see them. Where the name lists or
the nickname table know a word as a given name or nickname in one of its cases, and the
language knows it as no ordinary word in any reading (`míra`, a measure; `marka`, a brand),
it is a person, and so is a diminutive of a listed name no table holds (`kubíku` of Kubík,
`barča`); a name the document also writes with its capital is found by propagation
already, this finds the one only ever written in lower case.

A lower-case word after a preposition of place (`v kolíně`, `w gnieźnie`) that is a listed
town in one of its cases, and no ordinary word, is a place alike.

Only the languages that name this recognizer in `Language.recognizers` run it: where names
do not inflect (English `will`, `rose`) a bare lower-case word says too little of a person.
Such a language may name `lower_places` instead, which finds the places alone (`off to
leeds tmrw`, `shes in york`): a town after a preposition of place, no ordinary word and no
given name of the lists (`to tina`), of four letters or more, as a language written without
accents has no accent-stripped word to mistake for a village.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.names import family_names
from pseudonymizer.lexicon.nicknames import diminutive_lemma, given_lemma
from pseudonymizer.lexicon.place_forms import place_form
from pseudonymizer.lexicon.places import home_settlements, main_places, settlements
from pseudonymizer.lexicon.titles import title_gender
from pseudonymizer.lexicon.vocabulary import (
    dictionary_word,
    listed_form,
    ordinary,
    stop_words,
    word_classes_of,
)
from pseudonymizer.model import Attributes, Document, Mention

NAME = "lower_names"
PLACES = "lower_places"
# A lower-case word of letters standing alone (no part of a hyphenated word, an address or a
# handle: `jana.nováková@`, `@lenka`, `www.tomek`).
_LOWER = re.compile(r"(?<![\w@.’'/-])[^\W\d_A-ZÀ-Þ]{3,}(?![\w@’'/-]|\.\w)")
# The fewest letters of a town's name in lower case: shorter, a word written without its
# accents is as often a village's name somewhere (`v teto`, `do gory`).
_PLACE_LETTERS = 5
_PREVIOUS = re.compile(r"([^\W\d_]+)\s+$")
# The lower-case word after a space, ending a word (`bay` of `herne bay`).
_NEXT = re.compile(r" ([a-z]{2,})(?![\w@'’-])")
# The score of a town of two words in lower case: above the model's (0.7), which reads its
# first word alone, the second being a word too (`bay`).
_TOWN_SCORE = 0.75
# The fewest letters of a town in lower case without a preposition before it (`sittingbourne`).
_BARE_PLACE_LETTERS = 7


@dataclass(frozen=True)
class LowerNameRecognizer:
    name: str = NAME
    # Below the model's and the lists' findings: a capitalized reading of the stretch wins.
    score: float = 0.55
    # Whether given names are read too, or places alone; the fewest letters of a place.
    persons: bool = True
    place_letters: int = _PLACE_LETTERS

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        language = get_language(document.lang)
        towns = main_places(language.code)
        for match in _LOWER.finditer(text):
            word = match.group()
            if not word.islower():
                continue
            # (`herne bay`, `st albans`: a town of two words, the second maybe a word too.)
            town = None
            if not self.persons:
                town = _two_word_town(text, match.start(), match.end(), language.code)
            if town is not None:
                # (Over the model's reading of its first word alone: `herne` as a person.)
                yield Mention(match.start(), town, Category.LOCATION, self.name, _TOWN_SCORE)
                continue
            before = _PREVIOUS.search(text, max(0, match.start() - 20), match.start())
            preposition = before.group(1).lower() if before is not None else ""
            placed = preposition in language.place_prepositions
            if _ordinary(word, language.code) and not (
                placed and not self.persons and _own_town(word, language.code)
            ):
                continue
            unnamed = self.persons or given_lemma(word, language.code) is None
            # (`going sittingbourne`, `then maidstone`: a chat leaves the preposition out; a
            # town of the main lists, no name of a person's, is one all the same.)
            bare = (
                not self.persons
                and len(word) >= _BARE_PLACE_LETTERS
                and word.capitalize() in towns
                and word.capitalize() not in family_names()
            )
            # (`u tondy`, Polish `z magdą`: a preposition of place may stand before a person.)
            if (
                (placed or bare)
                and len(word) >= self.place_letters
                and place_form(word.capitalize(), language.code)
                and unnamed
            ):
                yield Mention(match.start(), match.end(), Category.LOCATION, self.name, self.score)
            elif self.persons and (
                given_lemma(word, language.code) is not None
                or diminutive_lemma(word, language.code) is not None
            ):
                yield Mention(match.start(), match.end(), Category.PERSON, self.name, self.score)


def _two_word_town(text: str, start: int, end: int, lang: str) -> int | None:
    """The end of a town of the main lists named by the lower-case word at `start:end` and
    the one after it (`herne bay` of Herne Bay), None where they name none, or where both are
    ordinary words (`the valley`, a town of Anguilla's name: in lower case, the common noun)."""
    following = _NEXT.match(text, end)
    if following is None:
        return None
    words = (text[start:end], following.group(1))
    if all(word in stop_words(lang) or _ordinary(word, lang) for word in words):
        return None
    name = f"{text[start:end].capitalize()} {following.group(1).capitalize()}"
    return following.end() if name in _towns_of_two_words() else None


@cache
def _towns_of_two_words() -> frozenset[str]:
    """The towns of the main lists named by two words (`Herne Bay`), any language's."""
    return frozenset(
        town for lang in supported() for town in main_places(lang) if town.count(" ") == 1
    )


def _own_town(word: str, lang: str) -> bool:
    """Whether `word`, in lower case, is a town or village of the language's own countries
    (`settlements`: Swedish `lund`, `majorna`) that its tables list as no form of an
    ordinary word (`listed_form`: not `handen`, the hand, nor `kista`, a coffin): the
    lexicon knows some towns' names as lemmas (`lund`, a grove), which after a preposition
    of place in a chat (`bor i lund`) name the town. A word the language's index by part of
    speech lists (its lemma tables list only inflected forms, which `listed_form` reads) is a
    town only where the language's first country has one of that name (`in bath`), not one
    of its other countries alone: `in spring` became a Texan town's surrogate."""
    name = word.capitalize()
    return (
        name in settlements(lang)
        and not listed_form(word, lang)
        and (not word_classes_of(word, lang) or name in home_settlements(lang))
    )


def _ordinary(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary word of `lang` in some reading: its tables, its
    morphological dictionary, or its plain dictionary."""
    return ordinary(word, lang) or dictionary_word(word, lang)


@dataclass(frozen=True)
class KinNameRecognizer:
    """A given name in lower case after what a family calls its own, in lower case too
    (`nana doreen`, `auntie bev`, `grandad mick's`: `Language.kin_titles`), in a language
    whose names do not inflect, where a bare lower-case word says too little of a person:
    the kinship says it is one. No ordinary word (`auntie said`) and no function word."""

    name: str = "kin_names"
    score: float = 0.6

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        pattern = _after_kin(document.lang)
        if pattern is None:
            return
        text, language = document.text, get_language(document.lang)
        for match in pattern.finditer(text):
            word = match.group("name")
            if _ordinary(word, document.lang) or word in stop_words(document.lang):
                continue
            gender = title_gender(match.group("kin"), language)
            attrs = Attributes(kind="given", gender=gender, context="title")
            start, end = match.span("name")
            yield Mention(start, end, Category.PERSON, self.name, self.score, attrs)


@cache
def _after_kin(lang: str) -> re.Pattern[str] | None:
    kin = get_language(lang).kin_titles
    if not kin:
        return None
    words = "|".join(sorted((re.escape(word.lower()) for word in kin), key=len, reverse=True))
    return re.compile(rf"(?<![\w@])(?P<kin>{words}) (?P<name>[a-z]{{2,}})(?![\w@-]|['’](?!s\b))")


register(LowerNameRecognizer(), 145, listed=True)
register(KinNameRecognizer(), 145, listed=True)
register(LowerNameRecognizer(PLACES, persons=False, place_letters=4), 145, listed=True)
