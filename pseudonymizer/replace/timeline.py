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
A document whose times span the whole day keeps its times (offset 0).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pseudonymizer.choices import Scope

# What a part of a long document carries in its `meta`: the whole document's id and the
# hours of its clock, so that every part gets the whole's timeline.
TIMELINE_META = "timeline"
# The fewest and most days a date moves.
FEWEST_DAYS, MOST_DAYS = 184, 546
# The most hours a time of day moves either way.
MOST_HOURS = 4
# The hours of a day.
LAST_HOUR = 23

# The earliest and latest hour (0-23) a document writes a time at; None: it writes none.
Clock = tuple[int, int] | None


@dataclass(frozen=True)
class Timeline:
    """The shift of one document: `days` for dates and weekdays, `hours` for times of day."""

    days: int
    hours: int


def timeline(seed: Callable[..., int], anchor: str, clock: Clock) -> Timeline:
    """The timeline of the document `anchor` names (its id; "" for the whole corpus) whose
    times lie within `clock`, drawn from the keyed `seed`."""
    drawn = seed("date shift", anchor)
    span = MOST_DAYS - FEWEST_DAYS + 1
    days = (FEWEST_DAYS + drawn % span) * (1 if drawn >> 40 & 1 else -1)
    return Timeline(days, _hours(drawn >> 20, clock))


def anchor_of(document_id: str, meta: dict[str, object], scope: Scope) -> tuple[str, object]:
    """What names a document's timeline (its id, or the whole document's for a part; "" for
    the corpus) and the clock to keep its times within (a part's is its whole document's;
    None: the caller reads it from the document)."""
    whole, clock = document_id, None
    carried = meta.get(TIMELINE_META)
    if isinstance(carried, tuple) and len(carried) == 2:
        whole, clock = carried
    return ("" if scope is Scope.CORPUS else str(whole)), clock


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
