"""Date surrogates: the same date moved by a fixed number of days, written as it was written.

Every date of a run moves by the same number of days (from the key), so the intervals between
dates stay true: a stay in hospital still lasts ten days, a child is still born after the
wedding. Only the parts of the date change, in place: digits keep their width (`05`, `5`,
two-digit years), a month name keeps its form and case (Czech `května` is the genitive of
`květen`, so it stays a genitive; `MARCH` stays capitals), a weekday is recomputed for the new
date in the same form, and everything else (separators, `5-én`, `at 14:30`) stays. Partial
dates move too: a month and year, a day and month, a year alone.
"""

from __future__ import annotations

import random
import re
from datetime import date, timedelta

from babel.dates import get_month_names

from pseudonymizer.casing import cased_like
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.calendar import (
    CASE,
    TOKEN,
    CalendarName,
    Fields,
    ListedIn,
    dates_within,
    day_names,
    fields_of,
    lookup,
    month_names,
    ordinal_suffixes,
    real,
    weekday_declined,
    weekday_in,
    weekday_in_case,
    weekday_name,
)
from pseudonymizer.replace.durations import duration_surrogate

# What another category's mention holds that the timeline moves like a date: a clock
# (`19:45`, `9.30`, `03:26:43`, `19:30-kor`) or a day and month (`10.04.`, `16. 3.`) alone.
CLOCK_ALONE = re.compile(r"(?:[01]?\d|2[0-3])[:.][0-5]\d(?::[0-5]\d)?(?:-[^\W\d_]+)?")
DAY_MONTH_ALONE = re.compile(r"\d{1,2}\.\s?\d{1,2}\.")


# A year in a name or title (`Expo 2015`, `(2012–2015)`): four digits of the 1900s or 2000s
# that are no part of a longer number, word or code (`2012-2015`, `1999/2000` are two years).
YEAR_WITHIN = re.compile(r"(?<![\w.,:])(?:19|20)\d\d(?![\w]|[.,:]\d)")


def years_moved(original: str, days: int) -> dict[int, str]:
    """The digits of each year in `original` (a name or title of another category than DATE,
    whose other digits are drawn) moved as a year alone moves on the timeline, by position:
    `(2012–2015)` stays a span of two years, as far apart as they were."""
    moved: dict[int, str] = {}
    for match in YEAR_WITHIN.finditer(original):
        year = _moved(int(match.group()), None, None, days).year
        moved.update(zip(range(match.start(), match.end()), str(year), strict=True))
    return moved


def case_years_moved(
    original: str, days: int, introduced: bool = False, registered: bool = False
) -> dict[int, str]:
    """The digits of the years in a case's or file's number, a year written beside its
    slash (`47/2017`, `II. ÚS 311/2021`, `BJ-2024/117`), moved as `years_moved` moves a
    year: the year a case was filed stays a year, moved with the dates the judgment tells
    of it, never drawn into `5993`. A number the text `introduced` as an application's
    (`no. 41873/17`) closes with the two digits of the year it was lodged. Digits not beside
    a slash are no year (`977393-1981`), nor two after one of a number not so introduced
    (a house's `1184/12`): they are drawn, or they would stay as written. A court's
    `registered` case number (`I C 1245/23`, `II K 312/21`, `Az.: 512 C 4471/23`) closes
    with its year's two digits however few its number's are."""
    moved: dict[int, str] = {}
    for match in YEAR_WITHIN.finditer(original):
        if "/" not in original[max(0, match.start() - 1) : match.end() + 1]:
            continue
        year = _moved(int(match.group()), None, None, days).year
        moved.update(zip(range(match.start(), match.end()), str(year), strict=True))
    short = (_REGISTER_YEAR_AT_END if registered else _SHORT_YEAR_AT_END).search(original)
    if (introduced or registered) and short is not None and not moved:
        two = int(short.group(1))
        century = 2000 if two <= date.today().year % 100 else 1900
        year = _moved(century + two, None, None, days).year
        moved = dict(zip(range(short.start(1), short.end(1)), f"{year % 100:02d}", strict=True))
    return moved


# The two digits of a year closing an application's number after its slash (`41873/17`).
_SHORT_YEAR_AT_END = re.compile(r"\d{4,}/(\d\d)\Z")
# ... and a court's register number's (`312/21`).
_REGISTER_YEAR_AT_END = re.compile(r"\d/(\d\d)\Z")


