"""A title found alone gets another title, not a name or a pseudo-word."""

from __future__ import annotations

import random

import pytest

from pseudonymizer.languages import get_language
from pseudonymizer.replace.titles import title_surrogate


@pytest.mark.parametrize(
    ("original", "lang"), [("JUDr.", "cs"), ("Paní", "cs"), ("Mr", "en"), ("QC", "en")]
)
def test_a_title_becomes_another_title_of_its_kind(original: str, lang: str) -> None:
    language = get_language(lang)
    new = title_surrogate(original, language, random.Random(1))
    assert new is not None and new.casefold() != original.casefold()
    group = language.post_nominals if original == "QC" else language.person_titles
    assert new.rstrip(".") in group
    assert new.endswith(".") == original.endswith(".")


@pytest.mark.parametrize(("original", "lang"), [("Anna", "en"), ("Mr Smith", "en"), ("", "cs")])
def test_anything_but_titles_alone_is_left_to_the_other_surrogates(
    original: str, lang: str
) -> None:
    assert title_surrogate(original, get_language(lang), random.Random(1)) is None


def test_a_code_that_starts_like_a_title_keeps_none_of_its_digits(surrogate_of) -> None:
    from pseudonymizer.categories import Category

    assert "4417" not in surrogate_of("PC 4417", "en", Category.ID)


def test_a_title_alone_stays_a_title_and_title_with_family_name_is_a_name(surrogate_of) -> None:
    assert surrogate_of("Senator", "en") != "Senator"
    from pseudonymizer.languages import get_language

    titles = {t.rstrip(".").casefold() for t in get_language("en").person_titles}
    assert surrogate_of("Senator", "en").rstrip(".").casefold() in titles
    assert surrogate_of("Herr Richter", "de").startswith("Herr ")


def test_a_kinship_stays_a_kinship_and_a_degree_never_becomes_one() -> None:
    import random

    from pseudonymizer.languages import get_language
    from pseudonymizer.replace.titles import title_surrogate

    for seed in range(10):
        rng = random.Random(seed)
        assert title_surrogate("Oma", get_language("de"), rng) in ("Opa", "Onkel", "Tante")
        assert title_surrogate("Aunt", get_language("en"), rng) in ("Uncle", "Grandma", "Grandpa")
        assert title_surrogate("Dr", get_language("de"), rng) in ("Herr", "Frau", "Prof")
