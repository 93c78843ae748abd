"""The review queue: what annotators skipped as unsure, with their comment, for an admin to
look at in context and decide or resolve."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from pseudonymizer.categories import Category
from pseudonymizer.web.db.models import ReviewItem, StoredDocument, StoredSpan, User
from pseudonymizer.web.services import NotFound, decisions
from pseudonymizer.web.services.audit import record
from pseudonymizer.web.services.decisions import DecisionScope, Verdict
from pseudonymizer.web.services.snippets import Snippet, around
from pseudonymizer.web.services.spans import tokens_of

CONTEXT_WORDS = 30


@dataclass(frozen=True)
class Queued:
    item: ReviewItem
    document_name: str
    annotator: str
    span: StoredSpan | None


def queue(session: Session, resolved: bool = False) -> list[Queued]:
    """The items waiting (or, with `resolved`, the ones done), oldest first."""
    rows = session.execute(
        select(ReviewItem, StoredDocument.name, User.name, StoredSpan)
        .join(StoredDocument, ReviewItem.document_id == StoredDocument.id)
        .outerjoin(User, ReviewItem.user_id == User.id)
        .outerjoin(StoredSpan, ReviewItem.span_id == StoredSpan.id)
        .where(ReviewItem.resolved.is_(resolved))
        .order_by(ReviewItem.at, ReviewItem.id)
    )
    return [Queued(item, name, annotator or "", span) for item, name, annotator, span in rows]


def get_item(session: Session, item_id: int) -> ReviewItem:
    item = session.get(ReviewItem, item_id)
    if item is None:
        raise NotFound(f"no review item {item_id}")
    return item


def context(session: Session, item_id: int, admin: User) -> tuple[ReviewItem, Snippet]:
    """The words around the item, the reading audit-logged."""
    item = get_item(session, item_id)
    document = session.get(StoredDocument, item.document_id)
    assert document is not None  # the item goes with its document
    snippet = around(document.text, tokens_of(document), item.start, item.end, CONTEXT_WORDS)
    record(session, "review", admin.id, document.id, snippet.start, snippet.end)
    return item, snippet


def resolve(session: Session, item_id: int) -> ReviewItem:
    item = get_item(session, item_id)
    item.resolved = True
    return item


def decide(
    session: Session,
    item_id: int,
    admin: User,
    status: Verdict,
    scope: DecisionScope,
    category: Category | None,
    version: int | None = None,
) -> list[StoredSpan]:
    """The admin's decision on what the annotator was unsure of; the item is then resolved.
    `version` is the span's as the admin saw it (a later change is a conflict)."""
    item = get_item(session, item_id)
    span = session.get(StoredSpan, item.span_id) if item.span_id is not None else None
    if span is not None:
        outcome = decisions.decide(
            session,
            admin,
            status=status,
            scope=scope,
            span_id=span.id,
            category=category,
            version=span.version if version is None else version,
        )
    else:
        outcome = decisions.decide(
            session,
            admin,
            status=status,
            scope=scope,
            start=item.start,
            end=item.end,
            category=category,
            document_id=item.document_id,
        )
    item.resolved = True
    return outcome.spans
