"""bench/presidio_suite.py's reading of recognizer test files and its arithmetic, on a small
test file written here (the bench itself runs detection on Presidio's files)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from conftest import ROOT


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "presidio_suite", ROOT / "bench" / "presidio_suite.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


bench = _bench()

# A made-up Polish recognizer's tests in the shapes the reader meets: positions as a tuple of
# spans, a single span, start and end apart, none (a one-token text), a row that is not a
# literal, and a parametrization without `expected_len`.
TEST_FILE = """
import pytest

NUMBER = "770"


@pytest.mark.parametrize(
    "text, expected_len, expected_positions, expected_score_ranges",
    [
        ("Numer klienta: QX-4471 z dnia", 1, ((15, 22),), ((0.5, 1.0),)),
        ("QX-4471 oraz QX-9902", 2, ((0, 7), (13, 20)), ((0.5, 1.0), (0.5, 1.0))),
        ("zwykłe zdanie bez numeru", 0, (), ()),
        (NUMBER + "-12", 1, ((0, 6),), ((0.5, 1.0),)),
        (f"QX-0001", 1, ((0, 7),), ((0.5, 1.0),)),
    ],
)
def test_spans(text, expected_len, expected_positions, expected_score_ranges):
    pass


@pytest.mark.parametrize(
    "text, expected_len, expected_position",
    [("kod QX-5550", 1, (4, 11))],
)
def test_one_span(text, expected_len, expected_position):
    pass


@pytest.mark.parametrize(
    "text, expected_len, expected_start, expected_end",
    [("QX-6060.", 1, 0, 7)],
)
def test_start_end(text, expected_len, expected_start, expected_end):
    pass


@pytest.mark.parametrize(
    "text, expected_len",
    [("QX-7777", 1), ("numer QX-8888", 1), ("QX-12", 0)],
)
def test_counts_only(text, expected_len):
    pass


@pytest.mark.parametrize("number, valid", [("QX-4471", True)])
def test_validator(number, valid):
    pass
"""


def _reading(tmp_path: Path, name: str = "test_pl_client_recognizer.py") -> object:
    (tmp_path / name).write_text(TEST_FILE, encoding="utf-8")
    return bench.read_cases(tmp_path)


def test_each_literal_row_is_a_case_of_the_file_family(tmp_path: Path) -> None:
    reading = _reading(tmp_path)
    assert {case.family for case in reading.cases} == {"pl_client"}
    found = [(case.text, case.expected_len, case.positions) for case in reading.cases]
    assert found == [
        ("Numer klienta: QX-4471 z dnia", 1, ((15, 22),)),
        ("QX-4471 oraz QX-9902", 2, ((0, 7), (13, 20))),
        ("zwykłe zdanie bez numeru", 0, ()),
        ("QX-0001", 1, ((0, 7),)),
        ("kod QX-5550", 1, ((4, 11),)),
        ("QX-6060.", 1, ((0, 7),)),
        ("QX-7777", 1, ((0, 7),)),  # one token, no positions: the token itself
        ("QX-12", 0, ()),
    ]


def test_what_cannot_be_read_is_counted_not_guessed(tmp_path: Path) -> None:
    reading = _reading(tmp_path)
    assert reading.skipped == {
        "rows not literal": 1,  # a name in the text
        "positives without positions": 1,  # a sentence with no offsets
        "rows without a text and expected_len": 1,  # the validator's table
    }


def test_files_of_countries_outside_europe_are_skipped(tmp_path: Path) -> None:
    reading = _reading(tmp_path, "test_au_client_recognizer.py")
    assert reading.cases == []
    assert reading.skipped == {"files of other families": 1}


def test_a_span_is_whole_without_a_word_beside_it() -> None:
    text = "the card is 4242 4242 today"
    expected = (12, 21)
    assert bench.whole(text, expected, [(12, 21, "ID")]) == [(12, 21, "ID")]
    assert bench.whole(text, expected, [(8, 21, "ID")]) == []  # took in "is"
    assert bench.whole(text, expected, [(12, 16, "ID")]) == []  # under 80 % of it
    assert bench.whole("(4242 4242)", (1, 10), [(0, 11, "ID")]) == [(0, 11, "ID")]


def test_a_case_is_judged_by_the_family_category() -> None:
    case = bench.Case("uk_postcode", "f", 0, "send it to AB1 2CD now", 1, ((11, 18),))
    assert bench.judge(case, [(11, 18, "ZIP")]).labelled == [True]
    found = bench.judge(case, [(11, 18, "ID")])
    assert (found.whole, found.labelled, found.labels) == ([True], [False], [{"ID"}])
    negative = bench.Case("ip", "f", 1, "release 4.2.1 is out", 0, ())
    assert bench.judge(negative, [(8, 13, "DATE")]).alone
    assert not bench.judge(negative, [(8, 13, "ID")]).alone


def test_families_run_in_english_and_their_country_language() -> None:
    assert bench.languages_for("de_tax_id", None) == ("en", "de")
    assert bench.languages_for("se_personnummer", None) == ("en", "sv")
    assert bench.languages_for("fr_passport", None) == ("en",)
    assert bench.languages_for("iban", None) == ("en",)
    assert bench.languages_for("de_tax_id", "cs") == ("cs",)
    assert bench.country_of("uk_nino") == "gb"
    assert bench.categories_of("de_license_plate") == {"TRANSPORT"}
    assert bench.categories_of("es_nie") == {"ID"}
