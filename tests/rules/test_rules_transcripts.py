"""An interview transcript's speaker codes (`INT:`, `RESP:`, `I:`, `B:`) and what a family
calls its own (`Dad`, `Mum`, `Nan`, `Grandad`) name no one, and stay as written; the names
beside them are still replaced."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary.vocabulary import venue_kind_alone


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"transcripts"))


def output(text: str) -> str:
    result = next(pipeline().run([Document("d", text, "en")]))
    return result.rewrites[Mode.PSEUDONYMIZE].text


TRANSCRIPTS = [
    (
        "Interviewer: INT (Prof Gwendolyn Ashcombe)\n\n"
        "INT: Where did you live then?\n\n"
        "RESP: Over by the gasworks with Terence Mallinder, for years.\n\n"
        "INT: And after that?\n\n"
        "RESP: We moved out.\n",
        ("INT:", "RESP:", "INT ("),
        ("Mallinder", "Ashcombe"),
    ),
    (
        "I: How long were you at the foundry?\n"
        "B: Ages, under Horace Blenkinsop.\n"
        "I: Was he fair?\n"
        "B: Mostly.\n",
        ("I: How", "B: Ages", "I: Was", "B: Mostly"),
        ("Blenkinsop",),
    ),
    (
        "IV: Tell me about the strike.\nR: Cold. Desmond Ollerenshaw ran the picket.\n"
        "IV: Did it work?\nR: No.\n",
        ("IV: Tell", "IV: Did"),
        ("Ollerenshaw",),
    ),
]


@pytest.mark.parametrize(("text", "kept", "names"), TRANSCRIPTS)
def test_a_transcripts_speaker_codes_are_kept_its_names_are_not(
    text: str, kept: tuple[str, ...], names: tuple[str, ...]
) -> None:
    out = output(text)
    for code in kept:
        assert code in out
    for name in names:
        assert name not in out


def test_a_name_in_capitals_opening_a_scripts_lines_is_still_replaced() -> None:
    text = "REID: You came back.\nMARA: I did.\nREID: Why?\nMARA: For the house.\n"
    out = output(text)
    assert "REID" not in out


@pytest.mark.parametrize(
    ("text", "kin"),
    [
        ("There was Mum, Dad, me and our Clifford in two rooms.", ("Mum", "Dad")),
        ("Dad said we should go, so we went in the rain.", ("Dad",)),
        ("Nan kept hens out the back, and Grandad kept pigeons.", ("Nan", "Grandad")),
        ("We sat in Mam's kitchen till late.", ("Mam's",)),
    ],
)
def test_what_a_family_calls_its_own_is_kept(text: str, kin: tuple[str, ...]) -> None:
    out = output(text)
    for word in kin:
        assert word in out


def test_a_name_after_a_kinship_is_still_replaced() -> None:
    out = output("Nana Winifred kept hens, and Dad said Clifford Ormerod sold the eggs.")
    assert "Winifred" not in out
    assert "Ormerod" not in out
    assert "Dad" in out


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Thornleigh Joinery Ltd (Company No. 05512873) trades from Hexham.", "(Company No."),
        ("Quote your Policy Number 77120934 when you write to Gideon Fairweather.", "Policy"),
    ],
)
def test_a_word_naming_what_a_number_is_of_is_kept(text: str, label: str) -> None:
    out = output(text)
    assert label in out


def test_a_name_before_a_number_is_still_replaced() -> None:
    out = output("Ask for Fairweather No. 2 at the depot, he knows.")
    assert "Fairweather" not in out


def test_a_venues_kind_the_model_read_alone_as_a_person_is_kept() -> None:
    text = "[01.07.24, 12:00] Rosalind: should we do Kestrel Cafe for tea or the chippy\n"
    assert "Cafe for tea" in output(text)


@pytest.mark.parametrize(
    ("words", "kind"),
    [(["Cafe"], True), (["Bistro"], True), (["Rosalind"], False), (["Kestrel", "Cafe"], False)],
)
def test_a_venues_kind_alone_is_no_name(words: list[str], kind: bool) -> None:
    assert venue_kind_alone(words, "en") is kind
