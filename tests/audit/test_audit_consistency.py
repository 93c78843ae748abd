"""The bench's figures of names in their roles, on edits made by hand: each counts what it
says, and nothing where the output is right."""

from __future__ import annotations

from pseudonymizer.audit.consistency import (
    lines_merged,
    persons_with_several_surrogates,
    role_swaps,
)
from pseudonymizer.categories import Category
from pseudonymizer.model import Edit, Entity, Mention


def _person(text: str, words: str, after: int = 0) -> Mention:
    start = text.index(words, after)
    return Mention(start, start + len(words), Category.PERSON, "test")


def test_a_line_break_lost_inside_a_name_is_counted() -> None:
    text = "by Thomas\nHargreaves today"
    start = text.index("Thomas")
    end = start + len("Thomas\nHargreaves")
    assert lines_merged(text, [Edit(start, end, "Roger Williamson")]) == 1
    assert lines_merged(text, [Edit(start, end, "Roger\nWilliamson")]) == 0


def test_a_given_name_replaced_by_a_family_name_is_a_swap() -> None:
    text = "Anna met Karin Lindqvist."
    anna, karin = _person(text, "Anna"), _person(text, "Karin Lindqvist")
    good = [Edit(anna.start, anna.end, "Maria"), Edit(karin.start, karin.end, "Eva Svensson")]
    bad = [Edit(anna.start, anna.end, "Johansson"), Edit(karin.start, karin.end, "Svensson Eva")]
    assert role_swaps(text, good, [anna, karin], "sv") == 0
    assert role_swaps(text, bad, [anna, karin], "sv") == 3


def test_a_person_with_two_surrogates_is_counted_once_and_forms_of_one_are_not() -> None:
    text = "Nagy Annának küldtem, Nagy Anna válaszolt."
    first, second = _person(text, "Nagy Annának"), _person(text, "Nagy Anna", 14)
    entity = Entity("E1", Category.PERSON, "nagy anna", [first, second])
    same = [
        Edit(first.start, first.end, "Halász Biankának"),
        Edit(second.start, second.end, "Halász Bianka"),
    ]
    other = [same[0], Edit(second.start, second.end, "Halász Etelka")]
    assert persons_with_several_surrogates(text, same, [entity], "hu") == 0
    assert persons_with_several_surrogates(text, other, [entity], "hu") == 1
    # The form the run failed to link is counted against its person all the same.
    apart = [
        Entity("E1", Category.PERSON, "nagy annának", [first]),
        Entity("E2", Category.PERSON, "nagy anna", [second]),
    ]
    assert persons_with_several_surrogates(text, other, apart, "hu") == 1
