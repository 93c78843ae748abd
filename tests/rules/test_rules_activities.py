"""A pastime opening a sentence or a line is no town of its spelling (`Reading`, `Rugby`);
a town or a person's name in the same place is still replaced."""

from __future__ import annotations

from functools import cache

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary import SOURCE


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"activities"))


def run(text: str) -> Result:
    return next(pipeline().run([Document("d", text, "en")]))


def written(result: Result) -> str:
    return result.rewrites[Mode.PSEUDONYMIZE].text


def cues_of(result: Result, word: str) -> set[str]:
    text = result.document.text
    return {
        e.detail
        for m in result.mentions
        if m.text_in(text) == word
        for e in m.decision.evidence
        if e.source == SOURCE
    }


def test_a_pastime_listed_before_an_activity_in_lower_case_is_kept() -> None:
    text = "Name: Harriet Quennell\n\nHobbies\nReading and sailing, chess, baking.\n"
    result = run(text)
    output = written(result)
    assert "Reading and sailing" in output
    assert "Quennell" not in output
    assert "activity_listed" in cues_of(result, "Reading")


def test_a_sport_the_text_writes_in_lower_case_is_kept_where_it_opens_a_sentence() -> None:
    text = (
        "Dear Mr Ferris, my son Alfie Brennan has played rugby since he was six. "
        "Rugby on Sundays is the highlight of his week."
    )
    result = run(text)
    output = written(result)
    assert ". Rugby on " in output  # (the weekday moves with the dates)
    assert "Brennan" not in output
    assert "written_lower" in cues_of(result, "Rugby")


def test_a_town_opening_a_sentence_is_still_replaced() -> None:
    # Written in lower case only after `in`: a chat's town, not a pastime.
    text = "We moved to a flat in rugby last year. Rugby is quiet, and Swindon is close."
    output = written(run(text))
    assert "Swindon" not in output
    assert "Rugby is quiet" not in output
