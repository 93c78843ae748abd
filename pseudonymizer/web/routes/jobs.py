"""Background jobs for the admin: their states, a FAILED job's error, and its retry."""

from __future__ import annotations

from fastapi import APIRouter

from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.db.models import Job
from pseudonymizer.web.services import job_admin

router = APIRouter(tags=["jobs"])


def job_json(job: Job) -> dict[str, object]:
    return {
        "id": job.id,
        "kind": job.kind,
        "payload": job.payload,
        "state": job.state,
        "attempts": job.attempts,
        "error": job.error,
        "created_at": job.created_at.isoformat(),
        "finished_at": job.finished_at.isoformat() if job.finished_at else None,
    }


@router.get("/api/jobs")
def list_jobs(session: DB, user: Admin, state: str | None = None) -> list[dict[str, object]]:
    return [job_json(job) for job in job_admin.list_jobs(session, state)]


@router.post("/api/jobs/{job_id}/retry")
def retry(job_id: int, session: DB, user: Admin) -> dict[str, object]:
    """Queue a FAILED job again, its attempts counted from zero."""
    return job_json(job_admin.retry(session, job_id))
