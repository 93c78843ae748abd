"""Downloads: a document or all of them de-identified, and the decided annotations; and what the
audit finds in a document's output. Admins only (an annotator reads nothing but the windows
served to them)."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from urllib.parse import quote

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import Response

from pseudonymizer.choices import Candidates, Mode, TagStyle
from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.schemas.findings import ModeAuditOut, OutputFindings
from pseudonymizer.web.services import documents, output
from pseudonymizer.web.services.output import MEDIA_TYPES, Download, OutputOptions

router = APIRouter(tags=["output"])

OutputFormat = Annotated[
    Literal["text", "jsonl", "brat"],
    Query(alias="format", description="The library's format: text, jsonl or brat (a zip)."),
]
AnnotationFormat = Annotated[
    Literal["jsonl", "brat"],
    Query(alias="format", description="JSONL {id, text, lang, spans} or BRAT .txt + .ann."),
]
ModeQuery = Annotated[Mode, Query(description="remove, tag or pseudonymize.")]
TagsQuery = Annotated[TagStyle, Query(description="How tag mode writes a category.")]
NumberedQuery = Annotated[bool, Query(description="Tags numbered per entity: [PERSON-1].")]
CandidatesQuery = Annotated[
    Candidates,
    Query(description="Undecided spans: replaced (fail closed) or kept for this download."),
]
SKIPPED_HEADER = "X-Skipped-Documents"
# What the audit found in a download's output: certain leaks and suspected ones, counted.
LEAKS_HEADER = "X-Audit-Leaks"
SUSPECTED_HEADER = "X-Audit-Suspected"
# What the downloads are, for the schema: a file, not JSON.
DOWNLOAD: dict[int | str, dict[str, Any]] = {
    200: {
        "description": "The file, or a zip of several.",
        "content": {media: {} for media in MEDIA_TYPES.values()},
    }
}


def output_options(
    mode: ModeQuery,
    fmt: OutputFormat = "text",
    tags: TagsQuery = TagStyle.CANONICAL,
    numbered: NumberedQuery = False,
    candidates: CandidatesQuery = Candidates.REPLACE,
) -> OutputOptions:
    """How a download is written: the query parameters every download takes."""
    return OutputOptions(mode, fmt, tags, numbered, candidates)


Options = Annotated[OutputOptions, Depends(output_options)]


def _answer(download: Download, skipped: list[int] | None = None) -> Response:
    headers = {
        "Content-Disposition": f"attachment; filename*=UTF-8''{quote(download.filename)}",
        "Cache-Control": "no-store",
        LEAKS_HEADER: str(download.leaks),
        SUSPECTED_HEADER: str(download.suspected),
    }
    if skipped:
        headers[SKIPPED_HEADER] = ",".join(str(number) for number in skipped)
    return Response(download.content, media_type=download.media_type, headers=headers)


@router.get("/api/documents/{document_id}/output", response_class=Response, responses=DOWNLOAD)
def document_output(
    document_id: int,
    request: Request,
    session: DB,
    user: Admin,
    options: Options,
) -> Response:
    """The document as `pseudonymizer run --mentions input` writes it from the decisions: the
    file, or a zip where there are several (BRAT; pseudonymize with its sealed mapping)."""
    document = documents.get_document(session, document_id)
    key = request.app.state.settings.project_key()
    return _answer(output.document_output(session, document, options, user, key))


@router.get("/api/output", response_class=Response, responses=DOWNLOAD)
def corpus_output(
    request: Request,
    session: DB,
    user: Admin,
    options: Options,
) -> Response:
    """Every analyzed document in one zip, as `run` writes its output folder; documents not
    analyzed yet are left out and named in `X-Skipped-Documents`."""
    key = request.app.state.settings.project_key()
    return _answer(*output.corpus_output(session, options, user, key))


@router.get("/api/documents/{document_id}/findings")
def document_findings(
    document_id: int,
    request: Request,
    session: DB,
    user: Admin,
    tags: TagsQuery = TagStyle.CANONICAL,
    numbered: NumberedQuery = False,
    candidates: CandidatesQuery = Candidates.REPLACE,
) -> OutputFindings:
    """What the audit finds in the document's text output in each mode, as a download with
    these options holds it: certain and suspected leaks counted, each shown in the output
    around it (the showing is audit-logged as a read of the document)."""
    document = documents.get_document(session, document_id)
    key = request.app.state.settings.project_key()
    options = OutputOptions(Mode.TAG, "text", tags, numbered, candidates)
    found = output.output_findings(session, document, options, user, key)
    return OutputFindings(
        document_id=document.id,
        candidates=candidates,
        modes=[ModeAuditOut.model_validate(mode) for mode in found],
    )


@router.get("/api/documents/{document_id}/annotations", response_class=Response, responses=DOWNLOAD)
def document_annotations(
    document_id: int, session: DB, user: Admin, fmt: AnnotationFormat = "jsonl"
) -> Response:
    """The decided (private) spans with the text, for training or `pseudonymizer evaluate`."""
    document = documents.get_document(session, document_id)
    return _answer(output.document_annotations(session, document, fmt, user))


@router.get("/api/annotations", response_class=Response, responses=DOWNLOAD)
def corpus_annotations(session: DB, user: Admin, fmt: AnnotationFormat = "jsonl") -> Response:
    """Every analyzed document's decided spans: `documents.jsonl`, or a zip of BRAT pairs."""
    return _answer(*output.corpus_annotations(session, fmt, user))
