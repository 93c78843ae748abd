"""Word timings read from every alignment format into one list, and every bad file refused with
its name and line (or cue, interval or word) and without quoting a word."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from praatio import textgrid
from praatio.data_classes.interval_tier import IntervalTier
from praatio.data_classes.point_tier import PointTier

from pseudonymizer.io.alignment import (
    Alignment,
    AlignmentError,
    Word,
    read_alignment,
    read_times,
)

SECRET = "Kowalski"  # a word that must never appear in an error message


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def timings(alignment: Alignment) -> list[tuple[float, float, str, str | None]]:
    return [(w.start, w.end, w.word, w.speaker) for w in alignment.words]


def refused(path: Path, where: str, tier: str | None = None) -> str:
    """The message of reading `path`, which must start with the file and `where`."""
    with pytest.raises(AlignmentError) as caught:
        read_alignment(path, tier)
    message = str(caught.value)
    assert message.startswith(f"{path}{where}"), message
    assert SECRET not in message
    return message


# JSON ----------------------------------------------------------------------------------------


def test_json_list_keeps_offsets_and_speakers_and_sorts_by_time(tmp_path: Path) -> None:
    words = [
        {"start": 1.0, "end": 1.4, "word": "there", "char_start": 6, "char_end": 11},
        {"start": 0.5, "end": 0.9, "word": "Hello", "char_start": 0, "char_end": 5, "speaker": "A"},
    ]
    alignment = read_alignment(write(tmp_path, "a.json", json.dumps(words)))
    assert alignment == Alignment(
        (Word(0.5, 0.9, "Hello", 0, 5, "A"), Word(1.0, 1.4, "there", 6, 11)), None
    )


def test_json_words_object_returns_its_text(tmp_path: Path) -> None:
    data = {
        "text": "Hi Anna",
        "words": [{"start": 0, "end": 1, "word": "Anna", "char_start": 3, "char_end": 7}],
    }
    alignment = read_alignment(write(tmp_path, "a.json", json.dumps(data)))
    assert alignment.text == "Hi Anna"
    assert alignment.words == (Word(0.0, 1.0, "Anna", 3, 7),)


def test_whisperx_segments_give_speakers_and_place_an_untimed_word_in_its_gap(
    tmp_path: Path,
) -> None:
    data = {
        "segments": [
            {
                "start": 0.0,
                "end": 2.0,
                "speaker": "SPEAKER_00",
                "words": [
                    {"word": " Call", "start": 0.1, "end": 0.4},
                    {"word": "112"},  # WhisperX cannot align numerals
                    {"word": " now", "start": 1.2, "end": 1.5, "speaker": "SPEAKER_01"},
                    {"word": "please"},
                ],
            },
        ]
    }
    alignment = read_alignment(write(tmp_path, "w.json", json.dumps(data)))
    assert alignment.words == (
        Word(0.1, 0.4, "Call", speaker="SPEAKER_00"),
        Word(0.4, 1.2, "112", speaker="SPEAKER_00", estimated=True),
        Word(1.2, 1.5, "now", speaker="SPEAKER_01"),
        Word(1.5, 2.0, "please", speaker="SPEAKER_00", estimated=True),
    )


def test_whisper_segment_without_words_shares_its_time(tmp_path: Path) -> None:
    data = {"text": " ab abcd", "segments": [{"start": 3.0, "end": 4.2, "text": " ab abcd"}]}
    alignment = read_alignment(write(tmp_path, "w.json", json.dumps(data)))
    first, second = alignment.words
    assert (first.start, second.end) == (3.0, 4.2)
    assert first.end == second.start == pytest.approx(3.4)
    assert first.estimated and second.estimated


@pytest.mark.parametrize(
    ("content", "where", "what"),
    [
        ('[{"start": 1, "end": 2, "word": "x"},\n oops]', ":2: ", "invalid JSON"),
        ('{"items": []}', ": ", "expected a list of words"),
        ("[]", ": ", "no words"),
        (f'[{{"start": 2, "end": 1, "word": "{SECRET}"}}]', ": word 1: ", "not after the start"),
        (f'[{{"start": 1, "end": 1, "word": "{SECRET}"}}]', ": word 1: ", "not after the start"),
        (f'[{{"start": -1, "end": 1, "word": "{SECRET}"}}]', ": word 1: ", "0 or more"),
        (f'[{{"start": NaN, "end": 1, "word": "{SECRET}"}}]', ": word 1: ", "finite"),
        (f'[{{"start": "1", "end": 2, "word": "{SECRET}"}}]', ": word 1: ", "number of seconds"),
        (
            f'[{{"start": 1, "end": 2, "word": "{SECRET}", "char_start": 3}}]',
            ": word 1: ",
            "both char_start and char_end",
        ),
        (
            f'[{{"start": 1, "end": 2, "word": "{SECRET}", "char_start": 3, "char_end": 3}}]',
            ": word 1: ",
            "0 <= start < end",
        ),
        (
            f'{{"text": "ab", "words": [{{"start": 1, "end": 2, "word": "{SECRET}", '
            '"char_start": 0, "char_end": 9}]}',
            ": word 1: ",
            "past the end of the text",
        ),
        ('[{"start": 1, "end": 2}]', ": word 1: ", "no 'word'"),
        (f'[{{"word": "{SECRET}"}}]', ": word 1: ", "nor timed words on both sides"),
        (
            '{"segments": [{"start": 0, "end": 1, "words": [{"word": "a", "start": 5, "end": 4}]}]'
            "}",
            ": segment 1, word 1: ",
            "not after the start",
        ),
        ('{"segments": [{"text": "a b"}]}', ": segment 1: ", "neither 'words' nor 'start'"),
    ],
)
def test_bad_json_is_refused_by_place(tmp_path: Path, content: str, where: str, what: str) -> None:
    assert what in refused(write(tmp_path, "bad.json", content), where)


# TextGrid ------------------------------------------------------------------------------------


def grid(tmp_path: Path, *tiers: IntervalTier | PointTier, name: str = "a.TextGrid") -> Path:
    made = textgrid.Textgrid()
    for tier in tiers:
        made.addTier(tier)
    path = tmp_path / name
    made.save(str(path), format="long_textgrid", includeBlankSpaces=True)
    return path


def test_textgrid_picks_the_words_tier_and_skips_empty_intervals(tmp_path: Path) -> None:
    path = grid(
        tmp_path,
        IntervalTier("phones", [(0.1, 0.2, "h"), (0.2, 0.5, "i")], 0, 3),
        IntervalTier("Words", [(0.1, 0.5, "hi"), (0.5, 0.8, " "), (0.8, 1.25, "Anna")], 0, 3),
        PointTier("events", [(0.3, "cough")], 0, 3),
    )
    assert timings(read_alignment(path)) == [(0.1, 0.5, "hi", None), (0.8, 1.25, "Anna", None)]
    assert timings(read_alignment(path, tier="phones")) == [
        (0.1, 0.2, "h", None),
        (0.2, 0.5, "i", None),
    ]


def test_textgrid_utterances_share_their_time_among_their_words(tmp_path: Path) -> None:
    """A tier of whole sentences: each word gets a share of its sentence's time by its length,
    marked estimated (so a masked one is widened), instead of the whole sentence."""
    path = grid(
        tmp_path, IntervalTier("words", [(1.0, 3.0, "I met Anna"), (3.5, 4.0, "Yes")], 0, 5)
    )
    words = read_alignment(path).words
    assert [(w.word, w.estimated) for w in words] == [
        ("I", True),
        ("met", True),
        ("Anna", True),
        ("Yes", False),
    ]
    assert words[0].start == 1.0 and words[2].end == 3.0
    assert words[1].start == pytest.approx(1.25) and words[2].start == pytest.approx(2.0)


def test_textgrid_tiers_of_speakers_merge_in_time_order(tmp_path: Path) -> None:
    path = grid(
        tmp_path,
        IntervalTier("Anna", [(0.0, 0.4, "hello"), (1.0, 1.3, "Ben")], 0, 2),
        IntervalTier("Ben", [(0.5, 0.9, "hi"), (1.2, 1.6, "yes")], 0, 2),
        PointTier("notes", [(0.3, "laugh")], 0, 2),
    )
    assert timings(read_alignment(path)) == [
        (0.0, 0.4, "hello", "Anna"),
        (0.5, 0.9, "hi", "Ben"),
        (1.0, 1.3, "Ben", "Anna"),
        (1.2, 1.6, "yes", "Ben"),
    ]


def test_textgrid_of_montreal_forced_aligner_speakers_takes_their_word_tiers(
    tmp_path: Path,
) -> None:
    path = grid(
        tmp_path,
        IntervalTier("S1 - words", [(0.0, 0.4, "hi")], 0, 2),
        IntervalTier("S1 - phones", [(0.0, 0.2, "h"), (0.2, 0.4, "i")], 0, 2),
        IntervalTier("S2 - words", [(0.5, 0.9, "yo")], 0, 2),
    )
    assert timings(read_alignment(path)) == [(0.0, 0.4, "hi", "S1"), (0.5, 0.9, "yo", "S2")]


def test_textgrid_errors(tmp_path: Path) -> None:
    path = grid(
        tmp_path, IntervalTier("words", [(0.1, 0.5, SECRET)], 0, 1), PointTier("p", [], 0, 1)
    )
    assert "no tier of the name asked for among its 2" in refused(path, ": ", tier="nope")
    assert "tier 2 is a point tier" in refused(path, ": ", tier="p")
    only_points = grid(tmp_path, PointTier("p", [(0.2, SECRET)], 0, 1), name="p.TextGrid")
    assert "no interval tier" in refused(only_points, ": ")
    broken = write(tmp_path, "b.TextGrid", path.read_text().replace("0.5", "0.05", 1))
    assert "praatio cannot read it" in refused(broken, ": ")
    assert "no words" in refused(
        grid(tmp_path, IntervalTier("words", [], 0, 1), name="e.TextGrid"), ": "
    )


# CTM -----------------------------------------------------------------------------------------


def test_ctm_of_one_channel_has_no_speakers(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.ctm",
        ";; made by an aligner\nrec 1 0.50 0.30 hello 0.98\n\nrec 1 0.90 0.25 Anna\n",
    )
    assert timings(read_alignment(path)) == [(0.5, 0.8, "hello", None), (0.9, 1.15, "Anna", None)]


def test_ctm_of_two_channels_names_them_as_speakers(tmp_path: Path) -> None:
    path = write(tmp_path, "a.ctm", "rec A 0.9 0.2 hi\nrec B 0.1 0.3 hello\n")
    assert timings(read_alignment(path)) == [(0.1, 0.4, "hello", "B"), (0.9, 1.1, "hi", "A")]


@pytest.mark.parametrize(
    ("line", "what"),
    [
        (f"rec 1 0.5 {SECRET}", "expected FILE CHANNEL START DURATION WORD"),
        (f"rec 1 0.5 x{SECRET} {SECRET}", "must be numbers"),
        (f"rec 1 0.5 0 {SECRET}", "not after the start"),
        (f"rec 1 -0.5 0.2 {SECRET}", "0 or more"),
        (f"rec 1 inf 0.2 {SECRET}", "finite"),
    ],
)
def test_bad_ctm_lines_are_refused_by_line(tmp_path: Path, line: str, what: str) -> None:
    path = write(tmp_path, "a.ctm", f";; header\nrec 1 0.1 0.2 ok\n{line}\n")
    assert what in refused(path, ":3: ")


# Subtitles -----------------------------------------------------------------------------------


def test_srt_shares_a_cue_by_word_length_and_drops_markup(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.srt",
        "1\n00:00:01,000 --> 00:00:02,000\n<i>Hello</i> {\\an8}Bob\n\n"
        "2\n00:00:03,000 --> 00:00:04,500\n- Yes\n",
    )
    hello, bob, yes = read_alignment(path).words
    assert (hello.word, bob.word, yes.word) == ("Hello", "Bob", "Yes")
    assert (hello.start, hello.end, bob.start, bob.end) == (1.0, 1.625, 1.625, 2.0)
    assert hello.estimated and bob.estimated
    assert (yes.start, yes.end, yes.estimated) == (3.0, 4.5, False)  # alone in its cue


def test_vtt_voices_name_speakers_and_estimated_words_fill_the_cue(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.vtt",
        "WEBVTT\n\nNOTE two speakers\n\n1\n00:00:04.000 --> 00:00:06.000\n"
        "<v.loud Anna>Hi</v> <v Ben>there,\nmy <b>friend</b> &amp; co\n",
    )
    words = read_alignment(path).words
    assert [(w.word, w.speaker) for w in words] == [
        ("Hi", "Anna"),
        ("there,", "Ben"),
        ("my", "Ben"),
        ("friend", "Ben"),
        ("co", "Ben"),
    ]
    assert all(w.estimated for w in words)
    assert words[0].start == 4.0 and words[-1].end == 6.0
    assert all(a.end == b.start for a, b in itertools.pairwise(words))
    letters = sum(len(w.word) for w in words)
    for word in words:
        assert word.end - word.start == pytest.approx(2.0 * len(word.word) / letters)


def test_vtt_inline_timestamps_time_each_word(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.vtt",
        "WEBVTT\n\n00:01.000 --> 00:03.000\n"
        "<v Anna>Hello <00:00:01.500>dear <00:01.800>Bo<00:02.000>bby and you\n",
    )
    assert [(w.start, w.end, w.word, w.estimated) for w in read_alignment(path).words] == [
        (1.0, 1.5, "Hello", False),
        (1.5, 1.8, "dear", False),
        # a word split by a timestamp joins its pieces; the last stretch holds three words
        (1.8, pytest.approx(2.0 + 1.0 * 3 / 9), "Bobby", True),
        (pytest.approx(2.0 + 1.0 * 3 / 9), pytest.approx(2.0 + 1.0 * 6 / 9), "and", True),
        (pytest.approx(2.0 + 1.0 * 6 / 9), 3.0, "you", True),
    ]


@pytest.mark.parametrize(
    ("name", "content", "where", "what"),
    [
        (
            "a.srt",
            f"1\n00:00:01,000 --> 00:00:02,000\nhi\n\n2\n00:00:03,000 --> 00:00:02,500\n{SECRET}\n",
            ":6: ",
            "not after the start",
        ),
        (
            "a.vtt",
            f"WEBVTT\n\n00:01.000 --> 00:02.000\nhi\n\n00:03.000 --> 00:03.000\n{SECRET}\n",
            ":6: ",
            "not after the start",
        ),
        (
            "a.vtt",
            f"WEBVTT\n\n00:01.000 --> 00:02.000\n{SECRET} <00:02.500>{SECRET}\n",
            ":3: ",
            "inline timestamp",
        ),
        (
            "a.vtt",
            f"WEBVTT\n\n00:01.000 --> 00:02.000\n{SECRET} <00:01.700>a <00:01.200>b\n",
            ":3: ",
            "inline timestamp",
        ),
        ("a.vtt", f"00:01.000 --> 00:02.000\n{SECRET}\n", ": ", "must start with WEBVTT"),
        ("a.vtt", "WEBVTT\n\n00:01.000 --> 00:02.000\n- ...\n", ": ", "no words"),
    ],
)
def test_bad_subtitles_are_refused_by_cue_line(
    tmp_path: Path, name: str, content: str, where: str, what: str
) -> None:
    assert what in refused(write(tmp_path, name, content), where)


# Every format --------------------------------------------------------------------------------


def test_unknown_suffix_names_the_supported_ones(tmp_path: Path) -> None:
    message = refused(write(tmp_path, "a.txt", "0 1 hi\n"), ": ")
    assert ".json, .textgrid, .ctm, .srt, .vtt" in message


def test_a_tier_is_refused_outside_a_textgrid(tmp_path: Path) -> None:
    path = write(tmp_path, "a.ctm", "rec 1 0.1 0.2 hi\n")
    assert "only in a Praat TextGrid" in refused(path, ": ", tier="words")


def test_missing_and_undecodable_files(tmp_path: Path) -> None:
    assert "cannot read" in refused(tmp_path / "gone.srt", ": ")
    bad = tmp_path / "bad.ctm"
    bad.write_bytes(b"rec 1 0.1 0.2 hi\nrec 1 0.3 0.2 \xff\n")
    assert "invalid UTF-8" in refused(bad, ":2: ")


# --times -------------------------------------------------------------------------------------


def test_times_in_every_layout(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "t.txt",
        "start\tend\n# hand-picked\n1.5 2\n3,4.25  # a comment\n00:01:02.500\t00:01:03\n\n.5 .75\n",
    )
    assert read_times(path) == [(1.5, 2.0), (3.0, 4.25), (62.5, 63.0), (0.5, 0.75)]


@pytest.mark.parametrize(
    ("content", "where", "what"),
    [
        ("1 2\nstart end\n", ":2: ", "expected START END"),
        ("1 2\n3\n", ":2: ", "expected START END"),
        ("1 2\n3 4 5\n", ":2: ", "expected START END"),
        ("1 2\n00:61:00 00:62:00\n", ":2: ", "expected START END"),
        ("1 2\n3 nan\n", ":2: ", "expected START END"),
        ("# none\n1 2\n2 2\n", ":3: ", "END (2) must be after START (2)"),
        ("# nothing\n\n", ": ", "no intervals"),
        ("1.0;2.0\n3 4\n", ":1: ", "expected START END"),  # no header: an interval misread
    ],
)
def test_bad_times_are_refused_by_line(tmp_path: Path, content: str, where: str, what: str) -> None:
    path = write(tmp_path, "t.txt", content)
    with pytest.raises(AlignmentError) as caught:
        read_times(path)
    assert str(caught.value).startswith(f"{path}{where}")
    assert what in str(caught.value)
    assert caught.value.line == (None if where == ": " else int(where.strip(": ")))
