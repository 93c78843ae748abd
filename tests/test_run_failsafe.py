"""A run fails safe at the run level: its key is kept apart from the output folder."""

from __future__ import annotations

import hashlib
import stat
import sys
from pathlib import Path

import pytest
from conftest import invoke

from pseudonymizer.replace.keys import KEYS_ENV, keys_folder, user_key

CLI = str(Path(sys.executable).parent / "pseudonymizer")
LETTER = "Dear John Smith,\nplease call Mary Jones at +44 20 7946 0958 before 21 March 2005.\n"


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "letter.txt").write_text(LETTER, encoding="utf-8")
    return folder


def _said(result: object) -> str:
    return " ".join(result.output.split())  # type: ignore[attr-defined]


def _everything(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*"))


# 1. The key apart from the data.


def test_without_key_the_key_is_kept_apart_owner_only_and_reidentify_finds_it(
    corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keys = tmp_path / "home" / "keys"
    monkeypatch.setenv(KEYS_ENV, str(keys))
    out = tmp_path / "out"
    result = invoke("run", corpus, "--out", out, "--mode", "pseudonymize")
    assert result.exit_code == 0, result.output
    digest = hashlib.sha256(str(out.resolve()).encode()).hexdigest()[:32]
    key = keys / f"{digest}.key"
    assert user_key(out) == key and key.is_file()
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert stat.S_IMODE(keys.stat().st_mode) == 0o700
    assert not [p for p in out.rglob("*") if p.suffix == ".key" or "pseudonymizer.key" in p.name]
    said = _said(result)
    assert f"made the project key {key}" in said
    assert key.read_text().strip() not in said  # the path, never the key
    restored = invoke("reidentify", out, "--to", tmp_path / "back")  # found the same way
    assert restored.exit_code == 0, restored.output
    assert (tmp_path / "back" / "letter.txt").read_text(encoding="utf-8") == LETTER


def test_the_keys_folder_is_the_users_data_folder_unless_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(KEYS_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    if sys.platform.startswith("linux"):
        assert keys_folder() == tmp_path / "data" / "pseudonymizer" / "keys"
    monkeypatch.setenv(KEYS_ENV, str(tmp_path / "chosen"))
    assert keys_folder() == tmp_path / "chosen"


def test_a_key_left_in_the_output_folder_is_read_with_a_warning_and_none_written_there(
    corpus: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    old = out / "pseudonymizer.key"  # where versions before kept it
    assert invoke("key", "new", old).exit_code == 0
    first = invoke("run", corpus, "--out", out, "--mode", "pseudonymize", "--key", old)
    assert first.exit_code == 0, first.output
    written = (out / "letter.txt").read_bytes()
    again = invoke("run", corpus, "--out", out, "--mode", "pseudonymize")
    assert again.exit_code == 0, again.output
    assert "a key inside the output folder" in _said(again)
    assert (out / "letter.txt").read_bytes() == written  # the same key: the same surrogates
    assert not user_key(out).exists()
    restored = invoke("reidentify", out, "--to", tmp_path / "back")
    assert restored.exit_code == 0 and "a key inside the output folder" in _said(restored)
    assert (tmp_path / "back" / "letter.txt").read_text(encoding="utf-8") == LETTER


def test_reidentify_without_a_key_to_find_says_what_to_do(tmp_path: Path) -> None:
    result = invoke("reidentify", tmp_path / "out")
    assert result.exit_code == 2 and "--key FILE" in result.output
