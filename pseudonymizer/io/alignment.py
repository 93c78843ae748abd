"""Word timings of a recording, read from the formats aligners and subtitlers write.

Masking needs to know when each word of a transcript is spoken. Forced aligners (Praat
TextGrids, NIST CTM, JSON from Whisper/WhisperX and the like) measure every word; subtitles
(SRT, WebVTT) only time a cue of several words, whose time is then shared out over its words by
their length and the words marked `estimated`, so that masking can widen them and fail closed.

Errors name the file and the line (or the cue, interval or JSON word) and never quote a word:
the words are the personal data being masked.
"""

from __future__ import annotations

import html
import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import srt
import webvtt
from praatio import textgrid
from praatio.data_classes.interval_tier import IntervalTier
from webvtt.errors import MalformedCaptionError, MalformedFileError

from pseudonymizer.io.decode import decode
from pseudonymizer.io.errors import InputError

SUFFIXES = (".json", ".textgrid", ".ctm", ".srt", ".vtt")
WORD_TIER_NAMES = frozenset({"words", "word", "wrd"})
# Montreal Forced Aligner names a speaker's tiers "SPEAKER - words" and "SPEAKER - phones".
_MFA_WORD_TIER = re.compile(r"(.+?)\s+-\s+words", re.IGNORECASE)
_TAG = re.compile(r"<([^>]*)>")
_ASS_OVERRIDE = re.compile(r"\{\\[^}]*\}")
_VOICE = re.compile(r"v(?:\.[^\s]+)*\s+(.+)", re.DOTALL)
_CLOCK = re.compile(r"(?:(\d+):)?(\d{1,2}):(\d{1,2}(?:\.\d+)?)")
_SECONDS = re.compile(r"\d+(?:\.\d*)?|\.\d+")
_CUE_TIMING = re.compile(r"\s*(?:\d+:)?\d{1,2}:\d{1,2}[.,]\d+\s+-->")
_TIMES_SEPARATOR = re.compile(r"\s*[,\t]\s*|\s+")


@dataclass(frozen=True)
class Word:
    start: float  # seconds
    end: float  # seconds, > start
    word: str
    char_start: int | None = None  # offsets into the transcript text, when the alignment has them
    char_end: int | None = None
    speaker: str | None = None
    estimated: bool = False  # times shared out over a subtitle cue, not measured


@dataclass(frozen=True)
class Alignment:
    words: tuple[Word, ...]  # in time order
    text: str | None = None  # the transcript the char offsets point into, if the file holds one


# Where a document keeps the timings of its words (a transcript of timed words, `io/timed.py`),
# for `run --audio` to beep the words its rewrites change.
ALIGNMENT_META = "alignment"


class AlignmentError(ValueError):
    """An alignment or times file that cannot be used. `where` is a line number when one is
    known, else a place such as "cue 3" or "word 4"."""

    def __init__(self, path: Path, message: str, where: int | str | None = None) -> None:
        self.path = path
        self.line = where if isinstance(where, int) else None
        self.message = message
        if where is None:
            super().__init__(f"{path}: {message}")
        elif isinstance(where, int):
            super().__init__(f"{path}:{where}: {message}")
        else:
            super().__init__(f"{path}: {where}: {message}")


