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
from pseudonymizer.link import given_word, marked_given
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
    reading = nickname_reading(grammar.code, written)
    given = _given_of(original, grammar)[1]
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
    position, given = _given_of(original, grammar)
    nominative = given_lemma(given, grammar.code) or given.title()
    new_given = _new_given(original, surrogate, position, grammar)
    return nominative, new_given


def nickname_spellings(
    original: str, surrogate: str, grammar: Grammar, names: MutableMapping[str, str]
) -> None:
    """Record each nickname of the original's given name (as an address writes it: `ondra`)
    against the surrogate's nickname or given name, so a handle built of it follows."""
    given = _given_of(original, grammar)[1]
    for nick in nicknames_of(grammar.code, given):
        new = _surrogate_nickname(original, surrogate, nick, grammar)
        value = ascii_word(new) if new is not None else ""
        for key in address_forms(nick) if value else ():
            names.setdefault(key, value)


def _surrogate_nickname(original: str, surrogate: str, nick: str, grammar: Grammar) -> str | None:
    """The nickname of the surrogate's given name at the place `nick` has among the
    original's given name's (the last where it lists fewer), else that given name as drawn;
    None where the surrogate has no given name to stand where the original's stood."""
    position, given = _given_of(original, grammar)
    new_given = _new_given(original, surrogate, position, grammar)
    if new_given is None:
        return None
    mine = nicknames_of(grammar.code, given)
    theirs = nicknames_of(grammar.code, new_given)
    if not theirs:
        return new_given
    return theirs[min(mine.index(nick) if nick in mine else 0, len(theirs) - 1)]


def _given_of(original: str, grammar: Grammar) -> tuple[int, str]:
    """The place (-1 for none) among the original's words of its given name, and that name
    case-folded: the word itself, or, where that is no given name of the lists, the given name
    it carries a mark after (`Ferencné`, Ferenc's wife, whose nicknames are his: `Feri`)."""
    words = original.split()
    given = given_word(original.casefold(), grammar.code)
    folded = [word.casefold() for word in words]
    if given not in folded:
        return -1, given
    position = folded.index(given)
    stem = marked_given(words[position], grammar.code)
    return position, given if stem is None else stem.casefold()


def _new_given(original: str, surrogate: str, position: int, grammar: Grammar) -> str | None:
    """The surrogate's given name at the original's given name's `position`, without the mark
    the original's carries (`Vince` of `Vincéné` where the original's was `Ferencné`); None
    where the surrogate has no word to stand there."""
    words, new_words = original.split(), surrogate.split()
    if position < 0 or len(words) != len(new_words):
        return None
    new = new_words[position]
    if marked_given(words[position], grammar.code) is None:
        return new
    # (The surrogate may come in its lemma, the husband's name already: `Rácz Vince`.)
    return marked_given(new, grammar.code) or new
