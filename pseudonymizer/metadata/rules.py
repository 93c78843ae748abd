"""The RULES file of `pseudonymizer metadata`: what becomes of each metadata column.

A TOML file (read with `tomllib`):

```toml
quasi_identifiers = ["age", "arrival", "country", "gender"]  # default: the generalized columns
sensitive = "proficiency"    # optional: the column whose l-diversity the report gives
unlisted = "drop"            # a column not named below: "drop" (default, fail closed) or "keep"
[columns]
learner_id = "drop"
gender = "keep"
age = { age = 5 }                      # 5-year spans: 23 -> "20-24"; 90 and over -> "90+" (HIPAA)
arrival = { date = "year" }            # "year" | "quarter" | "month" -> 2014 / 2014-Q2 / 2014-05
income = { range = 10000 }             # 23500 -> "20000-29999"; -3 with 10 -> "-10--1"
country = { map = "regions.csv" }      # or inline: { map = { Poland = "Europe" } }
essay_title = { text = "tag", lang = "sv" }  # the text pipeline: remove | tag | pseudonymize
```

Each generalizing rule is a hierarchy of levels, level 0 being the rule as written and the last
one `*` (nothing left), which `--k` climbs one step at a time:

- `age = N`: spans of N, 2N, 4N ... years while shorter than 90, then `*`; ages are whole
  numbers from 0, and every age from 90 on is `90+` (a span reaching past 89 ends at 89).
- `date`: month -> quarter -> year -> decade (`2010s`) -> `*`, starting where the rule says.
  Accepted: ISO 8601 only (`2014-05-03`, `2014-05-03T10:00`, `2014-05`, `2014`), since
  `03/05/2014` reads as March or May depending on the country; a value less precise than its
  level (`2014` for months) is `*`.
- `range = W` (a whole number): ranges of W, 2W, 4W ... (ten doublings), then `*`; the range
  `[lo, lo + W)` is written `lo-(lo + W - 1)`, so 19.5 with W = 10 is `10-19`.
- `map`: the mapped value, then `*`. A CSV map file (path relative to the RULES file) holds
  one `value,coarser value` pair a row (a header row is one more harmless pair); values match
  exactly after surrounding spaces are stripped.
- `keep`, where the column is a quasi-identifier: the value, then `*`.

A value its rule cannot read (not a number, not a date, not in the map) becomes `*` (fail
closed) and is counted in the report. A missing value (an empty cell, a JSON null or absent
field) stays missing and is a value like any other when rows are grouped.
"""

from __future__ import annotations

import csv
import math
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from pathlib import Path
from typing import Any, ClassVar

from pseudonymizer.choices import Mode
from pseudonymizer.languages import supported

SUPPRESSED = "*"
TOP_AGE = 90
RANGE_DOUBLINGS = 10


class RulesError(ValueError):
    """A RULES file that cannot be used; the message names the file and the key."""


class Unlisted(StrEnum):
    """What becomes of a column the RULES file does not name."""

    DROP = "drop"
    KEEP = "keep"


class DateUnit(StrEnum):
    """The steps of the date hierarchy, finest first."""

    MONTH = "month"
    QUARTER = "quarter"
    YEAR = "year"
    DECADE = "decade"


_DATE_UNITS = list(DateUnit)


@dataclass(frozen=True)
class Keep:
    """The value as it is (`*` one step up, where the column is a quasi-identifier)."""

    levels: ClassVar[int] = 1

    def apply(self, value: Any, level: int) -> Any:
        return value


@dataclass(frozen=True)
class Drop:
    """The column is left out of the output."""

    levels: ClassVar[int] = 0

    def apply(self, value: Any, level: int) -> Any:
        raise AssertionError("a dropped column is never generalized")


@dataclass(frozen=True)
class AgeSpan:
    width: int

    @property
    def levels(self) -> int:
        steps = 1
        while self.width * 2**steps < TOP_AGE:
            steps += 1
        return steps

    def apply(self, value: Any, level: int) -> str | None:
        age = _whole_number(value)
        if age is None or age < 0:
            return None
        if age >= TOP_AGE:
            return f"{TOP_AGE}+"
        width = self.width * 2**level
        low = age // width * width
        return f"{low}-{min(low + width, TOP_AGE) - 1}"


