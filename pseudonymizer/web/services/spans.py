"""Spans as the annotation page sees them, as an action remembers them, and as rules read them.

The page gets offsets, category, state and a label's neutral name, never text outside its
window and never a label's replacement. An action keeps each span's whole state before and
after it (`snapshot`), so undo and redo put back exactly what was there, even a span the
action created or deleted. Rules read a document's tokens from the analysis stored when it
was read (`tokens_of`), never by parsing it again.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from pseudonymizer.analyze import Analysis
from pseudonymizer.rules.matcher import Tokens
from pseudonymizer.web.db.models import Document, Label, Span, SpanStatus, User

# The fields a snapshot keeps; `version` is not restored but counted on (a restore is a change).
STATE_FIELDS = (
    "document_id",
    "start",
    "end",
    "category",
    "source",
    "score",
    "status",
    "evidence",
    "label_id",
    "rule_id",
    "decided_by",
)


def tokens_of(document: Document) -> Tokens:
    """The document's tokens as the matcher reads them, from the stored analysis."""
    stored = document.analysis or {"tokens": [], "lemmas": []}
    analysis = Analysis(document.text, document.lang)
    analysis.tokens = [(start, end) for start, end in stored["tokens"]]
    analysis.lemmas = list(stored["lemmas"])
    return Tokens.of(analysis)


def is_open(span: Span) -> bool:
    """Still waiting for a person: a candidate, or private without a label."""
    return span.status == SpanStatus.CANDIDATE or (
        span.status == SpanStatus.PRIVATE and span.label_id is None
    )


def decided_by_person(span: Span) -> bool:
    """A person's decision (in this tool, or a pre-annotation they brought) beats every rule."""
    return span.decided_at is not None


def snapshot(span: Span | None) -> dict[str, Any] | None:
    if span is None:
        return None
    state = {name: getattr(span, name) for name in STATE_FIELDS}
    state["evidence"] = list(span.evidence or [])
    state["decided_at"] = span.decided_at.isoformat() if span.decided_at else None
    state["version"] = span.version
    return state


def restore(session: Session, span_id: int, state: dict[str, Any] | None) -> Span | None:
    """Put the span back into `state` (None: it did not exist), recreating it under its own
    id if it is gone; its version moves on so a page holding the old one sees the change."""
    span = session.get(Span, span_id)
    if state is None:
        if span is not None:
            session.delete(span)
        return None
    fields = {name: state[name] for name in STATE_FIELDS}
    decided_at = datetime.fromisoformat(state["decided_at"]) if state["decided_at"] else None
    if span is None:
        span = Span(id=span_id, decided_at=decided_at, version=state["version"] + 1, **fields)
        session.add(span)
        return span
    for name, value in fields.items():
        setattr(span, name, value)
    span.decided_at = decided_at
    span.version += 1
    return span


def labels_by_id(session: Session, spans: Iterable[Span]) -> dict[int, Label]:
    ids = {span.label_id for span in spans if span.label_id is not None}
    if not ids:
        return {}
    return {label.id: label for label in session.scalars(select(Label).where(Label.id.in_(ids)))}


def names_by_id(session: Session, spans: Iterable[Span]) -> dict[int, str]:
    ids = {span.decided_by for span in spans if span.decided_by is not None}
    if not ids:
        return {}
    return dict(session.execute(select(User.id, User.name).where(User.id.in_(ids))).all())


def span_json(span: Span, labels: dict[int, Label], names: dict[int, str]) -> dict[str, Any]:
    label = labels.get(span.label_id) if span.label_id is not None else None
    return {
        "id": span.id,
        "start": span.start,
        "end": span.end,
        "category": span.category,
        "status": span.status,
        "label": {"id": label.id, "name": label.name} if label is not None else None,
        "source": span.source,
        "version": span.version,
        "decided_by": names.get(span.decided_by) if span.decided_by is not None else None,
    }


def spans_json(session: Session, spans: list[Span]) -> list[dict[str, Any]]:
    labels, names = labels_by_id(session, spans), names_by_id(session, spans)
    return [span_json(span, labels, names) for span in spans]
