"""German judgments with the real pipeline: the decisions and journals a judgment cites
(court, date, file number, report, margin number) are public and written as they stand, and a
witness named by their title gets a person's surrogate, not a town's."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.vocabulary import compound_of_nouns, verbal_noun
from pseudonymizer.model import Status
from tests.pseudonymized import persons, run_written

KEY = b"dejud"


@pytest.mark.parametrize(
    "citation",
    [
        "OLG Hamm, Urteil vom 4.5.2018 – 12 U 88/17",
        "BGH, Beschluss vom 21. Januar 2016 – IX ZB 37/15",
        "VIII ZR 211/14",
        "BGHZ 174, 110",
        "NJW-RR 2019, 412",
        "NZBau 2017, 603 Rn. 22",
        "BauR 2014, 1297, 1299",
        "BVerfG, NJW 2003, 2815",
    ],
)
def test_a_cited_decision_is_written_as_it_stands(citation: str) -> None:
    text = f"Die Kammer folgt der obergerichtlichen Rechtsprechung ({citation}) in vollem Umfang."
    _, written = run_written(text, "de", KEY)
    assert citation in written


def test_a_margin_number_and_a_file_sheet_are_kept() -> None:
    text = (
        "Der Gutachter hat die Mängel beschrieben (Bl. 112 d.A.); dazu Werner, Bauprozess, Rn. 40."
    )
    _, written = run_written(text, "de", KEY)
    assert "(Bl. 112 d.A.)" in written
    assert "Rn. 40." in written


def test_the_judgments_own_file_number_is_still_replaced() -> None:
    text = "Landgericht Bonn\nAz.: 7 O 245/22\n\nDie Klage wird abgewiesen."
    _, written = run_written(text, "de", KEY)
    assert "7 O 245/22" not in written


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Der Zeuge Marx hat bekundet, das Dach sei dicht gewesen.", "Marx"),
        ("Die Zeugin Weiden hat die Rechnung gesehen.", "Weiden"),
        ("Die Angaben des Zeugen Brühl sind glaubhaft.", "Brühl"),
    ],
)
def test_a_witness_named_by_title_is_a_person(text: str, name: str) -> None:
    result, written = run_written(text, "de", KEY)
    assert [name] in persons(result)
    assert name not in written
    for mention in result.mentions:
        if mention.text_in(text) == name:
            assert mention.category is Category.PERSON
            assert mention.decision.status is not Status.PUBLIC


@pytest.mark.parametrize(
    "text",
    [
        "Der Sachverständige hat die Einkürzung der Sparren als unzureichend bewertet.",
        "Die Einkürzungen an der Traufe wurden erst im Herbst nachgeholt.",
        "Nach seiner Messung genügt die Abkantungsbreite des Blechs den Regeln nicht.",
    ],
)
def test_a_trades_noun_made_of_a_listed_verb_is_kept(text: str) -> None:
    _, written = run_written(text, "de", KEY)
    assert written == text


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Einkürzung", True),  # of `einkürzen`
        ("Abkantungen", True),  # of `abkanten`
        ("Hornung", False),  # a family name
        ("Göttingen", False),  # a town, no verbal noun's ending
    ],
)
def test_a_verbal_noun_is_made_of_a_listed_verb(word: str, expected: bool) -> None:
    assert verbal_noun(word, "de") is expected


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Holzbau", True),  # Holz (Hölzer) + Bau
        ("Tiefbau", True),  # tief + Bau
        ("Feldweg", True),  # Feld (Felder) + Weg
        ("Wuppertal", False),  # `-tal` ends many towns
        ("Grabau", False),  # a family name
        # A river's name, which the dictionary lists with its cases but no plural.
        ("Rheinbau", False),
        ("Mainbau", False),
    ],
)
def test_a_compound_on_a_short_noun_is_ordinary_but_not_on_a_rivers_name(
    word: str, expected: bool
) -> None:
    assert compound_of_nouns(word, "de") is expected


def test_a_trades_compound_alone_is_kept_and_a_firm_named_after_a_river_is_replaced() -> None:
    text = (
        "Der Hallenbau dauerte drei Monate, der Stahlbau nur zwei.\n"
        "Die Beklagte, die Neckarbau Kellermann GmbH, bestreitet die Mängel.\n"
        "Die Klägerin, die Glasbau Kerpen GmbH, verlangt Werklohn.\n"
    )
    _, written = run_written(text, "de", KEY)
    assert "Der Hallenbau " in written and "der Stahlbau " in written, written
    assert "Neckarbau" not in written and "Kellermann" not in written, written
    assert "Glasbau " in written and "Kerpen" not in written, written


def test_building_contract_rules_and_a_trade_bodys_acronym_are_kept() -> None:
    text = (
        "Die Parteien vereinbarten die VOB/B; die Ausführung richtet sich nach den Regeln "
        "des ZVDH und der HOAI."
    )
    _, written = run_written(text, "de", KEY)
    assert written == text
