"""Ages, said the way each language says them (`42 years old`, `ve věku 42`, `42 éves`): the
number becomes an AGE mention, the words around it stay."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.lists import listed_before
from pseudonymizer.detect.phrasings import number_span, one_pattern
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language
from pseudonymizer.model import Document, Mention
from pseudonymizer.words import UPPER

_NUMBER = r"(?<![\d.,])\d{1,3}(?![\d.,]\d)"
# News in every language gives a person's age in brackets after the name: `Jiří Menzel (62)`.
# Two digits, so that numbered clauses (`the Convention (2)`) are not taken for ages. Found
# from the bracket back, as a capitalized word can start anywhere and a bracket seldom does.
_BRACKETED = re.compile(r"\( ?(?P<age>[1-9]\d) ?\)")
_NAME_BEFORE = re.compile(rf"[{UPPER}][^\W\d_]+ $")


@dataclass(frozen=True)
class AgeRecognizer:
    lang: str
    name: str = "age"
    score: float = 0.8
    pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        pattern = one_pattern(get_language(self.lang).age_patterns, _NUMBER)
        object.__setattr__(self, "pattern", pattern)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        for match in _BRACKETED.finditer(text):
            if _NAME_BEFORE.search(text, max(0, match.start() - 40), match.start()):
                yield Mention(*match.span("age"), Category.AGE, self.name, self.score)
        if self.pattern is None:
            return
        list_words = get_language(self.lang).list_words
        for match in self.pattern.finditer(text):
            start, end = number_span(match)
            yield Mention(start, end, Category.AGE, self.name, self.score)
            # `u 7, 8 a 9 letých dívek`: the ages listed before the phrase's own.
            for span in listed_before(text, start, list_words, r"\d{1,3}"):
                yield Mention(*span, Category.AGE, self.name, self.score)


register(lambda language: AgeRecognizer(language.code), 100)
