"""The audit of a download: every output is audited as `run` audits it (the pipeline's audit
stage), a download says how many certain and suspected leaks it holds, and the admin sees each
finding of a document's output in the output around it; annotators see none of it."""

from __future__ import annotations

import json
import re

from sqlalchemy import select

from pseudonymizer.web.db.models import AuditEvent, DocumentStatus, StoredDocument
from tests.web.conftest import Site
from tests.web.test_output import _decided, _files

# `Novák` alone, on the second line, is no span: a word of the private `Jan Novák` left
# standing, a certain leak; the phone number no one marked is a suspected one.
TEXT = "Jan Novák wrote to us.\nWe answered Novák at once; call 603 123 456 later.\n"
SPANS = (("Jan Novák", 0, "PERSON", "private", None),)
MODES = ("remove", "tag", "pseudonymize")


def _document(site: Site) -> int:
    [made] = site.upload(site.admin, ("n.txt", TEXT))
    _decided(site, made["id"], TEXT, SPANS)
    return made["id"]


def test_a_download_says_what_the_audit_found_in_it(site: Site) -> None:
    document_id = _document(site)
    for mode in MODES:
        answer = site.admin.get(f"/api/documents/{document_id}/output", params={"mode": mode})
        assert answer.status_code == 200, answer.text
        assert answer.headers["X-Audit-Leaks"] == "1", mode
        assert answer.headers["X-Audit-Suspected"] == "1", mode
    # The whole corpus: the counts in the headers, each document's findings in the report.
    everything = site.admin.get("/api/output", params={"mode": "tag"})
    assert everything.headers["X-Audit-Leaks"] == "1"
    report = json.loads(_files(everything.content)["report.json"])
    assert report["totals"]["leaks"] == {"tag": 1} and report["totals"]["suspected"] == {"tag": 1}
    # The same document with the name marked wherever it stands: nothing left.
    whole = (*SPANS, ("Novák", 1, "PERSON", "private", None))
    _decided(site, document_id, TEXT, whole)
    clean = site.admin.get(f"/api/documents/{document_id}/output", params={"mode": "tag"})
    assert clean.headers["X-Audit-Leaks"] == "0"


def test_each_finding_is_shown_in_its_output_around_it(site: Site) -> None:
    document_id = _document(site)
    answer = site.admin.get(f"/api/documents/{document_id}/findings")
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["document_id"] == document_id and body["candidates"] == "replace"
    assert [mode["mode"] for mode in body["modes"]] == list(MODES)
    for mode in body["modes"]:
        download = site.admin.get(
            f"/api/documents/{document_id}/output", params={"mode": mode["mode"]}
        )
        out = download.text if mode["mode"] != "pseudonymize" else None
        if out is None:
            out = _files(download.content)[f"{document_id}-n.txt"].decode()
        assert (mode["leaks"], mode["suspected"]) == (1, 1)
        leak, suspect = mode["findings"]
        assert (leak["kind"], leak["category"], leak["certain"]) == ("part", "PERSON", True)
        assert (suspect["certain"], suspect["found"]) == (False, "603 123 456")
        for finding in (leak, suspect):
            # The offsets are the download's: the context is the output around them.
            assert out[finding["start"] : finding["end"]] == finding["found"]
            assert out.endswith(finding["found"] + finding["after"])
            assert (finding["before"] + finding["found"]).endswith(finding["found"])
            assert out[: finding["start"]].endswith(finding["before"])
        assert leak["found"] == "Novák" and leak["before"].endswith("We answered ")
        assert "Jan" not in re.findall(r"\w+", leak["before"])  # the output, not the document
    # Showing the findings shows the output: logged as a read of the whole document.
    with site.db.session() as session:
        events = list(session.scalars(select(AuditEvent).where(AuditEvent.event == "findings")))
    assert [(e.user_id, e.document_id, e.start, e.end) for e in events] == [
        (site.admin.user_id, document_id, 0, len(TEXT))
    ]


def test_kept_candidates_are_audited_as_the_download_keeps_them(site: Site) -> None:
    [made] = site.upload(site.admin, ("n.txt", TEXT))
    spans = (*SPANS, ("603 123 456", 0, "PHONE", "candidate", None))
    _decided(site, made["id"], TEXT, spans)
    url = f"/api/documents/{made['id']}/findings"
    [replaced] = site.admin.get(url).json()["modes"][1]["findings"]
    kept = site.admin.get(url, params={"candidates": "keep"}).json()
    assert kept["candidates"] == "keep"
    leak, number = kept["modes"][1]["findings"]
    # Replaced, the number is gone from the output around the leak; kept, it stands, and the
    # audit suspects it: no one decided it public (as with `run --candidates keep`).
    assert replaced["found"] == leak["found"] == "Novák" and leak["certain"]
    assert "603" not in replaced["after"] and "[PHONE]" in replaced["after"]
    assert "call 603 123 456 later" in leak["after"]
    assert number["found"] == "603 123 456" and not number["certain"]


def test_findings_are_for_admins_and_bad_requests_are_told_why(site: Site) -> None:
    document_id = _document(site)
    url = f"/api/documents/{document_id}/findings"
    assert site.annotator.get(url).status_code == 403
    assert site.anonymous().get(url).status_code == 401
    assert site.annotator.get(f"/admin/documents/{document_id}").status_code == 403
    for params, status, words in (
        ({"candidates": "maybe"}, 422, "candidates"),
        ({"tags": "fancy"}, 422, "tags"),
        ({"numbered": "perhaps"}, 422, "numbered"),
        ({"tags": "native"}, 400, "no native tag set for language 'en'"),
    ):
        answer = site.admin.get(url, params=params)
        assert answer.status_code == status, (params, answer.text)
        assert words in answer.json()["detail"], answer.text
    assert site.admin.get("/api/documents/999/findings").status_code == 404
    assert site.admin.get("/api/documents/x/findings").status_code == 422
    with site.db.session() as session:
        document = session.get(StoredDocument, document_id)
        assert document is not None
        document.status = DocumentStatus.NEW
    answer = site.admin.get(url)
    assert answer.status_code == 409 and "NEW" in answer.json()["detail"]
