"""Czech declension: every form of the paradigms the surrogates are drawn from."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.inflection.cs.declension import (
    CASES,
    adjective,
    decline,
    family_plural,
    family_plurals_of,
    paradigm,
    person_paradigm,
    plural_ending,
    readings,
)


@pytest.mark.parametrize(
    ("lemma", "gender", "forms"),
    [
        ("Novák", "Masc", "Novák Nováka Novákovi Nováka Nováku Novákovi Novákem"),
        ("Petr", "Masc", "Petr Petra Petrovi Petra Petře Petrovi Petrem"),
        ("Beneš", "Masc", "Beneš Beneše Benešovi Beneše Beneši Benešovi Benešem"),
        ("Kučera", "Masc", "Kučera Kučery Kučerovi Kučeru Kučero Kučerovi Kučerou"),
        ("Černý", "Masc", "Černý Černého Černému Černého Černý Černém Černým"),
        ("Jiří", "Masc", "Jiří Jiřího Jiřímu Jiřího Jiří Jiřím Jiřím"),
        ("Nováková", "Fem", "Nováková Novákové Novákové Novákovou Nováková Novákové Novákovou"),
        ("Jana", "Fem", "Jana Jany Janě Janu Jano Janě Janou"),
        ("Monika", "Fem", "Monika Moniky Monice Moniku Moniko Monice Monikou"),
        ("Barbora", "Fem", "Barbora Barbory Barboře Barboru Barboro Barboře Barborou"),
        ("Kamila", "Fem", "Kamila Kamily Kamile Kamilu Kamilo Kamile Kamilou"),
        ("Marie", "Fem", "Marie Marie Marii Marii Marie Marii Marií"),
    ],
)
def test_a_persons_name_declines_in_every_case(lemma: str, gender: str, forms: str) -> None:
    name = person_paradigm(lemma, gender)
    assert name is not None
    assert [decline(lemma, name, case) for case in CASES] == forms.split()


@pytest.mark.parametrize(
    ("lemma", "country", "forms"),
    [
        ("Brno", False, "Brno Brna Brnu Brno Brno Brně Brnem"),
        ("Praha", False, "Praha Prahy Praze Prahu Praho Praze Prahou"),
        ("Chomutov", False, "Chomutov Chomutova Chomutovu Chomutov Chomutove Chomutově Chomutovem"),
        ("Hořovice", False, "Hořovice Hořovic Hořovicím Hořovice Hořovice Hořovicích Hořovicemi"),
        ("Říčany", False, "Říčany Říčan Říčanům Říčany Říčany Říčanech Říčany"),
        ("Německo", True, "Německo Německa Německu Německo Německo Německu Německem"),
        ("Írán", True, "Írán Íránu Íránu Írán Íráne Íránu Íránem"),
        ("Itálie", True, "Itálie Itálie Itálii Itálii Itálie Itálii Itálií"),
    ],
)
def test_a_place_declines_in_every_case(lemma: str, country: bool, forms: str) -> None:
    name = paradigm(lemma, place=True, country=country)
    assert name is not None
    assert [decline(lemma, name, case) for case in CASES] == forms.split()


@pytest.mark.parametrize(
    ("lemma", "gender"), [("Pavel", "Masc"), ("Němec", "Masc"), ("Ivo", "Masc")]
)
def test_a_name_whose_stem_changes_is_no_surrogate(lemma: str, gender: str) -> None:
    # Pavel -> Pavla, but Daniel -> Daniela: no ending rule here tells them apart.
    assert person_paradigm(lemma, gender) is None


@pytest.mark.parametrize(
    ("lemma", "forms", "short"),
    [
        ("Hájek", "Hájek Hájka Hájkovi Hájka Hájku Hájkovi Hájkem", "Hájku"),
        ("Marek", "Marek Marka Markovi Marka Marku Markovi Markem", "Marku"),
        ("Zdeněk", "Zdeněk Zdeňka Zdeňkovi Zdeňka Zdeňku Zdeňkovi Zdeňkem", "Zdeňku"),
    ],
)
def test_a_mobile_e_drops_in_every_case_but_the_nominative(
    lemma: str, forms: str, short: str
) -> None:
    name = person_paradigm(lemma, "Masc")
    assert name is not None
    assert [decline(lemma, name, case) for case in CASES] == forms.split()
    assert decline(lemma, name, "Dat", before_family=True) == short  # Marku Novákovi


def test_a_town_in_ice_is_declinable_only_when_surely_plural() -> None:
    assert paradigm("Pardubice", place=True) is None  # Bystřice is singular, Teplice plural
    assert paradigm("Hořovice", place=True) == "ice"


def test_an_adjective_agrees_with_its_places_noun() -> None:
    assert adjective("Nový", "Masc", "Gen") == "Nového"
    assert adjective("Kutná", "Fem", "Loc") == "Kutné"
    assert adjective("České", "Plur", "Loc") == "Českých"
    assert adjective("Dolní", "Fem", "Ins") == "Dolní"
    assert adjective("Nový", "Fem", "Nom") is None


def test_readings_are_every_case_some_paradigm_makes() -> None:
    assert "Gen" in readings("Galuška", "Masc")  # Galušek's genitive, as `pán` reads it
    assert "Nom" in readings("Galuška", "Masc")
    assert "Gen" not in readings("Svobodu", "Masc")
    assert readings("Svobodu", "Masc") == {"Acc"}


def test_a_town_in_y_is_inanimate() -> None:
    assert decline("Slaný", paradigm("Slaný", place=True), "Acc") == "Slaný"
    assert decline("Černý", person_paradigm("Černý", "Masc"), "Acc") == "Černého"


def test_an_e_after_two_consonants_does_not_drop() -> None:
    assert person_paradigm("Česnek", "Masc") is None  # Česneka, not Česnka
    assert person_paradigm("Vlček", "Masc") == "pán-ek"  # Vlčka: l is a vowel here


@pytest.mark.parametrize(
    ("lemma", "forms"),
    [
        ("Hájek", "Hájkovi Hájkových Hájkovým Hájkovy Hájkovi Hájkových Hájkovými"),
        ("Kučera", "Kučerovi Kučerových Kučerovým Kučerovy Kučerovi Kučerových Kučerovými"),
        ("Beneš", "Benešovi Benešových Benešovým Benešovy Benešovi Benešových Benešovými"),
        ("Kopecký", "Kopečtí Kopeckých Kopeckým Kopecké Kopečtí Kopeckých Kopeckými"),
        ("Krejčí", "Krejčí Krejčích Krejčím Krejčí Krejčí Krejčích Krejčími"),
    ],
)
def test_a_mans_family_name_names_his_family_in_the_plural(lemma: str, forms: str) -> None:
    name = person_paradigm(lemma, "Masc")
    assert name is not None
    assert [family_plural(lemma, name, case) for case in CASES] == forms.split()


def test_a_family_in_the_plural_keeps_the_originals_way_of_writing_it() -> None:
    # `u Nováků` is the noun's own plural, `u Novákových` the possessive's: each surrogate
    # is written the way its original was.
    assert plural_ending("Nováků", "Novák") == "ů"
    assert plural_ending("Novákových", "Novák") == "ových"
    assert family_plural("Hájek", "pán-ek", "Gen", "ů") == "Hájků"
    assert family_plural("Hájek", "pán-ek", "Dat", "ům") == "Hájkům"
    assert plural_ending("Nováka", "Novák") is None


@pytest.mark.parametrize(
    ("word", "lemma", "cases"),
    [
        ("Vrbečkovými", "Vrbeček", ("Ins",)),
        ("Vrbečkových", "Vrbeček", ("Gen", "Loc")),
        ("Vrbečkovi", "Vrbeček", ("Nom", "Voc")),
        ("Vrbečků", "Vrbeček", ("Gen",)),
        ("Kopečtí", "Kopecký", ("Nom", "Voc")),
    ],
)
def test_a_family_in_the_plural_is_read_as_its_mans_name(
    word: str, lemma: str, cases: tuple[str, ...]
) -> None:
    assert (lemma, cases) in {(found, c) for found, _, c in family_plurals_of(word)}


def test_a_singular_names_family_is_no_plural() -> None:
    assert family_plurals_of("Vrbečková") == ()
    assert family_plurals_of("Vrbečka") == ()
