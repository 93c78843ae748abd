"""The calendar as text reads it: month and weekday names of each language in every form Babel
and the language module list, and the stretches of a text that hold a date, with the field each
number of it is (day, month, year). The replacement moves dates with it; the output's audit
checks with it that a weekday still fits its date.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from functools import cache

from babel.dates import get_day_names, get_month_names

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.inflection.suffixes import CASES as SUFFIX_CASES
from pseudonymizer.lexicon.inflection.suffixes import with_suffix
from pseudonymizer.lexicon.morfeusz import morfeusz

# Digit runs and words; a word keeps a full stop after it (`Feb.`, `febr.`).
TOKEN = re.compile(r"\d+|[^\W\d_]+\.?")


# A year written with two digits is this side of the pivot in the 2000s, else the 1900s.
_PIVOT = 30
# What a DATE mention's `attrs.context` says where its weekday stands after a word that puts
# it in the case a language says "on" a day in (Czech `v pondělí`, see `Language.weekday_forms`).
ON_A_DAY = "on a day"
# The list and context of the weekday forms a language module adds in a case (`ve středu`).
CASE = "case"
# A clock with minutes, its hour as the group `hour`, not inside a longer number.
_CLOCK = re.compile(r"(?<![\d.,:])(?P<hour>\d{1,2})[.:][0-5]\d(?::[0-5]\d)?(?!\d|[.:]\d)")
# The minutes after an hour, and the 12-hour clock's marker after a time (`pm`, `a.m.`).
_MINUTES = re.compile(r"[.:][0-5]\d")
_MERIDIEM = re.compile(r"\s?([ap])\.?\s?m\b", re.IGNORECASE)
_LAST_HOUR, _NOON = 23, 12


_NAME_LISTS = [
    (width, context) for width in ("wide", "abbreviated") for context in ("format", "stand-alone")
]


@dataclass(frozen=True)
class CalendarName:
    """A month or weekday name as Babel lists it: which list, which entry."""

    number: int
    width: str
    context: str


@cache
def ordinal_suffixes(lang: str) -> frozenset[str]:
    """The letters an ordinal's digits take in `lang` (`st`, `nd`, `rd`, `th`), lower case."""
    suffix = get_language(lang).ordinal_suffix
    return frozenset(suffix(day) for day in range(1, 32)) if suffix is not None else frozenset()


def dates_within(text: str, lang: str) -> list[tuple[int, int]]:
    """The stretches of `text` that each hold one date: runs of numbers, month and weekday
    names, cut where a part would come twice (a second month name or year) or where a dash or
    another word stands between them."""
    months, weekdays = month_names(lang), day_names(lang)
    stretches: list[tuple[int, int]] = []
    counts: dict[str, int] = {}
    limits = {"month": 1, "year": 1, "weekday": 1, "number": 2}
    previous_end = -1
    language = get_language(lang)
    ordinals = ordinal_suffixes(lang)
    for token in TOKEN.finditer(text):
        word = token.group()
        if previous_end == token.start() and word.lower() in ordinals and counts.get("number"):
            # (`th` of `6th`: the day's letters, part of the date.)
            stretches[-1] = (stretches[-1][0], token.end())
            previous_end = token.end()
            continue
        if previous_end >= 0 and word.lower() in language.date_joiners and counts.get("number"):
            continue  # (`of` of `21st of June`: the date goes on after it)
        if word.isdigit():
            part = "year" if len(word) == 4 else "number"
        elif lookup(word, months):
            part = "month"
        elif lookup(word, weekdays) or word.lower() in weekday_readings(lang):
            part = "weekday"
        else:
            previous_end = -1  # another word ends the date
            continue
        gap = text[previous_end : token.start()] if previous_end >= 0 else ""
        joined = previous_end >= 0 and not any(dash in gap for dash in ("–", "—", " - "))
        if part == "number" and counts.get("number", 0) == 2 and "year" not in counts:
            part = "year"  # `3/21/05`: a third number is a two-digit year
        if joined and counts.get(part, 0) < limits[part] - (part == "number" and "month" in counts):
            counts[part] = counts.get(part, 0) + 1
            stretches[-1] = (stretches[-1][0], token.end())
        else:
            counts = {part: 1}
            stretches.append((token.start(), token.end()))
        previous_end = token.end()
    return stretches


