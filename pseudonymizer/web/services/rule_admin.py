"""The admin's work on the team's rules: search them, add one (NE-type rules are the admin's
alone), change a confidence, delete, and exchange them as the library's rules CSV
(`type,condition,confidence,label`), so `pseudonymizer run --rules` decides as the team did.

What a rule does to the documents (applying it, removing the spans it made, voting again) is
the rules service's; this module only chooses which rules and calls it.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from pseudonymizer.rules import RulesFileError, RuleType, dumps, parse
from pseudonymizer.web.db.models import StoredRule, StoredSpan, User
from pseudonymizer.web.services import NotFound, ServiceError, rules

SHOWN = 1000


@dataclass(frozen=True)
class RuleRow:
    rule: StoredRule
    spans: int  # the spans it made (a find-more rule's candidates and what became of them)


@dataclass(frozen=True)
class Imported:
    created: int
    existing: int


def search(session: Session, text: str = "", kind: str = "") -> list[RuleRow]:
    """The rules whose condition holds `text` (case-insensitive), of one type if given."""
    query = (
        select(StoredRule)
        .order_by(StoredRule.type, StoredRule.condition, StoredRule.id)
        .limit(SHOWN)
    )
    if text.strip():
        query = query.where(StoredRule.condition.icontains(text.strip(), autoescape=True))
    if kind:
        if kind not in set(RuleType):
            raise ServiceError(f"rule type must be one of {', '.join(RuleType)}, got {kind!r}")
        query = query.where(StoredRule.type == kind)
    found = list(session.scalars(query))
    made = dict(
        session.execute(
            select(StoredSpan.rule_id, func.count())
            .where(StoredSpan.rule_id.in_([rule.id for rule in found]))
            .group_by(StoredSpan.rule_id)
        ).all()
    )
    return [RuleRow(rule, made.get(rule.id, 0)) for rule in found]


def get_rule(session: Session, rule_id: int) -> StoredRule:
    rule = session.get(StoredRule, rule_id)
    if rule is None:
        raise NotFound(f"no rule {rule_id}")
    return rule


def add(
    session: Session, admin: User, kind: str, condition: str, confidence: float, label: str
) -> StoredRule:
    """A rule of any type, made by the admin for the whole corpus. The rules service applies
    a word or lemma rule to every analyzed document in the background; an NE-type rule votes
    in the documents analyzed from now on."""
    rule, new = rules.create_rule(session, kind, condition, confidence, label, None, admin.id)
    if not new:
        raise ServiceError(f"this rule exists already (rule {rule.id})", status=409)
    rules.spread(session, [(rule.type, rule.condition)])
    return rule


def set_confidence(session: Session, rule_id: int, confidence: float) -> StoredRule:
    return rules.change_confidence(session, get_rule(session, rule_id), confidence)


def delete(session: Session, rule_id: int) -> None:
    """Delete the rule; the candidates it made that nobody decided go with it."""
    rules.delete_rule(session, get_rule(session, rule_id))


def export_csv(session: Session) -> str:
    """Every rule as the library's rules file: what `pseudonymizer run --rules` reads."""
    return dumps(
        rules.as_library(rule)
        for rule in session.scalars(select(StoredRule).order_by(StoredRule.id))
    )


def import_csv(session: Session, admin: User, text: str, name: str = "upload") -> Imported:
    """The rules of a library rules file, added and applied as `add` applies one; a bad line
    refuses the whole file, naming the line."""
    try:
        found = parse(text, name)
    except RulesFileError as error:
        raise ServiceError(str(error)) from None
    created = existing = 0
    targets = []
    for rule in found:
        label = rule.label.value if rule.label is not None else ""
        row, new = rules.create_rule(
            session, rule.type.value, rule.condition, rule.confidence, label, None, admin.id
        )
        if new:
            created += 1
            targets.append((row.type, row.condition))
        else:
            existing += 1
    rules.spread(session, targets)
    return Imported(created, existing)
