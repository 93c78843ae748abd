"""Nationality adjectives made from CLDR's language names."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.demonyms import DemonymRecognizer
from pseudonymizer.model import Document


def demonyms_in(text: str, lang: str) -> list[str]:
    mentions = list(DemonymRecognizer(lang).find(Document("t", text, lang), Analysis(text, lang)))
    assert all(m.category is Category.DEMOGRAPHIC for m in mentions)
    return [m.text_in(text) for m in mentions]


@pytest.mark.parametrize(
    ("lang", "text", "found"),
    [
        ("pl", "Rząd polski i ambasada niemieckiej delegacji.", ["polski", "niemieckiej"]),
        ("de", "Die deutschen und französische Truppen.", ["deutschen", "französische"]),
        ("sv", "En svensk och ett engelskt lag.", ["svensk", "engelskt"]),
    ],
)
def test_nationality_adjectives_in_any_form(lang: str, text: str, found: list[str]) -> None:
    assert demonyms_in(text, lang) == found


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Der Tisch und der Fisch."),  # end in -sch, are no languages
        ("pl", "Bliski i daleki wschód."),  # end in -ski/-ki, are no languages
        ("en", "The English court."),  # English has no rule: the NER model finds NORP
    ],
)
def test_no_demonym(lang: str, text: str) -> None:
    assert demonyms_in(text, lang) == []
