"""The names of countries in a language, from CLDR (Babel): a country's surrogate is another."""

from __future__ import annotations

from functools import cache

from babel import Locale

# CLDR's codes of groupings and of lands without a state or people (Antarctica, the
# eurozone, the UN, the pseudo-locales' test regions, Ascension, Clipperton, Diego Garcia,
# Ceuta and Melilla, the Canary Islands, Tristan da Cunha): no country's surrogate.
_NOT_COUNTRIES = frozenset(
    {"AQ", "EU", "EZ", "UN", "QO", "XA", "XB", "ZZ", "AC", "CP", "DG", "EA", "IC", "TA"}
)


@cache
def country_names(lang: str) -> tuple[str, ...]:
    """CLDR's names of countries in `lang` (`Německo`, `Dominikánská republika`, `Spain`),
    sorted; not those that explain themselves in brackets (`Myanmar (Burma)`)."""
    territories = Locale.parse(lang).territories.items()
    return tuple(
        sorted(
            name
            for code, name in territories
            if code.isalpha() and code not in _NOT_COUNTRIES and "(" not in name
        )
    )
