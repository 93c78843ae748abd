"""What the audit found: where, of which kind, and whether it is certain. Offsets into the output
(or into its file name), never the text: a report carries no personal data."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Finding:
    """A stretch of the output: a certain leak (an entity's form left standing) or a suspected
    one (for a person to check). `kind` says what was found (`original`, `part`, `form`,
    `folded`, `inside`, `handle`, `date`, `impossible_time` ...), `category` of what; `where`
    is `text`, or `name` for the output's file name."""

    start: int
    end: int
    kind: str
    category: str
    certain: bool
    where: str = "text"

    def as_dict(self) -> dict[str, Any]:
        found: dict[str, Any] = {
            "start": self.start,
            "end": self.end,
            "kind": self.kind,
            "category": self.category,
        }
        if self.where != "text":
            found["in"] = self.where
        return found


def overlaps(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether `start:end` overlaps one of `spans` (sorted, not overlapping)."""
    i = bisect_right(spans, (start, float("inf"))) - 1
    for j in (i, i + 1):
        if 0 <= j < len(spans) and spans[j][0] < end and start < spans[j][1]:
            return True
    return False
