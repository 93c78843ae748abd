"""Downloads: documents de-identified in any mode, tag style and format of the library, and the
decided annotations for training or evaluation.

A download is `pseudonymizer run --mentions input` on what people decided, through the same
code: each document is written as an input file of the chosen format (its decided annotations
in a BRAT `.ann` or a JSONL record's `spans`, exactly the annotations download), read back by
the library's reader, given the tool's spans as mentions (a label grouping its spans into one
entity, with the replacement it may fix) and run through `Runner.run`, which writes with the
format's own writer, the report and, for `pseudonymize`, the mapping sealed with the project
key. So the same decisions give the same output here and from `run`, and `pseudonymizer
reidentify` opens a pseudonymized download with the data dir's `project.key`.

Public spans are left out (they keep their text); candidates are replaced unless the download
keeps them (fail closed). A document not analyzed yet has no spans found, so its text would
come out whole: it is never downloaded.

Every output is audited as `run` audits it (the pipeline's audit stage, run by `Runner.run`): a
download says how many certain and suspected leaks its output holds, and the admin's findings
panel shows each one in the output around it, for every mode.
"""

from __future__ import annotations

import io
import json
import re
import tempfile
import zipfile
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path, PurePath
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from pseudonymizer.categories import Category
from pseudonymizer.choices import Candidates, MentionSource, Mode, TagStyle
from pseudonymizer.config import Config, ConfigError
from pseudonymizer.io.format import NO_OPTIONS, SourceFile
from pseudonymizer.io.formats import get_format
from pseudonymizer.model import Attributes, Decision, Document, Evidence, Mention, Status
from pseudonymizer.replace.keys import ProjectKey
from pseudonymizer.run.reading import Loaded, LoadedFile
from pseudonymizer.run.runner import Runner
from pseudonymizer.web.db.models import (
    DocumentStatus,
    Label,
    SpanStatus,
    StoredDocument,
    StoredSpan,
    User,
)
from pseudonymizer.web.services import Conflict, ServiceError
from pseudonymizer.web.services.audit import record

OUTPUT_FORMATS = ("text", "jsonl", "brat")
ANNOTATION_FORMATS = ("jsonl", "brat")
# The file that holds every document of a JSONL download, annotations or output alike, so
# `run` on the one gives the other.
CORPUS_JSONL = "documents.jsonl"
ZIP = "application/zip"
MEDIA_TYPES = {".txt": "text/plain; charset=utf-8", ".jsonl": "application/jsonl", ".zip": ZIP}
# The states in which a document's spans have been found (analysis ran).
READY = frozenset({DocumentStatus.ANALYZED, DocumentStatus.PRE_ANNOTATED, DocumentStatus.DONE})
# Who decided a span that a person decided, as the pipeline names the source of their mentions.
USER_SOURCE = "user"
# How many characters of the output a finding is shown with on each side.
CONTEXT = 80
_UNSAFE = re.compile(r"[^\w.-]+")
_BATCH = 500


@dataclass(frozen=True)
class Download:
    """A file to send, and what the audit found in the output it holds: certain leaks and
    suspected ones, counted over its documents."""

    filename: str
    media_type: str
    content: bytes
    leaks: int = 0
    suspected: int = 0


@dataclass(frozen=True)
class Written:
    """What a run of the library wrote (relative path -> bytes) and its report's documents."""

    files: dict[str, bytes]
    documents: list[dict[str, Any]]

    def counts(self) -> tuple[int, int]:
        """Certain leaks and suspected ones over every document and mode."""
        leaks = sum(sum(row["leaks"].values()) for row in self.documents)
        suspected = sum(sum(row.get("suspected", {}).values()) for row in self.documents)
        return leaks, suspected


@dataclass(frozen=True)
class ShownFinding:
    """One finding of an output with the output around it (`before`, `found`, `after`); in
    `where` `text`, or `name` for the output's file name."""

    mode: Mode
    start: int
    end: int
    kind: str
    category: str
    certain: bool
    where: str
    before: str
    found: str
    after: str


@dataclass(frozen=True)
class ModeAudit:
    """What the audit found in one mode's output: every finding counted, the first `LISTED`
    of each certainty shown."""

    mode: Mode
    leaks: int
    suspected: int
    findings: list[ShownFinding]


