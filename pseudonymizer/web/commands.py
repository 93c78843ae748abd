"""The review tool's commands: `serve`, `worker` and `user add`, added to the `pseudonymizer`
command line through its `pseudonymizer.commands` entry point. The web stack is imported only
when one of them runs, so the other commands start as fast as without it."""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

err = Console(stderr=True)
DataDir = Annotated[
    Path,
    typer.Option("--data-dir", help="Where the SQLite database, the secrets and the key live."),
]
DbUrl = Annotated[
    str | None,
    typer.Option(
        "--db", help="Database URL (postgresql://user@host/db); default: SQLite in the data dir."
    ),
]
DEFAULT_DATA = Path("pseudonymizer-data")


def register(app: typer.Typer) -> None:
    user_app = typer.Typer(help="Accounts of the review tool.")
    app.command(help="Run the review tool (web application) with a job worker.")(serve)
    app.command(help="Run job workers against the review tool's database.")(worker)
    user_app.command("add", help="Create an account.")(user_add)
    app.add_typer(user_app, name="user")


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    db: DbUrl = None,
    data_dir: DataDir = DEFAULT_DATA,
    workers: Annotated[int, typer.Option(help="Job workers in this process.")] = 1,
    secure_cookies: Annotated[
        bool, typer.Option(help="Send the session cookie over HTTPS only (behind TLS).")
    ] = False,
) -> None:
    import uvicorn

    from pseudonymizer.web.app import create_app
    from pseudonymizer.web.services import users
    from pseudonymizer.web.settings import ServerSettings

    settings = ServerSettings.of(data_dir, db, workers=workers, secure_cookies=secure_cookies)
    app = create_app(settings)
    with app.state.db.session() as session:
        if not users.has_admin(session):
            token = users.new_setup_token(session)
            err.print(
                "No admin yet. Register one within 15 minutes at "
                f"http://{host}:{port}/register?token={token}",
                highlight=False,
                soft_wrap=True,
            )
    uvicorn.run(app, host=host, port=port, log_level="warning")


def worker(
    db: DbUrl = None,
    data_dir: DataDir = DEFAULT_DATA,
    threads: Annotated[int, typer.Option(help="Workers in this process.")] = 1,
) -> None:
    from pseudonymizer.web import jobs
    from pseudonymizer.web.background import HANDLERS
    from pseudonymizer.web.db.session import Database
    from pseudonymizer.web.settings import ServerSettings

    settings = ServerSettings.of(data_dir, db)
    database = Database(settings.db_url)
    database.migrate()
    stop = threading.Event()
    running = [
        threading.Thread(target=jobs.work, args=(database, stop, HANDLERS), daemon=True)
        for _ in range(threads)
    ]
    for thread in running:
        thread.start()
    err.print(f"{threads} worker(s) running; Ctrl-C stops them after their current job")
    try:
        while any(thread.is_alive() for thread in running):
            for thread in running:
                thread.join(timeout=1)
    except KeyboardInterrupt:
        stop.set()


def user_add(
    email: Annotated[str, typer.Argument(help="The e-mail the person signs in with.")],
    name: Annotated[str, typer.Option("--name", help="Name shown in the tool.")] = "",
    role: Annotated[str, typer.Option("--role", help="admin or annotator.")] = "annotator",
    password_stdin: Annotated[
        bool, typer.Option("--password-stdin", help="Read the password from standard input.")
    ] = False,
    db: DbUrl = None,
    data_dir: DataDir = DEFAULT_DATA,
) -> None:
    from pseudonymizer.web.db.session import Database
    from pseudonymizer.web.services import ServiceError, users
    from pseudonymizer.web.settings import ServerSettings

    if password_stdin:
        password = sys.stdin.readline().rstrip("\n")
    else:
        password = typer.prompt("Password", hide_input=True, confirmation_prompt=True)
    settings = ServerSettings.of(data_dir, db)
    database = Database(settings.db_url)
    database.migrate()
    try:
        with database.session() as session:
            user = users.create_user(session, email, name, role, password)
            user_id = user.id
    except ServiceError as error:
        err.print(f"[red]error:[/] {error}", highlight=False)
        raise typer.Exit(2) from None
    err.print(f"user {user_id} ({role}) created", highlight=False)
