"""Cues of public institutions named by ordinary words: a state's own (`Supreme Court`, `Magyar
Nemzeti Bank`), one named by its kind alone (`the District Court`) or before the place it sits
in (`Okresní soud v`), a part of such a name (`Human Rights`), a body a decision names by its
common noun after the definite article (`the Court`), and the patron an institution is named
after (`im. Adama Mickiewicza`). Such a name points at no one; the place in it is replaced.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from itertools import pairwise, takewhile

from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.demonyms import nationalities, own_nationality, town_of_adjective_lemma
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.institutions import (
    kind_alone_word,
    national_word,
    organization_word,
    public_institution_word,
    union_of_states,
)
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import country_names, main_places, own_towns, settlements
from pseudonymizer.lexicon.states import countries
from pseudonymizer.lexicon.titles import title_words
from pseudonymizer.lexicon.vocabulary import (
    compound_noun,
    dictionary_noun,
    dictionary_word,
    listed_lower_case_only,
    lower_case_lemma,
    lower_compound,
    ordinary,
    stop_words,
)
from pseudonymizer.lexicon.word_forms import formed_reading, town_of_adjective
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.layout import ROMAN
from pseudonymizer.rules.ordinary.lexical import known, ordinary_as_written
from pseudonymizer.rules.ordinary.text import AROUND, NAME_WORD_AT, WORD, word_before
from pseudonymizer.words import UPPER


def public_institution_of_any(words: Sequence[str], lang: str) -> bool:
    """Whether `words` name a public institution of the document's language, or of another
    language the name is written in (`Magyar Nemzeti Bank`, `Česká advokátní komora` in an
    English text): a state's own institution keeps its name in every language. Another
    language's word tables are read only where its words for an institution's kind and its
    national level both stand in the name."""
    if public_institution(words, lang):
        return True
    return any(
        public_institution(words, other)
        for other in supported()
        if other != lang
        and any(public_institution_word(word, other) for word in words)
        and any(national_word(word, other) for word in words)
    )


def public_institution(
    words: Sequence[str],
    lang: str,
    national: bool = True,
    written_lower: Callable[[str], bool] = lambda word: False,
) -> bool:
    """Whether `words` name a public institution by ordinary words only (`Supreme Court`,
    `Ministerstvo zahraničních věcí`, `Magyar Nemzeti Bank`, `Bundesverfassungsgericht`): a
    kind of institution (`public_institution_word`) a word makes the state's own or one above
    states (`national_word`), and around them words of the language that name no town nor a
    title (`Chief Inspector of the Ministry of Defence`, someone who holds an office). Such a
    name points at no one, and a careful writer keeps it. The language's own nationality may
    stand in it (a document in
    Czech says `Česká` already); another (`Romanian Government`) is replaced as it is alone,
    and a town (`Amtsgericht Köln`) as a place. One word the name lists know (`Rada`, a given
    name too) is someone's. Not `national`, the kind alone names one (`the District Court`,
    `the Government`, `Prosecutor's Office`): no word says which, so no one's data is in
    it; a town (`Brașov District Court`) still is. Where the name is the state's, a town's
    name that is also an ordinary word of the language is read as the word (`Central` of
    `European Central Bank`). By its kind alone, a capitalized word after a preposition of
    place is a town unless the text writes it in lower case too (`written_lower`)."""
    if not any(public_institution_word(word, lang) for word in words):
        return False
    if national and not any(
        national_word(word, lang) or own_nationality(word, lang) for word in words
    ):
        return False
    if not national:
        if not any(kind_alone_word(word, lang) for word in words):
            return False  # (`Handelsbanken`: a bank is the state's only with a national word)
        prepositions = get_language(lang).place_prepositions
        if any(
            before.lower() in prepositions and word[:1].isupper() and not written_lower(word)
            for before, word in pairwise(words)
        ):
            # (`Krajský soud v Ostravě`: a town, in a form no list knows; `Court of Appeal`
            # where the text writes `appeal` too is the court's function.)
            return False
    joined = f" {' '.join(words)} "
    if any(
        f" {country} " in joined and not own_nationality(country, lang)
        for country in country_names(lang)
    ):
        # (`United Kingdom Government`: the country is replaced; not `Česko` inside `Českou`,
        # nor Polish `Polska`, which is also the language's own adjective: `Poczta Polska`.)
        return False
    if len(words) == 1 and known(words, lang):
        return False
    titles = title_words(lang)
    for word in words:
        if public_institution_word(word, lang):
            break
        if word.casefold() in titles:
            return False  # an office's holder, named by the office (`Chief Inspector of`)
    towns, function_words = main_places(lang), stop_words(lang)
    prepositions = get_language(lang).place_prepositions
    for before, word in zip(["", *words], words, strict=False):
        if word.lower() in function_words:
            continue  # (`of`, which is also a Turkish town)
        if public_institution_word(word, lang) or own_nationality(word, lang):
            continue
        if union_of_states(word):
            continue  # (`Soudní dvůr EU`: the union the court is of)
        if word.lower() in nationalities(lang):
            return False
        if _town(word, towns, lang) and (
            not (national and ordinary_as_written(word, lang)) or before.lower() in prepositions
        ):
            # (After a preposition of place a town is the town, though an ordinary word
            # too: `Szczecinie` of `szczecina` in `Wojsku Polskim w Szczecinie`.)
            return False
        if not (
            ordinary_as_written(word, lang)
            or dictionary_word(word, lang)
            or compound_noun(word, lang)
        ):
            return False
    return True


def organization_by_kind(words: Sequence[str], lang: str) -> bool:
    """Whether `words` name an organization by its kind alone, with the lower-case ordinary
    words that say whose it is (`Společenství vlastníků jednotek`, `Spółdzielnia
    mieszkaniowa`): a kind there are thousands of, no name in it; the name or the house that
    says which, where the text writes one, is a mention of its own."""
    if len(words) < 2 or not words[0][:1].isupper():
        return False
    first = words[0]
    if organization_word(first, lang):
        # (A kind's noun a list holds as a place too, `Komory` of `Komory daňových poradců`,
        # the Comoros, is the kind's before lower-case words; one a list holds as a given
        # or family name, `Rada`, may be someone's.)
        if first in given_names() or first in family_names():
            return False
        return all(
            word.islower() and (ordinary_as_written(word, lang) or dictionary_word(word, lang))
            for word in words[1:]
        )
    return not known(words[:1], lang) and _kind_after_first(words, lang)


def _kind_after_first(words: Sequence[str], lang: str) -> bool:
    """Whether `words` are a name of the kind `organization_by_kind` reads with a word that
    says whose before the kind's noun, only that first word capitalized (`Českého
    rybářského svazu`, `Českou stomatologickou komoru`, `Českého svazu včelařů`). Where only
    names have capitals, a word the name writes in lower case is an ordinary word, listed or
    not (`stomatologickou`); the capitalized first one must be the language's word or its
    nationality, and no town nor someone's name."""
    language = get_language(lang)
    if language.nouns_capitalized or not any(organization_word(w, lang) for w in words[1:]):
        return False
    first = words[0]
    if not (ordinary_as_written(first, lang) or own_nationality(first, lang)):
        return False
    if _town(first, main_places(lang), lang) and not own_nationality(first, lang):
        return False
    return all(word.islower() and word.isalpha() for word in words[1:])


def words_that_may_name_someone(words: Sequence[str], lang: str) -> list[str]:
    """The words of a body's name by its kind that may still be someone's: not the kind's
    noun nor the language's own nationality, which the name lists hold as names too
    (Hungarian `Kar`, a faculty, and `Magyar`, a family name: `Magyar Kórházi Gyógyszerészek
    Egyesülete`, `Gyógyszerésztudományi Kar`). Read as names, they outvoted the body. Nor the
    region's words of a body serving it (`North West Ambulance Service`), which the lists hold
    as family names too (`West`). Nor a given name that is an ordinary word too before
    another ordinary word that no list holds as a name and that is no kind's noun (`Oral` of
    `Oral History Project`): a name would have a family name after it; right before the kind
    (`Tom Project`) it may be someone's."""
    regions = get_language(lang).region_words

    def qualifies(at: int) -> bool:
        word, after = words[at], words[at + 1] if at + 1 < len(words) else ""
        return (
            bool(after)
            and ordinary_as_written(word.lower(), lang)
            and ordinary_as_written(after.lower(), lang)
            and after not in given_names()
            and after not in family_names()
            and not organization_word(after, lang)
        )

    return [
        word
        for at, word in enumerate(words)
        if not organization_word(word, lang)
        and not own_nationality(word, lang)
        and word.casefold() not in regions
        and not qualifies(at)
    ]


def body_by_what_it_does(words: Sequence[str], lang: str) -> bool:
    """Whether `words` name a body by its kind and what it does, in capitalized ordinary
    words only (`Intensive Care Unit`, `Independent Advisory Panel on Deaths in Custody`):
    no name nor place says whose or where, so it points at no one; a name or a town in it
    (`Ravensby Intensive Care Unit`) is someone's and replaced, the rest with it. A company
    drawn for such a body (`Thompson, Brown and Stevenson`) told of a firm that never was.
    A heading writes it in capitals (`FAMILY DIVISION`): read as written in a sentence; one
    word in capitals among others is an acronym, which may be anyone's initials."""
    if len(words) >= 2 and all(word.isupper() for word in words):
        words = [word.capitalize() for word in words]
    words = _unit_of_a_body(words, lang)
    if len(words) < 2 or not words[0][:1].isupper() or words[0].isupper():
        return False
    if not any(organization_word(word, lang) for word in words):
        return False
    joined = f" {' '.join(words)} "
    if any(f" {country} " in joined for country in country_names(lang)):
        return False  # (`United Kingdom Government`: the country is replaced)
    function_words = stop_words(lang)
    content = [word for word in words if word.lower() not in function_words]
    towns = main_places(lang)
    # (`Sąd Rejonowy w Gdańsku`, `Technische Universität Dresden`: the town is replaced; a
    # town's name of the lists that is an ordinary word in lower case too is the word,
    # `Commonwealth`.)
    # (Where every noun has a capital, the word tables' lower case says nothing of a town.)
    capitals = get_language(lang).nouns_capitalized
    dictionary = dictionary_for(lang)
    # (Where the language's countries give no villages, its own towns: `Kroměříž` of
    # `Nemocnice Kroměříž`, which the word tables list in lower case as they learnt it.)
    home = settlements(lang) | own_towns(lang)
    # (The words right after a kind's noun, no function word between.)
    after_kinds = {b for a, b in pairwise(words) if organization_word(a, lang)}
    for before, word in pairwise(words):
        if (
            dictionary is not None
            and not capitals
            and word[:1].isupper()
            and dictionary.place_name(word)
            and not dictionary.agrees(before, word)
            # (Not a common noun that only a village also names: `Poradni Zdrowia`, health.)
            and (
                not dictionary.ordinary(word.lower())
                or bool(dictionary.place_lemmas(word) & main_places(lang))
            )
        ):
            # (`Miasta Gdańska`: no adjective agreeing with the noun before it, the word is
            # the town's genitive, replaced; `Politechnika Gdańska` is the adjective.)
            return False
    for word in content:
        # (The word tables of some languages list their own towns in lower case, `örebro`,
        # which no dictionary lists as a word, as it does `confederation`.)
        lower = word.lower()
        kind = organization_word(word, lang) or (
            word in after_kinds and not _town(word, towns, lang, dictionary=False)
        )
        if not capitals and kind and ordinary(lower, lang):
            # (The kind's noun is no town, though a village is named so: `Oddział`,
            # `Szpital` of `Oddział Ratunkowy`, `Szpitalu Miejskim`; nor is the field in
            # the genitive right after it: `Zdrowia` of `Poradni Zdrowia Psychicznego`.)
            continue
        plain = not ordinary(lower, lang) or (word in home and not lower_case_lemma(lower, lang))
        if _town(word, towns, lang) and (capitals or plain):
            return False
        # (An adjective of a region or town, `Mazowieckim Ośrodku`, `Politechnice
        # Białostockiej`, says which the body is as its kind's words do; the dictionary
        # reads `Mazowieckim` as the region's name too. The town itself, `w Płocku`, is
        # no adjective and is replaced.)
        if (
            dictionary is not None
            and dictionary.place_name(word)
            and dictionary.adjective_lemma(word) is None
        ):
            return False
    # (A name that is an ordinary word in lower case too is the word here: `Care`. So is a
    # word the language builds of ordinary ones, `Természetjáró`, `Zenekedvelők` of an
    # association: `formed_reading`.)
    return all(
        word[:1].isupper()
        and (
            ordinary_as_written(word, lang)
            or dictionary_word(word, lang)
            or _closed_compound(word, lang)
            or _combining_form(word, lang)
            or formed_reading(word, lang) is not None
        )
        and (not known([word], lang) or ordinary(word.lower(), lang))
        for word in content
    )


