"""The document's own state (Poland in a Polish text), in any case and in capitals, in a
judgment's formula or a sentence, is kept: `W IMIENIU RZECZYPOSPOLITEJ POLSKIEJ` became
another state. Another state is still replaced, and so is a person of that family name."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.states import own_state
from tests.pseudonymized import run_written

KEY = b"own state key"


@pytest.mark.parametrize(
    "words",
    [
        ["RZECZYPOSPOLITEJ", "POLSKIEJ"],
        ["Rzecząpospolitą", "Polską"],
        ["Polsce"],
        ["POLSKĘ"],
    ],
)
def test_the_own_state_in_any_case(words: list[str]) -> None:
    assert own_state(words, "pl")


@pytest.mark.parametrize("words", [["Niemczech"], ["Republiki", "Czeskiej"], ["Gdańsku"]])
def test_another_state_or_a_town_is_not_the_own(words: list[str]) -> None:
    assert not own_state(words, "pl")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("POSTANOWIENIE\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\nSąd oddalił skargę.", "POLSKIEJ"),
        ("Od pięciu lat Marta Zając pracuje w Polsce jako pielęgniarka.", "Polsce"),
    ],
)
def test_the_own_state_is_kept_in_the_output(text: str, kept: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert kept in written
    assert "Zając" not in written


def test_another_state_is_still_replaced() -> None:
    _, written = run_written("Przez dwa lata Marek pracował w Norwegii na budowie.", "pl", KEY)
    assert "Norwegii" not in written


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Zgodnie z Konstytucją RP każdy ma prawo do sądu. Tak twierdzi Olga Wiśniewska.", "RP"),
        ("Witold Sobczak jest obywatelem RP.\nMieszka w Ełku.", "RP."),
        ("Za szkodę odpowiada Skarb Państwa, jak uznał Jerzy Marczak.", "Skarb Państwa"),
        ("Sąd zasądził od Skarbu Państwa na rzecz Ireny Gołąb kwotę.", "Skarbu Państwa"),
    ],
)
def test_the_own_states_other_names_are_kept(text: str, kept: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert kept in written
    assert not any(name in written for name in ("Wiśniewska", "Sobczak", "Marczak", "Gołąb"))


def test_a_person_of_the_treasurys_word_is_still_replaced() -> None:
    _, written = run_written("Wczoraj pan Adam Skarb odwiedził Państwa sąsiadów.", "pl", KEY)
    assert "Skarb" not in written
