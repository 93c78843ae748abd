"""The word and name lists the detectors consult, built from spaCy, spacy-lookups-data, Babel,
Faker and GeoNames (no downloads, no mocks)."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.names import family_names, given_names, listed_person_name
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.titles import kinship_word
from pseudonymizer.lexicon.vocabulary import common_lower, common_words, ordinary, stop_words


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["the", "and", "of", "which"]),
        ("cs", ["a", "že", "ale", "který"]),
        ("pl", ["i", "się", "że", "który"]),
        ("de", ["und", "der", "nicht", "welche"]),
        ("sv", ["och", "det", "att", "vilken"]),
        ("hu", ["és", "a", "hogy", "nem"]),
    ],
)
def test_stop_words_are_the_languages_function_words_in_lower_case(
    lang: str, words: list[str]
) -> None:
    vocabulary = stop_words(lang)
    assert set(words) <= vocabulary
    assert all(word == word.lower() for word in vocabulary)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["house", "court", "judgment", "went"]),
        ("cs", ["dům", "soud", "rozsudek", "šel"]),
        ("pl", ["dom", "sąd", "wyrok", "poszedł"]),
        ("de", ["Haus", "Gericht", "Urteil", "ging"]),
        ("sv", ["hus", "domstol", "dom", "gick"]),
        ("hu", ["ház", "bíróság", "ítélet", "ment"]),
    ],
)
def test_ordinary_nouns_and_verbs_are_ordinary_words(lang: str, words: list[str]) -> None:
    assert all(ordinary(word, lang) for word in words)
    if dictionary_for(lang) is None:  # Polish asks Morfeusz instead of a table
        assert set(words) <= common_words(lang)
        assert {word.lower() for word in words} <= common_lower(lang)


def test_a_polish_family_name_is_no_ordinary_word() -> None:
    assert not ordinary("Zbrzeźniak", "pl")  # Morfeusz knows it only as a family name


def test_german_common_words_keep_the_nouns_capital() -> None:
    german = common_words("de")
    assert {"Haus", "Regierung", "Mann"} <= german
    assert "haus" not in german
    assert "regierung" not in german
    assert "haus" in common_lower("de")


@pytest.mark.parametrize(
    ("lang", "months"),
    [
        ("en", ["January", "March", "Monday"]),
        ("cs", ["leden", "ledna", "května", "pondělí"]),
        ("pl", ["styczeń", "stycznia", "maja", "poniedziałek"]),
        ("de", ["Januar", "März", "Montag"]),
        ("sv", ["januari", "mars", "måndag"]),
        ("hu", ["január", "március", "hétfő"]),
    ],
)
def test_month_and_day_names_are_common_words(lang: str, months: list[str]) -> None:
    assert {month.lower() for month in months} <= common_lower(lang)


@pytest.mark.parametrize("name", ["Jan", "Anna", "Péter", "Karl", "Eva", "John", "Björn"])
def test_given_names_of_each_language(name: str) -> None:
    assert name in given_names()


@pytest.mark.parametrize(
    "name",
    ["Nováková", "Novák", "Kowalski", "Wiśniewski", "Müller", "Kovács", "Andersson", "Smith"],
)
def test_family_names_of_each_language(name: str) -> None:
    assert name in family_names()


@pytest.mark.parametrize(
    ("word", "listed"),
    [("SCHMIDT", True), ("kowalski", True), ("ANNA", True), ("KÜHLSCHRANK", False)],
)
def test_a_name_in_capitals_or_lower_case_is_listed_as_a_name_is_written(
    word: str, listed: bool
) -> None:
    assert listed_person_name(word) is listed


@pytest.mark.parametrize(
    ("word", "lang", "kin"),
    [("WUJEK", "pl", True), ("Aunt", "en", True), ("mum", "en", True), ("Kowalski", "pl", False)],
)
def test_a_kinship_word_or_title_is_one_in_any_case(word: str, lang: str, kin: bool) -> None:
    assert kinship_word(word, lang) is kin


def test_ordinary_words_are_not_given_names() -> None:
    given = given_names()
    assert not {"the", "court", "house", "Haus", "Court"} & given


@pytest.mark.parametrize("lists", ["given", "family"])
def test_name_lists_hold_no_lower_case_entries(lists: str) -> None:
    names = given_names() if lists == "given" else family_names()
    assert len(names) > 1000
    assert sorted(name for name in names if not name[0].isupper()) == []


def test_places_in_german_include_cities_countries_and_exonyms() -> None:
    german = places("de")
    assert {"Düsseldorf", "Deutschland", "Genf", "Wien", "Warschau", "Prag"} <= german
    # English names are there too
    assert {"Germany", "Geneva", "Vienna"} <= german


def test_places_in_polish_include_native_city_names() -> None:
    assert {"Warszawa", "Kraków", "Polska", "Niemcy"} <= places("pl")


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_places_hold_no_lower_case_entries(lang: str) -> None:
    assert sorted(name for name in places(lang) if not name[0].isupper()) == []


def test_family_name_with_only_a_genitive_in_the_table_is_no_ordinary_word() -> None:
    # The German table lists `Lehmanns` -> `Lehmann`: a name's genitive, not a noun's forms.
    assert "Lehmann" not in common_words("de")
    assert "Müller" in common_words("de")  # `Müllern`: a plural, so also a noun


@pytest.mark.parametrize(
    ("name", "lists"),
    [
        ("Olena", "given"),  # Ukrainian, as English transliterates it
        ("Andrij", "given"),  # ... as German does
        ("Kovalenko", "family"),
        ("Kowalenko", "family"),
        ("Dmitriy", "given"),  # Russian
        ("Akemi", "given"),  # Japanese, romanized
        ("Takahashi", "family"),
        ("Thao", "given"),  # Vietnamese, without its diacritics
        ("Hoang", "family"),
    ],
)
def test_names_of_other_scripts_are_listed_as_latin_letters_write_them(
    name: str, lists: str
) -> None:
    assert name in (given_names() if lists == "given" else family_names())


def test_a_transliterated_name_list_adds_no_ordinary_words() -> None:
    assert not {"Haus", "Court", "Mann", "Straße", "Stadt"} & (given_names())


def test_a_transliterated_name_spelled_as_a_form_of_a_given_name_is_not_added() -> None:
    # Ukrainian `Petro` is also how a Czech text calls Petra; Russian `Petrova` is Petr's.
    assert "Petro" not in given_names()
    assert "Petrova" not in family_names()
    assert "Danylo" in given_names()  # (no listed `Danyl`, `Danyla`)
    assert "Kovalenko" in family_names()
