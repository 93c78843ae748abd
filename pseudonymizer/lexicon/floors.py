"""Floors of a building as each language writes them after an ordinal (`2. OG`, `3. Stock`,
`3. patro`, `2. piętro`, `4:e våningen`, `3 tr`, `2. emelet`, `1st floor`).

An ordinal before a floor word is part of an address, like the door's number after it: no day
of a month (`12. 2. emelet` is no 2 December), no person's or company's name (`2. OG` is no
firm of the Austrian legal form `OG`). The words are few and closed, and no library lists
them: a registry keyed by language holds them, each matched whole, in lower case (the German
abbreviations as written, in capitals).
"""

from __future__ import annotations

import re
from functools import cache

# The floor words of each language, lower-case forms matched without regard to case; `CAPITALS`
# only as written (German `OG` and `EG`; `og` is no floor).
FLOOR_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("floor", "storey"),
    "de": (
        "stock",
        "stockwerk",
        "etage",
        "obergeschoss",
        "obergeschoß",
        "geschoss",
        "geschoß",
        "untergeschoss",
        "dachgeschoss",
        # (The ground floor and the floors around it, which take no ordinal.)
        "erdgeschoss",
        "erdgeschoß",
        "parterre",
        "hochparterre",
        "souterrain",
    ),
    "cs": ("patro", "patra", "patře", "patrem", "patru", "podlaží", "poschodí"),
    "pl": ("piętro", "piętra", "piętrze", "piętrem", "piętru", "kondygnacja", "kondygnacji"),
    "sv": ("våning", "våningen", "vån", "tr", "trappor", "trappa", "trappan"),
    "hu": (
        "emelet",
        "emeleten",
        "emeletén",
        "emeletre",
        "emeletről",
        "emeletig",
        "em",
        "szint",
        "szinten",
    ),
}
CAPITALS: dict[str, tuple[str, ...]] = {"de": ("OG", "EG", "DG", "UG")}

# An ordinal a floor is numbered with: digits with a full stop, an ending (`1st`, `4:e`) or
# none, or a Roman numeral (`I piętra`, `III. em.`); `the` before an English one.
_ORDINAL = re.compile(
    r"(?:the\s)?(?:\d{1,2}(?:\.|st|nd|rd|th|:[ae])?|(?=[IVX])X{0,2}(?:IX|IV|V?I{0,3})\.?)"
)


@cache
def _floor_word(lang: str) -> re.Pattern[str] | None:
    words = "|".join(re.escape(word) for word in FLOOR_WORDS.get(lang, ()))
    capitals = "|".join(re.escape(word) for word in CAPITALS.get(lang, ()))
    alternatives = [f"(?i:{words})" if words else "", capitals]
    joined = "|".join(part for part in alternatives if part)
    if not joined:
        return None
    return re.compile(rf"(?:{joined})\.?(?![\w-])")


def floor_word(word: str, lang: str) -> bool:
    """Whether `word` is one of the language's floor words (`EG` of `im EG`)."""
    pattern = _floor_word(lang)
    return pattern is not None and pattern.fullmatch(word) is not None


def floor_after(text: str, position: int, lang: str) -> bool:
    """Whether a floor word follows `position` (after a space at most): what stands before
    it is the floor's ordinal (`2.` of `2. OG`, `3` of `3 tr`)."""
    pattern = _floor_word(lang)
    if pattern is None:
        return False
    start = position + 1 if text[position : position + 1] in (" ", "\u00a0") else position
    return pattern.match(text, start) is not None


def floor_ordinal(span: str, text: str, end: int, lang: str) -> bool:
    """Whether `span`, ending at `end` in `text`, is a floor: an ordinal before a floor word
    (`the 1st` of `the 1st floor`), the ordinal with its floor word (`2. OG`), or a floor
    word alone (`EG`)."""
    pattern = _floor_word(lang)
    if pattern is None:
        return False
    if floor_word(span, lang):
        return True
    ordinal = _ORDINAL.match(span)
    if ordinal is None or ordinal.end() == 0:
        return False
    rest = span[ordinal.end() :]
    if not rest:
        return floor_after(text, end, lang)
    return pattern.fullmatch(rest.lstrip(" \u00a0")) is not None
