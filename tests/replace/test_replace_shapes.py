"""Values of an original's shape never become a value that cannot be: what reads as a time or a
day and month stays one (`19:45` never `43:79`, `10.04.` never `50.21.`)."""

from __future__ import annotations

import random
import re

import pytest

from pseudonymizer.audit.values import impossible
from pseudonymizer.replace.shapes import same_shape


@pytest.mark.parametrize(
    ("original", "lang"),
    [
        ("19:45", "cs"),
        ("09:05", "de"),
        ("9.30", "cs"),
        ("10.04.", "cs"),
        ("16.3.", "de"),
        ("04. 23.", "hu"),
        ("23:59", "hu"),
    ],
)
def test_a_time_or_day_and_month_of_any_seed_is_possible(original: str, lang: str) -> None:
    for seed in range(300):
        value = same_shape(original, random.Random(seed))
        assert re.sub(r"\d", "0", value) == re.sub(r"\d", "0", original)  # the same shape
        assert impossible(f"am {value} um", lang) == []
        numbers = [int(n) for n in re.findall(r"\d+", value)]
        if ":" in original or original == "9.30":
            assert numbers[0] <= 23 and numbers[1] <= 59
        else:
            assert all(1 <= number <= 12 for number in numbers)  # a day and month either way


def test_other_shapes_keep_every_digit_drawn() -> None:
    values = {same_shape("AB-1234", random.Random(seed)) for seed in range(50)}
    assert all(re.fullmatch(r"[A-Z]{2}-\d{4}", value) for value in values) and len(values) > 40
