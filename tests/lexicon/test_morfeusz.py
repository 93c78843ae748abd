"""Polish morphology through the real Morfeusz 2 and its SGJP dictionary (no mocks)."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.lexicon.morfeusz import (
    abbreviated,
    adjective_nominative,
    analyse,
    is_abbreviation,
    lemma,
    morfeusz,
    people_noun,
    strip_homonym,
)


def test_one_analyser_per_process() -> None:
    assert morfeusz() is morfeusz()


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("Kowalski:Sm1", "Kowalski"), ("nowy:A", "nowy"), ("Polska:Sf~i", "Polska"), (":", ":")],
)
def test_homonym_suffix_is_stripped(raw: str, expected: str) -> None:
    assert strip_homonym(raw) == expected


def test_inflected_family_name_has_its_lemma_tag_and_class() -> None:
    readings = analyse("Kowalskiego")
    family = [r for r in readings if "nazwisko" in r.name_classes]
    assert [(r.lemma, r.tag) for r in family] == [("Kowalski", "subst:sg:gen.acc:m1")]
    assert family[0].is_proper
    assert all(":" not in r.lemma for r in readings)


def test_common_noun_readings_are_not_proper() -> None:
    readings = analyse("kota")
    assert readings
    assert not any(r.is_proper for r in readings)
    assert {r.lemma for r in readings} >= {"kot"}


def test_unknown_word_is_one_unknown_reading() -> None:
    (reading,) = analyse("Xyzzyqwv")
    assert not reading.is_known
    assert reading.name_classes == ()


def test_analyses_are_cached_per_token() -> None:
    analyse("Grzegorzewskiego")
    hits = analyse.cache_info().hits
    analyse("Grzegorzewskiego")
    assert analyse.cache_info().hits == hits + 1


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        ("Kowalskiego", "kowalski"),  # the family name, not the village Kowalskie
        ("Warszawie", "warszawa"),
        ("Krakowie", "kraków"),  # the city, not the plural of the given name Krak
        ("Jana", "jan"),
        ("poszedłem", "pójść"),  # the verb, not the agglutinated person ending
        ("Ale", "ale"),  # a conjunction starting a sentence, not the given name Al
        ("Od", "od"),
        ("Xyzzyqwv", "xyzzyqwv"),
    ],
)
def test_lemma(token: str, expected: str) -> None:
    assert lemma(token) == expected


def test_polish_analysis_lemmatizes_with_morfeusz() -> None:
    analysis = Analysis("Widziałem Jana Kowalskiego w Krakowie.", "pl")
    assert analysis.lemmas == ["widzieć", "jan", "kowalski", "w", "kraków", "."]


def test_other_languages_without_pipeline_only_lower_case() -> None:
    analysis = Analysis("Widziałem Jana Kowalskiego.", "de")
    assert analysis.lemmas == ["widziałem", "jana", "kowalskiego", "."]


def test_abbreviations_before_a_full_stop() -> None:
    assert is_abbreviation("Art")
    assert is_abbreviation("Ul")
    assert not is_abbreviation("Kowalski")
    assert "ulica" in abbreviated("ul")
    assert abbreviated("Kowalski") == ()


def test_adjective_in_the_gender_of_a_head_noun() -> None:
    assert adjective_nominative("zielony", "f") == "zielona"
    assert adjective_nominative("nowy", "m3") == "nowy"
    assert adjective_nominative("xyzzyqwv", "f") is None


@pytest.mark.parametrize(
    ("word", "found"),
    [
        ("Litwinów", ("Litwin", True)),
        ("Szwedką", ("Szwedka", False)),
        ("Kowalskiego", None),  # a family name only
        ("Mariana", None),  # a given name
        ("Internetu", None),  # written with a capital, but no person's noun
    ],
)
def test_a_peoples_noun_and_its_number(word: str, found: tuple[str, bool] | None) -> None:
    assert people_noun(word) == found
