"""Cues of ordinary nouns in a language that capitalizes its nouns (German): there a capital
says nothing, and what the word is and what stands before it speak (`die Klägerin`,
`Reetdachhaus`). A people's name (`Argentinier`) is no such noun: a nationality is personal
data.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.demonyms import demonyms, inhabitant
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import country_names, main_places, places, settlements
from pseudonymizer.lexicon.vocabulary import (
    common_lower,
    common_words,
    compound_of_nouns,
    dictionary_noun,
    dictionary_noun_form,
    foreign_name_noun,
    known_name,
    listed_compound_with_a_towns_head,
    lower_case_lemma,
    own_given_name,
    own_name,
    stop_words,
    written_word,
)
from pseudonymizer.lexicon.word_forms import town_of_adjective
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.text import opens_sentence, word_before
from pseudonymizer.rules.ordinary.weights import (
    ADJECTIVE_NAME,
    AFTER_ATTRIBUTE,
    AFTER_DETERMINER,
    COMPOUND,
    NOUN,
    NOUN_BARE,
    NOUN_INSIDE,
    NOUN_SUFFIX,
    ORDINARY,
)

# A capitalized word right after: a town's adjective's noun (`Kasseler Sparkasse`).
_BEFORE_A_NOUN = re.compile(r"[ \t\u00a0]+[^\W\d_a-z]")


def town_adjective_before_noun(word: str, text: str, start: int, lang: str) -> bool:
    """Whether `word`, at `start`, is a town's adjective before the capitalized noun it
    qualifies (`Kasseler Sparkasse`, `Mannheimer Landgericht`): it names the town, as the
    town's name does, though the dictionary lists it as a noun too (`Kasseler`, a dish)."""
    return town_of_adjective(word, lang) is not None and bool(
        _BEFORE_A_NOUN.match(text, start + len(word))
    )


def noun_cues(word: str, text: str, start: int, lang: str) -> list[tuple[str, float]]:
    """The cues that `word` is an ordinary noun of a language that capitalizes its nouns:
    the dictionary knows it as one (or as a compound of ordinary words ending in one), it ends
    in a noun's suffix, a determiner stands before it (here or where the document writes it
    again). None where the dictionary does not
    know it: a suffix or an article alone stands before names too (`die Elbe`, `Marion`)."""
    language = get_language(lang)
    parts = word.split("-")
    if any(inhabitant(part, lang) or part.lower() in demonyms(lang) for part in parts):
        return []  # `Argentinier`, `Deutsch-Kanadier`: a nationality
    if town_adjective_before_noun(word, text, start, lang):
        return []
    reading = dictionary_noun(word, lang)
    befores = {
        word_before(text, found.start()).lower()  # (`Die` opening a sentence)
        for found in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", text)
    } or {word_before(text, start).lower()}
    determined = bool(befores & (language.determiners | language.articles)) or any(
        map(_count, befores)
    )
    # Inside a sentence a capital is a noun's or a name's, and the name lists speak for a
    # name (`Herr Vogel`); opening one, a family name the dictionary reads as a noun's form
    # (`Heinze sagte`) is as likely.
    inside = not opens_sentence(text, start)
    if reading == "inflected":
        votes = [("noun", NOUN_INSIDE if inside else NOUN)]
    elif reading == "bare" and inside and written_word(word, lang):
        # (`Kaffee`, `Handy`: listed with no plural, but written every few pages and by no
        # name list or town: a noun inside a sentence as much as any.)
        votes = [("noun", NOUN_INSIDE)]
    elif reading == "bare":
        votes = [("noun", NOUN_BARE + (NOUN_INSIDE - NOUN) * inside)]
    elif compound_of_nouns(word, lang):
        votes = [("compound_noun", COMPOUND)]
    elif befores & language.common_noun_determiners and listed_compound_with_a_towns_head(
        word, lang
    ):
        # A compound the dictionary lists as a noun of its own whose head ends many towns
        # (`Vereins-heim`), after a possessive, an indefinite article or a numeral here or
        # elsewhere in the document, which no town or named hill takes (`unser Vereinsheim`;
        # `der Schlossberg` may be a hill's name).
        votes = [("noun", NOUN_INSIDE if inside else NOUN)]
    elif befores & language.nominalizers and _declined_adjective(word, lang):
        # An adjective made a noun after the word that makes it one (`etwas Neues`, `was
        # Warmes`): the dictionary lists it in lower case with its case ending, as no name.
        return [("adjective_noun", NOUN_INSIDE)]
    else:
        return []
    if reading is not None and compound_of_nouns(word, lang):
        # (A noun the dictionary lists that is also read as a compound of ordinary words,
        # `Kassenwartin`: two readings of no name.)
        votes.append(("compound_noun", COMPOUND))
    if word.lower().endswith(language.noun_suffixes) and language.noun_suffixes:
        votes.append(("noun_suffix", NOUN_SUFFIX))
    # What stands before the word here or wherever else the document writes it: one word is
    # read one way in a document, so `– Klägerin –` is kept where `die Klägerin` is.
    if determined:
        votes.append(("after_determiner", AFTER_DETERMINER))
    elif any(_attribute(before, lang) for before in befores):
        votes.append(("after_attribute", AFTER_ATTRIBUTE))
    return votes


