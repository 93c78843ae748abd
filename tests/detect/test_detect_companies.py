"""Companies named with their legal form, in any language."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.companies import CompanyRecognizer
from pseudonymizer.lexicon.legal_forms import legal_forms
from pseudonymizer.model import Document


def found(text: str, lang: str) -> list[str]:
    mentions = list(CompanyRecognizer().find(Document("t", text, lang), Analysis(text, lang)))
    assert all(m.category is Category.ORGANIZATION for m in mentions)
    return [m.text_in(text) for m in mentions]


@pytest.mark.parametrize(
    ("lang", "text", "company"),
    [
        ("cs", "Kontakt: Beneš Nábytek s.r.o., Otavská 1453.", "Beneš Nábytek s.r.o."),
        ("cs", "Dodavatel EPS ČR, spol. s r. o., Rubešova 10", "EPS ČR, spol. s r. o."),
        ("en", "He worked for Acme Widgets Ltd in 2003.", "Acme Widgets Ltd"),
        ("de", "Die Müller & Söhne GmbH zahlte.", "Müller & Söhne GmbH"),
        ("pl", "Umowę podpisała spółka Kowalski Sp. z o.o. wczoraj.", "Kowalski Sp. z o.o."),
        ("sv", "Han jobbar på Volvo AB sedan 2001.", "Volvo AB"),
        ("hu", "A Magyar Telekom Nyrt. közölte.", "Magyar Telekom Nyrt."),
        # A founder and his sons or partners, joined by a conjunction, in quotation marks.
        (
            "pl",
            "Dach kładła firma Wilk i Synowie sp. z o.o. z Gniezna.",
            "Wilk i Synowie sp. z o.o.",
        ),
        (
            "pl",
            "Zlecenie dostał zakład „Kowal i Syn” sp. z o.o. w maju.",
            "„Kowal i Syn” sp. z o.o.",
        ),
        ("en", "He hired Smith and Sons Ltd in May.", "Smith and Sons Ltd"),
        # A legal form of several words is the name's whole end, not its `GmbH` alone.
        (
            "de",
            "Sie baute mit der Lechfeld Holzbau GmbH & Co. KG ein Haus.",
            "Lechfeld Holzbau GmbH & Co. KG",
        ),
        (
            "de",
            "Er war bei Saale Chemie Werke Halle GmbH & Co. OHG tätig.",
            "Saale Chemie Werke Halle GmbH & Co. OHG",
        ),
        ("de", "Die Kranz & Co. KG mahnte.", "Kranz & Co. KG"),
        ("de", "Die Rieger Verwaltungs mbH zahlte.", "Rieger Verwaltungs mbH"),
        (
            "de",
            "Uns berät die Auwald Stiftung & Co. KGaA seit Jahren.",
            "Auwald Stiftung & Co. KGaA",
        ),
        # A mutual insurer, its name holding words in lower case: a declined adjective or
        # participle, a preposition; a verb before the name is no part of it.
        (
            "de",
            "Es zahlte die Alpenländische Brandkasse vereinigter Landwirte Tirols a. G. sofort.",
            "Alpenländische Brandkasse vereinigter Landwirte Tirols a. G.",
        ),
        (
            "de",
            "Versichert bei der Pfälzer Kasse schaffender Bauleute VVaG seit 1990.",
            "Pfälzer Kasse schaffender Bauleute VVaG",
        ),
        (
            "de",
            "Er ist Mitglied im Verein für Heimatkunde Lippe e.V. geworden.",
            "Verein für Heimatkunde Lippe e.V.",
        ),
        # A verb, and a job's preposition before its employer, are no part of the name.
        ("de", "Sie kündigte schriftlich bei Kranz Bau GmbH den Vertrag.", "Kranz Bau GmbH"),
        ("de", "Er arbeitet als Monteur für Kranz Bau GmbH in Jena.", "Kranz Bau GmbH"),
    ],
)
def test_capitalized_words_with_a_legal_form_are_a_company(
    lang: str, text: str, company: str
) -> None:
    assert found(text, lang) == [company]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "The Court and the Government agreed."),
        ("en", "See the URL and the CON file."),  # abbreviations that are also forms somewhere
        ("en", "the group ltd their losses"),  # lower case: no name
    ],
)
def test_no_company_without_a_name_and_a_legal_form(lang: str, text: str) -> None:
    assert found(text, lang) == []


def test_legal_forms_come_from_every_latin_script_locale() -> None:
    assert {"GmbH", "s.r.o.", "Sp. z o.o.", "AB", "Kft.", "Ltd"} <= legal_forms()
    assert "URL" not in legal_forms()


@pytest.mark.parametrize(
    ("text", "firms"),
    [
        ("Betreff: Wohnung 3. OG links, Mieternummer 10-4471", []),
        ("Die Praxis liegt im Haus 12, 2.OG, rechts.", []),
        ("Wir sind die Huber & Lang OG in Linz.", ["Huber & Lang OG"]),
    ],
)
def test_a_floor_after_its_ordinal_is_no_firm_of_its_legal_form(
    text: str, firms: list[str]
) -> None:
    assert found(text, "de") == firms
