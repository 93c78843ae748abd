"""Polish surrogates: the same name class, gender and inflected form, one lemma for all cases."""

from __future__ import annotations

import re
import zlib

import pytest

from pseudonymizer.lexicon.inflection.pl.analogy import analogous, declined
from pseudonymizer.lexicon.inflection.pl.inflector import (
    FAMILY,
    GIVEN,
    PLACE,
    continents,
    countries,
    expanded,
    inflected_name,
)
from pseudonymizer.lexicon.morfeusz import analyse
from tests.pseudonymized import run_written

PERSON = (GIVEN, FAMILY)


def _seed(text: str) -> int:
    return zlib.crc32(text.encode())


def _tags(word: str, name_class: str) -> set[str]:
    return {t for r in analyse(word) if name_class in r.name_classes for t in expanded(r.tag)}


def _lemmas(word: str, name_class: str) -> set[str]:
    return {r.lemma for r in analyse(word) if name_class in r.name_classes}


@pytest.mark.parametrize(
    ("original", "classes"),
    [
        ("Jan Kowalski", PERSON),
        ("Jana Kowalskiego", PERSON),
        ("Janowi Kowalskiemu", PERSON),
        ("Annie Kowalskiej", PERSON),
        ("Kowalskim", PERSON),
        ("Krakowie", (PLACE,)),
        ("Warszawy", (PLACE,)),
        ("Katowicach", (PLACE,)),
    ],
)
def test_every_word_keeps_its_class_and_its_tag(original: str, classes) -> None:
    surrogate = inflected_name(original, classes, _seed)
    assert surrogate is not None
    words, new = original.split(), surrogate.split()
    assert len(new) == len(words) and surrogate != original
    for i, (word, replacement) in enumerate(zip(words, new, strict=True)):
        name_class = classes[0] if len(classes) == 1 else (FAMILY if i == len(words) - 1 else GIVEN)
        assert _tags(word, name_class) & _tags(replacement, name_class)


def test_every_case_of_a_name_gets_the_same_surrogate_lemma() -> None:
    forms = ["Jan Kowalski", "Jana Kowalskiego", "Janowi Kowalskiemu", "Janem Kowalskim"]
    surrogates = [inflected_name(form, PERSON, _seed).split() for form in forms]
    # `Przemysława` is also a woman's name: the readings shared by all forms name the lemma.
    assert set.intersection(*(_lemmas(given, GIVEN) for given, _ in surrogates))
    assert set.intersection(*(_lemmas(family, FAMILY) for _, family in surrogates))


def test_a_womans_name_gets_a_womans_surrogate() -> None:
    given, family = inflected_name("Annie Kowalskiej", PERSON, _seed).split()
    assert any(r.tag.endswith(":f") for r in analyse(given) if GIVEN in r.name_classes)
    assert any(r.tag.endswith(":f") for r in analyse(family) if FAMILY in r.name_classes)


def test_capitals_small_words_and_unknown_names() -> None:
    assert inflected_name("KRAKOWIE", (PLACE,), _seed).isupper()
    assert inflected_name("Ostrów nad Wisłą", (PLACE,), _seed).split()[1] == "nad"
    assert inflected_name("Xyzzy", (PLACE,), _seed) is None


def test_tags_are_spelled_out() -> None:
    assert expanded("subst:sg:nom.voc:m1") == {"subst:sg:nom:m1", "subst:sg:voc:m1"}


def test_a_word_morfeusz_does_not_know_takes_the_form_of_its_name() -> None:
    # `Zawgajewa` is unknown; `Rusłana` says genitive, masculine: the family name follows it.
    given, family = inflected_name("Rusłana Zawgajewa", PERSON, _seed).split()
    assert "subst:sg:gen:m1" in _tags(given, GIVEN)
    assert "subst:sg:gen:m1" in _tags(family, FAMILY)
    assert inflected_name("Cz-I ASRR", (PLACE,), _seed) is None  # nothing known at all


def test_a_common_noun_in_a_place_name_gives_its_form() -> None:
    [place] = inflected_name("Kultury", (PLACE,), _seed).split()
    assert "subst:sg:gen:f" in _tags(place, PLACE)


def test_a_country_becomes_a_country_in_the_same_form() -> None:
    surrogate = inflected_name("Rosji", (PLACE,), _seed)
    assert surrogate is not None and surrogate != "Rosji"
    lemmas = {r.lemma for r in analyse(surrogate) if PLACE in r.name_classes}
    assert lemmas & set(countries())
    assert _tags("Rosji", PLACE) & _tags(surrogate, PLACE)


