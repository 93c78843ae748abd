"""Amounts and measures: a number with a currency, unit or scale word of the language."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.config import Config
from pseudonymizer.detect.quantities import QuantityRecognizer
from pseudonymizer.lexicon.amounts import amount_words
from pseudonymizer.model import Attributes, Document
from pseudonymizer.pipeline import Pipeline


def found(text: str, lang: str) -> list[str]:
    mentions = list(QuantityRecognizer(lang).find(Document("t", text, lang), Analysis(text, lang)))
    assert all(
        m.category is Category.OTHER and m.attrs == Attributes(kind="amount") for m in mentions
    )
    return [m.text_in(text) for m in mentions]


@pytest.mark.parametrize(
    ("lang", "text", "amounts"),
    [
        ("en", "He was fined DKK 345,000 in 1999.", ["DKK 345,000"]),
        ("en", "She paid £400 and 4,599 pounds sterling.", ["£400", "4,599 pounds sterling"]),
        ("en", "The plot measured 2,358 sq. m in all.", ["2,358 sq. m"]),
        ("en", "They claimed approximately SEK 14.6 million.", ["SEK 14.6 million"]),
        ("en", "A fine of 68,000 Danish kroner was imposed.", ["68,000 Danish kroner"]),
        ("de", "Das Budget liegt bei 120 Millionen Euro.", ["120 Millionen Euro"]),
        ("de", "Der Grundpreis von 11 490 Euro stieg.", ["11 490 Euro"]),
        ("de", "Der Gewinn lag bei 28,9 Mio. Euro im Jahr.", ["28,9 Mio. Euro"]),
        ("cs", "Dluh činí 4,3 mld. Kč podle zprávy.", ["4,3 mld. Kč"]),
        ("de", "Der Etat steigt um zwanzig Milliarden Euro.", ["Milliarden Euro"]),
        ("pl", "Zapłacił 500 zł i 3 miliony złotych.", ["500 zł", "3 miliony złotych"]),
        ("pl", "Kupił 200 metrów kwadratowych ziemi.", ["200 metrów kwadratowych"]),
        ("cs", "Stálo to 10 milionů korun a 500 Kč.", ["10 milionů korun", "500 Kč"]),
        ("sv", "Böterna blev 580 kronor.", ["580 kronor"]),
        ("hu", "A bírság 4.500 Ft volt.", ["4.500 Ft"]),
        # a case ending joined to the currency by a hyphen goes with it
        (
            "hu",
            "A kár 3 284 500 Ft-ra rúg, a 400 000 Ft-os kaucióból 350 000 Ft-ot és 20 EUR-t.",
            ["3 284 500 Ft-ra", "400 000 Ft-os", "350 000 Ft-ot", "20 EUR-t"],
        ),
        ("hu", "A telek 720 m²-es, a csomag 3 kg-os.", ["720 m²-es", "3 kg-os"]),
    ],
)
def test_number_with_currency_unit_or_scale_is_an_amount(
    lang: str, text: str, amounts: list[str]
) -> None:
    assert found(text, lang) == amounts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "See paragraph 12 and Article 6 of the Convention."),
        ("en", "Application no. 10424/05 was lodged on 5 May 2003."),
        ("en", "Rule 59 § 3 of the Rules of Court applies."),
        ("en", "Only 5 in 10 applicants replied."),  # `in` is also the inch's short name
        ("en", "Growth was 15 percent last year."),  # shares identify no one
        ("en", "Two million people live there."),  # a scale word without a unit
        ("de", "Am 5. Mai 2003 kamen 40 Personen."),
        ("pl", "W 2004 r. przyszło 12 osób."),
    ],
)
def test_bare_numbers_and_shares_are_no_amounts(lang: str, text: str) -> None:
    assert found(text, lang) == []


def test_amount_words_come_from_cldr_in_each_language() -> None:
    assert {"korun", "Kč"} <= amount_words("cs").after
    assert {"złotych", "zł"} <= amount_words("pl").after
    assert "Millionen" in amount_words("de").scales
    assert "€" in amount_words("de").before


def test_an_amount_stays_whole_where_the_model_takes_its_currency_for_an_organization() -> None:
    text = "He was ordered to pay DKK 345,000 in damages."
    [result] = Pipeline(Config()).run([Document("d", text, "en")])
    assert [(m.text_in(text), m.category) for m in result.mentions] == [
        ("DKK 345,000", Category.OTHER)
    ]


def test_a_hungarian_amount_with_its_ending_is_kept_whole() -> None:
    text = "Fekete úr a 400 000 Ft-os kaucióból 350 000 Ft-ot nem ad vissza.\n"
    [result] = Pipeline(Config()).run([Document("d", text, "hu")])
    amounts = [m.text_in(text) for m in result.mentions if m.attrs.kind == "amount"]
    assert amounts == ["400 000 Ft-os", "350 000 Ft-ot"]
    # Nothing else is found in them: no ending is left to be read as a word of its own.
    assert not any(
        "Ft" in m.text_in(text) or m.start > text.index("400")
        for m in result.mentions
        if m.attrs.kind != "amount"
    )


def test_a_flat_marker_between_two_numbers_is_no_measure() -> None:
    """(`ul. Ogrodowa 14 m. 11`: `14 m.` read as fourteen metres kept the house number.)"""
    text = "Adres: ul. Lipowa 27 m. 4, 85-001 Bydgoszcz. Działka ma 14 m. szerokości."
    found = [
        m.text_in(text)
        for m in QuantityRecognizer("pl").find(Document("d", text, "pl"), Analysis(text, "pl"))
    ]
    assert found == ["14 m"], found
    from tests.pseudonymized import run_written

    _, output = run_written("Pan Jan Kos\nul. Lipowa 27 m. 4\n85-001 Bydgoszcz\n", "pl", b"flat")
    assert " 27 " not in output and "Lipowa" not in output, output
