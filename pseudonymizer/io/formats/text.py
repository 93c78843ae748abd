"""Plain text: one file is one document, written back with only the personal data changed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.decode import read_text, stream_text
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import NO_OPTIONS, Format, ReadOptions, SourceFile, register
from pseudonymizer.model import Document, Rewrite


def document_id(source: SourceFile) -> str:
    return source.relpath.with_suffix("").as_posix()


def read(
    source: SourceFile, lang: str, options: ReadOptions = NO_OPTIONS
) -> tuple[list[Document], list[InputError]]:
    return [Document(document_id(source), read_text(source.path), lang)], []


def write(source: SourceFile, results: list[tuple[Document, Rewrite]], out_dir: Path) -> None:
    [(_, rewrite)] = results
    write_atomic(out_dir / source.relpath, rewrite.text)


def stream(source: SourceFile) -> Iterator[str]:
    return stream_text(source.path)


register(Format("text", (".txt",), read, write, ".txt", stream=stream))
