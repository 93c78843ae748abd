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


# The second word of a phrase a letter abbreviates letter by letter (`A.` of `i. A.`, im
# Auftrag; `Hd.` of `z. Hd.`, zu Händen): one to three letters and a full stop, right after a
# lower-case letter and its full stop.
_ABBREVIATED_WORD = re.compile(r"[^\W\d_]{1,3}\.")
_LOWER_ABBREVIATION_BEFORE = re.compile(r"(?<![\w.])[^\W\d_A-Z]\.[ \u00a0]?\Z")


def abbreviated_phrase_word(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` (with its full stop) is the second word of a phrase a letter
    abbreviates letter by letter (`A.` of `i. A. Petra ...`): it stands before a name in a
    signature or an address and is no part of it, though its full stop makes the name's
    first word look like an initial."""
    return _ABBREVIATED_WORD.fullmatch(text, start, end) is not None and (
        _LOWER_ABBREVIATION_BEFORE.search(text, max(0, start - 4), start) is not None
    )
