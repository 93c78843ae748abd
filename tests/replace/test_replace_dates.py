"""Date surrogates: moved by the run's shift, written exactly as the original was written."""

from __future__ import annotations

import re
from datetime import date, timedelta

import pytest
from babel.dates import get_month_names

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.calendar import ListedIn
from pseudonymizer.link import link
from pseudonymizer.model import Document, Mention
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.dates import (
    shift_date,
    shift_day_alone,
    shift_listed_day,
    shift_time,
    shift_weekday_and_day,
)
from pseudonymizer.replace.surrogates import FakerSurrogates
from tests.pseudonymized import run_written


@pytest.mark.parametrize(
    ("lang", "original", "days", "expected"),
    [
        ("en", "21 March 2005", 40, "30 April 2005"),
        ("en", "3/21/05", 40, "4/30/05"),  # month first, two-digit year
        ("en", "Monday, 21 March 2005", 40, "Saturday, 30 April 2005"),  # weekday recomputed
        ("en", "MARCH 2005", 40, "APRIL 2005"),  # month and year, case kept
        ("en", "21 Feb. 2005", -20, "1 Feb. 2005"),
        ("cs", "5. května 2021", 40, "14. června 2021"),  # the genitive stays a genitive
        ("cs", "v květnu 2020", 40, "v červnu 2020"),  # so does the locative
        ("cs", "21.03.2005", 40, "30.04.2005"),
        ("pl", "5 maja 2021", 40, "14 czerwca 2021"),
        ("pl", "31.12.1999", 1, "01.01.2000"),
        ("de", "31. Dezember 1999", 40, "9. Februar 2000"),
        ("de", "15. Oktober", 40, "24. November"),  # no year
        ("sv", "2022-11-08", -280, "2022-02-01"),  # zero padding kept
        ("sv", "den 5 maj 2021", 40, "den 14 juni 2021"),
        # Swedish months cut to three letters, no full stop: the new month as short.
        ("sv", "tis 4 feb 2025", 30, "tors 6 mar 2025"),
        ("sv", "sept 2024", 40, "okt 2024"),
        ("hu", "2021. május 5-én", 40, "2021. június 14-én"),
        ("hu", "2021.05.05.", 40, "2021.06.14."),
        ("en", "autumn 2002", 400, "autumn 2003"),  # a year alone
        ("en", "period July 1994 – September 1996", 40, "period August 1994 – October 1996"),
        ("en", "between 3 March and 30 July 1999", 40, "between 12 April and 8 September 1999"),
        ("en", "21 March 2005 14:30", 40, "30 April 2005 14:30"),  # the time stays
        # An ordinal day moves with its month, its letters agreeing with the new day.
        ("en", "9th October 2011", 12, "21st October 2011"),
        ("en", "the 2nd of May 2016", 20, "the 22nd of May 2016"),
        ("en", "Friday 1st July 2005", 2, "Sunday 3rd July 2005"),
    ],
)
def test_a_date_moves_and_keeps_its_writing(
    lang: str, original: str, days: int, expected: str
) -> None:
    assert shift_date(original, lang, days) == expected


@pytest.mark.parametrize("original", ["the following morning", "twelve years", "5 and"])
def test_what_is_no_readable_date_is_left_to_the_caller(original: str) -> None:
    assert shift_date(original, "de", 40) is None


@pytest.mark.parametrize(
    ("lang", "original", "expected"),
    [("cs", "25. 1.", "6. 3."), ("de", "18.02.", "30.03."), ("en", "1/25", "3/6")],
)
def test_a_day_and_month_without_a_year_move_in_the_languages_order(
    lang: str, original: str, expected: str
) -> None:
    """Read in a year without 29 February where no year of the document is given."""
    assert shift_date(original, lang, 40) == expected


