"""An adjective of nationality or language the model read as a person, place or body
(`Lithuanian`, `Estonian`) is a nationality: its surrogate is another nationality, never a
given name; the document's own language (`English` in an English text) is kept."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.detect.edges import fitted
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.demonyms import nationalities
from pseudonymizer.model import Attributes, Document, Mention
from tests.pseudonymized import run_written

KEY = b"nationalities read as names"


def _fit(text: str, word: str, category: Category, **attrs) -> Mention | None:
    start = text.index(word)
    mention = Mention(start, start + len(word), category, "ner", 0.7, Attributes(**attrs))
    return fitted(mention, Document("d", text, "en"), None, get_language("en"))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "word", "category"),
    [
        ("My landlady is Estonian, and very strict.", "Estonian", Category.PERSON),
        ("Her husband was Lithuanian, from the coast.", "Lithuanian", Category.PERSON),
        ("We spoke Hungarian at home.", "Hungarian", Category.LOCATION),
    ],
)
def test_a_nationality_the_model_read_as_a_name_is_a_nationality(
    text: str, word: str, category: Category
) -> None:
    found = _fit(text, word, category)
    assert found is not None and found.category is Category.DEMOGRAPHIC


def test_a_family_name_after_a_title_stays_a_person() -> None:
    found = _fit("We asked Mr Estonian to wait.", "Estonian", Category.PERSON, context="title")
    assert found is not None and found.category is Category.PERSON


def test_a_nationality_read_as_a_person_gets_another_nationality() -> None:
    text = "My flatmate Oskar Lindqvist is nice. His girlfriend is Lithuanian, she studies law.\n"
    _, output = run_written(text, "en", KEY)
    word = output.split("girlfriend is ")[1].split(",")[0]
    assert word.lower() in nationalities("en"), word


def test_the_texts_own_language_as_a_nationality_is_kept() -> None:
    text = "Many English people never heard of my town, Radomsko, but it is old.\n"
    _, output = run_written(text, "en", KEY)
    assert "Many English people" in output


@pytest.mark.parametrize(
    ("text", "own"),
    [
        ("Vi pratar mest svenska hemma, men barnen vill ha norska böcker.\n", "svenska"),
        ("Hon har fortfarande ett svenskt körkort fast hon bor i Oslo.\n", "svenskt"),
    ],
)
def test_the_texts_own_nationality_in_lower_case_is_kept(text: str, own: str) -> None:
    # (A Swedish text writes languages and nationalities in lower case: its own says nothing
    # more than the text does; another stays a nationality to replace.)
    _, output = run_written(text, "sv", KEY)
    assert f" {own} " in output, output
    assert "norska" not in output and "Oslo" not in output, output


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # The text's own nationality's adjective, in lower case as the language writes it.
        (
            "Od września uczę historii i wiedzy o społeczeństwie po polsku i języka polskiego.\n",
            "języka polskiego",
        ),
        ("Dokumenty wydał polski konsulat w Kownie, a nie litewski urząd.\n", "polski konsulat"),
    ],
)
def test_the_polish_texts_own_nationality_in_lower_case_is_kept(text: str, kept: str) -> None:
    _, output = run_written(text, "pl", KEY)
    assert kept in output


def test_another_nationality_in_lower_case_is_still_replaced() -> None:
    _, output = run_written("Mój sąsiad ma obywatelstwo litewskie od urodzenia.\n", "pl", KEY)
    assert "litewskie" not in output
