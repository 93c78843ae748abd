"""Two capitals after a definite article are a term's or a body's initials (`the GP`, `the
MP`): a person's initials take no article, and the GP became `GG`."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary import language_votes


def _cues(text: str, span: str) -> set[str]:
    start = text.index(span)
    mention = Mention(start, start + len(span), Category.ORGANIZATION, "test")
    return {e.detail for e in language_votes(mention, text, Analysis(text, "en"))}


def test_two_capitals_after_the_article_are_initials_written_widely() -> None:
    text = "Our daughter Wren has had a cough since March and the GP sent us home again."
    assert "initials_widely" in _cues(text, "GP")


@pytest.mark.parametrize(
    "text", ["Signed for and on behalf of the company, JT.", "Thanks, GP and the team."]
)
def test_two_capitals_without_an_article_may_be_someones(text: str) -> None:
    assert "initials_widely" not in _cues(text, "JT" if "JT" in text else "GP")
