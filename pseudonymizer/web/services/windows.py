"""Annotation windows: which characters of which document a person is served, and nothing more.

An annotator gets a random unfinished document and a window of `window_size` tokens on both
sides of its first open span (a candidate, or private without a label), widened to whole
sentences but never past twice the window on either side, so a transcript without sentence
ends never shows a whole document. A document set to full reading, or one nothing was ever
open in (whatever the recognizer missed must still be caught), is served from start to end in
consecutive windows of twice the window, cut back to a sentence end, so every token is read
exactly once; it is DONE when its last window is moved past.

The window lives in the `Cursor` table: the same one is served until the person moves on, which
needs a decision in it or a skip. Every window served is written to the audit log (offsets
only). Offsets and sentences come from the tokenization stored at analysis, never a new parse.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import Any

from sqlalchemy import exists, func, select
from sqlalchemy.orm import Session, defer

from pseudonymizer.categories import Category
from pseudonymizer.web.db.models import (
    Cursor,
    DocumentStatus,
    Label,
    ReviewItem,
    Role,
    SpanStatus,
    StoredDocument,
    StoredSpan,
    User,
)
from pseudonymizer.web.schemas.documents import Progress
from pseudonymizer.web.schemas.windows import (
    LabelChoice,
    NoWindow,
    ServedWindow,
    Skipped,
    Window,
    WindowDocument,
    WindowText,
)
from pseudonymizer.web.services import Conflict, Forbidden, NotFound, ServiceError
from pseudonymizer.web.services.audit import record
from pseudonymizer.web.services.documents import needs_reading, progress, update_status
from pseudonymizer.web.services.spans import Reading, light, reading_of, spans_out

MOVE_FIRST = "decide at least one span in this window, or skip it, before moving on"
NO_WINDOW = "you have no window yet: ask for one with GET /api/annotate/next"
# How many random unfinished documents are looked at for one with something to serve.
DRAW = 20


@dataclass(frozen=True)
class Cut:
    start: int
    end: int
    last: bool


def around(read: Reading, start: int, end: int, size: int) -> tuple[int, int]:
    """`size` tokens on both sides of `start:end`, widened to the sentences they begin and end
    in, never past `2 * size` tokens on either side."""
    tokens, count = read.offsets, len(read.offsets)
    if not tokens:
        return 0, len(read.text)
    first = min(bisect_right(read.ends, start), count - 1)
    last = max(bisect_left(read.starts, end) - 1, first)
    low = tokens[max(0, first - size)][0]
    high = tokens[min(count - 1, last + size)][1]
    floor = tokens[max(0, first - 2 * size)][0]
    ceiling = tokens[min(count - 1, last + 2 * size)][1]
    sentence = _containing(read, low)
    if sentence is not None:
        low = max(sentence[0], floor)
    sentence = _containing(read, high - 1)
    if sentence is not None:
        high = min(sentence[1], ceiling)
    return min(low, start), max(high, end)


def reading(read: Reading, position: int, size: int) -> Cut:
    """The full-reading window that starts at `position`: the next `2 * size` tokens, cut back
    to the last sentence end inside them; the last window runs to the end of the text."""
    i = bisect_left(read.starts, position)
    limit = i + 2 * size - 1
    if limit >= len(read.offsets) - 1:
        return Cut(position, len(read.text), True)
    end = read.offsets[limit][1]
    k = bisect_right(read.sentence_ends, end) - 1
    if k >= 0 and read.sentence_ends[k] > read.offsets[i][0]:
        end = read.sentence_ends[k]
    return Cut(position, end, False)


def _containing(read: Reading, offset: int) -> tuple[int, int] | None:
    k = bisect_right(read.sentence_starts, offset) - 1
    if k >= 0 and read.sentences[k][0] <= offset < read.sentences[k][1]:
        return read.sentences[k][0], read.sentences[k][1]
    return None


def _waiting(document_id: int) -> Any:
    """Open spans of the document nobody has put into the review queue as unsure, alone or
    with the window they stood in."""
    return select(StoredSpan).where(
        StoredSpan.document_id == document_id,
        (StoredSpan.status == SpanStatus.CANDIDATE)
        | ((StoredSpan.status == SpanStatus.PRIVATE) & StoredSpan.label_id.is_(None)),
        ~exists().where(ReviewItem.span_id == StoredSpan.id, ReviewItem.resolved.is_(False)),
        ~exists().where(
            ReviewItem.document_id == StoredSpan.document_id,
            ReviewItem.span_id.is_(None),
            ReviewItem.resolved.is_(False),
            ReviewItem.start <= StoredSpan.start,
            ReviewItem.end >= StoredSpan.end,
        ),
    )


def cut_for(session: Session, document: StoredDocument, size: int, after: int = 0) -> Cut | None:
    """The document's next window for a person whose last one ended at `after`: the next
    full-reading window, else the one around the first open span from `after` on (from the
    start again when none is left after it); None when nothing in it waits for a person."""
    if needs_reading(document):
        return reading(reading_of(document), int(document.meta.get("read_to", 0)), size)
    waiting = _waiting(document.id).order_by(StoredSpan.start, StoredSpan.end)
    span = session.scalar(waiting.where(StoredSpan.start >= after).limit(1))
    if span is None:
        span = session.scalar(waiting.limit(1))
    if span is None:
        return None
    start, end = around(reading_of(document), span.start, span.end, size)
    beyond = session.scalar(
        _waiting(document.id).where((StoredSpan.start >= end) | (StoredSpan.end <= start)).limit(1)
    )
    return Cut(start, end, beyond is None)


def _draw(
    session: Session, user: User, leaving: int | None = None
) -> tuple[StoredDocument, Cut] | None:
    """A random unfinished document with something to serve, preferring those nobody else
    is working in; not the one the user is `leaving`."""
    others = select(Cursor.document_id).where(Cursor.user_id != user.id)
    unfinished = (
        select(StoredDocument)
        .options(defer(StoredDocument.analysis), defer(StoredDocument.text))
        .where(StoredDocument.status == DocumentStatus.PRE_ANNOTATED)
    )
    if leaving is not None:
        unfinished = unfinished.where(StoredDocument.id != leaving)
    for query in (unfinished.where(StoredDocument.id.not_in(others)), unfinished):
        for document in session.scalars(query.order_by(func.random()).limit(DRAW)):
            cut = cut_for(session, document, user.window_size)
            if cut is not None:
                return document, cut
    return None


def _place(session: Session, user: User, cursor: Cursor | None) -> Cursor | None:
    """A new window for the user: the next in the document they were in while it has one,
    else one in another document; None when no document waits for anyone."""
    found: tuple[StoredDocument, Cut] | None = None
    again: tuple[StoredDocument, Cut] | None = None
    if cursor is not None:
        document = light(session, cursor.document_id)
        if document is not None and document.status == DocumentStatus.PRE_ANNOTATED:
            cut = cut_for(session, document, user.window_size, cursor.end)
            if cut is not None and (cut.start, cut.end) == (cursor.start, cursor.end):
                # What is left here is in the window just left: another document first.
                again, cut = (document, cut), None
            found = (document, cut) if cut is not None else None
    if found is None:
        found = _draw(session, user, cursor.document_id if again else None) or again
    if found is None:
        if cursor is not None:
            session.delete(cursor)
            session.flush()
        return None
    document, cut = found
    # A full-reading window with nothing open in it has nothing to decide: reading it is all.
    decided = session.scalar(_waiting_in(document.id, cut.start, cut.end)) is None
    if cursor is None:
        cursor = Cursor(user_id=user.id, document_id=document.id, start=0, end=0)
        session.add(cursor)
    cursor.document_id, cursor.start, cursor.end = document.id, cut.start, cut.end
    cursor.decided = decided
    return cursor


def _waiting_in(document_id: int, start: int, end: int) -> Any:
    return _waiting(document_id).where(StoredSpan.start < end, StoredSpan.end > start).limit(1)


def current(session: Session, user: User) -> Cursor | None:
    """The user's window: the one they have while its document can still be worked in, else
    a new one."""
    cursor = session.get(Cursor, user.id)
    if cursor is not None:
        document = light(session, cursor.document_id)
        if document is not None and document.status in (
            DocumentStatus.PRE_ANNOTATED,
            DocumentStatus.DONE,
        ):
            return cursor
    return _place(session, user, cursor)


def next_window(session: Session, user: User) -> Window:
    return window_out(session, user, current(session, user))


def move(session: Session, user: User) -> Window:
    """The next window ("w"), once the current one saw a decision or a skip. Moving past a
    full-reading window counts it read; past the last one, the document is read through."""
    cursor = session.get(Cursor, user.id)
    if cursor is None:
        return next_window(session, user)
    document = light(session, cursor.document_id)
    unfinished = document is not None and document.status == DocumentStatus.PRE_ANNOTATED
    if not cursor.decided and unfinished:
        raise Conflict(MOVE_FIRST)
    if document is not None and needs_reading(document):
        read_to = int(document.meta.get("read_to", 0))
        if cursor.start <= read_to < cursor.end:
            meta = {**document.meta, "read_to": cursor.end}
            if cursor.end >= len(reading_of(document).text):
                meta["read"] = document.version
                meta["read_to"] = 0
            document.meta = meta
            update_status(session, document)
            session.flush()
    return window_out(session, user, _place(session, user, cursor))


def mark_decided(session: Session, user: User, document_id: int) -> None:
    """A decision in the user's window lets them move on."""
    cursor = session.get(Cursor, user.id)
    if cursor is not None and cursor.document_id == document_id:
        cursor.decided = True


