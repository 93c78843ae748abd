"""Labels, the annotator's side: every private span gets the label of the real-world thing it
names (one label, one surrogate).

An annotator picks one of the labels already used in this document, creates a new one, or lets
`auto` choose: the label of another private span of the same category whose text normalizes
(the library's `link.normalize`, as linking groups mentions) to the same, in this document
first, else anywhere; else a new one. New labels get neutral names, `<CATEGORY>-<n>` with `n`
unique per category, so a name says nothing about the text; a label's replacement is never
served here. Labelling is an action like a decision: undo and redo work on it.
"""

from __future__ import annotations

import re

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from pseudonymizer.categories import Category
from pseudonymizer.link import normalize
from pseudonymizer.web.db.models import (
    Label,
    Role,
    SpanStatus,
    StoredDocument,
    StoredSpan,
    User,
    now,
)
from pseudonymizer.web.services import Conflict, NotFound, ServiceError
from pseudonymizer.web.services.decisions import ActionOutcome, Changes, claim, record_action
from pseudonymizer.web.services.documents import update_status
from pseudonymizer.web.services.spans import light_document, reading_of, snapshot
from pseudonymizer.web.services.windows import check_access, mark_decided


def free_name(session: Session, category: str) -> str:
    """`<CATEGORY>-<n>` with the next `n` no label of the category has."""
    pattern = re.compile(rf"{re.escape(category)}-(\d+)")
    taken = [
        int(found.group(1))
        for name in session.scalars(select(Label.name).where(Label.name.startswith(category)))
        if (found := pattern.fullmatch(name))
    ]
    return f"{category}-{max(taken, default=0) + 1}"


def new_label(session: Session, category: str) -> Label:
    """A label under the next free name; if someone took that name at the same moment, the
    one after it."""
    for _ in range(5):
        label = Label(name=free_name(session, category), category=category)
        try:
            with session.begin_nested():
                session.add(label)
        except IntegrityError:
            continue
        return label
    raise Conflict("labels are being created too fast: try again")


def _key(span: StoredSpan, text: str) -> str:
    return normalize(Category(span.category), text[span.start : span.end])


def same_thing(session: Session, span: StoredSpan, document: StoredDocument) -> int | None:
    """The label of another private span of the same category and normalized text: in this
    document first, else in any other."""
    text = reading_of(document).text
    key = _key(span, text)
    labelled = select(StoredSpan).where(
        StoredSpan.category == span.category,
        StoredSpan.status == SpanStatus.PRIVATE,
        StoredSpan.label_id.is_not(None),
        StoredSpan.id != span.id,
    )
    for other in session.scalars(labelled.where(StoredSpan.document_id == document.id)):
        if _key(other, text) == key:
            return other.label_id
    # Elsewhere only the span's own characters are read, never the other documents' texts.
    length = StoredSpan.end - StoredSpan.start
    surface = func.substr(StoredDocument.text, StoredSpan.start + 1, length)
    for label_id, text in session.execute(
        select(StoredSpan.label_id, surface)
        .join(StoredDocument, StoredDocument.id == StoredSpan.document_id)
        .where(
            StoredSpan.category == span.category,
            StoredSpan.status == SpanStatus.PRIVATE,
            StoredSpan.label_id.is_not(None),
            StoredSpan.document_id != document.id,
        )
        .order_by(StoredSpan.id)
    ):
        if normalize(Category(span.category), text) == key:
            return label_id
    return None


def label_span(
    session: Session,
    user: User,
    span_id: int,
    version: int | None,
    label_id: int | None = None,
    create: bool = False,
    auto: bool = False,
) -> ActionOutcome:
    """Give the span a label (a candidate becomes private: labelling says it is personal)."""
    if sum((label_id is not None, create, auto)) != 1:
        raise ServiceError("send exactly one of label_id, create or auto")
    span = session.get(StoredSpan, span_id)
    if span is None:
        raise NotFound(f"no span {span_id}")
    document = light_document(session, span.document_id)
    check_access(session, user, document.id, span.start, span.end, whole=False)
    if span.status == SpanStatus.PUBLIC:
        raise ServiceError("a public span takes no label: mark it private first")
    changes = Changes()
    changes.touch(span.id, snapshot(span))
    # The span is taken first, so a new label is made inside this request's transaction.
    claim(session, span, version)
    if label_id is not None:
        chosen = _pick(session, user, document, span, label_id)
    elif auto:
        chosen = same_thing(session, span, document) or new_label(session, span.category).id
    else:
        chosen = new_label(session, span.category).id
    span.label_id = chosen
    if span.status != SpanStatus.PRIVATE or span.decided_at is None:
        span.status = SpanStatus.PRIVATE
        span.decided_by = user.id
        span.decided_at = now()
    session.flush()
    mark_decided(session, user, document.id)
    update_status(session, document)
    action = record_action(session, user, document, "label", changes)
    return ActionOutcome(document, [span], action)


def _pick(
    session: Session, user: User, document: StoredDocument, span: StoredSpan, label_id: int
) -> int:
    label = session.get(Label, label_id)
    used_here = session.scalar(
        select(StoredSpan.id)
        .where(StoredSpan.document_id == document.id, StoredSpan.label_id == label_id)
        .limit(1)
    )
    # An annotator knows only this document's labels; an id from elsewhere is as unknown.
    if label is None or (used_here is None and user.role != Role.ADMIN):
        raise NotFound(f"no label {label_id} in this document")
    if label.category != span.category:
        raise ServiceError(
            f"label {label.name} is a {label.category} and this span a {span.category}"
        )
    return label.id
