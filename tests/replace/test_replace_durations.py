"""Durations: another number of the same units, agreeing with them as the original did."""

from __future__ import annotations

import random
import re

import pytest
from babel import Locale

from pseudonymizer.replace.durations import duration_surrogate

NUMBER = re.compile(r"\d+")


@pytest.mark.parametrize(
    ("lang", "original"),
    [
        ("en", "10 days"), ("cs", "3 roky"), ("cs", "5 let"), ("pl", "22 lata"), ("pl", "12 lat"),
        # Ranges too wide to list are drawn from.
        ("cs", "5000000 let"), ("pl", "3000022 lata"), ("en", "2000000 days"),
    ],
)  # fmt: skip
def test_a_number_changes_within_its_plural_category(lang: str, original: str) -> None:
    locale = Locale.parse(lang)
    old = int(NUMBER.search(original).group())
    for seed in range(20):
        new_text = duration_surrogate(original, lang, random.Random(seed))
        assert new_text is not None and new_text != original
        new = int(NUMBER.search(new_text).group())
        assert locale.plural_form(new) == locale.plural_form(old)
        assert abs(new - old) <= max(3, old // 3)
        assert new_text[len(str(new)) :] == original[len(str(old)) :]  # the units stay


def test_english_number_words_stay_words() -> None:
    new = duration_surrogate("twelve years and six months", "en", random.Random(3))
    assert new is not None and re.fullmatch(r"[a-z]+ years and [a-z]+ months", new)
    assert new != "twelve years and six months"
    new = duration_surrogate("Three-month", "en", random.Random(3))
    assert new is not None and new.endswith("-month") and new[0].isupper()


@pytest.mark.parametrize("original", ["one year", "many years", "the following day"])
def test_what_has_no_number_that_can_change_is_left_to_the_caller(original: str) -> None:
    assert duration_surrogate(original, "en", random.Random(0)) is None


def test_the_replacer_gives_a_duration_a_duration(surrogate_of) -> None:
    from pseudonymizer.categories import Category

    new = surrogate_of("three years", "en", Category.DATE)
    assert new.endswith(" years") and new != "three years"


def test_a_document_of_every_duration_still_gets_a_surrogate_for_each() -> None:
    from pseudonymizer.categories import Category
    from pseudonymizer.link import link
    from pseudonymizer.model import Document, Mention
    from pseudonymizer.replace.ledger import Ledger
    from pseudonymizer.replace.pseudonymize import pseudonymize_edits
    from pseudonymizer.replace.surrogates import FakerSurrogates

    words = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"]
    text = ". ".join(f"He served {word} years" for word in words) + "."
    mentions = []
    for word in words:
        start = text.index(f"{word} years")
        mentions.append(Mention(start, start + len(word) + 6, Category.DATE, "test"))
    document = Document("d", text, "en")
    edits = pseudonymize_edits(
        document, mentions, link(text, mentions), FakerSurrogates(b"k" * 32), Ledger()
    )
    values = [edit.replacement for edit in edits]
    assert len(set(values)) == len(words) and not set(values) & {f"{w} years" for w in words}


@pytest.mark.parametrize(
    ("original", "shape"),
    [
        ("late 60s", r"late [1-9]0s"),
        ("his 90s stuff", r"his [1-9]0s stuff"),
        ("in the 1980s", r"in the (?:19|20)[0-9]0s"),
        ("the '70's", r"the '[1-9]0's"),
    ],
)
def test_a_decade_becomes_another_decade(original: str, shape: str) -> None:
    # A decade drawn as a count read `late 45s`, `his 76s stuff`.
    for seed in range(20):
        new = duration_surrogate(original, "en", random.Random(seed))
        assert new is not None and new != original and re.fullmatch(shape, new), new
