"""merge: overlapping mentions resolved without leaving any word character uncovered."""

from __future__ import annotations

import re
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.categories import Category
from pseudonymizer.merge import merge
from pseudonymizer.model import Decision, Mention, Status

_WORD = re.compile(r"\w")


def _mention(start: int, end: int, score: float, category: Category = Category.PERSON) -> Mention:
    return Mention(start, end, category, "test", score)


def _decided(start: int, end: int, score: float, status: Status) -> Mention:
    return Mention(start, end, Category.OTHER, "test", score, decision=Decision(status))


def _spans(mentions: list[Mention]) -> list[tuple[int, int, Category, bool]]:
    return [(m.start, m.end, m.category, m.attrs.cut) for m in mentions]


def test_higher_score_keeps_extent_lower_keeps_uncovered_words() -> None:
    text = "Call Jan Novak Street today"
    #       0123456789012345678901234567
    street = _mention(9, 21, 0.9, Category.STREET)  # "Novak Street"
    person = _mention(5, 14, 0.7, Category.PERSON)  # "Jan Novak"
    result = merge([person, street], text)
    assert _spans(result) == [
        (5, 8, Category.PERSON, True),  # "Jan", the trailing space shaved off
        (9, 21, Category.STREET, False),
    ]
    assert result[1] is street
    assert result[0].source == "test"
    assert result[0].score == 0.7


def test_lower_mention_split_into_two_pieces_around_a_stronger_one() -> None:
    text = "aaa bbb ccc"
    outer = _mention(0, 11, 0.5, Category.ORGANIZATION)
    inner = _mention(4, 7, 0.9, Category.PERSON)
    result = merge([outer, inner], text)
    assert _spans(result) == [
        (0, 3, Category.ORGANIZATION, True),
        (4, 7, Category.PERSON, False),
        (8, 11, Category.ORGANIZATION, True),
    ]


def test_equal_score_longer_mention_wins() -> None:
    text = "John Smith"
    short = _mention(0, 4, 0.8)
    long = _mention(0, 10, 0.8, Category.ORGANIZATION)
    result = merge([short, long], text)
    assert _spans(result) == [(0, 10, Category.ORGANIZATION, False)]


def test_fully_covered_weaker_mention_is_dropped() -> None:
    text = "Prague, Czechia"
    strong = _mention(0, 15, 0.9, Category.LOCATION)
    weak = _mention(0, 6, 0.5, Category.ORGANIZATION)
    assert _spans(merge([weak, strong], text)) == [(0, 15, Category.LOCATION, False)]


def test_piece_of_only_punctuation_is_dropped() -> None:
    text = "John, Smith"
    strong = _mention(0, 4, 0.9)
    weak = _mention(0, 5, 0.5, Category.LOCATION)  # "John," -> leftover ","
    assert _spans(merge([weak, strong], text)) == [(0, 4, Category.PERSON, False)]


def test_non_overlapping_mentions_pass_through_sorted() -> None:
    text = "Anna and Eva and Jan"
    mentions = [_mention(17, 20, 0.6), _mention(0, 4, 0.9), _mention(9, 12, 0.7)]
    result = merge(mentions, text)
    assert [(m.start, m.end) for m in result] == [(0, 4), (9, 12), (17, 20)]
    assert all(not m.attrs.cut for m in result)


def test_empty_input() -> None:
    assert merge([], "anything") == []


_TEXT = st.text(alphabet="ab_ .,-é1", min_size=1, max_size=30)


@st.composite
def _text_and_mentions(draw: st.DrawFn) -> tuple[str, list[Mention]]:
    text = draw(_TEXT)
    n = len(text)
    mentions = []
    for _ in range(draw(st.integers(0, 6))):
        start = draw(st.integers(0, n - 1))
        end = draw(st.integers(start + 1, n))
        score = draw(st.sampled_from([0.5, 0.7, 0.85, 0.9, 0.95]))
        category = draw(st.sampled_from(list(Category)))
        mentions.append(Mention(start, end, category, "h", score))
    return text, mentions


