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


def test_a_kind_word_before_no_name_is_no_venue() -> None:
    assert _found("The Café The Bar and a Hotel room.", "en") == []
