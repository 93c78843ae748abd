"""Rules the admin pages call: create (applied by one job pass per document), delete (its
undecided spans gone, a person's kept), change confidence (voted again); a person's decision is
never voted over; annotators see rule votes without the rule's words."""

from __future__ import annotations

from sqlalchemy import select

from pseudonymizer.web.db.models import Job, StoredDocument, StoredRule, StoredSpan
from pseudonymizer.web.services import rules
from tests.web.conftest import Site

LETTER = "Meet me at the old mill tonight. The old mill knows the farm.\n"
NOTE = "We walked past the old mill. Nobody else did.\n"


def _spans(site: Site, document_id: int) -> list[tuple[int, int, str, str, int | None]]:
    with site.db.session() as session:
        return [
            (span.start, span.end, span.status, span.source, span.rule_id)
            for span in session.scalars(
                select(StoredSpan)
                .where(StoredSpan.document_id == document_id)
                .order_by(StoredSpan.start)
            )
        ]


def _mills(site: Site, document_id: int) -> list[tuple[int, str, str]]:
    with site.db.session() as session:
        document = session.get(StoredDocument, document_id)
        assert document is not None
        return [
            (span.start, span.status, span.source)
            for span in session.scalars(
                select(StoredSpan)
                .where(StoredSpan.document_id == document_id)
                .order_by(StoredSpan.start)
            )
            if document.text[span.start : span.end] == "old mill"
        ]


def _make(site: Site, confidence: float, label: str = "PERSON") -> int:
    with site.db.session() as session:
        rule, new = rules.create_rule(session, "word", "old mill", confidence, label)
        assert new
        rules.spread(session, [(rule.type, rule.condition)])
        return rule.id


def test_a_new_rule_reaches_every_document_through_one_job(site: Site) -> None:
    letter, note = (d["id"] for d in site.upload(site.admin, ("l.txt", LETTER), ("n.txt", NOTE)))
    before = {i: _mills(site, i) for i in (letter, note)}
    rule_id = _make(site, -1.0)
    with site.db.session() as session:
        assert [job.kind for job in session.scalars(select(Job).where(Job.state == "QUEUED"))] == [
            "apply_rule"
        ]
    assert site.work() == 1
    for document_id, text in ((letter, LETTER), (note, NOTE)):
        found = [i for i in range(len(text)) if text.startswith("old mill", i)]
        assert [k[0] for k in _mills(site, document_id)] == found
        assert all(status == "private" for _, status, _ in _mills(site, document_id))
        created = [s for s in _spans(site, document_id) if s[3] == "rule:word"]
        detected = {k[0] for k in before[document_id]}
        assert [s[0] for s in created] == [i for i in found if i not in detected]
        assert created
        assert all(s[4] == rule_id for s in created)


def test_a_deleted_rule_takes_its_undecided_spans_and_leaves_a_person_s(site: Site) -> None:
    letter = site.upload(site.admin, ("l.txt", LETTER))[0]["id"]
    rule_id = _make(site, -1.0)
    site.work()
    created = [s for s in _spans(site, letter) if s[3] == "rule:word"]
    assert created
    kept = created[0]
    with site.db.session() as session:
        span_id = session.scalar(select(StoredSpan.id).where(StoredSpan.start == kept[0]))
    answer = site.admin.post(
        "/api/annotate/decision",
        json={"span_id": span_id, "version": 1, "status": "private"},
    )
    assert answer.status_code == 200, answer.text
    with site.db.session() as session:
        rule = session.get(StoredRule, rule_id)
        assert rule is not None
        removed = rules.delete_rule(session, rule)
    assert [state for _, state in removed if state and state["start"] == kept[0]] == []
    site.work()
    left = [s for s in _spans(site, letter) if s[3] == "rule:word"]
    assert left[0] == (kept[0], kept[1], "private", "rule:word", None)
    # The person's private occurrence made its own find-more rule: the other occurrences the
    # deleted rule had made private are candidates of that one now.
    assert [s[2] for s in left[1:]] == ["candidate"] * (len(created) - 1)


