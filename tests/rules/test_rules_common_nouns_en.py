"""Capitalized common nouns of English that name no one stay as written: a public service's
site by its kind (`the Village Hall`), a noun's plural (`Volunteers`), and ordinary words the
tagger reads as a noun phrase in their sentence (`Legal Aid`) or the model as an event or a
scheme (`the Spring Fair`). A known name or place among
the words, a title before them, or a tagger's proper noun keeps them someone's. Each text is
the project's own."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.analyze import Analysis, Analyzer
from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Attributes, Document, Mention, Status
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary import language_votes
from pseudonymizer.rules.voting import vote


def _status(text: str, phrase: str, category: Category, analysis: Analysis | None = None) -> Status:
    start = text.index(phrase)
    found = Mention(start, start + len(phrase), category, "ner", 0.7)
    read = analysis or Analysis(text, "en")
    return vote(found.decision, (), (), language_votes(found, text, read)).status


def _read(text: str) -> Analysis:
    [(_, analysis)] = list(Analyzer(Config()).analyze([Document("d", text, "en")]))
    return analysis


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"common nouns"))


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("The choir rehearses in the Concert Hall on Wednesdays.", "Concert Hall"),
        ("Leave the key with the desk at the Railway Station, please.", "Railway Station"),
        ("Our Hospice relies on gifts from local families.", "Hospice"),
        # (A part the recognizers found apart: `Market` of `Market Hall traders`.)
        ("Market Hall traders closed early on the day of the storm.", "Market"),
    ],
)
def test_a_services_site_by_its_kind_stays(text: str, phrase: str) -> None:
    assert _status(text, phrase, Category.LOCATION) is Status.PUBLIC


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        # A town before the kind, a given name, a title: someone's.
        ("She changed trains at Doncaster Station on her way north.", "Doncaster Station"),
        ("The minutes were taken by Olivia Hall as usual.", "Olivia Hall"),
        ("I spoke with Mrs Hall about the rota.", "Hall"),
        ("He was waiting for Hall outside the gym.", "Hall"),
    ],
)
def test_a_site_kind_after_a_name_or_title_is_someones(text: str, phrase: str) -> None:
    category = Category.LOCATION if "Station" in phrase else Category.PERSON
    assert _status(text, phrase, category) is not Status.PUBLIC


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Support for Volunteers is handled by the office downstairs.", "Volunteers"),
        ("The report asks what Carers need from the council.", "Carers"),
        ("Travel costs for Governors are paid by the school.", "Governors"),
    ],
)
def test_a_nouns_plural_stays(text: str, word: str) -> None:
    assert _status(text, word, Category.ORGANIZATION) is Status.PUBLIC


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # Plurals a name list holds as someone's: fail closed.
        ("The letter went to Banks on Friday.", "Banks"),
        ("I handed the file to Fields before lunch.", "Fields"),
    ],
)
def test_a_plural_that_is_a_known_name_stays_someones(text: str, word: str) -> None:
    assert _status(text, word, Category.PERSON) is not Status.PUBLIC


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("My neighbour finally got Legal Aid for the appeal.", "Legal Aid"),
        ("Every lifeguard must hold a valid First Aid certificate.", "First Aid"),
    ],
)
def test_ordinary_words_the_tagger_reads_as_a_noun_phrase_stay(text: str, phrase: str) -> None:
    assert _status(text, phrase, Category.PERSON, _read(text)) is Status.PUBLIC


def test_a_name_the_tagger_reads_as_a_proper_noun_stays_someones() -> None:
    text = "My neighbour finally got help from Marjorie Pike for the appeal."
    assert _status(text, "Marjorie Pike", Category.PERSON, _read(text)) is not Status.PUBLIC


def test_a_letter_keeps_its_common_nouns_and_changes_its_names() -> None:
    text = (
        "Dear Mr Oduya,\n\nThe open day is at the Village Hall on Saturday, and Volunteers "
        "will serve tea. Gwen Tallis applied for Legal Aid last month.\n\n"
        "Yours sincerely,\nRowena Patchett\n"
    )
    [result] = _pipeline().run([Document("letter", text, "en")])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for phrase in ("the Village Hall", "Volunteers", "Legal Aid"):
        assert phrase in output, output
    for name in ("Oduya", "Gwen", "Tallis", "Rowena", "Patchett"):
        assert name not in output, output


def _labelled(text: str, phrase: str, label: str) -> Status:
    start = text.index(phrase)
    found = Mention(
        start, start + len(phrase), Category.OTHER, "ner", 0.7, attrs=Attributes(ner_label=label)
    )
    return vote(found.decision, (), (), language_votes(found, text, _read(text))).status


@pytest.mark.parametrize(
    ("text", "phrase", "label"),
    [
        (
            "Our club trained hard for the Regional Swimming Championship in May.",
            "Regional Swimming Championship",
            "EVENT",
        ),
        (
            "After the birth she applied for the Maternity Payment at the office.",
            "Maternity Payment",
            "WORK_OF_ART",
        ),
        (
            "He still quotes the Carer's Allowance letter from memory.",
            "Carer's Allowance",
            "WORK_OF_ART",
        ),
    ],
)
def test_an_event_or_a_scheme_of_ordinary_words_stays(text: str, phrase: str, label: str) -> None:
    assert _labelled(text, phrase, label) is Status.PUBLIC


def test_an_event_named_after_someone_stays_someones() -> None:
    text = "Everyone from the village came to the Pickering Memorial Match last June."
    assert _labelled(text, "Pickering Memorial Match", "EVENT") is not Status.PUBLIC


@pytest.mark.parametrize(
    ("text", "phrase", "category"),
    [
        ("Please ask our Probation team to send the forms.", "Probation", Category.ORGANIZATION),
        ("He signed the Lease agreement on the first day.", "Lease", Category.PERSON),
        ("Your question went to our Planning office this week.", "Planning", Category.ORGANIZATION),
        (
            "Write to the council's Trading Standards team about the faulty boiler.",
            "Trading Standards",
            Category.ORGANIZATION,
        ),
    ],
)
def test_a_capitalized_word_modifying_its_noun_after_a_determiner_stays(
    text: str, phrase: str, category: Category
) -> None:
    # (`our Conveyancing team` read as a firm, `the Tenancy agreement` as a person.)
    assert _status(text, phrase, category) is Status.PUBLIC


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        # A known name or place before the noun is someone's or somewhere's.
        ("Please ask our Morrison team to send the forms.", "Morrison"),
        ("Your question went to our Leeds office this week.", "Leeds"),
    ],
)
def test_a_name_modifying_its_noun_is_still_a_name(text: str, phrase: str) -> None:
    assert _status(text, phrase, Category.ORGANIZATION) is not Status.PUBLIC


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        (
            "The claim rests on the Charter for the Protection of Animal Rights and Public "
            "Safety, which the council signed.",
            "Animal Rights",
        ),
        (
            "Benefits are paid by the Office for Housing and Local Services every month.",
            "Local Services",
        ),
    ],
)
def test_ordinary_words_inside_a_title_joined_by_function_words_stay(
    text: str, phrase: str
) -> None:
    assert _status(text, phrase, Category.OTHER) is Status.PUBLIC


def test_a_title_with_a_name_or_a_place_inside_stays_someones() -> None:
    text = "The grant came from the Trust for Harrogate Arts and Music last year."
    assert _status(text, "Arts and Music", Category.OTHER) is not Status.PUBLIC