@dataclass(frozen=True)
class OutputOptions:
    """What a download asks for: `run`'s `--mode`, `--format`, `--tags`, `--numbered` and
    `--candidates`."""

    mode: Mode
    fmt: str = "text"
    tags: TagStyle = TagStyle.CANONICAL
    numbered: bool = False
    candidates: Candidates = Candidates.REPLACE

    def config(self) -> Config:
        return Config(
            mentions=MentionSource.INPUT,
            tags=self.tags,
            numbered=self.numbered,
            keep_candidates=self.candidates is Candidates.KEEP,
        )


@dataclass
class _WrittenDocument:
    """A document as it is written for the library: its file stem, the mentions it is given
    and its decided annotations (start, end, category)."""

    document: StoredDocument
    stem: str
    mentions: tuple[Mention, ...]
    annotations: list[tuple[int, int, str]]


def document_output(
    session: Session, document: StoredDocument, options: OutputOptions, user: User, key: ProjectKey
) -> Download:
    """One document: the output file itself, or a zip where the format or mode has more than
    one file (BRAT's `.txt` and `.ann`; pseudonymize's sealed mapping and report)."""
    entries = _entries(session, [_ready(document)])
    written = _run(entries, options, key, corpus=False)
    files = written.files
    name = f"{entries[0].stem}-{options.mode.value}"
    _audit(session, entries, user)
    if len(files) == 1:
        [(path, content)] = files.items()
        suffix = PurePath(path).suffix
        return Download(f"{name}{suffix}", MEDIA_TYPES[suffix], content, *written.counts())
    return Download(f"{name}-{options.fmt}.zip", ZIP, _zipped(files), *written.counts())


def corpus_output(
    session: Session, options: OutputOptions, user: User, key: ProjectKey
) -> tuple[Download, list[int]]:
    """Every analyzed document in one zip, as `run` writes a folder; and the ids of the
    documents left out because they are not analyzed (their personal data is not found)."""
    documents, skipped = _corpus(session)
    entries = _entries(session, documents)
    written = _run(entries, options, key, corpus=True)
    _audit(session, entries, user)
    name = f"documents-{options.mode.value}-{options.fmt}.zip"
    return Download(name, ZIP, _zipped(written.files), *written.counts()), skipped


def output_findings(
    session: Session, document: StoredDocument, options: OutputOptions, user: User, key: ProjectKey
) -> list[ModeAudit]:
    """What the audit finds in the document's output in every mode, written as a text file
    with `options`' tags and candidates (a download of each mode holds that text): each
    finding with the output around it. Showing them shows the output, so it is logged as a
    read of the whole document, as a download is."""
    entries = _entries(session, [_ready(document)])
    audits = []
    for mode in Mode:
        chosen = replace(options, mode=mode, fmt="text")
        written = _run(entries, chosen, key, corpus=False)
        [row] = written.documents
        [(path, content)] = [(p, c) for p, c in written.files.items() if p.endswith(".txt")]
        text = content.decode("utf-8")
        listed = row.get("findings", {}).get(mode.value, {})
        shown = [
            _shown(mode, found, certain, text, path)
            for certain, kind in ((True, "leaks"), (False, "suspected"))
            for found in listed.get(kind, [])
        ]
        audits.append(
            ModeAudit(
                mode,
                row["leaks"].get(mode.value, 0),
                row.get("suspected", {}).get(mode.value, 0),
                sorted(shown, key=lambda f: (f.where != "text", f.start, f.end, not f.certain)),
            )
        )
    record(session, "findings", user.id, document.id, 0, len(document.text))
    return audits


def _shown(mode: Mode, found: dict[str, Any], certain: bool, text: str, path: str) -> ShownFinding:
    """A finding of the report with the stretch it points at and what stands around it (in
    the output's text, or in its file name)."""
    where = str(found.get("in", "text"))
    within = text if where == "text" else path
    start, end = int(found["start"]), int(found["end"])
    return ShownFinding(
        mode,
        start,
        end,
        str(found["kind"]),
        str(found["category"]),
        certain,
        where,
        within[max(0, start - CONTEXT) : start],
        within[start:end],
        within[end : end + CONTEXT],
    )


def document_annotations(
    session: Session, document: StoredDocument, fmt: str, user: User
) -> Download:
    """The document's decided annotations: a JSONL record, or BRAT's `.txt` and `.ann` in a
    zip (`pseudonymizer evaluate --gold` reads either)."""
    entries = _entries(session, [_ready(document)])
    files = _sources(entries, _format(fmt, ANNOTATION_FORMATS), corpus=False)
    _audit(session, entries, user)
    if fmt == "jsonl":
        [(path, content)] = files.items()
        return Download(path, MEDIA_TYPES[".jsonl"], content)
    return Download(f"{entries[0].stem}-annotations.zip", ZIP, _zipped(files))


