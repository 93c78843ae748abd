"""The mapping from every replaced span of an output back to its original, sealed with the key.

This is what GDPR calls the additional information that turns pseudonymized data back into
personal data: it is written next to the outputs only encrypted (AES-256-GCM under a subkey of
the project key), so it can be kept or archived with them, and `reidentify` opens it with the
key. The authenticated encryption also tells a wrong key from a changed file: neither opens.

The plain content, for each output file (its path under the output folder), gives its format
and, for each document, its id, a hash of its output text (so a changed output is refused, not
restored wrongly) and the spans of the output text that replaced something, with the original:
`{"version": 1, "files": {"pseudonymize/a.txt": {"folder": "pseudonymize", "relpath": "a.txt",
"format": "text", "documents": [{"id": "a", "sha256": "...", "spans": [[5, 16, "Jan Novák"]]}]}}}`.
The file itself is text: a header line and the encrypted content in base64.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os
import zlib
from dataclasses import dataclass, field
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from pseudonymizer.model import Rewrite
from pseudonymizer.replace.keys import ProjectKey

FILE_NAME = "mapping.enc"
_HEADER = "pseudonymizer-mapping-1\n"
_NONCE_BYTES = 12
# An output span (start, end in the output text) and the original it replaced.
OutputSpan = tuple[int, int, str]


class MappingError(ValueError):
    """A mapping file that cannot be opened; the message says why without any content."""


@dataclass
class Mapping:
    files: dict[str, dict[str, Any]] = field(default_factory=dict)

    def add(
        self,
        folder: str,
        relpath: str,
        fmt: str,
        document_id: str,
        sha256: str,
        spans: list[OutputSpan],
        read: dict[str, str] | None = None,
        written: str | None = None,
    ) -> None:
        """Record one document of the output file `folder/relpath` (`folder` is the mode's
        folder under the output folder, or empty) whose output text, hashing to `sha256`
        (`digest`), has `spans` replaced; `read` holds the options the file was read with (an
        XPath), which reading it back needs too; `written` is the output's own relative path
        where it is not the input's (`run --rename`)."""
        name = written or relpath
        output = f"{folder}/{name}" if folder else name
        entry = self.files.setdefault(
            output, {"folder": folder, "relpath": relpath, "format": fmt, "documents": []}
        )
        if read:
            entry["read"] = read
        spans_as_stored = [list(span) for span in spans]  # what JSON gives back
        entry["documents"].append({"id": document_id, "sha256": sha256, "spans": spans_as_stored})

    def seal(self, key: ProjectKey) -> str:
        plain = zlib.compress(json.dumps({"version": 1, "files": self.files}).encode("utf-8"))
        nonce = os.urandom(_NONCE_BYTES)
        sealed = nonce + AESGCM(key.derive("mapping")).encrypt(nonce, plain, _HEADER.encode())
        return _HEADER + base64.b64encode(sealed).decode("ascii") + "\n"

    @classmethod
    def open(cls, sealed: str, key: ProjectKey) -> Mapping:
        if not sealed.startswith(_HEADER):
            raise MappingError("not a pseudonymizer mapping file")
        try:
            raw = base64.b64decode(sealed[len(_HEADER) :].strip(), validate=True)
        except (binascii.Error, ValueError):
            raise MappingError("damaged mapping file (not base64)") from None
        nonce, body = raw[:_NONCE_BYTES], raw[_NONCE_BYTES:]
        try:
            plain = AESGCM(key.derive("mapping")).decrypt(nonce, body, _HEADER.encode())
        except InvalidTag:
            raise MappingError(
                "the key does not open it (another project's key, or the file was changed)"
            ) from None
        return cls(json.loads(zlib.decompress(plain))["files"])


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def output_spans(text: str, rewrite: Rewrite) -> list[OutputSpan]:
    """Where each edit's replacement stands in the output text, with the original it replaced
    (`text` is the document as read; an edit with no replacement leaves an empty span)."""
    spans = []
    shift = 0
    for edit in rewrite.edits:
        start = edit.start + shift
        spans.append((start, start + len(edit.replacement), text[edit.start : edit.end]))
        shift += len(edit.replacement) - (edit.end - edit.start)
    return spans