def with_years_moved(text: str, days: int) -> str:
    """`text` with each year in it moved as `years_moved` moves it."""
    return YEAR_WITHIN.sub(lambda m: str(_moved(int(m.group()), None, None, days).year), text)


def only_years_numbered(original: str) -> bool:
    """Whether every digit of `original` is a year's (`Expo 2015`; not `Flat 3`)."""
    return not any(char.isdigit() for char in YEAR_WITHIN.sub("", original))


def years_alone(original: str) -> bool:
    """Whether `original` holds years and nothing else but punctuation (`(2012–2015)`)."""
    rest = YEAR_WITHIN.sub("", original)
    return rest != original and not any(char.isalnum() for char in rest)


def timelike(original: str) -> bool:
    """Whether a mention of another category than DATE is a time, a day and month or years
    alone, which the timeline moves (and which, like a date, may then equal another
    original: a TV listing's 13.05 moved by two hours is its 15.05)."""
    return bool(
        CLOCK_ALONE.fullmatch(original)
        or DAY_MONTH_ALONE.fullmatch(original)
        or years_alone(original)
    )


def on_timeline(original: str, lang: str, time: bool) -> bool:
    """Whether the document's timeline decides `original` (a DATE mention's text; `time`:
    found as a time of day): a date, time or weekday it can read, or a day of the month
    alone, which move by the shift; or words that name no point in time and no number a
    duration could change (`the following morning`), which stay as written. Its surrogate is
    then that, and nothing else (a duration, `three years`, is drawn like other values)."""
    if time and shift_time(original, 0) is not None:
        return True
    stripped = original.strip().removesuffix(".")  # (a listed day, `5.` of `5.–7. Mai`)
    if shift_day_alone(stripped, lang, 0) is not None:
        return True
    if shift_date(original, lang, 0) is not None:
        return True
    return not any(char.isdigit() for char in original) and no_duration(original, lang)


def no_duration(original: str, lang: str) -> bool:
    """Whether `original` holds no number a duration's surrogate could change."""
    return duration_surrogate(original, lang, random.Random(0)) is None


# The most days a month has.
MONTH_DAYS = 31
# The days every month has.
_EVERY_MONTHS_DAYS = 28
# A day of the month written alone (`5`, `05`, `the 14th`, `6th`).
_DAY_ALONE = re.compile(r"(?P<before>(?:[^\W\d_]+\s+)?)(?P<day>\d{1,2})(?P<letters>[^\W\d_]*)")


# A weekday opening a day of the month written without its month (`Saturday 6th`, `Sat,
# the 14th`).
_WEEKDAY_OPENING = re.compile(r"(?P<weekday>[^\W\d_]+)\.?,?\s+")


def shift_weekday_and_day(original: str, lang: str, days: int) -> str | None:
    """A weekday and the day of the month after it, written without its month (`Saturday
    6th`, `Thursday the 4th`), both moved by the shift (`shift_day_alone`): they move by the
    same days modulo a week, so the weekday stays the day's. None for anything else. (Read
    as a date, only the weekday would move: no month makes the day a date's.)"""
    written = original.strip()
    opening = _WEEKDAY_OPENING.match(written)
    weekday = lookup(opening["weekday"], day_names(lang)) if opening is not None else None
    if opening is None or weekday is None:
        return None
    day = shift_day_alone(written[opening.end() :], lang, days)
    if day is None:
        return None
    name = weekday_name(lang, weekday, (weekday.number + days) % 7)
    between = written[opening.end("weekday") : opening.end()]
    return original.replace(written, _cased_like(opening["weekday"], name) + between + day, 1)


def shift_day_alone(original: str, lang: str, days: int) -> str | None:
    """A day of the month written alone (`5` of `5 and 15 October`, `the 14th`) moved by the
    shift to a day every month has, its ordinal's letters agreeing (`the 1st` -> `the
    22nd`): the shift moves it by the same days modulo a week as a weekday, so a weekday
    beside it still agrees. None for anything else."""
    match = _DAY_ALONE.fullmatch(original.strip())
    if match is None or not 1 <= int(match["day"]) <= MONTH_DAYS:
        return None
    before, letters = match["before"], match["letters"]
    language = get_language(lang)
    if before and before.split()[0].lower() not in language.definite_articles:
        return None
    if letters and letters.lower() not in ordinal_suffixes(lang):
        return None
    written = match["day"]
    day = (int(written) - 1 + days) % _EVERY_MONTHS_DAYS + 1
    new = str(day).zfill(len(written)) if written.startswith("0") else str(day)
    if letters and language.ordinal_suffix is not None:
        new += _cased_like(letters, language.ordinal_suffix(day))
    return original.replace(match.group(), f"{before}{new}", 1)


