"""The project key file: made once, owner-only, read back exactly; clear errors otherwise."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from pseudonymizer.replace.keys import PREFIX, KeyFileError, new_key_file, read_key_file


def test_a_new_key_is_written_owner_only_and_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "keys" / "project.key"
    made = new_key_file(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert path.read_text(encoding="ascii").startswith(PREFIX)
    assert read_key_file(path) == made
    assert new_key_file(tmp_path / "other.key") != made
    assert not list(path.parent.glob(".*.tmp"))


def test_an_existing_key_is_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "project.key"
    made = new_key_file(path)
    with pytest.raises(KeyFileError, match="already exists"):
        new_key_file(path)
    assert read_key_file(path) == made


def test_subkeys_differ_by_purpose_and_by_key(tmp_path: Path) -> None:
    key = new_key_file(tmp_path / "a.key")
    other = new_key_file(tmp_path / "b.key")
    assert key.derive("mapping") != key.derive("surrogates")
    assert key.derive("mapping") == read_key_file(tmp_path / "a.key").derive("mapping")
    assert key.derive("mapping") != other.derive("mapping")
    assert len(key.derive("surrogates")) == 32
    assert key.secret.hex() not in repr(key)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no such key file .*pseudonymizer key new"),
        ("hello\n", "not a pseudonymizer key file"),
        (PREFIX + "c2hvcnQ=\n", "damaged key"),
        (PREFIX + "!!!not base64!!!\n", "damaged key"),
    ],
)
def test_a_bad_key_file_is_named_with_what_is_wrong(
    tmp_path: Path, content: str | None, message: str
) -> None:
    path = tmp_path / "project.key"
    if content is not None:
        path.write_text(content, encoding="ascii")
    with pytest.raises(KeyFileError, match=message) as error:
        read_key_file(path)
    assert str(path) in str(error.value)
