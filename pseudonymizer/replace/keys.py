"""The project key: the one secret behind every surrogate and the encrypted mapping.

A surrogate is a keyed hash of the entity, so the same key gives the same surrogates in every
run and no mapping is needed to stay consistent; without the key nobody can recompute or test
a guess. The same key also encrypts the mapping from surrogates back to originals (the GDPR's
"additional information" kept apart). Each use gets its own subkey (HKDF), so the mapping's
encryption key never doubles as the surrogates' hash key.

A key file is one line, `pseudonymizer-key-1:` and 32 random bytes in URL-safe base64, readable
by its owner only. It never belongs in the repository or in what is shared: a run given no key
keeps the one it makes in a folder of the user's own (`user_key`), one per output folder.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from platformdirs import user_data_dir

PREFIX = "pseudonymizer-key-1:"
KEY_BYTES = 32
# Where the keys of runs given no `--key` are kept: this folder if set, else the user's data
# folder's `keys/` (`~/.local/share/pseudonymizer/keys` on Linux).
KEYS_ENV = "PSEUDONYMIZER_KEYS"


class KeyFileError(ValueError):
    """A key file that cannot be made or read; the message names the file and what to do."""


@dataclass(frozen=True)
class ProjectKey:
    secret: bytes = field(repr=False)

    @classmethod
    def generate(cls) -> ProjectKey:
        return cls(os.urandom(KEY_BYTES))

    def derive(self, purpose: str) -> bytes:
        """A 32-byte subkey for one use (`surrogates`, `mapping`)."""
        hkdf = HKDF(hashes.SHA256(), KEY_BYTES, salt=None, info=f"pseudonymizer/{purpose}".encode())
        return hkdf.derive(self.secret)


def keys_folder() -> Path:
    """The folder of the keys made for output folders: `$PSEUDONYMIZER_KEYS`, else the
    user's data folder's `keys/`."""
    chosen = os.environ.get(KEYS_ENV)
    return Path(chosen) if chosen else Path(user_data_dir("pseudonymizer")) / "keys"


def user_key(out_dir: Path) -> Path:
    """The key file of output folder `out_dir` in `keys_folder()`: named by a digest of the
    folder's absolute path, so the same folder finds it again from anywhere."""
    name = hashlib.sha256(str(out_dir.resolve()).encode("utf-8")).hexdigest()[:32]
    return keys_folder() / f"{name}.key"


def new_key_file(path: Path) -> ProjectKey:
    """Make a key and write it to `path`, which must not exist: overwriting a key would make
    every later surrogate differ and the mappings it encrypted unreadable."""
    if path.exists():
        raise KeyFileError(f"{path}: already exists; a project keeps its key (use it with --key)")
    key = ProjectKey.generate()
    try:
        _make_private_folder(path.parent)
    except OSError as error:
        raise KeyFileError(
            f"{path.parent}: cannot make the key's folder: {error.strerror}"
        ) from None
    line = PREFIX + base64.urlsafe_b64encode(key.secret).decode("ascii") + "\n"
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        # Owner-only from the first byte on, then renamed into place whole.
        descriptor = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w", encoding="ascii") as handle:
            handle.write(line)
        os.replace(tmp, path)
    except OSError as error:
        tmp.unlink(missing_ok=True)
        raise KeyFileError(f"{path}: cannot write the key: {error.strerror}") from None
    return key


def read_key_file(path: Path) -> ProjectKey:
    try:
        line = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        raise KeyFileError(
            f"{path}: no such key file (make one with `pseudonymizer key new {path}`)"
        ) from None
    except (OSError, UnicodeDecodeError) as error:
        raise KeyFileError(f"{path}: cannot read the key: {error}") from None
    if not line.startswith(PREFIX):
        raise KeyFileError(f"{path}: not a pseudonymizer key file (it must start with {PREFIX})")
    try:
        secret = base64.urlsafe_b64decode(line[len(PREFIX) :].encode("ascii"))
    except (binascii.Error, ValueError):
        secret = b""
    if len(secret) != KEY_BYTES:
        raise KeyFileError(f"{path}: damaged key (expected {KEY_BYTES} bytes in base64)")
    return ProjectKey(secret)


def _make_private_folder(folder: Path) -> None:
    """`folder` and the folders above it that are missing, the ones made readable by their
    owner only (a folder that exists keeps its permissions)."""
    if folder.is_dir():
        return
    _make_private_folder(folder.parent)
    folder.mkdir(mode=0o700, exist_ok=True)
    os.chmod(folder, 0o700)  # whatever the umask
