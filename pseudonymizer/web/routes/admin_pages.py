"""The admin's pages (users, rules, labels, documents, review queue, search, jobs, audit log)
and the page where anyone changes their own password. Each page shows what its service gives
and acts through the JSON API with `api()` from static/app.js."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, Response

from pseudonymizer.categories import Category
from pseudonymizer.rules import RuleType
from pseudonymizer.web.auth import DB, Admin, CurrentUser
from pseudonymizer.web.db.models import JobState, Role, User
from pseudonymizer.web.services import (
    accounts,
    audit,
    document_admin,
    job_admin,
    label_admin,
    output,
    review,
    rule_admin,
)

router = APIRouter(include_in_schema=False)


def _page(request: Request, user: User, template: str, **context: Any) -> Response:
    return request.app.state.templates.TemplateResponse(
        request,
        template,
        {"user": user, "csrf": request.app.state.signer.csrf_token(user), **context},
    )


@router.get("/account/password", response_class=HTMLResponse)
def password_page(request: Request, user: CurrentUser) -> Response:
    return _page(request, user, "account_password.html")


@router.get("/admin/users", response_class=HTMLResponse)
def users_page(request: Request, session: DB, user: Admin) -> Response:
    return _page(
        request, user, "admin_users.html", users=accounts.list_users(session), roles=list(Role)
    )


@router.get("/admin/labels", response_class=HTMLResponse)
def labels_page(request: Request, session: DB, user: Admin) -> Response:
    return _page(request, user, "admin_labels.html", rows=label_admin.list_labels(session))


@router.get("/admin/rules", response_class=HTMLResponse)
def rules_page(request: Request, session: DB, user: Admin, q: str = "", type: str = "") -> Response:
    return _page(
        request,
        user,
        "admin_rules.html",
        rows=rule_admin.search(session, q, type),
        shown=rule_admin.SHOWN,
        q=q,
        type=type,
        types=[kind.value for kind in RuleType],
        categories=[category.value for category in Category],
    )


@router.get("/admin/review", response_class=HTMLResponse)
def review_page(request: Request, session: DB, user: Admin) -> Response:
    return _page(
        request,
        user,
        "admin_review.html",
        rows=review.queue(session),
        categories=[category.value for category in Category],
    )


@router.get("/admin/search", response_class=HTMLResponse)
def search_page(request: Request, user: Admin) -> Response:
    return _page(
        request, user, "admin_search.html", categories=[category.value for category in Category]
    )


@router.get("/admin/jobs", response_class=HTMLResponse)
def jobs_page(request: Request, session: DB, user: Admin, state: str | None = None) -> Response:
    return _page(
        request,
        user,
        "admin_jobs.html",
        jobs=job_admin.list_jobs(session, state),
        states=list(JobState),
        state=state or "",
    )


@router.get("/admin/audit", response_class=HTMLResponse)
def audit_page(request: Request, session: DB, user: Admin, event: str | None = None) -> Response:
    return _page(
        request,
        user,
        "admin_audit.html",
        events=audit.recent(session, event),
        names=accounts.names(session),
        event=event or "",
    )


@router.get("/admin/documents/{document_id}", response_class=HTMLResponse)
def document_page(request: Request, document_id: int, session: DB, user: Admin) -> Response:
    """The whole document with its spans (the reading is audit-logged)."""
    document, spans = document_admin.read_whole(session, document_id, user)
    return _page(
        request,
        user,
        "admin_document.html",
        document=document,
        spans=spans,
        segments=document_admin.segments(document.text, [span for span, _ in spans]),
        names=accounts.names(session),
        ready=document.status in output.READY,  # whether its output can be audited
    )
