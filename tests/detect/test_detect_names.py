"""Known names and places beside a NER model, including names written in lower case."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analyzer
from pseudonymizer.categories import Category
from pseudonymizer.config import Config
from pseudonymizer.detect.names import KnownNameRecognizer
from pseudonymizer.model import Document


@pytest.fixture(scope="module")
def analyzer() -> Analyzer:
    return Analyzer(Config())


def found(analyzer: Analyzer, text: str) -> list[tuple[str, Category]]:
    [(document, analysis)] = analyzer.analyze([Document("t", text, "en")])
    return [
        (m.text_in(text), m.category) for m in KnownNameRecognizer("en").find(document, analysis)
    ]


def test_known_names_and_places(analyzer: Analyzer) -> None:
    text = "Efimiya, Mary, Isabel Ortega and Teresa moved to Uruguay."
    result = found(analyzer, text)
    assert ("Isabel Ortega", Category.PERSON) in result
    assert ("Uruguay", Category.LOCATION) in result


def test_a_given_name_that_is_an_ordinary_word_needs_a_name_after_it(analyzer: Analyzer) -> None:
    assert ("Will", Category.PERSON) not in found(analyzer, "Will it rain? We will see.")
    assert ("Will Smith", Category.PERSON) in found(analyzer, "Ask Will Smith.")


def test_a_pronoun_that_is_a_given_name_opens_no_name_before_ordinary_words(
    analyzer: Analyzer,
) -> None:
    """`My` is a given name in the lists, but a pronoun before ordinary words with capitals
    (a scheme, a tax): the whole became a person's name. Before a known name it may be one."""
    text = "My Pension Credit letter came. My Student Loan statement is attached."
    assert not [name for name, category in found(analyzer, text) if category is Category.PERSON]
    assert ("Will Smith", Category.PERSON) in found(analyzer, "Ask Will Smith.")
    assert ("My Linh", Category.PERSON) in found(analyzer, "Ask My Linh about it.")


def test_lower_case_full_names(analyzer: Analyzer) -> None:
    assert ("naomi ryan", Category.PERSON) in found(analyzer, "hi there naomi ryan here")
    assert found(analyzer, "the rose garden was green") == []


def test_a_given_name_that_is_an_ordinary_word_needs_a_name_not_a_word_after_it(
    analyzer: Analyzer,
) -> None:
    # `General Infirmary` was a person, and the hospital's word got a woman's given name.
    text = "They drove to the General Infirmary, past Rose Cottage, to meet Will Baker."
    result = found(analyzer, text)
    assert ("Will Baker", Category.PERSON) in result  # a family name, also a word
    assert not [name for name, _ in result if "Infirmary" in name or "Cottage" in name]


@pytest.mark.parametrize(
    ("text", "person"),
    [
        # (The short form of a firm: its trade is no part of its founder's name.)
        ("Then Higgins Claims rang again.", "Higgins"),
        ("Sadly Blackburn Roofing never came.", "Blackburn"),
        # (A family name that is an ordinary word too still follows a given name.)
        ("Yesterday Orla Stone arrived.", "Orla Stone"),
    ],
)
def test_an_ordinary_word_of_no_list_ends_a_persons_name(
    analyzer: Analyzer, text: str, person: str
) -> None:
    persons = [span for span, category in found(analyzer, text) if category is Category.PERSON]
    assert persons == [person]
