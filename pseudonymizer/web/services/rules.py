"""The team's rules (the library's voting model), applied incrementally and by index.

A new word or lemma rule applies to the document it was made in at once and to every other
through one `apply_rule` job, which reads each document once: the library's `Matcher` finds
where the rule's sequence stands in the stored tokens (one dictionary look-up per token, never
a query per token, never a new parse). Where a private rule's sequence stands and no span
covers it, a span is created (source `rule:word` / `rule:lemma`, `rule_id` set) and voted like
the library's `Decider` votes a mention it creates; spans whose sequence the rule names and
that no person decided are voted again with every rule that applies to them. A person's
decision is never voted over. Deleting a rule removes the spans it created that nobody decided
and votes the others again; changing its confidence votes them again.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from itertools import accumulate
from typing import Any

from sqlalchemy import select, tuple_, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, defer

from pseudonymizer.categories import Category
from pseudonymizer.model import Decision, Evidence, Mention, Status
from pseudonymizer.rules import Rule, RuleError, RuleType, vote
from pseudonymizer.rules.matcher import Matcher, Tokens
from pseudonymizer.web.db.models import (
    DocumentStatus,
    SpanStatus,
    StoredDocument,
    StoredRule,
    StoredSpan,
)
from pseudonymizer.web.db.session import Database
from pseudonymizer.web.jobs import enqueue
from pseudonymizer.web.schemas.evidence import stored_evidence, team_vote
from pseudonymizer.web.services import Conflict, ServiceError
from pseudonymizer.web.services.analysis import library_rules
from pseudonymizer.web.services.documents import update_status
from pseudonymizer.web.services.spans import (
    Reading,
    decided_by_person,
    kept_reading,
    snapshot,
    tokens_of,
)

# What a rule of each type looks at in a span: its words, its lemmas or its category.
BY_WORDS = (RuleType.WORD.value, RuleType.USER.value)
BY_LEMMAS = (RuleType.LEMMA.value,)
BY_CATEGORY = (RuleType.NE_TYPE.value,)
APPLIED = (*BY_WORDS, *BY_LEMMAS, *BY_CATEGORY)
# Documents read per transaction by the job, so a long run never holds the database.
BATCH = 50
# A rule's condition as the job looks it up: (type, condition).
Target = tuple[str, str]
# A span touched: its id and its state before (None: created).
Touched = list[tuple[int, dict[str, Any] | None]]


def as_library(row: StoredRule) -> Rule:
    return library_rules([row])[0]


def rule_json(row: StoredRule) -> dict[str, Any]:
    """A rule as an action keeps it, so undo and redo can make it again under its id."""
    return {
        "id": row.id,
        "type": row.type,
        "condition": row.condition,
        "confidence": row.confidence,
        "label": row.label,
        "document_id": row.document_id,
        "created_by": row.created_by,
    }


def create_rule(
    session: Session,
    type: str,
    condition: str,
    confidence: float,
    label: str = "",
    document_id: int | None = None,
    user_id: int | None = None,
) -> tuple[StoredRule, bool]:
    """The rule, validated and normalized as the library reads it, and whether it is new (an
    equal rule is reused). It still has to be applied: `apply_to_document`, `spread`."""
    try:
        made = Rule.of(type, condition, confidence, label)
    except RuleError as error:
        raise ServiceError(str(error)) from None
    label_value = made.label.value if made.label is not None else ""
    equal = select(StoredRule).where(
        StoredRule.type == made.type.value,
        StoredRule.condition == made.condition,
        StoredRule.confidence == made.confidence,
        StoredRule.label == label_value,
    )
    existing = session.scalar(equal)
    if existing is not None:
        return existing, False
    row = StoredRule(
        type=made.type.value,
        condition=made.condition,
        confidence=made.confidence,
        label=label_value,
        document_id=document_id,
        created_by=user_id,
    )
    try:
        with session.begin_nested():
            session.add(row)
    except IntegrityError:  # someone made the same rule at the same moment
        made_meanwhile = session.scalar(equal)
        if made_meanwhile is None:
            raise
        return made_meanwhile, False
    return row, True


def recreate(session: Session, state: dict[str, Any]) -> StoredRule:
    """A rule an undo or redo brings back, under its old id unless an equal one was made
    meanwhile (then that one)."""
    existing = session.get(StoredRule, state["id"])
    if existing is not None:
        return existing
    equal = session.scalar(
        select(StoredRule).where(
            StoredRule.type == state["type"],
            StoredRule.condition == state["condition"],
            StoredRule.confidence == state["confidence"],
            StoredRule.label == state["label"],
        )
    )
    if equal is not None:
        return equal
    row = StoredRule(**state)
    session.add(row)
    session.flush()
    return row


def delete_rule(session: Session, rule: StoredRule) -> Touched:
    """Remove the rule and the spans it created that no person decided (in every document);
    the spans it voted on are voted again by an `apply_rule` job. Returns the removed spans'
    states. A person's span keeps its decision and only forgets which rule found it."""
    removed = list(
        session.scalars(
            select(StoredSpan).where(StoredSpan.rule_id == rule.id, StoredSpan.decided_at.is_(None))
        )
    )
    touched: Touched = [(span.id, snapshot(span)) for span in removed]
    documents = {span.document_id for span in removed}
    for span in removed:
        session.delete(span)
    session.flush()
    session.execute(
        update(StoredSpan)
        .where(StoredSpan.rule_id == rule.id)
        .values(rule_id=None)
        .execution_options(synchronize_session="fetch")
    )
    target = (rule.type, rule.condition)
    session.delete(rule)
    session.flush()
    for document_id in documents:
        document = session.get(StoredDocument, document_id)
        if document is not None:
            update_status(session, document)
    spread(session, [target])
    return touched