def corpus_annotations(session: Session, fmt: str, user: User) -> tuple[Download, list[int]]:
    """Every analyzed document's decided annotations: one JSONL file, or a zip of BRAT pairs."""
    documents, skipped = _corpus(session)
    entries = _entries(session, documents)
    files = _sources(entries, _format(fmt, ANNOTATION_FORMATS), corpus=True)
    _audit(session, entries, user)
    if fmt == "jsonl":
        return Download(CORPUS_JSONL, MEDIA_TYPES[".jsonl"], files[CORPUS_JSONL]), skipped
    return Download("documents-annotations.zip", ZIP, _zipped(files)), skipped


def _format(fmt: str, allowed: Sequence[str]) -> str:
    if fmt not in allowed:
        raise ServiceError(f"format must be one of {', '.join(allowed)}, got {fmt!r}", 422)
    return fmt


def _ready(document: StoredDocument) -> StoredDocument:
    if document.status not in READY:
        raise Conflict(
            f"document {document.id} is {document.status}: its personal data has not been "
            "found yet, so it cannot be downloaded"
        )
    return document


def _corpus(session: Session) -> tuple[list[StoredDocument], list[int]]:
    documents = list(session.scalars(select(StoredDocument).order_by(StoredDocument.id)))
    ready = [d for d in documents if d.status in READY]
    if not ready:
        raise Conflict("no document is analyzed yet: there is nothing to download")
    return ready, [d.id for d in documents if d.status not in READY]


def _audit(session: Session, entries: list[_WrittenDocument], user: User) -> None:
    """A download shows whole documents: each is logged as read from start to end."""
    for entry in entries:
        record(session, "download", user.id, entry.document.id, 0, len(entry.document.text))


def _entries(session: Session, documents: list[StoredDocument]) -> list[_WrittenDocument]:
    """The documents with their spans as the library's mentions, read in one query."""
    spans: dict[int, list[StoredSpan]] = defaultdict(list)
    ids = [document.id for document in documents]
    for first in range(0, len(ids), _BATCH):  # within every database's limit of parameters
        batch = ids[first : first + _BATCH]
        query = (
            select(StoredSpan)
            .where(StoredSpan.document_id.in_(batch))
            .order_by(StoredSpan.start, StoredSpan.end)
        )
        for span in session.scalars(query):
            spans[span.document_id].append(span)
    wanted = {span.label_id for found in spans.values() for span in found} - {None}
    labels = {
        label.id: label for label in session.scalars(select(Label).where(Label.id.in_(wanted)))
    }
    return [
        _WrittenDocument(
            document,
            _stem(document),
            tuple(
                _mention(span, labels.get(span.label_id))
                for span in spans[document.id]
                if span.status != SpanStatus.PUBLIC
            ),
            [
                (span.start, span.end, span.category)
                for span in spans[document.id]
                if span.status == SpanStatus.PRIVATE
            ],
        )
        for document in documents
    ]


def _mention(span: StoredSpan, label: Label | None) -> Mention:
    """A span as the pipeline takes it: a label is the entity its spans form (and the text
    fixed for it); a decided span is as strong as a person's annotation given to `run`."""
    status = Status(span.status)
    attrs = Attributes()
    if label is not None:
        attrs = Attributes(entity=f"label {label.id}", replacement=label.replacement)
    evidence = tuple(
        Evidence(
            str(vote.get("source", "")), float(vote.get("weight", 0.0)), str(vote.get("detail", ""))
        )
        for vote in span.evidence or []
    )
    return Mention(
        span.start,
        span.end,
        Category(span.category),
        USER_SOURCE if span.decided_by is not None else span.source,
        1.0 if status is Status.PRIVATE else span.score,
        attrs,
        Decision(status, evidence),
    )


def _stem(document: StoredDocument) -> str:
    """The document's file name in a download (without suffix): its id, so names never clash,
    and its name as uploaded, so people know it."""
    name = document.name
    for suffix in (".txt", ".jsonl", ".ann"):
        name = name.removesuffix(suffix)
    safe = _UNSAFE.sub("_", name).strip("._")[:60]
    return f"{document.id}-{safe}" if safe else str(document.id)


