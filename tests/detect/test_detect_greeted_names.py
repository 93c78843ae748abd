"""A nickname or a diminutive of a given name after a greeting that opens a chat's message
or a line (`Moin Heinzi`, `Hallo Moni,`) is a person's given name: no list holds it, and read
alone it became a town or an invented word."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.detect.addressed import GreetedNameRecognizer
from pseudonymizer.model import Document
from tests.pseudonymized import run_written

KEY = b"g" * 32


def greeted(text: str, lang: str = "de") -> list[str]:
    found = GreetedNameRecognizer(lang).find(Document("t", text, lang), Analysis(text, lang))
    return [text[m.start : m.end] for m in found if m.attrs.kind == "given"]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("[03.05.24, 08:12] Jutta Kern: Moin Detlefi, schon wach?", ["Detlefi"]),
        ("[03.05.24, 08:13] Jutta Kern: Hallo Berndi! Wie wars?", ["Berndi"]),
        ("Servus Gitti,\nwir sehen uns am Freitag.", ["Gitti"]),
        ("Na gut. Hey Wolfi, bringst du das Zelt mit?", ["Wolfi"]),
    ],
)
def test_a_diminutive_after_a_greeting_is_a_given_name(text: str, names: list[str]) -> None:
    assert greeted(text) == names


@pytest.mark.parametrize(
    "text",
    [
        # An ordinary word, a place, a name in no greeting's place, a greeting inside a word.
        "[03.05.24, 08:14] Jutta Kern: Hallo Mädchen, kommt ihr?",
        "[03.05.24, 08:15] Jutta Kern: Hallo Hawaii, wir kommen!",
        "[03.05.24, 08:16] Jutta Kern: Ich habe Berndi gestern gesehen.",
        "Der Schihi pfiff ab.",
    ],
)
def test_no_given_name_where_no_one_is_greeted(text: str) -> None:
    assert greeted(text) == []


def test_the_greeted_nickname_becomes_a_persons_name_and_the_greeting_stays() -> None:
    text = (
        "[03.05.24, 08:12] Jutta Kern: Moin Detlefi, schon wach?\n"
        "[03.05.24, 08:13] Uwe Brand: Hi Gitti! Detlefi schläft noch."
    )
    _, written = run_written(text, "de", KEY)
    assert "Detlefi" not in written and "Gitti" not in written
    lines = written.splitlines()
    assert " Moin " in lines[0] and " Hi " in lines[1]
    # The same nickname gets the same surrogate in the greeting and in the sentence after.
    first = lines[0].split(" Moin ")[1].split(",")[0]
    assert first.istitle() and first in lines[1]
