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
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from importlib import import_module, resources
from typing import Any

from babel.dates import get_day_names, get_month_names
from simplemma.strategies import DefaultDictionaryFactory
from spacy.attrs import LIKE_NUM
from spacy.util import get_lang_class
from wordfreq import available_languages, zipf_frequency

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.legal_forms import legal_form_of
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import main_places, own_towns, places, settlements
from pseudonymizer.lexicon.substitutes import family_names as local_family_names
from pseudonymizer.lexicon.substitutes import given_names as local_given_names
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


def word_classes_of(word: str, lang: str) -> frozenset[str]:
    """The parts of speech (`adj`, `noun`, `verb`) the language's lists by part of speech give
    `word` in lower case or its lemma (`principles` a noun by `principle`); empty where the
    language has no such lists."""
    lower = word.lower()
    lemmas = {lower, _lemma_of(lower, lang)}
    index = get_language(lang).word_class_index
    return frozenset(part for part in _WORD_CLASSES if index and lemmas & listed_words(index, part))


# The parts of speech a word index lists words by.
_WORD_CLASSES = ("adj", "noun", "verb")


@cache
def listed_words(table: str, part: str) -> frozenset[str]:
    """The words a spacy-lookups-data table that lists words by part of speech lists as
    `part` (`en_lemma_index`, WordNet's: `adv`, `verb`)."""
    return frozenset(_lookup(table)[part])


@cache
def _lemmas(table: str) -> Mapping[str, Any]:
    """A lemma table, read once per process."""
    return _lookup(table)


def _lookup(table: str) -> dict[str, Any]:
    """A spacy-lookups-data table."""
    path = resources.files("spacy_lookups_data") / "data" / f"{table}.json.gz"
    with gzip.open(path.open("rb"), "rt", encoding="utf-8") as handle:
        lookup: dict[str, Any] = json.load(handle)
    return lookup


def listed_form(word: str, lang: str) -> bool:
    """Whether the language's tables list `word`, in lower case, as a form of a word of its
    own: a function word, a form its lemma tables read (`handen`, the hand), or one its
    dictionary writes in lower case (`kista`, a coffin). Not a word they know only as a
    lemma others are read to, which a town's name in them may be (Swedish `lund`, of
    `lunden`; `stockholm`, which the dictionary lists with its capital)."""
    return word.lower() in _listed_forms(lang)


@cache
def _listed_forms(lang: str) -> frozenset[str]:
    forms = set(stop_words(lang)) | _written_lower_case(lang) | _dictionary_words(lang)
    for table in get_language(lang).common_word_tables:
        forms.update(_lemmas(table))
    return frozenset(forms)


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


# How many compounds of the word tables a first part opens before it is a prefix.
_PREFIX_COMPOUNDS = 10


@cache
def hyphen_prefixes(lang: str) -> frozenset[str]:
    """The prefixes the language writes before a hyphen (`pre`, `non`, `re`, `sub`), lower
    case: the first parts of at least `_PREFIX_COMPOUNDS` hyphened compounds its word tables
    list in lower case (`pre-war`, `pre-trial`, ...), a bound prefix being no word alone."""
    counts: dict[str, int] = {}
    for word in common_words(lang):
        first, hyphen, rest = word.partition("-")
        if hyphen and first.isalpha() and first.islower() and rest.islower():
            counts[first] = counts.get(first, 0) + 1
    return frozenset(first for first, count in counts.items() if count >= _PREFIX_COMPOUNDS)


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
    if dictionary is not None and dictionary.ordinary(lower):
        return True
    # (Not a family name the lists hold, which Czech forms as an adjective: `Vrbová`.)
    return _adjective_lemma(lower, lang) is not None and lower.capitalize() not in family_names()


# The fewest letters of an adjective's stem read by its ending (`krajsk-`, `měst-sk-`).
_ADJECTIVE_STEM = 4


def _adjective_lemma(lower: str, lang: str) -> str | None:
    """The lemma of `lower` read as a case of an adjective whose lemma the word tables list
    (Czech `krajskému` -> `krajský`, `okresnímu` -> `okresní`): the tables list an adjective's
    lemma and only some of its cases."""
    for endings, lemma_ending in get_language(lang).adjective_endings:
        for ending in endings:
            stem = lower.removesuffix(ending)
            if stem != lower and len(stem) >= _ADJECTIVE_STEM:
                lemma = stem + lemma_ending
                if lemma in common_lower(lang) and lemma != lower:
                    return lemma
    return None


# The Zipf frequency (log10 of uses per billion words, wordfreq's) from which a word no table
# lists is one the language's text writes all the time. Set above every name: of the Czech
# words from 4.6 up that neither the lexicon's tables nor the name and place lists know (about
# 300, chat words like `super`, `fajn`, `dneska` and adverbs the lemma table lacks), the only
# one that is someone's name is a politician's, at 4.8.
FREQUENT = 5.0
# The fewest letters of such a word: shorter ones are abbreviations (`čr`, `eu`, `ods`).
_FREQUENT_LETTERS = 3


def frequent_word(word: str, lang: str) -> bool:
    """Whether the language's text writes `word` (folded to lower case) as often as its most
    common words (`FREQUENT`): a word of its chats and news that the lexicon's tables miss
    (Czech `super`, `dneska`). A name may be written as often: the callers weigh the name
    lists against it."""
    if len(word) < _FREQUENT_LETTERS or not word.isalpha() or lang not in _wordfreq_languages():
        return False
    return zipf_frequency(word.lower(), lang) >= FREQUENT


# The Zipf frequency from which a word no table lists is one the language's text writes
# every few pages (`haha` 5.2, `lol` 4.4), where a name the lists lack is rarer.
_WRITTEN_OFTEN = 4.0


def written_word(word: str, lang: str) -> bool:
    """Whether `word` is a word of the language's text, though no table need list it: its
    dictionary lists it only in lower case, or wordfreq finds it written often
    (`_WRITTEN_OFTEN`): a chat's laughter or interjection (`Haha`, `Lol`). No name of the
    name lists, nor a town or village of the language's own countries; the callers ask it only
    of a word that stands where a name would be a second one (`Haha Lina`)."""
    if not word.isalpha() or _own_place_or_name(word, lang):
        return False
    if word in given_names() or word in family_names():
        return False
    if laughter(word) or listed_lower_case_only(word, lang, abroad=True):
        return True
    return lang in _wordfreq_languages() and zipf_frequency(word.lower(), lang) >= _WRITTEN_OFTEN


def _own_place_or_name(word: str, lang: str) -> bool:
    """Whether `word` is a name of the language's own lists or a town, village or main place
    it names as its own."""
    return (
        own_name(word, lang)
        or word in settlements(lang)
        or word in main_places(lang)
        or word in own_towns(lang)
    )


