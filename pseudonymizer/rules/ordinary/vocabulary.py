"""Cues of words that name no one by what they are: function words (`We'll`, `Komu`), a title
of address alone (`Pan`), a degree after a name (`Ph.D.`), platforms (`Instagram`), a
currency beside an amount (`RON 4,150`), a unit after a count (`45 Min.`), a bank's code
after its word (`BIC NDEASESS`), a weekday in a run of weekdays (`Mon/Wed/Fri`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from stdnum import bic

from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.amounts import amount_words, unit_words
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.demonyms import own_nationality
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.formulas import abbreviated_phrase_word
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.numerals import spelled_count
from pseudonymizer.lexicon.places import own_towns
from pseudonymizer.lexicon.platforms import platform
from pseudonymizer.lexicon.titles import (
    kin_title,
    kinship_word,
    outer_titles,
    post_nominals,
    title_words,
)
from pseudonymizer.lexicon.vocabulary import (
    compound_of_nouns,
    dictionary_noun,
    listed_abbreviation,
    noun_plural,
    number_word,
    stop_words,
)
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.capitals import opening_word
from pseudonymizer.rules.ordinary.lexical import known, ordinary_as_written
from pseudonymizer.rules.ordinary.text import word_before

# How far before a currency's code in brackets its amount may stand (`22 euros (EUR)`).
_AMOUNT_REACH = 30


def currency(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a currency's ISO code or sign (CLDR's, through `amount_words`)
    beside a number or in brackets after an amount (`100 Romanian lei (RON)`, `22 euros
    (EUR)`), or a currency's name after a count spelled out (`zwei Mark`, `fünfzig Kronen`):
    a unit, which a model takes for an organization, a place or a given name."""
    span = mention.text_in(text)
    if span in amount_words(lang).after and spelled_count(word_before(text, mention.start), lang):
        return True
    if span not in amount_words(lang).before:
        return False
    before = text[max(0, mention.start - _AMOUNT_REACH) : mention.start]
    after = text[mention.end : mention.end + 2].lstrip(" \u00a0")
    bracketed = before.endswith("(") and any(char.isdigit() for char in before)
    return bracketed or before.rstrip(" \u00a0")[-1:].isdigit() or after[:1].isdigit()


