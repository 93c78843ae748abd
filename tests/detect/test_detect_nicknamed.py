"""A nickname in brackets or quotes between a given and a family name (`Tobias (Toby)
Ferncastle-Oduya`) parts the name: the nickname is a given name, the word after it the family
name, which alone had been given a given name's or a town's surrogate."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.detect.nicknamed import NicknamedRecognizer
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import nicknames_of
from pseudonymizer.model import Document
from pseudonymizer.replace.emails import ascii_word
from tests.pseudonymized import run_written

KEY = b"n" * 32


def nicknamed(text: str) -> list[tuple[str, str | None]]:
    found = NicknamedRecognizer("en").find(Document("t", text, "en"), Analysis(text, "en"))
    return [(text[m.start : m.end], m.attrs.kind) for m in found]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (
            "Margaret (Peggy) Quillfeather-Oyelaran\n",
            [("Margaret", "given"), ("Peggy", "given"), ("Quillfeather-Oyelaran", "family")],
        ),
        # (A given name no list holds, the nickname cut from it; a family name of a word.)
        (
            "Referee: Chukwudi (Chuks) Nwosu-Price, manager",
            [("Chukwudi", "given"), ("Chuks", "given"), ("Nwosu-Price", "family")],
        ),
        (
            'Edward "Ted" Blakemore signed it.',
            [("Edward", "given"), ("Ted", "given"), ("Blakemore", "family")],
        ),
    ],
)
def test_a_nickname_between_given_and_family_name_parts_them(
    text: str, found: list[tuple[str, str | None]]
) -> None:
    assert nicknamed(text) == found


@pytest.mark.parametrize(
    "text",
    [
        "We met at Bradford (Forster Square) Station.",  # a place and its part
        "Leeds (Headingley) Campus",  # no given name, the bracket cut from none
        "Contact Anna (Office) Manager",  # ordinary words
    ],
)
def test_no_name_where_the_words_are_a_place_or_ordinary(text: str) -> None:
    assert nicknamed(text) == []


def test_the_family_name_after_a_nickname_gets_a_family_names_surrogate() -> None:
    text = "CURRICULUM VITAE\nMargaret (Peggy) Quillfeather-Oyelaran\nLeeds\n"
    _, out = run_written(text, "en", KEY)
    line = out.splitlines()[1]
    assert "Quillfeather" not in line and "Peggy" not in line
    given, nick, family = line.split(" ")
    assert nick.startswith("(") and family in family_names() and given in given_names(), out


@pytest.mark.parametrize(
    ("text", "nickname"),
    [
        (
            "CURRICULUM VITAE\nChidiebere (Chidi) Okonkwo-Lawson\n"
            "chidi.okonkwo@example.org\n\nChidi trained as a paramedic in Hull.\n",
            "Chidi",
        ),
        (
            'REFERENCES\nMargaret "Peggy" Fairweather-Nkemelu\n'
            "peggy.f@example.org\n\nPeggy supervised my placement.\n",
            "Peggy",
        ),
    ],
)
def test_the_nickname_in_brackets_is_the_same_surrogate_persons(text: str, nickname: str) -> None:
    """The text says whose nickname it is: it, alone later and in an address, becomes the
    surrogate's nickname or given name, never another person's name."""
    _, out = run_written(text, "en", KEY)
    lines = out.splitlines()
    assert nickname not in out and nickname.lower() not in out
    given, nick = lines[1].split(" ")[:2]
    new = nick.strip('()"“”')
    assert new in (given, *nicknames_of("en", given)), out
    assert lines[4].startswith(new + " "), out
    assert lines[2].startswith(ascii_word(new) + "."), out
