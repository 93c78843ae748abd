"""Polish offices and roles in proceedings (`Dziekan`, `Rektor`, `Świadek`) are written with a
capital, alone, addressed (`Panie Rektorze`) or before a name, in any case: no name, though SGJP
lists family names of their spelling; the name after one, and a family name of that spelling
after a given name, are replaced."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.detect.proper_nouns import ProperNounRecognizer
from pseudonymizer.detect.sgjp import LexiconRecognizer
from pseudonymizer.lexicon.titles import office_word
from pseudonymizer.model import Document
from tests.pseudonymized import run_written

KEY = b"offices key"


def found(text: str) -> list[str]:
    document, analysis = Document("t", text, "pl"), Analysis(text, "pl")
    recognizers = (LexiconRecognizer(), ProperNounRecognizer("pl"))
    return [m.text_in(text) for r in recognizers for m in r.find(document, analysis)]


@pytest.mark.parametrize(
    ("word", "office"),
    [("Dziekanem", True), ("Rektorze", True), ("Świadka", True), ("Sikorą", False)],
)
def test_an_office_in_any_case_is_read_by_its_lemma(word: str, office: bool) -> None:
    assert office_word(word, "pl") is office


@pytest.mark.parametrize(
    ("text", "office"),
    [
        ("Szanowny Panie Rektorze, uprzejmie proszę o zgodę na urlop.", "Rektorze"),
        ("Podanie złożyłem u Dziekana w zeszłym tygodniu.", "Dziekana"),
        ("Wniosek podpisany przez Prodziekanem jest ważny.", "Prodziekanem"),
        ("Świadek nie stawił się na rozprawę.", "Świadek"),
    ],
)
def test_an_office_alone_is_no_name(text: str, office: str) -> None:
    assert office not in " ".join(found(text))
    _, written = run_written(text, "pl", KEY)
    assert office in written


@pytest.mark.parametrize(
    ("text", "office", "name"),
    [
        ("Zeznania złożył Świadek Grzegorz Pietrzak z Lublina.", "Świadek", "Pietrzak"),
        ("Dyplom wręczył Rektor Zbigniew Malinowski.", "Rektor", "Malinowski"),
    ],
)
def test_the_name_after_an_office_is_the_person(text: str, office: str, name: str) -> None:
    assert any(span.endswith(name) and office not in span for span in found(text))
    _, written = run_written(text, "pl", KEY)
    assert office in written
    assert name not in written


def test_a_family_name_spelled_as_an_office_after_a_given_name_is_replaced() -> None:
    _, written = run_written("Umowę z firmą podpisał Tadeusz Dziekan we wtorek.", "pl", KEY)
    assert "Dziekan" not in written
