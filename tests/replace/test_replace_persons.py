"""Undeclined person surrogates: words, initials, gender and origin kept; one seed per word."""

from __future__ import annotations

import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.lexicon.substitutes import agreed_gender, family_names, given_gender, given_names
from pseudonymizer.replace.persons import person_surrogate


def _seed(key: str) -> int:
    return zlib.crc32(key.encode())


def _other_seed(key: str) -> int:
    return zlib.crc32(("other key\x1f" + key).encode())


def test_a_family_name_alone_gets_the_full_names_family_name() -> None:
    full = person_surrogate("Anna Schmidt", "de_DE", _seed)
    alone = person_surrogate("Schmidt", "de_DE", _seed)
    assert full.split()[-1] == alone


@pytest.mark.parametrize(
    ("original", "family"),
    [("Quillfeather-Oyelaran", True), ("Brightwater-Okoye", True), ("Anne-Marie", False)],
)
def test_a_name_joined_by_hyphens_alone_is_a_family_name_unless_each_part_is_given(
    original: str, family: bool
) -> None:
    # (A double-barrelled family name alone drew a given name: a role swapped.)
    drawn = person_surrogate(original, "en_GB", _seed)
    pool = {*family_names("en_GB", "male"), *family_names("en_GB", "female")}
    assert (drawn in pool) is family


def test_gender_follows_the_given_name() -> None:
    for original in ("Anna Schmidt", "Petra Müller", "Maria Weber"):
        first = person_surrogate(original, "de_DE", _seed).split()[0]
        assert given_gender("de_DE", first) == "female"
    first = person_surrogate("Thomas Weber", "de_DE", _seed).split()[0]
    assert given_gender("de_DE", first) == "male"


def test_a_double_given_name_has_its_first_parts_gender() -> None:
    # `Per-Olof`, `Karl-Heinz` are in no list, their parts are: a man became `Ulla` by a draw.
    for seed in range(12):
        draw = lambda key, seed=seed: zlib.crc32(f"{seed}\x1f{key}".encode())  # noqa: E731
        for name, locale, gender in (
            ("Per-Olof Lindgren", "sv_SE", "male"),
            ("Karl-Heinz Brettschneider", "de_DE", "male"),
            ("Britt-Marie Sundqvist", "sv_SE", "female"),
        ):
            first = person_surrogate(name, locale, draw).split()[0]
            assert given_gender(locale, first.split("-")[0]) == gender, (name, first)


def test_a_given_name_no_list_of_the_locale_holds_keeps_the_gender_the_others_agree_on() -> None:
    # `Pete` is in no English list, a man's in every other: it became `Yvonne` by a draw.
    for seed in range(12):
        draw = lambda key, seed=seed: zlib.crc32(f"{seed}\x1f{key}".encode())  # noqa: E731
        for name, gender in (("Pete", "male"), ("Tove", "female")):
            new = person_surrogate(name, "en_US", draw)
            assert given_gender("en_US", new) == gender, (name, new)


def test_a_full_names_given_name_another_countrys_lists_hold_keeps_its_gender() -> None:
    # `Becky` is in no British list, a woman's in the American: `Becky Lawson`, a chat's
    # speaker, became `Norman Fisher` by a draw while `becky` alone became `ellie`.
    for seed in range(12):
        draw = lambda key, seed=seed: zlib.crc32(f"{seed}\x1f{key}".encode())  # noqa: E731
        assert given_gender("en_GB", "Becky") is None
        first = person_surrogate("Becky Lawson", "en_GB", draw).split()[0]
        assert given_gender("en_GB", first) == "female", first


def test_a_czech_woman_keeps_a_feminine_family_name() -> None:
    surrogate = person_surrogate("Aneta Pavlíčková", "cs_CZ", _seed)
    given, family = surrogate.split()
    assert given_gender("cs_CZ", given) == "female"
    assert family in family_names("cs_CZ", "female")


def test_initials_and_particles_keep_their_place() -> None:
    surrogate = person_surrogate("J. S. van der Berg", "de_DE", _seed).split()
    assert [len(w) for w in surrogate[:2]] == [2, 2] and surrogate[0].endswith(".")
    assert surrogate[2:4] == ["van", "der"]


def test_an_initial_and_its_given_name_share_a_letter() -> None:
    full = person_surrogate("Maria Weber", "de_DE", _seed)
    short = person_surrogate("M. Weber", "de_DE", _seed)
    assert short == f"{full[0]}. {full.split()[1]}"


def test_a_foreign_name_gets_a_name_of_its_origin() -> None:
    given, _family = person_surrogate("Paul Gascoigne", "cs_CZ", _seed).split()
    assert given in given_names("en_US", "male")


def test_a_family_of_given_names_of_two_countries_keeps_one_family_name() -> None:
    # `Tobias` is a German list's given name, no English one; the family name, no list's,
    # is drawn at home for him as for his mother.
    mother = person_surrogate("Margaret Pennyfeather", "en_GB", _seed).split()
    son = person_surrogate("Tobias Pennyfeather", "en_GB", _seed).split()
    assert mother[-1] == son[-1] and mother[-1] in family_names("en_GB", "male")
    # A family name the given name's country lists is that country's.
    _, family = person_surrogate("Krzysztof Wiśniewski", "en_GB", _seed).split()
    assert family in family_names("pl_PL", "male")


