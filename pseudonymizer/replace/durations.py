"""Duration surrogates: another number of the same units (`three years` -> `five years`).

A sentence or a stay (`three years`, `10 days`, `a three-month period`) is no point in time,
so the run's date shift cannot move it; its number changes instead, to one of the same
magnitude that the language's nouns agree with alike. CLDR's plural categories (Babel) say
which numbers those are: Czech `3 roky` may become `4 roky` but not `5 roky`, Polish `22 lata`
`23 lata`, English `3 years` any other number above 1. Numbers are changed where they are
written as digits, or as the words the language module lists (`number_words`); a number in a
category of its own (`1 year`) or a number word in another form (Czech `tří let`) leaves the
duration to the caller.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from functools import cache

from babel import Locale

from pseudonymizer.casing import cased_like
from pseudonymizer.languages import get_language

_NUMBER = re.compile(r"\d+|[^\W\d_]+")
# The widest range of numbers listed to draw from; and how many draws a wider one gets.
_LISTED = 1000
_DRAWS = 200


def duration_surrogate(
    original: str, lang: str, rng: random.Random, attempt: int = 0
) -> str | None:
    """`original` with each of its numbers replaced by another of the same plural category
    and magnitude, written the same way; None when it holds none that can change. Each
    `attempt` (the one before was another entity's) widens the range by one either way."""
    words = get_language(lang).number_words
    pieces, position, changed = [], 0, False
    for token in _NUMBER.finditer(original):
        written = token.group()
        value = int(written) if written.isdigit() else _word_value(written, words)
        if value is None:
            continue
        highest = None if written.isdigit() else len(words) - 1
        if written.isdigit() and _DECADE_AFTER.match(original, token.end()) and value % 10 == 0:
            # (`late 60s`, `his 90s stuff`, `the 1980s`: another decade, never `late 45s`.)
            new = _other_decade(value, len(written), rng, attempt)
        else:
            new = _other_number(value, lang, rng, highest, attempt)
        if new is None:
            return None
        if written.isdigit():
            replacement = str(new).zfill(len(written)) if written.startswith("0") else str(new)
        else:
            replacement = cased_like(written, words[new], capitalize=True)
        pieces += [original[position : token.start()], replacement]
        position, changed = token.end(), True
    return "".join([*pieces, original[position:]]) if changed else None


# What makes a number ending in 0 a decade: a plural `s` (`60s`, `1990s`, `90's`).
_DECADE_AFTER = re.compile(r"['’]?s\b")


def _other_decade(value: int, digits: int, rng: random.Random, attempt: int) -> int | None:
    """A decade next to `value` (one or two either way, and `attempt` more), written in as
    many digits: `60s` becomes `50s` or `70s`, never `100s` nor `0s`."""
    spread = 2 + attempt
    lowest, highest = (10, 90) if digits == 2 else (10 ** (digits - 1), 10**digits - 10)
    choices = [
        value + 10 * step
        for step in range(-spread, spread + 1)
        if step and lowest <= value + 10 * step <= highest
    ]
    return rng.choice(choices) if choices else None


def _word_value(word: str, words: tuple[str, ...]) -> int | None:
    lower = word.lower()
    return words.index(lower) if lower in words else None


def _other_number(
    value: int, lang: str, rng: random.Random, highest: int | None, attempt: int
) -> int | None:
    """A number other than `value` of its plural category, within a third of it (at least 3
    either way, and `attempt` more) and at most `highest` (the last number word listed). A
    range too wide to list (`5000000 let`: over three million numbers) is drawn from instead;
    every category then takes a share of any few hundred numbers in it."""
    spread = max(3, value // 3) + attempt
    low = max(1, value - spread)
    top = value + spread if highest is None else min(value + spread, highest)
    plural = _plural_rule(lang)
    category = plural(value)
    if top - low < _LISTED:
        choices = [n for n in range(low, top + 1) if n != value and plural(n) == category]
        return rng.choice(choices) if choices else None
    draws = (rng.randint(low, top) for _ in range(_DRAWS))
    return next((n for n in draws if n != value and plural(n) == category), None)


@cache
def _plural_rule(lang: str) -> Callable[[int], str]:
    return Locale.parse(lang).plural_form
