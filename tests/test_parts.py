"""Long documents cut into parts and joined back (`pseudonymizer.run.parts`): nothing lost or
moved, cuts where a reader pauses, never inside a mention, a stream cut as the whole text."""

from __future__ import annotations

import tracemalloc
from collections.abc import Iterator
from dataclasses import replace
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.calendar import clock_hours, document_year
from pseudonymizer.model import Annotation, Attributes, Document, Edit, Mention, apply_edits
from pseudonymizer.replace.timeline import TIMELINE_META
from pseudonymizer.run.parts import join, shifted, split, split_stream

# Few letters, many breaks: every kind of cut comes up in short texts.
TEXTS = st.text(alphabet="ab .?!\n\r\té", max_size=300)
LIMITS = st.integers(min_value=1, max_value=40)


def _document(
    text: str, mentions: tuple[Mention, ...] = (), annotations: tuple[Annotation, ...] = ()
) -> Document:
    return Document("doc", text, "cs", {"format": "txt"}, annotations, mentions)


def _person(start: int, end: int, propagated_from: int | None = None) -> Mention:
    attrs = Attributes(propagated_from=propagated_from)
    return Mention(start, end, Category.PERSON, "given", attrs=attrs)


def _starts(parts: list[Document]) -> list[int]:
    starts = [0]
    for part in parts[:-1]:
        starts.append(starts[-1] + len(part.text))
    return starts


@settings(max_examples=300)
@given(TEXTS, LIMITS)
def test_parts_are_the_text_cut_in_pieces(text: str, limit: int) -> None:
    parts = split(_document(text), limit)
    assert "".join(part.text for part in parts) == text
    assert all(len(part.text) <= limit for part in parts)
    assert all(part.text for part in parts) or text == ""
    if len(parts) > 1:
        assert [part.id for part in parts] == [f"doc#{n}" for n in range(1, len(parts) + 1)]
        assert {part.lang for part in parts} == {"cs"}
        # Each part carries the whole document's timeline: its id, its clock and its year.
        whole = ("doc", clock_hours(text, "cs"), document_year(text, "cs"))
        assert all(part.meta == {"format": "txt", TIMELINE_META: whole} for part in parts)


def test_a_document_within_the_limit_is_returned_as_it_is() -> None:
    document = _document("Jan Novák bydlí v Praze.")
    assert split(document, len(document.text))[0] is document


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # A paragraph break beats a later line break, sentence end and space.
        ("aaaaaaaaaaa\n\nbb\ncc. dd eeeeeeeeeeeee", "aaaaaaaaaaa\n\n"),
        # A line break beats a later sentence end and space.
        ("aaaaaaaaaaa\nbb. cc dddddddddddddd", "aaaaaaaaaaa\n"),
        # A sentence end beats a later space; the part takes the space after it.
        ("aaaaaaaaaaa. bb cc dddddddddddd", "aaaaaaaaaaa. "),
        # The last space of the window.
        ("aaaaaaaaaaa bb cc dddddddddddd", "aaaaaaaaaaa bb cc "),
        # No space at all: hard at the limit.
        ("a" * 50, "a" * 20),
        # A paragraph break in the first half of the window would make a short part: a later
        # space is taken.
        ("aa\n\nbbbbbbbbbbbb cccccccccccc", "aa\n\nbbbbbbbbbbbb "),
    ],
)
def test_a_part_ends_on_the_best_break_near_the_limit(text: str, first: str) -> None:
    assert split(_document(text), 20)[0].text == first


def test_a_cut_moves_before_a_mention_it_would_cross() -> None:
    text = "aaaaaaaaaaaaaaa Jan Novák bbbb"
    name = _person(16, 25)
    assert split(_document(text), 20)[0].text == "aaaaaaaaaaaaaaa Jan "  # without the mention
    first, second = split(_document(text, (name,)), 20)
    assert first.text == "aaaaaaaaaaaaaaa "
    assert first.given == ()
    assert second.given == (_person(0, 9),)


def test_a_mention_longer_than_the_limit_stays_whole() -> None:
    text = "x" * 30 + " and more"
    parts = split(_document(text, (_person(0, 30),)), 10)
    assert parts[0].text == "x" * 30
    assert parts[0].given == (_person(0, 30),)
    assert "".join(part.text for part in parts) == text


