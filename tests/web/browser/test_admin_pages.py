"""The admin's pages in Chromium against the real server: search and annotate (matches in
context, some unchecked, the rest marked private at once), a rule added, an account made, a
document read whole with full reading set; and the README's screenshots of these pages."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from pseudonymizer.web.db.models import Action, StoredDocument, StoredRule, StoredSpan, User
from tests.web.browser.conftest import SCREENSHOTS, Server, sign_in

pytestmark = pytest.mark.browser

ONE = "The codename bluebird was sent on Monday. Later bluebird came back.\n"
TWO = "Nobody in Leeds knew bluebird.\n"


def test_search_and_annotate_marks_the_chosen_matches(server: Server, page: Any) -> None:
    one = server.add_document("one.txt", ONE)
    two = server.add_document("two.txt", TWO)
    sign_in(page, server, "admin@example.org", "/admin/search")
    page.select_option("select[name=kind]", "words")
    page.fill("input[name=q]", "bluebird")
    page.press("input[name=q]", "Enter")
    page.wait_for_selector("#matches tbody tr")
    rows = page.locator("#matches tbody tr")
    assert rows.count() == 3
    assert page.inner_text("#matches tbody tr:first-child mark") == "bluebird"
    assert "The codename" in page.inner_text("#matches tbody tr:first-child .context")
    page.uncheck("#matches tbody tr:nth-child(2) input[type=checkbox]")  # Later bluebird
    page.select_option("#category", "PERSON")
    page.screenshot(path=SCREENSHOTS / "admin_search.png", full_page=True)
    page.click("button[data-status=private]")
    page.wait_for_function(
        "() => /2 marked private/.test(document.querySelector('#search .message').textContent)"
    )
    assert page.inner_text("#matches tbody tr:first-child td:last-child") == "PERSON private"
    with server.db.session() as session:
        decided = {
            (span.document_id, span.start): (span.status, span.category)
            for span in session.scalars(
                select(StoredSpan).where(StoredSpan.decided_at.is_not(None))
            )
        }
        actions = session.scalars(select(Action)).all()
    first, later = ONE.index("bluebird"), ONE.rindex("bluebird")
    assert decided == {
        (one, first): ("private", "PERSON"),
        (two, TWO.index("bluebird")): ("private", "PERSON"),
    }
    assert (one, later) not in decided and len(actions) == 2


def test_a_bad_regular_expression_is_said_on_the_page(server: Server, page: Any) -> None:
    server.add_document("one.txt", ONE)
    sign_in(page, server, "admin@example.org", "/admin/search")
    page.select_option("select[name=kind]", "regex")
    page.fill("input[name=q]", "(open")
    page.press("input[name=q]", "Enter")
    page.wait_for_selector("#search .message.error")
    assert "not a regular expression" in page.inner_text("#search .message")


def test_a_rule_is_added_and_listed(server: Server, page: Any) -> None:
    server.add_document("one.txt", ONE)
    sign_in(page, server, "admin@example.org", "/admin/rules")
    page.select_option("#new-rule select[name=type]", "word")
    page.fill("#new-rule input[name=condition]", "bluebird")
    page.fill("#new-rule input[name=confidence]", "-1")
    page.select_option("#new-rule select[name=label]", "PERSON")
    page.click("#new-rule button[type=submit]")
    page.wait_for_selector("#rules tbody tr[data-id]")
    assert "bluebird" in page.inner_text("#rules tbody")
    page.screenshot(path=SCREENSHOTS / "admin_rules.png", full_page=True)
    with server.db.session() as session:
        rule = session.scalar(select(StoredRule))
        assert rule is not None and (rule.type, rule.condition, rule.label) == (
            "word",
            "bluebird",
            "PERSON",
        )


def test_an_account_is_made_on_the_users_page(server: Server, page: Any) -> None:
    server.add_document("one.txt", ONE)
    sign_in(page, server, "admin@example.org", "/admin/users")
    page.fill("#new-user input[name=email]", "bob@example.org")
    page.fill("#new-user input[name=name]", "Bob")
    page.fill("#new-user input[name=password]", "a long password")
    page.fill("#new-user input[name=window_size]", "120")
    page.click("#new-user button[type=submit]")
    page.wait_for_selector("#users tr:has-text('bob@example.org')")
    page.screenshot(path=SCREENSHOTS / "admin_users.png", full_page=True)
    with server.db.session() as session:
        bob = session.scalar(select(User).where(User.email == "bob@example.org"))
        assert bob is not None and (bob.name, bob.role, bob.window_size) == (
            "Bob",
            "annotator",
            120,
        )


def test_a_document_is_read_whole_and_set_to_full_reading(server: Server, page: Any) -> None:
    document_id = server.add_document("one.txt", ONE)
    sign_in(page, server, "admin@example.org", f"/admin/documents/{document_id}")
    assert "The codename bluebird was sent" in page.inner_text("#text")
    page.check("#full-reading")
    page.wait_for_function(
        "() => /Full reading is on/.test(document.querySelector('#document .message').textContent)"
    )
    page.screenshot(path=SCREENSHOTS / "admin_document.png", full_page=True)
    with server.db.session() as session:
        document = session.get(StoredDocument, document_id)
        assert document is not None and document.full_reading is True


def test_the_findings_of_a_documents_output_are_opened_in_context(
    server: Server, page: Any
) -> None:
    text = "Jan Novák wrote to us.\nWe answered Novák at once; call 603 123 456 later.\n"
    document_id = server.add_document("letter.txt", text)
    with server.db.session() as session:  # one private span: `Novák` alone is left standing
        for span in session.scalars(select(StoredSpan)):
            session.delete(span)
        session.add(
            StoredSpan(
                document_id=document_id, start=0, end=9, category="PERSON", source="user",
                status="private", score=1.0, evidence=[], version=1,
            )
        )  # fmt: skip
    sign_in(page, server, "admin@example.org", f"/admin/documents/{document_id}")
    page.wait_for_selector("#finding-counts:not([hidden]) tbody tr")
    counts = page.locator("#finding-counts tbody tr")
    assert [counts.nth(i).inner_text().split() for i in range(3)] == [
        ["remove", "1", "1"],
        ["tag", "1", "1"],
        ["pseudonymize", "1", "1"],
    ]
    assert page.locator("#finding-list tbody tr").count() == 6
    assert page.is_hidden("#finding-context")
    page.click("#finding-list tbody tr.certain:has-text('tag')")
    page.wait_for_selector("#finding-context:not([hidden])")
    assert page.inner_text("#finding-context mark") == "Novák"
    shown = page.inner_text("#finding-context")
    assert "[PERSON] wrote to us." in shown and "Jan" not in shown
    page.screenshot(path=SCREENSHOTS / "admin_findings.png", full_page=True)
    # Kept undecided spans: the same panel audits that output.
    page.select_option("#findings select[name=candidates]", "keep")
    page.click("#findings button[type=submit]")
    page.wait_for_selector("#finding-context", state="hidden")
    page.wait_for_function(
        "() => document.querySelectorAll('#finding-list tbody tr').length === 6"
        " && !document.querySelector('#findings .message').textContent"
    )
