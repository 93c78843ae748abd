"""A person's decisions: private or public for one occurrence, for every occurrence of the word
sequence, or for every occurrence sharing its lemmas; undo and redo; what explains a span.

A person's decision sets the span's status and who decided it when; it beats every rule and no
later rule votes over it. A sequence or lemma decision also makes a rule of the library's model
(the find-more rule at -1 with the category as its label, or +1 public), which is applied to
this document at once and to every other in the background; it replaces the opposite rule of
the same sequence (marking a sequence public again removes the find-more rule and the spans it
made that no person decided). Two people deciding one span: the second sends the version they
saw and gets a conflict with the span as it now stands, never a silent overwrite.

Every decision is an `Action` holding the state before and after of every span it touched and
the rules it made or removed: undo puts "before" back, redo "after"; a new action forgets
what was undone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from pseudonymizer.categories import Category
from pseudonymizer.rules import Rule, RuleError, RuleType
from pseudonymizer.web.db.models import (
    Action,
    Cursor,
    Role,
    SpanStatus,
    StoredDocument,
    StoredRule,
    StoredSpan,
    User,
    now,
)
from pseudonymizer.web.schemas.decisions import DecisionRecord, OccurrenceCount, SpanDetail
from pseudonymizer.web.schemas.evidence import for_annotator, stored_evidence
from pseudonymizer.web.services import Conflict, Forbidden, NotFound, ServiceError, rules
from pseudonymizer.web.services.documents import update_status
from pseudonymizer.web.services.spans import (
    labels_by_id,
    light_document,
    names_by_id,
    reading_of,
    restore,
    snapshot,
    span_out,
    spans_out,
    tokens_of,
)
from pseudonymizer.web.services.windows import NO_WINDOW, check_access, mark_decided


class DecisionScope(StrEnum):
    """What a person's decision is about: the occurrence they selected, every occurrence of
    its word sequence, or every occurrence sharing its lemmas."""

    OCCURRENCE = "occurrence"
    SEQUENCE = "sequence"
    LEMMA = "lemma"


# What a person decides a span is; a candidate is what nobody has decided yet.
Verdict = Literal["private", "public"]
# The rule a decision of each scope makes (an occurrence makes a find-more rule instead).
SCOPES = {
    DecisionScope.OCCURRENCE: None,
    DecisionScope.SEQUENCE: RuleType.WORD.value,
    DecisionScope.LEMMA: RuleType.LEMMA.value,
}
# The confidence of a find-more rule: it finds its sequence and leaves the decision to people.
FIND_MORE = 0.0
CHANGED = "this span was changed by someone else since you saw it: look at it again"


@dataclass
class Changes:
    """The spans an action touches, each with its state before the action's first touch."""

    before: dict[int, dict[str, Any] | None] = field(default_factory=dict)
    rules: list[dict[str, Any]] = field(default_factory=list)

    def touch(self, span_id: int, state: dict[str, Any] | None) -> None:
        self.before.setdefault(span_id, state)

    def extend(self, touched: rules.Touched) -> None:
        for span_id, state in touched:
            self.touch(span_id, state)


@dataclass
class ActionOutcome:
    """What a person's action did: the spans it touched in its document, and the action
    undo and redo work on (every decision, labelling, undo and redo is one)."""

    document: StoredDocument
    spans: list[StoredSpan]
    action: Action


def claim(session: Session, span: StoredSpan, version: int | None) -> None:
    """Take the span at the version the person saw, or answer with a conflict. The check is in
    the UPDATE itself, so of two concurrent requests exactly one wins."""
    if version is None:
        raise ServiceError("send the version of the span you decide (its `version`)")
    taken = session.execute(
        update(StoredSpan)
        .where(StoredSpan.id == span.id, StoredSpan.version == version)
        .values(version=version + 1)
        .execution_options(synchronize_session=False)
    )
    if taken.rowcount != 1:
        session.refresh(span)
        raise Conflict(CHANGED, current=spans_out(session, [span])[0])
    span.version = version + 1


