"""A Swedish ordinary word with a capital inside a sentence (a learner's or a form's capital
on a noun: `Medlem`, `Fotboll`) is kept as written; a family name or a town of that kind of
spelling (`Björk`, `Mora`) is still replaced."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"listed forms key"))


def _output(text: str) -> str:
    [result] = _pipeline().run([Document("d", text, "sv")])
    return result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("På helgerna är jag Medlem i en klubb nära skolan.", "Medlem"),
        ("Varje tisdag spelar vi Fotboll med grannarna.", "Fotboll"),
        ("Jag har skickat in Ansökan till kommunen igen.", "Ansökan"),
    ],
)
def test_an_ordinary_word_with_a_capital_inside_a_sentence_stays(text: str, word: str) -> None:
    assert f" {word} " in _output(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Igår pratade jag länge med Björk om saken.", "Björk"),
        ("Sedan åkte vi vidare mot Mora med bilen.", "Mora"),
    ],
)
def test_a_family_name_or_a_town_spelled_as_a_word_stays_replaced(text: str, name: str) -> None:
    assert name not in _output(text)
