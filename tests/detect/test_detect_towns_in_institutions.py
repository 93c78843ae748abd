"""A town joined to where in it it stands (`Bergheim am Rosenhang`) inside an institution's
name: the institution's kind word is no part of the town, and a known town before a word no
list knows as a place or river is the town alone, replaced as it is elsewhere. A town whose
name opens with an abbreviated word (`St. Wendel`) is one place."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.detect.towns import AbbreviatedTownRecognizer, TownRecognizer
from pseudonymizer.model import Document
from tests.pseudonymized import run_written

KEY = b"t" * 32


def towns(text: str) -> list[str]:
    found = TownRecognizer("de").find(Document("t", text, "de"), Analysis(text, "de"))
    return [text[m.start : m.end] for m in found]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Sie liegt im Klinikum Bergheim am Sonnenhang.", "Bergheim"),
        ("Er wohnt im Hotel Lindau am Seeufer.", "Lindau"),
        ("Wir wohnen in Frankfurt am Main.", "Frankfurt am Main"),
        ("Die Kur in Bad Neustadt an der Saale war schön.", "Bad Neustadt an der Saale"),
    ],
)
def test_the_town_in_an_institutions_name(text: str, town: str) -> None:
    assert towns(text) == [town]


def test_a_thing_at_a_place_of_no_list_is_no_town() -> None:
    assert towns("Das Treffen am Marktplatz fällt aus.") == []


def test_the_town_gets_one_surrogate_in_the_name_and_alone() -> None:
    text = "Sie arbeitet im Klinikum Bergheim am Sonnenhang. Sie wohnt in Bergheim."
    _, written = run_written(text, "de", KEY)
    assert "Bergheim" not in written and written.startswith("Sie arbeitet im Klinikum ")
    inside = written.split("Klinikum ")[1].split(" am ")[0]
    assert written.endswith(f"Sie wohnt in {inside}.")


@pytest.mark.parametrize(
    "text",
    [
        "Der Fehler am Brenner ist behoben.",  # the burner, a pass too
        "Nach dem Streit am Essen gingen alle heim.",  # the meal, a city too
    ],
)
def test_an_ordinary_noun_before_a_known_place_is_a_thing_there(text: str) -> None:
    assert towns(text) == []


def test_a_known_town_of_an_ordinary_word_is_still_a_town() -> None:
    assert towns("Ihre Tante lebt in Weil am Rhein.") == ["Weil am Rhein"]


def abbreviated(text: str, lang: str = "de") -> list[str]:
    found = AbbreviatedTownRecognizer(lang).find(Document("t", text, lang), Analysis(text, lang))
    return [text[m.start : m.end] for m in found]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Wir fahren morgen nach St. Goar.", "St. Goar"),  # `Sankt Goar` in the lists
        ("Die Firma sitzt in St. Andreasberg, Harz.", "St. Andreasberg"),
        ("Sie ist aus St. Johann im Pongau zurück.", "St. Johann im Pongau"),
        ("Er wohnt jetzt in St. Quirinsfelden.", "St. Quirinsfelden"),  # after `in`
    ],
)
def test_a_town_opening_with_an_abbreviated_word_is_one_place(text: str, town: str) -> None:
    assert abbreviated(text) == [town]


def test_a_saint_a_hospital_is_named_after_is_no_town() -> None:
    assert abbreviated("Sie lag im Krankenhaus St. Quirin auf Station 3.") == []


def test_the_abbreviated_town_gets_a_towns_surrogate_and_a_person_stays_replaced() -> None:
    text = "Herr Lehmann aus St. Goar rief an."
    _, written = run_written(text, "de", KEY)
    assert "Lehmann" not in written and "Goar" not in written and "St." not in written
    assert written.endswith(" rief an.") and ". " not in written
