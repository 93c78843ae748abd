"""`pseudonymizer audio mask` as a user runs it: a recording, its word timings in each format,
what to mask from `detect` spans or a times file; and the errors a user can make."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
import soundfile
from conftest import invoke
from speech import (
    SAID,
    SAID_TIMES,
    TRANSCRIPT,
    fundamental,
    peak_frequency,
    write_speech,
    write_textgrid,
)

RATE = 16000
WORDS, TIMES = SAID, SAID_TIMES
NAME = [2, 3]  # John Smith
needs_sox = pytest.mark.skipif(shutil.which("sox") is None, reason="SoX is not installed")


def _json(path: Path) -> None:
    path.write_text(
        json.dumps(
            [{"start": a, "end": b, "word": w} for (a, b), w in zip(TIMES, WORDS, strict=True)]
        )
    )


def _ctm(path: Path) -> None:
    path.write_text(
        "".join(
            f"talk 1 {a:.2f} {b - a:.2f} {w} 0.98\n" for (a, b), w in zip(TIMES, WORDS, strict=True)
        )
    )


def _stamp(seconds: float, comma: bool = False) -> str:
    text = f"00:00:{seconds:06.3f}"
    return text.replace(".", ",") if comma else text


def _srt(path: Path) -> None:
    # Two cues: the words' times within them are shared out (estimated), and masks widened.
    path.write_text(
        f"1\n{_stamp(0.2, True)} --> {_stamp(1.7, True)}\n{' '.join(WORDS[:4])}\n\n"
        f"2\n{_stamp(1.8, True)} --> {_stamp(2.9, True)}\n{' '.join(WORDS[4:])}\n"
    )


def _vtt(path: Path) -> None:
    # Inline timestamps give each word its own start.
    inline = "".join(
        f"<{_stamp(a)}>{w} " if i else f"{w} "
        for i, ((a, _), w) in enumerate(zip(TIMES, WORDS, strict=True))
    )
    path.write_text(f"WEBVTT\n\n{_stamp(0.2)} --> {_stamp(2.9)}\n<v Anna>{inline.strip()}\n")


WRITERS = {".json": _json, ".TextGrid": write_textgrid, ".ctm": _ctm, ".srt": _srt, ".vtt": _vtt}


@pytest.fixture
def talk(tmp_path: Path) -> Path:
    write_speech(tmp_path / "talk.wav", rate=RATE, words=TIMES)
    (tmp_path / "talk.txt").write_text(TRANSCRIPT + "\n")
    start = TRANSCRIPT.index("John")
    spans = {"id": "talk", "spans": [{"start": start, "end": start + 10, "label": "PERSON"}]}
    (tmp_path / "spans.jsonl").write_text(json.dumps(spans) + "\n")
    return tmp_path


def _changed(before: Path, after: Path) -> np.ndarray:
    a = soundfile.read(str(before), dtype="int16")[0]
    b = soundfile.read(str(after), dtype="int16")[0]
    assert a.shape == b.shape
    return a != b


@pytest.mark.parametrize("suffix", list(WRITERS))
def test_each_alignment_format_masks_the_words_of_the_spans(talk: Path, suffix: str) -> None:
    WRITERS[suffix](talk / f"talk{suffix}")
    result = invoke(
        "audio",
        "mask",
        talk / "talk.wav",
        "--alignment",
        talk / f"talk{suffix}",
        "--spans",
        talk / "spans.jsonl",
        "--transcript",
        talk / "talk.txt",
        "--out",
        talk / "out.wav",
    )
    assert result.exit_code == 0, result.output
    changed = _changed(talk / "talk.wav", talk / "out.wav")
    out = soundfile.read(str(talk / "out.wav"), dtype="int16")[0]
    for index in NAME:  # each word of the name is all tone (but for a zero crossing or two)
        word = slice(int(TIMES[index][0] * RATE), int(np.ceil(TIMES[index][1] * RATE)))
        assert changed[word].mean() > 0.97
        assert abs(peak_frequency(out[word].astype(float), RATE) - 1000) < 5
    where = np.flatnonzero(changed) / RATE
    first, last = TIMES[NAME[0]][0], TIMES[NAME[-1]][1]
    if suffix == ".srt":  # times shared out over a cue: widened to the words around, never less
        assert TIMES[0][0] <= where[0] <= first
        assert last <= where[-1] <= TIMES[NAME[-1] + 2][0]
    elif suffix == ".vtt":  # an inline timestamp starts a word, which lasts to the next one
        assert where[0] >= first - 1 / RATE and where[-1] <= TIMES[NAME[-1] + 1][0]
    else:  # exact times: nothing but the two words changed
        assert where[0] >= first - 1 / RATE and where[-1] <= last + 1 / RATE
    # The two words are two stretches where timed apart, one where their times touch.
    assert ("masked 1 stretch " if suffix in (".srt", ".vtt") else "masked 2 stretches") in (
        result.output
    )


def test_the_alignment_alone_can_be_the_transcript(tmp_path: Path) -> None:
    write_speech(tmp_path / "talk.wav", rate=RATE, words=TIMES)
    _json(tmp_path / "talk.json")
    (tmp_path / "talk.jsonl").write_text(json.dumps({"text": " ".join(WORDS)}) + "\n")
    spans = tmp_path / "spans.jsonl"
    assert invoke("detect", tmp_path / "talk.jsonl", "--out", spans).exit_code == 0
    result = invoke(
        "audio",
        "mask",
        tmp_path / "talk.wav",
        "-a",
        tmp_path / "talk.json",
        "--spans",
        spans,
        "--out",
        tmp_path / "out.flac",
    )
    assert result.exit_code == 0, result.output
    assert soundfile.info(str(tmp_path / "out.flac")).format == "FLAC"
    a = soundfile.read(str(tmp_path / "talk.wav"), dtype="int16")[0]
    b = soundfile.read(str(tmp_path / "out.flac"), dtype="int16")[0]
    where = np.flatnonzero(a != b) / RATE
    assert TIMES[2][0] - 0.001 <= where[0] and where[-1] <= TIMES[5][1] + 0.001
    for index in (2, 3, 5):  # John, Smith and Boston, which detect found
        a_, b_ = int(TIMES[index][0] * RATE) + 40, int(TIMES[index][1] * RATE) - 40
        assert (a[a_:b_] != b[a_:b_]).mean() > 0.95
    for index in (0, 1, 4, 6):
        a_, b_ = int(TIMES[index][0] * RATE), int(TIMES[index][1] * RATE)
        assert np.array_equal(a[a_:b_], b[a_:b_])


def test_times_from_a_file(talk: Path) -> None:
    (talk / "times.txt").write_text("# start end\n0.80 1.70\n2.0,2.5\n")
    result = invoke(
        "audio",
        "mask",
        talk / "talk.wav",
        "--times",
        talk / "times.txt",
        "--freq",
        500,
        "--out",
        talk / "out.wav",
    )
    assert result.exit_code == 0, result.output
    where = np.flatnonzero(_changed(talk / "talk.wav", talk / "out.wav")) / RATE
    assert where[0] >= 0.8 - 1 / RATE and where[-1] <= 2.5 + 1 / RATE
    tone = soundfile.read(str(talk / "out.wav"))[0][int(2.0 * RATE) : int(2.5 * RATE)]
    assert abs(peak_frequency(tone, RATE) - 500) < 3


@needs_sox
@pytest.mark.parametrize("suffix", list(WRITERS))
def test_distortion_moves_the_voice_the_same_way_on_every_run(talk: Path, suffix: str) -> None:
    key = talk / "project.key"
    assert invoke("key", "new", key).exit_code == 0
    WRITERS[suffix](talk / f"talk{suffix}")
    args = [
        "audio",
        "mask",
        talk / "talk.wav",
        "-a",
        talk / f"talk{suffix}",
        "--spans",
        talk / "spans.jsonl",
        "--transcript",
        talk / "talk.txt",
        "--distort",
        "--key",
        key,
        "--pitch-range",
        "+400:+400",
    ]
    assert invoke(*args, "--out", talk / "one.wav").exit_code == 0
    assert invoke(*args, "--out", talk / "two.wav").exit_code == 0
    assert (talk / "one.wav").read_bytes() == (talk / "two.wav").read_bytes()
    before = soundfile.read(str(talk / "talk.wav"))[0]
    after = soundfile.read(str(talk / "one.wav"))[0]
    assert len(before) == len(after)
    out = soundfile.read(str(talk / "one.wav"), dtype="int16")[0]
    for index in NAME:  # beeped at the frequency asked for, after the voice moved
        word = slice(int(TIMES[index][0] * RATE), int(TIMES[index][1] * RATE))
        assert abs(peak_frequency(out[word].astype(float), RATE) - 1000) < 5
    word = slice(int(2.05 * RATE), int(2.45 * RATE))  # Boston, unmasked
    assert fundamental(after[word], RATE) == pytest.approx(
        fundamental(before[word], RATE) * 2 ** (400 / 1200), rel=0.04
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--out", "{t}/o.wav"], "say what to mask"),
        (["--times", "{t}/times.txt", "--out", "{t}/talk.wav"], "is the recording itself"),
        (["--spans", "{t}/spans.jsonl", "--out", "{t}/o.wav"], "--spans needs --alignment"),
        (["--times", "{t}/times.txt", "--distort", "--out", "{t}/o.wav"], "--distort needs --key"),
        (
            ["--times", "{t}/times.txt", "--out", "{t}/o.mp3"],
            "write the recording as .wav or .flac",
        ),
        (["--times", "{t}/late.txt", "--out", "{t}/o.wav"], "ends after the recording's 3.00 s"),
        (
            [
                "-a",
                "{t}/other.json",
                "--spans",
                "{t}/spans.jsonl",
                "--transcript",
                "{t}/talk.txt",
                "--out",
                "{t}/o.wav",
            ],
            "word 1 of the alignment (at 0.20 s) is not in the transcript",
        ),
        (
            ["-a", "{t}/talk.txt", "--spans", "{t}/spans.jsonl", "--out", "{t}/o.wav"],
            "unknown alignment format",
        ),
    ],
)
def test_mistakes_are_named_and_nothing_is_written(
    talk: Path, args: list[str], message: str
) -> None:
    (talk / "times.txt").write_text("0.8 1.7\n")
    (talk / "late.txt").write_text("2.5 3.9\n")
    (talk / "other.json").write_text(json.dumps([{"start": 0.2, "end": 0.4, "word": "Sold"}]))
    result = invoke("audio", "mask", talk / "talk.wav", *[a.format(t=talk) for a in args])
    assert result.exit_code == 2
    assert message in " ".join(result.output.split())
    assert not list(talk.glob("o.*")) and not list(talk.glob(".o*"))


def test_an_unsupported_recording_is_named(tmp_path: Path) -> None:
    ogg = tmp_path / "talk.ogg"
    soundfile.write(str(ogg), np.zeros(8000), 8000, format="OGG", subtype="VORBIS")
    (tmp_path / "times.txt").write_text("0.1 0.2\n")
    result = invoke(
        "audio", "mask", ogg, "--times", tmp_path / "times.txt", "--out", tmp_path / "o.wav"
    )
    assert result.exit_code == 2
    assert "talk.ogg: OGG" in result.output and "use WAV or FLAC" in " ".join(result.output.split())
