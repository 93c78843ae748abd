"""The review queue for the admin: what annotators were unsure of, its context, a decision."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel

from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.schemas.fields import CategoryName
from pseudonymizer.web.schemas.review import ItemContext, ItemDecided, QueuedItem, ReviewItemOut
from pseudonymizer.web.schemas.snippets import SnippetOut
from pseudonymizer.web.services import review
from pseudonymizer.web.services.decisions import DecisionScope, Verdict
from pseudonymizer.web.services.spans import spans_out

router = APIRouter(tags=["review"])


class ItemDecision(BaseModel):
    status: Verdict
    scope: DecisionScope = DecisionScope.OCCURRENCE
    category: CategoryName | None = None
    version: int | None = None


@router.get("/api/review")
def queue(session: DB, user: Admin, resolved: bool = False) -> list[QueuedItem]:
    """The items waiting for an admin (or the resolved ones), oldest first."""
    return [
        QueuedItem(
            **ReviewItemOut.model_validate(row.item).model_dump(),
            document=row.document_name,
            annotator=row.annotator,
            span=spans_out(session, [row.span])[0] if row.span is not None else None,
        )
        for row in review.queue(session, resolved)
    ]


@router.get("/api/review/{item_id}/context")
def context(item_id: int, session: DB, user: Admin) -> ItemContext:
    """The words around the item (the reading is audit-logged)."""
    item, snippet = review.context(session, item_id, user)
    return ItemContext(
        item=ReviewItemOut.model_validate(item), context=SnippetOut.model_validate(snippet)
    )


@router.post("/api/review/{item_id}/decide")
def decide(item_id: int, body: ItemDecision, session: DB, user: Admin) -> ItemDecided:
    """Decide what the item is about (as a person's decision), and resolve it."""
    spans = review.decide(
        session, item_id, user, body.status, body.scope, body.category, body.version
    )
    return ItemDecided(
        item=ReviewItemOut.model_validate(review.get_item(session, item_id)),
        spans=spans_out(session, spans),
    )


@router.post("/api/review/{item_id}/resolve")
def resolve(item_id: int, session: DB, user: Admin) -> ReviewItemOut:
    """Done with the item without a decision here."""
    return ReviewItemOut.model_validate(review.resolve(session, item_id))
