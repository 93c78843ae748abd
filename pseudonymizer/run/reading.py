"""A run's input files and how each is read: its documents in their language, with the
annotations they carry as given mentions where the run takes them.

Files are found first and read one at a time when their turn comes, so a corpus is never held
whole. A document's language is its own (a JSONL record's `lang`), else the run's (`auto`:
identified in each document's text), else its folder's, else the default.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from pseudonymizer.analyze.identify import AUTO, identify
from pseudonymizer.annotations import (
    AnnotationError,
    given_mentions,
    guess_scheme,
    overlaps,
    written_annotations,
)
from pseudonymizer.config import Config
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import NO_OPTIONS, ReadOptions, SourceFile
from pseudonymizer.io.formats import get_format
from pseudonymizer.io.sources import discover
from pseudonymizer.model import Document
from pseudonymizer.run.manifest import FOLDER as RUN_FOLDER


@dataclass
class LoadedFile:
    """An input file; `documents` None until it is read (unless a caller hands them over)."""

    source: SourceFile
    documents: list[Document] | None = None
    complete: bool = True
    # What the run reports of the file but still works: its annotations that overlap, each
    # by the file and line that holds it (set when the file is read).
    warnings: list[str] = field(default_factory=list)


@dataclass
class Loaded:
    files: list[LoadedFile]
    errors: list[InputError]
    # Folders among the inputs that hold a run's outputs (their `.pseudonymizer/` record), not
    # read: a run's output is never read as its input.
    skipped: list[Path] = field(default_factory=list)

    @property
    def size(self) -> int:
        """The characters to work, as far as known before reading: the documents read, and
        each file not yet read by its size in bytes."""
        total = 0
        for item in self.files:
            if item.documents is not None:
                total += sum(len(document.text) for document in item.documents)
            elif item.source.path.exists():
                total += item.source.path.stat().st_size
        return total


@dataclass(frozen=True)
class InputReader:
    """`lang` is the run's language (None: each file's folder's, else the default; `auto`:
    identified in each document); `fmt` the format of every file (None: by its extension);
    `options` say how to read them (`ReadOptions`)."""

    config: Config
    lang: str | None = None
    fmt: str | None = None
    options: ReadOptions = NO_OPTIONS

    def load(self, inputs: list[Path], exclude: Path | None = None) -> Loaded:
        """Every input file, to be read later; `exclude` (the output folder) is never read
        back in."""
        sources, errors = discover(inputs, self.fmt)
        files, skipped = [], set()
        for source in sources:
            if exclude is not None and source.path.resolve().is_relative_to(exclude.resolve()):
                continue
            outputs = _run_output(source)
            if outputs is not None:
                skipped.add(outputs)
                continue
            files.append(LoadedFile(source))
        return Loaded(files, errors, sorted(skipped))

    def lang_of(self, source: SourceFile) -> str:
        """The language of a file's documents unless a record names its own: the run's, else
        its folder's, else `auto`: identified in each document (a German letter read as
        English would lose its names and keep its greetings as names)."""
        return self.lang or source.folder_lang or AUTO

    def read(self, item: LoadedFile) -> tuple[list[Document], list[InputError], bool]:
        """A file's documents (with their language and given mentions), its bad records, and
        whether it is complete (a file with bad records is not written)."""
        if item.documents is not None:
            return item.documents, [], item.complete
        source = item.source
        lang = self.lang_of(source)
        try:
            documents, bad_records = get_format(source.format).read(source, lang, self.options)
        except InputError as error:
            return [], [error], False
        errors = list(bad_records)
        if lang == AUTO:
            documents = [self.identified(document) for document in documents]
        if self.config.given:
            documents, bad, item.warnings = self._given(source, documents)
            errors.extend(bad)
        return documents, errors, not errors

    def identified(self, document: Document) -> Document:
        """Where no language is given, the document in the language identified in its text,
        unless it names its own (a JSONL record's `lang`); one whose language cannot be told
        (no words) is in the run's default language."""
        if document.lang != AUTO:
            return document
        lang = identify(document.text, self.config.default_lang)
        return replace(document, lang=lang, identified=True)

    def _given(
        self, source: SourceFile, documents: list[Document]
    ) -> tuple[list[Document], list[InputError], list[str]]:
        """The documents with their annotations as given mentions, read by the run's scheme or
        the one their file's labels name; a document whose annotations cannot be read is
        reported at its line and left out (so its file is not written). Annotations that
        overlap are warned of at their line (in the file that holds them: a BRAT `.ann`), and
        the document holds them resolved, as its writer writes them back."""
        labels = {annotation.label for d in documents for annotation in d.annotations}
        scheme = self.config.scheme
        if scheme is None and labels:
            try:
                scheme = guess_scheme(labels)
            except AnnotationError as error:
                return [], [InputError(source.path, str(error))], []
        companion = get_format(source.format).companion
        marked = source.path.with_suffix(companion) if companion else source.path
        given, errors, warnings = [], [], []
        for document in documents:
            for overlap in overlaps(document.annotations, scheme or "canonical"):
                warnings.append(str(InputError(marked, overlap.describe(), overlap.lost.line)))
            try:
                mentions = given_mentions(document, scheme or "canonical")
                written = written_annotations(document, scheme or "canonical")
            except AnnotationError as error:
                errors.append(InputError(source.path, str(error), error.line))
                continue
            given.append(replace(document, annotations=written, given=mentions))
        return given, errors, warnings


def _run_output(source: SourceFile) -> Path | None:
    """The folder of a run's outputs that `source` lies in (at or below its input), if any."""
    for level in range(len(source.relpath.parts)):
        folder = source.path.parents[level]
        if (folder / RUN_FOLDER).is_dir():
            return folder
    return None
