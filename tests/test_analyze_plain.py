"""The plain regex tokenizer and sentence splitter (languages without a spaCy pipeline)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from pseudonymizer.analyze import Analyzer
from pseudonymizer.analyze.plain import split_sentences, tokenize
from pseudonymizer.config import Config
from pseudonymizer.model import Document


def tokens(text: str) -> list[str]:
    return [text[start:end] for start, end in tokenize(text)]


def sentences(text: str) -> list[str]:
    return [text[start:end] for start, end in split_sentences(text)]


# --- tokens -------------------------------------------------------------------------------------


def test_words_and_punctuation() -> None:
    assert tokens("Hello, world! (Test)") == ["Hello", ",", "world", "!", "(", "Test", ")"]


def test_internal_apostrophes_hyphens_dots_stay_in_the_word() -> None:
    assert tokens("Don't stop-gap o\u2019clock 3.14 example.com") == [
        "Don't",
        "stop-gap",
        "o\u2019clock",
        "3.14",
        "example.com",
    ]


def test_final_dot_is_its_own_token() -> None:
    assert tokens("e.g. U.S.A. end.") == ["e.g", ".", "U.S.A", ".", "end", "."]


def test_non_ascii_words() -> None:
    assert tokens("Příliš žluťoučký kůň; Łódź, Göteborg, Győr.") == [
        "Příliš", "žluťoučký", "kůň", ";", "Łódź", ",", "Göteborg", ",", "Győr", ".",
    ]  # fmt: skip


def test_token_offsets() -> None:
    text = "  Jan  Novák "
    assert tokenize(text) == [(2, 5), (7, 12)]
    assert tokenize("") == []


# --- sentences ----------------------------------------------------------------------------------


def test_full_stops_split() -> None:
    assert sentences("I came. I saw. I won.") == ["I came.", "I saw.", "I won."]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Is it? Yes.", ["Is it?", "Yes."]),
        ("Stop! Now.", ["Stop!", "Now."]),
        ("Really?! Yes.", ["Really?!", "Yes."]),
        ("Wait… Then go.", ["Wait…", "Then go."]),
        ("Did he? Yes! Good.", ["Did he?", "Yes!", "Good."]),
        ('He said "Stop it!" Then he left.', ['He said "Stop it!"', "Then he left."]),
    ],
)
def test_question_and_exclamation_marks_split(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Dr. Smith arrived late.",
        "We met Mr. Brown and Mrs. Green there.",
        "J. K. Rowling wrote it.",
        "The author is J.K. Rowling today.",
        "Dne 5. května 2021 přišel dopis.",
        "Am 5. Mai 2021 kam der Brief.",
        "Ing. Dvořák přišel pozdě.",
        "See p. 5 of the report.",
        "It was fine. and then it was not.",  # lower case after the dot
    ],
)
def test_no_split(text: str) -> None:
    assert sentences(text) == [text]


def test_abbreviation_then_real_boundary() -> None:
    text = "Dr. Smith met J. K. Rowling on 5. května 2021. She was late. Why? Nobody knows!"
    assert sentences(text) == [
        "Dr. Smith met J. K. Rowling on 5. května 2021.",
        "She was late.",
        "Why?",
        "Nobody knows!",
    ]


def test_year_ends_a_sentence() -> None:
    assert sentences("He was born in 2005. Then he moved.") == [
        "He was born in 2005.",
        "Then he moved.",
    ]


def test_blank_line_splits_and_spacing_trimmed() -> None:
    text = "  First para\n\n  second para  \n"
    assert sentences(text) == ["First para", "second para"]
    assert split_sentences(text) == [(2, 12), (16, 27)]


def test_closing_quote_stays_with_its_sentence() -> None:
    assert sentences("She said «Fine.» Then left.") == ["She said «Fine.»", "Then left."]
    assert sentences('He asked "Why?" Then left.') == ['He asked "Why?"', "Then left."]


def test_opening_quote_before_capital_still_splits() -> None:
    assert sentences('It ended. "Next" began.') == ["It ended.", '"Next" began.']


def test_empty_and_blank() -> None:
    assert split_sentences("") == []
    assert split_sentences("   \n\n  ") == []


def test_sentence_offsets_cover_the_text() -> None:
    text = "First. Second! Third? Four"
    spans = split_sentences(text)
    assert [text[a:b] for a, b in spans] == ["First.", "Second!", "Third?", "Four"]
    assert all(a < b for a, b in spans)
    assert all(left[1] < right[0] for left, right in pairwise(spans))


def test_analyzer_uses_plain_analysis_without_a_model() -> None:
    text = "Dr. Novák přišel. Pak odešel!"
    ((_, analysis),) = Analyzer(Config(models={})).analyze([Document("d", text, "cs")])
    assert analysis.doc is None
    assert analysis.sentences == split_sentences(text)
    assert analysis.tokens == tokenize(text)
    assert [text[a:b] for a, b in analysis.sentences] == ["Dr. Novák přišel.", "Pak odešel!"]
