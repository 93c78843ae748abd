"""The review tool's settings: one typed object built from the command line and environment.

Secrets never come from the repository: the session-signing secret is read from the
environment (`PSEUDONYMIZER_SECRET`) or from a file in the data dir made on first start with
owner-only permissions, and so is the project key behind pseudonymized downloads.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from pseudonymizer.replace.keys import ProjectKey, new_key_file, read_key_file

SECRET_ENV = "PSEUDONYMIZER_SECRET"
SECRET_FILE = "session.secret"
KEY_FILE = "project.key"
DATABASE_FILE = "pseudonymizer.db"


@dataclass(frozen=True)
class ServerSettings:
    data_dir: Path
    db_url: str
    window_size: int = 200
    # Send the session cookie only over HTTPS; off for a laptop on http://127.0.0.1.
    secure_cookies: bool = False
    # Run a job worker inside the server process (`serve`); `worker` processes add more.
    workers: int = 1

    @classmethod
    def of(cls, data_dir: Path, db_url: str | None = None, **more: object) -> ServerSettings:
        """The settings for `data_dir` (made if missing); the database defaults to SQLite in it."""
        data_dir.mkdir(parents=True, exist_ok=True)
        url = db_url or f"sqlite:///{(data_dir / DATABASE_FILE).resolve()}"
        if url.startswith("postgresql://"):
            url = "postgresql+psycopg://" + url.removeprefix("postgresql://")
        return cls(data_dir=data_dir, db_url=url, **more)  # type: ignore[arg-type]

    def secret(self) -> str:
        """The key that signs session cookies and CSRF tokens."""
        if value := os.environ.get(SECRET_ENV):
            return value
        path = self.data_dir / SECRET_FILE
        if not path.exists():
            _private_write(path, secrets.token_urlsafe(48))
        return path.read_text(encoding="utf-8").strip()

    def project_key(self) -> ProjectKey:
        """The key behind surrogates and the sealed mapping of pseudonymized downloads."""
        path = self.data_dir / KEY_FILE
        if not path.exists():
            return new_key_file(path)
        return read_key_file(path)


def _private_write(path: Path, value: str) -> None:
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(value + "\n")
