"""A floor's ordinal (`2. OG`, `the 1st floor`, `3. patro`), a designation (`COVID-19`) and a
ward's or a class's lettered numeral (`IIb`) name no one: the pseudonymized text keeps them,
while the names and the house number beside them are still replaced. Real pipelines,
sentences of each language."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.designations import designation, lettered_numeral, road_number
from pseudonymizer.lexicon.floors import floor_after, floor_ordinal
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"floors"))


def run(text: str, lang: str) -> str:
    result: Result = next(pipeline().run([Document("d", text, lang)]))
    return result.rewrites[Mode.PSEUDONYMIZE].text


FLOORS = [
    ("de", "Ich wohne in der Lindenstraße 14, 2. OG links, bei Frau Berger.", "2. OG", "Berger"),
    (
        "de",
        "Die Eheleute Gisela und Wolfgang Raithel (1. OG) haben geschrieben.",
        "(1. OG)",
        "Raithel",
    ),
    ("de", "Das Büro von Herrn Albrecht liegt im 3. Stock.", "3. Stock", "Albrecht"),
    ("en", "My neighbour Mrs Reid on the 1st floor helped me.", "the 1st floor", "Reid"),
    ("cs", "Paní Nováková bydlí v ulici Husova 12, 3. patro vlevo.", "3. patro", "Nováková"),
    ("pl", "Pani Kowalska mieszka przy ulicy Długiej 5, 2. piętro.", "2. piętro", "Kowalska"),
    ("sv", "Anna Lindqvist bor på 4:e våningen i huset.", "4:e våningen", "Lindqvist"),
    ("hu", "Kovács Anna a Petőfi utca 12. 2. emelet 5. alatt lakik.", "2. emelet", "Kovács"),
]


@pytest.mark.parametrize(("lang", "text", "floor", "name"), FLOORS)
def test_a_floor_is_kept_and_the_name_beside_it_replaced(
    lang: str, text: str, floor: str, name: str
) -> None:
    output = run(text, lang)
    assert floor in output
    assert name not in output


def test_the_house_number_before_a_floor_is_still_replaced() -> None:
    output = run("Kovács Anna a Petőfi utca 12. 2. emelet 5. alatt lakik.", "hu")
    assert "2. emelet" in output
    assert "utca 12." not in output


@pytest.mark.parametrize(
    ("text", "street", "floor"),
    [
        ("Frau Kessler wohnt Ahornring 3, Hochparterre, seit Mai.", "Ahornring 3", "Hochparterre"),
        ("Herr Dietz wohnt im Kiefernweg 8, Souterrain, zur Miete.", "Kiefernweg 8", "Souterrain"),
    ],
)
def test_a_german_floor_without_its_ordinal_after_a_street_is_kept(
    text: str, street: str, floor: str
) -> None:
    # (A floor after a street and its number was read as the address's town.)
    output = run(text, "de")
    assert f", {floor}," in output
    assert street not in output
    assert text.split()[1] not in output


def test_a_house_number_word_ends_the_name_before_it() -> None:
    output = run("Frau Kessler wohnt im Mehrfamilienhaus Nr. 3 am Ahornring 12.", "de")
    assert "im Mehrfamilienhaus Nr. " in output
    assert "Kessler" not in output


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "The hearing was adjourned because of the COVID-19 pandemic, said Mr Payne."),
        ("cs", "Kvůli pandemii COVID-19 bylo jednání odročeno, uvedl pan Dvořák."),
        ("de", "Wegen der COVID-19-Pandemie sagte Herr Becker den Termin ab."),
        ("pl", "Z powodu pandemii COVID-19 pan Nowak przełożył termin."),
        ("hu", "A COVID-19 járvány miatt Kovács Péter elhalasztotta a tárgyalást."),
        ("sv", "På grund av SARS-CoV-2 ställde Lars Nilsson in mötet."),
    ],
)
def test_a_designation_is_no_name(lang: str, text: str) -> None:
    output = run(text, lang)
    designated = next(word for word in text.split() if designation(word.strip(",.")))
    assert designated.strip(",.") in output


@pytest.mark.parametrize(
    ("span", "expected"),
    [
        ("COVID-19", True),
        ("SARS-CoV-2", True),
        ("COVID-19-Pandemie", True),
        ("MH-17", True),
        ("F-16", False),  # one capital: a flat's or a grade's code
        ("QB-2019-002731", False),  # a reference's groups of digits
        ("Novák", False),
    ],
)
def test_designation_shape(span: str, expected: bool) -> None:
    assert designation(span) is expected


@pytest.mark.parametrize(
    ("lang", "text", "span", "expected"),
    [
        ("de", "im 2. OG links", "2.", True),
        ("de", "im 2. OG links", "2. OG", True),
        ("de", "die Praxis im EG.", "EG", True),
        ("de", "die Firma Berger OG", "Berger", False),  # a firm's legal form after a name
        ("en", "on the 1st floor", "the 1st", True),
        ("en", "on the 1st of May", "the 1st", False),
        ("sv", "Storgatan 12, 3 tr", "3", True),
        ("pl", "z I piętra", "I", True),
        ("cs", "3. patro", "3.", True),
        ("cs", "3. května", "3.", False),
    ],
)
def test_floor_ordinal(lang: str, text: str, span: str, expected: bool) -> None:
    start = text.index(span)
    assert floor_ordinal(span, text, start + len(span), lang) is expected


def test_a_day_and_month_before_a_floor_is_no_date() -> None:
    text = "Petőfi utca 12. 2. emelet"
    assert floor_after(text, text.index(" emelet"), "hu")


@pytest.mark.parametrize(
    ("text", "road"),
    [
        ("Mr Tolland Greaves resurfaced the B4391 link road near his farm.", "B4391"),
        ("Mr Tolland Greaves was stopped on the M62 motorway at night.", "M62"),
        # (After the article alone: `on the A38 near ...` became `on the Parker near ...`.)
        ("Mr Tolland Greaves crashed on the A4123 near Dudley in May.", "A4123"),
    ],
)
def test_a_roads_number_before_its_road_is_kept(text: str, road: str) -> None:
    """A public road's number (`the A4174 ring road`) became a pseudo-number, a road that
    does not exist."""
    output = run(text, "en")
    assert road in output and "Greaves" not in output, output


@pytest.mark.parametrize(
    ("text", "road"),
    [
        # After the declined article or its contraction with a preposition.
        ("Frau Roswitha Kellner stand morgens auf der B27 im Stau.", "B27"),
        ("Frau Roswitha Kellner fuhr dann zur A7 und nach Hause.", "A7"),
    ],
)
def test_a_german_roads_number_after_its_article_is_kept(text: str, road: str) -> None:
    output = run(text, "de")
    assert road in output and "Kellner" not in output, output


def test_a_code_with_no_article_before_it_is_no_road() -> None:
    # (A customer's code after its noun: no article, no road.)
    text = "Ihre Kundennummer B2741 gilt weiter."
    start = text.index("B2741")
    assert not road_number(text, start, start + len("B2741"), "de")


@pytest.mark.parametrize("word", ["IIb", "IIIa", "VIIc", "XIVd", "IVa."])
def test_a_lettered_roman_numeral_is_one(word: str) -> None:
    assert lettered_numeral(word)


@pytest.mark.parametrize("word", ["Ib", "Ve", "Iva", "IIi", "Ivan", "XIX"])
def test_a_name_or_a_bare_numeral_is_no_lettered_numeral(word: str) -> None:
    assert not lettered_numeral(word)


def test_a_ward_and_a_class_by_lettered_numeral_are_kept_the_name_replaced() -> None:
    text = (
        "Paní Zdeňka Šimková ležela po operaci na oddělení IIb, potom na pokoji IVa. "
        "Její vnuk chodí do třídy VIIc a sestra do IIIa."
    )
    written = run(text, "cs")
    for mark in ("oddělení IIb", "pokoji IVa.", "třídy VIIc", "do IIIa."):
        assert mark in written
    assert "Šimková" not in written


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # A maker and its line before a model number, and a model number after its maker.
        ("Ich fotografiere mit der Olympus OM 10 und der Minolta X700.", ("Olympus", "X700")),
        ("Für den Estrich nahm ich den Festool RO 150 von Herrn Kühnapfel.", ("Festool",)),
        ("Ich fahre eine Sachs Torpedo 3S seit Jahren, sagt Herr Kühnapfel.", ("Sachs",)),
    ],
)
def test_a_makers_product_before_its_model_number_is_kept(text: str, kept: tuple[str, ...]) -> None:
    written = run(text + " Gruß, Herr Kühnapfel.", "de")
    assert all(word in written for word in kept), written
    assert "Kühnapfel" not in written


def test_a_street_before_a_house_number_is_no_product() -> None:
    written = run("Herr Lothar Wendisch wohnt Am Brühlacker 7C in Gießen.", "de")
    assert "Brühlacker" not in written and "Wendisch" not in written
