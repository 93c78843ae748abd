"""Dates written with digits (`21.03.2005`, `2005-03-21`, `3/21/05`) or with a month name in the
document's language (`21 March 2005`, `5. května 2021`, `2021. május 5-én`), and the months
and years a CV dates its entries with (`09/2014 – 03/2016`, `2021-09`, `2012–2015`).

Month names come from Babel in all their forms (wide and abbreviated, format and stand-alone, so
the Czech and Polish genitives are included); every match must be a real calendar date.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from datetime import date
from functools import cache

from babel import Locale
from babel.dates import get_day_names, get_month_names

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.lists import listed_before
from pseudonymizer.detect.prefilter import prefiltered
from pseudonymizer.detect.recognizer import windows_around
from pseudonymizer.detect.references import introduced_at
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import Language
from pseudonymizer.lexicon.calendar import (
    NAMED,
    ON_A_DAY,
    WEEKDAY_FORM,
    day_names,
    listed_context,
    lookup,
    ordinal_suffixes,
    weekday_declined,
    weekday_paradigm,
)
from pseudonymizer.lexicon.floors import floor_after
from pseudonymizer.lexicon.holidays import holiday
from pseudonymizer.model import Attributes, Document, Mention

_DAY = r"(?P<day>0?[1-9]|[12]\d|3[01])"
_YEAR = r"(?P<year>(?:1[6-9]|20)\d\d)"
# Numeric dates: day-month-year or month-day-year, year-month-day, with one separator throughout
# (a space may follow a dot: `5. 5. 2021`, `2021. 05. 05.`). Not inside IPs or version numbers.
# The year first, then last: `2023. 02. 04. 17:10` is 4 February 2023 at ten past five, not
# 2 April 2017 (a two-digit year is never the hour of a time after it).
_NUMERIC = (
    re.compile(
        r"(?<![\d.])(?P<y>\d{4})(?P<sep>[./-]|\. )(?P<a>\d{1,2})(?P=sep)(?P<b>\d{1,2})"
        r"(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?(?!\.?\d|-\d)\.?"
    ),
    re.compile(
        r"(?<![\d.])(?P<a>\d{1,2})(?P<sep>[./-]|\. )(?P<b>\d{1,2})(?P=sep)(?P<y>\d{4}|\d{2}(?!:\d))"
        r"(?:,?\s\d{1,2}:\d{2}(?::\d{2})?)?(?!\.?\d|-\d)"
    ),
)


# A month and year (`09/2014`, `3/2021`, `06.2020`, `2021-09`), the way a CV or a form dates an
# entry: a month of two digits (of one only before a slash, where no decimal reads it), not
# inside a longer number, code or full date; where the year comes first, also written with a
# dot (Hungarian `2019. 09.`; elsewhere `2019. 10` is a sentence's end and a number).
_MONTH_YEAR = re.compile(
    r"(?<![\w./-])(?P<month>0[1-9]|1[0-2]|[1-9](?=/))[./](?P<year>(?:19|20)\d\d)(?![\w/]|[.,-]\d)"
)
_YEAR_MONTH = re.compile(r"(?<![\w./-])(?P<year>(?:19|20)\d\d)-(?P<month>0[1-9]|1[0-2])(?![\w/.-])")
_YEAR_MONTH_DOTTED = re.compile(
    r"(?<![\w./-])(?P<year>(?:19|20)\d\d)(?:-|\.\s?)(?P<month>0[1-9]|1[0-2])\.?(?![\w/.-])"
)
# Two years joined by a dash (`2012–2015`, `2005 - 2013`), the span of a school, a job or a
# stay; joined by a bare hyphen only where they open a line (a CV's `2012-2015`: elsewhere
# `pages 1999-2005` is a range of numbers).
_YEAR_RANGE = re.compile(
    r"(?<![\w./§-])(?P<first>(?:19|20)\d\d)(?:[^\S\n]?[–—][^\S\n]?|[^\S\n]-[^\S\n]"
    r"|(?<=^\d{4})-|(?<=\n\d{4})-)(?P<second>(?:19|20)\d\d)(?![\w/]|[.,-]\d)"
)
# A year opening a CV's line, perhaps after a word or two (`seit 2007`, `od roku 2007`), before
# a column's wide space: the entry's date, like the spans of the lines around it.
_YEAR_OPENING = re.compile(
    r"^[^\S\n]*(?:[^\W\d_]+[^\S\n]){0,2}(?P<first>(?:19|20)\d\d)"
    r"(?=[^\S\n]?[–—-][^\S\n]?[^\W\d_]|\t|[^\S\n]{2,}\S)",
    re.MULTILINE,
)

# A weekday right before a date (`Montag, den `, `Friday the `, `pondělí `) or after it
# (`, hétfőn`), and the word before a weekday; how far back they are looked for.
# (On the date's line: a weekday ending the line before is another message's, or a heading.)
_WEEKDAY_BEFORE = re.compile(
    r"(?<![\w-])(?P<day>[^\W\d_]+\.?),?[^\S\n](?:(?:den|dem|the)[^\S\n])?\Z"
)
_WEEKDAY_AFTER = re.compile(r",?[^\S\n](?P<day>[^\W\d_]+)(?![\w-])")
_WORD_BEFORE = re.compile(r"(?<![\w-])([^\W\d_]+)[^\S\n]\Z")
# The word right after a weekday.
_WORD_AFTER = re.compile(r"[^\S\n]+([^\W\d_])")
_REACH = 30

# The word right after an abbreviated weekday (`Fri evening`).
_WORD_AFTER_DAY = re.compile(r"[^\S\n]+([^\W\d_]+)")
# A number right after it: a day's or a time's, of a date read whole (`Sat 14th`, `Fri 9am`).
_DAY_NUMBER_AFTER = re.compile(r"[^\S\n]+\d")
# A day of the month after a weekday, as an ordinal (`Saturday 6th`, `Sat, the 14th`).
_ORDINAL_DAY_AFTER = re.compile(
    r",?[^\S\n]+(?:(?P<article>[^\W\d_]+)[^\S\n]+)?(?P<day>\d{1,2})(?P<letters>[^\W\d_]+)(?![\w-])"
)
_MONTH_DAYS = 31
# The fewest letters an abbreviated weekday needs to be read alone: two (`So`, `Do`, `po`)
# are words and names' parts in too many places.
_SHORT_DAY_LETTERS = 3


@cache
def _short_days(code: str) -> re.Pattern[str] | None:
    """Babel's abbreviated weekdays of the language of at least `_SHORT_DAY_LETTERS`
    letters, as written there or in capitals (`Sat`, `SAT`; not `sat`, a verb)."""
    names = {
        form
        for context in ("format", "stand-alone")
        for name in get_day_names("abbreviated", context, code).values()
        if len(name.rstrip(".")) >= _SHORT_DAY_LETTERS
        for form in (name, name.upper())
    }
    if not names:
        return None
    alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")


@cache
def _day_words(language: Language) -> frozenset[str]:
    """The words, case-folded, a day is named after: the language's `day_words` and the one
    word Babel writes before a weekday to say which week's (`next`, `letzten`)."""
    words = set(language.day_words)
    fields = Locale.parse(language.code)._data["date_fields"]
    for number, key in enumerate(("mon", "tue", "wed", "thu", "fri", "sat", "sun")):
        name = get_day_names("wide", "format", language.code)[number].casefold()
        for phrase in fields[key]["relative"].values():
            before, _, rest = phrase.casefold().rpartition(name)
            if not rest and before.strip() and " " not in before.strip():
                words.add(before.strip())
    return frozenset(words)