def shift_date(
    original: str,
    lang: str,
    days: int,
    on: bool = False,
    hours: int = 0,
    year: int | None = None,
    weekday: str | None = None,
) -> str | None:
    """`original` with every date in it moved by `days` (a range `July 1994 – September 1996`
    holds two) and every time written with it (`15.03.2021 14:30`) by `hours`, or None when
    it holds no date this can read (`the following morning`). With `on`, a weekday that is
    both a nominative and the case the language says "on" a day in (Czech `v pondělí`) is
    read in that case (`ve středu`, not `ve středa`). A date without a year is read in `year`
    (the document's). A weekday alone is read in the form `weekday` names, where the
    detector read one (`lexicon/calendar.weekday_declined`: `do pondělí` a genitive)."""
    pieces = []
    position = 0
    moved_any = False
    suffixed = get_language(lang).day_suffix is not None
    spans = list(dates_within(original, lang))
    last = _fields(original[spans[-1][0] : spans[-1][1]], lang) if len(spans) > 1 else None
    for start, end in spans:
        ending = _SUFFIX.match(original, end) if suffixed else None
        end = ending.end() if ending is not None else end  # `15-én`: the day's ending too
        if _CLOCK_WITH_DATE.fullmatch(original, start, end):  # `14:30`, never 14 March
            if hours:
                pieces += [original[position:start], str(shift_time(original[start:end], hours))]
                position = end
            continue
        moved = _shift_one(original[start:end], lang, days, on, year, weekday)
        if moved is None:
            continue
        moved = _ranged_year(original[start:end], moved, last, lang, days)
        pieces += [original[position:start], moved]
        position = end
        moved_any = True
    return "".join([*pieces, original[position:]]) if moved_any else None


def _fields(written: str, lang: str) -> Fields | None:
    """What each number and month name of one date `written` is (None: no date)."""
    months = month_names(lang)
    tokens = list(TOKEN.finditer(written))
    month_token = next((t for t in tokens if lookup(t.group(), months)), None)
    numbers = [t for t in tokens if t.group().isdigit()]
    return fields_of(numbers, month_token, months, lang)


def _ranged_year(written: str, moved: str, last: Fields | None, lang: str, days: int) -> str:
    """A month opening a range whose last date alone writes the year (`Mai bis September
    2023`) with its own year after it where the shift takes it into another year than the
    last date's (`September 2022 bis Januar 2023`, not `September bis Januar 2023`)."""
    fields = _fields(written, lang)
    if last is None or "year" not in last or fields is None or "month" not in fields:
        return moved
    named = any(lookup(token.group(), month_names(lang)) for token in TOKEN.finditer(written))
    if "year" in fields or not named:  # (`3.5.` of `3.5.-4.6.2023` writes no year apart)
        return moved
    # (`Dezember bis Februar 2024`: a month after the last date's opens the year before.)
    before = 1 if "month" in last and fields["month"] > last["month"] else 0
    first = _moved(last["year"] - before, fields["month"], fields.get("day"), days)
    end = _moved(last["year"], last.get("month"), last.get("day"), days)
    return moved if first.year == end.year else f"{moved} {first.year}"


def shift_listed_day(
    original: str, listed: ListedIn, days: int, year: int | None = None, lang: str | None = None
) -> str | None:
    """A day listed before the date `listed` (`9.` of `9. a 10. dubna`) moved as a day of the date's
    month moves, in the date's year or else `year` (the document's), written as it was (`09`,
    `9.`); where the shift takes it into another month than the date's own day, it writes its
    month too, as the date writes its own (`17 and 18 March` -> `31 August and 1 September`,
    not `31 and 1 September`), and its year where that differs too and the date writes one.
    None for no day."""
    day = original.strip().rstrip(".")
    if not day.isdigit() or not real({"month": listed.month, "day": int(day)}):
        return None
    in_year = listed.year or year
    moved = _moved(in_year, listed.month, int(day), days)
    written = original.replace(day, _padded_like(day, moved.day), 1)
    if lang is None or listed.day is None or listed.written is None:
        return written
    if not real({"month": listed.month, "day": listed.day}):
        return written
    target = _moved(in_year, listed.month, listed.day, days)
    if moved.month == target.month and moved.year == target.year:
        return written
    written = f"{written} {_month_like(listed.written, moved.month, lang)}"
    if listed.year is not None and moved.year != target.year:
        written = f"{written} {moved.year}"
    return written


