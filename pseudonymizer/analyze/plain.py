"""A regex tokenizer and sentence splitter for languages without a spaCy pipeline."""

from __future__ import annotations

import re

Span = tuple[int, int]

_TOKEN = re.compile(r"\w+(?:['’.\-]\w+)*|[^\w\s]")
# Candidate ends: . ! ? … with closing quotes or brackets, then white space, or a blank line.
_CANDIDATE = re.compile(r"[.!?…]+[\"'”’»)\]]*(\s+)|\n\s*\n")
_WORD_BEFORE = re.compile(r"(\w+)\W*$")
_NEXT_START = re.compile(r"[\"'„“«(\[]*(\w)")


def tokenize(text: str) -> list[Span]:
    return [match.span() for match in _TOKEN.finditer(text)]


def split_sentences(text: str) -> list[Span]:
    sentences: list[Span] = []
    start = 0
    for match in _CANDIDATE.finditer(text):
        if match.group(1) is not None and not _ends_sentence(text, match):
            continue
        _add(sentences, text, start, match.start() + len(match.group(0).rstrip()))
        start = match.end()
    _add(sentences, text, start, len(text))
    return sentences


def _ends_sentence(text: str, match: re.Match[str]) -> bool:
    """A full stop ends a sentence unless it closes an abbreviation, an initial or an ordinal
    number (`Dr.`, `J.`, `5. května`), and the next sentence starts with a capital letter."""
    following = _NEXT_START.match(text, match.end())
    if following is None or not following.group(1).isupper():
        return False
    if not match.group(0).startswith("."):
        return True
    before = _WORD_BEFORE.search(text, max(0, match.start() - 40), match.start() + 1)
    if before is None:
        return True
    word = before.group(1)
    if word.isdigit():
        return len(word) > 2
    return not (len(word) == 1 or (len(word) <= 3 and word[0].isupper()))


def _add(sentences: list[Span], text: str, start: int, end: int) -> None:
    piece = text[start:end]
    stripped = piece.strip()
    if stripped:
        lead = len(piece) - len(piece.lstrip())
        sentences.append((start + lead, start + lead + len(stripped)))
