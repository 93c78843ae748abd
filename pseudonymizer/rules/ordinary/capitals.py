"""Cues of what a capital on ordinary words says: the sentence's, on one word opening it
(`Pište`, `Skicka`); nothing, on words in lower case where a name would have one; a body's, on
ordinary words inside a sentence of a language that capitalizes names only (Polish `Wydział
Chemii`, Hungarian `Gazdaságtudományi Egyetem`). The language's dictionary and word formation
read the words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.institutions import organization_word, public_institution_word
from pseudonymizer.lexicon.legal_forms import founder_with_partners, legal_form_of, legal_forms
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import given_lemma, nickname_reading
from pseudonymizer.lexicon.places import main_places, own_towns, settlements
from pseudonymizer.lexicon.substitutes import local_family_name, local_given_name
from pseudonymizer.lexicon.titles import office_word
from pseudonymizer.lexicon.vocabulary import (
    dictionary_word,
    doubled_word,
    elongated_ordinary,
    frequent_word,
    hyphen_prefixes,
    inflected_form,
    joined_words,
    listed_form,
    listed_lower_case_only,
    lower_compound,
    named_compound,
    plain_noun,
    read_in_lower_case,
    stop_words,
    word_classes_of,
    written_word,
)
from pseudonymizer.lexicon.word_forms import (
    FORMATIONS,
    formed_reading,
    name_form,
    possessed_noun,
    town_of_adjective,
)
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.lexical import ACRONYM, known, ordinary_as_written
from pseudonymizer.rules.ordinary.text import (
    AROUND,
    NAME_WORD_AT,
    next_word,
    opens_sentence,
    word_before,
)
from pseudonymizer.rules.ordinary.weights import (
    BEFORE_NOUN,
    COMMON_INSIDE,
    COMMON_NOUN_INSIDE,
    COMMON_OPENING,
    COMPOUND_OPENING,
    DRAWN_OUT,
    FREQUENT_OPENING,
    INFLECTED,
    LOWER_CASE_ONLY,
    SENTENCE_START,
    TAGGED_COMMON,
)

if TYPE_CHECKING:
    from pseudonymizer.analyze import Analysis


def opening_word(word: str, lang: str) -> list[tuple[str, float]]:
    """The cues that one word opening a sentence or a chat line is an ordinary word whose
    capital is the sentence's: the language's morphology reads it as a form of another
    ordinary word (an imperative, a verb's person, a noun's case: `Pište`, `Hívjon`,
    `Przyjdź`), or its dictionary writes it only in lower case, as it writes no name
    (`Skicka`, `Szia`), or it joins two ordinary words in lower case into one, as a compound
    noun no table lists (`Skadehandläggare`). A known name or place gets none (`Petr napsal`,
    `Kovács jött`), nor a form of one (`Szegeden lakom`)."""
    if name_form(word, lang):
        return []
    cues = []
    if inflected_form(word, lang):
        cues.append(("inflected", INFLECTED))
    if listed_lower_case_only(word, lang) or (
        # (A name only another language's lists or a place abroad hold: Swedish `Ange`, a
        # verb's imperative opening a line, is a French given name too.)
        listed_lower_case_only(word, lang, abroad=True)
        and word not in settlements(lang)
        and word not in main_places(lang)
    ):
        cues.append(("lower_case_only", LOWER_CASE_ONLY))
    elif read_in_lower_case(word, lang):
        # (`Se till att ...`: the dictionary reads the capitalized word to its lemma in lower
        # case, though a town abroad is spelled so.)
        cues.append(("read_in_lower_case", LOWER_CASE_ONLY))
    elif not cues and lower_compound(word, lang):
        cues.append(("compound", COMPOUND_OPENING))
    elif not cues and named_compound(word, lang):
        # (`Pokémonkort`, `Legobitar`: a thing's name the language writes joined to a noun.)
        cues.append(("named_compound", COMPOUND_OPENING))
    elif not cues and not ordinary_as_written(word, lang) and frequent_word(word, lang):
        # (`Super, tak zítra`: a chat's word the tables miss, written as often as the
        # language's commonest; a name the lists hold still speaks against it.)
        cues.append(("frequent_word", FREQUENT_OPENING))
    if not cues and elongated_ordinary(word, lang):
        # (`Hejjj`, `Goooodmorgon!!`: a chat's greeting drawn out, as no name is written.)
        cues.append(("drawn_out", DRAWN_OUT))
    elif not cues and (joined_words(word, lang) or doubled_word(word, lang)):
        # (`Hejhej`, `Tacktack`: a greeting or thanks said twice in one word.)
        cues.append(("joined_words", FREQUENT_OPENING))
    if not any(cue in ("inflected", "compound") for cue, _ in cues):
        # (Where words take endings and join (Hungarian), the form itself: `Minőségügyi`.)
        cues.extend(_formed_cues(word, lang))
    return cues


# The cues that one word opening a sentence is an ordinary word of the language.
_COMMON_OPENING_CUES = frozenset(
    {"ordinary", "inflected", "lower_case_only", "read_in_lower_case", "compound", "named_compound"}
    | {"frequent_word"}
)


def foreign_name_opening(words: Sequence[str], cues: Sequence[str], lang: str) -> bool:
    """Whether one word opening a sentence, which the language's lexicon reads as an ordinary
    word of its own (`Loni`, last year), is a name only in other languages' lists: no given
    or family name of the language's own locale, no place of its, no case or nickname of its
    given names. The capital is the sentence's; the foreign name (`Loni`) says nothing in a
    text of this language, where a person of that name would be one its own lists miss."""
    if len(words) != 1 or "sentence_start" not in cues or not _COMMON_OPENING_CUES & set(cues):
        return False
    word = words[0]
    language = get_language(lang)
    locale = language.names_locale
    if local_given_name(word, locale) or local_family_name(word, locale):
        return False
    return word not in own_towns(lang) and given_lemma(word, lang) is None


def attributive_opening(span: str, following: str, lang: str) -> bool:
    """Whether a word opening a sentence is an adjective before the noun in lower case it
    qualifies (`Good luck`, `General principles`), as the language's lists by part of speech
    read the two: a word the lists give as an adjective and its own given names do not hold
    (`Rose`, `Frank` before a verb are people), before one they give as a noun and not as a
    verb (`Brown said`, `Brown calls`: the family name and its verb)."""
    if _local_given_name(span, lang) or "adj" not in word_classes_of(span, lang):
        return False
    if not following.islower() or following in stop_words(lang):
        return False  # (`Rose may come`: a modal, the name's verb)
    classes = word_classes_of(following, lang)
    return "noun" in classes and "verb" not in classes


def lower_hyphened(span: str, lang: str) -> bool:
    """Whether a mention is a compound of ordinary words joined by hyphens and in lower case
    after its first (`Early-morning`, `Semi-detached` opening a sentence), as no name is
    written (`Smith-Jones`, `Jean-Luc`). The first may be a prefix the language writes with a
    hyphen (`Pre-accident`, `Non-compliance`), or an initialism before ordinary words, in
    their cases too (Hungarian `QA-vezetőt`, `ERP-rendszert`: a department's head, a kind of
    software); the language's formation reads a word where no table lists the form."""
    parts = span.split("-")
    if len(parts) < 2 or not all(part.isalpha() and part.islower() for part in parts[1:]):
        return False

    def word(part: str) -> bool:
        return ordinary_as_written(part, lang) or formed_reading(part, lang) is not None

    if _INITIALISM.fullmatch(parts[0]):
        return all(word(part) for part in parts[1:])
    # (Hungarian `Élelmiszerlánc-biztonsági`, food-chain safety's: the language's formation
    # reads the compound and the suffixed word no table lists.)
    return (word(parts[0]) or parts[0].lower() in hyphen_prefixes(lang)) and all(
        word(part) for part in parts[1:]
    )


