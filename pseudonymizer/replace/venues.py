"""Surrogates of venues named by ordinary words alone (`The Crooked Spoon`, `The Black
Horse`): another name of the same shape, each word an ordinary word of its class (an adjective
for an adjective, a noun for a noun), with its capital. A person's name or a town for such a
name reads as neither a pub nor a café, and tells the reader which words were changed.
"""

from __future__ import annotations

import random
import re
from functools import cache

from faker.config import AVAILABLE_LOCALES

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.faker_lists import faker_for
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import main_places
from pseudonymizer.lexicon.vocabulary import listed_words, stop_words, word_classes_of

_WORD = re.compile(r"[^\W\d_]+")
# The lengths of a word drawn: short words, as venues are named by.
_SHORTEST, _LONGEST = 3, 7


def venue_like(original: str, lang: str, rng: random.Random) -> str | None:
    """`original` with each word replaced by a capitalized ordinary word of its class, the
    first of two words an adjective where it can be one; None where a word is of no class
    the language's word index lists, or the language has none."""
    words = _WORD.findall(original)
    if not words:
        return None
    pieces, position = [], 0
    for index, match in enumerate(_WORD.finditer(original)):
        classes = word_classes_of(match.group(), lang)
        part = "adj" if "adj" in classes and index < len(words) - 1 else "noun"
        if part not in classes:
            return None
        pool = _pool(lang, part)
        if not pool:
            return None
        drawn = rng.choice(pool)
        while drawn == match.group().lower() and len(pool) > 1:
            drawn = rng.choice(pool)
        pieces.append(original[position : match.start()])
        pieces.append(drawn.capitalize())
        position = match.end()
    pieces.append(original[position:])
    return "".join(pieces)


@cache
def _pool(lang: str, part: str) -> tuple[str, ...]:
    """The words of the language's Faker word list (common, plain words: `green`, `window`)
    the word index lists as `part` (`adj`, or `noun` and no adjective), no adverb, function
    word, name of the lists nor town, and no plural."""
    index = get_language(lang).word_class_index
    if not index:
        return ()
    # (An adjective may be a noun too, `green`; no adverb nor function word, `ahead`, `any`.)
    other = listed_words(index, "adv") | stop_words(lang)
    if part == "noun":
        other = other | listed_words(index, "adj")
    return tuple(
        sorted(
            word
            for word in _plain_words(lang)
            if _SHORTEST <= len(word) <= _LONGEST
            and word in listed_words(index, part)
            and word not in other
            and not word.endswith(("s", "ing"))
            and word.capitalize() not in given_names()
            and word.capitalize() not in family_names()
            and word.capitalize() not in main_places(lang)
        )
    )


@cache
def _plain_words(lang: str) -> tuple[str, ...]:
    """The words of Faker's lorem list in the language (its first locale that has one of its
    own, not the Latin one Faker falls back to)."""
    for locale in sorted(AVAILABLE_LOCALES):
        if locale.split("_")[0] != lang:
            continue
        provider = faker_for(locale).provider("faker.providers.lorem")
        own = type(provider).__module__.rsplit(".", 1)[-1]
        if provider is not None and own.split("_")[0] == lang:
            return tuple(word for word in provider.word_list if word.isalpha())
    return ()
