"""The annotation page as served: who gets it, its CSRF token, the keys its help lists and
binds, its buttons, categories and legend. What it does in a browser is in tests/web/browser/."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from tests.web.conftest import Site

STATIC = Path(__file__).parents[2] / "pseudonymizer" / "web" / "static"

# Every key issue 15 names (thesis table 4.1, extended), and the page's own additions.
ISSUE_KEYS = {"h", "l", "H", "L", "J", "K", "s", "S", "p", "P", "e", "w", "n", "N", "u", "U"}
ISSUE_KEYS |= {"Ctrl+Shift+Z", "?"} | {str(digit) for digit in range(1, 10)}
PAGE_KEYS = {"a", "A", "x", "m"}


class Page(HTMLParser):
    """The elements of a page with their attributes, and each button's text."""

    def __init__(self) -> None:
        super().__init__()
        self.elements: list[tuple[str, dict[str, str]]] = []
        self.buttons: list[str] = []
        self._button: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, {name: value or "" for name, value in attrs}))
        if tag == "button":
            self._button = []

    def handle_data(self, data: str) -> None:
        if self._button is not None:
            self._button.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "button" and self._button is not None:
            self.buttons.append("".join(self._button).strip())
            self._button = None

    def find(self, tag: str, **attrs: str) -> list[dict[str, str]]:
        return [
            found
            for name, found in self.elements
            if name == tag and all(found.get(k.rstrip("_")) == v for k, v in attrs.items())
        ]


def page_of(site: Site) -> Page:
    answer = site.annotator.get("/annotate")
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"].startswith("text/html")
    page = Page()
    page.feed(answer.text)
    return page


def test_a_signed_in_annotator_gets_the_page_with_its_csrf_token_and_script(site: Site) -> None:
    page = page_of(site)
    [meta] = page.find("meta", name="csrf-token")
    # The page's token is signed for this user (its time stamp may differ from login's).
    token = meta["content"]
    answer = site.annotator.http.post(
        "/api/annotate/skip", json={"comment": ""}, headers={"X-CSRF-Token": token}
    )
    assert answer.status_code != 403, answer.text
    assert page.find("script", src="/static/annotate.js")
    assert page.find("link", href="/static/annotate.css")
    assert page.find("div", id="text")
    for name in ("annotate.js", "annotate.css"):
        assert site.annotator.get(f"/static/{name}").status_code == 200


def test_an_admin_gets_the_page_too(site: Site) -> None:
    answer = site.admin.get("/annotate")
    assert answer.status_code == 200
    assert 'id="annotate"' in answer.text


def test_someone_not_signed_in_is_sent_to_the_login_page(site: Site) -> None:
    answer = site.anonymous().get(
        "/annotate", headers={"Accept": "text/html"}, follow_redirects=False
    )
    assert answer.status_code == 303
    assert answer.headers["location"] == "/login?next=/annotate"
    assert site.anonymous().get("/annotate").status_code == 401


def test_the_help_overlay_lists_every_key_and_the_script_handles_each_action(site: Site) -> None:
    page = page_of(site)
    rows = [row for row in page.find("tr") if "data-action" in row]
    bound = {key for row in rows for key in row["data-keys"].split()}
    assert bound >= ISSUE_KEYS | PAGE_KEYS, (ISSUE_KEYS | PAGE_KEYS) - bound
    keys_of = {row["data-action"]: row["data-keys"].split() for row in rows}
    assert keys_of["redo"] == ["U", "Ctrl+Shift+Z"]
    assert keys_of["privateLemma"] == ["a"] and keys_of["publicLemma"] == ["A"]
    # No key does two things.
    assert len(bound) == sum(len(row["data-keys"].split()) for row in rows)
    script = (STATIC / "annotate.js").read_text(encoding="utf-8")
    table = script[
        script.index("const actions = {") : script.index(
            "\n  };", script.index("const actions = {")
        )
    ]
    handled = set(re.findall(r"^ {4}(\w+)(?::|,$)", table, flags=re.MULTILINE))
    actions = {row["data-action"] for row in rows if row["data-keys"]}
    assert actions <= handled, actions - handled
    # Every button the mouse uses does what a key does.
    buttons = {button["data-action"] for button in page.find("button") if "data-action" in button}
    assert buttons <= actions, buttons - actions
    assert {"private", "privateSequence", "public", "label", "skip", "move", "undo"} <= buttons


def test_every_button_says_what_it_does(site: Site) -> None:
    page = page_of(site)
    assert page.buttons
    assert all(text for text in page.buttons), page.buttons
    assert "Skip / unsure (x)" in page.buttons


def test_the_digits_pick_the_categories_in_the_order_of_the_contract(site: Site) -> None:
    page = page_of(site)
    [root] = page.find("div", id="annotate")
    order = ["PERSON", "ORGANIZATION", "LOCATION", "STREET", "DATE", "ID", "EMAIL", "PHONE"]
    assert root["data-categories"].split() == [*order, "OTHER"]
    options = [option["value"] for option in page.find("option")]
    assert options == ["", *order, "OTHER"]


def test_each_state_has_a_line_style_besides_its_colour(site: Site) -> None:
    page = page_of(site)
    legend = {
        cls
        for element in page.find("span")
        for cls in element.get("class", "").split()
        if cls.startswith("st-")
    }
    assert legend == {"st-candidate", "st-private", "st-unlabelled", "st-public"}
    style = (STATIC / "annotate.css").read_text(encoding="utf-8")
    lines = dict(re.findall(r"\.ul\.st-(\w+) \{ border-bottom: [^;]*?(\w+) var\(--\w+\)", style))
    assert lines == {
        "candidate": "dashed",
        "private": "double",
        "unlabelled": "dotted",
        "public": "solid",
    }
