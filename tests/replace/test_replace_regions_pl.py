"""A Polish region (`Podhale`, `Kaszuby`, `Warmia`) becomes another region in its case, never
a town: `na Podhalu` read as a town became `na Gnieźnie`, which told the reader that the text
was changed."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.sgjp import LexiconRecognizer
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.inflection.pl.inflector import inflected_name
from pseudonymizer.lexicon.morfeusz import analyse
from pseudonymizer.model import Document
from tests.pseudonymized import run_written

KEY = b"regions key"
REGIONS = get_language("pl").region_names
PLACE = ("nazwa_geograficzna",)


def _region_form(word: str) -> bool:
    """Whether SGJP reads `word` as a form of one of the language's regions."""
    return any(r.lemma in REGIONS for r in analyse(word))


@pytest.mark.parametrize(
    ("original", "case"),
    [("Podhalu", "loc"), ("Kaszub", "gen"), ("Warmii", "gen"), ("Mazurach", "loc")],
)
def test_a_region_becomes_another_in_its_case(original: str, case: str) -> None:
    surrogate = inflected_name(original, PLACE, lambda lemma: 7)
    assert surrogate is not None and surrogate != original
    assert _region_form(surrogate)
    assert any(case in r.tag for r in analyse(surrogate) if r.lemma in REGIONS)


@pytest.mark.parametrize(
    ("text", "region"),
    [
        ("Co roku latem jeździmy w góry na Podhale.", "Podhale"),
        ("Dziadkowie przyjechali do Gdyni z Kurpiów po wojnie.", "Kurpiów"),
    ],
)
def test_a_region_in_a_sentence_is_replaced_by_a_region(text: str, region: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert region not in written
    before = text.split(region)[0].split()[-1]
    replaced = written.split(f" {before} ", 1)[1].split()[0].strip(".,")
    assert _region_form(replaced)


def test_a_town_is_still_a_town() -> None:
    surrogate = inflected_name("Gnieźnie", PLACE, lambda lemma: 7)
    assert surrogate is not None and not _region_form(surrogate)


@pytest.mark.parametrize(
    ("text", "region"),
    [
        ("Mazury kuszą turystów jeziorami.", "Mazury"),
        ("Kujawy słyną z urodzajnych gleb.", "Kujawy"),
    ],
)
def test_a_region_opening_a_sentence_is_a_region(text: str, region: str) -> None:
    found = LexiconRecognizer().find(Document("t", text, "pl"), Analysis(text, "pl"))
    assert [(m.text_in(text), m.category) for m in found] == [(region, Category.LOCATION)]
    _, written = run_written(text, "pl", KEY)
    assert region not in written
    assert _region_form(written.split()[0])


@pytest.mark.parametrize(
    ("form", "region", "case"),
    [
        ("Kociewiu", "Kociewie", "loc"),
        ("Kociewia", "Kociewie", "gen"),
        ("Żuławach", "Żuławy", "loc"),
    ],
)
def test_a_region_sgjp_does_not_know_is_read_as_one_it_knows(
    form: str, region: str, case: str
) -> None:
    assert any(r.lemma == region and case in r.tag and r.is_proper for r in analyse(form))


@pytest.mark.parametrize(
    ("text", "region"),
    [
        ("Każdego lata Halina Pietrzak odpoczywa na Kociewiu nad jeziorem.", "Kociew"),
        ("Jej dziadek Bogdan Mucha przyjechał z Żuław zaraz po wojnie.", "Żuław"),
    ],
)
def test_a_region_sgjp_does_not_know_becomes_a_region_in_its_case(text: str, region: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert region not in written
    before = text.split(region)[0].split()[-1]
    replaced = written.split(f" {before} ", 1)[1].split()[0].strip(".,")
    assert _region_form(replaced)


def test_a_person_named_like_such_a_region_stays_a_person() -> None:
    _, written = run_written("Wczoraj pani Żuława odebrała list od sąsiadki.", "pl", KEY)
    assert "Żuława" not in written
    assert not _region_form(written.split()[2])


@pytest.mark.parametrize(
    ("text", "water"),
    [
        ("Marek Zieliński spędził urlop nad Narwią z rodziną.\n", "Narwią"),
        ("Wróciliśmy znad Bałtyku, a Marek Zieliński został dłużej.\n", "Bałtyku"),
        ("Marek Zieliński łowi ryby nad Pilicą co sobotę.\n", "Pilicą"),
    ],
)
def test_a_river_or_a_sea_after_nad_is_kept_and_the_person_replaced(text: str, water: str) -> None:
    _, written = run_written(text, "pl", b"water key")
    assert water in written and "Zieliński" not in written, written


def test_a_town_after_nad_is_still_replaced() -> None:
    """(`Frankfurt nad Odrą` aside, a town after `nad` is a town: replaced as elsewhere.)"""
    text = "Marek Zieliński mieszka nad Tarnowem, w domu na wzgórzu.\n"
    _, written = run_written(text, "pl", b"water key")
    assert "Tarnowem" not in written and "Zieliński" not in written, written