def skip(
    session: Session,
    user: User,
    span_id: int | None,
    start: int | None,
    end: int | None,
    comment: str,
) -> Skipped:
    """Unsure: the span (or a stretch, or the whole window) goes to the admin's review queue
    and the person may move on; the span is not served again until an admin resolves it."""
    cursor = session.get(Cursor, user.id)
    if cursor is None:
        raise ServiceError(NO_WINDOW, status=409)
    if span_id is not None:
        span = session.get(StoredSpan, span_id)
        if span is None:
            raise NotFound(f"no span {span_id}")
        check_access(session, user, span.document_id, span.start, span.end, whole=False)
        start, end, document_id = span.start, span.end, span.document_id
    else:
        start = cursor.start if start is None else start
        end = cursor.end if end is None else end
        document_id = cursor.document_id
        check_access(session, user, document_id, start, end, whole=True)
    session.add(
        ReviewItem(
            document_id=document_id,
            start=start,
            end=end,
            span_id=span_id,
            user_id=user.id,
            comment=comment.strip(),
        )
    )
    cursor.decided = True
    return Skipped()


def check_access(
    session: Session, user: User, document_id: int, start: int, end: int, *, whole: bool
) -> None:
    """An annotator acts only inside the window they were served: a new selection must lie
    in it (`whole`), an existing span must at least show in it. Admins act anywhere."""
    if user.role == Role.ADMIN:
        return
    cursor = session.get(Cursor, user.id)
    if cursor is None or cursor.document_id != document_id:
        raise Forbidden("this is not in the window you were served")
    inside = cursor.start <= start and end <= cursor.end
    shows = start < cursor.end and cursor.start < end
    if not (inside if whole else shows):
        raise Forbidden("this lies outside the window you were served")


