"""Values of an original's shape: digits for digits, letters for letters of the same case, every
other character kept. What is left when nothing else fits (a pseudo-word), and how numbers that
are not identifiers keep their writing: house numbers, postcodes, amounts.
"""

from __future__ import annotations

import random
import re
import string

# A time of day on the 12-hour clock, which an amount's unit may seem to be (`pm`, `am`).
CLOCK = re.compile(r"\d{1,2}[.:]\d{2}\s?[ap]\.?m\.?", re.IGNORECASE)


def same_shape(original: str, rng: random.Random, kept: dict[int, str] | None = None) -> str:
    """Digits to digits, letters to letters of the same case, everything else (and the `kept`
    positions) as it is."""
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
