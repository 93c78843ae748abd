"""Load on the review tool over real HTTP on loopback: annotators deciding in one long document,
and a new word-sequence rule applied to a corpus.

    python bench/web_load.py [--db postgresql://postgres@127.0.0.1:5432] [--annotators 20]
        [--tokens 50000] [--rounds 15] [--think 0] [--worker-processes 0]
        [--rule-documents 1000] [--rule-tokens 2000]

A `pseudonymizer serve` process is started on a fresh database (SQLite in a temporary data dir,
or a new PostgreSQL database made under --db and dropped after). Part 1: one document of about
--tokens tokens cut from TAB's court decisions is uploaded and analyzed; --annotators clients
then sign in and each loop --rounds times (--think seconds apart): read their window
(GET /api/annotate/next), decide one open span (POST /api/annotate/decision) and move on
(POST /api/annotate/move). Part 2: --rule-documents
documents of --rule-tokens tokens are stored with their tokenization (as analysis leaves them),
a person marks a word sequence private for every occurrence, and the time until the background
job has applied it to every document is measured. Prints p50/p95 of each request kind.
"""

from __future__ import annotations

import argparse
import json
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

import httpx
import psycopg
from sqlalchemy import func, select

from pseudonymizer.analyze import Analysis
from pseudonymizer.web.db.models import Job, JobState, StoredDocument, StoredRule, StoredSpan
from pseudonymizer.web.db.session import Database
from pseudonymizer.web.services import users
from pseudonymizer.web.services.analysis import stored
from pseudonymizer.web.settings import ServerSettings

TAB = Path(__file__).resolve().parents[2] / "shared" / "data" / "tab.dev.jsonl"
PASSWORD = "load test password"
RULE_WORD = "Zwarteveen"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def long_text(tokens: int) -> str:
    """Court decisions from TAB, joined until about `tokens` whitespace tokens."""
    parts, count = [], 0
    for line in TAB.open(encoding="utf-8"):
        text = json.loads(line)["text"]
        parts.append(text)
        count += len(text.split())
        if count >= tokens:
            break
    return "\n\n".join(parts)


class Server:
    def __init__(
        self, data_dir: Path, db_url: str | None, log: Path | None, worker_processes: int
    ) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        command = [
            str(Path(sys.executable).with_name("pseudonymizer")),
            "serve",
            "--port",
            str(self.port),
            "--data-dir",
            str(data_dir),
        ]
        if db_url:
            command += ["--db", db_url]
        if worker_processes:
            command += ["--workers", "0"]
        errors = log.open("w") if log is not None else subprocess.DEVNULL
        self.process = subprocess.Popen(command, stderr=errors)
        worker = [command[0], "worker", "--data-dir", str(data_dir)]
        worker += ["--db", db_url] if db_url else []
        self.workers = [
            subprocess.Popen(worker, stderr=subprocess.DEVNULL) for _ in range(worker_processes)
        ]
        for _ in range(300):
            try:
                httpx.get(f"{self.base}/login", timeout=1)
                return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def stop(self) -> None:
        for process in (self.process, *self.workers):
            process.terminate()
            process.wait(timeout=30)


def sign_in(base: str, email: str) -> tuple[httpx.Client, str]:
    client = httpx.Client(base_url=base, timeout=60)
    answer = client.post("/api/auth/login", json={"email": email, "password": PASSWORD})
    answer.raise_for_status()
    return client, answer.json()["csrf_token"]


