"""Read gold annotations and predictions, from JSONL or from BRAT folders.

Gold is a JSONL corpus (`{"id", "text", "spans": [{"start", "end", "label"}]}`, the format of
shared/data) or BRAT `.txt` + `.ann` pairs, one file or a folder of them. Predictions are
`pseudonymizer detect` output (`{"id", "spans": [...]}`, canonical labels) or BRAT with
canonical labels; their text is the gold's, so a prediction only needs offsets and a label.
Ids follow the readers of `pseudonymizer.io`, so `detect` on the gold gives matching ids: a
JSONL record's `id`, a BRAT document's path relative to the folder without its suffix.

Evaluation figures from half a corpus would look like real figures, so every problem stops
the reading with an `InputError` that names the file and line.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pseudonymizer.categories import Category
from pseudonymizer.io.decode import decode
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import SourceFile
from pseudonymizer.io.formats import brat
from pseudonymizer.io.formats.text import document_id
from pseudonymizer.io.sources import discover

Fragment = tuple[int, int]


@dataclass(frozen=True)
class Span:
    """One annotated or predicted stretch of text; `line` says where it was read, for errors."""

    start: int
    end: int
    label: str
    line: int | None = None
    fragments: tuple[Fragment, ...] = ()  # only for discontinuous BRAT annotations

    def as_dict(self) -> dict[str, Any]:
        """The form `metrics.score_document` takes."""
        span: dict[str, Any] = {"start": self.start, "end": self.end, "label": self.label}
        if self.fragments:
            span["fragments"] = list(self.fragments)
        return span


@dataclass
class GoldDocument:
    """A document's text with its spans; `path` and `line` say where it was read."""

    id: str
    text: str
    spans: list[Span]
    path: Path
    line: int | None = None


@dataclass
class Predictions:
    """Predicted spans by document id; `path` is the file or folder they came from."""

    path: Path
    spans: dict[str, list[Span]] = field(default_factory=dict)


def read_gold(path: Path) -> list[GoldDocument]:
    """The gold documents in `path` (a `.jsonl` file, a BRAT pair or a folder of pairs)."""
    documents = _read_jsonl_gold(path) if _is_jsonl(path) else _read_brat(path)
    seen: dict[str, GoldDocument] = {}
    for document in documents:
        if document.id in seen:
            raise InputError(
                document.path, f"document id {document.id!r} occurs twice", document.line
            )
        seen[document.id] = document
    return documents


def read_predictions(path: Path, gold: list[GoldDocument]) -> Predictions:
    """The predicted spans of `path`, checked against the gold documents' ids and texts."""
    texts = {document.id: document.text for document in gold}
    if _is_jsonl(path):
        return _read_jsonl_predictions(path, texts)
    predictions = Predictions(path)
    for document in _read_brat(path):
        if document.id not in texts:
            raise InputError(document.path, f"document {document.id!r} is not in the gold")
        if document.text != texts[document.id]:
            raise InputError(document.path, f"the text differs from gold document {document.id!r}")
        for span in document.spans:
            _check_canonical(span.label, document.path, span.line)
        predictions.spans[document.id] = document.spans
    return predictions


def _is_jsonl(path: Path) -> bool:
    if not path.exists():
        raise InputError(path, "no such file or directory")
    return path.is_file() and path.suffix.lower() == ".jsonl"


def _records(path: Path) -> list[tuple[int, dict[str, Any]]]:
    """Every record of a JSONL file with its line number; blank lines are skipped."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise InputError(path, f"cannot read: {error.strerror}") from None
    records = []
    for number, line in enumerate(raw.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(decode(line, path, number).removeprefix("\ufeff"))
        except json.JSONDecodeError as error:
            raise InputError(
                path, f"invalid JSON: {error.msg} (column {error.colno})", number
            ) from None
        if not isinstance(record, dict):
            raise InputError(path, "a record must be a JSON object", number)
        records.append((number, record))
    return records


def _read_jsonl_gold(path: Path) -> list[GoldDocument]:
    documents = []
    for number, record in _records(path):
        text = record.get("text")
        if not isinstance(text, str):
            raise InputError(path, "the record has no 'text' string", number)
        doc_id = str(record.get("id", f"{path.stem}-{number}"))
        spans = _spans(record, len(text), path, number)
        documents.append(GoldDocument(doc_id, text, spans, path, number))
    return documents


def _read_jsonl_predictions(path: Path, texts: dict[str, str]) -> Predictions:
    predictions = Predictions(path)
    for number, record in _records(path):
        if "id" not in record:
            raise InputError(path, "the record has no 'id'", number)
        doc_id = str(record["id"])
        if doc_id not in texts:
            raise InputError(path, f"document {doc_id!r} is not in the gold", number)
        if doc_id in predictions.spans:
            raise InputError(path, f"document {doc_id!r} occurs twice", number)
        spans = _spans(record, len(texts[doc_id]), path, number)
        for span in spans:
            _check_canonical(span.label, path, number)
        predictions.spans[doc_id] = spans
    return predictions


def _spans(record: dict[str, Any], length: int, path: Path, number: int) -> list[Span]:
    raw = record.get("spans", [])
    if not isinstance(raw, list):
        raise InputError(path, "'spans' must be a list", number)
    spans = []
    for index, item in enumerate(raw):
        where = f"span {index + 1}"
        if not isinstance(item, dict):
            raise InputError(path, f"{where} is not an object", number)
        start, end, label = item.get("start"), item.get("end"), item.get("label")
        if not isinstance(start, int) or not isinstance(end, int) or not isinstance(label, str):
            raise InputError(path, f"{where} needs integer 'start', 'end' and a 'label'", number)
        if not 0 <= start < end <= length:
            raise InputError(
                path, f"{where}: offsets {start}-{end} do not fit the text ({length} chars)", number
            )
        spans.append(Span(start, end, label, number))
    return spans


def _read_brat(path: Path) -> list[GoldDocument]:
    """BRAT pairs; a `.txt` without a `.ann` beside it is a document without annotations."""
    sources, errors = discover([path])
    if errors:
        raise errors[0]
    documents = []
    for source in sources:
        if source.format == "jsonl":
            raise InputError(source.path, "a BRAT folder may only hold .txt and .ann files")
        documents.append(_brat_document(source))
    return documents


def _brat_document(source: SourceFile) -> GoldDocument:
    [document], _ = brat.read(source, "en")  # the language plays no part in reading
    spans = []
    for number, line in enumerate(document.meta["brat"], start=1):
        if line.span is None:
            continue
        fragments = line.span.fragments
        start, end = min(s for s, _ in fragments), max(e for _, e in fragments)
        if not any(s < e for s, e in fragments):
            raise InputError(brat.ann_path(source), "an annotation without text", number)
        spans.append(
            Span(
                start, end, line.span.label, number, tuple(fragments) if len(fragments) > 1 else ()
            )
        )
    return GoldDocument(document_id(source), document.text, spans, brat.ann_path(source))


def _check_canonical(label: str, path: Path, line: int | None) -> None:
    """Predictions come from `pseudonymizer detect`, which writes canonical labels only."""
    try:
        Category(label)
    except ValueError:
        raise InputError(
            path,
            f"predicted label {label!r} is not a canonical category "
            f"({', '.join(c.value for c in Category)})",
            line,
        ) from None
