"""`run --audio DIR`: transcripts with timings end to end. Each recording is written beside
its pseudonymized transcript, the words the transcript's rewrite changed beeped in it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
import soundfile
from click.testing import Result
from conftest import invoke
from speech import SAID, SAID_TIMES, TRANSCRIPT, spoken, write_speech, write_textgrid

RATE = 16000
WORDS, TIMES = SAID, SAID_TIMES
FOUND = {2, 3, 5}  # John, Smith, Boston: what detection finds in the transcript


def _run(corpus: Path, out: Path, audio: Path, *more: object) -> Result:
    """`pseudonymizer run CORPUS --out OUT --mode tag --audio AUDIO` and more."""
    return invoke("run", corpus, "--out", out, "--mode", "tag", "--audio", audio, *more)


def _masked_words(before: Path, after: Path) -> set[int]:
    a = soundfile.read(str(before), dtype="int16")[0]
    b = soundfile.read(str(after), dtype="int16")[0]
    assert a.shape == b.shape
    changed = a != b
    outside = np.ones(len(a), dtype=bool)
    masked = set()
    for index, (start, end) in enumerate(TIMES):
        word = slice(int(start * RATE), int(np.ceil(end * RATE)) + 1)
        outside[word] = False
        if changed[word].mean() > 0.9:
            masked.add(index)
        else:
            assert not changed[word].any()
    assert not changed[outside].any()  # nothing between the words changed
    return masked


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "corpus").mkdir()
    (tmp_path / "audio").mkdir()
    (tmp_path / "corpus" / "talk.txt").write_text(TRANSCRIPT + "\n")
    write_speech(tmp_path / "audio" / "talk.wav", rate=RATE, words=TIMES)
    write_textgrid(tmp_path / "audio" / "talk.TextGrid")
    return tmp_path


def test_the_recording_is_masked_where_the_transcript_was_rewritten(project: Path) -> None:
    out = project / "out"
    result = invoke(
        "run",
        project / "corpus",
        "--out",
        out,
        "--mode",
        "tag",
        "--mode",
        "pseudonymize",
        "--audio",
        project / "audio",
    )
    assert result.exit_code == 0, result.output
    assert (out / "tag" / "talk.txt").read_text() == "I met [PERSON] in [LOCATION] today.\n"
    source = project / "audio" / "talk.wav"
    assert _masked_words(source, out / "tag" / "talk.wav") == FOUND
    assert (out / "tag" / "talk.wav").read_bytes() == (
        out / "pseudonymize" / "talk.wav"
    ).read_bytes()
    # Run again: finished files are skipped, and the recordings stay as they were.
    before = (out / "tag" / "talk.wav").read_bytes()
    again = invoke(
        "run",
        project / "corpus",
        "--out",
        out,
        "--mode",
        "tag",
        "--mode",
        "pseudonymize",
        "--audio",
        project / "audio",
    )
    assert again.exit_code == 0, again.output
    assert (out / "tag" / "talk.wav").read_bytes() == before


def test_a_speaker_label_beeps_no_pause_but_a_missed_word_is_masked(tmp_path: Path) -> None:
    """Text no timed word covers: a speaker's name before a turn is not spoken, and the
    silent pause it falls in stays; a name the aligner missed is heard, and is beeped."""
    (tmp_path / "corpus").mkdir()
    (tmp_path / "audio").mkdir()
    (tmp_path / "corpus" / "talk.txt").write_text(f"Anna Novak: {TRANSCRIPT}\n")
    write_speech(tmp_path / "audio" / "talk.wav", rate=RATE, words=TIMES)
    write_textgrid(tmp_path / "audio" / "talk.TextGrid")
    result = _run(tmp_path / "corpus", tmp_path / "out", tmp_path / "audio")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "out" / "talk.txt").read_text().startswith("[PERSON]: I met [PERSON]")
    assert _masked_words(tmp_path / "audio" / "talk.wav", tmp_path / "out" / "talk.wav") == FOUND
    # Smith left out of the alignment: the gap between John and "in" is heard, so masked.
    kept = [i for i, w in enumerate(WORDS) if w != "Smith"]
    write_textgrid(
        tmp_path / "audio" / "talk.TextGrid", [WORDS[i] for i in kept], [TIMES[i] for i in kept]
    )
    result = _run(tmp_path / "corpus", tmp_path / "again", tmp_path / "audio")
    assert result.exit_code == 0, result.output
    before = soundfile.read(str(tmp_path / "audio" / "talk.wav"), dtype="int16")[0]
    after = soundfile.read(str(tmp_path / "again" / "talk.wav"), dtype="int16")[0]
    changed = np.flatnonzero(before != after) / RATE
    smith = (changed > TIMES[3][0]) & (changed < TIMES[3][1])
    assert smith.sum() > 0.95 * (TIMES[3][1] - TIMES[3][0]) * RATE
    # John's start to where "in" starts (the gap's end), then Boston.
    assert changed[0] >= TIMES[2][0] - 1 / RATE
    assert not ((changed > TIMES[4][0]) & (changed < TIMES[4][1])).any()


def test_a_json_transcript_of_timed_words_keeps_its_timings(tmp_path: Path) -> None:
    (tmp_path / "corpus").mkdir()
    (tmp_path / "audio").mkdir()
    words = [
        {"start": a, "end": b, "word": w, "speaker": "A"}
        for (a, b), w in zip(TIMES, WORDS, strict=True)
    ]
    (tmp_path / "corpus" / "talk.json").write_text(json.dumps({"words": words}))
    write_speech(tmp_path / "audio" / "talk.flac", rate=RATE, words=TIMES)
    out = tmp_path / "out"
    result = invoke(
        "run", tmp_path / "corpus", "--out", out, "--mode", "tag", "--audio", tmp_path / "audio"
    )
    assert result.exit_code == 0, result.output
    written = json.loads((out / "talk.json").read_text())
    assert written["text"] == "I met [PERSON] in [LOCATION] today."
    assert [w["word"] for w in written["words"]] == [
        "I",
        "met",
        "[PERSON]",
        "",
        "in",
        "[LOCATION]",
        "today.",
    ]
    assert [(w["start"], w["end"]) for w in written["words"]] == TIMES
    assert soundfile.info(str(out / "talk.flac")).format == "FLAC"
    assert _masked_words(tmp_path / "audio" / "talk.flac", out / "talk.flac") == FOUND


def test_a_record_of_a_jsonl_file_goes_with_the_recording_of_its_id(tmp_path: Path) -> None:
    (tmp_path / "corpus").mkdir()
    (tmp_path / "audio").mkdir()
    records = [{"id": "s1", "text": TRANSCRIPT}, {"id": "s2", "text": "No names here."}]
    (tmp_path / "corpus" / "all.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    write_speech(tmp_path / "audio" / "s1.wav", rate=RATE, words=TIMES)
    write_textgrid(tmp_path / "audio" / "s1.TextGrid")
    result = invoke(
        "run",
        tmp_path / "corpus",
        "--out",
        tmp_path / "out",
        "--mode",
        "remove",
        "--audio",
        tmp_path / "audio",
    )
    assert result.exit_code == 0, result.output
    assert _masked_words(tmp_path / "audio" / "s1.wav", tmp_path / "out" / "s1.wav") == FOUND


@pytest.mark.parametrize(
    ("arrange", "message"),
    [
        (lambda p: (p / "audio" / "talk.TextGrid").unlink(), "talk.wav: no word timings"),
        (
            lambda p: write_textgrid(p / "audio" / "talk.TextGrid", ["We", *WORDS[1:]]),
            "word 1 of the alignment (at 0.20 s) is not in the transcript",
        ),
        (lambda p: (p / "audio" / "talk.wav").write_text("no sound"), "talk.wav: not a recording"),
        (
            lambda p: (p / "audio" / "talk.wav").write_bytes(
                (p / "audio" / "talk.wav").read_bytes()[:30]
            ),
            "talk.wav: ",
        ),
    ],
)
def test_a_recording_that_cannot_be_masked_keeps_its_transcript_back(
    project: Path, arrange, message: str
) -> None:
    arrange(project)
    (project / "corpus" / "other.txt").write_text("Nothing personal.\n")
    out = project / "out"
    result = invoke(
        "run", project / "corpus", "--out", out, "--mode", "tag", "--audio", project / "audio"
    )
    assert result.exit_code == 1
    said = " ".join(result.output.split())
    assert message in said and "talk.txt: not written, its recording could not be masked" in said
    assert not (out / "talk.txt").exists() and not (out / "talk.wav").exists()
    assert (out / "other.txt").exists()  # the rest of the corpus is done


def test_a_recording_without_a_transcript_is_not_written_and_said(project: Path) -> None:
    write_speech(project / "audio" / "lost.wav", rate=RATE, words=TIMES)
    result = _run(project / "corpus", project / "out", project / "audio")
    assert result.exit_code == 0, result.output
    assert "lost.wav: no transcript goes with it; not written" in " ".join(result.output.split())
    assert not (project / "out" / "lost.wav").exists()


def test_audio_options_are_checked_before_anything_runs(project: Path) -> None:
    result = invoke(
        "run", project / "corpus", "--out", project / "out", "--mode", "tag", "--distort"
    )
    assert result.exit_code == 2 and "--distort works on the recordings of --audio" in result.output
    result = _run(project / "corpus", project / "out", project / "nowhere")
    assert result.exit_code == 2 and "no such folder of recordings" in result.output


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_real_speech_end_to_end(tmp_path: Path) -> None:
    """Speech from espeak-ng, a transcript of timed words, `run --audio --distort`: the
    name's words are beeped and the recording keeps its length."""
    words = [
        "Yesterday",
        "John",
        "Smith",
        "called",
        "me",
        "from",
        "Boston",
        "about",
        "the",
        "contract.",
    ]
    (tmp_path / "corpus").mkdir()
    (tmp_path / "audio").mkdir()
    timings = spoken(words, tmp_path / "audio" / "call.wav")
    timed = [{"start": a, "end": b, "word": w} for (a, b), w in zip(timings, words, strict=True)]
    (tmp_path / "corpus" / "call.json").write_text(json.dumps(timed))
    out = tmp_path / "out"
    args = [
        "run",
        tmp_path / "corpus",
        "--out",
        out,
        "--mode",
        "pseudonymize",
        "--audio",
        tmp_path / "audio",
    ]
    if shutil.which("sox"):
        args.append("--distort")
    result = invoke(*args)
    assert result.exit_code == 0, result.output
    written = json.loads((out / "call.json").read_text())
    changed = [i for i, w in enumerate(written["words"]) if w["word"] != words[i]]
    assert changed == [1, 2, 6]  # John, Smith, Boston
    before, rate = soundfile.read(str(tmp_path / "audio" / "call.wav"))
    after = soundfile.read(str(out / "call.wav"))[0]
    assert len(after) == len(before)
    for index in changed:
        a, b = int(timings[index][0] * rate) + 200, int(timings[index][1] * rate) - 200
        tone = after[a:b]
        spectrum = np.abs(np.fft.rfft(tone))
        assert abs(np.fft.rfftfreq(len(tone), 1 / rate)[np.argmax(spectrum)] - 1000) < 5
        assert abs(np.corrcoef(tone, before[a:b])[0, 1]) < 0.1