@cache
def _day_periods(code: str) -> frozenset[str]:
    """Babel's parts of the day of one word, case-folded (`morning`, `evening`, `night`)."""
    periods = Locale.parse(code).day_periods
    return frozenset(
        name.casefold()
        for context in periods.values()
        for names in context.values()
        for name in names.values()
        if " " not in name and name.isalpha() and len(name) > 1
    )


# A day of a list before a dated day (`5 and 15 October`): longer alternatives first.
_LISTED_DAY = r"[12]\d|3[01]|0?[1-9]"


class DateRecognizer:
    name = "date"
    score = 0.85

    def __init__(self, language: Language) -> None:
        self.language = language
        self.month_numbers = _month_forms(
            language.code, language.month_abbreviations, language.more_month_forms
        )
        forms = sorted(self.month_numbers, key=len, reverse=True)
        alternatives = "|".join(re.escape(form) for form in forms)
        month = f"(?P<month>(?i:{alternatives}))"
        # Every named date holds a month name: one scan for month names tells where the date
        # templates need to run, instead of each template scanning the whole text.
        self.months = prefiltered(re.compile(rf"(?<!\w)(?i:{alternatives})"))
        # A month's name alone, as a list of months writes it before the last one's year.
        self.month = rf"(?<!\w)(?i:{alternatives})(?!\w)"
        self.day_months = [
            re.compile(
                r"(?<![\d.,:/§])"
                + template.replace("{D}", r"(?P<day>\d{1,2})").replace("{M}", r"(?P<month>\d{1,2})")
                + r"(?![\d/]|\.\d|\s?\d{4}\b)"
            )
            for template in language.day_month_dates
        ]
        # A weekday alone in any form its paradigm has (`do pondělí`, `montags`, `hétfőtől`).
        days = {
            form.lower() for forms in weekday_paradigm(language.code).values() for form in forms
        }
        days_alternatives = "|".join(re.escape(day) for day in sorted(days, key=len, reverse=True))
        year_first = language.numeric_date_orders[0] == "YMD"
        self.month_years = (_MONTH_YEAR, _YEAR_MONTH_DOTTED if year_first else _YEAR_MONTH)
        self.weekdays = prefiltered(re.compile(rf"(?<![\w-])(?i:{days_alternatives})(?![\w-])"))
        self.seasons = (
            re.compile(
                rf"(?<![\w-])(?i:{'|'.join(map(re.escape, language.seasons))})"
                rf"(?:[^\S\n]+of)?[^\S\n]+{_YEAR}(?![\w/-]|[.,]\d)"
            )
            if language.seasons
            else None
        )
        self.short_days = _short_days(language.code)
        self.day_words = _day_words(language)
        self.named = [
            prefiltered(
                re.compile(r"(?<!\w)" + template.format(D=_DAY, M=month, Y=_YEAR) + r"(?!\w)")
            )
            for template in language.date_templates
        ]

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        taken: list[tuple[int, int]] = []
        windows = windows_around((m.start(), m.end()) for m in self.months.finditer(text))
        for pattern in self.named:
            for window_start, window_end in windows:
                for match in pattern.finditer(text, window_start, min(window_end, len(text))):
                    if _inside(match.span(), taken) or not self._valid_named(match):
                        continue
                    start = self._months_listed_before(text, match)
                    taken.append((start, match.end()))
                    yield self._mention(text, start, match.end(), "named")
                    if match.groupdict().get("day") and match.start("day") == match.start():
                        month = self.month_numbers[match["month"].lower()]
                        year = match.groupdict().get("year") or ""
                        day = match["day"].rstrip(".")
                        when = listed_context(month, year, day, match["month"])
                        yield from self._listed_days(text, match.start(), when)
        for pattern in _NUMERIC:
            for match in pattern.finditer(text):
                if not _inside(match.span(), taken) and self._valid_numeric(match):
                    end = match.end()
                    if text[end - 1] == "." and "." not in match["sep"]:
                        end -= 1  # a full stop after 2021-03-05 ends the sentence
                    taken.append((match.start(), end))
                    yield self._mention(text, match.start(), end, "numeric")
                    yield from self._days_before_numeric(text, match)
        yield from self._seasons(text, taken)
        yield from self._months_and_years(text, taken)
        for pattern in self.day_months:
            for match in pattern.finditer(text):
                span = match.span("date") if "date" in pattern.groupindex else match.span()
                if _inside(span, taken) or _numbered(text, span[0]):
                    continue
                if floor_after(text, span[1], self.language.code):
                    continue  # `12. 2. emelet`: a house's number and its floor
                if real_date(2000, int(match["month"]), int(match["day"])):  # 29.2. is a day
                    taken.append(span)
                    yield self._mention(text, *span, "numeric")
                    if match.start("day") == span[0]:
                        when = listed_context(int(match["month"]), "", match["day"], "")
                        yield from self._listed_days(text, span[0], when)
        yield from self._weekdays(text, taken)
        yield from self._short_weekdays(text, taken)

    def _seasons(self, text: str, taken: list[tuple[int, int]]) -> Iterator[Mention]:
        """A season and its year (`Spring 2024`, `the autumn of 2021`), a CV's or a letter's
        time of an entry: a date whose year moves by the shift; read apart, the season was a
        street (Faker's suffix `Spring`) and the year its number."""
        if self.seasons is None:
            return
        for match in self.seasons.finditer(text):
            if _inside(match.span(), taken):
                continue
            taken.append(match.span())
            yield Mention(
                *match.span(), Category.DATE, self.name, self.score, Attributes(form="season")
            )

    def _months_listed_before(self, text: str, match: re.Match[str]) -> int:
        """Where a date that opens with its month (`September 2023`) starts with the months
        listed before it (`Mai bis September 2023`, `Juni und Juli 2021`): one range, which
        moves whole by the shift in the date's year, so no month of it stays behind or is
        read as a name."""
        start = match.start()
        if match.groupdict().get("day") or match.start("month") != start:
            return start
        for month_start, _ in listed_before(text, start, self.language.list_words, self.month):
            start = month_start
        return start

    def _months_and_years(self, text: str, taken: list[tuple[int, int]]) -> Iterator[Mention]:
        """Months with their year and spans of years: the dates of a CV's or a form's entries
        (`09/2014 – 03/2016`, `2012–2015`, `2019 – dosud`), which move by the document's shift
        like its whole dates; not a number a word such as `č.`, `Nr.` or `§` numbers
        (`č. 12/2020`), nor a school year (`2011-12`)."""
        found = [
            (match.span(), "month and year")
            for pattern in self.month_years
            for match in pattern.finditer(text)
            if not _school_year(match)
        ]
        found += [
            (match.span(), "years")
            for match in _YEAR_RANGE.finditer(text)
            if int(match["first"]) < int(match["second"])
        ]
        found += [(match.span("first"), "years") for match in _YEAR_OPENING.finditer(text)]
        for span, form in sorted(found):
            if _inside(span, taken) or _numbers_it(text, span[0]):
                continue
            taken.append(span)
            yield self._mention(text, *span, form)

    def _weekdays(self, text: str, taken: list[tuple[int, int]]) -> Iterator[Mention]:
        """The weekdays no date holds, each in the form the word before it governs (`do
        pondělí` a genitive, `v pondělí` an accusative), which its surrogate is written in;
        not a weekday that opens a name (`Środa Śląska`: capitalized where the language writes
        its weekdays in lower case, and a capitalized word after it)."""
        code = self.language.code
        lower = weekday_paradigm(code)[NAMED][0].islower()
        for match in self.weekdays.finditer(text):
            if _inside(match.span(), taken) or (
                lower and match.group()[0].isupper() and _opens_name(text, match.end())
            ):
                continue
            word = _WORD_BEFORE.search(text, max(0, match.start() - _REACH), match.start())
            if word is not None and holiday(f"{word[1]} {match.group()}", code):
                continue  # (`Easter Monday`, `Good Friday`: a feast's day, whatever the shift)
            reading = weekday_declined(code, match.group(), word[1] if word else None)
            if reading is None:
                continue
            attrs = Attributes(form="weekday", context=WEEKDAY_FORM + reading[1])
            end = self._day_after(text, match.end(), taken)
            yield Mention(match.start(), end, Category.DATE, self.name, self.score, attrs)

    def _day_after(self, text: str, end: int, taken: list[tuple[int, int]]) -> int:
        """Where a weekday ends with the day of the month written after it as an ordinal
        (`Saturday 6th`, `Sat the 14th`): one date, whose weekday moves with its day; apart,
        the day was read alone or not at all, and the weekday moved away from it. (Not the
        day of a date read whole, `Friday 3rd March`.)"""
        after = _ORDINAL_DAY_AFTER.match(text, end)
        if after is None or not 1 <= int(after["day"]) <= _MONTH_DAYS:
            return end
        if _inside(after.span(), taken):
            return end
        if after["letters"].lower() not in ordinal_suffixes(self.language.code):
            return end
        article = after["article"]
        if article is not None and article.lower() not in self.language.definite_articles:
            return end
        return after.end()

    def _short_weekdays(self, text: str, taken: list[tuple[int, int]]) -> Iterator[Mention]:
        """The abbreviated weekdays no date holds (`next Sat`, `on Fri`, `Sun morning`), as
        Babel writes them or in capitals, where the word before names a day (`day_words`) or
        a part of the day follows, or with the day of the month after it (`Sat 14th`): the
        day, which moves with the shift, though a model reads `Fri` as a person and the lists
        know `Sat` and `Sun` as places. Elsewhere the letters are a word (`Sun`) or a name,
        or open a date the other recognizers read whole (`Sat 14.3.`)."""
        if self.short_days is None:
            return
        periods = _day_periods(self.language.code)
        for match in self.short_days.finditer(text):
            if _inside(match.span(), taken):
                continue
            if (end := self._day_after(text, match.end(), taken)) != match.end():
                attrs = Attributes(form="weekday")
                yield Mention(match.start(), end, Category.DATE, self.name, self.score, attrs)
                continue
            if _DAY_NUMBER_AFTER.match(text, match.end()):
                continue
            word = _WORD_BEFORE.search(text, max(0, match.start() - _REACH), match.start())
            after = _WORD_AFTER_DAY.match(text, match.end())
            period = after is not None and after[1].casefold() in periods
            if _opens_name(text, match.end()) and not period:
                continue  # (`on Wed Street`: a name's first word)
            named = word is not None and word[1].casefold() in self.day_words
            if named or period:
                yield Mention(
                    *match.span(), Category.DATE, self.name, self.score, Attributes(form="weekday")
                )

    def _listed_days(self, text: str, start: int, when: str) -> Iterator[Mention]:
        """The days listed before a date that starts with its day (`5 and 15 October`,
        `5. až 7. listopadu`): each is a date of the same month and year, `when`
        (`listed_context`), which its context names, so that it moves as a day of that month
        does, and writes its own month where the shift takes it out of the date's. A listed
        day's full stop (`5.`) is the day's, so the mention holds it: a month written after
        the day stands after it (`30. dubna a 1. května`)."""
        words = self.language.list_words
        for day_start, day_end in listed_before(text, start, words, _LISTED_DAY):
            end = day_end + 1 if text.startswith(".", day_end) else day_end
            listed = self._mention(text, day_start, end, "listed day")
            yield replace(listed, attrs=replace(listed.attrs, context=when))

    def _days_before_numeric(self, text: str, match: re.Match[str]) -> Iterator[Mention]:
        """The days listed before a numeric date that starts with its day (`17.-21.11.2025`,
        `3., 4. a 5.6.2024`): a range's first day moves by the document's shift like the
        date's own, so the range keeps its length and no original day stays behind."""
        if match.start("y") < match.start("a"):
            return  # the year first: no day opens it
        year = match["y"] if len(match["y"]) == 4 else ""
        a, b = int(match["a"]), int(match["b"])
        orders = self.language.numeric_date_orders
        if not ("DMY" in orders and real_date(int(year or 2000), b, a)):
            return  # month first (`11/17/2025`): no day before it is a day of its month
        yield from self._listed_days(text, match.start(), listed_context(b, year, match["a"], ""))

    def _mention(self, text: str, start: int, end: int, form: str) -> Mention:
        """A date, with the weekday written right before or after it (`Montag, den
        15.03.2021`, `v pondělí 15. března`, `március 15-én, hétfőn`): the weekday moves with
        the date, so it is part of its mention."""
        context = None
        before = _WEEKDAY_BEFORE.search(text, max(0, start - _REACH), start)
        if before is not None and lookup(before["day"], day_names(self.language.code)):
            start = before.start("day")
            word = _WORD_BEFORE.search(text, max(0, start - _REACH), start)
            if word is not None and word[1].lower() in self.language.weekday_prepositions:
                context = ON_A_DAY  # `v pondělí`: the case said "on" a day in
        after = _WEEKDAY_AFTER.match(text, end)
        if after is not None and lookup(after["day"], day_names(self.language.code)):
            end = after.end()
        attrs = Attributes(form=form, context=context)
        return Mention(start, end, Category.DATE, self.name, self.score, attrs)

    def _valid_named(self, match: re.Match[str]) -> bool:
        groups = match.groupdict()
        month = self.month_numbers[groups["month"].lower()]
        day = int(groups["day"]) if groups.get("day") else 1
        year = int(groups["year"]) if groups.get("year") else 2000  # a leap year: 29 Feb is fine
        return real_date(year, month, day)

    def _valid_numeric(self, match: re.Match[str]) -> bool:
        a, b, y = int(match["a"]), int(match["b"]), match["y"]
        year = int(y) if len(y) == 4 else 2000 + int(y)
        if len(match["y"]) == 4 and match.start("y") < match.start("a"):
            return real_date(year, a, b)
        orders = self.language.numeric_date_orders
        return ("DMY" in orders and real_date(year, b, a)) or (
            "MDY" in orders and real_date(year, a, b)
        )