def _sources(entries: list[_WrittenDocument], fmt: str, *, corpus: bool) -> dict[str, bytes]:
    """The documents as input files of `fmt` (relative path -> bytes) with their decided
    annotations: the annotations download, and what an output is read from."""
    files: dict[str, bytes] = {}
    if fmt == "jsonl":
        lines = [_record(entry) for entry in entries]
        name = CORPUS_JSONL if corpus else f"{entries[0].stem}.jsonl"
        files[name] = "".join(lines).encode("utf-8")
        return files
    for entry in entries:
        files[f"{entry.stem}.txt"] = entry.document.text.encode("utf-8")
        if fmt == "brat":
            files[f"{entry.stem}.ann"] = _ann(entry).encode("utf-8")
    return files


def _record(entry: _WrittenDocument) -> str:
    record: dict[str, Any] = {
        "id": entry.stem,
        "text": entry.document.text,
        "lang": entry.document.lang,
        "spans": [
            {"start": start, "end": end, "label": label} for start, end, label in entry.annotations
        ],
    }
    return json.dumps(record, ensure_ascii=False) + "\n"


def _ann(entry: _WrittenDocument) -> str:
    """BRAT `T` lines of the decided annotations; a span over a line break is cut into its
    lines' fragments, as BRAT stores it (an `.ann` line holds no line break)."""
    text = entry.document.text
    lines = []
    for number, (start, end, label) in enumerate(entry.annotations, 1):
        fragments = [
            (start + found.start(), start + found.end())
            for found in re.finditer(r"[^\r\n]+", text[start:end])
        ]
        offsets = ";".join(f"{a} {b}" for a, b in fragments)
        written = " ".join(text[a:b] for a, b in fragments)
        lines.append(f"T{number}\t{label} {offsets}\t{written}\n")
    return "".join(lines)


def _run(
    entries: list[_WrittenDocument], options: OutputOptions, key: ProjectKey, *, corpus: bool
) -> Written:
    """What `run --mentions input` writes for the entries (relative path -> bytes), and its
    report's rows, with what the audit found in each document's output."""
    fmt = _format(options.fmt, OUTPUT_FORMATS)
    try:
        config = options.config()
        if options.mode is Mode.TAG:
            for lang in sorted({entry.document.lang for entry in entries}):
                config.tag_vocabulary(lang)
    except ConfigError as error:
        raise ServiceError(str(error)) from None
    with tempfile.TemporaryDirectory(prefix="pseudonymizer-output-") as folder:
        source_dir, out_dir = Path(folder, "in"), Path(folder, "out")
        source_dir.mkdir()
        for name, content in _sources(entries, fmt, corpus=corpus).items():
            (source_dir / name).write_bytes(content)
        loaded = _loaded(entries, fmt, source_dir)
        runner = Runner(
            config, [options.mode], key=key if options.mode is Mode.PSEUDONYMIZE else None
        )
        report = runner.run(loaded, out_dir)
        if report.errors:
            raise ServiceError("the output could not be written: " + "; ".join(report.errors), 500)
        files = {
            path.relative_to(out_dir).as_posix(): path.read_bytes()
            for path in sorted(out_dir.rglob("*"))
            if path.is_file()
        }
    if not corpus:
        files.pop("report.json", None)  # a document's own counts: the download is the document
    return Written(files, report.documents)


def _loaded(entries: list[_WrittenDocument], fmt: str, source_dir: Path) -> Loaded:
    """The written files read back by the library's reader, each document given its spans."""
    by_stem = {entry.stem: entry for entry in entries}
    names = sorted({path.name for path in source_dir.iterdir() if path.suffix != ".ann"})
    files = []
    for name in names:
        source = SourceFile(source_dir / name, Path(name), fmt)
        lang = by_stem[PurePath(name).stem].document.lang if fmt != "jsonl" else "en"
        documents, bad = get_format(fmt).read(source, lang, NO_OPTIONS)
        if bad:
            raise ServiceError(f"{name}: cannot be read back: {bad[0]}", 500)
        files.append(
            LoadedFile(source, [_given(document, by_stem) for document in documents], True)
        )
    return Loaded(files, [])


def _given(document: Document, by_stem: dict[str, _WrittenDocument]) -> Document:
    entry = by_stem[document.id]
    if document.text != entry.document.text:  # offsets would point elsewhere
        raise ServiceError(f"document {entry.document.id} does not read back as stored", 500)
    return replace(document, given=entry.mentions)


def _zipped(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in sorted(files.items()):
            archive.writestr(name, content)
    return buffer.getvalue()
