"""Uploading documents, their analysis in the background and their states."""

from __future__ import annotations

from tests.web.conftest import Site

LETTER = "Dear Mr Harrington,\nJohn Smith from Leeds will call you on 0113 496 0000.\n"


def test_an_uploaded_text_is_analyzed_and_pre_annotated(any_site: Site) -> None:
    created = any_site.upload(any_site.admin, ("letter.txt", LETTER))
    assert [d["status"] for d in created] == ["NEW"]
    document = any_site.admin.get(f"/api/documents/{created[0]['id']}").json()
    assert document["status"] == "PRE_ANNOTATED"
    assert document["lang"] == "en"
    assert document["progress"]["all"] >= 3
    assert document["progress"]["decided"] < document["progress"]["all"]


def test_a_brat_upload_keeps_its_annotations_as_decided_private_spans(site: Site) -> None:
    text = "Anna Nowak mieszka w Krakowie.\n"
    ann = "T1\tOSOBA 0 10\tAnna Nowak\n"
    created = site.upload(site.admin, ("a.txt", text), ("a.ann", ann), lang="pl")
    assert len(created) == 1
    document = site.admin.get(f"/api/documents/{created[0]['id']}").json()
    assert document["lang"] == "pl"
    assert document["progress"]["decided"] == 0  # private but without a label yet


def test_an_annotator_may_not_upload(site: Site) -> None:
    answer = site.annotator.post(
        "/api/documents", files=[("files", ("a.txt", b"text", "text/plain"))]
    )
    assert answer.status_code == 403


def test_a_bad_file_is_named_and_the_good_ones_are_kept(site: Site) -> None:
    answer = site.admin.post(
        "/api/documents",
        files=[
            ("files", ("good.txt", b"John Smith lives here.", "text/plain")),
            ("files", ("bad.jsonl", b'{"id": "x", "text": "ok"}\n{broken\n', "text/plain")),
        ],
        data={"lang": "en"},
    )
    assert answer.status_code == 201, answer.text
    body = answer.json()
    # The broken record's file still gave its good record.
    assert {d["name"] for d in body} == {"good.txt", "x"}
    assert any("bad.jsonl:2" in error for error in body[0]["errors"]), body[0]["errors"]


def test_unauthenticated_requests_get_401(site: Site) -> None:
    assert site.anonymous().get("/api/documents").status_code == 401


def test_a_change_without_the_csrf_token_is_refused(site: Site) -> None:
    answer = site.admin.http.post(
        "/api/documents", files=[("files", ("a.txt", b"text", "text/plain"))]
    )
    assert answer.status_code == 403
    assert "CSRF" in answer.json()["detail"]


def test_an_empty_file_is_refused_by_name(site: Site) -> None:
    answer = site.admin.post(
        "/api/documents", files=[("files", ("empty.txt", b" \n", "text/plain"))]
    )
    assert answer.status_code == 400
    assert answer.json()["detail"] == "empty.txt: no text in it to annotate"


def test_the_documents_page_offers_every_download(site: Site) -> None:
    created = site.upload(site.admin, ("letter.txt", LETTER))
    page = site.admin.get("/", headers={"accept": "text/html"})
    assert page.status_code == 200
    assert '<form id="download"' in page.text
    for value in ("pseudonymize", "tag", "remove", "annotations", "brat", "keep"):
        assert f'value="{value}"' in page.text
    # The addresses the page's script builds from the form.
    document = created[0]["id"]
    tagged = site.admin.get(
        f"/api/documents/{document}/output?mode=tag&format=text&tags=canonical&candidates=replace"
    )
    assert tagged.status_code == 200
    assert "[PERSON]" in tagged.text and "John Smith" not in tagged.text
    everything = site.admin.get("/api/output?mode=pseudonymize&format=jsonl&tags=canonical")
    assert everything.status_code == 200
    assert everything.headers["content-type"] == "application/zip"
