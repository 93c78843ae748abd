"""Each column rule's values level by level, and the RULES file's errors, which name the file
and the key."""

from __future__ import annotations

from pathlib import Path

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.metadata.generalize import generalize_value
from pseudonymizer.metadata.rules import (
    AgeSpan,
    DatePrecision,
    DateUnit,
    Drop,
    FreeText,
    Keep,
    NumberRange,
    RulesError,
    Unlisted,
    ValueMap,
    read_rules,
)


@pytest.mark.parametrize(
    ("value", "level", "expected"),
    [
        (23, 0, "20-24"),
        ("23", 0, "20-24"),
        (0, 0, "0-4"),
        (89, 0, "85-89"),
        (90, 0, "90+"),
        (117, 3, "90+"),
        (23, 1, "20-29"),
        (41, 3, "40-79"),
        (85, 3, "80-89"),  # a span reaching past 89 ends there
        (85, 4, "80-89"),
        (23, 5, "*"),
        (-1, 0, "*"),
        ("23.5", 0, "*"),
        ("twenty", 0, "*"),
        (True, 0, "*"),
    ],
)
def test_age_spans_double_up_to_star_with_ninety_and_over_top_coded(
    value: object, level: int, expected: str
) -> None:
    assert AgeSpan(5).levels == 5
    assert generalize_value(AgeSpan(5), value, level)[0] == expected


def test_an_age_span_as_wide_as_the_top_code_still_has_one_level() -> None:
    assert AgeSpan(100).levels == 1
    assert generalize_value(AgeSpan(100), 45)[0] == "0-89"


@pytest.mark.parametrize(
    ("unit", "value", "level", "expected"),
    [
        (DateUnit.QUARTER, "2014-03-31", 0, "2014-Q1"),
        (DateUnit.QUARTER, "2014-04-01", 0, "2014-Q2"),
        (DateUnit.QUARTER, "2014-12-31", 0, "2014-Q4"),
        (DateUnit.MONTH, "2014-05-03", 0, "2014-05"),
        (DateUnit.MONTH, "2014-05-03T10:00:00", 0, "2014-05"),
        (DateUnit.MONTH, "2014-05", 0, "2014-05"),
        (DateUnit.MONTH, "2014-05-03", 1, "2014-Q2"),
        (DateUnit.MONTH, "2014-05-03", 2, "2014"),
        (DateUnit.MONTH, "2019-12-31", 3, "2010s"),
        (DateUnit.MONTH, "2019-12-31", 4, "*"),
        (DateUnit.YEAR, "2014", 0, "2014"),
        (DateUnit.MONTH, "2014", 0, "*"),  # less precise than the level
        (DateUnit.MONTH, "2014", 2, "2014"),
        (DateUnit.YEAR, "03/05/2014", 0, "*"),  # March or May: not accepted
        (DateUnit.YEAR, "2014-13", 0, "*"),
        (DateUnit.YEAR, "2014-02-30", 0, "*"),
        (DateUnit.YEAR, 2014, 0, "*"),
    ],
)
def test_dates_climb_month_quarter_year_decade(
    unit: DateUnit, value: object, level: int, expected: str
) -> None:
    assert generalize_value(DatePrecision(unit), value, level)[0] == expected


def test_date_hierarchies_start_where_the_rule_says() -> None:
    assert [DatePrecision(unit).levels for unit in DateUnit] == [4, 3, 2, 1]


@pytest.mark.parametrize(
    ("value", "level", "expected"),
    [
        (23500, 0, "20000-29999"),
        ("23500", 0, "20000-29999"),
        (0, 0, "0-9999"),
        (-3, 0, "-10000--1"),
        ("19999.5", 0, "10000-19999"),
        (23500, 1, "20000-39999"),
        (23500, 11, "*"),
        ("n/a", 0, "*"),
        ("nan", 0, "*"),
    ],
)
def test_ranges_hold_negative_and_decimal_numbers(value: object, level: int, expected: str) -> None:
    assert generalize_value(NumberRange(10000), value, level)[0] == expected


@pytest.mark.parametrize("value", ["", None])
def test_a_missing_value_stays_missing_below_the_top_level(value: object) -> None:
    for rule in (AgeSpan(5), DatePrecision(DateUnit.YEAR), NumberRange(10), Keep()):
        assert generalize_value(rule, value) == (value, True)
        assert generalize_value(rule, value, rule.levels) == ("*", True)


