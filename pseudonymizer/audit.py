"""The last check before anything is shared: does any private string still stand in the output?

Counts only, never the strings: the report and the logs must not carry personal data.
"""

from __future__ import annotations

from pseudonymizer.model import Mention
from pseudonymizer.words import whole_words


def count_leaks(original: str, mentions: list[Mention], output: str) -> int:
    """Whole-word occurrences in `output` of the text of any mention that was to be replaced."""
    pattern = whole_words(m.text_in(original) for m in mentions if m.decision.replaced)
    return 0 if pattern is None else sum(1 for _ in pattern.finditer(output))
