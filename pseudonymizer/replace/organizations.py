"""Organization surrogates that keep what kind of organization it is (and other named things).

A court, a school or a company is named by ordinary words and a few names: `Krajský soud v
Ostravě`, `University of Leeds`, `Pannonlakás Építő Zrt.`. Only the names change: a place
becomes another place in the same form (`Krajský soud v Opavě`), any other name a family name
of the language (`Fodor Építő Zrt.`); the ordinary words, the legal form and the punctuation
stay, so the reader still knows a court from a company. A nationality becomes another one,
as it does alone (`Romanian Government` -> `Danish Government`), and in a public
institution's name (`Făgăraș District Court`) any other name is the place it sits in, a
place the lists need not know (`Brașov District Court`). Other named things (an event, a
work: `the Leeds Festival`) keep their structure the same way. A name made of ordinary words
only (`Ministry of Justice`) has nothing to change: the caller then draws a company (or, for
other things, a pseudo-word of the same shape) instead; a firm's (`Primrose Pest Control Ltd`)
changes its first word, the name it is known by. A company drawn is one of the
document's country, in the original's legal form (`Agrostav a.s.` -> `Vávra a.s.`, never a
Finnish `As Oy` in a Czech letter): the form says what kind of company it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from pseudonymizer.lexicon.acronyms import initials, public_body, widely_written
from pseudonymizer.lexicon.demonyms import town_of_adjective_lemma
from pseudonymizer.lexicon.grammar import Grammar
from pseudonymizer.lexicon.legal_forms import founder_with_partners, legal_form_of, legal_forms
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import main_places
from pseudonymizer.lexicon.states import countries
from pseudonymizer.lexicon.vocabulary import (
    compound_noun,
    compound_of_nouns,
    ordinary,
    stop_words,
    trade_word,
)
from pseudonymizer.lexicon.word_forms import formed_reading

# (A hyphen joins the parts of a word, and one closing a word shortens a compound whose end the
# next word gives, `Állam- és Jogtudományi`: no part of the word, which stays as written.)
_WORD = re.compile(r"[^\W\d_][\w'’]*(?:-[\w'’]+)*")
# The language firms of every country name their trade in besides their own.
_TRADE_LANGUAGE = "en"


def organization_surrogate(
    original: str,
    grammar: Grammar,
    place: Callable[[str, int], str | None],
    name: Callable[[str, int], str],
    person: Callable[[str], str | None] = lambda word: None,
    kinds: frozenset[str] | None = None,
    nationality: Callable[[str], str | None] = lambda word: None,
    town: Callable[[str, int], str | None] | None = None,
    institution: Callable[[str], bool] = lambda word: False,
    unknown: Callable[[str, int], str | None] | None = None,
    described: bool = False,
    firm: bool = False,
) -> str | None:
    """`original` with each word of a person's name the document replaced (`person(word)`,
    its surrogate's word, even for an ordinary word: `Marsh`), each place (`place(word,
    index)`, in the word's form; `index` counts the space-separated words) and each other
    name (`name(word, index)`) replaced; None when it holds none of them. A capitalized word
    right after a given name is that person's family name, replaced even where it is also an
    ordinary word (`John Peel's Show`: `Peel` would stay as `peel`). A venue's name (`kinds`
    given: the words that name a venue's kind) keeps its kind word, and every other
    capitalized word is a name, ordinary or not (`Kavárna Místo`: `Místo` changes). A
    nationality (`nationality(word)`, in the word's form) changes in any name; with `town`,
    a capitalized word that is no ordinary word is a place (`town(word, index)`), but for
    the word that names the institution's kind (`institution(word)`: `Törvényszék`). With
    `unknown`, a word of unknown kind, which no list knows as a person's name and which
    nothing in the name makes one (a given name before it, a firm's founder), becomes
    `unknown(word, index)` instead of a person's name: a thing whose kind the text does not
    tell is no one until it does. Where the name says its kind (`described`: `Unit` of
    `Intensive Care Unit`), its other words say what the body does, in words the dictionary
    alone may know (`Intensive`), as an institution's do; so do a `firm`'s words after its
    first, with a legal form or without (`Dunmore Lettings`)."""
    forms = legal_forms()
    # A company is mostly named after its founder: its first word, where it is a family name
    # of the lists, is one, though also an ordinary word (`Müller Maschinenbau GmbH`).
    form = legal_form_of(original)
    founder = form is not None
    # Every word of the legal form stays, one of several words too (`Co` of `GmbH & Co. KG`).
    form_start = len(original) - len(form) if form is not None else len(original)
    pieces: list[str] = []
    position, changed, after_given, after_founder = 0, False, False, False
    after_kind = after_trade = False
    lang = grammar.code
    alone = len(_WORD.findall(original)) == 1
    for match in _WORD.finditer(original):
        word, index = match.group(), original.count(" ", 0, match.start())
        pieces.append(original[position : match.start()])
        position = match.end()
        replacement = None
        # A legal form (`s.r.o.`) and a venue's or a firm's kind (`Kavárna`, `Café`, `Fa.`)
        # stay as they are.
        legal = bool({word, word + "."} & (forms | (kinds or frozenset())))
        legal |= match.start() >= form_start
        legal |= institution(word)
        # (The field a body's kind is of, in the genitive after its noun, is an ordinary
        # word, though a village is named so: `Zdrowia` of `Poradni Zdrowia Psychicznego`.)
        # (Where every noun has a capital, a family name after the kind is the founder's or
        # a partner's, though also an ordinary word: `Braun` of `Kanzlei Braun`.)
        legal |= (
            after_kind
            and (described or town is not None)
            and ordinary(word.lower(), lang)
            and not _main_town(word, grammar)
            and not _town_adjective(word, grammar)
            and not (grammar.language.nouns_capitalized and word in family_names())
        )
        # `KB`, `AG`: a legal form, or initials; `ČSOB`, `VZP`: a body's the language's text
        # writes widely, no name of the lists in capitals (`NOVÁK`).
        acronym = (word.isupper() and (len(word) <= 3 or _widely_initials(word, grammar))) or (
            public_body(word, grammar.code)
        )
        if word[0].isupper() and not legal:
            replacement = person(word)
        known = replacement is not None  # a word of a person the document names: mapped
        # A country a firm's name gives after its own (`Hungary` of `Audi Hungary Motor
        # Kft.`, the subsidiary's) is where it trades, no one's: it stays.
        legal |= founder and len(pieces) > 1 and word.casefold() in countries(grammar.code)
        if replacement is None and not legal:
            replacement = nationality(word)
        if replacement is None and word[0].isupper() and not legal and not acronym:
            # (So is the word before his partners: `Kun` of `Kun és Társa Ügyvédi Iroda`.)
            named = founder and len(pieces) == 1 and _as_written(word) in family_names()
            # (A family name after a trade's word opening the name is the founder's, though
            # an ordinary word too: `Kříž` of `REALITY KŘÍŽ`, `Kovář` of `Autoservis Kovář`.)
            named |= after_trade and _as_written(word) in family_names()
            named |= len(pieces) == 1 and founder_with_partners(original, grammar.code)
            # (And the word right before a form that names his sons or partners: `Rehbein`
            # of `Kältetechnik Rehbein & Söhne`, though read as a compound of `Reh` and `Bein`.)
            named |= _before_partners(original, match.end(), forms)
            # (A partner's family name after the founder's that a town shares: `Hale` of
            # `Marchetti Hale LLP` became a town.)
            partner_name = founder and after_founder and _as_written(word) in family_names()
            # (A founder's family name that is also a place's form, no town's name, stays a
            # family name: `Mazur Budownictwo sp. z o.o.` is Mr Mazur's firm, not one of the
            # Mazury; `London Invest Ltd` is named after the town.)
            if not (named or partner_name) or (
                word in main_places(grammar.code) and not partner_name
            ):
                replacement = place(word, index)
            # An institution's other words say what it does, in words the dictionary alone
            # may know (`Forensic` of `Brașov County Forensic Medicine Service`).
            by_kind = described or town is not None
            unknown_word = town is not None and not _ordinary(word, grammar, trade=True)
            if replacement is None and unknown_word:
                replacement = town(word, index)
            trade = ((founder or firm) and len(pieces) > 1) or by_kind
            # (A firm's first word is the name it is known by, whatever words make it, and
            # one word alone is the name.)
            formed = not (founder and len(pieces) == 1) and not alone
            # Where the family name comes first, a given name of the lists is a person's
            # (`Katona József Gimnázium`), though the word tables list it (`józsef`).
            # So is a given name before another name (`Bengt Zhang`, read as no one's),
            # though the word tables list it (Swedish `bengt`).
            before_name = original[match.end() : match.end() + 2].strip()[:1].isupper()
            given = (grammar.language.family_name_first or before_name) and _given(
                word, _next_word(original, match.end()), grammar
            )
            # A family name after the founder's, in no trade's words, is a partner's (`Fox` of
            # `Bramley Fox LLP`), though an ordinary word too (`fox`).
            partner = (
                founder
                and after_founder
                and _as_written(word) in family_names()
                and not trade_word(word, grammar.code)
                and not english_trade(word, grammar.code)
            )
            role = kinds is not None or after_given or named or given or partner
            plain = not _ordinary(word, grammar, trade, formed)
            # (Nothing makes the word a person's, and no list knows it as one.)
            unknown_kind = unknown is not None and plain and not role
            if replacement is None and unknown_kind and not _person_word(word, grammar):
                replacement = unknown(word, index)
            if replacement is None and (role or plain):
                replacement = name(word, index)
        follows = original[match.end() : match.end() + 1] == " "
        after_kind = follows and institution(word)
        after_trade = follows and len(pieces) == 1 and replacement is None and not legal
        after_trade &= _ordinary(word, grammar) and not acronym
        # One family name after a given name: `Rose` of `Harold Rose Memorial` is no given name.
        # Where the family name comes first (Hungarian `Szent-Györgyi Albert Klinikai
        # Központ`), the word after the given name is the thing's own.
        after_given = (
            follows
            and not after_given
            and not known
            and _given(word, _next_word(original, match.end()), grammar)
            and not grammar.language.family_name_first
        )
        if replacement is not None and replacement != word:
            following = _next_word(original, match.end()) if follows else ""
            replacement = _own_genitive(word, replacement, following, grammar)
        changed |= replacement is not None and replacement != word
        # (The founder's name is the firm's first words, each replaced as a name.)
        after_founder = follows and replacement is not None and (len(pieces) == 1 or after_founder)
        pieces.append(word if replacement is None else replacement)
    pieces.append(original[position:])
    if not changed and founder:
        return _founder_renamed(original, form_start, forms, grammar, name)
    return "".join(pieces) if changed else None


def _before_partners(original: str, end: int, forms: frozenset[str]) -> bool:
    """Whether the word ending at `end` stands right before an ampersand and the word that
    names the founder's sons or partners, a legal form's opening (`& Söhne`, `& Co. KG`)."""
    found = _PARTNERS_AFTER.match(original, end)
    return found is not None and f"& {found.group(1)}" in forms


# An ampersand and the word after it, without its full stop (`& Co.`).
_PARTNERS_AFTER = re.compile(r"[ \u00a0]+&[ \u00a0]+([^\W\d_]+)")


def _founder_renamed(
    original: str,
    form_start: int,
    forms: frozenset[str],
    grammar: Grammar,
    name: Callable[[str, int], str],
) -> str | None:
    """A firm named by ordinary words only (`Primrose Pest Control Ltd`) with its first
    capitalized word, the name it is known by, replaced by a name: only that proper part
    changes, and the trade words and the legal form still say what firm it is. A company
    drawn whole (`Thompson-Gill Ltd`) lost the trade. None where no word opens it (a legal
    form alone)."""
    function_words = stop_words(grammar.code)
    for match in _WORD.finditer(original, 0, form_start):
        word = match.group()
        if not word[0].isupper() or word.lower() in function_words:
            continue  # (`The` of `The Cleaning Company Ltd`)
        if {word, word + "."} & forms:
            continue
        index = original.count(" ", 0, match.start())
        return original[: match.start()] + name(word, index) + original[match.end() :]
    return None


def with_legal_form(company: str, form: str | None, prefixes: Iterable[str] = ()) -> str:
    """The drawn `company` in the legal `form` of the original (as `legal_form_of` gives it),
    its own form and leading kind words (Polish `PPUH`, `Grupa`: the `prefixes` of its list)
    taken off; as drawn where the original has no form."""
    if form is None:
        return company
    own = legal_form_of(company)
    head = company[: -len(own)] if own is not None else company
    for prefix in prefixes:
        if head.startswith(prefix + " ") and len(head) > len(prefix) + 1:
            head = head[len(prefix) + 1 :]
            break
    return head.rstrip(" ,") + form


def _widely_initials(word: str, grammar: Grammar) -> bool:
    """Whether `word` is initials the language's text writes widely (`ČSOB`, `ČSSZ`): a
    body everyone knows, kept in the name as it is alone; no name of the lists."""
    if public_body(word, grammar.code):
        return True  # (`AOK` of `AOK Bayern`, `TVöD`)
    written = word.capitalize()
    if written in given_names() or written in family_names():
        return False
    return initials(word, grammar.code) and widely_written(word, grammar.code)


def _main_town(word: str, grammar: Grammar) -> bool:
    """Whether `word` is one of the language's main towns, in any case (`Opole`, `Opolu`),
    though an ordinary word too (`opole`)."""
    towns = main_places(grammar.code)
    stem, ending = grammar.inflector.split_place(word)
    return word in towns or (ending is not None and stem in towns)


def _town_adjective(word: str, grammar: Grammar) -> bool:
    """Whether `word` is a town's adjective the language's dictionary declines
    (`Szczecińskiego` of `Uniwersytetu Szczecińskiego`): it says which town, as the town's
    name does, and becomes its surrogate's adjective."""
    dictionary = grammar.dictionary
    lemma = dictionary.adjective_lemma(word) if dictionary is not None else None
    return lemma is not None and town_of_adjective_lemma(lemma, grammar.code) is not None


def _person_word(word: str, grammar: Grammar) -> bool:
    """Whether `word`, or each part of it joined by hyphens, is a given or family name of the
    lists, as written or without the ending the language's inflector takes off (`Jánosnál`,
    `Sjöbergs`)."""
    stem = grammar.inflector.split(word)[0]
    return any(
        all(part in given_names() or part in family_names() for part in form.split("-"))
        for form in (word, stem)
    )


def _own_genitive(word: str, replacement: str, following: str, grammar: Grammar) -> str:
    """The replacement of a name that is its own genitive, before the lower-case noun of what
    it names: where a sibilant takes no genitive ending (Swedish `Västerås kommun`, `Borås
    tingsrätt`), the name stands in the genitive there, and so does its surrogate
    (`Segeltorps kommun`, not `Segeltorp kommun`)."""
    plain, after_sibilant = grammar.language.genitive_endings
    if not plain or after_sibilant or not following.islower():
        return replacement
    if not word.endswith(plain) or replacement.endswith(plain):
        return replacement
    if grammar.inflector.split(word)[1] is not None:
        return replacement  # (`Enköpings`: a genitive of its own, replaced in it already)
    return grammar.inflector.attach(replacement, plain)


def _next_word(original: str, end: int) -> str:
    """The word after the space at `end` in `original`, empty where none follows."""
    following = _WORD.match(original, end + 1)
    return following.group() if following is not None else ""


def _given(word: str, following: str, grammar: Grammar) -> bool:
    """Whether `word` in a name, before the word `following` it (empty at the end), is a given
    name: one of the lists' (Swedish `Bengt` before `Zhang`, though the word tables list
    `bengt`), but not an ordinary word before another (`General` of `<town> General
    Infirmary` qualifies the hospital's word, whatever list holds it, and the word after it
    is no family name; a name of ordinary words alone becomes a company all the same)."""
    if word not in given_names():
        return False
    return not (following and _ordinary(word, grammar) and _ordinary(following, grammar))


def english_trade(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary English word in a firm's name in another language:
    firms of every country name their trade in English (`Manufacturing`, `Power Tool` of
    `Bosch Power Tool Manufacturing Kft.`), words there, not a partner's family name."""
    return lang != _TRADE_LANGUAGE and ordinary(word, _TRADE_LANGUAGE)


def _as_written(word: str) -> str:
    """A word of a name in capitals as the lists write it, capitalized (`KŘÍŽ`: `Kříž`); an
    acronym's few letters as they are (`KB`, `ČEZ`)."""
    return word.capitalize() if word.isupper() and len(word) > _ACRONYM else word


# The most letters of a word in capitals read as an acronym.
_ACRONYM = 3


def _ordinary(word: str, grammar: Grammar, trade: bool = False, formed: bool = False) -> bool:
    """An ordinary word of the language, also as a compound (`Landgericht`) or in the English
    possessive (`Commissioner's`); not a family name's genitive (`Sjöbergs`), which the word
    tables may hold in lower case. Where the word may be a company's `trade` (after the first
    word of a name with a legal form: `Pannon Építő Kft.`), also a word the dictionary alone
    knows; the first is the name a firm is known by however rare a word it is (`Acme`). Where
    it is not that first word (`formed`), also a word the language builds of ordinary ones
    (Hungarian `Gazdaságtudományi`, `Oktatókórházban`: `formed_reading`), which no table lists
    and which names no one; a name's form (`Szegedi`) is none."""
    stem, ending = grammar.inflector.split(word)
    if ending is not None and stem in family_names():
        return False
    lang = grammar.code
    # (A firm's name in capitals, `REALITY SOUKUP`: its trade's word as the tables write it.)
    lowered = (word.lower(),) if _as_written(word) != word else ()
    for form in (word, word.removesuffix("'s"), word.removesuffix("’s"), *lowered):
        # (A compound of dictionary words is one too: `Dachbau` of `Dachbau Frechen GmbH`.)
        if ordinary(form, lang) or compound_noun(form, lang) or compound_of_nouns(form, lang):
            return True
    compound = (trade or formed) and "-" in word
    if compound and all(part and ordinary(part, lang) for part in word.split("-")):
        return True  # (`Self-Governing` of `Košice Self-Governing Region`, a body's trade)
    if trade and english_trade(word, lang):
        return True
    if formed and formed_reading(word, lang) is not None:
        return True
    return trade and trade_word(word, lang)
