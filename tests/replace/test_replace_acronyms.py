"""An organization written as its initials gets initials of the same length and case."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.link import link
from pseudonymizer.model import Document, Mention
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.surrogates import FakerSurrogates


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "Ask the EPC assessor before you sign.", "EPC"),
        ("cs", "Podle údajů ČNB byla sazba vyšší.", "ČNB"),
        ("de", "Die ADAC-Karte lag im Auto, sagte die BVG.", "BVG"),
    ],
)
@pytest.mark.parametrize("key", [b"one", b"two", b"three"])
def test_initials_become_initials(lang: str, text: str, value: str, key: bytes) -> None:
    start = text.index(value)
    mention = Mention(start, start + len(value), Category.ORGANIZATION, "ner", 0.7)
    replacer = Replacer(Config(), FakerSurrogates(key))
    rewrite = replacer.replace(
        Document("d", text, lang), [mention], link(text, [mention]), Mode.PSEUDONYMIZE
    )
    new_start, new_end = rewrite.map_span(mention.start, mention.end)
    surrogate = rewrite.text[new_start:new_end]
    assert surrogate != value
    assert re.fullmatch(rf"[^\W\d_a-z]{{{len(value)}}}", surrogate), surrogate
