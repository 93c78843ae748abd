"""Values that cannot be: a reader who meets `31.02.` or `43:79` knows the text was altered, and
a surrogate that no longer fits (a weekday that is not its date's, an identifier whose checksum
fails where the original's passed) damages what the output is for. Each is suspected, for a
person to check, wherever it stands (most are surrogates the run wrote)."""

from __future__ import annotations

import re
from collections import Counter

from pseudonymizer.audit.findings import Finding
from pseudonymizer.audit.suspects import day_comes_first
from pseudonymizer.categories import Category
from pseudonymizer.lexicon.calendar import full_date, wrong_weekdays
from pseudonymizer.lexicon.calendar import real as real_date
from pseudonymizer.lexicon.identifiers import validator
from pseudonymizer.model import Mention, Rewrite

_NUMERIC_DATE = re.compile(
    r"(?<![\w.,/§£$€])(?:(?P<y0>\d{4})\.\s?(?P<m0>\d{1,2})\.\s?(?P<d0>\d{1,2})\."
    r"|(?P<d>\d{1,2})\.\s?(?P<m>\d{1,2})\.(?:\s?(?P<y>\d{4}))?"
    r"|(?P<y2>\d{4})-(?P<m2>\d{2})-(?P<d2>\d{2}))(?![\w/])"
)
_TIME = re.compile(r"(?<![\w.:,])(\d{1,2}):(\d{2})(?![\w:]|[.,]\d)")
_LATEST_HOUR = 24


def impossible(output: str, lang: str) -> list[Finding]:
    """Impossible dates and times, and weekdays that are not their dates', in `output`."""
    found = []
    day_first = day_comes_first(lang)
    for match in _NUMERIC_DATE.finditer(output):
        day = int(match.group("d") or match.group("d0") or match.group("d2"))
        month = int(match.group("m") or match.group("m0") or match.group("m2"))
        year = int(match.group("y") or match.group("y0") or match.group("y2") or 2000)
        real = real_date({"year": year, "month": month, "day": day})
        if match.group("d") and not day_first:  # `04. 23.`: April 23, in Hungarian
            real = real or real_date({"year": year, "month": day, "day": month})
        if not real:
            found.append(Finding(*match.span(), "impossible_date", Category.DATE.value, False))
    for match in _TIME.finditer(output):
        hour, minute = int(match.group(1)), int(match.group(2))
        if hour > _LATEST_HOUR or minute > 59 or (hour == _LATEST_HOUR and minute):
            found.append(Finding(*match.span(), "impossible_time", Category.DATE.value, False))
    for start, end in wrong_weekdays(output, lang):
        found.append(Finding(start, end, "weekday", Category.DATE.value, False))
    return found


def off_timeline(
    original: str, mentions: list[Mention], rewrite: Rewrite, lang: str
) -> list[Finding]:
    """Dates whose surrogate left the document's timeline: the run moves every date of a
    document by one shift, which the full dates it moved tell (the number of days most of
    them moved by); a date moved by another is suspected (the intervals around it are lost).
    A surrogate that equals another original date is no finding: the shift put it there."""
    dated = {(m.start, m.end) for m in mentions if m.category is Category.DATE}
    moved: list[tuple[int, int, int]] = []
    offset = 0
    for edit in rewrite.edits:
        start = edit.start + offset
        offset += len(edit.replacement) - (edit.end - edit.start)
        if (edit.start, edit.end) not in dated:
            continue
        before = full_date(original[edit.start : edit.end], lang)
        after = full_date(edit.replacement, lang)
        if before is not None and after is not None:
            moved.append((start, start + len(edit.replacement), (after - before).days))
    if not moved:
        return []
    shift = Counter(days for _, _, days in moved).most_common(1)[0][0]
    return [
        Finding(start, end, "timeline", Category.DATE.value, False)
        for start, end, days in moved
        if days != shift
    ]


def failed_checksums(original: str, mentions: list[Mention], rewrite: Rewrite) -> list[Finding]:
    """Identifiers whose original passes its checksum and whose surrogate fails it."""
    found = []
    for mention in mentions:
        kind = mention.attrs.kind
        check = validator(kind) if kind and mention.category is Category.ID else None
        if check is None or not check(mention.text_in(original)):
            continue
        start, end = rewrite.map_span(mention.start, mention.end)
        if not check(rewrite.text[start:end]):
            found.append(Finding(start, end, "checksum", Category.ID.value, False))
    return found
