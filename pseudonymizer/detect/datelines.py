"""A letter's place and date line (`Berlin, den 4. November 2024`, `Göteborg den 26 augusti
2024`, `Leipzig, 12. März 2025`, `Leeds, 3 May 2024`): the name opening the line before its
date is the town the letter was written in. A model reads a town that is also a given name as
a person's (`Berlin`), which got a man's name in the town's place (`Timothy, den 30. Januar`):
found here as a place, where a place list knows it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.lexicon.places import places
from pseudonymizer.model import Document, Mention
from pseudonymizer.words import UPPER

# The town (one or two capitalized words, a hyphen allowed) at a line's start, a comma, a short
# word perhaps (`den`, `dne`, `am`), and a date's day, month and year: `4. November 2024`,
# `26 augusti 2024`, `04.11.2024`.
_DATELINE = re.compile(
    rf"^[ \t]*(?P<town>[{UPPER}][\w-]+(?:[ \t][{UPPER}][\w-]+)?),?[ \t]+"
    r"(?:[^\W\d_]{2,4}\.?[ \t]+)?"
    r"\d{1,2}\.?[ \t]*(?:[^\W\d_]+\.?|\d{1,2}\.)[ \t]*\d{4}\b",
    re.MULTILINE,
)


@dataclass(frozen=True)
class DatelineRecognizer:
    lang: str
    name: str = "dateline"
    # Above a model's and the capitals' reading of the town as a person.
    score: float = 0.8

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        known = places(self.lang)
        for match in _DATELINE.finditer(document.text):
            if match.group("town") in known:
                yield Mention(*match.span("town"), Category.LOCATION, self.name, self.score)


register(lambda language: DatelineRecognizer(language.code), 159)
