"""A Polish body's name keeps its kind: the noun of its kind (`Szpital`, though SGJP also lists
a village named so) and a region's adjective beside it (`Wojewódzki`, `Mazowieckie`,
`Podkarpackiego`: the adjectives of a voivodeship, not of a town) stay; only the town the body
sits in is replaced."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.lexicon.demonyms import region_adjective
from tests.pseudonymized import run_written

KEYS = (b"regions-a", b"regions-b", b"regions-c")


def test_a_regions_adjective_is_no_towns() -> None:
    for word in ("Mazowieckiego", "Wojewódzki", "Podkarpackie", "Pomorskim"):
        assert region_adjective(word, "pl"), word
    # A town's adjective says where the body is; a noun is no adjective.
    for word in ("Krakowskiego", "Gdańskim", "Szpitala"):
        assert not region_adjective(word, "pl"), word


TEXT = (
    "Ojciec od tygodnia leży w Wojewódzkim Szpitalu Zespolonym w Lesznie.\n"
    "Skierowanie wystawiło Podkarpackie Centrum Onkologii w Rzeszowie.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_bodys_region_and_kind_stay_and_its_town_changes(key: bytes) -> None:
    _, output = run_written(TEXT, "pl", key)
    assert re.search(
        r"w Wojewódzkim Szpitalu Zespolonym we? (?!Lesznie)[A-ZĄĆĘŁŃÓŚŹŻ]\w+", output
    ), output
    assert re.search(
        r"Podkarpackie Centrum Onkologii we? (?!Rzeszowie)[A-ZĄĆĘŁŃÓŚŹŻ]\w+", output
    ), output
    assert "Lesznie" not in output and "Rzeszowie" not in output
