"""TAB's JSON (the Text Anonymization Benchmark, ECHR judgments): a JSON array of documents
`{"doc_id", "text", "annotations": {ANNOTATOR: {"entity_mentions": [...]}}, ...}`, each
mention with `entity_type`, `start_offset`, `end_offset`, `span_text` and `identifier_type`.

A document's annotations are the mentions any of its annotators marked for masking
(`identifier_type` DIRECT or QUASI), labelled by their `entity_type` (TAB's scheme): a
mention every annotator judged NO_MASK is no annotation, and one that some annotator would
mask is one (what one person would hide stays hidden). Written back, each document's text is
rewritten and every mention of every annotator follows its text (offsets and `span_text`);
a document nothing touched is written exactly as it was read, and so is all around the
documents, so a file with nothing replaced comes back byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.decode import read_text
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import NO_OPTIONS, Format, ReadOptions, SourceFile, register
from pseudonymizer.model import Annotation, Document, Rewrite

MASKED = frozenset({"DIRECT", "QUASI"})
_DECODER = json.JSONDecoder()


def read(
    source: SourceFile, lang: str, options: ReadOptions = NO_OPTIONS
) -> tuple[list[Document], list[InputError]]:
    """Every good document, and an error naming the line of each bad one."""
    raw = read_text(source.path)
    documents: list[Document] = []
    errors: list[InputError] = []
    pieces = _elements(raw, source.path)
    for start, end in pieces:
        line = raw.count("\n", 0, start) + 1
        try:
            documents.append(_document(raw, start, end, line, source, lang))
        except InputError as error:
            errors.append(error)
    for document in documents:
        document.meta["raw"] = raw
    return documents, errors


def write(source: SourceFile, results: list[tuple[Document, Rewrite]], out_dir: Path) -> None:
    if not results:
        write_atomic(out_dir / source.relpath, read_text(source.path))
        return
    raw: str = results[0][0].meta["raw"]
    ascii_only = raw.isascii()
    pieces, position = [], 0
    for document, rewrite in results:
        start, end = document.meta["place"]
        pieces.append(raw[position:start])
        if rewrite.edits:
            rewritten = _rewritten(document.meta["record"], rewrite)
            pieces.append(json.dumps(rewritten, ensure_ascii=ascii_only))
        else:
            pieces.append(raw[start:end])
        position = end
    pieces.append(raw[position:])
    write_atomic(out_dir / source.relpath, "".join(pieces))


def _elements(raw: str, path: Path) -> list[tuple[int, int]]:
    """Where each element of the file's top-level array lies in it."""

    def fail(message: str, at: int) -> InputError:
        return InputError(path, message, raw.count("\n", 0, at) + 1)

    position = _skip(raw, 0)
    if not raw.startswith("[", position):
        raise fail("TAB's JSON is an array of documents: expected `[`", position)
    places = []
    position = _skip(raw, position + 1)
    while not raw.startswith("]", position):
        try:
            _, end = _DECODER.raw_decode(raw, position)
        except json.JSONDecodeError as error:
            raise fail(f"invalid JSON: {error.msg}", error.pos) from None
        places.append((position, end))
        position = _skip(raw, end)
        if raw.startswith(",", position):
            position = _skip(raw, position + 1)
        elif not raw.startswith("]", position):
            raise fail("expected `,` or `]` after a document", position)
    if raw[position + 1 :].strip():
        raise fail("text after the array's end", position + 1)
    return places


def _skip(raw: str, position: int) -> int:
    while position < len(raw) and raw[position] in " \t\r\n\ufeff":
        position += 1
    return position


def _document(raw: str, start: int, end: int, line: int, source: SourceFile, lang: str) -> Document:
    record, _ = _DECODER.raw_decode(raw, start)
    if not isinstance(record, dict) or not isinstance(record.get("text"), str):
        raise InputError(source.path, "a document must be an object with a 'text' string", line)
    text = record["text"]
    # In the order the annotators wrote them: of two on the same stretch, the first is the
    # one a run takes (`annotations.resolved`).
    found: dict[tuple[int, int, str], None] = {}
    annotations = record.get("annotations") or {}
    for annotator, content in annotations.items() if isinstance(annotations, dict) else ():
        for mention in _mentions(content):
            where = f"annotator {annotator}'s mention {mention.get('entity_mention_id', '?')}"
            try:
                first, last = int(mention["start_offset"]), int(mention["end_offset"])
                label = str(mention["entity_type"])
            except (KeyError, TypeError, ValueError):
                raise InputError(
                    source.path, f"{where} has no offsets or no entity_type", line
                ) from None
            if "span_text" in mention and text[first:last] != mention["span_text"]:
                message = f"{where}: its span_text is not the text at its offsets"
                raise InputError(source.path, message, line)
            if mention.get("identifier_type") in MASKED:
                found[first, last, label] = None
    ordered = sorted(found, key=lambda span: span[:2])
    marked = tuple(Annotation(s, e, label, line) for s, e, label in ordered)
    doc_id = str(record.get("doc_id", f"{source.relpath.stem}-{line}"))
    meta = {"record": record, "place": (start, end)}
    return Document(doc_id, text, lang, meta, marked)


def _mentions(content: Any) -> list[dict[str, Any]]:
    mentions = content.get("entity_mentions") if isinstance(content, dict) else None
    return [m for m in mentions if isinstance(m, dict)] if isinstance(mentions, list) else []


def _rewritten(record: dict[str, Any], rewrite: Rewrite) -> dict[str, Any]:
    """The document with its new text, every annotator's mentions following their text."""
    out = {**record, "text": rewrite.text}
    annotations = record.get("annotations")
    if isinstance(annotations, dict):
        out["annotations"] = {
            annotator: _moved(content, rewrite) for annotator, content in annotations.items()
        }
    return out


def _moved(content: Any, rewrite: Rewrite) -> Any:
    if not isinstance(content, dict) or not isinstance(content.get("entity_mentions"), list):
        return content
    mentions = []
    for mention in content["entity_mentions"]:
        start, end = rewrite.map_span(mention["start_offset"], mention["end_offset"])
        moved = {**mention, "start_offset": start, "end_offset": end}
        if "span_text" in mention:
            moved["span_text"] = rewrite.text[start:end]
        mentions.append(moved)
    return {**content, "entity_mentions": mentions}


register(Format("tab", (".json",), read, write, "TAB .json"))
