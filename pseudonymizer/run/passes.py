"""A run's passes over the corpus: each file read when its turn comes, its documents cut into
parts where long, the parts grouped into batches for the executor, and every part's outcome
handed back in corpus order however the batches were worked.

Only the files whose batches are in flight are held: a file's documents are read as the
executor asks for more work, and a plain-text file too large to hold (`STREAM_CHARS`) is read
a part at a time.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import uuid
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from pseudonymizer.detect.propagate import Seeds
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.formats import get_format
from pseudonymizer.lexicon.calendar import document_year
from pseudonymizer.model import Document
from pseudonymizer.pipeline import collects, corpus_propagation, propagating
from pseudonymizer.replace.timeline import LAST_HOUR, TIMELINE_META
from pseudonymizer.run import parts
from pseudonymizer.run.batch import Batch, Outcome, Settings, Shared, collect, process, restored
from pseudonymizer.run.executors import Executor
from pseudonymizer.run.manifest import Finished, Manifest, file_digest
from pseudonymizer.run.plan import Plan
from pseudonymizer.run.reading import Loaded, LoadedFile

# A document longer than this is worked as parts cut at paragraph or sentence breaks
# (`parts.py`): spaCy reads at most 1,000,000 characters at once, and a part's analysis, not
# the document's, is what a worker holds.
PART_CHARS = 100_000
# A batch holds parts up to this many characters (at least one part).
BATCH_CHARS = 50_000
# The share of a part's characters the progress counts when the first pass has read it (where
# one reads it: `Passes.first`), the rest when it is worked: about what the first pass costs
# (analysis and detection; the second pass also replaces, and audits the output).
FIRST_SHARE = 1 / 3
# A file of a format that can be read a piece at a time (plain text) is, from this size in
# bytes: its text is never held whole, nor its output.
STREAM_BYTES = 8 * PART_CHARS


@dataclass(eq=False)
class WorkFile:
    """A file in the run. `documents` are its documents, each as its `parts`; a streamed
    file has one document, whose parts come from `stream` as they are worked."""

    index: int
    item: LoadedFile
    digest: str
    documents: list[Document]
    parts: list[list[Document]]
    complete: bool = True
    stream: Iterator[Document] | None = None
    # What went wrong reading a streamed file, met as it was read.
    errors: list[str] = field(default_factory=list)

    @property
    def relpath(self) -> str:
        return self.item.source.relpath.as_posix()


@dataclass(eq=False)
class Step:
    """One part of a file and its outcome, or a whole file finished before (`done`), or a
    file with nothing to work (no part); `last` marks a file's last step."""

    file: WorkFile
    document: int = 0
    part: Document | None = None
    outcome: Outcome | None = None
    last: bool = True
    done: Finished | None = None
    # Whether `outcome` is the one a stopped run recorded (its claims not yet admitted here).
    recorded: bool = False

    @property
    def ready(self) -> bool:
        return self.part is None or self.outcome is not None

    @property
    def key(self) -> str | None:
        """The key of the document this step's part belongs to, where it is one of several
        parts (they look for what each other found); None for a document worked whole."""
        whole = self.file.stream is None and len(self.file.parts[self.document]) == 1
        return None if whole else f"{self.file.index}/{self.document}"


