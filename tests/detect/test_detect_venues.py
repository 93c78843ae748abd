"""venues: a venue named by its kind word and a name (`Café Pascal`, Hungarian `Kelet Kávézó`)
is an organization, its kind word held in the mention for the replacement to keep, and its
name alone elsewhere is the same venue."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.venues import VenueRecognizer
from pseudonymizer.model import Document

# A venue per language, its name written again alone, and the venue as the mention has it.
VENUES = {
    "en": ("Meet at Café Lumen on Friday? Lumen has cake.", "Café Lumen", "Lumen"),
    "cs": ("Sejdeme se v Kavárně Slunce v pátek? Slunce má dort.", "Kavárně Slunce", "Slunce"),
    "pl": ("Spotkamy się w Kawiarni Słońce? Słońce ma ciasto.", "Kawiarni Słońce", "Słońce"),
    "de": ("Treffen im Café Sonne am Freitag? Sonne hat Kuchen.", "Café Sonne", "Sonne"),
    "sv": ("Ses vi på Café Solen på fredag? Solen har kaka.", "Café Solen", "Solen"),
    "hu": ("Találkozunk a Napfény Kávézóban? A Napfény jó hely.", "Napfény Kávézó", "Napfény"),
}


def _found(text: str, lang: str) -> list[tuple[str, Category, str | None]]:
    found = VenueRecognizer(lang).find(Document("d", text, lang), Analysis(text, lang))
    return [(m.text_in(text), m.category, m.attrs.kind) for m in found]


@pytest.mark.parametrize("lang", sorted(VENUES))
def test_a_venue_and_its_name_alone_are_an_organization(lang: str) -> None:
    text, venue, name = VENUES[lang]
    organization = Category.ORGANIZATION
    assert _found(text, lang) == [(venue, organization, "venue"), (name, organization, "venue")]


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        ("Die Heizung baute die Firma Oberdick ein.", "Firma Oberdick"),
        ("Den Zaun lieferte uns die Fa. Rathgeber.", "Fa. Rathgeber"),
    ],
)
def test_a_german_firm_named_by_its_word_and_a_name_is_an_organization(
    text: str, firm: str
) -> None:
    assert (firm, Category.ORGANIZATION, "venue") in _found(text, "de")


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("Vi åt middag på Sjökrogen Måsen i lördags.", "Sjökrogen Måsen"),
        ("Efteråt blev det en öl på Vinbaren Ankaret vid torget.", "Vinbaren Ankaret"),
        ("Fikat tog vi på Konditori Pärlan.", "Konditori Pärlan"),
    ],
)
def test_a_swedish_venue_whose_kind_ends_a_compound_is_an_organization(
    text: str, venue: str
) -> None:
    # (What it serves joined to its kind, a compound no list holds: the kind word still.)
    assert (venue, Category.ORGANIZATION, "venue") in _found(text, "sv")


def test_a_swedish_kind_word_alone_or_an_adjective_before_a_name_is_no_venue() -> None:
    # `Stugan` alone is the kind, no compound; `Uppenbar` ends in `-bar`, an adjective.
    text = "Stugan Lisa hyrde var liten. Uppenbar Nils kom sent."
    assert _found(text, "sv") == []


def test_a_kind_word_before_no_name_is_no_venue() -> None:
    assert _found("The Café The Bar and a Hotel room.", "en") == []


def test_an_adjective_and_a_noun_after_the_capitalized_article_are_a_venue() -> None:
    text = "We ate at The Rusty Anchor, then walked to The Green Lantern for a pint."
    organization = Category.ORGANIZATION
    assert _found(text, "en") == [
        ("Rusty Anchor", organization, "venue"),
        ("Green Lantern", organization, "venue"),
    ]


def test_no_venue_where_no_preposition_places_someone_or_the_noun_names_a_body() -> None:
    # A title opening a sentence, and a hospital: no pub.
    text = "The Silent Witness was on. She was taken to The Royal Infirmary."
    assert _found(text, "en") == []
