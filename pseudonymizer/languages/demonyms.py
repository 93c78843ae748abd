"""Adjectives of nationality in each language, made from CLDR's language names (Babel):
`polski` -> polska, polskiego ...; `Deutsch` -> deutsche, deutschen ...; `svenska` -> svensk,
svenskt. A nationality is a quasi-identifier (TAB's DEM; KPWr's `nam_adj`, GermEval's LOCderiv)."""

from __future__ import annotations

from functools import cache

from babel import Locale

from pseudonymizer.languages import get_language


@cache
def demonyms(lang: str) -> frozenset[str]:
    """Every inflected form, lower-cased; empty where the language module gives no rule."""
    rule = get_language(lang).demonym_forms
    if rule is None:
        return frozenset()
    suffix, stem_end, endings = rule
    forms = set()
    for code, name in Locale(lang).languages.items():
        name = name.lower()
        if len(code) == 2 and " " not in name and name.endswith(suffix) and len(name) >= 5:
            stem = name[: len(name) - len(suffix)] + stem_end
            forms.update(stem + ending for ending in endings)
    return frozenset(forms)
