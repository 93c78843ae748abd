"""Annotation windows: their size and sentence cut, the cap on a text without sentence ends,
only the current window served (and logged), full reading, and documents nothing was found in."""

from __future__ import annotations

from sqlalchemy import select

from pseudonymizer.web.db.models import AuditEvent, DocumentStatus, ReviewItem, StoredDocument
from pseudonymizer.web.services.spans import Reading
from pseudonymizer.web.services.windows import around, reading
from tests.web.conftest import Client, Site

FILLER = "The cat sat on the warm mat."  # 8 tokens, no name
NAMED = "Then John Smith sat on the mat."  # John Smith is a candidate


def _text(sentences: int, named_at: int) -> str:
    return " ".join(NAMED if i == named_at else FILLER for i in range(sentences)) + "\n"


def _sentence(text: str, number: int) -> tuple[int, int]:
    """Offsets of the `number`th sentence (0-based) of a text made by `_text`."""
    start = 0
    for _ in range(number):
        start = text.index(".", start) + 2
    return start, text.index(".", start) + 1


def _document(site: Site, document_id: int) -> StoredDocument:
    with site.db.session() as session:
        document = session.get(StoredDocument, document_id)
        assert document is not None
        session.expunge(document)
        return document


def test_a_window_is_its_size_on_both_sides_cut_to_whole_sentences(any_site: Site) -> None:
    text = _text(20, named_at=10)
    any_site.upload(any_site.admin, ("a.txt", text))
    reader = any_site.add_user("reader@example.org", window_size=5)
    window = reader.get("/api/annotate/next").json()
    named = text.index("John Smith")
    # 5 tokens before John reach into sentence 9 (widened to its start, within the cap of 10);
    # 5 after Smith end sentence 10.
    assert (window["window"]["start"], window["window"]["end"]) == (
        _sentence(text, 9)[0],
        _sentence(text, 10)[1],
    )
    assert window["window"]["text"] == text[_sentence(text, 9)[0] : _sentence(text, 10)[1]]
    assert [s["start"] for s in window["spans"]] == [named]
    assert window["tokens"][0][0] == window["window"]["start"]
    assert window["tokens"][-1][1] == window["window"]["end"]
    assert len(window["tokens"]) == 16
    assert window["can_move"] is False and window["last"] is True


def _reading(tokens: list[tuple[int, int]], sentences: list[tuple[int, int]], length: int):
    stored = {"tokens": tokens, "sentences": sentences, "lemmas": ["x"] * len(tokens)}
    return Reading("x" * length, "en", stored)


def test_a_text_without_sentence_ends_never_shows_more_than_twice_the_window() -> None:
    tokens = [(i * 5, i * 5 + 4) for i in range(1000)]
    whole = [(0, tokens[-1][1])]  # one sentence: a transcript without punctuation
    read = _reading(tokens, whole, 5000)
    start, end = around(read, tokens[500][0], tokens[501][1], 10)
    assert (start, end) == (tokens[480][0], tokens[521][1])  # 20 tokens on either side
    unsplit = _reading(tokens, [], 5000)
    assert around(unsplit, tokens[500][0], tokens[500][1], 10) == (tokens[490][0], tokens[510][1])


def test_a_transcript_without_sentence_ends_is_not_served_whole(site: Site) -> None:
    words = "so we went there and then we came back home again and "
    text = words * 40 + "then John Smith said hello " + words * 40
    site.upload(site.admin, ("t.txt", text))
    reader = site.add_user("reader@example.org", window_size=10)
    window = reader.get("/api/annotate/next").json()
    analysis = _document(site, window["document"]["id"]).analysis
    assert analysis is not None
    all_tokens = len(analysis["tokens"])
    named = next(s for s in window["spans"] if text[s["start"] : s["end"]] == "John Smith")
    before = [t for t in window["tokens"] if t[1] <= named["start"]]
    after = [t for t in window["tokens"] if t[0] >= named["end"]]
    assert 10 <= len(before) <= 20 and 10 <= len(after) <= 20
    assert len(window["tokens"]) < all_tokens // 5


