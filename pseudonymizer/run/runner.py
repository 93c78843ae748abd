"""The batch runner: stream every input file's documents through the pipeline on the executor
the run asks for (this process, local worker processes, a Dask cluster; `passes.py`), and write
each file's outputs as soon as its last part is done (`outputs.py`).

The outcome does not depend on where or in which order batches are worked:

- with `--propagate corpus` (or `--mentions input`) a first pass collects what every document
  must know of the others, merged in corpus order, before the second pass replaces;
- with `--scope corpus`, each document is pseudonymized without writing to a shared ledger,
  and its claims are admitted in corpus order (`replace/claims.py`); a document whose claims
  disagree with what was admitted before is replaced again here, in its turn, against the
  corpus's ledger, as one document after another would be.

A file with bad input, or a document that fails, is reported and the rest is processed; an
output file is only ever written whole. With `resume`, finished files are recorded in a
manifest in the output folder (`manifest.py`): the same command run again after a kill skips
them and writes the same bytes as a run that was never stopped.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import closing
from dataclasses import fields, is_dataclass, replace
from enum import Enum
from pathlib import Path
from typing import Any

from pseudonymizer import __version__
from pseudonymizer.audio.pairing import AudioSettings
from pseudonymizer.choices import Mode, Rename, Scope
from pseudonymizer.config import Config
from pseudonymizer.io.atomic import atomic_lines, write_atomic
from pseudonymizer.io.format import NO_OPTIONS, ReadOptions
from pseudonymizer.io.remote import Publish
from pseudonymizer.metadata.documents import DocumentMetadata
from pseudonymizer.replace.claims import admit, apply
from pseudonymizer.replace.keys import ProjectKey
from pseudonymizer.replace.ledger import Ledger
from pseudonymizer.replace.mapping import FILE_NAME as MAPPING_FILE
from pseudonymizer.replace.mapping import Mapping as SealedMapping
from pseudonymizer.replace.surrogates import FakerSurrogates, SurrogateGenerator
from pseudonymizer.run import parts
from pseudonymizer.run.batch import Settings, Shared, again, process, saved, spans_line
from pseudonymizer.run.executors import Executor, InProcess, executor
from pseudonymizer.run.manifest import Finished, Manifest, Partial
from pseudonymizer.run.outputs import Output, StreamedOutput, row
from pseudonymizer.run.passes import BATCH_CHARS, Passes, Step, shape, work
from pseudonymizer.run.plan import Plan
from pseudonymizer.run.reading import InputReader, Loaded
from pseudonymizer.run.recordings import Recordings
from pseudonymizer.run.report import Report

# Called as parts are done: their characters, and the documents completed with them.
Advance = Callable[[int, int], None]
# A corpus smaller than this (in characters) is worked in the runner's process unless the
# user asks for workers: starting them, each loading the models, would take longer.
SMALL_CORPUS = 500_000


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
        *,
        workers: int | None = 1,
        scheduler: str | None = None,
        resume: bool = False,
        audio: AudioSettings | None = None,
        metadata: DocumentMetadata | None = None,
        rename: Rename = Rename.KEEP,
    ) -> None:
        """With a project `key`, surrogates are the key's (the same in every run) and `run`
        writes the sealed mapping; without one they come from a key made for this run only.
        `options` say how to read the files (`ReadOptions`). `workers` local processes (all
        cores where None) or a Dask `scheduler` work the batches; `resume` keeps a manifest
        in the output folder and skips what it records as finished. With `audio`, each
        transcript's recording is written beside it, masked where it was rewritten. With
        `metadata`, the documents' own metadata is generalized by its rules. `rename` says
        what the outputs are called (`run/names.py`)."""
        self.config = config
        self.modes = tuple(modes)
        self.key = key
        if surrogates is None and key is None and Mode.PSEUDONYMIZE in self.modes:
            surrogates = _run_only_surrogates(config)
        self.surrogates = surrogates
        self.workers = workers
        self.scheduler = scheduler
        self.resume = resume
        self.audio = audio
        self.metadata = metadata
        recordings = Recordings(audio) if audio is not None else None
        reader = InputReader(config, lang, fmt, options)
        self.plan = Plan(reader, self.modes, key is not None, recordings, metadata, rename)
        # Whether a manifest of another command's was found in the output folder and set aside.
        self.restarted = False
        # The parts and records of unfinished files a stopped run had done, taken as they were.
        self.resumed = 0

    def load(self, inputs: list[Path], exclude: Path | None = None) -> Loaded:
        """Find every input file (read later, one at a time); `exclude` (the output folder)
        is never read back in."""
        return self.plan.reader.load(inputs, exclude)

    def run(
        self,
        loaded: Loaded,
        out_dir: Path,
        advance: Advance | None = None,
        publish: Publish | None = None,
    ) -> Report:
        """Write every mode's outputs under `out_dir` (`out_dir/<mode>/` when several) and
        `out_dir/report.json`; with a key, also the sealed mapping `out_dir/mapping.enc`.
        `publish` is handed each file written whole (to upload it where the output folder is
        a URL's staging folder)."""
        corpus_scope = self.config.surrogate_scope is Scope.CORPUS
        settings = self._settings()
        # Only a key seals the manifest's record of surrogates; without one (surrogates of
        # this run only) a stopped run cannot be finished the same way.
        resumable = self.resume and (self.key is not None or Mode.PSEUDONYMIZE not in self.modes)
        manifest = Manifest.open(out_dir, settings.token, self.key) if resumable else None
        self.restarted = manifest is not None and manifest.restarted
        ledger = Ledger()  # the corpus's, as the documents' claims are admitted in order
        finished: list[Finished] = []
        errors = [str(error) for error in loaded.errors]
        with closing(self._executor(loaded)) as executor:
            passes = Passes(self.plan, loaded, settings, executor, advance)
            shared = passes.first(manifest)
            outputs: dict[int, Output] = {}
            # Where each file being written records its finished steps, for a re-run.
            partials: dict[int, Partial] = {}
            steps = passes.steps(shared, manifest, out_dir, errors)
            # With `--scope document`, a document's parts share the document's own ledger.
            scope, document = ledger, (-1, -1)
            replaying = _replaying(
                steps, ledger if corpus_scope else None, passes, settings, shared, errors
            )
            for step in replaying:
                if isinstance(step, Finished):
                    finished.append(step)
                    continue
                if not corpus_scope and (step.file.index, step.document) != document:
                    scope, document = Ledger(), (step.file.index, step.document)
                if step.recorded:
                    _taken_up(step, scope, settings, shared)
                    self.resumed += 1
                outcome = step.outcome
                if outcome is not None and outcome.again is not None:
                    assert outcome.claims is not None
                    if admit(scope, outcome.claims):
                        outcome.again = None
                    else:
                        # Replaced again here, in its turn, against the scope's ledger.
                        again(settings, shared, outcome, scope)
                        outcome.redone = True
                output = outputs.get(step.file.index)
                if output is None:
                    kind = StreamedOutput if step.file.stream is not None else Output
                    output = kind(self.plan, step.file, out_dir, manifest)
                    outputs[step.file.index] = output
                    # A streamed file is not: taken up, its record would be held whole.
                    if manifest is not None and step.file.stream is None:
                        file = step.file
                        partials[file.index] = manifest.partial(
                            file.relpath, file.digest, shape(), 0
                        )
                if outcome is not None:
                    _checkpoint(partials, step)
                    output.add(step)
                if not step.last:
                    continue
                partials.pop(step.file.index, None)
                written = outputs.pop(step.file.index).close(errors)
                if written is not None:
                    finished.append(written)
                    if publish is not None:
                        paths = [out_dir / path for path in written.outputs]
                        publish(paths + ([manifest.path] if manifest else []))
        order = passes.order
        finished.sort(key=lambda done: order[done.relpath])
        warnings = [warning for item in loaded.files for warning in item.warnings]
        report = Report(errors=errors, warnings=warnings)
        mapping = SealedMapping() if self.key is not None else None
        for done in finished:
            for counts in done.payload["rows"]:
                report.add(counts, done.payload.get("written", done.relpath))
            if mapping is not None:
                for entry in done.payload["mapping"]:
                    mapping.add(*entry)
        if mapping is not None and self.key is not None:
            write_atomic(out_dir / MAPPING_FILE, mapping.seal(self.key))
        write_atomic(out_dir / "report.json", json.dumps(report.to_dict(), indent=2) + "\n")
        if publish is not None:
            written = [out_dir / MAPPING_FILE, out_dir / "report.json"]
            publish([path for path in written if path.exists()])
        return report

    def unpaired(self) -> list[Path]:
        """The recordings of `--audio` no transcript went with (none of them is written)."""
        recordings = self.plan.recordings
        return recordings.unpaired() if recordings is not None else []

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
        its `evidence` and the attributes of `explain.explanation`."""
        settings = replace(self._settings(), explain=explain)
        report = Report(errors=[str(error) for error in loaded.errors])
        with closing(self._executor(loaded)) as executor, atomic_lines(out_path) as out:
            passes = Passes(self.plan, loaded, settings, executor, advance)
            shared = passes.first()
            mentions: list[Any] = []
            explained: list[Any] = []
            offset, counts, failed = 0, [], False
            for step in passes.steps(shared, None, out_path.parent, report.errors):
                outcome, part = step.outcome, step.part
                if outcome is not None and part is not None:
                    if outcome.error:
                        failed = True
                        report.errors.append(
                            f"{step.file.item.source.path}: document {part.id!r} failed: "
                            f"{outcome.error}"
                        )
                    mentions += parts.shifted(outcome.mentions, offset)
                    explained += outcome.row.get("explained", [])
                    counts.append(outcome)
                    offset += len(part.text)
                ends = step.last or (
                    step.file.stream is None and part is step.file.parts[step.document][-1]
                )
                if part is None or not ends:
                    continue
                document = step.file.documents[step.document]
                report.errors.extend(step.file.errors)
                if not failed and step.file.complete:
                    report.add(row(document, counts), step.file.relpath)
                    out.write(spans_line(document.id, mentions, explained if explain else None))
                mentions, explained, offset, counts, failed = [], [], 0, [], False
        return report

    def _executor(self, loaded: Loaded) -> Executor:
        """Where the batches are worked: as the user asked, else in this process for a small
        corpus, else in a worker process per core."""
        asked = self.workers is not None or self.scheduler is not None
        if asked or loaded.size >= SMALL_CORPUS:
            return executor(self.workers, self.scheduler)
        return InProcess()

    def _settings(self) -> Settings:
        reader = self.plan.reader
        described = {
            "version": __version__,
            "config": _canonical(self.config),
            "modes": [mode.value for mode in self.modes],
            "lang": reader.lang,
            "format": reader.fmt,
            "options": _canonical(reader.options),
            "key": hashlib.sha256(self.key.derive("fingerprint")).hexdigest() if self.key else None,
            "surrogates": repr(self.surrogates) if self.surrogates is not None else None,
            "audio": self.audio.describe() if self.audio is not None else None,
            "metadata": repr(self.metadata.rules) if self.metadata is not None else None,
        }
        token = hashlib.sha256(json.dumps(described, sort_keys=True).encode()).hexdigest()
        return Settings(token, self.config, self.modes, self.key, self.surrogates)


def _replaying(
    steps: Iterator[Step],
    ledger: Ledger | None,
    passes: Passes,
    settings: Settings,
    shared: Shared,
    errors: list[str],
) -> Iterator[Step | Finished]:
    """The steps, a file finished before as its record once its claims are written to the
    corpus's `ledger` (None: documents keep their own, nothing to write); one whose claims
    no longer agree (an earlier input changed) is worked again here, against the ledger, a
    part at a time."""
    for step in steps:
        if step.done is None:
            yield step
        elif ledger is None or _replayed(ledger, step.done):
            yield step.done
        else:
            for again_step in work(passes.read(step.file.index, step.file.item, errors)):
                if again_step.part is not None:
                    batch = [(again_step.part, again_step.key)]
                    [again_step.outcome] = process(settings, shared, batch, ledger)
                    again_step.outcome.redone = True
                yield again_step


def _taken_up(step: Step, scope: Ledger, settings: Settings, shared: Shared) -> None:
    """A step a stopped run finished, its claims written to the scope's ledger as they were
    the first time; one whose claims no longer agree (an earlier input changed) is worked
    again here, against the ledger."""
    outcome, part = step.outcome, step.part
    assert outcome is not None and part is not None
    if outcome.claims is None:
        return
    if outcome.redone:
        apply(scope, outcome.claims)
    elif not admit(scope, outcome.claims):
        [step.outcome] = process(settings, shared, [(part, step.key)], scope)
        step.outcome.redone = True


def _checkpoint(partials: dict[int, Partial], step: Step) -> None:
    """Record a step's outcome for a re-run (a file with a failed step is not written, and
    not recorded further)."""
    partial = partials.get(step.file.index)
    outcome, part = step.outcome, step.part
    if partial is None or outcome is None or part is None:
        return
    if outcome.error:
        del partials[step.file.index]
    elif step.recorded:
        partial.kept += 1  # in the record already
    else:
        partial.add(saved(outcome), len(part.text), BATCH_CHARS)


def _replayed(ledger: Ledger, done: Finished) -> bool:
    """Whether a finished file's claims, written to the ledger as they were the first time
    (admitted, or written by a document replaced again), agree with it still."""
    for claims, redone in done.payload["claims"]:
        if claims is None:
            continue
        if redone:
            apply(ledger, claims)
        elif not admit(ledger, claims):
            return False
    return True


def _canonical(value: Any) -> Any:
    """`value` as JSON the same in every process (sets sorted, enums by value): the settings
    a manifest was made with."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _canonical(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, Mapping):
        return {str(k): _canonical(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, set | frozenset):
        return sorted((_canonical(v) for v in value), key=repr)
    if isinstance(value, list | tuple):
        return [_canonical(v) for v in value]
    if isinstance(value, Enum):
        return value.value
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return repr(value)


def _run_only_surrogates(config: Config) -> SurrogateGenerator:
    """Surrogates from a key made for this run only, the same in every worker of the run."""
    key = ProjectKey.generate()
    return FakerSurrogates(key.derive("surrogates"), ages=config.ages, valid_ids=config.valid_ids)
