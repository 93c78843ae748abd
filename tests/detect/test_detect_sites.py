"""A place named after the noun of its kind (`hrad`, `zámek`, `hora`, `rybník` ...) is a place,
whatever the model read it as."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"sites"))


def found(text: str) -> dict[str, Category]:
    result = next(pipeline().run([Document("d", text, "cs")]))
    return {m.text_in(text): m.category for m in result.mentions}


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Loni jsme s babičkou navštívili zámek Konopiště.", "Konopiště"),
        ("Z hradu Pernštejn je krásný výhled do údolí.", "Pernštejn"),
        ("Na vrch Radhošť jsme došli za tři hodiny.", "Radhošť"),
    ],
)
def test_a_name_after_a_places_kind_is_a_place(text: str, place: str) -> None:
    assert found(text).get(place) is Category.LOCATION


def test_a_person_beside_a_named_castle_is_still_a_person() -> None:
    text = "Na hradě Kokořín nás provázel Tomáš Beneš z Mělníka."
    mentions = found(text)
    assert mentions.get("Kokořín") is Category.LOCATION
    assert mentions.get("Tomáš Beneš") is Category.PERSON
