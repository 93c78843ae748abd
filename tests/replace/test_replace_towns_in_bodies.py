"""One town, one surrogate: a town named alone in any case (`v Olomouci`, `z Olomouce`), after
an address's comma, and inside a body's name (`Charita Olomouc`, `Krajský soud v Olomouci`,
`Fakultní nemocnice Olomouc`) is the same surrogate town, each in the case written. The body's
first draw of the town used to claim it, and the town alone got another."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.lexicon.grammar import grammar_for
from tests.pseudonymized import run_written

KEYS = [b"a" * 32, b"b" * 32, b"c" * 32]

LETTER = (
    "Vážená paní Horáková,\n\n"
    "píšu Vám jménem spolku Charita Olomouc. Naše poradna sídlí v Olomouci od roku 2016 "
    "a spolupracuje s Fakultní nemocnicí Olomouc i s Krajským soudem v Olomouci.\n\n"
    "Minulý týden jsme z Olomouce vezli dary do Brna.\n\n"
    "S pozdravem\n"
    "Tomáš Kučera\n"
    "Charita Olomouc, Wurmova 7, Olomouc\n"
)


def _after(written: str, before: str) -> list[str]:
    """The words written after each `before` (the town a body's kind word names)."""
    return re.findall(re.escape(before) + r" ([^\W\d_]+)", written)


@pytest.mark.parametrize("key", KEYS)
def test_a_town_alone_and_in_bodies_names_one_surrogate(key: bytes) -> None:
    _, written = run_written(LETTER, "cs", key)
    assert "Olomou" not in written
    charita = set(_after(written, "Charita"))
    assert len(charita) == 1
    town = charita.pop()
    assert _after(written, "Fakultní nemocnicí") == [town]
    # The address's town after its comma is in the nominative, not a vocative.
    assert written.rstrip().endswith(f", {town}")
    forms = grammar_for("cs").inflector.forms(town, place=True)
    located = _after(written, "sídlí v") + _after(written, "sídlí ve")
    court = _after(written, "soudem v") + _after(written, "soudem ve")
    assert located == court and located[0] in forms and located[0] != town
    origin = _after(written, "jsme z") + _after(written, "jsme ze")
    assert origin[0] in forms and origin[0] not in (town, located[0])


@pytest.mark.parametrize("key", KEYS)
def test_another_town_keeps_its_own_surrogate(key: bytes) -> None:
    _, written = run_written(LETTER, "cs", key)
    town = _after(written, "Charita")[0]
    assert "Brna" not in written
    other = _after(written, "dary do")[0]
    assert other not in grammar_for("cs").inflector.forms(town, place=True)
    # The bodies' own words stay as written.
    assert "spolku Charita " in written and "s Fakultní nemocnicí " in written
    assert "i s Krajským soudem v" in written


@pytest.mark.parametrize("key", KEYS)
def test_a_town_read_alone_as_a_body_is_still_the_town(key: bytes) -> None:
    text = (
        "Pracuji ve Fakultní nemocnici Brno. Bydlím v Brně a do Brna jezdím vlakem. "
        "Adresa: Jihlavská 20, Brno."
    )
    _, written = run_written(text, "cs", key)
    town = _after(written, "Fakultní nemocnici")[0]
    assert town != "Brno" and written.endswith(f", {town}.")
    forms = grammar_for("cs").inflector.forms(town, place=True)
    assert (_after(written, "Bydlím v") + _after(written, "Bydlím ve"))[0] in forms


@pytest.mark.parametrize("key", KEYS)
def test_a_body_read_in_another_gender_still_names_the_town(key: bytes) -> None:
    # (The tagger may read the town inside a body's name in another gender than alone, which
    # drew from another list of towns.)
    text = (
        "Bydlím na adrese Nádražní 412, 767 01 Kroměříž.\n\n"
        "Matku ošetřuje doktorka z Nemocnice Kroměříž. Do Kroměříže jezdím autobusem."
    )
    _, written = run_written(text, "cs", key)
    town = _after(written, "z Nemocnice")[0]
    assert town != "Kroměříž"
    assert re.search(rf"\d{{3}} \d{{2}} {town}\.\n", written)
    forms = grammar_for("cs").inflector.forms(town, place=True)
    assert _after(written, "Do")[0] in forms


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Die Rostocker Sparkasse hat mein Konto gekündigt. Seit Mai wohne ich in Rostock.",
            "Sparkasse",
        ),
        ("Das Bielefelder Amtsgericht hat entschieden. Ich wohne in Bielefeld.", "Amtsgericht"),
    ],
)
def test_a_german_towns_adjective_follows_the_towns_surrogate(text: str, kind: str) -> None:
    # `Rostocker` is `Rostock` and `-er`: kept, it told which town the replaced one was.
    for key in KEYS:
        _, written = run_written(text, "de", key)
        town = re.findall(r"in ([^\W\d_]+)\.", written)[-1]
        assert "Rostock" not in written and "Bielefeld" not in written
        assert f"{town}er {kind}" in written


def test_a_towns_adjective_alone_is_the_dish_and_kept() -> None:
    text = "Zum Abendbrot gab es Kasseler mit Sauerkraut, sagte Frau Wendtland."
    _, written = run_written(text, "de", KEYS[0])
    assert "es Kasseler mit Sauerkraut" in written and "Wendtland" not in written
