"""A letter's salutations and closings (`Dear`, `Kind regards`, `Vážená`, `Hej`): words that
stand before or after a name and are none of it, as the language lists them
(`Language.letter_formulas`)."""

from __future__ import annotations

import re
from functools import cache

from pseudonymizer.languages import get_language


@cache
def letter_formulas(lang: str) -> re.Pattern[str] | None:
    """One pattern of every formula of `lang`, case-insensitive, each a whole word or phrase;
    None where the language lists none."""
    formulas = get_language(lang).letter_formulas
    if not formulas:
        return None
    # Longer formulas first, so that `Kind regards` is tried before `regards` alone.
    ordered = sorted(formulas, key=len, reverse=True)
    return re.compile(r"(?:{})(?!\w)".format("|".join(ordered)), re.IGNORECASE)
