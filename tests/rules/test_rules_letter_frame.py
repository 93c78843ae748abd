"""The frame of letters, chats and mails kept as the ordinary words it is, with the real
pipelines: a paragraph wrapped at its margin goes on in its next line, whose first word
stands inside the sentence; the names beside the frame are still replaced."""

from __future__ import annotations

from pseudonymizer.rules.ordinary.text import opens_sentence
from tests.pseudonymized import run_written

KEY = b"letter frame"

# A paragraph hard-wrapped at about 90 characters, its sentence going on after a comma.
WRAPPED_DE = (
    "Sehr geehrte Frau Lindqvist-Haber,\n\n"
    "nach Durchsicht der Akten zur Liegenschaft am Stadtrand teilen wir Ihnen heute gerne mit,\n"
    "Mietausfallwagnis und Bodenrichtwert sind in dem Gutachten zu niedrig angesetzt worden.\n"
)


def test_a_line_that_goes_on_with_the_sentence_before_opens_none() -> None:
    assert not opens_sentence(WRAPPED_DE, WRAPPED_DE.index("Mietausfallwagnis"))


def test_a_paragraph_ending_a_sentence_still_opens_the_next_line() -> None:
    text = WRAPPED_DE.replace("mit,\n", "mit.\n")
    assert opens_sentence(text, text.index("Mietausfallwagnis"))


def test_an_address_blocks_short_lines_open_a_line_each() -> None:
    text = "Frau Irmgard Seelmann\nBergstraße 4\n12345 Kleinstadt\nDeutschland\n"
    for word in ("Bergstraße", "Deutschland"):
        assert opens_sentence(text, text.index(word))


def test_a_noun_opening_a_wrapped_line_is_kept_the_name_is_replaced() -> None:
    _, out = run_written(WRAPPED_DE, "de", KEY)
    assert "Mietausfallwagnis" in out
    assert "Lindqvist" not in out
