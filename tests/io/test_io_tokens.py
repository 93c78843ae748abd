"""Tokenized corpora: how a replacement is spread over the tokens it replaces, and the names a
tag column marks."""

from __future__ import annotations

from pseudonymizer.io.tokens import joined, new_forms, tagged_spans
from pseudonymizer.model import Annotation, Edit


def _spread(forms: list[str], edits: list[Edit], joiner: str = " ") -> list[str | None]:
    text, spans = joined(forms, [True] * len(forms))
    return new_forms(text, spans, edits, joiner)


def test_joined_puts_no_space_after_the_last_token() -> None:
    text, spans = joined(["Jan", "Novák", "."], [True, False, True])
    assert text == "Jan Novák."
    assert spans == [(0, 3), (4, 9), (9, 10)]


def test_each_token_takes_one_word_and_the_last_the_rest() -> None:
    forms = ["Jan", "Novák", "spí"]
    assert _spread(forms, [Edit(0, 9, "Petr Karel Dvořák")]) == ["Petr", "Karel Dvořák", None]
    assert _spread(forms, [Edit(0, 9, "Petr Karel Dvořák")], "_") == [
        "Petr",
        "Karel_Dvořák",
        None,
    ]


def test_a_token_left_without_a_word_is_the_empty_value() -> None:
    assert _spread(["Jan", "Novák"], [Edit(0, 9, "Petra")]) == ["Petra", "_"]
    assert _spread(["Jan", "Novák"], [Edit(0, 9, "")]) == ["_", "_"]


def test_a_token_keeps_what_lies_outside_the_edit() -> None:
    # `Novák,` is one token; the edit covers the name only.
    assert _spread(["pan", "Novák,"], [Edit(4, 9, "Dvořák")]) == [None, "Dvořák,"]
    # Two edits in one token, one after the other.
    assert _spread(["Jan/Eva"], [Edit(0, 3, "Petr"), Edit(4, 7, "Ivana")]) == ["Petr/Ivana"]


def test_tag_columns_in_iob_bio_and_bioes() -> None:
    spans = [(0, 3), (4, 9), (10, 13), (14, 18), (19, 23)]
    lines = [1, 2, 3, 4, 5]
    bio = ["B-PER", "I-PER", "O", "B-LOC", "B-LOC"]
    assert tagged_spans(bio, spans, lines) == [
        Annotation(0, 9, "PER", 1),
        Annotation(14, 18, "LOC", 4),
        Annotation(19, 23, "LOC", 5),
    ]
    # IOB1: a name may begin with I-; B- only parts two names of one label.
    iob = ["I-PER", "I-PER", "O", "I-LOC", "B-LOC"]
    assert tagged_spans(iob, spans, lines) == tagged_spans(bio, spans, lines)
    bioes = ["B-PER", "E-PER", "O", "S-LOC", "S-LOC"]
    assert tagged_spans(bioes, spans, lines) == tagged_spans(bio, spans, lines)
    # GermEval's derived labels are labels of their own.
    assert tagged_spans(["B-PERderiv", "O", "O", "O", "O"], spans, lines) == [
        Annotation(0, 3, "PERderiv", 1)
    ]


def test_an_edit_from_the_space_before_a_token_leaves_none_of_it() -> None:
    # Removal takes the space before a name with it; no piece of the name may stay.
    assert _spread(["pan", "Jan", "Novák"], [Edit(3, 13, "")]) == [None, "_", "_"]
