"""The anonymity report on a small table whose figures are counted by hand."""

from __future__ import annotations

from pseudonymizer.metadata.anonymity import ColumnFigures, anonymity_report

ROWS = [
    {"age": "20-24", "country": "Europe", "level": "B1"},
    {"age": "20-24", "country": "Europe", "level": "B2"},
    {"age": "20-24", "country": "Asia", "level": "B1"},
    {"age": "25-29", "country": "Asia", "level": "A2"},
    {"age": "25-29", "country": "Asia", "level": "A2"},
    {"age": "30-34", "country": "Europe", "level": "C1"},
]


def test_k_classes_l_and_the_columns_that_make_rows_unique() -> None:
    report = anonymity_report(ROWS, ["age", "country"], "level", k_wanted=2)
    # Classes: (20-24, Europe) 2, (20-24, Asia) 1, (25-29, Asia) 2, (30-34, Europe) 1.
    assert (report.rows, report.k, report.classes, report.below_k) == (6, 1, 4, 2)
    # (25-29, Asia) holds A2 only, so its members' level is known.
    assert report.l_diversity == 1
    assert report.columns == (
        # 30-34 is unique alone; without age, Europe and Asia hold 3 rows each.
        ColumnFigures("age", unique_alone=1, k_without=3),
        ColumnFigures("country", unique_alone=0, k_without=1),
    )


def test_without_quasi_identifiers_the_table_is_one_class() -> None:
    report = anonymity_report(ROWS, [], "level")
    assert (report.k, report.classes, report.below_k, report.l_diversity) == (6, 1, 0, 4)
    assert report.columns == ()


def test_missing_values_group_together_and_json_types_stay_apart() -> None:
    rows = [{"a": None}, {}, {"a": 1}, {"a": "1"}]
    report = anonymity_report(rows, ["a"])
    assert (report.k, report.classes) == (1, 3)
    assert report.l_diversity is None


def test_an_empty_table_has_k_zero() -> None:
    report = anonymity_report([], ["age"], "level")
    assert (report.rows, report.k, report.classes, report.l_diversity) == (0, 0, 0, 0)
