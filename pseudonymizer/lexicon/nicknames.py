"""Nicknames: which given name a short form or diminutive is of (`Ondra`, `ondro` of Ondřej,
`Kasiu` of Katarzyna, `Lenchen` of Helena), and which short forms a given name has.

A chat calls one person `Ondřej` in one line and `Ondro` in the next; read apart, the two got
unrelated surrogates, and the one who knows the pair knew who spoke. The pairs come from the
language's table (`Language.hypocorisms`), each nickname in every form the language's
inflector knows it by (its cases, its vocative), so a nickname written in any of them is
found and its given name known.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.substitutes import agreed_gender, given_gender
from pseudonymizer.lexicon.substitutes import given_names as local_given_names
from pseudonymizer.lexicon.vocabulary import laughter, written_word


def nicknames_of(lang: str, given: str) -> tuple[str, ...]:
    """The nicknames of the given name `given` (any case of letters), in the table's order;
    empty where the table lists none."""
    return _by_given(lang).get(given.casefold(), ())


def nickname_reading(lang: str, word: str) -> tuple[str, frozenset[str]] | None:
    """`word` (any form, any case) read as a nickname: the nickname in its nominative and the
    given names (case-folded) it is a nickname of (none for a nickname the language knows
    without them: `Language.male_nicknames`); None where it is no nickname it knows."""
    return _by_form(lang).get(word.casefold())


def case_of(word: str, name: str, lang: str) -> bool:
    """Whether `word` is the given name or nickname `name` (both case-folded) in another case
    (`máro` of Mára, `péťo` of Péťa, `terku` of Terka): among the forms the language's
    inflector knows it by, or, where `name` is a nickname of the table, one of its forms, or
    a case of the given name it is a nickname of (`jakube` of Kuba)."""
    if not name or word == name:
        return False
    reading = nickname_reading(lang, word)
    if reading is not None and reading[0].casefold() == name:
        return True
    if word in {form.casefold() for form in grammar_for(lang).inflector.forms(name.title())}:
        return True
    # A case of the given name `name` is a nickname of (`Jakube` of a speaker named `Kuba`).
    own = nickname_reading(lang, name)
    lemma = given_lemma(word, lang) if own is not None and own[1] else None
    return lemma is not None and lemma.casefold() in own[1]


@cache
def _by_given(lang: str) -> dict[str, tuple[str, ...]]:
    return {given.casefold(): nicks for given, nicks in get_language(lang).hypocorisms}


@cache
def _by_form(lang: str) -> dict[str, tuple[str, frozenset[str]]]:
    """Each form of each nickname, case-folded: the table's, and the language's
    `male_nicknames` (`Mára`), of no given name the table says."""
    inflector = grammar_for(lang).inflector
    language = get_language(lang)
    givens: dict[str, set[str]] = {}
    for given, nicks in language.hypocorisms:
        for nick in nicks:
            givens.setdefault(nick, set()).add(given.casefold())
    for nick in sorted(language.male_nicknames):
        givens.setdefault(nick, set())
    found: dict[str, tuple[str, frozenset[str]]] = {}
    for nick, of in givens.items():
        for form in {nick, *inflector.forms(nick)}:
            # A form two nicknames share (`Kasi` ...) stays the first's: the table's order.
            found.setdefault(form.casefold(), (nick, frozenset(of)))
    return found


def name_gender(word: str, language: Language) -> str | None:
    """`m` or `f` for a given name or nickname (any case of letters, any form): the gender the
    language's lists give the name, or the given names the nickname is of (`basti` of
    Sebastian, a man's, whatever its ending says), or the listed given name it is a case of
    (`Klárou` of Klára); for a name those lists lack, its ending's
    (`Language.nickname_gender`), else the gender every locale's lists agree on
    (`Katarzyna`), else that of the given name it opens with, as friends shorten and lengthen
    one (`Tommo` of Tom); None where nothing tells."""
    reading = nickname_reading(language.code, word)
    if reading is None and given_gender(language.names_locale, word.capitalize()) is None:
        diminutive = _diminutive_gender(word.capitalize(), language)
        if diminutive is not None:
            return diminutive
        # (`kubíku`, `lucinko`: the gender of the diminutive's nominative, Kubík, Lucinka.)
        lemma = diminutive_lemma(word, language.code)
        if lemma is not None and lemma.casefold() != word.casefold():
            return language.nickname_gender(lemma) or name_gender(lemma, language)
    givens = reading[1] if reading is not None else {word.casefold()}
    genders = {_listed_gender(given.capitalize(), language) for given in givens}
    if len(genders) == 1 and None not in genders:
        return genders.pop()
    if reading is not None and not givens:  # `Máro`: a nickname the language knows alone
        return language.nickname_gender(reading[0])
    name = word.capitalize()
    if name in given_names():
        return None
    cases = {_listed_gender(form, language) for form in _given_lemmas(name, language.code)}
    if len(cases) == 1 and None not in cases:
        return cases.pop()
    return language.nickname_gender(name) or _opening_gender(name, language)


def called_by_given_name(word: str, lang: str) -> bool:
    """Whether a name alone (`Terku`, `Klárou`, `Verčou`) is how friends call someone: a
    nickname of the table in any form, or a case of a given name of the lists, or a name whose
    ending says a nickname's gender (`Language.nickname_gender`), and no form of a family name
    of the lists (`Novák`, `Pavel`, which is both, stays what its place says)."""
    if nickname_reading(lang, word) is not None:
        return True
    name = word.capitalize()
    diminutive = diminutive_lemma(word, lang)
    if diminutive is not None and diminutive not in family_names():
        return True  # `martinko`: Martinka's, though `Martinek` is a family name
    if {name, *grammar_for(lang).inflector.forms(name)} & family_names():
        return False
    return bool(_given_lemmas(name, lang)) or get_language(lang).nickname_gender(name) is not None


def given_lemma(word: str, lang: str) -> str | None:
    """The nominative of a given name or nickname `word` (any form, any case of letters): the
    nickname of the table it is a form of (`Verča` of `verčou`), or the one given name of the
    language's lists it is a case of (`Justyna` of `Justynę`); None where neither tells."""
    reading = nickname_reading(lang, word)
    if reading is not None:
        return reading[0]
    lemmas = _given_lemmas(word.capitalize(), lang)
    return next(iter(lemmas)) if len(lemmas) == 1 else None


