"""The words of an alignment found in the transcript they time.

A timed word is found in the text by the character offsets its alignment gives, checked against
the word, or, without them, by its order: each word is looked for in the text after the one
before it, so the alignment and the transcript must hold the same words in the same order
(punctuation, case and an aligner's marks of silence aside). The transcript can also be the
alignment itself, its words joined by spaces.
"""

from __future__ import annotations

import re

from pseudonymizer.io.alignment import Alignment, Word

# Punctuation a word may carry in one of the two texts and not the other.
_EDGES = "\"'.,;:!?()[]{}<>«»„“”‘’‚…-–—/\\*"
# Aligners' marks of what is not a word (silence, noise, an unknown word); a mark the
# transcript does not hold is passed over.
_NON_WORD = re.compile(r"^(<[^>]*>|\[[^\]]*\]|\{[^}]*\}|sil|sp|spn|noise)$", re.IGNORECASE)
# How many words of the transcript may lie between two words of the alignment (a hesitation
# one of them left out) before the two are taken not to belong together.
MAX_SKIPPED_WORDS = 5
# How far behind the last word found a word of an overlapping speaker is looked for.
LOOK_BEHIND = 80


class MismatchError(ValueError):
    """An alignment that does not belong to the transcript; the message says where they part."""


def transcript_of(alignment: Alignment) -> str:
    """The text an alignment's words make, joined by spaces (its own text if it has one)."""
    if alignment.text is not None:
        return alignment.text
    return " ".join(word.word for word in alignment.words)


def word_offsets(alignment: Alignment, text: str) -> list[tuple[int, int] | None]:
    """Each word's stretch of `text`; None for an aligner's mark the text does not hold."""
    words = alignment.words
    if alignment.text is None and text == " ".join(word.word for word in words):
        offsets, at = [], 0
        for word in words:
            offsets.append((at, at + len(word.word)))
            at += len(word.word) + 1
        return offsets
    if all(word.char_start is not None for word in words):
        return [_given(number, word, text) for number, word in enumerate(words, start=1)]
    return _by_order(words, text)


def _given(number: int, word: Word, text: str) -> tuple[int, int]:
    """A word's place as its alignment gives it, once the text there is seen to be the word
    (offsets of another text, in bytes, or over other line ends would mask the wrong words)."""
    start, end = word.char_start or 0, word.char_end or 0
    if end > len(text) or _folded(text[start:end]) != _folded(word.word):
        where = f"characters {start}-{end}"
        raise MismatchError(
            f"word {number} (at {word.start:.2f} s) is not at {where} of the transcript "
            f"({len(text)} characters): the offsets belong to another text"
        )
    return start, end


def _folded(word: str) -> str:
    return (word.strip(_EDGES) or word).casefold()


def _by_order(words: tuple[Word, ...], text: str) -> list[tuple[int, int] | None]:
    """Each word looked for after the one before it; where speakers overlap, the alignment's
    time order and the transcript's order part, so a word not found ahead is looked for
    among the few words just behind, where no other word was found."""
    offsets: list[tuple[int, int] | None] = []
    taken: set[int] = set()
    cursor = 0
    for number, word in enumerate(words, start=1):
        token = word.word.strip(_EDGES) or word.word
        pattern = re.compile(rf"(?<!\w){re.escape(token)}(?!\w)", re.IGNORECASE)
        found = pattern.search(text, cursor)
        # The first word may stand anywhere: a heading or a title may come before the talk.
        skipped = len(text[cursor : found.start()].split()) if found is not None else 0
        if found is None or (cursor and skipped > MAX_SKIPPED_WORDS):
            behind = max(0, cursor - LOOK_BEHIND)
            found = next(
                (hit for hit in pattern.finditer(text, behind, cursor) if hit.start() not in taken),
                None,
            )
        if found is None:
            if _NON_WORD.match(token):
                offsets.append(None)
                continue
            raise MismatchError(
                f"word {number} of the alignment (at {word.start:.2f} s) is not in the "
                f"transcript near character {cursor}: the alignment and the transcript must "
                "hold the same words in the same order"
            )
        offsets.append((found.start(), found.end()))
        taken.add(found.start())
        cursor = max(cursor, found.end())
    return offsets
