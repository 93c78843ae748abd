"""A Swedish sentence may open with its verb: an imperative (`Se till att ...`) or a
question's verb before its subject (`Bor du i ...?`); and a chat opens a message with its
laughter or interjection before the name it addresses (`Haha Lina, ...`). The verb is kept as
written, the interjection is no part of the name; the names around are still replaced."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.vocabulary import read_in_lower_case, written_word
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary.capitals import before_subject


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"swedish openers"))


def _output(text: str) -> str:
    [result] = _pipeline().run([Document("d", text, "sv")])
    return result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("Bor du kvar i Uppsala, Gunnar?", "Bor"),
        ("Hej! Kommer hon till festen på fredag med Gunnar?", "Kommer"),
    ],
)
def test_a_questions_verb_before_its_subject_stays(text: str, verb: str) -> None:
    output = _output(text)
    assert f"{verb} " in output
    assert "Gunnar" not in output


def test_a_given_name_before_the_pronoun_it_addresses_is_no_verb() -> None:
    text = "Lina du är bäst!"
    assert not before_subject("Lina", text, 4, "sv")
    assert before_subject("Bor", "Bor du här?", 3, "sv")
    assert "Lina" not in _output(text)


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("Se till att Gunnar får nycklarna.", "Se"),
        ("Alla kom till mötet utom Gunnar.", "Alla"),
    ],
)
def test_a_word_the_dictionary_reads_in_lower_case_opening_a_sentence_stays(
    text: str, verb: str
) -> None:
    """The dictionary reads `Se` to `se`, though a town in Brazil is spelled so."""
    output = _output(text)
    assert output.startswith(f"{verb} ")
    assert "Gunnar" not in output


def test_an_own_village_or_name_is_not_read_in_lower_case() -> None:
    assert read_in_lower_case("Se", "sv")
    assert not read_in_lower_case("Vi", "sv")  # a village of Sweden, and `vi` (we)
    assert not read_in_lower_case("Gunnar", "sv")


@pytest.mark.parametrize(
    ("text", "word", "name"),
    [
        ("Haha Lina, det var kul igår!", "Haha", "Lina"),
        ("Lol Johan, du är helt galen.", "Lol", "Johan"),
        ("[18:06] Pelle: Lol Lisen, det var en gång", "Lol", "Lisen"),
    ],
)
def test_a_chats_interjection_is_no_part_of_the_name_after_it(
    text: str, word: str, name: str
) -> None:
    output = _output(text)
    assert f"{word} " in output
    assert name not in output


def test_a_name_before_a_given_name_stays_in_it() -> None:
    """Two names side by side (`Anna Lina`, `Erik Johan`) are not an interjection and a name."""
    assert not written_word("Erik", "sv")
    output = _output("Erik Johan Lindqvist ringde igår.")
    assert "Erik" not in output and "Johan" not in output
