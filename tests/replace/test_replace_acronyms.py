"""An organization or a thing written as its initials gets initials of the same length and
case, never a name in capitals; a name the lists know, written in capitals, stays a name."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places
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
        ("cs", "Formulář jsem poslala na ČSSZ včas.", "ČSSZ"),
        ("pl", "Rozliczenie z KRUS przyszło wczoraj.", "KRUS"),
        ("hu", "A levelet az SZTE küldte el.", "SZTE"),
        ("sv", "Beslutet från ARN kom i går.", "ARN"),
    ],
)
@pytest.mark.parametrize("category", [Category.ORGANIZATION, Category.OTHER, Category.PERSON])
@pytest.mark.parametrize("key", [b"one", b"two", b"three"])
def test_initials_become_initials(
    lang: str, text: str, value: str, category: Category, key: bytes
) -> None:
    start = text.index(value)
    mention = Mention(start, start + len(value), category, "ner", 0.7)
    replacer = Replacer(Config(), FakerSurrogates(key))
    rewrite = replacer.replace(
        Document("d", text, lang), [mention], link(text, [mention]), Mode.PSEUDONYMIZE
    )
    new_start, new_end = rewrite.map_span(mention.start, mention.end)
    surrogate = rewrite.text[new_start:new_end]
    assert surrogate != value
    assert re.fullmatch(rf"[^\W\d_a-z]{{{len(value)}}}", surrogate), surrogate


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("cs", "Smlouvu podepsal NOVÁK za firmu.", "NOVÁK"),
        ("de", "Die Firma MÜLLER hat geliefert.", "MÜLLER"),
    ],
)
@pytest.mark.parametrize("key", [b"one", b"two", b"three"])
def test_a_known_name_in_capitals_stays_a_name(
    lang: str, text: str, value: str, key: bytes
) -> None:
    start = text.index(value)
    mention = Mention(start, start + len(value), Category.ORGANIZATION, "ner", 0.7)
    replacer = Replacer(Config(), FakerSurrogates(key))
    rewrite = replacer.replace(
        Document("d", text, lang), [mention], link(text, [mention]), Mode.PSEUDONYMIZE
    )
    new_start, new_end = rewrite.map_span(mention.start, mention.end)
    surrogate = rewrite.text[new_start:new_end]
    assert surrogate != value
    assert surrogate.isupper()
    assert any(
        word.capitalize() in {*given_names(), *family_names(), *places(lang)}
        for word in surrogate.split()
    ), surrogate
