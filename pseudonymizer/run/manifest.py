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
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import pickle
import zlib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.replace.keys import ProjectKey

FOLDER = ".pseudonymizer"
FILE_NAME = "manifest.jsonl"
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

    def _name(self, relpath: str) -> str:
        """The name a file is recorded by: a hash of its path, keyed where there is a key."""
        if self.key is None:
            return hashlib.sha256(relpath.encode("utf-8")).hexdigest()
        return hmac.new(
            self.key.derive("manifest-name"), relpath.encode("utf-8"), "sha256"
        ).hexdigest()

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
