"""A Polish hospital's or school's unit named by its kind and what it does (`Oddział
Ratunkowy`, `Klinice Kardiologii`, `Poradni Zdrowia Psychicznego`) names no one and stays as
written, though SGJP lists villages named `Oddział`, `Szpital` or `Zdrowie`; the town it sits
in is replaced."""

from __future__ import annotations

import pytest

from tests.pseudonymized import run_written

KEY = b"units key"


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("Noworodek trafił na Oddział Intensywnej Terapii tuż po porodzie.", "Oddział"),
        ("Przez tydzień leżałem na Oddziale Kardiologii i nikt mnie nie odwiedził.", "Oddziale"),
        ("Wyniki badań przesłano do Poradni Zdrowia Psychicznego przy ul. Długiej.", "Zdrowia"),
        ("Po operacji pacjent wrócił do Kliniki Ortopedii na kontrolę.", "Ortopedii"),
    ],
)
def test_a_unit_named_by_its_kind_stays(text: str, unit: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert unit in written
    # (The whole unit stays: no company drawn in its place.)
    name = text[text.index(unit) :].split(" na ")[0].split(" i ")[0].split(" przy ")[0]
    assert name.split()[0] in written


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Skierowanie wystawiła Poradnia Zdrowia Psychicznego w Malborku.", "Malborku"),
        ("Dyżur pełnił Oddział Chirurgii Szpitala Miejskiego w Chojnicach.", "Chojnicach"),
    ],
)
def test_the_town_of_a_unit_is_replaced(text: str, town: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert town not in written
    assert "Zdrowia" in written or "Chirurgii" in written


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # (A common noun a village is also named by, the field of an office or of a unit.)
        ("Odpowiedź podpisał Zastępca Ministra Obrony w zeszłym tygodniu.", "Ministra Obrony"),
        ("Zaświadczenie wystawił mi Kierownik Działu Kadr naszej spółki.", "Działu Kadr"),
        # (A body's kind SGJP lists as a family name too, before its adjective.)
        ("Zatrzymanego przewieziono na Komendę Rejonową Policji w nocy.", "Komendę"),
        # (A court's numbered division, and a unit before its body's initials.)
        ("Apelację rozpozna II Wydział Grodzki tego sądu.", "II Wydział Grodzki"),
        ("Postanowienie wydał Wydział Gospodarczy KRS po dwóch tygodniach.", "Gospodarczy"),
    ],
)
def test_an_offices_field_and_a_units_words_stay(text: str, kept: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert kept in written


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Wniosek złożyła pani Komenda z sąsiedniego bloku.", "Komenda"),
        ("W sprawie zeznawał Jan Karny, sąsiad powoda.", "Karny"),
        ("Szkoła w Lublinie zatrudniła Ewę Dąbrowską z Wydziału Kadr.", "Dąbrowską"),
    ],
)
def test_a_person_beside_such_words_is_replaced(text: str, name: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert name not in written
