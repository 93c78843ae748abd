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

import re
from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache

from babel.dates import get_day_names, get_month_names

from pseudonymizer.casing import cased_like
from pseudonymizer.languages import get_language

# Digit runs and words; a word keeps a full stop after it (`Feb.`, `febr.`).
_TOKEN = re.compile(r"\d+|[^\W\d_]+\.?")
# A year written with two digits is this side of the pivot in the 2000s, else the 1900s.
_PIVOT = 30
_NAME_LISTS = [
    (width, context) for width in ("wide", "abbreviated") for context in ("format", "stand-alone")
]


@dataclass(frozen=True)
class _Name:
    """A month or weekday name as Babel lists it: which list, which entry."""

    number: int
    width: str
    context: str


def shift_date(original: str, lang: str, days: int) -> str | None:
    """`original` with every date in it moved by `days` (a range `July 1994 – September 1996`
    holds two), or None when it holds no date this can read (`the following morning`)."""
    pieces = []
    position = 0
    moved_any = False
    for start, end in _dates_within(original, lang):
        moved = _shift_one(original[start:end], lang, days)
        if moved is None:
            continue
        pieces += [original[position:start], moved]
        position = end
        moved_any = True
    return "".join([*pieces, original[position:]]) if moved_any else None


def _dates_within(text: str, lang: str) -> list[tuple[int, int]]:
    """The stretches of `text` that each hold one date: runs of numbers, month and weekday
    names, cut where a part would come twice (a second month name or year) or where a dash or
    another word stands between them."""
    months, weekdays = _month_names(lang), _day_names(lang)
    stretches: list[tuple[int, int]] = []
    counts: dict[str, int] = {}
    limits = {"month": 1, "year": 1, "weekday": 1, "number": 2}
    previous_end = -1
    for token in _TOKEN.finditer(text):
        word = token.group()
        if word.isdigit():
            part = "year" if len(word) == 4 else "number"
        elif _lookup(word, months):
            part = "month"
        elif _lookup(word, weekdays):
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
    months, weekdays = _month_names(lang), _day_names(lang)
    for start, end in _dates_within(text, lang):
        tokens = list(_TOKEN.finditer(text, start, end))
        named = [_lookup(t.group(), weekdays) for t in tokens]
        if all(name is None for name in named):
            continue
        month_token = next((t for t in tokens if _lookup(t.group(), months)), None)
        numbers = [t for t in tokens if t.group().isdigit()]
        fields = _fields(numbers, month_token, months, lang)
        if fields is None or not {"year", "month", "day"} <= fields.keys():
            continue
        day = date(fields["year"], fields["month"], fields["day"]).weekday()
        if any(name is not None and name.number != day for name in named):
            wrong.append((start, end))
    return wrong


def _shift_one(original: str, lang: str, days: int) -> str | None:
    """One date, as written, moved by `days`."""
    tokens = list(_TOKEN.finditer(original))
    months = _month_names(lang)
    month_token = next((t for t in tokens if _lookup(t.group(), months)), None)
    numbers = [t for t in tokens if t.group().isdigit()]
    fields = _fields(numbers, month_token, months, lang)
    if fields is None:
        return _weekday_moved(original, tokens, lang, days)
    year, month, day = (fields.get(name) for name in ("year", "month", "day"))
    moved = _moved(year, month, day, days)
    replacements: dict[int, str] = {}
    padded = _padded(fields, named=month_token is not None)
    for name, token in fields.tokens.items():
        value = {"year": moved.year, "month": moved.month, "day": moved.day}[name]
        if name == "year":
            written = token.group()
            replacements[token.start()] = f"{value % 100:02d}" if len(written) == 2 else str(value)
        else:
            replacements[token.start()] = f"{value:02d}" if padded else str(value)
    if month_token is not None:
        name = _lookup(month_token.group(), months)
        assert name is not None
        new = _name(lang, "month", name, moved.month)
        replacements[month_token.start()] = _cased_like(month_token.group(), new)
    if year is not None and month is not None and day is not None:
        for token in tokens:
            weekday = _lookup(token.group(), _day_names(lang))
            if weekday is not None:
                new = _name(lang, "day", weekday, moved.weekday())
                replacements[token.start()] = _cased_like(token.group(), new)
    return _rewritten(original, tokens, replacements)


def shift_time(original: str, hours: int) -> str | None:
    """A time of day (`5 p.m.`, `v 19 hodin`, `8.30 Uhr`) with its hour moved by `hours`, on
    the 12-hour clock where the original says a.m. or p.m.; None without an hour."""
    hour = re.search(r"\d{1,2}", original)
    if hour is None:
        return None
    marker = re.search(r"\b([ap])(\.?\s?m\b)", original, re.IGNORECASE)
    value = int(hour.group())
    if marker is None:
        new = (value + hours) % 24
        return original[: hour.start()] + _padded_like(hour.group(), new) + original[hour.end() :]
    # On the 12-hour clock: past noon or midnight, p.m. becomes a.m. and back (`11.30 pm`
    # -> `1.30 am`), written as the original wrote its marker.
    afternoon = marker.group(1).lower() == "p"
    moved = (value % 12 + (12 if afternoon else 0) + hours) % 24
    new, letter = (moved - 1) % 12 + 1, "p" if moved >= 12 else "a"
    letter = letter.upper() if marker.group(1).isupper() else letter
    text = original[: marker.start()] + letter + original[marker.start(1) + 1 :]
    return text[: hour.start()] + _padded_like(hour.group(), new) + text[hour.end() :]


