"""`pseudonymizer serve` on a fresh data dir, as a user starts it: it prints the first admin's
registration link, and with that admin a document uploaded over HTTP is analyzed by the
server's own worker."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import httpx

from tests.web.conftest import free_port


def test_serve_on_a_fresh_data_dir_works_with_no_other_step(tmp_path: Path) -> None:
    port = free_port()
    command = Path(sys.executable).with_name("pseudonymizer")
    server = subprocess.Popen(
        [str(command), "serve", "--port", str(port), "--data-dir", str(tmp_path / "data")],
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stderr is not None
        line = server.stderr.readline()
        found = re.search(r"/register\?token=(\S+)", line)
        assert found, line
        base = f"http://127.0.0.1:{port}"
        client = httpx.Client(base_url=base, timeout=30)
        for _ in range(100):
            try:
                client.get("/login")
                break
            except httpx.ConnectError:
                time.sleep(0.1)
        registered = client.post(
            "/api/auth/register",
            json={"token": found.group(1), "email": "me@example.org", "password": "long enough"},
        )
        assert registered.status_code == 201, registered.text
        csrf = registered.json()["csrf_token"]
        uploaded = client.post(
            "/api/documents",
            files=[("files", ("a.txt", b"John Smith lives in Leeds.", "text/plain"))],
            data={"lang": "en"},
            headers={"X-CSRF-Token": csrf},
        )
        assert uploaded.status_code == 201, uploaded.text
        document_id = uploaded.json()[0]["id"]
        deadline = time.monotonic() + 60
        while (status := client.get(f"/api/documents/{document_id}").json()["status"]) in (
            "NEW",
            "ANALYZED",
        ):
            assert time.monotonic() < deadline, "the server's worker never analyzed it"
            time.sleep(0.2)
        assert status == "PRE_ANNOTATED"
        assert (tmp_path / "data" / "pseudonymizer.db").exists()
        assert client.get("/openapi.json").json()["info"]["title"] == "pseudonymizer review tool"
    finally:
        server.terminate()
        server.wait(timeout=20)
