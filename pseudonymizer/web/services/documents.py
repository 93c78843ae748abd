"""Documents: upload (read by the library's own formats), listing, state and GDPR erasure.

An upload is read exactly as `pseudonymizer run` reads files: the same format registry, the
same language identification, the same label schemes for the annotations a BRAT or JSONL file
carries (they become pre-annotations). A bad file is reported by name and line; the good ones
are still created.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import Any

from sqlalchemy import Text, case, cast, delete, event, func, select
from sqlalchemy.orm import Session

from pseudonymizer.analyze.identify import AUTO, identify
from pseudonymizer.annotations import AnnotationError, given_mentions, guess_scheme
from pseudonymizer.choices import MentionSource
from pseudonymizer.config import Config
from pseudonymizer.io.format import NO_OPTIONS
from pseudonymizer.io.formats import get_format
from pseudonymizer.io.sources import discover
from pseudonymizer.languages import supported
from pseudonymizer.web.db.models import (
    Action,
    DocumentStatus,
    Job,
    Label,
    SpanStatus,
    StoredDocument,
    StoredRule,
    StoredSpan,
    User,
)
from pseudonymizer.web.jobs import enqueue
from pseudonymizer.web.services import NotFound, ServiceError

# What an upload may be: the formats a person brings from an annotation tool or a corpus.
UPLOAD_FORMATS = ("text", "brat", "jsonl")
MAX_UPLOAD_BYTES = 50 * 1024 * 1024


@dataclass(frozen=True)
class Upload:
    name: str
    content: bytes


@dataclass
class Uploaded:
    documents: list[StoredDocument]
    errors: list[str]


def create_documents(
    session: Session, uploads: Sequence[Upload], lang: str, user: User
) -> Uploaded:
    """Documents from uploaded files (a BRAT `.txt` with its `.ann` among them), each queued
    for analysis. `lang` is a supported code or `auto` (identified in each text); a JSONL
    record's own `lang` wins."""
    if lang != AUTO and lang not in supported():
        raise ServiceError(f"unknown language {lang!r}; choose one of {', '.join(supported())}")
    errors: list[str] = []
    created: list[StoredDocument] = []
    with tempfile.TemporaryDirectory(prefix="pseudonymizer-upload-") as folder:
        root = Path(folder)
        for upload in uploads:
            name = PurePath(upload.name.replace("\\", "/")).name
            if not name or name.startswith("."):
                errors.append(f"{upload.name or '(no name)'}: not a file name")
                continue
            if len(upload.content) > MAX_UPLOAD_BYTES:
                errors.append(f"{name}: larger than {MAX_UPLOAD_BYTES // 2**20} MB")
                continue
            (root / name).write_bytes(upload.content)
        sources, bad = discover([root]) if any(root.iterdir()) else ([], [])
        errors.extend(_named(str(error), root) for error in bad)
        for source in sources:
            if source.format not in UPLOAD_FORMATS:
                errors.append(f"{source.relpath}: {source.format} files are not taken here")
                continue
            try:
                documents, bad_records = get_format(source.format).read(source, lang, NO_OPTIONS)
            except Exception as error:  # an InputError, or a reader's own complaint
                errors.append(_named(str(error), root))
                continue
            errors.extend(_named(str(error), root) for error in bad_records)
            for document in documents:
                if not document.text.strip():
                    named = (
                        ""
                        if document.id in (source.relpath.stem, source.relpath.name)
                        else (f" (record {document.id})")
                    )
                    errors.append(f"{source.relpath}{named}: no text in it to annotate")
                    continue
                try:
                    created.append(_document(session, source.relpath, document, lang, user))
                except AnnotationError as error:
                    line = f":{error.line}" if error.line else ""
                    errors.append(f"{source.relpath}{line}: {error}")
    if not created and not errors:
        errors.append("no file was uploaded")
    return Uploaded(created, errors)


def create_from_text(session: Session, name: str, text: str, lang: str, user: User) -> Uploaded:
    """A document from pasted text."""
    return create_documents(session, [Upload(name or "pasted.txt", text.encode())], lang, user)


def _document(session: Session, relpath: Path, read: Any, lang: str, user: User) -> StoredDocument:
    document_lang = read.lang if read.lang != AUTO else identify(read.text, "en")
    pre: list[dict[str, Any]] = []
    if read.annotations:
        scheme = guess_scheme({annotation.label for annotation in read.annotations})
        for mention in given_mentions(read, scheme):
            pre.append({"start": mention.start, "end": mention.end, "label": mention.category})
    name = relpath.as_posix() if read.id in (relpath.stem, relpath.name) else read.id
    document = StoredDocument(
        name=name,
        lang=document_lang,
        text=read.text,
        meta={"format": "text", "pre_annotations": pre},
        created_by=user.id,
    )
    session.add(document)
    session.flush()
    enqueue(session, "analyze", {"document_id": document.id})
    return document


def _named(message: str, root: Path) -> str:
    """An error about an uploaded file, naming it as the person named it (not the temp path)."""
    return message.replace(f"{root}/", "").replace(str(root), "upload")


def get_document(session: Session, document_id: int) -> StoredDocument:
    document = session.get(StoredDocument, document_id)
    if document is None:
        raise NotFound(f"no document {document_id}")
    return document


def list_documents(session: Session) -> list[StoredDocument]:
    return list(session.scalars(select(StoredDocument).order_by(StoredDocument.id)))