def window_of(session: Session, user: User) -> Window:
    """The user's current window as it stands after a change (no new window is made)."""
    return window_out(session, user, session.get(Cursor, user.id))


def window_out(session: Session, user: User, cursor: Cursor | None) -> Window:
    """The window as the page gets it; serving it is logged. Everything is read before
    anything is written, so on SQLite the write lock is held only for the commit."""
    if cursor is None:
        return NoWindow()
    with session.no_autoflush:
        document = light(session, cursor.document_id)
        if document is None:
            return NoWindow()
        served = _served(session, document, cursor)
    record(session, "window", user.id, document.id, cursor.start, cursor.end)
    return served


def _served(session: Session, document: StoredDocument, cursor: Cursor) -> ServedWindow:
    read = reading_of(document)
    first = bisect_left(read.starts, cursor.start)
    after = bisect_right(read.ends, cursor.end)
    inside = [(s, e) for s, e in read.offsets[first:after]]
    spans = list(
        session.scalars(
            select(StoredSpan)
            .options(defer(StoredSpan.evidence))
            .where(
                StoredSpan.document_id == document.id,
                StoredSpan.start < cursor.end,
                StoredSpan.end > cursor.start,
            )
            .order_by(StoredSpan.start, StoredSpan.end.desc())
        )
    )
    decided, total = progress(session, document.id)
    if needs_reading(document):
        last = cursor.end >= len(read.text)
    else:
        beyond = session.scalar(
            _waiting(document.id)
            .where((StoredSpan.start >= cursor.end) | (StoredSpan.end <= cursor.start))
            .limit(1)
        )
        last = beyond is None
    return ServedWindow(
        document=WindowDocument(
            id=document.id,
            name=document.name,
            lang=document.lang,
            full_reading=document.full_reading,
            version=document.version,
            progress=Progress(decided=decided, all=total),
        ),
        window=WindowText(
            start=cursor.start, end=cursor.end, text=read.text[cursor.start : cursor.end]
        ),
        tokens=inside,
        spans=spans_out(session, spans),
        labels=labels_in(session, document.id),
        can_move=cursor.decided,
        last=last,
    )


def labels_in(session: Session, document_id: int) -> list[LabelChoice]:
    """The labels this document's spans use: the only ones an annotator picks from (by their
    neutral names; a replacement is never served here)."""
    used = select(StoredSpan.label_id).where(StoredSpan.document_id == document_id)
    return [
        LabelChoice(id=label.id, name=label.name, category=Category(label.category))
        for label in session.scalars(
            select(Label).where(Label.id.in_(used)).order_by(Label.category, Label.id)
        )
    ]
