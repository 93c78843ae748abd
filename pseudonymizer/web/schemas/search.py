"""What the admin's search finds, and what marking its matches decided."""

from __future__ import annotations

from pydantic import BaseModel

from pseudonymizer.categories import Category
from pseudonymizer.web.db.models import SpanStatus
from pseudonymizer.web.schemas.snippets import SnippetOut
from pseudonymizer.web.schemas.spans import SpanOut


class MatchSpan(BaseModel):
    """A span lying exactly on a match; `version` goes back with the mark."""

    id: int
    status: SpanStatus
    category: Category
    version: int


class SearchMatch(BaseModel):
    document_id: int
    document: str  # the document's name
    start: int
    end: int
    context: SnippetOut
    spans: list[MatchSpan]


class SearchResult(BaseModel):
    truncated: bool  # more were found; only the first are shown
    matches: list[SearchMatch]


class MarkedSpans(BaseModel):
    spans: list[SpanOut]