# An initialism before a hyphen: two to five capitals (`QA`, `ERP`, `PMO`).
_INITIALISM = re.compile(r"[^\W\d_a-z]{2,5}")


def hyphened_compound(text: str, start: int, end: int) -> str:
    """The compound the text writes around `text[start:end]`: the mention with the words
    hyphened to it on either side, which a model or a tagger cut off (`Rider` or `operated`
    of `Rider-operated`); the words after it only in lower case."""
    head = _HYPHENED_HEAD.search(text, max(0, start - 60), start)
    tail = _HYPHENED_TAIL.match(text, end)
    return text[head.start() if head is not None else start : tail.end() if tail else end]


_HYPHENED_HEAD = re.compile(r"(?<![\w-])(?:[^\W\d_]+-)+\Z")
_HYPHENED_TAIL = re.compile(r"(?:-[^\W\d_A-Z]+)+(?![\w-])")


def _local_given_name(word: str, lang: str) -> bool:
    """Whether the lists of the language's own locale hold `word` as a given name."""
    return local_given_name(word, get_language(lang).names_locale)


def before_its_noun(word: str, text: str, end: int, lang: str) -> list[tuple[str, float]]:
    """The cue that an ordinary word opening a sentence or a line's item modifies the common
    noun in lower case right after it (`Keen walkers will ...`, `Line manager: ...`, `Bridge
    inspections are due`): a name opening a sentence is followed by its verb (`Bridge said`,
    `Grace arrived`), whose forms the language's word index tells from a noun's. Not before a
    function word (`May`, `Will`), nor before a noun a family name stands before (`Baker
    family`)."""
    if not ordinary_as_written(word, lang):
        return []
    following = next_word(text, end)
    if not following or following in stop_words(lang):
        return []
    if following in get_language(lang).family_nouns or not plain_noun(following, lang):
        return []
    return [("before_noun", BEFORE_NOUN)]


