"""A saint a hospital or a church is named after (`Krankenhaus St. Marien`, `St. Josef-
Hospital`) is no one living and stays; the town in such a name and a person of the same
given name are still replaced."""

from __future__ import annotations

import pytest

from tests.pseudonymized import run_written

KEY = b"s" * 32


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            "Sie lag im Krankenhaus St. Marien in Paderborn.",
            "Krankenhaus St. Marien in ",
            "Paderborn",
        ),
        (
            "Sie kam ins Krankenhaus St. Elisabeth, sagte Herr Voss.",
            "Krankenhaus St. Elisabeth",
            "Voss",
        ),
        ("Das St. Josef-Hospital hat Herrn Voss entlassen.", "St. Josef-Hospital", "Voss"),
    ],
)
def test_a_saints_name_in_a_houses_name_stays(text: str, kept: str, gone: str) -> None:
    _, written = run_written(text, "de", KEY)
    assert kept in written and gone not in written


def test_a_person_of_a_saints_given_name_is_replaced() -> None:
    text = "Frau Elisabeth Kurz wohnt neben dem Pfarrhaus."
    _, written = run_written(text, "de", KEY)
    assert "Elisabeth" not in written and "Kurz" not in written
