"""Documents: upload, list, state, reopen, erase; the documents page."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, File, Form, Request, UploadFile
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from pseudonymizer.web.auth import DB, Admin, CurrentUser
from pseudonymizer.web.db.models import Role
from pseudonymizer.web.schemas.documents import DocumentOut, UploadedDocument
from pseudonymizer.web.services import ServiceError, documents
from pseudonymizer.web.services.documents import Upload

router = APIRouter()


@router.post("/api/documents", tags=["documents"], status_code=201)
def upload(
    session: DB,
    user: Admin,
    files: Annotated[list[UploadFile], File()],
    lang: Annotated[str, Form()] = "auto",
) -> list[UploadedDocument]:
    """Upload text, BRAT (`.txt` with its `.ann`) or JSONL files; each document is analyzed in
    the background. A bad file answers 400 naming it, unless other files made documents, in
    which case these are answered with the errors in the first one's `errors`. (A plain
    function: FastAPI runs it in a worker thread, off the event loop.)"""
    uploads = [Upload(file.filename or "", file.file.read()) for file in files]
    done = documents.create_documents(session, uploads, lang, user)
    if done.errors and not done.documents:
        raise ServiceError("; ".join(done.errors))
    return [
        UploadedDocument(
            **DocumentOut.of(d, 0, 0).model_dump(), errors=done.errors if i == 0 else []
        )
        for i, d in enumerate(done.documents)
    ]


@router.get("/api/documents", tags=["documents"])
def list_all(session: DB, user: Admin) -> list[DocumentOut]:
    """Every document with its state; the admin's (a name can be personal data too, and an
    annotator sees only the document of their window)."""
    return [
        DocumentOut.of(d, *documents.progress(session, d.id))
        for d in documents.list_documents(session)
    ]


@router.get("/api/documents/{document_id}", tags=["documents"])
def one(document_id: int, session: DB, user: Admin) -> DocumentOut:
    document = documents.get_document(session, document_id)
    return DocumentOut.of(document, *documents.progress(session, document.id))


@router.post("/api/documents/{document_id}/reopen", tags=["documents"])
def reopen(document_id: int, session: DB, user: Admin) -> DocumentOut:
    document = documents.get_document(session, document_id)
    documents.reopen(session, document)
    return DocumentOut.of(document, *documents.progress(session, document.id))


@router.delete("/api/documents/{document_id}", tags=["documents"], status_code=204)
def erase(document_id: int, session: DB, user: Admin) -> Response:
    """Erase the document and everything only it gave rise to (GDPR)."""
    documents.erase(session, documents.get_document(session, document_id))
    return Response(status_code=204)


@router.get("/", response_class=HTMLResponse, include_in_schema=False)
def documents_page(request: Request, session: DB, user: CurrentUser) -> Response:
    if user.role != Role.ADMIN:
        return RedirectResponse("/annotate", status_code=303)
    rows = [(d, *documents.progress(session, d.id)) for d in documents.list_documents(session)]
    return request.app.state.templates.TemplateResponse(
        request,
        "documents.html",
        {
            "user": user,
            "rows": rows,
            "csrf": request.app.state.signer.csrf_token(user),
        },
    )
