"""A span as the annotation page sees it: offsets, category, state and a label's neutral name,
never a label's replacement."""

from __future__ import annotations

from pydantic import BaseModel

from pseudonymizer.categories import Category
from pseudonymizer.web.db.models import Label, SpanStatus, StoredSpan


class LabelRef(BaseModel):
    id: int
    name: str


class SpanOut(BaseModel):
    id: int
    start: int
    end: int
    category: Category
    status: SpanStatus
    label: LabelRef | None
    source: str  # a recognizer's name, `rule:word` / `rule:lemma`, `user` or `input`
    version: int  # sent back with a decision, so a concurrent one is a conflict
    decided_by: str | None  # the name of who decided it

    @classmethod
    def of(cls, span: StoredSpan, label: Label | None, decided_by: str | None) -> SpanOut:
        return cls(
            id=span.id,
            start=span.start,
            end=span.end,
            category=Category(span.category),
            status=SpanStatus(span.status),
            label=LabelRef(id=label.id, name=label.name) if label is not None else None,
            source=span.source,
            version=span.version,
            decided_by=decided_by,
        )
