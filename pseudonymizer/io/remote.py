"""Inputs and outputs named by fsspec URLs (`s3://bucket/corpus`, `memory://` in tests, any
filesystem whose fsspec driver is installed) as well as local paths.

The formats read and write local files, so a run on URLs works in a local staging folder: the
inputs are copied into it before the run, and each output is uploaded as soon as the run has
written it whole (with the manifest, so a run stopped on one machine is finished from another);
an output folder that already holds a run's record is brought down first, so the same command
finishes it. Only the runner's process touches the files; workers get documents, not paths.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from fsspec.core import url_to_fs

# Called with the files of the output folder the run has just written whole.
Publish = Callable[[list[Path]], None]


def is_url(name: str) -> bool:
    """Whether `name` names a file through fsspec (`scheme://...`) rather than a local path."""
    return "://" in name and not name.startswith("file://")


@dataclass
class Staged:
    """The local paths a run reads and writes, and how to publish what it wrote."""

    inputs: list[Path]
    out: Path
    publish: Publish | None


@contextmanager
def staged(inputs: list[str], out: str) -> Iterator[Staged]:
    """Local paths for `inputs` and `out`: themselves where local, a staging folder's where
    URLs (removed at the end)."""
    if not any(is_url(name) for name in [*inputs, out]):
        yield Staged([Path(name) for name in inputs], Path(out), None)
        return
    with tempfile.TemporaryDirectory(prefix="pseudonymizer-") as tmp:
        local = []
        for i, name in enumerate(inputs):
            local.append(_download(name, Path(tmp, "in", str(i))) if is_url(name) else Path(name))
        if not is_url(out):
            yield Staged(local, Path(out), None)
            return
        fs, root = url_to_fs(out)
        folder = Path(tmp, "out")
        folder.mkdir()
        if fs.isdir(root) and fs.ls(root):  # a run to finish: its record and what it wrote
            fs.get(f"{root}/", f"{folder}/", recursive=True)

        def publish(paths: list[Path]) -> None:
            for path in paths:
                fs.put_file(str(path), f"{root}/{path.relative_to(folder).as_posix()}")

        yield Staged(local, folder, publish)


def _download(url: str, target: Path) -> Path:
    """`url` (a file or a folder) copied under `target`; the local path that stands for it,
    named as its last part so that the outputs mirror it."""
    fs, root = url_to_fs(url)
    name = root.rstrip("/").rsplit("/", 1)[-1] or "input"
    local = target / name
    if fs.isdir(root):
        local.mkdir(parents=True)
        fs.get(f"{root.rstrip('/')}/", f"{local}/", recursive=True)
    else:
        target.mkdir(parents=True)
        fs.get_file(root, str(local))
        # A document's companion (BRAT's `.ann`) comes with it.
        for companion in fs.glob(f"{root.rsplit('.', 1)[0]}.*"):
            if companion != root:
                fs.get_file(companion, str(target / companion.rsplit("/", 1)[-1]))
    return local
