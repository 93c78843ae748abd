"""Hungarian builds words of ordinary ones, by endings (`Társasházunkban`: `társasház` + `unk` +
`ban`) and by compounding (`Környezetvédelmi`: `környezet` + `védelem` + `i`), into forms no
dictionary lists. Such a word is an ordinary one whose capital is its sentence's, or an
institution's descriptive word, and is kept; a name's or a place's form (`Szegeden`, `Pécsi`) is
no such word, and is replaced."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.word_forms import (
    formed_reading,
    name_form,
    possessed_noun,
    town_of_adjective,
)
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"hungarian forms"))


def _output(text: str) -> str:
    [result] = _pipeline().run([Document("d", text, "hu")])
    return result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("word", "reading"),
    [
        ("Környezetvédelmi", "compound"),
        ("Könyvelőirodánkkal", "compound"),  # könyvelő + iroda + nk + kal
        ("Társasházunkban", "suffixed"),
        ("Iskolaigazgatónak", "suffixed"),
        ("Munkaügyi", "suffixed"),
        ("Egyetemünkön", "suffixed"),
        # Names and places, and their forms, are none.
        ("Kovács", None),
        ("Szabónak", None),
        ("Tisza", None),
        ("Tiszán", None),
        ("Szegeden", None),
        ("Győrben", None),
        ("Pécsi", None),  # a town's adjective says where someone lives
        ("Soproni", None),
        # A bare word is a family name as often (`Bárány`, lamb); so is the adjective of a
        # short plain noun (`Hegyi`, of `hegy`, mountain).
        ("Bárány", None),
        ("Hegyi", None),
    ],
)
def test_a_word_is_read_by_how_it_is_built(word: str, reading: str | None) -> None:
    assert formed_reading(word, "hu") == reading


def test_no_formation_in_a_language_without_one() -> None:
    assert formed_reading("Környezetvédelmi", "cs") is None


@pytest.mark.parametrize(("word", "town"), [("Soproni", "Sopron"), ("Debreceni", "Debrecen")])
def test_a_town_adjective_names_its_town(word: str, town: str) -> None:
    assert town_of_adjective(word, "hu") == town
    assert town_of_adjective("Környezetvédelmi", "hu") is None


@pytest.mark.parametrize(
    "text",
    [
        "Környezetvédelmi mérnök vagyok, hat év tapasztalattal. Kovács Tamás ajánlott.",
        "Iskolaigazgatónak írtam tegnap levelet. Kovács Tamás is aláírta.",
    ],
)
def test_a_built_word_opening_a_sentence_stays(text: str) -> None:
    output = _output(text)
    assert output.split()[0] == text.split()[0]
    assert "Kovács" not in output and "Tamás" not in output


@pytest.mark.parametrize(
    ("text", "replaced"),
    [
        ("Szegeden lakom a családommal. Kovács Tamás a szomszédom.", "Szegeden"),
        ("Pécsi vagyok, de Budapesten dolgozom. Kovács Tamás a főnököm.", "Pécsi"),
    ],
)
def test_a_place_form_opening_a_sentence_is_replaced(text: str, replaced: str) -> None:
    assert replaced not in _output(text)


def test_an_institution_keeps_its_built_words_and_changes_its_town() -> None:
    text = "Tavaly a Soproni Gyermekorvosi Rendelőintézetben dolgozott Kovács Tamás."
    output = _output(text)
    assert "Gyermekorvosi Rendelőintézetben" in output
    assert "Soproni" not in output and "Kovács" not in output
    # The town's adjective stays an adjective (`-i`) of another town.
    before = output.split("Gyermekorvosi")[0].split()[-1]
    assert before.endswith("i") and before[0].isupper()


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "Két évig a Környezetvédelmi Hatóságnál dolgoztam, Kovács Tamás mellett.",
            "Környezetvédelmi Hatóságnál",
        ),
        (
            "Ezután a Munkaügyi és Szociális Igazgatóságon kaptam állást, Kovács Tamás hívott.",
            "Munkaügyi és Szociális Igazgatóságon",
        ),
    ],
)
def test_a_body_named_by_built_words_inside_a_sentence_stays(text: str, kept: str) -> None:
    output = _output(text)
    assert kept in output
    assert "Kovács" not in output and "Tamás" not in output


def test_a_person_named_by_ordinary_words_is_still_replaced() -> None:
    output = _output("Tegnap Bárány Tamással beszéltem a Környezetvédelmi Hatóságnál.")
    assert "Bárány" not in output and "Tamás" not in output


def test_a_noun_with_a_possessive_ending_is_no_name() -> None:
    assert possessed_noun("Egyesületünkben", "hu")
    assert not possessed_noun("Báránynak", "hu")  # a case ending only: a name takes one too
    text = "Tavaly tagságit kötöttem Egyesületükkel, Kovács Tamás ajánlására."
    output = _output(text)
    assert "Egyesületükkel" in output and "Kovács" not in output


@pytest.mark.parametrize("word", ["Várom", "Hallom", "Kapom", "Írom"])
def test_a_verbs_first_person_is_no_names_my(word: str) -> None:
    """`vár-om` (I wait) reads as `my Vár` too, a place's name: the dictionary's verb form."""
    assert not name_form(word, "hu")


@pytest.mark.parametrize("word", ["Annám", "Péterem", "Szegeden", "Kovácsnak"])
def test_a_names_my_and_its_cases_are_still_its_forms(word: str) -> None:
    assert name_form(word, "hu")


@pytest.mark.parametrize(
    "text", ["Várom, hogy megjöjjön a csomag.", "Hallom, hogy jól vagy, Kovács Tamás."]
)
def test_a_verbs_first_person_opening_a_sentence_stays(text: str) -> None:
    output = _output(text)
    assert output.split(",")[0] == text.split(",")[0]
    assert "Kovács" not in output


def test_a_word_with_a_case_ending_inside_a_sentence_is_still_replaced() -> None:
    output = _output("Tegnap Báránynak írtam, Kovács Tamás kérésére.")
    assert "Bárány" not in output and "Kovács" not in output


def test_the_word_after_a_given_name_is_the_bodys_where_the_family_name_comes_first() -> None:
    # (`Semmelweis Ignác`: family name, given name, the patron everyone knows, kept with the
    # body's name; `Gyermekorvosi` is the body's own word, not part of a person's name.)
    output = _output("Tavaly a Semmelweis Ignác Gyermekorvosi Rendelőintézetben voltam.")
    assert "Gyermekorvosi Rendelőintézetben" in output


def test_a_school_named_after_its_patron_is_kept_and_a_teacher_replaced() -> None:
    """A school bears a public figure's name (`Kazinczy Ferenc`), no pupil's: kept with
    the school, as the schools of the other languages are; the teacher is someone's."""
    output = _output("Fiam most a Kazinczy Ferenc Gimnáziumban végzős, Kovács Tamás osztályában.")
    assert "Kazinczy Ferenc Gimnáziumban" in output and "Kovács" not in output


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Elutasították. Fellebbezését 2024. március 3-án nyújtotta be.", "Fellebbezését"),
        ("Nem jött válasz. Később 2023. május 12-én újra írtam.", "Később"),
    ],
)
def test_a_word_opening_a_sentence_before_a_date_stays(text: str, word: str) -> None:
    """A Hungarian date starts at its year: the word before it is no piece of a name the
    recognizers found in two."""
    output = _output(text)
    assert word in output
    assert "2024. március 3-án" not in output and "2023. május 12-én" not in output


