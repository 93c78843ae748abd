"""Numbers listed before the one a phrase marks: in `5 and 15 October` or `u 7, 8 a 9 letých`
only the last number stands in the phrase, and the others mean the same kind of thing."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

# How far back one list item (a number, a full stop, a comma or list word) may reach.
_WINDOW = 14


@cache
def _item(number: str) -> re.Pattern[str]:
    return re.compile(
        rf"(?<![\d.,/])(?P<number>{number})\.?(?:,|\s(?P<word>\w{{1,4}}),?|\s?[-–])\s?$"
    )


def listed_before(
    text: str, start: int, list_words: frozenset[str], number: str
) -> Iterator[tuple[int, int]]:
    """Spans of the numbers (matching the regular expression `number`) listed right before
    `start`, joined by commas, dashes or the language's list words, nearest first; not a
    number's part after a slash (`10` of `no. 12345/10, 4 May 2011`: a case's year)."""
    item = _item(number)
    while (match := item.search(text, max(0, start - _WINDOW), start)) and (
        match.group("word") is None or match.group("word").lower() in list_words
    ):
        start = match.start()
        yield match.span("number")