def test_a_corrected_alignment_makes_a_rerun_mask_again(project: Path) -> None:
    """A run is resumed into the same folder; a file whose recording or timings changed since
    is done again, not skipped as finished."""
    out, key = project / "out", project / "project.key"
    assert invoke("key", "new", key).exit_code == 0
    args = [
        "run",
        project / "corpus",
        "--out",
        out,
        "--mode",
        "tag",
        "--key",
        key,
        "--audio",
        project / "audio",
    ]
    write_textgrid(project / "audio" / "talk.TextGrid")
    wrong = list(TIMES)  # Smith's time wrong: given to "in"
    wrong[3], wrong[4] = (1.25, 1.26), (1.27, 1.95)
    write_textgrid(project / "audio" / "talk.TextGrid", WORDS, wrong)
    assert invoke(*args).exit_code == 0
    before = (out / "talk.wav").read_bytes()
    write_textgrid(project / "audio" / "talk.TextGrid")  # corrected
    assert invoke(*args).exit_code == 0
    assert (out / "talk.wav").read_bytes() != before
    assert _masked_words(project / "audio" / "talk.wav", out / "talk.wav") == FOUND


def test_a_single_record_goes_with_its_id_and_a_flac_named_wav_stays_wav(tmp_path: Path) -> None:
    (tmp_path / "corpus").mkdir()
    (tmp_path / "audio").mkdir()
    (tmp_path / "corpus" / "talks.jsonl").write_text(json.dumps({"id": "rec1", "text": TRANSCRIPT}))
    write_speech(tmp_path / "audio" / "made.wav", rate=RATE, words=TIMES, subtype="FLOAT")
    (tmp_path / "audio" / "made.wav").rename(tmp_path / "audio" / "rec1.flac")  # misnamed
    write_textgrid(tmp_path / "audio" / "rec1.TextGrid")
    result = _run(tmp_path / "corpus", tmp_path / "out", tmp_path / "audio")
    assert result.exit_code == 0, result.output
    assert soundfile.info(str(tmp_path / "out" / "rec1.wav")).subtype == "FLOAT"
    assert not (tmp_path / "out" / "rec1.flac").exists()


def test_a_recording_whose_transcript_failed_is_not_called_unpaired(project: Path) -> None:
    (project / "audio" / "talk.TextGrid").unlink()
    result = _run(project / "corpus", project / "out", project / "audio")
    assert result.exit_code == 1
    assert "no word timings" in result.output and "no transcript goes with" not in result.output
