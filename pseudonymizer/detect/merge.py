"""Resolve overlapping mentions without ever leaving a character of one unreplaced.

Other tools drop the weaker of two overlapping mentions, and the part only the weaker one covered
leaks into the output. Here the stronger mention (higher score, then longer) keeps its extent
and the weaker one keeps whatever it covered outside it, as one or more smaller mentions, unless
that is only function words (`and` between `19` and `20 August`): no one's data, and a seed that
propagation would copy to every `and` of the document.
"""

from __future__ import annotations

import re
from bisect import insort
from dataclasses import replace

from pseudonymizer.detect.vocabulary import function_words_only
from pseudonymizer.model import Mention

_WORD = re.compile(r"\w")


def merge(mentions: list[Mention], text: str, lang: str | None = None) -> list[Mention]:
    """Non-overlapping mentions covering every word character any input mention covered,
    except, when `lang` is given, pieces of that language's function words alone."""
    accepted: list[tuple[int, int]] = []
    result: list[Mention] = []
    for mention in sorted(mentions, key=lambda m: (-m.score, m.start - m.end, m.start)):
        pieces = _uncovered(mention.start, mention.end, accepted)
        if pieces == [(mention.start, mention.end)]:
            result.append(mention)
            insort(accepted, pieces[0])
            continue
        for start, end in pieces:
            start, end = _trim(text, start, end)
            if not _WORD.search(text, start, end):
                continue
            if lang is not None and function_words_only(text[start:end], lang):
                continue
            attrs = {**mention.attrs, "cut": True}
            result.append(replace(mention, start=start, end=end, attrs=attrs))
            insort(accepted, (start, end))
    return sorted(result, key=lambda m: m.start)


def _uncovered(start: int, end: int, accepted: list[tuple[int, int]]) -> list[tuple[int, int]]:
    pieces = []
    position = start
    for taken_start, taken_end in accepted:
        if taken_end <= position:
            continue
        if taken_start >= end:
            break
        if taken_start > position:
            pieces.append((position, taken_start))
        position = max(position, taken_end)
    if position < end:
        pieces.append((position, end))
    return pieces


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Shave white space and punctuation off the edges a cut left behind (never a word
    character: `_` counts as one, as it does for `_WORD`)."""
    while start < end and not _WORD.match(text, start):
        start += 1
    while end > start and not _WORD.match(text, end - 1):
        end -= 1
    return start, end
