"""The last check before anything is shared: does any private string still stand in the output?

Counts only, never the strings: the report and the logs must not carry personal data.
"""

from __future__ import annotations

import re

from pseudonymizer.model import Mention


def count_leaks(original: str, mentions: list[Mention], output: str) -> int:
    """Whole-word occurrences in `output` of the text of any mention that was to be replaced."""
    private = {mention.text_in(original) for mention in mentions if mention.decision.replaced}
    if not private:
        return 0
    alternatives = "|".join(re.escape(s) for s in sorted(private, key=len, reverse=True))
    return sum(1 for _ in re.finditer(rf"(?<!\w)(?:{alternatives})(?!\w)", output))
