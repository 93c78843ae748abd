"""Atomic writes: the whole file or nothing, and never a leftover temporary file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pseudonymizer.io.atomic import write_atomic


def test_target_gets_the_content_byte_for_byte(tmp_path: Path) -> None:
    target = tmp_path / "new" / "deeper" / "out.txt"
    data = "\ufeffline one\r\nline two\rthree\n\u2028é😀"
    write_atomic(target, data)
    assert target.read_bytes() == data.encode("utf-8")
    assert os.listdir(target.parent) == ["out.txt"]


def test_existing_target_is_replaced(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("a much longer old content\n" * 50, encoding="utf-8")
    write_atomic(target, "short\n")
    assert target.read_text(encoding="utf-8") == "short\n"
    assert os.listdir(tmp_path) == ["out.txt"]


def test_failure_while_writing_leaves_nothing_behind(tmp_path: Path) -> None:
    # A lone surrogate cannot be encoded as UTF-8: the write fails after the temporary file exists.
    target = tmp_path / "out.txt"
    target.write_bytes(b"old content\n")
    with pytest.raises(UnicodeEncodeError):
        write_atomic(target, "x" * 100_000 + "\ud800 tail")
    assert target.read_bytes() == b"old content\n"
    assert os.listdir(tmp_path) == ["out.txt"]


def test_failure_while_writing_a_new_target_creates_nothing(tmp_path: Path) -> None:
    with pytest.raises(UnicodeEncodeError):
        write_atomic(tmp_path / "out.txt", "\udcff")
    assert os.listdir(tmp_path) == []


def test_failing_rename_leaves_the_old_target_and_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.txt"
    target.write_bytes(b"old content\n")
    seen: list[str] = []

    def failing_replace(src: str, dst: str) -> None:
        seen.append(src)
        assert Path(src).read_bytes() == b"new content\n"  # fully written before the rename
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError, match="No space left"):
        write_atomic(target, "new content\n")
    monkeypatch.undo()
    assert len(seen) == 1
    assert Path(seen[0]).parent == tmp_path
    assert target.read_bytes() == b"old content\n"
    assert os.listdir(tmp_path) == ["out.txt"]


def test_interrupt_also_cleans_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(src: str, dst: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(tmp_path / "out.txt", "data")
    monkeypatch.undo()
    assert os.listdir(tmp_path) == []
