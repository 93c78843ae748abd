"""The analysis job: a document read and detected by the library's `Pipeline`, its tokenization
and its mentions stored, so windows and rules never read the text again.

The pipeline runs with the team's rules from the database and the document's pre-annotations
as given mentions (a person's annotation wins where it overlaps a finding), exactly as `run
--mentions both --rules` would.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.model import Document, Mention, Status
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.rules import Rule
from pseudonymizer.web.db.models import DocumentStatus, StoredDocument, StoredRule, StoredSpan, now
from pseudonymizer.web.db.session import Database
from pseudonymizer.web.schemas.evidence import creating_rule, read_evidence
from pseudonymizer.web.services.documents import pipeline_config, update_status

INPUT_SOURCE = "input"


def library_rules(rows: list[StoredRule]) -> tuple[Rule, ...]:
    return tuple(
        Rule.of(row.type, row.condition, row.confidence, row.label, f"rule {row.id}")
        for row in rows
    )


def analyze(db: Database, payload: dict[str, Any]) -> None:
    with db.session() as session:
        document = session.get(StoredDocument, payload["document_id"])
        if document is None:  # erased before its turn came
            return
        rules = library_rules(list(session.scalars(select(StoredRule))))
        given = tuple(
            Mention(p["start"], p["end"], Category(p["label"]), INPUT_SOURCE)
            for p in document.meta.get("pre_annotations", [])
        )
        read = Document(str(document.id), document.text, document.lang, given=given)
    try:
        result = next(Pipeline(pipeline_config(rules)).run([read]))
    except Exception as error:
        with db.session() as session:
            failed = session.get(StoredDocument, payload["document_id"])
            if failed is not None:
                failed.status = DocumentStatus.FAILED
                failed.error = f"analysis failed: {type(error).__name__}: {error}"
        raise
    analysis = result.analysis or Analysis(read.text, read.lang)
    with db.session() as session:
        document = session.get(StoredDocument, payload["document_id"])
        if document is None:
            return
        document.analysis = stored(analysis)
        document.status = DocumentStatus.ANALYZED
        session.flush()
        for mention in result.mentions:
            session.add(span_of(document.id, mention))
        document.status = DocumentStatus.PRE_ANNOTATED
        document.error = None
        session.flush()
        update_status(session, document)


def stored(analysis: Analysis) -> dict[str, Any]:
    """The reading as the database keeps it: offsets and lemmas only."""
    return {
        "tokens": [list(span) for span in analysis.tokens],
        "sentences": [list(span) for span in analysis.sentences],
        "lemmas": list(analysis.lemmas),
    }


def span_of(document_id: int, mention: Mention) -> StoredSpan:
    status = mention.decision.status
    from_input = mention.source == INPUT_SOURCE
    return StoredSpan(
        document_id=document_id,
        start=mention.start,
        end=mention.end,
        category=mention.category.value,
        source=mention.source,
        score=mention.score,
        # A pre-annotation is a person's: private unless a rule made it public.
        status=(Status.PRIVATE if from_input and status is Status.CANDIDATE else status).value,
        evidence=[
            {"source": e.source, "weight": e.weight, "detail": e.detail}
            for e in mention.decision.evidence
        ],
        decided_at=now() if from_input else None,
        rule_id=creator(mention),
    )


def creator(mention: Mention) -> int | None:
    """The team's rule that created the mention, so removing the rule removes what it found."""
    votes = [read_evidence(e.source, e.weight, e.detail) for e in mention.decision.evidence]
    return creating_rule(mention.source, votes)
