"""A body's kind noun SGJP also lists as a village (`Oddział`), and a noun it knows only as a
part of places' names (`Miasto` of `Nowe Miasto`), are no place on their own: `w Oddziale w
Lublinie` became two towns, `Prezydenta Miasta Lublin` a town of two words. The town after
them is still replaced, by the town's surrogate alone."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.dictionaries import dictionary_for
from tests.pseudonymized import run_written

KEY = b"kind noun key"


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "Tadeusz Wójcik przeszedł do pracy w Oddziale w Olsztynie, bo mieszka w Olsztynie.",
            "w Oddziale w ",
        ),
        (
            "Spór z Prezydentem Miasta Olsztyn wygrała Dorota Zych, która żyje w Olsztynie.",
            "Prezydentem Miasta ",
        ),
        ("Skargę na Radę Miasta Olsztyn złożył Tadeusz Wójcik z Olsztyna.", "Radę Miasta "),
    ],
)
def test_the_kind_noun_stays_and_the_town_is_replaced(text: str, kept: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert kept in written
    assert "Olsztyn" not in written
    assert not any(name in written for name in ("Wójcik", "Zych"))


def test_a_name_part_alone_is_no_place_but_a_town_is() -> None:
    dictionary = dictionary_for("pl")
    assert dictionary.name_part("Miasta")
    assert not dictionary.name_part("Olsztyna")
    assert not dictionary.name_part("miasta")


def test_a_town_named_with_the_part_is_still_replaced() -> None:
    _, written = run_written("Bożena Gil od lat mieszka w Nowym Mieście Lubawskim.", "pl", KEY)
    assert "Lubawskim" not in written
