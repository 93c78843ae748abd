"""Rule: validation with clear errors, and the normal form matching relies on."""

from __future__ import annotations

import math

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.rules import Rule, RuleError, RuleType


def test_fields_are_normalized_to_what_the_matcher_looks_up() -> None:
    assert Rule.of("NE_TYPE", " date ", 1).condition == "DATE"
    word = Rule.of("word", "  John \t Smith ", -1, "person")
    assert (word.type, word.condition, word.label) == (RuleType.WORD, "John Smith", Category.PERSON)
    assert word.sequence == ("John", "Smith")
    assert Rule.of("lemma", "Jan  NOVÁK", -1).condition == "jan novák"
    assert Rule.of("word", "x", 0).label is None


def test_origin_is_not_part_of_a_rules_identity() -> None:
    assert Rule.of("word", "x", -1, origin="a.csv:2") == Rule.of("word", "x", -1, origin="b:9")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("regex", "x", 1), "unknown rule type 'regex'; choose one of: ne_type, word, lemma, user"),
        (("ne_type", "PERSONS", 1), "ne_type condition 'PERSONS' is not a canonical category"),
        (("word", "x", -1, "NAME"), "label 'NAME' is not a canonical category"),
        (("word", "  ", -1), "a word rule needs a condition"),
        (("lemma", "x", math.nan), "confidence must be a finite number"),
        (("lemma", "x", math.inf), "confidence must be a finite number"),
        (("user", "Anna", 0), "confidence must be negative .private. or positive .public."),
    ],
)
def test_invalid_rules_say_what_is_wrong(args: tuple, message: str) -> None:
    with pytest.raises(RuleError, match=message):
        Rule.of(*args)


def test_a_boolean_is_not_a_confidence() -> None:
    with pytest.raises(RuleError, match="confidence must be a number"):
        Rule(RuleType.WORD, "x", True)


def test_only_labelled_private_sequence_rules_create_mentions() -> None:
    assert Rule.of("word", "Zorblax", -1, "OTHER").creates
    assert Rule.of("lemma", "zorblax", -0.5, "OTHER").creates
    assert Rule.of("user", "Zorblax", -1, "OTHER").creates
    assert not Rule.of("word", "Zorblax", -1).creates  # no label: votes only
    assert not Rule.of("word", "Zorblax", 1, "OTHER").creates  # public
    assert Rule.of("word", "Zorblax", 0, "OTHER").creates  # finds candidates
    assert not Rule.of("ne_type", "PERSON", -1, "PERSON").creates
