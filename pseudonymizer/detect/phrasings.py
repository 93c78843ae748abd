"""Numbers that phrases of a language mark as ages or times (`42 years old`, `ve věku 42`,
`v 19 hodin`, `um 8 Uhr`): each language lists its phrasings with `{N}` where the number stands,
and one alternation of them all scans a text once."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pseudonymizer.detect.prefilter import prefiltered


def one_pattern(phrasings: Sequence[str], number: str) -> re.Pattern[str] | None:
    """All `phrasings` as one case-insensitive pattern; `{N}` in the i-th becomes a group
    `n{i}` matching `number`. None when there are no phrasings."""
    parts = [
        f"(?:{phrasing.replace('{N}', f'(?P<n{i}>{number})')})"
        for i, phrasing in enumerate(phrasings)
    ]
    return prefiltered(re.compile("|".join(parts), re.IGNORECASE)) if parts else None


def number_span(match: re.Match[str]) -> tuple[int, int]:
    """Where the number stands in a match of `one_pattern`."""
    group = next(name for name, value in match.groupdict().items() if value is not None)
    return match.span(group)
