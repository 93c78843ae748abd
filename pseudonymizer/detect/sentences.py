"""Where a sentence opens, so a capital there says nothing: detection asks this for every
match of a capitalized word (a sentence's first word is capitalized whatever it is)."""

from __future__ import annotations

from pseudonymizer.words import BULLETS, emoji_before

# A line shorter than this is a line of its own (an address block's, a signature's, a list's),
# not prose wrapped at a margin.
_WRAPPED_LINE = 60
# What opens a list's item on a line after a break: a dash (`- `, `– `); an indented line is
# one too (prose wrapped at a margin starts its line with the next word).
_DASH_BULLETS = frozenset({"-", "–", "—", "*"})


def ends_name(text: str, start: int, end: int) -> bool:
    """Whether the stretch `start:end` between two words ends a name before it: a paragraph's
    break, a list's bullet, the end of a line of its own, or a column's gap. A break in prose
    wrapped at a margin may stand inside a name (`Ministry of Foreign` / `Affairs`)."""
    gap = text[start:end]
    if gap.count("\n") > 1 or any(bullet in gap for bullet in BULLETS):
        return True
    if "\n" not in gap:
        # A layout's columns (`Sabine Kellermann      Marta Berg`, two signatures side by
        # side): a tab or a run of spaces parts two names.
        return "\t" in gap or "   " in gap
    after = gap.rsplit("\n", 1)[1]
    if after.strip(" \t") in _DASH_BULLETS or after.startswith(("  ", "\t")):
        return True  # a list's item opened by a dash (`- Led a team`), or an indented line
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
    return i < 0 or text[i] in ".!?\n" + BULLETS or emoji_before(text, i + 1)