def measure_unit(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a unit's name, with its full stop where CLDR cuts it short,
    right after a count in digits (`45 Min.`, `2,5 Std.`, `3-4 Tg.`): the measure of what was
    counted, which a reader of capitals takes for a name (`Min` is a given name too)."""
    span = mention.text_in(text)
    written = span + "." if text.startswith(".", mention.end) else span
    units = unit_words(lang)
    if written not in units and span not in units:
        return False
    reach = max(0, mention.start - _COUNT_REACH)
    return _COUNT_BEFORE.search(text, reach, mention.start) is not None


# A count in digits right before a unit (`45 `, `2,5 `, `3-4 `), no part of a longer token.
_COUNT_BEFORE = re.compile(r"(?<![\w.,/])\d+(?:[.,]\d+)?(?:[–-]\d+(?:[.,]\d+)?)?[ \u00a0]\Z")
# How far before a unit its count is looked for.
_COUNT_REACH = 16


# A weekday's name, as a run of them is joined: a slash, a dash, a comma or an ampersand.
_CALENDAR_NEIGHBOUR_AFTER = re.compile(r"[ \t]*[/–—&,-][ \t]*([^\W\d_]+\.?)")
_CALENDAR_NEIGHBOUR_BEFORE = re.compile(r"([^\W\d_]+\.?)[ \t]*[/–—&,-][ \t]*\Z")


def calendar_run(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a weekday's or month's name, abbreviated or not, joined to
    another by a slash, a dash, a comma or `&` (`Mon/Wed/Fri mornings`, `Tue–Thu`,
    `Jan-Mar`): opening hours and periods, however much an abbreviation is also a place's
    name (`Mon`, `Wed`) that a recognizer found."""
    if not calendar_word(mention.text_in(text), lang):
        return False
    after = _CALENDAR_NEIGHBOUR_AFTER.match(text, mention.end)
    before = _CALENDAR_NEIGHBOUR_BEFORE.search(text, max(0, mention.start - 12), mention.start)
    return any(
        found is not None and calendar_word(found.group(1), lang) for found in (after, before)
    )


# The words a bank's code is written after (`BIC`, `SWIFT`, `SWIFT/BIC`, `BIC-Code:`).
_BANK_CODE_WORD = re.compile(r"(?:BIC|SWIFT)(?:[/-](?:BIC|SWIFT|Code|kód|kod))?\W{0,3}\Z", re.I)


def bank_code(text: str, mention: Mention) -> bool:
    """Whether the mention is a bank's business identifier code (valid to python-stdnum's
    `bic`) right after its word (`BIC ESSESESS`, `SWIFT: KOMBCZPP`): the bank's, as public
    as its name, which a model takes for a person written in capitals. Only after the word:
    eight capitals alone may be a name in capitals that happens to be shaped as one."""
    if not bic.is_valid(mention.text_in(text)):
        return False
    return _BANK_CODE_WORD.search(text, max(0, mention.start - 16), mention.start) is not None


def function_words_only(words: Sequence[str], lang: str) -> bool:
    """Whether every word is a function word of `lang` (a pronoun, an article, a clitic:
    `We'll`, `I'm`, `Komu`): no number word (`five`), no acronym but the pronoun `I`."""
    stops = stop_words(lang)
    for word in words:
        if word.isupper() and len(word) > 1:
            return False
        if word.lower() not in stops and word.lower().replace("’", "'") not in stops:
            return False
        if number_word(word, lang):
            return False
    return True


def platforms(words: Sequence[str], lang: str, opens: bool) -> bool:
    """Whether the mention names platforms and nothing else (`Instagram`, `Instagram and
    Facebook`, Hungarian `WhatsAppon`): a service's name, no one's. Where the mention opens a
    sentence its first word may be an ordinary one whose capital is the sentence's (Hungarian
    `Küldd Instagramra`, send it to Instagram)."""
    named = [word for word in words if word.lower() not in stop_words(lang)]
    if opens and len(named) > 1 and opening_word(named[0], lang):
        named = named[1:]
    return bool(named) and all(platform(word) for word in named)


def chat_abbreviation(words: Sequence[str], lang: str, opening: bool = False) -> bool:
    """Whether the mention is one word a chat writes short in capitals (German `WE` for
    `Wochenende`, `OK`, `LG`): the language's `chat_abbreviations`, as written in capitals,
    or with the capital of the sentence it opens (`opening`: `Btw has anyone ...`, `Tbh`)
    where no name list knows those letters as a name (`Imo` is one too); elsewhere in lower
    or mixed case the same letters may be a word or a name (`We`)."""
    if len(words) != 1 or words[0].upper() not in get_language(lang).chat_abbreviations:
        return False
    if words[0].isupper():
        return True
    known = words[0] in given_names() or words[0] in family_names()
    return opening and words[0] == words[0].capitalize() and not known


def post_nominal(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a degree written after a name (`Ph.D.` of `Anna Bílková,
    Ph.D.`), with or without the full stop the mention's edge left outside."""
    span = mention.text_in(text)
    return bool(span) and span.rstrip(".") in post_nominals(lang)


def title_alone(words: Sequence[str], lang: str) -> bool:
    """Whether the mention is one title of address of the language, one that says a
    person's gender and stands outside the name (`Pan`, `Frau`, `Mr`), and no family name
    too (not `Richter`): the name, where there is one, is the next word. An office alone
    (`the President`) is not: it points at the one who holds it."""
    if len(words) != 1 or words[0].capitalize() in family_names():
        return False
    language = get_language(lang)
    title = words[0].casefold()
    gendered = title in language.female_titles or title in language.male_titles
    return gendered and title in outer_titles(lang)


def kin_alone(words: Sequence[str], mention: Mention, lang: str) -> bool:
    """Whether the mention is one word of kinship alone (`Tata`, `Babcia`, `Aunt`), as a
    family calls its own: the kinship, kept, even where a family name or a place is spelled
    so (`Tata`, a town and a surname): the relative's name, where the text gives it, is the
    next word. Not where a title vouches for a family name of its spelling (`pan Wujek`)."""
    return len(words) == 1 and kin_title(words[0], lang) and not mention.attrs.context


def water_by_shore(words: Sequence[str], text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a river, a lake or a sea: one or two capitalized words right
    after one of the language's `shore_words` (`nad Sanem`, `znad Bałtyku`), the first a
    place's name in the dictionary, and no town of the language's own place lists (`nad
    Mielcem` would be one). Public water everyone finds on a map, kept: replaced, it became
    a town (`nad Słupskiem`), which no one sails."""
    language = get_language(lang)
    dictionary = dictionary_for(lang)
    if not language.shore_words or dictionary is None or not 0 < len(words) <= _SHORE_WORDS:
        return False
    if word_before(text, mention.start).lower() not in language.shore_words:
        return False
    if not all(word[:1].isupper() for word in words) or not dictionary.place_name(words[0]):
        return False
    towns = own_towns(lang)
    return not any(lemma in towns for lemma in dictionary.place_lemmas(words[0])) and (
        " ".join(words) not in towns
    )


# The most words of a river's or a lake's name (`Jezioro Żywieckie`).
_SHORE_WORDS = 2


def titles_before_a_name(
    words: Sequence[str], text: str, mention: Mention, following: Sequence[Mention], lang: str
) -> bool:
    """Whether the mention is the titles that stand before a person's name, ending in an
    academic one (`Oberarzt Dr.`, `Chefärztin Prof.`): the name follows right after it, its
    last word is a title of the language's (`Dr`, `Prof`), and the words before it are
    ordinary words, a post or a profession (a noun of the dictionary where nouns are
    capitalized), none a known name. The person is the name after them; replaced, the
    titles became pseudo-words around a title's full stop (`Gzdhczjr No.`). So is one title
    alone before the name, of no gender (`Cllr`, `HHJ`, which a model reads as a body)."""
    if not words or words[-1].casefold() not in title_words(lang):
        return False
    person = next((other for other in following if other.start >= mention.end), None)
    if person is None or person.category is not Category.PERSON:
        return False
    if not _TITLE_GAP.fullmatch(text, mention.end, person.start):
        return False
    return all(
        word.casefold() in title_words(lang)
        or (
            not known([word], lang)
            and (
                ordinary_as_written(word, lang)
                or dictionary_noun(word, lang) is not None
                or compound_of_nouns(word, lang)
            )
        )
        for word in words[:-1]
    )


# Between an abbreviated title and the name: its full stop and a space.
_TITLE_GAP = re.compile(r"\.?[ \u00a0]+")


def abbreviation_phrase(text: str, mention: Mention) -> bool:
    """Whether the mention is the second word of a phrase abbreviated letter by letter (`z.
    Hd.`, zu Händen; `i. A.`, im Auftrag): one to three letters with their full stop, right
    after a lower-case letter and its full stop. Such a phrase stands before a name in a
    letter's address or signature and is no part of it; its full stop made it look like a
    sentence's first word."""
    return text.startswith(".", mention.end) and abbreviated_phrase_word(
        text, mention.start, mention.end + 1
    )


def abbreviation_after_word(span: str, text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is an abbreviation of words the language's dictionary lists
    (`listed_abbreviation`: `M.M.`, med mera) right after an ordinary word on its line, with
    no name after it (`YRKANDEN M.M.`, `Kostnader m.m.`): the phrase that ends a heading, no
    one's initials, which stand before a family name (`M.M. Svensson`)."""
    if not listed_abbreviation(span, lang):
        return False
    before = word_before(text, mention.start)
    if not before or not ordinary_as_written(before, lang):
        return False
    after = text[mention.end : mention.end + 2].lstrip(" ")
    return not after[:1].isupper()


def venue_kind_alone(words: Sequence[str], lang: str) -> bool:
    """Whether the mention is a venue's kind alone (`Cafe`, `Bistro`: `Language.venue_word`),
    which a model read as a person where the venue's own name before it went unread
    (`Magpie Cafe`): the kind names no one, and no given name is spelled so."""
    if len(words) != 1 or words[0] in given_names():
        return False
    language = get_language(lang)
    return language.venue_word(words[0])


def service_site(words: Sequence[str], text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a site of a public service by its kind (`Language.service_sites`)
    alone or after capitalized ordinary words only (`Town Hall`, `Bus Station`, `Hospice`): no
    word a known name or place says which one, so it points at no one. A town or a name
    before the kind (`Lancaster Station`, `Emily Hall`) is someone's and replaced, a kind that
    is a name too stands alone as the name (`Hall`), and a title vouches for a name (`Mr
    Hall`). A part of such a name the recognizers found apart (`Town` and `Hall` of `Town
    Hall staff`) is read with the capitalized words beside it."""
    if not words or mention.attrs.context:
        return False
    language = get_language(lang)
    before = _WORDS_BEFORE.search(text, max(0, mention.start - _REACH), mention.start)
    after = _WORDS_AFTER.match(text, mention.end, mention.end + _REACH)
    run = [
        *_titled_end(before.group(1).split() if before else []),
        *words,
        *reversed(_titled_end(after.group(1).split()[::-1] if after else [])),
    ]
    if len(run) > 1 and run[0].lower() in language.definite_articles:
        run = run[1:]
    if any(word in language.person_titles for word in run):
        return False
    return _service_site(run, lang)


# How far the capitalized words beside a mention are read (`service_site`).
_REACH = 40
# Words a space apart, right before and right after a mention.
_WORDS_BEFORE = re.compile(r"((?:[^\W\d_]+ )+)\Z")
_WORDS_AFTER = re.compile(r"((?: [^\W\d_]+)+)")


def _titled_end(words: list[str]) -> list[str]:
    """The capitalized words that end `words`."""
    count = 0
    while count < len(words) and words[len(words) - 1 - count].istitle():
        count += 1
    return words[len(words) - count :]


def _service_site(words: Sequence[str], lang: str) -> bool:
    """Whether `words` are a service's site by its kind (`service_site`)."""
    sites = get_language(lang).service_sites
    if not words or words[-1] not in sites or not all(word.istitle() for word in words):
        return False
    before = words[:-1]
    if not before:
        return not known(words, lang)
    return all(ordinary_as_written(word, lang) for word in before) and not known(before, lang)


def plural_noun(words: Sequence[str], lang: str) -> bool:
    """Whether the mention is one capitalized word the language's tables read as the plural
    of a noun, no form of a verb (`Carers`, `Volunteers`, read as a people or a firm): a name
    is no plural of a common noun, and one that is (`Banks`, `Wells`) is a known name or
    place, which this never is."""
    if len(words) != 1 or not words[0].istitle() or not words[0].isalpha() or known(words, lang):
        return False
    return noun_plural(words[0].lower(), lang)


def kin_word(words: Sequence[str], lang: str) -> bool:
    """Whether the mention is one word a family calls its own by in place of a name, or a
    kinship's title alone (`Dad`, `Mum`, `Nan`, `Grandad`; `Language.kin_words`,
    `kin_titles`), perhaps with a possessive's ending (`Dad's`): the person is not named.
    The name after a kinship's title is another mention (`Nana Doreen`)."""
    core = [word for word in words if word[0] not in "'’"]
    if len(core) != 1:
        return False
    word = core[0].casefold()
    pattern = _kin_forms(lang)
    return kinship_word(word, lang) or (pattern is not None and pattern.fullmatch(word) is not None)


# A vowel lengthened before an ending (`anya` -> `anyám`).
_LENGTHENED = str.maketrans({"a": "á", "e": "é"})


@cache
def _kin_forms(lang: str) -> re.Pattern[str] | None:
    """The language's kin words with its `kin_endings` (`anyám`, `nagymamámtól`), their last
    vowel lengthened before them or not; None where the language has no such endings."""
    language = get_language(lang)
    if not language.kin_endings:
        return None
    stems = {kin.casefold() for kin in language.kin_words}
    stems |= {stem[:-1] + stem[-1].translate(_LENGTHENED) for stem in stems}
    alternatives = "|".join(sorted(map(re.escape, stems), key=len, reverse=True))
    return re.compile(f"(?:{alternatives}){language.kin_endings}")


def own_language(words: Sequence[str], lang: str, *, lower: bool = False) -> bool:
    """Whether the mention is the one word that names the document's own language or
    nationality (`English` in an English text: `Done in English`, `an English translation`;
    `česky` no, `Česká` yes in Czech): the text, written in it, says as much already, and a
    model that takes the word for a family name would put a person where a language stood.
    With `lower`, a word in lower case counts too: a nationality found as one (Swedish
    `läser svenska`, `ett svenskt pass`), where the language writes its languages and
    nationalities so; a name's mention in lower case is no language's capital word."""
    if len(words) != 1 or not (lower or words[0][:1].isupper()):
        return False
    return own_nationality(words[0], lang)
