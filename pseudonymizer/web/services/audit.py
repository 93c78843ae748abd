"""The audit log: logins and every window or document served, by offsets, never by text."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from pseudonymizer.web.db.models import AuditEvent


def record(
    session: Session,
    event: str,
    user_id: int | None,
    document_id: int | None = None,
    start: int | None = None,
    end: int | None = None,
    address: str | None = None,
) -> None:
    session.add(
        AuditEvent(
            event=event,
            user_id=user_id,
            document_id=document_id,
            start=start,
            end=end,
            address=address,
        )
    )


def recent(
    session: Session, event: str | None = None, user_id: int | None = None, limit: int = 500
) -> list[AuditEvent]:
    """The newest events, of one kind or one user when asked: what the audit page shows."""
    query = select(AuditEvent).order_by(AuditEvent.id.desc()).limit(limit)
    if event:
        query = query.where(AuditEvent.event == event)
    if user_id is not None:
        query = query.where(AuditEvent.user_id == user_id)
    return list(session.scalars(query))
