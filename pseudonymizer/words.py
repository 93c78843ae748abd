"""Whole-word matching, shared by propagation, the surrogate guard and the leak audit, which
must agree on what "the same word" is: `\\w` characters (letters, digits, `_`) bound a word."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

_WORD_CHAR = re.compile(r"\w")


def is_whole_word(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is not glued to a word character on either side."""
    return not (
        (start > 0 and _WORD_CHAR.match(text, start - 1))
        or (end < len(text) and _WORD_CHAR.match(text, end))
    )


def whole_words(strings: Iterable[str], ignore_case: bool = False) -> re.Pattern[str] | None:
    """A pattern finding any of `strings` as whole words (longest first), or None for none."""
    unique = sorted(set(strings), key=len, reverse=True)
    if not unique:
        return None
    flags = re.IGNORECASE if ignore_case else 0
    return re.compile(r"(?<!\w)(?:{})(?!\w)".format("|".join(map(re.escape, unique))), flags)


# Capital letters of the languages we read, for patterns (Python's re has no \p{Lu}).
UPPER = "A-ZÀ-ÖØ-ÞĀĂĄĆČĎĐĒĖĘĚĞĢĪĮİĶĹĻĽŁŃŅŇŌŐŒŔŖŘŚŞŠŢŤŪŮŰŲŹŻŽ"


def first_letters(alternatives: str) -> str:
    """A lookahead for the first letters of a `|`-separated alternation of words, put in front
    of it: Python's re tries every alternative at every position, one character class is
    quicker to rule a position out."""
    letters = {part.lstrip("(?:")[:1] for part in alternatives.split("|") if part}
    letters = {c for letter in letters for c in (letter.lower(), letter.upper()) if c.isalpha()}
    return "(?=[{}])".format("".join(sorted(letters)))


# Marks that open an item of a list or of a summary line (`Art 8 • Family life • Lack of ...`):
# a capital after one says nothing, as at a sentence's start.
BULLETS = "•▪‣●◦·"


def emoji_at(text: str, i: int) -> bool:
    """Whether an emoji ends at `text[i]`, past the joiners, variation selectors and skin
    tones that close one (`🙋‍♂️`): in a chat an emoji ends a sentence as a full stop does,
    and the capital after it says nothing."""
    while i >= 0 and (text[i] in _EMOJI_CLOSERS or unicodedata.category(text[i]) == "Sk"):
        i -= 1
    return i >= 0 and ord(text[i]) >= _FIRST_EMOJI and unicodedata.category(text[i]) == "So"


# What closes an emoji's sequence: the zero-width joiner and the variation selectors.
_EMOJI_CLOSERS = "\u200d\ufe0e\ufe0f"
# The first code point of the symbol blocks emoji are drawn from (miscellaneous symbols and
# on); the symbols before it (`©`, arrows, boxes) stand inside sentences.
_FIRST_EMOJI = 0x2600