def real_date(year: int, month: int, day: int) -> bool:
    """Whether the calendar has this day (no 31 April, no 29 February 2023)."""
    try:
        date(year, month, day)
    except ValueError:
        return False
    return True


# An abbreviation (`odst.`, `Nr.`, `Art.`) or a section sign right before two numbers: they
# number a section (`odst. 3.2.`, `§ 16.3.`), not a day.
_NUMBERING = re.compile(r"(?:§|\b[^\W\d_]{1,5}\.)\s?\Z")


def _numbered(text: str, start: int) -> bool:
    return _NUMBERING.search(text, max(0, start - 8), start) is not None


# A short abbreviation (`č.`, `Nr.`, `Az.`, `pp.`, `S.`) or a section sign right before a month
# and year or years: they number a decision, a law or a page (`č. 12/2020`, `pp. 1999–2005`).
# Not a longer word's full stop, which ends the sentence before a CV's `2012 – 2015`.
_NUMBERING_SHORT = re.compile(r"(?:§|(?<!\w)[^\W\d_]{1,3}\.)[^\S\n]?\Z")


def _numbers_it(text: str, start: int) -> bool:
    """Whether a word that numbers things stands right before `start`: a short abbreviation
    or a keyword of a reference number (`sp. zn.`, `Aktenzeichen`, `no`)."""
    return _NUMBERING_SHORT.search(text, max(0, start - 6), start) is not None or introduced_at(
        text, start
    )


