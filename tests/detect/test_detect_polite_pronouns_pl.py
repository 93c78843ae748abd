"""Polish possessives of polite address (`Pańskiemu`, `Waszej`) are written with a capital
inside a sentence: no family name, never replaced; the name after them is."""

from __future__ import annotations

import pytest

from tests.pseudonymized import run_written


@pytest.mark.parametrize(
    ("text", "pronoun", "name"),
    [
        (
            "Proszę przekazać pozdrowienia Pańskiej żonie, pani Halinie Sadowskiej.",
            "Pańskiej",
            "Sadowskiej",
        ),
        ("Dziękuję za list od Pańskiego brata, pana Leszka Bieleckiego.", "Pańskiego", "Leszka"),
    ],
)
def test_a_polite_possessive_is_kept(text: str, pronoun: str, name: str) -> None:
    _, written = run_written(text, "pl", b"polite key")
    assert pronoun in written
    assert name not in written