def read_alignment(path: Path, tier: str | None = None) -> Alignment:
    """The words of `path` in time order; the format follows the suffix. `tier` names the
    TextGrid tier that holds the words."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise AlignmentError(
            path, f"unknown alignment format; use a file ending in {', '.join(SUFFIXES)}"
        )
    if tier is not None and suffix != ".textgrid":
        raise AlignmentError(path, "a tier can be chosen only in a Praat TextGrid (.TextGrid)")
    if suffix == ".textgrid":
        words, text = _textgrid(path, tier), None
    else:
        words, text = _READERS[suffix](path, _read_text(path))
    if not words:
        raise AlignmentError(path, "no words: the alignment holds no timed words")
    return Alignment(tuple(sorted(words, key=lambda word: (word.start, word.end))), text)


def read_times(path: Path) -> list[tuple[float, float]]:
    """`--times`: one interval per line, `START END`, `START,END` or `START<TAB>END`, in seconds
    or `HH:MM:SS.mmm`; `#` comments and a header line (a first line of words, none of them a
    time) are allowed, as spreadsheets and hand-kept lists have them. Any other line that is
    no interval is an error: an interval passed over would be left unmasked."""
    intervals: list[tuple[float, float]] = []
    first = True
    for number, line in enumerate(_read_text(path).splitlines(), start=1):
        content = line.split("#", 1)[0].strip()
        if not content:
            continue
        fields = _TIMES_SEPARATOR.split(content)
        if first and _is_header(fields):
            first = False
            continue  # a header such as "start end"
        first = False
        times = [_seconds(field) for field in fields]
        if len(times) != 2 or times[0] is None or times[1] is None:
            raise AlignmentError(
                path,
                "expected START END in seconds or HH:MM:SS.mmm, separated by a space, comma or tab",
                number,
            )
        start, end = times[0], times[1]
        if end <= start:
            raise AlignmentError(path, f"END ({end:g}) must be after START ({start:g})", number)
        intervals.append((start, end))
    if not intervals:
        raise AlignmentError(path, "no intervals: the file holds no START END lines")
    return intervals


def _is_header(fields: list[str]) -> bool:
    return all(re.fullmatch(r"[^\W\d]+", field) for field in fields)


def _read_text(path: Path) -> str:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise AlignmentError(path, f"cannot read: {error.strerror}") from None
    try:
        return decode(data, path).removeprefix("\ufeff")
    except InputError as error:
        raise AlignmentError(path, error.message, error.line) from None


def _seconds(field: str) -> float | None:
    """Seconds from `12.5` or `[HH:]MM:SS[.mmm]`, or None for anything else."""
    if _SECONDS.fullmatch(field):
        return float(field)
    clock = _CLOCK.fullmatch(field)
    if clock is None or int(clock[2]) > 59 or float(clock[3]) >= 60:
        return None
    return int(clock[1] or 0) * 3600 + int(clock[2]) * 60 + float(clock[3])


def _word(
    path: Path,
    where: int | str,
    start: object,
    end: object,
    text: str,
    *,
    char_start: object = None,
    char_end: object = None,
    speaker: str | None = None,
    estimated: bool = False,
    transcript: str | None = None,
) -> Word:
    """A word whose times and offsets have been checked: every reader makes its words here."""
    begin, finish = _times(path, where, start, end)
    if (char_start is None) != (char_end is None):
        raise AlignmentError(path, "give both char_start and char_end, or neither", where)
    if char_start is not None:
        if not all(type(value) is int for value in (char_start, char_end)):
            raise AlignmentError(path, "char_start and char_end must be whole numbers", where)
        assert isinstance(char_start, int) and isinstance(char_end, int)
        if not 0 <= char_start < char_end:
            raise AlignmentError(
                path, f"char offsets {char_start}..{char_end} must be 0 <= start < end", where
            )
        if transcript is not None and char_end > len(transcript):
            raise AlignmentError(
                path,
                f"char_end {char_end} lies past the end of the text ({len(transcript)} characters)",
                where,
            )
    return Word(begin, finish, text, char_start, char_end, speaker, estimated)


def _times(path: Path, where: int | str, start: object, end: object) -> tuple[float, float]:
    """The start and end of a word or cue: finite seconds, 0 or more, the end after the start."""
    for name, value in (("start", start), ("end", end)):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise AlignmentError(path, f"the {name} must be a number of seconds", where)
        if not math.isfinite(value) or value < 0:
            raise AlignmentError(
                path, f"the {name} must be a finite number of seconds, 0 or more", where
            )
    assert isinstance(start, int | float) and isinstance(end, int | float)
    if end <= start:
        raise AlignmentError(
            path, f"the end ({end:g} s) is not after the start ({start:g} s)", where
        )
    return float(start), float(end)


# JSON ----------------------------------------------------------------------------------------


def _json(path: Path, content: str) -> tuple[list[Word], str | None]:
    try:
        data = json.loads(content)
    except json.JSONDecodeError as error:
        raise AlignmentError(
            path, f"invalid JSON: {error.msg} (column {error.colno})", error.lineno
        ) from None
    if isinstance(data, list):
        return _json_words(path, data, None, None, ""), None
    if not isinstance(data, dict) or not ("words" in data or "segments" in data):
        raise AlignmentError(
            path,
            'expected a list of words, {"words": [...]} or Whisper\'s {"segments": [...]}',
        )
    text = data.get("text")
    if text is not None and not isinstance(text, str):
        raise AlignmentError(path, "'text' must be a string, the transcript")
    if "words" in data:
        return _json_words(path, data["words"], None, text, ""), text
    segments = data["segments"]
    if not isinstance(segments, list):
        raise AlignmentError(path, "'segments' must be a list")
    words: list[Word] = []
    for number, segment in enumerate(segments, start=1):
        words += _segment(path, segment, f"segment {number}", text)
    return words, text


def _json_words(
    path: Path,
    items: object,
    speaker: str | None,
    text: str | None,
    within: str,
    bounds: tuple[float, float] | None = None,
) -> list[Word]:
    """Words given as `{"start", "end", "word"|"text", ...}`. A word an aligner could not
    time (WhisperX leaves numbers and symbols without times) is placed, estimated, over the
    whole gap between its timed neighbours (or the ends of its segment `bounds`), which it
    lies in."""
    if not isinstance(items, list):
        raise AlignmentError(path, "'words' must be a list", within or None)
    words: list[Word | None] = []
    untimed: list[tuple[int, str, str, str | None]] = []
    for number, item in enumerate(items, start=1):
        where = f"{within}, word {number}" if within else f"word {number}"
        if not isinstance(item, dict):
            raise AlignmentError(path, "a word must be a JSON object", where)
        label = item.get("word", item.get("text"))
        if not isinstance(label, str):
            raise AlignmentError(path, "the word has no 'word' (or 'text') string", where)
        own = item.get("speaker", speaker)
        own = None if own is None else str(own)
        if "start" not in item and "end" not in item:
            untimed.append((len(words), where, label.strip(), own))
            words.append(None)
            continue
        words.append(
            _word(
                path,
                where,
                item.get("start"),
                item.get("end"),
                label.strip(),
                char_start=item.get("char_start"),
                char_end=item.get("char_end"),
                speaker=own,
                transcript=text,
            )
        )
    for index, where, label, own in untimed:
        before = [word for word in words[:index] if word is not None]
        after = [word for word in words[index + 1 :] if word is not None]
        start = before[-1].end if before else bounds[0] if bounds else None
        end = after[0].start if after else bounds[1] if bounds else None
        if start is None or end is None:
            raise AlignmentError(
                path, "the word has no 'start' and 'end', nor timed words on both sides", where
            )
        if end <= start:  # neighbours that touch: the word hides in their own time
            start = before[-1].start if before else start
            end = after[0].end if after else end
        words[index] = _word(path, where, start, end, label, speaker=own, estimated=True)
    return [word for word in words if word is not None]


def _segment(path: Path, segment: object, where: str, text: str | None) -> list[Word]:
    """A Whisper segment: its words, or without word timings its text shared out over its
    time like a subtitle cue."""
    if not isinstance(segment, dict):
        raise AlignmentError(path, "a segment must be a JSON object", where)
    speaker = None if segment.get("speaker") is None else str(segment["speaker"])
    timed = "start" in segment or "end" in segment
    bounds = _times(path, where, segment.get("start"), segment.get("end")) if timed else None
    if "words" in segment:
        return _json_words(path, segment["words"], speaker, text, where, bounds)
    if not isinstance(segment.get("text"), str):
        raise AlignmentError(path, "the segment has neither 'words' nor a 'text' string", where)
    if bounds is None:
        raise AlignmentError(path, "the segment has neither 'words' nor 'start' and 'end'", where)
    return _spread(path, where, [(char, 0, speaker) for char in segment["text"]], [bounds])


# TextGrid ------------------------------------------------------------------------------------


def _textgrid(path: Path, tier: str | None) -> list[Word]:
    try:
        grid = textgrid.openTextgrid(str(path), includeEmptyIntervals=False)
    except FileNotFoundError:
        raise AlignmentError(path, "cannot read: no such file") from None
    except Exception as error:  # praatio's messages may quote the labels, so only the class
        raise AlignmentError(
            path,
            f"praatio cannot read it as a Praat TextGrid ({type(error).__name__}); "
            "check it opens in Praat and every interval ends after it starts",
        ) from None
    numbered = {name: number for number, name in enumerate(grid.tierNames, start=1)}
    words: list[Word] = []
    for chosen, speaker in _word_tiers(path, grid, tier):
        for start, end, label in chosen.entries:
            where = f"tier {numbered[chosen.name]}, interval at {start:.3f} s"
            if len(label.split()) > 1:  # an utterance tier: its words share its time
                chars = [(char, 0, speaker) for char in label.strip()]
                words += _spread(path, where, chars, [(start, end)])
            elif label.strip():
                words.append(_word(path, where, start, end, label.strip(), speaker=speaker))
    return words


def _word_tiers(
    path: Path, grid: textgrid.Textgrid, tier: str | None
) -> list[tuple[IntervalTier, str | None]]:
    """The tiers that hold the words, each with its speaker: the tier asked for; else a tier
    named for words; else Montreal Forced Aligner's "SPEAKER - words" tiers; else every
    interval tier, one a speaker."""
    intervals = [t for t in grid.tiers if isinstance(t, IntervalTier)]
    if tier is not None:
        chosen = [t for t in grid.tiers if t.name == tier]
        if not chosen:
            raise AlignmentError(
                path,
                f"no tier of the name asked for among its {len(grid.tiers)} (Praat lists them)",
            )
        if not isinstance(chosen[0], IntervalTier):
            number = grid.tierNames.index(tier) + 1
            raise AlignmentError(
                path, f"tier {number} is a point tier; words need an interval tier"
            )
        return [(chosen[0], None)]
    if named := [t for t in intervals if t.name.strip().lower() in WORD_TIER_NAMES]:
        return [(named[0], None)]
    if speakers := [
        (t, match[1]) for t in intervals if (match := _MFA_WORD_TIER.fullmatch(t.name.strip()))
    ]:
        return speakers
    if not intervals:
        raise AlignmentError(path, "no interval tier: a TextGrid's words are intervals")
    if len(intervals) == 1:
        return [(intervals[0], None)]
    return [(t, t.name) for t in intervals]


# CTM -----------------------------------------------------------------------------------------


def _ctm(path: Path, content: str) -> tuple[list[Word], str | None]:
    """NIST CTM, `FILE CHANNEL START DURATION WORD [CONFIDENCE]`. The file and channel say
    which recording, not who speaks, so they name the speaker only where they tell words apart."""
    rows: list[tuple[int, str, str, float, float, str]] = []
    for number, line in enumerate(content.splitlines(), start=1):
        fields = line.split()
        if not fields or fields[0].startswith(";;"):
            continue
        if len(fields) < 5:
            raise AlignmentError(
                path, "expected FILE CHANNEL START DURATION WORD [CONFIDENCE]", number
            )
        start, duration = _number(fields[2]), _number(fields[3])
        if start is None or duration is None:
            raise AlignmentError(path, "START and DURATION must be numbers of seconds", number)
        rows.append((number, fields[0], fields[1], start, duration, fields[4]))
    files = {row[1] for row in rows}
    channels = {row[2] for row in rows}

    def speaker(file: str, channel: str) -> str | None:
        parts = ([file] if len(files) > 1 else []) + ([channel] if len(channels) > 1 else [])
        return "/".join(parts) or None

    return [
        _word(path, number, start, start + duration, word, speaker=speaker(file, channel))
        for number, file, channel, start, duration, word in rows
    ], None


def _number(field: str) -> float | None:
    try:
        return float(field)
    except ValueError:
        return None


# Subtitles -----------------------------------------------------------------------------------


def _srt(path: Path, content: str) -> tuple[list[Word], str | None]:
    try:
        cues = list(srt.parse(content))
    except srt.SRTParseError as error:
        line = content[: error.actual_start].count("\n") + 1
        raise AlignmentError(
            path, "not a valid SRT cue; expected a number, `START --> END` and text", line
        ) from None
    lines = _cue_lines(content)
    words: list[Word] = []
    for number, cue in enumerate(cues):
        where = _cue_where(lines, number)
        start, end = cue.start.total_seconds(), cue.end.total_seconds()
        chars, bounds = _markup(path, where, start, end, _ASS_OVERRIDE.sub("", cue.content), False)
        words += _spread(path, where, chars, bounds)
    return words, None


def _vtt(path: Path, content: str) -> tuple[list[Word], str | None]:
    try:
        captions = webvtt.from_string(content)
    except (MalformedFileError, MalformedCaptionError) as error:
        raise AlignmentError(
            path,
            f"not a valid WebVTT file ({type(error).__name__}); "
            "it must start with WEBVTT and hold cues `START --> END` and text",
        ) from None
    lines = _cue_lines(content)
    words: list[Word] = []
    for number, caption in enumerate(captions):
        where = _cue_where(lines, number)
        start, end = _timestamp(caption.start_time), _timestamp(caption.end_time)
        chars, bounds = _markup(path, where, start, end, caption.raw_text, True)
        words += _spread(path, where, chars, bounds)
    return words, None


def _timestamp(stamp: webvtt.models.Timestamp) -> float:
    hours, minutes, seconds, milliseconds = stamp.to_tuple()
    return hours * 3600 + minutes * 60 + seconds + milliseconds / 1000


def _cue_lines(content: str) -> list[int]:
    """The line of each cue's timing, to name a cue by its line."""
    lines = enumerate(content.splitlines(), start=1)
    return [number for number, line in lines if _CUE_TIMING.match(line)]


