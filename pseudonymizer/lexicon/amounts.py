"""The words that make a number an amount in each language, all from CLDR (Babel): currency
names in every plural form (`euros`, `korun`, `złotych`), their symbols and ISO codes (`€`,
`Kč`, `DKK`), units of area, length, mass and volume (`square meters`, `Quadratmeter`, `ha`),
and the scale words of long numbers (`million`, `Millionen`, `milionów`).

A fine of DKK 345,000 or a plot of 2,358 square metres can single a person out in a court
decision (TAB's QUANTITY), while a bare count is mostly a paragraph or article number; so only
numbers with one of these words count.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from babel import Locale
from babel.numbers import get_currency_name, get_currency_symbol

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.vocabulary import stop_words

# Unit kinds whose quantities describe a person's property or body, not the calendar.
_UNIT_KINDS = ("area-", "length-", "mass-", "volume-")
# Numbers standing for each CLDR plural category somewhere in our languages.
_COUNTS = (1, 2, 5, 1.5, 21, 22)


@dataclass(frozen=True)
class AmountWords:
    before: frozenset[str]  # may stand before the number: `€`, `DKK`, `GBP`
    after: frozenset[str]  # may follow the number (or its scale word): `kronor`, `Kč`, `m²`
    scales: frozenset[str]  # `million`, `Milliarden`


@cache
def amount_words(lang: str) -> AmountWords:
    locale = Locale(lang)
    language = get_language(lang)
    before: set[str] = set()
    after: set[str] = set()
    for code in locale.currencies:
        symbol = get_currency_symbol(code, locale=lang)
        before.update((code, symbol))
        after.update((code, symbol))
        for count in _COUNTS:
            name = get_currency_name(code, count=count, locale=lang)
            after.add(name)
            words = name.split()
            # The noun alone (`kronor`, `korun`, `złotych`), without the country's adjective.
            after.add(words[0] if language.adjective_after_noun else words[-1])
    for unit, patterns in locale._data["unit_patterns"].items():
        if unit.startswith(_UNIT_KINDS):
            for length in ("long", "short"):
                for plural, pattern in patterns.get(length, {}).items():
                    if plural != "per" and "{0}" in pattern:
                        after.add(pattern.replace("{0}", "").strip())
    after.update(language.extra_amount_words)
    # Long (`Millionen`) and short (`Mio.`, `mld.`) forms; CLDR quotes a literal dot (`'.'`).
    # One-letter short forms (`5M`, `5 E`) are left out: too many other things look like them.
    scales = {
        re.sub(r"[0\s]+", " ", pattern.pattern.replace("'", "")).strip()
        for length in ("long", "short")
        for forms in locale.compact_decimal_formats[length].values()
        for pattern in forms.values()
    }
    scales = {scale for scale in scales if len(scale.rstrip(".")) > 1}
    # Short units that are also function words (`in` for inches) would make every `5 in` one.
    function_words = stop_words(lang)
    return AmountWords(
        before=frozenset(w for w in before if w and "(" not in w),
        after=frozenset(w for w in after if w and "(" not in w and w not in function_words),
        scales=frozenset(w for w in scales if w),
    )


@cache
def unit_words(lang: str) -> frozenset[str]:
    """Every unit's name CLDR writes after a number in `lang`, of every kind, long, short and
    narrow, with its full stop where it is cut short (German `Min.`, `Std.`, `Sek.`, `Tg.`,
    `Minuten`; English `hr`, `min`): after a count it is the measure of what was counted, no
    one's name, though `Min` is a given name too. Not a single letter (`5 M`, `3 E`)."""
    found: set[str] = set()
    for patterns in Locale(lang)._data["unit_patterns"].values():
        for length in ("long", "short", "narrow"):
            for plural, pattern in patterns.get(length, {}).items():
                if plural != "per" and "{0}" in pattern:
                    found.add(pattern.replace("{0}", "").strip())
    return frozenset(word for word in found if len(word.rstrip(".")) > 1)
