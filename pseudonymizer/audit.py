"""The last check before anything is shared: does any private string still stand in the output?

Counts only, never the strings: the report and the logs must not carry personal data.
"""

from __future__ import annotations

from pseudonymizer.detect.vocabulary import number_word
from pseudonymizer.languages import get_language
from pseudonymizer.model import Mention
from pseudonymizer.words import whole_words


def count_leaks(original: str, mentions: list[Mention], output: str, lang: str) -> int:
    """Whole-word occurrences in `output` of the text of any mention that was to be replaced,
    but for one that names no one wherever it stands: found elsewhere, a single letter (`A`),
    a number word (`two`) or a title alone (`Doctor`) is the ordinary word, not the mention
    (a corpus marks `two` in `two children` and no other `two`)."""
    texts = {m.text_in(original) for m in mentions if m.decision.replaced}
    pattern = whole_words(text for text in texts if _identifying(text, lang))
    return 0 if pattern is None else sum(1 for _ in pattern.finditer(output))


def _identifying(text: str, lang: str) -> bool:
    if len(text) < 2:
        return False
    if text.isalpha() and number_word(text, lang):
        return False
    titles = get_language(lang).person_titles
    return text.rstrip(".").casefold() not in {t.rstrip(".").casefold() for t in titles}
