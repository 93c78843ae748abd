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


def _replaced(text: str, value: str, lang: str, key: bytes) -> str:
    start = text.index(value)
    mention = Mention(start, start + len(value), Category.ORGANIZATION, "ner", 0.7)
    replacer = Replacer(Config(), FakerSurrogates(key))
    rewrite = replacer.replace(
        Document("d", text, lang), [mention], link(text, [mention]), Mode.PSEUDONYMIZE
    )
    new_start, new_end = rewrite.map_span(mention.start, mention.end)
    return rewrite.text[new_start:new_end]


@pytest.mark.parametrize(
    ("text", "value", "initials"),
    [
        ("Dopis poslal Stížnostní útvar ČSOB minulý týden.", "Stížnostní útvar ČSOB", "ČSOB"),
        ("Elektroměr vyměnila Pobočka ČEZ Beroun včas.", "Pobočka ČEZ Beroun", "ČEZ"),
    ],
)
@pytest.mark.parametrize("key", [b"one", b"two"])
def test_a_widely_written_bodys_initials_stay_in_its_units_name(
    text: str, value: str, initials: str, key: bytes
) -> None:
    """A body everyone knows by its initials (`ČSOB`, a bank) is kept inside the name of its
    unit, as it is alone: a family name in its place made a person of the bank."""
    surrogate = _replaced(text, value, "cs", key)
    assert initials in surrogate.split()


@pytest.mark.parametrize(
    ("text", "value", "initials"),
    [
        ("Okna dodala firma Stavby ZKLM Beroun loni.", "Stavby ZKLM Beroun", "ZKLM"),
        ("Zakázku převzalo Středisko PDVR Kolín hned.", "Středisko PDVR Kolín", "PDVR"),
    ],
)
@pytest.mark.parametrize("key", [b"one", b"two"])
def test_a_small_bodys_initials_in_its_name_become_initials(
    text: str, value: str, initials: str, key: bytes
) -> None:
    """Initials nobody else writes (a small firm's) are replaced by initials of their shape,
    never by a family name."""
    surrogate = _replaced(text, value, "cs", key)
    words = [word for word in surrogate.split() if word.isupper()]
    assert len(words) == 1 and len(words[0]) == len(initials) and words[0] != initials
    assert words[0].capitalize() not in family_names()
