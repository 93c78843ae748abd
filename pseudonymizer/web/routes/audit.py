"""The audit log for the admin: logins, failed logins, every window or document served."""

from __future__ import annotations

from fastapi import APIRouter

from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.db.models import AuditEvent
from pseudonymizer.web.services import audit

router = APIRouter(tags=["audit"])


def event_json(event: AuditEvent) -> dict[str, object]:
    return {
        "id": event.id,
        "event": event.event,
        "user_id": event.user_id,
        "document_id": event.document_id,
        "start": event.start,
        "end": event.end,
        "address": event.address,
        "at": event.at.isoformat(),
    }


@router.get("/api/audit")
def events(
    session: DB, user: Admin, event: str | None = None, user_id: int | None = None
) -> list[dict[str, object]]:
    """The newest 500 events, of one kind (`login`, `login_failed`, `window`, `document` ...)
    or one user when asked."""
    return [event_json(found) for found in audit.recent(session, event, user_id)]
