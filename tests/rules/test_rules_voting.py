"""Voting: the rule level is the sum of confidences, +-1 are the thresholds, a person wins."""

from __future__ import annotations

import pytest

from pseudonymizer.model import Decision, Evidence, Status
from pseudonymizer.rules import Rule, redacted
from pseudonymizer.rules.voting import level, vote

START = Decision(evidence=(Evidence("ner", 0.0, "PERSON"),))


def words(*confidences: float) -> list[Rule]:
    return [Rule.of("word", f"w{i}", c) for i, c in enumerate(confidences)]


@pytest.mark.parametrize(
    ("confidences", "status"),
    [
        ((-1,), Status.PRIVATE),
        ((-0.5, -0.5), Status.PRIVATE),
        ((-0.7, -0.3), Status.PRIVATE),
        ((-0.99,), Status.CANDIDATE),
        ((-0.5,), Status.CANDIDATE),
        ((0,), Status.CANDIDATE),
        ((1, -1), Status.CANDIDATE),
        ((0.5, 0.49), Status.CANDIDATE),
        ((1,), Status.PUBLIC),
        ((2, -1), Status.PUBLIC),
        ((0.1,) * 10, Status.PUBLIC),
        ((-3, 1), Status.PRIVATE),
        ((-2, 1.5), Status.CANDIDATE),
    ],
)
def test_the_sum_decides_with_thresholds_at_minus_and_plus_one(
    confidences: tuple[float, ...], status: Status
) -> None:
    assert vote(START, words(*confidences)).status is status


def test_levels_are_exact_sums() -> None:
    assert level(words(0.1, 0.2)) == 0.3
    assert level(words(*(0.1,) * 10)) == 1.0
    assert level([]) == 0


def test_every_vote_is_recorded_after_the_evidence_already_there() -> None:
    rules = [
        Rule.of("ne_type", "PERSON", -0.5, origin="r.csv:2"),
        Rule.of("word", "John Smith", -0.75, origin="r.csv:3"),
        Rule.of("lemma", "john smith", 2, origin="r.csv:4"),
    ]
    decision = vote(START, rules)
    assert decision.status is Status.CANDIDATE  # -0.5 - 0.75 + 2 = 0.75
    assert decision.evidence == (
        Evidence("ner", 0.0, "PERSON"),
        Evidence("rule:ne_type:PERSON", -0.5, "r.csv:2"),
        Evidence("rule:word:John Smith", -0.75, "r.csv:3"),
        Evidence("rule:lemma:john smith", 2.0, "r.csv:4"),
    )
    assert START.evidence == (Evidence("ner", 0.0, "PERSON"),)  # a new decision, not a mutation


@pytest.mark.parametrize(
    ("votes", "user", "status"),
    [
        ((-5, -5), 0.1, Status.PUBLIC),
        ((10,), -0.1, Status.PRIVATE),
        ((), 3, Status.PUBLIC),
        ((0.5,), -1, Status.PRIVATE),
    ],
)
def test_a_persons_decision_wins_over_any_sum(
    votes: tuple[float, ...], user: float, status: Status
) -> None:
    decision = vote(START, words(*votes), [Rule.of("user", "John Smith", user)])
    assert decision.status is status
    assert decision.evidence[-1] == Evidence("user", user)
    assert [e.weight for e in decision.evidence[1:-1]] == list(votes)


def test_when_people_disagree_private_wins() -> None:
    users = [Rule.of("user", "Anna", 1), Rule.of("user", "Anna", -1)]
    assert vote(START, [], users).status is Status.PRIVATE


def test_without_votes_a_decision_is_left_as_it_was() -> None:
    public = Decision(Status.PUBLIC, [Evidence("user", 1.0)])
    assert vote(public, []) is public
    assert vote(START, []) is START


def test_redacted_sources_drop_the_words_a_sequence_rule_repeats() -> None:
    assert redacted("rule:word:John Smith") == "rule:word"
    assert redacted("rule:lemma:jana nováková") == "rule:lemma"
    assert redacted("rule:ne_type:DATE") == "rule:ne_type:DATE"
    assert redacted("user") == "user"
    assert redacted("ner") == "ner"
