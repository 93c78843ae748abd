"""Whether a word is an ordinary word of its language, which is what separates a capitalized
name from a word capitalized only by its position, and the other classes of words that name no
one (function words, numbers, weekdays and months).

The word tables come from the packages that carry them: spaCy's stop words, spacy-lookups-data's
lemma tables, simplemma's dictionaries (and Babel's month and day names) as the ordinary
vocabulary; where a language has
a morphological dictionary that knows its words better than any table (Polish: SGJP through
Morfeusz), its `Dictionary` answers too. The tables are built on first use and kept for the
process: they are large (the Polish ones list 1.5 million forms) and every document consults
them.
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Callable, Mapping
from functools import cache
from importlib import import_module, resources
from typing import Any

from babel.dates import get_day_names, get_month_names
from simplemma.strategies import DefaultDictionaryFactory
from spacy.attrs import LIKE_NUM
from spacy.util import get_lang_class

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.titles import title_words


@cache
def stop_words(lang: str) -> frozenset[str]:
    """Function words (lower-case), from spaCy's language data (no model needed)."""
    module = import_module(f"spacy.lang.{lang}.stop_words")
    return frozenset(word.lower() for word in module.STOP_WORDS)


@cache
def common_words(lang: str) -> frozenset[str]:
    """The language's ordinary words, every inflected form and lemma, as written (German nouns
    keep their capital). A name can be among them (`Thomas`): see `names`.

    Lemma tables list the words that inflect; the words that do not (`gestern`) come from
    the language's frequency table where it has one (`_written_lower_case`).

    The tables were learnt from text, so they also list family names as the lemma of their
    genitive (`Merkels` -> `Merkel`). A known family name that is no form of its own and whose
    only forms are genitives is left out: a noun would have a plural (`Müllern`, `Könige`)."""
    words: set[str] = set()
    language = get_language(lang)
    for table, part in language.common_word_lists:
        words.update(listed_words(table, part))  # `adv`: `unfortunately`
    for table in language.common_word_tables:
        lookup = _lookup(table)
        words.update(lookup)
        lemmas = {lemma for lemma in lookup.values() if isinstance(lemma, str)}.difference(lookup)
        # Only a family name can be a genitive-only lemma: the forms of those few are
        # gathered, not of the hundreds of thousands of others (a third of a second in German).
        names = lemmas & family_names()
        forms: dict[str, set[str]] = {}
        for form, lemma in lookup.items():
            if isinstance(lemma, str) and lemma in names:
                forms.setdefault(lemma, set()).add(form)
        words.update(lemmas.difference(n for n, found in forms.items() if _genitive_only(n, found)))
    words.update(_written_lower_case(lang))
    words.update(_dictionary_words(lang))
    for width in ("wide", "abbreviated"):
        for context in ("format", "stand-alone"):
            for names in (
                get_month_names(width, context, lang),
                get_day_names(width, context, lang),
            ):
                words.update(name.rstrip(".") for name in names.values())
                words.update(name.rstrip(".").capitalize() for name in names.values())
    return frozenset(words)


@cache
def listed_words(table: str, part: str) -> frozenset[str]:
    """The words a spacy-lookups-data table that lists words by part of speech lists as
    `part` (`en_lemma_index`, WordNet's: `adv`, `verb`)."""
    return frozenset(_lookup(table)[part])


def _lookup(table: str) -> dict[str, Any]:
    """A spacy-lookups-data table."""
    path = resources.files("spacy_lookups_data") / "data" / f"{table}.json.gz"
    with gzip.open(path.open("rb"), "rt", encoding="utf-8") as handle:
        lookup: dict[str, Any] = json.load(handle)
    return lookup


