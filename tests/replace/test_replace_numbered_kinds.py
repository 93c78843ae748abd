"""A name of one ordinary word and a number (`Bleep 4471`, a pager's; `Gate 5`) keeps its word
and gets another number of as many digits: drawn whole as a firm or a person, it read as
neither. A word the model read alone right before a short number is that number's label and
stays. Each text is the project's own."""

from __future__ import annotations

import re
from functools import cache

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention, Status
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary import language_votes
from pseudonymizer.rules.voting import vote


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"numbered kinds"))


def _pseudonymized(text: str) -> str:
    [result] = _pipeline().run([Document("d", text, "en")])
    return result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "word", "digits"),
    [
        ("After the fall he was wheeled into Theatre 2 by the porters.", "Theatre", 1),
        ("If the wound bleeds again, page the registrar on Bleep 3386 at once.", "Bleep", 4),
        ("The coach for the school trip leaves from Gate 5 at noon.", "Gate", 1),
    ],
)
def test_a_word_and_its_number_keep_the_word_and_change_the_number(
    text: str, word: str, digits: int
) -> None:
    output = _pseudonymized(text)
    assert re.search(rf"\b{word} \d{{{digits}}}\b", output), output


def test_a_person_beside_a_numbered_kind_still_changes() -> None:
    text = "Page Dr Fenwick on Bleep 3386; Maisie Arkwright is waiting in Theatre 2."
    output = _pseudonymized(text)
    assert "Fenwick" not in output and "Arkwright" not in output, output
    assert re.search(r"\bBleep \d{4}\b", output), output


def _status(text: str, word: str, category: Category = Category.LOCATION) -> Status:
    start = text.index(word)
    found = Mention(start, start + len(word), category, "proper_nouns", 0.5)
    return vote(found.decision, (), (), language_votes(found, text, Analysis(text, "en"))).status


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Visitors must wait in Zone 2 until called.", "Zone"),
        ("The spare keys hang in Cabinet 14 behind the desk.", "Cabinet"),
    ],
)
def test_a_word_before_a_short_number_is_its_label(text: str, word: str) -> None:
    assert _status(text, word) is Status.PUBLIC


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # A given name before a number, and a date's month: no label.
        ("The trophy went to Oliver 3 years running.", "Oliver"),
        ("The parcel came on March 3 in the morning.", "March"),
    ],
)
def test_a_name_or_a_month_before_a_number_is_no_label(text: str, word: str) -> None:
    assert _status(text, word, Category.PERSON) is not Status.PUBLIC


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # A place before a year is the place, then the year; a town before its district's
        # number is the town.
        ("We moved to Yorkshire 1998 and stayed for good.", "Yorkshire"),
        ("They settled in Leeds 2004, after the wedding.", "Leeds"),
        ("Her flat is in Bristol 8, near the harbour.", "Bristol"),
    ],
)
def test_a_place_before_a_year_or_its_district_is_no_label(text: str, word: str) -> None:
    assert _status(text, word) is not Status.PUBLIC


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("V Olomouci 10. října 2026\nJana Nováková\n", "Olomouci"),
        ("W Krakowie 3. maja 2025 r. podpisano umowę.\n", "Krakowie"),
    ],
)
def test_a_town_before_the_day_of_a_date_is_replaced(text: str, town: str) -> None:
    # The day's number after the town read as the town's own number: `V Olomouci 10.` kept
    # the town as a label, though a date followed.
    from tests.pseudonymized import run_written

    lang = "cs" if "Olomouci" in text else "pl"
    _, output = run_written(text, lang, b"town before a date")
    assert town not in output, output