def change_confidence(session: Session, rule: StoredRule, value: float) -> StoredRule:
    """A new confidence; every span the rule names that no person decided is voted again."""
    try:
        made = Rule.of(rule.type, rule.condition, value, rule.label)
    except RuleError as error:
        raise ServiceError(str(error)) from None
    clash = session.scalar(
        select(StoredRule.id).where(
            StoredRule.type == rule.type,
            StoredRule.condition == rule.condition,
            StoredRule.confidence == made.confidence,
            StoredRule.label == rule.label,
            StoredRule.id != rule.id,
        )
    )
    if clash is not None:
        raise Conflict(f"an equal rule with confidence {made.confidence:g} exists already")
    rule.confidence = made.confidence
    session.flush()
    spread(session, [(rule.type, rule.condition)])
    return rule


def spread(session: Session, targets: Iterable[Target], exclude: int | None = None) -> None:
    """Queue the application of these conditions' rules to every document (but `exclude`)."""
    for kind, condition in dict.fromkeys(targets):
        if kind in APPLIED:
            payload = {"type": kind, "condition": condition, "exclude": exclude}
            enqueue(session, "apply_rule", payload)


def everything(session: Session) -> Matcher:
    """Every rule of the team, indexed: what a span is voted with."""
    return Matcher(library_rules(list(session.scalars(select(StoredRule).order_by(StoredRule.id)))))


def apply_to_document(
    session: Session,
    document: StoredDocument,
    rules: Sequence[StoredRule] | Sequence[Target],
    matcher: Matcher | None = None,
    remember: bool = True,
) -> Touched:
    """Apply the rules (or every rule of these (type, condition) pairs) to one document in one
    pass over its stored tokens: create spans where a private rule's sequence stands
    uncovered, vote again the spans these conditions name that no person decided. Returns
    the spans touched with their states before. A pass over the corpus does not `remember`
    the readings, so the documents people work in keep theirs."""
    targets = {
        (item.type, item.condition) if isinstance(item, StoredRule) else (item[0], item[1])
        for item in rules
    }
    targets = {target for target in targets if _may_stand(document.text, *target)}
    if not targets or not document.analysis:
        return []
    matcher = matcher or everything(session)
    rows = list(
        session.scalars(
            select(StoredRule).where(
                tuple_(StoredRule.type, StoredRule.condition).in_(list(targets))
            )
        )
    )
    if remember:
        tokens = tokens_of(document)
    else:
        kept = kept_reading(document)
        tokens = (kept or Reading(document.text, document.lang, document.analysis)).tokens
    spans = list(
        session.scalars(
            select(StoredSpan)
            .where(StoredSpan.document_id == document.id)
            .order_by(StoredSpan.start, StoredSpan.end)
        )
    )
    touched: Touched = []
    for span in spans:
        if decided_by_person(span) or not _named(span, tokens, targets):
            continue
        before = snapshot(span)
        if _vote(span, tokens, matcher):
            touched.append((span.id, before))
    creating = [row for row in rows if as_library(row).creates]
    touched.extend(_create(session, document, creating, spans, tokens, matcher))
    if touched:
        session.flush()
        update_status(session, document)
    return touched


def _may_stand(text: str, kind: str, condition: str) -> bool:
    """False where a word rule's sequence cannot stand (a word of it is not in the text), so
    the document's tokens are not even read."""
    if kind in BY_WORDS:
        return all(word in text for word in condition.split(" "))
    return kind in APPLIED


def _named(span: StoredSpan, tokens: Tokens, targets: set[Target]) -> bool:
    words, lemmas = tokens.within(span.start, span.end)
    looked_at = {
        **dict.fromkeys(BY_WORDS, " ".join(words)),
        **dict.fromkeys(BY_LEMMAS, " ".join(lemmas)),
        **dict.fromkeys(BY_CATEGORY, span.category),
    }
    return any(looked_at[kind] == condition for kind, condition in targets)


def _mention(span: StoredSpan) -> Mention:
    return Mention(span.start, span.end, Category(span.category), span.source, span.score)


