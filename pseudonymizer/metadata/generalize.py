"""The rules applied to rows, and the search `--k N` makes for levels that leave every row
among at least N - 1 others (as ARX does for tables).

The search starts from the rules as written. While more rows stand in classes smaller than k
than may be suppressed (`max_suppressed`, a fraction of the rows), it takes the one step up one
quasi-identifier's hierarchy that leaves the fewest rows in too-small classes (ties: the column
with more distinct values, then the earlier quasi-identifier), so the result is deterministic.
When few enough rows are left over, they are suppressed: left out of the output and counted.
It always ends: with every quasi-identifier at `*` the table is one class.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pseudonymizer.metadata.anonymity import Key, hashable, rows_below
from pseudonymizer.metadata.freetext import TextCleaner
from pseudonymizer.metadata.rules import SUPPRESSED, ColumnRule, Drop, FreeText, MetadataRules


class AnonymityError(ValueError):
    """A k no generalization can reach."""


@dataclass
class Generalized:
    """The rows as they are written, and what it took."""

    rows: list[dict[str, Any]]
    # The indices (into the rows given) of the rows written, in order.
    kept: list[int]
    # Each quasi-identifier's level: 0 the rule as written, `rule.levels` all `*`.
    levels: dict[str, int]
    suppressed: int = 0
    # Per column, the values of all the rows given that its rule as written cannot read
    # (written as `*` where the row is written).
    unreadable: Counter[str] = field(default_factory=Counter)


def missing(value: Any) -> bool:
    return value is None or value == ""


def generalize_value(rule: ColumnRule, value: Any, level: int = 0) -> tuple[Any, bool]:
    """The value at `level` of its rule's hierarchy, and whether the rule could read it. A
    missing value stays missing below the top level, where everything is `*`."""
    if level >= rule.levels:
        return SUPPRESSED, True
    if missing(value):
        return value, True
    generalized = rule.apply(value, level)
    return (SUPPRESSED, False) if generalized is None else (generalized, True)


def generalize_rows(
    rows: Sequence[Mapping[str, Any]],
    rules: MetadataRules,
    *,
    k: int | None = None,
    max_suppressed: float = 0.05,
    cleaner: TextCleaner | None = None,
    lang: str = "en",
) -> Generalized:
    """`rows` generalized by `rules`; with `k`, at the levels the search finds and without the
    rows it suppresses. Free text goes through `cleaner` (made here if needed) in `lang` unless
    its rule names a language. Dropped columns are left out; columns keep their order."""
    quasi = rules.quasi_identifiers
    if k is not None and len(rows) < k:
        raise AnonymityError(
            f"the table has {len(rows)} rows, fewer than --k {k}: no generalization puts "
            f"every row among {k - 1} others"
        )
    levels = {column: 0 for column in quasi}
    below: list[int] = []
    if k is not None:
        levels, below = search(rows, rules, k, math.floor(max_suppressed * len(rows)))
    suppressed = set(below)
    kept = [index for index in range(len(rows)) if index not in suppressed]
    out: list[dict[str, Any]] = [{} for _ in kept]
    columns = list(dict.fromkeys(column for index in kept for column in rows[index]))
    for column in columns:
        rule = rules.rule(column)
        if isinstance(rule, Drop):
            continue
        present = [(i, rows[j][column]) for i, j in enumerate(kept) if column in rows[j]]
        if isinstance(rule, FreeText):
            cleaner = cleaner or TextCleaner()
            texts = [(i, str(value)) for i, value in present if not missing(value)]
            cleaned = cleaner.clean([text for _, text in texts], rule.mode, rule.lang or lang)
            for i, value in present:
                out[i][column] = value
            for (i, _), text in zip(texts, cleaned, strict=True):
                out[i][column] = text
            continue
        for i, value in present:
            out[i][column] = generalize_value(rule, value, levels.get(column, 0))[0]
    unreadable = Counter(
        column
        for row in rows
        for column, value in row.items()
        if not isinstance(rules.rule(column), Drop | FreeText)
        and not generalize_value(rules.rule(column), value)[1]
    )
    return Generalized(out, kept, levels, len(suppressed), unreadable)


def generalize_fields(
    fields: Mapping[str, Any],
    rules: MetadataRules,
    cleaner: TextCleaner | None = None,
    lang: str = "en",
) -> dict[str, Any]:
    """One document's metadata (a JSONL record's fields, a TEI header's) by the rules as
    written; `cleaner` is best shared between calls, since it holds the text pipelines."""
    return generalize_rows([fields], rules, cleaner=cleaner, lang=lang).rows[0]


def search(
    rows: Sequence[Mapping[str, Any]], rules: MetadataRules, k: int, limit: int
) -> tuple[dict[str, int], list[int]]:
    """The levels of the quasi-identifiers at which at most `limit` rows stand in classes
    smaller than `k`, and those rows."""
    quasi = rules.quasi_identifiers
    cache: dict[tuple[str, int], list[Any]] = {}

    def values(column: str, level: int) -> list[Any]:
        if (column, level) not in cache:
            rule = rules.rule(column)
            cache[column, level] = [
                hashable(generalize_value(rule, row.get(column), level)[0]) for row in rows
            ]
        return cache[column, level]

    def grouped(levels: Mapping[str, int]) -> list[Key]:
        if not quasi:
            return [()] * len(rows)
        return list(zip(*(values(column, levels[column]) for column in quasi), strict=True))

    levels = {column: 0 for column in quasi}
    below = rows_below(grouped(levels), k)
    while len(below) > limit:
        options = []
        for order, column in enumerate(quasi):
            if levels[column] < rules.rule(column).levels:
                step = {**levels, column: levels[column] + 1}
                distinct = len(set(values(column, levels[column])))
                options.append((len(rows_below(grouped(step), k)), -distinct, order, column))
        if not options:  # unreachable while len(rows) >= k: all `*` is one class
            break
        levels[min(options)[3]] += 1
        below = rows_below(grouped(levels), k)
    return levels, below
