"""Search and annotate: the admin finds every occurrence of some words, lemmas or a regular
expression in the corpus, sees each in context, and marks the chosen ones at once.

Words and lemmas are found as rules find them: the library's `Matcher` over each document's
stored tokens (one look-up per token), so a search shows exactly what a word or lemma rule
would touch. A regular expression runs over the text. The marks are people's decisions made
through the decisions service, one per occurrence, each with its Action (so undo works).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from sqlalchemy import select
from sqlalchemy.orm import Session

from pseudonymizer.categories import Category
from pseudonymizer.rules import Rule, RuleError
from pseudonymizer.rules.matcher import Matcher, Tokens
from pseudonymizer.web.db.models import StoredDocument, StoredSpan, User
from pseudonymizer.web.services import ServiceError, decisions
from pseudonymizer.web.services.audit import record
from pseudonymizer.web.services.snippets import Snippet, around
from pseudonymizer.web.services.spans import tokens_of

MAX_MATCHES = 1000
CONTEXT_WORDS = 8


class SearchKind(StrEnum):
    WORDS = "words"  # the exact token sequence
    LEMMAS = "lemmas"  # the lemma sequence (compared lower-cased)
    REGEX = "regex"  # a Python regular expression over the text


@dataclass(frozen=True)
class Match:
    document_id: int
    document_name: str
    start: int
    end: int
    context: Snippet
    # The spans lying exactly on the match: (id, status, category, version).
    spans: list[tuple[int, str, str, int]]


@dataclass(frozen=True)
class Found:
    matches: list[Match]
    truncated: bool  # more than MAX_MATCHES were found; only the first are shown


def find(session: Session, admin: User, kind: SearchKind, query: str) -> Found:
    """Every match of `query` in the analyzed documents, in document and text order, each in
    a few words of context (each context served is audit-logged)."""
    finder = _finder(kind, query)
    # Only analyzed documents: their stored tokens are what contexts are cut at.
    documents = (
        select(StoredDocument)
        .where(StoredDocument.analysis.is_not(None))
        .order_by(StoredDocument.id)
    )
    if kind == SearchKind.WORDS:  # only a text holding the first word can hold the sequence
        documents = documents.where(StoredDocument.text.contains(query.split()[0], autoescape=True))
    matches: list[Match] = []
    truncated = False
    for document in session.scalars(documents):
        tokens = tokens_of(document)
        places = finder(document.text, tokens)
        if not places:
            continue
        spans = _spans_at(session, document.id, places)
        for start, end in places:
            if len(matches) == MAX_MATCHES:
                truncated = True
                break
            context = around(document.text, tokens, start, end, CONTEXT_WORDS)
            record(session, "search", admin.id, document.id, context.start, context.end)
            matches.append(
                Match(document.id, document.name, start, end, context, spans.get((start, end), []))
            )
        if truncated:
            break
    return Found(matches, truncated)


def _finder(kind: SearchKind, query: str) -> Callable[[str, Tokens], list[tuple[int, int]]]:
    if not query.strip():
        raise ServiceError("type what to search for")
    if kind == SearchKind.REGEX:
        try:
            pattern = re.compile(query)
        except re.error as error:
            raise ServiceError(f"not a regular expression: {error}") from None

        def regex(text: str, tokens: Tokens) -> list[tuple[int, int]]:
            return [m.span() for m in pattern.finditer(text) if m.end() > m.start()]

        return regex
    rule_type = "word" if kind == SearchKind.WORDS else "lemma"
    try:
        # A probe rule: only creating rules report occurrences, so it is private with a label.
        probe = Rule.of(rule_type, query, -1.0, Category.OTHER.value)
    except RuleError as error:
        raise ServiceError(str(error)) from None
    matcher = Matcher([probe])

    def sequence(text: str, tokens: Tokens) -> list[tuple[int, int]]:
        return [(o.start, o.end) for o in matcher.occurrences(tokens)]

    return sequence


def _spans_at(
    session: Session, document_id: int, places: list[tuple[int, int]]
) -> dict[tuple[int, int], list[tuple[int, str, str, int]]]:
    wanted = set(places)
    found: dict[tuple[int, int], list[tuple[int, str, str, int]]] = {}
    for span in session.scalars(select(StoredSpan).where(StoredSpan.document_id == document_id)):
        if (span.start, span.end) in wanted:
            found.setdefault((span.start, span.end), []).append(
                (span.id, span.status, span.category, span.version)
            )
    return found


@dataclass(frozen=True)
class Chosen:
    document_id: int
    start: int
    end: int
    version: int | None = None  # of the span found there, as the search showed it


def mark(
    session: Session,
    admin: User,
    chosen: list[Chosen],
    status: decisions.Verdict,
    category: Category | None,
) -> list[StoredSpan]:
    """Each chosen match decided private or public, as the admin's own decision in context
    (one action per match, so each can be undone); all or none: a match someone else decided
    since the search was shown fails the whole request with a conflict naming it."""
    if not chosen:
        raise ServiceError("choose at least one match")
    decided = []
    for match in chosen:
        try:
            outcome = decisions.decide(
                session,
                admin,
                status=status,
                scope=decisions.DecisionScope.OCCURRENCE,
                start=match.start,
                end=match.end,
                category=category,
                version=match.version,
                document_id=match.document_id,
            )
        except ServiceError as error:
            error.args = (f"document {match.document_id}, {match.start}-{match.end}: {error}",)
            raise
        decided.extend(outcome.spans)
    return decided
