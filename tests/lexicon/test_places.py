"""CLDR's country names, the pool a country's surrogate comes from."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.places import country_names


@pytest.mark.parametrize(("lang", "country"), [("en", "Spain"), ("cs", "Německo"), ("pl", "Rosja")])
def test_countries_are_listed_in_the_language(lang: str, country: str) -> None:
    assert country in country_names(lang)


@pytest.mark.parametrize(("lang", "grouping"), [("en", "Antarctica"), ("en", "European Union")])
def test_groupings_and_antarctica_are_no_countries(lang: str, grouping: str) -> None:
    assert grouping not in country_names(lang)
