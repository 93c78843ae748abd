"""Adjectives of nationality and place (`polscy`, `krakowskiego`, `japanische`, `svenskt`):
DEMOGRAPHIC mentions, found by one set lookup per word against the forms
`pseudonymizer.languages.demonyms` makes from CLDR's names and the lexicon's cities."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.lexicon.demonyms import demonyms
from pseudonymizer.model import Document, Mention

_WORD = re.compile(r"[^\W\d_]{5,}")


@dataclass(frozen=True)
class DemonymRecognizer:
    lang: str
    name: str = "demonym"
    score: float = 0.5

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        forms = demonyms(self.lang)
        if not forms:
            return
        for match in _WORD.finditer(document.text):
            if match.group().lower() in forms:
                yield Mention(*match.span(), Category.DEMOGRAPHIC, self.name, self.score)


register(lambda language: DemonymRecognizer(language.code), 180)
