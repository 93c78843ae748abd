"""A Czech family name no list holds, read by the declension: every case of it one lemma
whatever the lemmatizer made of it, and a family in the plural read as its man's name."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.inflection.cs.families import (
    family_plural_reading,
    family_reading,
    known_family,
)
from pseudonymizer.model import WordForm


def test_the_names_read_here_are_in_no_list() -> None:
    assert not known_family("Vrbeček") and not known_family("Hrabánek")


@pytest.mark.parametrize(
    ("word", "form", "lemma", "case"),
    [
        # The lemmatizer's three lemmas of one name, in a letter to him (after `pane`, read
        # in the title's case and gender).
        ("Vrbečku", WordForm("Vrbečka", "Voc", "Sing", "Masc"), "Vrbeček", "Voc"),
        ("Vrbečkem", WordForm("Vrbečk", "Ins", "Sing", "Masc"), "Vrbeček", "Ins"),
        ("Vrbeček", WordForm("Vrbeček", "Nom", "Sing", "Masc"), "Vrbeček", "Nom"),
        ("Vrbečka", WordForm("Vrbečka", "Gen", "Sing", "Masc"), "Vrbeček", "Gen"),
        ("Hrabánkovi", WordForm("Hrabánk", "Dat", "Sing", "Masc"), "Hrabánek", "Dat"),
        # A woman's: her own lemma, in her case.
        ("Vrbečkovou", WordForm("Vrbečkový", "Ins", "Sing", "Fem"), "Vrbečková", "Ins"),
    ],
)
def test_every_case_of_an_unlisted_family_name_has_one_lemma(
    word: str, form: WordForm, lemma: str, case: str
) -> None:
    found = family_reading(word, form)
    assert found is not None
    assert (found.lemma, found.case, found.number) == (lemma, case, "Sing")


def test_a_name_some_list_holds_comes_before_a_dropped_e() -> None:
    found = family_reading("Frankovi", WordForm("Franek", "Dat", "Sing", "Masc"))
    assert found is not None and found.lemma == "Frank"


def test_a_title_gives_the_gender_the_tagger_missed() -> None:
    # `Vrbečku` read as a woman's accusative (Vrbečka's); after `pane`, in his vocative.
    hers = family_reading("Vrbečku", WordForm("Vrbečka", "Acc", "Sing", "Fem"))
    assert hers is not None and (hers.lemma, hers.gender) == ("Vrbečka", "Fem")
    his = family_reading("Vrbečku", WordForm("Vrbečka", "Voc", "Sing", "Fem"), "Masc")
    assert his is not None and (his.lemma, his.gender) == ("Vrbeček", "Masc")


def test_a_family_in_the_plural_is_read_as_its_mans_name() -> None:
    found = family_reading("Vrbečkovými", WordForm("Vrbečkův", "Ins", "Plur", None))
    assert found == WordForm("Vrbeček", "Ins", "Plur", "Masc")
    listed = family_plural_reading("Novákových", WordForm("Novák", "Gen", "Plur", "Masc"))
    assert listed == WordForm("Novák", "Gen", "Plur", "Masc")


def test_a_name_the_tagger_takes_for_its_own_lemma_is_no_family() -> None:
    # `pan Janů`, a family name in -ů of its own, is no family of Jan.
    assert family_reading("Vrbečků", WordForm("Vrbečků", "Gen", "Sing", "Masc")) is None
    assert family_plural_reading("Janů", WordForm("Janů", "Nom", "Sing", "Masc")) is None


def test_a_word_no_paradigm_makes_in_the_case_and_gender_read_keeps_its_reading() -> None:
    assert family_reading("Gascoigne", WordForm("Gascoigne", None, None, None)) is None
    # `Londýně`, a place a model took for a man: no man's name is in the locative so.
    assert family_reading("Londýně", WordForm("Londýn", "Loc", "Sing", "Masc")) is None
