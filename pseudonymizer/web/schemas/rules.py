"""A team rule as the admin's API shows it, and what importing a rules file did."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from pseudonymizer.categories import Category
from pseudonymizer.rules import RuleType
from pseudonymizer.web.db.models import StoredRule


class RuleOut(BaseModel):
    id: int
    type: RuleType
    condition: str
    confidence: float
    label: Category | Literal[""]  # "" for a rule that creates no span
    document_id: int | None  # the document it was made in, if a decision made it
    spans: int  # the spans it made (a find-more rule's candidates and what became of them)

    @classmethod
    def of(cls, rule: StoredRule, spans: int = 0) -> RuleOut:
        return cls(
            id=rule.id,
            type=RuleType(rule.type),
            condition=rule.condition,
            confidence=rule.confidence,
            label=Category(rule.label) if rule.label else "",
            document_id=rule.document_id,
            spans=spans,
        )


class ImportCounts(BaseModel):
    created: int
    existing: int  # equal rules the team had already
