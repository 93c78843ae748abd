"""The command line end to end on the bundled examples and on bad input."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest
from conftest import EXAMPLES, MODES, invoke
from typer.testing import CliRunner

from pseudonymizer.cli import app
from pseudonymizer.io.formats.brat import parse
from pseudonymizer.replace.keys import KEY_BYTES, PREFIX

EXAMPLE_TEXTS = sorted(EXAMPLES.rglob("*.txt"))


def test_examples_cover_six_languages_and_four_kinds() -> None:
    assert {path.parent.name for path in EXAMPLE_TEXTS} == {"en", "cs", "pl", "de", "sv", "hu"}
    assert {path.stem for path in EXAMPLE_TEXTS} == {"email", "meeting", "court", "essay"}


def test_run_writes_every_mode_mirroring_input_names(examples_run: Path) -> None:
    for mode in MODES:
        for source in EXAMPLE_TEXTS:
            relative = source.relative_to(EXAMPLES)
            assert (examples_run / mode / relative).is_file()
            assert (examples_run / mode / relative.with_suffix(".ann")).is_file()
    assert not list(examples_run.rglob("*.tmp"))


def test_brat_outputs_point_at_the_replacements(examples_run: Path) -> None:
    for mode in MODES:
        for text_path in (examples_run / mode).rglob("*.txt"):
            text = text_path.read_text(encoding="utf-8")
            ann = text_path.with_suffix(".ann")
            parse(ann.read_text(encoding="utf-8"), text, ann)  # raises on any misplaced span


def test_tag_mode_tags_and_surrogates_differ(examples_run: Path) -> None:
    tagged = (examples_run / "tag" / "en" / "email.txt").read_text(encoding="utf-8")
    assert "[PERSON]" in tagged and "[EMAIL]" in tagged and "[PHONE]" in tagged
    original = (EXAMPLES / "en" / "email.txt").read_text(encoding="utf-8")
    pseudonymized = (examples_run / "pseudonymize" / "en" / "email.txt").read_text(encoding="utf-8")
    assert pseudonymized != original and "[" not in pseudonymized.replace(original, "")


def test_report_has_counts_and_no_original_text(examples_run: Path) -> None:
    raw = (examples_run / "report.json").read_text(encoding="utf-8")
    report = json.loads(raw)
    assert report["totals"]["documents"] == len(EXAMPLE_TEXTS)
    assert report["totals"]["mentions"]["PERSON"] > 0
    for measure in ("leaks", "suspected"):
        counted = {
            mode: sum(len(d["findings"][mode][measure]) for d in report["documents"])
            for mode in MODES
        }
        assert report["totals"][measure] == counted
    for document in report["documents"]:
        for found in document["findings"]["tag"]["leaks"]:
            assert set(found) == {"start", "end", "kind", "category"}
    assert report["errors"] == []
    for source in EXAMPLE_TEXTS:
        ann = source.with_suffix(".ann")
        for line in parse(ann.read_text(encoding="utf-8"), source.read_text(encoding="utf-8"), ann):
            if line.span and len(line.span.text) > 4:
                assert line.span.text not in raw


def test_run_prints_a_summary_table(tmp_path: Path) -> None:
    result = invoke("run", EXAMPLES / "en" / "email.txt", "--out", tmp_path, "--mode", "tag")
    assert result.exit_code == 0, result.output
    assert "PERSON" in result.output and "replaced mentions" in result.output
    assert (tmp_path / "email.txt").is_file() and (tmp_path / "email.ann").is_file()


def test_detect_writes_canonical_spans_per_document(tmp_path: Path) -> None:
    out = tmp_path / "spans.jsonl"
    result = invoke("detect", EXAMPLES / "en", "--out", out)
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert sorted(r["id"] for r in records) == ["court", "email", "essay", "meeting"]
    for record in records:
        text = (EXAMPLES / "en" / f"{record['id']}.txt").read_text(encoding="utf-8")
        assert record["spans"], record["id"]
        for span in record["spans"]:
            assert set(span) == {"start", "end", "label", "score", "source"}
            assert 0 <= span["start"] < span["end"] <= len(text)
            assert span["label"].isupper()


def test_detect_into_a_folder_is_refused_with_a_message_and_writes_nothing(
    tmp_path: Path,
) -> None:
    # (It ran the whole detection, then failed renaming its output onto the folder with a
    # traceback.)
    folder = tmp_path / "spans"
    folder.mkdir()
    result = invoke("detect", EXAMPLES / "en", "--out", folder)
    assert result.exit_code == 2
    assert "is a directory" in result.output
    assert list(folder.iterdir()) == []
    assert list(tmp_path.iterdir()) == [folder]


def test_jsonl_in_jsonl_out_keeps_fields(tmp_path: Path) -> None:
    source = tmp_path / "in" / "records.jsonl"
    source.parent.mkdir()
    records = [
        {"id": "a", "text": "Mr John Smith wrote to jane.doe@example.com.", "note": 1},
        {"id": "b", "text": "Paní Jana Nováková volala.", "lang": "cs"},
    ]
    source.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    result = invoke("run", source.parent, "--out", tmp_path / "out", "--mode", "tag")
    assert result.exit_code == 0, result.output
    written = [json.loads(line) for line in (tmp_path / "out" / "records.jsonl").open()]
    assert [r["id"] for r in written] == ["a", "b"]
    assert written[0]["note"] == 1 and written[1]["lang"] == "cs"
    assert "jane.doe" not in written[0]["text"] and "[EMAIL]" in written[0]["text"]
    assert "Nováková" not in written[1]["text"]


def test_native_polish_tags(tmp_path: Path) -> None:
    result = invoke(
        "run", EXAMPLES / "pl" / "email.txt", "--out", tmp_path, "--mode", "tag",
        "--lang", "pl", "--tags", "native",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    text = (tmp_path / "email.txt").read_text(encoding="utf-8")
    assert "[MAIL]" in text and "[EMAIL]" not in text


def test_native_tags_for_a_language_without_them_is_a_usage_error(tmp_path: Path) -> None:
    result = invoke(
        "run", EXAMPLES / "de" / "email.txt", "--out", tmp_path, "--mode", "tag",
        "--tags", "native",
    )  # fmt: skip
    assert result.exit_code == 2
    assert "no native tag set for language 'de'" in result.output


def test_unknown_language_is_a_usage_error(tmp_path: Path) -> None:
    result = invoke("detect", EXAMPLES / "en", "--out", tmp_path / "x.jsonl", "--lang", "xx")
    assert result.exit_code == 2 and "not supported" in result.output


@pytest.mark.parametrize("command", [[], ["run"], ["detect"]])
def test_help(command: list[str]) -> None:
    result = invoke(*command, "--help")
    assert result.exit_code == 0 and "Usage" in result.output


def _bad_corpus(root: Path) -> Path:
    corpus = root / "corpus"
    corpus.mkdir()
    (corpus / "good.txt").write_text("Call Mr John Smith on 020 7946 0958.\n", encoding="utf-8")
    (corpus / "binary.txt").write_bytes(b"\x89PNG\r\n\x00\x00\x00")
    (corpus / "latin1.txt").write_bytes("first line\nsecond line caf\xe9\n".encode("latin-1"))
    (corpus / "outside.txt").write_text("Jan Novak\n", encoding="utf-8")
    (corpus / "outside.ann").write_text("T1\tPERSON 0 9\tJan Novak\nT2\tPERSON 5 90\tx\n")
    (corpus / "mismatch.txt").write_text("Jan Novak\n", encoding="utf-8")
    (corpus / "mismatch.ann").write_text("T1\tPERSON 0 3\tEva\n")
    (corpus / "records.jsonl").write_text('{"id": "1", "text": "Jane Doe"}\n{"id": 2,\n')
    return corpus


def test_bad_input_is_reported_by_file_and_line_and_the_rest_is_processed(tmp_path: Path) -> None:
    corpus = _bad_corpus(tmp_path)
    out = tmp_path / "out"
    result = invoke("run", corpus, tmp_path / "missing", "--out", out, "--mode", "remove")
    assert result.exit_code == 1
    errors = result.output
    assert re.search(r"binary\.txt: binary file", errors)
    assert re.search(r"latin1\.txt:2: invalid UTF-8", errors)
    assert re.search(r"outside\.ann:2: offsets 5-90 fall outside", errors)
    assert re.search(r"mismatch\.ann:1: annotation text does not match", errors)
    assert re.search(r"records\.jsonl:2: invalid JSON", errors)
    assert re.search(r"missing: no such file or directory", errors)
    assert (out / "good.txt").read_text(encoding="utf-8").startswith("Call Mr")
    assert "John Smith" not in (out / "good.txt").read_text(encoding="utf-8")
    written = sorted(p.name for p in out.iterdir())
    # `.pseudonymizer/` holds the record of finished files (a re-run finishes a stopped one)
    assert written == [
        ".pseudonymizer",
        "good.txt",
        "mapping.enc",
        "report.json",
    ]  # and not the key: it is kept apart (tests/test_run_failsafe.py)


def test_a_folder_without_supported_files_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "notes.pdf").write_bytes(b"%PDF-1.7")
    result = invoke("detect", tmp_path / "empty", "--out", tmp_path / "x.jsonl")
    assert result.exit_code == 1 and "no supported files" in result.output


def test_no_read_back_keeps_the_first_czech_surrogates_drawn(tmp_path: Path) -> None:
    key = tmp_path / "project.key"  # a fixed key: the surrogates it draws first are known
    key.write_text(PREFIX + base64.urlsafe_b64encode(b"k" * KEY_BYTES).decode() + "\n")
    key.chmod(0o600)
    texts = {}
    for flag in ("--read-back", "--no-read-back"):
        out = tmp_path / flag
        args = ("run", EXAMPLES / "cs" / "court.txt", "--out", out, "--mode", "pseudonymize")
        result = invoke(*args, "--key", key, flag)
        assert result.exit_code == 0, result.output
        texts[flag] = (out / "court.txt").read_text(encoding="utf-8")
    # Some surrogate drawn first reads in another form; the same key, read back, passes it by.
    assert texts["--read-back"] != texts["--no-read-back"]


def test_fail_on_leak_exits_1_where_the_audit_finds_one(tmp_path: Path) -> None:
    # The input's annotation marks the name once; its second writing is left standing.
    corpus = tmp_path / "in"
    corpus.mkdir()
    text = "Anna Nowak wrote to us. Later Anna Nowak called.\n"
    (corpus / "meeting.txt").write_text(text, encoding="utf-8")
    (corpus / "meeting.ann").write_text("T1\tPERSON 0 10\tAnna Nowak\n", encoding="utf-8")
    options = ("--mode", "tag", "--no-mapping", "--lang", "en", "--mentions", "input")
    plain = invoke("run", corpus, "--out", tmp_path / "a", *options)
    assert plain.exit_code == 0, plain.output
    failing = invoke("run", corpus, "--out", tmp_path / "b", *options, "--fail-on-leak")
    assert failing.exit_code == 1, failing.output
    assert "certain leak(s); see report.json" in failing.output
    assert (tmp_path / "b" / "meeting.txt").is_file()  # written all the same, for a person to see


def test_fail_on_leak_passes_a_clean_run(tmp_path: Path) -> None:
    result = invoke(
        "run", EXAMPLES / "en" / "email.txt", "--out", tmp_path, "--mode", "tag", "--fail-on-leak"
    )
    assert result.exit_code == 0, result.output


def test_input_errors_come_before_the_summary(tmp_path: Path) -> None:
    corpus = tmp_path / "in"
    corpus.mkdir()
    (corpus / "good.txt").write_text("John Smith wrote to us.\n", encoding="utf-8")
    (corpus / "bad.jsonl").write_text('{"id": "a", "text": "x"}\nnot json\n', encoding="utf-8")
    result = invoke("run", corpus, "--out", tmp_path / "out", "--mode", "tag", "--lang", "en")
    assert result.exit_code == 1
    assert result.output.index("error:") < result.output.index("documents: tag")


def test_run_help_reads_at_80_columns_and_help_all_shows_the_rest() -> None:
    short = CliRunner().invoke(app, ["run", "--help"], env={"COLUMNS": "80"})
    assert short.exit_code == 0
    lines = short.output.splitlines()
    assert len(lines) <= 40 and max(len(line) for line in lines) <= 80
    assert "…" not in short.output
    for option in ("--out", "--mode", "--lang", "--key", "--fail-on-leak", "--help-all"):
        assert option in short.output
    assert "--xpath" not in short.output
    full = CliRunner().invoke(app, ["run", "--help-all"], env={"COLUMNS": "80"})
    assert full.exit_code == 0
    assert "--xpath" in full.output and "--invalid-checksums" in full.output
    assert max(len(line) for line in full.output.splitlines()) <= 80


def test_the_outputs_of_an_earlier_run_inside_the_input_are_not_read(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "letter.txt").write_text("John Smith wrote to us.\n", encoding="utf-8")
    first = invoke("run", corpus, "--out", tmp_path / "first", "--mode", "tag", "--lang", "en")
    assert first.exit_code == 0, first.output
    (tmp_path / "first").rename(corpus / "old-out")  # a user moves it into the corpus
    out = tmp_path / "second"
    second = invoke("run", corpus, "--out", out, "--mode", "tag", "--lang", "en")
    assert second.exit_code == 0, second.output
    assert "old-out: the outputs of a run; not read" in " ".join(second.output.split())
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert [d["source"] for d in report["documents"]] == ["letter.txt"]