def wrong_weekdays(text: str, lang: str) -> list[tuple[int, int]]:
    """The stretches of `text` that hold a whole date and a weekday that is not that date's
    (`Montag, 21.10.2021`, a Thursday): a date moved without its weekday, which the output's
    audit reports."""
    wrong = []
    months, weekdays = month_names(lang), day_names(lang)
    for start, end in dates_within(text, lang):
        tokens = list(TOKEN.finditer(text, start, end))
        named = [lookup(t.group(), weekdays) for t in tokens]
        if all(name is None for name in named):
            continue
        month_token = next((t for t in tokens if lookup(t.group(), months)), None)
        numbers = [t for t in tokens if t.group().isdigit()]
        fields = fields_of(numbers, month_token, months, lang)
        if fields is None or not {"year", "month", "day"} <= fields.keys():
            continue
        day = date(fields["year"], fields["month"], fields["day"]).weekday()
        if any(name is not None and name.number != day for name in named):
            wrong.append((start, end))
    return wrong


def full_date(text: str, lang: str) -> date | None:
    """The one whole date (day, month and year) `text` holds, None where it holds another
    number of dates or a partial one."""
    stretches = dates_within(text, lang)
    if len(stretches) != 1:
        return None
    tokens = list(TOKEN.finditer(text, *stretches[0]))
    months = month_names(lang)
    month = next((token for token in tokens if lookup(token.group(), months)), None)
    numbers = [token for token in tokens if token.group().isdigit()]
    fields = fields_of(numbers, month, months, lang)
    if fields is None or not {"year", "month", "day"} <= fields.keys():
        return None
    return date(fields["year"], fields["month"], fields["day"])


class Fields(dict[str, int]):
    """Which field each number of the date is, and the token it came from."""

    def __init__(self) -> None:
        super().__init__()
        self.tokens: dict[str, re.Match[str]] = {}

    def put(self, name: str, token: re.Match[str], value: int) -> None:
        self[name] = value
        self.tokens[name] = token


def fields_of(
    numbers: list[re.Match[str]],
    month_token: re.Match[str] | None,
    months: dict[str, CalendarName],
    lang: str,
) -> Fields | None:
    fields = Fields()
    if month_token is not None:
        name = lookup(month_token.group(), months)
        assert name is not None
        fields["month"] = name.number
        for token in numbers:
            value = int(token.group())
            if len(token.group()) == 4 and "year" not in fields:
                fields.put("year", token, value)
            elif len(token.group()) <= 2 and 1 <= value <= 31 and "day" not in fields:
                fields.put("day", token, value)
        return fields if real(fields) else None
    shapes = [len(token.group()) for token in numbers[:3]]
    if len(numbers) >= 3 and shapes[0] == 4:
        orders: tuple[str, ...] = ("YMD",)
    elif len(numbers) >= 3 and shapes[0] <= 2 and shapes[1] <= 2 and shapes[2] in (2, 4):
        orders = tuple(o for o in get_language(lang).numeric_date_orders if o != "YMD")
    elif len(numbers) == 2 and 4 in shapes and min(shapes) <= 2:
        orders = ("YM",) if shapes[0] == 4 else ("MY",)
    elif len(numbers) == 1 and shapes[0] == 4:
        orders = ("Y",)
    elif len(numbers) == 2 and max(shapes) <= 2:
        # A day and month (`25. 1.`, `1/25`): the detector took it for a date, not a time.
        orders = ("DM", "MD") if get_language(lang).day_before_month else ("MD", "DM")
    else:
        return None
    for order in orders:
        candidate = Fields()
        for letter, token in zip(order, numbers, strict=False):
            name = {"Y": "year", "M": "month", "D": "day"}[letter]
            value = int(token.group())
            if name == "year" and len(token.group()) == 2:
                value += 2000 if value <= _PIVOT else 1900
            candidate.put(name, token, value)
        if real(candidate):
            return candidate
    return None