def _cue_where(lines: list[int], index: int) -> int | str:
    return lines[index] if index < len(lines) else f"cue {index + 1}"


# A character of a cue's text, the stretch of time it is spoken in, and its speaker.
_Char = tuple[str, int, str | None]


def _markup(
    path: Path, where: int | str, start: float, end: float, raw: str, timestamps: bool
) -> tuple[list[_Char], list[tuple[float, float]]]:
    """A cue's characters and its stretches of time. An inline timestamp (`<00:00:01.200>`,
    WebVTT only) starts a new stretch and a voice tag (`<v Name>`) a new speaker; other
    markup is dropped and character references decoded."""
    _times(path, where, start, end)
    starts = [start]
    voice: str | None = None
    chars: list[_Char] = []
    position = 0
    for tag in [*_TAG.finditer(raw), None]:
        text = html.unescape(raw[position : tag.start() if tag else len(raw)])
        chars += [(char, len(starts) - 1, voice) for char in text]
        if tag is None:
            break
        position = tag.end()
        inside = tag[1].strip()
        if timestamps and _CLOCK.fullmatch(inside):
            seconds = _seconds(inside)
            if seconds is None or not starts[-1] <= seconds <= end:
                raise AlignmentError(
                    path,
                    "an inline timestamp is not a time within the cue after the ones before it",
                    where,
                )
            starts.append(seconds)
        elif voice_tag := _VOICE.fullmatch(inside):
            voice = voice_tag[1].strip()
        elif inside == "/v":
            voice = None
    return chars, list(zip(starts, [*starts[1:], end], strict=True))


