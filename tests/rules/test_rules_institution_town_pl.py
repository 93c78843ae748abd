"""A town inside a public body's name is the town, replaced as it is alone and by the same
surrogate: a town's name that is an ordinary word too (`Szczecinie`, also `szczecina`) after a
preposition of place made the body's name (`Wojsku Polskim w Szczecinie`) the state's, kept,
and the street of that name (`ul. Wojska Polskiego`) kept the town after it, and the town
alone elsewhere with it. A state's body with no town stays as it was."""

from __future__ import annotations

import re

import pytest

from tests.pseudonymized import run_written

KEY = b"institution town key"


@pytest.mark.parametrize(
    "text",
    [
        "Hotel stoi przy ul. Wojska Polskiego 12 w Szczecinie. Marta Bąk mieszka w Szczecinie.",
        "Sierżant Paweł Kos służy w Wojsku Polskim w Szczecinie, a jego żona uczy w Szczecinie.",
        "Konto Leny Gaj prowadzi Narodowy Bank Polski w Szczecinie, a ona sama żyje w Szczecinie.",
    ],
)
def test_a_town_that_is_also_a_word_is_replaced_inside_and_out(text: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert "Szczecin" not in written
    # (The town inside the body and alone take one surrogate.)
    words = written.replace(".", " ").replace(",", " ").split()
    towns = [word for word in words if word[0].isupper()]
    assert len([town for town in towns if towns.count(town) == 2]) >= 2


def test_a_states_body_with_no_town_is_kept() -> None:
    _, written = run_written("Wiesław Żak od roku służy w Wojsku Polskim jako kierowca.", "pl", KEY)
    assert "Wojsku Polskim" in written
    assert "Żak" not in written


@pytest.mark.parametrize(
    ("text", "town", "body"),
    [
        (
            "Zenon Pająk urodził się w Gdańsku, a pracował w Urzędzie Miasta Gdańska.",
            "Gdańsk",
            "Urzędzie Miasta ",
        ),
        (
            "Lidia Mróz mieszka w Kartuzach i pracuje w Urzędzie Gminy Kartuzy.",
            "Kartuz",
            "Urzędzie Gminy ",
        ),
    ],
)
def test_a_towns_genitive_in_a_body_takes_the_towns_surrogate(
    text: str, town: str, body: str
) -> None:
    _, written = run_written(text, "pl", KEY)
    assert town not in written
    assert body in written
    alone = re.split(r" we? ", written)[1].split()[0].strip(".,")
    inside = written.split(body)[1].split()[0].strip(".,")
    assert alone[:3] == inside[:3]  # (one town, in two cases)


def test_a_towns_adjective_agreeing_with_the_body_stays_as_before() -> None:
    text = "Zenon Pająk studiował na Politechnice Gdańskiej przez pięć lat."
    _, written = run_written(text, "pl", KEY)
    assert "Politechnice Gdańskiej" in written
    assert "Pająk" not in written
