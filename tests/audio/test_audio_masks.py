"""From spans of a transcript to stretches of its recording: words found by their offsets or
their order, fail closed where a time is uncertain, and an alignment of another text refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pseudonymizer.audio.masks import masks_for, read_spans
from pseudonymizer.io.alignment import Alignment, Word
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.words import MismatchError, transcript_of, word_offsets

TEXT = "Well, I met John Smith in Boston. Mhm."


def _words(*items: tuple[float, float, str], **extra: object) -> Alignment:
    return Alignment(tuple(Word(a, b, w, **extra) for a, b, w in items))  # type: ignore[arg-type]


SPOKEN = _words(
    (0.0, 0.3, "well"),
    (0.35, 0.5, "i"),
    (0.5, 0.7, "<sil>"),
    (0.7, 0.9, "met"),
    (1.0, 1.3, "John"),
    (1.3, 1.7, "Smith"),
    (1.8, 1.9, "in"),
    (2.0, 2.5, "Boston."),
    (2.6, 2.9, "mhm"),
)


def test_words_are_found_in_order_whatever_their_case_and_punctuation() -> None:
    offsets = word_offsets(SPOKEN, TEXT)
    found = [TEXT[a:b] if (a, b) else None for a, b in (o or (0, 0) for o in offsets)]
    assert found == ["Well", "I", "", "met", "John", "Smith", "in", "Boston", "Mhm"]
    assert offsets[2] is None  # the aligner's silence is in no text


def test_spans_mask_the_words_they_overlap() -> None:
    john_smith = (TEXT.index("John"), TEXT.index(" in"))
    boston_b = (TEXT.index("Boston"), TEXT.index("Boston") + 1)
    masks = masks_for(SPOKEN, TEXT, [john_smith, boston_b], seconds=3.0)
    assert masks.intervals == [(1.0, 1.3), (1.3, 1.7), (2.0, 2.5)]
    assert masks.widened == 0


def test_char_offsets_are_used_as_given() -> None:
    aligned = Alignment(
        (
            Word(0.0, 0.4, "well,", char_start=0, char_end=4),
            Word(0.5, 0.9, "John", char_start=12, char_end=16),
        ),
        text=TEXT,
    )
    assert masks_for(aligned, TEXT, [(12, 22)], 1.0).intervals == [(0.5, 0.9)]


def test_the_first_word_may_come_after_a_heading() -> None:
    text = "Interview 12, recorded in Krakow, 3 May 2019.\n\n" + TEXT
    assert text[slice(*word_offsets(SPOKEN, text)[0])] == "Well"


def test_the_alignment_alone_is_a_transcript() -> None:
    text = transcript_of(SPOKEN)
    assert text.startswith("well i <sil> met John Smith")
    start = text.index("Smith")
    assert masks_for(SPOKEN, text, [(start, start + 5)], 3.0).intervals == [(1.3, 1.7)]


def test_an_overlapping_speaker_is_found_just_behind() -> None:
    text = "A: We went to Paris on Monday. B: Really."
    spoken = _words(
        (0.0, 0.2, "we"),
        (0.2, 0.4, "went"),
        (0.4, 0.5, "to"),
        (0.5, 0.8, "really"),
        (0.55, 0.9, "Paris"),
        (0.9, 1.0, "on"),
        (1.0, 1.3, "Monday"),
    )
    offsets = word_offsets(spoken, text)
    assert text[slice(*offsets[3])] == "Really"
    assert text[slice(*offsets[4])] == "Paris"


def test_an_estimated_word_takes_its_neighbours_times() -> None:
    cue = Alignment(
        tuple(
            Word(a, b, w, estimated=True)
            for a, b, w in [
                (0.0, 0.5, "I"),
                (0.5, 1.0, "met"),
                (1.0, 1.5, "John"),
                (1.5, 2.0, "today"),
            ]
        )
    )
    text = transcript_of(cue)
    masks = masks_for(cue, text, [(text.index("John"), text.index("John") + 4)], 2.0)
    assert masks.intervals == [(0.5, 2.0)] and masks.widened == 1


def test_a_span_no_word_covers_masks_the_gap_around_it() -> None:
    text = "I met John Smith yesterday"
    spoken = _words((0.0, 0.2, "I"), (0.2, 0.5, "met"), (1.4, 2.0, "yesterday"))
    masks = masks_for(spoken, text, [(6, 16)], 2.0)
    assert masks.intervals == [] and masks.gaps == [(0.5, 1.4)]


def test_a_word_left_out_between_touching_words_masks_them_too() -> None:
    """An aligner gave the missing name's time to its neighbours: the gap between them is
    empty, so the two words around it are masked."""
    spoken = _words((0.0, 1.0, "hello"), (1.0, 2.0, "world"))
    masks = masks_for(spoken, "hello Nowak world", [(6, 11)], 2.0)
    assert masks.gaps == [(0.0, 2.0)]


def test_an_alignment_of_another_transcript_is_refused() -> None:
    with pytest.raises(MismatchError, match=r"word 3 of the alignment \(at 0\.70 s\)"):
        word_offsets(_words((0.0, 0.3, "well"), (0.35, 0.5, "i"), (0.7, 0.9, "sold")), TEXT)
    with pytest.raises(MismatchError, match=r"runs to 2\.90 s but the recording is 1\.00 s"):
        masks_for(SPOKEN, TEXT, [], 1.0)
    aligned = Alignment((Word(0.0, 0.4, "x", char_start=0, char_end=99),), text=None)
    with pytest.raises(MismatchError, match=r"word 1 .* is not at characters 0-99"):
        word_offsets(aligned, TEXT)
    shifted = Alignment((Word(0.0, 0.4, "John", char_start=11, char_end=15),), text=None)
    with pytest.raises(MismatchError, match="the offsets belong to another text"):
        word_offsets(shifted, TEXT)
    with pytest.raises(MismatchError, match="span ends at character 99"):
        masks_for(SPOKEN, TEXT, [(90, 99)], 3.0)
    # Spans of another document: their edges fall inside this transcript's words.
    with pytest.raises(MismatchError, match="2 of 3 spans begin or end inside a word"):
        masks_for(SPOKEN, TEXT, [(2, 7), (13, 18), (26, 32)], 3.0)


def test_spans_come_from_detect_output_and_public_ones_stay(tmp_path: Path) -> None:
    path = tmp_path / "spans.jsonl"
    lines = [
        {"id": "a", "spans": [{"start": 0, "end": 4, "label": "PERSON"}]},
        {
            "id": "b",
            "spans": [
                {"start": 5, "end": 9, "label": "PERSON", "status": "public"},
                {"start": 10, "end": 14, "label": "PERSON", "status": "candidate"},
            ],
        },
    ]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert read_spans(path, "b") == [(10, 14)]
    with pytest.raises(InputError, match="2 documents in all; name the transcript's document"):
        read_spans(path, None)
    with pytest.raises(InputError, match="no document with id 'c'"):
        read_spans(path, "c")
    path.write_text('{"id": "a", "spans": [{"start": 4, "end": 2}]}\n')
    with pytest.raises(InputError, match=r"spans\.jsonl:1: a span needs integer 'start' < 'end'"):
        read_spans(path, None)
