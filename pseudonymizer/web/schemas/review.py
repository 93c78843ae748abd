"""The review queue's items as the admin's API shows them."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict

from pseudonymizer.web.schemas.snippets import SnippetOut
from pseudonymizer.web.schemas.spans import SpanOut


class ReviewItemOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    document_id: int
    start: int
    end: int
    span_id: int | None  # None: a stretch of text, not a span
    user_id: int | None
    comment: str
    resolved: bool
    at: datetime


class QueuedItem(ReviewItemOut):
    document: str  # the document's name
    annotator: str  # who was unsure ("" once their account is gone)
    span: SpanOut | None


class ItemContext(BaseModel):
    item: ReviewItemOut
    context: SnippetOut


class ItemDecided(BaseModel):
    item: ReviewItemOut
    spans: list[SpanOut]
