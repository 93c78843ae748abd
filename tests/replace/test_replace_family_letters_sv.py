"""How a Swedish family letter or chat names its people: a woman's given name no list holds
ending in -a (`Valborga`) keeps a woman's surrogate, a man's nickname (`Nisse`) is a person
though a town abroad is spelled so, and what the family calls its parents and grandparents
(`moffa`, `mommo`, `farsan`) stays as written."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.substitutes import given_names
from tests.pseudonymized import run_written

KEY = b"family letters sv"


@pytest.mark.parametrize("name", ["Valborga", "Alfrida", "Agnetha"])
def test_an_unlisted_given_name_in_a_gets_a_womans_surrogate(name: str) -> None:
    text = f"Vår nya granne {name} Sjöholm har redan bjudit oss på kaffe.\n"
    _, output = run_written(text, "sv", KEY)
    assert name not in output and "Sjöholm" not in output, output
    found = re.search(r"granne (\w+) \w+ har", output)
    assert found is not None, output
    assert found.group(1) in given_names("sv_SE", "female"), output


@pytest.mark.parametrize(
    "text",
    [
        "Nisse följer med oss till fjällen i vinter.\n",
        "Sen kom Nisse förbi och hjälpte till med taket.\n",
    ],
)
def test_a_mans_nickname_spelled_as_a_town_abroad_is_a_man(text: str) -> None:
    result, output = run_written(text, "sv", KEY)
    [mention] = [m for m in result.mentions if m.text_in(text) == "Nisse"]
    assert mention.category is Category.PERSON, mention
    word = output.split()[text.split().index("Nisse")]
    assert word in given_names("sv_SE", "male"), output


def test_a_swedish_town_of_a_nicknames_ending_stays_a_place() -> None:
    text = "Vi flyttade från Partille till Umeå förra året.\n"
    result, output = run_written(text, "sv", KEY)
    [mention] = [m for m in result.mentions if m.text_in(text) == "Partille"]
    assert mention.category is Category.LOCATION, mention
    assert "Partille" not in output, output


def test_what_a_family_calls_its_parents_and_grandparents_stays() -> None:
    text = (
        "Vi var hos Moffa hela helgen, och Mommo bakade bullar.\n"
        "Farsan hälsar, han kör upp med Ingvar Lund på fredag.\n"
    )
    _, output = run_written(text, "sv", KEY)
    for kin in ("hos Moffa hela", "och Mommo bakade", "Farsan hälsar"):
        assert kin in output, output
    assert "Ingvar" not in output and "Lund på" not in output, output
