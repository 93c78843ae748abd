"""A form's field names of several ordinary words, tabulated before their values, kept as
written by the real pipelines; the values beside them (names, dates) are still replaced, and a
salutation's name before a colon is no field name."""

from __future__ import annotations

import pytest

from tests.pseudonymized import run_written

KEY = b"field names"

# A case sheet's header: labels of two to four words, padded with spaces to their values.
SHEETS = {
    "en": (
        "Linked Referral Log:    RX-2231-7\n"
        "Handler in Charge:      Marjorie Pennington-Flood\n"
        "Date/Time Logged:       Friday 8 March 2024, 14:05 hrs\n"
        "Date/Time of Visit:     between 09:10 hrs and 09:40 hrs on 9 March 2024\n",
        ("Referral Log:", "Handler in Charge:", "Date/Time Logged:", "Date/Time of Visit:"),
        ("Pennington",),
    ),
    "de": (
        "Zuständige Sachbearbeiterin:   Roswitha Kleinschmidt\n"
        "Datum der Anhörung:            Montag, 4. März 2024\n",
        ("Zuständige Sachbearbeiterin:", "Datum der Anhörung:"),
        ("Kleinschmidt",),
    ),
}


@pytest.mark.parametrize("lang", sorted(SHEETS))
def test_a_field_name_of_several_words_is_kept_its_value_replaced(lang: str) -> None:
    text, labels, names = SHEETS[lang]
    _, out = run_written(text, lang, KEY)
    for label in labels:
        assert label in out
    for name in names:
        assert name not in out


def test_a_name_after_a_salutation_before_a_colon_is_replaced() -> None:
    # (Both of its words are ordinary words too: a flower and a trade.)
    _, out = run_written("Dear Rose Baker:\n\nThank you for the parcel.\n", "en", KEY)
    assert "Rose" not in out
    assert "Baker" not in out
    assert out.startswith("Dear ")


@pytest.mark.parametrize(
    ("text", "label", "name"),
    [
        (
            "Ihre Kunden-Nr. 30-4471/B bei Herrn Quandtmeyer bitte angeben.",
            "Kunden-Nr.",
            "Quandtmeyer",
        ),
        (
            "Transkript Nr. TR-2025/03\nInterview mit Frau Sieglinde Abendroth.",
            "Transkript Nr.",
            "Abendroth",
        ),
        ("Vorgangs-Nr. 71/2209/Q, Sachbearbeiter Herr Osterkamp", "Vorgangs-Nr.", "Osterkamp"),
        (
            "Ich bin im Chor (Mitgliedsnr. 55102), Frau Lüdersen weiß das.",
            "Mitgliedsnr.",
            "Lüdersen",
        ),
        (
            "Versichertennummer: 7731-0562, Ansprechpartner Herr Wiebking",
            "Versichertennummer",
            "Wiebking",
        ),
    ],
)
def test_a_numbers_label_is_kept_the_name_beside_it_replaced(
    text: str, label: str, name: str
) -> None:
    # The noun for a number (`Nr`), alone or after the word it numbers, names no one.
    _, out = run_written(text, "de", KEY)
    assert label in out
    assert name not in out


def test_a_family_name_before_a_numbers_noun_is_still_replaced() -> None:
    _, out = run_written("Gewinner ist Herr Dietmar Quandtmeyer Nr. 4 der Liste.", "de", KEY)
    assert "Quandtmeyer" not in out