def _month_like(written: str, month: int, lang: str) -> str:
    """The month `month` in the list and case of the month name `written` (Babel's; a case
    only the language module lists, Czech `dubnu`, gives Babel's format name), cased as it."""
    name = lookup(written, month_names(lang))
    width, context = ("wide", "format")
    if name is not None and name.width != "more":
        width, context = name.width, name.context
    new = get_month_names(width, context, lang)[month]
    if written.endswith(".") and not new.endswith("."):
        new += "."
    return cased_like(written, new)


def _shift_one(
    original: str,
    lang: str,
    days: int,
    on: bool = False,
    year: int | None = None,
    weekday: str | None = None,
) -> str | None:
    """One date, as written, moved by `days`; its weekday, if it names one, by as many days
    (so it is the new date's weekday wherever it was the original's)."""
    tokens = list(TOKEN.finditer(original))
    months = month_names(lang)
    month_token = next((t for t in tokens if lookup(t.group(), months)), None)
    numbers = [t for t in tokens if t.group().isdigit()]
    fields = fields_of(numbers, month_token, months, lang)
    if fields is None:
        return _weekday_moved(original, tokens, lang, days, on, weekday)
    if "year" not in fields:
        year = _year_of_weekday(tokens, fields, lang, on, year)
    moved = _moved(fields.get("year", year), fields.get("month"), fields.get("day"), days)
    replacements: dict[int, str] = {}
    padded = _padded(fields, named=month_token is not None, original=original)
    for name, token in fields.tokens.items():
        value = {"year": moved.year, "month": moved.month, "day": moved.day}[name]
        if name == "year":
            written = token.group()
            replacements[token.start()] = f"{value % 100:02d}" if len(written) == 2 else str(value)
        else:
            replacements[token.start()] = f"{value:02d}" if padded else str(value)
    if month_token is not None:
        name = lookup(month_token.group(), months)
        assert name is not None
        new = _name(lang, name, moved.month)
        replacements[month_token.start()] = _cased_like(month_token.group(), new)
    for token in tokens:
        weekday = _weekday(token.group(), lang, on)
        if weekday is not None:
            new = weekday_name(lang, weekday, (weekday.number + days) % 7)
            replacements[token.start()] = _cased_like(token.group(), new)
    suffix = get_language(lang).day_suffix
    day_token = fields.tokens.get("day")
    ordinal = get_language(lang).ordinal_suffix
    if ordinal is not None and day_token is not None:
        # `1st` -> `22nd`: the ordinal's letters agree with the new day.
        letters = next((t for t in tokens if t.start() == day_token.end()), None)
        if letters is not None and letters.group().lower() in ordinal_suffixes(lang):
            replacements[letters.start()] = _cased_like(letters.group(), ordinal(moved.day))
    if suffix is not None and day_token is not None:
        # Hungarian `1-jén` -> `14-én`: the ending after the day agrees with the new number.
        after = _SUFFIX.match(original, day_token.end())
        if after is not None:
            ending = next(t for t in tokens if t.start() == after.start(1))
            replacements[ending.start()] = suffix(moved.day, ending.group())
    return _rewritten(original, tokens, replacements)


def _year_of_weekday(
    tokens: list[re.Match[str]], fields: Fields, lang: str, on: bool, year: int | None
) -> int | None:
    """The year a day and month without one are in, where a weekday names the day (`Monday
    14 October`): of the years nearest `year` (the document's), the first whose day is that
    weekday, so the date moves as the whole dates of that year do and its new day and
    weekday agree; `year` where no weekday or no such year says otherwise."""
    named = next((w for t in tokens if (w := _weekday(t.group(), lang, on)) is not None), None)
    month, day = fields.get("month"), fields.get("day")
    if named is None or month is None or day is None:
        return year
    around = year if year is not None else _PLAIN_YEAR
    for offset in sorted(range(-_WEEKDAY_YEARS, _WEEKDAY_YEARS + 1), key=abs):
        try:
            if date(around + offset, month, day).weekday() == named.number:
                return around + offset
        except ValueError:  # 29 February in a year without it
            continue
    return year