def record_action(
    session: Session, user: User, document: StoredDocument, kind: str, changes: Changes
) -> Action:
    """The action with every touched span's state before and after; the user's undone actions
    are forgotten (a new action clears the redo stack)."""
    session.flush()
    session.execute(delete(Action).where(Action.user_id == user.id, Action.undone.is_(True)))
    entries = [
        {"id": span_id, "before": before, "after": snapshot(session.get(StoredSpan, span_id))}
        for span_id, before in changes.before.items()
    ]
    action = Action(
        user_id=user.id,
        document_id=document.id,
        kind=kind,
        change={"spans": entries, "rules": changes.rules},
    )
    session.add(action)
    session.flush()
    return action


def touched_spans(session: Session, document: StoredDocument, changes: Changes) -> list[StoredSpan]:
    """The document's spans the action changed or created, as they are now."""
    found = [session.get(StoredSpan, span_id) for span_id in changes.before]
    return [span for span in found if span is not None and span.document_id == document.id]


def _document_for(session: Session, user: User, document_id: int | None) -> StoredDocument:
    if document_id is not None and user.role == Role.ADMIN:
        return light_document(session, document_id)
    cursor = session.get(Cursor, user.id)
    if cursor is None:
        raise ServiceError(NO_WINDOW, status=409)
    if document_id is not None and document_id != cursor.document_id:
        raise Forbidden("this is not in the window you were served")
    return light_document(session, cursor.document_id)


def _selected(
    session: Session,
    user: User,
    document: StoredDocument,
    start: int | None,
    end: int | None,
    category: str | None,
) -> tuple[StoredSpan, dict[str, Any] | None]:
    """The span a person selected: the one with exactly these offsets, else a new one."""
    if start is None or end is None:
        raise ServiceError("send a span_id, or the start and end of the text you selected")
    if not 0 <= start < end <= len(reading_of(document).text):
        raise ServiceError(f"{start}-{end} is not a stretch of this document")
    check_access(session, user, document.id, start, end, whole=True)
    same = session.scalar(
        select(StoredSpan)
        .where(
            StoredSpan.document_id == document.id, StoredSpan.start == start, StoredSpan.end == end
        )
        .limit(1)
    )
    if same is not None:
        return same, snapshot(same)
    if category is None:
        over = session.scalar(
            select(StoredSpan.category)
            .where(
                StoredSpan.document_id == document.id,
                StoredSpan.start < end,
                StoredSpan.end > start,
            )
            .order_by(StoredSpan.start)
            .limit(1)
        )
        category = over or Category.OTHER.value
    span = StoredSpan(
        document_id=document.id,
        start=start,
        end=end,
        category=category,
        source="user",
        score=1.0,
        status=SpanStatus.CANDIDATE,
        evidence=[],
        version=1,
    )
    session.add(span)
    session.flush()
    return span, None


def decide(
    session: Session,
    user: User,
    *,
    status: Verdict,
    scope: DecisionScope,
    span_id: int | None = None,
    start: int | None = None,
    end: int | None = None,
    category: Category | None = None,
    version: int | None = None,
    document_id: int | None = None,
) -> ActionOutcome:
    changes = Changes()
    if span_id is not None:
        span = session.get(StoredSpan, span_id)
        if span is None:
            raise NotFound(f"no span {span_id}")
        document = light_document(session, span.document_id)
        check_access(session, user, document.id, span.start, span.end, whole=False)
        before = snapshot(span)
        claim(session, span, version)
    else:
        document = _document_for(session, user, document_id)
        span, before = _selected(session, user, document, start, end, category)
        if before is not None:
            claim(session, span, span.version if version is None else version)
    changes.touch(span.id, before)
    span.status = status
    if category is not None and category != span.category:
        span.category = category
        span.label_id = None  # a label names one thing of one category
    span.decided_by = user.id
    span.decided_at = now()
    if status == SpanStatus.PUBLIC:
        span.label_id = None
    session.flush()
    kind = SCOPES[scope]
    if kind is not None:
        _sequence_rule(session, user, document, span, kind, changes)
    else:
        _find_more(session, user, document, span, changes)
    mark_decided(session, user, document.id)
    update_status(session, document)
    action = record_action(session, user, document, f"{status}:{scope}", changes)
    return ActionOutcome(document, touched_spans(session, document, changes), action)


