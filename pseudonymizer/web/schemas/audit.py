"""An audit event as the admin's API shows it: offsets only, never text."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict


class AuditEventOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    event: str  # `login`, `login_failed`, `window`, `document`, `search`, `review`, `download`,
    # `findings`
    user_id: int | None
    document_id: int | None
    start: int | None
    end: int | None
    address: str | None
    at: datetime
