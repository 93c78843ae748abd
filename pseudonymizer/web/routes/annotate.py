"""The annotation API: windows, decisions, labels, undo and redo, a span's explanation."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel

from pseudonymizer.web.auth import DB, CurrentUser
from pseudonymizer.web.schemas.decisions import DecisionAnswer, OccurrenceCount, SpanDetail
from pseudonymizer.web.schemas.fields import CategoryName
from pseudonymizer.web.schemas.windows import Skipped, Window
from pseudonymizer.web.services import decisions, labels, windows
from pseudonymizer.web.services.decisions import ActionOutcome, DecisionScope, Verdict
from pseudonymizer.web.services.spans import spans_out

router = APIRouter(prefix="/api/annotate", tags=["annotate"])


class Skip(BaseModel):
    span_id: int | None = None
    start: int | None = None
    end: int | None = None
    comment: str = ""


class Preview(BaseModel):
    start: int
    end: int
    scope: DecisionScope  # sequence or lemma: an occurrence makes no rule to preview
    document_id: int | None = None


class SpanDecision(BaseModel):
    status: Verdict
    scope: DecisionScope = DecisionScope.OCCURRENCE
    span_id: int | None = None
    start: int | None = None
    end: int | None = None
    category: CategoryName | None = None
    version: int | None = None
    # Admins only: a selection in a document other than their window's.
    document_id: int | None = None


class Labelling(BaseModel):
    span_id: int
    version: int | None = None
    label_id: int | None = None
    create: bool = False
    auto: bool = False


def _answer(session: DB, user: CurrentUser, outcome: ActionOutcome) -> DecisionAnswer:
    return DecisionAnswer(
        spans=spans_out(session, outcome.spans),
        window=windows.window_of(session, user),
        action_id=outcome.action.id,
    )


@router.get("/next")
def next_window(session: DB, user: CurrentUser) -> Window:
    """The window the user is working in (a new one if they have none)."""
    return windows.next_window(session, user)


@router.post("/move")
def move(session: DB, user: CurrentUser) -> Window:
    """The next window, once this one saw a decision or a skip (409 before)."""
    return windows.move(session, user)


@router.post("/skip")
def skip(body: Skip, session: DB, user: CurrentUser) -> Skipped:
    """Unsure: the span (or the window) goes to the admin's review queue; the user may move."""
    return windows.skip(session, user, body.span_id, body.start, body.end, body.comment)


@router.post("/preview")
def preview(body: Preview, session: DB, user: CurrentUser) -> OccurrenceCount:
    """How many occurrences in how many documents a sequence or lemma rule would touch."""
    return decisions.preview(session, user, body.start, body.end, body.scope, body.document_id)


@router.post("/decision")
def decide(body: SpanDecision, session: DB, user: CurrentUser) -> DecisionAnswer:
    """Private or public, for this occurrence, the word sequence or its lemmas."""
    outcome = decisions.decide(session, user, **body.model_dump())
    return _answer(session, user, outcome)


@router.post("/label")
def label(body: Labelling, session: DB, user: CurrentUser) -> DecisionAnswer:
    """Pick a label used in this document, create one, or let `auto` choose."""
    outcome = labels.label_span(
        session, user, body.span_id, body.version, body.label_id, body.create, body.auto
    )
    return _answer(session, user, outcome)


@router.post("/undo")
def undo(session: DB, user: CurrentUser) -> DecisionAnswer:
    return _answer(session, user, decisions.undo(session, user))


@router.post("/redo")
def redo(session: DB, user: CurrentUser) -> DecisionAnswer:
    return _answer(session, user, decisions.redo(session, user))


@router.get("/spans/{span_id}")
def span_detail(span_id: int, session: DB, user: CurrentUser) -> SpanDetail:
    """Recognizer, score, votes (rule words hidden from annotators) and decisions."""
    return decisions.detail(session, user, span_id)