def test_a_name_opening_a_sentence_before_a_date_is_still_replaced() -> None:
    output = _output("Megérkezett a levél. Bárány Tamás 2024. június 5-én válaszolt.")
    assert "Bárány" not in output and "Tamás" not in output


@pytest.mark.parametrize(
    "text", ["Kissé fáradt voltam aznap este.\n", "Kissé megkésve érkezett a levél.\n"]
)
def test_an_adverb_that_ends_as_an_owners_form_opens_a_sentence_as_itself(text: str) -> None:
    # `Kissé` (somewhat) read as `Kiss` + the owner's `-é` and replaced as a person.
    from tests.pseudonymized import run_written

    _, output = run_written(text, "hu", b"owners e")
    assert output.startswith("Kissé "), output


def test_a_persons_owners_form_is_still_replaced() -> None:
    from tests.pseudonymized import run_written

    _, output = run_written("A kabát Kovácsé, nem az enyém.\n", "hu", b"owners e")
    assert "Kovács" not in output, output


@pytest.mark.parametrize(
    "text",
    [
        "Idén nem megyünk nyaralni, mert a tető javítása sokba kerül.",
        "Idén Kovács Mártával együtt szerveztük a bált.",
        "Soknak tűnik a bérleti díj, de Kovács Márta szerint megéri.",
    ],
)
def test_a_word_read_as_a_foreign_names_case_stays(text: str) -> None:
    # (`Idén`, this year, read as `Ide` + `-n`: a given name only other countries' lists
    # hold; `Soknak`, to many, as a village's abroad.)
    out = _output(text)
    assert out.split()[0] == text.split()[0], out


def test_a_local_given_names_case_opening_a_sentence_is_replaced() -> None:
    text = "Annán múlt minden, ő szervezte meg a bált."
    out = _output(text)
    assert not out.startswith("Annán"), out


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        ("Kovács Péter HR-generalista a cégünknél dolgozik.", "HR-generalista", "Kovács"),
        ("Tegnap Szűcs Anna IT-koordinátor felhívott.", "IT-koordinátor", "Szűcs"),
    ],
)
def test_an_acronym_hyphened_to_a_noun_after_a_name_is_the_persons_job(
    text: str, kept: str, gone: str
) -> None:
    # (Read as the name's last word, the job became a town.)
    out = _output(text)
    assert kept in out and gone not in out, out


def test_an_acronym_with_its_own_ending_is_still_a_mention() -> None:
    # (`-nál` is the case the acronym takes: no noun of its own, the body's name still read.)
    text = "A bátyám a KRT-nál dolgozik, Kovács Péter pedig KRT-s volt."
    [result] = _pipeline().run([Document("d", text, "hu")])
    spans = [m.text_in(text) for m in result.mentions]
    assert any(span.startswith("KRT-nál") for span in spans), spans
    assert any("KRT-s" in span for span in spans), spans