@settings(max_examples=300, deadline=None)
@given(_text_and_mentions())
def test_merge_properties(case: tuple[str, list[Mention]]) -> None:
    text, mentions = case
    result = merge(mentions, text)

    # Sorted and non-overlapping.
    assert [m.start for m in result] == sorted(m.start for m in result)
    for left, right in pairwise(result):
        assert left.end <= right.start

    covered = set()
    for m in result:
        covered.update(range(m.start, m.end))
        # Every output mention lies inside an input mention of the same category and score.
        assert any(
            o.start <= m.start
            and m.end <= o.end
            and o.category == m.category
            and o.score == m.score
            for o in mentions
        )

    # No word character any input mention covered is left uncovered.
    for m in mentions:
        for i in range(m.start, m.end):
            if _WORD.match(text[i]):
                assert i in covered, (text, i)

    # The strongest mention (highest score, then longest, then first) keeps its whole extent.
    if mentions:
        best = min(mentions, key=lambda m: (-m.score, m.start - m.end, m.start))
        assert any(m.start == best.start and m.end == best.end for m in result)

    # A mention no stronger mention overlaps comes out unchanged.
    for m in mentions:
        stronger = [
            o
            for o in mentions
            if o is not m
            and o.overlaps(m)
            and (o.score > m.score or (o.score == m.score and o.end - o.start >= m.end - m.start))
        ]
        if not stronger:
            assert m in result


def test_underscore_left_over_by_a_cut_stays_covered() -> None:
    text = "user john_doe here"
    person = _mention(5, 9, 0.9)  # "john"
    username = _mention(5, 13, 0.6, Category.USERNAME)  # "john_doe"
    result = merge([username, person], text)
    assert _spans(result) == [
        (5, 9, Category.PERSON, False),
        (9, 13, Category.USERNAME, True),  # "_doe": the underscore is a word character
    ]


def test_function_words_left_by_a_cut_are_dropped_in_a_language() -> None:
    text = "On 19 and 20 August 1995 he left"
    #       0123456789012345678901234567890
    whole = _mention(3, 24, 0.7, Category.DATE)  # "19 and 20 August 1995"
    day = _mention(3, 5, 0.85, Category.DATE)
    date = _mention(10, 24, 0.85, Category.DATE)
    assert [(m.start, m.end) for m in merge([whole, day, date], text, "en")] == [(3, 5), (10, 24)]
    # Without a language every word character stays covered, `and` included.
    assert (6, 9) in [(m.start, m.end) for m in merge([whole, day, date], text)]


def test_numbers_and_acronyms_left_by_a_cut_are_kept() -> None:
    text = "paid five EUR to CO"
    weak = _mention(0, 19, 0.5, Category.OTHER)
    strong = _mention(5, 13, 0.9, Category.OTHER)  # "five EUR" wins; "paid" and "to CO" stay
    pieces = [m.text_in(text) for m in merge([weak, strong], text, "en")]
    assert pieces == ["paid", "five EUR", "to CO"]


def test_a_title_left_by_a_cut_joins_the_name_that_won() -> None:
    # Propagation copied `Doctor P. Dekany`; the found `P. Dekany` won. `Doctor` alone would be
    # a lone title that names no one: it joins the name, which keeps it as a title.
    text = "a statement by Doctor P. Dekany, and by Judge Anna Brown"
    copied = _mention(15, 31, 0.7)
    found = _mention(22, 31, 0.9)
    merged = merge([copied, found], text, "en")
    assert [m.text_in(text) for m in merged] == ["Doctor P. Dekany"]
    assert merged[0].score == 0.9 and not merged[0].attrs.cut
    copied, found = _mention(40, 56, 0.7), _mention(51, 56, 0.9)  # `Brown` won
    # `Judge Anna` holds a name, and stays a mention of its own.
    names = [m.text_in(text) for m in merge([copied, found], text, "en")]
    assert names == ["Judge Anna", "Brown"]


