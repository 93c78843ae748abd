"""A library, a school, a theatre named in honour of someone the public knows (`Knihovna Jana
Drdy`, `Gymnázium Jana Keplera`, `Základní škola T. G. Masaryka`) keeps its namesake and its
kind word as written: found apart from the rest of the name, the namesake became a private
person's surrogate in another case, and the kind word alone a family name."""

from __future__ import annotations

import pytest

from tests.pseudonymized import run_written

KEY = b"n" * 32


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Včera jsem vracela knihy do Knihovny Karla Čapka v Třebíči.", "Knihovny Karla Čapka"),
        ("Dcera chodí na Gymnázium Jana Keplera už druhým rokem.", "Gymnázium Jana Keplera"),
        ("Manžel učí na Základní škole T. G. Masaryka v Kolíně.", "Základní škole T. G. Masaryka"),
        ("Večer jdeme do Divadla Jiřího Wolkera na novou hru.", "Divadla Jiřího Wolkera"),
    ],
)
def test_a_bodys_namesake_and_kind_stay_as_written(text: str, kept: str) -> None:
    _, written = run_written(text, "cs", KEY)
    assert kept in written


def test_the_town_beside_a_namesake_body_is_still_replaced() -> None:
    _, written = run_written("Manžel učí na Základní škole T. G. Masaryka v Kolíně.", "cs", KEY)
    assert "Kolíně" not in written


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ve škole Petr Malý zase zlobil a paní učitelka volala domů.", "Petr Malý"),
        ("V nemocnici Jana Horáková čekala na výsledky celé dopoledne.", "Jana Horáková"),
    ],
)
def test_a_person_at_school_or_in_hospital_is_still_replaced(text: str, name: str) -> None:
    _, written = run_written(text, "cs", KEY)
    assert name not in written
