"""Times of day, said the way each language says them (`at 5 p.m.`, `v 19 hodin`, `um 8.30
Uhr`, `klockan 14`): the time with its unit becomes a DATE mention, the preposition stays.
A time narrows down when something happened as much as a date does. Where a document writes
clock times (a chat's `[10:42]`), an hour said bare after the language's word for "at" (`v
11`, `um 11`, `o 11`, `at 11`) and before no word is one of its times too: the timeline keeps
such a document's times (`lexicon/calendar.clock_hours`), so the two never disagree."""

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
from pseudonymizer.lexicon.calendar import bare_hours
from pseudonymizer.model import Document, Mention

# An hour, perhaps with minutes (`8`, `08.30`, `19:45`), not inside a longer number.
_HOUR = r"(?<![\d.,:])(?:[01]?\d|2[0-3])(?:[.:][0-5]\d)?(?![\d]|[.:]\d)"
# A clock with a colon (`19:45`, `[10.04. 19:47]`), with its seconds where it writes them (a
# camera's or a log's `03:26:43`), a time in every language written so; not a ratio or score
# with more numbers.
_CLOCK = re.compile(r"(?<![\d.,:/])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\d:/]|[.,]\d)")

# A word right after a number, which makes it a count of something rather than an hour.
_WORD_NEXT = re.compile(r"[ \t\u00a0]*[^\W\d_]")


@dataclass(frozen=True)
class TimeRecognizer:
    lang: str
    name: str = "time"
    # Above NER's and an amount's: `11:30 pm` is a time, not `11` and `30 pm` (picometres).
    score: float = 0.9
    pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        pattern = one_pattern(get_language(self.lang).time_patterns, _HOUR)
        object.__setattr__(self, "pattern", pattern)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        phrased: list[tuple[int, int]] = []
        for mention in self._phrased(text):
            phrased.append((mention.start, mention.end))
            yield mention
        clocks = False
        for match in _CLOCK.finditer(text):
            clocks = True
            if not any(start <= match.start() < end for start, end in phrased):
                yield Mention(*match.span(), Category.DATE, self.name, self.score)
        bare = bare_hours(self.lang)
        for match in bare.finditer(text) if clocks and bare is not None else ():
            # `v 11 případech` counts: only an hour no word follows is surely a time.
            if _WORD_NEXT.match(text, match.end()):
                continue
            if not any(start <= match.start("hour") < end for start, end in phrased):
                yield Mention(*match.span("hour"), Category.DATE, self.name, self.score)

    def _phrased(self, text: str) -> Iterator[Mention]:
        """The times said in the language's phrasings, and the hours listed before them."""
        if self.pattern is None:
            return
        list_words = get_language(self.lang).list_words
        for match in self.pattern.finditer(text):
            start = number_span(match)[0]
            yield Mention(start, match.end(), Category.DATE, self.name, self.score)
            # `od 11 do 17 hodin`, `between 1 and 5 p.m.`: the hours listed before.
            for span in listed_before(text, start, list_words, _HOUR):
                yield Mention(*span, Category.DATE, self.name, self.score)


register(lambda language: TimeRecognizer(language.code), 110)
