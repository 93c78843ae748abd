"""What a Czech text pseudonymized keeps and how it writes what it replaces, read from the
written output: units, institutions, common nouns, towns of several words, persons in a case,
firms named after their town."""

from __future__ import annotations

import pytest

from tests.pseudonymized import run_written

KEY = b"czech output"


@pytest.mark.parametrize(
    "text",
    [
        "Včera večer bylo venku 7 °C a ráno už mrzlo.",
        "V kotelně naměřil technik 65 °C. Svědek to potvrdil.",
        "V zimě klesla teplota na -12 °C, tak jsme topili dřevem.",
    ],
)
def test_a_degree_and_its_unit_are_kept(text: str) -> None:
    _, out = run_written(text, "cs", KEY)
    number = text.split(" °")[0].rsplit(" ", 1)[1]
    assert f"{number} °C" in out


def test_a_name_after_a_measure_is_still_replaced() -> None:
    text = "Teplota byla 21 °C. Pavel Dušek pak zavřel okno."
    _, out = run_written(text, "cs", KEY)
    assert "21 °C" in out
    assert "Dušek" not in out
