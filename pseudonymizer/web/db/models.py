"""The review tool's tables: one SQLAlchemy 2 model for SQLite and PostgreSQL alike.

A document keeps its text and the tokenization made when it was analyzed (`analysis`), so a
window is cut from stored offsets and never by reading the text again. Its spans are the
library's mentions with the state people gave them; `version` on a span and a document lets
two people's concurrent decisions be told apart (the second gets a conflict, not a silent
overwrite). Everything a document gave rise to points at it with ON DELETE CASCADE or
SET NULL, so erasing a document is one delete plus the rules and labels nothing else uses.

A table holding what the library has a class for is `Stored…` (`StoredDocument`, `StoredRule`,
`StoredSpan`), so a module using both needs no alias and a name says which one it means.
"""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, ClassVar

from sqlalchemy import JSON, ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


def now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


class Base(DeclarativeBase):
    type_annotation_map: ClassVar = {dict[str, Any]: JSON, list[Any]: JSON}


class Role(StrEnum):
    ADMIN = "admin"
    ANNOTATOR = "annotator"


class DocumentStatus(StrEnum):
    NEW = "NEW"
    ANALYZED = "ANALYZED"
    PRE_ANNOTATED = "PRE_ANNOTATED"
    DONE = "DONE"
    FAILED = "FAILED"


class SpanStatus(StrEnum):
    CANDIDATE = "candidate"
    PRIVATE = "private"
    PUBLIC = "public"


class JobState(StrEnum):
    QUEUED = "QUEUED"
    RUNNING = "RUNNING"
    DONE = "DONE"
    FAILED = "FAILED"


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(320), unique=True)
    name: Mapped[str] = mapped_column(String(200))
    role: Mapped[str] = mapped_column(String(20))
    password_hash: Mapped[str] = mapped_column(String(200))
    window_size: Mapped[int] = mapped_column(default=200)
    # Bumped when the password changes, so every older session cookie stops working.
    session_epoch: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime] = mapped_column(default=now)


class SetupToken(Base):
    """The one-time token that registers the first admin; only its hash is kept."""

    __tablename__ = "setup_tokens"

    id: Mapped[int] = mapped_column(primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime]
    used: Mapped[bool] = mapped_column(default=False)


class LoginFailure(Base):
    """A failed login, counted per e-mail and per address to throttle guessing."""

    __tablename__ = "login_failures"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(320), index=True)
    address: Mapped[str] = mapped_column(String(64), index=True)
    at: Mapped[datetime] = mapped_column(default=now, index=True)


class StoredDocument(Base):
    __tablename__ = "documents"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(500))
    lang: Mapped[str] = mapped_column(String(10))
    text: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(20), default=DocumentStatus.NEW, index=True)
    # Its windows are served one after another from the start, so every word is read.
    full_reading: Mapped[bool] = mapped_column(default=False)
    # Tokens, sentences and lemmas as analysis read them: {"tokens": [[s, e]...], ...}.
    analysis: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    # What the upload carried beyond its text (its format, a BRAT file's annotations ...).
    meta: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    error: Mapped[str | None] = mapped_column(Text, default=None)
    version: Mapped[int] = mapped_column(default=1)
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(default=now)

    spans: Mapped[list[StoredSpan]] = relationship(
        back_populates="document", cascade="all, delete-orphan", passive_deletes=True
    )


class Label(Base):
    """A pseudonymization label: the spans that name one real-world thing (one surrogate).
    Annotators see only `name` (`PERSON-3`); `replacement` is a fixed surrogate only admins see."""

    __tablename__ = "labels"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    category: Mapped[str] = mapped_column(String(40))
    replacement: Mapped[str | None] = mapped_column(Text, default=None)
    created_at: Mapped[datetime] = mapped_column(default=now)


