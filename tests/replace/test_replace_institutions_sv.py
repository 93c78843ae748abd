"""Swedish institutions named after their place in one word (a hospital, a church, a school),
and a housing cooperative named by its kind's abbreviation: each keeps its kind."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.proper_nouns import ProperNounRecognizer
from pseudonymizer.lexicon.institutions import institution_compound
from pseudonymizer.lexicon.names import family_names
from pseudonymizer.lexicon.places import places, settlements
from pseudonymizer.model import Document
from tests.pseudonymized import run_written


def categories(text: str) -> dict[str, Category]:
    recognizer = ProperNounRecognizer("sv")
    found = recognizer.find(Document("t", text, "sv"), Analysis(text, "sv"))
    return {m.text_in(text): m.category for m in found}


@pytest.mark.parametrize(
    ("word", "kind"),
    [("Väsbysjukhuset", "sjukhuset"), ("Ekbykyrkan", "kyrkan"), ("Lommaskolan", "skolan")],
)
def test_a_place_joined_to_an_institutions_kind_is_an_organization(word: str, kind: str) -> None:
    text = f"Förra veckan var min pappa på {word} hela dagen."
    assert categories(text)[word] is Category.ORGANIZATION
    assert institution_compound(word, "sv") == (word[: -len(kind)], kind)


@pytest.mark.parametrize("word", ["Idrottsföreningen", "Barnsjukhuset", "Skatteverket"])
def test_an_institutions_kind_of_ordinary_words_or_alone_is_no_named_one(word: str) -> None:
    # (A sports club, the tax authority, the hospital: no name of a place in them.)
    text = f"Förra veckan skrev vi till {word} om saken."
    assert categories(text).get(word) is not Category.ORGANIZATION


def test_a_hospital_and_a_church_named_after_their_place_keep_their_kind() -> None:
    text = (
        "Mormor låg på Solbysjukhuset i tre veckor.\n"
        "Sen blev hon begravd från Ekbykyrkan en fredag.\n"
    )
    _, output = run_written(text, "sv", b"institutions sv")
    assert "Solby" not in output and "Ekby" not in output, output
    assert re.search(r"på [A-ZÅÄÖ][\w-]+sjukhuset i tre", output), output
    assert re.search(r"från [A-ZÅÄÖ][\w-]+kyrkan en", output), output


def test_a_housing_cooperative_keeps_its_abbreviation_and_gets_a_place() -> None:
    text = (
        "Styrelsen i Brf Lönnen har skrivit till oss.\n"
        "Vi har även frågat Brf Hägget om taket.\n"
        "Anna Berg bor i Lund.\n"
    )
    _, output = run_written(text, "sv", b"brf sv")
    assert "Lönnen" not in output and "Hägget" not in output, output
    assert len(re.findall(r"\bBrf [A-ZÅÄÖ]\w+", output)) == 2, output
    # (A person's name stays a person's.)
    assert re.search(r"^[A-ZÅÄÖ]\w+ [A-ZÅÄÖ]\w+ bor i", output, re.M), output


def test_a_school_named_after_a_town_of_the_country_is_replaced_one_after_a_namesake_kept() -> None:
    text = (
        "Min son går på Rinkebyskolan sedan i höstas.\n"
        "Hans kusin går på Lommaskolan.\n"
        "Jag själv gick på Vasaskolan för länge sedan.\n"
    )
    _, output = run_written(text, "sv", b"schools sv")
    assert "Rinkeby" not in output and "Lomma" not in output, output
    assert re.search(r"går på [A-ZÅÄÖ][\w-]+skolan sedan", output), output
    assert "Vasaskolan" in output, output


@pytest.mark.parametrize(
    ("text", "town", "after"),
    [
        ("Dopet blir i Ockelbo kyrka på söndag.\n", "Ockelbo", r"blir i ([A-ZÅÄÖ][\w-]+) kyrka på"),
        ("Han opererades på Torsby sjukhus i mars.\n", "Torsby", r"på ([A-ZÅÄÖ][\w-]+) sjukhus i"),
        ("Hon gick i Alfta skola med Ingvar Lund.\n", "Alfta", r"i ([A-ZÅÄÖ][\w-]+) skola med"),
    ],
)
def test_a_small_town_before_its_bodys_noun_becomes_a_town(
    text: str, town: str, after: str
) -> None:
    # (A church, a hospital or a school named by a town of the country that is no main
    # town: the town's surrogate, no family's name; a person beside it still changes.)
    _, output = run_written(text, "sv", b"small towns sv")
    assert town not in output and "Ingvar" not in output, output
    found = re.search(after, output)
    assert found is not None, output
    word = found.group(1).removesuffix("s")
    assert word not in family_names(), output
    assert {word, found.group(1)} & (settlements("sv") | places("sv")), output
