"""Czech output that reads as a careful person wrote it (issue 25): a reference number keeps
its shape, a range of days moves whole, a given name called in the vocative is a person's
and its surrogate is called too, an ordinary word opening a chat's message stays, a body's
town is the town's surrogate, a shop chain stays in any case, and a town inside a username
is replaced with the username's other parts."""

from __future__ import annotations

import re

import pytest

from tests.pseudonymized import run_written

KEY = b"careful czech key"


def _shape(value: str) -> str:
    return re.sub(r"\d", "d", value)


@pytest.mark.parametrize(
    ("text", "reference"),
    [
        ("Pod číslem 2024-0093 najdete svůj požadavek.", "2024-0093"),
        ("Číslo jednací 1187-22 uvádějte ve všech dopisech.", "1187-22"),
    ],
)
def test_a_reference_number_keeps_its_shape(text: str, reference: str) -> None:
    """A year and a serial number (`2024-0093`) are one identifier replaced digit for digit:
    not two dates, the serial read as a year and written without its zero."""
    _, written = run_written(text, "cs", KEY)
    start = text.index(reference)
    after = written[start : start + len(reference)]
    assert reference not in written
    assert _shape(after) == _shape(reference), written
    assert written[start + len(reference) :] == text[start + len(reference) :]


@pytest.mark.parametrize(
    ("text", "chain"),
    [
        ("Sejdeme se u Tesca u pokladen.", "Tesca"),
        ("Rohlíky beru vždycky v Albertu na rohu.", "Albertu"),
        ("Ten jogurt mám z Billy, byl ve slevě.", "Billy"),
        ("Večer zajedu do Lidlu pro pivo.", "Lidlu"),
        ("Mléko v Tescu zase podražilo.", "Tescu"),
    ],
)
def test_a_shop_chain_in_a_case_is_kept(text: str, chain: str) -> None:
    """A chain of shops (`Tesco`, `Albert`, `Billa`) in the case a preposition gives it is
    the shop, no one's data, even where its form is also someone's name (`Billy`)."""
    _, written = run_written(text, "cs", KEY)
    assert written == text


def test_a_chain_named_like_a_person_beside_a_person_is_the_person() -> None:
    """Where a preposition may stand before a person (`s`, `u`), a chain's name that is a
    given name (`Albert`) is the person's, replaced."""
    text = "Včera jsem mluvil s Albertem o práci a byl jsem u Alberta na večeři."
    _, written = run_written(text, "cs", KEY)
    assert "Albert" not in written


@pytest.mark.parametrize(
    "text",
    [
        "Super, tak se uvidíme u vás.",
        "Loni touhle dobou sněžilo.",
        "Dneska to nestihnu, promiň.",
        "Fajn, to beru.",
        "Zkus mu zavolat večer.",
        "Jasně, počkám na tebe.",
    ],
)
def test_an_ordinary_word_opening_a_chat_message_is_kept(text: str) -> None:
    """A common word whose capital is the message's (`Super`, `Loni`) is no name: not where
    the lexicon's tables miss it (a word the language writes all the time), nor where another
    language's lists hold it as a name."""
    _, written = run_written(text, "cs", KEY)
    assert written == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Hana mi to včera říkala.", "Hana"),
        ("Novák podepsal smlouvu.", "Novák"),
        ("Petr dorazí později.", "Petr"),
    ],
)
def test_a_name_opening_a_sentence_is_still_replaced(text: str, name: str) -> None:
    _, written = run_written(text, "cs", KEY)
    assert name not in written


@pytest.mark.parametrize(
    ("text", "called"),
    [
        ("Petře, ozvi se, až dorazíš.", "Petře"),
        ("Michale! Pojď se podívat.", "Michale"),
        ("Dobrou noc, Petře!", "Petře"),
    ],
)
def test_a_given_name_called_in_the_vocative_is_a_person_called_so(text: str, called: str) -> None:
    """A given name in the case of address (`Petře`, `Michale`) is a person, though
    the tagger reads an adverb or a town there and `Petře` is also Petra's dative: its
    surrogate is a given name called in the vocative too, never a family name or a town in the
    nominative."""
    _, written = run_written(text, "cs", KEY)
    assert called not in written
    start = text.index(called)
    surrogate = re.match(r"[^\W\d_]+", written[start:])
    assert surrogate is not None
    word = surrogate.group()
    # (A man's vocative of the surrogate lists ends in -e, -i or -u: `Bohumile`, `Lukáši`.)
    assert word.endswith(("e", "i", "u")), written


def test_a_town_inside_a_username_is_replaced_with_its_other_parts() -> None:
    """A user name of a nickname, a town and a number (`<nick>_<town>77`) has its town
    replaced by a town, as its name is by a name: a town of the country kept inside a handle
    narrows down who wrote it."""
    text = "Na fóru píšu jako Radek_Olomouc77, tak mě tam najdeš."
    _, written = run_written(text, "cs", KEY)
    assert "Olomouc" not in written
    handle = re.search(r"jako (\S+?),", written)
    assert handle is not None
    name, town = handle.group(1).rstrip("0123456789").split("_")
    assert name != "Radek" and town[:1].isupper() and town.isalpha()
