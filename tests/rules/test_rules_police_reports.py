"""An official report's own words stay as written: its services' acronyms and forms (`DOB`,
`CCTV`, `GP`, `MG11`), an officer's rank before a collar number, a witness's label (`W1:`), a
numbered field name (`4.2 Intelligence:`) and a medicine's name; the people, places and
numbers it holds are replaced."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.lexicon.acronyms import service_acronym
from pseudonymizer.lexicon.medicines import medicine
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary import language_votes
from tests.pseudonymized import run_written

KEY = b"police-reports"


def _cues(text: str, span: str, category: Category = Category.ORGANIZATION) -> dict[str, float]:
    start = text.index(span)
    mention = Mention(start, start + len(span), category, "test")
    return {e.detail: e.weight for e in language_votes(mention, text, Analysis(text, "en"))}


@pytest.mark.parametrize("word", ["DOB", "CCTV", "GP", "IP's", "CID", "VRM", "MG11", "MG5"])
def test_a_public_services_acronym_or_form_is_listed(word: str) -> None:
    assert service_acronym(word, "en")


@pytest.mark.parametrize("word", ["JT", "Dob", "ABC", "MG", "KW11"])
def test_other_capitals_are_no_services_acronym(word: str) -> None:
    assert not service_acronym(word, "en")


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("Suspect: Rhys Penhallow (DOB 03/02/1990) was seen on CCTV near the bus station.", "CCTV"),
        ("The footage was viewed by the GP practice manager on Friday.", "GP"),
        ("At noon the IP's neighbour called again.", "IP's"),
        ("A statement (MG11) was taken from the driver.", "MG11"),
    ],
)
def test_a_services_acronym_is_kept(text: str, span: str) -> None:
    assert sum(_cues(text, span, Category.OTHER).values()) >= 1


def test_initials_in_brackets_before_their_value_are_a_label() -> None:
    text = "Mr Tobias Grint (DOR 03/02/1990) of the same address."
    start = text.index("DOR")
    mention = Mention(start, start + 3, Category.ORGANIZATION, "test")
    date_at = text.index("03/")
    value = Mention(date_at, date_at + 10, Category.DATE, "test")
    cues = language_votes(mention, text, Analysis(text, "en"), following=[value])
    assert sum(e.weight for e in cues) >= 1


def test_initials_in_brackets_before_a_word_are_no_label() -> None:
    text = "Mr Tobias Grint (KQ Holdings) of the same address."
    assert "bracketed_label" not in _cues(text, "KQ")


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("Witnesses\nW1: Mrs Ada Quill, 4 Mill Lane.\nW2: Mr Ben Oake.\n", "W1"),
        ("Witnesses\nW1: Mrs Ada Quill, 4 Mill Lane.\nW2: Mr Ben Oake.\n", "W2"),
    ],
)
def test_a_coded_label_opening_its_line_is_kept(text: str, span: str) -> None:
    assert _cues(text, span, Category.PERSON).get("coded_label", 0) >= 1


def test_capitals_and_digits_inside_a_sentence_are_no_label() -> None:
    text = "The van W1: was seen twice."
    assert "coded_label" not in _cues(text, "W1", Category.OTHER)


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("4.2 Intelligence: Nothing further is known of the address.\n", "Intelligence"),
        ("3 Enquiries: House to house was completed on the street.\n", "Enquiries"),
    ],
)
def test_a_numbered_field_name_is_a_label(text: str, span: str) -> None:
    cues = _cues(text, span, Category.LOCATION)
    assert "label" in cues
    assert sum(cues.values()) >= 1


def test_a_name_after_a_numbered_field_is_no_label() -> None:
    text = "4.2 Intelligence: Nothing further is known of Harrow Mead.\n"
    assert "label" not in _cues(text, "Harrow Mead", Category.LOCATION)


@pytest.mark.parametrize(
    ("word", "text", "end"),
    [("Lorazepam", "", -1), ("Atenolol", "", -1), ("Amoxicillin", "", -1)],
)
def test_a_medicine_by_its_class_stem(word: str, text: str, end: int) -> None:
    assert medicine(word, text, end)


def test_a_medicine_by_its_dose() -> None:
    text = "She takes Qelbrix 20 mg at night."
    assert medicine("Qelbrix", text, text.index(" 20"))


@pytest.mark.parametrize("word", ["Thompson", "Pamela", "Qelbrix"])
def test_a_name_or_a_word_without_a_dose_is_no_medicine(word: str) -> None:
    assert not medicine(word, "She met Qelbrix at night.", -1)


def test_a_medicine_in_a_sentence_is_kept() -> None:
    text = "He was prescribed Sertraline 50 mg by the clinic in March."
    assert _cues(text, "Sertraline", Category.PERSON).get("medicine", 0) >= 1


def test_police_report_words_stay_and_people_change() -> None:
    text = (
        "Officer in Case:    DC 5521 Morwenna Tregothnan\n"
        "Crime Scene Investigator CSI Hollis Brackenbury attended at noon.\n"
        "W1: Mr Piran Nancarrow (DOB 11/03/1984), 7 Quarry Row, tel. 07700 900 457.\n"
        "He said he had seen a car on the CCTV of the GP surgery.\n"
    )
    _, out = run_written(text, "en", KEY)
    assert "DC " in out and "5521" not in out and "Tregothnan" not in out
    assert "CSI " in out and "Brackenbury" not in out
    assert out.splitlines()[2].startswith("W1: Mr ") and "Nancarrow" not in out
    assert "(DOB " in out and "11/03/1984" not in out
    assert "CCTV" in out and "GP surgery" in out
