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


def _cues(
    text: str, span: str, category: Category = Category.ORGANIZATION, source: str = "test"
) -> dict[str, float]:
    start = text.index(span)
    mention = Mention(start, start + len(span), category, source)
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


def _fitted(text: str, span: str, category: Category) -> str | None:
    from pseudonymizer.detect.edges import fitted
    from pseudonymizer.languages import get_language
    from pseudonymizer.model import Document

    start = text.index(span)
    mention = Mention(start, start + len(span), category, "ner")
    document = Document("d", text, "en")
    cut = fitted(mention, document, Analysis(text, "en"), get_language("en"))
    return None if cut is None else f"{cut.text_in(text)}|{cut.category.value}"


@pytest.mark.parametrize(
    ("text", "span", "place"),
    [
        (
            "He is to appear at Harrogate Magistrates' Court next week.",
            "Harrogate Magistrates' Court",
            "Harrogate",
        ),
        ("She is registered at the Otley Health Centre in town.", "Otley Health Centre", "Otley"),
        (
            "He was treated at Holt Park Medical Centre for a week.",
            "Holt Park Medical Centre",
            "Holt",
        ),
    ],
)
def test_a_body_named_after_its_place_keeps_its_kind(text: str, span: str, place: str) -> None:
    assert _fitted(text, span, Category.ORGANIZATION) == f"{place}|{Category.LOCATION.value}"


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("The case went to Great Western Hospital at last.", "Great Western Hospital"),
        ("She works for Brackenridge Holdings Ltd in town.", "Brackenridge Holdings Ltd"),
    ],
)
def test_a_body_of_ordinary_words_or_a_firm_stays_whole(text: str, span: str) -> None:
    assert _fitted(text, span, Category.ORGANIZATION) == f"{span}|{Category.ORGANIZATION.value}"


def test_the_kind_words_before_a_bodys_kind_are_kept() -> None:
    text = "He is to appear at Harrogate Magistrates' Court next week."
    assert _cues(text, "Magistrates", Category.OTHER).get("before_its_kind", 0) >= 1


def test_a_name_before_a_bodys_kind_is_no_kind_word() -> None:
    text = "He is to appear at Penhallow Court next week."
    assert "before_its_kind" not in _cues(text, "Penhallow", Category.PERSON)


@pytest.mark.parametrize(
    "text",
    [
        "The form was signed on 3 May. A Victim Impact\nStatement was read out in court.",
        "The clerk filed it on 3 May. The Annual Review\nReport was sent to the family.",
    ],
)
def test_ordinary_words_over_a_wrapped_line_are_no_name(text: str) -> None:
    start = text.index("Victim" if "Victim" in text else "Annual")
    end = text.index("\n") + len("\nStatement" if "Victim" in text else "\nReport")
    span = text[start:end]
    assert _fitted(text, span, Category.ORGANIZATION) is None


def test_a_name_over_a_wrapped_line_stays_one_mention() -> None:
    text = "The report was sent on 3 May to Morwenna Tregothnan\nand her daughter."
    start = text.index("Morwenna")
    span = text[start : text.index("\nand")]
    assert _fitted(text, span, Category.PERSON) == f"{span}|{Category.PERSON.value}"


_FORMAL = (
    "The officer arrived at nine. The door was open. A window was broken. The owner was "
    "away. A neighbour saw a car. The car was seen again later. The driver was a man. He "
    "wore a grey hooded top. He left at ten. The police were called. The search found "
    "nothing.\n"
)
_CHAT = (
    "[10:01] Tamsin: hiya all\n[10:02] Joss: max is coming too\n[10:03] Tamsin: yay\n"
    "[10:04] Joss: will said he'd drive\n[10:05] Tamsin: ok! see u there. bring snacks.\n"
)


def test_a_lower_case_word_read_as_a_firm_in_a_formal_text_is_kept() -> None:
    for word in ("grey", "broken"):
        cues = _cues(_FORMAL, word, Category.ORGANIZATION, "ner")
        assert "lower_in_capitalized_text" in cues
        assert sum(cues.values()) >= 1


def test_a_lower_case_name_in_a_chat_is_no_formal_word() -> None:
    for word in ("max", "will"):
        cues = _cues(_CHAT, word, Category.ORGANIZATION, "ner")
        assert "lower_in_capitalized_text" not in cues


@pytest.mark.parametrize(
    ("text", "brand"),
    [
        ("The ring was taken to Cash Converters on Tuesday.", "Cash Converters"),
        ("A bracelet was offered at H. Samuel in the arcade.", "H. Samuel"),
        ("Her Lloyds Bank card was cancelled at once.", "Lloyds Bank"),
    ],
)
def test_a_listed_chain_is_a_brand(text: str, brand: str) -> None:
    from pseudonymizer.lexicon.brands import brand_end

    start = text.index(brand)
    assert brand_end(text, start, start + len(brand)) == start + len(brand)


def test_a_chains_name_alone_is_the_chain() -> None:
    from pseudonymizer.lexicon.brands import brand_end

    text = "She banks with Lloyds in the town centre."
    start = text.index("Lloyds")
    assert brand_end(text, start, start + len("Lloyds")) == start + len("Lloyds")


@pytest.mark.parametrize("word", ["Yorkshire", "Standard", "Tregothnan"])
def test_a_place_a_word_or_a_name_before_a_kind_is_no_chain_alone(word: str) -> None:
    from pseudonymizer.lexicon.brands import brand_end

    text = f"She went to {word} on Friday."
    start = text.index(word)
    assert brand_end(text, start, start + len(word)) is None


def test_a_name_that_ends_a_chains_brand_is_no_mention() -> None:
    text = "A bracelet was offered at H. Samuel in the arcade."
    assert _fitted(text, "Samuel", Category.PERSON) is None


def test_a_name_after_an_initial_is_still_a_name() -> None:
    text = "A bracelet was offered to H. Tregothnan in the arcade."
    assert _fitted(text, "Tregothnan", Category.PERSON) == f"Tregothnan|{Category.PERSON.value}"
