"""Closed choices as requests send them: read in any case where the library reads them so,
refused before any handler with 422 naming the field and the choices, and a blank filter
meaning no filter."""

from __future__ import annotations

from tests.web.conftest import Site

TEXT = "John Smith met Mary Jones in Leeds. John Smith left.\n"


def test_a_rule_s_type_and_label_are_read_in_any_case(site: Site) -> None:
    made = site.admin.post(
        "/api/rules",
        json={"type": " WORD ", "condition": "old mill", "confidence": -1, "label": " location"},
    )
    assert made.status_code == 201, made.text
    assert (made.json()["type"], made.json()["label"]) == ("word", "LOCATION")
    plain = site.admin.post(
        "/api/rules", json={"type": "NE_TYPE", "condition": "DATE", "confidence": 2, "label": ""}
    )
    assert plain.status_code == 201, plain.text
    assert (plain.json()["type"], plain.json()["label"]) == ("ne_type", "")


def test_a_wrong_choice_is_refused_naming_the_field_and_the_choices(site: Site) -> None:
    rule = {"type": "regex", "condition": "x", "confidence": -1}
    answer = site.admin.post("/api/rules", json=rule)
    assert answer.status_code == 422
    assert answer.json()["detail"] == (
        "body.type: Value error, unknown rule type 'regex'; choose one of ne_type, word, "
        "lemma, user"
    )
    label = site.admin.post("/api/rules", json={**rule, "type": "word", "label": "KING"})
    assert label.status_code == 422 and "body.label" in label.json()["detail"]
    assert "unknown category 'KING'; choose one of PERSON" in label.json()["detail"]
    # Both problems of one request are named in one answer.
    both = site.admin.post("/api/search/mark", json={"status": "maybe", "category": "king"})
    assert both.status_code == 422
    detail = both.json()["detail"]
    assert "body.status: Input should be 'private' or 'public'" in detail
    assert "body.category: Value error, unknown category 'king'" in detail
    assert "body.matches: Field required" in detail


def test_a_review_decision_takes_only_private_or_public(site: Site) -> None:
    site.upload(site.admin, ("a.txt", TEXT))
    assert site.annotator.get("/api/annotate/next").status_code == 200
    assert site.annotator.post("/api/annotate/skip", json={"comment": "?"}).status_code == 200
    item = site.admin.get("/api/review").json()[0]
    for status in ("candidate", "PRIVATE"):
        answer = site.admin.post(f"/api/review/{item['id']}/decide", json={"status": status})
        assert answer.status_code == 422
        assert answer.json()["detail"] == "body.status: Input should be 'private' or 'public'"
    assert site.admin.get("/api/review").json() == [item]


def test_a_preview_is_refused_for_an_occurrence_and_for_no_scope_at_all(site: Site) -> None:
    site.upload(site.admin, ("a.txt", TEXT))
    span = site.annotator.get("/api/annotate/next").json()["spans"][0]
    where = {"start": span["start"], "end": span["end"]}
    occurrence = site.annotator.post("/api/annotate/preview", json={**where, "scope": "occurrence"})
    assert occurrence.status_code == 400
    assert occurrence.json()["detail"] == "a preview is for the scopes sequence and lemma"
    galaxy = site.annotator.post("/api/annotate/preview", json={**where, "scope": "galaxy"})
    assert galaxy.status_code == 422
    assert "'occurrence', 'sequence' or 'lemma'" in galaxy.json()["detail"]


def test_the_admin_pages_filters_still_answer_a_page(site: Site) -> None:
    """The pages take their filters as text from a form and say what is wrong on a page."""
    page = site.admin.get("/admin/jobs?state=LOST", headers={"accept": "text/html"})
    assert page.status_code == 400 and "text/html" in page.headers["content-type"]
    assert "QUEUED, RUNNING, DONE, FAILED" in page.text
    rules = site.admin.get("/admin/rules?type=regex", headers={"accept": "text/html"})
    assert rules.status_code == 400 and "ne_type, word, lemma, user" in rules.text
    assert site.admin.get("/admin/rules?type=", headers={"accept": "text/html"}).status_code == 200