def test_a_name_in_capitals_stays_in_capitals() -> None:
    surrogate = person_surrogate("ANNA SCHMIDT", "de_DE", _seed)
    assert surrogate.isupper() and surrogate != "ANNA SCHMIDT"


# (No deadline: the first draw reads every locale's name lists, once per process.)
@settings(deadline=None)
@given(
    st.sampled_from(given_names("sv_SE", "male")), st.sampled_from(family_names("sv_SE", "male"))
)
def test_a_surrogate_keeps_the_words_and_is_deterministic(first: str, last: str) -> None:
    original = f"{first} {last}"
    surrogate = person_surrogate(original, "sv_SE", _seed)
    assert len(surrogate.split()) == 2 and surrogate != original
    assert person_surrogate(original, "sv_SE", _seed) == surrogate


def test_another_key_gives_other_surrogates() -> None:
    names = [
        f"{g} {f}"
        for g, f in zip(
            given_names("sv_SE", "male")[:100], family_names("sv_SE", "male")[:100], strict=True
        )
    ]
    same = sum(
        person_surrogate(n, "sv_SE", _seed) == person_surrogate(n, "sv_SE", _other_seed)
        for n in names
    )
    assert same <= 2


def test_an_initial_no_listed_name_has_gets_a_rare_one() -> None:
    from pseudonymizer.lexicon.substitutes import letter_classes

    pool = given_names("de_DE", "male")
    classes = letter_classes(pool)
    first = person_surrogate("Quirin Weber", "de_DE", _seed).split()[0]
    assert "Q" not in classes and classes[first[0]] == max(classes.values())


def test_a_name_part_in_lower_case_is_replaced_too() -> None:
    assert "novák" not in person_surrogate("Jan novák", "cs_CZ", _seed).casefold()
    assert "novák" not in person_surrogate("jan Novák", "cs_CZ", _seed).casefold()


def test_an_initial_always_changes_its_letter() -> None:
    for letter in "ABCDEFGHIJKLMNOPRSTUVWXYZ":
        for locale in ("sv_SE", "en_GB", "de_DE"):
            assert not person_surrogate(f"{letter}. Berg", locale, _seed).startswith(letter)
    assert person_surrogate("J.S. Bach", "de_DE", _seed).split()[0].count(".") == 2


def test_a_masculine_family_name_makes_a_man() -> None:
    assert person_surrogate("Novák", "cs_CZ", _seed) in family_names("cs_CZ", "male")


def test_a_locale_with_empty_lists_falls_back() -> None:
    assert len(person_surrogate("Zbyšek Novák", "lt_LT", _seed).split()) == 2


def test_a_title_before_the_name_stays(surrogate_of) -> None:
    new = surrogate_of("Judge Ingrid Solberg", "en")
    assert new.startswith("Judge ") and "Ingrid" not in new and "Solberg" not in new
    assert len(new.split()) == 3


def test_a_family_name_that_is_also_a_title_is_replaced(surrogate_of) -> None:
    for original, lang in (("Anna Richter", "de"), ("Mary Lord", "en"), ("Herr Richter", "de")):
        new = surrogate_of(original, lang)
        assert original.split()[-1] not in new and len(new.split()) == 2
    assert surrogate_of("Herr Richter", "de").startswith("Herr ")
    assert surrogate_of("Richter", "de") != "Richter"


def test_a_word_alone_after_a_title_is_a_family_name_unless_the_title_is_a_kinship(
    surrogate_of,
) -> None:
    # `Adam` and `Martin` are given names too: after `Herr` or `Dr.` they are family names.
    for original in ("Herr Adam", "Dr. Martin", "Frau Adam"):
        title, name = surrogate_of(original, "de").split()
        assert title == original.split()[0] and name in family_names("de_DE+de_AT+de_CH", "male")
    title, name = surrogate_of("Tante Anna", "de").split()
    assert name in given_names("de_DE+de_AT+de_CH", "female")


def test_a_family_name_only_a_woman_has_makes_a_woman() -> None:
    # No list holds these given names; the family names' endings are a woman's.
    for name in ("Sólrún Hafsteinsdóttir", "Gintarė Žemaitytė", "Rūta Lukšienė"):
        given = person_surrogate(name, "en_GB", _seed).split()[0]
        assert given_gender("en_GB", given) == "female", name


def test_a_double_family_name_gets_two_family_names_the_same_in_each_mention() -> None:
    """`Lundqvist Berg`-like double family names after a given name: the first family name
    was drawn as a given name, another one where the family names stood alone."""
    for full, family in (
        ("Maja Sjöholm Ek", "Sjöholm Ek"),
        ("Olof Wikström Nyberg", "Wikström Nyberg"),
    ):
        drawn = person_surrogate(full, "sv_SE", _seed, double_family=True).split()
        alone = person_surrogate(family, "sv_SE", _seed, double_family=True).split()
        assert drawn[1:] == alone, (drawn, alone)
        assert all(word in family_names("sv_SE", "male") for word in alone), alone
        assert drawn[0] in given_names("sv_SE", "female") + given_names("sv_SE", "male")


