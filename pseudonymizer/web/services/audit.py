"""The audit log: logins and every window or document served, by offsets, never by text."""

from __future__ import annotations

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
