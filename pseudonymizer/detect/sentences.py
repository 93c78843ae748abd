"""Where a sentence opens, so a capital there says nothing: detection asks this for every
match of a capitalized word (a sentence's first word is capitalized whatever it is)."""

from __future__ import annotations

import re

from pseudonymizer.words import BULLETS

# A line shorter than this is a line of its own (an address block's, a signature's, a list's),
# not prose wrapped at a margin.
_WRAPPED_LINE = 60


# A line opening with a dash or an asterisk before a space: a list's item.
_LIST_ITEM = re.compile(r"[ \t]*[-–—*][ \t]")


def ends_name(text: str, start: int, end: int) -> bool:
    """Whether the stretch `start:end` between two words ends a name before it: a paragraph's
    break, a list's bullet, or the end of a line of its own. A break in prose wrapped at a
    margin may stand inside a name (`Ministry of Foreign` / `Affairs`)."""
    gap = text[start:end]
    if gap.count("\n") > 1 or any(bullet in gap for bullet in BULLETS):
        return True
    if "\n" not in gap:
        return False
    if _LIST_ITEM.match(text, start + gap.rfind("\n") + 1):
        return True  # the next line is a list's item (`  - Managed tenders`)
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    return line_end - line_start < _WRAPPED_LINE


def opens_sentence(text: str, position: int) -> bool:
    """Whether only spaces stand between `position` and the text's or a line's start, the
    end of a sentence or a list's bullet before it, so that a capital there says nothing.
    Looks back over the spaces only: recognizers ask this for every match."""
    i = position - 1
    while i >= 0 and text[i] in " \t\u00a0":
        i -= 1
    return i < 0 or text[i] in ".!?\n" + BULLETS
