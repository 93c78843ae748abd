"""Ages, said the way each language says them (`42 years old`, `ve věku 42`, `42 éves`): the
number becomes an AGE mention, the words around it stay."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.model import Document, Mention

_NUMBER = r"(?<![\d.,])(?P<age>\d{1,3})(?![\d.,]\d)"


@dataclass(frozen=True)
class AgeRecognizer:
    lang: str
    name: str = "age"
    score: float = 0.8
    patterns: tuple[re.Pattern[str], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        compiled = tuple(
            re.compile(pattern.replace("{N}", _NUMBER), re.IGNORECASE)
            for pattern in get_language(self.lang).age_patterns
        )
        object.__setattr__(self, "patterns", compiled)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        seen: set[int] = set()
        for pattern in self.patterns:
            for match in pattern.finditer(document.text):
                start, end = match.span("age")
                if start not in seen:
                    seen.add(start)
                    yield Mention(start, end, Category.AGE, self.name, self.score)
