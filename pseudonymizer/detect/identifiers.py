"""National identifiers, each a pattern confirmed by its official check digits (python-stdnum).

Which run for a document is decided by its language module (`Language.national_ids`): a random
9-digit number passes a one-digit checksum one time in ten, so the countries' numbers are only
looked for where they are expected.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from stdnum.cz import rc
from stdnum.de import idnr
from stdnum.gb import nhs
from stdnum.pl import nip, pesel
from stdnum.se import personnummer
from stdnum.us import ssn

from pseudonymizer.categories import Category
from pseudonymizer.detect.recognizer import PatternRecognizer


def is_hu_taj(value: str) -> bool:
    """Hungarian social security number (TAJ): 9 digits, the last a check digit over the first
    eight weighted 3, 7, 3, 7 ... (mod 10). python-stdnum has no module for it."""
    digits = re.sub(r"[ -]", "", value)
    if not (len(digits) == 9 and digits.isdigit()):
        return False
    total = sum(int(d) * (3 if i % 2 == 0 else 7) for i, d in enumerate(digits[:8]))
    return total % 10 == int(digits[8])


def _id(
    name: str, pattern: str, validate: Callable[[str], bool], score: float = 0.9
) -> PatternRecognizer:
    regex = re.compile(rf"(?<![\w/.-]){pattern}(?![\w/-]|\.\d)")
    return PatternRecognizer(name, Category.ID, regex, validate, score, {"kind": name})


NATIONAL_IDS = {
    recognizer.name: recognizer
    for recognizer in (
        # 10 digits (or 9 before 1954) with the slash; without it only the checksummed 10.
        _id("cz_birth_number", r"(?:\d{6}/\d{3,4}|\d{10})", rc.is_valid),
        _id("pl_pesel", r"\d{11}", pesel.is_valid),
        _id("pl_nip", r"(?:\d{3}-\d{3}-\d{2}-\d{2}|\d{3}-\d{2}-\d{2}-\d{3}|\d{10})", nip.is_valid),
        _id("se_personnummer", r"(?:\d{2})?\d{6}[-+]?\d{4}", personnummer.is_valid),
        _id("de_tax_id", r"\d{2} ?\d{3} ?\d{3} ?\d{3}", idnr.is_valid),
        _id("hu_taj", r"\d{3}[ -]?\d{3}[ -]?\d{3}", is_hu_taj),
        _id("gb_nhs", r"\d{3}[ -]?\d{3}[ -]?\d{4}", nhs.is_valid),
        _id("us_ssn", r"\d{3}-\d{2}-\d{4}", ssn.is_valid),
    )
}
