"""Times of day in each language's phrasing: the time and its unit, not the preposition."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.times import TimeRecognizer
from pseudonymizer.languages import BUILT_IN, get_language
from pseudonymizer.model import Document


def found(text: str, lang: str) -> list[str]:
    mentions = list(TimeRecognizer(lang).find(Document("t", text, lang), Analysis(text, lang)))
    assert all(m.category is Category.DATE for m in mentions)
    return sorted(m.text_in(text) for m in mentions)


@pytest.mark.parametrize(
    ("lang", "text", "times"),
    [
        ("en", "Visits were allowed between 1 p.m. and 5 p.m. daily.", ["1 p.m.", "5 p.m."]),
        ("en", "He was arrested at 10.30 a.m. on the bridge.", ["10.30 a.m."]),
        ("cs", "Galerie je otevřena od 11 do 17 hodin.", ["11", "17 hodin"]),
        ("cs", "Koncert začne ve 23 hodin v atriu.", ["23 hodin"]),
        ("pl", "Spotkanie o godz. 15:30 w ratuszu.", ["15:30"]),
        ("de", "Der Zug fuhr um 8.30 Uhr ab.", ["8.30 Uhr"]),
        ("sv", "Vi ses klockan 14.30 vid stationen.", ["14.30"]),
        ("sv", "Vi tar tåget på lördag kl 7 från Uppsala.", ["7"]),  # `kl` without its dot
        ("sv", "Mötet börjar kl. 9 i salen.", ["9"]),
        ("hu", "A tárgyalás 8 órakor kezdődött.", ["8 órakor"]),
    ],
)
def test_a_time_of_day_is_found_with_its_unit(lang: str, text: str, times: list[str]) -> None:
    assert found(text, lang) == times


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "In 2003 am I right?"),  # no hour
        ("en", "He served 25 hours of community work."),  # a duration, no time of day
        ("cs", "Práce trvala 17 hodin."),  # a duration: no preposition of time
        ("de", "Die Uhr kostet 30 Euro."),
    ],
)
def test_numbers_that_are_no_time_of_day(lang: str, text: str) -> None:
    assert found(text, lang) == []


def test_every_language_says_times_of_day() -> None:
    assert all(get_language(lang).time_patterns for lang in BUILT_IN)


@pytest.mark.parametrize(
    ("lang", "text", "times"),
    [
        ("cs", "[10.04. 19:45] Katka: sejdeme se v 9.30 u Jany?", ["19:45", "9.30"]),
        ("hu", "A megbeszélés 19:30-kor, a vacsora 9-kor lesz.", ["19:30-kor", "9-kor"]),
        ("hu", "Nyitva 9.30-tól.", ["9.30-tól"]),
        ("de", "Wir treffen uns um 9.30 am Bahnhof.", ["9.30"]),
        ("pl", "Spotkanie o 19:30 w ratuszu.", ["19:30"]),
        ("sv", "Vi ses 19:30 vid stationen.", ["19:30"]),
        ("en", "The train left at 23:50 sharp.", ["23:50"]),
        ("en", "We meet at 9.30 in the hall, and dinner is at 7.45 pm.", ["7.45 pm", "9.30"]),
        ("en", "The office is open from 8.15 until 16.30.", ["16.30", "8.15"]),
        # A camera's or a log's clock writes its seconds: one time, not an hour and a ratio.
        ("en", "The recording shows him at the gate at 01:14:52 that night.", ["01:14:52"]),
        ("en", "Between 22:05:10 and 22:06:47 the van did not move.", ["22:05:10", "22:06:47"]),
    ],
)
def test_a_clock_is_a_time_in_every_language(lang: str, text: str, times: list[str]) -> None:
    assert found(text, lang) == sorted(times)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "The ratio was 3:125 at the end."),  # no minutes past 59
        ("en", "See John 3:16:2 for that."),
        ("cs", "Cena je 9.30 Kč za kus."),  # a price: no preposition of time before it
        ("en", "The ticket costs 9.30 pounds."),  # a price: no preposition of time before it
        ("en", "Version 10:30:15:2 of the log."),  # four numbers: no clock
    ],
)
def test_what_only_looks_like_a_clock_is_no_time(lang: str, text: str) -> None:
    assert found(text, lang) == []
