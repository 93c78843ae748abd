"""Whether a word names a day of the calendar: a weekday or a month in any form the language
writes it in, or a holiday (`Christmas`, `o Vánocích`). Such a word is the calendar's, no
one's name, and a date's shift moves it or leaves it (`replace/dates.py`).
"""

from __future__ import annotations

from functools import cache

from babel import Locale
from babel.dates import get_day_names, get_month_names

from pseudonymizer.lexicon.calendar import weekday_paradigm
from pseudonymizer.lexicon.holidays import holiday


def calendar_word(text: str, lang: str) -> bool:
    """Whether `text` is a weekday or month name of the language (`Monday`, `März`), in any
    form its weekdays take (`do pátku`, `hétfőtől`, `montags`), or a holiday's name in any
    of its forms (`Christmas`, `o Vánocích`: `holidays.holiday`)."""
    return text.rstrip(".").casefold() in _calendar_words(lang) or holiday(text, lang)


@cache
def _calendar_words(lang: str) -> frozenset[str]:
    words: set[str] = set()
    for width in ("wide", "abbreviated"):
        for context in ("format", "stand-alone"):
            for names in (
                get_day_names(width, context, lang),
                get_month_names(width, context, lang),
            ):
                words.update(name.rstrip(".").casefold() for name in names.values())
    for forms in weekday_paradigm(lang).values():
        words.update(form.casefold() for form in forms)
    return frozenset(words)


def relative_day(text: str, lang: str) -> bool:
    """Whether `text` names a day by its distance from the day the text was written
    (`gestern`, `heute`, `morgen`, `vorgestern`, `yesterday`, `včera`; Babel's relative
    days of the language): it points at no day the text holds, and names no one."""
    return text.rstrip(".").casefold() in _relative_days(lang)


@cache
def _relative_days(lang: str) -> frozenset[str]:
    fields = Locale.parse(lang)._data["date_fields"]
    return frozenset(
        word.rstrip(".").casefold()
        for width in ("day", "day-short", "day-narrow")
        for word in fields[width]["relative"].values()
    )
