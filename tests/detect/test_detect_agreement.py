"""agreement: a name of several words the model reads as one kind mostly and as another once
takes the reading it is given most; a name of one word, or a tie, keeps its readings."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.detect.agreement import agreed
from pseudonymizer.model import Mention

ORG, PERSON, PLACE = Category.ORGANIZATION, Category.PERSON, Category.LOCATION


def _mentions(text: str, name: str, readings: list[Category], source: str = "ner") -> list[Mention]:
    found, start = [], -1
    for category in readings:
        start = text.index(name, start + 1)
        found.append(Mention(start, start + len(name), category, source, 0.7))
    return found


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Kauno Vandenys won. Kauno Vandenys paid. Kauno Vandenys left.", "Kauno Vandenys"),
        ("Vodárny Hranice vyhrály. Vodárny Hranice platí. Vodárny Hranice ne.", "Vodárny Hranice"),
    ],
)
def test_the_models_odd_reading_of_a_name_takes_its_most_given_one(text: str, name: str) -> None:
    mentions = _mentions(text, name, [ORG, PERSON, ORG])
    assert [m.category for m in agreed(mentions, text)] == [ORG, ORG, ORG]


def test_a_name_of_one_word_or_a_tie_keeps_its_readings() -> None:
    text = "Georgia wrote from Georgia about Georgia."
    mentions = _mentions(text, "Georgia", [PERSON, PLACE, PLACE])
    assert agreed(mentions, text) == mentions
    text = "Anna Berg met Anna Berg."
    mentions = _mentions(text, "Anna Berg", [PERSON, ORG])
    assert agreed(mentions, text) == mentions


def test_a_reading_other_cues_gave_is_kept() -> None:
    text = "Kauno Vandenys won. Kauno Vandenys paid. Mr Kauno Vandenys left."
    mentions = _mentions(text, "Kauno Vandenys", [ORG, ORG])
    titled = _mentions(text, "Kauno Vandenys", [PERSON, PERSON, PERSON], "context")[2]
    assert agreed([*mentions, titled], text)[2].category is PERSON
