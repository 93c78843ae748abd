"""remove: mentions deleted with the spacing tidied."""

from __future__ import annotations

from itertools import pairwise

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.link import link
from pseudonymizer.model import Document, Mention, apply_edits
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.remove import remove_edits


def mentions_of(text: str, *words: str) -> list[Mention]:
    result = []
    cursor = 0
    for word in words:
        start = text.index(word, cursor)
        cursor = start + len(word)
        result.append(Mention(start, start + len(word), Category.PERSON, "test"))
    return result


def removed(text: str, *words: str) -> str:
    return apply_edits(text, remove_edits(text, mentions_of(text, *words))).text


@pytest.mark.parametrize(
    ("text", "words", "expected"),
    [
        ("met John today", ["John"], "met today"),
        ("met John, today", ["John"], "met, today"),
        ("I met John.", ["John"], "I met."),
        ("I met John", ["John"], "I met"),
        ("John met me", ["John"], "met me"),
        ("Hi.\nJohn met me", ["John"], "Hi.\nmet me"),
        ("I met John\nthen", ["John"], "I met\nthen"),
        ("(John Smith) met", ["John Smith"], "() met"),
        ("(John met", ["John"], "(met"),
        ("John", ["John"], ""),
        ("met John\ttoday", ["John"], "met today"),
        ("Ask John, Mary today", ["John", "Mary"], "Ask, today"),
        ("met John and Mary today", ["John", "Mary"], "met and today"),
    ],
)
def test_single_mentions(text: str, words: list[str], expected: str) -> None:
    assert removed(text, *words) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("met John Smith today", "met today"),
        ("met John Smith, today", "met, today"),
        ("met John Smith.", "met."),
        ("John Smith met", "met"),
        ("met John Smith", "met"),
        ("met JohnSmith today", "met today"),
        ("met JohnSmith, today", "met, today"),
        ("Hi.\nJohn Smith met", "Hi.\nmet"),
        ("met John \tSmith today", "met today"),
    ],
)
def test_two_adjacent_mentions(text: str, expected: str) -> None:
    assert removed(text, "John", "Smith") == expected


def test_three_adjacent_mentions() -> None:
    assert removed("Dear Mr John Smith, hi", "Mr", "John", "Smith") == "Dear, hi"
    assert removed("to John Paul Smith now", "John", "Paul", "Smith") == "to now"


def test_one_edit_per_mention_in_order_non_overlapping() -> None:
    text = "met John Smith, and Mary today"
    mentions = mentions_of(text, "John", "Smith", "Mary")
    edits = remove_edits(text, mentions)
    assert len(edits) == 3
    for edit, mention in zip(edits, mentions, strict=True):
        assert edit.replacement == ""
        assert edit.start <= mention.start and mention.end <= edit.end
        assert (
            not text[edit.start : edit.end].replace(text[mention.start : mention.end], "").strip()
        )
    for left, right in pairwise(edits):
        assert left.end <= right.start


def test_replacer_remove_mode() -> None:
    text = "Dear John Smith, call Mary at 603 123 456."
    mentions = [
        Mention(5, 9, Category.PERSON, "t"),
        Mention(10, 15, Category.PERSON, "t"),
        Mention(22, 26, Category.PERSON, "t"),
        Mention(30, 41, Category.PHONE, "t"),
    ]
    document = Document("d", text, "en")
    rewrite = Replacer(Config()).replace(document, mentions, link(text, mentions), Mode.REMOVE)
    assert rewrite.text == "Dear, call at."
    for mention in mentions:
        assert mention.text_in(text) not in rewrite.text
