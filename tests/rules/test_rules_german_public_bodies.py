"""German public bodies named by initials (`DRV`, `AOK`, `TVöD`) are no one's and stay, the
federal state a body serves with them (`AOK Bayern`), while a town with them is replaced as
in a court's name."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.acronyms import public_body
from tests.pseudonymized import run_written

KEY = b"b" * 32


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Der Rentenbescheid der DRV ging im Juli bei Herrn Voss ein.", "DRV"),
        ("Das Gehalt von Frau Lenz richtet sich nach dem TVöD.", "TVöD"),
        ("Herr Voss war bei der TK und danach bei der AOK versichert.", "TK"),
        ("Herr Voss war bei der TK und danach bei der AOK versichert.", "AOK"),
        ("Frau Lenz schrieb an die AOK Niedersachsen wegen der Kur.", "AOK Niedersachsen"),
    ],
)
def test_a_public_bodys_initials_stay(text: str, kept: str) -> None:
    _, written = run_written(text, "de", KEY)
    assert kept in written
    assert "Voss" not in written and "Lenz" not in written


def test_the_town_after_a_public_bodys_initials_is_replaced() -> None:
    text = "Frau Lenz legte die Prüfung vor der IHK Paderborn ab."
    _, written = run_written(text, "de", KEY)
    assert "IHK " in written and "Paderborn" not in written


def test_a_firms_initials_are_no_public_body() -> None:
    assert public_body("DRV", "de") and public_body("TVöD", "de")
    assert not public_body("KWX", "de") and not public_body("DRV", "pl")
    text = "Frau Lenz arbeitet bei der Firma KWX Bayern GmbH."
    _, written = run_written(text, "de", KEY)
    assert "KWX Bayern" not in written
