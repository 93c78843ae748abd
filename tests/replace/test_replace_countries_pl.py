"""A foreign country in a Polish text becomes another country in the case its sentence reads:
`do Niemiec` was read as the genitive of a village `Niemce` and became a town (`do Kielc`), and
`we Francji` took the genitive the form also spells (`w Rwandy`) instead of the locative."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.inflection.pl.inflector import countries
from pseudonymizer.lexicon.morfeusz import analyse
from tests.pseudonymized import run_written

KEYS = (b"countries key", b"another key", b"third key")


def _country_in(word: str, case: str) -> bool:
    """Whether SGJP reads `word` as a country's form in `case`."""
    return any(r.lemma in countries() and case in r.tag for r in analyse(word))


def _after(written: str, preposition: str) -> str:
    return written.split(f" {preposition} ", 1)[1].split()[0].strip(".,")


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize(
    ("text", "country", "preposition", "case"),
    [
        ("Mój brat wyjechał do Niemiec za pracą.", "Niemiec", "do", "gen"),
        ("Wróciła w sierpniu z Włoch.", "Włoch", "z", "gen"),
        ("Od roku mieszka w Kanadzie z rodziną.", "Kanadzie", "w", "loc"),
        ("Siostra studiuje w Hiszpanii od jesieni.", "Hiszpanii", "w", "loc"),
    ],
)
def test_a_country_becomes_a_country_in_its_case(
    key: bytes, text: str, country: str, preposition: str, case: str
) -> None:
    _, written = run_written(text, "pl", key)
    assert country not in written
    assert _country_in(_after(written, preposition), case)


def test_a_town_stays_a_town() -> None:
    text = "Przeprowadziliśmy się do Rzeszowa w maju."
    _, written = run_written(text, "pl", KEYS[0])
    assert "Rzeszowa" not in written
    assert not any(r.lemma in countries() for r in analyse(_after(written, "do")))
