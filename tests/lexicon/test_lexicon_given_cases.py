"""A given name in a case whose stem's last letters change (Czech `Alexandře` of Alexandr) is
known as a given name's case, and a vocative whose letters a hamlet far away shares
(`Martino`) is a person called by name, never a town."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.nicknames import called_by_given_name
from pseudonymizer.lexicon.place_forms import place_form
from tests.pseudonymized import run


def test_a_case_that_changes_the_stem_is_a_given_names() -> None:
    assert called_by_given_name("Alexandře", "cs")


def test_a_far_hamlet_is_no_near_place_but_a_town_is() -> None:
    assert place_form("Martino", "cs") and not place_form("Martino", "cs", near=True)
    assert place_form("Ostravě", "cs", near=True)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Děkuju za pomoc, Martino! Zítra se uvidíme.", "Martino"),
        ("Díky moc, Aleno! A zítra ahoj.", "Aleno"),
        ("Zdravím, Simono, díky za radu.", "Simono"),
    ],
)
def test_a_friend_called_by_name_is_a_person(text: str, name: str) -> None:
    result = run(text, "cs", b"given cases key")
    start = text.index(name)
    found = [m for m in result.replaced if m.start == start]
    assert [m.category for m in found] == [Category.PERSON]
