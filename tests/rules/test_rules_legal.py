"""Legal texts with the real pipelines: a heading after a list's letter or number in
brackets (`(ii) Procedural limb`) opens its line as a sentence does, and its ordinary word is
kept; a person's name after such a letter is still replaced."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Status
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"legal"))


def run(text: str, lang: str) -> Result:
    return next(pipeline().run([Document("d", text, lang)]))


def written(result: Result) -> str:
    return result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("lang", "text", "heading"),
    [
        ("en", "THE LAW\n\n(ii) Procedural limb\n\n14. The applicant complained.", "Procedural"),
        ("en", "THE LAW\n\n(b) Substantive issues\n\n15. The Court agrees.", "Substantive"),
        ("cs", "Skutkový stav\n\n(a) Náklady řízení\n\nŽalobce podal odvolání.", "Náklady"),
        ("pl", "Uzasadnienie\n\n(b) Koszty postępowania\n\nPowód wniósł apelację.", "Koszty"),
        ("sv", "Bakgrund\n\n(ii) Rättegångskostnader\n\nKäranden överklagade.", "Rättegångs"),
        ("hu", "Indokolás\n\nb) Perköltség\n\nA felperes fellebbezett.", "Perköltség"),
    ],
)
def test_a_heading_after_a_list_letter_in_brackets_is_kept(
    lang: str, text: str, heading: str
) -> None:
    result = run(text, lang)
    assert written(result) == text
    word = text[text.index(heading) :].split()[0]
    start = text.index(word)
    for mention in result.mentions:
        if mention.start == start:
            assert mention.decision.status is Status.PUBLIC
            assert "sentence_start" in {e.detail for e in mention.decision.evidence}


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("en", "Witnesses:\n(a) Fenwick stated that he saw nothing.", "Fenwick"),
        ("cs", "Svědci:\n(a) Kratochvíl uvedl, že nic neviděl.", "Kratochvíl"),
    ],
)
def test_a_name_after_a_list_letter_is_still_replaced(lang: str, text: str, name: str) -> None:
    assert name not in written(run(text, lang))