def test_a_middle_given_name_stays_a_given_name() -> None:
    drawn = person_surrogate("Anna Karin Sjöholm", "sv_SE", _seed).split()
    assert drawn[1] in given_names("sv_SE", "female"), drawn


def test_an_english_middle_name_that_is_a_family_name_too_stays_a_given_name() -> None:
    """(English writes no double family name unjoined: `Arthur Collins Redfearn`'s Collins is
    a middle name, drawn as a family name it was a role swap.)"""
    drawn = person_surrogate("Arthur Collins Redfearn", "en_GB", _seed).split()
    assert drawn[1] in given_names("en_GB", "male") + given_names("en_GB", "female"), drawn


@pytest.mark.parametrize("name", ["Ahmed", "Ali", "Mohammed"])
def test_a_given_name_alone_that_some_lists_hold_as_a_family_name_stays_a_given_name(
    name: str,
) -> None:
    # (Alone in a Swedish chat `Ahmed` became a family name: a role swap.)
    new = person_surrogate(name, "sv_SE", lambda key: 11)
    assert given_gender("sv_SE", new) is not None, new


@pytest.mark.parametrize("name", ["Smith", "Berg"])
def test_a_family_name_alone_that_one_list_holds_as_a_given_name_stays_a_family_name(
    name: str,
) -> None:
    new = person_surrogate(name, "sv_SE", lambda key: 11)
    assert new in family_names("sv_SE", "male") or new in family_names("sv_SE", "female"), new


def test_a_name_in_its_own_countrys_order_keeps_it() -> None:
    # A Japanese or Ukrainian name written given name first in a Hungarian text, a Vietnamese
    # one family name first in a Czech or German text: the surrogate's family name stands
    # where the original's does.
    for original, locale, family_first, family_at in (
        ("Akemi Takahashi", "hu_HU", True, -1),
        ("Olena Kovalenko", "hu_HU", True, -1),
        ("Tran Quang Minh", "cs_CZ", False, 0),
        ("Takahashi Kenji", "de_DE", False, 0),
    ):
        words = person_surrogate(original, locale, _seed, family_first).split()
        assert words[family_at] in family_names(locale, "male") + family_names(locale, "female")
        assert given_gender(locale, words[family_at]) is None, original


def test_a_name_in_the_languages_order_keeps_it() -> None:
    assert person_surrogate("Kiss Péter", "hu_HU", _seed, True).split()[0] in family_names(
        "hu_HU", "male"
    )
    assert person_surrogate("Jana Nováková", "cs_CZ", _seed).split()[-1] in family_names(
        "cs_CZ", "female"
    )


def test_a_foreign_given_name_keeps_its_gender() -> None:
    # Names the language's lists lack: their gender is another country's lists'.
    for seed in range(6):
        draw = lambda key, seed=seed: zlib.crc32(f"{seed}\x1f{key}".encode())  # noqa: E731
        for original, locale, family_first, given_at, gender in (
            ("Akemi Takahashi", "hu_HU", True, 0, "female"),
            ("Takahashi Kenji", "hu_HU", True, 1, "male"),
            ("Tran Thi Linh", "cs_CZ", False, 1, "female"),
            ("Olena Kovalenko", "sv_SE", False, 0, "female"),
            ("Thomas Weber", "sv_SE", False, 0, "male"),
        ):
            words = person_surrogate(original, locale, draw, family_first).split()
            assert agreed_gender(words[given_at]) == gender, (original, words)


@pytest.mark.parametrize(
    ("original", "kept"),
    [
        ("Anne De Vries", {1: "De"}),
        ("J. De Meyer", {1: "De"}),
        ("Ms Van der Berg", {0: "Ms", 1: "Van", 2: "der"}),
        ("Pieter Van Dam", {1: "Van"}),
        ("De Luca", {0: "De"}),
    ],
)
def test_a_capitalized_particle_stays_and_the_name_after_it_is_a_family_name(
    original: str, kept: dict[int, str]
) -> None:
    # (`De` was drawn as a given name: `J. De Meyer` -> `C. Perry Dominic`.)
    words = person_surrogate(original, "en_GB", _seed, titles=frozenset({"ms"})).split()
    assert len(words) == len(original.split())
    assert all(words[at] == word for at, word in kept.items())
    pool = {*family_names("en_GB", "male"), *family_names("en_GB", "female")}
    assert words[-1] in pool and words[-1] != original.split()[-1]


@pytest.mark.parametrize("original", ["Della Jones", "Van Morrison"])
def test_a_given_name_spelled_as_a_particle_opening_the_name_is_replaced(original: str) -> None:
    words = person_surrogate(original, "en_GB", _seed).split()
    assert words[0] != original.split()[0] and words[1] != original.split()[1]
