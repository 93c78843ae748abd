"""The data model: mentions, decisions, and carrying spans over a rewrite (`Rewrite.map_span`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.categories import Category
from pseudonymizer.model import Decision, Edit, Mention, Rewrite, Status, apply_edits

# "0123456789" with "23" -> "ABC" (grows by one) and "6" deleted: "01ABC45789".
_OLD = "0123456789"
_REWRITE = apply_edits(_OLD, [Edit(2, 4, "ABC"), Edit(6, 7, "")])


def test_fixture_rewrite() -> None:
    assert _REWRITE.text == "01ABC45789"


@pytest.mark.parametrize(
    ("span", "expected", "new_text"),
    [
        ((0, 1), (0, 1), "0"),  # before every edit
        ((0, 2), (0, 2), "01"),  # ends where an edit starts: does not take its replacement
        ((4, 5), (5, 6), "4"),  # starts where an edit ends: shifted by the growth
        ((4, 6), (5, 7), "45"),  # between two edits, ends where the deletion starts
        ((7, 10), (7, 10), "789"),  # after both edits: growth and deletion cancel out
        ((7, 8), (7, 8), "7"),  # starts where the deletion ends
        ((2, 4), (2, 5), "ABC"),  # exactly an edit
        ((2, 3), (2, 5), "ABC"),  # inside an edit, at its start: snaps to the whole replacement
        ((3, 4), (2, 5), "ABC"),  # inside an edit, at its end
        ((1, 3), (1, 5), "1ABC"),  # overlaps the start of an edit
        ((3, 5), (2, 6), "ABC4"),  # overlaps the end of an edit
        ((1, 5), (1, 6), "1ABC4"),  # covers an edit
        ((6, 7), (7, 7), ""),  # exactly a deletion: nothing left
        ((5, 7), (6, 7), "5"),  # overlaps the start of a deletion
        ((6, 8), (7, 8), "7"),  # overlaps the end of a deletion
        ((3, 7), (2, 7), "ABC45"),  # from inside one edit to the end of the next
        ((0, 10), (0, 10), "01ABC45789"),  # everything
    ],
)
def test_map_span(span: tuple[int, int], expected: tuple[int, int], new_text: str) -> None:
    assert _REWRITE.map_span(*span) == expected
    start, end = expected
    assert _REWRITE.text[start:end] == new_text


def test_map_span_without_edits_is_the_identity() -> None:
    rewrite = Rewrite("abc", [])
    assert [rewrite.map_span(s, e) for s, e in [(0, 3), (1, 2), (3, 3)]] == [(0, 3), (1, 2), (3, 3)]


def test_map_span_over_touching_edits() -> None:
    rewrite = apply_edits("abcd", [Edit(0, 2, "X"), Edit(2, 4, "Y")])
    assert rewrite.text == "XY"
    assert rewrite.map_span(1, 3) == (0, 2)
    assert rewrite.map_span(0, 2) == (0, 1)
    assert rewrite.map_span(2, 4) == (1, 2)


def test_map_span_over_adjacent_deletions() -> None:
    rewrite = apply_edits("ab cd ef", [Edit(0, 2, ""), Edit(2, 3, ""), Edit(3, 5, "Z")])
    assert rewrite.text == "Z ef"
    assert rewrite.map_span(0, 3) == (0, 0)  # all of it deleted
    assert rewrite.map_span(1, 4) == (0, 1)  # reaches into the replacement
    assert rewrite.map_span(6, 8) == (2, 4)


def test_map_span_around_an_insertion() -> None:
    rewrite = apply_edits("abcdef", [Edit(3, 3, "XY")])
    assert rewrite.text == "abcXYdef"
    assert rewrite.map_span(0, 3) == (0, 3)  # ends at the insertion: not included
    assert rewrite.map_span(3, 6) == (5, 8)  # starts at the insertion: not included
    assert rewrite.map_span(2, 4) == (2, 6)  # spans it: included


def test_map_span_long_growth_and_shrink() -> None:
    text = "Call Jo at 5551234 or mail jo@example.org today."
    edits = [
        Edit(5, 7, "Bartholomew Fitzgerald-Smythe"),
        Edit(11, 18, "[PHONE]"),
        Edit(27, 41, "x"),
    ]
    rewrite = apply_edits(text, edits)
    assert rewrite.text.endswith(" or mail x today.")
    start, end = rewrite.map_span(42, 47)
    assert rewrite.text[start:end] == "today"
    start, end = rewrite.map_span(0, 10)
    assert rewrite.text[start:end] == "Call Bartholomew Fitzgerald-Smythe at"


# --- property: map_span against an independent oracle ---------------------------------------

_CHARS = st.sampled_from([*"abc xyz", "é", "😀", "\n"])


@st.composite
def rewrites(draw: st.DrawFn) -> tuple[str, list[Edit]]:
    text = draw(st.text(alphabet=_CHARS, min_size=1, max_size=30))
    points = sorted(draw(st.lists(st.integers(0, len(text)), max_size=12)))
    edits = [
        Edit(start, end, draw(st.text(alphabet=_CHARS, max_size=5)))
        for start, end in zip(points[::2], points[1::2], strict=False)
    ]
    return text, edits


def _oracle(text: str, edits: list[Edit], start: int, end: int) -> tuple[int, int]:
    """Snap the span outward to cover every edit it cuts into, then rewrite the pieces."""
    for edit in edits:
        if edit.start < start < edit.end:
            start = edit.start
        if edit.start < end < edit.end:
            end = edit.end
    before = [edit for edit in edits if edit.end <= start]  # insertions at `start` come before
    inside = [
        Edit(edit.start - start, edit.end - start, edit.replacement)
        for edit in edits
        if start <= edit.start
        and edit.end <= end
        and not (edit.start == edit.end and edit.start in (start, end))
    ]
    new_start = len(apply_edits(text[:start], before).text)
    return new_start, new_start + len(apply_edits(text[start:end], inside).text)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_map_span_matches_the_oracle(data: st.DataObject) -> None:
    text, edits = data.draw(rewrites())
    rewrite = apply_edits(text, edits)
    start = data.draw(st.integers(0, len(text) - 1))
    end = data.draw(st.integers(start + 1, len(text)))
    new_start, new_end = rewrite.map_span(start, end)
    assert (new_start, new_end) == _oracle(text, edits, start, end)
    assert 0 <= new_start <= new_end <= len(rewrite.text)
    if not any(edit.start < end and start < edit.end for edit in edits) and not any(
        start < edit.start == edit.end < end for edit in edits
    ):
        assert rewrite.text[new_start:new_end] == text[start:end]
    if not any(edit.start == edit.end and edit.start in (0, len(text)) for edit in edits):
        assert rewrite.map_span(0, len(text)) == (0, len(rewrite.text))


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_map_span_is_monotonic(data: st.DataObject) -> None:
    text, edits = data.draw(rewrites())
    rewrite = apply_edits(text, edits)
    a = data.draw(st.integers(0, len(text)))
    b = data.draw(st.integers(a, len(text)))
    starts = rewrite.map_span(a, len(text))[0], rewrite.map_span(b, len(text))[0]
    ends = rewrite.map_span(0, a)[1], rewrite.map_span(0, b)[1]
    assert starts[0] <= starts[1]
    assert ends[0] <= ends[1]


# --- mentions and decisions -----------------------------------------------------------------


@pytest.mark.parametrize(("start", "end"), [(3, 3), (5, 2), (-1, 2)])
def test_mention_refuses_empty_or_negative_offsets(start: int, end: int) -> None:
    with pytest.raises(ValueError, match="offsets"):
        Mention(start, end, Category.PERSON, "test")


def test_mention_text_and_overlap() -> None:
    first = Mention(0, 3, Category.PERSON, "test")
    touching = Mention(3, 5, Category.PERSON, "test")
    inside = Mention(1, 2, Category.PERSON, "test")
    assert first.text_in("Eva Lee") == "Eva"
    assert not first.overlaps(touching) and not touching.overlaps(first)
    assert first.overlaps(inside) and inside.overlaps(first)


def test_only_public_mentions_are_kept() -> None:
    assert Decision().replaced  # an undecided candidate is replaced (fail closed)
    assert Decision(Status.PRIVATE).replaced
    assert not Decision(Status.PUBLIC).replaced
