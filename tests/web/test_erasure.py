"""GDPR erasure: deleting a document leaves no string of it in any table (SQLite and
PostgreSQL), nor in any byte of the data dir (SQLite's file, its write-ahead log and shared
memory, and every other file), while what other documents use stays."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sqlalchemy import select

from pseudonymizer.web.db.models import (
    Action,
    AuditEvent,
    Base,
    Cursor,
    Job,
    Label,
    ReviewItem,
    StoredRule,
    StoredSpan,
)
from tests.web.conftest import Site

# Strings found only in the erased document (one with a letter outside ASCII).
SECRET = (
    "Zbyhnev Quaxwellby of Vrchlabská Street 777 called +420 777 123 987 and wrote to "
    "zbyhnev.quaxwellby@example.cz about Quaxwellby Holdings.\n"
)
NEEDLES = ("Zbyhnev", "Quaxwellby", "Vrchlabsk", "777 123 987", "Xenoplast")
# Another document, which stays, and shares one string (Leeds) with a rule made in the first.
KEPT = "Mary Jones met Peter Smith in Leeds. Leeds was cold.\n"


def _forms(needle: str) -> list[bytes]:
    """The bytes a string may be stored as: UTF-8, and JSON's ASCII escapes."""
    return [needle.encode(), json.dumps(needle).strip('"').encode()]


def _table_rows(site: Site) -> list[tuple[str, str, str]]:
    """Every text or JSON value of every table: (table, column, value as text)."""
    found = []
    with site.db.engine.connect() as connection:
        for table in Base.metadata.sorted_tables:
            for row in connection.execute(table.select()):
                for column, value in row._mapping.items():
                    if isinstance(value, (dict, list)):
                        found.append((table.name, column, json.dumps(value, ensure_ascii=False)))
                    elif isinstance(value, str):
                        found.append((table.name, column, value))
    return found


def _in_tables(site: Site, needle: str) -> list[tuple[str, str]]:
    return [(t, c) for t, c, value in _table_rows(site) if needle.casefold() in value.casefold()]


def _in_files(data_dir: Path, needle: str) -> list[str]:
    hits = []
    for path in sorted(data_dir.rglob("*")):
        if path.is_file():
            data = path.read_bytes()
            if any(form in data for form in _forms(needle)):
                hits.append(path.name)
    return hits


def _decided(site: Site, secret: int, kept: int) -> dict[str, Any]:
    """Decisions, rules, labels, review items, a cursor and jobs about the secret document, as
    the annotation and admin pages make them; and a rule and a label another document uses."""
    with site.db.session() as session:
        spans = list(session.scalars(select(StoredSpan).where(StoredSpan.document_id == secret)))
        assert spans, "analysis found nothing in the secret document"
        own = Label(name="PERSON-41", category="PERSON", replacement="Xenoplast Person")
        shared = Label(name="LOCATION-9", category="LOCATION")
        session.add_all([own, shared])
        session.flush()
        word = StoredRule(
            type="word", condition="Zbyhnev Quaxwellby", confidence=-1.0, label="PERSON",
            document_id=secret, created_by=site.annotator.user_id,
        )  # fmt: skip
        leeds = StoredRule(
            type="word", condition="Leeds", confidence=-1.0, label="LOCATION",
            document_id=secret, created_by=site.admin.user_id,
        )  # fmt: skip
        session.add_all([word, leeds])
        session.flush()
        for span in spans:
            span.status, span.label_id, span.rule_id = "private", own.id, word.id
            span.evidence = [
                {
                    "source": "rule:word:Zbyhnev Quaxwellby",
                    "weight": -1,
                    "detail": f"rule {word.id}",
                }
            ]
            span.decided_by = site.annotator.user_id
        start = SECRET.index("Quaxwellby Holdings")
        made = StoredSpan(
            document_id=secret, start=start, end=start + 19, category="ORGANIZATION",
            source="user", status="private", label_id=shared.id,
        )  # fmt: skip
        session.add(made)
        session.flush()
        # The other document: a span the Leeds rule made, labelled with the shared label.
        at = KEPT.index("Leeds")
        session.add(
            StoredSpan(
                document_id=kept,
                start=at,
                end=at + 5,
                category="LOCATION",
                source="rule:word",
                status="private",
                label_id=shared.id,
                rule_id=leeds.id,
            )
        )
        session.add(
            Action(
                user_id=site.annotator.user_id,
                document_id=secret,
                kind="sequence",
                change={
                    "spans": [{"id": made.id, "before": None, "after": {"text": "Quaxwellby"}}],
                    "rule": {"id": word.id, "condition": "Zbyhnev Quaxwellby"},
                },
            )
        )
        session.add(
            ReviewItem(
                document_id=secret,
                start=0,
                end=7,
                span_id=spans[0].id,
                user_id=site.annotator.user_id,
                comment="is Zbyhnev a name?",
            )
        )
        session.add(Cursor(user_id=site.annotator.user_id, document_id=secret, start=0, end=40))
        session.add(
            Job(
                kind="apply_rule",
                payload={"type": "word", "condition": "Zbyhnev Quaxwellby", "exclude": secret},
                state="DONE",
            )
        )
        session.add(
            Job(
                kind="apply_rule",
                payload={"type": "word", "condition": "Zbyhnev Quaxwellby", "exclude": None},
                state="FAILED",
                error="ValueError: Zbyhnev Quaxwellby",
            )
        )
        session.add(Job(kind="apply_rule", payload={"type": "word", "condition": "Leeds"}))
        return {"own": own.id, "shared": shared.id, "word": word.id, "leeds": leeds.id}