@cache
def _wordfreq_languages() -> frozenset[str]:
    return frozenset(available_languages())


def unwritten(word: str, lang: str) -> bool:
    """Whether the language's text never writes `word` (folded to lower case): wordfreq, which
    knows the language, counts no use of it. A word a table learnt from text lists but no one
    writes (German `berndi`) is no ordinary word, whatever the table says."""
    return lang in _wordfreq_languages() and zipf_frequency(word.lower(), lang) == 0


# The most letters of two short words a chat writes as one, and of each of the two.
_JOINED = 6
_JOINED_PART = 4
# The Zipf frequency from which text writes such a joined word as a word of its own: below
# that of the names the lists lack, which are rare (`achso` 3.8, `ohje` 3.1).
_JOINED_FREQUENT = 3.0


def joined_words(word: str, lang: str) -> bool:
    """Whether `word` is two short words that chats write as one (German `Achso` of `ach so`,
    `Ohje`, `Achja`): each as frequent as the language's most common words (`FREQUENT`,
    whatever its length), the whole written often too (`_JOINED_FREQUENT`), and no known
    name or place (`Anna` is `an` and `na`): an interjection, which no dictionary lists and
    which opens a message with its capital."""
    lower = word.lower()
    if not lower.isalpha() or len(lower) > _JOINED or lang not in _wordfreq_languages():
        return False
    if known_name(word, lang) or zipf_frequency(lower, lang) < _JOINED_FREQUENT:
        return False
    return any(
        zipf_frequency(lower[:i], lang) >= FREQUENT and zipf_frequency(lower[i:], lang) >= FREQUENT
        for i in range(2, len(lower) - 1)
        if i <= _JOINED_PART and len(lower) - i <= _JOINED_PART
    )


# The fewest letters of a word a chat writes twice as one (`jaja`, `hejhej`).
_DOUBLED_PART = 2


def doubled_word(word: str, lang: str) -> bool:
    """Whether `word` is one of the language's most common words (`FREQUENT`) written twice
    or three times as one (`Hejhej`, `Tacktack`, `Nejnejnej`), as chats say a greeting, a
    thanks or an answer again: no known name or place (`Lulu`, `Jojo`), and no word of the
    language as written, which the tables read already."""
    lower = word.lower()
    if not lower.isalpha() or lang not in _wordfreq_languages() or known_name(word, lang):
        return False
    for times in (2, 3):
        part, rest = divmod(len(lower), times)
        if rest or part < _DOUBLED_PART or lower != lower[:part] * times:
            continue
        return zipf_frequency(lower[:part], lang) >= FREQUENT
    return False


# Laughter as chats write it in any language: a syllable of `h` and a vowel said again
# (`haha`, `HAHAHA`, `hihi`, `ahahah`, `hehe`), or `xD`.
_LAUGHTER = re.compile(r"a?(?:h+[aeiouyäöüå]+){2,}h*|x+d+", re.IGNORECASE)


def laughter(word: str) -> bool:
    """Whether `word` is laughter written out (`HAHAHA`, `Hahaha`, `hihi`): no name is a
    syllable said again, and a chat's laugh in capitals reads to the models as initials or
    a name."""
    return _LAUGHTER.fullmatch(word) is not None


def ordinary_in_lower_case(word: str, lang: str) -> bool:
    """Whether `word`, written in lower case, is an ordinary word of `lang`: as `ordinary`,
    but where the language writes its nouns in lower case (Swedish, English), a word its
    tables list only with a capital (`Gunnar`, `Linnea`: the lemma tables were learnt from
    text and keep the names in it) is a proper name there, no ordinary word. A chat's
    `gunnar` is that name. Where nouns are capitalized (German), the capital says nothing."""
    if get_language(lang).nouns_capitalized:
        return ordinary(word, lang)
    lower = word.lower()
    if lower in stop_words(lang) or lower in common_words(lang):
        return True
    dictionary = dictionary_for(lang)
    return dictionary is not None and dictionary.ordinary(lower)


# A letter written three times or more in a row: a chat's drawl (`morninggg`, `dankeee`).
_DRAWL = re.compile(r"([^\W\d_])\1{2,}", re.IGNORECASE)


