"""The tables `pseudonymizer metadata` reads and writes: CSV, TSV, and JSONL records' `meta`.

CSV and TSV are told apart by the suffix (`.csv`, `.tsv`/`.tab`) or a given delimiter; the
first row names the columns; UTF-8, with a byte-order mark tolerated. In JSONL, the fields of
each record's `meta` object are its columns and the rest of the record passes through as it is.
A row that cannot be read is reported by its line and left out of the output.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.errors import InputError

DELIMITERS = {".csv": ",", ".tsv": "\t", ".tab": "\t"}
JSONL = ".jsonl"


@dataclass
class Row:
    """One row's columns, the line it starts on, and (JSONL) the record around them."""

    fields: dict[str, Any]
    line: int
    record: dict[str, Any] | None = None


@dataclass
class Table:
    path: Path
    columns: list[str]
    rows: list[Row]
    # The delimiter of a CSV or TSV file; None for JSONL.
    delimiter: str | None
    errors: list[InputError] = field(default_factory=list)


def delimiter_for(path: Path, given: str | None = None) -> str | None:
    """The delimiter of `path`'s rows (None: JSONL)."""
    if path.suffix.lower() == JSONL:
        return None
    if given is not None:
        chosen = "\t" if given in ("\\t", "tab") else given
        if len(chosen) != 1:
            raise InputError(path, f"--delimiter must be one character (or \\t), not {given!r}")
        return chosen
    if path.suffix.lower() in DELIMITERS:
        return DELIMITERS[path.suffix.lower()]
    raise InputError(path, "unknown table format: name it .csv, .tsv or .jsonl or pass --delimiter")


def read_table(path: Path, delimiter: str | None = None) -> Table:
    """Every good row; `Table.errors` names the line of each bad one."""
    chosen = delimiter_for(path, delimiter)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise InputError(path, "no such file") from None
    except OSError as error:
        raise InputError(path, f"cannot read: {error.strerror}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise InputError(path, "not UTF-8 text", line) from None
    if chosen is None:
        return _read_jsonl(path, text)
    return _read_delimited(path, text, chosen)


def _read_delimited(path: Path, text: str, delimiter: str) -> Table:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    try:
        header = next(reader)
    except StopIteration:
        raise InputError(path, "empty file; the first row must name the columns") from None
    except csv.Error as error:
        raise InputError(path, f"unreadable header: {error}", 1) from None
    names = [name.strip() for name in header]
    if "" in names:
        raise InputError(path, f"column {names.index('') + 1} of the header has no name", 1)
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        raise InputError(path, f"the header names column {duplicates[0]!r} twice", 1)
    table = Table(path, names, [], delimiter)
    start = reader.line_num + 1
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            break
        except csv.Error as error:
            table.errors.append(InputError(path, f"unreadable row: {error}", start))
            start = reader.line_num + 1
            continue
        if cells and len(cells) != len(names):
            message = f"{len(cells)} fields where the header names {len(names)}"
            table.errors.append(InputError(path, message, start))
        elif cells:
            table.rows.append(Row(dict(zip(names, cells, strict=True)), start))
        start = reader.line_num + 1
    return table


def _read_jsonl(path: Path, text: str) -> Table:
    table = Table(path, [], [], None)
    columns: dict[str, None] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            message = f"invalid JSON: {error.msg} (column {error.colno})"
            table.errors.append(InputError(path, message, number))
            continue
        if not isinstance(record, dict):
            table.errors.append(InputError(path, "a record must be a JSON object", number))
            continue
        meta = record.get("meta", {})
        if not isinstance(meta, dict):
            table.errors.append(InputError(path, "the record's 'meta' is not an object", number))
            continue
        columns.update(dict.fromkeys(meta))
        table.rows.append(Row(dict(meta), number, record))
    table.columns = list(columns)
    return table


def write_table(
    table: Table, rows: Iterable[Row], columns: list[str], path: Path, delimiter: str | None
) -> None:
    """`rows` (with `columns`, in order) to `path` whole or not at all, in `table`'s format;
    CSV and TSV with the delimiter asked for (None: the input's)."""
    if table.delimiter is None:
        lines = [json.dumps(_record(row), ensure_ascii=False) + "\n" for row in rows]
        write_atomic(path, "".join(lines))
        return
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, delimiter=delimiter or table.delimiter, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow([_cell(row.fields.get(name)) for name in columns])
    write_atomic(path, buffer.getvalue())


def _record(row: Row) -> dict[str, Any]:
    """The record with its generalized `meta` (a record without one stays without)."""
    record = row.record or {}
    if "meta" not in record and not row.fields:
        return record
    return {**record, "meta": row.fields}


def _cell(value: Any) -> Any:
    return "" if value is None else value
