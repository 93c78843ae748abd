"""Write a file completely or not at all, so an interrupted run never leaves half an output.

A file is written nameless where the system allows it (Linux's `O_TMPFILE`, in the target's
folder) and only given a name when it is whole, then renamed over the target: a process
killed while writing leaves nothing behind. Elsewhere it is written under a hidden temporary
name, `.NAME.XXXXXXXX.tmp`, which a kill leaves; a run removes those it finds in its output
folder once it holds it (`run/outfolder.py`).
"""

from __future__ import annotations

import ctypes
import errno
import os
import secrets
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import IO, Any, TextIO

# Where the system does not have them, files are written under a temporary name.
_NO_ANONYMOUS = (errno.EOPNOTSUPP, errno.EISDIR, errno.EINVAL)
# linkat(2): the current folder, and following the /proc/self/fd link to the open file
# (Python's `os.link` would link the symbolic link itself).
_AT_FDCWD = -100
_AT_SYMLINK_FOLLOW = 0x400


class PendingFile:
    """A file being written for `path` (`handle`: text as UTF-8 with newlines untouched, or
    bytes): put in place whole by `commit`, dropped by `discard`."""

    def __init__(self, path: Path, binary: bool = False) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.named: Path | None = None
        descriptor = _anonymous(path.parent)
        if descriptor is None:
            descriptor, name = tempfile.mkstemp(
                dir=path.parent, prefix=f".{path.name}.", suffix=".tmp"
            )
            self.named = Path(name)
        try:
            os.fchmod(descriptor, mode_for(path))
        except BaseException:
            os.close(descriptor)
            self._unlink()
            raise
        self.handle: IO[bytes] | TextIO = (
            os.fdopen(descriptor, "wb")
            if binary
            else os.fdopen(descriptor, "w", encoding="utf-8", newline="")
        )

    def commit(self) -> None:
        """Put the file in place, whole."""
        try:
            self.handle.flush()
            if self.named is None:
                self.named = _link(self.handle.fileno(), self.path)
            self.handle.close()
            os.replace(self.named, self.path)
        except BaseException:
            self.discard()
            raise

    def discard(self) -> None:
        self.handle.close()
        self._unlink()

    def _unlink(self) -> None:
        if self.named is not None:
            self.named.unlink(missing_ok=True)


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write `data` (text as UTF-8, newlines untouched; bytes as they are) to `path` whole."""
    pending = PendingFile(path, binary=True)
    try:
        pending.handle.write(data.encode("utf-8") if isinstance(data, str) else data)  # type: ignore[arg-type]
    except BaseException:
        pending.discard()
        raise
    pending.commit()


@contextmanager
def atomic_lines(path: Path) -> Iterator[TextIO]:
    """A text file to write line by line (an output too large to hold), put in place as
    `path` only when the block ends without an error; else dropped."""
    pending = PendingFile(path)
    try:
        yield pending.handle  # type: ignore[misc]
    except BaseException:
        pending.discard()
        raise
    pending.commit()


def _anonymous(folder: Path) -> int | None:
    """A nameless file open for writing in `folder`; None where the system or the file
    system cannot make one (then a named temporary file it is)."""
    flag = getattr(os, "O_TMPFILE", None)
    if flag is None or _linkat() is None or not os.path.isdir("/proc/self/fd"):
        return None
    try:
        return os.open(folder, flag | os.O_WRONLY, 0o600)
    except OSError as error:
        if error.errno in _NO_ANONYMOUS:
            return None
        raise


def _link(descriptor: int, path: Path) -> Path:
    """A name beside `path` for the nameless file open as `descriptor`."""
    linkat = _linkat()
    assert linkat is not None
    source = f"/proc/self/fd/{descriptor}".encode()
    while True:
        name = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
        if linkat(_AT_FDCWD, source, _AT_FDCWD, os.fsencode(name), _AT_SYMLINK_FOLLOW) == 0:
            return name
        code = ctypes.get_errno()
        if code != errno.EEXIST:
            raise OSError(code, os.strerror(code), str(name))


@cache
def _linkat() -> Any:
    """libc's linkat, None where there is none."""
    try:
        return ctypes.CDLL(None, use_errno=True).linkat
    except (OSError, AttributeError):
        return None


def mode_for(path: Path) -> int:
    """An existing file keeps its permissions; a new one gets what `open` would give it
    (mkstemp's 0600 would hide outputs from the colleagues they are made for)."""
    try:
        return path.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


@contextmanager
def atomic_path(path: Path) -> Iterator[Path]:
    """A temporary path beside `path` for a library that writes files itself (soundfile, SoX),
    renamed to `path` only when the block ends without an error; else removed. It keeps
    `path`'s suffix, by which such libraries choose the format."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # Named `.STEM.XXXXXXXX.tmp.SUFFIX`, so that a run finds it if a kill leaves it.
    fd, tmp = tempfile.mkstemp(
        dir=path.parent, prefix=f".{path.stem}.", suffix=f".tmp{path.suffix}"
    )
    os.close(fd)
    try:
        yield Path(tmp)
        os.chmod(tmp, mode_for(path))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