def condition_of(document: StoredDocument, start: int, end: int, kind: str) -> str:
    """The span's words or lemmas joined as the library's rules read them."""
    words, lemmas = tokens_of(document).within(start, end)
    sequence = words if kind == RuleType.WORD.value else lemmas
    if not sequence:
        raise ServiceError("the selection holds no word a rule could name")
    try:
        return Rule.of(kind, " ".join(sequence), -1.0).condition
    except RuleError as error:
        raise ServiceError(str(error)) from None


def _sequence_rule(
    session: Session,
    user: User,
    document: StoredDocument,
    span: StoredSpan,
    kind: str,
    changes: Changes,
) -> None:
    """The rule a sequence or lemma decision makes, in place of the opposite one."""
    condition = condition_of(document, span.start, span.end, kind)
    private = span.status == SpanStatus.PRIVATE
    # A public sequence also ends the search for more of it (a find-more rule, confidence 0).
    opposite = StoredRule.confidence > 0 if private else StoredRule.confidence <= 0
    for row in list(
        session.scalars(
            select(StoredRule).where(
                StoredRule.type == kind, StoredRule.condition == condition, opposite
            )
        )
    ):
        changes.rules.append({"op": "removed", "rule": rules.rule_json(row)})
        # Only this document's spans are kept in its action; an undo re-applies the rule
        # elsewhere, so no other document's offsets enter this one's history.
        removed = rules.delete_rule(session, row)
        changes.extend([(i, state) for i, state in removed if state["document_id"] == document.id])
    row, new = rules.create_rule(
        session,
        kind,
        condition,
        -1.0 if private else 1.0,
        span.category if private else "",
        document.id,
        user.id,
    )
    if new:
        changes.rules.append({"op": "created", "rule": rules.rule_json(row)})
    changes.extend(rules.apply_to_document(session, document, [row]))
    rules.spread(session, [(row.type, row.condition)], exclude=document.id)


def _find_more(
    session: Session, user: User, document: StoredDocument, span: StoredSpan, changes: Changes
) -> None:
    """A private occurrence makes its word sequence a candidate wherever else it stands, here
    and in every other document, by a job (the thesis's "plus": a rule of confidence 0 that
    finds); the
    occurrence made public again removes that rule and the candidates it made that no person
    decided."""
    words, _ = tokens_of(document).within(span.start, span.end)
    if not words:
        return
    condition = Rule.of(RuleType.WORD.value, " ".join(words), FIND_MORE).condition
    if span.status == SpanStatus.PUBLIC:
        finding = select(StoredRule).where(
            StoredRule.type == RuleType.WORD.value,
            StoredRule.condition == condition,
            StoredRule.confidence == FIND_MORE,
        )
        for row in list(session.scalars(finding)):
            changes.rules.append({"op": "removed", "rule": rules.rule_json(row)})
            removed = rules.delete_rule(session, row)
            changes.extend(
                [(i, state) for i, state in removed if state["document_id"] == document.id]
            )
        return
    row, new = rules.create_rule(
        session, RuleType.WORD.value, condition, FIND_MORE, span.category, document.id, user.id
    )
    if new:
        changes.rules.append({"op": "created", "rule": rules.rule_json(row)})
        # Found in the background, this document too: a person deciding occurrence after
        # occurrence does not wait for a pass over a long document each time.
        rules.spread(session, [(row.type, row.condition)])


def preview(
    session: Session,
    user: User,
    start: int,
    end: int,
    scope: DecisionScope,
    document_id: int | None = None,
) -> OccurrenceCount:
    """How many occurrences in how many documents a sequence or lemma rule made from this
    selection would touch, before it is made."""
    kind = SCOPES[scope]
    if kind is None:
        raise ServiceError("a preview is for the scopes sequence and lemma")
    document = _document_for(session, user, document_id)
    if not 0 <= start < end <= len(reading_of(document).text):
        raise ServiceError(f"{start}-{end} is not a stretch of this document")
    check_access(session, user, document.id, start, end, whole=True)
    occurrences, documents = rules.preview(session, kind, condition_of(document, start, end, kind))
    return OccurrenceCount(occurrences=occurrences, documents=documents)


