"""What a Hungarian judgment, a lawyer's letter and a chat keep and change: a heading's
ordinary words in capitals stay, so do a party's role and a noun with a possessive ending
written with a capital, a title inside a name and the high court before its case number;
the given names the lists miss are drawn as given names, and a family name before `úr`
alone or a title stays a person's."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.names import family_names
from tests.pseudonymized import run_written

KEYS = (b"court-letters-hu-a", b"court-letters-hu-b")


def _categories(result, word: str) -> set[Category]:
    text = result.document.text
    return {m.category for m in result.mentions if word in m.text_in(text)}


HEADINGS = (
    "A MAGYAR ÁLLAM NEVÉBEN\n\n"
    "VÉGZÉS\n\n"
    "A bíróság Fodor Máté kérelmét elutasítja.\n\n"
    "A KÖZTÁRSASÁG NEVÉBEN HOZOTT HATÁROZAT\n\n"
    "SIMON ERZSÉBET\n\n"
    "FEKETE KOVÁCS\n\n"
    "Budapest, 2021. május 4.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_headings_ordinary_words_in_capitals_stay(key: bytes) -> None:
    _, output = run_written(HEADINGS, "hu", key)
    assert "A MAGYAR ÁLLAM NEVÉBEN" in output, output
    assert "A KÖZTÁRSASÁG NEVÉBEN HOZOTT HATÁROZAT" in output, output
    # (A heading that is someone's name, with a given name in it, still changes.)
    assert "SIMON ERZSÉBET" not in output and "Fodor" not in output, output
    # (Two family names, though ordinary words too, are a firm's or someone's: black, smith.)
    assert "FEKETE KOVÁCS" not in output, output


ROLES = (
    "Az eljárásban a Felperes arra hivatkozott, hogy a kölcsönt visszafizette.\n"
    "Az Alperesnek nem volt tudomása a szerződésről, ezért a Kérelmezőt meghallgatták.\n"
    "Ügyfelemet a tárgyalásra nem idézték, holott Ügyfelünk címe ismert volt.\n"
    "A pert Halász Bence indította a Vezérhangya ellen.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_partys_role_and_a_possessed_noun_with_a_capital_stay(key: bytes) -> None:
    _, output = run_written(ROLES, "hu", key)
    for kept in ("a Felperes arra", "Az Alperesnek nem", "a Kérelmezőt meghallgatták"):
        assert kept in output, output
    assert "Ügyfelemet a tárgyalásra" in output and "holott Ügyfelünk címe" in output, output
    # (A name of no kind the lists know, capitalized inside a sentence, still changes.)
    assert "Halász" not in output and "Bence" not in output, output
    assert "Vezérhangya" not in output, output


GIVEN = (
    "A tanúk közül Szabó Zente és Molnár Kincső jelent meg, Varga Boldizsár nem.\n"
    "Szabó Zente elmondta, hogy a baleset után Molnár Kincső hívta a mentőket.\n"
    "A találkozó helye Pécs Kertváros volt.\n"
    "Alulírott Nagy Villő kérem a tárgyalás elhalasztását, Bíró Dorottya is aláírta.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_given_name_the_lists_miss_after_a_family_name_is_a_persons(key: bytes) -> None:
    result, output = run_written(GIVEN, "hu", key)
    # (Before a given name, a family name that is an ordinary word or a judge's office too
    # is the person's, after the word that opens a petition: `Nagy`, `Bíró`.)
    assert "Nagy Villő" not in output and "Alulírott " in output, output
    assert "Bíró" not in output and "Dorottya" not in output, output
    for name in ("Zente", "Kincső", "Boldizsár", "Villő"):
        assert name not in output, output
        assert _categories(result, name) == {Category.PERSON}, name
    # Each stays one person, two words wherever named: family name, then given name.
    found = re.findall(r"közül (\w+) (\w+) és (\w+) (\w+) jelent meg, (\w+) (\w+) nem", output)
    assert found, output
    # (A town's name before a word is no family name: it is no person.)
    assert Category.PERSON not in _categories(result, "Pécs")


TITLES = (
    "A kérelmet Bakosné Dr. Fehér Ilona nyújtotta be, Kissné dr. Pintér Rita ellenjegyezte.\n"
    "A tárgyaláson Dr. Kertész Ottó is jelen volt.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_title_inside_a_name_is_kept_as_written(key: bytes) -> None:
    _, output = run_written(TITLES, "hu", key)
    assert re.search(r"kérelmet \w+né Dr\. \w+ \w+ nyújtotta", output), output
    assert re.search(r"be, \w+né dr\. \w+ \w+ ellenjegyezte", output), output
    assert re.search(r"tárgyaláson Dr\. \w+ \w+ is", output), output
    for name in ("Bakos", "Fehér", "Ilona", "Kiss", "Pintér", "Rita", "Kertész", "Ottó"):
        assert name not in output, output


HIGH_COURT = (
    "A Kúria Pfv.IV.21.345/2019. számú ítéletében rámutatott, hogy a kár megtérítendő.\n"
    "A Kúria Mfv.II.10.087/2022/6. számú végzése szerint is így kell eljárni.\n"
    "A Kúriához fordult Kelemen Rozália is.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_the_high_court_stays_and_its_case_number_changes(key: bytes) -> None:
    result, output = run_written(HIGH_COURT, "hu", key)
    assert output.count("A Kúria ") == 2 and "A Kúriához fordult" in output, output
    for number in ("Pfv.IV.21.345/2019", "Mfv.II.10.087/2022/6"):
        assert number not in output, output
        assert _categories(result, number) == {Category.ID}, number
    assert re.search(r"A Kúria [A-Z][a-z]{2}\.[A-Z]+\.\d\d\.\d{3}/\d{4}\. számú", output)
    assert "Kelemen" not in output and "Rozália" not in output, output


SIRS = (
    "Tegnap Nagy úr felhívott, és elmondta, hogy Fehér úrral már egyeztetett.\n"
    "Nagy úr szerint Fehér úr is eljön, Simon asszony azonban nem.\n"
    "A nagy terem foglalt volt.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_family_name_before_ur_stays_a_family_name(key: bytes) -> None:
    result, output = run_written(SIRS, "hu", key)
    for name in ("Nagy", "Fehér", "Simon"):
        assert name not in output, output
        assert _categories(result, name) == {Category.PERSON}, name
    # The same man in both sentences, one word before his title, a family name (no given
    # name of the lists: `Simon` is one too).
    first = re.search(r"Tegnap (\w+) úr felhívott", output)
    again = re.search(r"\n(\w+) úr szerint (\w+) úr is eljön, (\w+) asszony", output)
    assert first is not None and again is not None, output
    assert first.group(1) == again.group(1), output
    for surrogate in (first.group(1), *again.groups()):
        assert surrogate in family_names(), output
    # (The ordinary word in lower case stays.)
    assert "A nagy terem foglalt" in output, output
