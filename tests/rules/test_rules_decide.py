"""The decide stage in the pipeline, with the real English model: rules keep public what they
vote public, private terms nobody detected become mentions, candidates fail closed unless the
run keeps them."""

from __future__ import annotations

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention, Status
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules import Rule, parse

TEXT = (
    "On 21 March 2005 John Smith wrote about project zorblax to Mary Jones. "
    "The Zorblax plan and Kettle Bay were his. Next Tuesday John Smith returns."
)
HEADER = "type,condition,confidence,label\n"


def run(rules: str = "", *, keep: bool = False) -> Result:
    config = Config(rules=parse(HEADER + rules), keep_candidates=keep)
    pipeline = Pipeline(config, list(Mode), FakerSurrogates(b"rules"))
    return next(pipeline.run([Document("d", TEXT, "en")]))


def left(result: Result, mode: Mode) -> list[str]:
    """What the audit finds certain in `mode`'s output that is written as a replaced mention
    was (`zorblax`, of the replaced `Zorblax`, is the audit's business, not the rules')."""
    output = result.rewrites[mode].text
    replaced = {m.text_in(result.document.text) for m in result.replaced}
    certain = (f for f in result.findings[mode] if f.certain)
    return [output[f.start : f.end] for f in certain if output[f.start : f.end] in replaced]


def found(result: Result) -> dict[str, Mention]:
    return {m.text_in(TEXT): m for m in result.mentions}


def test_the_model_finds_what_these_tests_rely_on() -> None:
    mentions = found(run())
    for surface in ("21 March 2005", "Tuesday", "John Smith", "Mary Jones", "Zorblax"):
        assert surface in mentions
    assert "zorblax" not in mentions and "project zorblax" not in mentions
    assert all(m.decision.status is Status.CANDIDATE for m in mentions.values())
    assert mentions["21 March 2005"].decision.evidence[0].source == "date"
    assert mentions["Mary Jones"].decision.evidence[0].source == "ner"


@pytest.mark.parametrize("mode", list(Mode))
def test_a_date_rule_keeps_dates_public_in_every_mode(mode: Mode) -> None:
    result = run("ne_type,DATE,1,\n")
    mentions = found(result)
    assert mentions["21 March 2005"].decision.status is Status.PUBLIC
    assert mentions["Tuesday"].decision.status is Status.PUBLIC
    assert mentions["John Smith"].decision.status is Status.CANDIDATE
    output = result.rewrites[mode].text
    assert "21 March 2005" in output and "Tuesday" in output
    assert "John Smith" not in output and "Mary Jones" not in output  # fail closed
    assert not left(result, mode)


def test_a_private_lemma_rule_creates_mentions_and_votes_on_detected_ones() -> None:
    mentions = found(run("lemma,ZORBLAX,-1,OTHER\n"))
    created = mentions["zorblax"]
    assert (created.category, created.source, created.score) == ("OTHER", "rule:lemma", 1.0)
    assert created.decision.status is Status.PRIVATE
    detected = mentions["Zorblax"]  # found by NER; the lemma rule votes on it
    assert (detected.category, detected.source) == ("PERSON", "ner")
    assert detected.decision.status is Status.PRIVATE
    assert [e.source for e in detected.decision.evidence] == ["ner", "rule:lemma:zorblax"]


def test_a_word_rule_is_case_sensitive_when_it_creates_and_votes() -> None:
    mentions = found(run("word,zorblax,-1,OTHER\n"))
    assert mentions["zorblax"].decision.status is Status.PRIVATE
    assert mentions["Zorblax"].decision.status is Status.CANDIDATE


@pytest.mark.parametrize("rule", ["word,zorblax,-1,\n", "word,zorblax,1,OTHER\n"])
def test_only_labelled_private_or_finding_rules_create(rule: str) -> None:
    assert "zorblax" not in found(run(rule))