def _undoable(session: Session, user: User, undone: bool) -> Action:
    order = Action.id.asc() if undone else Action.id.desc()
    action = session.scalar(
        select(Action)
        .where(Action.user_id == user.id, Action.undone.is_(undone))
        .order_by(order)
        .limit(1)
    )
    if action is None:
        raise ServiceError(f"nothing to {'redo' if undone else 'undo'}", status=409)
    return action


def undo(session: Session, user: User) -> ActionOutcome:
    """Put back the state before the user's last action."""
    action = _undoable(session, user, undone=False)
    outcome = _replay(session, action, "before", "after")
    action.undone = True
    return outcome


def redo(session: Session, user: User) -> ActionOutcome:
    """Make again the action the user undid last."""
    action = _undoable(session, user, undone=True)
    outcome = _replay(session, action, "after", "before")
    action.undone = False
    return outcome


def _replay(session: Session, action: Action, to: str, since: str) -> ActionOutcome:
    """Bring the action's spans, rules and labels to its `to` side. Refused when someone
    else decided one of its spans since (it is no longer as the action left it)."""
    document = light_document(session, action.document_id)
    entries = action.change.get("spans", [])
    for entry in entries:
        _unchanged(session, entry["id"], entry[since])
    made, gone = ("removed", "created") if to == "before" else ("created", "removed")
    ops = action.change.get("rules", [])
    ids: dict[int, int] = {}
    for op in ops:
        if op["op"] == made:
            ids[op["rule"]["id"]] = rules.recreate(session, op["rule"]).id
    for entry in entries:
        state = entry[to]
        if state is not None and state.get("rule_id") in ids:
            state = {**state, "rule_id": ids[state["rule_id"]]}
        restore(session, entry["id"], state)
    session.flush()
    for op in ops:
        if op["op"] == gone:
            row = session.get(StoredRule, op["rule"]["id"])
            if row is not None:
                rules.delete_rule(session, row)
    targets = [(op["rule"]["type"], op["rule"]["condition"]) for op in ops]
    if targets:
        rules.apply_to_document(session, document, targets)
        rules.spread(session, targets, exclude=document.id)
    update_status(session, document)
    session.flush()
    found = [session.get(StoredSpan, entry["id"]) for entry in entries]
    spans = [span for span in found if span is not None and span.document_id == document.id]
    return ActionOutcome(document, spans, action)


def _unchanged(session: Session, span_id: int, state: dict[str, Any] | None) -> None:
    """A span a person decided must still be as the action left it."""
    span = session.get(StoredSpan, span_id)
    if state is None or state.get("decided_at") is None:
        return
    now_state = snapshot(span)
    keys = ("status", "label_id", "decided_by", "decided_at")
    if now_state is None or any(now_state[key] != state[key] for key in keys):
        current = spans_out(session, [span])[0] if span is not None else None
        raise Conflict(CHANGED, current=current)


def detail(session: Session, user: User, span_id: int) -> SpanDetail:
    """What explains a span: its recognizer and score, every vote (for annotators without the
    words of a rule's condition), and who decided what when."""
    span = session.get(StoredSpan, span_id)
    if span is None:
        raise NotFound(f"no span {span_id}")
    check_access(session, user, span.document_id, span.start, span.end, whole=False)
    evidence = stored_evidence(span.evidence or [])
    if user.role != Role.ADMIN:
        evidence = [for_annotator(e) for e in evidence]
    actions = session.scalars(
        select(Action)
        .where(Action.document_id == span.document_id, Action.undone.is_(False))
        .order_by(Action.id)
    )
    actions = [
        action
        for action in actions
        if any(entry["id"] == span.id for entry in action.change.get("spans", []))
    ]
    people = {action.user_id for action in actions}
    names = dict(session.execute(select(User.id, User.name).where(User.id.in_(people))).all())
    decisions = [
        DecisionRecord(user=names.get(action.user_id or 0), kind=action.kind, at=action.at)
        for action in actions
    ]
    return SpanDetail(
        span=span_out(span, labels_by_id(session, [span]), names_by_id(session, [span])),
        recognizer=span.source,
        score=span.score,
        evidence=evidence,
        decisions=decisions,
    )
