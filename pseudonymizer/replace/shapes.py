"""Values of an original's shape: digits for digits, letters for letters of the same case, every
other character kept. What is left when nothing else fits (a pseudo-word), and how numbers that
are not identifiers keep their writing: house numbers, postcodes, amounts.
"""

from __future__ import annotations

import random
import re
import string
import unicodedata

# A time of day on the 12-hour clock, which an amount's unit may seem to be (`pm`, `am`).
CLOCK = re.compile(r"\d{1,2}[.:]\d{2}\s?[ap]\.?m\.?", re.IGNORECASE)


# What reads as a time of day (`19:45`, `9.30`) or a day and month (`10.04.`, `16. 3`), which
# digits drawn one by one would make impossible (`43:79`, `50.21.`).
_CLOCK_SHAPE = re.compile(r"(?P<a>\d{1,2})[:.](?P<b>\d{2})")
_DAY_MONTH_SHAPE = re.compile(r"(?P<a>\d{1,2})\.\s?(?P<b>\d{1,2})\.?")
# The hours of a day, the minutes of an hour and the months of a year.
_HOURS, _MINUTES, _MONTHS = 24, 60, 12


def same_shape(original: str, rng: random.Random, kept: dict[int, str] | None = None) -> str:
    """Digits to digits, letters to letters of the same case, everything else (and the `kept`
    positions) as it is; what reads as a time or a day and month is another that can be."""
    if not kept:
        possible = _possible(original, rng)
        if possible is not None:
            return possible
    kept = kept or {}
    out = []
    for i, char in enumerate(original):
        if i in kept:
            out.append(kept[i])
        elif char.isdigit():
            out.append(rng.choice(string.digits))
        elif char.isalpha():
            letter = rng.choice(string.ascii_uppercase)
            out.append(letter if char.isupper() else letter.lower())
        else:
            out.append(char)
    return "".join(out)


def sounded_like(original: str, rng: random.Random) -> str:
    """A word of letters that sounds as `original` is built: each vowel another vowel, each
    consonant another consonant, in the same case (`MRAZSTAV` -> `KLOBTRES`): a coined name
    (a firm's) that can still be read aloud, where letters drawn at random (`BCCLFXZV`)
    read as noise."""
    out = []
    for char in original:
        if not char.isalpha():
            out.append(char)
            continue
        folded = unicodedata.normalize("NFD", char.lower())[0]
        pool = _VOWELS if folded in _VOWELS else _CONSONANTS
        letter = rng.choice(pool)
        out.append(letter.upper() if char.isupper() else letter)
    return "".join(out)


_VOWELS = "aeiou"
# The consonants a coined word is made of: no q nor x, which few words of any language hold.
_CONSONANTS = "bcdfghjklmnprstvz"


def number_like(original: str, rng: random.Random) -> str:
    """A house number written as the original (`1127/43` -> `5802/19`, `12a` -> `47c`), no
    part of it starting with 0 nor being 0."""
    shaped = same_shape(original, rng)
    return re.sub(r"(?<!\d)0", lambda _: str(rng.randint(1, 9)), shaped)


def amount_like(original: str, rng: random.Random) -> str:
    """An amount with other digits in the same groups and its words kept: the currency or
    unit says what is counted (`148 500 Kč` -> `625 073 Kč`, `2,5 milionu korun`)."""
    letters = {i: char for i, char in enumerate(original) if not char.isdigit()}
    shaped = same_shape(original, rng, kept=letters)
    return re.sub(r"^(\D*)0", lambda m: m.group(1) + str(rng.randint(1, 9)), shaped)


def _possible(original: str, rng: random.Random) -> str | None:
    """Another time of day for a time's shape, another day and month for a day and month's,
    or None for any other shape: never an hour past 23 nor a month past 12. Each number keeps
    its width (and leading zero); a day and month are both drawn from 1 to 12, so they can be
    read in either order (`16.3.`, Hungarian `03. 16.`)."""
    clock = _CLOCK_SHAPE.fullmatch(original)
    match = clock or _DAY_MONTH_SHAPE.fullmatch(original)
    if match is None:
        return None
    ranges = ((0, _HOURS - 1), (0, _MINUTES - 1)) if clock else ((1, _MONTHS), (1, _MONTHS))
    pieces, position = [], 0
    for group, (low, high) in zip(("a", "b"), ranges, strict=True):
        old = match[group]
        written = [
            str(value).zfill(len(old)) if old.startswith("0") else str(value)
            for value in range(low, high + 1)
        ]
        fitting = [value for value in written if len(value) == len(old)] or written
        pieces += [original[position : match.start(group)], rng.choice(fitting)]
        position = match.end(group)
    return "".join([*pieces, original[position:]])
