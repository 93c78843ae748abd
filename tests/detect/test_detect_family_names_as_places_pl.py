"""A Polish family name that SGJP also lists as a village (`Kowal`, `Wróbel`, `Sikora`) is a
person's after a given name, a title or an office, and so elsewhere in the same text: `od
Kowala` after `Jan Kowal` became a town (`od Świdnica`)."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.sgjp import LexiconRecognizer
from pseudonymizer.model import Document


def category_of(text: str, word: str) -> Category:
    start = text.rindex(word)
    found = LexiconRecognizer().find(Document("t", text, "pl"), Analysis(text, "pl"))
    (mention,) = [m for m in found if m.start == start]
    return mention.category


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Umowę podpisał Bogdan Kowal. Dwa dni później pismo od Kowala wróciło.", "Kowala"),
        ("Zeznawała Halina Sikora. Zdanie od Sikory sąd uznał za wiarygodne.", "Sikory"),
        ("Na rozprawę wezwano Świadek Wróbel, który się nie stawił.", "Wróbel"),
    ],
)
def test_a_family_name_vouched_for_in_the_text_is_a_person(text: str, word: str) -> None:
    assert category_of(text, word) is Category.PERSON


def test_a_town_the_text_gives_no_one_stays_a_place() -> None:
    text = "Bogdan Nowak wyjechał wczoraj do Gniezna na pogrzeb."
    assert category_of(text, "Gniezna") is Category.LOCATION
