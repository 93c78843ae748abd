"""Which stretches of a recording to mask: the timed words that personal data in the transcript
covers.

A span is a stretch of the transcript's text (a `detect` span, a replaced mention); the timed
words are found in that text (`io/words.py`), and a word is masked when a span overlaps it. Fail
closed where a time is uncertain: a word whose time is shared out over a subtitle cue takes
its neighbours' times too, and a span no timed word covers stands for the whole gap between
the words around it (a word the aligner missed), which is masked unless it is silent (a
speaker's name before a turn, never spoken; see `beep.silent`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from pseudonymizer.io.alignment import Alignment, Word
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.words import MismatchError, word_offsets

_WORD = re.compile(r"\w")


@dataclass(frozen=True)
class Masks:
    """The intervals to mask, in seconds; the `gaps` between words where a span lies that no
    word covers, masked where they are not silent; how many words' times were widened
    because they were uncertain (shared out over a subtitle cue)."""

    intervals: list[tuple[float, float]]
    gaps: list[tuple[float, float]] = field(default_factory=list)
    widened: int = 0


def masks_for(
    alignment: Alignment, text: str, spans: list[tuple[int, int]], seconds: float
) -> Masks:
    """The intervals of the words `spans` cover; `seconds` is the recording's length, which
    the alignment must not run past."""
    words = alignment.words
    last = max(word.end for word in words)
    if last > seconds + 0.5:
        raise MismatchError(
            f"the alignment runs to {last:.2f} s but the recording is {seconds:.2f} s long: "
            "they belong to different recordings"
        )
    for _, end in spans:
        if end > len(text):
            raise MismatchError(
                f"a span ends at character {end}, but the transcript has {len(text)}: the "
                "spans belong to another text"
            )
    cut = sum(_cuts(text, start) or _cuts(text, end) for start, end in spans)
    if cut * 2 > len(spans):
        raise MismatchError(
            f"{cut} of {len(spans)} spans begin or end inside a word of the transcript: the "
            "spans belong to another text (check --id and --transcript)"
        )
    offsets = word_offsets(alignment, text)
    timed = [(index, at) for index, at in enumerate(offsets) if at is not None]
    intervals: list[tuple[float, float]] = []
    gaps: list[tuple[float, float]] = []
    widened = 0
    for start, end in spans:
        covered = [(index, a, b) for index, (a, b) in timed if a < end and start < b]
        for index, _, _ in covered:
            interval, was_widened = _interval(words, index)
            intervals.append(interval)
            widened += was_widened
        # What of the span no timed word covers (all of it, or a word the aligner left out
        # of a name it timed the rest of) stands for the gap between the words around it.
        cursor = start
        for _, a, b in [*sorted(covered, key=lambda item: item[1]), (-1, end, end)]:
            if _WORD.search(text, cursor, max(cursor, a)):
                gaps.append(_gap(words, timed, cursor, a, seconds))
            cursor = max(cursor, b)
    return Masks(intervals, sorted(set(gaps)), widened)


def _cuts(text: str, at: int) -> bool:
    """Whether offset `at` falls inside a word: a word character on either side of it."""
    return 0 < at < len(text) and text[at - 1].isalnum() and text[at].isalnum()


def _gap(
    words: tuple[Word, ...],
    timed: list[tuple[int, tuple[int, int]]],
    start: int,
    end: int,
    seconds: float,
) -> tuple[float, float]:
    """The time between the timed words just before and just after the text [start, end);
    where they touch or overlap (an aligner gave the missing word's time to its
    neighbours), those two words' times too."""
    before = max(((b, i) for i, (_, b) in timed if b <= start), default=None)
    after = min(((a, i) for i, (a, _) in timed if a >= end), default=None)
    gap_start = words[before[1]].end if before else 0.0
    gap_end = words[after[1]].start if after else seconds
    if gap_end > gap_start:
        return gap_start, gap_end
    return (
        words[before[1]].start if before else 0.0,
        words[after[1]].end if after else seconds,
    )


def _interval(words: tuple[Word, ...], index: int) -> tuple[tuple[float, float], bool]:
    word = words[index]
    if not word.estimated:
        return (word.start, word.end), False
    before = words[index - 1] if index > 0 and words[index - 1].estimated else word
    after = words[index + 1] if index + 1 < len(words) and words[index + 1].estimated else word
    return (min(before.start, word.start), max(after.end, word.end)), True


def read_spans(path: Path, document_id: str | None) -> list[tuple[int, int]]:
    """The spans of one document in `detect`'s output (JSONL, `{"id", "spans"}`): the line of
    `document_id`, or the only line. A span a person or rule made public (`status`, with
    `--explain`) is not masked; every other is (fail closed)."""
    records: list[tuple[int, dict]] = []
    try:
        lines = path.read_text(encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(path, f"cannot read the spans: {error}") from None
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            raise InputError(path, f"invalid JSON: {error.msg}", number) from None
        if not isinstance(record, dict) or not isinstance(record.get("spans"), list):
            raise InputError(path, 'a line of `detect` output: {"id", "spans"}', number)
        records.append((number, record))
    chosen = [
        (number, record)
        for number, record in records
        if document_id is None or str(record.get("id")) == document_id
    ]
    if len(chosen) != 1:
        ids = "no document" if not chosen else f"{len(chosen)} documents"
        raise InputError(
            path,
            f"{ids} {'with id ' + repr(document_id) if document_id else 'in all'}; "
            "name the transcript's document with --id",
        )
    number, record = chosen[0]
    spans = []
    for span in record["spans"]:
        if not (
            isinstance(span, dict)
            and isinstance(span.get("start"), int)
            and isinstance(span.get("end"), int)
            and 0 <= span["start"] < span["end"]
        ):
            raise InputError(path, "a span needs integer 'start' < 'end'", number)
        if span.get("status") != "public":
            spans.append((span["start"], span["end"]))
    return spans