def test_times_move_their_hour() -> None:
    assert shift_time("5 p.m.", 8) == "1 a.m."  # the 12-hour clock, past midnight
    assert shift_time("11:45 PM", 3) == "2:45 AM"
    assert shift_time("10 a.m.", 1) == "11 a.m."
    assert shift_time("2pm", -3) == "11am"  # the marker written right after the hour
    assert shift_time("after 2pm", -2) == "after 12pm"
    assert shift_time("v 19 hodin", 7) == "v 2 hodin"
    assert shift_time("um 08.30 Uhr", 2) == "um 10.30 Uhr"
    assert shift_time("at noon", 2) is None
    assert shift_time("9am", -10) == "11pm"


def _dates(text: str, values: list[str], key: bytes) -> list[str]:
    """The surrogates of the dates `values` of `text` under `key`."""
    mentions = []
    for value in values:
        start = text.index(value)
        mentions.append(Mention(start, start + len(value), Category.DATE, "date", 0.85))
    replacer = Replacer(Config(), FakerSurrogates(key))
    document = Document("d", text, "en")
    rewrite = replacer.replace(document, mentions, link(text, mentions), Mode.PSEUDONYMIZE)
    spans = [rewrite.map_span(m.start, m.end) for m in mentions]
    return [rewrite.text[start:end] for start, end in spans]


def test_one_shift_keeps_the_intervals_between_dates() -> None:
    text = "Admitted on 3 March 2004, released on 13.03.2004, seen again on 2004-04-02."
    moved = _dates(text, ["3 March 2004", "13.03.2004", "2004-04-02"], b"key one")
    first = _parse_named(moved[0])
    second = date(*reversed([int(p) for p in moved[1].split(".")]))
    third = date(*[int(p) for p in moved[2].split("-")])
    assert first != date(2004, 3, 3)
    assert (second - first).days == 10 and (third - first).days == 30
    assert moved == _dates(text, ["3 March 2004", "13.03.2004", "2004-04-02"], b"key one")
    assert moved != _dates(text, ["3 March 2004", "13.03.2004", "2004-04-02"], b"key two")


def _parse_named(written: str) -> date:
    day, month, year = written.split()
    months = ["January", "February", "March", "April", "May", "June", "July", "August"]
    months += ["September", "October", "November", "December"]
    return date(int(year), months.index(month) + 1, int(day))


@pytest.mark.parametrize("key", [b"a", b"b", b"c", b"d", b"e", b"f"])
def test_a_year_alone_never_stays_what_it_was(key: bytes) -> None:
    # A shift of a few weeks leaves most years as they are; the original may not survive, so
    # that date alone moves a year further.
    [moved] = _dates("She was born in 1995.", ["1995"], key)
    assert moved != "1995" and moved.isdigit() and abs(int(moved) - 1995) <= 2


@pytest.mark.parametrize(
    ("lang", "original", "days", "expected"),
    [
        ("en", "last Friday", 100, "last Sunday"),  # 100 days on: two weekdays later
        ("en", "THURSDAY", 3, "SUNDAY"),
        ("de", "am Montag", -1, "am Sonntag"),
        ("sv", "på torsdag", 7, "på torsdag"),
        # (Cut short as a chat writes it: the new day cut short alike.)
        ("en", "next Thu", 2, "next Sat"),
        ("en", "WED", -3, "SUN"),
    ],
)
def test_a_weekday_alone_moves_by_the_shift(
    lang: str, original: str, days: int, expected: str
) -> None:
    assert shift_date(original, lang, days) == expected


@pytest.mark.parametrize(("lang", "original"), [("pl", "w piątek"), ("cs", "ve čtvrtek")])
def test_a_weekday_whose_case_the_sentence_decides_is_left_alone(lang: str, original: str) -> None:
    assert shift_date(original, lang, 100) is None


