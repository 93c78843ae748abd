"""A title stays as it is written, found alone (as whatever category) or before a name; the
name beside it changes, in the title's gender."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.languages import get_language
from pseudonymizer.model import Document, Mention
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.replace.titles import titles_only

KEYS = (b"first key", b"second key", b"third key")


@pytest.mark.parametrize(
    ("original", "lang"),
    [
        ("JUDr.", "cs"),
        ("Paní", "cs"),
        ("pani", "pl"),
        ("Mr", "en"),
        ("Dr.", "en"),
        ("QC", "en"),
        ("Frau", "de"),
        ("fru", "sv"),
        ("úr", "hu"),
        ("úrral", "hu"),
        ("JUDr. Ing.", "cs"),
    ],
)
def test_titles_alone_are_titles_only(original: str, lang: str) -> None:
    assert titles_only(original, get_language(lang))


@pytest.mark.parametrize(
    ("original", "lang"),
    [("Anna", "en"), ("Mr Smith", "en"), ("", "cs"), ("Herr Richter", "de"), ("D.", "en")],
)
def test_a_name_or_an_initial_is_no_title(original: str, lang: str) -> None:
    assert not titles_only(original, get_language(lang))


@cache
def _pipeline(key: bytes) -> Pipeline:
    """The pipeline of `run --mentions input --mode pseudonymize`."""
    return Pipeline(Config(mentions="input"), [Mode.PSEUDONYMIZE], FakerSurrogates(key))


def _written(text: str, lang: str, spans: list[tuple[str, Category]], key: bytes) -> str:
    """`text` pseudonymized with the given mentions only, as `run --mentions input` does."""
    given = []
    for piece, category in spans:
        start = text.index(piece)
        given.append(Mention(start, start + len(piece), category, "input"))
    [result] = _pipeline(key).run([Document("d", text, lang, given=given)])
    return result.rewrites[Mode.PSEUDONYMIZE].text


TITLED = {
    "en": ("I met Dr. Whitfield and Mr Hughes.", ["Dr.", "Mr"], ["Whitfield", "Hughes"]),
    "cs": (
        "Mluvil jsem s JUDr. Novákem a s paní Svobodovou.",
        ["JUDr.", "paní"],
        ["Novákem", "Svobodovou"],
    ),
    "pl": (
        "Rozmawiałem z panią Nowak i z dr. Wiśniewskim.",
        ["panią", "dr."],
        ["Nowak", "Wiśniewskim"],
    ),
    "de": (
        "Ich sprach mit Frau Schmidt und Herrn Dr. Weber.",
        ["Frau", "Herrn", "Dr."],
        ["Schmidt", "Weber"],
    ),
    "sv": ("Jag pratade med fru Lindqvist och herr Berg.", ["fru", "herr"], ["Lindqvist", "Berg"]),
    "hu": (
        "Beszéltem Kovács úrral és dr. Szabó Péterrel.",
        ["úrral", "dr."],
        ["Kovács", "Szabó Péterrel"],
    ),
}


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", sorted(TITLED))
def test_a_title_given_as_a_mention_is_written_as_it_was(lang: str, key: bytes) -> None:
    text, titles, names = TITLED[lang]
    # Annotated as a mention of its own (TAB, Presidio's TITLE), and one as an organization, as
    # a model reads `Mr`.
    spans = [(title, Category.PROFESSION) for title in titles[1:]]
    spans += [(titles[0], Category.ORGANIZATION), *((name, Category.PERSON) for name in names)]
    out = _written(text, lang, spans, key)
    for title in titles:
        assert title in out
    for name in names:
        assert name not in out
    assert out.count(" ") == text.count(" ") or lang == "hu"  # names of as many words
