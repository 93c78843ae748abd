"""A compound noun opening a sentence, written as one word of two ordinary words (Swedish
`Skadehandläggare`, claims handler; `Försäkringsärende`, with its linking `s`), is a noun whose
capital is the sentence's, kept as written; a family name at the same place is still replaced,
and so is one that joins two ordinary words but ends as many family names do (`-qvist`)."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.vocabulary import lower_compound, named_compound
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"compound key"))


def _output(text: str, lang: str) -> str:
    [result] = _pipeline().run([Document("d", text, lang)])
    return result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize("noun", ["Skadehandläggare", "Försäkringsärende"])
def test_a_swedish_compound_noun_opening_a_sentence_stays(noun: str) -> None:
    text = f"Hej Karin! {noun} ringde igår om ärendet. Lindqvist ringde också."
    output = _output(text, "sv")
    assert f" {noun} " in output
    assert "Karin" not in output and "Lindqvist" not in output


@pytest.mark.parametrize(
    ("lang", "word", "compound"),
    [
        ("sv", "Skadehandläggare", True),
        ("sv", "Lindqvist", False),  # a family name of the lists
        ("sv", "Karin", False),
        ("de", "Schadensachbearbeiter", True),
    ],
)
def test_a_compound_is_two_ordinary_words_and_no_known_name(
    lang: str, word: str, compound: bool
) -> None:
    assert lower_compound(word, lang) is compound


@pytest.mark.parametrize(
    ("line", "kept", "replaced"),
    [
        ("2019 – 2022      Miljöanalytiker, handledare Lindqvist", "Miljöanalytiker", "Lindqvist"),
        ("2015\tSkadehandläggare hos Karin Holm", "Skadehandläggare", "Karin"),
        ("Arbete: ”Dagvattenhantering i staden”, Lindqvist", "Dagvattenhantering", "Lindqvist"),
    ],
)
def test_a_table_cell_or_a_quotation_opens_like_a_sentence(
    line: str, kept: str, replaced: str
) -> None:
    output = _output(f"Meritförteckning\n\n{line}\n", "sv")
    assert kept in output
    assert replaced not in output


@pytest.mark.parametrize("heading", ["Tilläggsstraff", "Straffvärdesbedömning", "Villkorsändring"])
def test_a_compound_heading_alone_before_its_colon_stays(heading: str) -> None:
    """A judgment's heading alone on its line before a colon (`Tilläggsstraff:`) opens its
    line as a sentence does: a compound of ordinary words, which became a town; the person
    named below it is replaced."""
    text = f"{heading}:\nTingsrätten hörde Maja Sundqvist om händelsen.\n"
    output = _output(text, "sv")
    assert f"{heading}:\n" in output
    assert "Sundqvist" not in output


def test_a_speakers_name_before_a_colon_and_words_stays_replaced() -> None:
    """A chat's speaker writes after the colon: a family name joining two ordinary words
    there (`Stenbäck`) is still the speaker's."""
    output = _output("Stenbäck: vi ses vid bryggan ikväll\nAnna: okej\n", "sv")
    assert "Stenbäck" not in output


@pytest.mark.parametrize(
    "heading", ["Skadeståndsanspråk", "BEVISUPPTAGNING", "Vårdnadsfrågan", "Ersättningsyrkanden"]
)
def test_a_compound_heading_alone_on_its_line_stays(heading: str) -> None:
    """A judgment's section heading alone on its line, in capitals or not, is a compound of
    ordinary words that became a town; the person below it, and a signature's family name
    alone on its line, stay replaced."""
    assert lower_compound(heading, "sv")
    text = (
        f"{heading}\n\nTingsrätten hörde Maja Sundqvist om saken.\n\nMed vänlig hälsning\nEkwall\n"
    )
    output = _output(text, "sv")
    assert output.startswith(f"{heading}\n"), output
    assert "Sundqvist" not in output and "Ekwall" not in output, output


@pytest.mark.parametrize("noun", ["Voteringslista", "Bilagelista"])
def test_a_compound_ending_in_a_head_only_far_names_end_stays(noun: str) -> None:
    """`-lista` ends Brazilian towns (`Paulista`) that no Swedish word opens: no name's head
    there, so a compound ending in it opening a sentence (`Voteringslista`) is a noun."""
    output = _output(f"{noun} finns på sidan. Lindqvist skickade den.", "sv")
    assert output.startswith(f"{noun} finns")
    assert "Lindqvist" not in output


@pytest.mark.parametrize("noun", ["Pokémonkort", "Legobitar"])
def test_a_things_name_joined_to_a_noun_opening_a_sentence_stays(noun: str) -> None:
    output = _output(f"{noun} säljs på loppis i helgen, sa Karin Sjöberg.", "sv")
    assert output.startswith(f"{noun} säljs")
    assert "Sjöberg" not in output


@pytest.mark.parametrize(
    ("word", "compound"),
    [("Pokémonkort", True), ("Nilssonkort", False), ("Sjöberg", False), ("Lundkort", False)],
)
def test_a_named_compound_has_no_name_or_place_for_its_first_part(
    word: str, compound: bool
) -> None:
    assert named_compound(word, "sv") is compound


def test_a_family_name_ending_in_a_villages_head_is_no_compound() -> None:
    """Villages of Sweden end as its family names do (`-bäck`, `-holmen`): a word so ending
    opening a sentence is still someone's name."""
    assert not lower_compound("Stenbäck", "sv")
    assert not lower_compound("Björkholmen", "sv")
    output = _output("Stenbäck kom hem igår. Björkholmen ringde sedan.", "sv")
    assert "Stenbäck" not in output and "Björkholmen" not in output
