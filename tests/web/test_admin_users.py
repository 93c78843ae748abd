"""The admin's user management: accounts made, passwords reset (sessions end), window sizes,
deleted accounts (name and e-mail gone, decisions kept as "deleted user"), and one's own
password page."""

from __future__ import annotations

from sqlalchemy import select, text

from pseudonymizer.web.db.models import SpanStatus, StoredSpan, User
from tests.web.conftest import PASSWORD, Site


def test_the_admin_creates_an_account_that_signs_in(site: Site) -> None:
    answer = site.admin.post(
        "/api/users",
        json={
            "email": "Bob@Example.org",
            "name": "Bob",
            "role": "annotator",
            "password": "a long one",
        },
    )
    assert answer.status_code == 201, answer.text
    assert answer.json()["window_size"] == 200
    listed = {user["email"]: user for user in site.admin.get("/api/users").json()}
    assert listed["bob@example.org"]["role"] == "annotator"
    bob = site.sign_in("bob@example.org", "a long one")
    assert bob.get("/api/auth/me").json()["user"]["name"] == "Bob"


def test_bad_accounts_are_refused_with_a_message(site: Site) -> None:
    taken = site.admin.post(
        "/api/users",
        json={"email": "anna@example.org", "role": "annotator", "password": "long enough"},
    )
    assert taken.status_code == 409
    short = site.admin.post("/api/users", json={"email": "c@example.org", "password": "short"})
    assert short.status_code == 400 and "8 characters" in short.json()["detail"]
    role = site.admin.post(
        "/api/users", json={"email": "d@example.org", "role": "king", "password": "long enough"}
    )
    assert role.status_code == 422 and "role" in role.json()["detail"]


def test_an_annotator_manages_no_accounts(site: Site) -> None:
    assert site.annotator.get("/api/users").status_code == 403
    made = site.annotator.post(
        "/api/users", json={"email": "e@example.org", "role": "admin", "password": "long enough"}
    )
    assert made.status_code == 403
    assert site.anonymous().get("/api/users").status_code == 401


def test_a_password_reset_ends_the_users_sessions(site: Site) -> None:
    assert site.annotator.get("/api/auth/me").status_code == 200
    answer = site.admin.post(
        f"/api/users/{site.annotator.user_id}/password", json={"password": "brand new secret"}
    )
    assert answer.status_code == 200, answer.text
    assert site.annotator.get("/api/auth/me").status_code == 401
    old = site.anonymous().post(
        "/api/auth/login", json={"email": "anna@example.org", "password": PASSWORD}
    )
    assert old.status_code == 401
    site.sign_in("anna@example.org", "brand new secret")


def test_the_window_size_is_set_per_user(site: Site) -> None:
    url = f"/api/users/{site.annotator.user_id}"
    assert site.admin.patch(url, json={"window_size": 50}).json()["window_size"] == 50
    assert site.annotator.get("/api/auth/me").json()["user"]["window_size"] == 50
    too_small = site.admin.patch(url, json={"window_size": 2})
    assert too_small.status_code == 400 and "between" in too_small.json()["detail"]
    assert site.admin.patch("/api/users/999999", json={"window_size": 50}).status_code == 404


def test_a_deleted_account_keeps_its_decisions_as_deleted_user(any_site: Site) -> None:
    bob = any_site.add_user("bob.builder@example.org")
    created = any_site.upload(
        any_site.admin, ("letter.txt", "John Smith from Leeds wrote to us.\n")
    )
    document_id = created[0]["id"]
    with any_site.db.session() as session:
        span = session.scalars(
            select(StoredSpan).where(StoredSpan.document_id == document_id)
        ).first()
        assert span is not None
        span.status, span.decided_by = SpanStatus.PUBLIC, bob.user_id
    answer = any_site.admin.delete(f"/api/users/{bob.user_id}")
    assert answer.status_code == 204, answer.text
    assert bob.get("/api/auth/me").status_code == 401
    gone = any_site.anonymous().post(
        "/api/auth/login", json={"email": "bob.builder@example.org", "password": PASSWORD}
    )
    assert gone.status_code == 401
    assert "bob" not in {user["name"] for user in any_site.admin.get("/api/users").json()}
    with any_site.db.session() as session:
        # No column of any user row holds the name or the e-mail any more.
        rows = session.execute(text("SELECT * FROM users")).all()
        assert not any("bob" in str(value).lower() for row in rows for value in row)
        deleted = session.get(User, bob.user_id)
        assert deleted is not None and deleted.name == "deleted user"
    page = any_site.admin.get(f"/admin/documents/{document_id}")
    assert "deleted user" in page.text
    assert any_site.admin.delete(f"/api/users/{bob.user_id}").status_code == 404


def test_an_admin_does_not_delete_their_own_account(site: Site) -> None:
    answer = site.admin.delete(f"/api/users/{site.admin.user_id}")
    assert answer.status_code == 403
    assert site.admin.get("/api/auth/me").status_code == 200


def test_the_users_page_lists_accounts_and_everyone_has_a_password_page(site: Site) -> None:
    page = site.admin.get("/admin/users")
    assert page.status_code == 200
    assert "anna@example.org" in page.text and 'name="csrf-token"' in page.text
    assert site.annotator.get("/admin/users").status_code == 403
    own = site.annotator.get("/account/password")
    assert own.status_code == 200 and "Change your password" in own.text
    changed = site.annotator.post(
        "/api/auth/password", json={"old_password": PASSWORD, "new_password": "another secret"}
    )
    assert changed.status_code == 200
    site.sign_in("anna@example.org", "another secret")
