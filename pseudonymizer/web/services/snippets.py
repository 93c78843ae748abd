"""A few words of a document around some characters, cut at the stored tokens: what the
admin sees of a search match or of an item an annotator was unsure of, without opening the
whole document. Every snippet served is audit-logged by who serves it."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from pseudonymizer.rules.matcher import Tokens


@dataclass(frozen=True)
class Snippet:
    start: int  # where the snippet begins in the document
    end: int
    before: str
    text: str  # the characters asked for
    after: str


def around(text: str, tokens: Tokens, start: int, end: int, words: int) -> Snippet:
    """`text[start:end]` with up to `words` tokens on each side (line breaks kept)."""
    first = bisect_right(tokens.ends, start)  # the first token ending after `start`
    last = bisect_left(tokens.spans, end, key=lambda span: span[0])  # tokens starting before
    before, after = first - words, last - 1 + words
    low = tokens.spans[before][0] if before >= 0 else 0
    high = tokens.spans[after][1] if after < len(tokens.spans) else len(text)
    low, high = min(low, start), max(high, end)
    return Snippet(low, high, text[low:start], text[start:end], text[end:high])