def test_the_same_window_is_served_until_the_user_moves_and_each_serving_is_logged(
    any_site: Site,
) -> None:
    text = _text(60, named_at=5) + _text(60, named_at=40)
    created = any_site.upload(any_site.admin, ("a.txt", text))
    reader = any_site.add_user("reader@example.org", window_size=5)
    first = reader.get("/api/annotate/next").json()
    again = reader.get("/api/annotate/next").json()
    assert first == again
    refused = reader.post("/api/annotate/move")
    assert refused.status_code == 409
    assert "decide at least one span" in refused.json()["detail"]
    span = first["spans"][0]
    decided = reader.post(
        "/api/annotate/decision",
        json={"span_id": span["id"], "version": span["version"], "status": "public"},
    )
    assert decided.status_code == 200, decided.text
    assert decided.json()["window"]["can_move"] is True
    second = reader.post("/api/annotate/move").json()
    assert second["document"]["id"] == created[0]["id"]
    assert second["window"]["start"] > first["window"]["end"]
    assert text.index("John Smith", first["window"]["end"]) in [s["start"] for s in second["spans"]]
    with any_site.db.session() as session:
        served = [
            (event.document_id, event.start, event.end)
            for event in session.scalars(
                select(AuditEvent)
                .where(AuditEvent.event == "window", AuditEvent.user_id == reader.user_id)
                .order_by(AuditEvent.id)
            )
        ]
    one = (created[0]["id"], first["window"]["start"], first["window"]["end"])
    two = (created[0]["id"], second["window"]["start"], second["window"]["end"])
    # next, next, the decision's answer, the move.
    assert served == [one, one, one, two]


def test_a_selection_outside_the_window_is_refused_but_an_admin_acts_anywhere(
    any_site: Site,
) -> None:
    text = _text(60, named_at=5) + _text(60, named_at=40)
    document_id = any_site.upload(any_site.admin, ("a.txt", text))[0]["id"]
    reader = any_site.add_user("reader@example.org", window_size=5)
    window = reader.get("/api/annotate/next").json()
    far = text.index("John Smith", window["window"]["end"])
    outside = {"start": far, "end": far + 4, "status": "private", "category": "PERSON"}
    answer = reader.post("/api/annotate/decision", json=outside)
    assert answer.status_code == 403
    assert "outside the window" in answer.json()["detail"]
    detail = reader.get("/api/annotate/spans/999999")
    assert detail.status_code == 404
    admin = any_site.admin.post(
        "/api/annotate/decision", json={**outside, "document_id": document_id}
    )
    assert admin.status_code == 200, admin.text
    far_span = admin.json()["spans"][0]
    assert reader.get(f"/api/annotate/spans/{far_span['id']}").status_code == 403
    stale = reader.post(
        "/api/annotate/decision",
        json={"span_id": far_span["id"], "version": far_span["version"], "status": "public"},
    )
    assert stale.status_code == 403


def _read_through(reader: Client, document_id: int) -> list[list[int]]:
    """Every window of the document in turn, open spans marked public so the reader may move;
    the tokens served."""
    served: list[list[int]] = []
    window = reader.get("/api/annotate/next").json()
    previous_end = 0
    while window["document"] is not None and window["document"]["id"] == document_id:
        assert window["window"]["start"] == previous_end  # consecutive, never overlapping
        previous_end = window["window"]["end"]
        served.extend(window["tokens"])
        for span in window["spans"]:
            if span["status"] == "candidate":
                answer = reader.post(
                    "/api/annotate/decision",
                    json={"span_id": span["id"], "version": span["version"], "status": "public"},
                )
                assert answer.status_code == 200, answer.text
        last = window["last"]
        window = reader.post("/api/annotate/move").json()
        if last:
            break
    return served


def test_full_reading_serves_every_token_exactly_once(any_site: Site) -> None:
    text = " ".join(_text(7, named_at=3) for _ in range(6))
    document_id = any_site.upload(any_site.admin, ("a.txt", text))[0]["id"]
    with any_site.db.session() as session:
        document = session.get(StoredDocument, document_id)
        assert document is not None
        document.full_reading = True
        tokens = document.analysis["tokens"] if document.analysis else []
    reader = any_site.add_user("reader@example.org", window_size=6)
    served = _read_through(reader, document_id)
    assert served == tokens
    assert _document(any_site, document_id).status == DocumentStatus.DONE