@pytest.mark.parametrize(
    ("lang", "original", "days", "expected"),
    [
        ("de", "09/2014 – 03/2016", -431, "07/2013 – 01/2015"),  # a month stays 01-12
        ("de", "10/2020", 200, "05/2021"),  # two digits, as its neighbours have
        ("cs", "3/2021", 200, "10/2021"),  # one digit where written with one
        ("cs", "04/2022 – dosud", 300, "02/2023 – dosud"),
        ("pl", "06.2020 – obecnie", -431, "04.2019 – obecnie"),
        ("sv", "2021-09 – idag", 200, "2022-04 – idag"),
        ("hu", "2019. 09 – 2022. 03", 200, "2020. 04 – 2022. 10"),
        ("en", "2010 – 2013", 200, "2011 – 2014"),  # years alone move by one year
        ("hu", "2015–2017", -431, "2014–2016"),
        ("cs", "2019 – dosud", 546, "2020 – dosud"),
    ],
)
def test_months_and_years_move_by_the_shift(
    lang: str, original: str, days: int, expected: str
) -> None:
    assert shift_date(original, lang, days) == expected


@pytest.mark.parametrize(
    ("lang", "original", "days", "expected"),
    [
        ("cs", "20. 12. 2021", 113, "12. 4. 2022"),  # spaced: written without zeros
        ("pl", "20. 12. 2021", 113, "12. 4. 2022"),
        ("de", "20. 12. 2021", 113, "12. 4. 2022"),
        ("cs", "20.12.2021", 113, "12.04.2022"),  # unspaced two digits: padded
        ("cs", "05. 02. 2021", 113, "29. 05. 2021"),  # a zero says so
        ("hu", "2021. 12. 20.", 113, "2022. 04. 12."),  # year first: padded
        ("cs", "5. 2. 2025 07:48", -431, "2. 12. 2023 07:48"),  # the year moves with the days
    ],
)
def test_spaced_numeric_dates_keep_their_style(
    lang: str, original: str, days: int, expected: str
) -> None:
    assert shift_date(original, lang, days) == expected


@pytest.mark.parametrize(
    ("lang", "text", "listed", "month", "year"),
    [
        (
            "en",
            "Hearings were held on 2, 3 and 13 June 2006.",
            r"on (\d+), (\d+) and (\d+) ",
            6,
            2006,
        ),
        ("cs", "Zápisy jsou 9. a 10. dubna 2025 ve škole.", r"jsou (\d+)\. a (\d+)\. ", 4, 2025),
        ("de", "Die Messe läuft vom 5.–7. Mai 2003 in Köln.", r"vom (\d+)\.–(\d+)\. ", 5, 2003),
        # (A range of days before a date in digits: its first day moves too.)
        ("cs", "Kurz běží 8.–12. 3. 2024 v učebně.", r"běží (\d+)\.–(\d+)\. ", 3, 2024),
        ("cs", "Zavřeno bude 3.-6.10.2023 kvůli inventuře.", r"bude (\d+)\.-(\d+)\.", 10, 2023),
        ("pl", "Zjazd odbył się 5 i 6 maja 2021 w Gdańsku.", r"się (\d+) i (\d+) ", 5, 2021),
        ("sv", "Mötet hölls den 5 och 6 maj 2021 i Lund.", r"den (\d+) och (\d+) ", 5, 2021),
    ],
)
def test_days_listed_before_a_date_move_as_days_of_its_month(
    lang: str, text: str, listed: str, month: int, year: int
) -> None:
    """The days listed before a date (`9. a 10. dubna`) move as days of its month and year
    do, by the document's shift: the list keeps its order (`3. a 4. února`, not `26. a 4.
    února`, a day of the month drawn alone)."""
    before = re.search(listed, text)
    assert before is not None
    for key in (b"one", b"two", b"three"):
        days = FakerSurrogates(key).for_document("d", None, year).days
        pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(key))
        result = next(pipeline.run([Document("d", text, lang)]))
        after = re.search(listed, result.rewrites[Mode.PSEUDONYMIZE].text)
        assert after is not None
        expected = [
            (date(year, month, int(day)) + timedelta(days=days)).day for day in before.groups()
        ]
        assert [int(day) for day in after.groups()] == expected


def test_a_listed_day_moves_in_its_dates_year() -> None:
    assert shift_listed_day("2", ListedIn(6, 2006), -486) == "1"  # 2 June 2006 -> 1 Feb 2005
    assert shift_listed_day("09", ListedIn(4, 2025), 10) == "19"
    assert shift_listed_day("31", ListedIn(4, 2025), 10) is None  # no 31 April