def test_a_places_adjective_becomes_another_in_the_same_form() -> None:
    surrogate = inflected_name("półwyspie Helskim", (PLACE,), _seed)
    assert surrogate is not None
    noun, adjective = surrogate.split()
    assert noun == "półwyspie" and adjective != "Helskim" and adjective[0].isupper()
    wanted = {t for r in analyse("Helskim") if r.tag.startswith("adj:") for t in expanded(r.tag)}
    assert wanted & {t for r in analyse(adjective.lower()) for t in expanded(r.tag)}


def test_a_common_noun_in_a_places_name_stays_when_another_word_changes() -> None:
    surrogate = inflected_name("Nowy Cmentarz Żydowski", (PLACE,), _seed)
    assert surrogate is not None
    words = surrogate.split()
    assert words[1] == "Cmentarz" and words[2] != "Żydowski"


def test_a_judges_title_stays_before_the_name() -> None:
    surrogate = inflected_name("SSR Anna Kwiatkowska", PERSON, _seed)
    assert surrogate.startswith("SSR ") and "Kwiatkowska" not in surrogate


def test_a_given_name_alone_stays_a_given_name() -> None:
    # `Marku` is Marek's vocative, and SGJP also knows Marek as a family name.
    surrogate = inflected_name("Marku", PERSON, _seed)
    readings = [r for r in analyse(surrogate) if GIVEN in r.name_classes]
    assert any("voc" in r.tag for r in readings)


def test_a_ski_name_becomes_a_ski_name_of_the_persons_gender() -> None:
    family = inflected_name("Annie Kowalskiej", PERSON, _seed).split()[1]
    assert family.endswith(("skiej", "ckiej", "dzkiej"))
    family = inflected_name("Jan Kowalski", PERSON, _seed).split()[1]
    assert family.endswith(("ski", "cki", "dzki"))  # a man's, not `Skowrońska`


@pytest.mark.parametrize(
    ("original", "given_tag", "family_tag"),
    [
        # SGJP lists a woman's `Witolda`, `Jarosława` (nominative) before the men's genitive.
        ("Witolda Kowala", "subst:sg:gen:m1", "subst:sg:gen:m1"),
        ("Jarosława Kozłowskiego", "subst:sg:gen:m1", "subst:sg:gen:m1"),
        ("Bogusława Wilka", "subst:sg:gen:m1", "subst:sg:gen:m1"),
        ("Jarosława Kozłowska", "subst:sg:nom:f", "subst:sg:nom:f"),
    ],
)
def test_a_given_name_is_read_in_the_form_of_the_family_name_after_it(
    original: str, given_tag: str, family_tag: str
) -> None:
    surrogate = inflected_name(original, PERSON, _seed)
    assert surrogate is not None
    given, family = surrogate.split(" ")
    assert given_tag in _tags(given, GIVEN)
    assert family_tag in _tags(family, FAMILY)


def test_a_mans_given_name_alone_in_the_genitive_stays_a_mans() -> None:
    # `Witold` is a listed given name, the woman's `Witolda` is not.
    surrogate = inflected_name("Witolda", PERSON, _seed)
    assert surrogate is not None
    assert "subst:sg:gen:m1" in _tags(surrogate, GIVEN)


@pytest.mark.parametrize(
    ("word", "lemma", "tag"),
    [
        ("Gwiżdżyńskiego", "Gwiżdżyński", "subst:sg:gen.acc:m1"),
        ("Gwiżdżyńscy", "Gwiżdżyński", "subst:pl:nom.voc:m1"),
        ("Gwiżdżyńskich", "Gwiżdżyński", "subst:pl:gen.acc:m1"),
        ("Gwiżdżyńską", "Gwiżdżyńska", "subst:sg:acc:f"),
        ("Pstrążkiem", "Pstrążek", "subst:sg:inst:m1"),  # not Pstrążk, as Nowakiem reads
        ("Pstrążków", "Pstrążek", "subst:pl:gen.acc:m1"),
    ],
)
def test_a_family_name_sgjp_does_not_know_is_read_by_analogy(
    word: str, lemma: str, tag: str
) -> None:
    assert not any(FAMILY in r.name_classes for r in analyse(word))
    first = analogous(word)[0].lemma
    assert first == lemma and (lemma, tag) in {(r.lemma, r.tag) for r in analogous(word)}


def test_an_unknown_family_name_is_declined_as_its_models() -> None:
    forms = dict(declined("Gwiżdżyński"))
    assert forms["Gwiżdżyńskiemu"] == "subst:sg:dat:m1"
    assert forms["Gwiżdżyńscy"] == "subst:pl:nom.voc:m1"
    # Its surrogate takes each form: `z panem Gwiżdżyńskim` -> an instrumental.
    family = inflected_name("Gwiżdżyńskim", PERSON, _seed, family=True)
    assert family is not None and "subst:sg:inst:m1" in _tags(family, FAMILY)


