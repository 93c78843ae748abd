"""German and Swedish output that reads as a careful person wrote it (issue 25): the ordinary
words a letter, a CV or a forum post is made of are kept, and what names someone or somewhere
is replaced in the form the sentence needs. The sentences are written for these tests."""

from __future__ import annotations

from pseudonymizer.model import Status
from tests.pseudonymized import run, written

KEY = b"careful-output"


def _status(result, word: str) -> list[Status]:  # type: ignore[no-untyped-def]
    text = result.document.text
    return [m.decision.status for m in result.mentions if m.text_in(text) == word]


def test_german_adverbs_opening_a_sentence_are_kept() -> None:
    # (`Anbei` is also a town abroad; the dictionary lists it in lower case only.)
    text = (
        "Anbei schicke ich dir die Fotos vom Sommerfest. Beiliegend findest du die Quittung.\n"
        "Anbei noch ein Nachtrag: der Termin bleibt."
    )
    assert written(run(text, "de", KEY)) == text


def test_a_noun_after_an_adjective_is_kept_though_a_town_abroad_has_its_name() -> None:
    text = "Die entstehenden Kosten trägt der Verein, die hohen Kosten haben mich überrascht."
    assert written(run(text, "de", KEY)) == text


def test_a_town_of_the_language_after_an_adjective_stays_replaced() -> None:
    text = "Wir haben das alte Leipzig besucht und danach das neue Dresden."
    output = written(run(text, "de", KEY))
    assert "Leipzig" not in output
    assert "Dresden" not in output


def test_a_compound_noun_whose_head_ends_towns_is_kept_after_its_determiner() -> None:
    text = (
        "Unser Vereinsheim bekommt ein neues Dach, und im Vereinsheim gibt es warmes Wasser. "
        "Am Wochenende fahren wir nach Mannheim."
    )
    output = written(run(text, "de", KEY))
    assert output.startswith(
        "Unser Vereinsheim bekommt ein neues Dach, und im Vereinsheim gibt es warmes Wasser."
    )
    assert "Mannheim" not in output


def test_hyphened_compounds_of_compound_nouns_are_kept() -> None:
    text = "Wir planen Lager-Umbauarbeiten, eine Kunden-Zufriedenheitsumfrage und mehr."
    assert written(run(text, "de", KEY)) == text
