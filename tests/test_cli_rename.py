"""`run --rename`: outputs under numbered or pseudonymized names, the input's names kept only in
the sealed mapping, and the audit of every output's file name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import invoke

from pseudonymizer.choices import Rename
from pseudonymizer.run.names import output_relpath

NAME = "Brief an Frau Becker – 16.3..txt"
LETTER = (
    "Liebe Ulrike Becker,\n\nvielen Dank für Ihren Brief. Familie Becker kommt am Montag nach "
    "Bielefeld.\n\nViele Grüße\nHans Meier\n"
)


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / NAME).write_text(LETTER, encoding="utf-8")
    (folder / "note.txt").write_text("Hans Meier ruft morgen an.\n", encoding="utf-8")
    invoke("key", "new", tmp_path / "project.key")
    return folder


def _run(corpus: Path, out: Path, *args: str) -> dict:
    key = corpus.parent / "project.key"
    result = invoke("run", corpus, "--out", out, "--key", key, "--lang", "de", *args)
    assert result.exit_code == 0, result.output
    return json.loads((out / "report.json").read_text(encoding="utf-8"))


def test_numbered_names_carry_nothing_of_the_input_and_reidentify_restores_them(
    corpus: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    report = _run(corpus, out, "--mode", "pseudonymize", "--mode", "tag", "--rename", "numbered")
    assert sorted(p.name for p in (out / "tag").iterdir()) == ["000001.txt", "000002.txt"]
    for record in (out / "report.json", out / ".pseudonymizer" / "manifest.jsonl"):
        assert "Becker" not in record.read_text(encoding="utf-8")
    assert {d["source"] for d in report["documents"]} == {"000001.txt", "000002.txt"}
    assert not any(d["findings"]["tag"]["suspected"] for d in report["documents"])
    restored = invoke("reidentify", out, "--key", tmp_path / "project.key", "--to", tmp_path / "r")
    assert restored.exit_code == 0, restored.output
    assert (tmp_path / "r" / "pseudonymize" / NAME).read_text(encoding="utf-8") == LETTER


def test_pseudonymized_names_take_the_documents_surrogates(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    report = _run(corpus, out, "--mode", "pseudonymize", "--rename", "pseudonymized")
    names = sorted(p.name for p in out.iterdir() if p.suffix == ".txt")
    assert "note.txt" in names and NAME not in names
    renamed = next(name for name in names if name.startswith("Brief an Frau "))
    surname = renamed.removeprefix("Brief an Frau ").split(" – ")[0]
    assert surname != "Becker"
    assert f"Familie {surname} kommt" in (out / renamed).read_text(encoding="utf-8")
    # The date the letter does not hold stays in the name: the audit says where, not what.
    letter = next(d for d in report["documents"] if d["source"] == renamed)
    in_name = [f for f in letter["findings"]["pseudonymize"]["suspected"] if f.get("in")]
    assert [(f["kind"], f["in"]) for f in in_name] == [("date", "name")]
    assert renamed[in_name[0]["start"] : in_name[0]["end"]] == "16.3."


def test_a_kept_name_is_audited(corpus: Path, tmp_path: Path) -> None:
    report = _run(corpus, tmp_path / "out", "--mode", "tag")
    letter = next(d for d in report["documents"] if d["source"] == NAME)
    leaks = [f for f in letter["findings"]["tag"]["leaks"] if f.get("in") == "name"]
    assert [NAME[f["start"] : f["end"]] for f in leaks] == ["Becker"]
    assert letter["leaks"]["tag"] >= 1


def test_pseudonymized_names_need_pseudonymize_mode(corpus: Path, tmp_path: Path) -> None:
    result = invoke(
        "run", corpus, "--out", tmp_path / "out", "--mode", "tag", "--rename", "pseudonymized"
    )
    assert result.exit_code == 2
    assert "--mode pseudonymize" in result.output
    assert not (tmp_path / "out").exists()


def test_pseudonymized_folder_names_too() -> None:
    renamed = output_relpath(
        Path("Becker/Becker, Ulrike.txt"), 0, Rename.PSEUDONYMIZED, {"Becker": "Kummer/X"}
    )
    assert renamed == Path("Kummer-X/Kummer-X, Ulrike.txt")  # a surrogate stays one part
    assert output_relpath(Path("a/b.xml"), 41, Rename.NUMBERED) == Path("000042.xml")