def test_an_erased_document_leaves_no_string_in_any_table_or_file(any_site: Site) -> None:
    site = any_site
    made = site.upload(site.admin, ("secret.txt", SECRET), ("kept.txt", KEPT))
    by_name = {d["name"]: d["id"] for d in made}
    secret, kept = by_name["secret.txt"], by_name["kept.txt"]
    ids = _decided(site, secret, kept)
    # Read and downloaded, as an admin would before deleting it.
    assert site.admin.get(f"/api/documents/{secret}/output?mode=tag").status_code == 200
    assert site.admin.get("/api/annotations").status_code == 200
    for needle in NEEDLES:  # the test sees them where they are
        assert _in_tables(site, needle), needle
    if site.db.is_sqlite:
        assert all(_in_files(site.data_dir, needle) for needle in NEEDLES)

    assert site.admin.delete(f"/api/documents/{secret}").status_code == 204
    assert site.admin.get(f"/api/documents/{secret}").status_code == 404

    for needle in NEEDLES:
        assert _in_tables(site, needle) == [], needle
    if site.db.is_sqlite:
        for needle in NEEDLES:
            assert _in_files(site.data_dir, needle) == [], needle
    with site.db.session() as session:
        assert (
            session.scalars(select(StoredSpan).where(StoredSpan.document_id == secret)).all() == []
        )
        for model in (Action, ReviewItem, Cursor):
            assert session.scalars(select(model)).all() == []
        # Made in it and used nowhere else: gone. Used by the other document: now its own.
        assert session.get(StoredRule, ids["word"]) is None
        leeds = session.get(StoredRule, ids["leeds"])
        assert leeds is not None and leeds.document_id == kept
        assert session.get(Label, ids["own"]) is None
        assert session.get(Label, ids["shared"]) is not None
        jobs = [(job.kind, job.payload) for job in session.scalars(select(Job))]
        assert ("analyze", {"document_id": kept}) in jobs
        assert ("apply_rule", {"type": "word", "condition": "Leeds"}) in jobs
        assert all(payload.get("document_id") != secret for _, payload in jobs)
        # The audit log keeps who read what, by offsets, with no document to point at.
        events = list(session.scalars(select(AuditEvent).where(AuditEvent.event == "download")))
        assert events and all(e.document_id in (None, kept) for e in events)
    # The other document is whole.
    assert _in_tables(site, "Mary Jones") and _in_tables(site, "Leeds")
    answer = site.admin.get(f"/api/documents/{kept}/output?mode=tag")
    assert answer.status_code == 200
    assert answer.text.startswith("[PERSON] met [PERSON] in [LOCATION].")


def test_an_erasure_on_sqlite_truncates_the_write_ahead_log(site: Site) -> None:
    [made] = site.upload(site.admin, ("secret.txt", SECRET))
    wal = site.data_dir / "pseudonymizer.db-wal"
    assert wal.exists() and wal.stat().st_size > 0
    assert site.admin.delete(f"/api/documents/{made['id']}").status_code == 204
    assert wal.stat().st_size == 0
