"""Accounts: the first admin's one-time token, signing in (one message for every failure,
throttled), sessions that end with a password change, and `pseudonymizer user add`."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from click.testing import Result
from sqlalchemy import select, update
from typer.testing import CliRunner

from pseudonymizer.cli import _plugins, app
from pseudonymizer.web.db.models import AuditEvent, SetupToken, User
from pseudonymizer.web.services import users
from tests.web.conftest import PASSWORD, Site, make_site


def test_the_first_admin_registers_with_the_one_time_token(tmp_path: Path) -> None:
    site = make_site(tmp_path / "data", None)
    with site.db.session() as session:
        # A fresh installation: no admin yet (the fixture's admin is removed).
        session.execute(update(User).values(role="annotator"))
        token = users.new_setup_token(session)
    client = site.anonymous()
    body = {"token": token, "email": "root@example.org", "password": "a long password"}
    wrong = client.post("/api/auth/register", json={**body, "token": "guessed"})
    assert wrong.status_code == 403
    answer = client.post("/api/auth/register", json=body)
    assert answer.status_code == 201, answer.text
    assert answer.json()["user"]["role"] == "admin"
    again = site.anonymous().post(
        "/api/auth/register", json={**body, "email": "second@example.org"}
    )
    assert again.status_code == 403  # used


def test_an_expired_token_registers_nobody(tmp_path: Path) -> None:
    site = make_site(tmp_path / "data", None)
    with site.db.session() as session:
        session.execute(update(User).values(role="annotator"))
        token = users.new_setup_token(session)
        for found in session.scalars(select(SetupToken)):
            found.expires_at -= timedelta(minutes=16)
    answer = site.anonymous().post(
        "/api/auth/register",
        json={"token": token, "email": "late@example.org", "password": "a long password"},
    )
    assert answer.status_code == 403


def test_unknown_user_and_wrong_password_get_one_message(site: Site) -> None:
    client = site.anonymous()
    unknown = client.post(
        "/api/auth/login", json={"email": "nobody@x.org", "password": "whatever1"}
    )
    wrong = client.post(
        "/api/auth/login", json={"email": "anna@example.org", "password": "whatever1"}
    )
    assert unknown.status_code == wrong.status_code == 401
    assert unknown.json() == wrong.json() == {"detail": "unknown e-mail or wrong password"}


def test_logins_are_throttled_after_five_failures_even_with_the_right_password(
    site: Site,
) -> None:
    client = site.anonymous()
    for _ in range(users.MAX_FAILURES):
        client.post("/api/auth/login", json={"email": "anna@example.org", "password": "nope1234"})
    right = client.post("/api/auth/login", json={"email": "anna@example.org", "password": PASSWORD})
    assert right.status_code == 429
    assert "wait 15 minutes" in right.json()["detail"]


def test_logins_and_failures_are_audited_without_passwords(site: Site) -> None:
    site.anonymous().post("/api/auth/login", json={"email": "anna@example.org", "password": "x"})
    with site.db.session() as session:
        events = [e.event for e in session.scalars(select(AuditEvent).order_by(AuditEvent.id))]
    assert events.count("login") == 2  # the fixture's admin and annotator
    assert events[-1] == "login_failed"


def test_a_password_change_ends_the_other_sessions(site: Site) -> None:
    other = site.sign_in("anna@example.org")
    answer = site.annotator.post(
        "/api/auth/password", json={"old_password": PASSWORD, "new_password": "a new password"}
    )
    assert answer.status_code == 200, answer.text
    assert other.get("/api/auth/me").status_code == 401
    assert site.annotator.get("/api/auth/me").status_code == 200
    assert site.sign_in("anna@example.org", "a new password").user_id == site.annotator.user_id


def test_a_wrong_current_password_changes_nothing(site: Site) -> None:
    answer = site.annotator.post(
        "/api/auth/password", json={"old_password": "not it at all", "new_password": "whatever12"}
    )
    assert answer.status_code == 400
    assert site.sign_in("anna@example.org").user_id == site.annotator.user_id


def test_the_session_cookie_is_httponly_and_samesite(site: Site) -> None:
    answer = site.anonymous().post(
        "/api/auth/login", json={"email": "anna@example.org", "password": PASSWORD}
    )
    cookie = answer.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie


def test_a_forged_cookie_is_refused(site: Site) -> None:
    client = site.anonymous()
    client.cookies.set("pseudonymizer_session", "eyJ1aWQiOjF9.forged.signature")
    assert client.get("/api/auth/me").status_code == 401


def test_user_add_creates_an_account_that_can_sign_in(tmp_path: Path) -> None:
    data = tmp_path / "data"
    result = invoke_with_input(
        "a long password\n",
        "user",
        "add",
        "Eve@Example.org",
        "--name",
        "Eve",
        "--role",
        "annotator",
        "--password-stdin",
        "--data-dir",
        data,
    )
    assert result.exit_code == 0, result.output
    duplicate = invoke_with_input(
        "a long password\n",
        "user",
        "add",
        "eve@example.org",
        "--password-stdin",
        "--data-dir",
        data,
    )
    assert duplicate.exit_code == 2
    assert "exists already" in duplicate.output
    site = make_site(tmp_path / "data", None)
    assert site.sign_in("eve@example.org", "a long password").user_id > 0


def invoke_with_input(stdin: str, *args: object) -> Result:
    _plugins()
    return CliRunner().invoke(app, [str(arg) for arg in args], input=stdin)


def test_every_page_needs_a_session(site: Site) -> None:
    answer = site.anonymous().get("/", headers={"accept": "text/html"}, follow_redirects=False)
    assert answer.status_code == 303
    assert answer.headers["location"] == "/login?next=/"
