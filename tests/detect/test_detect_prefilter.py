"""prefiltered: a lookahead of a pattern's first characters, never changing what it matches."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.detect import recognizers_for
from pseudonymizer.detect.prefilter import prefiltered
from pseudonymizer.detect.recognizer import PatternRecognizer


def test_a_pattern_for_numbers_only_starts_at_digits() -> None:
    pattern = prefiltered(re.compile(r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}"))
    assert pattern.pattern.startswith(r"(?=[\d])")
    assert [m.group() for m in pattern.finditer("at 10.0.0.1 and 1.2.3.4.")] == [
        "10.0.0.1",
        "1.2.3.4",
    ]


def test_alternatives_optional_parts_and_case() -> None:
    pattern = prefiltered(re.compile(r"\b(?:aged|age of)\s\d+|(?:\+\d)?\d{3}", re.IGNORECASE))
    lookahead = pattern.pattern.split("(?:", 1)[0]
    assert lookahead == r"(?=(?i:[\+\da]))"
    assert [m.group() for m in pattern.finditer("AGED 42, Age of 7, +1555")] == [
        "AGED 42",
        "Age of 7",
        "+1555",
    ]


def test_an_inline_ignore_case_group_keeps_its_case_folding() -> None:
    pattern = prefiltered(re.compile(r"(?<!\w)(?i:may|june)\s\d{4}|N\d"))
    assert pattern.pattern.startswith(r"(?=[N]|(?i:[jm]))")
    assert [m.group() for m in pattern.finditer("MAY 2001, june 2002, n1 N2")] == [
        "MAY 2001",
        "june 2002",
        "N2",
    ]


@pytest.mark.parametrize(
    "source",
    [
        r"\w+@\w+",  # any word character: no class would rule much out
        r"(?<!\w).{3}",  # any character
        r"[^\s]+x",  # a negated class
        r"\d*",  # may match the empty string
        r"(?=\d)\d+-\d+",  # a lookahead written by hand stays the only one
        r"[A-Z]\d",  # re skips ahead to a leading class by itself
    ],
)
def test_patterns_without_a_useful_class_are_left_as_they_are(source: str) -> None:
    pattern = re.compile(source)
    assert prefiltered(pattern) is pattern


def _project_patterns() -> list[re.Pattern[str]]:
    """The patterns the pattern recognizers were written with."""
    return [
        recognizer.pattern
        for lang in ("en", "cs", "de")
        for recognizer in recognizers_for(lang)
        if isinstance(recognizer, PatternRecognizer)
    ]


_PATTERNS = _project_patterns()
_TEXT = st.text(alphabet="aA1 9-./@:+()EeŠšDKK\n", max_size=40)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(_PATTERNS), _TEXT)
def test_prefiltering_never_changes_the_matches(pattern: re.Pattern[str], text: str) -> None:
    expected = [(m.span(), m.groupdict()) for m in pattern.finditer(text)]
    assert [(m.span(), m.groupdict()) for m in prefiltered(pattern).finditer(text)] == expected
