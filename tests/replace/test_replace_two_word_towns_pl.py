"""Polish towns named by an adjective and a noun (`Stalowa Wola`, `Dąbrowa Górnicza`,
`Grodzisk Mazowiecki`) in any case are one place: found whole, though SGJP reads the adjective
as no name, and replaced by one town of one word, in a form that spells the same cases, the
same town for each of the town's cases."""

from __future__ import annotations

import zlib

import pytest

from pseudonymizer.lexicon.inflection.pl.inflector import PLACE, inflected_name
from pseudonymizer.lexicon.morfeusz import listed_town
from tests.pseudonymized import run_written

KEY = b"two-word towns"


@pytest.mark.parametrize(
    ("words", "town"),
    [
        (("Dąbrowie", "Górniczej"), "Dąbrowa Górnicza"),
        (("Grodziska", "Mazowieckiego"), "Grodzisk Mazowiecki"),
        (("Rudą", "Śląską"), "Ruda Śląska"),
    ],
)
def test_the_words_of_a_listed_town_in_a_case_lead_to_it(words: tuple[str, str], town: str) -> None:
    assert listed_town(*words) == town


def test_a_name_and_an_adjective_that_make_no_listed_town_are_none() -> None:
    assert listed_town("Janem", "Stalowym") is None


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Od marca dojeżdżam do pracy w Dąbrowie Górniczej autobusem.\n", "Dąbrowie Górniczej"),
        ("Siostra wróciła wczoraj ze Stalowej Woli z dziećmi.\n", "Stalowej Woli"),
    ],
)
def test_a_two_word_town_becomes_one_town_of_one_word(text: str, town: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert town.split()[0] not in written and town.split()[1] not in written
    # One word, a town's, where the two stood (the preposition before it may change: `ze`
    # becomes `z` before a town that starts with another sound).
    assert len(written.split()) == len(text.split()) - 1
    assert written.endswith(text.split(town)[1])


def test_every_case_of_the_town_draws_the_same_town() -> None:
    seed = zlib.crc32
    forms = ["Stalowa Wola", "Stalowej Woli", "Stalową Wolę"]
    drawn = [inflected_name(form, (PLACE,), lambda w: seed(w.encode())) for form in forms]
    nominative = [
        inflected_name(form, (PLACE,), lambda w: seed(w.encode()), nominative=True)
        for form in forms
    ]
    assert all(drawn) and len(set(nominative)) == 1


def test_the_person_beside_the_town_is_still_replaced() -> None:
    _, written = run_written("Jan Stalowy mieszka teraz w Zielonej Górze.\n", "pl", KEY)
    assert "Stalowy" not in written and "Zielonej Górze" not in written