def test_a_labelled_rule_of_confidence_0_finds_candidates() -> None:
    created = found(run("lemma,zorblax,0,OTHER\n"))["zorblax"]
    assert (created.category, created.source) == ("OTHER", "rule:lemma")
    assert created.decision.status is Status.CANDIDATE


def test_a_term_inside_a_detected_mention_adds_nothing() -> None:
    plain = [(m.start, m.end) for m in run().mentions]
    assert [(m.start, m.end) for m in run("word,Smith,-1,PERSON\n").mentions] == plain


def test_a_created_mention_crossing_a_detected_one_keeps_its_extent() -> None:
    result = run("word,Smith wrote,-1,PERSON\n")
    mentions = found(result)
    assert mentions["Smith wrote"].decision.status is Status.PRIVATE
    assert mentions["John"].attrs.cut is True  # what only NER covered is kept
    for mode in Mode:
        assert "John" not in result.rewrites[mode].text.split("Next")[0]
        assert not left(result, mode)


def test_overlapping_private_terms_become_one_private_mention() -> None:
    mentions = found(run("word,project zorblax,-0.5,OTHER\nword,zorblax to,-0.5,SENSITIVE\n"))
    joined = mentions["project zorblax to"]
    assert joined.category == "OTHER"  # the label of the term that starts first
    assert joined.decision.status is Status.PRIVATE  # both votes: -0.5 - 0.5
    assert [e.weight for e in joined.decision.evidence] == [0.0, -0.5, -0.5]


def test_a_persons_decision_wins_over_a_strong_opposite_sum() -> None:
    mentions = found(run("ne_type,PERSON,-5,\nword,John Smith,-5,\nuser,John Smith,0.5,\n"))
    assert mentions["John Smith"].decision.status is Status.PUBLIC
    assert mentions["John Smith"].decision.evidence[-1].source == "user"
    assert mentions["Mary Jones"].decision.status is Status.PRIVATE


def test_a_persons_private_term_is_found_like_a_word_rule() -> None:
    mentions = found(run("user,project zorblax,-1,SENSITIVE\n"))
    assert mentions["project zorblax"].source == "user"
    assert mentions["project zorblax"].decision.status is Status.PRIVATE


RULES = "ne_type,DATE,1,\nword,Mary Jones,-1,\n"


@pytest.mark.parametrize("mode", list(Mode))
def test_keeping_candidates_still_replaces_private_and_keeps_public(mode: Mode) -> None:
    result = run(RULES, keep=True)
    output = result.rewrites[mode].text
    assert "Mary Jones" not in output  # private
    assert output.count("John Smith") == 2  # candidates, kept
    assert "21 March 2005" in output and "Tuesday" in output  # public
    assert [m.text_in(TEXT) for m in result.replaced] == ["Mary Jones"]
    assert not left(result, mode)


@pytest.mark.parametrize("mode", list(Mode))
def test_by_default_candidates_are_replaced(mode: Mode) -> None:
    result = run(RULES)
    output = result.rewrites[mode].text
    for private in ("Mary Jones", "John Smith", "Zorblax", "Kettle Bay"):
        assert private not in output
    assert "21 March 2005" in output and "Tuesday" in output
    assert len(result.replaced) == len(result.mentions) - 2


def test_kept_candidates_take_no_tag_number() -> None:
    config = Config(rules=parse(HEADER + RULES), keep_candidates=True, numbered=True)
    result = next(Pipeline(config, [Mode.TAG]).run([Document("d", TEXT, "en")]))
    assert "[PERSON-1]" in result.rewrites[Mode.TAG].text
    assert "[PERSON-2]" not in result.rewrites[Mode.TAG].text


def test_rules_come_from_the_config() -> None:
    rules = (Rule.of("ne_type", "PERSON", -1),)
    assert Pipeline(Config(rules=rules)).decider.matcher
    assert not Pipeline(Config()).decider.matcher
