"""Search and annotate for the admin: matches of words, lemmas or a regular expression in
context, and the chosen ones marked private or public at once."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel

from pseudonymizer.categories import Category
from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.db.models import SpanStatus
from pseudonymizer.web.schemas.fields import CategoryName
from pseudonymizer.web.schemas.search import MarkedSpans, MatchSpan, SearchMatch, SearchResult
from pseudonymizer.web.schemas.snippets import SnippetOut
from pseudonymizer.web.services import search
from pseudonymizer.web.services.decisions import Verdict
from pseudonymizer.web.services.search import SearchKind
from pseudonymizer.web.services.spans import spans_out

router = APIRouter(tags=["search"])


class ChosenMatch(BaseModel):
    document_id: int
    start: int
    end: int
    version: int | None = None


class Marking(BaseModel):
    status: Verdict
    category: CategoryName | None = None
    matches: list[ChosenMatch]


@router.get("/api/search")
def find(session: DB, user: Admin, q: str, kind: SearchKind = SearchKind.WORDS) -> SearchResult:
    """Every match (`kind` words, lemmas or regex) with a few words around it; a bad regular
    expression answers 400 with its error. Each context served is audit-logged."""
    found = search.find(session, user, kind, q)
    return SearchResult(
        truncated=found.truncated,
        matches=[
            SearchMatch(
                document_id=match.document_id,
                document=match.document_name,
                start=match.start,
                end=match.end,
                context=SnippetOut.model_validate(match.context),
                spans=[
                    MatchSpan(
                        id=i,
                        status=SpanStatus(status),
                        category=Category(category),
                        version=version,
                    )
                    for i, status, category, version in match.spans
                ],
            )
            for match in found.matches
        ],
    )


@router.post("/api/search/mark")
def mark(body: Marking, session: DB, user: Admin) -> MarkedSpans:
    """Decide the chosen matches private or public: one decision (and action) per match."""
    chosen = [search.Chosen(m.document_id, m.start, m.end, m.version) for m in body.matches]
    spans = search.mark(session, user, chosen, body.status, body.category)
    return MarkedSpans(spans=spans_out(session, spans))
