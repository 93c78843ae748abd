"""`--rules`, `--candidates` and `--explain` on the command line, with the real English model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import MODES, invoke

TEXT = (
    "On 21 March 2005 John Smith wrote about project zorblax to Mary Jones. "
    "Call +420 603 123 456 or write to mary.jones@example.org.\n"
)
RULES = (
    "type,condition,confidence,label\n"
    "ne_type,DATE,1,\n"
    "word,project zorblax,-1,SENSITIVE\n"
    "lemma,mary jones,-0.5,\n"
    "word,Mary Jones,-0.5,\n"
    "ne_type,EMAIL,-1,\n"
)


@pytest.fixture
def corpus(tmp_path: Path) -> tuple[Path, Path]:
    document, rules = tmp_path / "letter.txt", tmp_path / "rules.csv"
    document.write_text(TEXT, encoding="utf-8")
    rules.write_text(RULES, encoding="utf-8")
    return document, rules


def spans_of(path: Path) -> list[dict]:
    [record] = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return record["spans"]


def test_detect_explain_gives_status_and_evidence_but_no_text(
    corpus: tuple[Path, Path], tmp_path: Path
) -> None:
    document, rules = corpus
    out = tmp_path / "spans.jsonl"
    result = invoke("detect", document, "--out", out, "--rules", rules, "--explain")
    assert result.exit_code == 0, result.output
    spans = {TEXT[s["start"] : s["end"]]: s for s in spans_of(out)}
    assert spans["21 March 2005"]["status"] == "public"
    assert spans["21 March 2005"]["evidence"] == [
        {"source": "date", "weight": 0.0, "detail": "named"},
        {"source": "rule:ne_type:DATE", "weight": 1.0, "detail": "rules.csv:2"},
    ]
    assert spans["John Smith"]["status"] == "candidate"
    assert spans["John Smith"]["evidence"] == [{"source": "ner", "weight": 0.0, "detail": "PERSON"}]
    assert spans["John Smith"]["attrs"] == {"ner_label": "PERSON"}
    assert spans["Mary Jones"]["status"] == "private"  # -0.5 (lemma) - 0.5 (word)
    assert [(e["source"], e["weight"]) for e in spans["Mary Jones"]["evidence"]] == [
        ("ner", 0.0),
        ("rule:word", -0.5),
        ("rule:lemma", -0.5),
    ]
    created = spans["project zorblax"]
    assert (created["label"], created["source"], created["status"]) == (
        "SENSITIVE",
        "rule:word",
        "private",
    )
    phone = spans["+420 603 123 456"]
    assert phone["attrs"] == {"region": "CZ"}  # not the normalized number
    raw = out.read_text(encoding="utf-8")
    for surface in spans:
        assert surface not in raw
    for word in ("zorblax", "Smith", "Jones", "420603123456", "example"):
        assert word not in raw


def test_detect_without_explain_keeps_the_span_format(
    corpus: tuple[Path, Path], tmp_path: Path
) -> None:
    document, rules = corpus
    out = tmp_path / "spans.jsonl"
    assert invoke("detect", document, "--out", out, "--rules", rules).exit_code == 0
    spans = spans_of(out)
    assert all(set(span) == {"start", "end", "label", "score", "source"} for span in spans)
    assert "project zorblax" in [TEXT[s["start"] : s["end"]] for s in spans]


def run_modes(document: Path, out: Path, *extra: object) -> dict[str, str]:
    args = [arg for mode in MODES for arg in ("--mode", mode)]
    result = invoke("run", document, "--out", out, *args, *extra)
    assert result.exit_code == 0, result.output
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["totals"]["leaks"] == {mode: 0 for mode in MODES}
    return {mode: (out / mode / document.name).read_text(encoding="utf-8") for mode in MODES}


def test_run_keep_candidates_replaces_only_what_was_decided_private(
    corpus: tuple[Path, Path], tmp_path: Path
) -> None:
    document, rules = corpus
    outputs = run_modes(document, tmp_path / "out", "--rules", rules, "--candidates", "keep")
    for mode, output in outputs.items():
        assert "21 March 2005" in output, mode  # public
        assert "John Smith" in output and "+420 603 123 456" in output, mode  # candidates
        for private in ("zorblax", "Mary Jones", "mary.jones@example.org"):
            assert private not in output, (mode, private)


def test_run_replaces_candidates_by_default_and_keeps_public(
    corpus: tuple[Path, Path], tmp_path: Path
) -> None:
    document, rules = corpus
    for extra in ((), ("--candidates", "replace")):
        outputs = run_modes(
            document, tmp_path / "-".join(extra or ("default",)), "--rules", rules, *extra
        )
        for mode, output in outputs.items():
            assert "21 March 2005" in output, mode
            for private in ("John Smith", "+420 603 123 456", "zorblax", "Mary Jones"):
                assert private not in output, (mode, private)


def test_without_rules_dates_are_candidates_and_replaced(
    corpus: tuple[Path, Path], tmp_path: Path
) -> None:
    document, _ = corpus
    for mode, output in run_modes(document, tmp_path / "out").items():
        assert "21 March 2005" not in output, mode


@pytest.mark.parametrize("command", ["detect", "run"])
def test_a_bad_rules_file_stops_with_exit_2_and_its_line(
    corpus: tuple[Path, Path], tmp_path: Path, command: str
) -> None:
    document, rules = corpus
    rules.write_text(RULES + "ne_type,NAME,-1,\n", encoding="utf-8")
    out = tmp_path / ("spans.jsonl" if command == "detect" else "out")
    extra = ("--mode", "tag") if command == "run" else ()
    result = invoke(command, document, "--out", out, "--rules", rules, *extra)
    assert result.exit_code == 2
    assert "rules.csv:7: ne_type condition 'NAME' is not a canonical category" in result.output
    assert not out.exists()


def test_a_missing_rules_file_stops_with_exit_2(corpus: tuple[Path, Path], tmp_path: Path) -> None:
    document, _ = corpus
    missing = tmp_path / "nope.csv"
    result = invoke("run", document, "--out", tmp_path / "out", "--mode", "tag", "--rules", missing)
    assert result.exit_code == 2
    assert "nope.csv: cannot read the rules file" in result.output


def test_an_unknown_candidates_policy_is_a_usage_error(
    corpus: tuple[Path, Path], tmp_path: Path
) -> None:
    document, _ = corpus
    result = invoke("run", document, "--out", tmp_path, "--mode", "tag", "--candidates", "drop")
    assert result.exit_code == 2