def annotator(
    base: str,
    email: str,
    args: argparse.Namespace,
    timings: dict[str, list[float]],
    ready: threading.Barrier,
) -> None:
    """Sign in (argon2 is slow on purpose: not part of the figures), then wait for the others,
    then read, decide and move `args.rounds` times, `args.think` seconds apart."""
    client, csrf = sign_in(base, email)
    headers = {"X-CSRF-Token": csrf}
    chooser = random.Random(email)
    ready.wait()
    for _ in range(args.rounds):
        time.sleep(args.think * chooser.uniform(0.5, 1.5))
        started = time.perf_counter()
        window = client.get("/api/annotate/next").json()
        timings["next window"].append(time.perf_counter() - started)
        if window.get("document") is None:
            return
        open_spans = [s for s in window["spans"] if s["status"] == "candidate"]
        if open_spans:
            span = chooser.choice(open_spans)
            body = {
                "span_id": span["id"],
                "version": span["version"],
                "status": chooser.choice(["private", "public"]),
                "scope": "occurrence",
            }
            started = time.perf_counter()
            answer = client.post("/api/annotate/decision", json=body, headers=headers)
            timings["decision"].append(time.perf_counter() - started)
            if answer.status_code == 409:
                timings["conflicts"].append(0.0)
            else:
                answer.raise_for_status()
        else:
            client.post("/api/annotate/skip", json={"comment": ""}, headers=headers)
        started = time.perf_counter()
        moved = client.post("/api/annotate/move", headers=headers)
        if moved.status_code == 200:
            timings["move (next window)"].append(time.perf_counter() - started)