def adjective_name(words: Sequence[str], lang: str) -> list[tuple[str, float]]:
    """The cue that capitalized words opening with a declined adjective, in a language that
    capitalizes its nouns, name a place, a body or a thing (`am Wilden Kaiser`, a mountain
    range; `das Rote Kreuz`, `im Schwarzen Meer`): no person's name opens with an adjective's
    case ending, though the noun after it may be a family name too (`Kaiser`). None where
    the adjective is a known name (`Lange`), or a given name follows it (`die Schöne
    Helena`): someone called so; nor where a town follows its noun."""
    if len(words) < _NAME_WORDS or not all(_plain_capital(word) for word in words):
        return []
    first, rest = words[0], words[1:]
    if known_name(first, lang) or not _declined_adjective(first, lang):
        return []
    if len(lower_case_lemma(first.lower(), lang) or "") > len(first):
        return []  # (`Tüte` -> `tüten`: a verb's form, the word the noun; no adjective's)
    if any(own_given_name(word, lang) for word in rest):
        return []
    if any(word in settlements(lang) for word in rest[1:]):
        # (`Städtisches Klinikum Celle`: a town after the body's noun names where it is, a
        # place of its own, replaced as where the text names it alone; kept, it told which.)
        return []
    return [("adjective_name", ADJECTIVE_NAME)]


def _plain_capital(word: str) -> bool:
    """A word of letters with its capital first and no other (`Wilden`), no acronym."""
    return word.isalpha() and word[0].isupper() and word[1:].islower()


# The fewest words of such a name: the adjective and its noun.
_NAME_WORDS = 2


def _declined_adjective(word: str, lang: str) -> bool:
    """Whether `word`, in lower case, is an adjective's form with a case ending the dictionary
    lists under its lower-case lemma (`Warmes` -> `warm`, `Neue` -> `neu`)."""
    lower = word.lower()
    lemma = lower_case_lemma(lower, lang)
    return lemma is not None and lemma != lower and lower.endswith(_ATTRIBUTE_ENDINGS)


