"""The registry of formats: each format module registers how it reads a source file into
documents and writes them back, and which files are its own.

A format claims files by their suffix (`.jsonl`); one whose documents need a second file beside
the first names it as its `companion` (BRAT: `name.txt` with `name.ann`), and a file with a
companion beside it is in that format rather than in another that claims its suffix. Every
module of this package is looked at once, when a format is first asked for, so a new format is
a new module that calls `register`, nothing else touched.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from pathlib import Path
from pkgutil import iter_modules
from typing import TYPE_CHECKING

from pseudonymizer.model import Document, Rewrite

if TYPE_CHECKING:
    from pseudonymizer.io.errors import InputError
    from pseudonymizer.io.sources import SourceFile


@dataclass(frozen=True)
class ReadOptions:
    """What a user says about reading their files beyond the language; each format takes
    what concerns it. `xpath`: the XML elements whose text is the document (all text where
    None)."""

    xpath: str | None = None


NO_OPTIONS = ReadOptions()
Read = Callable[["SourceFile", str, ReadOptions], tuple[list[Document], list["InputError"]]]
Spell = Callable[[Document, Rewrite], Rewrite]
Write = Callable[["SourceFile", list[tuple[Document, Rewrite]], Path], None]
Stream = Callable[["SourceFile"], Iterator[str]]
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


def get_format(name: str) -> Format:
    return _all()[name]


def format_names() -> tuple[str, ...]:
    return tuple(_all())


def labels() -> str:
    """The formats as people name them: `.txt, .jsonl, BRAT .txt + .ann`."""
    return ", ".join(found.label for found in _all().values())


def by_companion(suffix: str) -> Format | None:
    """The format whose companion files end in `suffix` (`.ann`: BRAT), if any."""
    return next((found for found in _all().values() if found.companion == suffix), None)


def detected(path: Path) -> Format | None:
    """The format of `path` by its suffix: one with its companion beside it first, then one
    that recognises the file's content, then the plain claimant; None for a suffix no format
    claims."""
    suffix = path.suffix.lower()
    claiming = [found for found in _all().values() if suffix in found.suffixes]
    paired = [found for found in claiming if found.companion is not None]
    for found in paired:
        if path.with_suffix(found.companion or "").exists():
            return found
    for found in claiming:
        if found.sniff is not None and found.sniff(path):
            return found
    unpaired = (found for found in claiming if found.companion is None and found.sniff is None)
    return next(unpaired, None)


def _all() -> dict[str, Format]:
    """The formats by name, in the order of their names (whatever the order of imports)."""
    _discover()
    return dict(sorted(_formats.items()))


@cache
def _discover() -> None:
    package = import_module("pseudonymizer.io")
    for module in iter_modules(package.__path__):
        import_module(f"{package.__name__}.{module.name}")
