"""ID surrogates: the same format, check digits valid (or deliberately not), birth dates moved.

A surrogate ID is written like the original (digits for digits, letters for letters, the same
separators) and passes the same python-stdnum check the detector used to find it, so software
reading the corpus sees a well-formed number. A project that wants no surrogate to be some real
person's number asks for invalid check digits instead. The birth date inside a Czech birth
number, a PESEL, a Swedish personnummer or a Hungarian tax number moves with the run's date
shift (keeping the codes for sex and century in its month), so a person's age and birthday
agree with the moved dates.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from stdnum import iban

from pseudonymizer.lexicon.identifiers import CARD_PREFIX, validator
from pseudonymizer.replace.shapes import same_shape

MAX_TRIES = 5000


@dataclass(frozen=True)
class _BirthDate:
    """Where a birth date stands among an ID's digits, and the month offsets that code sex
    and century (a Czech woman's month + 50, a PESEL of the 2000s + 20)."""

    year_digits: int
    month_offsets: tuple[int, ...]
    day_offsets: tuple[int, ...] = (0,)


_BIRTH_DATES = {
    "cz_birth_number": _BirthDate(2, (0, 50, 20, 70)),
    "pl_pesel": _BirthDate(2, (0, 80, 20, 40, 60)),
    "se_personnummer": _BirthDate(2, (0,), (0, 60)),  # +60: a coordination number
}


def id_surrogate(
    original: str, kind: str, rng: random.Random, days: int, valid: bool = True
) -> str | None:
    """A surrogate for the ID `original` of `kind`, valid or invalid as asked; None for a kind
    without a check (the caller keeps the shape only) or when no candidate turned up."""
    check = validator(kind)
    if check is None:
        return None
    kept = _kept_positions(original, kind, days)
    for _ in range(MAX_TRIES):
        candidate = same_shape(original, rng, kept)
        if kind == "iban":
            candidate = _with_iban_check(candidate, original, valid)
        if check(candidate) == valid and candidate != original:
            return candidate
    return None


def _kept_positions(original: str, kind: str, days: int) -> dict[int, str]:
    """Characters that are not drawn: an IBAN's country, a card's scheme digit, a Czech
    account's bank code (a drawn one is seldom a bank's, which the check asks), a German
    plate's mark of an electric or historic car, a Hungarian tax number's leading `8`, and a
    moved birth date."""
    if kind == "iban":
        return {0: original[0], 1: original[1]}
    if kind == "cz_bank_account" and "/" in original:
        slash = original.index("/")
        return {i: original[i] for i in range(slash, len(original))}
    if kind == "de_licence_plate" and original[-1] in "EH":
        # (`M-XY 12E`: an electric car's plate stays an electric car's.)
        return {len(original) - 1: original[-1]}
    if kind == "payment_card":
        positions = [i for i, char in enumerate(original) if char.isdigit()]
        scheme = CARD_PREFIX.match("".join(original[i] for i in positions))
        length = scheme.end() if scheme else 1
        return {i: original[i] for i in positions[:length]}
    if kind == "hu_tax_id":
        return _moved_hu_tax_id_birth(original, days)
    layout = _BIRTH_DATES.get(kind)
    if layout is None:
        return {}
    positions = [i for i, char in enumerate(original) if char.isdigit()]
    digits = "".join(original[i] for i in positions)
    kept = {}
    if kind == "se_personnummer" and len(digits) == 12:
        kept = {i: original[i] for i in positions[:2]}  # the century, as written
        positions, digits = positions[2:], digits[2:]
    moved = _moved_birth_date(digits[:6], layout, days)
    if moved is None:
        return kept
    return kept | {positions[i]: moved[i] for i in range(6)}


def _moved_hu_tax_id_birth(original: str, days: int) -> dict[int, str]:
    """A Hungarian tax number's leading `8` and its birth, the count of days after its epoch
    in the next five digits, moved by the run's shift (the count alone where it would leave
    five digits)."""
    moved = int(original[1:6]) + days
    if not 0 <= moved < _HU_TAX_ID_DAYS:
        return {0: original[0]}
    return {0: original[0]} | {i + 1: digit for i, digit in enumerate(f"{moved:05d}")}


# How many days five digits count.
_HU_TAX_ID_DAYS = 100_000


def _moved_birth_date(yymmdd: str, layout: _BirthDate, days: int) -> str | None:
    year, month, day = int(yymmdd[:2]), int(yymmdd[2:4]), int(yymmdd[4:6])
    month_offset = max((o for o in layout.month_offsets if month - o >= 1), default=0)
    day_offset = max((o for o in layout.day_offsets if day - o >= 1), default=0)
    try:
        # The century only matters to a move across 29 February; the 2000s stand for both.
        born = date(2000 + year, month - month_offset, day - day_offset)
    except ValueError:
        return None
    moved = born + timedelta(days=days)
    return f"{moved.year % 100:02d}{moved.month + month_offset:02d}{moved.day + day_offset:02d}"


def _with_iban_check(candidate: str, original: str, valid: bool) -> str:
    """The IBAN with the check digits its country code and account need (or others)."""
    compact = candidate.replace(" ", "")
    digits = iban.calc_check_digits(compact[:2] + "00" + compact[4:])
    if not valid:
        digits = f"{(int(digits) - 1) % 97 + 2:02d}"  # the next one, within 02-98
    chars = list(candidate)
    for position, digit in zip(_non_space(original)[2:4], digits, strict=True):
        chars[position] = digit
    return "".join(chars)


def _non_space(text: str) -> list[int]:
    return [i for i, char in enumerate(text) if char != " "]
