"""Initials the Polish dictionary lists as a body's (`ZOZ`, the public hospital kind, `UMK`,
`PKP`) are kept whatever wordfreq counts for them; two letters alone only among a sentence's
words or beside such initials (`SP ZOZ`), since a person signs with two letters too."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary import language_votes
from tests.pseudonymized import run_written

KEY = b"listed initials key"


def _cues(text: str, span: str) -> set[str]:
    start = text.index(span)
    mention = Mention(start, start + len(span), Category.ORGANIZATION, "test")
    return {e.detail for e in language_votes(mention, text, Analysis(text, "pl"))}


@pytest.mark.parametrize(
    ("text", "initials"),
    [
        ("Po wypadku matka trafiła do ZOZ na obserwację.", "ZOZ"),
        ("Syn od października studiuje na UMK i mieszka w akademiku.", "UMK"),
        ("Skargę na opóźniony pociąg wysłałem do PKP dwa razy.", "PKP"),
        ("Córka obroniła dyplom na UŁ w czerwcu.", "UŁ"),
    ],
)
def test_initials_the_dictionary_lists_as_a_body_stay(text: str, initials: str) -> None:
    assert "initials_of_a_body" in _cues(text, initials)
    _, written = run_written(text, "pl", KEY)
    assert f" {initials} " in written


def test_two_listed_letters_beside_a_body_kind_stay() -> None:
    text = "Pozwany szpital (SP ZOZ) nie odpowiedział na wezwanie."
    assert "initials_of_a_body" in _cues(text, "SP")
    _, written = run_written(text, "pl", KEY)
    assert "(SP ZOZ)" in written


def test_two_letters_alone_on_a_signature_line_may_be_someones() -> None:
    assert "initials_of_a_body" not in _cues("Dziękuję za pomoc.\nAK", "AK")


def test_initials_no_dictionary_lists_are_still_replaced() -> None:
    text = "Umowę zawarto z firmą QWX na dostawę okien."
    assert "initials_of_a_body" not in _cues(text, "QWX")
    _, written = run_written(text, "pl", KEY)
    assert "QWX" not in written
