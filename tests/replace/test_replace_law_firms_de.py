"""A German law firm keeps its kind (`Rechtsanwälte`, `Kanzlei`) and its partners' family
names become family names, never invented words, though a family name is an ordinary word
too (`Braun`, `Vogt`); one lawyer's title before a name stays a person's."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.lexicon.names import family_names
from tests.pseudonymized import run_written

KEY = b"l" * 32


def _names(written: str, before: str, after: str) -> list[str]:
    found = re.search(rf"{re.escape(before)}(.+?){re.escape(after)}", written)
    assert found is not None, written
    return re.findall(r"[^\W\d_][\w-]*", found.group(1))


@pytest.mark.parametrize(
    ("text", "before", "after", "originals"),
    [
        (
            "Absender: Rechtsanwälte Fuchs, Lindner & Partner, Königsallee 12, Düsseldorf",
            "Rechtsanwälte ",
            " & Partner",
            ["Fuchs", "Lindner"],
        ),
        (
            "Wir haben die Rechtsanwälte Braun mit der Sache beauftragt.",
            "die Rechtsanwälte ",
            " mit",
            ["Braun"],
        ),
        (
            "Die Kanzlei Vogt Rechtsanwälte vertritt Herrn Ebert.",
            "Die Kanzlei ",
            " Rechtsanwälte vertritt",
            ["Vogt"],
        ),
    ],
)
def test_a_law_firms_partners_become_family_names(
    text: str, before: str, after: str, originals: list[str]
) -> None:
    _, written = run_written(text, "de", KEY)
    names = _names(written, before, after)
    assert names and not set(names) & set(originals), written
    assert all(name in family_names() for name in names), names


def test_one_lawyers_title_and_name_stay_a_persons() -> None:
    text = "Es erschien Rechtsanwalt Tobias Wendt für den Kläger."
    _, written = run_written(text, "de", KEY)
    assert written.startswith("Es erschien Rechtsanwalt ") and "Wendt" not in written
    assert "Kanzlei" not in written and "Anwälte" not in written
