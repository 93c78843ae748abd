"""The admin reads any document whole (logged), sets full reading, and reads the audit log."""

from __future__ import annotations

from sqlalchemy import select

from pseudonymizer.web.db.models import (
    AuditEvent,
    DocumentStatus,
    SpanStatus,
    StoredDocument,
    StoredSpan,
)
from tests.web.conftest import Site

TEXT = "John Smith from Leeds called Mary.\n"


def test_the_admin_opens_a_document_whole_and_it_is_logged(site: Site) -> None:
    document_id = site.upload(site.admin, ("call.txt", TEXT))[0]["id"]
    page = site.admin.get(f"/admin/documents/{document_id}")
    assert page.status_code == 200
    assert "call.txt" in page.text
    # The whole text, its spans underlined (the detected person among them).
    assert '<span class="span-candidate depth-1">John Smith</span>' in page.text
    with site.db.session() as session:
        events = session.scalars(select(AuditEvent).where(AuditEvent.event == "document")).all()
        assert [(e.user_id, e.document_id, e.start, e.end) for e in events] == [
            (site.admin.user_id, document_id, 0, len(TEXT))
        ]
    assert site.admin.get("/admin/documents/999999").status_code == 404
    # A browser gets the error as a page, with who is signed in in its header.
    missing = site.admin.get("/admin/documents/999999", headers={"accept": "text/html"})
    assert missing.status_code == 404 and "text/html" in missing.headers["content-type"]
    assert "no document 999999" in missing.text and "Ada (admin)" in missing.text


def test_an_annotator_never_reads_a_document_whole(site: Site) -> None:
    document_id = site.upload(site.admin, ("call.txt", TEXT))[0]["id"]
    answer = site.annotator.get(f"/admin/documents/{document_id}")
    assert answer.status_code == 403
    assert "Smith" not in answer.text
    with site.db.session() as session:
        assert session.scalar(select(AuditEvent).where(AuditEvent.event == "document")) is None


def test_full_reading_is_set_and_unset(site: Site) -> None:
    document_id = site.upload(site.admin, ("call.txt", TEXT))[0]["id"]
    url = f"/api/documents/{document_id}/full-reading"
    on = site.admin.post(url, json={"on": True})
    assert on.status_code == 200 and on.json()["full_reading"] is True
    assert site.admin.get(f"/api/documents/{document_id}").json()["full_reading"] is True
    assert 'id="full-reading" checked' in site.admin.get(f"/admin/documents/{document_id}").text
    assert site.annotator.post(url, json={"on": False}).status_code == 403
    off = site.admin.post(url, json={"on": False})
    assert off.json()["full_reading"] is False
    assert site.admin.post(url, json={"on": "maybe"}).status_code == 422


def test_the_audit_log_shows_logins_failures_and_readings(any_site: Site) -> None:
    any_site.anonymous().post(
        "/api/auth/login", json={"email": "anna@example.org", "password": "wrong one"}
    )
    document_id = any_site.upload(any_site.admin, ("call.txt", TEXT))[0]["id"]
    any_site.admin.get(f"/admin/documents/{document_id}")
    events = any_site.admin.get("/api/audit").json()
    kinds = [event["event"] for event in events]
    assert kinds[0] == "document" and "login_failed" in kinds and kinds.count("login") >= 2
    reading = events[0]
    assert (reading["user_id"], reading["document_id"], reading["start"], reading["end"]) == (
        any_site.admin.user_id,
        document_id,
        0,
        len(TEXT),
    )
    only = any_site.admin.get("/api/audit?event=login_failed").json()
    assert {event["event"] for event in only} == {"login_failed"}
    page = any_site.admin.get("/admin/audit")
    assert "login_failed" in page.text and f"0–{len(TEXT)}" in page.text and "Ada" in page.text
    assert any_site.annotator.get("/api/audit").status_code == 403
    assert any_site.annotator.get("/admin/audit").status_code == 403


def test_full_reading_on_a_done_document_makes_it_one_to_read_again(site: Site) -> None:
    document_id = site.upload(site.admin, ("call.txt", TEXT))[0]["id"]
    with site.db.session() as session:
        for span in session.scalars(
            select(StoredSpan).where(StoredSpan.document_id == document_id)
        ):
            span.status = SpanStatus.PUBLIC
        document = session.get(StoredDocument, document_id)
        assert document is not None
        document.status = DocumentStatus.DONE
    answer = site.admin.post(f"/api/documents/{document_id}/full-reading", json={"on": True})
    assert answer.json()["status"] == "PRE_ANNOTATED"
