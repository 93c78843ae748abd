"""A measuring instrument named by a compound no dictionary lists (Czech `Tloušťkoměr`,
`Vlhkoměrem`, `Spárometr`) is an ordinary word wherever it stands, at a sentence's start too:
the pseudonymized text keeps it, and the person beside it is still replaced. Real pipeline."""

from __future__ import annotations

import pytest

from pseudonymizer.rules.ordinary.nouns import instrument_noun
from tests.pseudonymized import run_written

KEY = b"instruments"


@pytest.mark.parametrize("word", ["Tloušťkoměr", "Vlhkoměrem", "Spárometru", "Endoskop"])
def test_an_instruments_compound_is_one(word: str) -> None:
    assert instrument_noun(word, "cs")


@pytest.mark.parametrize("word", ["Metr", "Měr", "Novák", "Dobroslav"])
def test_a_head_alone_or_a_name_is_none(word: str) -> None:
    assert not instrument_noun(word, "cs")


def test_instruments_opening_sentences_are_kept_the_surveyor_replaced() -> None:
    text = (
        "Technik Bedřich Zelenka provedl měření na místě. Hloubkoměr ukázal propad. "
        "Spárometr i Vlhkoměr byly kalibrovány. Drsnoměrem zjistil vady povrchu."
    )
    _, written = run_written(text, "cs", KEY)
    for word in ("Hloubkoměr", "Spárometr i Vlhkoměr", "Drsnoměrem"):
        assert word in written
    assert "Zelenka" not in written
