"""A nationality's surrogate is another state's nationality in the original's form, the same
for every form of one nationality, in every language; a word no list knows as one gets none."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.demonyms import nationalities
from tests.pseudonymized import run_written

DEM = Category.DEMOGRAPHIC


@pytest.mark.parametrize(
    ("original", "lang", "ending"),
    [
        ("Romanian", "en", ""),
        ("ROMANIAN", "en", ""),
        ("rumunská", "cs", "á"),
        ("rumunského", "cs", "ého"),
        ("rumänischer", "de", "er"),
        ("rumänska", "sv", "a"),
        ("román", "hu", ""),
    ],
)
def test_a_nationality_becomes_another_in_its_form(
    original: str, lang: str, ending: str, surrogate_of
) -> None:
    new = surrogate_of(original, lang, DEM)
    assert new != original
    assert new.lower() in nationalities(lang)  # a nationality, no pseudo-word
    assert new.lower().endswith(ending)
    assert new.isupper() == original.isupper() and new[0].isupper() == original[0].isupper()


@pytest.mark.parametrize("original", ["British", "American", "Kenyan", "Mexican", "Canadian"])
def test_a_peoples_nationality_no_language_is_named_after_gets_another(
    original: str, surrogate_of
) -> None:
    """`Nationality: British`, `an American citizen`: no language's name makes these, and
    they became pseudo-words; the peoples' adjectives the word tables know, from
    the territories' names, are nationalities too."""
    new = surrogate_of(original, "en", DEM)
    assert new != original
    assert new.lower() in nationalities("en")
    assert new[0].isupper()


def test_a_polish_nationality_keeps_its_case_number_and_gender(surrogate_of) -> None:
    # `obywatelem rumuńskim`: the masculine instrumental singular, ending `-im` (`czeskim`).
    new = surrogate_of("rumuńskim", "pl", DEM)
    assert new != "rumuńskim" and new in nationalities("pl") and new.endswith("im")
    feminine = surrogate_of("rumuńska", "pl", DEM)
    assert feminine in nationalities("pl") and feminine.endswith("a")


def test_every_form_of_one_nationality_gets_the_same_other(surrogate_of) -> None:
    assert surrogate_of("rumänischer", "de", DEM)[:-2] == surrogate_of("rumänisch", "de", DEM)
    assert surrogate_of("rumänska", "sv", DEM)[:-1] == surrogate_of("rumänsk", "sv", DEM)


def test_a_word_no_list_knows_as_a_nationality_gets_the_shape_rule(surrogate_of) -> None:
    new = surrogate_of("Beclean", "en", DEM)
    assert new != "Beclean" and new.lower() not in nationalities("en")


@pytest.mark.parametrize(
    ("text", "languages"),
    [
        ("My grandmother only spoke Gujarati and a little Swahili.", ["Gujarati", "Swahili"]),
        ("Ayesha is taking evening classes in Bengali now.", ["Bengali"]),
        ("Both boys write Tamil better than their father.", ["Tamil"]),
    ],
)
def test_a_language_millions_speak_stays_whatever_it_was_read_as(
    text: str, languages: list[str]
) -> None:
    # (`learning Tamil` read as a person, `speaks Urdu` as a town, `Bengali` as a nationality
    # no list knows: a name, a town and a pseudo-word stood where a language was.)
    _, written = run_written(text, "en", b"languages key")
    assert all(language in written for language in languages), written


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Her husband is Romanian and works nights.", "Romanian"),  # a nationality: another
        ("Shona rang me about the rota.", "Shona"),  # a given name of the lists: a person
    ],
)
def test_a_nationality_or_a_given_name_of_a_languages_spelling_still_changes(
    text: str, kept: str
) -> None:
    _, written = run_written(text, "en", b"languages key")
    assert kept not in written
