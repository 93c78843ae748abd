"""Fixtures of the review tool: an app on a fresh database (SQLite, and PostgreSQL on
127.0.0.1:5432 where a test asks for both), clients signed in as each role."""

from __future__ import annotations

import os
import socket
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from pseudonymizer.web import jobs
from pseudonymizer.web.app import create_app
from pseudonymizer.web.background import HANDLERS
from pseudonymizer.web.db.session import Database
from pseudonymizer.web.services import users
from pseudonymizer.web.settings import ServerSettings

POSTGRES = os.environ.get("PSEUDONYMIZER_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432")
PASSWORD = "correct horse battery"


@dataclass
class Client:
    """A test client signed in as one user, sending its CSRF token with every change."""

    http: TestClient
    csrf: str
    user_id: int

    def get(self, url: str, **kwargs: Any) -> httpx.Response:
        return self.http.get(url, **kwargs)

    def post(self, url: str, **kwargs: Any) -> httpx.Response:
        return self.http.post(url, headers={"X-CSRF-Token": self.csrf}, **kwargs)

    def put(self, url: str, **kwargs: Any) -> httpx.Response:
        return self.http.put(url, headers={"X-CSRF-Token": self.csrf}, **kwargs)

    def patch(self, url: str, **kwargs: Any) -> httpx.Response:
        return self.http.patch(url, headers={"X-CSRF-Token": self.csrf}, **kwargs)

    def delete(self, url: str, **kwargs: Any) -> httpx.Response:
        return self.http.delete(url, headers={"X-CSRF-Token": self.csrf}, **kwargs)


@dataclass
class Site:
    """An application with an admin and an annotator, and how to sign more people in."""

    app: FastAPI
    data_dir: Path
    admin: Client
    annotator: Client

    @property
    def db(self) -> Database:
        return self.app.state.db

    def anonymous(self) -> TestClient:
        return TestClient(self.app)

    def sign_in(self, email: str, password: str = PASSWORD) -> Client:
        http = TestClient(self.app)
        answer = http.post("/api/auth/login", json={"email": email, "password": password})
        assert answer.status_code == 200, answer.text
        body = answer.json()
        return Client(http, body["csrf_token"], body["user"]["id"])

    def add_user(self, email: str, role: str = "annotator", window_size: int = 200) -> Client:
        with self.db.session() as session:
            users.create_user(session, email, email.split("@")[0], role, PASSWORD, window_size)
        return self.sign_in(email)

    def work(self) -> int:
        """Run every queued job (analysis, rule application) to the end."""
        return jobs.drain(self.db, HANDLERS)

    def upload(self, client: Client, *files: tuple[str, str], lang: str = "en") -> list[dict]:
        answer = client.post(
            "/api/documents",
            files=[("files", (name, text.encode(), "text/plain")) for name, text in files],
            data={"lang": lang},
        )
        assert answer.status_code == 201, answer.text
        self.work()
        return answer.json()


def free_port() -> int:
    """A port nothing listens on, for a server a test starts."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def make_site(data_dir: Path, db_url: str | None) -> Site:
    app = create_app(ServerSettings.of(data_dir, db_url), run_workers=False)
    with app.state.db.session() as session:
        users.create_user(session, "admin@example.org", "Ada", "admin", PASSWORD)
        users.create_user(session, "anna@example.org", "Anna", "annotator", PASSWORD)
    site = Site(app, data_dir, None, None)
    site.admin = site.sign_in("admin@example.org")
    site.annotator = site.sign_in("anna@example.org")
    return site


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    """The application on SQLite in a temporary data dir."""
    made = make_site(tmp_path / "data", None)
    yield made
    made.db.engine.dispose()


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A new PostgreSQL database for one test, dropped after it."""
    name = f"pseudonymizer_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(f"{POSTGRES}/postgres", autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    yield f"{POSTGRES}/{name}"
    with psycopg.connect(f"{POSTGRES}/postgres", autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(params=["sqlite", "postgresql"])
def any_site(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Site]:
    """The application on SQLite, then on PostgreSQL."""
    url = request.getfixturevalue("postgres_url") if request.param == "postgresql" else None
    made = make_site(tmp_path / "data", url)
    yield made
    made.db.engine.dispose()
