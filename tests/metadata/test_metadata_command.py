"""`pseudonymizer metadata` end to end through a Typer app of its own: the written table, the
JSON report, what is printed, and the exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from click.testing import Result
from typer.testing import CliRunner

from pseudonymizer.metadata.command import metadata_command

app = typer.Typer()
app.command("metadata")(metadata_command)
app.command("unused")(lambda: None)  # a second command keeps `metadata` a subcommand

TABLE = """id,age,arrival,country,level
1,21,2014-05-03,Poland,B1
2,22,2014-06-30,Poland,B2
3,25,2014-02-01,Germany,B1
4,28,2015-01-15,Germany,A2
5,33,2014-11-11,Iraq,B1
6,37,2014-12-24,Syria,C1
"""
RULES = """sensitive = "level"
[columns]
id = "drop"
age = { age = 10 }
arrival = { date = "year" }
country = { map = { Poland = "Europe", Germany = "Europe", Iraq = "Asia", Syria = "Asia" } }
level = "keep"
"""


def invoke(*args: object) -> Result:
    return CliRunner().invoke(app, ["metadata", *(str(arg) for arg in args)])


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    table = tmp_path / "learners.csv"
    table.write_text(TABLE, encoding="utf-8")
    rules = tmp_path / "rules.toml"
    rules.write_text(RULES, encoding="utf-8")
    return table, rules


def test_the_rules_as_written_and_the_report(files: tuple[Path, Path], tmp_path: Path) -> None:
    table, rules = files
    out, report = tmp_path / "out.csv", tmp_path / "report.json"
    result = invoke(table, "--out", out, "--config", rules, "--report", report)
    assert result.exit_code == 0, result.output
    assert out.read_text(encoding="utf-8").splitlines() == [
        "age,arrival,country,level",
        "20-29,2014,Europe,B1",
        "20-29,2014,Europe,B2",
        "20-29,2014,Europe,B1",
        "20-29,2015,Europe,A2",
        "30-39,2014,Asia,B1",
        "30-39,2014,Asia,C1",
    ]
    figures = json.loads(report.read_text(encoding="utf-8"))
    assert {key: figures[key] for key in ("rows_written", "k", "classes", "l_diversity")} == {
        "rows_written": 6,
        "k": 1,
        "classes": 3,
        "l_diversity": 1,
    }
    assert figures["quasi_identifiers"]["arrival"] == {
        "level": 0,
        "top_level": 2,
        "unique_alone": 1,
        "k_without": 2,
    }
    # Figures and column names only: no cell, original or generalized, is printed.
    for cell in ("Poland", "Europe", "2014", "20-29", "B1"):
        assert cell not in result.output
    assert "arrival" in result.stdout


def test_k_generalizes_and_suppresses(files: tuple[Path, Path], tmp_path: Path) -> None:
    table, rules = files
    out, report = tmp_path / "out.csv", tmp_path / "report.json"
    args = ("--out", out, "--config", rules, "--report", report, "--k", 2)
    result = invoke(table, *args, "--max-suppressed", 0.2)
    assert result.exit_code == 0, result.output
    figures = json.loads(report.read_text(encoding="utf-8"))
    # The one 2015 row stands alone; one row of six (0.2) may go.
    assert (figures["k"], figures["rows_suppressed"], figures["rows_written"]) == (2, 1, 5)
    assert "2015" not in out.read_text(encoding="utf-8")
    result = invoke(table, *args, "--max-suppressed", 0)
    assert result.exit_code == 0, result.output
    figures = json.loads(report.read_text(encoding="utf-8"))
    assert (figures["k"], figures["rows_suppressed"]) == (2, 0)
    assert figures["quasi_identifiers"]["arrival"]["level"] == 1  # years to decades


def test_bad_rows_are_named_the_rest_written_exit_1(
    files: tuple[Path, Path], tmp_path: Path
) -> None:
    table, rules = files
    table.write_text(TABLE + "7,40\n", encoding="utf-8")
    out = tmp_path / "out.csv"
    result = invoke(table, "--out", out, "--config", rules)
    assert result.exit_code == 1
    assert f"{table}:8: 2 fields where the header names 5" in result.stderr
    assert len(out.read_text(encoding="utf-8").splitlines()) == 7


def test_jsonl_meta_with_free_text_in_tag_mode(tmp_path: Path) -> None:
    source = tmp_path / "essays.jsonl"
    records = [
        {"id": "e1", "text": "Essay one.", "meta": {"age": 23, "title": "Letter to John Smith"}},
        {"id": "e2", "text": "Essay two.", "meta": {"age": 91, "title": "My summer"}},
    ]
    source.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    rules = tmp_path / "rules.toml"
    rules.write_text('[columns]\nage = { age = 5 }\ntitle = { text = "tag" }\n', encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = invoke(source, "--out", out, "--config", rules, "--lang", "en")
    assert result.exit_code == 0, result.output
    written = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert written == [
        {"id": "e1", "text": "Essay one.", "meta": {"age": "20-24", "title": "Letter to [PERSON]"}},
        {"id": "e2", "text": "Essay two.", "meta": {"age": "90+", "title": "My summer"}},
    ]


def test_pseudonymize_free_text_without_a_key_is_a_usage_error(tmp_path: Path) -> None:
    source = tmp_path / "t.csv"
    source.write_text("title\nHello\n", encoding="utf-8")
    rules = tmp_path / "rules.toml"
    rules.write_text('[columns]\ntitle = { text = "pseudonymize" }\n', encoding="utf-8")
    result = invoke(source, "--out", tmp_path / "o.csv", "--config", rules)
    assert result.exit_code == 2
    assert "pass --key FILE" in result.stderr
    assert not (tmp_path / "o.csv").exists()


@pytest.mark.parametrize(
    ("rules_text", "extra", "message"),
    [
        ("[columns]\nage = { age = -1 }\n", (), "rules.toml: columns.age: age must be"),
        ("[columns]\nbirth = { date = 'year' }\n", (), "rules.toml: names 'birth', which"),
        (RULES, ("--k", 7), "fewer than --k 7"),
        (RULES, ("--lang", "xx"), "language 'xx' is not supported"),
        (RULES, ("--key", "absent.key"), "absent.key: no such key file"),
    ],
)
def test_usage_and_config_errors_exit_2(
    files: tuple[Path, Path],
    tmp_path: Path,
    rules_text: str,
    extra: tuple[object, ...],
    message: str,
) -> None:
    table, rules = files
    rules.write_text(rules_text, encoding="utf-8")
    out = tmp_path / "out.csv"
    result = invoke(table, "--out", out, "--config", rules, *extra)
    assert result.exit_code == 2
    assert message in result.stderr
    assert not out.exists()


def test_a_missing_rules_or_input_file_exits_2(files: tuple[Path, Path], tmp_path: Path) -> None:
    table, rules = files
    result = invoke(table, "--out", tmp_path / "o.csv", "--config", tmp_path / "none.toml")
    assert (result.exit_code, "none.toml: no such rules file" in result.stderr) == (2, True)
    result = invoke(tmp_path / "none.csv", "--out", tmp_path / "o.csv", "--config", rules)
    assert (result.exit_code, "none.csv: no such file" in result.stderr) == (2, True)


def test_a_column_name_like_markup_is_printed_as_it_is(tmp_path: Path) -> None:
    table = tmp_path / "t.csv"
    table.write_text("age[/x],g\n23,F\n25,F\n")
    rules = tmp_path / "r.toml"
    rules.write_text('[columns]\n"age[/x]" = { age = 5 }\ng = "keep"\n')
    result = invoke(table, "--out", tmp_path / "o.csv", "--config", rules)
    assert result.exit_code == 0, result.output
    assert "age[/x]" in result.output


def test_the_input_is_never_overwritten(files: tuple[Path, Path], tmp_path: Path) -> None:
    table, rules = files
    before = table.read_bytes()
    result = invoke(table, "--out", table, "--config", rules)
    assert result.exit_code == 2 and "is the input itself" in result.output
    assert table.read_bytes() == before