def is_given_form(word: str, lang: str) -> bool:
    """Whether `word` (as written) is a case of one or more given names of the language's
    lists: `Petře` is Petr's vocative and Petra's dative, which `given_lemma` cannot choose
    between, and a person's either way."""
    return bool(_given_lemmas(word, lang))


def diminutive_lemma(word: str, lang: str) -> str | None:
    """The nominative of a diminutive of a given name that no table lists (`word` in any
    form, any case of letters): the word's own nominative among the forms its inflector
    knows, ending in one of the language's `diminutive_endings` after the opening letters of
    a given name of its own lists or a nickname of its table (`kubíku`: Kubík, of Kuba;
    `vojtíškem`: Vojtíšek, of Vojtěch; `barča`: Barča, of Barbora); None else. Friends
    coin these freely, so no table holds them all; the full name's opening still shows."""
    language = get_language(lang)
    if not language.diminutive_endings:
        return None
    name = word.capitalize()
    inflector = grammar_for(lang).inflector
    forms = sorted(inflector.forms(name) - {name}, key=lambda form: (len(form), form))
    for form in (name, *forms):
        if form != name and name not in inflector.forms(form):
            continue
        for ending in language.diminutive_endings:
            stem = form.removesuffix(ending)
            if stem != form and len(stem) >= _OPENING and _opens_a_name(stem, lang):
                return form
    return None


def diminutive_of(word: str, given: str, lang: str) -> bool:
    """Whether `word` (any form, any case of letters) is a diminutive no table lists of the
    given name `given` (case-folded): its nominative (`diminutive_lemma`) less a diminutive's
    ending opens that name (`Mirkem`: Mirek, of Miroslav; `vojtíškovi`: Vojtíšek, of
    Vojtěch), as a chat calls the person a document names in full."""
    lemma = diminutive_lemma(word, lang)
    if lemma is None or not given or lemma.casefold() == given:
        return False
    # (The given name as the lists hold it, not another form of the diminutive: `Mirkem`.)
    if given_gender(get_language(lang).names_locale, given.capitalize()) is None:
        return False
    folded = lemma.casefold()
    return any(
        len(stem) >= _OPENING and given.startswith(stem)
        for ending in get_language(lang).diminutive_endings
        if (stem := folded.removesuffix(ending)) != folded
    )


def _opens_a_name(stem: str, lang: str) -> bool:
    """Whether a given name of the language's own lists or a nickname of its table opens
    with `stem` (accents and case aside)."""
    folded = _folded(stem)
    names = (*_given_by_opening(lang).get(folded[:_OPENING], ()), *_nicknames(lang))
    if not stem.isascii():
        # A word written with its accents keeps its consonants' (`ř` of `řadovku`, a row
        # house, is no `R` of Radovan); only a vowel's length changes in a nickname (`Míša` of
        # Michaela, `Dóra` of Dorottya).
        consonants = _consonants(stem)
        return any(
            _folded(name).startswith(folded) and _consonants(name).startswith(consonants)
            for name in names
        )
    return any(_folded(name).startswith(folded) for name in names)


def _consonants(word: str) -> str:
    """`word` case-folded, without its vowels: what a nickname keeps of a name's opening."""
    return "".join(char for char in word.casefold() if _folded(char) not in "aeiouy")