@dataclass
class Passes:
    """One run's passes over `loaded` on `executor`, reading and skipping files as `plan`
    says."""

    plan: Plan
    loaded: Loaded
    settings: Settings
    executor: Executor
    advance: Callable[[int, int], None] | None = None
    # Names this run's shared state: a process that worked another run keeps no pipeline of
    # that run's for this one (their ledgers and forbidden strings differ).
    run: str = field(default_factory=lambda: uuid.uuid4().hex)
    # The documents (file, document) the first pass read, whose parts the progress counted a
    # share of already.
    read_first: set[tuple[int, int]] = field(default_factory=set)

    @property
    def order(self) -> dict[str, int]:
        return {item.source.relpath.as_posix(): i for i, item in enumerate(self.loaded.files)}

    def first(self, manifest: Manifest | None = None) -> Shared:
        """What the second pass shares: with `--propagate corpus` or `--mentions input`, what
        every document found, merged in corpus order; where names are propagated within a
        document, what each document worked in parts found in all its parts; else nothing.
        Bad input is reported by the second pass, which reads the files again. What a
        stopped run's first pass over the same corpus found, kept in its `manifest`, is
        taken as it is."""
        config = self.settings.config
        whole = collects(config)
        within = not corpus_propagation(config) and config.detects and propagating(config)
        if not whole and not within:
            return Shared(f"{self.run}/main")
        corpus = f"{shape()} of {self.corpus_digest()}" if manifest is not None else ""
        kept = manifest.first_pass(corpus) if manifest is not None else None
        if kept is not None:
            seeds, originals, parts_found = kept
            return Shared(f"{self.run}/main", seeds, originals, parts=parts_found)
        found = self._first(whole, within)
        if manifest is not None:
            manifest.keep_first_pass(corpus, (found.seeds, found.originals, found.parts))
        return found

    def _first(self, whole: bool, within: bool) -> Shared:
        config = self.settings.config
        first = replace(self.settings, modes=())
        corpus, originals, parts_found = Seeds(), [], {}
        # Only a file as long as a part can hold a document worked in parts.
        files = self.files([]) if whole else self.files([], longer_than=PART_CHARS)
        steps = (s for file in files for s in work(file) if s.part is not None)
        steps = (s for s in steps if whole or s.key is not None)
        batches = _Batches(steps)
        for worked in self.executor.map(collect, first, Shared(f"{self.run}/first"), batches):
            for step, outcome in zip(batches.done(), worked, strict=True):
                self.read_first.add((step.file.index, step.document))
                if self.advance is not None and step.part is not None:
                    self.advance(_first_share(step.part), 0)
                if outcome.collected is None:
                    continue
                if step.key is not None:
                    parts_found.setdefault(step.key, Seeds()).update(outcome.collected.seeds)
                if whole:
                    corpus.update(outcome.collected.seeds)
                    originals.extend(outcome.collected.originals)
        seeds = corpus if corpus_propagation(config) else None
        return Shared(f"{self.run}/main", seeds, originals, parts=parts_found if within else {})

    def steps(
        self, shared: Shared, manifest: Manifest | None, out_dir: Path, errors: list[str]
    ) -> Iterator[Step]:
        """Every part's step with its outcome, in corpus order; a file the manifest records
        as finished comes as one step with its record, and is not worked again."""
        queue: deque[Step] = deque()

        def todo() -> Iterator[Step]:
            for file in self.files(errors):
                done = manifest.done(file.relpath, file.digest, out_dir) if manifest else None
                if done is not None and self.plan.stale(done):
                    done = None
                if done is not None:
                    queue.append(Step(file, done=done))
                    continue
                recorded = None
                if manifest is not None and file.stream is None:  # see `runner`
                    recorded = manifest.steps(file.relpath, file.digest, shape())
                for step in work(file):
                    queue.append(step)
                    if step.part is None:
                        continue
                    kept = next(recorded, None) if recorded is not None else None
                    if kept is None:
                        recorded = None
                        yield step
                        continue
                    # Finished by a run that was stopped: taken as it was, not worked again.
                    step.outcome, step.recorded = restored(kept), True
                    self._advance(step)

        batches = _Batches(todo())
        for worked in self.executor.map(process, self.settings, shared, batches):
            for step, outcome in zip(batches.done(), worked, strict=True):
                step.outcome = outcome
                self._advance(step)
            while queue and queue[0].ready:
                yield queue.popleft()
        while queue:  # files with nothing to work, or finished before
            yield queue.popleft()

    def _advance(self, step: Step) -> None:
        """Count a worked part's characters (but the share the first pass counted), and the
        document it ends."""
        if self.advance is not None and step.part is not None:
            size = len(step.part.text)
            if (step.file.index, step.document) in self.read_first:
                size -= _first_share(step.part)
            self.advance(size, int(_ends_document(step)))

    def files(self, errors: list[str], longer_than: int = 0) -> Iterator[WorkFile]:
        """The files (of more than `longer_than` bytes, or handed over), each read when its
        turn comes; bad input goes to `errors`."""
        for index, item in enumerate(self.loaded.files):
            if item.documents is None and longer_than and _size(item.source.path) <= longer_than:
                continue
            yield self.read(index, item, errors)

    def read(self, index: int, item: LoadedFile, errors: list[str]) -> WorkFile:
        digest = _input_digest(item)
        source = item.source
        reader = get_format(source.format).stream
        if item.documents is None and reader is not None and _size(source.path) > STREAM_BYTES:
            pieces = parts.split_stream(reader(source), PART_CHARS)
            first = next(pieces, "")
            pieces = itertools.chain([first], pieces)
            name = source.relpath.with_suffix("").as_posix()
            # The whole file in the language of its first part, where none is given.
            document = self.plan.reader.identified(
                Document(name, first, self.plan.reader.lang_of(source))
            )
            # Every part moves its dates by the whole file's shift; its clock is not known
            # before the last part is read, so its times stay (`replace/timeline.py`), and
            # its year is its first part's.
            whole = (document.id, (0, LAST_HOUR), document_year(first, document.lang))
            document = replace(document, text="", meta={**document.meta, TIMELINE_META: whole})
            stream = (
                replace(document, id=f"{document.id}#{n}", text=text)
                for n, text in enumerate(pieces, 1)
            )
            return WorkFile(index, item, digest, [document], [], stream=stream)
        documents, bad, complete = self.plan.reader.read(item)
        errors.extend(str(error) for error in bad)
        split = [parts.split(document, PART_CHARS) for document in documents]
        return WorkFile(index, item, digest, documents, split, complete)

    def corpus_digest(self) -> str:
        digests = [_input_digest(item) for item in self.loaded.files]
        return hashlib.sha256(json.dumps(digests).encode()).hexdigest()


