"""Background jobs for the admin: their states, a FAILED job's error, and its retry."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter

from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.db.models import JobState
from pseudonymizer.web.schemas.fields import BLANK_IS_NONE
from pseudonymizer.web.schemas.jobs import JobOut
from pseudonymizer.web.services import job_admin

router = APIRouter(tags=["jobs"])


@router.get("/api/jobs")
def list_jobs(
    session: DB, user: Admin, state: Annotated[JobState | None, BLANK_IS_NONE] = None
) -> list[JobOut]:
    return [JobOut.model_validate(job) for job in job_admin.list_jobs(session, state)]


@router.post("/api/jobs/{job_id}/retry")
def retry(job_id: int, session: DB, user: Admin) -> JobOut:
    """Queue a FAILED job again, its attempts counted from zero."""
    return JobOut.model_validate(job_admin.retry(session, job_id))
