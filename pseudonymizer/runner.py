"""The local batch runner: load every input, stream all documents through one pipeline (so
spaCy batches across files), write each file's outputs as soon as its last document is done.

A file with bad input is reported and skipped; everything else is still processed, and an
output file is only ever written whole (see `io.atomic`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from pseudonymizer.annotations import AnnotationError, given_mentions, guess_scheme
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.formats import NO_OPTIONS, ReadOptions, get_format
from pseudonymizer.io.sources import SourceFile, discover
from pseudonymizer.languages.identify import AUTO, identify
from pseudonymizer.model import Document, Mention
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.keys import ProjectKey
from pseudonymizer.replace.mapping import FILE_NAME as MAPPING_FILE
from pseudonymizer.replace.mapping import Mapping, output_spans
from pseudonymizer.replace.surrogates import FakerSurrogates, SurrogateGenerator
from pseudonymizer.report import Report
from pseudonymizer.rules import redacted

Advance = Callable[[], None]
# Mention attributes that describe how a span was found, never what it says: safe to write
# next to offsets. Any other attribute may carry text (a phone's normalized number) and is left
# out; yes/no flags are always safe.
EXPLAINED_ATTRS = frozenset({"kind", "ner_label", "form", "region", "propagated_from", "gender"})


@dataclass
class LoadedFile:
    source: SourceFile
    documents: list[Document]
    complete: bool


@dataclass
class Loaded:
    files: list[LoadedFile]
    errors: list[InputError]

    @property
    def document_count(self) -> int:
        return sum(len(item.documents) for item in self.files)


class Runner:
    def __init__(
        self,
        config: Config,
        modes: Sequence[Mode] = (),
        lang: str | None = None,
        fmt: str | None = None,
        surrogates: SurrogateGenerator | None = None,
        key: ProjectKey | None = None,
        options: ReadOptions = NO_OPTIONS,
    ) -> None:
        """With a project `key`, surrogates are the key's (the same in every run) and `run`
        writes the sealed mapping; without one they come from a key made for this run only.
        `options` say how to read the files (`ReadOptions`)."""
        self.config = config
        self.options = options
        self.modes = tuple(modes)
        self.lang = lang
        self.fmt = fmt
        self.key = key
        if surrogates is None and key is not None:
            surrogates = FakerSurrogates(
                key.derive("surrogates"), ages=config.ages, valid_ids=config.valid_ids
            )
        self.pipeline = Pipeline(config, self.modes, surrogates)

    def load(self, inputs: list[Path], exclude: Path | None = None) -> Loaded:
        """Read every input; `exclude` (the output folder) is never read back in. A
        document's language is its own (a JSONL record's `lang`), else the run's (`lang`;
        `auto`: identified in each document's text), else its folder's, else the default."""
        sources, errors = discover(inputs, self.fmt)
        files = []
        for source in sources:
            if exclude is not None and source.path.resolve().is_relative_to(exclude.resolve()):
                continue
            lang = self.lang or source.folder_lang or self.config.default_lang
            try:
                documents, bad_records = get_format(source.format).read(source, lang, self.options)
            except InputError as error:
                errors.append(error)
                continue
            errors.extend(bad_records)
            if lang == AUTO:
                documents = [self._identified(document) for document in documents]
            if self.config.given:
                documents, bad = self._given(source, documents)
                errors.extend(bad)
                bad_records = bad_records or bad
            files.append(LoadedFile(source, documents, complete=not bad_records))
        return Loaded(files, errors)

    def _identified(self, document: Document) -> Document:
        """With `--lang auto`, the document in the language identified in its text, unless it
        names its own (a JSONL record's `lang`); one whose language cannot be told (no words)
        is in the run's default language."""
        if document.lang != AUTO:
            return document
        return replace(document, lang=identify(document.text, self.config.default_lang))

    def _given(
        self, source: SourceFile, documents: list[Document]
    ) -> tuple[list[Document], list[InputError]]:
        """The documents with their annotations as given mentions, read by the run's scheme or
        the one their file's labels name; a document whose annotations cannot be read is
        reported at its line and left out (so its file is not written)."""
        labels = {annotation.label for d in documents for annotation in d.annotations}
        scheme = self.config.scheme
        if scheme is None and labels:
            try:
                scheme = guess_scheme(labels)
            except AnnotationError as error:
                return [], [InputError(source.path, str(error))]
        given, errors = [], []
        for document in documents:
            try:
                mentions = given_mentions(document, scheme or "canonical")
            except AnnotationError as error:
                errors.append(InputError(source.path, str(error), error.line))
                continue
            given.append(replace(document, given=mentions))
        return given, errors

    def run(self, loaded: Loaded, out_dir: Path, advance: Advance | None = None) -> Report:
        """Write every mode's outputs under `out_dir` (`out_dir/<mode>/` when several) and
        `out_dir/report.json`; with a key, also the sealed mapping `out_dir/mapping.enc`."""
        report = Report(errors=[str(error) for error in loaded.errors])
        # Only a key seals a mapping; without one there is nothing to record.
        mapping = Mapping() if self.key is not None else None
        for item, results in self._results(loaded, advance):
            for result in results:
                report.add(result, item.source.relpath.as_posix())
            if not item.complete:
                report.errors.append(f"{item.source.path}: not written, it has bad records")
                continue
            for mode in self.modes:
                folder = mode.value if len(self.modes) > 1 else ""
                pairs = [(result.document, result.rewrites[mode]) for result in results]
                try:
                    get_format(item.source.format).write(item.source, pairs, out_dir / folder)
                except OSError as error:
                    path = out_dir / folder / item.source.relpath
                    report.errors.append(f"{path}: cannot write: {error}")
                    continue
                if mapping is None:
                    continue
                relpath = item.source.relpath.as_posix()
                spell = get_format(item.source.format).spell
                for document, rewrite in pairs:
                    if spell is not None:
                        rewrite = spell(document, rewrite)
                    spans = output_spans(document.text, rewrite)
                    mapping.add(
                        folder,
                        relpath,
                        item.source.format,
                        document.id,
                        rewrite.text,
                        spans,
                        {name: value for name, value in asdict(self.options).items() if value},
                    )
        if mapping is not None and self.key is not None:
            write_atomic(out_dir / MAPPING_FILE, mapping.seal(self.key))
        write_atomic(out_dir / "report.json", json.dumps(report.to_dict(), indent=2) + "\n")
        return report

    def detect(
        self,
        loaded: Loaded,
        out_path: Path,
        advance: Advance | None = None,
        *,
        explain: bool = False,
    ) -> Report:
        """One JSONL line per document: `{"id", "spans": [{"start", "end", "label", "score",
        "source"}]}` with canonical labels; with `explain`, each span also has its `status`,
        its `evidence` and the attributes of `_explanation`."""
        report = Report(errors=[str(error) for error in loaded.errors])
        lines = []
        for item, results in self._results(loaded, advance):
            for result in results:
                report.add(result, item.source.relpath.as_posix())
                spans = [
                    {
                        "start": m.start,
                        "end": m.end,
                        "label": m.category.value,
                        "score": round(m.score, 3),
                        "source": m.source,
                        **(_explanation(m, result.document.text) if explain else {}),
                    }
                    for m in result.mentions
                ]
                lines.append(json.dumps({"id": result.document.id, "spans": spans}) + "\n")
        write_atomic(out_path, "".join(lines))
        return report

    def _results(
        self, loaded: Loaded, advance: Advance | None
    ) -> Iterator[tuple[LoadedFile, list[Result]]]:
        stream = self.pipeline.run(doc for item in loaded.files for doc in item.documents)
        for item in loaded.files:
            results = []
            for _ in item.documents:
                results.append(next(stream))
                if advance is not None:
                    advance()
            yield item, results


def _explanation(mention: Mention, text: str) -> dict[str, Any]:
    """Why a span is there and what was decided, without a word of the document: rule sources
    lose the words a sequence rule repeats (`rule:word`; the span's offsets say which rule),
    and attributes are only those of `EXPLAINED_ATTRS` whose value is not the span's text."""
    surface = mention.text_in(text).casefold()
    attrs = {}
    for found in fields(mention.attrs):
        value = getattr(mention.attrs, found.name)
        if value is None or value is False:
            continue
        if isinstance(value, bool) or (
            found.name in EXPLAINED_ATTRS
            and not (isinstance(value, str) and value.casefold() in surface)
        ):
            attrs[found.name] = value
    return {
        "status": mention.decision.status.value,
        "evidence": [
            {"source": redacted(e.source), "weight": e.weight, "detail": e.detail}
            for e in mention.decision.evidence
        ],
        "attrs": attrs,
    }
