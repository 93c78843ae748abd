"""The leak count: what of the replaced strings still stands in an output."""

from __future__ import annotations

from pseudonymizer.audit import count_leaks
from pseudonymizer.categories import Category
from pseudonymizer.model import Mention


def _mentions(text: str, *surfaces: str) -> list[Mention]:
    return [
        Mention(text.index(s), text.index(s) + len(s), Category.OTHER, "test") for s in surfaces
    ]


def test_a_name_left_anywhere_in_the_output_is_a_leak() -> None:
    original = "Jan Novák wrote. Novák signed."
    mentions = _mentions(original, "Novák")
    assert count_leaks(original, mentions, "Petr Dvořák wrote. Novák signed.", "cs") == 1
    assert count_leaks(original, mentions, "Petr Dvořák wrote. Dvořák signed.", "cs") == 0


def test_a_letter_a_number_word_or_a_title_found_elsewhere_is_no_leak() -> None:
    original = "Mr A had two children. Later, two doctors came. A Mr Smith spoke."
    mentions = _mentions(original, "Mr", "A", "two")
    output = "Dr K had three children. Later, two doctors came. A Mr Jones spoke."
    assert count_leaks(original, mentions, output, "en") == 0
    # A year is a number too, but it dates something wherever it stands.
    year = "Born in 1984. In 1984 too."
    assert count_leaks(year, _mentions(year, "1984"), "Born in 1990. In 1984 too.", "en") == 1


def test_a_family_name_that_is_also_a_title_is_still_a_leak() -> None:
    original = "Anna Richter kam. Richter blieb."
    mentions = _mentions(original, "Richter")
    assert count_leaks(original, mentions, "Cilly Richter kam. Vogel blieb.", "de") == 1


def test_a_person_named_like_a_month_left_in_the_output_is_a_leak() -> None:
    original = "May wrote in May."
    person = Mention(0, 3, Category.PERSON, "test")
    assert count_leaks(original, [person], "Ann wrote in May.", "en") == 1
    date = Mention(13, 16, Category.DATE, "test")
    assert count_leaks(original, [date], "May wrote in June.", "en") == 0
