"""What only an admin does with a document: full reading on or off (reading it whole is the
page /admin/documents/{id})."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel

from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.schemas.documents import DocumentOut
from pseudonymizer.web.services import document_admin, documents

router = APIRouter(tags=["documents"])


class FullReading(BaseModel):
    on: bool


@router.post("/api/documents/{document_id}/full-reading")
def full_reading(document_id: int, body: FullReading, session: DB, user: Admin) -> DocumentOut:
    """Serve the document's windows one after another from its start, so every word is read."""
    document = document_admin.set_full_reading(session, document_id, body.on)
    return DocumentOut.of(document, *documents.progress(session, document.id))
