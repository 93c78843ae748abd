"""A heading's word in capitals beside others on its line (`TINGSRÄTT ... DOM`, a judgment) is
the ordinary word it spells, though it is as short as an acronym and a name in other
languages' lists (`Dom`); a name or town of the language's own lists there stays one."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary import _heading_word
from tests.pseudonymized import run_written


def cues(text: str, word: str) -> list[str]:
    start = text.index(word)
    mention = Mention(start, start + len(word), Category.OTHER, "proper_nouns", 0.5)
    return [cue for cue, _ in _heading_word(word, text, mention, "sv")]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("GÖTA HOVRÄTT                          DOM\nMål nr 12\n", "DOM"),
        ("NACKA TINGSRÄTT     PROTOKOLL\nSida 1\n", "PROTOKOLL"),
        ("KALLELSE TILL MÖTE\nTid: i morgon\n", "MÖTE"),
    ],
)
def test_an_ordinary_word_of_a_heading_beside_others_is_the_word(text: str, word: str) -> None:
    assert cues(text, word) == ["heading_word"]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("KOMMUNSTYRELSEN   LUND\nSida 1\n", "LUND"),
        ("PROTOKOLL ASTRID\nSida 1\n", "ASTRID"),
        ("DOM\nMål nr 12\n", "DOM"),
    ],
)
def test_a_name_a_town_or_a_word_alone_gets_no_such_cue(text: str, word: str) -> None:
    assert cues(text, word) == []


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"headings"))


def test_the_judgments_word_in_its_heading_is_kept_the_party_is_not() -> None:
    text = (
        "GÖTA HOVRÄTT                          DOM\n"
        "Avdelning 3\n\n"
        "Den tilltalade Henrik Sandström dömdes för stöld.\n"
    )
    result = next(pipeline().run([Document("d", text, "sv")]))
    written = result.rewrites[Mode.PSEUDONYMIZE].text
    assert "DOM\n" in written
    assert "Sandström" not in written


@pytest.mark.parametrize(
    ("text", "heading"),
    [
        ("Grundmur\nVi har sett sprickor i vår grundmur sedan i våras.\n", "Grundmur"),
        ("Takbjälke\nEn takbjälke har ruttnat och måste bytas.\n", "Takbjälke"),
    ],
)
def test_a_heading_alone_on_its_line_the_text_writes_in_lower_case_is_its_word(
    text: str, heading: str
) -> None:
    # (A report's heading over the paragraph that names the thing in lower case: the text's
    # own word, no name, though no word table holds the compound.)
    _, output = run_written(text, "sv", b"heading lower sv")
    assert output.startswith(heading + "\n"), output


def test_a_name_alone_on_its_line_placed_in_lower_case_below_is_replaced() -> None:
    # (A place a chat writes in lower case after `till` is a place all the same.)
    text = "Ersboda\nVi flyttade till ersboda i fjol.\n\nIngrid Lindgren\n"
    _, output = run_written(text, "sv", b"heading lower sv")
    assert not output.startswith("Ersboda"), output
    assert "Lindgren" not in output, output


@pytest.mark.parametrize(
    ("heading", "abbreviation"),
    [("YRKANDEN M.M.", "M.M."), ("SKADESTÅND BL.A.", "BL.A.")],
)
def test_an_abbreviation_ending_a_heading_is_no_ones_initials(
    heading: str, abbreviation: str
) -> None:
    """`m.m.` (med mera) in a heading's capitals was read as a person's initials (`C.C.`)."""
    text = f"{heading}\n\nÅklagaren har yrkat att Jonas Lindgren ska dömas.\n"
    written = run_written(text, "sv", b"abbreviation key")[1]
    assert written.startswith(f"{heading}\n"), written
    assert "Lindgren" not in written


def test_initials_before_a_family_name_stay_replaced() -> None:
    text = "YTTRANDE\n\nEnligt M.M. Svensson var beslutet fel.\n"
    written = run_written(text, "sv", b"abbreviation key")[1]
    assert "M.M. Svensson" not in written and "Svensson" not in written
