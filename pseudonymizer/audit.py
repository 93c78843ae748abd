"""The last check before anything is shared: does any private string still stand in the output?

Counts only, never the strings: the report and the logs must not carry personal data.
"""

from __future__ import annotations

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.vocabulary import calendar_word, names_no_one
from pseudonymizer.model import Mention
from pseudonymizer.words import whole_words


def count_leaks(original: str, mentions: list[Mention], output: str, lang: str) -> int:
    """Whole-word occurrences in `output` of the text of any mention that was to be replaced,
    but for one that names no one wherever it stands (`vocabulary.names_no_one`): found
    elsewhere, a single letter (`A`), a number word (`two`) or a title alone (`Doctor`) is
    the ordinary word, not the mention; so is a weekday or month found as a date (a person
    named `May` still counts)."""
    texts = {
        m.text_in(original)
        for m in mentions
        if m.decision.replaced
        and not (m.category is Category.DATE and calendar_word(m.text_in(original), lang))
    }
    pattern = whole_words(text for text in texts if not names_no_one(text, lang))
    return 0 if pattern is None else sum(1 for _ in pattern.finditer(output))
