"""The role x endpoint matrix: every route of the app, asked by an anonymous client, an
annotator and an admin, over real requests.

`RULES` names who may call each route. The routes are walked from the application itself, so a
route added without a rule here fails `test_every_route_has_a_rule` until someone decides who
may call it. A request the role may make must get past authorization (any answer but 401/403:
a 404 for an unknown id, a 422 for an empty body are fine); one it may not gets 401 (nobody
signed in) or 403 (an annotator on an admin's route).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.routing import BaseRoute, Mount

from tests.web.conftest import Client, Site

PUBLIC, USER, ADMIN = "public", "user", "admin"

RULES: dict[tuple[str, str], str] = {
    # Documentation and signing in.
    ("GET", "/openapi.json"): PUBLIC,
    ("GET", "/docs"): PUBLIC,
    ("GET", "/docs/oauth2-redirect"): PUBLIC,
    ("GET", "/redoc"): PUBLIC,
    ("GET", "/login"): PUBLIC,
    ("POST", "/login"): PUBLIC,
    ("GET", "/register"): PUBLIC,
    ("POST", "/register"): PUBLIC,
    ("POST", "/api/auth/login"): PUBLIC,
    ("POST", "/api/auth/register"): PUBLIC,
    # One's own account.
    ("POST", "/logout"): USER,
    ("POST", "/api/auth/logout"): USER,
    ("GET", "/api/auth/me"): USER,
    ("POST", "/api/auth/password"): USER,
    ("GET", "/account/password"): USER,
    # Documents: everyone sees the list (the page sends annotators on to /annotate).
    ("GET", "/"): USER,
    ("GET", "/api/documents"): ADMIN,
    ("GET", "/api/documents/{document_id}"): ADMIN,
    ("POST", "/api/documents"): ADMIN,
    ("POST", "/api/documents/{document_id}/reopen"): ADMIN,
    ("DELETE", "/api/documents/{document_id}"): ADMIN,
    ("POST", "/api/documents/{document_id}/full-reading"): ADMIN,
    ("GET", "/admin/documents/{document_id}"): ADMIN,
    # Annotation: an annotator's own window (the services keep them inside it).
    ("GET", "/annotate"): USER,
    ("GET", "/api/annotate/next"): USER,
    ("POST", "/api/annotate/move"): USER,
    ("POST", "/api/annotate/skip"): USER,
    ("POST", "/api/annotate/preview"): USER,
    ("POST", "/api/annotate/decision"): USER,
    ("POST", "/api/annotate/label"): USER,
    ("POST", "/api/annotate/undo"): USER,
    ("POST", "/api/annotate/redo"): USER,
    ("GET", "/api/annotate/spans/{span_id}"): USER,
    # Output: the texts and annotations leave only through an admin.
    ("GET", "/api/documents/{document_id}/output"): ADMIN,
    ("GET", "/api/output"): ADMIN,
    ("GET", "/api/documents/{document_id}/annotations"): ADMIN,
    ("GET", "/api/annotations"): ADMIN,
    ("GET", "/api/documents/{document_id}/findings"): ADMIN,
    # Administration.
    ("GET", "/admin/users"): ADMIN,
    ("GET", "/api/users"): ADMIN,
    ("POST", "/api/users"): ADMIN,
    ("PATCH", "/api/users/{user_id}"): ADMIN,
    ("POST", "/api/users/{user_id}/password"): ADMIN,
    ("DELETE", "/api/users/{user_id}"): ADMIN,
    ("GET", "/admin/labels"): ADMIN,
    ("GET", "/api/labels"): ADMIN,
    ("PATCH", "/api/labels/{label_id}"): ADMIN,
    ("POST", "/api/labels/{label_id}/merge"): ADMIN,
    ("DELETE", "/api/labels/{label_id}"): ADMIN,
    ("GET", "/api/labels/key.csv"): ADMIN,
    ("GET", "/admin/jobs"): ADMIN,
    ("GET", "/api/jobs"): ADMIN,
    ("POST", "/api/jobs/{job_id}/retry"): ADMIN,
    ("GET", "/admin/audit"): ADMIN,
    ("GET", "/api/audit"): ADMIN,
    ("GET", "/admin/rules"): ADMIN,
    ("GET", "/api/rules"): ADMIN,
    ("POST", "/api/rules"): ADMIN,
    ("PATCH", "/api/rules/{rule_id}"): ADMIN,
    ("DELETE", "/api/rules/{rule_id}"): ADMIN,
    ("GET", "/api/rules/export.csv"): ADMIN,
    ("POST", "/api/rules/import"): ADMIN,
    ("GET", "/admin/review"): ADMIN,
    ("GET", "/api/review"): ADMIN,
    ("GET", "/api/review/{item_id}/context"): ADMIN,
    ("POST", "/api/review/{item_id}/decide"): ADMIN,
    ("POST", "/api/review/{item_id}/resolve"): ADMIN,
    ("GET", "/admin/search"): ADMIN,
    ("GET", "/api/search"): ADMIN,
    ("POST", "/api/search/mark"): ADMIN,
}

UNKNOWN_ID = "999999"


def routes(found: Iterable[BaseRoute]) -> Iterator[tuple[str, str]]:
    """(method, path) of every route, routers included into the app opened up."""
    for route in found:
        included = getattr(route, "original_router", None)
        if included is not None:
            yield from routes(included.routes)
        elif isinstance(route, Mount):
            continue  # the static files, asked for below
        else:
            for method in sorted(getattr(route, "methods", None) or ()):
                if method != "HEAD":
                    yield method, route.path  # type: ignore[attr-defined]


def test_every_route_has_a_rule(site: Site) -> None:
    served = set(routes(site.app.routes))
    assert sorted(served - RULES.keys()) == [], "routes nobody decided who may call"
    assert sorted(RULES.keys() - served) == [], "rules for routes the app no longer has"


def _as(site: Site, who: Client | None) -> TestClient:
    """A fresh client with the cookie of `who` (so a logout asked of it ends nothing else)."""
    return TestClient(site.app, cookies=dict(who.http.cookies) if who else None)


def _ask(client: TestClient, method: str, path: str, csrf: str | None) -> Any:
    url = re.sub(r"\{[^}]+\}", UNKNOWN_ID, path)
    headers = {"X-CSRF-Token": csrf} if csrf else {}
    if method in ("GET", "DELETE"):
        return client.request(method, url, headers=headers)
    return client.request(method, url, headers=headers, json={})


def test_the_matrix(site: Site) -> None:
    problems = []
    for method, path in sorted(set(routes(site.app.routes))):
        rule = RULES.get((method, path))
        for role, who in (
            ("anonymous", None),
            ("annotator", site.annotator),
            ("admin", site.admin),
        ):
            answer = _ask(_as(site, who), method, path, who.csrf if who else None)
            if rule == PUBLIC or (rule == USER and who) or (rule == ADMIN and role == "admin"):
                allowed = answer.status_code not in (401, 403)
                expected = "allowed"
            else:
                expected = "401" if who is None else "403"
                allowed = str(answer.status_code) == expected
            if not allowed:
                problems.append(
                    f"{method} {path} as {role}: {answer.status_code}, expected {expected}"
                )
    assert problems == []


def test_the_static_files_are_public(site: Site) -> None:
    assert site.anonymous().get("/static/app.js").status_code == 200


@pytest.mark.parametrize("method", ["POST", "PATCH", "DELETE"])
def test_a_change_without_csrf_is_refused_even_for_an_admin(site: Site, method: str) -> None:
    for (rule_method, path), rule in RULES.items():
        if rule_method != method or rule == PUBLIC:
            continue
        answer = _ask(_as(site, site.admin), method, path, None)
        assert answer.status_code == 403, f"{method} {path}: {answer.status_code}"
        assert "CSRF" in answer.json()["detail"]
