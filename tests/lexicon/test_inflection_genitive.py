"""Genitives of names in German, Swedish and English, and surrogates that keep them."""

from __future__ import annotations

import pytest

from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.inflection import inflector_for


@pytest.mark.parametrize(
    ("lang", "name", "stem", "ending"),
    [
        ("de", "Annas", "Anna", "s"),
        ("de", "Kanadas", "Kanada", "s"),
        ("de", "Anna Schmidts", "Anna Schmidt", "s"),
        ("de", "Klaus", "Klaus", ""),
        ("de", "Jonas", "Jonas", ""),
        ("sv", "Eriks", "Erik", "s"),
        ("sv", "Lars", "Lars", ""),
        ("en", "John's", "John", "'s"),
        ("en", "James'", "James", "'"),
        ("en", "Roberts", "Roberts", ""),
        ("cs", "Novákovi", "Novákovi", ""),
    ],
)
def test_a_genitive_ending_is_split_off_only_from_a_name(
    lang: str, name: str, stem: str, ending: str
) -> None:
    assert inflector_for(lang).split(name) == (stem, ending or None)


@pytest.mark.parametrize(
    ("lang", "name", "stem", "ending"),
    [
        ("de", "Taras", "Taras", ""),  # a Ukrainian man's name, no genitive of `Tara`
        ("de", "Carlos", "Carlos", ""),
        ("sv", "Taras", "Taras", ""),
        ("de", "Linas", "Lina", "s"),  # Lina is German: her genitive
        ("sv", "Linas", "Lina", "s"),
    ],
)
def test_another_countrys_given_name_ending_in_s_is_the_name_itself(
    lang: str, name: str, stem: str, ending: str
) -> None:
    assert inflector_for(lang).split(name) == (stem, ending or None)


@pytest.mark.parametrize(
    ("lang", "name", "stem", "ending"),
    [
        ("sv", "Jokkmokks", "Jokkmokk", "s"),  # a village of GeoNames' smaller lists
        ("de", "Oberstdorfs", "Oberstdorf", "s"),
        ("sv", "Kramfors", "Kramfors", ""),  # the town itself ends in `s`
        ("sv", "Abiskos", "Abiskos", ""),  # no list's: no genitive read off it
    ],
)
def test_a_places_genitive_is_split_off_a_village_too(
    lang: str, name: str, stem: str, ending: str
) -> None:
    assert inflector_for(lang).split_place(name) == (stem, ending or None)


def test_the_genitive_is_written_as_the_language_writes_it() -> None:
    de, sv = get_language("de"), get_language("sv")
    assert inflector_for(de.code).attach("Eva", "s") == "Evas"
    assert inflector_for(de.code).attach("Klaus", "s") == "Klaus'"
    assert inflector_for(sv.code).attach("Lars", "s") == "Lars"
    assert inflector_for("en").attach("Tom", "'s") == "Tom's"


@pytest.mark.parametrize(("lang", "name"), [("de", "Anna"), ("sv", "Erik"), ("en", "John")])
def test_a_genitive_gets_the_names_surrogate_in_the_genitive(
    lang: str, name: str, surrogate_of
) -> None:
    language = get_language(lang)
    ending = "'s" if lang == "en" else "s"
    genitive = inflector_for(language.code).attach(name, ending)
    plain = surrogate_of(name, lang)
    assert surrogate_of(genitive, lang) == inflector_for(language.code).attach(plain, ending)


def test_an_apostrophe_genitive_is_rebuilt_for_the_surrogate() -> None:
    en = get_language("en")
    assert inflector_for(en.code).attach("Jeremy", "'") == "Jeremy's"
    assert inflector_for(en.code).attach("Tom", "’s") == "Tom’s"
    assert inflector_for("de").attach("Mahmoud", "'") == "Mahmouds"


@pytest.mark.parametrize(
    ("lang", "name", "stem", "ending"),
    [
        # A family name ending in a doubled sibilant is the name: `Vos` and `Weis` write
        # their genitive `Vos'`, `Weis'` in German and take no ending in Swedish.
        ("de", "Voss", "Voss", ""),
        ("de", "Weiss", "Weiss", ""),
        ("sv", "Voss", "Voss", ""),
        # The plain ending after another letter is still the genitive.
        ("de", "Schmidts", "Schmidt", "s"),
    ],
)
def test_a_name_ending_in_a_sibilant_and_s_is_no_genitive(
    lang: str, name: str, stem: str, ending: str
) -> None:
    assert inflector_for(lang).split(name) == (stem, ending or None)


@pytest.mark.parametrize(
    ("language", "declines"),
    [
        (get_language("cs"), True),
        (get_language("pl"), True),
        (get_language("hu"), True),
        (get_language("de"), False),
        (get_language("en"), False),
        (Language(code="xx", name="Plain", faker_locale="en_US", phone_regions=()), False),
    ],
    ids=["cs", "pl", "hu", "de", "en", "no inflection"],
)
def test_names_decline_only_where_the_inflection_writes_case_endings(
    language: Language, declines: bool
) -> None:
    assert language.names_decline is declines