# How many years either way a day and month with a weekday are looked for in: a weekday
# falls on a given day within seven years, a 29 February within 28.
_WEEKDAY_YEARS = 14
# A time written with a date (`15.03.2021 14:30`, `2021-03-15T23:30`).
_CLOCK_WITH_DATE = re.compile(r"\d{1,2}:\d{2}(?::\d{2})?")
# An ending written after a day's number with a hyphen (Hungarian `15-én`, `1-jétől`).
_SUFFIX = re.compile(r"-([^\W\d_]+)")


def _weekday(word: str, lang: str, on: bool) -> CalendarName | None:
    """`word` as a weekday: in the case the language says "on" a day in where `on` says it
    stands after such a word, else as Babel's lists (or that case) have it."""
    if on:
        in_case = weekday_in_case(lang, word)
        if in_case is not None:
            return in_case
    return lookup(word, day_names(lang))


def shift_time(original: str, hours: int) -> str | None:
    """A time of day (`5 p.m.`, `v 19 hodin`, `8.30 Uhr`) with its hour moved by `hours`, on
    the 12-hour clock where the original says a.m. or p.m.; None without an hour."""
    hour = re.search(r"\d{1,2}", original)
    if hour is None:
        return None
    # (Written on the number, `2pm`, the marker has no word boundary before it.)
    marker = re.search(r"(?<![^\W\d_])([ap])(\.?\s?m\b)", original, re.IGNORECASE)
    value = int(hour.group())
    if marker is None:
        new = (value + hours) % 24
        # A 24-hour clock of two-digit hours and its minutes (`10:12`, `14:05`) keeps two
        # digits where it moves below ten (`07:12`): chat and mail headers write their
        # times in one width, so `7:12` beside `09:10` would stand out.
        written = hour.group()
        digital = len(written) == 2 and _DIGITAL_MINUTES.match(original, hour.end())
        text = f"{new:02d}" if digital else _padded_like(written, new)
        return original[: hour.start()] + text + original[hour.end() :]
    # On the 12-hour clock: past noon or midnight, p.m. becomes a.m. and back (`11.30 pm`
    # -> `1.30 am`), written as the original wrote its marker.
    afternoon = marker.group(1).lower() == "p"
    moved = (value % 12 + (12 if afternoon else 0) + hours) % 24
    new, letter = (moved - 1) % 12 + 1, "p" if moved >= 12 else "a"
    letter = letter.upper() if marker.group(1).isupper() else letter
    text = original[: marker.start()] + letter + original[marker.start(1) + 1 :]
    return text[: hour.start()] + _padded_like(hour.group(), new) + text[hour.end() :]


def _moved(year: int | None, month: int | None, day: int | None, days: int) -> date:
    """The date moved; a missing part stands at the middle of what is known (a month's 15th,
    a year's 1 July). A missing year (the document writes no whole date) is one without a
    29 February, so a day and month move as the days of most years do; a 29 February
    without a year is in a leap year."""
    month, day = month or 7, day or (15 if month else 1)
    try:
        start = date(year if year is not None else _PLAIN_YEAR, month, day)
    except ValueError:  # 29.2. in a year without it
        start = date(_LEAP_YEAR, month, day)
    return start + timedelta(days=days)


# The year a date without one is read in where the document gives none (no 29 February),
# and the leap year a 29 February without a year is read in.
_PLAIN_YEAR, _LEAP_YEAR = 2001, 2000


