"""Long documents cut into parts the pipeline reads one at a time, and the parts' outputs joined.

spaCy refuses a text over `nlp.max_length` (1,000,000 characters) and its memory grows with the
text, so a book or a day of transcripts is read as parts of at most `limit` characters. A part
ends where a reader would pause, the best break the window offers: a blank line, else a line
break, else a sentence end, else any whitespace, else (a run with no space at all) hard at the
limit. A break in the first half of the window is passed over for a lesser one nearer the limit,
so parts stay near `limit` long and their number bounded. A cut never falls inside a mention or
an annotation the document came with: a name cut in two would be found as two half-names, or
not at all.

Offsets inside a part count from the part's start; `join` and `shifted` carry them back.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace

from pseudonymizer.model import Annotation, Document, Edit, Mention, Rewrite
from pseudonymizer.replace.timeline import TIMELINE_META, Whole, whole_of

# The breaks a part may end on, best first; a part ends after the match.
BREAKS = (
    re.compile(r"\n\s*\n"),  # a blank line (or several): a paragraph ends
    re.compile(r"\n"),  # a line ends
    re.compile(r"[.?!]\s+"),  # a sentence ends
    re.compile(r"\s+"),  # a word ends
)

Interval = tuple[int, int]


def split(document: Document, limit: int = 100_000) -> list[Document]:
    """`document` as parts of at most `limit` characters (more only where a single mention or
    annotation is longer), whose texts concatenated are `document.text`; a document within the
    limit is returned alone, as it is. A part keeps the document's language and a copy of its
    `meta`, is named `{id}#{n}` (n from 1), and holds the given mentions and annotations that lie
    in it, with offsets from the part's start."""
    _check(limit)
    text = document.text
    if len(text) <= limit:
        return [document]
    blocked = _blocked([*document.given, *document.annotations])
    # Every part moves its dates by the whole document's shift, and its times within the
    # whole's clock (`replace/timeline.py`).
    meta = {**document.meta, TIMELINE_META: timeline_anchor(document)}
    starts = [0]
    while len(text) - starts[-1] > limit:
        cut = _cut(text, starts[-1], starts[-1] + limit, blocked)
        if cut >= len(text):  # a mention longer than the limit runs to the end
            break
        starts.append(cut)
    ends = [*starts[1:], len(text)]
    given: list[list[Mention]] = [[] for _ in starts]
    for mention in document.given:
        n = bisect_right(starts, mention.start) - 1
        given[n].append(_shift_mention(mention, -starts[n], ends[n] - starts[n]))
    annotations: list[list[Annotation]] = [[] for _ in starts]
    for annotation in document.annotations:
        n = bisect_right(starts, annotation.start) - 1
        offset = starts[n]
        annotations[n].append(
            replace(annotation, start=annotation.start - offset, end=annotation.end - offset)
        )
    return [
        Document(
            id=f"{document.id}#{n + 1}",
            text=text[start:end],
            lang=document.lang,
            meta=dict(meta),
            annotations=tuple(annotations[n]),
            given=tuple(given[n]),
            identified=document.identified,
        )
        for n, (start, end) in enumerate(zip(starts, ends, strict=True))
    ]


def timeline_anchor(document: Document) -> Whole:
    """What names a whole document's timeline for its parts: its id, the hours of its clock
    and its year."""
    carried = document.meta.get(TIMELINE_META)
    if isinstance(carried, tuple):
        return carried  # type: ignore[return-value]
    return whole_of(document.id, document.text, document.lang)


def split_stream(chunks: Iterable[str], limit: int = 100_000) -> Iterator[str]:
    """The texts of the parts `split` makes of the concatenated `chunks` (a text file read
    piece by piece, with no given mentions), holding about `2 * limit` characters at most
    whatever the length of the whole: a 100 MB file is never in memory at once."""
    _check(limit)
    pending: list[str] = []
    size = 0
    made = False
    for chunk in chunks:
        # A chunk longer than the limit is taken a limit's worth at a time, so the buffer
        # never holds more than the limit plus one piece.
        for at in range(0, len(chunk), limit):
            piece = chunk[at : at + limit]
            pending.append(piece)
            size += len(piece)
            if size <= limit:
                continue
            buffer = "".join(pending)
            while len(buffer) > limit:
                cut = _cut(buffer, 0, limit, ())
                yield buffer[:cut]
                made = True
                buffer = buffer[cut:]
            pending, size = [buffer], len(buffer)
    rest = "".join(pending)
    if rest or not made:  # `split` makes one empty part of an empty text
        yield rest


def join(document: Document, parts: Sequence[tuple[Document, Rewrite]]) -> Rewrite:
    """One rewrite of `document` from its parts' rewrites (parts in order, as `split` made
    them): the parts' new texts concatenated, their edits carried to the document's offsets."""
    if sum(len(part.text) for part, _ in parts) != len(document.text):
        raise ValueError(f"the parts' texts are not {document.id!r} cut in pieces")
    edits: list[Edit] = []
    offset = 0
    for part, rewrite in parts:
        edits += [replace(e, start=e.start + offset, end=e.end + offset) for e in rewrite.edits]
        offset += len(part.text)
    return Rewrite("".join(rewrite.text for _, rewrite in parts), edits)


def shifted(mentions: Iterable[Mention], offset: int) -> list[Mention]:
    """`mentions` found in a part, with offsets in the document the part starts `offset` into
    (what `detect` reports of a part, carried to the whole)."""
    return [_shift_mention(mention, offset) for mention in mentions]


def _shift_mention(mention: Mention, offset: int, length: int | None = None) -> Mention:
    """`mention` moved by `offset`, with the offset it was propagated from moved too; where
    that falls outside a part of `length`, the mention is told it came from elsewhere (None),
    as one propagated from another document is."""
    origin = mention.attrs.propagated_from
    if origin is not None:
        origin += offset
        if origin < 0 or (length is not None and origin >= length):
            origin = None
    attrs = mention.attrs
    if origin != attrs.propagated_from:
        attrs = replace(attrs, propagated_from=origin)
    return replace(mention, start=mention.start + offset, end=mention.end + offset, attrs=attrs)


def _check(limit: int) -> None:
    if limit < 1:
        raise ValueError(f"a part holds at least one character, got a limit of {limit}")


def _blocked(spans: Iterable[Annotation | Mention]) -> list[Interval]:
    """The stretches no cut may fall inside: the spans, those that overlap merged into one."""
    merged: list[list[int]] = []
    for start, end in sorted((span.start, span.end) for span in spans):
        if merged and start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        elif start < end:
            merged.append([start, end])
    return [(start, end) for start, end in merged]


def _inside(blocked: Sequence[Interval], position: int) -> Interval | None:
    """The blocked stretch `position` falls strictly inside, if any."""
    n = bisect_left(blocked, (position, position)) - 1
    if n >= 0 and blocked[n][1] > position:
        return blocked[n]
    return None


def _cut(text: str, start: int, end: int, blocked: Sequence[Interval]) -> int:
    """Where the part that starts at `start` ends, at most at `end`: after the best break in
    the second half of `text[start:end]` that is inside no blocked stretch, else at `end`, or
    before the stretch `end` falls inside (after it, where it begins at `start`). Reads
    nothing outside `text[start:end]`, so a stream cuts where the whole text would be cut."""
    half = start + (end - start) // 2
    for pattern in BREAKS:
        for position in reversed([m.end() for m in pattern.finditer(text, half, end)]):
            if _inside(blocked, position) is None:
                return position
    stretch = _inside(blocked, end)
    if stretch is None:
        return end
    return stretch[0] if stretch[0] > start else stretch[1]