def test_a_changed_confidence_votes_again_but_never_over_a_person(site: Site) -> None:
    letter = site.upload(site.admin, ("l.txt", LETTER))[0]["id"]
    rule_id = _make(site, -1.0)
    site.work()
    first, second = (k[0] for k in _mills(site, letter))
    with site.db.session() as session:
        span_id = session.scalar(
            select(StoredSpan.id).where(StoredSpan.document_id == letter, StoredSpan.start == first)
        )
        version = session.scalar(select(StoredSpan.version).where(StoredSpan.id == span_id))
    decided = site.admin.post(
        "/api/annotate/decision",
        json={"span_id": span_id, "version": version, "status": "public"},
    )
    assert decided.status_code == 200, decided.text
    with site.db.session() as session:
        rule = session.get(StoredRule, rule_id)
        assert rule is not None
        rules.change_confidence(session, rule, -0.5)
    site.work()
    assert [k[1] for k in _mills(site, letter)] == ["public", "candidate"]
    with site.db.session() as session:
        rules.create_rule(session, "word", "old mill", -0.5, "OTHER")
        rules.spread(session, [("word", "old mill")])
    site.work()
    # -0.5 and -0.5: private again; the person's public one stays public.
    assert [k[1] for k in _mills(site, letter)] == ["public", "private"]
    assert second > first


def test_annotators_see_a_rule_s_vote_without_its_words(site: Site) -> None:
    site.upload(site.admin, ("l.txt", LETTER))
    _make(site, -1.0)
    site.work()
    window = site.annotator.get("/api/annotate/next").json()
    span = next(s for s in window["spans"] if s["source"] == "rule:word")
    detail = site.annotator.get(f"/api/annotate/spans/{span['id']}")
    assert detail.status_code == 200, detail.text
    body = detail.json()
    assert body["recognizer"] == "rule:word"
    vote = next(e for e in body["evidence"] if e["kind"] == "rule")
    assert {"source": "rule:word", "weight": -1.0, "detail": ""}.items() <= vote.items()
    assert (vote["rule_type"], vote["condition"], vote["rule_id"]) == ("word", None, None)
    assert "old mill" not in detail.text
    admin = site.admin.get(f"/api/annotate/spans/{span['id']}").json()
    seen = next(e for e in admin["evidence"] if e["kind"] == "rule")
    assert seen["source"] == "rule:word:old mill"
    assert (seen["condition"], seen["confidence"]) == ("old mill", -1.0)
    assert seen["rule_id"] is not None


def test_a_rule_made_in_a_document_is_applied_there_without_a_job(site: Site) -> None:
    letter = site.upload(site.admin, ("l.txt", LETTER))[0]["id"]
    with site.db.session() as session:
        rule, _ = rules.create_rule(session, "word", "the farm", -1.0, "LOCATION", letter)
        document = session.get(StoredDocument, letter)
        assert document is not None
        touched = rules.apply_to_document(session, document, [rule])
        assert [state for _, state in touched] == [None]
    farm = LETTER.index("the farm")
    assert (farm, farm + 8, "private", "rule:word") in [s[:4] for s in _spans(site, letter)]
    bad = None
    with site.db.session() as session:
        try:
            rules.create_rule(session, "word", "x", -1.0, "NOT_A_CATEGORY")
        except Exception as error:
            bad = error
    assert bad is not None and "not a canonical category" in str(bad)


def test_an_ne_type_rule_votes_on_every_undecided_span_of_its_category(site: Site) -> None:
    text = "John Smith flew from Leeds to Paris.\n"
    document_id = site.upload(site.admin, ("a.txt", text))[0]["id"]
    with site.db.session() as session:
        places = list(
            session.scalars(
                select(StoredSpan).where(
                    StoredSpan.document_id == document_id, StoredSpan.category == "LOCATION"
                )
            )
        )
        assert len(places) == 2
        decided_id, decided_version = places[0].id, places[0].version
    answer = site.admin.post(
        "/api/annotate/decision",
        json={"span_id": decided_id, "version": decided_version, "status": "private"},
    )
    assert answer.status_code == 200, answer.text
    with site.db.session() as session:
        rule, _ = rules.create_rule(session, "ne_type", "location", 1.0)
        rules.spread(session, [(rule.type, rule.condition)])
    site.work()
    with site.db.session() as session:
        statuses = {
            text[span.start : span.end]: span.status
            for span in session.scalars(
                select(StoredSpan).where(StoredSpan.document_id == document_id)
            )
        }
    assert statuses == {"John Smith": "candidate", "Leeds": "private", "Paris": "public"}