def _padded(fields: Fields, named: bool, original: str) -> bool:
    """Whether days and months are written with two digits: a leading zero says so, and so
    does a numeric date whose day and month both have two digits (`31.12.1999`, `2022-11-08`)
    or a month of two digits alone with its year (`10/2020`, a CV's `09/2014` beside it). Not a
    day and month spaced after their full stops (`20. 12. 2021`): that is how the Czech,
    Slovak, Polish and German rules write a date without zeros (`5. 2. 2025`), so `12. 4.`,
    not `12. 04.`, is its move."""
    written = [fields.tokens[name] for name in ("day", "month") if name in fields.tokens]
    numbers = [token.group() for token in written]
    if any(number.startswith("0") for number in numbers):
        return True
    if named or not numbers or not all(len(number) == 2 for number in numbers):
        return False
    if len(numbers) == 1:
        return "day" not in fields.tokens
    day, month = fields.tokens["day"], fields.tokens["month"]
    return not (day.start() < month.start() and original[day.end() : month.start()] == ". ")


# The minutes of a digital clock after its hour (`:12` of `10:12`).
_DIGITAL_MINUTES = re.compile(r":[0-5]\d(?!\d)")


def _padded_like(written: str, value: int) -> str:
    """`value` with a leading zero where the original number had one (`05`, not `31`)."""
    return str(value).zfill(len(written)) if written.startswith("0") else str(value)


def _weekday_moved(
    original: str,
    tokens: list[re.Match[str]],
    lang: str,
    days: int,
    on: bool,
    form: str | None = None,
) -> str | None:
    """A weekday alone (`Thursday`, the `Friday` of `last Friday`, `montags`, `hétfőtől`) as
    the day the shift makes of it, in the same form: the form `form` names where the
    detector read it from the word before (`do pondělí` -> `do středy`), else the one form
    it has; None for anything else, and in a language whose weekdays decline (`w piątek`,
    but `w niedzielę`: the case comes from the sentence) where no `form` says the case,
    unless it stands in the case the language module lists (`on`, or a form only that case
    has)."""
    language = get_language(lang)
    if len(tokens) != 1:
        return None
    token = tokens[0]
    weekday = _weekday(token.group(), lang, on)
    # (An abbreviated weekday, `Fri`, is Babel's list's and declines nowhere.)
    listed = weekday is not None and weekday.width in (CASE, "abbreviated")
    if weekday is not None and form is None and (on or listed):
        new = weekday_name(lang, weekday, (weekday.number + days) % 7)
    elif form is None and language.weekdays_decline:
        return None
    else:
        declined = _declined(token.group(), lang, form)
        if declined is None:
            return None
        number, key = declined
        new = weekday_in(lang, key, (number + days) % 7)
    return _rewritten(original, tokens, {token.start(): _cased_like(token.group(), new)})


def _declined(word: str, lang: str, form: str | None) -> tuple[int, str] | None:
    """`word` as a weekday in the form `form` names (None: its first reading)."""
    if form is None:
        return weekday_declined(lang, word)
    number = next((n for n in range(7) if weekday_in(lang, form, n).lower() == word.lower()), None)
    return (number, form) if number is not None else weekday_declined(lang, word)


def _name(lang: str, original: CalendarName, number: int) -> str:
    """The month `number` in the list the original name came from; a month form the
    language module adds (a Czech locative `v květnu`) gives the new month's form with the
    same ending, where the module lists one, or else its form in the same place of the
    module's list (Swedish `mar` -> `nov`)."""
    if original.width == "more":
        more = get_language(lang).more_month_forms
        forms = [f for f, n in more if n == number]
        same_ending = [f for f in forms if f[-2:] == original.context[-2:]]
        if same_ending:
            return same_ending[0]
        # (Forms listed alike for every month, Swedish `mar` and `nov` cut to three letters:
        # the new month's form in the same place of its list, the shortest where it has fewer.)
        own = [f for f, n in more if n == original.number]
        if forms and original.context in own:
            return forms[min(own.index(original.context), len(forms) - 1)]
        return get_month_names("wide", "format", lang)[number]
    return get_month_names(original.width, original.context, lang)[number]


def _cased_like(original: str, new: str) -> str:
    """`new` in the case of `original` (`MARCH`, `March`, `march`), with its full stop where
    the original had one after an abbreviation."""
    new = cased_like(original.rstrip("."), new, capitalize=True)
    if original.endswith(".") and not new.endswith("."):
        new += "."
    return new


def _rewritten(original: str, tokens: list[re.Match[str]], replacements: dict[int, str]) -> str:
    pieces = []
    position = 0
    for token in tokens:
        if token.start() in replacements:
            pieces += [original[position : token.start()], replacements[token.start()]]
            position = token.end()
    pieces.append(original[position:])
    return "".join(pieces)
