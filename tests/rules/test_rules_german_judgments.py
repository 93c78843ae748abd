"""German judgments with the real pipeline: a witness named by their title gets a person's
surrogate, not a town's."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.model import Status
from tests.pseudonymized import persons, run_written

KEY = b"dejud"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Der Zeuge Marx hat bekundet, das Dach sei dicht gewesen.", "Marx"),
        ("Die Zeugin Weiden hat die Rechnung gesehen.", "Weiden"),
        ("Die Angaben des Zeugen Brühl sind glaubhaft.", "Brühl"),
    ],
)
def test_a_witness_named_by_title_is_a_person(text: str, name: str) -> None:
    result, written = run_written(text, "de", KEY)
    assert [name] in persons(result)
    assert name not in written
    for mention in result.mentions:
        if mention.text_in(text) == name:
            assert mention.category is Category.PERSON
            assert mention.decision.status is not Status.PUBLIC