def real(fields: dict[str, int]) -> bool:
    try:
        date(fields.get("year", 2000), fields.get("month", 1), fields.get("day", 1))
    except (ValueError, OverflowError):  # a phone's digits read as a day and a year
        return False
    return True


@cache
def month_names(lang: str) -> dict[str, CalendarName]:
    """Every form of every month name in `lang`, lower-cased: Babel's lists (the Czech and
    Polish genitives are its `format` forms), then the language module's other cases."""
    language = get_language(lang)
    names: dict[str, CalendarName] = {}
    widths = _NAME_LISTS if language.month_abbreviations else _NAME_LISTS[:2]
    for width, context in widths:
        for number, name in get_month_names(width, context, lang).items():
            names.setdefault(name.lower(), CalendarName(number, width, context))
    for form, number in language.more_month_forms:
        names.setdefault(form.lower(), CalendarName(number, "more", form.lower()))
    return names


@cache
def day_names(lang: str) -> dict[str, CalendarName]:
    """Every form of every weekday name in `lang`, lower-cased: Babel's lists, then the case
    the language module lists (`CASE`: Czech `středu`, Hungarian `szerdán`)."""
    names: dict[str, CalendarName] = {}
    for width, context in _NAME_LISTS:
        for number, name in get_day_names(width, context, lang).items():
            if len(name.rstrip(".")) >= 2:
                names.setdefault(name.lower(), CalendarName(number, width, context))
    for number, form in enumerate(get_language(lang).weekday_forms):
        names.setdefault(form.lower(), CalendarName(number, CASE, CASE))
    return names


def weekday_in_case(lang: str, word: str) -> CalendarName | None:
    """`word` read as a weekday in the case the language module lists (`pondělí` after `v`),
    where it is one of those forms."""
    lowered = [form.lower() for form in get_language(lang).weekday_forms]
    if word.lower().rstrip(",") in lowered:
        return CalendarName(lowered.index(word.lower()), CASE, CASE)
    return None


# What a DATE mention's `attrs.context` starts with where the detector read its weekday in a
# form of `weekday_paradigm` (`weekday form Gen` for Czech `do pondělí`).
WEEKDAY_FORM = "weekday form "
# The key of Babel's own names (the nominative) in a paradigm.
NAMED = "named"


@cache
def weekday_paradigm(lang: str) -> dict[str, tuple[str, ...]]:
    """Every form the weekdays of `lang` take, by a key naming the form (a case, an ending),
    each the seven weekdays in it, Monday first: Babel's names, and the forms the language
    module's `weekday_declension` makes of them (`do pondělí`, `od piątku`, `hétfőtől`,
    `montags`, `måndagen`)."""
    language = get_language(lang)
    names = tuple(get_day_names("wide", "format", lang)[number] for number in range(7))
    make = _DECLENSIONS.get(language.weekday_declension or "")
    return {NAMED: names, **(make(lang, names) if make is not None else {})}


def weekday_declined(lang: str, word: str, before: str | None = None) -> tuple[int, str] | None:
    """`word` read as a weekday in a form of `weekday_paradigm`: its number (Monday 0) and
    the form's key. Where the form is several (Czech `pondělí` is five cases), the one the
    word `before` it governs (`do pondělí`: the genitive), else the first the paradigm lists
    (the nominative)."""
    readings = weekday_readings(lang).get(word.lower())
    if not readings:
        return None
    governed = dict(get_language(lang).weekday_governs).get((before or "").lower())
    fitting = [reading for reading in readings if reading[1] == governed]
    return (fitting or list(readings))[0]


def weekday_form_of(context: str | None) -> str | None:
    """The weekday form a DATE mention's `attrs.context` names (`WEEKDAY_FORM`), if any."""
    if context is None or not context.startswith(WEEKDAY_FORM):
        return None
    return context[len(WEEKDAY_FORM) :]


