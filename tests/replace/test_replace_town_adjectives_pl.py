"""A town's adjective in a body's name (`Uniwersytetu Szczecińskiego`) where the text names the
town alone too (`do Szczecina`) becomes the adjective of the town's surrogate, in its form:
kept, it told which town the replaced one was. Where the text does not name the town, the
body's name stays as it was; a region's adjective is no town's."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.demonyms import adjective_of_town, town_of_adjective_lemma
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.morfeusz import lemma
from tests.pseudonymized import run_written

KEY = b"town adjective key"


@pytest.mark.parametrize(
    ("adjective", "town"), [("szczeciński", "Szczecin"), ("gdański", "Gdańsk")]
)
def test_a_towns_adjective_leads_to_the_town(adjective: str, town: str) -> None:
    assert town_of_adjective_lemma(adjective, "pl") == town
    assert adjective_of_town(town, "pl") == adjective


def test_a_regions_adjective_leads_to_no_town() -> None:
    assert town_of_adjective_lemma("mazowiecki", "pl") is None
    assert adjective_of_town("Zielona Góra", "pl") is None


@pytest.mark.parametrize(
    ("text", "body", "before_town"),
    [
        (
            "W imieniu Uniwersytetu Szczecińskiego zapraszam do Szczecina, pisze Olga Bies.",
            "Uniwersytetu ",
            " do ",
        ),
        (
            "Kamil Drozd mieszka w Gdańsku i wykłada na Politechnice Gdańskiej od lat.",
            "Politechnice ",
            " w ",
        ),
    ],
)
def test_the_adjective_is_the_towns_surrogates(text: str, body: str, before_town: str) -> None:
    _, written = run_written(text, "pl", KEY)
    assert "Szczeci" not in written and "Gdańs" not in written
    adjective = written.split(body)[1].split()[0].strip(".,")
    town = written.split(before_town, 1)[1].split()[0].strip(".,")
    read = dictionary_for("pl").adjective_lemma(adjective)
    assert read is not None
    assert town_of_adjective_lemma(read, "pl").lower() == lemma(town)


def test_a_bodys_adjective_stays_where_the_town_is_not_named() -> None:
    text = "W imieniu Uniwersytetu Szczecińskiego zapraszam na wykład, pisze Olga Bies."
    _, written = run_written(text, "pl", KEY)
    assert "Uniwersytetu Szczecińskiego" in written
    assert "Bies" not in written
