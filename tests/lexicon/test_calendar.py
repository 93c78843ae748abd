"""The calendar as text reads it: the hours a document's clock spans, weekdays in the case a
language says "on" a day in, and the Hungarian ending after a day's number."""

from __future__ import annotations

import pytest

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.calendar import CASE, clock_hours, day_names, weekday_in_case


@pytest.mark.parametrize(
    ("lang", "text", "hours"),
    [
        ("en", "We met at 9:15 and again at 11.30 pm.", (9, 23)),  # p.m. on the 24-hour clock
        ("en", "Between 1 p.m. and 5 p.m. daily.", (13, 17)),
        ("cs", "Sraz v 9.30, večeře od 19 hodin.", (9, 19)),
        ("pl", "Spotkanie o godz. 7 i o 19:30.", (7, 19)),
        ("de", "Um 8 Uhr und um 23:45 Uhr.", (8, 23)),
        ("sv", "Vi ses klockan 14 och kl. 6.", (6, 14)),
        ("hu", "A tárgyalás 8 órakor, a vacsora 19:30-kor kezdődik.", (8, 19)),
        ("en", "No time is named here, only 3 apples.", None),
    ],
)
def test_the_clock_spans_the_hours_a_text_writes_in_every_language(
    lang: str, text: str, hours: tuple[int, int] | None
) -> None:
    assert clock_hours(text, lang) == hours


@pytest.mark.parametrize(
    ("lang", "word", "number"),
    [("cs", "středu", 2), ("cs", "neděli", 6), ("pl", "środę", 2), ("hu", "szerdán", 2)],
)
def test_a_weekday_in_the_case_said_on_a_day_is_read(lang: str, word: str, number: int) -> None:
    name = day_names(lang)[word]
    assert (name.number, name.width) == (number, CASE)
    in_case = weekday_in_case(lang, word)
    assert in_case is not None and in_case.number == number


def test_a_nominative_that_is_also_the_case_is_read_in_the_case_where_asked() -> None:
    assert day_names("cs")["pondělí"].width != CASE  # Babel's nominative first
    in_case = weekday_in_case("cs", "pondělí")
    assert in_case is not None and in_case.width == CASE


@pytest.mark.parametrize(
    ("day", "ending", "expected"),
    [
        (1, "én", "jén"),  # elsején
        (14, "jén", "én"),  # tizennegyedikén
        (2, "én", "án"),  # másodikán
        (12, "án", "én"),  # tizenkettedikén
        (23, "től", "tól"),  # huszonharmadikától
        (20, "ig", "ig"),
        (30, "ére", "ára"),
        (1, "ától", "jétől"),
    ],
)
def test_the_ending_after_a_hungarian_day_agrees_with_the_new_day(
    day: int, ending: str, expected: str
) -> None:
    suffix = get_language("hu").day_suffix
    assert suffix is not None and suffix(day, ending) == expected
