"""The gold's label scheme: named, guessed from the corpus name or from canonical labels."""

from __future__ import annotations

from pathlib import Path

import pytest

from pseudonymizer.evaluate.read import GoldDocument, Span
from pseudonymizer.evaluate.schemes import SchemeError, check_labels, check_scheme, guess_scheme
from pseudonymizer.io.errors import InputError


@pytest.mark.parametrize(
    ("name", "scheme"),
    [
        ("tab.dev.jsonl", "tab"),
        ("presidio.dev.jsonl", "presidio"),
        ("cnec.dev.jsonl", "cnec"),
        ("cnec2-dtest.jsonl", "cnec"),
        ("kpwr.dev.jsonl", "kpwr"),
        ("germeval.dev.jsonl", "conll"),
        ("swedish.dev.jsonl", "conll"),
        ("NerKor_test.jsonl", "conll"),
    ],
)
def test_the_shared_corpora_are_known_by_name(name: str, scheme: str) -> None:
    assert guess_scheme(Path("/data") / name, ["whatever"]) == scheme


def test_canonical_labels_make_a_canonical_corpus() -> None:
    assert guess_scheme(Path("tagged"), ["PERSON", "EMAIL", "DATE"]) == "canonical"
    assert guess_scheme(Path("table.jsonl"), []) == "canonical"  # "table" is not "tab"


def test_other_labels_need_a_named_scheme() -> None:
    with pytest.raises(SchemeError, match="pass --scheme") as caught:
        guess_scheme(Path("mine.jsonl"), ["PERSON", "PER", "LOC"])
    assert "LOC, PER" in str(caught.value)


def test_an_unknown_scheme_is_refused() -> None:
    assert check_scheme("kpwr") == "kpwr"
    with pytest.raises(SchemeError, match="choose one of: canonical"):
        check_scheme("brat")


def test_a_label_outside_the_scheme_is_named_with_its_line() -> None:
    good = GoldDocument("a", "Eva", [Span(0, 3, "PER", 4)], Path("g.jsonl"), 4)
    bad = GoldDocument(
        "b", "Eva", [Span(0, 3, "PER", 5), Span(0, 3, "PERSON", 5)], Path("g.jsonl"), 5
    )
    check_labels([good], "conll")
    with pytest.raises(InputError, match="'PERSON' is not part of the 'conll' scheme") as caught:
        check_labels([good, bad], "conll")
    assert str(caught.value).startswith("g.jsonl:5:")
