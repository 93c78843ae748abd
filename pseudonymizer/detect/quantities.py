"""Amounts and measures (`DKK 345,000`, `1,5 Millionen Euro`, `2,358 sq. m`, `12 %`): a number
with a currency, unit or scale word of the language becomes an OTHER mention of kind
`amount`. A bare number does not: most are paragraph, article or page numbers."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.languages.amounts import amount_words
from pseudonymizer.model import Document, Mention

# Digits with thousands grouped by space, comma or dot, and decimals; not inside a longer token.
_NUMBER = re.compile(
    r"(?<![\w.,/-])\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+(?:[.,]\d+)?(?![\w/-]|[.,]\d)"
    r"|(?<![\w.,/-])\d+(?:[.,]\d+)?(?![\w/-]|[.,]\d)"
)
# How far before a number a currency sign or code may stand (`approximately SEK`).
_BEFORE_WINDOW = 12


def _alternation(words: frozenset[str]) -> str:
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


@dataclass(frozen=True)
class QuantityRecognizer:
    lang: str
    name: str = "quantity"
    score: float = 0.5
    before: re.Pattern[str] = field(init=False, repr=False, compare=False)
    after: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        words = amount_words(self.lang)
        before = re.compile(rf"(?<!\w)(?:{_alternation(words.before)})[ \u00a0]?$")
        scales = _alternation(words.scales)
        after = re.compile(
            rf"(?:[ \u00a0](?:{scales})(?!\w))?"
            rf"(?:[ \u00a0]?(?:{_alternation(words.after)})(?!\w))?",
            re.IGNORECASE,
        )
        object.__setattr__(self, "before", before)
        object.__setattr__(self, "after", after)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        for number in _NUMBER.finditer(text):
            start, end = number.span()
            following = self.after.match(text, end)
            if following and following.end() > end:
                end = following.end()
            preceding = self.before.search(text, max(0, start - _BEFORE_WINDOW), start)
            if preceding:
                start = preceding.start()
            if (start, end) != number.span():
                attrs = {"kind": "amount"}
                yield Mention(start, end, Category.OTHER, self.name, self.score, attrs)