def test_a_title_with_its_dot_joins_only_the_name_it_was_cut_from_on_its_line() -> None:
    text = "Přišel Ing. Petr Svoboda."
    merged = merge([_mention(7, 24, 0.5), _mention(12, 24, 0.9)], text, "cs")
    assert [m.text_in(text) for m in merged] == ["Ing. Petr Svoboda"]
    # `Dr` of the weaker `Dr. Petr Svoboda` joins Petr Svoboda, not the name on the line above.
    text = "Signed: Jan Novak\nDr. Petr Svoboda"
    strong = [_mention(8, 17, 0.9), _mention(22, 34, 0.9)]
    merged = merge([*strong, _mention(18, 34, 0.5)], text, "en")
    assert [m.text_in(text) for m in merged] == ["Jan Novak", "Dr. Petr Svoboda"]


def test_a_private_mention_keeps_its_extent_against_any_other() -> None:
    # The case: `later fnerg` found again by a find-more rule, as long and earlier
    # than the private `fnerg again`, won and dropped `again` as a function word; a download
    # keeping candidates then kept `fnerg again` whole.
    text = "He left later fnerg again today."
    #       0123456789012345678901234567890
    found = _decided(8, 19, 1.0, Status.CANDIDATE)  # "later fnerg"
    private = _decided(14, 25, 1.0, Status.PRIVATE)  # "fnerg again"
    merged = merge([found, private], text, "en")
    assert [(m.text_in(text), m.decision.status) for m in merged] == [
        ("later", Status.CANDIDATE),
        ("fnerg again", Status.PRIVATE),
    ]
    assert merged[1] is private
    # Stronger and longer does not matter either, nor does a public decision.
    for status in (Status.CANDIDATE, Status.PUBLIC):
        wide = _decided(8, 31, 5.0, status)  # "later fnerg again today"
        merged = merge([wide, _decided(14, 25, 0.1, Status.PRIVATE)], text, "en")
        assert [m.text_in(text) for m in merged] == ["later", "fnerg again", "today"]


def test_what_is_left_of_a_private_mention_is_never_dropped() -> None:
    # Cut by another private one: the leftover `again`, a function word alone, stays, and so
    # does the `s` of a possessive.
    text = "He left later fnerg again today. Peter's"
    first = _decided(8, 19, 1.0, Status.PRIVATE)  # "later fnerg"
    second = _decided(14, 25, 0.5, Status.PRIVATE)  # "fnerg again"
    merged = merge([first, second], text, "en")
    assert [m.text_in(text) for m in merged] == ["later fnerg", "again"]
    name = _decided(33, 38, 1.0, Status.PRIVATE)  # "Peter"
    whole = _decided(33, 40, 0.5, Status.PRIVATE)  # "Peter's"
    assert [m.text_in(text) for m in merge([name, whole], text, "en")] == ["Peter", "s"]
    # Not decided private, the same leftovers are glue and go.
    undecided = _decided(14, 25, 0.5, Status.CANDIDATE)
    assert [m.text_in(text) for m in merge([first, undecided], text, "en")] == ["later fnerg"]


def test_what_is_left_of_an_organization_joins_the_organization_that_cut_it() -> None:
    """`Solicitors` alone, left where `Langford & Quiller` won, would be a firm of one
    ordinary word, barring every surrogate that spells it."""
    text = "at Langford & Quiller Solicitors today"
    whole = Mention(3, 32, Category.ORGANIZATION, "test", 0.5)
    partners = Mention(3, 21, Category.ORGANIZATION, "test", 0.7)
    merged = merge([whole, partners], text, "en")
    assert [(m.start, m.end) for m in merged] == [(3, 32)]