def elongated_ordinary(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary word of `lang` drawn out, as chats write them
    (`morninggg`, `soooo`, `dankeee`): with each letter written three times or more once or
    twice, it is one, and no known name or place (`Annna` is Anna called out). A word
    without such a run is not asked."""
    if _DRAWL.search(word) is None:
        return False
    forms = {_DRAWL.sub(r"\1", word), _DRAWL.sub(r"\1\1", word)}
    if any(_known_name_or_place(form, lang) for form in forms):
        return False
    return any(ordinary(form, lang) for form in forms)


def trade_word(word: str, lang: str) -> bool:
    """Whether `word`, a word of a company's name after the name it is known by, says its
    trade: a noun the dictionary lists with its capital (German `Maschinenbau`) or a word it
    lists in lower case that is no known name (Hungarian `Építő`, builder; not `Kovács`). It
    names no one, and the replacement keeps it, as the audit knows."""
    return dictionary_noun(word, lang) is not None or dictionary_word(word, lang)


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


def latin_phrase(words: Sequence[str]) -> bool:
    """Whether `words` are two or more lower-case forms of simplemma's Latin dictionary (`inter
    alia`, `mutatis mutandis`, `prima facie`): the Latin of legal and scholarly style, which
    names no one in any language. A name in lower case among them (`maria`) is asked of the
    name lists by the caller."""
    if len(words) < 2 or not all(word.isalpha() and word.islower() for word in words):
        return False
    latin = _simplemma_dictionary("la")
    return latin is not None and all(word in latin for word in words)


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


@cache
def _lower_heads(lang: str) -> frozenset[str]:
    """The language's ordinary words in lower case (four letters or more) that may end a
    compound written as one word (Swedish `handläggare`, Hungarian `kezelő`), less those that
    end two or more known names or places, or villages of the language's own countries, that
    read as such a compound themselves (`Lind-berg`, `Sjö-ström`, `Ek-holm`), and less their
    forms with a noun's ending (`-bergs`, `-holmen`): a word ending in one of them is as likely
    a family name as a noun. A far country's name that no word of the language opens
    (`Pau-lista`, a Brazilian town's) is never read as a compound, so it leaves `lista` a head
    (`Voteringslista`)."""
    common = common_lower(lang)
    words = {word for word in common if len(word) >= 4 and word.isalpha()}
    in_names: dict[str, int] = {}
    for name in family_names() | given_names() | places(lang) | settlements(lang):
        lower = name.lower()
        for i in range(3, len(lower) - 3):
            if lower[i:] in words and _compound_opening(_NAME_WORD.split(lower[:i])[-1], common):
                in_names[lower[i:]] = in_names.get(lower[i:], 0) + 1
    name_ends = {word for word, count in in_names.items() if count >= 2}
    endings = [ending for ending in get_language(lang).noun_endings if ending]
    return frozenset(
        word
        for word in words
        if word not in name_ends
        and not any(word.endswith(e) and word[: -len(e)] in name_ends for e in endings)
    )


# What parts a place's name of several words (`Lençóis Paulista`, `Saint-Denis`).
_NAME_WORD = re.compile(r"[\s-]")


def _compound_opening(first: str, common: frozenset[str]) -> bool:
    """Whether `first` may open a compound: an ordinary word, perhaps with a linking `s`, or
    a part too short to tell (`Ek-`)."""
    return len(first) < 3 or first in common or (first[-1:] == "s" and first[:-1] in common)


def lower_compound(word: str, lang: str) -> bool:
    """Whether `word` is written as two ordinary words of `lang` joined, perhaps by a linking
    `s` (`Skadehandläggare`, `Försäkringsärende`), and is no known name or place: a compound
    noun, which languages that join their nouns write as one word that no table lists, so
    that one opening a sentence was taken for a name."""
    lower = word.lower()
    if not lower.isalpha() or _known_name_or_place(word, lang):
        return False
    return _joined_lower(lower, lang, _COMPOUND_PARTS)


# The most words a compound written as one word joins (`specialist-sjuksköterske-programmet`).
_COMPOUND_PARTS = 3


def _joined_lower(lower: str, lang: str, parts: int) -> bool:
    """Whether `lower` is up to `parts` ordinary words joined, the last a compound's head, a
    linking `s` after a part or an `e` for its final `a` (`sjuksköterske-` of
    `sjuksköterska`)."""
    heads, words = _lower_heads(lang), common_lower(lang)
    for i in range(3, len(lower) - 3):
        if lower[i:] not in heads:
            continue
        first = lower[:i]
        if first in words or (first[-1] == "s" and first[:-1] in words):
            return True
        if first[-1] == "e" and first[:-1] + "a" in words:
            return True
        if parts > 2 and _joined_lower(first, lang, parts - 1) is True and len(first) >= 6:
            return True
    return False


# The Zipf frequency from which the language's text writes a thing's name that opens a
# compound (`pokémon` 3.6, `lego` 3.7 in Swedish): a name of no list is rarer.
_NAMED_PART = 3.0


def named_compound(word: str, lang: str) -> bool:
    """Whether `word` joins a thing's name the language's text writes (a brand's, a game's:
    `Pokémon`, `Lego`, `Ikea`), perhaps with a linking `s`, to an ordinary noun that ends
    compounds (`Pokémonkort`, `Legobitar`): a kind of thing, no one's name. Neither the whole
    nor its first part is a known name or place (`Nilssonkort`, `Lundkort`), whose compound
    is someone's or a place's."""
    lower = word.lower()
    if not lower.isalpha() or lang not in _wordfreq_languages():
        return False
    if _known_name_or_place(word, lang):
        return False
    heads = _lower_heads(lang)
    for i in range(3, len(lower) - 3):
        if lower[i:] not in heads:
            continue
        first = lower[:i]
        for part in dict.fromkeys((first, first[:-1] if first.endswith("s") else first)):
            named = len(part) >= 3 and not _known_name_or_place(part, lang)
            if named and zipf_frequency(part, lang) >= _NAMED_PART:
                return True
    return False


def _known_name_or_place(word: str, lang: str) -> bool:
    name = word.capitalize()
    return name in given_names() or name in family_names() or name in places(lang)


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
    `D.`), a number word (`two`), a title before or after a name that is no family name too
    (`Doctor` is one, `Richter` is not). A corpus marks `two` in `two children`; found
    elsewhere, it is the ordinary word."""
    if len(text.rstrip(".")) < 2:
        return True
    if text.isalpha() and number_word(text, lang):
        return True
    bare = text.rstrip(".").casefold()
    after = {title.casefold() for title in get_language(lang).person_titles_after}
    titled = bare in title_words(lang) or bare in after  # (`Úr` of `Tisztelt Kiss Úr!`)
    return titled and text.rstrip(".") not in family_names()


def number_word(word: str, lang: str) -> bool:
    """Whether `word` is a number (`five`, `dvanáct`, `12`) as spaCy's language reads one."""
    like_num = _number_test(lang)
    return like_num is not None and like_num(word)


@cache
def _number_test(lang: str) -> Callable[[str], bool] | None:
    """spaCy's test for a number word (`five`, `dvanáct`); some languages have none."""
    return get_lang_class(lang).Defaults.lex_attr_getters.get(LIKE_NUM)


# Endings a German-like noun's plural or case takes beyond a name's genitive (`Polizei-en`,
# `Bank-en`, `Haus-e`), the umlauted ones after the stem's last vowel (`Häus-er`).
_NOUN_FORMS = ("e", "en", "n", "er", "ern", "nen", "se", "sen")
_UMLAUT_FORMS = ("e", "en", "er", "ern")
_UMLAUTS = str.maketrans("aouAOU", "äöüÄÖÜ")
# The ends a noun's stem changes for its plural (`Muse-um` -> `Muse-en`, `Algebr-a`).
_STEM_CHANGES = (("um", "en"), ("a", "en"), ("us", "en"), ("ma", "men"))
# Where a compound's parts meet (`Jahr-es-tag`, `Universität-s-kapelle`).
_LINKS = ("", "s", "es", "n", "en", "e", "er")
# The shortest head and first part of a compound (`Zucht` `haus`).
_HEAD = 4
_FIRST = 3
# How many known names and places an end must end to make a word ending in it a name's.
_NAME_HEAD = 20
# How many times more dictionary nouns than names an end may end and still be a name's.
_NOUN_HEAD = 20


def dictionary_noun(word: str, lang: str) -> str | None:
    """How the dictionary knows `word`, written with its capital, as an ordinary noun:
    `inflected` where its lemma also has a form no name takes (a plural or a case ending:
    `Polizei` -> `Polizeien`), `bare` where the dictionary lists it as a capitalized lemma's
    form with no such form (`Astronomie`), None where it does not know it as a noun or the word
    is a known name or place (`Sommer`, `Berlins`), an acronym or in mixed case.

    Only for languages that capitalize their nouns (German): simplemma's dictionary writes
    their nouns with the capital, and lists names the same way; the forms tell them apart,
    since a name takes only a genitive's `s`."""
    if not get_language(lang).nouns_capitalized or not _plain_capitalized(word):
        return None
    listed = _simplemma_dictionary(lang)
    if listed is None or known_name(word, lang) or _named(word, lang):
        return None
    lemma = listed.get(word)
    if not lemma:
        return None
    if known_name(lemma, lang):
        # A form of a noun a name list holds too (`Mandel`, `Kaiser`) that no name takes:
        # the plural or a case's ending (`Mandeln`, `Kaisern`), not the genitive a name has.
        genitive = word in (lemma + "s", lemma + "es")
        # (Nor the old dative's `-e`, `Saale` of `Saal`, which a river and a firm are named.)
        dative = word == lemma + "e"
        plural = lemma[:1].isupper() and word != lemma and not genitive and not dative
        return "inflected" if plural else None
    reading = _noun_reading(word, listed)
    if reading == "bare" and compound_of_nouns(word, lang):
        return "inflected"  # `Reetdachhaus`, listed bare: its head `Haus` has a plural
    if reading == "bare" and _adjectival_noun(word, listed):
        return "inflected"  # `Vorsitzender`: declined as an adjective, as no name is
    return reading


def _adjectival_noun(word: str, listed: Mapping[str, str]) -> bool:
    """Whether `word` is an adjective or participle made a noun (`Vorsitzender`,
    `Angestellte`, `Reisenden`): the dictionary lists it, with its capital, in each of an
    adjective's endings after its article (`-e`, `-en`, `-er`), which no name takes."""
    for ending in _ADJECTIVE_ENDINGS:
        stem = word.removesuffix(ending)
        if stem != word and len(stem) >= _HEAD:
            forms = [stem + other for other in _ADJECTIVE_ENDINGS]
            return all((listed.get(form) or "")[:1].isupper() for form in forms)
    return False


# The endings of an adjective made a noun, longest first: `der Vorsitzende`, `ein
# Vorsitzender`, `den Vorsitzenden`.
_ADJECTIVE_ENDINGS = ("en", "er", "e")


def _noun_reading(word: str, listed: Mapping[str, str]) -> str | None:
    """`inflected` or `bare` where the dictionary lists `word` as a form of a capitalized
    lemma, with or without a form no name takes; None where it does not. The names are not
    asked: a compound's head may be a family name too (`Haus`, `Bach`)."""
    lemma = listed.get(word)
    if not lemma or not lemma[:1].isupper():
        return None
    inflected = _inflects(lemma, lemma, listed) or _inflects(word, lemma, listed)
    return "inflected" if inflected else "bare"


def dictionary_noun_form(word: str, lang: str) -> bool:
    """Whether the dictionary lists `word` as a form of a capitalized lemma (a noun's or a
    name's)."""
    listed = _simplemma_dictionary(lang)
    lemma = listed.get(word) if listed is not None else None
    return bool(lemma) and lemma[:1].isupper()


def _named(word: str, lang: str) -> bool:
    """Whether `word` is made like a name though the dictionary lists it: its head (its
    longest end the dictionary lists as a noun) ends many known names or places
    (`Schloss-berg`, `Hof-burg`), or a known name stands before the head (`Nikolaus-kapelle`,
    `Kaiser-pfalz`)."""
    i = _head(word, lang)
    if i is None:
        return False
    return word[i:].lower() in name_heads(lang) or _name_before_head(word, i, lang)


def _name_before_head(word: str, i: int, lang: str) -> bool:
    """Whether a known name stands before the head of `word` that begins at `i`, after its
    linking letters (`Nikolaus-kapelle`, `Kaiser-pfalz`): a building's or a place's name."""
    first = word[:i]
    return any(
        known_name(stem := first[: len(first) - len(link)], lang)
        and not foreign_name_noun(stem, lang)
        and not _family_name_noun(stem, lang)
        for link in _LINKS
        if first.endswith(link) and len(first) - len(link) >= _HEAD
    )


def _given_or_place_before_head(word: str, i: int, lang: str) -> bool:
    """Whether a given name or a place stands before the head of `word` that begins at `i`,
    after its linking letters (`Nikolaus-kapelle`, `Münster-land`, `Hof-burg`): a building's
    or a region's name. A family name that is a noun too makes a noun's compound
    (`Schmuck-kästchen`)."""
    first = word[:i]
    return any(
        stem in given_names() or _place(stem, lang)
        for link in _LINKS
        if first.endswith(link) and len(stem := first[: len(first) - len(link)]) >= _FIRST
    )


def _head(word: str, lang: str) -> int | None:
    """Where the head of the compound `word` begins: its longest end of four letters or more,
    after three letters or more, that the dictionary lists as a noun (`Bau-stelle`, not
    `Baust-elle`); None where no end is one."""
    for i in range(_FIRST, len(word) - _HEAD + 1):
        if dictionary_noun_form(word[i].upper() + word[i + 1 :], lang):
            return i
    return None


def _inflects(stem: str, lemma: str, listed: Mapping[str, str]) -> bool:
    """Whether the dictionary lists a noun's plural or case form of `lemma` made from `stem`
    (the lemma, or the word where the two are spelt apart: `Anlass-e` of `Anlaß`)."""
    return bool(_inflections(stem, lemma, listed))


def _inflections(stem: str, lemma: str, listed: Mapping[str, str]) -> list[str]:
    """The noun's plural and case forms of `lemma` made from `stem` that the dictionary
    lists (`Fahrzeug-e`, `Fahrzeug-en`)."""
    forms = [stem + ending for ending in _NOUN_FORMS]
    vowel = max(stem.rfind(v) for v in "aouAOU")
    if vowel > 0:
        umlauted = stem[:vowel] + stem[vowel].translate(_UMLAUTS) + stem[vowel + 1 :]
        forms += [umlauted + ending for ending in ("", *_UMLAUT_FORMS)]
    forms += [stem[: -len(end)] + form for end, form in _STEM_CHANGES if stem.endswith(end)]
    return [form for form in forms if form not in (lemma, stem) and listed.get(form) == lemma]


def compound_of_nouns(word: str, lang: str) -> bool:
    """Whether `word` is a compound the dictionary reads as ordinary words ending in a noun
    (`Reetdachhaus`, `Motorsport-Wochenendes`): German writes compounds as one word or joins
    them with hyphens, so no dictionary lists most of them. Every part before the head is an
    ordinary word and no known name or place, acronym or mixed case (`Nikolauskapelle`,
    `EU-Budget`, `SPD-Genossen` name someone's); a closed compound's head is a dictionary noun
    of four letters or more that ends few known names or places (`name_heads`: `-berg`, `-dorf`
    end many: `Schlossberg` may be a place)."""
    if not get_language(lang).nouns_capitalized or known_name(word, lang):
        return False
    parts = word.split("-")
    if len(parts) > 1:
        *first, head = parts
        listed = _simplemma_dictionary(lang)
        return (
            listed is not None
            and all(
                _ordinary_part(part, lang, hyphen=True)
                or compound_of_nouns(part.capitalize(), lang)
                for part in first
            )
            and (
                (_plain_capitalized(head) and _noun_reading(head, listed) is not None)
                or _abbreviated_head(head)
                # (A head that is a compound itself: `Reinraum-Erweiterungsprojekten`.)
                or compound_of_nouns(head, lang)
            )
        )
    if verbal_noun(word, lang) or _short_head_compound(word, lang):
        return True
    for ending in _FEMININE_ENDINGS:
        # (A woman's noun of an office or trade is the man's and `-in`, no table listing it:
        # `Kassenwartin`, `Platzwartinnen` of `Kassenwart`.)
        stem = word.removesuffix(ending)
        if stem != word and len(stem) > _FIRST + _HEAD and compound_of_nouns(stem, lang):
            return True
    listed = _simplemma_dictionary(lang)
    i = _head(word, lang)
    if not _plain_capitalized(word) or listed is None or i is None:
        return False
    head, first = word[i].upper() + word[i + 1 :], word[:i]
    lemma = listed.get(head) or ""
    if head.lower() in name_heads(lang):
        return False
    reading = _noun_reading(head, listed)
    # (A noun with no other form, a plural only, is read by the tables: `Kosten`, `Leute`.)
    if reading != "inflected" and not (reading == "bare" and ordinary(head, lang)):
        return False
    if len(lemma) < _HEAD:
        return False  # `Bäh-rens`: a short noun's form ends many a name by chance
    return any(
        _ordinary_part(part, lang) or compound_of_nouns(part.capitalize(), lang)
        for link in _LINKS
        if first.endswith(link) and len(stem := first[: len(first) - len(link)]) >= _FIRST
        # (A linking `s` may stand for the noun's final `e`: `Urkunds-beamtin` of `Urkunde`.)
        for part in ((stem, stem + "e") if link == "s" else (stem,))
    )


# The endings that make a woman's noun of a man's (German `-in`, `-innen`).
_FEMININE_ENDINGS = ("innen", "in")


def person_noun(word: str, lang: str) -> bool:
    """Whether `word` names a person by an office, a rank or a trade, by its morphology in a
    language that makes a woman's noun of a man's (`Kommissar` and `Kommissarin`): the
    dictionary lists both forms of the word or of its compound's head (`Polizei-kommissar`,
    `Oberstaats-anwältin`, `Kriminalhaupt-kommissarin`). No known name is one, though the
    dictionary has a woman's form of its spelling (`Müller`, `Müllerin`): the name lists speak
    for the name; nor is a word whose head ends many known names (`Bollmann`, though the
    dictionary has `Männin`)."""
    language = get_language(lang)
    listed = _simplemma_dictionary(lang)
    if listed is None or not language.nouns_capitalized or not _plain_capitalized(word):
        return False
    if known_name(word, lang):
        return False
    # The word and each end of it the dictionary lists, longest first (`Oberkommissar`,
    # listed alone, `Kommissar`, listed with `Kommissarin`).
    ends = [word[i].upper() + word[i + 1 :] for i in range(_FIRST, len(word) - _HEAD + 1)]
    for noun in (word, *ends):
        if noun.lower() in name_heads(lang):
            return False
        if _paired_by_sex(noun, listed):
            return True
    return False


def _paired_by_sex(noun: str, listed: Mapping[str, str]) -> bool:
    """Whether the dictionary lists `noun` and its pair of the other sex: a man's noun and its
    woman's with `-in` (`Anwalt`, `Anwältin`; `Zeuge`, `Zeugin`), or the reverse."""
    if listed.get(noun) is None or len(noun) < _HEAD:
        return False
    stem = noun.removesuffix("in")
    if stem != noun:
        return any(listed.get(man) for man in {stem, stem + "e", _plain(stem)} if man != noun)
    stem = noun.removesuffix("e")
    return any(listed.get(woman) for woman in {stem + "in", _umlauted(stem) + "in"})


def _plain(word: str) -> str:
    """`word` without the umlaut on its last umlauted vowel (`Anwält` -> `Anwalt`)."""
    vowel = max(word.rfind(v) for v in "äöü")
    if vowel < 0:
        return word
    return word[:vowel] + word[vowel].translate(_PLAIN) + word[vowel + 1 :]


_PLAIN = str.maketrans("äöü", "aou")


def _short_head_compound(word: str, lang: str) -> bool:
    """Whether `word` is a compound of a common word and a noun of three letters (`Dach-bau`,
    `Hoch-bau`, `Feld-weg`), a head the dictionary inflects and that ends few known names or
    places (`short_heads`: not `-tal`, `-hof`, `-rat`, which end many: `Wuppertal`). The
    first part is a noun the dictionary lists in its plural (`Dächer`, `Straßen`) or a word
    it writes in lower case (`hoch`, `tief`): a river's or a region's name, which it lists
    with its cases like a noun, has no plural (`Rhein-bau` is a firm's own name)."""
    if not _plain_capitalized(word) or len(word) < _FIRST + 1 + _SHORT_HEAD:
        return False
    if known_name(word, lang) or word[-_SHORT_HEAD:].lower() not in short_heads(lang):
        return False
    first = word[:-_SHORT_HEAD]
    # (The readings of a plural in `-e` and of a dropped `e` are not asked after a known name
    # or place, `Berlin-bus` is no `Berline`'s; nor the first after a link such a noun does
    # not take, `Mai-n-bus`.)
    named = known_name(first, lang)
    return any(
        _common_part(part, lang, plural_e=not named and link in _E_PLURAL_LINKS)
        for link in _LINKS
        if first.endswith(link) and len(stem := first[: len(first) - len(link)]) >= _FIRST
        # (A first part drops its noun's final `e`: `Schul-bus` of `Schule`.)
        for part in ((stem, stem + "e") if not (link or named) else (stem,))
    )


# The links after a noun whose plural is `-e` (`Werk-bus`, `Werk-s-bus`, `Tag-e-bau`).
_E_PLURAL_LINKS = ("", "s", "es", "e")


def _common_part(stem: str, lang: str, plural_e: bool = False) -> bool:
    """Whether a short-headed compound's first part is a common noun, by a plural the
    dictionary lists (an umlaut, `-er`, or `-n` after `-e`: `Dächer`, `Felder`, `Straßen`;
    a family name of its spelling is no matter, `Dach`), or an adjective, by its declined or
    superlative form (`tiefem`, `höchste`; not `oder`)."""
    listed = _simplemma_dictionary(lang)
    if listed is None or not stem.isalpha():
        return False
    lower = stem.lower()
    adjective = (lower + "em", lower + "ste", _umlauted(lower) + "ste")
    if any(listed.get(form) == lower for form in adjective):
        return True
    noun = stem[0].upper() + lower[1:]
    plurals = [noun + "er", noun + "ern"] + ([noun + "n"] if noun.endswith("e") else [])
    if _umlauted(noun) != noun:  # (`Rheine`, a river's case, is no plural)
        plurals += [_umlauted(noun) + ending for ending in ("", "e", "er")]
    if any(form != noun and listed.get(form) == noun for form in plurals):
        return True
    # With `plural_e`, a plural in `-e` with its dative in `-en` (`Werke`, `Werken`:
    # `Werk-bus`): a river's dative `Rheine` has no such form beside it.
    return plural_e and all(listed.get(noun + ending) == noun for ending in ("e", "en"))


def _umlauted(word: str) -> str:
    """`word` with an umlaut on its last `a`, `o` or `u` (`Dach` -> `Däch`), as a plural or
    a superlative takes it; as it is where it has none."""
    vowel = max(word.rfind(v) for v in "aouAOU")
    if vowel < 0:
        return word
    return word[:vowel] + word[vowel].translate(_UMLAUTS) + word[vowel + 1 :]


# The letters of a short compound head (`Bau`, `Amt`, `Weg`).
_SHORT_HEAD = 3


@cache
def short_heads(lang: str) -> frozenset[str]:
    """The nouns of three letters (lower-cased) the dictionary lists with their plural or
    cases that end fewer than `_NAME_HEAD` known names and places of seven letters or more
    (`bau`, `amt`, `weg`; not `tal`, `hof`, `rat`): a compound's head."""
    listed = _simplemma_dictionary(lang)
    if listed is None:
        return frozenset()
    counts: dict[str, int] = {}
    for name in family_names() | given_names() | places(lang):
        if len(name) > _FIRST + _SHORT_HEAD:
            end = name[-_SHORT_HEAD:].lower()
            counts[end] = counts.get(end, 0) + 1
    heads = {
        lemma.lower()
        for lemma in set(listed.values())
        if len(lemma) == _SHORT_HEAD and _plain_capitalized(lemma)
    }
    return frozenset(
        head
        for head in heads
        if counts.get(head, 0) < _NAME_HEAD
        and _noun_reading(head.capitalize(), listed) == "inflected"
    )


def verbal_noun(word: str, lang: str) -> bool:
    """Whether `word` is a noun made of a verb the dictionary lists, by the ending the language
    makes any verb's noun with (`Language.verbal_noun_suffixes`: `Aufkantung` of `aufkanten`,
    `Verschalungen` of `verschalen`): a trade's or a field's word no dictionary lists is
    made so every day, and a name is not. Only a plain capitalized word of no name list
    (`Hornung` is a family name), its stem of three letters or more."""
    language = get_language(lang)
    listed = _simplemma_dictionary(lang)
    if listed is None or not language.verbal_noun_suffixes or not _plain_capitalized(word):
        return False
    if known_name(word, lang):
        return False
    lower = word.lower()
    for suffix in language.verbal_noun_suffixes:
        stem = lower.removesuffix(suffix)
        if stem == lower or len(stem) < _FIRST:
            continue
        for ending in language.infinitive_endings:
            lemma = listed.get(stem + ending)
            if lemma is not None and lemma.islower():
                return True
    return False


def listed_compound_with_a_towns_head(word: str, lang: str) -> bool:
    """Whether the dictionary lists `word` as a noun of its own, a compound whose head ends
    many towns (`Vereins-heim`, `Burg-berg`: `name_heads`), its first part an ordinary noun
    and no known name (`Nikolaus-kapelle`), and no name list knows the whole: as likely a
    town's name by its form, the noun after its article (`im Vereinsheim`)."""
    if not dictionary_noun_form(word, lang) or known_name(word, lang):
        return False
    i = _head(word, lang)
    if i is None or word[i:].lower() not in name_heads(lang):
        return False
    first = word[:i]
    return any(
        _ordinary_part(stem, lang) and not known_name(stem, lang)
        for link in _LINKS
        if first.endswith(link) and len(stem := first[: len(first) - len(link)]) >= _FIRST
    )


def _abbreviated_head(head: str) -> bool:
    """Whether a hyphened compound's head is a short abbreviation in capitals (`Blinddarm-OP`,
    `Kunden-PIN`): after ordinary words it names a thing; no legal form (`Bau-GmbH` is a
    company's name)."""
    return (
        head.isalpha()
        and head.isupper()
        and 2 <= len(head) <= 4
        and legal_form_of(f"X {head}") is None
    )


def _ordinary_part(part: str, lang: str, hyphen: bool = False) -> bool:
    """Whether a compound's first part is an ordinary word (a noun, or a word the language
    writes in lower case: `Reet`, `binär`), no known name or place and no acronym. Before a
    hyphen, which German writes mostly after a name (`Allianz-Versicherung`, `Vox-Programm`),
    a noun only where the dictionary lists its plural or cases: a brand's or a region's name
    it lists bare (`Lotto`, `Pyrenäen`); or a single letter (`E-Mail`, `U-Bahn`) or a verb's
    stem (`Quietsch-Problem`, `Bastel-Ecke`), which no name is made of."""
    if not part or not part.isalpha() or (part.isupper() and len(part) > 1):
        return False
    if hyphen and len(part) == 1:
        return True
    noun = part[0].upper() + part[1:].lower()
    if known_name(noun, lang) and not foreign_name_noun(noun, lang):
        # (A family name that is a noun too is the noun in a closed compound: `Herbst-ferien`.
        # Before a hyphen it is read by the caller, which joins a firm's name to its kind too.)
        return not hyphen and _family_name_noun(noun, lang)
    listed = _simplemma_dictionary(lang)
    reading = dictionary_noun(noun, lang) or (
        "inflected" if foreign_name_noun(noun, lang) else None
    )
    if hyphen and part[:1].isupper():
        return reading == "inflected" or any(
            lower_case_lemma(part.lower() + ending, lang) for ending in ("en", "n")
        )
    return reading is not None or (listed is not None and part.lower() in listed)


def expanded_abbreviation(word: str, lang: str) -> bool:
    """Whether simplemma's dictionary lists `word`, in capitals, as the abbreviation of an
    ordinary word it writes in lower case (Swedish `IVA` -> `intensivvårdsavdelning`): a
    thing's or a unit's short name, no one's initials."""
    listed = _simplemma_dictionary(lang)
    lemma = listed.get(word) if listed is not None and word.isupper() else None
    return bool(lemma) and lemma.islower() and len(lemma) > len(word)


def lower_case_lemma(word: str, lang: str) -> str | None:
    """The lemma simplemma's dictionary gives the lower-case `word`, where it is one written
    in lower case (`alten` -> `alt`); None elsewhere."""
    listed = _simplemma_dictionary(lang)
    lemma = listed.get(word) if listed is not None else None
    return lemma if lemma and lemma.islower() else None


def _plain_capitalized(word: str) -> bool:
    """A word of letters with one capital, its first: no acronym (`EU`) or mixed case (`iPod`,
    `McLaren`)."""
    return word.isalpha() and word[:1].isupper() and (len(word) == 1 or word[1:].islower())


def foreign_name_noun(word: str, lang: str) -> bool:
    """Whether `word` is a noun the dictionary lists with its plural or cases (`Kind`,
    `Kinder`) that only another language's name lists hold as a name, and no main town (an
    alternative name of a place, a county of `Kinder`, is no town a German writes): as the
    first part of a compound it is the noun (`Kinderarzt`, `Kindergarten`), not the English
    family name `Kinder`. A name of the language's own lists (`Fischer`, `Nikolaus`) stays
    one there (`Nikolauskapelle`)."""
    listed = _simplemma_dictionary(lang)
    if listed is None or word in main_places(lang) or own_name(word, lang):
        return False
    return _noun_reading(word, listed) == "inflected"


def own_name(word: str, lang: str) -> bool:
    """Whether `word` is a given or family name of the language's own name lists."""
    locale = get_language(lang).names_locale
    return any(
        word in names(locale, gender)
        for names in (local_given_names, local_family_names)
        for gender in ("male", "female")
    )


def own_given_name(word: str, lang: str) -> bool:
    """Whether `word` is a given name of the language's own lists (`Sabine`), not only a
    family name of them that another language's lists hold as a given name (`Wende`)."""
    locale = get_language(lang).names_locale
    return any(word in local_given_names(locale, gender) for gender in ("male", "female"))


def known_name(word: str, lang: str) -> bool:
    """Whether a name list knows `word` (or its capitalized form), or the name it is a
    genitive or place adjective of (`Berlins`, `Berliner`): a given or family name of Faker's
    lists, a place of the lexicon."""
    language = get_language(lang)
    capitalized = word[:1].upper() + word[1:]
    bases = {word, capitalized} | {
        capitalized[: -len(ending)]
        for ending in language.name_endings
        if capitalized.endswith(ending) and len(capitalized) > len(ending) + 2
    }
    given, family, known_places = given_names(), family_names(), places(lang)
    return any(base in given or base in family or base in known_places for base in bases)


@cache
def name_heads(lang: str) -> frozenset[str]:
    """The ends (lower-cased, four letters or more) of many known names and places (`berg`,
    `burg`, `mann`, `dorf`): a compound ending in one is as likely a name as a noun. Many:
    an end shared by a few is chance (`-stelle`, `-haus`, against thousands of nouns)."""
    counts = _name_ends(lang)
    ends = {end for end, count in counts.items() if count >= _NAME_HEAD}
    # An end that far more of the dictionary's nouns take is a noun's (`-lage`: thirty names
    # and places, near nine hundred nouns, `Rechtslage`, `Grundlage`), not a name's.
    nouns: dict[str, int] = {}
    listed = _simplemma_dictionary(lang)
    for lemma in {value for value in listed.values() if value[:1].isupper()} if listed else ():
        lower = lemma.lower()
        for i in range(_FIRST, len(lower) - _HEAD + 1):
            if lower[i:] in ends:
                nouns[lower[i:]] = nouns.get(lower[i:], 0) + 1
    return frozenset(end for end in ends if nouns.get(end, 0) < _NOUN_HEAD * counts[end])


@cache
def _name_ends(lang: str) -> Mapping[str, int]:
    """How many known given and family names and places each end (lower-cased, four letters
    or more, after three letters or more) ends: `berg` hundreds, `kosten` none."""
    counts: dict[str, int] = {}
    for name in family_names() | given_names() | places(lang):
        lower = name.lower()
        for i in range(_FIRST, len(lower) - _HEAD + 1):
            counts[lower[i:]] = counts.get(lower[i:], 0) + 1
    return counts


# How many known names or places an end may end and still be a noun's tail for
# `capitalized_noun`: one may be chance, two say names are made with it (`-bach`, `-recht`).
_NAME_TAIL = 2


def capitalized_noun(word: str, lang: str) -> bool:
    """Whether `word`, with its capital in a language that capitalizes its nouns (German), is
    a common noun by simplemma's dictionary, which lists German nouns as written, with their
    capital and all their forms: the word itself as a form of a capitalized lemma
    (`Kästchen`, `Mietrecht`), or a compound whose tail is one (`Rechtsanwalts-kosten`,
    `Annahme-verzug`), or a hyphened compound of such nouns (`Steuer-Identifikationsnummer`).

    No known given or family name or place is one. Nor is a word whose end ends several known
    names or places (`-bach`, `-dorf`, `-mann`: `Kettenbach` is made as family names are),
    unless the dictionary lists the whole word with a plural or case no name takes
    (`Mietrechte`) or it ends in a noun's suffix (`Kästchen`): simplemma lists some proper
    names too (`Dahrendorf`), bare. A compound the dictionary does not list needs a word
    before its tail too (`Lammerskötter` is no `Lammer` and `Kötter`)."""
    if not get_language(lang).nouns_capitalized:
        return False
    parts = word.split("-")
    if len(parts) > 1:
        *first, head = parts
        return capitalized_noun(head, lang) and all(
            (capitalized_noun(part, lang) or _family_name_noun(part, lang))
            and not _only_places_decline(part, lang)
            for part in first
        )
    listed = _simplemma_dictionary(lang)
    if listed is None or not _plain_capitalized(word) or _named_or_placed(word, lang):
        return False
    # The longest tail the dictionary lists decides (`Ketten-bach`, not `Kettenb-ach`).
    i = _head(word, lang)
    name_tail = i is not None and _name_ends(lang).get(word[i:].lower(), 0) >= _NAME_TAIL
    lemma = listed.get(word) or ""
    if lemma[:1].isupper() and not known_name(lemma, lang):
        suffixes = get_language(lang).noun_suffixes
        if _noun_reading(word, listed) == "inflected" or (
            suffixes and word.lower().endswith(suffixes)
        ):
            # (Not a building's or a region's name of a known name: `Münster-land`, `Hof-burg`.)
            return i is None or not _given_or_place_before_head(word, i, lang)
        # (Listed bare, with no form but the genitive a name takes too: a name, `Siemens`.)
        return not name_tail and compound_of_nouns(word, lang)
    if name_tail:
        return False
    if compound_of_nouns(word, lang):
        return True
    if i is None:
        return False
    tail = word[i].upper() + word[i + 1 :]
    reading = _noun_reading(tail, listed)
    # (A tail listed bare is a noun where the tables list it, or as a compound of nouns
    # itself: `Kosten`, `Anwalts-kosten`; not `Condor` of `Aerocondor`, a name.)
    if not (
        reading == "inflected"
        or (reading == "bare" and (ordinary(tail, lang) or capitalized_noun(tail, lang)))
    ):
        return False
    # The part before the tail is a word too, after its linking letters (`Rechtsanwalt-s`,
    # `Annahme`): a family name is made of a syllable no dictionary lists (`Lammers-kötter`).
    first = word[:i]
    return any(
        stem in listed or stem.lower() in listed or capitalized_noun(stem, lang)
        for link in _LINKS
        if first.endswith(link) and len(stem := first[: len(first) - len(link)]) >= _FIRST
    )


def _only_places_decline(word: str, lang: str) -> bool:
    """Whether every plural or case form the dictionary lists of `word` is a place's name too
    (`Rhein-e`, `Main-e`): a river's name, which the dictionary declines as a noun and which
    opens a district's name before a hyphen (`Rhein-Sieg-Kreis`)."""
    listed = _simplemma_dictionary(lang)
    lemma = listed.get(word) if listed is not None else None
    if listed is None or not lemma:
        return False
    forms = _inflections(lemma, lemma, listed) + _inflections(word, lemma, listed)
    return bool(forms) and all(_place(form, lang) for form in forms)


def _named_or_placed(word: str, lang: str) -> bool:
    """Whether a name list knows `word` (`known_name`) or it is a town or village of the
    language's own countries (`Holungen`, which reads as a verb's noun)."""
    return known_name(word, lang) or word in settlements(lang)


def _place(word: str, lang: str) -> bool:
    """Whether `word` is a known place or a town or village of the language's countries."""
    return word in places(lang) or word in settlements(lang)


def _family_name_noun(part: str, lang: str) -> bool:
    """Whether a compound's part that a name list knows is a noun there, as the dictionary
    reads it with a plural or case no name takes (`Steuer-`, `Fahrzeug-`, `Herbst-ferien`),
    and no given name or place: a family name may be a noun too, a given name before a head
    names a building or is a double given name's (`Nikolaus-kapelle`, `Anna-Lena`), a place
    a district's (`Rhein-Sieg-Kreis`)."""
    listed = _simplemma_dictionary(lang)
    if listed is None or not _plain_capitalized(part) or part in given_names():
        return False
    if _place(part, lang):
        return False
    return _noun_reading(part, listed) == "inflected"


def inflected_form(word: str, lang: str) -> bool:
    """Whether the language's morphology reads `word`, lower-cased, as an inflected form of
    another ordinary word (a verb's imperative or person, a noun's case: Czech `Pište` ->
    `psát`, Hungarian `Hívjon` -> `hív`, Swedish `Hyran` -> `hyra`, Polish `Przyjdź` ->
    `przyjść`): the language's own dictionary where it has one (Polish: Morfeusz), simplemma's
    elsewhere. A known name or place never is, whatever else it is a form of (`Ring`)."""
    if known_name(word, lang):
        return False
    lower = word.lower()
    dictionary = dictionary_for(lang)
    if dictionary is not None:
        if dictionary.family_name(word) or dictionary.place_name(word):
            return False  # Polish `Dobra`, a town too
        return dictionary.ordinary(lower) and dictionary.lemma(lower) not in ("", lower)
    lemma = lower_case_lemma(lower, lang)
    return lemma is not None and lemma != lower


def listed_lower_case_only(word: str, lang: str, abroad: bool = False) -> bool:
    """Whether simplemma's dictionary of `lang` lists `word` in lower case and never with its
    capital, and no name list knows it: the dictionary writes names with their capital
    (`Ronneby`), so a word it knows only in lower case is an ordinary one (Swedish `skicka`).
    With `abroad`, only the language's own name lists are asked (`Ange`, a French given name,
    is a Swedish verb); the caller asks for the places it counts."""
    listed = _simplemma_dictionary(lang)
    if listed is None:
        return False
    if abroad:
        if own_name(word, lang):
            return False
    elif known_name(word, lang):
        return False
    lower = word.lower()
    return lower in listed and lower.capitalize() not in listed


def read_in_lower_case(word: str, lang: str) -> bool:
    """Whether simplemma's dictionary of `lang` lists `word` with its capital and reads it to
    a lemma in lower case (Swedish `Se` -> `se`, `Alla` -> `all`): the text it was learnt from
    had the word opening sentences as the ordinary word, where it gives a name itself as its
    lemma (`Ronneby`). Not a name of the language's own lists, nor a town or village of its
    own countries (`Vi`, a village too); a town abroad of its spelling (`Se`, in Brazil) says
    nothing in a text of this language."""
    listed = _simplemma_dictionary(lang)
    if listed is None or not word[:1].isupper() or word.isupper():
        return False
    lemma = listed.get(word)
    if lemma is None or not lemma.islower() or own_name(word, lang):
        return False
    return word not in settlements(lang) and word not in own_towns(lang)


def listed_abbreviation(span: str, lang: str) -> bool:
    """Whether `span`, case aside, is an abbreviation of words that simplemma's dictionary of
    `lang` lists with its full stops (Swedish `m.m.`, med mera; `bl.a.`, `t.ex.`): a phrase
    cut short, which a heading in capitals writes as initials are written (`YRKANDEN M.M.`)."""
    listed = _simplemma_dictionary(lang)
    folded = span.casefold()
    return listed is not None and "." in folded.rstrip(".") and folded in listed


def plain_noun(word: str, lang: str) -> bool:
    """Whether `word`, in lower case, is a noun of the language's part-of-speech index or a
    form of one (`walkers`, `inspections`, `manager`), and no inflected form of a verb
    (`said`, `arrived`, `works`): what follows a name opening a sentence is its verb in a
    form of its own, what follows a word that modifies a noun (`Keen walkers`, `Line
    manager`) is that noun. False where the language has no such index."""
    index = get_language(lang).word_class_index
    if not index or not word.islower():
        return False
    lemma = _lemma_of(word, lang)
    if lemma != word and lemma in listed_words(index, "verb"):
        return False
    return lemma in listed_words(index, "noun")


def noun_plural(word: str, lang: str) -> bool:
    """Whether `word`, in lower case, is the plural the language's lemma tables read to a
    noun by its ending (`Language.noun_endings`: `carers` -> `carer`, `volunteers`): a
    lemma the part-of-speech index lists as a noun, or that it does not list at all (`carer`,
    a British word) and that is no adjective's nor verb's alone. False where the language has
    no such index."""
    language = get_language(lang)
    if not language.word_class_index:
        return False
    lemma = _lemma_of(word, lang)
    endings = [ending for ending in language.noun_endings if ending]
    if lemma == word or not any(word == lemma + ending for ending in endings):
        return False
    classes = word_classes_of(lemma, lang)
    return not classes or "noun" in classes


def _lemma_of(word: str, lang: str) -> str:
    """The lemma the language's lemma tables give `word` (itself where none does)."""
    for table in get_language(lang).common_word_tables:
        lemma = _lemmas(table).get(word)
        if isinstance(lemma, str):
            return lemma
    return word
