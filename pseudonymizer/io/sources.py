"""Find the documents behind the paths a user names, and which format and language each has.

A folder is searched recursively; the output mirrors each file's path relative to the folder.
The format comes from the extension (a `.txt` with a `.ann` beside it is BRAT) unless the user
names one; in a folder only `.txt`, `.jsonl` and `.ann` files are taken either way, so a README
or an image beside the corpus is never read as a document. A file in a folder named after a
supported language (`corpus/cs/a.txt`) is in that language unless the user or the record itself
says otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pseudonymizer.io.errors import InputError
from pseudonymizer.languages import supported

FORMATS = ("text", "jsonl", "brat")
SUFFIX_FORMATS = {".txt": "text", ".jsonl": "jsonl", ".ann": "brat"}


@dataclass(frozen=True)
class SourceFile:
    path: Path
    relpath: Path
    format: str
    folder_lang: str | None = None

    @property
    def ann_path(self) -> Path:
        return self.path.with_suffix(".ann")


def discover(
    inputs: list[Path], fmt: str | None = None
) -> tuple[list[SourceFile], list[InputError]]:
    """The source files under `inputs`, and an error for each path that yields none."""
    if fmt is not None and fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; choose one of: {', '.join(FORMATS)}")
    sources: list[SourceFile] = []
    errors: list[InputError] = []
    for given in inputs:
        if not given.exists():
            errors.append(InputError(given, "no such file or directory"))
        elif given.is_dir():
            found, bad = _search(given, fmt)
            errors.extend(bad)
            if not found and not bad:
                errors.append(
                    InputError(given, "no supported files (.txt, .jsonl, BRAT .txt + .ann) found")
                )
            sources.extend(found)
        else:
            try:
                source = _source(given, Path(given.name), given.parent.name, fmt, quiet=False)
            except InputError as error:
                errors.append(error)
            else:
                if source:
                    sources.append(source)
    return _unique(sources, errors), errors


def _search(folder: Path, fmt: str | None) -> tuple[list[SourceFile], list[InputError]]:
    """The sources under `folder`; a bad file (a `.ann` without its `.txt`) is an error, not the
    end of the search."""
    found: list[SourceFile] = []
    errors: list[InputError] = []
    for path in sorted(folder.rglob("*")):
        relpath = path.relative_to(folder)
        if not path.is_file() or _hidden(relpath):
            continue
        try:
            source = _source(path, relpath, folder.name, fmt, quiet=True)
        except InputError as error:
            errors.append(error)
        else:
            if source:
                found.append(source)
    return found, errors


def _source(
    path: Path, relpath: Path, root_name: str, fmt: str | None, *, quiet: bool
) -> SourceFile | None:
    suffix = path.suffix.lower()
    if suffix == ".ann":
        text_path = path.with_suffix(".txt")
        if not text_path.exists():
            raise InputError(path, "BRAT annotations without their text file " + text_path.name)
        if quiet:  # inside a folder the .txt stands for the pair
            return None
        path, relpath = text_path, relpath.with_suffix(".txt")
    elif suffix not in SUFFIX_FORMATS and (fmt is None or quiet):
        if quiet:
            return None
        raise InputError(
            path,
            f"unsupported file type {suffix or '(none)'!r}: use .txt, .jsonl or "
            "BRAT .txt + .ann, or name the format with --format",
        )
    detected = SUFFIX_FORMATS.get(path.suffix.lower(), "text")
    if detected == "text" and path.with_suffix(".ann").exists():
        detected = "brat"
    return SourceFile(path, relpath, fmt or detected, _folder_lang(relpath, root_name))


def _folder_lang(relpath: Path, root_name: str) -> str | None:
    for name in (*reversed(relpath.parent.parts), root_name):
        if name in supported():
            return name
    return None


def _hidden(relpath: Path) -> bool:
    return any(part.startswith(".") for part in relpath.parts)


def _unique(sources: list[SourceFile], errors: list[InputError]) -> list[SourceFile]:
    """Drop a source whose output path another source already takes, rather than overwrite it."""
    taken: dict[Path, Path] = {}
    unique = []
    for source in sources:
        if source.relpath in taken:
            errors.append(
                InputError(source.path, f"its output name clashes with {taken[source.relpath]}")
            )
        else:
            taken[source.relpath] = source.path
            unique.append(source)
    return unique
