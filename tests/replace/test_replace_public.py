"""Decisions: only a PUBLIC mention keeps its text, in every mode; apply_edits itself."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.link import link
from pseudonymizer.model import Decision, Document, Edit, Evidence, Mention, Status, apply_edits
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.surrogates import FakerSurrogates

TEXT = "Judge Anna Novak heard Petr Dvorak in Prague; Anna Novak ruled."


def mentions(public_status: Status) -> list[Mention]:
    def at(surface: str, occurrence: int, category: Category, decision: Decision) -> Mention:
        start = -1
        for _ in range(occurrence + 1):
            start = TEXT.index(surface, start + 1)
        return Mention(start, start + len(surface), category, "t", decision=decision)

    public = Decision(public_status, [Evidence("user", 1.0, "public official")])
    return [
        at("Anna Novak", 0, Category.PERSON, public),
        at("Petr Dvorak", 0, Category.PERSON, Decision(Status.PRIVATE)),
        at("Prague", 0, Category.LOCATION, Decision()),  # candidate: replaced (fail closed)
        at("Anna Novak", 1, Category.PERSON, Decision(public_status)),
    ]


def rewrite(mode: Mode, status: Status, **config) -> str:
    found = mentions(status)
    replacer = Replacer(Config(**config), FakerSurrogates(b"public"))
    return replacer.replace(Document("d", TEXT, "en"), found, link(TEXT, found), mode).text


@pytest.mark.parametrize("mode", list(Mode))
def test_public_mentions_keep_their_text_in_every_mode(mode: Mode) -> None:
    text = rewrite(mode, Status.PUBLIC)
    assert text.count("Anna Novak") == 2
    assert "Petr Dvorak" not in text
    assert "Prague" not in text


@pytest.mark.parametrize("mode", list(Mode))
def test_private_and_candidate_mentions_are_replaced(mode: Mode) -> None:
    for status in (Status.PRIVATE, Status.CANDIDATE):
        text = rewrite(mode, status)
        for original in ("Anna Novak", "Petr Dvorak", "Prague"):
            assert original not in text, (mode, status, original)


def test_public_exact_outputs() -> None:
    assert rewrite(Mode.REMOVE, Status.PUBLIC) == "Judge Anna Novak heard in; Anna Novak ruled."
    assert rewrite(Mode.TAG, Status.PUBLIC) == (
        "Judge Anna Novak heard [PERSON] in [LOCATION]; Anna Novak ruled."
    )


def test_decision_replaced_property() -> None:
    assert not Decision(Status.PUBLIC).replaced
    assert Decision(Status.PRIVATE).replaced
    assert Decision(Status.CANDIDATE).replaced
    assert Decision().replaced


def test_apply_edits_and_map_span() -> None:
    text = "Call Anna at 12345 now"
    edits = [Edit(5, 9, "[PERSON]"), Edit(13, 18, "")]
    result = apply_edits(text, edits)
    assert result.text == "Call [PERSON] at  now"
    assert result.edits == edits
    assert result.map_span(5, 9) == (5, 13)
    assert result.map_span(0, 4) == (0, 4)
    assert result.map_span(19, 22) == (18, 21)
    assert result.map_span(6, 8) == (5, 13)  # inside an edit: snaps outward


def test_apply_edits_rejects_overlaps() -> None:
    with pytest.raises(ValueError, match="overlapping"):
        apply_edits("abcdef", [Edit(0, 3, "x"), Edit(2, 4, "y")])


def test_apply_edits_no_edits() -> None:
    assert apply_edits("same", []).text == "same"