def _unit_of_a_body(words: Sequence[str], lang: str) -> Sequence[str]:
    """`words` without the Roman numeral that numbers a unit before its name (`II Wydział
    Karny`, a court's second division) and without the initials after it of the body it
    belongs to, where the dictionary lists them as a body's (`Wydział Gospodarczy KRS`, of
    the national court register): the unit's own words say what it is."""
    start = 1 if len(words) > 2 and words[0] and ROMAN.fullmatch(words[0]) else 0
    dictionary = dictionary_for(lang)
    end = len(words)
    if end - start > 2 and dictionary is not None and dictionary.body_initials(words[-1]):
        end -= 1
    return words[start:end]


# The endings of an adjective whose combining form ends in `-o` (`budowlano-` of `budowlany`).
_ADJECTIVE_ENDINGS = ("y", "i", "ý", "í")


def _combining_form(word: str, lang: str) -> bool:
    """Whether `word` is the first part of a hyphenated adjective, its combining form in
    `-o` (`Budowlano` of `Budowlano-Geodezyjnych`, `Sociálně`): the adjective it is made of
    is an ordinary word. A name split at its hyphen left this part outside every table."""
    if get_language(lang).nouns_capitalized or not word.endswith("o") or len(word) < 4:
        return False
    return any(ordinary_as_written(word[:-1] + ending, lang) for ending in _ADJECTIVE_ENDINGS)


