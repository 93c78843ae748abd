"""bench/eval_all.py: detection in-process, the figures table and the README block it rewrites."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from pseudonymizer.pipeline import Pipeline

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "eval_all.py"


@pytest.fixture(scope="module")
def eval_all() -> ModuleType:
    spec = importlib.util.spec_from_file_location("eval_all", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_swedish_without_a_model_finds_patterns_only(eval_all: ModuleType, tmp_path: Path) -> None:
    text = "Skriv till anna.berg@example.se snart ."
    record = {"id": "sv-1", "text": text, "spans": [{"start": 11, "end": 31, "label": "MISC"}]}
    (tmp_path / "swedish.dev.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    pipelines = {name: Pipeline(config) for name, config in eval_all.CONFIGURATIONS.items()}
    results = eval_all.evaluate_corpus("swedish", tmp_path, pipelines)
    assert [configuration for configuration, _ in results] == ["all", "NER only"]
    everything, ner_only = (score.total.summary() for _, score in results)
    assert everything["recall"] == {"MISC": 1.0}  # the e-mail, by its pattern
    assert ner_only["recall"] == {"MISC": 0.0}  # no Swedish NER model: nothing
    table = eval_all.table({"swedish": results})
    assert table.splitlines()[0].startswith("| corpus | lang | docs | configuration | PERSON |")
    assert "| swedish | sv | 1 | all | – | – | – | – | – | – | – | 1.000 | 1.000 |" in table
    assert (
        "| swedish | sv | 1 | NER only | – | – | – | – | – | – | – | 0.000 | 0.000 | – |" in table
    )


def test_only_the_marked_readme_block_is_rewritten(eval_all: ModuleType, tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    before, after = "# Title\n\n## Figures\n\n", "\n\nSpeed ...\n"
    readme.write_text(f"{before}{eval_all.START}\nold table\n{eval_all.END}{after}", "utf-8")
    block = eval_all.readme_block("| a |\n|---|\n| 1 |\n")
    eval_all.rewrite_readme(block, readme)
    text = readme.read_text(encoding="utf-8")
    assert text == before + block + after
    assert "old table" not in text and "Measured on 20" in text and "make eval" in text
    eval_all.rewrite_readme(block, readme)
    assert readme.read_text(encoding="utf-8") == text  # a second run changes nothing
    readme.write_text("no markers\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="no <!-- eval:start -->"):
        eval_all.rewrite_readme(block, readme)