class StoredRule(Base):
    """A rule of the library's voting model (`pseudonymizer.rules.Rule`), with who made it
    and the document it was made in (erased with that document unless another uses it)."""

    __tablename__ = "rules"
    __table_args__ = (UniqueConstraint("type", "condition", "confidence", "label"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    type: Mapped[str] = mapped_column(String(20))
    condition: Mapped[str] = mapped_column(Text)
    confidence: Mapped[float]
    label: Mapped[str] = mapped_column(String(40), default="")
    document_id: Mapped[int | None] = mapped_column(
        ForeignKey("documents.id", ondelete="SET NULL"), index=True
    )
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(default=now)


class StoredSpan(Base):
    __tablename__ = "spans"
    __table_args__ = (Index("ix_spans_document_start", "document_id", "start"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    document_id: Mapped[int] = mapped_column(ForeignKey("documents.id", ondelete="CASCADE"))
    start: Mapped[int]
    end: Mapped[int]
    category: Mapped[str] = mapped_column(String(40))
    # recognizer name, `rule:word` / `rule:lemma`, `user` or `input` (a pre-annotation).
    source: Mapped[str] = mapped_column(String(80))
    score: Mapped[float] = mapped_column(default=1.0)
    status: Mapped[str] = mapped_column(String(20), default=SpanStatus.CANDIDATE)
    # The votes behind the status: [{"source", "weight", "detail"}].
    evidence: Mapped[list[Any]] = mapped_column(JSON, default=list)
    label_id: Mapped[int | None] = mapped_column(
        ForeignKey("labels.id", ondelete="SET NULL"), index=True
    )
    # The find-more rule that made this span a candidate, if one did.
    rule_id: Mapped[int | None] = mapped_column(
        ForeignKey("rules.id", ondelete="SET NULL"), index=True
    )
    decided_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    decided_at: Mapped[datetime | None] = mapped_column(default=None)
    version: Mapped[int] = mapped_column(default=1)

    document: Mapped[StoredDocument] = relationship(back_populates="spans")


class Action(Base):
    """One decision a person made, with the spans' states before and after it: what undo
    restores, redo replays and the detail panel shows."""

    __tablename__ = "actions"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), index=True
    )
    document_id: Mapped[int] = mapped_column(
        ForeignKey("documents.id", ondelete="CASCADE"), index=True
    )
    kind: Mapped[str] = mapped_column(String(40))
    # {"spans": [{"id", "before": {...} | None, "after": {...} | None}], "rule_id": ...}
    change: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    undone: Mapped[bool] = mapped_column(default=False)
    at: Mapped[datetime] = mapped_column(default=now)


class ReviewItem(Base):
    """A span or window an annotator was unsure of, waiting for an admin."""

    __tablename__ = "review_items"

    id: Mapped[int] = mapped_column(primary_key=True)
    document_id: Mapped[int] = mapped_column(
        ForeignKey("documents.id", ondelete="CASCADE"), index=True
    )
    start: Mapped[int]
    end: Mapped[int]
    span_id: Mapped[int | None] = mapped_column(
        ForeignKey("spans.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    comment: Mapped[str] = mapped_column(Text, default="")
    resolved: Mapped[bool] = mapped_column(default=False)
    at: Mapped[datetime] = mapped_column(default=now)


class Cursor(Base):
    """Where an annotator is: the one window the server serves them until they move on."""

    __tablename__ = "cursors"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    document_id: Mapped[int] = mapped_column(ForeignKey("documents.id", ondelete="CASCADE"))
    start: Mapped[int]
    end: Mapped[int]
    # Whether a decision was made in this window (or it was skipped), so `w` may move on.
    decided: Mapped[bool] = mapped_column(default=False)


class Job(Base):
    __tablename__ = "jobs"

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(40))
    payload: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    state: Mapped[str] = mapped_column(String(20), default=JobState.QUEUED, index=True)
    error: Mapped[str | None] = mapped_column(Text, default=None)
    attempts: Mapped[int] = mapped_column(default=0)
    worker: Mapped[str | None] = mapped_column(String(200), default=None)
    heartbeat_at: Mapped[datetime | None] = mapped_column(default=None)
    created_at: Mapped[datetime] = mapped_column(default=now)
    finished_at: Mapped[datetime | None] = mapped_column(default=None)


class AuditEvent(Base):
    """Who did what when: logins (and failures) and every window or document served, by
    offsets only (never the text)."""

    __tablename__ = "audit_events"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    event: Mapped[str] = mapped_column(String(40), index=True)
    document_id: Mapped[int | None] = mapped_column(
        ForeignKey("documents.id", ondelete="SET NULL"), index=True
    )
    start: Mapped[int | None] = mapped_column(default=None)
    end: Mapped[int | None] = mapped_column(default=None)
    address: Mapped[str | None] = mapped_column(String(64), default=None)
    at: Mapped[datetime] = mapped_column(default=now, index=True)
