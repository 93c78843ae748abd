"""Durations kept as written where the timeline keeps them: an interval measured from another
event of the document, and a time limit to act in."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary.durations import interval, time_limit


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"durations"))


def pseudonymized(text: str) -> str:
    return next(pipeline().run([Document("d", text, "en")])).rewrites[Mode.PSEUDONYMIZE].text


def test_an_interval_between_two_events_keeps_its_number_while_the_dates_move() -> None:
    # Drawn anew, `three days after` read `five days after` between dates three days apart.
    text = (
        "Ms Gemma Thornbury was arrested on 2 June 2016. She was released on 5 June 2016, "
        "three days after her arrest. The hearing took place on 9 August 2019, that is to say "
        "three years and two months after her release."
    )
    output = pseudonymized(text)
    assert "2 June 2016" not in output and "Thornbury" not in output
    assert ", three days after her arrest." in output
    assert ", that is to say three years and two months after her release." in output


def test_an_interval_written_before_its_duration_or_as_later_is_kept() -> None:
    text = (
        "Mr Owen Trelawny moved to a hostel. After six weeks he left, and two years later he died."
    )
    output = pseudonymized(text)
    assert "After six weeks he left, and two years later he died." in output


def test_a_duration_standing_alone_is_no_interval_or_time_limit() -> None:
    text = "He was sentenced to three years. He asked for a sentence of two years."
    for words in ("three years", "two years"):
        start = text.index(words)
        found = Mention(start, start + len(words), Category.DATE, "ner", 0.7)
        assert not interval(text, found, "en") and not time_limit(text, found, "en")


@pytest.mark.parametrize(
    ("lang", "text", "duration"),
    [
        ("de", "4 Tage später wurde er entlassen.", "4 Tage"),
        ("de", "Nach 3 Wochen kam er zurück.", "3 Wochen"),
        ("cs", "Po 3 týdnech se vrátil.", "3 týdnech"),
        ("cs", "Dva roky poté se odstěhovala.", "Dva roky"),
        ("pl", "Dwa lata później wyprowadziła się.", "Dwa lata"),
        ("pl", "Po 3 tygodniach wrócił.", "3 tygodniach"),
        ("sv", "Två år senare flyttade hon.", "Två år"),
        ("sv", "Efter tre veckor kom han tillbaka.", "tre veckor"),
        ("hu", "2 évvel később elköltözött.", "2 évvel"),
        ("hu", "3 hét múlva visszajött.", "3 hét"),
        ("en", "Two months before the hearing he wrote again.", "Two months"),
    ],
)
def test_each_language_measures_an_interval_from_an_event(
    lang: str, text: str, duration: str
) -> None:
    start = text.index(duration)
    found = Mention(start, start + len(duration), Category.DATE, "input", 1.0)
    assert interval(text, found, lang)
