"""A street named by a word only streets have (`Road`, `Walk`, `Causeway`) after a place or
an adjective is a street, and a given name a model read as a place is a person; a town
stays a town."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from tests.pseudonymized import run_written

KEY = b"streets and given names"


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("I got a job at the bakery on - er - Halifax Road, near the station.", "Halifax Road"),
        ("We stayed in a small hotel on Portobello Walk for a week.", "Portobello Walk"),
        ("Their house is on a quiet lane off Broad Causeway, near the school.", "Broad Causeway"),
    ],
)
def test_a_street_of_a_street_word_is_a_street(text: str, street: str) -> None:
    result, out = run_written(text, "en", KEY)
    [mention] = [m for m in result.mentions if m.text_in(text) == street]
    assert mention.category is Category.STREET, mention
    assert street.split()[-1] in out and street not in out, out


@pytest.mark.parametrize(
    ("text", "name", "category"),
    [
        ("My sister, Agnieszka, studies medicine in Warsaw.", "Agnieszka", Category.PERSON),
        ("My sister, Halina, studies law in Leicester.", "Halina", Category.PERSON),
        ("My sister studies medicine in Warsaw.", "Warsaw", Category.LOCATION),
    ],
)
def test_a_given_name_read_as_a_place_is_a_person(text: str, name: str, category: Category) -> None:
    result, out = run_written(text, "en", KEY)
    assert name not in out, out
    [mention] = [m for m in result.mentions if m.text_in(text) == name]
    assert mention.category is category, mention


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Their new flat is on Amelia Hartley Way, by the big Tesco.", "Amelia Hartley Way"),
        ("The surgery moved to Thomas Newton Court last spring.", "Thomas Newton Court"),
    ],
)
def test_a_street_named_after_a_person_is_a_street(text: str, street: str) -> None:
    # (`Clive Sullivan Way` read as a person drew a person's full name: a man lived on him.)
    result, out = run_written(text, "en", KEY)
    categories = [m.category for m in result.mentions if m.text_in(text) == street]
    assert categories == [Category.STREET], result.mentions
    assert street.split()[-1] in out and street not in out, out


def test_a_name_before_a_word_of_a_manner_is_no_street() -> None:
    text = "Eleanor Hartley stood by the door the whole way home."
    result, out = run_written(text, "en", KEY)
    categories = [m.category for m in result.mentions if m.text_in(text) == "Eleanor Hartley"]
    assert categories and Category.STREET not in categories, result.mentions
    assert "Eleanor Hartley" not in out and "the whole way home" in out, out


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("The bus from Hessle was late again, so we walked.", "Hessle"),
        ("We drove between Cottingham and Beverley all morning.", "Cottingham"),
    ],
)
def test_a_village_of_the_languages_country_read_as_a_person_is_a_place(
    text: str, town: str
) -> None:
    result, out = run_written(text, "en", KEY)
    categories = [m.category for m in result.mentions if m.text_in(text) == town]
    assert categories == [Category.LOCATION], result.mentions
    assert town not in out, out
