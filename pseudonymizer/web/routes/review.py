"""The review queue for the admin: what annotators were unsure of, its context, a decision."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel

from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.db.models import ReviewItem
from pseudonymizer.web.services import review
from pseudonymizer.web.services.spans import spans_json

router = APIRouter(tags=["review"])


class ItemDecision(BaseModel):
    status: str
    scope: str = "occurrence"
    category: str | None = None
    version: int | None = None


def item_json(item: ReviewItem) -> dict[str, object]:
    return {
        "id": item.id,
        "document_id": item.document_id,
        "start": item.start,
        "end": item.end,
        "span_id": item.span_id,
        "user_id": item.user_id,
        "comment": item.comment,
        "resolved": item.resolved,
        "at": item.at.isoformat(),
    }


@router.get("/api/review")
def queue(session: DB, user: Admin, resolved: bool = False) -> list[dict[str, object]]:
    """The items waiting for an admin (or the resolved ones), oldest first."""
    return [
        {
            **item_json(row.item),
            "document": row.document_name,
            "annotator": row.annotator,
            "span": spans_json(session, [row.span])[0] if row.span is not None else None,
        }
        for row in review.queue(session, resolved)
    ]


@router.get("/api/review/{item_id}/context")
def context(item_id: int, session: DB, user: Admin) -> dict[str, object]:
    """The words around the item (the reading is audit-logged)."""
    item, snippet = review.context(session, item_id, user)
    return {"item": item_json(item), "context": snippet.json()}


@router.post("/api/review/{item_id}/decide")
def decide(item_id: int, body: ItemDecision, session: DB, user: Admin) -> dict[str, object]:
    """Decide what the item is about (as a person's decision), and resolve it."""
    spans = review.decide(
        session, item_id, user, body.status, body.scope, body.category, body.version
    )
    return {
        "item": item_json(review.get_item(session, item_id)),
        "spans": spans_json(session, spans),
    }


@router.post("/api/review/{item_id}/resolve")
def resolve(item_id: int, session: DB, user: Admin) -> dict[str, object]:
    """Done with the item without a decision here."""
    return item_json(review.resolve(session, item_id))
