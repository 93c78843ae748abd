"""authors: the user name a forum's header writes after `Posted by`, or a quoted reply before
`wrote:`, is replaced in every language, however plainly it is spelt, and its surrogate reads
as a user name."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.detect.authors import AuthorRecognizer
from pseudonymizer.model import Document
from tests.pseudonymized import run_written

KEY = b"k" * 32
# A forum post and a quoted reply per language, and the two user names they hold.
POSTS = {
    "en": (
        "Posted by mossyoak on 2 June 2024\nquietfox wrote:\n> the fence is ours",
        "mossyoak",
        "quietfox",
    ),
    "cs": ("Příspěvek od zahradnicek\nhonzicek napsal:\n> plot je náš", "zahradnicek", "honzicek"),
    "pl": ("Dodany przez grzybiarz\nmalinka napisała:\n> płot jest nasz", "grzybiarz", "malinka"),
    "de": (
        "Beitrag von waldschrat\nhummelchen schrieb:\n> der Zaun gehört uns",
        "waldschrat",
        "hummelchen",
    ),
    "sv": ("Inlägg av skogsmus\nblabarsfika skrev:\n> staketet är vårt", "skogsmus", "blabarsfika"),
    "hu": ("Beküldte: kertesz\nmazsola írta:\n> a kerítés a miénk", "kertesz", "mazsola"),
}


@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_forum_post_s_author_and_a_quoted_author_are_replaced(lang: str) -> None:
    text, author, quoted = POSTS[lang]
    _, written = run_written(text, lang, KEY)
    assert author not in written and quoted not in written
    # The phrases and the post's words stay; the user names are still one word each.
    lines = written.splitlines()
    assert lines[0].split()[-1] != author and len(lines) == 3 and lines[2] == text.splitlines()[2]
    assert len(lines[1].split()) == len(text.splitlines()[1].split())


def test_function_words_after_the_phrase_are_no_user_name() -> None:
    text = "Posted by the moderator on 2 June 2024: the thread is closed."
    _, written = run_written(text, "en", KEY)
    assert written.startswith("Posted by the moderator on ")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Danke für den Tipp von vorgestern um 18:40, hat geklappt."),
        ("de", "Der Beitrag von heute früh ist verschwunden."),
        ("en", "The thread posted by yesterday is closed."),
    ],
)
def test_a_day_relative_to_today_after_the_phrase_is_no_user_name(lang: str, text: str) -> None:
    """`von gestern um 22:10` says when a post was written, not who wrote it."""
    document = Document("t", text, lang)
    assert not list(AuthorRecognizer(lang).find(document, Analysis(text, lang)))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Gerlinde Quappendorf schreibt:\n> das stimmt so nicht", "Gerlinde Quappendorf"),
        ("> Eberwin Tschammer hat geschrieben:\n> bis morgen", "Eberwin Tschammer"),
        ("Zitat von Rotraud Wendelstedt:\nIch sehe das anders.", "Rotraud Wendelstedt"),
    ],
)
def test_a_full_name_in_a_quotes_header_is_a_persons(text: str, name: str) -> None:
    """However rare its words, a full name opening a quote's header is its author's."""
    found = list(AuthorRecognizer("de").find(Document("t", text, "de"), Analysis(text, "de")))
    assert [(text[m.start : m.end], m.category.value) for m in found] == [(name, "PERSON")]
    _, written = run_written(text, "de", KEY)
    assert not any(word in written for word in name.split())
    assert written.splitlines()[1] == text.splitlines()[1]


@pytest.mark.parametrize(
    "text",
    [
        "Der Spiegel schreibt:\n> die Preise steigen",
        "Zitat von Süddeutsche Zeitung:\nDie Preise steigen.",
        "Gestern hat Gerlinde Quappendorf geschrieben, dass sie kommt.",
    ],
)
def test_a_papers_name_or_prose_is_no_quoted_persons_name(text: str) -> None:
    found = list(AuthorRecognizer("de").find(Document("t", text, "de"), Analysis(text, "de")))
    assert [m for m in found if m.category.value == "PERSON"] == []
