"""The word after a possessive and the noun that says who someone is to the writer (`my
husband Clive`, `my mate Dazza`) is the given name or nickname that person is called by: a
model read such nicknames as firms or places, and they became a town's or a firm's name."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.detect.relations import RelatedNameRecognizer
from pseudonymizer.model import Document
from tests.pseudonymized import run_written

KEY = b"r" * 32


def related(text: str, lang: str = "en") -> list[tuple[str, str | None]]:
    found = RelatedNameRecognizer(lang).find(Document("t", text, lang), Analysis(text, lang))
    return [(text[m.start : m.end], m.attrs.gender) for m in found if m.attrs.kind == "given"]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Last month my husband Trevor queued for an hour.", [("Trevor", "m")]),
        ("I'll ask my mate Gazza, he has a trailer.", [("Gazza", None)]),
        ("Our daughter Kenzie starts school in May.", [("Kenzie", "f")]),
    ],
)
def test_a_name_after_a_possessive_and_a_relation_is_a_given_name(
    text: str, names: list[tuple[str, str | None]]
) -> None:
    assert related(text) == names


@pytest.mark.parametrize(
    "text",
    [
        # An ordinary word, a place, capitals that shout, no possessive before the noun.
        "my son Homework is due.",
        "My sister Leeds trip was cancelled.",
        "my friend NEVER answers.",
        "The partner Bramwell firm signed.",
    ],
)
def test_no_person_where_the_word_is_no_name_or_no_possessive_stands(text: str) -> None:
    assert related(text) == []


def test_a_nickname_after_a_relation_gets_a_given_names_surrogate() -> None:
    # (The nickname became a firm's name; the family name nearby is still replaced.)
    text = "Ask my mate Dazza Pilbeam, he has a van. Dazza is always around.\n"
    _, out = run_written(text, "en", KEY)
    assert "Dazza" not in out and "Pilbeam" not in out
    name = out.split("my mate ")[1].split()[0]
    assert name.isalpha() and f". {name} is always" in out, out
