"""Hungarian case suffixes: split off a known name, put back in the surrogate's harmony."""

from __future__ import annotations

import zlib

import pytest

from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.inflection.suffixes import (
    CASES,
    FamilySuffix,
    split_place_suffix,
    split_suffix,
    with_suffix,
)
from pseudonymizer.lexicon.names import family_names
from pseudonymizer.replace.persons import person_surrogate


@pytest.mark.parametrize(
    ("word", "stem"),
    [
        ("Afrikából", "Afrika"),
        ("Janettel", "Janet"),
        ("Frenchtől", "French"),
        ("Budapesten", "Budapest"),
        ("Pápára", "Pápa"),
        ("Pétert", "Péter"),
        ("Vole-nak", "Vole"),
        ("Sir Wilfridnek", "Sir Wilfrid"),
    ],
)
def test_a_suffix_is_split_off_a_known_name(word: str, stem: str) -> None:
    found, suffix = split_suffix(word)
    assert found == stem and suffix is not None


@pytest.mark.parametrize("word", ["Kovács", "Szibéria", "Oroszország", "Janet", "Borozgyinról"])
def test_a_name_without_a_known_stem_keeps_its_ending(word: str) -> None:
    assert split_suffix(word) == (word, None)


@pytest.mark.parametrize(
    ("word", "stem", "ending"),
    [
        ("Bugacon", "Bugac", "on"),  # a village of GeoNames' smallest list
        ("Tihanyba", "Tihany", "ba"),
        ("Rózsadombról", "Rózsadomb", "ról"),  # no list's: the case says where
        ("Hegyaljáig", "Hegyalja", "ig"),
    ],
)
def test_a_place_reading_splits_a_village_or_a_case_of_place(
    word: str, stem: str, ending: str
) -> None:
    found, suffix = split_place_suffix(word)
    assert found == stem and suffix is not None and ending in CASES[suffix[0]]


@pytest.mark.parametrize(
    "word",
    [
        "Rózsadombnál",  # at: a person's case too (`Péternél`)
        "Rózsadombbal",  # with
        "Tihany",  # the village itself
        "Pécs",  # a known town, whose `-cs` is no case
    ],
)
def test_a_place_reading_leaves_other_cases_and_whole_names(word: str) -> None:
    assert split_place_suffix(word) == (word, None)


@pytest.mark.parametrize(
    ("original", "surrogate", "expected"),
    [
        ("Afrikából", "Szeged", "Szegedből"),
        ("Afrikából", "Győr", "Győrből"),
        ("Budapesten", "Pápa", "Pápán"),
        ("Budapesten", "Győr", "Győrön"),
        ("Janettel", "Kovács", "Kováccsal"),
        ("Janettel", "Rita", "Ritával"),
        ("Janettel", "Péter", "Péterrel"),
        ("Pétert", "Kovács", "Kovácsot"),
        ("Pétert", "János", "Jánost"),
        ("Vole-nak", "Szeged", "Szeged-nek"),
        # Mixed vowels: the last one not neutral (i, í, é) decides.
        ("Győrön", "Budapest", "Budapesten"),
        ("Győrön", "Zalaegerszeg", "Zalaegerszegen"),
        ("Győrön", "Papír", "Papíron"),
        ("Janettel", "Ágnes", "Ágnessel"),
    ],
)
def test_the_suffix_takes_the_surrogates_harmony(
    original: str, surrogate: str, expected: str
) -> None:
    _, suffix = split_suffix(original)
    assert suffix is not None
    assert with_suffix(surrogate, suffix) == expected


def _seed(key: str) -> int:
    return zlib.crc32(key.encode())


def test_a_hungarian_name_keeps_the_family_name_first() -> None:
    surrogate = person_surrogate("Kiss Róbert", "hu_HU", _seed, family_first=True)
    family, given = surrogate.split()
    from pseudonymizer.lexicon.substitutes import given_gender

    assert given_gender("hu_HU", given) == "male" and given_gender("hu_HU", family) is None


def test_a_suffixed_name_gets_its_names_surrogate_with_the_suffix(surrogate_of) -> None:
    plain = surrogate_of("Péter", "hu")
    assert surrogate_of("Péternek", "hu") in {plain + "nek", plain + "nak"}


def test_harmony_is_the_last_words_and_no_third_consonant() -> None:
    _, instrumental = split_suffix("Janettel")
    _, accusative = split_suffix("Pétert")
    assert instrumental is not None and accusative is not None
    assert with_suffix("Kovács Péter", instrumental) == "Kovács Péterrel"
    assert with_suffix("Papp", instrumental) == "Pappal"
    assert with_suffix("Mihály", accusative) == "Mihályt"
    assert split_suffix("Mihályt") == ("Mihály", accusative)


@pytest.mark.parametrize(
    ("surrogate", "expected"),
    [
        ("Gyöngyi", "Gyöngyihez"),
        ("Kövér", "Kövérhez"),
        ("Győr", "Győrhöz"),
        ("Kőrösi", "Kőrösihez"),
    ],
)
def test_a_front_word_is_rounded_only_where_its_last_vowel_is(
    surrogate: str, expected: str
) -> None:
    _, suffix = split_suffix("Erzsébethez")
    assert suffix is not None
    assert with_suffix(surrogate, suffix) == expected


