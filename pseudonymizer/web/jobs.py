"""Background work from a job table, so it survives a restart and any number of workers share it.

A job is QUEUED, then RUNNING under one worker (claimed atomically: `FOR UPDATE SKIP LOCKED`
on PostgreSQL, a conditional UPDATE on SQLite), then DONE or FAILED with its error shown to
the admin, who can retry it. A running job's worker writes a heartbeat; a job whose heartbeat
is older than `STALE_AFTER` was left by a worker that died (a restart) and is queued again.
What a kind of job does is a function of the service that owns it; `background.py` names them,
and a worker is handed that table.
"""

from __future__ import annotations

import gc
import logging
import os
import socket
import threading
import traceback
from collections.abc import Callable, Mapping
from datetime import timedelta
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from pseudonymizer.web.db.models import Job, JobState, now
from pseudonymizer.web.db.session import Database

log = logging.getLogger(__name__)
STALE_AFTER = timedelta(seconds=60)
HEARTBEAT_EVERY = 10.0
MAX_ATTEMPTS = 3
Handler = Callable[[Database, dict[str, Any]], None]
# What each kind of job does, by kind.
Handlers = Mapping[str, Handler]


def enqueue(session: Session, kind: str, payload: dict[str, Any]) -> Job:
    job = Job(kind=kind, payload=payload)
    session.add(job)
    session.flush()
    return job


def retry(session: Session, job: Job) -> None:
    job.state = JobState.QUEUED
    job.error = None
    job.attempts = 0
    job.finished_at = None


def requeue_stale(db: Database, older_than: timedelta = STALE_AFTER) -> int:
    """Queue again the jobs whose worker has not beaten for `older_than` (it died mid-job)."""
    with db.session() as session:
        result = session.execute(
            update(Job)
            .where(Job.state == JobState.RUNNING, Job.heartbeat_at < now() - older_than)
            .values(state=JobState.QUEUED, worker=None)
        )
        return result.rowcount or 0


def claim(db: Database, worker: str) -> int | None:
    """The id of a queued job, now RUNNING under `worker`; None when there is none."""
    with db.session() as session:
        query = select(Job.id).where(Job.state == JobState.QUEUED).order_by(Job.id).limit(1)
        if not db.is_sqlite:
            query = query.with_for_update(skip_locked=True)
        for _ in range(5):
            job_id = session.scalar(query)
            if job_id is None:
                return None
            claimed = session.execute(
                update(Job)
                .where(Job.id == job_id, Job.state == JobState.QUEUED)
                .values(
                    state=JobState.RUNNING,
                    worker=worker,
                    heartbeat_at=now(),
                    attempts=Job.attempts + 1,
                )
            )
            if claimed.rowcount == 1:
                return job_id
    return None


def run_one(db: Database, worker: str, handlers: Handlers) -> bool:
    """Claim and run one job; False when none was waiting."""
    job_id = claim(db, worker)
    if job_id is None:
        return False
    with db.session() as session:
        job = session.get(Job, job_id)
        assert job is not None
        kind, payload, attempts = job.kind, dict(job.payload), job.attempts
    beat = _Heartbeat(db, job_id)
    beat.start()
    try:
        function = handlers.get(kind)
        if function is None:
            raise LookupError(f"no handler for jobs of kind {kind!r}")
        function(db, payload)
    except Exception as error:  # a job's failure is recorded, never the worker's end
        # The message and the place, never the document's text (which no handler raises).
        where = traceback.extract_tb(error.__traceback__)[-1]
        message = f"{type(error).__name__}: {error} ({where.filename}:{where.lineno})"
        log.warning("job %s (%s) failed: %s", job_id, kind, type(error).__name__)
        state = (
            JobState.QUEUED if attempts < MAX_ATTEMPTS and _transient(error) else JobState.FAILED
        )
        _finish(db, job_id, state, message)
    else:
        _finish(db, job_id, JobState.DONE, None)
    finally:
        beat.stop()
    if kind not in _settled:
        _settled.add(kind)
        settle()
    return True


# The kinds of job this process has run once: what they load on first use is loaded.
_settled: set[str] = set()


def settle() -> None:
    """Move what the process holds now (spaCy models, lexicons, imported modules: loaded once,
    kept for its life) out of the garbage collector's sight, so later collections do not walk
    it again: beside a loaded model, a rule's pass over 1,000 documents took twice as long."""
    gc.collect()
    gc.freeze()


def _transient(error: Exception) -> bool:
    """Database hiccups are tried again; an error in the work itself is not."""
    from sqlalchemy.exc import OperationalError

    return isinstance(error, OperationalError)


def _finish(db: Database, job_id: int, state: JobState, error: str | None) -> None:
    with db.session() as session:
        job = session.get(Job, job_id)
        if job is None:  # erased with its document meanwhile
            return
        job.state = state
        job.error = error
        job.finished_at = now() if state in (JobState.DONE, JobState.FAILED) else None


class _Heartbeat(threading.Thread):
    def __init__(self, db: Database, job_id: int) -> None:
        super().__init__(daemon=True)
        self.db, self.job_id = db, job_id
        self._stop = threading.Event()

    def run(self) -> None:
        while not self._stop.wait(HEARTBEAT_EVERY):
            with self.db.session() as session:
                session.execute(update(Job).where(Job.id == self.job_id).values(heartbeat_at=now()))

    def stop(self) -> None:
        self._stop.set()


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{threading.get_ident()}"


def work(db: Database, stop: threading.Event, handlers: Handlers, idle: float = 0.5) -> None:
    """Run jobs until `stop` is set, sleeping `idle` seconds when there are none."""
    name = worker_name()
    requeue_stale(db)
    while not stop.is_set():
        try:
            ran = run_one(db, name, handlers)
        except Exception:  # the database went away: wait and try again
            log.exception("worker %s could not claim a job", name)
            ran = False
        if not ran:
            requeue_stale(db)
            stop.wait(idle)


def drain(db: Database, handlers: Handlers) -> int:
    """Run queued jobs until none is left, in this thread; how many ran (for tests and CLI)."""
    name = worker_name()
    count = 0
    while run_one(db, name, handlers):
        count += 1
    return count