@dataclass(frozen=True)
class DatePrecision:
    unit: DateUnit

    @property
    def levels(self) -> int:
        return len(_DATE_UNITS) - _DATE_UNITS.index(self.unit)

    def apply(self, value: Any, level: int) -> str | None:
        parsed = parse_date(value)
        if parsed is None:
            return None
        year, month = parsed
        unit = _DATE_UNITS[_DATE_UNITS.index(self.unit) + level]
        if unit is DateUnit.DECADE:
            return f"{year // 10 * 10}s"
        if unit is DateUnit.YEAR:
            return str(year)
        if month is None:
            return None
        if unit is DateUnit.QUARTER:
            return f"{year}-Q{(month - 1) // 3 + 1}"
        return f"{year}-{month:02d}"


@dataclass(frozen=True)
class NumberRange:
    width: int

    levels: ClassVar[int] = RANGE_DOUBLINGS + 1

    def apply(self, value: Any, level: int) -> str | None:
        number = _number(value)
        if number is None:
            return None
        width = self.width * 2**level
        low = math.floor(number / width) * width
        return f"{low}-{low + width - 1}"


@dataclass(frozen=True)
class ValueMap:
    mapping: Mapping[str, str]

    levels: ClassVar[int] = 1

    def apply(self, value: Any, level: int) -> str | None:
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            return None
        return self.mapping.get(str(value).strip())


@dataclass(frozen=True)
class FreeText:
    """Free text through the text pipeline; `lang` None: the command's `--lang`."""

    mode: Mode
    lang: str | None = None

    levels: ClassVar[int] = 0

    def apply(self, value: Any, level: int) -> Any:
        raise AssertionError("free text goes through the pipeline, not a hierarchy")


# Every rule has `levels`, the level at which each value is `*`, and `apply(value, level)`, the
# value at a lower level (None where the rule cannot read it).
ColumnRule = Keep | Drop | AgeSpan | DatePrecision | NumberRange | ValueMap | FreeText
GENERALIZING = (AgeSpan, DatePrecision, NumberRange, ValueMap)


@dataclass(frozen=True)
class MetadataRules:
    columns: Mapping[str, ColumnRule]
    quasi_identifiers: tuple[str, ...] = ()
    sensitive: str | None = None
    unlisted: Unlisted = Unlisted.DROP
    source: Path | None = field(default=None, compare=False)

    def rule(self, column: str) -> ColumnRule:
        """The column's rule; an unlisted column is dropped or kept as the file says."""
        if column in self.columns:
            return self.columns[column]
        return Keep() if self.unlisted is Unlisted.KEEP else Drop()


def read_rules(path: Path) -> MetadataRules:
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except FileNotFoundError:
        raise RulesError(f"{path}: no such rules file") from None
    except OSError as error:
        raise RulesError(f"{path}: cannot read: {error.strerror}") from None
    except tomllib.TOMLDecodeError as error:
        raise RulesError(f"{path}: not valid TOML: {error}") from None
    return parse_rules(data, path)


def parse_rules(data: Mapping[str, Any], path: Path) -> MetadataRules:
    """The rules of a parsed RULES file; `path` names the file in errors and anchors map files."""

    def bad(key: str, message: str) -> RulesError:
        return RulesError(f"{path}: {key}: {message}")

    unknown = sorted(set(data) - {"quasi_identifiers", "sensitive", "unlisted", "columns"})
    if unknown:
        raise bad(
            unknown[0], "unknown key; use quasi_identifiers, sensitive, unlisted or [columns]"
        )
    table = data.get("columns", {})
    if not isinstance(table, dict):
        raise bad("columns", "must be a table ([columns])")
    columns = {name: _column_rule(name, spec, path) for name, spec in table.items()}
    unlisted = data.get("unlisted", Unlisted.DROP.value)
    if unlisted not in list(Unlisted):
        raise bad("unlisted", f"{unlisted!r} is neither 'drop' nor 'keep'")
    sensitive = data.get("sensitive")
    if sensitive is not None and not isinstance(sensitive, str):
        raise bad("sensitive", "must be one column name")
    rules = MetadataRules(columns, (), sensitive, Unlisted(unlisted), path)
    if "quasi_identifiers" in data:
        named = data["quasi_identifiers"]
        if not isinstance(named, list) or not all(isinstance(name, str) for name in named):
            raise bad("quasi_identifiers", "must be a list of column names")
        quasi = tuple(dict.fromkeys(named))
    else:
        quasi = tuple(name for name, rule in columns.items() if isinstance(rule, GENERALIZING))
    for name in quasi:
        if isinstance(rules.rule(name), Drop | FreeText):
            raise bad(
                f"quasi_identifiers: {name}",
                "a dropped or free-text column cannot be a quasi-identifier; give it a rule "
                "that keeps or generalizes it",
            )
    if sensitive is not None:
        if sensitive in quasi:
            raise bad("sensitive", f"{sensitive!r} is also a quasi-identifier")
        if isinstance(rules.rule(sensitive), Drop | FreeText):
            raise bad("sensitive", f"{sensitive!r} must be kept or generalized to be reported on")
    return MetadataRules(columns, quasi, sensitive, Unlisted(unlisted), path)


