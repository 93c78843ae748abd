"""A listed place in any of its cases, which the lists hold only in the nominative."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.place_forms import place_form


@pytest.mark.parametrize(
    ("word", "lang"),
    [("Ostrava", "cs"), ("Ostravě", "cs"), ("Poličce", "cs"), ("Kolíně", "cs")],
)
def test_a_town_in_a_case_is_a_place_form(word: str, lang: str) -> None:
    assert place_form(word, lang)


@pytest.mark.parametrize(("word", "lang"), [("Terce", "cs"), ("Míši", "cs"), ("Matyáš", "cs")])
def test_a_given_name_in_a_case_is_none(word: str, lang: str) -> None:
    assert not place_form(word, lang)


def test_a_polish_place_of_several_words_has_forms_without_an_error() -> None:
    # Morfeusz generates no forms of a lemma of two words; asked for them, it raised.
    from pseudonymizer.lexicon.inflection import inflector_for

    assert "San Pablo" in inflector_for("pl").forms("San Pablo", place=True)
    assert not place_form("Pabla", "cs")


@pytest.mark.parametrize(
    ("word", "place"),
    [
        ("Kroměříži", "Kroměříž"),  # a soft paradigm no surrogate is declined in
        ("Olomouci", "Olomouc"),
        ("Hranicích", "Hranice"),
        ("Hulíně", "Hulín"),  # a regular one, as the inflector declines it
    ],
)
def test_a_town_in_a_case_has_its_listed_nominative(word: str, place: str) -> None:
    from pseudonymizer.lexicon.place_forms import place_lemma

    assert place_lemma(word, "cs") == place


@pytest.mark.parametrize("word", ["Pavla", "Janě"])
def test_a_given_name_in_a_case_has_no_listed_place(word: str) -> None:
    from pseudonymizer.lexicon.place_forms import place_lemma

    assert place_lemma(word, "cs") is None
