"""The record of a run's finished files, kept in the output folder, so that a run that was
stopped (killed, a machine lost) is finished by running the same command again.

`OUT/.pseudonymizer/manifest.jsonl` holds one line per finished file, appended (and synced)
only after its outputs were written whole: its input's hash, the hashes of its outputs and
what the run needs of it to write the report and the mapping at the end. That part names
originals (the mapping) and the surrogates given (the ledger's claims), so with a key it is
sealed like the mapping (AES-256-GCM under a subkey of the project key); without a key it holds
counts only. A file is named by a hash of its path (keyed, with a key): a file name can carry
a name (`run --rename`). The first line holds the hash of the settings: another command (other
modes, rules, key ...) starts afresh rather than reuse a file made otherwise, and so does a
changed input file, or an output that is missing or was changed since.

A file worked in many batches (a JSONL file of many records, a long document's parts) is not
started from zero either: while it is worked, the outcomes of its steps are appended in
order, a batch's worth at a time, to `OUT/.pseudonymizer/partial/<hash of its path>.jsonl`
(sealed as above; without a key they are outputs and counts, no originals), which goes once
the file's own line is in the manifest. A re-run takes those steps as they were and works
the rest; with a key it also takes what the first pass over the corpus found, where the run
makes one (`first-pass`, sealed), rather than read the whole corpus again.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import pickle
import shutil
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.replace.keys import ProjectKey

FOLDER = ".pseudonymizer"
FILE_NAME = "manifest.jsonl"
PARTIAL = "partial"
FIRST_PASS = "first-pass"
_VERSION = 1
_NONCE_BYTES = 12


@dataclass
class Finished:
    """One finished file: its path, its input's hash, its outputs' hashes (by path under the
    output folder) and what the run needs of it at the end."""

    relpath: str
    input: str
    outputs: dict[str, str]
    payload: dict[str, Any]


@dataclass
class Manifest:
    path: Path
    settings: str
    key: ProjectKey | None
    finished: dict[str, Finished] = field(default_factory=dict)
    # Whether an earlier run's record was found and set aside (other settings).
    restarted: bool = False

    @classmethod
    def open(cls, out_dir: Path, settings: str, key: ProjectKey | None) -> Manifest:
        """The record in `out_dir`, started afresh where there is none or it was made with
        other settings (or cannot be read: a line cut by a kill is dropped)."""
        manifest = cls(out_dir / FOLDER / FILE_NAME, settings, key)
        try:
            lines = manifest.path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            lines = []
        header = _json(lines[0]) if lines else None
        if not header or header.get("settings") != settings or header.get("version") != _VERSION:
            manifest.restarted = bool(lines)
            manifest._write_header()
            shutil.rmtree(manifest.path.parent / PARTIAL, ignore_errors=True)
            (manifest.path.parent / FIRST_PASS).unlink(missing_ok=True)
            return manifest
        manifest._read(lines[1:])
        return manifest

    @classmethod
    def recorded(cls, out_dir: Path, key: ProjectKey) -> Manifest | None:
        """The record in `out_dir` whatever its settings (a run stopped before it wrote the
        mapping: `reidentify` restores what it finished); None where there is none."""
        path = out_dir / FOLDER / FILE_NAME
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return None
        manifest = cls(path, "", key)
        manifest._read(lines[1:])
        return manifest

    def _read(self, lines: list[str]) -> None:
        for line in lines:
            entry = _json(line)
            payload = self._open(entry.get("payload", "")) if entry else None
            if entry is None or payload is None:
                continue  # a line cut by a kill, or not this key's
            finished = Finished(entry["file"], entry["input"], entry["outputs"], payload)
            self.finished[entry["file"]] = finished

    def done(self, relpath: str, digest: str, out_dir: Path) -> Finished | None:
        """The record of `relpath` finished from the input hashing to `digest`, where every
        output it wrote is still there as written; else None."""
        finished = self.finished.get(self._name(relpath))
        if finished is None or finished.input != digest:
            return None
        for output, written in finished.outputs.items():
            try:
                if file_digest(out_dir / output) != written:
                    return None
            except OSError:
                return None
        return replace(finished, relpath=relpath)

    def record(self, finished: Finished) -> None:
        """Append `finished`, synced to disk before the run goes on."""
        line = {
            "file": self._name(finished.relpath),
            "input": finished.input,
            "outputs": finished.outputs,
            "payload": self._seal(finished.payload),
        }
        with self.path.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(line) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        self.finished[self._name(finished.relpath)] = finished
        self._partial_path(finished.relpath).unlink(missing_ok=True)

    def _name(self, relpath: str) -> str:
        """The name a file is recorded by: a hash of its path, keyed where there is a key."""
        if self.key is None:
            return hashlib.sha256(relpath.encode("utf-8")).hexdigest()
        return hmac.new(
            self.key.derive("manifest-name"), relpath.encode("utf-8"), "sha256"
        ).hexdigest()

    def first_pass(self, corpus: str) -> Any:
        """What the first pass over the corpus hashing to `corpus` found (`keep_first_pass`),
        where a stopped run kept it; None where not."""
        try:
            text = (self.path.parent / FIRST_PASS).read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        kept = _json(text)
        if not isinstance(kept, dict) or kept.get("corpus") != corpus:
            return None
        opened = self._open(kept.get("payload", ""))
        return opened["found"] if opened is not None else None

    def keep_first_pass(self, corpus: str, found: Any) -> None:
        """Keep what the first pass over the corpus hashing to `corpus` found, for a re-run
        not to read it all again: only sealed (it names originals), so only with a key."""
        if self.key is None:
            return
        line = json.dumps({"corpus": corpus, "payload": self._seal({"found": found})})
        write_atomic(self.path.parent / FIRST_PASS, line + "\n")

    def _partial_path(self, relpath: str) -> Path:
        return self.path.parent / PARTIAL / f"{self._name(relpath)}.jsonl"

    def steps(self, relpath: str, digest: str, shape: str) -> Iterator[dict[str, Any]]:
        """The recorded outcomes of the first steps of `relpath`, unfinished, as made from
        the input hashing to `digest` cut into steps as `shape` says, in order, read as they
        are asked for; none where there is no such record. A line cut by a kill ends them."""
        path = self._partial_path(relpath)
        try:
            handle = path.open(encoding="utf-8")
        except FileNotFoundError:
            return
        with handle:
            header = _json(handle.readline())
            if header != {"input": digest, "shape": shape, "settings": self.settings}:
                return
            for line in handle:
                entry = _json(line) if line.endswith("\n") else None
                steps = self._open(entry.get("payload", "")) if entry else None
                if steps is None:
                    return
                yield from steps["steps"]

    def partial(self, relpath: str, digest: str, shape: str, kept: int) -> Partial:
        """Where the outcomes of `relpath`'s further steps are recorded, after the `kept`
        steps of its record (`steps`) taken as they were."""
        path = self._partial_path(relpath)
        return Partial(
            self, path, {"input": digest, "shape": shape, "settings": self.settings}, kept
        )

    def _write_header(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        header = json.dumps({"version": _VERSION, "settings": self.settings}) + "\n"
        write_atomic(self.path, header)

    def _seal(self, payload: dict[str, Any]) -> str:
        if self.key is None:
            return json.dumps(payload)
        plain = zlib.compress(pickle.dumps(payload))
        nonce = os.urandom(_NONCE_BYTES)
        sealed = nonce + AESGCM(self.key.derive("manifest")).encrypt(nonce, plain, None)
        return base64.b64encode(sealed).decode("ascii")

    def _open(self, text: str) -> dict[str, Any] | None:
        """A payload as recorded; None where it does not open (the key authenticates it, so
        only what this project wrote is unpickled)."""
        if self.key is None:
            opened = _json(text)
            return opened if isinstance(opened, dict) else None
        try:
            raw = base64.b64decode(text, validate=True)
            plain = AESGCM(self.key.derive("manifest")).decrypt(
                raw[:_NONCE_BYTES], raw[_NONCE_BYTES:], None
            )
        except (ValueError, InvalidTag):
            return None
        loaded = pickle.loads(zlib.decompress(plain))  # authenticated above
        return loaded if isinstance(loaded, dict) else None


class Partial:
    """The record of an unfinished file's finished steps: `add` each step's outcome in order,
    written a batch at a time (`flush`), synced; the steps of the record it continues (`kept`)
    stay as they are."""

    def __init__(self, manifest: Manifest, path: Path, header: dict[str, str], kept: int) -> None:
        self.manifest = manifest
        self.path = path
        self.header = header
        self.kept = kept
        self.pending: list[Any] = []
        self.size = 0

    def add(self, step: Any, size: int, every: int) -> None:
        """Record `step` (an outcome as `batch.saved` gives it) of `size` characters; what is
        held is written once it holds `every` characters."""
        self.pending.append(step)
        self.size += size
        if self.size >= every:
            self.flush()

    def flush(self) -> None:
        if not self.pending or self.kept < 0:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.kept == 0:
            # A record of its own: an earlier one (other input, settings) is replaced whole.
            self.path.write_text(json.dumps(self.header) + "\n", encoding="utf-8")
        elif not self._cut_after(self.kept):
            # Not the record it continues (cannot happen: `kept` counts the steps read from
            # it); none rather than a wrong one.
            self.path.unlink(missing_ok=True)
            self.kept = -1
            return
        line = json.dumps({"payload": self.manifest._seal({"steps": self.pending})})
        with self.path.open("a", encoding="utf-8") as handle:
            handle.write(line + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        self.kept += len(self.pending)
        self.pending, self.size = [], 0

    def _cut_after(self, kept: int) -> bool:
        """Drop what follows the lines that hold the first `kept` steps (a line cut by a kill);
        False where the record does not hold them so."""
        with self.path.open("r+b") as handle:
            handle.readline()
            count, end = 0, handle.tell()
            while count < kept:
                line = handle.readline()
                entry = _json(line.decode("utf-8", "replace")) if line.endswith(b"\n") else None
                steps = self.manifest._open(entry.get("payload", "")) if entry else None
                if steps is None:
                    break
                count, end = count + len(steps["steps"]), handle.tell()
            handle.truncate(end)
        return count == kept


def file_digest(*paths: Path) -> str:
    """The SHA-256 of the files' bytes, one after the other."""
    digest = hashlib.sha256()
    for path in paths:
        with path.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    return digest.hexdigest()


def _json(line: str) -> Any:
    try:
        return json.loads(line)
    except ValueError:
        return None
