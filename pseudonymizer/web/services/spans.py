"""Spans as the annotation page sees them, as an action remembers them, and as rules read them.

The page gets offsets, category, state and a label's neutral name, never text outside its
window and never a label's replacement. An action keeps each span's whole state before and
after it (`snapshot`), so undo and redo put back exactly what was there, even a span the
action created or deleted. Rules read a document's tokens from the analysis stored when it
was read (`tokens_of`), never by parsing it again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from datetime import datetime
from functools import cached_property
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, defer

from pseudonymizer.analyze import Analysis
from pseudonymizer.rules.matcher import Tokens
from pseudonymizer.web.db.models import (
    DocumentStatus,
    Label,
    SpanStatus,
    StoredDocument,
    StoredRule,
    StoredSpan,
    User,
)
from pseudonymizer.web.schemas.spans import SpanOut
from pseudonymizer.web.services import NotFound

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


def tokens_of(document: StoredDocument) -> Tokens:
    """The document's tokens as the matcher reads them, from the stored analysis."""
    return reading_of(document).tokens


class Reading:
    """A document's stored analysis, decoded once: token and sentence offsets (`[start, end]`
    pairs as stored), their sorted edges for bisection and the matcher's tokens, each made
    when first asked for (a rule's job needs only the tokens, a window only the edges)."""

    def __init__(self, text: str, lang: str, stored: dict[str, Any] | None) -> None:
        stored = stored or {}
        self.text, self.lang = text, lang
        self.offsets: list[list[int]] = stored.get("tokens", [])
        self.lemmas: list[str] = stored.get("lemmas", [])
        self.sentences: list[list[int]] = stored.get("sentences", [])

    @cached_property
    def starts(self) -> list[int]:
        return [start for start, _ in self.offsets]

    @cached_property
    def ends(self) -> list[int]:
        return [end for _, end in self.offsets]

    @cached_property
    def sentence_starts(self) -> list[int]:
        return [start for start, _ in self.sentences]

    @cached_property
    def sentence_ends(self) -> list[int]:
        return [end for _, end in self.sentences]

    @cached_property
    def tokens(self) -> Tokens:
        analysis = Analysis(self.text, self.lang)
        analysis.tokens = self.offsets  # type: ignore[assignment]  # pairs unpack alike
        analysis.lemmas = self.lemmas
        return Tokens.of(analysis)


# Readings of the documents people work in: a 50,000-token analysis takes longer to decode
# than a request may. Analysis is written once, before a document is served, so a reading
# stays true for its document (the creation time tells a new document under a reused id).
_READINGS: OrderedDict[tuple[int, datetime], Reading] = OrderedDict()
_READINGS_KEPT = 16
_readings_lock = threading.Lock()
# A document's analysis is final once it is in one of these states.
KEPT_STATES = (DocumentStatus.PRE_ANNOTATED, DocumentStatus.DONE)
_decoding_lock = threading.Lock()


def kept_reading(document: StoredDocument) -> Reading | None:
    """The document's reading if a request decoded it already (a job may use it, never
    pushing another out)."""
    with _readings_lock:
        return _READINGS.get((document.id, document.created_at))


def reading_of(document: StoredDocument) -> Reading:
    """The document's reading, decoded by one request while the others asking wait for it."""
    key = (document.id, document.created_at)
    with _readings_lock:
        found = _READINGS.get(key)
        if found is not None:
            _READINGS.move_to_end(key)
            return found
    with _decoding_lock:
        with _readings_lock:
            found = _READINGS.get(key)
        if found is not None:
            return found
        made = Reading(document.text, document.lang, document.analysis)
        if document.status not in KEPT_STATES:
            return made  # not analyzed yet: its reading is still to come
        with _readings_lock:
            _READINGS[key] = made
            while len(_READINGS) > _READINGS_KEPT:
                _READINGS.popitem(last=False)
        return made


def light(session: Session, document_id: int) -> StoredDocument | None:
    """The document without its text and stored analysis: `reading_of` holds both, read
    once (neither changes once a document is analyzed)."""
    return session.get(
        StoredDocument,
        document_id,
        options=[defer(StoredDocument.analysis), defer(StoredDocument.text)],
    )


def light_document(session: Session, document_id: int) -> StoredDocument:
    document = light(session, document_id)
    if document is None:
        raise NotFound(f"no document {document_id}")
    return document


def is_open(span: StoredSpan) -> bool:
    """Still waiting for a person: a candidate, or private without a label."""
    return span.status == SpanStatus.CANDIDATE or (
        span.status == SpanStatus.PRIVATE and span.label_id is None
    )


def decided_by_person(span: StoredSpan) -> bool:
    """A person's decision (in this tool, or a pre-annotation they brought) beats every rule."""
    return span.decided_at is not None


def snapshot(span: StoredSpan | None) -> dict[str, Any] | None:
    if span is None:
        return None
    state = {name: getattr(span, name) for name in STATE_FIELDS}
    state["evidence"] = list(span.evidence or [])
    state["decided_at"] = span.decided_at.isoformat() if span.decided_at else None
    state["version"] = span.version
    return state


def restore(session: Session, span_id: int, state: dict[str, Any] | None) -> StoredSpan | None:
    """Put the span back into `state` (None: it did not exist), recreating it under its own
    id if it is gone; its version moves on so a page holding the old one sees the change."""
    span = session.get(StoredSpan, span_id)
    if state is None:
        if span is not None:
            session.delete(span)
        return None
    fields = {name: state[name] for name in STATE_FIELDS}
    # What was erased since (a label, a rule, an account) is not brought back.
    for name, table in (("label_id", Label), ("rule_id", StoredRule), ("decided_by", User)):
        if fields[name] is not None and session.get(table, fields[name]) is None:
            fields[name] = None
    decided_at = datetime.fromisoformat(state["decided_at"]) if state["decided_at"] else None
    if span is None:
        if session.get(StoredDocument, fields["document_id"]) is None:
            return None
        span = StoredSpan(id=span_id, decided_at=decided_at, version=state["version"] + 1, **fields)
        session.add(span)
        return span
    for name, value in fields.items():
        setattr(span, name, value)
    span.decided_at = decided_at
    span.version += 1
    return span


def labels_by_id(session: Session, spans: Iterable[StoredSpan]) -> dict[int, Label]:
    ids = {span.label_id for span in spans if span.label_id is not None}
    if not ids:
        return {}
    return {label.id: label for label in session.scalars(select(Label).where(Label.id.in_(ids)))}


def names_by_id(session: Session, spans: Iterable[StoredSpan]) -> dict[int, str]:
    ids = {span.decided_by for span in spans if span.decided_by is not None}
    if not ids:
        return {}
    return dict(session.execute(select(User.id, User.name).where(User.id.in_(ids))).all())


def span_out(span: StoredSpan, labels: dict[int, Label], names: dict[int, str]) -> SpanOut:
    label = labels.get(span.label_id) if span.label_id is not None else None
    decided_by = names.get(span.decided_by) if span.decided_by is not None else None
    return SpanOut.of(span, label, decided_by)


def spans_out(session: Session, spans: list[StoredSpan]) -> list[SpanOut]:
    labels, names = labels_by_id(session, spans), names_by_id(session, spans)
    return [span_out(span, labels, names) for span in spans]
