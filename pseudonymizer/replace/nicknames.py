"""A nickname's surrogate: the nickname of the person's surrogate, in the nickname's form.

A person called `Ondřej` and `Ondro` in one chat is one person (`link.py`); with one surrogate,
`Ondro` written as `Krištof` would read as a stranger's formality and in the wrong case. So a
nickname becomes the surrogate's given name's nickname where the language's table has one
(`Ondřej` -> `Tomáš`: `Ondra` -> `Tom`... as the table lists it), else that given name itself,
each in the form the nickname was written in (the vocative `ondro` -> `tomáši`). An address
or handle that spells the nickname (`@ondra_n`) spells the surrogate's (`emails.py` reads the
map `nickname_spellings` fills).
"""

from __future__ import annotations

from collections.abc import MutableMapping

from pseudonymizer.casing import cased_like
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.grammar import Grammar
from pseudonymizer.lexicon.inflection.suffixes import WifeSuffix
from pseudonymizer.lexicon.names import family_names
from pseudonymizer.lexicon.nicknames import (
    called_by_given_name,
    case_of,
    diminutive_lemma,
    diminutive_of,
    given_lemma,
    nickname_reading,
    nicknames_of,
)
from pseudonymizer.link import given_word
from pseudonymizer.replace.emails import address_forms, ascii_word


def nickname_surrogate(
    written: str, original: str, surrogate: str, grammar: Grammar, tag: str | None = None
) -> str | None:
    """What replaces the mention `written` of the person named `original` (its fullest name)
    whose surrogate in the nominative is `surrogate`, where `written` is a nickname of the
    original's given name and not that name itself, or that given name (or nickname) in
    another case (`Máro` of `Mára Beneš`, `Péťo` of `Péťa`): the surrogate's nickname, or its
    given name, in the form `written` is in (of its forms, the one its dictionary `tag` reads
    in its sentence first); None otherwise."""
    original, surrogate = _husband_named(original, surrogate, grammar)
    reading = nickname_reading(grammar.code, written)
    given = given_word(original.casefold(), grammar.code)
    if reading is not None and given in reading[1] and written.casefold() != given:
        nick, _ = reading
        new = _surrogate_nickname(original, surrogate, nick, grammar)
    elif _called(written, given, grammar.code):
        nick, new = _given_words(original, surrogate, grammar)
    else:
        return None
    if new is None:
        return None
    inflector = grammar.inflector
    folded = written.casefold()
    if folded != nick.casefold():
        pairs = inflector.name_forms_read(nick, new, tag)
        same = [other for form, other in pairs if form == written]
        same = same or [other for form, other in pairs if form.casefold() == written.casefold()]
        # (A case of the given name the nickname is of: `Jakube` of Kuba, as its surrogate.)
        lemma = given_lemma(written, grammar.code) or diminutive_lemma(written, grammar.code)
        if not same and lemma is not None and lemma.casefold() != nick.casefold():
            pairs = inflector.name_forms_read(lemma, new, tag)
            same = [o for f, o in pairs if f.casefold() == folded]
        if same:
            new = same[0]
        else:
            stem, ending = inflector.split(written.capitalize())
            if ending is not None and stem.casefold() == nick.casefold():
                new = inflector.attach(new, ending)
    return cased_like(written, new, lower=False) if not written.islower() else new.lower()


def _husband_named(original: str, surrogate: str, grammar: Grammar) -> tuple[str, str]:
    """The original and its surrogate with the wife's `-né` off their given word, where the
    original names a wife by her husband's name (Hungarian `Kelemen Ferencné`, Mrs Ferenc
    Kelemen): his nickname joined to her (`Feri`, `Ferike`) is his given name's, and its
    surrogate the surrogate husband's (`Vince` of `Somogyi Vincéné`), no family name."""
    words, new_words = original.split(), surrogate.split()
    given = given_word(original.casefold(), grammar.code)
    folded = [word.casefold() for word in words]
    if given not in folded or len(words) != len(new_words):
        return original, surrogate
    position = folded.index(given)
    stem, ending = grammar.inflector.split(words[position])
    if not isinstance(ending, WifeSuffix):
        return original, surrogate
    # (The surrogate may come as its lemma already, the husband's name: `Somogyi Vince`.)
    new_stem, new_ending = grammar.inflector.split(new_words[position])
    words[position] = stem
    if isinstance(new_ending, WifeSuffix):
        new_words[position] = new_stem
    return " ".join(words), " ".join(new_words)


