"""Phone surrogates: the original's writing, a valid number of its region and type."""

from __future__ import annotations

import random
import re

import phonenumbers
import pytest

from pseudonymizer.replace.phones import phone_surrogate

EXAMPLES = [
    ("+420 603 123 456", "CZ", "+420 6"),
    ("603 123 456", "CZ", "6"),
    ("+44 20 7946 0958", "GB", "+44 2"),
    ("(020) 7946 0958", "GB", "(02"),
    ("0049 30 901820", "DE", "0049 3"),
    ("06 30 123 4567", "HU", "06 "),
    ("08-123 456 78", "SE", "08-"),
    ("512 345 678", "PL", "5"),
]


@pytest.mark.parametrize(("original", "region", "kept"), EXAMPLES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_grouping_kept_and_valid_for_the_region(original, region, kept, seed) -> None:
    value = phone_surrogate(original, (region,), random.Random(seed))
    assert value is not None and value != original
    assert re.sub(r"\d", "9", value) == re.sub(r"\d", "9", original)
    assert value.startswith(kept)
    before, after = (phonenumbers.parse(v, region) for v in (original, value))
    assert phonenumbers.is_valid_number(after)
    assert phonenumbers.number_type(after) == phonenumbers.number_type(before)
    assert phonenumbers.region_code_for_number(after) == region


def test_a_number_valid_nowhere_is_left_to_the_caller() -> None:
    assert phone_surrogate("123 45", ("CZ", "SK"), random.Random(1)) is None
