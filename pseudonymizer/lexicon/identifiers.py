"""The formats of identifiers and their checks: national IDs (python-stdnum's check digits),
IBANs and payment cards.

Detection finds an identifier by its pattern and confirms it with its check; replacement writes
a surrogate that passes the same check (or fails it on purpose). Both read the formats here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from stdnum import iban, luhn
from stdnum.cz import rc
from stdnum.de import idnr
from stdnum.gb import nhs
from stdnum.pl import nip, pesel
from stdnum.se import personnummer
from stdnum.us import ssn


@dataclass(frozen=True)
class IdFormat:
    """A national identifier: its name (the `kind` of the mentions found), how it is written
    (a regular expression without its boundaries) and its check."""

    kind: str
    pattern: str
    validate: Callable[[str], bool]


def is_hu_taj(value: str) -> bool:
    """Hungarian social security number (TAJ): 9 digits, the last a check digit over the first
    eight weighted 3, 7, 3, 7 ... (mod 10). python-stdnum has no module for it."""
    digits = re.sub(r"[ -]", "", value)
    if not (len(digits) == 9 and digits.isdigit()):
        return False
    total = sum(int(d) * (3 if i % 2 == 0 else 7) for i, d in enumerate(digits[:8]))
    return total % 10 == int(digits[8])


NATIONAL_IDS = {
    found.kind: found
    for found in (
        # 10 digits (or 9 before 1954) with the slash; without it only the checksummed 10.
        IdFormat("cz_birth_number", r"(?:\d{6}/\d{3,4}|\d{10})", rc.is_valid),
        IdFormat("pl_pesel", r"\d{11}", pesel.is_valid),
        IdFormat(
            "pl_nip",
            r"(?:\d{3}-\d{3}-\d{2}-\d{2}|\d{3}-\d{2}-\d{2}-\d{3}|\d{10})",
            nip.is_valid,
        ),
        IdFormat("se_personnummer", r"(?:\d{2})?\d{6}[-+]?\d{4}", personnummer.is_valid),
        IdFormat("de_tax_id", r"\d{2} ?\d{3} ?\d{3} ?\d{3}", idnr.is_valid),
        IdFormat("hu_taj", r"\d{3}[ -]?\d{3}[ -]?\d{3}", is_hu_taj),
        IdFormat("gb_nhs", r"\d{3}[ -]?\d{3}[ -]?\d{4}", nhs.is_valid),
        IdFormat("us_ssn", r"\d{3}-\d{2}-\d{4}", ssn.is_valid),
    )
}

# Issuer prefixes of the major card schemes; a Luhn-valid number without one is more likely an
# account or order number than a card.
CARD_PREFIX = re.compile(r"4|5|2[2-7]|3[0-9]|6|1800|2131")


def is_iban(value: str) -> bool:
    return iban.is_valid(value)


def is_payment_card(value: str) -> bool:
    digits = re.sub(r"[ -]", "", value)
    return 13 <= len(digits) <= 19 and bool(CARD_PREFIX.match(digits)) and luhn.is_valid(digits)


def validator(kind: str) -> Callable[[str], bool] | None:
    """The check an identifier of `kind` passes (`cz_birth_number`, `iban` ...), None for a
    kind without one."""
    if kind in NATIONAL_IDS:
        return NATIONAL_IDS[kind].validate
    return {"iban": is_iban, "payment_card": is_payment_card}.get(kind)
