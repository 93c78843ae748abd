"""Resolve overlapping mentions without ever leaving a character of one unreplaced.

Other tools drop the weaker of two overlapping mentions, and the part only the weaker one covered
leaks into the output. Here the stronger mention (higher score, then longer) keeps its extent
and the weaker one keeps whatever it covered outside it, as one or more smaller mentions, unless
that is only function words (`and` between `19` and `20 August`) or a possessive ending (the `s`
of `Peter's` beside a mention of `Peter`): no one's data, and a seed that propagation would copy
to every `and` of the document. A title left before or after the name
that won (`Doctor` of `Doctor P. Dekany`, where `P. Dekany` won) joins that name: alone it would
be a mention of its own, a lone title that names no one.

A mention decided private (a person's annotation, a rule's verdict) outranks every mention not
decided private, whatever their scores and lengths: the other one is cut around it, so a
candidate a download keeps, or one kept public, never holds a word of it. What is left of a
private mention cut by another private one is never dropped: someone decided those words are
personal data, function words (`fnerg again`) and possessive endings included.
"""

from __future__ import annotations

import re
from bisect import insort
from dataclasses import replace

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.titles import title_words
from pseudonymizer.lexicon.vocabulary import function_words_only
from pseudonymizer.model import Mention, Status

_WORD = re.compile(r"\w")
# The `s` of a possessive after a word (`Peter's`).
_POSSESSIVE = re.compile(r"\w['’]s")


def merge(mentions: list[Mention], text: str, lang: str | None = None) -> list[Mention]:
    """Non-overlapping mentions covering every word character any input mention covered,
    except, when `lang` is given, pieces of that language's function words alone left of a
    mention not decided private. Private mentions are placed first, so none is cut by one
    that is not."""
    accepted: list[tuple[int, int]] = []
    result: list[Mention] = []
    for mention in sorted(mentions, key=_rank):
        private = mention.decision.status is Status.PRIVATE
        pieces = _uncovered(mention.start, mention.end, accepted)
        if pieces == [(mention.start, mention.end)]:
            result.append(mention)
            insort(accepted, pieces[0])
            continue
        for start, end in pieces:
            start, end = _trim(text, start, end)
            if not _WORD.search(text, start, end):
                continue
            if not private and _glue(text, start, end, lang):
                continue
            if lang is not None and (_titles(text[start:end], lang) or _named_whole(mention)):
                joined = _join(result, accepted, text, start, end, mention)
                if joined:
                    continue
            attrs = replace(mention.attrs, cut=True)
            result.append(replace(mention, start=start, end=end, attrs=attrs))
            insort(accepted, (start, end))
    return sorted(result, key=lambda m: m.start)


def _rank(mention: Mention) -> tuple[bool, float, int, int]:
    """The order mentions take their extent in: decided private first, then the higher
    score, then the longer, then the earlier."""
    private = mention.decision.status is Status.PRIVATE
    return (not private, -mention.score, mention.start - mention.end, mention.start)


def _glue(text: str, start: int, end: int, lang: str | None) -> bool:
    """Whether the piece `start:end` left by a cut names no one: function words alone (in
    `lang`), or the `s` of a possessive."""
    if lang is not None and function_words_only(text[start:end], lang):
        return True
    return text[start:end] == "s" and start >= 2 and bool(_POSSESSIVE.match(text, start - 2))


def _named_whole(mention: Mention) -> bool:
    """Whether `mention` names an organization, whose words are one name: what is left of it
    beside the organization that won a part of it (`Solicitors` of `Langford & Quiller
    Solicitors`, where `Langford & Quiller` won) is the rest of that name, not a name of its
    own (alone it would be an ordinary word taken for a firm, barring every surrogate that
    spells it)."""
    return mention.category is Category.ORGANIZATION


def _titles(piece: str, lang: str) -> bool:
    return all(word.rstrip(".,").casefold() in title_words(lang) for word in piece.split())


def _join(
    result: list[Mention],
    accepted: list[tuple[int, int]],
    text: str,
    start: int,
    end: int,
    mention: Mention,
) -> bool:
    """Join the piece `start:end` of `mention` to a mention of its category that won a part
    of `mention` and that it touches across spaces and a title's dot (`Dr. Petr`) on one
    line; whether there was one."""
    for index, other in enumerate(result):
        if other.category is not mention.category:
            continue
        if other.start < mention.start or other.end > mention.end:
            continue  # not a name this mention was cut by
        if _touching(text[end : other.start]) or _touching(text[other.end : start]):
            accepted.remove((other.start, other.end))
            result[index] = replace(other, start=min(start, other.start), end=max(end, other.end))
            insort(accepted, (result[index].start, result[index].end))
            return True
    return False


def _touching(gap: str) -> bool:
    return bool(gap) and "\n" not in gap and not gap.strip(". \t")


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
