"""Names of institutions that end in the institution's noun after capitalized words:
`Ústavní soud`, `Evropská unie`, `Krajský úřad`, `Högsta domstolen`, which Czech, Polish and
Swedish write with one capital, and `Hirzel Verlag`, `Berliner Zeitung`, where German
capitalizes the noun as it does every noun. A capitalization detector stops before the noun
(lower case, or an ordinary German noun) and so leaves half of the name in the output.

The nouns are stems in the language module (`institution_nouns`: `soud`, `urząd`, `urzęd`,
`domstol`, `Verlag`), so every inflected form (`soudu`, `urzędzie`, `domstolen`) matches.

Polish writes them the other way round too, the noun first and every word capitalized (`Sąd
Najwyższy`, `Naczelna Rada Adwokacka`), the town after a preposition (`Sąd Rejonowy w
Gdańsku`; `Language.institution_noun_first`): found whole, the name keeps its words and
only its town is replaced, where a capitalization detector finds `Rejonowy` alone (the noun
opening a sentence is an ordinary word) and it became a pseudo-word."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.detect.sentences import opens_sentence
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.vocabulary import common_lower, stop_words
from pseudonymizer.model import Document, Mention
from pseudonymizer.words import UPPER

_NAME_WORD = rf"[{UPPER}][^\W\d_]+"
# A word of a name after the noun may join two by a hyphen (`Zespół Szkół
# Budowlano-Geodezyjnych`): cut at the hyphen, half of it became a pseudo-word.
_JOINED_WORD = rf"{_NAME_WORD}(?:-[^\W\d_]+)?"


@dataclass(frozen=True)
class InstitutionRecognizer:
    lang: str
    name: str = "institution"
    score: float = 0.6
    pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False)
    noun_first: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        language = get_language(self.lang)
        pattern = None
        if language.institution_nouns:
            nouns = "|".join(sorted(language.institution_nouns, key=len, reverse=True))
            # Case endings only: `soudu` is the court, `soudního` (judicial) is no institution.
            endings = "|".join(sorted(language.noun_endings, key=len, reverse=True))
            pattern = re.compile(
                rf"(?<![\w-])(?P<name>(?:{_NAME_WORD} ){{1,2}})(?:{nouns})(?:{endings})(?![\w-])"
            )
        object.__setattr__(self, "pattern", pattern)
        noun_first = None
        if language.institution_nouns and language.institution_noun_first:
            # The nouns of organizations named by what they do count here only, capitalized
            # as the name writes them (`Rzecznik Konsumentów`, `Zespół Szkół`).
            first_nouns = (*language.institution_nouns, *language.organization_nouns)
            capitalized = "|".join(
                noun[:1].upper() + noun[1:] for noun in sorted(first_nouns, key=len, reverse=True)
            )
            prepositions = "|".join(sorted(language.place_prepositions, key=len, reverse=True))
            town = rf"(?: (?:{prepositions}) {_NAME_WORD})?" if prepositions else ""
            noun_first = re.compile(
                rf"(?<![\w-])(?:(?P<before>{_NAME_WORD}) )?(?:{capitalized})(?:{endings})"
                rf"(?: {_JOINED_WORD}){{1,2}}{town}(?![\w-])"
            )
        object.__setattr__(self, "noun_first", noun_first)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        if self.pattern is None:
            return
        text = document.text
        function_words = stop_words(self.lang)
        for match in self.pattern.finditer(text):
            start = match.start()
            words = match.group("name").split()
            if any(word.lower() in function_words for word in words):
                continue
            # At a sentence start the capital says nothing: an ordinary word there
            # (`Rozhodnutí Nejvyššího soudu`, `Podle agentury`) is not part of the name.
            if opens_sentence(text, start) and words[0].lower() in common_lower(self.lang):
                if len(words) == 1:
                    continue
                start += len(words[0]) + 1
            yield Mention(start, match.end(), Category.ORGANIZATION, self.name, self.score)
        if self.noun_first is not None:
            yield from self._noun_first(text, function_words)

    def _noun_first(self, text: str, function_words: frozenset[str]) -> Iterator[Mention]:
        """`Sąd Najwyższy`, `Naczelna Rada Adwokacka`, `Sąd Rejonowy w Gdańsku`: a word
        before the noun belongs to the name unless it is a function word (`Przez`)."""
        assert self.noun_first is not None
        for match in self.noun_first.finditer(text):
            start = match.start()
            before = match.group("before")
            if before is not None and before.lower() in function_words:
                start += len(before) + 1
            yield Mention(start, match.end(), Category.ORGANIZATION, self.name, self.score)


register(lambda language: InstitutionRecognizer(language.code), 150)
