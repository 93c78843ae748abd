"""A Hungarian pharmacy or shop named after a saint (`Szent ... Patika`, `Szent ...
Gyógyszertár`) is an organization: `Szent` and the kind stay, the saint's name becomes another
given name, the same in every case the text writes it in; never a town nor a pseudo-word."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.categories import Category
from tests.pseudonymized import run_written

KEYS = (b"saints-a", b"saints-b", b"saints-c")

TEXT = (
    "A vérnyomásgyógyszert a Szent Margit Patika adta ki hétfőn.\n"
    "Kedden a Szent Margit Patikában már nem volt belőle.\n"
    "Végül a Szent László Gyógyszertár rendelte meg.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_pharmacy_named_after_a_saint_keeps_its_saint_and_kind(key: bytes) -> None:
    result, output = run_written(TEXT, "hu", key)
    first = re.search(r"a Szent (\w+) Patika adta", output)
    again = re.search(r"a Szent (\w+) Patikában már", output)
    other = re.search(r"a Szent (\w+) Gyógyszertár rendelte", output)
    assert first and again and other, output
    assert first.group(1) != "Margit" and other.group(1) != "László"
    # One pharmacy, one surrogate, whatever its case.
    assert first.group(1) == again.group(1)
    for mention in result.replaced:
        if "Patik" in TEXT[mention.start : mention.end]:
            assert mention.category is Category.ORGANIZATION
