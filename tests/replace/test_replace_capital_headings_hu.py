"""A Hungarian heading in capitals that names someone (`KOVÁCS-SZABÓ ÉVA ÖNÉLETRAJZA`, her CV)
is a person's name, a double family name joined by a hyphen among them: no town, and the
ordinary words after it stay. The surrogate is in capitals. (That a hyphenated family name
stays hyphenated is not yet so: the person's surrogate draws one family name for it.)"""

from __future__ import annotations

import re

import pytest

from pseudonymizer.categories import Category
from tests.pseudonymized import run_written

KEYS = (b"headings-a", b"headings-b", b"headings-c")

TEXT = "FARKAS-BALOGH TÍMEA ÖNÉLETRAJZA\n\nÓvónőként dolgozom egy kisvárosi óvodában.\n"


@pytest.mark.parametrize("key", KEYS)
def test_a_heading_names_a_person_in_capitals_with_a_double_family_name(key: bytes) -> None:
    result, output = run_written(TEXT, "hu", key)
    heading = output.splitlines()[0]
    assert re.fullmatch(
        r"[A-ZÁÉÍÓÖŐÚÜŰ]+(?:-[A-ZÁÉÍÓÖŐÚÜŰ]+)? [A-ZÁÉÍÓÖŐÚÜŰ]+ ÖNÉLETRAJZA", heading
    ), output
    for word in ("FARKAS", "BALOGH", "TÍMEA"):
        assert word not in heading
    (mention,) = [m for m in result.replaced if m.start == 0]
    assert mention.category is Category.PERSON
