"""Markdown tables and strip/box figures of evaluation results."""

from __future__ import annotations

from pathlib import Path

import pytest

from pseudonymizer.evaluate.corpus import score_corpus
from pseudonymizer.evaluate.markdown import markdown_table
from pseudonymizer.evaluate.plots import corpus_figures, group_figures, strip_box
from pseudonymizer.evaluate.read import GoldDocument, Predictions, Span

PNG = b"\x89PNG\r\n\x1a\n"


def test_markdown_table_formats_ratios_and_missing_figures() -> None:
    table = markdown_table(["corpus", "PERSON", "docs"], [["a|b", 0.5, 12], ["c", None, 0]])
    assert table == (
        "| corpus | PERSON | docs |\n|---|---:|---:|\n| a\\|b | 0.500 | 12 |\n| c | – | 0 |\n"
    )
    with pytest.raises(ValueError, match="2 cells for 3 columns"):
        markdown_table(["a", "b", "c"], [[1, 2]])


def _corpus(name: str) -> tuple[list[GoldDocument], Predictions]:
    texts = ["Eva met Jan in Brno.", "Jan wrote to Eva.", "Nothing."]
    people = [Span(0, 3, "PERSON"), Span(8, 11, "PERSON"), Span(15, 19, "LOCATION")]
    gold = [
        GoldDocument("1", texts[0], people, Path(name)),
        GoldDocument("2", texts[1], [Span(0, 3, "PERSON"), Span(13, 16, "PERSON")], Path(name)),
        GoldDocument("3", texts[2], [], Path(name)),
    ]
    predictions = Predictions(Path("pred"), {"1": [Span(0, 3, "PERSON"), Span(4, 7, "LOCATION")]})
    return gold, predictions


def test_corpus_scores_keep_documents_and_the_unpredicted() -> None:
    gold, predictions = _corpus("names.jsonl")
    score = score_corpus("names", gold, predictions, "canonical")
    assert [d.id for d in score.documents] == ["1", "2", "3"]
    assert score.unpredicted == ["2", "3"]
    assert score.total.summary()["recall"] == {"PERSON": 0.25, "LOC": 0.0}
    assert score.documents[0].counts.summary()["recall"]["PERSON"] == 0.5


def test_figures_are_png_files(tmp_path: Path) -> None:
    gold, predictions = _corpus("names.jsonl")
    score = score_corpus("names", gold, predictions, "canonical")
    paths = group_figures(score, tmp_path / "one")
    assert [p.name for p in paths] == ["recall.png", "precision.png"]
    other = score_corpus("names NER", gold, Predictions(Path("none")), "canonical")
    paths += corpus_figures([score, other], tmp_path / "many")
    assert [p.name for p in paths[2:]] == [
        "token_recall.png",
        "token_precision.png",
        "person_recall.png",
    ]
    for path in paths:
        data = path.read_bytes()
        assert data.startswith(PNG) and len(data) > 5000


def test_an_empty_series_still_gets_its_place(tmp_path: Path) -> None:
    path = strip_box({"a": [0.1, 0.9], "b": []}, tmp_path / "f.png", "title", "recall")
    assert path.read_bytes().startswith(PNG)
