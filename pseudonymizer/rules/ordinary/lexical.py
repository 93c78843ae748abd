"""What the word tables say of a mention's words, which every family of cues asks: whether a
word is an ordinary word of the language, whether it is a known name or place, and so the
strongest cue for a name, which speaks against whatever the other cues say.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import given_lemma, nickname_reading
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.vocabulary import elongated_ordinary, ordinary
from pseudonymizer.lexicon.word_forms import name_form
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.weights import KNOWN_NAME, KNOWN_PLACE, VOUCHED

# Categories of names: the others (numbers, e-mails, dates) are found by their shape.
NAMES = frozenset({Category.PERSON, Category.ORGANIZATION, Category.LOCATION, Category.OTHER})
# The longest acronym that is also an ordinary word (`CO`, `SV`).
ACRONYM = 3
# A written word: letters joined by hyphens, with a possessive's or contraction's clitic.
_WRITTEN_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*(?:['’][^\W\d_]{1,2})?")
# The most letters of a prefix a hyphen joins to an ordinary word (`PRE-TRIAL`, `SEMI-`).
_PREFIX = 4


def ordinary_as_written(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary word of `lang` as written, in lower case or, for a word in
    capitals, capitalized (a German noun keeps its capital)."""
    return (
        ordinary(word, lang)
        or (word.isupper() and ordinary(word.capitalize(), lang))
        or elongated_ordinary(word, lang)
    )


def known(words: Sequence[str], lang: str) -> bool:
    """Whether a word (or its capitalized form) is a known given or family name or place."""
    forms = [form for word in words for form in (word, word.capitalize())]
    return any(f in given_names() or f in family_names() or f in places(lang) for f in forms)


def cue_for_a_name(
    words: Sequence[str], lang: str, mention: Mention, vouching: bool = True
) -> tuple[str, float] | None:
    """The strongest cue for a name: a title or initials around the mention (where they
    vouch: not a degree before its subject), a word known as someone's given or family name
    (in capitals too), or as a place."""
    if vouching and mention.attrs.context:
        return ("vouched", VOUCHED)
    forms = [form for word in words for form in (word, word.capitalize())]
    if any(form in given_names() or form in family_names() for form in forms):
        return ("known_name", KNOWN_NAME)
    if len(words) == 1 and given_lemma(words[0], lang) is not None:
        # (A given name or nickname in a case, as a chat writes it, in lower case at a
        # message's start: `ondrovi se nedivím`, `báro ty vem`. Its tag and place say a
        # word; the lists, which hold only the nominative, said nothing.)
        return ("known_name", KNOWN_NAME)
    if len(words) > 1 and any(w[:1].isupper() and nickname_reading(lang, w) for w in words):
        # (A nickname of the language's table in a longer name, as a chat's speaker is
        # named: `Wojtek Ch.:` is someone, not a field's label.)
        return ("known_name", KNOWN_NAME)
    if any(form in places(lang) for form in forms):
        return ("known_place", KNOWN_PLACE)
    if any(name_form(word, lang) for word in words):
        # (`Szegeden`: a place's case, which the word tables may also list as a word's.)
        return ("name_form", KNOWN_NAME)
    return None


def ordinary_written(span: str, lang: str) -> bool:
    """Whether every word of `span` is an ordinary word of `lang` as written (see
    `ordinary_as_written`), a clitic after it left aside (`APPLICANT'S`, `DON'T`), and a word
    joined by hyphens one where its last part is and each part before it is one too or a
    prefix of a few letters (`PRE-TRIAL`, `semi-evergreen`): a heading's words in capitals,
    which the word tables list one by one only. False for no word at all."""
    words = _WRITTEN_WORD.findall(span)
    if not words or _WRITTEN_WORD.sub("", span).strip(" \t,.;:!?()&/") != "":
        return False
    for word in words:
        parts = re.split(r"['’]", word, maxsplit=1)[0].split("-")
        if not ordinary_as_written(parts[-1], lang):
            return False
        if any(len(part) > _PREFIX and not ordinary_as_written(part, lang) for part in parts):
            return False
    return True
