"""The admin's labels: counts and replacements, rename, merge, delete (spans left private
without a label, the document no longer DONE), and the pseudonymization key as CSV."""

from __future__ import annotations

import csv
import io

from sqlalchemy import select

from pseudonymizer.web.db.models import (
    DocumentStatus,
    Label,
    SpanStatus,
    StoredDocument,
    StoredSpan,
)
from tests.web.conftest import Site

TEXT = "John Smith met Mary Jones in Leeds. John Smith left.\n"


def _labelled(site: Site) -> tuple[int, dict[str, int]]:
    """A DONE document whose spans are all private and labelled: both John Smiths one
    PERSON label, Mary Jones another, Leeds a LOCATION."""
    document_id = site.upload(site.admin, ("a.txt", TEXT))[0]["id"]
    with site.db.session() as session:
        labels = {
            name: Label(name=name, category=category)
            for name, category in (
                ("PERSON-1", "PERSON"),
                ("PERSON-2", "PERSON"),
                ("LOCATION-1", "LOCATION"),
            )
        }
        session.add_all(labels.values())
        session.flush()
        for span in list(
            session.scalars(select(StoredSpan).where(StoredSpan.document_id == document_id))
        ):
            session.delete(span)
        for start, end, category, label in (
            (0, 10, "PERSON", "PERSON-1"),
            (15, 25, "PERSON", "PERSON-2"),
            (29, 34, "LOCATION", "LOCATION-1"),
            (36, 46, "PERSON", "PERSON-1"),
        ):
            assert TEXT[start:end] in ("John Smith", "Mary Jones", "Leeds")
            session.add(
                StoredSpan(
                    document_id=document_id,
                    start=start,
                    end=end,
                    category=category,
                    source="user",
                    status=SpanStatus.PRIVATE,
                    label_id=labels[label].id,
                )
            )
        document = session.get(StoredDocument, document_id)
        assert document is not None
        document.status = DocumentStatus.DONE
        return document_id, {name: label.id for name, label in labels.items()}


def _spans(site: Site, document_id: int) -> list[tuple[int, int | None, str]]:
    with site.db.session() as session:
        return [
            (span.start, span.label_id, span.status)
            for span in session.scalars(
                select(StoredSpan)
                .where(StoredSpan.document_id == document_id)
                .order_by(StoredSpan.start)
            )
        ]


def test_labels_are_listed_with_their_spans_and_replacement(any_site: Site) -> None:
    _, ids = _labelled(any_site)
    answer = any_site.admin.patch(
        f"/api/labels/{ids['PERSON-1']}", json={"replacement": "Karel Novák"}
    )
    assert answer.status_code == 200, answer.text
    listed = {label["name"]: label for label in any_site.admin.get("/api/labels").json()}
    assert listed["PERSON-1"] == {
        "id": ids["PERSON-1"],
        "name": "PERSON-1",
        "category": "PERSON",
        "replacement": "Karel Novák",
        "spans": 2,
        "documents": 1,
    }
    assert listed["LOCATION-1"]["spans"] == 1 and listed["LOCATION-1"]["replacement"] is None
    page = any_site.admin.get("/admin/labels")
    assert "Karel Novák" in page.text and "private without a label" in page.text


def test_annotators_never_see_replacements_or_the_key(site: Site) -> None:
    _, ids = _labelled(site)
    site.admin.patch(f"/api/labels/{ids['PERSON-1']}", json={"replacement": "Karel Novák"})
    for url in ("/api/labels", "/api/labels/key.csv", "/admin/labels"):
        answer = site.annotator.get(url)
        assert answer.status_code == 403, url
        assert "Karel" not in answer.text
    assert (
        site.annotator.patch(f"/api/labels/{ids['PERSON-1']}", json={"name": "x"}).status_code
        == 403
    )


def test_rename_refuses_a_name_that_is_taken(site: Site) -> None:
    _, ids = _labelled(site)
    taken = site.admin.patch(f"/api/labels/{ids['PERSON-1']}", json={"name": "PERSON-2"})
    assert taken.status_code == 409 and "merge" in taken.json()["detail"]
    renamed = site.admin.patch(f"/api/labels/{ids['PERSON-1']}", json={"name": "  PERSON-9 "})
    assert renamed.json()["name"] == "PERSON-9"


def test_a_merge_moves_the_spans_to_the_other_label(site: Site) -> None:
    document_id, ids = _labelled(site)
    answer = site.admin.post(f"/api/labels/{ids['PERSON-2']}/merge", json={"into": ids["PERSON-1"]})
    assert answer.status_code == 200, answer.text
    assert [label for _, label, _ in _spans(site, document_id)] == [
        ids["PERSON-1"],
        ids["PERSON-1"],
        ids["LOCATION-1"],
        ids["PERSON-1"],
    ]
    assert "PERSON-2" not in {label["name"] for label in site.admin.get("/api/labels").json()}
    other = site.admin.post(
        f"/api/labels/{ids['LOCATION-1']}/merge", json={"into": ids["PERSON-1"]}
    )
    assert other.status_code == 400 and "one category" in other.json()["detail"]


def test_a_deleted_labels_spans_stay_private_without_a_label(any_site: Site) -> None:
    document_id, ids = _labelled(any_site)
    assert any_site.admin.get(f"/api/documents/{document_id}").json()["status"] == "DONE"
    answer = any_site.admin.delete(f"/api/labels/{ids['PERSON-1']}")
    assert answer.json() == {"unlabelled_spans": 2}
    assert _spans(any_site, document_id) == [
        (0, None, "private"),
        (15, ids["PERSON-2"], "private"),
        (29, ids["LOCATION-1"], "private"),
        (36, None, "private"),
    ]
    document = any_site.admin.get(f"/api/documents/{document_id}").json()
    assert document["status"] == "PRE_ANNOTATED"
    assert document["progress"] == {"decided": 2, "all": 4}
    assert any_site.admin.delete(f"/api/labels/{ids['PERSON-1']}").status_code == 404


def test_the_key_is_a_csv_of_label_category_replacement(site: Site) -> None:
    _, ids = _labelled(site)
    site.admin.patch(f"/api/labels/{ids['LOCATION-1']}", json={"replacement": "Bradford"})
    answer = site.admin.get("/api/labels/key.csv")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(answer.text)))
    assert rows == [
        ["label", "category", "replacement"],
        ["LOCATION-1", "LOCATION", "Bradford"],
        ["PERSON-1", "PERSON", ""],
        ["PERSON-2", "PERSON", ""],
    ]
