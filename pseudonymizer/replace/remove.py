"""`remove`: delete each mention and the one space it would otherwise leave doubled."""

from __future__ import annotations

from pseudonymizer.model import Edit, Mention

_BLANK = " \t"


def remove_edits(text: str, mentions: list[Mention]) -> list[Edit]:
    """Edits for mentions in text order. "met John today" -> "met today"; "met John, today" ->
    "met, today". Mentions separated only by blanks ("John Smith") are removed as one run, the
    blanks between them with them, and the run is tidied like a single mention."""
    edits: list[Edit] = []
    for run in _runs(text, mentions):
        start, end = run[0].start, run[-1].end
        space_before = start > 0 and text[start - 1] in _BLANK
        space_after = end < len(text) and text[end] in _BLANK
        if space_before and not space_after:
            start -= 1
        elif space_after and (start == 0 or space_before or text[start - 1] in "\n("):
            end += 1
        # One edit per mention: each takes the blanks before it, the first and last the tidying.
        bounds = [start, *(previous.end for previous in run[:-1]), end]
        edits += [Edit(bounds[i], bounds[i + 1], "") for i in range(len(run))]
    return edits


def _runs(text: str, mentions: list[Mention]) -> list[list[Mention]]:
    runs: list[list[Mention]] = []
    for mention in mentions:
        if runs and not text[runs[-1][-1].end : mention.start].strip(_BLANK):
            runs[-1].append(mention)
        else:
            runs.append([mention])
    return runs
