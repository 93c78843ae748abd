"""Text as the audit compares it: case-folded and without diacritics, so `NOVÁK`, `novák` and
`Novak` are all Novák, with the way back to the offsets of the text as written."""

from __future__ import annotations

import unicodedata
from functools import cache

# Letters NFKD does not take apart.
_PLAIN = {"ł": "l", "ø": "o", "đ": "d", "ı": "i", "æ": "ae", "œ": "oe"}


@cache
def fold_char(char: str) -> str:
    """One character case-folded and without its marks (`Á` -> `a`, `ß` -> `ss`)."""
    decomposed = unicodedata.normalize("NFKD", char.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return "".join(_PLAIN.get(c, c) for c in plain)


def fold(text: str) -> str:
    return "".join(fold_char(char) for char in text)


def folded_with_offsets(text: str) -> tuple[str, list[int]]:
    """`text` folded, and for each character of it the offset in `text` it came from (one
    more entry: the end)."""
    pieces: list[str] = []
    offsets: list[int] = []
    for i, char in enumerate(text):
        folded = fold_char(char)
        pieces.append(folded)
        offsets.extend([i] * len(folded))
    offsets.append(len(text))
    return "".join(pieces), offsets
