"""The review queue: what an annotator was unsure of, with their comment; the admin reads the
context (logged), decides it (a person's decision, the item resolved) or just resolves it."""

from __future__ import annotations

from sqlalchemy import select

from pseudonymizer.web.db.models import AuditEvent, ReviewItem, StoredSpan
from tests.web.conftest import Site

TEXT = (
    "Minutes of the meeting. The chair opened at ten. "
    "Then bluebird reported on the budget, and everyone agreed. The end.\n"
)


def _queued(site: Site) -> tuple[int, int, int]:
    """A document with two items of the annotator: one on a span, one on a stretch."""
    document_id = site.upload(site.admin, ("minutes.txt", TEXT))[0]["id"]
    start = TEXT.index("bluebird")
    with site.db.session() as session:
        span = StoredSpan(
            document_id=document_id,
            start=start,
            end=start + len("bluebird"),
            category="PERSON",
            source="rule:word",
            status="candidate",
        )
        session.add(span)
        session.flush()
        on_span = ReviewItem(
            document_id=document_id,
            start=span.start,
            end=span.end,
            span_id=span.id,
            user_id=site.annotator.user_id,
            comment="a code name or a person?",
        )
        stretch = ReviewItem(
            document_id=document_id, start=0, end=22, user_id=site.annotator.user_id, comment=""
        )
        session.add_all([on_span, stretch])
        session.flush()
        return document_id, on_span.id, stretch.id


def test_the_queue_shows_document_offsets_annotator_and_comment(any_site: Site) -> None:
    document_id, on_span, stretch = _queued(any_site)
    queue = any_site.admin.get("/api/review").json()
    assert [item["id"] for item in queue] == [on_span, stretch]
    first = queue[0]
    start = TEXT.index("bluebird")
    assert (first["document_id"], first["document"], first["start"], first["end"]) == (
        document_id,
        "minutes.txt",
        start,
        start + 8,
    )
    assert (first["annotator"], first["comment"]) == ("Anna", "a code name or a person?")
    assert first["span"]["status"] == "candidate" and "bluebird" not in str(queue)
    page = any_site.admin.get("/admin/review")
    assert "a code name or a person?" in page.text and "Anna" in page.text


def test_the_context_is_a_snippet_around_the_item_and_logged(site: Site) -> None:
    document_id, on_span, _ = _queued(site)
    answer = site.admin.get(f"/api/review/{on_span}/context")
    assert answer.status_code == 200
    context = answer.json()["context"]
    assert context["text"] == "bluebird"
    assert (
        TEXT[context["start"] : context["end"]] == context["before"] + "bluebird" + context["after"]
    )
    assert context["before"].endswith("Then ")
    with site.db.session() as session:
        event = session.scalar(select(AuditEvent).where(AuditEvent.event == "review"))
        assert event is not None
        assert (event.user_id, event.document_id, event.start, event.end) == (
            site.admin.user_id,
            document_id,
            context["start"],
            context["end"],
        )


def test_deciding_an_item_decides_its_span_and_resolves_it(site: Site) -> None:
    _, on_span, stretch = _queued(site)
    answer = site.admin.post(
        f"/api/review/{on_span}/decide", json={"status": "public", "scope": "occurrence"}
    )
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["item"]["resolved"] is True
    assert [(s["status"], s["decided_by"]) for s in body["spans"]] == [("public", "Ada")]
    assert [item["id"] for item in site.admin.get("/api/review").json()] == [stretch]
    done = site.admin.get("/api/review?resolved=true").json()
    assert [item["id"] for item in done] == [on_span]


def test_a_stale_version_is_a_conflict_and_the_item_stays(site: Site) -> None:
    _, on_span, _ = _queued(site)
    stale = site.admin.post(
        f"/api/review/{on_span}/decide", json={"status": "private", "version": 0}
    )
    assert stale.status_code == 409
    with site.db.session() as session:
        item = session.get(ReviewItem, on_span)
        assert item is not None and item.resolved is False


def test_resolving_without_a_decision_leaves_the_span(site: Site) -> None:
    _, on_span, _ = _queued(site)
    assert site.admin.post(f"/api/review/{on_span}/resolve").json()["resolved"] is True
    with site.db.session() as session:
        item = session.get(ReviewItem, on_span)
        assert item is not None
        span = session.get(StoredSpan, item.span_id)
        assert span is not None and span.status == "candidate"
    assert site.admin.post("/api/review/999999/resolve").status_code == 404


def test_annotators_have_no_review_queue(site: Site) -> None:
    _, on_span, _ = _queued(site)
    assert site.annotator.get("/api/review").status_code == 403
    context = site.annotator.get(f"/api/review/{on_span}/context")
    assert context.status_code == 403 and "bluebird" not in context.text
    assert site.annotator.post(f"/api/review/{on_span}/resolve").status_code == 403
    assert site.annotator.get("/admin/review").status_code == 403


def test_an_item_on_a_stretch_becomes_a_span_of_the_admins(site: Site) -> None:
    _, _, stretch = _queued(site)
    answer = site.admin.post(
        f"/api/review/{stretch}/decide", json={"status": "private", "category": "ORGANIZATION"}
    )
    assert answer.status_code == 200, answer.text
    assert [
        (s["start"], s["end"], s["status"], s["category"], s["source"])
        for s in answer.json()["spans"]
    ] == [(0, 22, "private", "ORGANIZATION", "user")]


def test_an_annotators_skip_reaches_the_queue(site: Site) -> None:
    site.upload(site.admin, ("minutes.txt", "John Smith opened the meeting in Leeds.\n"))
    window = site.annotator.get("/api/annotate/next").json()
    span = window["spans"][0]
    skipped = site.annotator.post(
        "/api/annotate/skip", json={"span_id": span["id"], "comment": "not sure it is a name"}
    )
    assert skipped.status_code == 200, skipped.text
    queue = site.admin.get("/api/review").json()
    assert [(i["span_id"], i["start"], i["end"], i["annotator"], i["comment"]) for i in queue] == [
        (span["id"], span["start"], span["end"], "Anna", "not sure it is a name")
    ]