_RULE_KEYS = ("age", "date", "range", "map", "text")


def _column_rule(name: str, spec: object, path: Path) -> ColumnRule:
    def bad(message: str) -> RulesError:
        return RulesError(f"{path}: columns.{name}: {message}")

    if spec == "keep":
        return Keep()
    if spec == "drop":
        return Drop()
    if not isinstance(spec, dict):
        raise bad(f'{spec!r} is not a rule; use "keep", "drop" or a table such as {{age = 5}}')
    kinds = [key for key in spec if key in _RULE_KEYS]
    if len(kinds) != 1:
        raise bad(f"name exactly one of {', '.join(_RULE_KEYS)}")
    kind = kinds[0]
    extra = sorted(set(spec) - {kind, "lang"} if kind == "text" else set(spec) - {kind})
    if extra:
        raise bad(f"unknown key {extra[0]!r} beside {kind!r}")
    value = spec[kind]
    if kind in ("age", "range"):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise bad(f"{kind} must be a whole number of at least 1, not {value!r}")
        return AgeSpan(value) if kind == "age" else NumberRange(value)
    if kind == "date":
        if value not in (DateUnit.MONTH, DateUnit.QUARTER, DateUnit.YEAR):
            raise bad(f"date must be 'year', 'quarter' or 'month', not {value!r}")
        return DatePrecision(DateUnit(value))
    if kind == "map":
        return ValueMap(_mapping(value, path, bad))
    if value not in list(Mode):
        raise bad(f"text must be one of {', '.join(Mode)}, not {value!r}")
    lang = spec.get("lang")
    if lang is not None and lang not in supported():
        raise bad(f"unsupported lang {lang!r}; choose one of: {', '.join(supported())}")
    return FreeText(Mode(value), lang)


def _mapping(value: object, path: Path, bad: Callable[[str], RulesError]) -> dict[str, str]:
    if isinstance(value, dict):
        if not all(isinstance(coarse, str) for coarse in value.values()):
            raise bad("every value of an inline map must be a string")
        return {str(key).strip(): coarse for key, coarse in value.items()}
    if not isinstance(value, str):
        raise bad("map must be a CSV file name or an inline table")
    file = path.parent / value
    try:
        text = file.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise bad(f"no such map file {file}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise bad(f"cannot read map file {file}: {error}") from None
    mapping: dict[str, str] = {}
    for number, row in enumerate(csv.reader(text.splitlines()), start=1):
        if not row:
            continue
        if len(row) != 2:
            raise RulesError(f"{file}:{number}: a map row is two fields, value,coarser value")
        mapping[row[0].strip()] = row[1].strip()
    return mapping


_WHOLE = re.compile(r"[+-]?\d+")
_YEAR = re.compile(r"\d{4}")
_YEAR_MONTH = re.compile(r"(\d{4})-(\d{2})")


def _whole_number(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and _WHOLE.fullmatch(value.strip()):
        return int(value)
    return None


def _number(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        return None
    try:
        number = Decimal(str(value).strip())
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


def parse_date(value: Any) -> tuple[int, int | None] | None:
    """Year and month (None for a bare year) of an ISO 8601 date, else None."""
    if not isinstance(value, str):
        return None
    text = value.strip()
    if _YEAR.fullmatch(text):
        return int(text), None
    if found := _YEAR_MONTH.fullmatch(text):
        month = int(found[2])
        return (int(found[1]), month) if 1 <= month <= 12 else None
    try:
        parsed = date.fromisoformat(text) if len(text) == 10 else datetime.fromisoformat(text)
    except ValueError:
        return None
    return parsed.year, parsed.month
