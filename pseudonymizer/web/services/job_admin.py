"""The admin's view of background work: every job with its state and, for a FAILED one, its
error and a retry."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from pseudonymizer.web import jobs
from pseudonymizer.web.db.models import Job, JobState
from pseudonymizer.web.services import NotFound, ServiceError

SHOWN = 500


def list_jobs(session: Session, state: str | None = None) -> list[Job]:
    """The newest `SHOWN` jobs, of one state when `state` is given."""
    query = select(Job).order_by(Job.id.desc()).limit(SHOWN)
    if state:
        if state not in set(JobState):
            raise ServiceError(f"state must be one of {', '.join(JobState)}, got {state!r}")
        query = query.where(Job.state == state)
    return list(session.scalars(query))


def retry(session: Session, job_id: int) -> Job:
    job = session.get(Job, job_id)
    if job is None:
        raise NotFound(f"no job {job_id}")
    if job.state != JobState.FAILED:
        raise ServiceError(f"only a FAILED job is retried; job {job_id} is {job.state}")
    jobs.retry(session, job)
    return job
