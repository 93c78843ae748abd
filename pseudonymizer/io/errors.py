"""The error every reader raises for bad input: it names the file and, where known, the line."""

from __future__ import annotations

from pathlib import Path


class InputError(Exception):
    def __init__(self, path: Path | str, message: str, line: int | None = None) -> None:
        self.path = Path(path)
        self.line = line
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line is not None else str(self.path)
        return f"{where}: {self.message}"