def test_an_unreadable_value_is_told_apart() -> None:
    assert generalize_value(AgeSpan(5), "old") == ("*", False)
    assert generalize_value(AgeSpan(5), 30) == ("30-34", True)


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_a_rules_file_reads_into_typed_rules(tmp_path: Path) -> None:
    write(tmp_path / "regions.csv", "country,region\nPoland, Europe\nIraq,Asia\n")
    rules = read_rules(
        write(
            tmp_path / "rules.toml",
            """
            sensitive = "level"
            unlisted = "keep"
            [columns]
            id = "drop"
            gender = "keep"
            age = { age = 5 }
            arrival = { date = "quarter" }
            income = { range = 1000 }
            country = { map = "regions.csv" }
            title = { text = "tag", lang = "sv" }
            """,
        )
    )
    assert rules.columns == {
        "id": Drop(),
        "gender": Keep(),
        "age": AgeSpan(5),
        "arrival": DatePrecision(DateUnit.QUARTER),
        "income": NumberRange(1000),
        "country": ValueMap({"country": "region", "Poland": "Europe", "Iraq": "Asia"}),
        "title": FreeText(Mode.TAG, "sv"),
    }
    # By default the quasi-identifiers are the generalized columns.
    assert rules.quasi_identifiers == ("age", "arrival", "income", "country")
    assert rules.sensitive == "level"
    assert rules.unlisted is Unlisted.KEEP
    assert rules.rule("unnamed") == Keep()
    assert generalize_value(rules.rule("country"), " Poland ")[0] == "Europe"
    assert generalize_value(rules.rule("country"), "Peru") == ("*", False)


def test_unlisted_columns_are_dropped_by_default(tmp_path: Path) -> None:
    rules = read_rules(write(tmp_path / "r.toml", '[columns]\ngender = "keep"\n'))
    assert rules.rule("name") == Drop()
    assert rules.quasi_identifiers == ()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[columns]\nage = { blur = 3 }", "columns.age: name exactly one of age, date"),
        ("[columns]\nage = { age = 0 }", "columns.age: age must be a whole number of at least 1"),
        ("[columns]\nage = { age = 5, lang = 'en' }", "columns.age: unknown key 'lang'"),
        ("[columns]\nwhen = { date = 'week' }", "columns.when: date must be 'year', 'quarter'"),
        ("[columns]\nx = 'hide'", "columns.x: 'hide' is not a rule"),
        ("[columns]\nx = { text = 'blank' }", "columns.x: text must be one of remove, tag"),
        ("[columns]\nx = { text = 'tag', lang = 'xx' }", "columns.x: unsupported lang 'xx'"),
        ("[columns]\nc = { map = 'none.csv' }", "columns.c: no such map file"),
        ("[columns]\nc = { map = { a = 1 } }", "columns.c: every value of an inline map"),
        ("unlisted = 'hide'", "unlisted: 'hide' is neither 'drop' nor 'keep'"),
        ("k = 5", "k: unknown key"),
        ("quasi_identifiers = 'age'", "quasi_identifiers: must be a list of column names"),
        (
            "quasi_identifiers = ['id']\n[columns]\nid = 'drop'",
            "quasi_identifiers: id: a dropped or free-text column cannot be a quasi-identifier",
        ),
        (
            "quasi_identifiers = ['a']\nsensitive = 'a'\n[columns]\na = 'keep'",
            "sensitive: 'a' is also a quasi-identifier",
        ),
        ("sensitive = 'id'\n[columns]\nid = 'drop'", "sensitive: 'id' must be kept"),
        ("[columns\n", "not valid TOML"),
    ],
)
def test_a_bad_rules_file_is_named_with_its_key(tmp_path: Path, text: str, message: str) -> None:
    path = write(tmp_path / "rules.toml", text)
    with pytest.raises(RulesError) as raised:
        read_rules(path)
    assert str(raised.value).startswith(f"{path}: ")
    assert message in str(raised.value)


def test_a_bad_map_file_row_is_named_by_line(tmp_path: Path) -> None:
    write(tmp_path / "m.csv", "Poland,Europe\nIraq\n")
    with pytest.raises(RulesError, match=r"m\.csv:2: a map row is two fields"):
        read_rules(write(tmp_path / "r.toml", "[columns]\nc = { map = 'm.csv' }"))


def test_a_missing_rules_file_says_so(tmp_path: Path) -> None:
    with pytest.raises(RulesError, match=r"absent\.toml: no such rules file"):
        read_rules(tmp_path / "absent.toml")
