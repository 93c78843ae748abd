"""Decisions of each scope, find-more across documents, public removing what it found (but
never a person's span), undo and redo, the preview, and lemmas of declined Polish names."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from pseudonymizer.web.db.models import Action, StoredRule, StoredSpan
from tests.web.conftest import Client, Site

TEXT = "John Smith met Mary Jones in Leeds. John Smith left.\nLater, John Smith called.\n"
DOOR = "We painted the green door. Then the green door was shut. Nobody saw it.\n"
OTHER = "A green door stood there. Behind the green door was a yard.\n"


def _spans(site: Site, document_id: int) -> list[tuple[int, int, str, str, int | None]]:
    with site.db.session() as session:
        return [
            (span.start, span.end, span.status, span.source, span.decided_by)
            for span in session.scalars(
                select(StoredSpan)
                .where(StoredSpan.document_id == document_id)
                .order_by(StoredSpan.start)
            )
        ]


def _rules(site: Site) -> list[tuple[str, str, float, str, int | None, int | None]]:
    with site.db.session() as session:
        return [
            (r.type, r.condition, r.confidence, r.label, r.document_id, r.created_by)
            for r in session.scalars(select(StoredRule).order_by(StoredRule.id))
        ]


def _decide(client: Client, span: dict[str, Any], status: str, scope: str = "occurrence") -> dict:
    answer = client.post(
        "/api/annotate/decision",
        json={"span_id": span["id"], "version": span["version"], "status": status, "scope": scope},
    )
    assert answer.status_code == 200, answer.text
    return answer.json()


def _select(client: Client, start: int, end: int, status: str, scope: str, **more: Any) -> dict:
    body = {"start": start, "end": end, "status": status, "scope": scope, **more}
    answer = client.post("/api/annotate/decision", json=body)
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_an_occurrence_decision_changes_that_span_alone(any_site: Site) -> None:
    document_id = any_site.upload(any_site.admin, ("a.txt", TEXT))[0]["id"]
    window = any_site.annotator.get("/api/annotate/next").json()
    first = window["spans"][0]
    assert TEXT[first["start"] : first["end"]] == "John Smith"
    answer = _decide(any_site.annotator, first, "public")
    assert answer["spans"] == [
        {**first, "status": "public", "version": first["version"] + 1, "decided_by": "Anna"}
    ]
    smiths = [s for s in _spans(any_site, document_id) if TEXT[s[0] : s[1]] == "John Smith"]
    assert [s[2] for s in smiths] == ["public", "candidate", "candidate"]
    assert _rules(any_site) == []
    with any_site.db.session() as session:
        action = session.scalar(select(Action))
        assert action is not None and action.kind == "public:occurrence"
        assert action.change["spans"][0]["before"]["status"] == "candidate"
        assert action.change["spans"][0]["after"]["status"] == "public"


def test_a_sequence_decision_makes_a_rule_applied_here_at_once(any_site: Site) -> None:
    document_id = any_site.upload(any_site.admin, ("a.txt", TEXT))[0]["id"]
    window = any_site.annotator.get("/api/annotate/next").json()
    answer = _decide(any_site.annotator, window["spans"][0], "private", "sequence")
    smiths = [s for s in _spans(any_site, document_id) if TEXT[s[0] : s[1]] == "John Smith"]
    assert [s[2] for s in smiths] == ["private", "private", "private"]
    # Only the one the person decided is theirs; the others are the rule's.
    assert [s[4] for s in smiths] == [any_site.annotator.user_id, None, None]
    assert {(s["start"], s["status"]) for s in answer["spans"]} == {
        (s[0], "private") for s in smiths
    }
    assert _rules(any_site) == [
        ("word", "John Smith", -1.0, "PERSON", document_id, any_site.annotator.user_id)
    ]


def test_find_more_creates_spans_in_another_document_and_public_removes_them(site: Site) -> None:
    here = site.upload(site.admin, ("door.txt", DOOR))[0]["id"]
    window = site.annotator.get("/api/annotate/next").json()
    assert window["document"]["id"] == here
    start = DOOR.index("green door")
    _select(site.annotator, start, start + 10, "private", "sequence", category="LOCATION")
    # This document at once: the second green door is a span of the rule's.
    second = DOOR.index("green door", start + 1)
    assert _spans(site, here) == [
        (start, start + 10, "private", "user", site.annotator.user_id),
        (second, second + 10, "private", "rule:word", None),
    ]
    there = site.upload(site.admin, ("other.txt", OTHER))[0]["id"]
    later = site.upload(site.admin, ("later.txt", "The green door again.\n"))[0]["id"]
    site.work()
    doors = [i for i in range(len(OTHER)) if OTHER.startswith("green door", i)]
    assert _spans(site, there) == [(i, i + 10, "private", "rule:word", None) for i in doors]
    # A document analyzed after the rule was made gets it from the analysis itself.
    assert [s[2] for s in _spans(site, later)] == ["private"]
    with site.db.session() as session:
        made = session.scalar(
            select(StoredSpan).where(StoredSpan.document_id == there).order_by(StoredSpan.start)
        )
        assert made is not None and made.rule_id is not None and made.category == "LOCATION"
        kept_id = made.id
    # A person decides the first green door of the other document themselves.
    decided = site.admin.post(
        "/api/annotate/decision",
        json={"span_id": kept_id, "version": 1, "status": "private", "scope": "occurrence"},
    )
    assert decided.status_code == 200, decided.text
    # Public for the sequence: the find-more rule and what it found nobody decided are gone.
    _select(site.annotator, start, start + 10, "public", "sequence")
    site.work()
    assert _spans(site, there) == [(doors[0], doors[0] + 10, "private", "rule:word", 1)]
    assert _spans(site, here)[0][2] == "public"
    assert (second, second + 10) not in [(s[0], s[1]) for s in _spans(site, here)]
    assert [r[:3] for r in _rules(site)] == [("word", "green door", 1.0)]


def test_undo_and_redo_one_s_own_decisions(any_site: Site) -> None:
    document_id = any_site.upload(any_site.admin, ("door.txt", DOOR))[0]["id"]
    any_site.annotator.get("/api/annotate/next")
    before = _spans(any_site, document_id)
    start = DOOR.index("green door")
    _select(any_site.annotator, start, start + 10, "private", "sequence", category="LOCATION")
    after = _spans(any_site, document_id)
    assert len(after) == len(before) + 2
    undone = any_site.annotator.post("/api/annotate/undo")
    assert undone.status_code == 200, undone.text
    assert _spans(any_site, document_id) == before
    assert _rules(any_site) == []
    assert any_site.annotator.post("/api/annotate/undo").status_code == 409
    redone = any_site.annotator.post("/api/annotate/redo")
    assert redone.status_code == 200, redone.text
    assert _spans(any_site, document_id) == after
    assert [r[:3] for r in _rules(any_site)] == [("word", "green door", -1.0)]
    assert {s["start"] for s in redone.json()["spans"]} == {s[0] for s in after}
    # A new action clears what could be redone.
    any_site.annotator.post("/api/annotate/undo")
    _select(any_site.annotator, start, start + 5, "public", "occurrence")
    nothing = any_site.annotator.post("/api/annotate/redo")
    assert nothing.status_code == 409 and "nothing to redo" in nothing.json()["detail"]


def test_undo_is_one_s_own_and_refused_over_someone_else_s_later_decision(site: Site) -> None:
    site.upload(site.admin, ("a.txt", TEXT))
    window = site.annotator.get("/api/annotate/next").json()
    span = window["spans"][0]
    _decide(site.annotator, span, "public")
    # The admin has nothing of their own to undo.
    assert site.admin.post("/api/annotate/undo").status_code == 409
    site.admin.post(
        "/api/annotate/decision",
        json={"span_id": span["id"], "version": span["version"] + 1, "status": "private"},
    )
    refused = site.annotator.post("/api/annotate/undo")
    assert refused.status_code == 409
    assert "changed by someone else" in refused.json()["detail"]
    assert refused.json()["current"]["status"] == "private"


def test_the_preview_counts_occurrences_and_documents(site: Site) -> None:
    site.upload(site.admin, ("door.txt", DOOR))
    window = site.annotator.get("/api/annotate/next").json()
    site.upload(site.admin, ("other.txt", OTHER), ("none.txt", "A red door.\n"))
    text = window["window"]["text"]
    start = window["window"]["start"] + text.index("green door")
    answer = site.annotator.post(
        "/api/annotate/preview", json={"start": start, "end": start + 10, "scope": "sequence"}
    )
    assert answer.status_code == 200, answer.text
    assert answer.json() == {"occurrences": 4, "documents": 2}
    bad = site.annotator.post(
        "/api/annotate/preview", json={"start": start, "end": start + 10, "scope": "occurrence"}
    )
    assert bad.status_code == 400


def test_a_selection_inside_a_token_is_a_user_span(site: Site) -> None:
    text = "Write to jan.novak@example.org today.\n"
    document_id = site.upload(site.admin, ("a.txt", text))[0]["id"]
    site.annotator.get("/api/annotate/next")
    start = text.index("jan.novak")
    answer = _select(site.annotator, start, start + 9, "private", "occurrence")
    span = answer["spans"][0]
    assert (span["start"], span["end"], span["source"]) == (start, start + 9, "user")
    # The e-mail it lies in gave the category.
    assert span["category"] == "EMAIL"
    assert (start, start + 9, "private", "user", site.annotator.user_id) in _spans(
        site, document_id
    )
    for bad in ({"start": 5, "end": 2}, {"start": 0, "end": 10_000}):
        assert (
            site.annotator.post(
                "/api/annotate/decision", json={**bad, "status": "private"}
            ).status_code
            == 400
        )
    unknown = site.annotator.post(
        "/api/annotate/decision", json={"start": 0, "end": 5, "status": "maybe"}
    )
    assert unknown.status_code == 422 and "'private' or 'public'" in unknown.json()["detail"]


def test_a_lemma_decision_finds_the_declined_forms_of_a_polish_name(site: Site) -> None:
    text = (
        "Rozmawiałem wczoraj z Kowalskim o pracy. Kowalski przyszedł późno. "
        "Dom Kowalskiego stoi przy drodze. Praca była ciężka, a o pracę trudno.\n"
    )
    document_id = site.upload(site.admin, ("pl.txt", text), lang="pl")[0]["id"]
    window = site.annotator.get("/api/annotate/next").json()
    assert window["window"]["text"] == text.strip()
    form = text.index("Kowalskim")
    span = next(s for s in window["spans"] if s["start"] == form)
    _decide(site.annotator, span, "private", "lemma")
    names = {
        text[s[0] : s[1]]: s[2] for s in _spans(site, document_id) if text[s[0]].startswith("K")
    }
    assert names == {"Kowalskim": "private", "Kowalski": "private", "Kowalskiego": "private"}
    assert [r[:4] for r in _rules(site)] == [("lemma", "kowalski", -1.0, "PERSON")]
    # A word no recognizer found, by its lemma: every form of "praca" becomes a span.
    work = text.index("pracy")
    _select(site.annotator, work, work + 5, "private", "lemma", category="OTHER")
    found = sorted(text[s[0] : s[1]] for s in _spans(site, document_id) if s[3] == "rule:lemma")
    assert found == ["Praca", "pracę"]


def test_a_decision_may_correct_the_category_and_drops_a_label_of_the_old_one(site: Site) -> None:
    site.upload(site.admin, ("a.txt", TEXT))
    window = site.annotator.get("/api/annotate/next").json()
    leeds = next(s for s in window["spans"] if TEXT[s["start"] : s["end"]] == "Leeds")
    labelled = site.annotator.post(
        "/api/annotate/label",
        json={"span_id": leeds["id"], "version": leeds["version"], "create": True},
    ).json()["spans"][0]
    assert labelled["label"]["name"] == "LOCATION-1"
    answer = site.annotator.post(
        "/api/annotate/decision",
        json={
            "span_id": leeds["id"],
            "version": labelled["version"],
            "status": "private",
            "category": "organization",
        },
    )
    assert answer.status_code == 200, answer.text
    span = answer.json()["spans"][0]
    assert (span["category"], span["label"]) == ("ORGANIZATION", None)
    wrong = site.annotator.post(
        "/api/annotate/decision",
        json={
            "span_id": leeds["id"],
            "version": span["version"],
            "status": "private",
            "category": "KING",
        },
    )
    assert wrong.status_code == 422 and "unknown category" in wrong.json()["detail"]