def _spread(
    path: Path, where: int | str, chars: list[_Char], bounds: list[tuple[float, float]]
) -> list[Word]:
    """Words (runs of non-space characters with a letter or digit; a lone dash or note is not
    a word) timed by the stretches they are spoken in. Words sharing a stretch share its time
    by their length and are `estimated`; a word alone in its stretches gets their time."""
    runs: list[tuple[list[str], str | None, dict[int, int]]] = []
    current: tuple[list[str], str | None, dict[int, int]] | None = None
    for char, stretch, voice in chars:
        if char.isspace():
            current = None
            continue
        if current is None:
            current = ([], voice, {})
            runs.append(current)
        current[0].append(char)
        current[2][stretch] = current[2].get(stretch, 0) + 1
    words = [("".join(text), voice, counts) for text, voice, counts in runs]
    words = [word for word in words if any(char.isalnum() for char in word[0])]
    times: list[list[tuple[float, float, bool]]] = [[] for _ in words]
    for stretch, (start, end) in enumerate(bounds):
        pieces = [
            (index, counts[stretch])
            for index, (_, _, counts) in enumerate(words)
            if stretch in counts
        ]
        total = sum(count for _, count in pieces)
        done = 0
        for index, count in pieces:
            begin = start + (end - start) * done / total
            done += count
            finish = end if done == total else start + (end - start) * done / total
            times[index].append((begin, finish, len(pieces) > 1))
    return [
        _word(
            path,
            where,
            min(piece[0] for piece in pieces),
            max(piece[1] for piece in pieces),
            text,
            speaker=voice,
            estimated=any(piece[2] for piece in pieces),
        )
        for (text, voice, _), pieces in zip(words, times, strict=True)
    ]


_READERS: dict[str, Callable[[Path, str], tuple[list[Word], str | None]]] = {
    ".json": _json,
    ".ctm": _ctm,
    ".srt": _srt,
    ".vtt": _vtt,
}
