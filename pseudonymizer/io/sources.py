"""Find the documents behind the paths a user names, and which format and language each has.

A folder is searched recursively; the output mirrors each file's path relative to the folder.
The format comes from the extension (a `.txt` with a `.ann` beside it is BRAT: see
`formats/`) unless the user names one; in a folder only the files of some format are taken
either way, so a README or an image beside the corpus is never read as a document. A file in
a folder named after a supported language (`corpus/cs/a.txt`) is in that language unless the
user or the record itself says otherwise.
"""

from __future__ import annotations

from pathlib import Path

from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import SourceFile
from pseudonymizer.io.formats import by_companion, detected, format_names, labels
from pseudonymizer.languages import supported


def discover(
    inputs: list[Path], fmt: str | None = None
) -> tuple[list[SourceFile], list[InputError]]:
    """The source files under `inputs`, and an error for each path that yields none."""
    if fmt is not None and fmt not in format_names():
        raise ValueError(f"unknown format {fmt!r}; choose one of: {', '.join(format_names())}")
    sources: list[SourceFile] = []
    errors: list[InputError] = []
    for given in inputs:
        if not given.exists():
            errors.append(InputError(given, "no such file or directory"))
        elif given.is_dir():
            found, bad = _search(given, fmt)
            errors.extend(bad)
            if not found and not bad:
                errors.append(InputError(given, f"no supported files ({labels()}) found"))
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
    """The sources under `folder`; a bad file (a companion without its document: a `.ann`
    without its `.txt`) is an error, not the end of the search."""
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
    paired = by_companion(suffix)
    if paired is not None:
        document = path.with_suffix(paired.suffixes[0])
        if not document.exists():
            raise InputError(path, f"{paired.companion_label} without {document.name} beside them")
        if quiet:  # inside a folder the document stands for the pair
            return None
        path, relpath = document, relpath.with_suffix(paired.suffixes[0])
    found = detected(path)
    if found is None and (fmt is None or quiet):
        if quiet:
            return None
        *others, last = labels().split(", ")
        raise InputError(
            path,
            f"unsupported file type {suffix or '(none)'!r}: use {', '.join(others)} or "
            f"{last}, or name the format with --format",
        )
    name = fmt or (found.name if found is not None else "")
    return SourceFile(path, relpath, name, _folder_lang(relpath, root_name))


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
