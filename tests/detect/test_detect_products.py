"""A maker and its model (`Peugeot 3008 GT`, `Mitsubishi Ecodan`) name no one and stay as
written, in every language; the persons, plates and VINs beside them are still replaced, and
a maker's word that is a person's name after a title or a given name (`Mr Honda`, `Frau
Porsche`) is that person."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pseudonymizer.lexicon.makers import maker_at
from pseudonymizer.lexicon.names import family_names, given_names
from tests.pseudonymized import run_written

KEY = b"products key"

# Per language: a text, the products it names (kept), and the persons (and plates) it names
# (replaced).
TEXTS = {
    "en": (
        "Gwen Harcourt part-exchanged her Hyundai Ioniq 5 for a Peugeot 3008 GT, "
        "registration YR19 HNB.\nOur installer, Dylan Pryce, swapped the Mitsubishi Ecodan "
        "for a Grundfos Alpha2 pump and Kingspan Kooltherm boards.",
        ("Hyundai Ioniq 5", "Peugeot 3008 GT", "Mitsubishi Ecodan", "Grundfos Alpha2"),
        ("Gwen Harcourt", "YR19 HNB", "Dylan Pryce"),
    ),
    "de": (
        "Frau Ilse Brandauer hat ihren Hyundai Ioniq 5 gegen einen Peugeot 3008 GT getauscht. "
        "Unser Installateur Dieter Sommerfeld hat eine Mitsubishi Ecodan und eine Grundfos "
        "Alpha2 eingebaut. Ihr Sohn Malte fährt einen Kia EV6 GT-Line.",
        (
            "Hyundai Ioniq 5",
            "Peugeot 3008 GT",
            "Mitsubishi Ecodan",
            "Grundfos Alpha2",
            "Kia EV6 GT-Line",
        ),
        ("Ilse Brandauer", "Dieter Sommerfeld", "Malte"),
    ),
    "cs": (
        "Paní Ivana Kratochvílová vyměnila svůj Hyundai Ioniq 5 za Peugeot 3008 GT. "
        "Instalatér pan Radim Holub nám namontoval Mitsubishi Ecodan a čerpadlo Grundfos Alpha2.",
        ("Hyundai Ioniq 5", "Peugeot 3008 GT", "Mitsubishi Ecodan", "Grundfos Alpha2"),
        ("Ivana Kratochvílová", "Radim Holub"),
    ),
    "pl": (
        "Pani Jadwiga Kołodziej zamieniła swojego Hyundai Ioniq 5 na Peugeot 3008 GT. "
        "Instalator Bartosz Wrona zamontował nam Mitsubishi Ecodan i pompę Grundfos Alpha2.",
        ("Hyundai Ioniq 5", "Peugeot 3008 GT", "Mitsubishi Ecodan", "Grundfos Alpha2"),
        ("Jadwiga Kołodziej", "Bartosz Wrona"),
    ),
    "sv": (
        "Ingrid Sjöberg bytte sin Hyundai Ioniq 5 mot en Peugeot 3008 GT i våras. "
        "Installatören Måns Ekdahl satte in en Mitsubishi Ecodan och en Grundfos Alpha2 pump.",
        ("Hyundai Ioniq 5", "Peugeot 3008 GT", "Mitsubishi Ecodan", "Grundfos Alpha2"),
        ("Ingrid Sjöberg", "Måns Ekdahl"),
    ),
}


@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_maker_and_its_model_stay_and_the_persons_beside_them_do_not(lang: str) -> None:
    text, products, private = TEXTS[lang]
    _, written = run_written(text, lang, KEY)
    for product in products:
        assert product in written, written
    for name in private:
        assert name not in written, written


# Per language: a person called by a maker's word after a title, a product of another maker.
NAMED = {
    "en": ("Mr Honda said the Ford Puma belongs to Claire Honda.", "Honda", "Ford Puma"),
    "de": ("Die Nachbarin Frau Porsche fährt einen Opel Astra.", "Porsche", "Opel Astra"),
    "cs": ("Pan Škoda prodal svou Toyota Yaris sousedce.", "Škoda", "Toyota Yaris"),
    "pl": ("Pan Porsche sprzedał swoją Toyota Yaris sąsiadce.", "Porsche", "Toyota Yaris"),
    "sv": ("Herr Ford sålde sin Toyota Yaris till grannen.", "Ford", "Toyota Yaris"),
}


@pytest.mark.parametrize("lang", sorted(NAMED))
def test_a_makers_word_after_a_title_is_a_person(lang: str) -> None:
    text, person, product = NAMED[lang]
    _, written = run_written(text, lang, KEY)
    assert product in written, written
    assert person not in written.replace(product, ""), written


def test_a_makers_word_after_a_given_name_is_a_persons_family_name() -> None:
    text = "I met Anna Porsche at the garage, and Henry Ford was there too with a Kia EV6."
    _, written = run_written(text, "en", KEY)
    assert "Kia EV6" in written, written
    assert "Porsche" not in written and "Ford" not in written, written


def test_a_vin_after_a_make_and_model_is_replaced() -> None:
    text = "Das Fahrzeug Volkswagen Tiguan mit der FIN WVGZZZ5NZJM131395 gehört Petra Lindner."
    _, written = run_written(text, "de", KEY)
    assert "Volkswagen Tiguan" in written, written
    assert "WVGZZZ5NZJM131395" not in written and "Lindner" not in written, written


def test_a_town_after_a_maker_is_the_dealers_branch_and_replaced() -> None:
    text = "Sam Oduya collected the van from Hyundai Leeds on Friday."
    _, written = run_written(text, "en", KEY)
    assert "Hyundai" in written and "Leeds" not in written, written


def test_a_named_maker_alone_is_no_maker_but_before_a_model_or_its_products_noun() -> None:
    text = "Bosch"
    assert maker_at(text, 0, len(text), declined=False) == (len(text), True)
    text = "Makitou"  # (a Czech case of Makita)
    assert maker_at(text, 0, len(text), declined=True) == (len(text), False)
    assert maker_at(text, 0, len(text), declined=False) is None
    assert maker_at("Volvo2000", 0, 9, declined=False) is None
    assert maker_at("Seattle", 0, 7, declined=True) is None  # (no case of `Seat`)


def test_no_maker_kept_alone_holds_a_listed_name() -> None:
    data = Path(__file__).parents[2] / "pseudonymizer" / "lexicon" / "data" / "makers.txt"
    names = given_names() | family_names()
    makers = [line for line in data.read_text().splitlines() if not line.startswith("#")]
    assert len(makers) > 100
    assert not [maker for maker in makers if set(maker.split()) & names]


def test_the_tool_splits_makers_named_like_persons_from_the_others(tmp_path: Path) -> None:
    from tools.makers_from_packages import makers

    nsi = tmp_path / "name-suggestion-index/dist/json/nsi.json"
    nsi.parent.mkdir(parents=True)
    items = [{"displayName": name, "tags": {"brand": name}} for name in ("Kawasaki", "Ducati")]
    index = {
        "nsi": {
            "brands/shop/motorcycle": {"items": items},
            "brands/shop/books": {
                "items": [{"displayName": "Bookland", "tags": {"brand": "Bookland"}}]
            },
        }
    }
    nsi.write_text(json.dumps(index))
    logos = tmp_path / "@avto-dev/vehicle-logotypes/src/vehicle-logotypes.json"
    logos.parent.mkdir(parents=True)
    logos.write_text(json.dumps({"tatra": {"name": "Tatra"}, "mg": {"name": "MG"}}))
    alone, named = makers(tmp_path)
    assert {"Ducati", "Tatra", "Viessmann"} <= set(alone)
    assert {"MG", "Kawasaki"} <= set(named)  # (initials; a family name)
    assert "Bookland" not in alone + named


def test_a_street_opened_by_a_makers_ordinary_word_is_replaced() -> None:
    # `Alpine`, `Seat`, `Specialized`: makers of ordinary words, whose model has a word no
    # table holds or a code.
    text = (
        "Jim Carter lives at 14 Alpine Road and rides a Specialized Tarmac SL7, and his wife "
        "drives a Seat Ibiza."
    )
    _, written = run_written(text, "en", KEY)
    assert "Seat Ibiza" in written and "Specialized Tarmac SL7" in written, written
    assert "Alpine Road" not in written, written


def test_a_makers_word_before_a_given_name_is_a_family_name_where_it_comes_first() -> None:
    # (`Porsche`, a family name of the lists; `Viessmann`, no name the lists hold.)
    text = "Porsche Anna és Viessmann Péter tavaly vett egy Suzuki Vitara 1.4 Hybrid autót."
    _, written = run_written(text, "hu", KEY)
    assert "Suzuki Vitara 1.4 Hybrid" in written, written
    assert "Porsche" not in written and "Viessmann" not in written, written


def test_persons_and_places_a_makers_letters_open_are_still_replaced() -> None:
    # `Gordon`, `Cole`, `Jensen`: makers called like persons, before family names no list
    # holds; `Seat` opens `Seattle`, `Geo` `Georgia`; `International` ends a longer name.
    text = (
        "Gordon Blakeley and Cole Ransford flew to Seattle with Georgia Pennick, who drives a "
        "Ford Focus.\nHe wrote to Transparency International and to the Jensen Marlowe trust "
        "about the Bosch drill."
    )
    _, written = run_written(text, "en", KEY)
    assert "Ford Focus" in written and "Bosch drill" in written, written
    for private in ("Blakeley", "Ransford", "Seattle", "Pennick", "Transparency", "Marlowe"):
        assert private not in written, written


def test_a_makers_given_name_before_a_family_name_that_is_a_word_is_a_person() -> None:
    # (`Bogdan`, a maker of buses; `Jeżyk`, a little hedgehog and no name of the lists.)
    text = "Umowę na dostawę Volvo FH16 podpisał Bogdan Jeżyk z Lublina."
    _, written = run_written(text, "pl", KEY)
    assert "Volvo FH16" in written, written
    assert "Jeżyk" not in written and "Bogdan" not in written, written


# Per language: a text naming product lines without their makers, the products (kept) and the
# persons (replaced).
LINES = {
    "en": (
        "Priya Raman swapped her Galaxy A35 for a Pixel 8 Pro, and Tobias Wendt keeps a "
        "ThinkPad E14 on his desk.",
        ("Galaxy A35", "Pixel 8 Pro", "ThinkPad E14"),
        ("Priya Raman", "Tobias Wendt"),
    ),
    "de": (
        "Frau Sabine Kortmann hat ihr Galaxy A35 verkauft und sich ein MacBook Air geholt.",
        ("Galaxy A35", "MacBook Air"),
        ("Sabine Kortmann",),
    ),
    "cs": (
        "Marek Dvořák si koupil Pixel 8a a jeho šéf má ThinkPad T480s.",
        ("Pixel 8a", "ThinkPad T480s"),
        ("Marek Dvořák",),
    ),
    "sv": (
        "Lovisa Berglund köpte en Galaxy A35 och en iPad Air till sin son.",
        ("Galaxy A35", "iPad Air"),
        ("Lovisa Berglund",),
    ),
}


@pytest.mark.parametrize("lang", sorted(LINES))
def test_a_product_line_and_its_model_stay_without_their_maker(lang: str) -> None:
    text, products, private = LINES[lang]
    _, written = run_written(text, lang, KEY)
    for product in products:
        assert product in written, written
    for name in private:
        assert name not in written, written


def test_a_street_named_by_a_lines_ordinary_word_is_replaced() -> None:
    # (`Galaxy` and `Pixel`, ordinary words: a line only before a model's code.)
    text = "Owen Pugh moved to 7 Galaxy Road with his Pixel 7a."
    _, written = run_written(text, "en", KEY)
    assert "Pixel 7a" in written, written
    assert "Galaxy Road" not in written and "Pugh" not in written, written


# A model's body or trim after it, a name of the lists too (`Combi`), is the model's.
TRIMS = {
    "cs": ("Hana Veselá přijela s Fordem Focus Combi a se Škodou Fabia Combi.", "Fabia Combi"),
    "sv": ("Karin Holm säljer en Skoda Superb Combi och en Ford Mondeo Kombi.", "Superb Combi"),
    "de": ("Jörg Albers fährt einen Hyundai i30 Comfort und Opel Corsa Style.", "i30 Comfort"),
}


@pytest.mark.parametrize("lang", sorted(TRIMS))
def test_a_models_trim_word_named_like_a_person_is_the_models(lang: str) -> None:
    text, product = TRIMS[lang]
    result, written = run_written(text, lang, KEY)
    assert product in written, written
    people = [m.text_in(text) for m in result.replaced if m.category.name == "PERSON"]
    assert people and all(person not in written for person in people), written


def test_a_trim_word_named_like_a_person_without_a_maker_is_a_person() -> None:
    text = "Na schůzi promluvila Octavia Combi z Plzně."
    _, written = run_written(text, "cs", KEY)
    assert "Combi" not in written, written


# A maker named like a person alone, beside a noun of what it makes: before it where the
# language puts the noun first (`kotel Vaillant`), a compound after it (`Gastherme`).
FITTED = {
    "cs": ("Radek Šimek má v kuchyni kotel Vaillant a na zahradě čerpadlo Nibe.", "Vaillant"),
    "de": ("Bei Henrike Kowalke hängt eine Vaillant Gastherme im Keller.", "Vaillant Gastherme"),
    "sv": ("Hos Göran Lind sitter en Nibe bergvärmepump i tvättstugan.", "Nibe bergvärmepump"),
    "en": ("Leah Morgan had a Protherm boiler and Reflectix foil fitted.", "Reflectix foil"),
}


@pytest.mark.parametrize("lang", sorted(FITTED))
def test_a_makers_word_beside_a_noun_of_its_products_is_the_makers(lang: str) -> None:
    text, product = FITTED[lang]
    result, written = run_written(text, lang, KEY)
    assert product in written, written
    people = [m.text_in(text) for m in result.replaced if m.category.name == "PERSON"]
    assert people and all(person not in written for person in people), written


def test_a_persons_name_before_a_noun_of_products_is_still_replaced() -> None:
    # (`Pryce`, a family name; `Thornbury`, a town: neither a maker no list holds.)
    text = "Dylan Pryce serviced the boiler in the Thornbury boiler house."
    _, written = run_written(text, "en", KEY)
    assert "Pryce" not in written and "Thornbury" not in written, written


def test_an_insurer_is_a_chain_and_stays() -> None:
    text = "Jana Horáková má havarijní pojištění u Kooperativy a penzijko u Allianz."
    _, written = run_written(text, "cs", KEY)
    assert "Kooperativy" in written and "Allianz" in written, written
    assert "Horáková" not in written, written


def test_every_make_of_vehicles_is_a_maker_of_the_lists() -> None:
    from pseudonymizer.lexicon.makers import vehicle_makes

    for make in vehicle_makes():
        assert maker_at(make, 0, len(make), declined=False) is not None, make


# A make of vehicles named like a person or as short as initials, before a model no list or
# table holds (`Mondeo`, `Passat`): a car; the persons beside it are still replaced.
MAKES = {
    "en": ("Nadia Okafor sold her Ford Mondeo and bought a VW Passat.", "Ford Mondeo"),
    "de": ("Herr Lukas Brenner fährt einen Ford Kuga und einen VW Touran.", "VW Touran"),
    "sv": ("Per Sandström har en Ford Kuga och en VW Passat.", "Ford Kuga"),
}


@pytest.mark.parametrize("lang", sorted(MAKES))
def test_a_vehicle_makes_model_stays_though_the_make_is_named_like_a_person(lang: str) -> None:
    text, product = MAKES[lang]
    result, written = run_written(text, lang, KEY)
    assert product in written, written
    people = [m.text_in(text) for m in result.replaced if m.category.name == "PERSON"]
    assert people and all(person not in written for person in people), written


def test_a_plate_after_a_model_is_no_part_of_it() -> None:
    from pseudonymizer.lexicon.products import product_end

    text = "Soused parkuje vůz Škoda Fabia 4B7 3321 před domem."
    start = text.index("Škoda")
    assert text[start : product_end(text, start, "cs")] == "Škoda Fabia"
    text = "Prodal BMW 320d 2019 sousedovi."
    assert text[: product_end(text, text.index("BMW"), "cs")].endswith("BMW 320d 2019")
