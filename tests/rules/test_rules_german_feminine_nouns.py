"""A woman's noun of an office or trade (`Kassenwartin`) is the man's compound and `-in`,
which no table lists: an ordinary word, kept after a form's label, not a name."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.vocabulary import compound_of_nouns
from tests.pseudonymized import run_written

KEY = b"f" * 32


@pytest.mark.parametrize("word", ["Kassenwartin", "Gerätewartinnen", "Schriftführerin"])
def test_a_womans_noun_of_an_office_is_a_compound_of_nouns(word: str) -> None:
    assert compound_of_nouns(word, "de")


@pytest.mark.parametrize("word", ["Kerstin", "Hofmeisterin", "Lohmannin"])
def test_a_name_ending_in_in_is_no_womans_noun(word: str) -> None:
    assert not compound_of_nouns(word, "de")


def test_a_womans_office_after_a_label_stays() -> None:
    text = "Name: Gisela Ebert\nFunktion: Kassenwartin\nVerein: TSV Oberlinden"
    _, written = run_written(text, "de", KEY)
    assert "Funktion: Kassenwartin" in written and "Ebert" not in written