def wait_for_jobs(db: Database, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with db.session() as session:
            waiting = (
                session.query(Job)
                .filter(Job.state.in_([JobState.QUEUED, JobState.RUNNING]))
                .count()
            )
        if not waiting:
            return
        time.sleep(0.05)
    raise RuntimeError("jobs did not finish in time")


def part_one(args: argparse.Namespace, server: Server, db: Database) -> dict[str, list[float]]:
    admin, csrf = sign_in(server.base, "admin@example.org")
    text = long_text(args.tokens)
    started = time.perf_counter()
    answer = admin.post(
        "/api/documents",
        files=[("files", ("long.txt", text.encode(), "text/plain"))],
        data={"lang": "en"},
        headers={"X-CSRF-Token": csrf},
    )
    answer.raise_for_status()
    wait_for_jobs(db, 600)
    document = admin.get(f"/api/documents/{answer.json()[0]['id']}").json()
    with db.session() as session:
        stored_doc = session.get(StoredDocument, document["id"])
        assert stored_doc is not None and stored_doc.analysis is not None
        token_count = len(stored_doc.analysis["tokens"])
    print(
        f"document: {token_count:,} tokens, {document['progress']['all']:,} spans, "
        f"analyzed in {time.perf_counter() - started:.1f} s"
    )
    timings: dict[str, list[float]] = {
        "next window": [],
        "decision": [],
        "move (next window)": [],
        "conflicts": [],
    }
    ready = threading.Barrier(args.annotators)
    threads = [
        threading.Thread(
            target=annotator,
            args=(server.base, f"annotator{i}@example.org", args, timings, ready),
        )
        for i in range(args.annotators)
    ]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print(
        f"{args.annotators} annotators, {args.rounds} windows each, think time {args.think} s: "
        f"{time.perf_counter() - started:.1f} s in all"
    )
    return timings


def part_two(args: argparse.Namespace, server: Server, db: Database) -> float:
    """Seconds from a person's word-sequence decision to the rule applied to every document."""
    vocabulary = long_text(20_000).split()
    chooser = random.Random(7)
    with db.session() as session:
        for number in range(args.rule_documents):
            words = [chooser.choice(vocabulary) for _ in range(args.rule_tokens)]
            words[chooser.randrange(len(words))] = RULE_WORD
            text = " ".join(words)
            session.add(
                StoredDocument(
                    name=f"bulk-{number}.txt",
                    lang="en",
                    text=text,
                    status="PRE_ANNOTATED",
                    analysis=stored(Analysis(text, "en")),
                    meta={},
                )
            )
    # The document a person decides in: the word in a window of theirs.
    admin, csrf = sign_in(server.base, "admin@example.org")
    text = f"The applicant, Mr {RULE_WORD}, lodged the complaint. " * 3
    answer = admin.post(
        "/api/documents",
        files=[("files", ("decide.txt", text.encode(), "text/plain"))],
        data={"lang": "en"},
        headers={"X-CSRF-Token": csrf},
    )
    answer.raise_for_status()
    document_id = answer.json()[0]["id"]
    wait_for_jobs(db, 120)
    start = text.index(RULE_WORD)
    started = time.perf_counter()
    decided = admin.post(
        "/api/annotate/decision",
        json={
            "document_id": document_id,
            "start": start,
            "end": start + len(RULE_WORD),
            "category": "PERSON",
            "status": "private",
            "scope": "sequence",
        },
        headers={"X-CSRF-Token": csrf},
    )
    if decided.status_code != 200:
        raise RuntimeError(f"the decision was refused: {decided.json()['detail']}")
    print(f"the decision answered in {time.perf_counter() - started:.2f} s")
    wait_for_jobs(db, 600)
    seconds = time.perf_counter() - started
    with db.session() as session:
        for job in session.scalars(select(Job).where(Job.kind == "apply_rule")):
            if job.payload.get("condition") != RULE_WORD:
                continue  # the annotators' find-more rules of part one
            assert job.finished_at is not None
            print(f"its job ran {(job.finished_at - job.created_at).total_seconds():.2f} s")
        made = session.scalar(
            select(func.count())
            .select_from(StoredSpan)
            .join(StoredRule, StoredSpan.rule_id == StoredRule.id)
            .where(StoredRule.condition == RULE_WORD)
        )
    if made != args.rule_documents:
        raise RuntimeError(f"the rule made {made} candidates in {args.rule_documents} documents")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", help="a PostgreSQL server URL; default: SQLite")
    parser.add_argument("--annotators", type=int, default=20)
    parser.add_argument("--tokens", type=int, default=50_000)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        help="seconds an annotator reads before each window (0: every request back to back)",
    )
    parser.add_argument("--rule-documents", type=int, default=1000)
    parser.add_argument("--rule-tokens", type=int, default=2000)
    parser.add_argument("--server-log", type=Path, help="where the server's errors go")
    parser.add_argument(
        "--worker-processes",
        type=int,
        default=0,
        help="run jobs in this many `pseudonymizer worker` processes instead of in the server",
    )
    args = parser.parse_args()
    database = None
    with tempfile.TemporaryDirectory() as folder:
        url = None
        if args.db:
            database = f"pseudonymizer_bench_{uuid.uuid4().hex[:8]}"
            with psycopg.connect(f"{args.db}/postgres", autocommit=True) as connection:
                connection.execute(f'CREATE DATABASE "{database}"')
            url = f"{args.db}/{database}"
        settings = ServerSettings.of(Path(folder), url)
        db = Database(settings.db_url)
        db.migrate()
        with db.session() as session:
            users.create_user(session, "admin@example.org", "Admin", "admin", PASSWORD)
            for i in range(args.annotators):
                users.create_user(
                    session, f"annotator{i}@example.org", f"A{i}", "annotator", PASSWORD
                )
        server = Server(Path(folder), url, args.server_log, args.worker_processes)
        try:
            print(f"database: {db.engine.dialect.name}")
            timings = part_one(args, server, db)
            for kind, values in timings.items():
                if kind == "conflicts":
                    print(f"conflicts (409): {len(values)}")
                elif len(values) > 1:
                    p50 = 1000 * statistics.median(values)
                    p95 = 1000 * statistics.quantiles(values, n=20)[-1]
                    print(f"{kind:20s} n={len(values):4d}  p50 {p50:6.1f} ms  p95 {p95:6.1f} ms")
            seconds = part_two(args, server, db)
            print(
                f"word-sequence rule applied to {args.rule_documents} documents of "
                f"{args.rule_tokens} tokens: {seconds:.2f} s"
            )
        finally:
            server.stop()
            db.engine.dispose()
            if database is not None:
                with psycopg.connect(f"{args.db}/postgres", autocommit=True) as connection:
                    connection.execute(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')


if __name__ == "__main__":
    main()
