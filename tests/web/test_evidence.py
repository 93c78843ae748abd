"""Stored evidence read into its typed variants: every form the library writes, what an
annotator is shown of each, which are rule votes to cast again, and which rule created a span."""

from __future__ import annotations

from pseudonymizer.web.schemas.evidence import (
    PersonDecision,
    PreAnnotation,
    RecognizerFinding,
    RuleCreation,
    RuleVote,
    creating_rule,
    for_annotator,
    read_evidence,
    stored_evidence,
    team_vote,
)

WORD_VOTE = {"source": "rule:word:John Smith", "weight": -1.0, "detail": "rule 7"}


def test_each_stored_form_is_read_into_its_variant() -> None:
    finding = read_evidence("ner", 0.0, "PERSON")
    assert isinstance(finding, RecognizerFinding) and finding.recognizer == "ner"
    vote = read_evidence(**WORD_VOTE)
    assert isinstance(vote, RuleVote)
    assert (vote.rule_type, vote.condition, vote.confidence, vote.rule_id) == (
        "word",
        "John Smith",
        -1.0,
        7,
    )
    category = read_evidence("rule:ne_type:DATE", 0.5, "rules.csv:3")
    assert isinstance(category, RuleVote)
    assert (category.rule_type, category.condition, category.rule_id) == ("ne_type", "DATE", None)
    created = read_evidence("rule:lemma", 0.0, "created")
    assert isinstance(created, RuleCreation) and created.rule_type == "lemma"
    by_user_rule = read_evidence("user", 0.0, "created")
    assert isinstance(by_user_rule, RuleCreation) and by_user_rule.rule_type == "user"
    person = read_evidence("user", 1.0, "rule 12")
    assert isinstance(person, PersonDecision) and (person.confidence, person.rule_id) == (1.0, 12)
    given = read_evidence("input", 0.0, "PER")
    assert isinstance(given, PreAnnotation) and given.label == "PER"


def test_a_source_of_no_known_form_is_a_recognizer_s() -> None:
    for source in ("rule:regex:x", "rule:", "propagate"):
        assert isinstance(read_evidence(source, 0.0), RecognizerFinding)


def test_the_stored_fields_are_kept_as_they_were() -> None:
    (read,) = stored_evidence([{"source": "rule:word:John Smith", "weight": -1}])
    assert read.model_dump(include={"source", "weight", "detail"}) == {
        "source": "rule:word:John Smith",
        "weight": -1.0,
        "detail": "",
    }
    assert read.model_dump()["kind"] == "rule"


def test_an_annotator_sees_no_words_of_a_condition_and_no_rule() -> None:
    shown = for_annotator(read_evidence(**WORD_VOTE))
    assert isinstance(shown, RuleVote)
    assert (shown.source, shown.detail, shown.condition, shown.rule_id) == (
        "rule:word",
        "",
        None,
        None,
    )
    assert "John" not in shown.model_dump_json()
    # A category is no text of the document: it stays, the rule's origin does not.
    category = for_annotator(read_evidence("rule:ne_type:DATE", 0.5, "rule 3"))
    assert isinstance(category, RuleVote)
    assert (category.condition, category.detail, category.rule_id) == ("DATE", "", None)
    assert for_annotator(read_evidence("rule:word", 0.0, "created")).detail == ""
    finding = read_evidence("ner", 0.0, "PERSON")
    assert for_annotator(finding) == finding


def test_only_rule_votes_are_cast_again() -> None:
    votes = [
        read_evidence(**WORD_VOTE),
        read_evidence("user", -1.0, "rule 4"),
    ]
    kept = [
        read_evidence("ner", 0.0, "PERSON"),
        read_evidence("rule:word", 0.0, "created"),
        read_evidence("user", 0.0, "created"),
        read_evidence("user", -1.0, "a person's list"),
        read_evidence("input", 0.0, "PER"),
    ]
    assert [team_vote(e) for e in votes] == [True, True]
    assert [team_vote(e) for e in kept] == [False] * len(kept)


def test_the_rule_that_created_a_span_is_the_one_signing_its_vote_of_that_type() -> None:
    evidence = stored_evidence(
        [
            {"source": "rule:word", "weight": 0.0, "detail": "created"},
            {"source": "rule:lemma:smith", "weight": -1.0, "detail": "rule 3"},
            {"source": "rule:word:John Smith", "weight": -1.0, "detail": "rules.csv:2"},
            WORD_VOTE,
        ]
    )
    assert creating_rule("rule:word", evidence) == 7
    assert creating_rule("rule:lemma", evidence) == 3
    assert creating_rule("ner", evidence) is None
    assert creating_rule("user", evidence) is None
