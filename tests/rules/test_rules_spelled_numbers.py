"""Numbers spelled out in words, a transcript's years and ages, kept by the real pipelines,
with an ending too; a town named by its number is still the town."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.numerals import spelled_number
from tests.pseudonymized import run_written

KEY = b"spelled numbers"


@pytest.mark.parametrize(
    ("lang", "text", "number"),
    [
        ("hu", "V: Kétezer-tizenkettőben költöztünk el, a lányom akkor ment férjhez.", "Kétezer"),
        ("hu", "V: Ezerkilencszázhetvenben kezdtem a gyárban dolgozni.", "Ezerkilencszáz"),
        ("de", "B: Neunzehnhundertachtzig sind wir dann umgezogen, glaube ich.", "Neunzehnhundert"),
        ("sv", "B: Artonhundranittio byggdes huset, sa farfar alltid.", "Artonhundranittio"),
    ],
)
def test_a_number_in_words_opening_a_sentence_is_kept(lang: str, text: str, number: str) -> None:
    _, out = run_written(text, lang, KEY)
    assert number in out, out


def test_a_town_named_by_its_number_is_no_number() -> None:
    # (Hatvan, a town; `Hatvanban`: in it.)
    assert not spelled_number("Hatvanban", "hu")
    assert spelled_number("Hatvanhétben", "hu")
    _, out = run_written("A férjem Hatvanban dolgozott a cukorgyárban.", "hu", KEY)
    assert "Hatvan" not in out, out
