"""Age surrogates: moved by a year or two, or widened to a span; the oldest clamped."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config, ConfigError
from pseudonymizer.link import link
from pseudonymizer.model import Document, Mention
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.ages import age_surrogate
from pseudonymizer.replace.surrogates import FakerSurrogates


@pytest.mark.parametrize("seed", range(8))
def test_a_shifted_age_moves_by_one_or_two_years(seed: int) -> None:
    moved = int(age_surrogate("42", "shift", seed, 0))
    assert moved != 42 and abs(moved - 42) <= 2


def test_further_attempts_give_other_ages() -> None:
    values = {age_surrogate("42", "shift", 3, attempt) for attempt in range(8)}
    assert len(values) == 8 and "42" not in values


def test_spans_and_the_oldest() -> None:
    assert age_surrogate("42", "span", 0, 0) == "40-44"
    assert age_surrogate("7", "span", 0, 0) == "5-9"
    assert age_surrogate("95", "span", 0, 0) == "90+"
    assert age_surrogate("95", "shift", 5, 0) == "90"
    assert age_surrogate("forty", "shift", 0, 0) is None


def _ages(text: str, ages: str, key: bytes = b"k") -> str:
    start = text.index("42")
    mentions = [Mention(start, start + 2, Category.AGE, "age", 0.8)]
    replacer = Replacer(Config(ages=ages), FakerSurrogates(key, ages=ages))
    document = Document("d", text, "en")
    return replacer.replace(document, mentions, link(text, mentions), Mode.PSEUDONYMIZE).text


def test_the_same_person_moves_the_same_way_under_one_key() -> None:
    first = _ages("He is 42 years old.", "shift")
    assert first != "He is 42 years old."
    assert _ages("At 42 he left.", "shift").split()[1] == first.split()[2]
    assert _ages("He is 42 years old.", "span") == "He is 40-44 years old."


def test_kept_ages_stay_in_every_mode() -> None:
    pipeline = Pipeline(Config(ages="keep"), [Mode.PSEUDONYMIZE, Mode.TAG])
    [result] = pipeline.run([Document("d", "Yesterday Jan Novak (42) called.", "en")])
    assert all("(42)" in rewrite.text for rewrite in result.rewrites.values())
    assert "Jan Novak" not in result.rewrites[Mode.TAG].text
    with pytest.raises(ConfigError, match="ages must be"):
        Config(ages="round")


def _ages_of(text: str, ages: list[str], style: str) -> list[str]:
    mentions = []
    for age in ages:
        start = text.index(f" {age} ") + 1
        mentions.append(Mention(start, start + len(age), Category.AGE, "age", 0.8))
    replacer = Replacer(Config(ages=style), FakerSurrogates(b"k", ages=style))
    rewrite = replacer.replace(
        Document("d", text, "en"), mentions, link(text, mentions), Mode.PSEUDONYMIZE
    )
    return [rewrite.text[slice(*rewrite.map_span(m.start, m.end))] for m in mentions]


def test_two_ages_of_one_span_share_it() -> None:
    assert _ages_of("Aged 41 and 43 they met.", ["41", "43"], "span") == ["40-44", "40-44"]


def test_a_list_of_many_ages_still_gets_distinct_ones() -> None:
    ages = [str(age) for age in range(7, 16)]
    text = "Children aged " + " , ".join(ages) + " came."
    moved = _ages_of(text, ages, "shift")
    assert len(set(moved)) == len(ages) and not set(moved) & set(ages)
