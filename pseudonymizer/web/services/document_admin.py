"""What only an admin does with a document: read it whole, and set it to full reading.

Reading a document whole is logged like any window served (event "document", offsets 0 to its
length), so the audit log says who read which characters, whoever they are.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import pairwise

from sqlalchemy import select
from sqlalchemy.orm import Session

from pseudonymizer.web.db.models import Label, SpanStatus, StoredDocument, StoredSpan, User
from pseudonymizer.web.services.audit import record
from pseudonymizer.web.services.documents import get_document, update_status


def read_whole(
    session: Session, document_id: int, admin: User
) -> tuple[StoredDocument, list[tuple[StoredSpan, Label | None]]]:
    """The document and its spans (with their labels) in text order, the reading logged."""
    document = get_document(session, document_id)
    spans = [
        (span, label)
        for span, label in session.execute(
            select(StoredSpan, Label)
            .outerjoin(Label, StoredSpan.label_id == Label.id)
            .where(StoredSpan.document_id == document.id)
            .order_by(StoredSpan.start, StoredSpan.end.desc())
        )
    ]
    record(session, "document", admin.id, document.id, 0, len(document.text))
    return document, spans


def set_full_reading(session: Session, document_id: int, on: bool) -> StoredDocument:
    """With full reading, windows are served one after another from the start, so people
    read every word and can mark what no recognizer found."""
    document = get_document(session, document_id)
    if document.full_reading != on:
        document.full_reading = on
        document.version += 1
        update_status(session, document)  # a DONE document is to be read through now
    return document


def segments(text: str, spans: list[StoredSpan]) -> list[tuple[str, int, str]]:
    """The text cut at every span edge, each piece with how many spans cover it (nested and
    overlapping spans show as deeper underlines) and the status it shows: private over
    candidate over public, as the output would treat it."""
    opening: dict[int, list[str]] = defaultdict(list)
    closing: dict[int, list[str]] = defaultdict(list)
    for span in spans:
        opening[span.start].append(span.status)
        closing[span.end].append(span.status)
    edges = sorted({0, len(text), *opening, *closing})
    active: Counter[str] = Counter()
    pieces = []
    for start, end in pairwise(edges):
        active.subtract(closing.get(start, ()))
        active.update(opening.get(start, ()))
        shown = next((status for status in _SHOWN_FIRST if active[status] > 0), "")
        pieces.append((text[start:end], active.total(), shown))
    return pieces


_SHOWN_FIRST = (SpanStatus.PRIVATE, SpanStatus.CANDIDATE, SpanStatus.PUBLIC)
