"""A chat's diminutive of a given name is a person's, of the gender most of the given names
SGJP reads it as share: `Krzysiu`, the vocative of Krzyś and Krzysio and of the rarer woman's
Krzysia, was read as a woman's, and a man got a woman's name (`Anastazjo`). A woman's
diminutive stays a woman's."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.sgjp import LexiconRecognizer
from pseudonymizer.lexicon.morfeusz import analyse
from pseudonymizer.model import Document
from tests.pseudonymized import run_written

KEY = b"diminutive key"


def _person(text: str, word: str) -> tuple[Category, str | None]:
    found = LexiconRecognizer().find(Document("t", text, "pl"), Analysis(text, "pl"))
    (mention,) = [m for m in found if m.text_in(text) == word]
    return mention.category, mention.attrs.gender


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("no to Krzysiu przyjedzie po nas wieczorem", "Krzysiu"),
        ("a Krzysiu mówi, że nie ma czasu", "Krzysiu"),
        ("hej, a Jędrek już wrócił z pracy?", "Jędrek"),
        ("wczoraj Zbyszek dzwonił do mnie dwa razy", "Zbyszek"),
    ],
)
def test_a_mans_diminutive_is_a_man(text: str, word: str) -> None:
    assert _person(text, word) == (Category.PERSON, "m")


@pytest.mark.parametrize(
    ("text", "word"),
    [("no to Kasiu przyjedź po nas wieczorem", "Kasiu"), ("a Gosia mówi, że nie", "Gosia")],
)
def test_a_womans_diminutive_stays_a_woman(text: str, word: str) -> None:
    assert _person(text, word) == (Category.PERSON, "f")


def test_the_mans_diminutive_gets_a_mans_given_name() -> None:
    _, written = run_written("no to Krzysiu przyjedzie po nas wieczorem", "pl", KEY)
    name = written.split()[2]
    assert name != "Krzysiu"
    readings = [r for r in analyse(name) if "imię" in r.name_classes]
    assert readings and all(r.tag.split(":")[3] == "m1" for r in readings)
