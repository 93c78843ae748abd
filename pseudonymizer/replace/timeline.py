"""A document's timeline: the one shift every date, time and weekday of it moves by.

A reader of a pseudonymized court decision must still see that the appeal came six weeks after
the judgment and the hearing on a Tuesday: so every date of a document moves by the same number
of days, and nothing else decides where a date goes (a shifted date that happens to equal
another original date stays where the shift puts it; the audit knows the shift). The shift is
the document's (`Scope.DOCUMENT`, the default: one date known in one document reveals no other
document's dates) or the whole corpus's (`Scope.CORPUS`, where documents tell one story); the
parts a long document is read in share the whole document's (`TIMELINE_META`).

The days are 184 to 546 either way: half a year at least, so a date is never near its
original, and within that range a year written alone (read as its 1 July) always moves by
exactly one year, never zero nor two. Times of day move by whole hours, so minutes and what
is written after them stay right (`19:30-kor`), and only by an offset that keeps every time
the document writes on its day: a time never passes midnight, so no date has to follow it.
A document whose times span the whole day keeps its times (offset 0). A date without a year
(`16.3.`, `3 March`) is read in the document's year (`lexicon/calendar.document_year`), so a
shift across a 29 February moves it as it moves the document's whole dates.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pseudonymizer.choices import Scope
from pseudonymizer.lexicon.calendar import clock_hours, document_year

# What a part of a long document carries in its `meta`: the whole document's id, the hours
# of its clock and its year (`Whole`), so that every part gets the whole's timeline.
TIMELINE_META = "timeline"
# The fewest and most days a date moves.
FEWEST_DAYS, MOST_DAYS = 184, 546
# The most hours a time of day moves either way.
MOST_HOURS = 4
# The hours of a day.
LAST_HOUR = 23

# The earliest and latest hour (0-23) a document writes a time at; None: it writes none.
Clock = tuple[int, int] | None
# What a part carries of its whole document: its id, its clock and its year (None: it
# writes no whole date).
Whole = tuple[str, Clock, int | None]


@dataclass(frozen=True)
class Timeline:
    """The shift of one document: `days` for dates and weekdays, `hours` for times of day;
    `year` the year its dates without one are in (None: a year with no 29 February)."""

    days: int
    hours: int
    year: int | None = None


def timeline(
    seed: Callable[..., int], anchor: str, clock: Clock, year: int | None = None
) -> Timeline:
    """The timeline of the document `anchor` names (its id; "" for the whole corpus) whose
    times lie within `clock` and whose dates are in `year`, drawn from the keyed `seed`."""
    drawn = seed("date shift", anchor)
    span = MOST_DAYS - FEWEST_DAYS + 1
    days = (FEWEST_DAYS + drawn % span) * (1 if drawn >> 40 & 1 else -1)
    return Timeline(days, _hours(drawn >> 20, clock), year)


def anchor_of(document_id: str, meta: dict[str, object], scope: Scope) -> tuple[str, Whole | None]:
    """What names a document's timeline (its id, or the whole document's for a part; "" for
    the corpus), and a part's whole document as it carries it (None: the caller reads the
    clock and year from the document)."""
    carried = meta.get(TIMELINE_META)
    whole = carried if isinstance(carried, tuple) and len(carried) == 3 else None
    anchor = str(whole[0]) if whole is not None else document_id
    return ("" if scope is Scope.CORPUS else anchor), whole


def whole_of(document_id: str, text: str, lang: str) -> Whole:
    """What a document's parts carry of it (`TIMELINE_META`): its id, the hours of its clock
    and its year, read from its whole text."""
    return document_id, clock_hours(text, lang), document_year(text, lang)


def _hours(drawn: int, clock: Clock) -> int:
    """An offset of 1 to `MOST_HOURS` hours either way that keeps every hour of `clock` on
    its day; 0 where none does."""
    earliest, latest = clock if clock is not None else (0, 0)
    allowed = [
        hours
        for hours in range(-MOST_HOURS, MOST_HOURS + 1)
        if hours and earliest + hours >= 0 and latest + hours <= LAST_HOUR
    ]
    return allowed[drawn % len(allowed)] if allowed else 0