@pytest.mark.parametrize("place", ["Europie", "Afryki", "Azją"])
def test_a_continent_becomes_a_continent_in_the_same_form(place: str) -> None:
    """`po Europie`: another part of the world in the same case, never a town."""
    surrogate = inflected_name(place, (PLACE,), _seed)
    assert surrogate is not None and surrogate != place
    lemmas = {r.lemma for r in analyse(surrogate) if PLACE in r.name_classes}
    assert lemmas & set(continents())
    assert _tags(place, PLACE) & _tags(surrogate, PLACE)


def test_a_town_stays_a_town_not_a_continent() -> None:
    surrogate = inflected_name("Radomiu", (PLACE,), _seed)
    assert surrogate is not None
    lemmas = {r.lemma for r in analyse(surrogate) if PLACE in r.name_classes}
    assert not lemmas & set(continents())


@pytest.mark.parametrize(
    ("name", "sex", "gender"),
    [("Władek", "m", "m1"), ("Józka", "m", "m1"), ("Józka", "f", "f")],
)
def test_a_given_name_of_two_readings_takes_the_persons_sex_where_the_text_tells_it(
    name: str, sex: str, gender: str
) -> None:
    """`dziadek Władek`: a man (not the genitive plural of the woman's Władka); `Józka` a
    man's accusative or a woman's nominative, as the title beside it says."""
    surrogate = inflected_name(name, (GIVEN, FAMILY), _seed, sex=sex)
    assert surrogate is not None
    genders = {r.tag.split(":")[-1] for r in analyse(surrogate) if GIVEN in r.name_classes}
    assert any(g.startswith(gender) for g in genders)


def test_a_told_sex_only_chooses_among_a_names_readings() -> None:
    """`Marek` has a man's reading only: a woman's title beside it changes nothing."""
    surrogate = inflected_name("Marek", (GIVEN, FAMILY), _seed, sex="f")
    assert surrogate == inflected_name("Marek", (GIVEN, FAMILY), _seed)
    assert surrogate is not None
    genders = {r.tag.split(":")[-1] for r in analyse(surrogate) if GIVEN in r.name_classes}
    assert any(g.startswith("m1") for g in genders)


@pytest.mark.parametrize("key", [b"one", b"two", b"three"])
def test_a_given_name_sgjp_knows_as_a_noun_keeps_one_given_surrogate_in_its_cases(
    key: bytes,
) -> None:
    # `Lenki` is also a village's part and a contemptuous plural of the family Lenk: it
    # became a family name's surrogate, `Lenkę` a given name's and `dla Lenki` an
    # accusative, for one woman.
    text = "Kupiłem róże dla Lenki. Potem spotkałem Lenkę w kawiarni i rozmawiałem z Lenką."
    _, output = run_written(text, "pl", key)
    found = re.fullmatch(
        r"Kupiłem róże dla (\w+)\. Potem spotkałem (\w+) w kawiarni i rozmawiałem z (\w+)\.",
        output,
    )
    assert found is not None, output
    lemmas = set()
    for word, case in zip(found.groups(), ("gen", "acc", "inst"), strict=True):
        given = [r for r in analyse(word) if GIVEN in r.name_classes and f":{case}" in r.tag]
        assert given, (word, case)
        lemmas.add(given[0].lemma)
    assert len(lemmas) == 1, found.groups()


def _family(word: str) -> bool:
    return any("nazwisko" in r.name_classes for r in analyse(word))


def _given(word: str) -> bool:
    return any("imię" in r.name_classes for r in analyse(word))


@pytest.mark.parametrize(
    ("original", "case"),
    [
        ("Mariannie Oliveira Santos", "dat"),
        ("Marianną Oliveira Santos", "inst"),
        ("Marii Pereira Almeida", "dat"),
    ],
)
def test_a_second_family_name_between_given_and_family_stays_a_family_name(
    original: str, case: str
) -> None:
    given, second, family = inflected_name(original, PERSON, _seed).split()
    assert _given(given) and _family(second) and _family(family)
    assert not _given(second)
    assert any(case in tag for tag in _tags(second, "nazwisko"))


def test_a_second_given_name_stays_a_given_name() -> None:
    given, second, family = inflected_name("Annie Marii Kowalskiej", PERSON, _seed).split()
    assert _given(given) and _given(second) and _family(family)
