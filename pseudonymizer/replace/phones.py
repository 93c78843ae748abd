"""Phone surrogates: written like the original, and a valid number of the same region and kind.

The country code, a trunk `0` and the first digit of the national number (which says mobile or
landline in most plans) stay; every other digit is drawn until phonenumbers accepts the result
as a valid number of the original's region and type. The grouping, brackets and separators are
the original's, so `+420 603 123 456` stays `+420 6xx xxx xxx` and `(020) 7946 0958` keeps its
brackets.
"""

from __future__ import annotations

import random
import string

import phonenumbers
from phonenumbers import NumberParseException

MAX_TRIES = 2000


def phone_surrogate(original: str, regions: tuple[str, ...], rng: random.Random) -> str | None:
    """A surrogate for the phone number `original`, read in the first of `regions` where it is
    valid; None when it is valid in none (the caller falls back)."""
    parsed = _parsed(original, regions)
    if parsed is None:
        return None
    number, region = parsed
    wanted_type = phonenumbers.number_type(number)
    positions = [i for i, char in enumerate(original) if char.isdigit()]
    kept = _kept(original, positions, number)
    for _ in range(MAX_TRIES):
        chars = list(original)
        for i in positions[kept:]:
            chars[i] = rng.choice(string.digits)
        candidate = "".join(chars)
        if candidate == original:
            continue
        try:
            found = phonenumbers.parse(candidate, region)
        except NumberParseException:
            continue
        if phonenumbers.is_valid_number(found) and phonenumbers.number_type(found) == wanted_type:
            return candidate
    return None


def _parsed(original: str, regions: tuple[str, ...]) -> tuple[phonenumbers.PhoneNumber, str] | None:
    for region in regions:
        try:
            number = phonenumbers.parse(original, region)
        except NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return number, phonenumbers.region_code_for_number(number) or region
    return None


def _kept(original: str, positions: list[int], number: phonenumbers.PhoneNumber) -> int:
    """How many leading digits stay: an international prefix (`00`), the country code when it
    is written, a trunk `0`, and the first digit of the national number."""
    digits = "".join(original[i] for i in positions)
    country = str(number.country_code)
    kept = 0
    if original.lstrip().startswith("+") and digits.startswith(country):
        kept = len(country)
    elif digits.startswith("00" + country):
        kept = 2 + len(country)
    if digits[kept : kept + 1] == "0":
        kept += 1  # the trunk prefix of a national format
    return min(kept + 1, len(digits))