# The fewest letters of a compound's last part, and of what stands before it.
_COMPOUND_TAIL = 5
_COMPOUND_FRONT = 3


def _closed_compound(word: str, lang: str) -> bool:
    """Whether `word` is a compound the dictionary lists no whole of, in a language that
    writes compounds as one word: its last part is a word of the dictionary, or that word's
    adjective in `-i` (Hungarian `Belgyógyászati` of `gyógyászati`, `Gyógyszerésztudományi`
    of `tudomány`). A faculty's or clinic's field is such a compound, and no name; a family
    name ending so (`Vásárhelyi`) is a known name, which the caller asks apart."""
    if not get_language(lang).closed_compounds or not word.isalpha():
        return False
    lower = word.lower()
    for start in range(_COMPOUND_FRONT, len(lower) - _COMPOUND_TAIL + 1):
        tail = lower[start:]
        if dictionary_word(tail, lang) or (
            tail.endswith("i") and len(tail) > _COMPOUND_TAIL and dictionary_word(tail[:-1], lang)
        ):
            return True
    return False


def kind_noun_in_lower_case(words: Sequence[str], mention: Mention, lang: str) -> bool:
    """Whether an organization's mention is only the common noun of its kind, in lower case
    (`soud`, `výboru`, `odbor`, `urzędzie`): what is left where the capitalized word before it
    was no part of a name and went to a mention of its own (`20 000 Kč soud`, `v Liberci
    odbor`), and every copy propagation made of it. Any court, any committee: no name, and
    the pseudo-word it became broke the sentence every time the text wrote the noun."""
    return (
        mention.category is Category.ORGANIZATION
        and len(words) == 1
        and words[0].islower()
        and organization_word(words[0], lang)
        and not known(words, lang)
    )


