"""A label as the admin's API shows it: its replacement too, which annotators never see."""

from __future__ import annotations

from pydantic import BaseModel

from pseudonymizer.categories import Category
from pseudonymizer.web.db.models import Label


class LabelOut(BaseModel):
    id: int
    name: str
    category: Category
    replacement: str | None
    spans: int
    documents: int

    @classmethod
    def of(cls, label: Label, spans: int = 0, documents: int = 0) -> LabelOut:
        return cls(
            id=label.id,
            name=label.name,
            category=Category(label.category),
            replacement=label.replacement,
            spans=spans,
            documents=documents,
        )


class Unlabelled(BaseModel):
    """How many spans a deleted label left private without a label."""

    unlabelled_spans: int
