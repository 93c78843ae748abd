"""Whether an output kept its document's timeline: every date moved by one shift, and no value
that cannot be.

The run moves all dates of a document by one number of days (`replace/timeline.py`); a reader
of the output cannot know that number, but the dates tell it: the shift most of the document's
full dates moved by is the document's, and every date (partial ones too: `March 2005`, `16.3.`,
a year alone) is checked against it. A surrogate that equals another original date is no
finding here: the shift put it there.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from pseudonymizer.audit.values import impossible
from pseudonymizer.categories import Category
from pseudonymizer.lexicon.calendar import ON_A_DAY, document_year, full_date, weekday_form_of
from pseudonymizer.model import Mention, Rewrite
from pseudonymizer.replace.dates import shift_date


@dataclass(frozen=True)
class TimelineFigures:
    """What one output did to its document's dates: how many dates it moved that can be read
    (`dates`), the document's shift in days (None: no full date was moved), how many dates
    moved by exactly that shift (`on_shift`), and how many impossible dates, times and
    weekdays the run wrote into the output (`impossible`)."""

    dates: int
    shift: int | None
    on_shift: int
    impossible: int

    @property
    def share(self) -> float | None:
        """The share of dates that moved by the document's shift (None: no date read)."""
        return self.on_shift / self.dates if self.dates else None


def timeline_figures(
    original: str, rewrite: Rewrite, mentions: Iterable[Mention], lang: str
) -> TimelineFigures:
    """The timeline figures of one output: `original` the document's text, `rewrite` the
    output the run wrote of it (its text and edits, in the original's offsets), `mentions` the
    run's mentions (their categories tell the dates), `lang` the document's language."""
    # The dates (not times of day) by span, with what the detector read of a weekday's form:
    # whether it stands in the case said "on" a day in (`v pondělí`), or the form it is in
    # alone (`do pondělí`).
    dated = {
        (m.start, m.end): (m.attrs.context == ON_A_DAY, weekday_form_of(m.attrs.context))
        for m in mentions
        if m.category is Category.DATE and m.source != "time" and m.attrs.ner_label != "TIME"
    }
    pairs = [
        (before, edit.replacement, (on, weekday))
        for edit in rewrite.edits
        if (edit.start, edit.end) in dated
        for before, (on, weekday) in [
            (original[edit.start : edit.end], dated[edit.start, edit.end])
        ]
        if shift_date(before, lang, 0, on, weekday=weekday)
    ]
    shifts = Counter(
        days for days in (_days(before, after, lang) for before, after, _ in pairs) if days
    )
    shift = shifts.most_common(1)[0][0] if shifts else None
    on_shift = 0
    if shift is not None:
        year = document_year(original, lang)  # what a date without a year is read in
        on_shift = sum(
            shift_date(before, lang, shift, on, year=year, weekday=weekday) == after
            for before, after, (on, weekday) in pairs
        )
    written = _written(rewrite)
    wrong = [
        finding
        for finding in impossible(rewrite.text, lang)
        if any(start < finding.end and finding.start < end for start, end in written)
    ]
    return TimelineFigures(len(pairs), shift, on_shift, len(wrong))


def _written(rewrite: Rewrite) -> list[tuple[int, int]]:
    """Where the output holds what the run wrote (an impossible value of the original's own
    is no fault of the run)."""
    spans, offset = [], 0
    for edit in rewrite.edits:
        start = edit.start + offset
        spans.append((start, start + len(edit.replacement)))
        offset += len(edit.replacement) - (edit.end - edit.start)
    return spans


def _days(before: str, after: str, lang: str) -> int | None:
    """The days a full date moved (`15 March 2021` -> `24 May 2022`), None where either side
    holds no one full date."""
    old, new = full_date(before, lang), full_date(after, lang)
    return (new - old).days if old is not None and new is not None else None
