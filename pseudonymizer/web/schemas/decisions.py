"""What a person's decision answers, what a rule would touch before it is made, and what
explains a span."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel

from pseudonymizer.web.schemas.evidence import SpanEvidence
from pseudonymizer.web.schemas.spans import SpanOut
from pseudonymizer.web.schemas.windows import Window


class DecisionAnswer(BaseModel):
    """The spans the action touched in the window's document and the window as it stands
    now; `action_id` is what undo and redo work on."""

    spans: list[SpanOut]
    window: Window
    action_id: int


class OccurrenceCount(BaseModel):
    occurrences: int
    documents: int


class DecisionRecord(BaseModel):
    user: str | None  # None once the account is gone
    kind: str  # `<status>:<scope>` or `label`
    at: datetime


class SpanDetail(BaseModel):
    span: SpanOut
    recognizer: str
    score: float
    evidence: list[SpanEvidence]  # every vote, in the order it was cast
    decisions: list[DecisionRecord]
