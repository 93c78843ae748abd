"""The audit log for the admin: logins, failed logins, every window or document served."""

from __future__ import annotations

from fastapi import APIRouter

from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.schemas.audit import AuditEventOut
from pseudonymizer.web.services import audit

router = APIRouter(tags=["audit"])


@router.get("/api/audit")
def events(
    session: DB, user: Admin, event: str | None = None, user_id: int | None = None
) -> list[AuditEventOut]:
    """The newest 500 events, of one kind (`login`, `login_failed`, `window`, `document` ...)
    or one user when asked."""
    return [AuditEventOut.model_validate(found) for found in audit.recent(session, event, user_id)]
