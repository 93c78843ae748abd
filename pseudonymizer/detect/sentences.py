"""Where a sentence opens, so a capital there says nothing: detection asks this for every
match of a capitalized word (a sentence's first word is capitalized whatever it is)."""

from __future__ import annotations

from pseudonymizer.words import BULLETS


def opens_sentence(text: str, position: int) -> bool:
    """Whether only spaces stand between `position` and the text's or a line's start, the
    end of a sentence or a list's bullet before it, so that a capital there says nothing.
    Looks back over the spaces only: recognizers ask this for every match."""
    i = position - 1
    while i >= 0 and text[i] in " \t\u00a0":
        i -= 1
    return i < 0 or text[i] in ".!?\n" + BULLETS
