"""A Czech given name in a case no nominative shares, before a family name that is an
adjective (`s Janou Malou`, `s Petrem Černým`), is one person: the model read the first as a
town and the proper-noun reader left `Petrem` a word of no kind, a pseudo-word. The
sentences are the project's own."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.categories import Category
from tests.pseudonymized import run_written

KEYS = (b"instrumental-a", b"instrumental-b")


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize(
    ("text", "name", "ending"),
    [
        ("Na poradě jsem mluvil s Janou Malou o rozpočtu.\n", "Janou Malou", "ou"),
        ("Včera jsem se potkal s Petrem Černým u nádraží.\n", "Petrem Černým", "ým"),
    ],
)
def test_a_declined_given_name_and_its_adjective_family_name_are_one_person(
    key: bytes, text: str, name: str, ending: str
) -> None:
    result, output = run_written(text, "cs", key)
    start = text.index(name)
    found = [m for m in result.mentions if m.start <= start < m.end]
    assert found and all(m.category is Category.PERSON for m in found), found
    surrogate = re.search(r" s (\w+ \w+)", output)
    assert surrogate is not None, output
    assert surrogate.group(1) != name and surrogate.group(1).endswith(ending), output


@pytest.mark.parametrize("key", KEYS)
def test_a_womans_double_family_name_in_a_case_keeps_her_gender_and_the_case(key: bytes) -> None:
    """(`JUDr. Bohumilou Navrátilovou-Kynclovou`: the pipeline reads the hyphened name as its
    parts, no form was read, and the judge became `Klement Tichý`.)"""
    text = "Rozsudek vyhlásila předsedkyní senátu JUDr. Radmilou Bartákovou-Šimůnkovou.\n"
    _, output = run_written(text, "cs", key)
    surrogate = re.search(r"JUDr\. (\w+) ([\w-]+)\.", output)
    assert surrogate is not None, output
    given, family = surrogate.groups()
    assert given.endswith("ou") and family.endswith("ovou"), output
    assert "Barták" not in output and "Šimůnk" not in output, output
