"""The job table: a worker process that dies mid-job leaves it to be taken up again and
finished; a job that fails is FAILED with its error and can be retried."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

from sqlalchemy import select

from pseudonymizer.web import jobs
from pseudonymizer.web.db.models import Job, JobState, StoredDocument
from tests.web.conftest import Site

# Long enough that its analysis is still running when the worker is killed.
LONG = (
    "John Smith met Mary Jones in Leeds on 3 May 2021 and wrote to her at mary@example.org. " * 3000
)


def _job_state(site: Site, job_id: int) -> tuple[str, str | None]:
    with site.db.session() as session:
        job = session.get(Job, job_id)
        assert job is not None
        return job.state, job.worker


def test_a_job_whose_worker_died_is_taken_up_again_and_finishes(site: Site) -> None:
    answer = site.admin.post(
        "/api/documents", files=[("files", ("long.txt", LONG.encode(), "text/plain"))]
    )
    assert answer.status_code == 201, answer.text
    document_id = answer.json()[0]["id"]
    with site.db.session() as session:
        job_id = session.scalar(select(Job.id).where(Job.kind == "analyze"))
    worker = subprocess.Popen(
        [str(Path(sys.executable).with_name("pseudonymizer")), "worker", "--db", site.db.url],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 120
        while _job_state(site, job_id)[0] != JobState.RUNNING:
            assert time.monotonic() < deadline, "the worker never took the job"
            assert worker.poll() is None, "the worker exited"
            time.sleep(0.05)
        os.killpg(worker.pid, signal.SIGKILL)  # the machine goes down mid-job
        worker.wait(timeout=10)
    finally:
        if worker.poll() is None:
            os.killpg(worker.pid, signal.SIGKILL)
    state, owner = _job_state(site, job_id)
    assert state == JobState.RUNNING and owner is not None
    # Its heartbeat has stopped: once it is older than the limit, the job is queued again.
    assert jobs.requeue_stale(site.db, older_than=timedelta(0)) == 1
    assert site.work() == 1
    assert _job_state(site, job_id)[0] == JobState.DONE
    with site.db.session() as session:
        document = session.get(StoredDocument, document_id)
        assert document is not None and document.status == "PRE_ANNOTATED"
        assert len(document.analysis["tokens"]) > 50_000


def test_a_failing_job_is_failed_with_its_error_and_can_be_retried(site: Site) -> None:
    with site.db.session() as session:
        job = jobs.enqueue(session, "no such kind", {})
        job_id = job.id
    assert site.work() == 1
    with site.db.session() as session:
        job = session.get(Job, job_id)
        assert job is not None
        assert job.state == JobState.FAILED
        assert "no handler for jobs of kind 'no such kind'" in (job.error or "")
        jobs.retry(session, job)
    assert _job_state(site, job_id)[0] == JobState.QUEUED
