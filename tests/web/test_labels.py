"""Labels on the annotator's side: create (neutral names, numbered per category), reuse one of
this document's, auto (same category and normalized text), undo; never a replacement."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from pseudonymizer.web.db.models import Label, StoredSpan
from tests.web.conftest import Client, Site

TEXT = "John Smith met Mary Jones in Leeds. JOHN  SMITH left.\n"


def _label(client: Client, span: dict[str, Any], **how: Any) -> Any:
    return client.post(
        "/api/annotate/label", json={"span_id": span["id"], "version": span["version"], **how}
    )


def _span_at(window: dict[str, Any], text: str, surface: str, after: int = 0) -> dict[str, Any]:
    start = text.index(surface, after)
    return next(s for s in window["spans"] if s["start"] == start)


def _private(site: Site, document_id: int, surface: str, start: int, category: str) -> dict:
    """A private span the annotator selected (the recognizer's spans vary by model)."""
    answer = site.annotator.post(
        "/api/annotate/decision",
        json={
            "start": start,
            "end": start + len(surface),
            "status": "private",
            "category": category,
        },
    )
    assert answer.status_code == 200, answer.text
    return answer.json()["spans"][0]


def test_new_labels_have_neutral_names_numbered_per_category(site: Site) -> None:
    document_id = site.upload(site.admin, ("a.txt", TEXT))[0]["id"]
    site.annotator.get("/api/annotate/next")
    john = _private(site, document_id, "John Smith", 0, "PERSON")
    mary = _private(site, document_id, "Mary Jones", 15, "PERSON")
    leeds = _private(site, document_id, "Leeds", 29, "LOCATION")
    names = []
    for span in (john, mary, leeds):
        answer = _label(site.annotator, span, create=True)
        assert answer.status_code == 200, answer.text
        names.append(answer.json()["spans"][0]["label"]["name"])
    assert names == ["PERSON-1", "PERSON-2", "LOCATION-1"]
    window = site.annotator.get("/api/annotate/next").json()
    assert [label["name"] for label in window["labels"]] == ["LOCATION-1", "PERSON-1", "PERSON-2"]


def test_a_label_of_this_document_is_reused_and_one_from_elsewhere_is_unknown(
    site: Site,
) -> None:
    document_id = site.upload(site.admin, ("a.txt", TEXT))[0]["id"]
    with site.db.session() as session:
        elsewhere = Label(name="PERSON-7", category="PERSON")
        session.add(elsewhere)
        session.flush()
        elsewhere_id = elsewhere.id
    site.annotator.get("/api/annotate/next")
    john = _private(site, document_id, "John Smith", 0, "PERSON")
    made = _label(site.annotator, john, create=True).json()["spans"][0]["label"]
    second = _private(site, document_id, "JOHN  SMITH", TEXT.index("JOHN"), "PERSON")
    assert _label(site.annotator, second, label_id=elsewhere_id).status_code == 404
    reused = _label(site.annotator, second, label_id=made["id"])
    assert reused.status_code == 200, reused.text
    assert reused.json()["spans"][0]["label"] == made
    leeds = _private(site, document_id, "Leeds", 29, "LOCATION")
    wrong = _label(site.annotator, leeds, label_id=made["id"])
    assert wrong.status_code == 400 and "PERSON" in wrong.json()["detail"]


def test_auto_takes_the_label_of_the_same_normalized_text_else_a_new_one(site: Site) -> None:
    document_id = site.upload(site.admin, ("a.txt", TEXT))[0]["id"]
    other_text = "Yesterday john smith wrote.\n"
    site.annotator.get("/api/annotate/next")
    john = _private(site, document_id, "John Smith", 0, "PERSON")
    first = _label(site.annotator, john, auto=True).json()["spans"][0]["label"]
    assert first["name"] == "PERSON-1"
    shouted = _private(site, document_id, "JOHN  SMITH", TEXT.index("JOHN"), "PERSON")
    assert _label(site.annotator, shouted, auto=True).json()["spans"][0]["label"] == first
    mary = _private(site, document_id, "Mary Jones", 15, "PERSON")
    assert _label(site.annotator, mary, auto=True).json()["spans"][0]["label"]["name"] == (
        "PERSON-2"
    )
    # In another document, the same person gets the same label.
    other_id = site.upload(site.admin, ("b.txt", other_text))[0]["id"]
    start = other_text.index("john smith")
    answer = site.admin.post(
        "/api/annotate/decision",
        json={
            "start": start,
            "end": start + 10,
            "status": "private",
            "category": "PERSON",
            "document_id": other_id,
        },
    )
    span = answer.json()["spans"][0]
    assert _label(site.admin, span, auto=True).json()["spans"][0]["label"] == first


def test_labelling_is_undone_and_a_candidate_labelled_becomes_private(site: Site) -> None:
    site.upload(site.admin, ("a.txt", TEXT))
    window = site.annotator.get("/api/annotate/next").json()
    span = _span_at(window, TEXT, "John Smith")
    assert span["status"] == "candidate"
    answer = _label(site.annotator, span, create=True)
    labelled = answer.json()["spans"][0]
    assert labelled["status"] == "private" and labelled["decided_by"] == "Anna"
    assert answer.json()["window"]["can_move"] is True
    undone = site.annotator.post("/api/annotate/undo").json()["spans"][0]
    assert (undone["status"], undone["label"]) == ("candidate", None)
    assert undone["version"] == labelled["version"] + 1
    bad = site.annotator.post(
        "/api/annotate/label", json={"span_id": span["id"], "version": undone["version"]}
    )
    assert bad.status_code == 400 and "exactly one" in bad.json()["detail"]


def test_annotators_never_get_a_label_s_replacement(site: Site) -> None:
    document_id = site.upload(site.admin, ("a.txt", TEXT))[0]["id"]
    site.annotator.get("/api/annotate/next")
    john = _private(site, document_id, "John Smith", 0, "PERSON")
    made = _label(site.annotator, john, create=True).json()["spans"][0]
    with site.db.session() as session:
        label = session.get(Label, made["label"]["id"])
        assert label is not None
        label.replacement = "Karel Novotny"
    answers = [
        site.annotator.get("/api/annotate/next"),
        site.annotator.get(f"/api/annotate/spans/{john['id']}"),
        _label(site.annotator, {**john, "version": made["version"]}, auto=True),
        site.annotator.post("/api/annotate/undo"),
    ]
    for answer in answers:
        assert answer.status_code == 200, answer.text
        assert "Karel" not in answer.text and "replacement" not in answer.text
    with site.db.session() as session:
        span = session.scalar(select(StoredSpan).where(StoredSpan.id == john["id"]))
        assert span is not None and span.label_id == made["label"]["id"]
