"""German ranks and offices between a title and a name (`der Zeuge Kriminaloberkommissar
Uwe Brandl`) are nouns the dictionary pairs with the other sex's (`Kommissar`, `Kommissarin`):
kept as written, and only the name after them is the person's."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.detect.context import ContextRecognizer
from pseudonymizer.languages.de import LANGUAGE
from pseudonymizer.lexicon.vocabulary import person_noun
from pseudonymizer.model import Document
from tests.pseudonymized import run_written

KEY = b"ranks key"


def names(text: str) -> list[str]:
    recognizer = ContextRecognizer("de")
    return [
        m.text_in(text) for m in recognizer.find(Document("t", text, "de"), Analysis(text, "de"))
    ]


@pytest.mark.parametrize(
    ("word", "rank"),
    [
        ("Kriminaloberkommissar", True),
        ("Amtsanwältin", True),
        ("Polizeihauptmeisterin", True),
        ("Steuerberater", True),
        # Family names, though the dictionary has a woman's noun of their spelling or their head.
        ("Schneider", False),
        ("Brinkmann", False),
        ("Hahnemann", False),
    ],
)
def test_a_rank_is_a_noun_paired_with_the_other_sex(word: str, rank: bool) -> None:
    assert person_noun(word, "de") is rank


@pytest.mark.parametrize(
    ("text", "rank", "name"),
    [
        (
            "Vernommen wurde der Zeuge Kriminaloberkommissar Uwe Brandl.",
            "Kriminaloberkommissar",
            "Uwe Brandl",
        ),
        ("Es erschien Frau Amtsanwältin Dörte Kahlfeld.", "Amtsanwältin", "Dörte Kahlfeld"),
    ],
)
def test_the_rank_after_a_title_is_kept_and_the_name_replaced(
    text: str, rank: str, name: str
) -> None:
    assert names(text) == [name]
    _, written = run_written(text, "de", KEY)
    assert rank in written
    assert name.split()[-1] not in written


def test_a_family_name_after_a_title_is_still_the_person() -> None:
    text = "Die Zeugin Schneider und der Zeuge Brinkmann sagten aus."
    assert names(text) == ["Schneider", "Brinkmann"]
    _, written = run_written(text, "de", KEY)
    assert "Schneider" not in written
    assert "Brinkmann" not in written


@pytest.mark.parametrize(
    ("text", "rank", "name"),
    [
        ("Den Unfall nahm KOK Reinhold Ebersbach auf.", "KOK", "Ebersbach"),
        ("Laut EPHK Gutjahr war die Fahrbahn nass.", "EPHK", "Gutjahr"),
        ("Die Aussage unterschrieb PHMin Stolzenberg.", "PHMin", "Stolzenberg"),
    ],
)
def test_a_rank_written_by_its_initials_is_kept_and_the_name_replaced(
    text: str, rank: str, name: str
) -> None:
    _, written = run_written(text, "de", KEY)
    assert f" {rank} " in written
    assert name not in written


def test_a_rank_by_initials_alone_is_kept_and_other_initials_are_not_ranks() -> None:
    _, written = run_written("Der KHK fragte nach dem Weg. Später kam Herr Ebersbach.", "de", KEY)
    assert written.startswith("Der KHK fragte")
    assert "Ebersbach" not in written
    # (A rank's letters need a grade, `Ober` or `Haupt`: `PK` is a press conference's too.)
    assert "PK" not in {title.upper() for title in LANGUAGE.person_titles}
