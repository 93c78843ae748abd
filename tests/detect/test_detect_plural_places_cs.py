"""A place named in the plural (mountains, a town's quarter, a town in `-ice`) after a
preposition (`v Krkonoších`, `na Slovanech`) is a place, though a model reads it as a body:
drawn as a body's name, it became a person's (`v Beránek Beran`)."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.detect.ner import _plural_place
from tests.pseudonymized import run_written

KEY = b"p" * 32


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Byli spolu v Krkonoších a moc se jim tam líbilo.", "Krkonoších"),
        ("Chodili jsme k doktorce na Slovanech, ale odešla.", "Slovanech"),
        ("Bydlí po svatbě v Dejvicích u tchyně.", "Dejvicích"),
    ],
)
def test_a_plural_place_after_a_preposition(text: str, word: str) -> None:
    start = text.index(word)
    assert _plural_place(text, start, start + len(word), "cs")


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Nakupuji v Albertu, protože to mám blízko.", "Albertu"),  # a firm, in the singular
        ("Pracuje v ČEZ už dvacet let.", "ČEZ"),  # initials
        ("Mluvil o Nových Zámcích celý večer.", "Zámcích"),  # no single word's place
        ("Krkonoších se nic nestalo.", "Krkonoších"),  # no preposition
    ],
)
def test_no_plural_place(text: str, word: str) -> None:
    start = text.index(word)
    assert not _plural_place(text, start, start + len(word), "cs")


def test_the_place_is_replaced_as_a_place() -> None:
    text = "jj, od Vánoc. byli spolu v Krkonoších a moc se jim tam líbilo"
    result, written = run_written(text, "cs", KEY)
    start = text.index("Krkonoších")
    found = [m for m in result.mentions if m.start <= start < m.end]
    assert all(m.category is not Category.ORGANIZATION for m in found)
    assert "Krkonoších" not in written or not found