@pytest.mark.parametrize(
    ("lang", "day", "listed", "days", "expected"),
    [
        # 17 and 18 March 2016, 167 days on: 31 August and 1 September.
        ("en", "17", ListedIn(3, 2016, 18, "March"), 167, "31 August"),
        ("en", "17", ListedIn(3, 2016, 18, "Mar"), 167, "31 Aug"),
        ("en", "17", ListedIn(3, 2016, 18, "MARCH"), 167, "31 AUGUST"),
        ("en", "17", ListedIn(3, 2016, 18, "March"), 10, "27"),  # 27 and 28 March: one month
        # 9. a 10. dubna 2025, 21 days on: 30. dubna a 1. května (the genitive, as written).
        ("cs", "9.", ListedIn(4, 2025, 10, "dubna"), 21, "30. dubna"),
        ("de", "1.", ListedIn(5, 2003, 3, "Mai"), -1, "30. April"),
        ("pl", "1", ListedIn(5, 2021, 2, "maja"), -1, "30 kwietnia"),
        ("sv", "1", ListedIn(5, 2021, 2, "maj"), -1, "30 april"),
        # Into another year too, where the date writes one: 31 December 2016 and 1 January.
        ("en", "30", ListedIn(12, 2016, 31, "December"), 1, "31 December 2016"),
        ("en", "30", ListedIn(12, None, 31, "December"), 1, "31 December"),
        ("en", "30", ListedIn(12, 2016), 1, "31"),  # the date unknown: the day alone
    ],
)
def test_a_listed_day_moved_out_of_its_dates_month_writes_its_own(
    lang: str, day: str, listed: ListedIn, days: int, expected: str
) -> None:
    """A listed day the shift moves into another month than its date's day writes its month,
    in the form the date writes its own, so the list stays a list of real days (`31 August
    and 1 September`, not `31 and 1 September`)."""
    assert shift_listed_day(day, listed, days, lang=lang) == expected


@pytest.mark.parametrize(
    ("lang", "template"),
    [
        ("en", "The hearings were held on {listed} and {day} {month} {year}."),
        ("cs", "Zápisy proběhnou {listed}. a {day}. {month} {year}."),
        ("de", "Die Tagung läuft vom {listed}.–{day}. {month} {year}."),
        ("pl", "Zjazd odbył się {listed} i {day} {month} {year}."),
        ("sv", "Mötet hölls den {listed} och {day} {month} {year}."),
    ],
)
def test_listed_days_moved_across_a_month_stay_a_list_of_real_days(
    lang: str, template: str
) -> None:
    """Two days of a month the key's shift puts on either side of a month's end: the first
    writes its own month, as the date writes its own (`30. dubna a 1. května`)."""
    for key in (b"one", b"two", b"three"):
        days = FakerSurrogates(key).for_document("d", None, 2015).days
        moved_day = date(2016, 7, 1)  # where the date's own day lands
        original = moved_day - timedelta(days=days)
        if original.day == 1:  # its listed day would be another month's
            original, moved_day = original + timedelta(days=1), moved_day + timedelta(days=1)
        listed = original - timedelta(days=1)
        months = get_month_names("wide", "format", lang)
        text = template.format(
            listed=listed.day, day=original.day, month=months[original.month], year=original.year
        )
        pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(key))
        result = next(pipeline.run([Document("d", text, lang)]))
        moved_listed = listed + timedelta(days=days)
        dot = "." if "{listed}." in template else ""
        expected = template.replace("{listed}.", "{listed}").format(
            listed=f"{moved_listed.day}{dot} {months[moved_listed.month]}",
            day=moved_day.day,
            month=months[moved_day.month],
            year=moved_day.year,
        )
        assert result.rewrites[Mode.PSEUDONYMIZE].text == expected


