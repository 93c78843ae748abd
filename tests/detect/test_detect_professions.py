"""Professions from Faker's job lists, found case-insensitively as whole words."""

from __future__ import annotations

from pseudonymizer.analyze import Analysis
from pseudonymizer.detect.professions import ProfessionRecognizer
from pseudonymizer.model import Document


def professions_in(text: str, lang: str) -> list[str]:
    recognizer = ProfessionRecognizer(lang)
    return [
        m.text_in(text) for m in recognizer.find(Document("t", text, lang), Analysis(text, lang))
    ]


def test_english_job_titles_in_any_case() -> None:
    text = "She is an Accountant; he became a lawyer and later a university lecturer."
    assert professions_in(text, "en") == ["Accountant", "lawyer", "lecturer"]


def test_the_language_list_is_used_beside_english() -> None:
    assert "Advokát" in professions_in("Pracuje jako Advokát v Brně.", "cs")


def test_no_profession_inside_a_longer_word() -> None:
    assert professions_in("The lawyers' lawyerly manner.", "en") == []