def shape() -> str:
    """How files are cut into steps: a record of finished steps is only taken up by a run
    that cuts them the same way."""
    return f"parts of {PART_CHARS}"


def work(file: WorkFile) -> Iterator[Step]:
    """A file's steps: one per part, the last marked; one without a part where it has none."""
    if file.stream is not None:
        ahead = _next(file)
        if ahead is None:
            yield Step(file)
        while ahead is not None:
            following = _next(file)
            yield Step(file, 0, ahead, last=following is None)
            ahead = following
        return
    places = [(d, p) for d, document in enumerate(file.parts) for p in document]
    if not places:
        yield Step(file)
    for i, (d, p) in enumerate(places):
        yield Step(file, d, p, last=i == len(places) - 1)


def _first_share(part: Document) -> int:
    return int(len(part.text) * FIRST_SHARE)


def _ends_document(step: Step) -> bool:
    if step.file.stream is not None:
        return step.last
    return step.part is step.file.parts[step.document][-1]


def _next(file: WorkFile) -> Document | None:
    """A streamed file's next part; None at its end, or where it cannot be read further
    (then reported, and the file is not written)."""
    assert file.stream is not None
    try:
        return next(file.stream, None)
    except InputError as error:
        file.errors.append(str(error))
        file.complete = False
        return None


class _Batches:
    """Steps grouped into batches of about `BATCH_CHARS` characters, each batch remembered
    until its results are back (`done`), in order."""

    def __init__(self, steps: Iterable[Step]) -> None:
        self.steps = iter(steps)
        self.out: deque[list[Step]] = deque()

    def __iter__(self) -> Iterator[Batch]:
        batch: list[Step] = []
        size = 0
        for step in self.steps:
            assert step.part is not None
            batch.append(step)
            size += len(step.part.text)
            if size >= BATCH_CHARS:
                yield self._out(batch)
                batch, size = [], 0
        if batch:
            yield self._out(batch)

    def _out(self, batch: list[Step]) -> Batch:
        self.out.append(batch)
        return [(step.part, step.key) for step in batch if step.part is not None]

    def done(self) -> list[Step]:
        return self.out.popleft()


def _input_digest(item: LoadedFile) -> str:
    """What a file's outputs were made from: its bytes and its companion's, or the documents
    a caller handed over."""
    if item.documents is not None:
        texts = json.dumps([(d.id, d.text, d.lang) for d in item.documents])
        return hashlib.sha256(texts.encode("utf-8")).hexdigest()
    path = item.source.path
    companion = get_format(item.source.format).companion
    paths = [path, *([path.with_suffix(companion)] if companion else [])]
    return file_digest(*(p for p in paths if p.exists()))


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0
