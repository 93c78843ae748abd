"""TAB's JSON: byte-for-byte round trips, mentions marked for masking read as annotations,
every annotator's mentions following their text, and bad documents named by line."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from conftest import invoke
from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.io.format import SourceFile
from pseudonymizer.io.formats import tab
from pseudonymizer.model import Edit, Rewrite, apply_edits

_WORDS = st.lists(st.sampled_from(["Mr", "Kurkaev", "of", "Ankara", "é", "“x”", "10424/05"]))


@st.composite
def tab_files(draw: st.DrawFn) -> str:
    """A TAB file: documents with one or two annotators' mentions, laid out as json.dumps
    lays it out with or without indentation, ASCII-escaped or not."""
    documents = []
    for number in range(draw(st.integers(0, 3))):
        words = draw(_WORDS.filter(bool))
        text = " ".join(words)
        annotations = {}
        for annotator in range(draw(st.integers(1, 2))):
            mentions, position = [], 0
            for index, word in enumerate(words):
                if draw(st.booleans()):
                    kind = draw(st.sampled_from(["DIRECT", "QUASI", "NO_MASK"]))
                    mentions.append(
                        {
                            "entity_type": draw(st.sampled_from(["PERSON", "LOC", "CODE"])),
                            "entity_mention_id": f"d{number}_a{annotator}_em{index}",
                            "start_offset": position,
                            "end_offset": position + len(word),
                            "span_text": word,
                            "identifier_type": kind,
                        }
                    )
                position += len(word) + 1
            annotations[f"annotator{annotator}"] = {"entity_mentions": mentions}
        documents.append({"annotations": annotations, "doc_id": f"d{number}", "text": text})
    indent = draw(st.sampled_from([None, 2]))
    return json.dumps(documents, indent=indent, ensure_ascii=draw(st.booleans())) + "\n"


def _source(content: str, folder: Path) -> SourceFile:
    path = folder / "echr.json"
    path.write_text(content, encoding="utf-8")
    return SourceFile(path, Path("echr.json"), "tab")


@settings(max_examples=60, deadline=None)
@given(tab_files())
def test_nothing_replaced_gives_the_file_back_byte_for_byte(content: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = _source(content, Path(folder))
        documents, errors = tab.read(source, "en")
        assert errors == []
        tab.write(source, [(d, Rewrite(d.text, [])) for d in documents], Path(folder) / "o")
        assert (Path(folder) / "o" / "echr.json").read_text(encoding="utf-8") == content


@settings(max_examples=60, deadline=None)
@given(tab_files(), st.data())
def test_mentions_follow_their_text_and_untouched_documents_stay(
    content: str, data: st.DataObject
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = _source(content, Path(folder))
        documents, _ = tab.read(source, "en")
        results = []
        for document in documents:
            edits = []
            if document.annotations and data.draw(st.booleans()):
                first = document.annotations[0]
                edits.append(Edit(first.start, first.end, data.draw(st.sampled_from(["", "Ola"]))))
            results.append((document, apply_edits(document.text, edits)))
        tab.write(source, results, Path(folder) / "o")
        written = json.loads((Path(folder) / "o" / "echr.json").read_text(encoding="utf-8"))
    for record, (document, rewrite) in zip(written, results, strict=True):
        assert record["text"] == rewrite.text
        for content_ in record["annotations"].values():
            for mention in content_["entity_mentions"]:
                span = record["text"][mention["start_offset"] : mention["end_offset"]]
                assert span == mention["span_text"]
        if not rewrite.edits:
            assert record == document.meta["record"]


_TEXT = "The applicant, Mr Oleg Barinov, lives in Tula. The Government of Russia replied."


def _mention(kind: str, span: str, masking: str) -> dict[str, object]:
    start = _TEXT.index(span)
    return {
        "entity_type": kind,
        "start_offset": start,
        "end_offset": start + len(span),
        "span_text": span,
        "identifier_type": masking,
    }


ECHR = [
    {
        "doc_id": "001-1",
        "text": _TEXT,
        "annotations": {
            "annotator1": {
                "entity_mentions": [
                    _mention("PERSON", "Mr Oleg Barinov", "DIRECT"),
                    _mention("LOC", "Tula", "QUASI"),
                    _mention("ORG", "Government of Russia", "NO_MASK"),
                ]
            }
        },
    }
]


# What `--mentions input --mode tag` writes of ECHR's document, annotator1's spans tagged.
TAGGED = "The applicant, [PERSON], lives in [LOCATION]. The Government of Russia replied."


def _tagged(tmp_path: Path, documents: list[dict[str, object]]) -> tuple[dict[str, Any], str]:
    """`documents` written as a TAB file and run with `--mentions input --mode tag`: the one
    record written, and what the run printed (spaces folded)."""
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "echr.json").write_text(json.dumps(documents, indent=2), "utf-8")
    out = tmp_path / "out"
    run = ("run", tmp_path / "in", "--lang", "en", "--mentions", "input", "-o", out)
    result = invoke(*run, "--mode", "tag")
    assert result.exit_code == 0, result.output
    [record] = json.loads((out / "echr.json").read_text(encoding="utf-8"))
    return record, " ".join(result.output.split())


def test_mentions_input_masks_what_annotators_marked_and_keeps_no_mask(tmp_path: Path) -> None:
    record, _ = _tagged(tmp_path, ECHR)
    assert record["text"] == TAGGED
    spans = [m["span_text"] for m in record["annotations"]["annotator1"]["entity_mentions"]]
    assert spans == ["[PERSON]", "[LOCATION]", "Government of Russia"]


def test_a_bad_document_is_named_by_line_and_its_file_not_written(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    bad = [*ECHR, {"doc_id": "001-2", "annotations": {}}]
    (tmp_path / "in" / "bad.json").write_text(json.dumps(bad, indent=2), encoding="utf-8")
    (tmp_path / "in" / "good.json").write_text(json.dumps(ECHR), encoding="utf-8")
    (tmp_path / "in" / "broken.json").write_text('[\n{"text": "a"},\n{"text": }\n]', "utf-8")
    out = tmp_path / "out"
    result = invoke("run", tmp_path / "in", "--lang", "en", "--mode", "tag", "-o", out)
    assert result.exit_code != 0
    output = " ".join(result.output.split())
    opening = [n for n, text in enumerate(json.dumps(bad, indent=2).splitlines()) if text == "  {"]
    line = opening[1] + 1  # the second document's first line
    assert f"bad.json:{line}: a document must be an object with a 'text' string" in output
    assert "broken.json:3: invalid JSON: Expecting value" in output
    assert (out / "good.json").exists()
    assert not (out / "bad.json").exists() and not (out / "broken.json").exists()


def test_two_annotators_disagreeing_are_warned_of_and_the_first_one_written_wins(
    tmp_path: Path,
) -> None:
    # annotator2 marks `Tula` as a demographic group (a label sorted before LOC) and `Oleg
    # Barinov` inside annotator1's name.
    second = [_mention("DEM", "Tula", "DIRECT"), _mention("PERSON", "Oleg Barinov", "DIRECT")]
    document = {**ECHR[0], "annotations": {**ECHR[0]["annotations"]}}  # type: ignore[dict-item]
    document["annotations"]["annotator2"] = {"entity_mentions": second}
    record, output = _tagged(tmp_path, [document])
    # The name annotator1 marked whole, and `Tula` as annotator1, the first, labelled it.
    assert record["text"] == TAGGED
    assert "echr.json:2: annotation DEM marks the same 4 characters as the annotation LOC" in output
    assert "echr.json:2: annotation PERSON (12 characters) lies inside" in output
    report = json.loads((tmp_path / "out" / "report.json").read_text(encoding="utf-8"))
    assert report["totals"]["overlapping_annotations"] == 2
