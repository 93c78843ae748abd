"""What a format is: the file it reads (`SourceFile`), how it reads the file into documents and
writes them back with their rewrites, and which files are its own. A format module
(`formats/text.py` ...) registers its `Format` here when it is imported; `formats/` finds them
all and answers which format a file is in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pseudonymizer.model import Document, Rewrite

if TYPE_CHECKING:
    from pseudonymizer.io.errors import InputError


@dataclass(frozen=True)
class SourceFile:
    """An input file: where it is, its path under the folder named (the output mirrors it),
    its format's name and the language its folder names, if any."""

    path: Path
    relpath: Path
    format: str
    folder_lang: str | None = None


@dataclass(frozen=True)
class ReadOptions:
    """What a user says about reading their files beyond the language; each format takes
    what concerns it. `xpath`: the XML elements whose text is the document (all text where
    None)."""

    xpath: str | None = None


NO_OPTIONS = ReadOptions()
Read = Callable[[SourceFile, str, ReadOptions], tuple[list[Document], list["InputError"]]]
Spell = Callable[[Document, Rewrite], Rewrite]
Write = Callable[[SourceFile, list[tuple[Document, Rewrite]], Path], None]
Stream = Callable[[SourceFile], Iterator[str]]
Sniff = Callable[[Path], bool]


@dataclass(frozen=True)
class Format:
    """A format: its name (`--format NAME`), the suffixes of its files, how it reads a file
    into documents (of a default language, with the user's options) and writes them back
    under an output folder with their rewrites. `label` names it for people (`.jsonl`, `BRAT
    .txt + .ann`); `companion` is the suffix of a file that stands beside each of its files
    and is no document alone, named `companion_label` in errors. `spell` gives a rewrite as
    the written file holds it where the format cannot hold it as it is (a tokenized corpus
    keeps its token count: `Petra _`), so the mapping records what a reader will read.
    `stream` reads a file's one document a piece at a time, for a file too large to hold,
    where the output is the rewrites of the pieces one after another (plain text). `sniff`
    looks into a file of a suffix another format claims too and says whether it is this
    format's (a `.json` of timed words rather than TAB's)."""

    name: str
    suffixes: tuple[str, ...]
    read: Read
    write: Write
    label: str
    companion: str | None = None
    companion_label: str = ""
    spell: Spell | None = None
    stream: Stream | None = None
    sniff: Sniff | None = None


_formats: dict[str, Format] = {}


def register(found: Format) -> None:
    _formats[found.name] = found


def registered() -> dict[str, Format]:
    """The formats registered so far, by name."""
    return dict(_formats)
