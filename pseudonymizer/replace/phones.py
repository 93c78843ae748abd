"""Phone surrogates: written like the original, and a valid number of the same region and kind.

The country code, a trunk `0` and the first digit of the national number (which says mobile or
landline in most plans) stay; every other digit is drawn until phonenumbers accepts the result
as a valid number of the original's region and type. The grouping, brackets and separators are
the original's, so `+420 603 123 456` stays `+420 6xx xxx xxx` and `(020) 7946 0958` keeps its
brackets. A number of a possible length that no operator has been given (`07700 900461`, a
range kept for fiction) still gets a valid one of its region: a reader, or a program checking
the output, takes an invalid number for a typo. One number written in several ways (`+420 777
123 456`, later `777 123 456`) gets one surrogate, written each time as the mention writes it.
"""

from __future__ import annotations

import random
import string

import phonenumbers
from phonenumbers import COUNTRY_CODE_TO_REGION_CODE, NumberParseException

MAX_TRIES = 2000
# What a number no operator has been given stands for: someone's mobile or landline, not a
# premium-rate or personal number (UK `070`).
_ORDINARY = frozenset(
    {
        phonenumbers.PhoneNumberType.MOBILE,
        phonenumbers.PhoneNumberType.FIXED_LINE,
        phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE,
    }
)


def phone_surrogate(original: str, regions: tuple[str, ...], rng: random.Random) -> str | None:
    """A surrogate for the phone number `original`, read in the first of `regions` where it is
    valid (else where it is possible, and then a mobile or landline number of the region); None
    when it is possible in none (the caller falls back)."""
    parsed = _parsed(original, regions)
    if parsed is None:
        return _with_its_country_code(original, rng)
    number, region, valid = parsed
    wanted = {phonenumbers.number_type(number)} if valid else _ORDINARY
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
        if phonenumbers.is_valid_number(found) and phonenumbers.number_type(found) in wanted:
            return candidate
    return None


def _with_its_country_code(original: str, rng: random.Random) -> str | None:
    """For a number no plan reads (an extension run on, `+49 221 943 586 29`), its digits
    drawn anew but for the country code it is written with, which says where it is and names
    no one; None without one (the caller falls back to the shape)."""
    positions = [i for i, char in enumerate(original) if char.isdigit()]
    digits = "".join(original[i] for i in positions)
    if not original.lstrip().startswith("+"):
        return None
    country = next(
        (digits[:n] for n in (1, 2, 3) if int(digits[:n] or 0) in COUNTRY_CODE_TO_REGION_CODE),
        None,
    )
    if country is None or len(digits) <= len(country) + 1:
        return None
    chars = list(original)
    while "".join(chars) == original:
        for i in positions[len(country) :]:
            chars[i] = rng.choice(string.digits)
    return "".join(chars)


def written_like(surrogate: str, mention: str, regions: tuple[str, ...]) -> str:
    """The phone number `surrogate` written the way `mention` writes the same original:
    with or without its country code, in its grouping (`+420 723 731 480` for `777 123 456`
    gives `723 731 480`). As it was where the two have not as many digits."""
    read = _parsed(mention, regions)
    if read is None:
        return surrogate
    number, region, _ = read
    try:
        value = phonenumbers.parse(surrogate, region)
    except NumberParseException:
        return surrogate
    positions = [i for i, char in enumerate(mention) if char.isdigit()]
    digits = "".join(mention[i] for i in positions)
    national = phonenumbers.national_significant_number(number)
    lead = digits[: len(digits) - len(national)] if digits.endswith(national) else None
    if lead is None:
        return surrogate
    # What stands before the national number (`+420`, `0049`, a trunk `0`) is the mention's.
    new = lead + phonenumbers.national_significant_number(value)
    if len(new) != len(positions):
        return surrogate
    chars = list(mention)
    for i, digit in zip(positions, new, strict=True):
        chars[i] = digit
    return "".join(chars)


def _parsed(
    original: str, regions: tuple[str, ...]
) -> tuple[phonenumbers.PhoneNumber, str, bool] | None:
    """The number as read in the first region where it is valid, that region, and True; else
    in the first where its length is possible, and False."""
    possible = None
    for region in regions:
        try:
            number = phonenumbers.parse(original, region)
        except NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return number, phonenumbers.region_code_for_number(number) or region, True
        if possible is None and phonenumbers.is_possible_number(number):
            possible = (number, phonenumbers.region_code_for_number(number) or region, False)
    return possible


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