def progress(session: Session, document_id: int) -> tuple[int, int]:
    """(decided, all) spans of the document: a candidate or an unlabelled private span is
    not decided."""
    # Counted by the database: a long document has thousands of spans and every window shows it.
    waiting = (StoredSpan.status == SpanStatus.CANDIDATE) | (
        (StoredSpan.status == SpanStatus.PRIVATE) & StoredSpan.label_id.is_(None)
    )
    total, left = session.execute(
        select(func.count(), func.coalesce(func.sum(case((waiting, 1), else_=0)), 0)).where(
            StoredSpan.document_id == document_id
        )
    ).one()
    return total - left, total


def update_status(session: Session, document: StoredDocument) -> None:
    """DONE when nothing is left to decide, back to PRE_ANNOTATED when something is again."""
    if document.status not in (DocumentStatus.PRE_ANNOTATED, DocumentStatus.DONE):
        return
    left = session.scalar(
        select(func.count())
        .select_from(StoredSpan)
        .where(
            StoredSpan.document_id == document.id,
            (StoredSpan.status == SpanStatus.CANDIDATE)
            | ((StoredSpan.status == SpanStatus.PRIVATE) & StoredSpan.label_id.is_(None)),
        )
    )
    if not left and not document.meta.get("read_through") and _untouched(session, document):
        # Nothing was ever open here: the recognizer may have missed everything, so a person
        # reads it through before it is DONE.
        document.meta = {**document.meta, "read_through": True}
    document.status = (
        DocumentStatus.PRE_ANNOTATED if left or needs_reading(document) else DocumentStatus.DONE
    )


def needs_reading(document: StoredDocument) -> bool:
    """Whether a person must still read the document from start to end (full reading, or a
    document nothing was open in); once per version, so a reopened document is read again."""
    wanted = document.full_reading or bool(document.meta.get("read_through"))
    return wanted and document.meta.get("read") != document.version


def _untouched(session: Session, document: StoredDocument) -> bool:
    """No person has decided, labelled or acted on anything in the document yet."""
    touched = session.scalar(
        select(StoredSpan.id)
        .where(
            StoredSpan.document_id == document.id,
            StoredSpan.decided_at.is_not(None) | StoredSpan.label_id.is_not(None),
        )
        .limit(1)
    )
    acted = session.scalar(select(Action.id).where(Action.document_id == document.id).limit(1))
    return touched is None and acted is None


def reopen(session: Session, document: StoredDocument) -> None:
    if document.status != DocumentStatus.DONE:
        raise ServiceError(f"only a DONE document is reopened; this one is {document.status}")
    document.status = DocumentStatus.PRE_ANNOTATED
    document.version += 1


def erase(session: Session, document: StoredDocument) -> None:
    """Erase the document (GDPR): its text, spans, decisions, windows and review items go with
    it (cascades); so do the jobs about it, the rules made in it that no other document uses
    (one that another uses is that document's from now on) and the labels only its spans
    used. On SQLite deleted content is zeroed (`secure_delete`) and the write-ahead log, which
    still holds the document's pages, is checkpointed and truncated once the erasure is
    committed: no byte of it stays in the data dir."""
    labels = set(
        session.scalars(
            select(StoredSpan.label_id).where(StoredSpan.document_id == document.id).distinct()
        )
    )
    conditions = _erase_rules(session, document.id)
    _erase_jobs(session, document.id, conditions)
    session.delete(document)
    session.flush()
    labels.discard(None)
    for label_id in labels:
        used = session.scalar(select(StoredSpan.id).where(StoredSpan.label_id == label_id).limit(1))
        if used is None:
            session.execute(delete(Label).where(Label.id == label_id))
    if session.get_bind().dialect.name == "sqlite":
        event.listen(session, "after_commit", _checkpoint, once=True)


def _erase_rules(session: Session, document_id: int) -> list[str]:
    """Delete the rules made in the document that no span of another document came from or
    was voted by; give the others to a document that uses them. The deleted rules'
    conditions, for the jobs that still carry them."""
    erased = []
    for rule in list(
        session.scalars(select(StoredRule).where(StoredRule.document_id == document_id))
    ):
        voted = cast(StoredSpan.evidence, Text).like(f'%"rule {rule.id}"%')
        user = session.scalar(
            select(StoredSpan.document_id)
            .where(StoredSpan.document_id != document_id, (StoredSpan.rule_id == rule.id) | voted)
            .limit(1)
        )
        if user is not None:
            rule.document_id = user
            continue
        erased.append(rule.condition)
        session.delete(rule)
    session.flush()
    return erased


def _erase_jobs(session: Session, document_id: int, conditions: list[str]) -> None:
    """Delete the jobs about the document: its analysis, the rule applications made from it
    and any other that carries the condition of a rule erased with it, whatever their state."""
    about = (Job.payload["document_id"].as_integer() == document_id) | (
        Job.payload["exclude"].as_integer() == document_id
    )
    if conditions:
        about = about | Job.payload["condition"].as_string().in_(conditions)
    session.execute(delete(Job).where(about))


def _checkpoint(session: Session) -> None:
    """Copy the write-ahead log into the database file and truncate it, so the pages that
    held an erased document survive in neither."""
    with session.get_bind().connect() as connection:
        connection.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")


def pipeline_config(rules: tuple[Any, ...] = ()) -> Config:
    """The library configuration the tool detects with: the detector's findings plus the
    document's pre-annotations (a person's annotation wins where they overlap)."""
    return Config(mentions=MentionSource.BOTH, rules=rules)
