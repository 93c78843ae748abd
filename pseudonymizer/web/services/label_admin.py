"""The admin's work on labels (entities): a fixed replacement text, renaming, merging, deleting,
and the pseudonymization key as CSV.

Annotators only ever see a label's neutral name; its replacement is an admin's. Whatever happens
to a label's spans is said before it happens (the page states it): a merge moves them to the
other label, a delete leaves them private without a label, so their documents have something to
decide again and are no longer DONE.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from pseudonymizer.web.db.models import Label, StoredDocument, StoredSpan
from pseudonymizer.web.services import Conflict, NotFound, ServiceError
from pseudonymizer.web.services.documents import update_status

KEY_HEADER = ("label", "category", "replacement")


@dataclass(frozen=True)
class LabelRow:
    label: Label
    spans: int
    documents: int


def list_labels(session: Session) -> list[LabelRow]:
    counts = dict(
        (label_id, (spans, documents))
        for label_id, spans, documents in session.execute(
            select(StoredSpan.label_id, func.count(), func.count(StoredSpan.document_id.distinct()))
            .where(StoredSpan.label_id.is_not(None))
            .group_by(StoredSpan.label_id)
        )
    )
    return [
        LabelRow(label, *counts.get(label.id, (0, 0)))
        for label in session.scalars(select(Label).order_by(Label.category, Label.name))
    ]


def get_label(session: Session, label_id: int) -> Label:
    label = session.get(Label, label_id)
    if label is None:
        raise NotFound(f"no label {label_id}")
    return label


def set_replacement(session: Session, label_id: int, replacement: str | None) -> Label:
    """A fixed text every span of the label is replaced with; None (or blank) lets the
    surrogate generator choose again."""
    label = get_label(session, label_id)
    label.replacement = replacement if replacement and replacement.strip() else None
    return label


def rename(session: Session, label_id: int, name: str) -> Label:
    label = get_label(session, label_id)
    name = " ".join(name.split())
    if not name:
        raise ServiceError("a label needs a name")
    other = session.scalar(select(Label).where(Label.name == name, Label.id != label_id))
    if other is not None:
        raise Conflict(f"a label named {name} exists already: merge into it instead")
    label.name = name
    return label


def merge(session: Session, label_id: int, into_id: int) -> Label:
    """The spans of `label_id` become spans of `into_id`, and `label_id` is gone."""
    if label_id == into_id:
        raise ServiceError("a label is not merged into itself")
    label, into = get_label(session, label_id), get_label(session, into_id)
    if label.category != into.category:
        raise ServiceError(
            f"{label.name} is a {label.category} and {into.name} a {into.category}: "
            "only labels of one category are merged"
        )
    _relabel(session, label.id, into.id)
    session.delete(label)
    return into


def delete_label(session: Session, label_id: int) -> int:
    """Delete the label; its spans stay private without a label. How many spans that left."""
    label = get_label(session, label_id)
    moved = _relabel(session, label.id, None)
    session.delete(label)
    session.flush()
    return moved


def _relabel(session: Session, label_id: int, into_id: int | None) -> int:
    documents = set(
        session.scalars(select(StoredSpan.document_id).where(StoredSpan.label_id == label_id))
    )
    result = session.execute(
        update(StoredSpan)
        .where(StoredSpan.label_id == label_id)
        .values(label_id=into_id, version=StoredSpan.version + 1)
        .execution_options(synchronize_session=False)
    )
    session.flush()
    for document_id in documents:
        document = session.get(StoredDocument, document_id)
        if document is not None:
            update_status(session, document)
    return result.rowcount or 0


def key_csv(session: Session) -> str:
    """The pseudonymization key: each label with its category and fixed replacement."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(KEY_HEADER)
    for label in session.scalars(select(Label).order_by(Label.category, Label.name)):
        writer.writerow([label.name, label.category, label.replacement or ""])
    return buffer.getvalue()
