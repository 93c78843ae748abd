"""Reading gold and predictions from JSONL and BRAT, and naming the file and line of bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pseudonymizer.evaluate.read import Span, read_gold, read_predictions
from pseudonymizer.io.errors import InputError


def write_jsonl(path: Path, records: list[Any]) -> Path:
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in records]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def write_brat(folder: Path, name: str, text: str, ann: str | None) -> None:
    path = folder / f"{name}.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    if ann is not None:
        path.with_suffix(".ann").write_text(ann, encoding="utf-8")


GOLD = [
    {"id": "a", "text": "Eva Nováková lives in Brno.", "spans": [
        {"start": 0, "end": 12, "label": "PERSON", "span_text": "Eva Nováková"},
        {"start": 22, "end": 26, "label": "LOC"},
    ]},
    {"id": 7, "text": "Nothing here.", "spans": []},
    {"text": "No id at all."},
]  # fmt: skip


def test_jsonl_gold_keeps_ids_texts_and_spans(tmp_path: Path) -> None:
    documents = read_gold(write_jsonl(tmp_path / "gold.jsonl", ["", *GOLD]))
    assert [d.id for d in documents] == ["a", "7", "gold-4"]  # a missing id: name-line
    assert documents[0].spans == [Span(0, 12, "PERSON", 2), Span(22, 26, "LOC", 2)]
    assert documents[2].spans == []
    assert documents[1].line == 3


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "invalid JSON"),
        ("[1, 2]", "JSON object"),
        ('{"id": "x", "spans": []}', "'text'"),
        ('{"id": "x", "text": "abc", "spans": [{"start": 1, "end": 9, "label": "P"}]}', "1-9"),
        ('{"id": "x", "text": "abc", "spans": [{"start": 1, "end": 2}]}', "'label'"),
        ('{"id": "a", "text": "abc"}', "occurs twice"),
    ],
)
def test_bad_gold_lines_are_named(tmp_path: Path, line: str, message: str) -> None:
    path = write_jsonl(tmp_path / "gold.jsonl", [GOLD[0], line])
    with pytest.raises(InputError, match=message) as caught:
        read_gold(path)
    assert str(caught.value).startswith(f"{path}:2:")


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file") as caught:
        read_gold(tmp_path / "nowhere.jsonl")
    assert "nowhere.jsonl" in str(caught.value)


def test_predictions_take_their_text_from_the_gold(tmp_path: Path) -> None:
    gold = read_gold(write_jsonl(tmp_path / "gold.jsonl", GOLD))
    pred = write_jsonl(
        tmp_path / "pred.jsonl",
        [{"id": "a", "spans": [{"start": 0, "end": 3, "label": "PERSON", "score": 0.9}]}],
    )
    predictions = read_predictions(pred, gold)
    assert predictions.spans == {"a": [Span(0, 3, "PERSON", 1)]}


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ({"id": "zzz", "spans": []}, "'zzz' is not in the gold"),
        ({"spans": []}, "no 'id'"),
        ({"id": "a", "spans": [{"start": 0, "end": 3, "label": "PER"}]}, "not a canonical"),
        ({"id": "a", "spans": [{"start": 0, "end": 99, "label": "PERSON"}]}, "0-99"),
        ({"id": "a", "spans": {}}, "must be a list"),
        ({"id": 7, "spans": []}, "occurs twice"),
    ],
)
def test_bad_prediction_lines_are_named(
    tmp_path: Path, record: dict[str, Any], message: str
) -> None:
    gold = read_gold(write_jsonl(tmp_path / "gold.jsonl", GOLD))
    pred = write_jsonl(tmp_path / "pred.jsonl", [{"id": "7", "spans": []}, record])
    with pytest.raises(InputError, match=message) as caught:
        read_predictions(pred, gold)
    assert str(caught.value).startswith(f"{pred}:2:")


def test_brat_folder_ids_are_relative_paths(tmp_path: Path) -> None:
    folder = tmp_path / "brat"
    write_brat(folder, "one", "Eva met Jan.", "T1\tPERSON 0 3\tEva\n#1\tAnnotatorNotes T1\tok\n")
    write_brat(folder, "sub/two", "Jan and Eva Novak.", "T1\tPERSON 0 3;12 17\tJan Novak\n")
    write_brat(folder, "three", "No annotations.", None)
    documents = {d.id: d for d in read_gold(folder)}
    assert sorted(documents) == ["one", "sub/two", "three"]
    assert documents["one"].spans == [Span(0, 3, "PERSON", 1)]
    assert documents["sub/two"].spans == [Span(0, 17, "PERSON", 1, ((0, 3), (12, 17)))]
    assert documents["sub/two"].spans[0].as_dict()["fragments"] == [(0, 3), (12, 17)]
    assert documents["three"].spans == []


def test_a_single_brat_pair_is_a_corpus_of_one(tmp_path: Path) -> None:
    write_brat(tmp_path, "letter", "Eva wrote.", "T1\tPERSON 0 3\tEva\n")
    [document] = read_gold(tmp_path / "letter.ann")
    assert (document.id, document.spans) == ("letter", [Span(0, 3, "PERSON", 1)])


def test_bad_brat_annotations_are_named(tmp_path: Path) -> None:
    write_brat(tmp_path / "brat", "doc", "Eva wrote.", "T1\tPERSON 0 3\tEva\nT2\tPERSON 4 9\tEva\n")
    with pytest.raises(InputError, match="does not match") as caught:
        read_gold(tmp_path / "brat")
    assert str(caught.value).startswith(f"{tmp_path / 'brat' / 'doc.ann'}:2:")


def test_brat_predictions_must_share_the_gold_text(tmp_path: Path) -> None:
    gold = read_gold(write_jsonl(tmp_path / "gold.jsonl", GOLD))
    write_brat(tmp_path / "pred", "a", GOLD[0]["text"], "T1\tPERSON 0 3\tEva\n")
    assert read_predictions(tmp_path / "pred", gold).spans == {"a": [Span(0, 3, "PERSON", 1)]}
    write_brat(tmp_path / "pred", "a", "Another text.", "")
    with pytest.raises(InputError, match="text differs"):
        read_predictions(tmp_path / "pred", gold)
    write_brat(tmp_path / "other", "b", "Bob.", "")
    with pytest.raises(InputError, match="'b' is not in the gold"):
        read_predictions(tmp_path / "other", gold)
