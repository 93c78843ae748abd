"""Turn the rules that apply to a mention into its decision.

The rule level is the sum of the confidences, and of the weights of the language's cues for and
against the mention being a name (`rules.ordinary`): at or below -1 the mention is private, at
or above +1 public, in between a candidate (which is replaced unless the run keeps candidates:
fail closed). A person's decision about the exact token sequence (a `user` rule) overrides the sum
whatever its weight; if people disagree, private wins. Every vote is kept as evidence so a
decision can always be explained.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from pseudonymizer.model import SEQUENCE_TYPES, Decision, Evidence, Rule, RuleType, Status

PRIVATE_AT = -1.0
PUBLIC_AT = 1.0
USER = "user"
RULE = "rule"


def level(rules: Sequence[Rule]) -> float:
    """The sum of the confidences, rounded so that -0.7 + -0.3 is exactly -1."""
    return round(math.fsum(rule.confidence for rule in rules), 9)


def status_for(value: float) -> Status:
    if value <= PRIVATE_AT:
        return Status.PRIVATE
    if value >= PUBLIC_AT:
        return Status.PUBLIC
    return Status.CANDIDATE


def evidence_for(rule: Rule) -> Evidence:
    """`rule:<type>:<condition>` with the rule's confidence; a user rule is `user`."""
    if rule.type is RuleType.USER:
        return Evidence(USER, rule.confidence, rule.origin)
    return Evidence(f"{RULE}:{rule.type.value}:{rule.condition}", rule.confidence, rule.origin)


def vote(
    decision: Decision,
    rules: Sequence[Rule],
    user: Sequence[Rule] = (),
    language: Sequence[Evidence] = (),
) -> Decision:
    """A new decision from `rules` and the `language`'s cues (summed) and `user` decisions
    (overriding), keeping the evidence `decision` already had. With nothing to vote, `decision`
    is returned unchanged, so a status set before this stage is never reset to candidate."""
    if not rules and not user and not language:
        return decision
    if user:
        status = Status.PRIVATE if any(rule.confidence < 0 for rule in user) else Status.PUBLIC
    else:
        weights = math.fsum(cue.weight for cue in language)
        status = status_for(round(level(rules) + weights, 9))
    votes = [evidence_for(rule) for rule in (*rules, *user)]
    return Decision(status, (*decision.evidence, *language, *votes))


def redacted(source: str) -> str:
    """An evidence source without the document words a sequence rule's condition repeats
    (`rule:word:John Smith` -> `rule:word`): fit for output that must not carry text. The
    mention's offsets still say which rule it was."""
    prefix, _, rest = source.partition(":")
    kind, _, _ = rest.partition(":")
    if prefix == RULE and kind in SEQUENCE_TYPES:
        return f"{RULE}:{kind}"
    return source