def before_subject(word: str, text: str, end: int, lang: str) -> bool:
    """Whether an ordinary word opening a sentence stands right before a subject pronoun
    (`Language.subject_pronouns`: `Bor du i Lund?`, `Kommer hon?`): where the finite verb
    stands second, only the verb of a question stands before its subject. Not a given name of
    the language's own lists, which a chat calls before the pronoun it addresses (`Lina du
    är bäst`), nor a word no table reads as ordinary."""
    pronouns = get_language(lang).subject_pronouns
    if not pronouns or next_word(text, end) not in pronouns:
        return False
    return ordinary_as_written(word, lang) and not _local_given_name(word, lang)


# What ends a word said on its own before the sentence goes on (`Sorry,`, `Spoko!`).
_ALONE_AFTER = (",", "!", "…", "...")


def interjection_opening(word: str, text: str, end: int, lang: str) -> bool:
    """Whether one word opening a sentence stands alone before a comma or an exclamation mark
    and the language's text writes it often, though no table lists it (`written_word`): a
    chat's interjection, often a borrowed one (`Sorry, spóźnię się`, `Okej!`). Not a name of
    the lists nor a place of the language's own (`Kasia, chodź`), which `written_word` leaves
    out, nor a family name or place its dictionary knows (`Halo`, also a family name)."""
    if not text.startswith(_ALONE_AFTER, end) or not written_word(word, lang):
        return False
    dictionary = dictionary_for(lang)
    return dictionary is None or not (dictionary.family_name(word) or dictionary.place_name(word))


# The most capitalized words that modify a noun together (`Environmental Health team`).
_MODIFIER_WORDS = 2


def modifies_noun(words: Sequence[str], text: str, mention: Mention, lang: str) -> bool:
    """Whether one or two capitalized words inside a sentence, after an article or a
    possessive, modify the common noun in lower case right after it (`our Conveyancing team`, `the
    Tenancy agreement`, `the Heritage department`): a department's or a document's kind,
    written with the capital a firm gives its own words. A word of the language's tables or
    its dictionary, and no known name or place, which a noun may follow too (`the Baker
    family`, `our Leeds office`); nor a word in capitals (an acronym: `the HR team`)."""
    language = get_language(lang)
    if not 0 < len(words) <= _MODIFIER_WORDS or mention.category not in (
        Category.PERSON,
        Category.ORGANIZATION,
    ):
        return False
    if any(not word[:1].isupper() or word.isupper() or known([word], lang) for word in words):
        return False
    # (An owner's `'s` determines the noun as an article does: `the council's Environmental
    # Health team`.)
    before = word_before(text, mention.start).lower()
    determiners = language.definite_articles | language.possessives
    owner = text[: mention.start].rstrip(" ").endswith(("'s", "’s"))
    if before not in determiners and not owner:
        return False
    if not all(ordinary_as_written(word, lang) or dictionary_word(word, lang) for word in words):
        return False
    following = next_word(text, mention.end)
    # (In lower case: `the United Kingdom Government` is a state's body, its state named.)
    return (
        following.islower()
        and following not in language.family_nouns
        and plain_noun(following, lang)
    )