def _school_year(match: re.Match[str]) -> bool:
    """Whether a year and month are a school or season year (`2011-12`: the month the next
    year's last digits)."""
    year, month = int(match["year"]), match["month"]
    return match.start("year") < match.start("month") and int(month) == (year + 1) % 100


def _opens_name(text: str, end: int) -> bool:
    after = _WORD_AFTER.match(text, end)
    return after is not None and after[1].isupper()


def _inside(span: tuple[int, int], taken: list[tuple[int, int]]) -> bool:
    return any(start < span[1] and span[0] < end for start, end in taken)


@cache
def _month_forms(
    lang: str, abbreviations: bool, more: tuple[tuple[str, int], ...]
) -> dict[str, int]:
    """Every written form of every month name in `lang`, lower-cased, to its number: Babel's,
    and the cases it lacks from the language module.

    Abbreviations keep their dot (`febr.`), so a full stop after a full name is never taken."""
    forms: dict[str, int] = dict(more)
    for width in ("wide", "abbreviated") if abbreviations else ("wide",):
        for context in ("format", "stand-alone"):
            for number, name in get_month_names(width, context, lang).items():
                if len(name.rstrip(".")) >= 3:
                    forms.setdefault(name.lower(), number)
    return forms


register(DateRecognizer, 40)
