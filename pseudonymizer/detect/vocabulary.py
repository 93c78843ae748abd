"""Whether a word is an ordinary word of its language, which is what separates a capitalized
name from a word capitalized only by its position. The word tables answer for most languages;
for Polish, whose inflection no table covers, Morfeusz's dictionary answers."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from babel.dates import get_day_names, get_month_names
from spacy.attrs import LIKE_NUM
from spacy.util import get_lang_class

from pseudonymizer.analyze import polish
from pseudonymizer.languages import get_language
from pseudonymizer.languages.lexicon import common_lower, compound_heads, family_names, stop_words
from pseudonymizer.languages.names import title_words


def ordinary(word: str, lang: str) -> bool:
    lower = word.lower()
    if lower in stop_words(lang) or lower in common_lower(lang):
        return True
    if get_language(lang).morphology == "morfeusz":
        return any(reading.is_known and not reading.is_proper for reading in polish.analyse(lower))
    return False


def family_name_reading(word: str, lang: str) -> bool:
    """Whether the language's morphological dictionary knows `word` as a family name (Polish
    `Kowalski`, although `kowalski` is also an ordinary adjective)."""
    if get_language(lang).morphology != "morfeusz":
        return False
    return any("nazwisko" in reading.name_classes for reading in polish.analyse(word))


def compound_noun(word: str, lang: str) -> bool:
    """Whether `word` is a compound ending in an ordinary noun (`Finanzkrise`, `Mittwochabend`).
    German writes compounds as one word, so no table lists most of them, and a capitalized
    word the tables miss is otherwise taken for a name."""
    if "-" in word:
        return False  # `SPD-Fraktion`, `EU-Kommission`: the hyphen joins a name to the noun
    heads = compound_heads(lang)
    lower = word.lower()
    return any(lower[i:] in heads for i in range(3, len(lower) - 3))


_WORDS = re.compile(r"\w+")


def function_words_only(span: str, lang: str) -> bool:
    """Whether `span` holds nothing but function words (`and`, `On`, `The`). No such span is
    personal data: it is the glue a merge cut left between two mentions (`19 and 20 August`),
    or a capitalized word at a sentence start taken for a name. Numbers (`five`, which spaCy
    lists as English stop words), acronyms (`CO`) and initials (`A`) are not function words."""
    words = _WORDS.findall(span)
    return bool(words) and all(_function_word(word, lang) for word in words)


def _function_word(word: str, lang: str) -> bool:
    if word.isupper() or word.lower() not in stop_words(lang):
        return False
    return not number_word(word, lang)


def names_no_one(text: str, lang: str) -> bool:
    """Whether `text` names no one wherever it stands: a single letter or initial (`A`,
    `D.`), a number word (`two`), a title that is no family name too (`Doctor` is one,
    `Richter` is not). A corpus marks `two` in `two children`; found elsewhere, it is the
    ordinary word."""
    if len(text.rstrip(".")) < 2:
        return True
    if text.isalpha() and number_word(text, lang):
        return True
    bare = text.rstrip(".").casefold()
    return bare in title_words(lang) and text.rstrip(".") not in family_names()


def calendar_word(text: str, lang: str) -> bool:
    """Whether `text` is a weekday or month name of the language (`Monday`, `März`)."""
    return text.rstrip(".").casefold() in _calendar_words(lang)


@cache
def _calendar_words(lang: str) -> frozenset[str]:
    words: set[str] = set()
    for width in ("wide", "abbreviated"):
        for context in ("format", "stand-alone"):
            for names in (
                get_day_names(width, context, lang),
                get_month_names(width, context, lang),
            ):
                words.update(name.rstrip(".").casefold() for name in names.values())
    return frozenset(words)


def number_word(word: str, lang: str) -> bool:
    """Whether `word` is a number (`five`, `dvanáct`, `12`) as spaCy's language reads one."""
    like_num = _number_test(lang)
    return like_num is not None and like_num(word)


@cache
def _number_test(lang: str) -> Callable[[str], bool] | None:
    """spaCy's test for a number word (`five`, `dvanáct`); some languages have none."""
    return get_lang_class(lang).Defaults.lex_attr_getters.get(LIKE_NUM)
