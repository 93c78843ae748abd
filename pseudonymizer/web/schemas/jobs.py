"""A background job as the admin's API shows it."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict

from pseudonymizer.web.db.models import JobState


class JobOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    kind: str  # `analyze`, `apply_rule` ...: the handler that runs it
    payload: dict[str, Any]  # what the handler is given, as the job was queued
    state: JobState
    attempts: int
    error: str | None
    created_at: datetime
    finished_at: datetime | None
