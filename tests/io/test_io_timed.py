"""Transcripts of timed words (`.json`): told apart from TAB's `.json`, read as one document,
written back with each word's new text and times and nothing else of the input."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import invoke

from pseudonymizer.io.formats import detected

WORDS = [
    {"start": 0.0, "end": 0.4, "word": "I", "speaker": "Anna Kowalska"},
    {"start": 0.4, "end": 0.8, "word": "met", "speaker": "Anna Kowalska"},
    {"start": 0.9, "end": 1.3, "word": "John", "speaker": "Anna Kowalska"},
    {"start": 1.3, "end": 1.7, "word": "Smith.", "speaker": "Anna Kowalska"},
    {"start": 2.0, "end": 2.3, "word": "Really?", "speaker": "Tomasz Nowak"},
]


def test_timed_words_are_told_apart_from_tab(tmp_path: Path) -> None:
    cases = {
        "list.json": json.dumps(WORDS),
        "object.json": json.dumps({"file": "x", "words": WORDS}),
        "whisper.json": json.dumps({"text": "a " * 40000, "segments": [{"words": WORDS}]}),
        "tab.json": json.dumps([{"doc_id": "1", "text": "x", "annotations": {}}]),
    }
    for name, content in cases.items():
        (tmp_path / name).write_text(content)
    found = {name: detected(tmp_path / name).name for name in cases}  # type: ignore[union-attr]
    assert found == {
        "list.json": "timed",
        "object.json": "timed",
        "whisper.json": "timed",
        "tab.json": "tab",
    }


def test_written_back_with_new_words_neutral_speakers_and_nothing_else(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "talk.json").write_text(
        json.dumps({"file": "interview_with_anna_kowalska.wav", "words": WORDS})
    )
    (tmp_path / "in" / "quiet.json").write_text(
        json.dumps({"file": "anna_kowalska.wav", "words": WORDS[-1:]})
    )
    result = invoke("run", tmp_path / "in", "--out", tmp_path / "out", "--mode", "tag")
    assert result.exit_code == 0, result.output
    talk = json.loads((tmp_path / "out" / "talk.json").read_text())
    assert set(talk) == {"text", "words"}
    assert talk["text"] == "I met [PERSON]. Really?"
    assert [w["word"] for w in talk["words"]] == ["I", "met", "[PERSON]", ".", "Really?"]
    assert [w["speaker"] for w in talk["words"]] == ["S1", "S1", "S1", "S1", "S2"]
    quiet = (tmp_path / "out" / "quiet.json").read_text()
    assert "anna" not in quiet.lower() and json.loads(quiet)["words"][0]["speaker"] == "S1"


def test_offsets_of_another_text_are_named(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    text = "I met John Smith."
    words = [{"start": 0.0, "end": 0.4, "word": "John", "char_start": 2, "char_end": 6}]
    (tmp_path / "in" / "talk.json").write_text(json.dumps({"text": text, "words": words}))
    result = invoke("run", tmp_path / "in", "--out", tmp_path / "out", "--mode", "tag")
    assert result.exit_code == 1
    assert "talk.json: word 1 (at 0.00 s) is not at characters 2-6" in " ".join(
        result.output.split()
    )
    assert not (tmp_path / "out" / "talk.json").exists()
