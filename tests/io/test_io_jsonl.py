"""JSON Lines: records pass through with only `text` (and `spans`) changed; bad lines are named."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import SourceFile
from pseudonymizer.io.formats import jsonl
from pseudonymizer.model import Document, Edit, Rewrite, apply_edits


def _source(tmp_path: Path, lines: list[str] | bytes, name: str = "records.jsonl") -> SourceFile:
    path = tmp_path / name
    data = lines if isinstance(lines, bytes) else "".join(line + "\n" for line in lines).encode()
    path.write_bytes(data)
    return SourceFile(path, Path(name), "jsonl")


def _edit(text: str, old: str, new: str) -> Edit:
    start = text.index(old)
    return Edit(start, start + len(old), new)


def _write(tmp_path: Path, source: SourceFile, results: list[tuple[Document, Rewrite]]) -> list:
    jsonl.write(source, results, tmp_path / "out")
    raw = (tmp_path / "out" / source.relpath).read_bytes().decode("utf-8")
    assert raw.endswith("\n")
    return [json.loads(line) for line in raw.split("\n")[:-1]]


def test_extra_fields_are_kept_and_text_is_replaced(tmp_path: Path) -> None:
    record = {
        "id": "d1",
        "text": "Eva Nováková lives in Brno.",
        "meta": {"court": "ECHR", "year": 2004},
        "tags": ["a", None, 1.5],
    }
    source = _source(tmp_path, [json.dumps(record, ensure_ascii=False)])
    [document], errors = jsonl.read(source, "en")
    assert errors == []
    assert (document.id, document.text, document.lang) == ("d1", record["text"], "en")
    rewrite = apply_edits(document.text, [_edit(document.text, "Eva Nováková", "Jana Malá")])
    [out] = _write(tmp_path, source, [(document, rewrite)])
    assert out == {**record, "text": "Jana Malá lives in Brno."}
    assert list(out) == list(record)  # field order kept too


def test_unchanged_records_keep_non_ascii_text(tmp_path: Path) -> None:
    source = _source(tmp_path, ['{"id": "x", "text": "Žluťoučký kůň 😀"}'])
    [document], _ = jsonl.read(source, "cs")
    jsonl.write(source, [(document, Rewrite(document.text, []))], tmp_path / "out")
    raw = (tmp_path / "out" / "records.jsonl").read_text(encoding="utf-8")
    assert "Žluťoučký kůň 😀" in raw


def test_nothing_replaced_gives_the_file_back_byte_for_byte(tmp_path: Path) -> None:
    # A BOM, compact and escaped JSON, CRLF, a blank line, no newline at the end.
    data = (
        '\ufeff{"id":"a","text":"Eva \\u017d"}\r\n\n{"text": "Jan", "spans": []}\n'
        '{ "id" : "c" , "text" : "x" }'
    ).encode("utf-8")
    source = _source(tmp_path, data)
    documents, errors = jsonl.read(source, "en")
    assert errors == [] and len(documents) == 3
    jsonl.write(source, [(d, Rewrite(d.text, [])) for d in documents], tmp_path / "out")
    assert (tmp_path / "out" / "records.jsonl").read_bytes() == data
    # A rewritten record takes its line's place, with its line ending.
    rewrite = apply_edits(documents[0].text, [Edit(0, 3, "Ola")])
    results = [(documents[0], rewrite), *((d, Rewrite(d.text, [])) for d in documents[1:])]
    jsonl.write(source, results, tmp_path / "out")
    lines = (tmp_path / "out" / "records.jsonl").read_bytes().split(b"\r\n")
    assert json.loads(lines[0].decode("utf-8-sig")) == {"id": "a", "text": "Ola Ž"}
    assert lines[0].startswith("\ufeff".encode())
    assert lines[1] == data.split(b"\r\n")[1]


def test_a_spans_text_is_its_new_text(tmp_path: Path) -> None:
    record = {"text": "Eva Malá wrote.", "spans": [{"start": 0, "end": 8, "span_text": "Eva Malá"}]}
    source = _source(tmp_path, [json.dumps(record)])
    [document], _ = jsonl.read(source, "cs")
    rewrite = apply_edits(document.text, [Edit(0, 8, "Ola Nowak")])
    [out] = _write(tmp_path, source, [(document, rewrite)])
    assert out["spans"] == [{"start": 0, "end": 9, "span_text": "Ola Nowak"}]


def test_record_spans_follow_the_text(tmp_path: Path) -> None:
    text = "Eva Nováková met Petr Svoboda in Brno."
    spans = [
        {"start": 0, "end": 12, "label": "PERSON", "entity_id": "e1"},
        {"start": 4, "end": 12, "label": "SURNAME"},
        {"start": 17, "end": 29, "label": "PERSON"},
        {"start": 33, "end": 37, "label": "LOC"},
    ]
    source = _source(tmp_path, [json.dumps({"id": "r", "text": text, "spans": spans})])
    [document], _ = jsonl.read(source, "en")
    edits = [_edit(text, "Eva Nováková", "[PERSON]"), _edit(text, "Petr Svoboda ", "")]
    rewrite = apply_edits(text, edits)
    assert rewrite.text == "[PERSON] met in Brno."
    [out] = _write(tmp_path, source, [(document, rewrite)])
    assert out["spans"] == [
        {"start": 0, "end": 8, "label": "PERSON", "entity_id": "e1"},
        {"start": 0, "end": 8, "label": "SURNAME"},  # snapped to the whole replacement
        {"start": 16, "end": 20, "label": "LOC"},  # the removed person is gone
    ]
    assert rewrite.text[16:20] == "Brno"


def test_several_records_are_written_in_order(tmp_path: Path) -> None:
    lines = [json.dumps({"id": str(n), "text": f"record {n}"}) for n in range(5)]
    source = _source(tmp_path, lines)
    documents, errors = jsonl.read(source, "en")
    assert errors == []
    results = [
        (d, Rewrite(d.text.upper(), [Edit(0, len(d.text), d.text.upper())])) for d in documents
    ]
    out = _write(tmp_path, source, results)
    assert [record["text"] for record in out] == [f"RECORD {n}" for n in range(5)]


def test_bad_lines_are_named_and_other_records_still_read(tmp_path: Path) -> None:
    lines = [
        '{"id": "a", "text": "first"}',
        '{"id": "b", "text": "broken",',
        "",
        '{"id": "c", "body": "no text here"}',
        '{"id": "d", "text": "good", "lang": "xx"}',
        '{"id": "e", "text": 42}',
        "[1, 2]",
        '{"id": "f", "text": "last"}',
    ]
    source = _source(tmp_path, lines)
    documents, errors = jsonl.read(source, "en")
    assert [document.id for document in documents] == ["a", "f"]
    assert [error.line for error in errors] == [2, 4, 5, 6, 7]
    for error in errors:
        assert error.path == source.path
        assert str(error).startswith(f"{source.path}:{error.line}: ")
    assert "invalid JSON" in str(errors[0])
    assert "'text'" in str(errors[1])
    assert "'xx'" in str(errors[2])


def test_invalid_utf8_on_one_line_is_named(tmp_path: Path) -> None:
    data = b'{"text": "ok"}\n{"text": "bad \xff"}\n{"text": "fine"}\n'
    source = _source(tmp_path, data)
    documents, errors = jsonl.read(source, "en")
    assert [document.text for document in documents] == ["ok", "fine"]
    [error] = errors
    assert error.line == 2
    assert f"{source.path}:2" in str(error)


def test_line_numbers_count_crlf_and_unicode_line_separators(tmp_path: Path) -> None:
    # U+2028 inside a JSON string is valid JSON and does not end a JSON Lines record.
    data = '{"text": "a\u2028b\x85c"}\r\n{"text": "x"}\r\nnope\r\n'.encode()
    source = _source(tmp_path, data)
    documents, errors = jsonl.read(source, "en")
    assert [document.text for document in documents] == ["a\u2028b\x85c", "x"]
    assert [error.line for error in errors] == [3]


def test_nul_bytes_refuse_the_file(tmp_path: Path) -> None:
    source = _source(tmp_path, b'{"text": "a"}\n\x00\x01\x02\n')
    with pytest.raises(InputError) as caught:
        jsonl.read(source, "en")
    assert "binary" in str(caught.value)


def test_bom_on_the_first_line_is_accepted(tmp_path: Path) -> None:
    source = _source(tmp_path, '\ufeff{"id": "a", "text": "hi"}\n'.encode())
    [document], errors = jsonl.read(source, "en")
    assert errors == []
    assert document.text == "hi"


def test_record_lang_overrides_the_default(tmp_path: Path) -> None:
    source = _source(
        tmp_path,
        ['{"id": "a", "text": "Ahoj", "lang": "cs"}', '{"id": "b", "text": "Hello"}'],
    )
    documents, errors = jsonl.read(source, "de")
    assert errors == []
    assert [(d.id, d.lang) for d in documents] == [("a", "cs"), ("b", "de")]


def test_missing_id_gets_a_fallback_from_file_and_line(tmp_path: Path) -> None:
    source = _source(
        tmp_path,
        ['{"text": "one"}', "", '{"text": "three"}', '{"id": 7, "text": "four"}'],
        name="court.jsonl",
    )
    documents, errors = jsonl.read(source, "en")
    assert errors == []
    assert [document.id for document in documents] == ["court-1", "court-3", "7"]
    assert len({document.id for document in documents}) == 3


def test_lone_surrogate_is_reported_at_read_not_crashing_the_write(tmp_path: Path) -> None:
    # "\ud800" is valid JSON but no valid Unicode text, so it cannot be written back as UTF-8.
    source = _source(tmp_path, ['{"id": "a", "text": "ok"}', '{"id": "b", "text": "x \\ud800"}'])
    documents, errors = jsonl.read(source, "en")
    assert [document.id for document in documents] == ["a"]
    [error] = errors
    assert error.line == 2
    assert "surrogate" in str(error)
