"""Turn a file's bytes into text, refusing binary files and naming the line of bad UTF-8."""

from __future__ import annotations

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