def _vote(span: StoredSpan, tokens: Tokens, matcher: Matcher) -> bool:
    """Vote the span again with every rule that names it, keeping the evidence that is not a
    rule's vote (its recognizer's, a creation's); whether anything changed."""
    kept = tuple(
        Evidence(e.source, e.weight, e.detail)
        for e in stored_evidence(span.evidence or [])
        if not team_vote(e)
    )
    mention = _mention(span)
    decision = vote(
        Decision(Status.CANDIDATE, kept),
        matcher.votes(mention, tokens),
        matcher.user(mention, tokens),
    )
    evidence = [
        {"source": e.source, "weight": e.weight, "detail": e.detail} for e in decision.evidence
    ]
    if decision.status.value == span.status and evidence == (span.evidence or []):
        return False
    span.status = decision.status.value
    span.evidence = evidence
    span.version += 1
    return True


def _create(
    session: Session,
    document: StoredDocument,
    creating: list[StoredRule],
    spans: list[StoredSpan],
    tokens: Tokens,
    matcher: Matcher,
) -> Touched:
    if not creating:
        return []
    by_sequence = {as_library(row): row for row in creating}
    starts = [span.start for span in spans]
    reach = list(accumulate((span.end for span in spans), max))
    made: list[StoredSpan] = []
    last_end = -1
    for occurrence in Matcher(by_sequence).occurrences(tokens):
        i = bisect_right(starts, occurrence.start) - 1
        if (i >= 0 and reach[i] >= occurrence.end) or occurrence.start < last_end:
            continue  # a span covers it already (the rule votes on that one if it names it)
        first = occurrence.rules[0]
        row = by_sequence[first]
        source = f"rule:{first.type.value}"
        span = StoredSpan(
            document_id=document.id,
            start=occurrence.start,
            end=occurrence.end,
            category=row.label or Category.OTHER.value,
            source=source,
            score=1.0,
            status=SpanStatus.CANDIDATE,
            evidence=[{"source": source, "weight": 0.0, "detail": "created"}],
            rule_id=row.id,
            version=1,
        )
        _vote(span, tokens, matcher)
        span.version = 1
        made.append(span)
        last_end = occurrence.end
    session.add_all(made)
    session.flush()
    return [(span.id, None) for span in made]


def preview(session: Session, kind: str, condition: str) -> tuple[int, int]:
    """How many occurrences of the sequence, in how many documents, a rule would touch."""
    probe = Rule.of(kind, condition, -1.0, Category.OTHER.value)
    matcher = Matcher([probe])
    occurrences = documents = 0
    for document in _documents(session, kind, probe.condition):
        tokens = Reading(document.text, document.lang, document.analysis).tokens
        found = sum(1 for _ in matcher.occurrences(tokens))
        occurrences += found
        documents += 1 if found else 0
    return occurrences, documents


def _candidates(kind: str, condition: str) -> Any:
    """The analyzed documents a sequence may stand in: for a word sequence only those whose
    text holds its first word (an index-free but cheap filter); lemmas need every one."""
    query = select(StoredDocument.id).where(
        StoredDocument.status.in_(
            (DocumentStatus.ANALYZED, DocumentStatus.PRE_ANNOTATED, DocumentStatus.DONE)
        )
    )
    if kind in BY_WORDS:
        query = query.where(StoredDocument.text.contains(condition.split(" ")[0], autoescape=True))
    elif kind in BY_CATEGORY:
        query = query.where(
            StoredDocument.id.in_(
                select(StoredSpan.document_id).where(StoredSpan.category == condition)
            )
        )
    return query.order_by(StoredDocument.id)


def _documents(session: Session, kind: str, condition: str) -> Iterable[StoredDocument]:
    """The documents the sequence may stand in, their analysis read only for those."""
    for document_id in list(session.scalars(_candidates(kind, condition))):
        document = session.get(
            StoredDocument, document_id, options=[defer(StoredDocument.analysis)]
        )
        if document is not None and _may_stand(document.text, kind, condition):
            yield document


def apply_rule(db: Database, payload: dict[str, Any]) -> None:
    """One pass per document for the rules of one (type, condition), in batches."""
    target = (payload["type"], payload["condition"])
    with db.session() as session:
        ids = [
            document_id
            for document_id in session.scalars(_candidates(*target))
            if document_id != payload.get("exclude")
        ]
    for offset in range(0, len(ids), BATCH):
        with db.session() as session:
            matcher = everything(session)
            # The stored analysis is read only where the text may hold the sequence and no
            # request has the document's reading decoded already.
            query = (
                select(StoredDocument)
                .options(defer(StoredDocument.analysis))
                .where(StoredDocument.id.in_(ids[offset : offset + BATCH]))
            )
            for document in session.scalars(query):
                apply_to_document(session, document, [target], matcher, remember=False)
