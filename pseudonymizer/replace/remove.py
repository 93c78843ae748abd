"""`remove`: delete each mention and the one space it would otherwise leave doubled."""

from __future__ import annotations

from pseudonymizer.model import Edit, Mention

_BLANK = " \t"


def remove_edits(text: str, mentions: list[Mention]) -> list[Edit]:
    """Edits for mentions in text order. "met John today" -> "met today"; "met John, today" ->
    "met, today"; a space is never taken twice by neighbouring mentions."""
    edits: list[Edit] = []
    previous_end = 0
    for mention in mentions:
        start, end = mention.start, mention.end
        space_before = start > previous_end and text[start - 1] in _BLANK
        space_after = end < len(text) and text[end] in _BLANK
        if space_before and not space_after:
            start -= 1
        elif space_after and (start == 0 or space_before or text[start - 1] in "\n(" or start == previous_end):
            end += 1
        edits.append(Edit(start, end, ""))
        previous_end = end
    return edits