@pytest.mark.parametrize(
    ("original", "lang", "year", "moved"),
    [
        # 2 June is a Wednesday in 2021 and 2027: of those, the one nearest the document's.
        ("Wednesday 2 June", "en", 2025, "Friday 2 June"),
        ("Mittwoch, 2.6.", "de", 2020, "Freitag, 3.6."),
    ],
)
def test_a_day_and_month_with_a_weekday_are_read_in_the_year_the_weekday_says(
    original: str, lang: str, year: int, moved: str
) -> None:
    # 366 days: the new day and weekday agree only where the year is the weekday's.
    assert shift_date(original, lang, 366, year=year) == moved


@pytest.mark.parametrize(
    ("original", "days", "expected"),
    [("7th", 3, "10th"), ("the 9th", 12, "the 21st"), ("05", 2, "07"), ("23rd", 9, "4th")],
)
def test_a_day_alone_moves_by_as_many_days_of_the_week_as_its_weekday(
    original: str, days: int, expected: str
) -> None:
    """`on Wednesday 7th`: the weekday moves by the shift, and the day, ordinal or not, by
    the shift within the days every month has, so the two still agree."""
    assert shift_day_alone(original, "en", days) == expected
    moved = int(re.sub(r"\D", "", expected)) - int(re.sub(r"\D", "", original))
    assert (moved - days) % 7 == 0


def test_a_digital_clock_of_two_digit_hours_keeps_its_width() -> None:
    """A chat's or a mail header's `HH:MM` moved below ten hours is written `06:40`, as the
    same document writes its morning times; an hour of one digit stays one digit."""
    assert shift_time("11:40", -5) == "06:40"
    assert shift_time("ab 12:05", -3) == "ab 09:05"
    assert shift_time("22:30", 3) == "01:30"
    assert shift_time("19:15", -2) == "17:15"
    assert shift_time("8:20", -1) == "7:20"  # one digit written: one digit kept
    assert shift_time("um 11 Uhr", -3) == "um 8 Uhr"  # no minutes: no clock face
    assert shift_time("10:20 pm", 1) == "11:20 pm"
    assert shift_time("11:10 am", -2) == "9:10 am"  # the 12-hour clock writes no zero


@pytest.mark.parametrize(
    ("original", "days", "expected"),
    [
        ("Juni bis Oktober 2021", -200, "November 2020 bis März 2021"),
        ("November bis Januar 2019", 40, "Dezember 2018 bis Februar 2019"),
        ("Februar bis März 2022", 330, "Januar bis Februar 2023"),  # one year: none added
    ],
)
def test_a_month_opening_a_range_writes_its_year_where_the_shift_parts_them(
    original: str, days: int, expected: str
) -> None:
    assert shift_date(original, "de", days) == expected


@pytest.mark.parametrize(
    ("original", "days", "expected"),
    [
        ("Tuesday 9th", 3, "Friday 12th"),
        ("Wed the 17th", 12, "Mon the 1st"),
        ("SUNDAY 27TH", 5, "FRIDAY 4TH"),  # past the days every month has: the month's start
    ],
)
def test_a_weekday_and_its_day_move_together(original: str, days: int, expected: str) -> None:
    assert shift_weekday_and_day(original, "en", days) == expected


@pytest.mark.parametrize("original", ["the 9th", "Friday 3rd March", "Friday", "Tuesday 9 pm"])
def test_what_is_no_weekday_and_day_alone_is_left_to_the_date_shift(original: str) -> None:
    assert shift_weekday_and_day(original, "en", 3) is None


@pytest.mark.parametrize("key", [b"weekday day 1", b"weekday day 2"])
def test_a_weekday_and_its_day_are_written_moved_by_one_shift(key: bytes) -> None:
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    _, written = run_written("ok see you Thursday 4th then, not Sat 20th x", "en", key)
    found = re.search(r"see you (\w+) (\d+)\w\w then, not (\w+) (\d+)\w\w x", written)
    assert found is not None, written
    weekday, day = days.index(found[1]), int(found[2])
    assert (weekday - days.index("Thursday") - (day - 4)) % 7 == 0
    short = [name[:3] for name in days]
    assert (short.index(found[3]) - short.index("Sat") - (int(found[4]) - 20)) % 7 == 0
