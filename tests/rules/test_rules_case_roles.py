"""A role in proceedings beside the name of who holds it stays as written: the judgment tells
who judged and who represented whom, and a roofer drawn for a judge reads as nonsense. The
name is replaced; the same word with no name beside it is a profession like any other. The
sentences are the project's own."""

from __future__ import annotations

import pytest

from tests.pseudonymized import run_written

KEY = b"case-roles"


@pytest.mark.parametrize(
    ("lang", "text", "role", "name"),
    [
        ("hu", "Az ítéletet Barcza-Molnár Enikő bíró hozta meg.\n", " bíró hozta", "Barcza"),
        ("pl", "Sąd w składzie: przewodnicząca sędzia Anna Wrona.\n", "sędzia", "Wrona"),
        ("pl", "Powoda reprezentował adwokat Jan Kosiński.\n", "adwokat", "Kosiński"),
        ("cs", "Rozsudek vydala soudkyně JUDr. Jana Malinová.\n", "soudkyně JUDr.", "Malinová"),
        ("de", "Das Urteil verkündete Richterin Petra Kolbeck.\n", "Richterin", "Kolbeck"),
        ("sv", "Domen meddelades av rådmannen Eva Lundhagen.\n", "rådmannen", "Lundhagen"),
        ("en", "The order was made by District Judge Hollis.\n", "District Judge", "Hollis"),
    ],
)
def test_a_role_beside_its_holders_name_stays(lang: str, text: str, role: str, name: str) -> None:
    _, output = run_written(text, lang, KEY)
    assert role in output, output
    assert name not in output, output


def test_a_role_with_no_name_beside_it_is_still_a_profession() -> None:
    """(`ügyvéd` alone, someone's job in a chat: replaced like any profession.)"""
    text = "A szomszédom lánya ügyvéd lett Szegeden.\n"
    _, output = run_written(text, "hu", KEY)
    assert "ügyvéd" not in output, output


def test_a_signatures_role_under_the_name_stays() -> None:
    text = "Kelt Szegeden, 2025. március 3.\n\nVarsányi-Bodor Kinga\nbíró\n"
    _, output = run_written(text, "hu", KEY)
    assert output.rstrip().endswith("\nbíró"), output
    assert "Varsányi" not in output, output


@pytest.mark.parametrize(
    ("text", "role", "name"),
    [
        ("Győr, 2024. május 6.\n\ndr. Kenyeres Borbála s.k.\nbíró\n", "\nbíró", "Kenyeres"),
        ("Kelt Pécsen.\n\nHalmai-Rónai Tibor s.k.\nbíró\n", "\nbíró", "Halmai"),
    ],
)
def test_a_signatures_role_under_a_name_signed_by_hand_stays(
    text: str, role: str, name: str
) -> None:
    # (`s.k.`, signed by hand, between the name and its role: the judge became a policeman.)
    _, output = run_written(text, "hu", KEY)
    assert output.rstrip().endswith(role), output
    assert name not in output, output
