"""Transcripts of timed words: a `.json` of words with their times (as aligners and speech
recognizers write them: `[{"start", "end", "word"}]`, `{"text", "words"}`, Whisper's
`{"segments"}`; see `io/alignment.py`). A file is one document: its `text` where it has
one, else its words joined by spaces. The timings go with the document, so `run --audio`
beeps the words its rewrites change.

Written back as `{"text", "words": [{"start", "end", "word", "speaker"?}]}`: each word's new
text, a replacement spread over the words it covers by the rule of tokenized corpora
(`io/tokens.py`: one word each, the last the words left over, a word left without one empty,
its times kept). Nothing else of the input is kept, even where nothing was replaced: fields
such as Whisper's per-segment text repeat the original words, and others (a file name, a
speaker's name) were never read for personal data. Speakers are written `S1`, `S2` ... in
the order they first speak.

TAB's corpus files are `.json` too, always an array of documents: a file whose top level is
an object is timed words, and so is an array whose first object is a timed word (`sniff`).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from pseudonymizer.io.alignment import ALIGNMENT_META, Alignment, AlignmentError, read_alignment
from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import NO_OPTIONS, Format, ReadOptions, SourceFile, register
from pseudonymizer.io.formats.text import document_id
from pseudonymizer.io.tokens import new_forms
from pseudonymizer.io.words import MismatchError, transcript_of, word_offsets
from pseudonymizer.model import Document, Rewrite

_HEAD_BYTES = 4096
_TIMED = re.compile(r'^\s*(\{|\[\s*\{\s*"(start|end|word)"\s*:)')


def sniff(path: Path) -> bool:
    """Whether the file begins as timed words rather than as TAB's array of documents."""
    try:
        with path.open("rb") as handle:
            head = handle.read(_HEAD_BYTES).decode("utf-8", "ignore").lstrip("\ufeff")
    except OSError:
        return False
    return _TIMED.match(head) is not None


def read(
    source: SourceFile, lang: str, options: ReadOptions = NO_OPTIONS
) -> tuple[list[Document], list[InputError]]:
    try:
        alignment = read_alignment(source.path)
    except AlignmentError as error:
        raise InputError(source.path, error.message, error.line) from None
    text = transcript_of(alignment)
    try:
        offsets = word_offsets(alignment, text)
    except MismatchError as error:
        raise InputError(source.path, str(error)) from None
    meta = {ALIGNMENT_META: alignment, "offsets": offsets}
    return [Document(document_id(source), text, lang, meta)], []


def write(source: SourceFile, results: list[tuple[Document, Rewrite]], out_dir: Path) -> None:
    [(document, rewrite)] = results
    alignment: Alignment = document.meta[ALIGNMENT_META]
    placed = [
        (place, number)
        for number, place in enumerate(document.meta["offsets"])
        if place is not None  # an aligner's mark of silence or noise, which the text lacks
    ]
    placed.sort()
    forms = new_forms(document.text, [place for place, _ in placed], rewrite.edits, " ", "")
    new = {number: form for (_, number), form in zip(placed, forms, strict=True)}
    words = []
    speakers: dict[str, str] = {}
    for number, word in enumerate(alignment.words):
        if number not in new:
            continue
        form = new[number]
        entry: dict[str, Any] = {"start": word.start, "end": word.end, "word": word.word}
        if form is not None:
            entry["word"] = form
        if word.speaker is not None:
            entry["speaker"] = speakers.setdefault(word.speaker, f"S{len(speakers) + 1}")
        words.append(entry)
    out = {"text": rewrite.text, "words": words}
    write_atomic(out_dir / source.relpath, json.dumps(out, ensure_ascii=False, indent=1) + "\n")


register(Format("timed", (".json",), read, write, "timed-words .json (transcripts)", sniff=sniff))
