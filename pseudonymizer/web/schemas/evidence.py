"""The evidence behind a span's status, typed by what gave it.

The library stores each vote as three strings and a weight, told apart by the form of its
source: a recognizer's name, `rule:<type>:<condition>` for a rule's vote, `rule:<type>` (or
`user`) with detail `created` for the rule that created the span, `user` for a person's
decision on the exact words, `input` for a pre-annotation the upload carried. It is read here,
once, into one variant each, discriminated by `kind`: the API adds the variant's fields to the
three it always had, and the services ask the variant instead of matching prefixes. What is
stored does not change.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from pseudonymizer.rules import RuleType, redacted

RULE = "rule"
RULE_PREFIX = f"{RULE}:"
PERSON = "user"
INPUT = "input"
CREATED = "created"
# How a team rule signs its votes (the library's `origin`): `rule 12`.
TEAM_RULE = re.compile(rf"{RULE} (\d+)")


class StoredVote(BaseModel):
    """The fields every piece of evidence has, as stored."""

    source: str
    weight: float
    detail: str


class RecognizerFinding(StoredVote):
    """A recognizer found the span (weightless: finding is not deciding)."""

    kind: Literal["recognizer"] = "recognizer"
    recognizer: str


class RuleVote(StoredVote):
    """A rule's vote on the span's words, lemmas or category. An annotator gets neither the
    condition of a word or lemma rule (the document's words) nor which rule it was."""

    kind: Literal["rule"] = "rule"
    rule_type: RuleType
    condition: str | None
    confidence: float
    rule_id: int | None


class RuleCreation(StoredVote):
    """A rule created the span where its sequence stood and nothing had been found."""

    kind: Literal["created"] = "created"
    rule_type: RuleType


class PersonDecision(StoredVote):
    """A person's decision on these exact words (a `user` rule): it overrides every vote."""

    kind: Literal["person"] = "person"
    confidence: float
    rule_id: int | None


class PreAnnotation(StoredVote):
    """The upload carried the span as an annotation; `label` is the one the file gave."""

    kind: Literal["input"] = "input"
    label: str


SpanEvidence = Annotated[
    RecognizerFinding | RuleVote | RuleCreation | PersonDecision | PreAnnotation,
    Field(discriminator="kind"),
]


def read_evidence(source: str, weight: float, detail: str = "") -> SpanEvidence:
    """The variant a stored vote is; a source of no known form is a recognizer's."""
    stored: dict[str, Any] = {"source": source, "weight": weight, "detail": detail}
    if source == INPUT:
        return PreAnnotation(**stored, label=detail)
    if source == PERSON:
        if detail == CREATED:
            return RuleCreation(**stored, rule_type=RuleType.USER)
        return PersonDecision(**stored, confidence=weight, rule_id=_rule_id(detail))
    kind, _, condition = source.removeprefix(RULE_PREFIX).partition(":")
    if source.startswith(RULE_PREFIX) and kind in set(RuleType):
        if not condition:
            return RuleCreation(**stored, rule_type=RuleType(kind))
        return RuleVote(
            **stored,
            rule_type=RuleType(kind),
            condition=condition,
            confidence=weight,
            rule_id=_rule_id(detail),
        )
    return RecognizerFinding(**stored, recognizer=source)


def stored_evidence(evidence: Iterable[dict[str, Any]]) -> list[SpanEvidence]:
    """A span's stored evidence (`StoredSpan.evidence`), read."""
    return [read_evidence(e["source"], e["weight"], e.get("detail", "")) for e in evidence]


def for_annotator(evidence: SpanEvidence) -> SpanEvidence:
    """The evidence without the document's words a rule's condition repeats and without
    which rule voted or created: what an annotator may see of any document."""
    source = redacted(evidence.source)
    hidden: dict[str, object] = {"source": source}
    if evidence.source.startswith(RULE):
        hidden["detail"] = ""
    if isinstance(evidence, RuleVote):
        hidden["rule_id"] = None
        if source != evidence.source:
            hidden["condition"] = None
    return evidence.model_copy(update=hidden)


def team_vote(evidence: SpanEvidence) -> bool:
    """Whether it is a rule's vote (to be cast again when the rules change), not a finding,
    a creation or a pre-annotation."""
    return isinstance(evidence, RuleVote) or (
        isinstance(evidence, PersonDecision) and evidence.rule_id is not None
    )


def creating_rule(source: str, evidence: Iterable[SpanEvidence]) -> int | None:
    """The team rule that created a span of `source` (`rule:<type>`): the one whose vote on
    it is of that type, signed `rule <id>`."""
    signed = (
        vote.rule_id
        for vote in evidence
        if isinstance(vote, RuleVote) and redacted(vote.source) == source
    )
    return next((rule_id for rule_id in signed if rule_id is not None), None)


def _rule_id(detail: str) -> int | None:
    found = TEAM_RULE.fullmatch(detail)
    return int(found.group(1)) if found else None
