"""propagate: every other whole-word occurrence of a found string becomes a mention."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.detect.merge import merge
from pseudonymizer.detect.propagate import SOURCE, propagate
from pseudonymizer.model import Mention


def found_at(text: str, value: str, category: Category, occurrence: int = 0, **attrs) -> Mention:
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(value, start + 1)
    return Mention(start, start + len(value), category, "ner", 0.8, dict(attrs))


def spans(mentions: list[Mention], text: str) -> list[tuple[int, int, str]]:
    return sorted((m.start, m.end, m.text_in(text)) for m in mentions)


def test_other_whole_word_occurrences_found() -> None:
    text = "Anna met Annabel. Later Anna left (Anna's bag stayed), said Anna."
    original = found_at(text, "Anna", Category.PERSON, detail="x")
    new = propagate(text, [original])
    positions = [i for i in range(len(text)) if text.startswith("Anna", i)]
    # Annabel (index 9) is a longer word; the first occurrence is the original.
    expected = [(i, i + 4, "Anna") for i in positions if i not in (0, 9)]
    assert spans(new, text) == expected
    assert len(expected) == 3
    for mention in new:
        assert mention.category is Category.PERSON
        assert mention.source == SOURCE
        assert mention.score == pytest.approx(0.8 * 0.9)
        assert mention.attrs == {"detail": "x", "propagated_from": 0}


def test_not_inside_longer_words() -> None:
    text = "Jan Janek Jana Jan2 bJan óJan Janů Jan"
    new = propagate(text, [found_at(text, "Jan", Category.PERSON)])
    assert spans(new, text) == [(len(text) - 3, len(text), "Jan")]


def test_no_duplicates_of_the_originals() -> None:
    text = "Eva and Eva and Eva"
    first = found_at(text, "Eva", Category.PERSON, 0)
    second = found_at(text, "Eva", Category.PERSON, 1)
    new = propagate(text, [first, second])
    assert spans(new, text) == [(16, 19, "Eva")]


def test_all_occurrences_already_found_gives_nothing() -> None:
    text = "Eva and Eva"
    assert propagate(text, [found_at(text, "Eva", Category.PERSON, i) for i in (0, 1)]) == []


def test_several_strings_and_categories() -> None:
    text = "Petr Novák, Praha. Novák lives in Praha; petr@example.com wrote petr@example.com"
    mentions = [
        found_at(text, "Novák", Category.PERSON),
        found_at(text, "Praha", Category.LOCATION),
        found_at(text, "petr@example.com", Category.EMAIL),
    ]
    new = propagate(text, mentions)
    result = sorted((m.start, m.end, m.text_in(text), m.category) for m in new)
    assert result == [
        (19, 24, "Novák", Category.PERSON),
        (34, 39, "Praha", Category.LOCATION),
        (64, 80, "petr@example.com", Category.EMAIL),
    ]


def test_multi_word_string() -> None:
    text = "John Smith came. Later, John Smith left; John Smithers stayed."
    new = propagate(text, [found_at(text, "John Smith", Category.PERSON)])
    assert spans(new, text) == [(24, 34, "John Smith")]


def test_empty() -> None:
    assert propagate("nothing here", []) == []


def test_propagated_mentions_lose_to_direct_detections_in_merge() -> None:
    text = "Paris Hilton visited Paris."
    person = Mention(0, 12, Category.PERSON, "ner", 0.7)
    city = Mention(21, 26, Category.LOCATION, "ner", 0.7)
    new = propagate(text, [person, city])
    merged = merge([person, city, *new], text)
    assert [(m.start, m.end, m.category) for m in merged] == [
        (0, 12, Category.PERSON),
        (21, 26, Category.LOCATION),
    ]


def test_underscore_joins_words() -> None:
    text = "Jan wrote to Jan_x and to x_Jan, then Jan left."
    new = propagate(text, [found_at(text, "Jan", Category.PERSON)])
    assert [m.start for m in new] == [text.rindex("Jan")]
