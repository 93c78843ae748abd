"""How anonymous a table is over its quasi-identifiers (the columns an attacker can know from
elsewhere: age, arrival date, country ...).

- k-anonymity: rows identical on every quasi-identifier form an equivalence class; k is the
  size of the smallest class, so each row hides among at least k - 1 others.
- l-diversity (distinct): the fewest distinct values of the sensitive column in a class; with
  l = 1 some class shares one sensitive value, which its members then give away.
- Per column: the rows unique on that column alone, and the k the table would have without
  it, so that the columns that make rows unique stand out.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

Key = tuple[Any, ...]


@dataclass(frozen=True)
class ColumnFigures:
    column: str
    # Rows whose value of this column no other row has.
    unique_alone: int
    # k over the other quasi-identifiers.
    k_without: int


@dataclass(frozen=True)
class AnonymityReport:
    rows: int
    k: int
    classes: int
    # Rows in classes smaller than the k wanted (0 where none is wanted).
    below_k: int
    # Distinct l of the sensitive column (None: no sensitive column).
    l_diversity: int | None
    columns: tuple[ColumnFigures, ...]


def hashable(value: Any) -> Any:
    """A value rows can be grouped by: strings as they are, anything else (JSON numbers,
    lists, objects) by its JSON text, marked so that `1` and `"1"` stay apart."""
    return value if isinstance(value, str) else ("json", json.dumps(value, sort_keys=True))


def keys(rows: Sequence[Mapping[str, Any]], columns: Sequence[str]) -> list[Key]:
    """Each row's values of `columns`, as it is grouped."""
    return [tuple(hashable(row.get(column)) for column in columns) for row in rows]


def smallest_class(keys: Sequence[Key]) -> int:
    """k: the size of the smallest class (0 for no rows)."""
    return min(Counter(keys).values(), default=0)


def rows_below(keys: Sequence[Key], k: int) -> list[int]:
    """The indices of the rows in classes smaller than `k`."""
    sizes = Counter(keys)
    return [index for index, key in enumerate(keys) if sizes[key] < k]


def anonymity_report(
    rows: Sequence[Mapping[str, Any]],
    quasi_identifiers: Sequence[str],
    sensitive: str | None = None,
    k_wanted: int = 0,
) -> AnonymityReport:
    grouped = keys(rows, quasi_identifiers)
    l_diversity = None
    if sensitive is not None:
        values: dict[Key, set[Any]] = defaultdict(set)
        for key, row in zip(grouped, rows, strict=True):
            values[key].add(hashable(row.get(sensitive)))
        l_diversity = min((len(distinct) for distinct in values.values()), default=0)
    figures = []
    for column in quasi_identifiers:
        alone = Counter(keys(rows, [column]))
        others = [name for name in quasi_identifiers if name != column]
        figures.append(
            ColumnFigures(
                column,
                sum(1 for size in alone.values() if size == 1),
                smallest_class(keys(rows, others)),
            )
        )
    return AnonymityReport(
        len(rows),
        smallest_class(grouped),
        len(set(grouped)),
        len(rows_below(grouped, k_wanted)),
        l_diversity,
        tuple(figures),
    )