def unit_by_definite_noun(words: Sequence[str], lang: str) -> bool:
    """Whether one capitalized word is an ordinary noun in its definite form, a ward, a unit
    or a programme named by its common noun (Swedish `Akutmottagningen`, the emergency ward;
    `Specialistsjuksköterskeprogrammet`): the dictionary lists it only in lower case, or it
    joins ordinary words into one compound, and it ends in the language's definite ending
    (`Language.definite_endings`). Every hospital has one: it names no one. A known name or
    place is none."""
    endings = get_language(lang).definite_endings
    if not endings or len(words) != 1 or not words[0].istitle() or known(words, lang):
        return False
    word = words[0]
    if not word.lower().endswith(endings):
        return False
    return listed_lower_case_only(word, lang) or lower_compound(word, lang)


def unit_noun(word: str, lang: str) -> bool:
    """Whether `word` is one of the language's `unit_nouns` in its definite form, alone or
    ending a compound (`avdelningen`, `Bedrägerisektionen`, `grupperna`)."""
    pattern = _unit_pattern(lang)
    return pattern is not None and pattern.fullmatch(word) is not None


@cache
def _unit_pattern(lang: str) -> re.Pattern[str] | None:
    language = get_language(lang)
    if not language.unit_nouns or not language.definite_endings:
        return None
    nouns = "|".join(map(re.escape, language.unit_nouns))
    endings = "|".join(sorted(map(re.escape, language.definite_endings), key=len, reverse=True))
    # (A plural before its definite ending: `grupp-er-na`.)
    return re.compile(rf"\w*(?:{nouns})(?:er|ar)?(?:{endings})", re.IGNORECASE)


def adjective_before_unit(words: Sequence[str], text: str, mention: Mention, lang: str) -> bool:
    """Whether one capitalized ordinary word stands right before a unit's noun in lower case
    (`Juridiska avdelningen`, `Tekniska enheten`): the unit's name by what it does, which
    every authority has; the capital is the name's, no person's."""
    if len(words) != 1 or known(words, lang) or not dictionary_word(words[0].lower(), lang):
        return False
    after = re.match(r"[ \t]+(\w+)", text[mention.end : mention.end + 40])
    return after is not None and after.group(1).islower() and unit_noun(after.group(1), lang)


def town_adjective_named_alone(words: Sequence[str], text: str, lang: str) -> bool:
    """Whether a word of the body's name is a town's adjective (`Szczecińskiego` of
    `Uniwersytetu Szczecińskiego`) and the text names that town itself too (`w Szczecinie`):
    the town alone is replaced, and kept in the body's name it would tell which town that is;
    the adjective then becomes the town's surrogate's (`replace/surrogates.py`)."""
    dictionary = dictionary_for(lang)
    if dictionary is None:
        return False
    for word in words:
        lemma = dictionary.adjective_lemma(word) if word[:1].isupper() else None
        town = town_of_adjective_lemma(lemma, lang) if lemma else None
        if town is None:
            continue
        forms = {town, *grammar_for(lang).inflector.forms(town, place=True)}
        if any(found.group() in forms for found in re.finditer(r"\w+", text)):
            return True
    return False