def _formed_cues(word: str, lang: str) -> list[tuple[str, float]]:
    """The cue that `word` is built of ordinary words by the language's word formation: two
    joined into one, perhaps with endings (Hungarian `Minőségügyi`, `Oktatókórházban`), weighs
    as a compound; an ordinary stem with endings (`Társaságukkal`) as an inflected form. None
    for a name's or a place's form (`Szegeden`, `Pécsi`) or a bare word (`Bárány`)."""
    reading = formed_reading(word, lang)
    if reading == "compound":
        return [("compound", COMPOUND_OPENING)]
    if reading == "suffixed":
        return [("suffixed", INFLECTED)]
    return []


# Quotation marks that open a name (`„Uśmiech”`), and those that close one.
_OPENING_QUOTES = '„“«"'
_CLOSING_QUOTES = '”“»"'
# A new cell of a line set out in columns: a tab, or two spaces or more (`obecnie   Starszy`).
_CELL_START = re.compile(r"(?:\t|[ \u00a0]{2,})\Z")


def capitalized_common(
    words: Sequence[str], text: str, mention: Mention, lang: str
) -> list[tuple[str, float]]:
    """The cue that the mention's words are ordinary ones with a capital, in a language whose
    dictionary tells names from common words and which capitalizes names only (Polish:
    Morfeusz's SGJP gives given names, family names and places their class): every word but
    the function words is read only as a common word, none as a name, no acronym. Where the
    mention opens a sentence or a column of its line the capital is the sentence's
    (`Zgodnie z umową`, `Starszy programista`); inside a sentence a capital marks a name, but
    one headed by a common noun (`Wydział Chemii`, `Gabinetu Stomatologicznego`, `Panie
    Prezesie`) is a body's, a unit's or an office's, which points at no one; adjectives alone
    there (`Młodszy`) may be part of someone's name the dictionary does not list, and say less.
    None in quotation marks (`„Pod Lipą”`: a name given, as a firm's or a house's) or where
    the dictionary reads any word as a name (`Mazur`, also a family name) or does not know it."""
    dictionary = dictionary_for(lang)
    if dictionary is None or get_language(lang).nouns_capitalized or _quoted(text, mention):
        return []
    function_words = stop_words(lang)
    named = [word for word in words if word.lower() not in function_words]
    if not named or any(not (word.istitle() or word.islower()) for word in named):
        return []
    if not opens_sentence(text, mention.start) and any(map(dictionary.given_form, named)):
        return []  # (`widziałem Lenkę`: a given name the dictionary knows as a noun only)
    # (A word in lower case is read as if capitalized: SGJP gives `tomek` or `mazur` in lower
    # case only their common readings, while a chat writes names so too.)
    readings = [dictionary.common(word.capitalize()) for word in named]
    titles = {title.lower() for title in get_language(lang).person_titles}
    if (
        readings[0] is None
        and word_before(text, mention.start).lower() in titles
        and dictionary.lemma(named[0]) in titles
    ):
        readings[0] = "noun"  # `Panie Doktorze`: a title, though SGJP lists `Doktor` too
    if (
        len(named) == 1
        and readings[0] is None
        and dictionary.ordinary(named[0])
        and (organization_word(named[0], lang) or dictionary.name_part(named[0]))
    ):
        # (`w Oddziale w Lublinie`, `Prezydenta Miasta`: a kind's noun, though SGJP lists a
        # village `Oddział` too, or a noun it knows only as a part of places' names.)
        readings[0] = "noun"
    if (
        len(named) == 1
        and readings[0] is None
        and _village_noun(named[0], lang)
        and _among_ordinary_capitals(text, mention, lang)
    ):
        # (`Ministra Pracy`, `do Działu Kadr`: a body's or an office's field, though SGJP
        # lists a village `Praca`, `Dział` too.)
        readings[0] = "noun"
    if mention.category is not Category.LOCATION:
        # (`wielu Polaków`, `z Czechami`: a people, though SGJP lists a family name `Polak`;
        # where a place stands, `do Czech`, the land.)
        readings = [
            "noun" if reading is None and _people(word, text, mention, lang) else reading
            for word, reading in zip(named, readings, strict=True)
        ]
    if len(named) > 1 and "noun" in readings:
        # (`Matki Bożej Królowej`, a church's dedication: a noun SGJP lists beside its common
        # reading only as a part of places' names is the common noun in a phrase of them.)
        readings = [
            "noun" if reading is None and dictionary.name_part(word) else reading
            for word, reading in zip(named, readings, strict=True)
        ]
    for i in range(len(named) - 1):
        if readings[i] is None and dictionary.common_head(named[i], named[i + 1]):
            readings[i] = "noun"  # `Szkoła Podstawowa`, though SGJP lists a family name `Szkoła`
    opening = opens_sentence(text, mention.start)
    if (
        opening
        and len(named) == 1
        and readings[0] is None
        and dictionary.ordinary(named[0])
        and not known(named, lang)
        and not dictionary.place_lemmas(named[0]) & set(get_language(lang).region_names)
    ):
        # (`Hejka!`, `Kopia protokołu`, `Bieda`: a greeting's, a thing's word, though SGJP
        # lists a rare family name or a village of its spelling too. Opening a sentence its
        # capital is the sentence's, and a name no list holds says nothing against the word;
        # a name the lists hold does, `Wróbel przyjechał`, and a region is named wherever it
        # stands, `Mazury kuszą`.)
        readings[0] = "other"
    following = _AFTER.match(text, mention.end)
    if (
        readings[-1] is None
        and following is not None
        and following.group(1)[:1].isupper()
        and dictionary.common_head(named[-1], following.group(1))
    ):
        # (`na Komendę Powiatową`: the adjective the recognizers left out of the mention.)
        readings[-1] = "noun"
    if (
        readings[-1] is None
        and following is not None
        and following.group(1).istitle()
        and dictionary.ordinary(named[-1].lower())
        and dictionary.common(following.group(1)) == "noun"
        and dictionary.agrees(following.group(1), named[-1])
    ):
        # (`do Wojewódzkiego Inspektora`: the adjective before the office's noun it agrees
        # with, though SGJP lists a family name `Wojewódzki` too.)
        readings[-1] = "noun"
    if any(reading is None for reading in readings):
        return []
    if opening:
        return [("sentence_start", SENTENCE_START), ("common_words", COMMON_OPENING)]
    if _CELL_START.search(text, max(0, mention.start - 4), mention.start):
        return [("column_start", SENTENCE_START), ("common_words", COMMON_OPENING)]
    if "noun" in readings:
        # (An adjective before the noun it qualifies heads no name either: `Powiatowego
        # Inspektora Nadzoru Budowlanego`, an office.)
        return [("common_noun", COMMON_NOUN_INSIDE)]
    return [("common_words", COMMON_INSIDE)]