@pytest.mark.parametrize(
    ("original", "surrogate", "expected"),
    [
        ("Szabóék", "Csonka", "Csonkáék"),
        ("Szabóéknál", "Csonka", "Csonkáéknál"),
        ("Szabóéknál", "Kiss", "Kisséknél"),
        ("Szabóékkal", "Kovács", "Kovácsékkal"),
        # The accusative lowers its vowel as a plural's, in the surrogate's harmony.
        ("Szabóékat", "Csonka", "Csonkáékat"),
        ("Szabóékat", "Kiss", "Kisséket"),
    ],
)
def test_a_family_with_ek_gets_the_surrogates_family(
    original: str, surrogate: str, expected: str
) -> None:
    inflector = inflector_for("hu")
    stem, ending = inflector.split(original)
    assert stem == "Szabó" and ending is not None
    assert inflector.attach(surrogate, ending) == expected


def test_beside_a_name_a_word_is_read_as_it_with_an_ending_no_list_needs() -> None:
    inflector = inflector_for("hu")
    assert "Bakonyi" not in family_names() and inflector.split("Bakonyival")[1] is None
    for word, expected in (("Bakonyival", "Farkassal"), ("Bakonyiéknál", "Farkaséknál")):
        ending = inflector.ending_after(word, "Bakonyi")
        assert ending is not None and inflector.attach("Farkas", ending) == expected
        assert "bakonyi" in inflector.family_keys(word)
    assert inflector.ending_after("Bakonyi", "Bakonyi") is None
    assert inflector.ending_after("Balatonnal", "Bakonyi") is None


@pytest.mark.parametrize(
    ("word", "name"), [("Vargáékat", "Varga"), ("Pappékat", "Papp"), ("Kisséket", "Kiss")]
)
def test_a_family_in_the_accusative_is_the_family_name_with_ek(word: str, name: str) -> None:
    stem, ending = inflector_for("hu").split(word)
    assert stem == name and isinstance(ending, FamilySuffix) and ending.suffix is not None
    assert word in inflector_for("hu").forms(name)  # (what the audit looks for)


def test_a_plural_in_the_accusative_is_no_family() -> None:
    # (`Magyarokat`, Hungarians; `Bolyaiakat`: a plural's `-ak`, no family's `-ék`.)
    for word in ("Magyarokat", "Bolyaiakat"):
        assert not isinstance(inflector_for("hu").split(word)[1], FamilySuffix)


@pytest.mark.parametrize(
    ("word", "stem", "surrogate", "expected"),
    [
        ("Ilonám", "Ilona", "Gréta", "Grétám"),
        ("Gáborom", "Gábor", "Gréta", "Grétám"),
        ("Erzsikém", "Erzsike", "Tímea", "Tímeám"),
        ("Jutkával", "Jutka", "Bori", "Borival"),
    ],
)
def test_my_and_a_nickname_in_a_case_come_off_and_go_on_the_surrogate(
    word: str, stem: str, surrogate: str, expected: str
) -> None:
    inflector = inflector_for("hu")
    found, ending = inflector.split(word)
    assert found == stem and ending is not None
    assert inflector.attach(surrogate, ending) == expected


@pytest.mark.parametrize(
    ("original", "stem", "expected"),
    [
        ("Varga Ottóné", "Varga Ottó", "Fehér Lászlóné"),
        ("Varga Ottónéval", "Varga Ottó", "Fehér Lászlónéval"),
        ("Molnár Gézánénak", "Molnár Géza", "Fehér Lászlónénak"),
    ],
)
def test_a_wife_named_by_her_husband_gets_the_surrogates_with_ne(
    original: str, stem: str, expected: str
) -> None:
    inflector = inflector_for("hu")
    found, ending = inflector.split(original)
    assert found == stem and ending is not None
    assert inflector.attach("Fehér László", ending) == expected


def test_a_pet_name_of_a_nickname_keeps_its_case_on_the_surrogate() -> None:
    pairs = dict(inflector_for("hu").name_forms("Gabi", "Zoli"))
    assert pairs["Gabikám"] == "Zolikám" and pairs["Gabinak"] == "Zolinak"
    assert dict(inflector_for("hu").name_forms("Gabi", "Ottó"))["Gabikám"] == "Ottóm"


@pytest.mark.parametrize("word", ["Ádám", "Ábrahám", "Irén"])
def test_a_name_ending_like_my_stays_whole(word: str) -> None:
    assert inflector_for("hu").split(word) == (word, None)


@pytest.mark.parametrize(("word", "stem"), [("Péteré", "Péter"), ("Katáé", "Kata")])
def test_whose_comes_off_a_name_and_goes_on_its_surrogate(word: str, stem: str) -> None:
    """`Péteré` (Péter's), a chat's `whose was it`: the name with `-é`, no place's adjective."""
    found, suffix = split_suffix(word)
    assert found == stem and suffix is not None
    assert with_suffix("Anna", suffix) == "Annáé"


@pytest.mark.parametrize("word", ["Kávé", "Tévé"])
def test_a_word_ending_in_e_after_no_name_keeps_it(word: str) -> None:
    assert split_suffix(word) == (word, None)
