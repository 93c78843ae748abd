"""JSON Lines: one record per line, `{"id", "text", "lang"?, ...}`; other fields pass through.

A record's own `spans` (`[{"start", "end", ...}]`, as in annotated corpora) are carried over to the
rewritten text, and spans whose text was removed entirely are dropped.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.decode import decode
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import NO_OPTIONS, Format, ReadOptions, SourceFile, register
from pseudonymizer.languages import supported
from pseudonymizer.model import Annotation, Document, Rewrite

_BOM = "\ufeff".encode()


def read(
    source: SourceFile, lang: str, options: ReadOptions = NO_OPTIONS
) -> tuple[list[Document], list[InputError]]:
    """Every good record, and an error naming the line of each bad one."""
    try:
        raw = source.path.read_bytes()
    except OSError as error:
        raise InputError(source.path, f"cannot read: {error.strerror}") from None
    if b"\x00" in raw:
        raise InputError(source.path, "binary file (contains NUL bytes), not UTF-8 text")
    documents: list[Document] = []
    errors: list[InputError] = []
    for number, line in enumerate(raw.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            documents.append(_record(decode(line, source.path, number), source, number, lang))
        except InputError as error:
            errors.append(error)
    return documents, errors


def _record(line: str, source: SourceFile, number: int, lang: str) -> Document:
    def bad(message: str) -> InputError:
        return InputError(source.path, message, number)

    try:
        record = json.loads(line.removeprefix("\ufeff"))
    except json.JSONDecodeError as error:
        raise bad(f"invalid JSON: {error.msg} (column {error.colno})") from None
    if not isinstance(record, dict):
        raise bad("a record must be a JSON object with a 'text' field")
    try:  # a lone surrogate escape ("\\ud800") is valid JSON but cannot be written as UTF-8
        json.dumps(record, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise bad("the record contains a lone surrogate escape such as \\ud800") from None
    if not isinstance(record.get("text"), str):
        raise bad("the record has no 'text' string")
    record_lang = record.get("lang", lang)
    # The run's own language is checked where it is chosen, and may be `auto`, settled later.
    if "lang" in record and record_lang not in supported():
        raise bad(f"unsupported lang {record_lang!r}; choose one of: {', '.join(supported())}")
    doc_id = str(record.get("id", f"{source.relpath.stem}-{number}"))
    marked = _annotations(record, number)
    meta = {"record": record, "line": number}
    return Document(doc_id, record["text"], record_lang, meta, marked)


def _annotations(record: dict[str, Any], number: int) -> tuple[Annotation, ...]:
    """The record's `spans` that have a label (whether they lie within its text is checked
    where they are used)."""
    spans = record.get("spans")
    if not isinstance(spans, list):
        return ()
    return tuple(
        Annotation(span["start"], span["end"], span["label"], number)
        for span in spans
        if _is_span(span) and isinstance(span.get("label"), str)
    )


def write(source: SourceFile, results: list[tuple[Document, Rewrite]], out_dir: Path) -> None:
    """Each rewritten record in place of its line; every other line (blank ones, records
    nothing touched) exactly as it was read, so a file with nothing replaced comes back byte
    for byte."""
    lines = source.path.read_bytes().splitlines(keepends=True)
    for document, rewrite in results:
        record = document.meta["record"]
        spans = _as_marked(record.get("spans"), document.annotations)
        if not rewrite.edits and spans == record.get("spans"):
            continue
        index = document.meta["line"] - 1
        ending = lines[index][len(lines[index].rstrip(b"\r\n")) :] or b"\n"
        record = _rewritten({**record, "spans": spans} if spans is not None else record, rewrite)
        bom = _BOM if lines[index].startswith(_BOM) else b""
        lines[index] = bom + json.dumps(record, ensure_ascii=False).encode("utf-8") + ending
    write_atomic(out_dir / source.relpath, b"".join(lines))


def _as_marked(spans: object, annotations: tuple[Annotation, ...]) -> object:
    """A record's `spans` as the document's annotations now mark its text: a run that read
    them as mentions resolved their overlaps (`annotations.written_annotations`), and a span
    that lost its stretch to another is written as the pieces it kept (none: it is dropped).
    Each piece is taken by the first span of its label around it; spans without a label are
    no annotations and stay as read, as do spans not all well formed."""
    if not isinstance(spans, list) or not all(_is_span(span) for span in spans):
        return spans
    pieces = [(a.start, a.end, a.label) for a in annotations]
    out = []
    for span in spans:
        if not isinstance(span.get("label"), str):
            out.append(span)
            continue
        mine = [
            (start, end)
            for start, end, label in pieces
            if label == span["label"] and span["start"] <= start and end <= span["end"]
        ]
        pieces = [p for p in pieces if p[:2] not in mine or p[2] != span["label"]]
        if mine == [(span["start"], span["end"])]:
            out.append(span)
        else:
            out.extend({**span, "start": start, "end": end} for start, end in mine)
    return out


def _rewritten(record: dict[str, Any], rewrite: Rewrite) -> dict[str, Any]:
    out = {**record, "text": rewrite.text}
    spans = record.get("spans")
    if isinstance(spans, list) and all(_is_span(span) for span in spans):
        moved = []
        for span in spans:
            start, end = rewrite.map_span(span["start"], span["end"])
            if start < end:
                moved.append({**span, "start": start, "end": end})
                if isinstance(span.get("span_text"), str):  # the original would stay in it
                    moved[-1]["span_text"] = rewrite.text[start:end]
        out["spans"] = moved
    return out


def _is_span(span: object) -> bool:
    return (
        isinstance(span, dict)
        and isinstance(span.get("start"), int)
        and isinstance(span.get("end"), int)
    )


register(Format("jsonl", (".jsonl",), read, write, ".jsonl"))