def test_a_document_nothing_was_found_in_is_read_through_and_then_done(site: Site) -> None:
    text = " ".join([FILLER] * 30) + "\n"
    document_id = site.upload(site.admin, ("a.txt", text))[0]["id"]
    assert site.admin.get(f"/api/documents/{document_id}").json()["status"] == "PRE_ANNOTATED"
    reader = site.add_user("reader@example.org", window_size=10)
    first = reader.get("/api/annotate/next").json()
    assert first["document"]["id"] == document_id
    assert first["spans"] == [] and first["can_move"] is True
    # 20 tokens cut back to the sentence end before them: two sentences of eight.
    assert first["window"] == {"start": 0, "end": 57, "text": text[:57]}
    analysis = _document(site, document_id).analysis
    assert analysis is not None
    assert _read_through(reader, document_id) == analysis["tokens"]
    assert site.admin.get(f"/api/documents/{document_id}").json()["status"] == "DONE"
    assert reader.get("/api/annotate/next").json() == {"document": None}


def test_reading_windows_are_consecutive_and_cut_at_sentence_ends() -> None:
    tokens = [(i * 3, i * 3 + 2) for i in range(25)]
    read = _reading(tokens, [(0, 14), (15, 74)], 80)
    first = reading(read, 0, 5)
    assert (first.start, first.end, first.last) == (0, 14, False)
    second = reading(read, first.end, 5)
    # No sentence ends within the next ten tokens: cut at the tenth.
    assert (second.start, second.end, second.last) == (14, tokens[14][1], False)
    third = reading(read, second.end, 5)
    assert (third.start, third.end, third.last) == (second.end, 80, True)


def test_a_skipped_span_goes_to_the_review_queue_and_is_not_served_again(site: Site) -> None:
    text = _text(60, named_at=5) + _text(60, named_at=40)
    site.upload(site.admin, ("a.txt", text))
    reader = site.add_user("reader@example.org", window_size=5)
    first = reader.get("/api/annotate/next").json()
    span = first["spans"][0]
    answer = reader.post("/api/annotate/skip", json={"span_id": span["id"], "comment": "unsure"})
    assert answer.json() == {"ok": True, "can_move": True}
    second = reader.post("/api/annotate/move").json()
    assert span["id"] not in [s["id"] for s in second["spans"]]
    third_span = second["spans"][0]
    reader.post("/api/annotate/skip", json={"span_id": third_span["id"], "comment": ""})
    # Everything open is waiting for an admin now: nothing is left to serve.
    assert reader.post("/api/annotate/move").json() == {"document": None}
    with site.db.session() as session:
        queued = [
            (item.span_id, item.comment, item.user_id)
            for item in session.scalars(select(ReviewItem).order_by(ReviewItem.id))
        ]
    assert queued == [
        (span["id"], "unsure", reader.user_id),
        (third_span["id"], "", reader.user_id),
    ]
    outside = reader.post("/api/annotate/skip", json={"start": 0, "end": 5, "comment": ""})
    assert outside.status_code == 409  # no window any more


LETTERS = (
    "Dear Mr Harrington, John Smith and Mary Jones will visit Leeds.\n",
    "Anna Weber wrote to Peter Hoffmann from Bristol.\n",
)


def test_a_window_skipped_whole_is_not_served_again(site: Site) -> None:
    site.upload(site.admin, ("a.txt", LETTERS[0]))
    first = site.annotator.get("/api/annotate/next").json()
    assert len([s for s in first["spans"] if s["status"] == "candidate"]) > 1
    skipped = site.annotator.post("/api/annotate/skip", json={"comment": "not sure at all"})
    assert skipped.status_code == 200
    assert site.annotator.post("/api/annotate/move").json() == {"document": None}


def test_moving_on_from_a_document_left_open_in_its_one_window_serves_another(
    site: Site,
) -> None:
    ids = [d["id"] for d in site.upload(site.admin, ("a.txt", LETTERS[0]), ("b.txt", LETTERS[1]))]
    first = site.annotator.get("/api/annotate/next").json()
    candidate = next(s for s in first["spans"] if s["status"] == "candidate")
    decided = site.annotator.post(
        "/api/annotate/decision",
        json={
            "span_id": candidate["id"],
            "version": candidate["version"],
            "status": "public",
            "scope": "occurrence",
        },
    )
    assert decided.status_code == 200, decided.text
    second = site.annotator.post("/api/annotate/move").json()
    assert second["document"]["id"] != first["document"]["id"]
    assert {first["document"]["id"], second["document"]["id"]} == set(ids)
