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

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.nicknames import diminutive_lemma, given_lemma
from pseudonymizer.lexicon.place_forms import place_form
from pseudonymizer.lexicon.vocabulary import dictionary_word, ordinary
from pseudonymizer.model import Document, Mention

NAME = "lower_names"
PLACES = "lower_places"
# A lower-case word of letters standing alone (no part of a hyphenated word, an address or a
# handle: `jana.nováková@`, `@lenka`, `www.tomek`).
_LOWER = re.compile(r"(?<![\w@.’'/-])[^\W\d_A-ZÀ-Þ]{3,}(?![\w@’'/-]|\.\w)")
# The fewest letters of a town's name in lower case: shorter, a word written without its
# accents is as often a village's name somewhere (`v teto`, `do gory`).
_PLACE_LETTERS = 5
_PREVIOUS = re.compile(r"([^\W\d_]+)\s+$")


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
        for match in _LOWER.finditer(text):
            word = match.group()
            if not word.islower() or _ordinary(word, language.code):
                continue
            before = _PREVIOUS.search(text, max(0, match.start() - 20), match.start())
            preposition = before.group(1).lower() if before is not None else ""
            # (`u tondy`, Polish `z magdą`: a preposition of place may stand before a person.)
            if (
                preposition in language.place_prepositions
                and len(word) >= self.place_letters
                and place_form(word.capitalize(), language.code)
                and (self.persons or given_lemma(word, language.code) is None)
            ):
                yield Mention(match.start(), match.end(), Category.LOCATION, self.name, self.score)
            elif self.persons and (
                given_lemma(word, language.code) is not None
                or diminutive_lemma(word, language.code) is not None
            ):
                yield Mention(match.start(), match.end(), Category.PERSON, self.name, self.score)


def _ordinary(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary word of `lang` in some reading: its tables, its
    morphological dictionary, or its plain dictionary."""
    return ordinary(word, lang) or dictionary_word(word, lang)


register(LowerNameRecognizer(), 145, listed=True)
register(LowerNameRecognizer(PLACES, persons=False, place_letters=4), 145, listed=True)
