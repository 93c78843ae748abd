"""The key and the sealed mapping end to end: `key new`, `run --key`, `reidentify`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import invoke

from pseudonymizer.replace.keys import user_key

LETTER = "Dear John Smith,\nplease call Mary Jones at +44 20 7946 0958 before 21 March 2005.\n"
RECORDS = [
    {"id": "r1", "text": "John Smith met Anna Novak in Leeds.", "source": "forum"},
    {"id": "r2", "text": "Write to anna.novak@example.com today.", "source": "mail"},
]
ORIGINALS = ("John Smith", "Mary Jones", "7946 0958", "Anna Novak", "anna.novak@example.com")


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "letter.txt").write_text(LETTER, encoding="utf-8")
    lines = "".join(json.dumps(record) + "\n" for record in RECORDS)
    (folder / "records.jsonl").write_text(lines, encoding="utf-8")
    return folder


def _run(corpus: Path, out: Path, *extra: object) -> str:
    result = invoke("run", corpus, "--out", out, "--mode", "pseudonymize", "--mode", "tag", *extra)
    assert result.exit_code == 0, result.output
    return result.output


def _every_output(out: Path) -> str:
    return "".join(p.read_text(encoding="utf-8") for p in sorted(out.rglob("*")) if p.is_file())


def test_reidentify_restores_every_output_exactly(corpus: Path, tmp_path: Path) -> None:
    key = tmp_path / "project.key"
    assert invoke("key", "new", key).exit_code == 0
    out = tmp_path / "out"
    _run(corpus, out, "--key", key)
    shared = _every_output(out)
    assert not any(original in shared for original in ORIGINALS)  # mapping included

    result = invoke("reidentify", out, "--key", key, "--to", tmp_path / "back")
    assert result.exit_code == 0, result.output
    assert "restored 6 documents in 4 files" in result.output
    for mode in ("pseudonymize", "tag"):
        back = tmp_path / "back" / mode
        assert (back / "letter.txt").read_text(encoding="utf-8") == LETTER
        records = [json.loads(line) for line in (back / "records.jsonl").open(encoding="utf-8")]
        assert records == RECORDS  # other fields kept, texts restored


def test_the_same_key_gives_the_same_surrogates_and_another_key_others(
    corpus: Path, tmp_path: Path
) -> None:
    for name in ("a.key", "b.key"):
        invoke("key", "new", tmp_path / name)
    outputs = []
    for run, name in enumerate(("a.key", "a.key", "b.key")):
        out = tmp_path / f"out{run}"
        _run(corpus, out, "--key", tmp_path / name)
        outputs.append((out / "pseudonymize" / "letter.txt").read_text(encoding="utf-8"))
    assert outputs[0] == outputs[1]
    assert outputs[0] != outputs[2]


def test_a_run_without_key_makes_one_apart_and_reuses_it(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    said = _run(corpus, out)
    own = user_key(out)
    assert "made the project key" in said and own.is_file() and str(own) in " ".join(said.split())
    assert own.read_text() not in said  # the path is said, never the key
    assert not (out / "pseudonymizer.key").exists()
    first = (out / "pseudonymize" / "letter.txt").read_text(encoding="utf-8")
    said = _run(corpus, out)
    assert "using the project key" in said
    assert (out / "pseudonymize" / "letter.txt").read_text(encoding="utf-8") == first
    result = invoke("reidentify", out)  # finds the key as the run did
    assert result.exit_code == 0, result.output
    restored = out / "reidentified" / "pseudonymize" / "letter.txt"
    assert restored.read_text(encoding="utf-8") == LETTER


def test_no_mapping_no_key(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    _run(corpus, out, "--no-mapping")
    assert not (out / "mapping.enc").exists() and not user_key(out).exists()


def test_a_wrong_key_opens_nothing(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    _run(corpus, out)
    invoke("key", "new", tmp_path / "other.key")
    result = invoke("reidentify", out, "--key", tmp_path / "other.key")
    assert result.exit_code == 2
    assert "the key does not open it" in result.output
    assert not (out / "reidentified").exists()


def test_a_changed_output_is_refused_and_the_rest_restored(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    _run(corpus, out)
    changed = out / "tag" / "letter.txt"
    changed.write_text(changed.read_text(encoding="utf-8") + "edited\n", encoding="utf-8")
    result = invoke("reidentify", out)
    assert result.exit_code == 1
    assert "letter.txt: document letter changed since the run" in result.output
    assert not (out / "reidentified" / "tag" / "letter.txt").exists()
    restored = out / "reidentified" / "pseudonymize" / "letter.txt"
    assert restored.read_text(encoding="utf-8") == LETTER


def test_key_new_refuses_to_overwrite(tmp_path: Path) -> None:
    key = tmp_path / "project.key"
    assert invoke("key", "new", key).exit_code == 0
    before = key.read_text(encoding="ascii")
    result = invoke("key", "new", key)
    assert result.exit_code == 2 and "already exists" in result.output
    assert key.read_text(encoding="ascii") == before
