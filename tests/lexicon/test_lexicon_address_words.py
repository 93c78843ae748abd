"""Ordinary words as an address writes them, and public mail providers' domains."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.address_words import address_word, folded
from pseudonymizer.lexicon.mail_providers import mail_provider


@pytest.mark.parametrize(
    ("lang", "word"),
    [
        ("pl", "zamowienia"),  # zamówienia, orders
        ("hu", "penzugy"),  # pénzügy, finance
        ("sv", "forsaljning"),  # försäljning, sales
        ("cs", "objednavky"),  # objednávky, orders
        ("de", "buchhaltung"),
        ("en", "enquiries"),
    ],
)
def test_an_ordinary_word_without_its_diacritics_is_an_address_word(lang: str, word: str) -> None:
    assert address_word(word, lang)


@pytest.mark.parametrize(
    ("lang", "word"),
    [("pl", "wisniewski"), ("cs", "dvorak"), ("en", "smith"), ("hu", "debreceni")],
)
def test_a_name_a_place_or_a_towns_adjective_is_no_address_word(lang: str, word: str) -> None:
    assert not address_word(word, lang)


def test_folding_writes_an_address_spelling() -> None:
    assert folded("Źródło") == "zrodlo"
    assert folded("Straße") == "strasse"


def test_public_providers_are_known_and_a_company_domain_is_not() -> None:
    assert mail_provider("GMX.de") and mail_provider("tlen.pl") and mail_provider("telia.com")
    assert not mail_provider("stadtwerke-example.de")