@cache
def _nicknames(lang: str) -> tuple[str, ...]:
    """The nicknames of the language's table and its `male_nicknames`, in the nominative."""
    return tuple(sorted({nick for nick, _ in _by_form(lang).values()}))


def _given_lemmas(name: str, lang: str) -> frozenset[str]:
    """The given names of the language's lists `name` is a case of (itself included): read
    from the word's own forms, and, where a case changes the stem's last letters (Czech
    `Petře` of Petr, `Vojtíškem`), among the forms of the listed names that share its
    opening letters, as the inflector declines them."""
    locale = get_language(lang).names_locale
    inflector = grammar_for(lang).inflector
    forms = {name, *inflector.forms(name)}
    found = {form for form in forms if given_gender(locale, form) is not None}
    if found or len(name) <= _OPENING:
        return frozenset(found)
    return frozenset(
        given
        for given in _given_by_opening(lang).get(_folded(name[:_OPENING]), ())
        if name in inflector.forms(given)
    )


@cache
def _given_by_opening(lang: str) -> dict[str, tuple[str, ...]]:
    """The given names of the language's own lists by their first letters, folded."""
    found: dict[str, list[str]] = {}
    language = get_language(lang)
    for gender in ("male", "female"):
        for given in _local_given(language, gender):
            found.setdefault(_folded(given[:_OPENING]), []).append(given)
    return {opening: tuple(names) for opening, names in found.items()}


def _diminutive_gender(name: str, language: Language) -> str | None:
    """The gender of the given names of the language's own lists that a diminutive's opening
    letters open (`Dóri`: Dóra, Dorina, Dorottya), where they all have one; None else. The
    language's lists come first: another locale's `Dóri` is a man's."""
    genders = set()
    endings = language.diminutive_endings
    once = [name.removesuffix(ending) for ending in endings if name.endswith(ending)]
    # (Two endings on one name: `Zsuzsika` is Zsuzsi's `-ka`, Zsuzsi Zsuzsanna's `-i`.)
    twice = [
        stem.removesuffix(ending) for stem in once for ending in endings if stem.endswith(ending)
    ]
    for stem in map(_folded, once + twice):
        if len(stem) < _OPENING:
            continue
        for gender in ("male", "female"):
            if any(_folded(given).startswith(stem) for given in _local_given(language, gender)):
                genders.add(gender)
    return ("m" if genders.pop() == "male" else "f") if len(genders) == 1 else None


@cache
def _local_given(language: Language, gender: str) -> tuple[str, ...]:
    return tuple(local_given_names(language.names_locale, gender))


def _folded(word: str) -> str:
    """`word` case-folded without its accents (`Dóra` and `Dorottya` open alike)."""
    return "".join(
        char
        for char in unicodedata.normalize("NFD", word.casefold())
        if not unicodedata.combining(char)
    )


# The fewest letters of a given name a longer nickname opens with (`Tom` of `Tommo`).
_OPENING = 3


def _opening_gender(name: str, language: Language) -> str | None:
    """The gender of the longest given name `name` opens with (`Tommo`: Tom), where the lists
    agree on it; None for none."""
    for end in range(len(name) - 1, _OPENING - 1, -1):
        gender = _listed_gender(name[:end], language)
        if gender is not None:
            return gender
    return None


def _listed_gender(name: str, language: Language) -> str | None:
    """`m` or `f` as the language's lists give the given name `name`, else as every locale's
    lists agree; None where they do not tell."""
    local = given_gender(language.names_locale, name)
    if local is not None:
        return "m" if local == "male" else "f"
    agreed = agreed_gender(name)
    if agreed is not None:
        return "m" if agreed == "male" else "f"
    # (Faker's Polish lists hold a few dozen given names: `Małgorzata`, whose nickname Gosia
    # is, is in none, and Gosia's surrogate in a user name was a man's.)
    dictionary = dictionary_for(language.code)
    return dictionary.given_gender(name) if dictionary is not None else None


def interjection_before_name(word: str, name: str, lang: str) -> bool:
    """Whether `word`, opening a sentence or a chat's message right before the given name or
    nickname `name`, is a laughter or interjection that addresses its bearer (`Haha Pelle`,
    `Lol Lisen`): a word the language writes often, no name of the lists (`written_word`).
    Two names side by side (`Erik Johan`) are one name's pieces."""
    if not (name in given_names() or nickname_reading(lang, name)):
        return False
    if laughter(word):
        return True  # (in capitals too: `HAHAHA Kalle`)
    # (Where the family name comes first, a word before a given name is the family name:
    # `Bárány Vince`, though `bárány` is a lamb too.)
    family_first = get_language(lang).family_name_first
    return not family_first and not word.isupper() and written_word(word, lang)
