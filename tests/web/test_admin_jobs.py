"""The admin's jobs: states, a FAILED job's error, and its retry."""

from __future__ import annotations

from pseudonymizer.web import jobs
from pseudonymizer.web.db.models import Job
from tests.web.conftest import Site


def _failed(site: Site) -> int:
    with site.db.session() as session:
        job_id = jobs.enqueue(session, "no-such-kind", {"document_id": 7}).id
    site.work()
    return job_id


def test_a_failed_job_shows_its_error_and_is_retried(any_site: Site) -> None:
    job_id = _failed(any_site)
    listed = {job["id"]: job for job in any_site.admin.get("/api/jobs").json()}
    assert listed[job_id]["state"] == "FAILED"
    assert listed[job_id]["attempts"] == 1
    assert "no handler for jobs of kind 'no-such-kind'" in listed[job_id]["error"]
    page = any_site.admin.get("/admin/jobs?state=FAILED")
    assert "no-such-kind" in page.text and "Retry" in page.text
    answer = any_site.admin.post(f"/api/jobs/{job_id}/retry")
    assert answer.status_code == 200, answer.text
    assert answer.json()["state"] == "QUEUED" and answer.json()["error"] is None
    with any_site.db.session() as session:
        job = session.get(Job, job_id)
        assert job is not None and job.state == "QUEUED" and job.attempts == 0
    any_site.work()  # the handler is still missing: it fails again, its error shown again
    assert any_site.admin.get("/api/jobs?state=FAILED").json()[0]["id"] == job_id


def test_only_a_failed_job_is_retried(site: Site) -> None:
    site.upload(site.admin, ("a.txt", "John Smith wrote.\n"))
    done = site.admin.get("/api/jobs?state=DONE").json()
    assert [job["kind"] for job in done] == ["analyze"]
    answer = site.admin.post(f"/api/jobs/{done[0]['id']}/retry")
    assert answer.status_code == 400 and "only a FAILED job" in answer.json()["detail"]
    assert site.admin.post("/api/jobs/999999/retry").status_code == 404
    lost = site.admin.get("/api/jobs?state=LOST")
    assert lost.status_code == 422 and "'QUEUED', 'RUNNING', 'DONE' or 'FAILED'" in lost.text
    assert len(site.admin.get("/api/jobs?state=").json()) == len(site.admin.get("/api/jobs").json())


def test_annotators_see_no_jobs(site: Site) -> None:
    job_id = _failed(site)
    assert site.annotator.get("/api/jobs").status_code == 403
    assert site.annotator.post(f"/api/jobs/{job_id}/retry").status_code == 403
    assert site.annotator.get("/admin/jobs").status_code == 403
