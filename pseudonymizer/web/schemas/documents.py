"""A document as the admin's API shows it: its state and how far people are with it."""

from __future__ import annotations

from pydantic import BaseModel

from pseudonymizer.web.db.models import DocumentStatus, StoredDocument


class Progress(BaseModel):
    """Spans decided of all its spans (a candidate or an unlabelled private span is not)."""

    decided: int
    all: int


class DocumentOut(BaseModel):
    id: int
    name: str
    lang: str
    status: DocumentStatus
    full_reading: bool
    version: int
    progress: Progress
    error: str | None

    @classmethod
    def of(cls, document: StoredDocument, decided: int, total: int) -> DocumentOut:
        return cls(
            id=document.id,
            name=document.name,
            lang=document.lang,
            status=DocumentStatus(document.status),
            full_reading=document.full_reading,
            version=document.version,
            progress=Progress(decided=decided, all=total),
            error=document.error,
        )


class UploadedDocument(DocumentOut):
    """The first document of an upload carries the errors of the files that made none."""

    errors: list[str]
