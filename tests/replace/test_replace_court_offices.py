"""The offices a judgment lists its participants by stay as written, the people holding
them change: `Delegate`, `Counsel`, `Under-Secretary for Home Affairs`, `the President's
order`; a reference in brackets after the court's name is no part of a name; French double
initials (`J.-M.`) become initials of the same shape. The texts are the project's own."""

from __future__ import annotations

import re

import pytest

from tests.pseudonymized import run, run_written, written

KEYS = (b"offices-a", b"offices-b", b"offices-c")

HEARING = (
    "There appeared before the Court:\n\n"
    "for the Government Mr T.K. Halvorsen, Deputy Under-Secretary for Home Affairs, "
    "Ministry of the Interior, Agent, Ms R. Lindqvist, Secretary, Ministry of Finance, "
    "Adviser;\n\n"
    "for the Commission Mr P. Moravec, Delegate;\n\n"
    "for the applicant Mr O. Strand, advokat, Counsel.\n\n"
    "The Chamber included Mrs A. Novotná, the Vice-President of the Court (Rule 24 para. 2), "
    "and Mr J.-M. Lefort. On 3 May 1994 the Registrar received the President's order.\n"
)


def kept(phrase: str, output: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?!\w)", output) is not None


@pytest.mark.parametrize("key", KEYS)
def test_offices_stay_and_their_holders_change(key: bytes) -> None:
    output = written(run(HEARING, "en", key))
    for office in (
        "Deputy Under-Secretary for Home Affairs",
        "Secretary, Ministry of Finance",
        "Delegate;",
        "Counsel.",
        "Agent,",
        "Adviser;",
        "the Vice-President of the Court (Rule 24 para. 2)",
        "the President's order",
    ):
        assert kept(office, output), (office, output)
    for name in ("Halvorsen", "Lindqvist", "Moravec", "Strand", "Novotná", "Lefort"):
        assert name not in output


@pytest.mark.parametrize("key", KEYS)
def test_double_initials_keep_their_shape(key: bytes) -> None:
    output = written(run(HEARING, "en", key))
    initials = re.search(r"and Mr (\S+) (\w+)\. On", output)
    assert initials is not None, output
    assert re.fullmatch(r"[A-Z]\.-[A-Z]\.", initials.group(1)), initials.group(1)
    assert initials.group(1) != "J.-M."


def test_a_firm_after_an_office_is_still_replaced() -> None:
    text = "Ms K. Brand, Director of Harrowgate Fenwick Ltd, signed the lease.\n"
    output = written(run(text, "en", KEYS[0]))
    assert "Harrowgate" not in output and "Fenwick" not in output, output
    assert "Director of" in output


@pytest.mark.parametrize(
    ("text", "title", "name"),
    [
        ("Przewodniczący: SR Tomasz Kędzierski\nProtokolant: Anna Wilk\n", "SR", "Kędzierski"),
        ("Wyrok wydał ASR Marek Zieliński w składzie jednoosobowym.\n", "ASR", "Zieliński"),
    ],
)
def test_a_polish_judges_short_title_stays_before_the_replaced_name(
    text: str, title: str, name: str
) -> None:
    _, output = run_written(text, "pl", KEYS[0])
    assert f"{title} " in output and name not in output
