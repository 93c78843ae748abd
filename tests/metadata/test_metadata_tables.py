"""Reading and writing the tables: CSV, TSV, JSONL `meta`, and bad rows named by line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pseudonymizer.io.errors import InputError
from pseudonymizer.metadata.tables import Row, read_table, write_table


def test_csv_with_a_bom_and_a_quoted_newline(tmp_path: Path) -> None:
    path = tmp_path / "t.csv"
    path.write_bytes('\ufeffid,note\n1,"two\nlines"\n2,plain\n'.encode())
    table = read_table(path)
    assert table.columns == ["id", "note"]
    assert [(row.fields, row.line) for row in table.rows] == [
        ({"id": "1", "note": "two\nlines"}, 2),
        ({"id": "2", "note": "plain"}, 4),
    ]
    assert table.delimiter == ","


def test_a_row_with_the_wrong_number_of_fields_is_named_by_line(tmp_path: Path) -> None:
    path = tmp_path / "t.tsv"
    path.write_text("id\tage\n1\t23\n2\n3\t40\textra\n4\t50\n", encoding="utf-8")
    table = read_table(path)
    assert [row.fields["id"] for row in table.rows] == ["1", "4"]
    assert [str(error) for error in table.errors] == [
        f"{path}:3: 1 fields where the header names 2",
        f"{path}:4: 3 fields where the header names 2",
    ]


def test_a_missing_table_says_so(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"absent\.csv: no such file"):
        read_table(tmp_path / "absent.csv")


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("t.csv", b"", "empty file"),
        ("t.csv", b"a,,b\n", ":1: column 2 of the header has no name"),
        ("t.csv", b"a,b,a\n", ":1: the header names column 'a' twice"),
        ("t.csv", b"a\n\xff\n", ":2: not UTF-8 text"),
        ("t.txt", b"a\n", "unknown table format"),
    ],
)
def test_a_bad_table_names_the_file(
    tmp_path: Path, name: str, content: bytes, message: str
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(InputError) as raised:
        read_table(path)
    assert str(raised.value).startswith(str(path))
    assert message in str(raised.value)


def test_a_given_delimiter_reads_any_suffix(tmp_path: Path) -> None:
    path = tmp_path / "t.txt"
    path.write_text("a;b\n1;2\n", encoding="utf-8")
    assert read_table(path, ";").rows[0].fields == {"a": "1", "b": "2"}
    path.write_text("a\tb\n1\t2\n", encoding="utf-8")
    assert read_table(path, "\\t").rows[0].fields == {"a": "1", "b": "2"}
    with pytest.raises(InputError, match="--delimiter must be one character"):
        read_table(path, ";;")


def test_jsonl_meta_fields_are_the_columns_and_the_rest_passes_through(tmp_path: Path) -> None:
    path = tmp_path / "d.jsonl"
    records = [
        '{"id": "a", "text": "Hej", "meta": {"age": 23, "country": "Poland"}}',
        "",
        '{"id": "b", "text": "Hi"}',
        "not json",
        '{"id": "c", "meta": ["age"]}',
        '{"id": "d", "meta": {"l1": "pl"}}',
    ]
    path.write_text("\n".join(records) + "\n", encoding="utf-8")
    table = read_table(path)
    assert table.delimiter is None
    assert table.columns == ["age", "country", "l1"]
    assert [(row.fields, row.line) for row in table.rows] == [
        ({"age": 23, "country": "Poland"}, 1),
        ({}, 3),
        ({"l1": "pl"}, 6),
    ]
    assert [error.line for error in table.errors] == [4, 5]
    out = tmp_path / "out.jsonl"
    rows = [
        Row({"age": "20-24"}, 1, table.rows[0].record),
        Row({}, 3, table.rows[1].record),
    ]
    write_table(table, rows, [], out, None)
    assert [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()] == [
        {"id": "a", "text": "Hej", "meta": {"age": "20-24"}},
        {"id": "b", "text": "Hi"},
    ]


def test_tsv_is_written_with_the_delimiter_asked_for(tmp_path: Path) -> None:
    path = tmp_path / "t.tsv"
    path.write_text("a\tb\n1\tx,y\n", encoding="utf-8")
    table = read_table(path)
    write_table(table, table.rows, ["b", "a"], tmp_path / "o.tsv", "\t")
    assert (tmp_path / "o.tsv").read_text(encoding="utf-8") == "b\ta\nx,y\t1\n"
    write_table(table, [Row({"a": None, "b": "x,y"}, 2)], ["a", "b"], tmp_path / "o.csv", ",")
    assert (tmp_path / "o.csv").read_text(encoding="utf-8") == 'a,b\n,"x,y"\n'