def truncated_compound(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is the first part of a compound cut short by a hyphen before the
    word joining it to the compound it shares its head with (`Sach-` of `Sach- und
    Personenschäden`, Swedish `land- och sjöfart`): a part of an ordinary word, no name."""
    found = _TRUNCATED.match(text, mention.end)
    if found is None or found.group(1).lower() not in get_language(lang).list_words:
        return False
    span = mention.text_in(text)
    return span.isalpha() and not span.isupper()


# A hyphen right after the mention, then a joining word and the compound it shares its head
# with, in lower case or with a capital.
_TRUNCATED = re.compile(r"-[^\S\n]+([^\W\d_]+)[^\S\n]+[^\W\d_]{3,}")


def noun_read_as_a_name(word: str, text: str, start: int, lang: str) -> list[tuple[str, float]]:
    """The cues that one word the model calls a place or a person, in a language that
    capitalizes its nouns, is the noun the dictionary reads (`Die Kosten für`, `die
    Wasserkosten`, `der Mieterin`): an article or a determiner right before it, which a town's
    or a person's name does not take, and a reading as a noun (the dictionary's, a compound's,
    or the tables' word as written, with its capital: `Kosten`, which a place list and a
    family name list know too). None for a country (`die Schweiz`) or a people, nor for a
    known given or family name the tables do not list as a noun (`der Huber`, which southern
    German writes).

    The article may stand before the word wherever else the document writes it (`Schlafzimmer
    und Bad` where it also writes `im Bad`): one word, one reading in a document. A noun the
    dictionary lists that only another language's name lists hold, and no place list (`Handy`,
    an English given name), is read so after an adjective too (`das alte Handy`), though a
    name list knows it. A name of the language's own lists stays one (`der Huber`, `seit
    Sommer`)."""
    language = get_language(lang)
    if word in country_names(lang) or inhabitant(word, lang) or word.lower() in demonyms(lang):
        return []
    if town_adjective_before_noun(word, text, start, lang):
        return []
    if own_given_name(word, lang) and dictionary_noun(word, lang) is None:
        # (`vor allem Sabine`, `die Sabine`: a given name of its own, which the word tables
        # list for how often it is written, after a quantifier or an article. A family name
        # of its own that only another language's lists give someone as a given name is
        # read as the other family names are: `nach der Wende`, the noun.)
        return []
    listed = word in common_words(lang)
    # (Not a place: a town follows a postcode and an adjective, `das alte Berlin`.)
    foreign = (
        (word in given_names() or word in family_names())
        and not own_name(word, lang)
        and word not in places(lang)
        and dictionary_noun_form(word, lang)
    )
    # A town takes no article of its own: after one, here or where the document writes it
    # again, a place's name the dictionary lists as a noun is the noun (`den Kosten`, though
    # `Kosten` is a town's German name and a family name of other languages' lists).
    town_noun = (
        word in places(lang) and not own_name(word, lang) and dictionary_noun_form(word, lang)
    )
    before = word_before(text, start)
    # (Where a town stands, after its preposition or postcode, the word is read as written
    # there: `Das Essen war kalt. Ich wohne in Essen`.)
    placed = before.lower() in language.place_prepositions or (
        before.isdigit() and not _count(before)
    )
    # A place abroad the dictionary lists as a noun (`Kosten`, a Polish town's German name),
    # no town of the language's own countries, is the noun after an adjective with its case
    # ending too (`die anfallenden Kosten`); a town of its own may take one (`das alte Berlin`).
    abroad = town_noun and word not in settlements(lang) and word not in main_places(lang)
    after_article = (
        before.lower() in language.determiners | language.articles
        or _count(before)
        or (abroad and _attribute(before, lang))
    )
    read_elsewhere = not placed and _noun_place(word, text, lang, attribute=foreign or abroad)
    if not (after_article or ((listed or foreign or town_noun) and read_elsewhere)):
        if foreign_name_noun(word, lang) and not placed:
            # A noun the dictionary lists with its plural or cases, which only other
            # languages' name lists or a place abroad hold (`Kinder`, an English family name;
            # `Chor`), is the noun wherever it stands: no German writes it as a name. Where
            # a town stands, after its preposition or postcode, it is read as written there.
            inside = not opens_sentence(text, start)
            noun = [("noun", NOUN_INSIDE if inside else NOUN)]
            return [*noun, ("ordinary", ORDINARY)] if listed else noun
        return []
    place_noun = town_noun and (after_article or read_elsewhere)
    named = word in given_names() or word in family_names()
    if named and not (listed or foreign or place_noun):
        return []
    if not (
        listed
        or foreign
        or place_noun
        or dictionary_noun(word, lang) is not None
        or compound_of_nouns(word, lang)
    ):
        return []
    votes = [("noun", NOUN_INSIDE), ("after_determiner", AFTER_DETERMINER)]
    # (The dictionary's noun, though another language's lists hold it, is as ordinary.)
    return [*votes, ("ordinary", ORDINARY)] if listed or foreign or place_noun else votes


def _noun_place(word: str, text: str, lang: str, *, attribute: bool) -> bool:
    """Whether the document writes `word` somewhere after an article or a determiner or, with
    `attribute`, an adjective with its case ending (`im Bad`, `das alte Handy`), where a noun
    stands and a name does not."""
    language = get_language(lang)
    for found in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", text):
        before = word_before(text, found.start())
        lower = before.lower()
        if (
            lower in language.determiners | language.articles
            or _count(before)
            or (attribute and _attribute(before, lang))
        ):
            return True
    return False


def _count(word: str) -> bool:
    """Whether `word` is a count in digits (`2`, `12`, `150`) before a noun, as a numeral
    word is (`zwei`, a determiner): a postcode before a town has four digits or five."""
    return word.isdigit() and len(word) <= _COUNT_DIGITS


# The most digits of a count before a noun.
_COUNT_DIGITS = 3


def _attribute(word: str, lang: str) -> bool:
    """Whether `word` is a lower-case adjective, participle or ordinal with a case ending, as
    they stand before a noun (`alten`, `bleibende`, `zweiten`): a form the dictionary lists in
    lower case as one of another lower-case lemma (`alten` -> `alt`), no function word."""
    if not word.islower() or not word.endswith(_ATTRIBUTE_ENDINGS) or word in stop_words(lang):
        return False
    lemma = lower_case_lemma(word, lang)
    if lemma is not None and lemma != word:
        return True
    # A compound adjective no table lists (`eiskalte`, `hellblauen`): an ordinary word before
    # an adjective's form with its case ending.
    return any(
        word[:i] in common_lower(lang) and _declined(word[i:], lang)
        for i in range(_PART, len(word) - _PART + 1)
    )


def _declined(word: str, lang: str) -> bool:
    """Whether the dictionary lists `word` in lower case as a case's form of another lemma
    (`kalte` -> `kalt`)."""
    lemma = lower_case_lemma(word, lang)
    return lemma is not None and lemma != word and word not in stop_words(lang)


# The fewest letters of a compound adjective's parts (`eis-kalte`).
_PART = 3


# The case endings of an adjective before its noun.
_ATTRIBUTE_ENDINGS = ("e", "en", "er", "em", "es")


def instrument_noun(word: str, lang: str) -> bool:
    """Whether `word` is a compound naming an instrument by its head (Czech `Tloušťkoměr`,
    `Vlhkoměrem`: `Language.instrument_heads` with a case ending), longer than the head: no
    dictionary lists every such word, and no name ends so."""
    language = get_language(lang)
    if not language.instrument_heads or not word.isalpha():
        return False
    folded = word.casefold()
    return any(
        folded.endswith(head + ending) and len(folded) > len(head + ending) + 2
        for head in language.instrument_heads
        for ending in language.noun_endings
    )
