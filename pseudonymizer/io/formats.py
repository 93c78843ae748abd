"""The format modules by name; each reads a source file into documents and writes them back."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from pseudonymizer.io import brat, jsonl, text
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.sources import SourceFile
from pseudonymizer.model import Document, Rewrite


class Format(Protocol):
    def read(self, source: SourceFile, lang: str) -> tuple[list[Document], list[InputError]]: ...

    def write(
        self, source: SourceFile, results: list[tuple[Document, Rewrite]], out_dir: Path
    ) -> None: ...


MODULES: dict[str, Format] = {"text": text, "jsonl": jsonl, "brat": brat}