def part_of_institution(span: str, words: Sequence[str], text: str, lang: str) -> bool:
    """Whether the mention's ordinary words stand, here or where the text writes them again,
    inside a public institution's name (`Human Rights` of `European Court of Human Rights`): a
    part of a name the text keeps, which no one's data hides in."""
    if not words or not all(ordinary_as_written(word, lang) for word in words):
        return False
    # (A town's name that is an ordinary word too, `Szczecinie` of `szczecina`, is the town
    # inside a body's name as well, where it is replaced: `Sąd Rejonowy w Szczecinie`.)
    towns = main_places(lang)
    if any(word[:1].isupper() and _town(word, towns, lang) for word in words):
        return False
    function_words = stop_words(lang)
    for found in re.finditer(rf"(?<!\w){re.escape(span)}(?!\w)", text):
        # (Not over a line's start: `Romania` of the line before is no part of the name.)
        line = text.rfind("\n", 0, found.start()) + 1
        before = NAME_WORD_AT.findall(text, max(line, found.start() - 60), found.start())
        after = NAME_WORD_AT.findall(text, found.end(), found.end() + 60)
        name = list(words)
        for word in reversed(before[-AROUND:]):
            if not (word[0].isupper() or word.lower() in function_words):
                break
            name.insert(0, word)
        # After it, the name may go on in lower case up to its kind (`Českou obchodní` of
        # `Českou obchodní inspekci`), then in capitals and function words; each end of it is
        # tried, the longest first.
        lower = list(
            takewhile(lambda word: word.islower() and word not in function_words, after[:AROUND])
        )
        kinds = [i for i, word in enumerate(lower) if public_institution_word(word, lang)]
        tail = lower[: kinds[0] + 1] if kinds else []
        for word in after[len(tail) : AROUND]:
            if not (word[0].isupper() or word.lower() in function_words):
                break
            tail.append(word)
        for end in range(len(tail), -1, -1):
            whole = _trimmed([*name, *tail[:end]], function_words)
            if len(whole) > len(words) and (
                public_institution(whole, lang) or title_of_ordinary_words(whole, lang)
            ):
                return True
    return False


# The fewest capitalized words of a title of ordinary words joined by function words.
_TITLE_WORDS = 3


def title_of_ordinary_words(words: Sequence[str], lang: str) -> bool:
    """Whether `words` are a title made of ordinary words, capitalized and joined inside by
    function words in lower case (`Convention for the Protection of Human Rights and
    Fundamental Freedoms`, `Department for Work and Pensions`): a treaty's, a department's or
    a scheme's name, the public's. A person's name holds no function word, and one word a
    list knows as a name or place (`Bank of Smith`, `Church of England`) makes it someone's
    or somewhere's, where it opens the title or is a given name or a place; one family name
    that is an ordinary word too inside it is the word (`Human` of `Human Rights`). Not where
    every noun has a capital (German), whose phrases of nouns `detect` and the noun rules
    read."""
    language = get_language(lang)
    if language.nouns_capitalized or language.names_decline or not words:
        # (Where names decline, a town's adjective and noun are ordinary words in every case:
        # `Kutné Hory a v Kutné Hoře` is a town twice, no title.)
        return False
    function_words = stop_words(lang)
    inner = words[1:-1]
    if not any(word.islower() and word in function_words for word in inner):
        return False
    if len(words) > 1 and words[1] in language.articles | language.definite_articles:
        # (`Later the United Kingdom Government`: a sentence's adverb before a name, no
        # title's word; a title joins its words by a preposition first, `Convention for the`.)
        return False
    capitalized = [word for word in words if not (word.islower() and word in function_words)]
    named = [word for word in capitalized if known([word], lang)]
    return (
        len(capitalized) >= _TITLE_WORDS
        and words[0] in capitalized
        and words[-1] in capitalized
        and all(
            word[:1].isupper()
            and not word.isupper()
            and (ordinary_as_written(word, lang) or dictionary_word(word, lang))
            for word in capitalized
        )
        and len(named) <= 1
        and not any(
            word == words[0] or word in given_names() or word in main_places(lang) for word in named
        )
    )


def _trimmed(name: list[str], function_words: frozenset[str]) -> list[str]:
    """`name` without the function words at its ends (`of`, `the`)."""
    while name and name[0].lower() in function_words:
        name = name[1:]
    while name and name[-1].lower() in function_words:
        name = name[:-1]
    return name


def _town(word: str, towns: frozenset[str], lang: str, dictionary: bool = True) -> bool:
    """Whether `word` is a town's name, as written or in capitals, its adjective (Hungarian
    `Soproni`), in its genitive (Swedish `Uppsalas` of `Uppsalas tingsrätt`, which the word
    tables, learnt from text, list in lower case too), or (`dictionary`) in a declined form
    the language's dictionary reads as a place's (Polish `Gdańsku`)."""
    if word in towns or word.capitalize() in towns or town_of_adjective(word, lang) in towns:
        return True
    stem, ending = inflector_for(lang).split_place(word)
    if ending is not None and stem in towns:
        return True
    places = dictionary_for(lang) if dictionary else None
    return places is not None and word[:1].isupper() and places.place_name(word)


