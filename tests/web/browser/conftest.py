"""Browser tests: a real uvicorn server on a free port and Debian's Chromium driven by
Playwright. Chromium is never downloaded: where /usr/bin/chromium is absent, these tests are
skipped and say why."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from fastapi import FastAPI
from sqlalchemy import select

from pseudonymizer.web import jobs
from pseudonymizer.web.app import create_app
from pseudonymizer.web.background import HANDLERS
from pseudonymizer.web.db.models import Role, User
from pseudonymizer.web.db.session import Database
from pseudonymizer.web.services import document_admin, documents, users
from pseudonymizer.web.settings import ServerSettings
from tests.web.conftest import free_port

CHROMIUM = Path("/usr/bin/chromium")
PASSWORD = "correct horse battery"
# Where the README's screenshots of the pages are written.
SCREENSHOTS = Path(__file__).parents[3] / "docs" / "screenshots"


@dataclass
class Server:
    """The review tool served over HTTP, with an admin who owns the documents it holds."""

    app: FastAPI
    url: str

    @property
    def db(self) -> Database:
        return self.app.state.db

    def add_user(
        self, email: str, name: str, role: str = "annotator", window_size: int = 200
    ) -> None:
        with self.db.session() as session:
            users.create_user(session, email, name, role, PASSWORD, window_size)

    def add_document(
        self, name: str, text: str, lang: str = "en", full_reading: bool = False
    ) -> int:
        """A document as an upload makes it, analyzed (its jobs run here, to the end)."""
        with self.db.session() as session:
            admin = session.scalar(select(User).where(User.role == Role.ADMIN))
            if admin is None:
                admin = users.create_user(session, "admin@example.org", "Ada", "admin", PASSWORD)
            [document] = documents.create_from_text(session, name, text, lang, admin).documents
            document_id = document.id
        jobs.drain(self.db, HANDLERS)
        if full_reading:
            with self.db.session() as session:
                document_admin.set_full_reading(session, document_id, True)
        return document_id


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    """The application on SQLite in a temporary data dir, served by uvicorn in a thread; its
    jobs are run by the tests (`add_document`), so what a page shows does not race a worker."""
    app = create_app(ServerSettings.of(tmp_path / "data", None), run_workers=False)
    port = free_port()
    served = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=served.run, daemon=True, name="uvicorn")
    thread.start()
    deadline = time.monotonic() + 20
    while not served.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    yield Server(app, f"http://127.0.0.1:{port}")
    served.should_exit = True
    thread.join(timeout=10)
    app.state.db.engine.dispose()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip(f"Chromium not installed: {CHROMIUM} is missing (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=["--headless", "--no-sandbox"]
        )
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh browser tab; a script error on the page fails the test."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(10_000)
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert not errors, errors


def sign_in(page: Any, server: Server, email: str, then: str) -> None:
    """Sign in through the login page with the keyboard, as a person would, landing on `then`."""
    page.goto(f"{server.url}{then}")
    page.wait_for_url(f"**/login?next={then}")
    page.fill("input[name=email]", email)
    page.fill("input[name=password]", PASSWORD)
    page.press("input[name=password]", "Enter")
    page.wait_for_url(f"{server.url}{then}")
