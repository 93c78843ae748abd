"""Turn a file's bytes into text, refusing binary files and naming the line of bad UTF-8."""

from __future__ import annotations

import codecs
from collections.abc import Iterator
from pathlib import Path

from pseudonymizer.io.errors import InputError


def decode(data: bytes, path: Path, first_line: int = 1) -> str:
    """Decode UTF-8 keeping every character (a BOM, CRs), so offsets and round trips stay exact."""
    if b"\x00" in data:
        raise InputError(path, "binary file (contains NUL bytes), not UTF-8 text", None)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = first_line + data[: error.start].count(b"\n")
        raise InputError(path, f"invalid UTF-8 at byte {error.start}", line) from None


def read_text(path: Path) -> str:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise InputError(path, f"cannot read: {error.strerror}") from None
    return decode(data, path)


def stream_text(path: Path, block: int = 1 << 20) -> Iterator[str]:
    """The text of `path` a block at a time (a file too large to hold), decoded as `decode`
    does: a NUL byte or bad UTF-8 raises `InputError` where it is met, by line."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    line = 1
    try:
        with path.open("rb") as handle:
            while data := handle.read(block):
                if b"\x00" in data:
                    raise InputError(path, "binary file (contains NUL bytes), not UTF-8 text", None)
                try:
                    text = decoder.decode(data)
                except UnicodeDecodeError as error:
                    at = line + data[: error.start].count(b"\n")
                    raise InputError(path, "invalid UTF-8", at) from None
                line += data.count(b"\n")
                yield text
            decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        raise InputError(path, "invalid UTF-8 at the end of the file", line) from None
    except OSError as error:
        raise InputError(path, f"cannot read: {error.strerror}") from None
