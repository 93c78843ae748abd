"""A language as replacing names reads it: its data, the inflector of its names and the
dictionary of its words, found once for a document (`grammar_for`) and handed down with it,
rather than looked up by the language's code at every word and every surrogate drawn."""

from __future__ import annotations

from dataclasses import dataclass

from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.dictionaries import Dictionary, dictionary_for
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.inflection.base import Inflector


@dataclass(frozen=True, eq=False)
class Grammar:
    language: Language
    inflector: Inflector
    dictionary: Dictionary | None
    code: str  # the language's


_made: dict[str, Grammar] = {}


def grammar_for(lang: str) -> Grammar:
    """The grammar of the language of code `lang`."""
    grammar = _made.get(lang)
    if grammar is None:
        made = Grammar(get_language(lang), inflector_for(lang), dictionary_for(lang), lang)
        grammar = _made[lang] = made
    return grammar
