"""Substitute lists by gender and the first-letter classes."""

from __future__ import annotations

from pseudonymizer.lexicon.substitutes import (
    family_names,
    given_gender,
    given_names,
    letter_classes,
    letter_map,
)


def test_family_names_are_by_gender_where_the_language_inflects_them() -> None:
    assert "Nováková" in family_names("cs_CZ", "female")
    assert "Nováková" not in family_names("cs_CZ", "male")
    assert family_names("de_DE", "female") == family_names("de_DE", "male")


def test_a_given_name_says_its_gender() -> None:
    assert given_gender("cs_CZ", "Jana") == "female"
    assert given_gender("cs_CZ", "Jan") == "male"
    assert given_gender("cs_CZ", "Xyzzy") is None


def test_rare_initials_are_in_the_rare_class() -> None:
    classes = letter_classes(given_names("de_DE", "male"))
    assert classes["M"] == 0
    assert classes["X"] == 2 and "Q" not in classes  # no German man's name begins with Q


def test_the_letter_map_permutes_within_each_class() -> None:
    names = given_names("de_DE", "female")
    mapping = letter_map(names, 1)
    assert sorted(mapping) == sorted(mapping.values())
    classes = letter_classes(names)
    for letter, image in mapping.items():
        assert classes[letter] == classes[image]
    assert mapping != letter_map(names, 2)
