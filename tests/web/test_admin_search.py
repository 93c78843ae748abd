"""Search and annotate: words, lemmas or a regular expression over the corpus, every match in
context, the chosen ones marked at once as the admin's decisions (with actions)."""

from __future__ import annotations

from sqlalchemy import select

from pseudonymizer.web.db.models import Action, AuditEvent, StoredSpan
from tests.web.conftest import Site

ONE = "The codename bluebird was sent. Bluebird came back on Monday.\n"
TWO = "Nobody knew bluebird, and the room 4711 stayed empty.\n"


def _corpus(site: Site) -> tuple[int, int]:
    created = site.upload(site.admin, ("one.txt", ONE), ("two.txt", TWO))
    return created[0]["id"], created[1]["id"]


def test_words_are_found_as_exact_tokens_in_context(any_site: Site) -> None:
    one, two = _corpus(any_site)
    answer = any_site.admin.get("/api/search", params={"kind": "words", "q": "bluebird"})
    assert answer.status_code == 200, answer.text
    matches = answer.json()["matches"]
    assert [(m["document_id"], m["start"], m["end"]) for m in matches] == [
        (one, 13, 21),
        (two, 12, 20),
    ]
    context = matches[0]["context"]
    assert context["text"] == "bluebird"
    assert context["before"] == "The codename "
    assert context["after"].startswith(" was sent.")
    assert matches[1]["document"] == "two.txt"
    with any_site.db.session() as session:
        logged = session.scalars(select(AuditEvent).where(AuditEvent.event == "search")).all()
        assert sorted((e.document_id, e.start <= 12) for e in logged) == [(one, True), (two, True)]


def test_lemmas_match_any_case_and_regular_expressions_run_on_the_text(site: Site) -> None:
    one, two = _corpus(site)
    lemmas = site.admin.get("/api/search", params={"kind": "lemmas", "q": "bluebird"}).json()
    assert [(m["document_id"], m["start"]) for m in lemmas["matches"]] == [
        (one, 13),
        (one, 32),
        (two, 12),
    ]
    regex = site.admin.get("/api/search", params={"kind": "regex", "q": r"\b\d{4}\b"}).json()
    assert [(m["document_id"], m["start"], m["end"]) for m in regex["matches"]] == [(two, 35, 39)]
    assert TWO[35:39] == "4711"


def test_a_bad_regular_expression_gets_400_with_its_message(site: Site) -> None:
    _corpus(site)
    answer = site.admin.get("/api/search", params={"kind": "regex", "q": "(unclosed"})
    assert answer.status_code == 400
    assert answer.json()["detail"].startswith("not a regular expression: missing ), unterminated")
    empty = site.admin.get("/api/search", params={"kind": "words", "q": "  "})
    assert empty.status_code == 400
    kind = site.admin.get("/api/search", params={"kind": "soundex", "q": "x"})
    assert kind.status_code == 422 and "'words', 'lemmas' or 'regex'" in kind.json()["detail"]


def test_the_chosen_matches_are_marked_private_as_the_admins_decisions(any_site: Site) -> None:
    one, two = _corpus(any_site)
    matches = any_site.admin.get("/api/search", params={"kind": "words", "q": "bluebird"}).json()
    chosen = [
        {"document_id": m["document_id"], "start": m["start"], "end": m["end"]}
        for m in matches["matches"]
    ]
    answer = any_site.admin.post(
        "/api/search/mark", json={"status": "private", "category": "PERSON", "matches": chosen}
    )
    assert answer.status_code == 200, answer.text
    spans = answer.json()["spans"]
    assert [(s["start"], s["end"], s["status"], s["category"], s["decided_by"]) for s in spans] == [
        (13, 21, "private", "PERSON", "Ada"),
        (12, 20, "private", "PERSON", "Ada"),
    ]
    with any_site.db.session() as session:
        actions = session.scalars(select(Action).order_by(Action.id)).all()
        assert [(a.user_id, a.document_id, a.kind) for a in actions] == [
            (any_site.admin.user_id, one, "private:occurrence"),
            (any_site.admin.user_id, two, "private:occurrence"),
        ]
        span = session.scalar(
            select(StoredSpan).where(StoredSpan.document_id == one, StoredSpan.start == 13)
        )
        assert span is not None and span.decided_at is not None
    again = any_site.admin.get("/api/search", params={"kind": "words", "q": "bluebird"}).json()
    assert [s["status"] for m in again["matches"] for s in m["spans"]] == ["private", "private"]


def test_a_match_changed_since_the_search_is_a_conflict(site: Site) -> None:
    one, _ = _corpus(site)
    mark = {"status": "public", "matches": [{"document_id": one, "start": 13, "end": 21}]}
    assert site.admin.post("/api/search/mark", json=mark).status_code == 200
    shown = site.admin.get("/api/search", params={"kind": "words", "q": "bluebird"}).json()
    version = shown["matches"][0]["spans"][0]["version"]
    first = {"document_id": one, "start": 13, "end": 21, "version": version}
    assert site.admin.post("/api/search/mark", json={**mark, "matches": [first]}).status_code == 200
    stale = site.admin.post("/api/search/mark", json={**mark, "matches": [first]})
    assert stale.status_code == 409
    assert stale.json()["detail"].startswith(f"document {one}, 13-21:")
    assert stale.json()["current"]["status"] == "public"


def test_annotators_do_not_search(site: Site) -> None:
    _corpus(site)
    assert site.annotator.get("/api/search", params={"q": "bluebird"}).status_code == 403
    mark = {"status": "public", "matches": [{"document_id": 1, "start": 13, "end": 21}]}
    assert site.annotator.post("/api/search/mark", json=mark).status_code == 403
    assert site.annotator.get("/admin/search").status_code == 403
    assert "Search and annotate" in site.admin.get("/admin/search").text


def test_a_document_not_analyzed_yet_is_not_searched(site: Site) -> None:
    answer = site.admin.post(
        "/api/documents",
        files=[("files", ("new.txt", b"bluebird waits for analysis.\n", "text/plain"))],
        data={"lang": "en"},
    )
    assert answer.status_code == 201  # its analysis job is still queued
    found = site.admin.get("/api/search", params={"kind": "regex", "q": "bluebird"}).json()
    assert found["matches"] == []
    site.work()
    found = site.admin.get("/api/search", params={"kind": "regex", "q": "bluebird"}).json()
    assert [(m["document"], m["start"]) for m in found["matches"]] == [("new.txt", 0)]
