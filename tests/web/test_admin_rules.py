"""The admin's rules: search, add (NE-type ones are the admin's), change a confidence, delete,
and the library's CSV both ways, so `pseudonymizer run --rules` decides as the team did."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import select
from typer.testing import CliRunner

from pseudonymizer.cli import app
from pseudonymizer.rules import parse
from pseudonymizer.web.db.models import StoredSpan
from tests.web.conftest import Site

TEXT = "The codename bluebird was sent on Monday. Later bluebird came back.\n"
RULES = "type,condition,confidence,label\nword,bluebird,-1,PERSON\nword,Monday,2,\n"


def _spans(site: Site, document_id: int) -> list[tuple[int, int, str, str]]:
    with site.db.session() as session:
        return [
            (span.start, span.end, span.source, span.status)
            for span in session.scalars(
                select(StoredSpan)
                .where(StoredSpan.document_id == document_id)
                .order_by(StoredSpan.start)
            )
        ]


def _import(site: Site, text: str = RULES) -> dict:
    answer = site.admin.post(
        "/api/rules/import", files=[("file", ("rules.csv", text.encode(), "text/csv"))]
    )
    assert answer.status_code == 200, answer.text
    site.work()
    return answer.json()


def test_a_new_rule_is_applied_to_the_corpus_and_found_by_search(any_site: Site) -> None:
    document_id = any_site.upload(any_site.admin, ("a.txt", TEXT))[0]["id"]
    assert not any(start == 13 for start, *_ in _spans(any_site, document_id))
    answer = any_site.admin.post(
        "/api/rules",
        json={"type": "word", "condition": "bluebird", "confidence": -1, "label": "PERSON"},
    )
    assert answer.status_code == 201, answer.text
    any_site.work()
    made = [span for span in _spans(any_site, document_id) if span[2] == "rule:word"]
    assert [(start, end) for start, end, *_ in made] == [(13, 21), (48, 56)]
    found = any_site.admin.get("/api/rules?q=BLUE").json()
    assert [
        (r["type"], r["condition"], r["confidence"], r["label"], r["spans"]) for r in found
    ] == [("word", "bluebird", -1.0, "PERSON", 2)]
    assert any_site.admin.get("/api/rules?type=lemma").json() == []
    regex = any_site.admin.get("/api/rules?type=regex")
    assert regex.status_code == 422 and "'ne_type', 'word', 'lemma' or 'user'" in regex.text
    assert any_site.admin.get("/api/rules?type=").json() == any_site.admin.get("/api/rules").json()
    again = any_site.admin.post(
        "/api/rules",
        json={"type": "word", "condition": "bluebird", "confidence": -1, "label": "PERSON"},
    )
    assert again.status_code == 409
    page = any_site.admin.get("/admin/rules?q=blue")
    assert "bluebird" in page.text and "export.csv" in page.text


def test_deleting_a_rule_removes_the_candidates_it_made(site: Site) -> None:
    document_id = site.upload(site.admin, ("a.txt", TEXT))[0]["id"]
    _import(site)
    rule = site.admin.get("/api/rules?q=bluebird").json()[0]
    assert rule["spans"] == 2
    assert site.admin.delete(f"/api/rules/{rule['id']}").status_code == 204
    site.work()
    assert not any(span[2] == "rule:word" for span in _spans(site, document_id))
    assert site.admin.get("/api/rules?q=bluebird").json() == []
    assert site.admin.delete(f"/api/rules/{rule['id']}").status_code == 404


def test_a_confidence_is_changed_and_a_clash_refused(site: Site) -> None:
    _import(site)
    monday = site.admin.get("/api/rules?q=Monday").json()[0]
    answer = site.admin.patch(f"/api/rules/{monday['id']}", json={"confidence": 0.5})
    assert answer.status_code == 200, answer.text
    assert answer.json()["confidence"] == 0.5
    assert site.admin.get("/api/rules?q=Monday").json()[0]["confidence"] == 0.5
    site.admin.post("/api/rules", json={"type": "word", "condition": "Monday", "confidence": 3})
    clash = site.admin.patch(f"/api/rules/{monday['id']}", json={"confidence": 3})
    assert clash.status_code == 409


def test_ne_type_rules_are_the_admins(site: Site) -> None:
    rule = {"type": "ne_type", "condition": "DATE", "confidence": 2}
    assert site.annotator.post("/api/rules", json=rule).status_code == 403
    assert site.annotator.get("/api/rules").status_code == 403
    assert site.annotator.get("/api/rules/export.csv").status_code == 403
    made = site.admin.post("/api/rules", json=rule)
    assert made.status_code == 201 and made.json()["condition"] == "DATE"
    bad = site.admin.post("/api/rules", json={**rule, "condition": "WEEKDAY"})
    assert bad.status_code == 400 and "canonical category" in bad.json()["detail"]


def test_a_bad_rules_file_is_refused_naming_its_line(site: Site) -> None:
    answer = site.admin.post(
        "/api/rules/import",
        files=[("file", ("team.csv", RULES.encode() + b"word,x,lots,\n", "text/csv"))],
    )
    assert answer.status_code == 400
    assert answer.json()["detail"] == "team.csv:4: confidence 'lots' is not a number"
    assert site.admin.get("/api/rules").json() == []  # nothing of the file was kept


def test_export_then_run_decides_as_the_team_did(site: Site, tmp_path: Path) -> None:
    assert _import(site) == {"created": 2, "existing": 0}
    assert _import(site) == {"created": 0, "existing": 2}
    exported = site.admin.get("/api/rules/export.csv")
    assert exported.status_code == 200
    assert exported.headers["content-type"].startswith("text/csv")
    assert parse(exported.text) == parse(RULES)
    rules = tmp_path / "exported.csv"
    rules.write_text(exported.text, encoding="utf-8")
    source = tmp_path / "in.txt"
    source.write_text("The codename bluebird was sent on Monday.\n", encoding="utf-8")
    runner = CliRunner()
    for out, extra in (("plain", []), ("team", ["--rules", str(rules)])):
        result = runner.invoke(
            app, ["run", str(source), "--out", str(tmp_path / out), "--mode", "tag", *extra]
        )
        assert result.exit_code == 0, result.output
    # Without the team's rules the detector keeps the codename and tags the day ...
    plain = (tmp_path / "plain" / "in.txt").read_text(encoding="utf-8")
    assert plain == "The codename bluebird was sent on [DATE].\n"
    # ... with them the codename is private and Monday public, as the team decided.
    team = (tmp_path / "team" / "in.txt").read_text(encoding="utf-8")
    assert team == "The codename [PERSON] was sent on Monday.\n"
