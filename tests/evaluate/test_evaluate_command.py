"""`pseudonymizer evaluate` end to end through the Typer app, on small hand-made corpora."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import Result
from typer.testing import CliRunner

from pseudonymizer.cli import app

TEXTS = {
    "d1": "Mr John Smith met Anna Kowalska in Prague.",
    "d2": "Call Eva on Monday.",
    "d3": "Nothing to see.",
}
GOLD = [
    # Mr John Smith: inside; Anna Kowalska: partial; Prague: missing.
    {"id": "d1", "text": TEXTS["d1"], "spans": [
        {"start": 0, "end": 13, "label": "PERSON"},
        {"start": 18, "end": 31, "label": "PERSON"},
        {"start": 35, "end": 41, "label": "LOC"},
    ]},
    {"id": "d2", "text": TEXTS["d2"], "spans": [{"start": 5, "end": 8, "label": "PERSON"}]},
    {"id": "d3", "text": TEXTS["d3"], "spans": []},
]  # fmt: skip
PRED = [
    {"id": "d1", "spans": [
        {"start": 3, "end": 13, "label": "PERSON", "score": 1.0, "source": "ner"},
        {"start": 18, "end": 22, "label": "PERSON", "score": 1.0, "source": "ner"},
    ]},
    # Eva: exact; Monday: a date, which counts against precision in a TAB-style corpus.
    {"id": "d2", "spans": [
        {"start": 5, "end": 8, "label": "PERSON"},
        {"start": 12, "end": 18, "label": "DATE"},
    ]},
]  # fmt: skip


def invoke(*args: object) -> Result:
    return CliRunner().invoke(app, ["evaluate", *(str(arg) for arg in args)])


def write_jsonl(path: Path, records: list[object]) -> Path:
    lines = [r if isinstance(r, str) else json.dumps(r) for r in records]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    return write_jsonl(tmp_path / "tab.jsonl", GOLD), write_jsonl(tmp_path / "pred.jsonl", PRED)


def test_text_tables_show_groups_classes_and_tokens(files: tuple[Path, Path]) -> None:
    gold, pred = files
    result = invoke("--gold", gold, "--pred", pred)
    assert result.exit_code == 0, result.output
    assert "tab.jsonl: 3 documents, scheme tab" in result.stdout
    person = next(line for line in result.stdout.splitlines() if "│ PERSON" in line)
    # 3 gold persons: covered 2, overlapped 3, exact 1; precision: John Smith Anna Eva, all gold.
    assert person.split("│")[2:7] == [
        "    3 ",
        "   0.667 ",
        "       1.000 ",
        " 0.333 ",
        "     1.000 ",
    ]
    all_row = next(line for line in result.stdout.splitlines() if "│ all" in line)
    assert [cell.strip() for cell in all_row.split("│")[2:6]] == ["1", "1", "1", "1"]
    # Gold words: John Smith Anna Kowalska Prague Eva (6), covered 4; predicted 5, 4 in gold.
    assert "token recall 0.667, token precision 0.800, F1 0.727" in result.stdout
    assert "d1" not in result.stdout  # no per-document rows unless asked
    assert "1 of 3 gold documents have no line" in result.stderr


def test_json_has_the_same_figures(files: tuple[Path, Path]) -> None:
    gold, pred = files
    result = invoke("--gold", gold, "--pred", pred, "--json", "--by-document")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["scheme"] == "tab" and report["documents"] == 3
    assert report["unpredicted"] == ["d3"]
    assert report["matches"] == {"exact": 1, "inside": 1, "partial": 1, "missing": 1}
    assert report["recall"] == {"PERSON": 0.6667, "LOC": 0.0}
    assert report["token_precision"] == 0.8
    assert [d["id"] for d in report["by_document"]] == ["d1", "d2", "d3"]
    assert report["by_document"][1]["matches"]["exact"] == 1
    assert report["by_document"][1]["token_precision"] == 0.5


def test_by_document_adds_a_row_per_document(files: tuple[Path, Path]) -> None:
    gold, pred = files
    result = invoke("--gold", gold, "--pred", pred, "--by-document")
    assert result.exit_code == 0, result.output
    rows = {
        line.split("│")[1].strip(): line for line in result.stdout.splitlines() if "│ d" in line
    }
    assert sorted(rows) == ["d1", "d2", "d3"]
    assert [cell.strip() for cell in rows["d1"].split("│")[2:9]] == [
        "3", "0", "1", "1", "1", "0.600", "1.000",
    ]  # fmt: skip
    assert [cell.strip() for cell in rows["d3"].split("│")[2:9]] == [
        "0", "0", "0", "0", "0", "–", "–",
    ]  # fmt: skip


def test_plot_writes_png_files_and_says_where(files: tuple[Path, Path], tmp_path: Path) -> None:
    gold, pred = files
    result = invoke("--gold", gold, "--pred", pred, "--plot", tmp_path / "figures")
    assert result.exit_code == 0, result.output
    pngs = sorted((tmp_path / "figures").glob("*.png"))
    assert [p.name for p in pngs] == ["precision.png", "recall.png"]
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in pngs)
    assert f"figures: {tmp_path / 'figures' / 'recall.png'}" in result.stdout


def test_the_scheme_decides_what_precision_counts(files: tuple[Path, Path]) -> None:
    gold, pred = files
    result = invoke("--gold", gold, "--pred", pred, "--scheme", "conll", "--json")
    assert result.exit_code == 2  # TAB's PERSON is not a CoNLL label
    assert f"{gold}:1: label 'PERSON' is not part of the 'conll' scheme" in result.stderr
    conll = [{**r, "spans": [{**s, "label": s["label"][:3]} for s in r["spans"]]} for r in GOLD]
    conll_gold = write_jsonl(gold.with_name("mine.jsonl"), conll)
    result = invoke("--gold", conll_gold, "--pred", pred, "--scheme", "conll", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["token_precision"] == 1.0  # Monday is no error here


def test_brat_gold_with_canonical_labels(tmp_path: Path, files: tuple[Path, Path]) -> None:
    _, pred = files
    folder = tmp_path / "brat"
    folder.mkdir()
    (folder / "d2.txt").write_text(TEXTS["d2"], encoding="utf-8")
    (folder / "d2.ann").write_text("T1\tPERSON 5 8\tEva\nT2\tDATE 12 18\tMonday\n", "utf-8")
    result = invoke("--gold", folder, "--pred", pred.with_name("d2.jsonl"), "--json")
    assert result.exit_code == 2 and "no such file" in result.stderr
    only_d2 = write_jsonl(tmp_path / "d2.jsonl", [PRED[1]])
    result = invoke("--gold", folder, "--pred", only_d2, "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["scheme"] == "canonical"
    assert report["matches"] == {"exact": 2, "inside": 0, "partial": 0, "missing": 0}


@pytest.mark.parametrize(
    ("pred_lines", "args", "expected"),
    [
        (["{bad"], (), "pred.jsonl:1: invalid JSON"),
        (['{"id": "d9", "spans": []}'], (), "pred.jsonl:1: document 'd9' is not in the gold"),
        ([], ("--scheme", "nope"), "unknown label scheme 'nope'"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    files: tuple[Path, Path], pred_lines: list[str], args: tuple[str, ...], expected: str
) -> None:
    gold, pred = files
    write_jsonl(pred, pred_lines)
    result = invoke("--gold", gold, "--pred", pred, *args)
    assert result.exit_code == 2
    assert expected in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stdout == ""


def test_a_missing_gold_file_and_an_unguessable_scheme(tmp_path: Path) -> None:
    pred = write_jsonl(tmp_path / "pred.jsonl", [])
    result = invoke("--gold", tmp_path / "gone.jsonl", "--pred", pred)
    assert result.exit_code == 2
    assert f"{tmp_path / 'gone.jsonl'}: no such file or directory" in result.stderr
    gold = write_jsonl(tmp_path / "mine.jsonl", [{"id": "x", "text": "Eva", "spans": [
        {"start": 0, "end": 3, "label": "PER"}]}])  # fmt: skip
    result = invoke("--gold", gold, "--pred", pred)
    assert result.exit_code == 2 and "pass --scheme" in result.stderr