def test_annotations_and_propagation_origins_follow_their_part() -> None:
    text = "Jan Novák.\n\nNovák a Jan Novák."
    document = _document(
        text,
        (_person(0, 9), _person(12, 17, propagated_from=0), _person(20, 29, propagated_from=20)),
        annotations=(Annotation(12, 17, "PER", line=3),),
    )
    first, second = split(document, 20)
    assert first.given == (_person(0, 9),)
    assert first.annotations == ()
    assert second.text == "Novák a Jan Novák."
    # Copied from a mention of the first part: from elsewhere, as from another document.
    assert second.given == (_person(0, 5), _person(8, 17, propagated_from=8))
    assert second.annotations == (Annotation(0, 5, "PER", line=3),)


@st.composite
def _texts_with_mentions(draw: st.DrawFn) -> tuple[str, tuple[Mention, ...], int]:
    text = draw(TEXTS.filter(lambda text: len(text) > 1))
    starts = draw(st.lists(st.integers(0, len(text) - 1), max_size=8))
    mentions = tuple(
        _person(start, draw(st.integers(start + 1, min(len(text), start + 12)))) for start in starts
    )
    return text, mentions, draw(LIMITS)


@settings(max_examples=300)
@given(_texts_with_mentions())
def test_no_cut_falls_inside_a_mention(case: tuple[str, tuple[Mention, ...], int]) -> None:
    text, mentions, limit = case
    parts = split(_document(text, mentions), limit)
    starts = _starts(parts)
    assert "".join(part.text for part in parts) == text
    assert not any(m.start < cut < m.end for m in mentions for cut in starts)
    carried = [
        m for part, start in zip(parts, starts, strict=True) for m in shifted(part.given, start)
    ]
    assert sorted(carried, key=lambda m: (m.start, m.end)) == sorted(
        mentions, key=lambda m: (m.start, m.end)
    )
    for part in parts:
        assert all(m.end <= len(part.text) for m in part.given)


@st.composite
def _parts_with_edits(draw: st.DrawFn) -> tuple[Document, list[Document], list[list[Edit]]]:
    document = _document(draw(TEXTS))
    parts = split(document, draw(LIMITS))
    edits = []
    for part in parts:
        cuts = sorted(draw(st.lists(st.integers(0, len(part.text)), max_size=6)))
        pairs = list(zip(cuts[::2], cuts[1::2], strict=False))
        edits.append([Edit(start, end, draw(st.text("XY", max_size=4))) for start, end in pairs])
    return document, parts, edits


@settings(max_examples=300)
@given(_parts_with_edits())
def test_joined_rewrite_is_the_parts_rewrites(
    case: tuple[Document, list[Document], list[list[Edit]]],
) -> None:
    document, parts, edits = case
    rewrites = [
        apply_edits(part.text, part_edits) for part, part_edits in zip(parts, edits, strict=True)
    ]
    joined = join(document, list(zip(parts, rewrites, strict=True)))
    assert joined.text == "".join(rewrite.text for rewrite in rewrites)
    assert apply_edits(document.text, joined.edits).text == joined.text
    for part, part_edits, start in zip(parts, edits, _starts(parts), strict=True):
        for edit in part_edits:
            moved = replace(edit, start=edit.start + start, end=edit.end + start)
            assert moved in joined.edits
            assert document.text[moved.start : moved.end] == part.text[edit.start : edit.end]


def test_join_refuses_parts_of_another_text() -> None:
    document = _document("Jan Novák.\n\nPetr Dvořák.")
    parts = split(document, 14)
    pairs = [(part, apply_edits(part.text, [])) for part in parts[:-1]]
    with pytest.raises(ValueError, match="cut in pieces"):
        join(document, pairs)


@settings(max_examples=300)
@given(TEXTS, LIMITS, st.lists(st.integers(0, 300), max_size=10))
def test_a_stream_is_cut_as_the_whole_text(text: str, limit: int, bounds: list[int]) -> None:
    edges = sorted({0, len(text), *(min(bound, len(text)) for bound in bounds)})
    chunks = [text[left:right] for left, right in pairwise(edges)]
    assert list(split_stream(chunks, limit)) == [
        part.text for part in split(_document(text), limit)
    ]


def test_a_stream_holds_about_two_parts_whatever_its_length() -> None:
    line = "Jan Novák bydlí v Praze a pracuje v Brně. " * 3 + "\n"
    limit = 10_000
    count = 50_000  # lines: about 6 MB of text, never held at once

    def lines() -> Iterator[str]:
        return (line for _ in range(count))

    tracemalloc.start()
    try:
        total = sum(len(part) for part in split_stream(lines(), limit))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert total == len(line) * count
    # A part of `limit` characters of which some need two bytes each: a few parts at most.
    assert peak < 20 * limit