class _Fields(dict[str, int]):
    """Which field each number of the date is, and the token it came from."""

    def __init__(self) -> None:
        super().__init__()
        self.tokens: dict[str, re.Match[str]] = {}

    def put(self, name: str, token: re.Match[str], value: int) -> None:
        self[name] = value
        self.tokens[name] = token


def _fields(
    numbers: list[re.Match[str]],
    month_token: re.Match[str] | None,
    months: dict[str, _Name],
    lang: str,
) -> _Fields | None:
    fields = _Fields()
    if month_token is not None:
        name = _lookup(month_token.group(), months)
        assert name is not None
        fields["month"] = name.number
        for token in numbers:
            value = int(token.group())
            if len(token.group()) == 4 and "year" not in fields:
                fields.put("year", token, value)
            elif len(token.group()) <= 2 and 1 <= value <= 31 and "day" not in fields:
                fields.put("day", token, value)
        return fields if _real(fields) else None
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
        day_first = get_language(lang).numeric_date_orders[0][0] == "D"
        orders = ("DM", "MD") if day_first else ("MD", "DM")
    else:
        return None
    for order in orders:
        candidate = _Fields()
        for letter, token in zip(order, numbers, strict=False):
            name = {"Y": "year", "M": "month", "D": "day"}[letter]
            value = int(token.group())
            if name == "year" and len(token.group()) == 2:
                value += 2000 if value <= _PIVOT else 1900
            candidate.put(name, token, value)
        if _real(candidate):
            return candidate
    return None


def _real(fields: dict[str, int]) -> bool:
    try:
        date(fields.get("year", 2000), fields.get("month", 1), fields.get("day", 1))
    except (ValueError, OverflowError):  # a phone's digits read as a day and a year
        return False
    return True


def _moved(year: int | None, month: int | None, day: int | None, days: int) -> date:
    """The date moved; a missing part stands at the middle of what is known (a month's 15th,
    a year's 1 July), and a missing year is a leap year, so 29 February is a day like others."""
    start = date(year if year is not None else 2000, month or 7, day or (15 if month else 1))
    return start + timedelta(days=days)


def _padded(fields: _Fields, named: bool) -> bool:
    """Whether days and months are written with two digits: a leading zero says so, and so
    does a numeric date whose day and month both have two digits (`31.12.1999`, `2022-11-08`)."""
    written = [fields.tokens[name].group() for name in ("day", "month") if name in fields.tokens]
    if any(number.startswith("0") for number in written):
        return True
    return not named and len(written) == 2 and all(len(number) == 2 for number in written)


def _padded_like(written: str, value: int) -> str:
    """`value` with a leading zero where the original number had one (`05`, not `31`)."""
    return str(value).zfill(len(written)) if written.startswith("0") else str(value)


def _weekday_moved(original: str, tokens: list[re.Match[str]], lang: str, days: int) -> str | None:
    """A weekday alone (`Thursday`, the `Friday` of `last Friday`) as the day the shift
    makes of it, in the same form; None for anything else, and in a language whose weekdays
    decline (`w piątek`, but `w niedzielę`: the case comes from the sentence)."""
    language = get_language(lang)
    if len(tokens) != 1 or language.weekdays_decline:
        return None
    token = tokens[0]
    weekday = _lookup(token.group(), _day_names(lang))
    if weekday is None:
        return None
    new = _name(lang, "day", weekday, (weekday.number + days) % 7)
    return _rewritten(original, tokens, {token.start(): _cased_like(token.group(), new)})


@cache
def _month_names(lang: str) -> dict[str, _Name]:
    """Every form of every month name in `lang`, lower-cased: Babel's lists (the Czech and
    Polish genitives are its `format` forms), then the language module's other cases."""
    language = get_language(lang)
    names: dict[str, _Name] = {}
    widths = _NAME_LISTS if language.month_abbreviations else _NAME_LISTS[:2]
    for width, context in widths:
        for number, name in get_month_names(width, context, lang).items():
            names.setdefault(name.lower(), _Name(number, width, context))
    for form, number in language.more_month_forms:
        names.setdefault(form.lower(), _Name(number, "more", form.lower()))
    return names


@cache
def _day_names(lang: str) -> dict[str, _Name]:
    names: dict[str, _Name] = {}
    for width, context in _NAME_LISTS:
        for number, name in get_day_names(width, context, lang).items():
            if len(name.rstrip(".")) >= 2:
                names.setdefault(name.lower(), _Name(number, width, context))
    return names


def _lookup(word: str, names: dict[str, _Name]) -> _Name | None:
    lower = word.lower()
    return names.get(lower) or names.get(lower.rstrip("."))


def _name(lang: str, kind: str, original: _Name, number: int) -> str:
    """The name of `number` in the list the original name came from; a month form the
    language module adds (a Czech locative `v květnu`) gives the new month's form with the
    same ending, where the module lists one."""
    if original.width == "more":
        forms = [f for f, n in get_language(lang).more_month_forms if n == number]
        same_ending = [f for f in forms if f[-2:] == original.context[-2:]]
        if same_ending:
            return same_ending[0]
        return get_month_names("wide", "format", lang)[number]
    names = get_month_names if kind == "month" else get_day_names
    return names(original.width, original.context, lang)[number]


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
