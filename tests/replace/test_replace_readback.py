"""The Czech pipeline reads a surrogate in a name's place: the replacement keeps one read in the
name's case, number and gender."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze.morphology import read
from pseudonymizer.config import default_models
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.replace.readback import (
    WINDOW_CHARS,
    WINDOW_WORDS,
    ReadBack,
    _window,
    agree,
    head_morph,
)

MODEL = default_models()["cs"]
FORMS = inflector_for("cs").components


def _span(text: str, name: str) -> tuple[int, int]:
    start = text.index(name)
    return start, start + len(name)


def test_the_head_of_a_town_is_its_last_word_in_its_case() -> None:
    text = "Bydlím v Chomutově už léta."
    assert head_morph(read(text, MODEL, FORMS), *_span(text, "Chomutově")) == (
        frozenset({"Loc"}), frozenset({"Sing"}), frozenset({"Masc"}),
    )  # fmt: skip


def test_the_head_of_a_town_on_a_river_is_the_word_before_the_preposition() -> None:
    # `Labem` is an instrumental whatever the sentence; `Ústí` takes the sentence's case.
    text = "Jezdím do Ústí nad Labem každý den."
    doc = read(text, MODEL, FORMS)
    start, end = _span(text, "Ústí nad Labem")
    assert head_morph(doc, start, end) == head_morph(doc, start, start + len("Ústí"))
    assert head_morph(doc, start, end) != head_morph(doc, end - len("Labem"), end)


def test_a_surrogate_reads_alike_only_in_the_originals_case_and_gender() -> None:
    text = "Bydlím v Chomutově už léta."
    back = ReadBack(read(text, MODEL, FORMS), MODEL)
    before = back.before(*_span(text, "Chomutově"))
    values = {"Prostějově": True, "Prostějov": False, "Kolíně": True, "Kladně": False}
    for value, alike in values.items():  # Kladno is neuter
        new = text.replace("Chomutově", value)
        [head] = back.heads(new, [_span(new, value)])
        assert agree(before, head) is alike, value


def test_an_original_read_as_no_form_has_nothing_to_keep() -> None:
    text = "Stalo se to v roce 1999 na jaře."
    assert ReadBack(read(text, MODEL, FORMS), MODEL).before(*_span(text, "1999")) is None


def test_the_windows_of_a_texts_names_read_them_as_the_whole_text_does() -> None:
    # The small pipeline sees four tokens either side of a word: a window of four words
    # either side reads a name as the whole text reads it, and all windows are one reading.
    text = (
        "Žalobkyně Jana Horáková z Prostějova podala dne 5. května návrh proti žalovanému "
        "Petru Dvořákovi, bytem v Kolíně, a soud jej projednal s Karlem Novákem v Brně."
    )
    names = ["Horáková", "Prostějova", "Dvořákovi", "Kolíně", "Novákem", "Brně"]
    spans = [_span(text, name) for name in names]
    whole = read(text, MODEL, FORMS)
    heads = ReadBack(whole, MODEL).heads(text, spans)
    assert heads == [head_morph(whole, *span) for span in spans]


def test_heads_agree_on_one_shared_value_of_each_feature() -> None:
    masc_or_neut = (frozenset({"Gen"}), frozenset({"Sing"}), frozenset({"Masc", "Neut"}))
    neut = (frozenset({"Gen"}), frozenset({"Sing"}), frozenset({"Neut"}))
    fem = (frozenset({"Gen"}), frozenset({"Sing"}), frozenset({"Fem"}))
    assert agree(masc_or_neut, neut)
    assert not agree(masc_or_neut, fem)
    assert not agree(masc_or_neut, None)


def test_a_head_read_with_some_features_keeps_only_those() -> None:
    feminine = (frozenset(), frozenset(), frozenset({"Fem"}))  # `Mary`: no case read
    assert agree(feminine, (frozenset({"Gen"}), frozenset({"Sing"}), frozenset({"Fem"})))
    assert not agree(feminine, (frozenset({"Gen"}), frozenset({"Sing"}), frozenset({"Masc"})))


@pytest.mark.parametrize("space", [" ", "\n", "\t", " \n "])
def test_the_window_holds_its_words_either_side_however_they_are_spaced(space: str) -> None:
    words = [f"w{i:02}" for i in range(40)]
    text = space.join(words)
    start = text.index("w20")
    left, right = _window(text, start, start + 3)
    assert text[left:right].split() == words[20 - WINDOW_WORDS : 21 + WINDOW_WORDS]


def test_the_window_stops_at_the_texts_ends_and_at_a_bound_without_spaces() -> None:
    assert _window("Praha je hezká", 0, 5) == (0, 14)
    assert _window("x" * 2000, 1000, 1005) == (1000 - WINDOW_CHARS, 1005 + WINDOW_CHARS)
