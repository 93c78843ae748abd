"""Rules on disk: a CSV file with the header `type,condition,confidence,label`.

CSV because the people who write rules keep them in spreadsheets. Blank lines and lines whose
first cell starts with `#` are skipped, so a rules file can be commented. Every error names the
file and the line, and saving writes what loading reads back as the same rules.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from pathlib import Path

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.model import Rule, RuleError

HEADER = ("type", "condition", "confidence", "label")


class RulesFileError(ValueError):
    """A rules file that cannot be used; the message starts with `file:line:`."""


def load(path: Path) -> tuple[Rule, ...]:
    """The rules in `path`, in file order."""
    try:
        text = path.read_text(encoding="utf-8-sig")  # spreadsheets often write a BOM
    except UnicodeDecodeError as error:
        line = path.read_bytes()[: error.start].count(b"\n") + 1
        raise RulesFileError(f"{path}:{line}: not valid UTF-8") from None
    except OSError as error:
        raise RulesFileError(f"{path}: cannot read the rules file: {error.strerror}") from None
    return parse(text, str(path), origin_name=path.name)


def parse(text: str, name: str = "<rules>", origin_name: str | None = None) -> tuple[Rule, ...]:
    """Rules from CSV `text`; `name` is used in error messages, `origin_name` (default: `name`)
    in each rule's `origin`."""
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    rules: list[Rule] = []
    seen_header = False
    line = 0
    try:
        for row in reader:
            line, record_line = reader.line_num, line + 1
            if not row or not "".join(row).strip() or row[0].lstrip().startswith("#"):
                continue
            if not seen_header:
                _check_header(row, name, record_line)
                seen_header = True
                continue
            rules.append(_rule(row, name, record_line, origin_name or name))
    except csv.Error as error:
        raise RulesFileError(f"{name}:{reader.line_num}: malformed CSV: {error}") from None
    if not seen_header:
        raise RulesFileError(f"{name}:1: no rules: the header {','.join(HEADER)} is missing")
    return tuple(rules)


def dumps(rules: Iterable[Rule]) -> str:
    """CSV text for `rules`, header first; `parse(dumps(rules)) == rules`."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(HEADER)
    for rule in rules:
        label = rule.label.value if rule.label is not None else ""
        writer.writerow([rule.type.value, rule.condition, _number(rule.confidence), label])
    return buffer.getvalue()


def save(rules: Iterable[Rule], path: Path) -> None:
    """Write `rules` to `path` whole or not at all."""
    write_atomic(path, dumps(rules))


def _check_header(row: list[str], name: str, line: int) -> None:
    found = tuple(cell.strip().lower() for cell in row)
    if found != HEADER:
        raise RulesFileError(
            f"{name}:{line}: the first line must be the header {','.join(HEADER)}, "
            f"got {','.join(row)}"
        )


def _rule(row: list[str], name: str, line: int, origin_name: str) -> Rule:
    if len(row) != len(HEADER):
        raise RulesFileError(
            f"{name}:{line}: expected {len(HEADER)} fields ({','.join(HEADER)}), got {len(row)}"
        )
    kind, condition, confidence, label = (cell.strip() for cell in row)
    try:
        number = float(confidence)
    except ValueError:
        raise RulesFileError(f"{name}:{line}: confidence {confidence!r} is not a number") from None
    try:
        return Rule.of(kind, condition, number, label, origin=f"{origin_name}:{line}")
    except RuleError as error:
        raise RulesFileError(f"{name}:{line}: {error}") from None


def _number(value: float) -> str:
    """`1` rather than `1.0` for whole numbers (as people write them); otherwise the shortest
    text that reads back as the same float."""
    return str(int(value)) if value.is_integer() else repr(value)