def _called(written: str, given: str, lang: str) -> bool:
    """Whether `written` is the given name or nickname `given` (case-folded) of a person in
    another case than `given` is (`Máro` of Mára; `Verčou` of a person first named `Verču`),
    and no family name's case (`Zawadzkiego` of `Zawadzkim`: the family name's own form)."""
    folded = written.casefold()
    # (A case of the person's own nickname no list holds, `dášo` of a speaker `Dáša`, whose
    # ending alone tells no given name's, is still hers: where the nickname's ending tells a
    # given name's gender, which no family name's does.)
    nickname = get_language(lang).nickname_gender(given) is not None
    if nickname and case_of(folded, given, lang) and not _family_form(written):
        return True
    # (A diminutive no table lists of the person's given name: `Mirek`, `Mirkovi` of a man
    # named `Miroslav` in full, which the link joined to him.)
    if diminutive_of(written, given, lang) and not _family_form(written):
        return True
    if not called_by_given_name(written, lang):
        return False
    if case_of(folded, given, lang):
        return True
    reading, own = nickname_reading(lang, written), nickname_reading(lang, given)
    # (Or another nickname of the same given name: `Jasiu` of a speaker `Janek`, both Jan's.)
    return (
        reading is not None
        and own is not None
        and (reading[0] == own[0] or bool(reading[1] & own[1]))
        and reading[0].casefold() != folded
    )


def _family_form(word: str) -> bool:
    """Whether `word` is written as a family name of the lists is."""
    return word.capitalize() in family_names()


def _given_words(original: str, surrogate: str, grammar: Grammar) -> tuple[str, str | None]:
    """The original's given name in its nominative (capitalized: `Verča` of `Verču`) and the
    surrogate's word in its place; None for the latter where the surrogate has none there."""
    words, new_words = original.split(), surrogate.split()
    given = given_word(original.casefold(), grammar.code)
    folded = [word.casefold() for word in words]
    position = folded.index(given) if given in folded else -1
    nominative = given_lemma(given, grammar.code) or given.title()
    if position < 0 or len(words) != len(new_words):
        return nominative, None
    return nominative, new_words[position]


def nickname_spellings(
    original: str, surrogate: str, grammar: Grammar, names: MutableMapping[str, str]
) -> None:
    """Record each nickname of the original's given name (as an address writes it: `ondra`)
    against the surrogate's nickname or given name, so a handle built of it follows."""
    given = given_word(original.casefold(), grammar.code)
    for nick in nicknames_of(grammar.code, given):
        new = _surrogate_nickname(original, surrogate, nick, grammar)
        value = ascii_word(new) if new is not None else ""
        for key in address_forms(nick) if value else ():
            names.setdefault(key, value)


def _surrogate_nickname(original: str, surrogate: str, nick: str, grammar: Grammar) -> str | None:
    """The nickname of the surrogate's given name at the place `nick` has among the
    original's given name's (the last where it lists fewer), else that given name as drawn;
    None where the surrogate has no given name to stand where the original's stood."""
    words, new_words = original.split(), surrogate.split()
    given = given_word(original.casefold(), grammar.code)
    folded = [word.casefold() for word in words]
    if len(words) != len(new_words) or given not in folded:
        return None
    position = folded.index(given)
    new_given = new_words[position]
    mine = nicknames_of(grammar.code, words[position])
    theirs = nicknames_of(grammar.code, new_given)
    if not theirs:
        return new_given
    return theirs[min(mine.index(nick) if nick in mine else 0, len(theirs) - 1)]
