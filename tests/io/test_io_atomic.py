"""Files written whole or not at all: nameless until whole where the system allows it, else
under a hidden temporary name; either way nothing is left when writing fails."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from pseudonymizer.io import atomic
from pseudonymizer.io.atomic import PendingFile, atomic_lines, write_atomic


@pytest.mark.parametrize("nameless", [True, False])
def test_a_file_appears_whole_with_the_usual_permissions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, nameless: bool
) -> None:
    if not nameless:
        monkeypatch.setattr(atomic, "_anonymous", lambda folder: None)
    target = tmp_path / "out" / "a.txt"
    pending = PendingFile(target)
    pending.handle.write("line\r\n")
    seen = os.listdir(target.parent)
    if nameless and getattr(os, "O_TMPFILE", None):
        assert seen == []  # nothing with a name yet: a kill now leaves nothing
    pending.commit()
    assert target.read_bytes() == b"line\r\n"
    assert os.listdir(target.parent) == ["a.txt"]
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~umask
    write_atomic(target, b"again")
    assert target.read_bytes() == b"again" and os.listdir(target.parent) == ["a.txt"]


@pytest.mark.parametrize("nameless", [True, False])
def test_a_failure_leaves_the_old_file_and_nothing_else(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, nameless: bool
) -> None:
    if not nameless:
        monkeypatch.setattr(atomic, "_anonymous", lambda folder: None)
    target = tmp_path / "a.txt"
    target.write_text("old")
    with pytest.raises(RuntimeError), atomic_lines(target) as handle:
        handle.write("new")
        raise RuntimeError("stopped")
    assert target.read_text() == "old" and os.listdir(tmp_path) == ["a.txt"]