# What a DATE mention's `attrs.context` starts with where it is a day listed before a date of
# that month (`9.` of `9. a 10. dubna 2025`), with the month's number, the year where the date
# has one, the date's day and its month as written (`4/2025/10/dubna`): the day moves as a day
# of that month does, so the list keeps its order (not `26. a 4. února`), and writes its own
# month, in the form the date writes its own in, where the shift takes it into another month
# than the date's (`30. dubna a 1. května`, not `30. a 1. května`). (`detect --explain`
# writes no context.)
LISTED_IN_MONTH = "listed in month "


@dataclass(frozen=True)
class ListedIn:
    """The date a listed day stands before: its month, year (None: it has none), day (None:
    unknown) and month as written (None: unknown)."""

    month: int
    year: int | None = None
    day: int | None = None
    written: str | None = None


def listed_context(month: int, year: str, day: str, written: str) -> str:
    """The `attrs.context` of a day listed before the date of `month`, `year` (empty: none),
    `day` and its month `written` as it is."""
    return f"{LISTED_IN_MONTH}{month}/{year}/{day}/{written}"


def listed_month(context: str | None) -> ListedIn | None:
    """The date a listed day's `attrs.context` names (`LISTED_IN_MONTH`), if any."""
    if context is None or not context.startswith(LISTED_IN_MONTH):
        return None
    month, year, day, written = [*context[len(LISTED_IN_MONTH) :].split("/", 3), "", "", ""][:4]
    if not month.isdigit() or not 1 <= int(month) <= _MONTHS:
        return None
    return ListedIn(
        int(month),
        int(year) if year.isdigit() else None,
        int(day) if day.isdigit() else None,
        written or None,
    )


_MONTHS = 12


def weekday_in(lang: str, key: str, number: int) -> str:
    """The weekday `number` (Monday 0) in the form `key` of `weekday_paradigm`."""
    return weekday_paradigm(lang)[key][number]


@cache
def weekday_readings(lang: str) -> dict[str, tuple[tuple[int, str], ...]]:
    """Each form of `weekday_paradigm`, lower-cased, to the weekdays and keys it is."""
    readings: dict[str, list[tuple[int, str]]] = {}
    for key, names in weekday_paradigm(lang).items():
        for number, form in enumerate(names):
            readings.setdefault(form.lower(), []).append((number, key))
    return {form: tuple(found) for form, found in readings.items()}