def _village_noun(word: str, lang: str) -> bool:
    """Whether the dictionary reads `word` as an ordinary word and, of names, only as a place
    that no list of towns holds (`Pracy`, `Działu`: work, a department, and villages) and no
    family name: a village's name that a common noun spells."""
    dictionary = dictionary_for(lang)
    lemmas = dictionary.place_lemmas(word)
    return (
        bool(lemmas)
        and dictionary.ordinary(word)
        and not lemmas & main_places(lang)
        and not dictionary.family_name(word)
        and word not in given_names()
    )


def _among_ordinary_capitals(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention's word stands in a name of ordinary capitalized words, as the
    field an office, a body's kind or another ordinary word right before it governs in the
    genitive (`Ministra Pracy`, `Szpitala`), or as the noun that governs the one right after
    it (`Działu Kadr`). A place's name stands beside such a word in its own case (`Gmina
    Dębe`)."""
    dictionary = dictionary_for(lang)
    before = _BEFORE.search(text, max(0, mention.start - _REACH), mention.start)
    after = _AFTER.match(text, mention.end)
    # (Each neighbour with the word of the two in the genitive.)
    pairs = [(before.group(1), mention.text_in(text))] if before is not None else []
    if after is not None:
        pairs.append((after.group(1), after.group(1)))
    return any(
        other[:1].isupper()
        and dictionary.genitive_noun(field)
        and (
            dictionary.common(other) is not None
            or organization_word(other, lang)
            or office_word(other, lang)
        )
        for other, field in pairs
    )


# The word right before a position, and right after one, spaces between; how far back.
_BEFORE = re.compile(r"(?<![\w-])([^\W\d_]+)[ \u00a0]+\Z")
_AFTER = re.compile(r"[ \u00a0]+([^\W\d_]+)(?![\w-])")
_REACH = 40


def _people(word: str, text: str, mention: Mention, lang: str) -> bool:
    """Whether `word` is the dictionary's noun of a people or a land's inhabitants in the
    plural (`Polaków`, `Niemcami`: a group, no family, which Polish writes `Polakowie` and
    rarely), or in the singular where the name lists hold no family name of its lemma
    (`Niemcem`, `Szwedką`) or a form of being says what someone is (`jestem Polakiem`; `z
    Mazurem` is someone, Mazur a family name in every list)."""
    dictionary = dictionary_for(lang)
    found = dictionary.people_noun(word)
    if found is None:
        return False
    lemma, plural = found
    copula = dictionary.lemma(word_before(text, mention.start)) in _COPULAS
    return plural or copula or lemma not in family_names()


# The lemmas of the verbs whose complement says what someone is (`jest Polakiem`).
_COPULAS = frozenset({"być", "zostać"})


# The tagger's classes of a phrase of common words: nouns, perhaps with their adjectives.
_COMMON_PHRASE = frozenset({"NOUN", "ADJ"})


def tagged_common(
    words: Sequence[str], text: str, mention: Mention, analysis: Analysis
) -> list[tuple[str, float]]:
    """The cue that capitalized words a model read as a name are a phrase of common words:
    where only names have a capital, every word is an ordinary one of the language's tables
    or dictionary, no list knows any as a given or family name or a place, and the tagger,
    reading them in their sentence, took every one for a noun or its adjective, none for a
    proper noun (`Legal Aid`, `First Aid`: a scheme and a skill, read as a person or a firm).
    A tagger reads an unknown capitalized word as a proper noun; reading a common noun
    despite the capital, it read the phrase as everyone's. None in quotation marks (a title
    given), in capitals (an acronym, a heading's) or where a word is a known name (`Young
    Carers`: `Young` is someone's too): fail closed. The tagger is asked last, for the few
    spans the words leave."""
    lang = analysis.lang
    if mention.category is Category.LOCATION:
        return []  # (`v Kutné Hoře`: a town of common words in a case no list holds)
    if not _title_of_common_words(words, text, mention, lang):
        return []
    tags = analysis.sentence_classes(mention.start, mention.end)
    if not tags or not set(tags) <= _COMMON_PHRASE or "NOUN" not in tags:
        return []
    return [("tagged_common", TAGGED_COMMON)]


# The model's labels for what no one is: an event, a work's or a scheme's title, a law.
_NAMED_THINGS = frozenset({"EVENT", "WORK_OF_ART", "LAW"})


def named_thing(
    words: Sequence[str], text: str, mention: Mention, lang: str
) -> list[tuple[str, float]]:
    """The cue that capitalized words the model read as an event, a work or a law (`the
    Summer Games`, `Carer's Allowance`: a contest, a benefit) are a name of ordinary words
    only, which names no one: where only names have a capital, every word (its possessive's
    clitic apart) is an ordinary one of the language's tables or dictionary and no list
    knows any as a given or family name or a place. The tagger reads such a title as proper
    nouns, so `tagged_common` leaves it; the model's label says what kind of thing it is.
    An event or a work named after someone (`the Smith Memorial`) keeps its known name, and
    a title in quotation marks may be a name given: both stay replaced."""
    if mention.attrs.ner_label not in _NAMED_THINGS:
        return []
    if not _title_of_common_words(words, text, mention, lang):
        return []
    return [("named_thing", TAGGED_COMMON)]


def _title_of_common_words(words: Sequence[str], text: str, mention: Mention, lang: str) -> bool:
    """Whether `words` are capitalized as a title is, in a language that capitalizes names
    only, each an ordinary word of its tables or dictionary that no list knows as a name or a
    place, and not in quotation marks (a name given)."""
    if get_language(lang).nouns_capitalized or _quoted(text, mention):
        return False
    if not words or not all(word.istitle() and word.isalpha() for word in words):
        return False
    if known(words, lang):
        return False
    return all(ordinary_as_written(word, lang) or dictionary_word(word, lang) for word in words)


def capitalized_listed_form(
    words: Sequence[str], text: str, mention: Mention, lang: str
) -> list[tuple[str, float]]:
    """The cue that one capitalized word inside a sentence, of no known kind, is an ordinary
    word with a capital (`Fritid och Medlem i föreningen`, `Mål nr`: a learner's or a form's
    capital on a noun), where the language capitalizes names only and has no dictionary that
    tells names from common words (`capitalized_common` reads those): its lemma table or
    dictionary lists the word as a form of its own (`listed_form`), and no list knows it as a
    person's, a place's or a village's name (`Björk`, `Lund`: a family, a town) or an
    organization's kind. None in quotation marks (`„Smulan”`: a name given)."""
    language = get_language(lang)
    if (
        len(words) != 1
        or mention.category is not Category.OTHER
        or dictionary_for(lang) is not None
        or language.nouns_capitalized
        or language.capitalized_common_words
        or lang in FORMATIONS
    ):
        return []
    word = words[0]
    if not (word.istitle() and word.isalpha()) or _quoted(text, mention):
        return []
    if known(words, lang) or word in settlements(lang) or organization_word(word, lang):
        return []
    if not listed_form(word, lang) or opens_sentence(text, mention.start):
        return []
    if word_before(text, mention.start).lower() in language.place_prepositions:
        return []  # (`V Brně dne`: a town in its case after `v`, though a form's spelling too)
    return [("listed_form", COMMON_NOUN_INSIDE)]


def capitalized_formed(
    words: Sequence[str], text: str, mention: Mention, lang: str
) -> list[tuple[str, float]]:
    """The cue that two or more capitalized words inside a sentence are a body's name made of
    ordinary words only, where the language builds its words of others (Hungarian
    `Gazdaságtudományi Egyetem`, `Gyermekorvosi Rendelőintézetben`): one at least built so
    (`formed_reading`), the others ordinary, none a known name or place, a name's form
    (`Szegedi`, `Kovácsnak`) or an acronym. Such a name says what a body does and points at no
    one; the place in a body's name is a word of its own (`Budapesti`), replaced. One noun
    with a possessive ending is no name either (`Társaságukkal`, with your company). None in
    quotation marks (`„Prémium Csomag”`: a name given, as a product's)."""
    if lang not in FORMATIONS or mention.category not in (Category.OTHER, Category.ORGANIZATION):
        return []
    function_words = stop_words(lang)
    if len(words) == 1 and possessed_noun(words[0], lang) and not _quoted(text, mention):
        # (`Társaságukkal`, with your company: a letter's polite capital on a noun.)
        return [("possessed", COMMON_NOUN_INSIDE)]
    if len(words) == 1:
        # (One word of a body's name the recognizers cut at its `és`: `Munkaügyi` of
        # `Munkaügyi és Szociális Igazgatóság`: the whole name speaks.)
        words = _name_around(words, text, mention, lang)
    named = [word for word in words if word.lower() not in function_words]
    if len(named) < 2 or _quoted(text, mention) or known(named, lang):
        return []
    if legal_form_of(mention.text_in(text)) is not None and (
        named[0] in family_names() or founder_with_partners(mention.text_in(text), lang)
    ):
        # (`Nagy és Társa Ügyvédi Iroda`, `Kun és Társa`: a firm's first word is its
        # founder's family name, though also an ordinary word, `kun`, a Cuman.)
        return []
    if any(not word.istitle() or name_form(word, lang) for word in named):
        return []
    if any(town_of_adjective(word, lang) is not None for word in named):
        return []
    readings = [formed_reading(word, lang) for word in named]
    if all(reading is None for reading in readings):
        return []
    if not all(
        reading is not None or ordinary_as_written(word, lang) or dictionary_word(word, lang)
        for word, reading in zip(named, readings, strict=True)
    ):
        return []
    return [("formed_words", COMMON_NOUN_INSIDE)]


def _name_around(words: Sequence[str], text: str, mention: Mention, lang: str) -> list[str]:
    """The mention's words with the capitalized words that follow it on its line after one of
    the language's words that join a list (`Munkaügyi` `és` `Szociális Igazgatóságon`): the
    rest of a body's name the recognizers cut at its `és`. The mention's words alone where
    none follow so."""
    end = text.find("\n", mention.end)
    after = NAME_WORD_AT.findall(text, mention.end, len(text) if end < 0 else end)
    if len(after) < 2 or after[0].lower() not in get_language(lang).list_words:
        return list(words)
    if not text[mention.end :].lstrip().startswith(after[0]):
        return list(words)  # (a comma or a stop between: `Munkaügyi, és`)
    name = [*words, after[0]]
    for word in after[1:AROUND]:
        if not word[0].isupper():
            break
        name.append(word)
    return name


def _quoted(text: str, mention: Mention) -> bool:
    """Whether the mention stands inside quotation marks opened on its line before it."""
    start = text.rfind("\n", 0, mention.start) + 1
    depth = 0
    for char in text[start : mention.start]:
        if char in _OPENING_QUOTES and (char not in _CLOSING_QUOTES or depth == 0):
            depth += 1
        elif char in _CLOSING_QUOTES and depth:
            depth -= 1
    return depth > 0


def lower_case(words: Sequence[str], mention: Mention, lang: str) -> bool:
    """Whether the mention's words are all in lower case, a model's reading (a term a rule
    lists in lower case is what the rule says it is), not copied from a name the text writes
    elsewhere, and no nickname (`ondro`): no capital says a name."""
    return (
        all(word.islower() for word in words)
        and mention.source == "ner"
        and mention.attrs.propagated_from is None
        and not any(nickname_reading(lang, word) for word in words)
    )


def shouted_words(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention stands in a run of two or more words in capitals inside a
    sentence written in lower case, every word of the run an ordinary word of the language
    (`SCAFFOLD INCOMPLETE` of `a sign reading SCAFFOLD INCOMPLETE was fixed`, `KEEP OUT`): a
    sign's or a notice's text the sentence quotes, no name; a word that names a firm's kind
    or form (`LTD`, `SERVICES`) or that no word table knows (`PENNINGTON`) makes the run a
    firm's name, and a known name is weighed against it by the caller."""
    span = mention.text_in(text)
    if not span.isupper() or "\n" in span:
        return False
    start = mention.start
    while (before := _CAPITALS_BEFORE.search(text, max(0, start - 40), start)) is not None:
        if not before.group().isupper():
            break
        start = before.start()
    end = mention.end
    while (after := _CAPITALS_AFTER.match(text, end)) is not None:
        if not after.group().isupper():
            break
        end = after.end()
    run = text[start:end].split()
    if len(run) < 2 or not any(len(word) > ACRONYM for word in run):
        return False
    # (Inside a sentence of words in lower case: a heading's line is all capitals. A chat's
    # message after its writer's name is one shouted: `Frida: FARMOR SKRIVER SMS`.)
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    said = _SAID_BY.search(text, line_start, start) is not None
    if not said and not any(word.islower() for word in line.split()):
        return False
    return all(
        word.isalpha()
        and (ordinary_as_written(word.lower(), lang) or dictionary_word(word.lower(), lang))
        and word.capitalize() not in legal_forms()
        and word.upper() not in legal_forms()
        and not organization_word(word.capitalize(), lang)
        and not public_institution_word(word.capitalize(), lang)
        for word in run
    )


# A word in capitals right before a position, or right after one, a space between.
_CAPITALS_BEFORE = re.compile(r"(?<![\w'’-])[^\W\d_a-zß-ÿ]{2,}[ \t]+\Z")
_CAPITALS_AFTER = re.compile(r"[ \t]+[^\W\d_a-zß-ÿ]{2,}(?![\w'’-])")
# A writer's name written as names are, and the colon a chat puts before the message, right
# before a position: `] Frida: `, `Moster Annika: `.
_SAID_BY = re.compile(r"[^\W\d_][^\W\d_A-Z]+:[ \t]+\Z")
