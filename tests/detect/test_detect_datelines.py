"""datelines: the town opening a letter's place and date line is a place, in every language's
way of writing the line; a greeting or a name before a date is none."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.datelines import DatelineRecognizer
from pseudonymizer.model import Document

LINES = {
    "de": ("Absender\n\nHamburg, den 3. Juli 2023\n\nSehr geehrte Frau Brandt,\n", "Hamburg"),
    "sv": ("Avsändare\n\nUppsala den 5 maj 2023\n\nHej Karin,\n", "Uppsala"),
    "en": ("Sender\n\nFlorence, 12 March 2023\n\nDear Ms Hale,\n", "Florence"),
    "cs": ("Odesílatel\n\nBrno, 4. 5. 2023\n", "Brno"),
}


def _found(text: str, lang: str) -> list[tuple[str, Category]]:
    found = DatelineRecognizer(lang).find(Document("d", text, lang), Analysis(text, lang))
    return [(m.text_in(text), m.category) for m in found]


@pytest.mark.parametrize("lang", sorted(LINES))
def test_the_town_of_a_letters_date_line_is_a_place(lang: str) -> None:
    text, town = LINES[lang]
    assert _found(text, lang) == [(town, Category.LOCATION)]


def test_a_name_or_a_greeting_before_a_date_is_no_town() -> None:
    text = "Liebe Grüße, 3. Juli 2023\nMaximilian, 4. Mai 2023\n"
    assert _found(text, "de") == []
