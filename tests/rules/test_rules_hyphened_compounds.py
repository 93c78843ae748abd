"""A compound of ordinary words joined by hyphens, lower case after its first part, is no name
wherever it stands (`a Pre-trial review`, `a Forklift-mounted camera`), also where a model cut
its first part off as a name; its first part may be a prefix the language writes before a
hyphen (`pre`, `non`), which the word tables list many compounds of. A double-barrelled name
(`Ashby-Kerridge`) is still replaced."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.vocabulary import hyphen_prefixes
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary.capitals import hyphened_compound, lower_hyphened


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"hyphened"))


def _output(text: str) -> str:
    result = next(_pipeline().run([Document("d", text, "en")]))
    return result.rewrites[Mode.PSEUDONYMIZE].text


def test_the_prefixes_come_from_the_word_tables() -> None:
    assert {"pre", "non", "post", "sub"} <= hyphen_prefixes("en")
    assert "smith" not in hyphen_prefixes("en")


@pytest.mark.parametrize(
    ("written", "compound"),
    [("Pre-hearing", True), ("Non-attendance", True), ("Driver-operated", True)],
)
def test_a_compound_of_ordinary_words_is_read_as_one(written: str, compound: bool) -> None:
    assert lower_hyphened(written, "en") is compound


@pytest.mark.parametrize("name", ["Ashby-Kerridge", "Marie-Louise", "Harwood-smythe"])
def test_a_double_barrelled_name_is_no_compound(name: str) -> None:
    assert not lower_hyphened(name, "en")


def test_a_part_a_model_cut_off_is_read_with_the_compound() -> None:
    text = "She drove a Driver-operated lift on the night."
    start = text.index("Driver")
    assert hyphened_compound(text, start, start + len("Driver")) == "Driver-operated"
    start = text.index("operated")
    assert hyphened_compound(text, start, start + len("operated")) == "Driver-operated"


def test_compounds_inside_a_sentence_are_kept_and_a_name_beside_them_is_not() -> None:
    text = (
        "7. Mrs Quennell produced a Pre-inspection checklist dated March 2019 and a "
        "Driver-operated lift, and said Mr Ashby-Kerridge had signed both.\n"
    )
    out = _output(text)
    assert "a Pre-inspection checklist" in out
    assert "Driver-operated" in out
    assert "Ashby-Kerridge" not in out and "Quennell" not in out


@pytest.mark.parametrize(
    ("written", "compound"),
    [
        # (Compounds and suffixed words no table lists, which the language's formation reads.)
        ("Élelmiszerlánc-biztonsági", True),
        ("Vízgazdálkodási-hatósági", True),
        # (A foreign name with its case after a hyphen, as Hungarian writes it.)
        ("Shakespeare-rel", False),
        ("Watanabe-val", False),
    ],
)
def test_a_hungarian_compound_the_formation_reads_is_one(written: str, compound: bool) -> None:
    assert lower_hyphened(written, "hu") is compound


def test_a_hungarian_office_opening_with_such_a_compound_keeps_it() -> None:
    text = (
        "Élelmiszerlánc-biztonsági és Állategészségügyi Osztály\nÜgyintéző: Dr. Bánfalvi Kornélia\n"
    )
    result = next(_pipeline().run([Document("d", text, "hu")]))
    out = result.rewrites[Mode.PSEUDONYMIZE].text
    assert out.startswith("Élelmiszerlánc-biztonsági és Állategészségügyi Osztály\n"), out
    assert "Bánfalvi" not in out, out
