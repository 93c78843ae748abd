"""Names of other scripts' lists, as Latin letters write them, in the name lists; none of
two letters, which are words of our languages first."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.names import family_names, given_names
from tests.pseudonymized import run_written


@pytest.mark.parametrize(("given", "family"), [("Kenji", "Watanabe"), ("Oksana", "Nguyen")])
def test_a_romanized_or_transliterated_name_is_listed(given: str, family: str) -> None:
    assert given in given_names()
    assert family in family_names()


@pytest.mark.parametrize("word", ["Na", "Ma", "He", "Tu", "Ha"])
def test_no_two_letter_word_is_a_name_of_another_scripts_list(word: str) -> None:
    assert word not in given_names() | family_names()


def test_a_preposition_after_a_staircase_letter_is_no_family_name() -> None:
    text = "Hydraulik zakręcił zawór w klatce B. Na poniedziałek zamówiłem ekipę."
    _, out = run_written(text, "pl", b"other scripts")
    assert "klatce B. Na " in out, out
