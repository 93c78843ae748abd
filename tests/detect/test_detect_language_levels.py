"""A learner's language level and the language it is of, kept by the real pipelines; the
learner's name beside them is still replaced."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.qualifications import language_level
from tests.pseudonymized import run_written

KEY = b"language levels"


@pytest.mark.parametrize(
    ("lang", "text", "level", "name"),
    [
        (
            "hu",
            "Fogalmazás – írta: Tóth Anna, magyar nyelv, B1 szint, tanár: Kiss Ede",
            "B1",
            "Tóth",
        ),
        ("de", "Aufsatz von Maria Weber, Kurs B1.2, Lehrerin Frau Kühn", "Kurs B1.2", "Weber"),
        ("en", "Essay by Tomasz Nowak, English A2, teacher Mrs Ellery", "A2", "Nowak"),
        (
            "en",
            "My English is now B2 and my son Kacper passed A2 last June.",
            "My English is now B2",
            "Kacper",
        ),
    ],
)
def test_a_language_level_is_kept_the_learner_replaced(
    lang: str, text: str, level: str, name: str
) -> None:
    _, out = run_written(text, lang, KEY)
    assert level in out, out
    assert name not in out, out


def test_only_a_level_of_the_framework_is_one() -> None:
    assert language_level("C1") and language_level("A2.1") and language_level("B2+")
    assert not language_level("D1")
    assert not language_level("B12")
