"""Institutions written with one capital: capitalized words, then a lower-case institution noun."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.institutions import InstitutionRecognizer
from pseudonymizer.model import Document


def found(text: str, lang: str) -> list[str]:
    mentions = list(
        InstitutionRecognizer(lang).find(Document("t", text, lang), Analysis(text, lang))
    )
    assert all(m.category is Category.ORGANIZATION for m in mentions)
    return [m.text_in(text) for m in mentions]


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("cs", "Stížnost odmítl Ústavní soud minulý týden.", "Ústavní soud"),
        ("cs", "Rozhodnutí Nejvyššího soudu je konečné.", "Nejvyššího soudu"),
        ("cs", "Žádost podal na Krajský úřad v Brně.", "Krajský úřad"),
        ("cs", "Dotaci poskytla Evropská unie obci.", "Evropská unie"),
        ("sv", "Målet prövades av Högsta domstolen i mars.", "Högsta domstolen"),
        ("sv", "Hon studerade vid Göteborgs universitet.", "Göteborgs universitet"),
        ("de", "Das Buch erschien im Hirzel Verlag in Stuttgart.", "Hirzel Verlag"),
    ],
)
def test_capitalized_words_before_an_institution_noun_are_an_organization(
    lang: str, text: str, name: str
) -> None:
    assert found(text, lang) == [name]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "Wyrok wydał Sąd Rejonowy w Łodzi, a Urząd Skarbowy",
            ["Sąd Rejonowy w Łodzi", "Urząd Skarbowy"],
        ),
        ("Sąd Najwyższy oddalił skargę.", ["Sąd Najwyższy"]),
        ("Opinię wydała Naczelna Rada Adwokacka.", ["Naczelna Rada Adwokacka"]),
        ("Przez Sąd Okręgowy w Krakowie", ["Sąd Okręgowy w Krakowie"]),
    ],
)
def test_polish_names_the_noun_first_with_every_word_capitalized(
    text: str, names: list[str]
) -> None:
    # The noun opens the name (`Sąd Najwyższy`), its town follows a preposition.
    assert found(text, "pl") == names


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("cs", "Jeho strana vyhrála volby."),  # a function word, not a name
        ("cs", "Vyřešení soudního sporu trvalo rok."),  # `soudního` is an adjective
        ("pl", "Często urządzano tam zabawy."),  # a verb that begins like `urząd`
        ("sv", "Enligt polisen var det lugnt."),
        ("en", "The Supreme court decided."),  # no institution nouns for English
    ],
)
def test_no_organization_without_a_name_before_an_institution_noun(lang: str, text: str) -> None:
    assert found(text, lang) == []
