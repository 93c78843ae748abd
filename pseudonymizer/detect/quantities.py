"""Amounts and measures (`DKK 345,000`, `1,5 Millionen Euro`, `2,358 sq. m`): a number with a
currency, unit or scale word of the language becomes an OTHER mention of kind `amount`. A bare
number does not: most are paragraph, article or page numbers.

Numbers are frequent (dates, case numbers), so the words around each are looked up in sets
rather than matched against an alternation of every currency and unit name."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.prefilter import prefiltered
from pseudonymizer.detect.registry import register
from pseudonymizer.lexicon.amounts import amount_words
from pseudonymizer.model import Attributes, Document, Mention

# Digits with thousands grouped by space, comma or dot, and decimals; not inside a longer token.
_NUMBER = prefiltered(
    re.compile(
        r"(?<![\w.,/-])\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+(?:[.,]\d+)?(?![\w/-]|[.,]\d)"
        r"|(?<![\w.,/-])\d+(?:[.,]\d+)?(?![\w/-]|[.,]\d)"
    )
)
_NEXT_WORD = re.compile(r"[ \u00a0]?([^\s]+)")
_PREVIOUS_WORD = re.compile(r"([^\s(\[]+)[ \u00a0]?$")
# The longest unit or currency name, in words (`metrów kwadratowych`, `pounds sterling`).
_LONGEST = 3
_TRAILING = ",.;:!?)]\"'”"


def _normal(word: str) -> str:
    return word.lower().rstrip(_TRAILING)


def _unit(word: str, units: frozenset[str]) -> str:
    """The unit `word` writes, without trailing punctuation and without a case ending joined
    by a hyphen to a unit (Hungarian `Ft-ot`, `EUR-t`, `kg-os`). The amount takes the ending
    in: a word cut at its hyphen would leave the ending to be read as a word of its own."""
    word = word.rstrip(_TRAILING)
    stem, hyphen, ending = word.rpartition("-")
    if hyphen and ending.isalpha() and ending.islower() and _normal(stem) in units:
        return stem
    return word


@dataclass(frozen=True)
class QuantityRecognizer:
    lang: str
    name: str = "quantity"
    # Above the NER model's, which takes currency codes for organizations (`DKK`).
    score: float = 0.75
    before: frozenset[str] = field(init=False, repr=False, compare=False)
    after: frozenset[str] = field(init=False, repr=False, compare=False)
    scales: frozenset[str] = field(init=False, repr=False, compare=False)
    # A scale word after a number in words (`zwanzig Milliarden Euro`): no digits to start from.
    spelled: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        words = amount_words(self.lang)
        object.__setattr__(self, "before", frozenset(map(_normal, words.before)))
        object.__setattr__(self, "after", frozenset(map(_normal, words.after)))
        object.__setattr__(self, "scales", frozenset(map(_normal, words.scales)))
        alternatives = "|".join(re.escape(scale) for scale in sorted(words.scales, key=len)[::-1])
        spelled = re.compile(rf"(?<![\w.,])(?:{alternatives})(?= )", re.IGNORECASE)
        object.__setattr__(self, "spelled", spelled)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        for number in _NUMBER.finditer(text):
            start, end = number.span()
            following = self._following(text, end)
            if following and _flat_marker(text, following[-1]):
                continue  # `ul. Ogrodowa 14 m. 11`: house 14, flat (`m.`) 11, no 14 metres
            if following:
                last = following[-1]
                end = last.start(1) + len(last.group(1).rstrip(_TRAILING))
            preceding = _PREVIOUS_WORD.search(text, max(0, start - 12), start)
            if preceding and _normal(preceding.group(1)) in self.before:
                start = preceding.start(1)
            if (start, end) != number.span():
                attrs = Attributes(kind="amount")
                yield Mention(start, end, Category.OTHER, self.name, self.score, attrs)
        for scale in self.spelled.finditer(text):
            if text[max(0, scale.start() - 2) : scale.start()].strip()[-1:].isdigit():
                continue  # found above with its number
            following = self._following(text, scale.start())
            if len(following) > 1:  # a unit or currency after the scale word
                last = following[-1]
                end = last.start(1) + len(last.group(1).rstrip(_TRAILING))
                attrs = Attributes(kind="amount")
                yield Mention(scale.start(), end, Category.OTHER, self.name, self.score, attrs)

    def _following(self, text: str, position: int) -> list[re.Match[str]]:
        """The words after a number that make it an amount: a scale word, then a unit or
        currency name of up to three words; empty when none follows."""
        words: list[re.Match[str]] = []
        for _ in range(_LONGEST + 1):
            match = _NEXT_WORD.match(text, words[-1].end() if words else position)
            if match is None:
                break
            words.append(match)
        taken = 1 if words and _normal(words[0].group(1)) in self.scales else 0
        for size in range(_LONGEST, 0, -1):
            unit = [m.group(1) for m in words[taken : taken + size]]
            if len(unit) == size:
                written = " ".join([*unit[:-1], _unit(unit[-1], self.after)])
                if _normal(written) in self.after:
                    return words[: taken + size]
        return words[:taken]


def _flat_marker(text: str, unit: re.Match[str]) -> bool:
    """Whether the unit after a number is an address's abbreviated flat marker, one letter
    and a full stop before another number (`14 m. 11`, Polish `mieszkanie`), no measure."""
    word = unit.group(1)
    return (
        len(word) == 2
        and word.endswith(".")
        and re.match(r"[ \u00a0]*\d", text[unit.end() : unit.end() + 3]) is not None
    )


register(lambda language: QuantityRecognizer(language.code), 120)