def institution_of_its_place(words: Sequence[str], text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention names only a kind of public institution, in ordinary words, right
    before a preposition of place and a capital (`Okresní soud v Kolíně`, `District Court in
    Brno`): which court it is, the place after it says, and that place is replaced; the kind
    of court tells the reader what happened and no one's data."""
    if not words or not all(ordinary_as_written(word, lang) for word in words):
        return False
    if not any(public_institution_word(word, lang) for word in words):
        return False
    after = _PLACE_AFTER.match(text, mention.end)
    prepositions = get_language(lang).place_prepositions
    return after is not None and after.group(1).lower() in prepositions


_PLACE_AFTER = re.compile(rf"[ \u00a0]+(\w+)[ \u00a0]+[{UPPER}]")
# The word before a mention, with the full stop an abbreviation ends in (`im.`).
_WORD_BEFORE = re.compile(r"(?<!\w)(\w+\.?)[ \u00a0]+\Z")


def patron(text: str, mention: Mention, lang: str) -> bool:
    """Whether a person's name stands right after one of the language's words that name an
    institution after someone (Polish `im.`, `imienia`: `Uniwersytet im. Adama Mickiewicza`):
    the patron, a public figure whose name is part of the institution's, no one's data."""
    words = get_language(lang).patron_words
    if not words or mention.category is not Category.PERSON:
        return False
    found = _WORD_BEFORE.search(text, max(0, mention.start - 12), mention.start)
    if found is None or found.group(1).lower() not in words:
        return False
    # A family name the document also writes elsewhere, not after such a word, is someone's
    # there (a teacher named like the school's patron): kept here, it would show them.
    family = WORD.findall(mention.text_in(text))[-1]
    dictionary = dictionary_for(lang)
    lemma = dictionary.lemma(family) if dictionary is not None else family.lower()
    for other in re.finditer(rf"(?<!\w){re.escape(family[:3])}\w*", text):
        if other.start() in range(mention.start, mention.end):
            continue
        same = dictionary.lemma(other.group()) if dictionary is not None else other.group()
        if same.lower() == lemma.lower() and not _after_patron_word(text, other.start(), words):
            return False
    return True


def monarch(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a ruler named by given names and a regnal number (`Henry
    VIII`, `Queen Victoria`'s `Elizabeth II`, `Karel IV`, `Jan Paweł II`), after the
    language's title of a ruler or not (`King`, `Pope`, `král`, `König`): a public figure of
    history, whom schools, hospitals and streets are named after, no one's data. Every word
    but the title and the number a known given name; without a title, none a family name too
    and no `I` (`Will I`); a family name before a number (`John Smith III`) is someone's."""
    words = WORD.findall(mention.text_in(text))
    titles = get_language(lang).ruler_titles
    titled = bool(words) and words[0].lower() in titles
    if titled:
        words = words[1:]
    else:
        before = _WORD_BEFORE.search(text, max(0, mention.start - 12), mention.start)
        titled = before is not None and before.group(1).lower() in titles
    if len(words) < 2 or not _REGNAL.fullmatch(words[-1]) or (words[-1] == "I" and not titled):
        return False
    if not titled and text[mention.end : mention.end + 2].lstrip(".")[:1] == ":":
        return False  # (a chat's speaker and the initial of the family name: `Tonda V.:`)
    return all(
        name in given_names() and (titled or name not in family_names()) for name in words[:-1]
    )


def without_crown(words: Sequence[str], lang: str, owns_next: bool = False) -> list[str]:
    """`words` without a ruler's title that owns the next word (`King` of `King's Bench
    Division`, `Queen` of `Queen's Counsel`): the Crown's, the name of an office or a body,
    no one's name, though the lists hold `King` as a family name. The word it owns is in
    the mention, or, with `owns_next`, the text's next word (a heading in capitals the
    recognizers cut: `KING'S` of `KING'S BENCH DIVISION`)."""
    titles = get_language(lang).ruler_titles
    return [
        word
        for index, word in enumerate(words)
        if not (
            word.lower() in titles
            # (the word it owns in the mention or right after it: not `King's` alone)
            and (index + 2 < len(words) or (owns_next and index + 2 == len(words)))
            and words[index + 1].lower() in _POSSESSIVES
        )
    ]


def owns_next_word(text: str, mention: Mention) -> bool:
    """Whether a capitalized word follows the mention after one space on its line (the word
    a possessive at its end owns: `Bench` after `King's`)."""
    return _CAPITAL_AFTER.match(text, mention.end) is not None


# One space or tab, then a word with a capital.
_CAPITAL_AFTER = re.compile(r"[ \t\u00a0][^\W\d_a-z]")


_POSSESSIVES = frozenset({"'s", "’s"})


# A regnal number: a Roman numeral of one to twenty.
_REGNAL = re.compile(r"X{0,1}(?:IX|IV|V?I{1,3}|V|X)")


def _after_patron_word(text: str, position: int, words: frozenset[str]) -> bool:
    """Whether a patron word stands within the two words before `position`
    (`im. Janusza Korczaka`: the family name's given name between)."""
    before = text[max(0, position - 40) : position].split()
    return any(word.lower() in words for word in before[-3:])


def after_definite_article(
    core: Sequence[str], words: Sequence[str], text: str, mention: Mention, lang: str
) -> bool:
    """Whether the mention is one capitalized ordinary word after a definite article, in the
    mention or before it (`the Court`, `the Government’s`, Hungarian `a Bíróság`): the body a
    decision names by its common noun. Not an office (`the President`, `the Judge`), which
    points at the one who holds it, nor a word in capitals (an acronym), nor a known name or
    place (`the Arena`). Only where the document also writes the word in lower case, as
    the common noun it is (`the court`, `a court`): a word only ever capitalized is the
    name of one thing (`the Galleries`, a shopping centre). Where the text writes the word
    after its article elsewhere, the article need not stand here (`by State agents`); one
    word in lower case may stand between them (`the respondent State`)."""
    language = get_language(lang)
    if len(core) != 1 or not language.definite_articles:
        return False
    word = core[0]
    if not word[:1].isupper() or word.isupper() or word.casefold() in title_words(lang):
        return False
    article = words[0] if words[0] is not word else word_before(text, mention.start)
    if not ordinary_as_written(word, lang) or known([word], lang):
        return False
    if words[0] is word and article.islower() and article not in language.definite_articles:
        # One word in lower case may qualify the body between its article and its noun (`the
        # respondent State`, `the said Court`).
        before = word_before(text, mention.start - len(article) - 1)
        if before.lower() in language.definite_articles and ordinary(article, lang):
            article = before
    if article.lower() not in language.definite_articles and not (
        # The body named so elsewhere in the text, here without its article (`by State
        # agents`, `the respondent State`): one word is read one way in a document.
        words[0] is word and _after_article_elsewhere(word, text, language.definite_articles)
    ):
        return False
    return re.search(rf"(?<!\w){re.escape(word.lower())}(?!\w)", text) is not None


def defined_term(
    core: Sequence[str], words: Sequence[str], text: str, mention: Mention, lang: str
) -> bool:
    """Whether the mention is one capitalized common noun right after a definite article that
    the text never writes in lower case: a term a letter or a judgment defines for a party
    (`the Company's records`, `the Trust`). A place named so (`the Galleries`, a shopping
    centre a judgment names) still locates someone and is no such term. The word tables know it
    as a common noun; a person's name takes no article, and a town's main name keeps its
    reading (`the Wirral`-like names are no common noun anyway). Not an office (`the
    President`), nor a word in capitals, nor the body named by its noun where the text also
    writes it in lower case (`after_definite_article`, the stronger reading)."""
    language = get_language(lang)
    if len(core) != 1 or not language.definite_articles:
        return False
    word = core[0].removesuffix("'s").removesuffix("’s")
    if not word[:1].isupper() or word.isupper() or word.casefold() in title_words(lang):
        return False
    article = words[0] if words[0] is not core[0] else word_before(text, mention.start)
    if article.lower() not in language.definite_articles or word in main_places(lang):
        return False
    return ordinary_as_written(word, lang) and not lower_in(word, text)


def lower_in(word: str, text: str) -> bool:
    """Whether `text` writes `word` in lower case somewhere (`appeal` of `Court of Appeal`)."""
    return re.search(rf"(?<!\w){re.escape(word.lower())}(?!\w)", text) is not None


def _after_article_elsewhere(word: str, text: str, articles: frozenset[str]) -> bool:
    """Whether the text writes `word`, capitalized as it is, right after a definite article
    somewhere (`the State`)."""
    return any(
        word_before(text, found.start()).lower() in articles
        for found in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", text)
    )


def institution_gloss(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is part of the brackets right after a public institution's name
    that give its name in its own language and the acronym the text calls it by (`National
    Criminal Agency (Národná kriminálna agentúra – "the NAKA")`), or is that acronym
    anywhere (`six officers of the NAKA`): the same public body, named again. Only brackets
    that define an acronym in quotation marks: others after a body's name may name a person
    (`the Government (Mr X, their Agent)`)."""
    span = mention.text_in(text)
    for start, end, acronym in _glosses(text, lang):
        if start <= mention.start and mention.end <= end:
            return True
        if span == acronym:
            return True
    return False


@lru_cache(maxsize=8)
def _glosses(text: str, lang: str) -> tuple[tuple[int, int, str], ...]:
    """The brackets after a public institution's name that define its acronym: their span
    and the acronym."""
    found = []
    for bracket in _ACRONYM_BRACKET.finditer(text):
        line = text.rfind("\n", 0, bracket.start()) + 1
        before = NAME_WORD_AT.findall(text, max(line, bracket.start() - 80), bracket.start())
        function_words = stop_words(lang)
        name: list[str] = []
        for word in reversed(before):
            if not (word[0].isupper() or word.lower() in function_words):
                break
            name.insert(0, word)
        while name and name[0].lower() in function_words:
            name.pop(0)
        if name and (
            public_institution_of_any(name, lang)
            or public_institution(name, lang, national=False, written_lower=lambda w: False)
        ):
            found.append((bracket.start(), bracket.end(), bracket.group("acronym")))
    return tuple(found)


# Brackets defining an acronym in quotation marks (`(Národná ... – "the NAKA")`, `("NAKA")`).
_ACRONYM_BRACKET = re.compile(
    rf"\([^()\n]{{0,120}}?[\"“„»«]\s*(?:\w+\s+)?(?P<acronym>[{UPPER}]{{2,8}})\s*[\"”“«»]\s*\)"
)


def named_public_body(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention stands in the name of one of the state's bodies or registers that
    no word of a kind names (`House` of `Companies House`, `Ofsted`; the language's
    `public_bodies`): the state has it once, it points at no one, and a recognizer that read
    `House` or `Ofsted` as someone's name broke a sentence every reader knows."""
    pattern = _public_bodies(lang)
    if pattern is None:
        return False
    start = max(0, mention.start - _BODY_REACH)
    return any(
        found.start() <= mention.start and mention.end <= found.end()
        for found in pattern.finditer(text, start, mention.end + _BODY_REACH)
    )


# How far around a mention the body's name it stands in is looked for.
_BODY_REACH = 40


@cache
def _public_bodies(lang: str) -> re.Pattern[str] | None:
    names = get_language(lang).public_bodies
    return re.compile(rf"(?<!\w)(?:{'|'.join(names)})(?!\w)") if names else None


# The word that makes the name after it a saint's (`St.`, `Sankt`, `Hl.`, `Saint`), one space
# between.
_SAINT = r"(?:St\.|Sankt|Hl\.|Heiligen?|Saint)[ \u00a0]"
_SAINT_BEFORE = re.compile(rf"(?<![\w.]){_SAINT}\Z")
_SAINT_OPENING = re.compile(rf"(?:[^\W\d_]+[ \u00a0])?{_SAINT}(?P<saint>[^\W\d_]+)")
_SAINT_REACH = 12
_KIND_BEFORE = re.compile(r"([^\W\d_a-z][^\W\d_]{3,})[ \u00a0]\Z")


def saint_named(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a saint's given name after `St.` or `Sankt` (`Marien` of
    `Krankenhaus St. Marien`, `Josef` of `St. Josef-Hospital`), with that word or the kind
    before it or not: a church, a hospital or a school is named after them, no one living;
    not a town so named (`St. Ingbert`, a place of the lists)."""
    span = mention.text_in(text)
    opening = _SAINT_OPENING.fullmatch(span)
    if opening is not None:
        saint, start = opening.group("saint"), mention.start
    else:
        before = _SAINT_BEFORE.search(text, max(0, mention.start - _SAINT_REACH), mention.start)
        if before is None or not re.fullmatch(r"[^\W\d_]+(?:-[^\W\d_]+)?", span):
            return False
        saint, start = span.split("-")[0], before.start()
    # (A kind's noun before it, `Krankenhaus St. Marien`, names the house, though a village
    # is called `St. Marien` too.)
    kind = _KIND_BEFORE.search(text, max(0, start - _SAINT_REACH - 8), start)
    housed = kind is not None and (
        ordinary(kind.group(1), lang) or dictionary_noun(kind.group(1), lang) is not None
    )
    towns = settlements(lang)
    if not housed and any(f"{opener} {saint}" in towns for opener in ("St.", "Sankt", "Saint")):
        return False
    # (`Marien`, `Petri`: the genitive a church's name takes.)
    forms = (saint, saint.removesuffix("n"), saint.removesuffix("i"), saint.removesuffix("s"))
    return any(form in given_names() or form + "a" in given_names() for form in forms)


# The word after a mention over its possessive's apostrophe and a space (`' Court`).
_KIND_AFTER = re.compile(r"(?:['’]s?)?[ \u00a0]+([^\W\d_]+)")


def before_its_kind(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is ordinary words right before the word of a body's kind, with a
    capital, that ends them (`Magistrates` of `Leeds Magistrates' Court`, `Health` of
    `Holt Park Health Centre`): the kind of body, said of hundreds, no one's name. Not a
    country's name of such words (`United Kingdom Government`): the state, a place, is
    replaced there as everywhere else the text names it."""
    words = [re.sub(r"['’]s?\Z", "", word) for word in mention.text_in(text).split()]
    if " ".join(words).casefold() in countries(lang):
        return False
    if not words or not all(
        (ordinary_as_written(word.lower(), lang) or dictionary_word(word.lower(), lang))
        # (Nor a town's adjective, `Kasseler` of `Kasseler Sparkasse`, though a dish too:
        # it names the town, replaced there as where the text names it alone.)
        and town_of_adjective(word, lang) is None
        for word in words
    ):
        return False
    after = _KIND_AFTER.match(text, mention.end)
    if after is None or not after.group(1)[:1].isupper():
        return False
    kind = after.group(1)
    return public_institution_word(kind, lang) or organization_word(kind, lang)
