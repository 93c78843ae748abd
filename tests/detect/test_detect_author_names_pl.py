"""A forum post's author before `napisał(a):` (the software's spelling for either) or
`napisała:` is a person where the name lists know the word as a given or family name
(`Mazur`, read as the region's, became a place; `Róża` a user name), and a signature's name
after `Pozdrawiam,` is a person's. A user name (`Kret_81`, `ewa77`) stays a user name."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.authors import AuthorRecognizer
from pseudonymizer.model import Document
from tests.pseudonymized import persons, run

KEY = b"author names key"


def _found(text: str) -> list[tuple[str, Category, str | None]]:
    document = Document("t", text, "pl")
    return [
        (m.text_in(text), m.category, m.attrs.kind)
        for m in AuthorRecognizer("pl").find(document, Analysis(text, "pl"))
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mazur napisał(a):\nA ja polecam nocny pociąg.", ("Mazur", Category.PERSON, "family")),
        ("Róża napisała:\nByłam tam w zeszłym roku.", ("Róża", Category.PERSON, "given")),
        ("> Dariusz odpisał(a):\nNie zgadzam się.", ("Dariusz", Category.PERSON, "given")),
    ],
)
def test_an_author_the_lists_name_is_a_person(
    text: str, expected: tuple[str, Category, str]
) -> None:
    assert _found(text) == [expected]


@pytest.mark.parametrize(
    "text", ["Kret_81 napisał(a):\nDzięki za radę.", "ewa77 napisała:\nTeż tak uważam."]
)
def test_a_user_name_stays_a_user_name(text: str) -> None:
    ((_, category, _),) = _found(text)
    assert category is Category.USERNAME


def test_authors_and_a_signature_are_replaced_as_persons() -> None:
    text = (
        "Mazur napisał(a):\nA ja polecam nocny pociąg.\n\n"
        "Róża napisała:\nByłam tam w zeszłym roku.\n\nPozdrawiam,\nHenryk Borsuk\n"
    )
    result = run(text, "pl", KEY)
    named = {mention for entity in persons(result) for mention in entity}
    assert {"Mazur", "Róża", "Henryk Borsuk"} <= named