def _with_endings(lang: str, names: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """Babel's names with each of the language's `weekday_endings` (`montags`, `måndagen`)."""
    return {
        f"+{ending}": tuple(name + ending for name in names)
        for ending in get_language(lang).weekday_endings
    }


def _with_suffixes(lang: str, names: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """Babel's names with each Hungarian case suffix, in each name's vowel harmony
    (`hétfőtől`, `keddig`, `szerdáig`: the project's Hungarian inflector)."""
    return {
        f"case {case}": tuple(with_suffix(name, (case, False)) for name in names)
        for case in range(len(SUFFIX_CASES))
    }


def _in_cases(lang: str, names: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """The weekdays in each case as the language module lists them."""
    return dict(get_language(lang).weekday_cases)


def _from_morfeusz(lang: str, names: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """The weekdays in each singular case as SGJP generates them (`piątku`, `środy`)."""
    cases: dict[str, dict[int, str]] = {}
    for number, name in enumerate(names):
        for orth, _lemma, tag, _names, _qualifiers in morfeusz().generate(name):
            fields = tag.split(":")
            if len(fields) >= 3 and fields[0] == "subst" and fields[1] == "sg":
                for case in fields[2].split("."):
                    cases.setdefault(case, {}).setdefault(number, orth)
    return {
        case: tuple(forms[number] for number in range(7))
        for case, forms in cases.items()
        if len(forms) == 7
    }


_DECLENSIONS: dict[str, Callable[[str, tuple[str, ...]], dict[str, tuple[str, ...]]]] = {
    "endings": _with_endings,
    "suffixes": _with_suffixes,
    "cases": _in_cases,
    "morfeusz": _from_morfeusz,
}


def weekday_name(lang: str, name: CalendarName, number: int) -> str:
    """The weekday `number` (Monday 0) in the list or case `name` came from."""
    if name.width == CASE:
        return get_language(lang).weekday_forms[number]
    return get_day_names(name.width, name.context, lang)[number]


def document_year(text: str, lang: str) -> int | None:
    """The year a document's dates without one (`16.3.`, `3 March`) are read in: the year
    its whole dates are most often in (a letter of 2021 writes `16.3.` for a day of 2021), so
    a shift across a 29 February moves them as it moves the whole dates; None where it writes
    no whole date."""
    months = month_names(lang)
    years: Counter[int] = Counter()
    for start, end in dates_within(text, lang):
        tokens = list(TOKEN.finditer(text, start, end))
        if not any(token.group().isdigit() for token in tokens):
            continue  # a weekday or month alone
        month = next((token for token in tokens if lookup(token.group(), months)), None)
        numbers = [token for token in tokens if token.group().isdigit()]
        fields = fields_of(numbers, month, months, lang)
        if fields is not None and {"year", "month", "day"} <= fields.keys():
            years[fields["year"]] += 1
    return years.most_common(1)[0][0] if years else None


def clock_hours(text: str, lang: str) -> tuple[int, int] | None:
    """The earliest and latest hour (0-23) of the times of day `text` may write: every clock
    with minutes (`19:45`, `9.30`, `11.30 pm`) and every hour the language's phrasings of a
    time hold (`v 19 hodin`, `5 p.m.`), read generously (a decimal `2.50` counts as 2 o'clock),
    so that an offset that keeps these on their day keeps every time a detector finds; None
    where there is none. A document that also writes an hour no detector finds, bare after
    the language's word for "at" (`v 11`, `um 11`, `o 11`, `at 11`: `Language.bare_hour_words`),
    has every hour: no offset keeps its times on their day, so they stay, and a chat's `[10:42]`
    never moves away from the `v 11` its message names.
    """
    hours = []
    said: list[tuple[int, int]] = []  # where the found times stand
    patterns = [_CLOCK, *_phrased_hours(lang)]
    for pattern in patterns:
        for match in pattern.finditer(text):
            said.append(match.span())
            hour = int(match.group("hour"))
            if hour > _LAST_HOUR:
                continue
            minutes = _MINUTES.match(text, match.end("hour"))
            marker = _MERIDIEM.match(text, minutes.end() if minutes else match.end("hour"))
            if marker is not None and hour <= _NOON:
                afternoon = marker.group(1).lower() == "p"
                hour = hour % _NOON + (_NOON if afternoon else 0)
            hours.append(hour)
    bare = bare_hours(lang)  # `v 11`, not `od 19 hodin`
    unsaid = (
        match
        for match in (bare.finditer(text) if bare is not None else ())
        if not any(start <= match.start("hour") < end for start, end in said)
    )
    if hours and next(unsaid, None) is not None:
        return 0, _LAST_HOUR
    return (min(hours), max(hours)) if hours else None


@cache
def bare_hours(lang: str) -> re.Pattern[str] | None:
    """An hour (the group `hour`) with no unit nor minutes after one of the language's
    `bare_hour_words`; None where it lists none."""
    words = get_language(lang).bare_hour_words
    if not words:
        return None
    said = "|".join(re.escape(word) for word in words)
    return re.compile(
        rf"(?<!\w)(?:{said})\s(?P<hour>[01]?\d|2[0-3])(?![\d:]|[.,]\d)", re.IGNORECASE
    )


@cache
def _phrased_hours(lang: str) -> tuple[re.Pattern[str], ...]:
    """The language's phrasings of a time, each with its hour as the group `hour`."""
    number = r"(?P<hour>\d{1,2})(?:[.:]\d{2})?"
    return tuple(
        re.compile(phrasing.replace("{N}", number), re.IGNORECASE)
        for phrasing in get_language(lang).time_patterns
    )


def lookup(word: str, names: dict[str, CalendarName]) -> CalendarName | None:
    lower = word.lower()
    return names.get(lower) or names.get(lower.rstrip("."))
