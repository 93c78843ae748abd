"""The documents page in Chromium: a file uploaded through its form is analyzed, and its
tagged version is downloaded through the download form, as an admin does it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pseudonymizer.web import jobs
from pseudonymizer.web.background import HANDLERS
from tests.web.browser.conftest import SCREENSHOTS, Server, sign_in

pytestmark = pytest.mark.browser

LETTER = "Dear Mr Harrington,\nJohn Smith from Leeds will call you on 0113 496 0000.\n"


def test_upload_then_download_through_the_page(server: Server, page: Any, tmp_path: Path) -> None:
    server.add_user("admin@example.org", "Ada", role="admin")
    letter = tmp_path / "letter.txt"
    letter.write_text(LETTER, encoding="utf-8")
    sign_in(page, server, "admin@example.org", "/")
    page.set_input_files("#upload input[name=files]", str(letter))
    page.select_option("#upload select[name=lang]", "en")
    with page.expect_navigation():
        page.click("#upload button[type=submit]")
    row = page.locator("#documents tbody tr", has_text="letter.txt")
    assert row.locator(".status").inner_text() == "NEW"
    jobs.drain(server.db, HANDLERS)  # the analysis a worker would run
    page.reload()
    assert row.locator(".status").inner_text() == "PRE_ANNOTATED"
    document_id = row.get_attribute("data-id")
    page.select_option("#download select[name=document]", document_id)
    page.select_option("#download select[name=what]", "tag")
    page.select_option("#download select[name=format]", "text")
    page.screenshot(path=str(SCREENSHOTS / "admin_documents.png"), full_page=True)
    with page.expect_download() as started:
        page.click("#download button[type=submit]")
    saved = tmp_path / "tagged.txt"
    started.value.save_as(saved)
    tagged = saved.read_text(encoding="utf-8")
    assert "[PERSON]" in tagged and "[LOCATION]" in tagged
    assert "John Smith" not in tagged and "Leeds" not in tagged
