"""A run's output folder made safe before any work: checked (it can be made and written, no
folder stands where the run writes a file nor a file where it writes a folder, it neither holds
nor is held by an input), held by one run at a time, and cleared of the temporary files a run
killed before left there (where files cannot be written nameless, `io/atomic.py`).

The lock is `OUT/.pseudonymizer/run.lock`, held with `flock` for as long as the run lasts (the
system lets go of it when the process ends, killed or not); it names its holder (pid, host,
since when) for the run that finds it taken.
"""

from __future__ import annotations

import json
import os
import re
import socket
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from pseudonymizer.run.manifest import FOLDER

try:
    import fcntl
except ImportError:  # pragma: no cover - not a POSIX system: no lock
    fcntl = None  # type: ignore[assignment]

LOCK_NAME = "run.lock"
# The temporary files of `io/atomic.py` that have a name: hidden, `.tmp` at the end or before
# the suffix a library chose the format by (`.x.k3j_a9b2.tmp.wav`).
_TEMPORARY = re.compile(r"^\..+\.tmp(\.\w+)?$")


class OutputFolderError(Exception):
    """An output folder a run cannot use; the message names the path and what to do."""


def refuse_overlap(inputs: Iterable[Path], out: Path) -> Path | None:
    """Refuse an output folder that is an input folder (the run would write over what it
    reads), and an input inside the output folder; the input folder an output folder lies
    inside, if any (`run . --out out`: its outputs are not read)."""
    target = out.resolve()
    holding = None
    for given in inputs:
        source = given.resolve()
        if source.is_dir() and target == source:
            raise OutputFolderError(
                f"--out {out} is the input folder {given}: choose another folder"
            )
        if source.is_dir() and target.is_relative_to(source):
            holding = given
        if source.is_relative_to(target):
            raise OutputFolderError(
                f"input {given} is inside the output folder {out}: choose another --out"
            )
    return holding


def check(out: Path, files: Iterable[str], folders: Iterable[str]) -> None:
    """Make `out` where missing and check the run can write in it: `files` (names under
    `out`) must not be folders, `folders` not files."""
    if out.exists() and not out.is_dir():
        raise OutputFolderError(f"{out}: a file, not a folder; give --out a folder")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        blocking = next((p for p in out.parents if p.exists() and not p.is_dir()), out)
        raise OutputFolderError(
            f"{out}: cannot be made, {blocking} is a file; give --out a folder path"
        ) from None
    except OSError as error:
        raise OutputFolderError(f"{out}: cannot make the output folder: {error.strerror}") from None
    for name in files:
        if (out / name).is_dir():
            raise OutputFolderError(
                f"{out / name}: a folder where the run writes a file; move it, or choose "
                "another --out"
            )
    for name in (FOLDER, *folders):
        if (out / name).exists() and not (out / name).is_dir():
            raise OutputFolderError(
                f"{out / name}: a file where the run writes a folder; move it, or choose "
                "another --out"
            )
    try:
        descriptor, probe = tempfile.mkstemp(dir=out, prefix=".pseudonymizer-probe.", suffix=".tmp")
        os.close(descriptor)
        os.unlink(probe)
    except OSError as error:
        raise OutputFolderError(
            f"{out}: cannot write in the output folder ({error.strerror}); choose another --out"
        ) from None


class Lock:
    """The output folder held by this run (`take`), until `release`."""

    def __init__(self, descriptor: int | None, path: Path) -> None:
        self.descriptor = descriptor
        self.path = path

    @classmethod
    def take(
        cls, out: Path, wait: bool = False, waiting: Callable[[str], None] | None = None
    ) -> Lock:
        """Hold `out`; where another run holds it, raise `OutputFolderError` naming it, or with
        `wait`, say so to `waiting` and wait until it lets go."""
        path = out / FOLDER / LOCK_NAME
        if fcntl is None:  # pragma: no cover
            return cls(None, path)
        try:
            path.parent.mkdir(exist_ok=True)
            descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise OutputFolderError(
                f"{path}: cannot open the output folder's lock ({error.strerror}); "
                "choose another --out"
            ) from None
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = _holder(descriptor)
            if not wait:
                os.close(descriptor)
                raise OutputFolderError(
                    f"{out}: another run is writing it ({holder}); let it finish, or pass --wait"
                ) from None
            if waiting is not None:
                waiting(f"{out}: another run is writing it ({holder}); waiting for it to end")
            fcntl.flock(descriptor, fcntl.LOCK_EX)
        since = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime())
        holder = {"pid": os.getpid(), "host": socket.gethostname(), "since": since}
        os.ftruncate(descriptor, 0)
        os.pwrite(descriptor, (json.dumps(holder) + "\n").encode("utf-8"), 0)
        return cls(descriptor, path)

    def release(self) -> None:
        if self.descriptor is None:
            return
        os.ftruncate(self.descriptor, 0)  # nobody holds it
        fcntl.flock(self.descriptor, fcntl.LOCK_UN)
        os.close(self.descriptor)
        self.descriptor = None

    def __enter__(self) -> Lock:
        return self

    def __exit__(self, *_: object) -> None:
        self.release()


def _holder(descriptor: int) -> str:
    """Who holds the lock, as it says: its pid, host and since when."""
    try:
        said = json.loads(os.pread(descriptor, 4096, 0).decode("utf-8"))
        return f"pid {said['pid']} on {said['host']}, since {said['since']}"
    except (OSError, ValueError, KeyError, TypeError):
        return "a run that has not said who it is yet"


def sweep(out: Path) -> list[Path]:
    """Remove the temporary files a run killed before left under `out` (call it holding the
    lock: no other run is writing them); the paths removed."""
    removed = []
    for root, _, names in os.walk(out):
        for name in names:
            if _TEMPORARY.match(name):
                path = Path(root, name)
                path.unlink(missing_ok=True)
                removed.append(path)
    return removed
