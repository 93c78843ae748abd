"""Ages: the number of each language's age phrase becomes an AGE mention, the words stay."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect import recognizers_for
from pseudonymizer.detect.ages import AgeRecognizer
from pseudonymizer.languages import BUILT_IN
from pseudonymizer.model import Document

Found = tuple[int, int, str, Category]


def ages(text: str, lang: str) -> list[Found]:
    document = Document("t", text, lang)
    return [
        (m.start, m.end, m.text_in(text), m.category)
        for m in AgeRecognizer(lang).find(document, Analysis(text, lang))
    ]


def age(text: str, number: str, after: str = "") -> Found:
    """The AGE mention `number` makes where it stands (first occurrence after `after`)."""
    start = text.index(number, text.index(after) + len(after) if after else 0)
    return (start, start + len(number), number, Category.AGE)


FOUND = [
    ("en", "He is 42 years old.", "42"),
    ("en", "A 42-year-old man was arrested.", "42"),
    ("en", "She was aged 67 when she died.", "67"),
    ("en", "He turned 30 last year.", "30"),
    ("en", "She died at the age of 91.", "91"),
    ("en", "I'm 25 now.", "25"),
    ("en", "Her son is a 7 y/o boy.", "7"),
    ("cs", "Zemřel ve věku 82 let.", "82"),
    ("cs", "Je mu 45 let.", "45"),
    ("cs", "Muž 30 let starý odešel.", "30"),
    ("cs", "Zadržen byl 30letý muž.", "30"),
    ("cs", "Bude jí 18 let.", "18"),
    ("pl", "Zmarł w wieku 82 lat.", "82"),
    ("pl", "Pan Nowak ma 45 lat.", "45"),
    ("pl", "Zatrzymano 45-letniego mężczyznę.", "45"),
    ("de", "Er ist 42 Jahre alt.", "42"),
    ("de", "Sie starb im Alter von 67 Jahren.", "67"),
    ("de", "Ein 30-jähriger Mann wurde festgenommen.", "30"),
    ("de", "Sie wird 18 Jahre.", "18"),
    ("sv", "Han är 42 år gammal.", "42"),
    ("sv", "En 30-årig man greps.", "30"),
    ("sv", "Hon fyllde 50 år i maj.", "50"),
    ("hu", "A 42 éves férfit letartóztatták.", "42"),
    ("hu", "A 30 esztendős nő elköltözött.", "30"),
    ("hu", "A 18. életévét betöltötte.", "18"),
]


@pytest.mark.parametrize(("lang", "text", "number"), FOUND)
def test_the_number_of_an_age_phrase_is_an_age(lang: str, text: str, number: str) -> None:
    assert ages(text, lang) == [age(text, number)]


def test_every_supported_language_has_two_phrasings_here() -> None:
    for lang in BUILT_IN:
        assert len({text for code, text, _ in FOUND if code == lang}) >= 2, lang


def test_several_ages_in_one_text_are_each_found_once() -> None:
    text = "He is 42 years old and she's 19 today."
    assert ages(text, "en") == [age(text, "42"), age(text, "19")]


def test_a_number_that_two_phrasings_cover_is_one_mention() -> None:
    # `turned 30` and `30 years old` both cover the same number.
    text = "He turned 30 years old in May."
    assert ages(text, "en") == [age(text, "30")]


def test_only_the_age_is_found_not_the_other_numbers() -> None:
    text = "In 2019 room 12 held a 42-year-old man and 3 others."
    assert ages(text, "en") == [age(text, "42")]


def test_the_age_recognizer_runs_for_every_language() -> None:
    for lang in BUILT_IN:
        assert any(isinstance(r, AgeRecognizer) for r in recognizers_for(lang)), lang


NOT_FOUND = [
    ("en", "I'm 5 minutes away."),
    ("en", "I'm 5 minutes away"),
    ("en", "Sales turned 30% higher."),
    ("en", "Sales turned 30 % higher."),
    ("en", "The car turned 90 degrees."),
    ("en", "We ordered 42 pizzas for 12 people."),
    ("en", "The firm was founded in 1995."),
    ("en", "It happened 5 years ago."),
    ("en", "He was aged 1995 times."),
    ("cs", "Před 5 lety se přestěhoval."),
    ("cs", "Odešel před 5 lety."),
    ("cs", "Narodil se v roce 1995."),
    ("cs", "Mám 5 jablek a 12 hrušek."),
    ("pl", "Przeprowadził się 5 lat temu."),
    ("pl", "Urodził się w 1995 roku."),
    ("pl", "Mam 5 kotów."),
    ("de", "Er zog vor 5 Jahren um."),
    ("de", "Das ist 5 Jahre her."),
    ("de", "Ich bin 5 Minuten entfernt."),
    ("de", "Im Jahr 1995 zog er um."),
    ("sv", "Han flyttade för 5 år sedan."),
    ("sv", "Jag är 5 minuter bort."),
    ("sv", "Priset är 100 kronor."),
    ("sv", "Han flyttade år 1995."),
    ("hu", "5 éve költözött el."),
    ("hu", "5 perc múlva ott vagyok."),
    ("hu", "1995-ben költözött el."),
]


@pytest.mark.parametrize(("lang", "text"), NOT_FOUND)
def test_a_number_without_an_age_phrase_is_no_age(lang: str, text: str) -> None:
    assert ages(text, lang) == []


@pytest.mark.parametrize("text", ["He was 42 years old", "He was 42 years old.", "aged 42,"])
def test_the_span_ends_at_the_number(text: str) -> None:
    (found,) = ages(text, "en")
    assert found == age(text, "42")


@pytest.mark.parametrize(
    "text", ["The oak is 1,500 years old.", "It is 2.5 years old.", "1995 y/o"]
)
def test_a_piece_of_a_longer_number_is_no_age(text: str) -> None:
    assert ages(text, "en") == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("cs", "Na festivalu byl i režisér Jiří Menzel (62) s manželkou."),
        ("de", "Das sagt Stefan Schwabe ( 29 ), Leiter des Clubs."),
        ("en", "The driver, John Smith (47), was arrested."),
    ],
)
def test_two_digits_in_brackets_after_a_name_are_an_age(lang: str, text: str) -> None:
    number = next(
        word for word in text.replace("(", " ").replace(")", " ").split() if word.isdigit()
    )
    assert ages(text, lang) == [age(text, number)]


@pytest.mark.parametrize(
    "text",
    [
        "Article 6 (1) of the Convention (2) applies.",  # clause numbers, one digit
        "see the judgment in Smith (2005) and Jones",  # a year has four digits
        "the applicant (aged) and the mother (45)",  # no capitalized word before the bracket
    ],
)
def test_numbers_in_brackets_that_are_no_ages(text: str) -> None:
    assert ages(text, "en") == []


def test_ages_listed_before_an_age_phrase_are_ages() -> None:
    text = "Přírůstek u 7, 8 a 9 letých dívek byl malý."
    assert sorted(ages(text, "cs")) == sorted([age(text, "7"), age(text, "8"), age(text, "9")])