def _written_lower_case(lang: str) -> set[str]:
    """Where a language capitalizes its nouns (German), the words a frequency table of its
    text (spacy-lookups-data's `{lang}_lexeme_prob`, where it has one) finds more often in
    lower case than capitalized: words that do not inflect (`gestern`, `trotzdem`), which no
    lemma table lists, and never a noun or a name. Elsewhere lower case says less: English web
    text writes brands and names in it too (`uber`)."""
    path = resources.files("spacy_lookups_data") / "data" / f"{lang}_lexeme_prob.json.gz"
    if not get_language(lang).nouns_capitalized or not path.is_file():
        return set()
    with gzip.open(path.open("rb"), "rt", encoding="utf-8") as handle:
        probability: dict[str, float] = json.load(handle)
    return {
        word
        for word, logprob in probability.items()
        if word.isalpha()
        and word.islower()
        and logprob > probability.get(word.capitalize(), float("-inf"))
    }


def _dictionary_words(lang: str) -> set[str]:
    """The lower-case forms of simplemma's dictionary of the language
    (`Language.simplemma_language`), which lists the words that do not inflect (Swedish
    `dessutom`, `tyvärr`) that no lemma table lists. It writes proper names with their capital
    (`Ronneby`), but lists some in lower case too (`agnes`): a form the name lists know as a
    name or place is left out, so a known name opening a sentence stays one."""
    code = get_language(lang).simplemma_language
    if code is None:
        return set()
    known = {name.lower() for name in given_names() | family_names() | places(lang)}
    return {
        form
        for form in DefaultDictionaryFactory().get_dictionary(code)
        if form.islower() and form not in known
    }


@cache
def compound_heads(lang: str) -> frozenset[str]:
    """Nouns (lower-cased, four letters or more) that end ordinary compounds: `Krise` in
    `Finanzkrise`. Heads that end two or more known names or places (`-berg`, `-mann`, `-dorf`)
    are left out: a word ending in one of them is as likely a name as a noun."""
    nouns = {word.lower() for word in common_words(lang) if word[:1].isupper() and len(word) >= 4}
    in_names: dict[str, int] = {}
    for name in family_names() | given_names() | places(lang):
        lower = name.lower()
        for i in range(3, len(lower) - 3):
            if lower[i:] in nouns:
                in_names[lower[i:]] = in_names.get(lower[i:], 0) + 1
    return frozenset(noun for noun in nouns if in_names.get(noun, 0) < 2)


def _genitive_only(name: str, forms: set[str]) -> bool:
    """Whether every form of the family name `name` is a genitive of it."""
    return forms <= {name + ending for ending in ("s", "es", "'", "’", "'s", "’s")}


@cache
def common_lower(lang: str) -> frozenset[str]:
    return frozenset(word.lower() for word in common_words(lang))


def ordinary(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary word of `lang` in some reading: a function word, a word
    of its tables, or one its dictionary reads as no proper name."""
    lower = word.lower()
    if lower in stop_words(lang) or lower in common_lower(lang):
        return True
    dictionary = dictionary_for(lang)
    return dictionary is not None and dictionary.ordinary(lower)


def dictionary_word(word: str, lang: str) -> bool:
    """Whether simplemma's dictionary of `lang` lists `word` in lower case (`betreff`,
    `feladó`, `narozena`), and the word is no known name or place: a second opinion on a word
    the tables miss, asked only where a word's place already speaks against a name (a field
    name before its colon), since the dictionary is large to load and lists some names in
    lower case too. Where the language has a morphological dictionary (Polish: Morfeusz)
    that one has answered in `ordinary` already."""
    name = word.capitalize()
    if dictionary_for(lang) is not None or name in given_names() or name in family_names():
        return False
    if name in places(lang):
        return False
    listed = _simplemma_dictionary(lang)
    return listed is not None and word.lower() in listed


@cache
def _simplemma_dictionary(lang: str) -> Mapping[str, str] | None:
    """simplemma's dictionary of `lang` (decoded once per process), None where it has none."""
    try:
        return DefaultDictionaryFactory().get_dictionary(lang)
    except ValueError:
        return None


def family_name_reading(word: str, lang: str) -> bool:
    """Whether the language's morphological dictionary knows `word` as a family name (Polish
    `Kowalski`, although `kowalski` is also an ordinary adjective)."""
    dictionary = dictionary_for(lang)
    return dictionary is not None and dictionary.family_name(word)


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
