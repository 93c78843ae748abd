"""Rules applied to rows, and the `--k` search on tables whose answer is worked out by hand."""

from __future__ import annotations

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.metadata.generalize import AnonymityError, generalize_fields, generalize_rows
from pseudonymizer.metadata.rules import (
    AgeSpan,
    DatePrecision,
    DateUnit,
    FreeText,
    Keep,
    MetadataRules,
    NumberRange,
    ValueMap,
)

REGIONS = ValueMap({"Poland": "Europe", "Germany": "Europe", "Iraq": "Asia", "Syria": "Asia"})
RULES = MetadataRules({"age": AgeSpan(10), "country": REGIONS}, ("age", "country"))
# Ages in tens: 20-29 x4, 30-39 x2; regions: Europe x4, Asia x2; the classes are
# (20-29, Europe) 4 and (30-39, Asia) 2.
ROWS = [
    {"age": 21, "country": "Poland", "name": "A"},
    {"age": 22, "country": "Poland", "name": "B"},
    {"age": 25, "country": "Germany", "name": "C"},
    {"age": 28, "country": "Germany", "name": "D"},
    {"age": 33, "country": "Iraq", "name": "E"},
    {"age": 37, "country": "Syria", "name": "F"},
]


def test_the_rules_as_written_without_k() -> None:
    result = generalize_rows(ROWS, RULES)
    assert result.rows[0] == {"age": "20-29", "country": "Europe"}  # `name` unlisted: dropped
    assert result.rows[5] == {"age": "30-39", "country": "Asia"}
    assert (result.levels, result.suppressed, result.kept) == (
        {"age": 0, "country": 0},
        0,
        [0, 1, 2, 3, 4, 5],
    )


def test_k_already_met_changes_nothing() -> None:
    result = generalize_rows(ROWS, RULES, k=2)
    assert (result.levels, result.suppressed) == ({"age": 0, "country": 0}, 0)


def test_k_search_takes_ties_by_order_then_the_step_that_helps() -> None:
    # For k = 3 the two Asian rows stand alone. Widening age to 20 years (20-39) or regions to
    # * leaves both alone: a tie in rows and in distinct values (2 each), so age, named first,
    # goes up. Then regions to * puts all six rows in one class, where age to 40 years would not.
    result = generalize_rows(ROWS, RULES, k=3, max_suppressed=0)
    assert (result.levels, result.suppressed) == ({"age": 1, "country": 1}, 0)
    assert {tuple(row.values()) for row in result.rows} == {("20-39", "*")}


def test_k_search_suppresses_the_rows_left_alone_when_few_enough() -> None:
    # Two rows of six may go (0.34 * 6 = 2.04): the Asian ones, at the rules as written.
    result = generalize_rows(ROWS, RULES, k=3, max_suppressed=0.34)
    assert (result.levels, result.suppressed, result.kept) == (
        {"age": 0, "country": 0},
        2,
        [0, 1, 2, 3],
    )


def test_k_search_prefers_the_step_that_leaves_fewest_rows_alone() -> None:
    rules = MetadataRules({"age": AgeSpan(5), "gender": Keep()}, ("gender", "age"))
    rows = [{"age": a, "gender": "f"} for a in (21, 22, 26, 27)]
    # Gender to * helps no row; ages in tens put all four together.
    result = generalize_rows(rows, rules, k=4, max_suppressed=0)
    assert result.levels == {"gender": 0, "age": 1}
    assert [row["age"] for row in result.rows] == ["20-29"] * 4


def test_the_column_with_more_distinct_values_goes_first_on_a_tie() -> None:
    rules = MetadataRules({"a": Keep(), "b": Keep()}, ("b", "a"))
    pairs = [("1", "p"), ("2", "p"), ("3", "p"), ("3", "p"), ("4", "q"), ("4", "r")]
    rows = [{"a": a, "b": b} for a, b in pairs]
    # For k = 2, four rows stand alone. `a` to * leaves the q and r rows alone, `b` to * the
    # 1 and 2 rows: two each, a tie; `a` has 4 values to `b`'s 3, so `a` goes up although `b`
    # is named first, and the two rows left (of 6 * 0.34) are suppressed.
    result = generalize_rows(rows, rules, k=2, max_suppressed=0.34)
    assert (result.levels, result.suppressed, result.kept) == ({"b": 0, "a": 1}, 2, [0, 1, 2, 3])


def test_a_k_above_the_row_count_cannot_be_met() -> None:
    with pytest.raises(AnonymityError, match="the table has 6 rows, fewer than --k 7"):
        generalize_rows(ROWS, RULES, k=7)


def test_unreadable_values_are_counted_by_column_and_written_as_star() -> None:
    rules = MetadataRules(
        {"age": AgeSpan(5), "arrival": DatePrecision(DateUnit.YEAR), "income": NumberRange(100)},
        ("age", "arrival"),
    )
    rows = [
        {"age": "old", "arrival": "2014-05-01", "income": "n/a"},
        {"age": "", "arrival": "05/01/2014", "income": -5},
        {"age": 90, "arrival": None, "income": ""},
    ]
    result = generalize_rows(rows, rules)
    assert result.rows == [
        {"age": "*", "arrival": "2014", "income": "*"},
        {"age": "", "arrival": "*", "income": "-100--1"},
        {"age": "90+", "arrival": None, "income": ""},
    ]
    assert result.unreadable == {"age": 1, "arrival": 1, "income": 1}


def test_generalize_fields_takes_one_documents_metadata() -> None:
    rules = MetadataRules({"age": AgeSpan(5), "country": REGIONS, "topic": Keep()}, ("age",))
    fields = {"age": 34, "country": "Iraq", "topic": "travel", "email": "x@example.org"}
    assert generalize_fields(fields, rules) == {
        "age": "30-34",
        "country": "Asia",
        "topic": "travel",
    }


def test_free_text_goes_through_the_english_pipeline_in_tag_mode() -> None:
    rules = MetadataRules({"title": FreeText(Mode.TAG), "id": Keep()})
    rows = [
        {"id": 1, "title": "A letter to John Smith in London"},
        {"id": 2, "title": ""},
        {"id": 3, "title": "My holidays"},
    ]
    result = generalize_rows(rows, rules, lang="en")
    assert [row["title"] for row in result.rows] == [
        "A letter to [PERSON] in [LOCATION]",
        "",
        "My holidays",
    ]
    assert result.unreadable == {}


def test_keep_with_json_values_passes_them_through() -> None:
    rules = MetadataRules({"tags": Keep()})
    assert generalize_fields({"tags": ["a", "b"]}, rules) == {"tags": ["a", "b"]}
