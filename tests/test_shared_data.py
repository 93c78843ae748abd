"""`detect` on the TAB development half writes valid spans for every document."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import ROOT, invoke

from pseudonymizer.categories import Category

TAB = ROOT.parent / "shared" / "data" / "tab.dev.jsonl"


@pytest.mark.skipif(not TAB.exists(), reason="shared/data is not beside this checkout")
def test_detect_on_tab_writes_valid_spans_for_all_documents(tmp_path: Path) -> None:
    out = tmp_path / "tab.jsonl"
    result = invoke("detect", TAB, "--lang", "en", "--out", out)
    assert result.exit_code == 0, result.output
    gold = [json.loads(line) for line in TAB.open(encoding="utf-8")]
    predicted = [json.loads(line) for line in out.open(encoding="utf-8")]
    assert len(predicted) == len(gold) == 64
    for record, prediction in zip(gold, predicted, strict=True):
        assert prediction["id"] == record["id"]
        previous_end = 0
        for span in prediction["spans"]:
            assert previous_end <= span["start"] < span["end"] <= len(record["text"])
            assert Category(span["label"])
            previous_end = span["end"]
        assert len(prediction["spans"]) > 10
