"""The engine and sessions, and the migrations that bring a database up to date at start.

SQLite gets a busy timeout and write-ahead logging, so the server and its worker threads (or a
second worker process) can write to one file without "database is locked" errors, and
`secure_delete`, so what is deleted (an erased document) is zeroed in the file, not left in
free pages. The schema is only ever made by Alembic, so a database made by an older version is
migrated, not recreated.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config as AlembicConfig
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.orm import Session, sessionmaker

MIGRATIONS = Path(__file__).parent / "migrations"


# Requests run in a pool of 40 threads (AnyIO's default), each holding one connection while
# it runs, and job workers and their heartbeats take more: a smaller pool makes requests wait
# for each other's connections instead of for the database.
POOL_SIZE, MAX_OVERFLOW = 10, 40


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(
            url,
            connect_args={"check_same_thread": False, "timeout": 30},
            pool_size=POOL_SIZE,
            max_overflow=MAX_OVERFLOW,
        )
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_size=POOL_SIZE, max_overflow=MAX_OVERFLOW, pool_pre_ping=True)


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    # With the write-ahead log this cannot corrupt the database; a power cut may lose the last
    # commits. Without it every decision waits for a disk flush.
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    # Deleted content is overwritten with zeros, so an erased document leaves no bytes behind.
    cursor.execute("PRAGMA secure_delete=ON")
    cursor.close()


def migrate(engine: Engine) -> None:
    """Apply every migration the database lacks."""
    config = AlembicConfig()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


class Database:
    """An engine and its session factory; `session()` commits on success, rolls back on error."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = make_engine(url)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)

    def migrate(self) -> None:
        migrate(self.engine)

    @contextmanager
    def session(self) -> Iterator[Session]:
        with self.sessions() as session:
            try:
                yield session
                session.commit()
            except BaseException:
                session.rollback()
                raise

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"
