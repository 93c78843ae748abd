"""Two people deciding one span: the second gets a conflict with the span as it now stands."""

from __future__ import annotations

import threading
from typing import Any

import httpx

from tests.web.conftest import Client, Site

TEXT = "John Smith met Mary Jones in Leeds.\n"


def _both_on_john(site: Site) -> tuple[Client, Client, dict[str, Any]]:
    site.upload(site.admin, ("a.txt", TEXT))
    one = site.add_user("one@example.org")
    two = site.add_user("two@example.org")
    first = one.get("/api/annotate/next").json()
    second = two.get("/api/annotate/next").json()
    assert first["document"]["id"] == second["document"]["id"]
    john = next(s for s in first["spans"] if s["start"] == 0)
    return one, two, john


def test_the_second_decision_on_a_stale_version_gets_409_with_the_current_span(
    any_site: Site,
) -> None:
    one, two, john = _both_on_john(any_site)
    body = {"span_id": john["id"], "version": john["version"], "status": "private"}
    assert one.post("/api/annotate/decision", json=body).status_code == 200
    late = two.post("/api/annotate/decision", json={**body, "status": "public"})
    assert late.status_code == 409
    assert "changed by someone else" in late.json()["detail"]
    current = late.json()["current"]
    assert current["status"] == "private" and current["decided_by"] == "one"
    assert current["version"] == john["version"] + 1
    # With the version they now know, the second person may decide.
    again = two.post("/api/annotate/decision", json={**body, "version": current["version"]})
    assert again.status_code == 200, again.text
    missing = two.post("/api/annotate/decision", json={"span_id": john["id"], "status": "public"})
    assert missing.status_code == 400 and "version" in missing.json()["detail"]


def test_labelling_a_stale_version_gets_409(site: Site) -> None:
    one, two, john = _both_on_john(site)
    first = one.post(
        "/api/annotate/label", json={"span_id": john["id"], "version": john["version"], "create": 1}
    )
    assert first.status_code == 200, first.text
    late = two.post(
        "/api/annotate/label", json={"span_id": john["id"], "version": john["version"], "create": 1}
    )
    assert late.status_code == 409
    assert late.json()["current"]["label"]["name"] == "PERSON-1"


def test_of_two_decisions_sent_at_once_exactly_one_wins(any_site: Site) -> None:
    one, two, john = _both_on_john(any_site)
    body = {"span_id": john["id"], "version": john["version"], "status": "private"}
    start = threading.Barrier(2)
    answers: list[httpx.Response] = []

    def send(client: Client, status: str) -> None:
        start.wait()
        answers.append(client.post("/api/annotate/decision", json={**body, "status": status}))

    threads = [
        threading.Thread(target=send, args=(one, "private")),
        threading.Thread(target=send, args=(two, "public")),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answer.status_code for answer in answers) == [200, 409]
    won = next(answer for answer in answers if answer.status_code == 200).json()["spans"][0]
    lost = next(answer for answer in answers if answer.status_code == 409).json()["current"]
    assert lost["status"] == won["status"] and lost["version"] == won["version"]
