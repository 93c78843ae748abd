"""Names by capitalization. Where no NER model reads a language (Polish, German, Swedish,
Hungarian) this is the main name detector; beside a model (English, Czech) it catches the names
the model missed, with a lower score so that the model's categories win where both found one.

A capital letter inside a sentence marks a proper name, except in German, where every noun has
one, and in English, where headings and legal style capitalize ordinary words (the Court): there
a capitalized word counts only when it is not an ordinary word of the language (or is a known
given name, family name or place). At the start of a sentence
the capital says nothing, so the word counts only when it is not an ordinary word, or is a known
name. A German known name that is also an ordinary noun (`Mann`, `König`) counts only next to
another name. Neighbouring capitalized words, with name particles between them (`von`, `de`),
form one mention. Categories come from the name lists: a known person name gives PERSON, a
known place LOCATION, anything else OTHER (a name of unknown kind is still replaced).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

from pseudonymizer.analyze import Analysis, plain
from pseudonymizer.categories import Category
from pseudonymizer.detect.addresses import named_as_street
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import Language, get_language
from pseudonymizer.lexicon.acronyms import public_body
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.demonyms import demonyms, inhabitant
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.identifiers import identifier_acronyms
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.inflection.suffixes import WifeSuffix
from pseudonymizer.lexicon.institutions import (
    compound_organization_word,
    institution_compound,
    organization_word,
)
from pseudonymizer.lexicon.legal_forms import legal_forms
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import (
    diminutive_lemma,
    given_lemma,
    is_given_form,
    nickname_reading,
)
from pseudonymizer.lexicon.place_forms import place_form
from pseudonymizer.lexicon.places import main_places, places, settlements
from pseudonymizer.lexicon.professions import professions
from pseudonymizer.lexicon.qualifications import language_level
from pseudonymizer.lexicon.regions import region_ending, region_name
from pseudonymizer.lexicon.substitutes import local_given_name
from pseudonymizer.lexicon.titles import office_word, title_words
from pseudonymizer.lexicon.vocabulary import (
    capitalized_noun,
    common_lower,
    common_words,
    compound_noun,
    dictionary_noun,
    joined_words,
    listed_lower_case_only,
    ordinary,
    stop_words,
)
from pseudonymizer.lexicon.word_forms import formed_reading, name_form
from pseudonymizer.model import Document, Mention

_WORD = re.compile(r"[^\W\d_]")
# A contraction's clitic ending a word (`n't`, `'ll`, `'re`, `'ve`, `'m`, `'d`): a verb's or a
# pronoun's, never a name's (a possessive's `'s` is a name's: `Peter's`).
_CONTRACTION = re.compile(r"(?i)n['’]t$|['’](?:ll|re|ve|m|d)$")
PARTICLES = frozenset({"von", "van", "de", "da", "di", "du", "la", "le", "del", "dos", "af"})
# An acronym hyphened to a word in lower case (`HR-generalista`, `EU-tagállam`).
_ACRONYM_COMPOUND = re.compile(r"[^\W\d_a-z]{2,5}-[^\W\d_A-Z]{3,}")
# The fewest letters of a word of its own after an acronym's hyphen that no table lists.
_OWN_NOUN = 5
# The adjective an acronym makes with `-s` (`OTP-s`, `MÁV-os`, `MÁV-osoknak`).
_ADJECTIVE_ENDING = re.compile(r"[aáeéoóöő]?s")
# Characters that may open a sentence before its first word.
_OPENERS = set("\"'„“”«»‚‘(–-[")
_QUOTES = frozenset({"„", "“", '"', "«", "»", "‚", "‘"})
# After these a capital is expected whatever the word.
_EXPECT_CAPITAL = frozenset({":", "„", "“", "«", "»", '"'})


@dataclass(frozen=True)
class ProperNounRecognizer:
    lang: str
    name: str = "proper_nouns"
    score: float = 0.5
    language: Language = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "language", get_language(self.lang))

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        # Regex words, not the model's tokens: walking a spaCy Doc in Python costs as much as
        # all the other recognizers together, and capitals need no better tokenization.
        tokens = plain.tokenize(text)
        initial = _sentence_initial(text, tokens, analysis.sentences)
        run: list[int] = []
        for i, (start, end) in enumerate(tokens):
            if not run and not text[start].isupper():
                continue  # most words: lower-case, no name under way
            word = text[start:end]
            if run and self._and_of_organization(text, tokens, i):
                run.append(i)
                continue
            if run and text[tokens[run[-1]][1] : start] not in (" ", ""):
                yield from self._mention(text, tokens, run)  # a name does not cross a line
                run = []
            joins = word in PARTICLES or word in self.language.name_joiners
            particle = bool(run) and joins and _next_is_name(text, tokens, i)
            if particle or self._is_name(text, tokens, i, i in initial, bool(run)):
                run.append(i)
            else:
                yield from self._mention(text, tokens, run)
                run = []
        yield from self._mention(text, tokens, run)

    def _is_name(
        self, text: str, tokens: list[tuple[int, int]], i: int, initial: bool, continuing: bool
    ) -> bool:
        word = text[tokens[i][0] : tokens[i][1]]
        if len(word) == 1 or not (word[0].isupper() and _WORD.match(word)):
            return False
        if word in identifier_acronyms():
            return False  # `PESEL`, `IBAN`: what a number is, never part of a name
        if language_level(word):
            return False  # `B1`, `C1.2`: a level of the common European framework, no name
        language = self.language
        if word in language.capitalized_pronouns:
            return False  # `Vašeho`, `Ihnen`: polite address, never part of a name
        if word.casefold() in _titles_after(language):
            return False  # `Úr` of `Tisztelt Szalontai Úr!`: the title, after the name
        if word in language.person_titles and text.startswith(".", tokens[i][1]):
            # `Dr.` of `Bakosné Dr. Tóth Gizella`: a title inside a name is the title, kept as
            # written; the names on either side of it are the person's.
            return False
        if _ACRONYM_COMPOUND.fullmatch(word) and self._ordinary_tail(word):
            return False  # `HR-generalista`, `IT-vezető`: a common noun's compound, a job's
        if _CONTRACTION.search(word):
            return False  # `Won't`, `Didn't`, `We'll`, `I'd` opening a sentence: a verb's
        if _number_noun(word, self.lang) and _NUMBER_AFTER.match(text, tokens[i][1]):
            return False  # `Nr.` of `Mehrfamilienhaus Nr. 3`: the word of the number after it
        if (
            word.lower() in stop_words(self.lang)
            and not (language.nouns_capitalized and self._opens_name(text, tokens, i, initial))
            and not self._family_before_given(text, tokens, i)
        ):
            return False
        if language.nouns_capitalized:
            return self._is_name_among_capitalized_nouns(text, tokens, i, initial, continuing)
        previous = text[tokens[i - 1][0] : tokens[i - 1][1]] if i else ""
        titled = continuing and previous.casefold() in title_words(self.lang)
        if (
            (not continuing or titled)
            and office_word(word, self.lang)
            and not self._family_before_given(text, tokens, i)
        ):
            # An office or a role opening a run or addressed by a title (`Dziekan`, `Panie
            # Dziekanie`, `Świadek Jan Nowak`) is no name, and the name after it is the
            # person's; after a given name it is one (`Jan Rektor`).
            return False
        known = word in given_names() or word in family_names() or word in places(self.lang)
        # (A known name's or place's case form is one too, though the tables list it as a
        # word's: Hungarian `Szegeden`, also `szeg` + `en`.)
        known = known or name_form(word, self.lang)
        # (So is a diminutive of a nickname of the language's table, `Sanyika` of `Sanyi`,
        # whatever word list holds it; a nickname as written, `Will`, is the word too.)
        known = known or _nickname_diminutive(word, self.lang)
        # (A word before a known given name is the family name, where it comes first.)
        known = known or self._family_before_given(text, tokens, i)
        if language.capitalized_common_words and continuing and not initial:
            return True  # `Google Public Data Explorer`: capitals after a name continue it
        if initial and not known and self._word_before_full_name(text, tokens, i):
            return False
        if initial or language.capitalized_common_words:
            return known or not ordinary(word, self.lang)
        return True

    def _and_of_organization(self, text: str, tokens: list[tuple[int, int]], i: int) -> bool:
        """Whether the token at `i`, after a capitalized word, is the `and` of an
        organization's name (`Language.organization_joiners`: `Budai Hagyományőrző és
        Kulturális Egyesület`, `Pannon Gép Ipari és Kereskedelmi Kft`), or the hyphen of the
        word it shortens before it (`Állam- és Jogtudományi Kar`): the capitalized words
        after it end in the organization's kind or legal form, which makes the words on both
        sides one name. Cut there, each half was a name of its own and the first a person or
        a town."""
        word = text[tokens[i][0] : tokens[i][1]]
        gap = text[tokens[i - 1][1] : tokens[i][0]]
        if word == "-" and gap == "" and i + 1 < len(tokens):
            i += 1  # (the hyphen of `Állam-`, the `és` after it)
            word, gap = text[tokens[i][0] : tokens[i][1]], text[tokens[i - 1][1] : tokens[i][0]]
        if word not in self.language.organization_joiners or gap != " ":
            return False
        last = ""
        for start, end in tokens[i + 1 :]:
            if text[start - 1] != " " or not text[start].isupper():
                break
            last = text[start:end]
        forms = legal_forms()
        return bool(last) and (
            organization_word(last, self.lang) or last in forms or last + "." in forms
        )

    def _word_before_full_name(self, text: str, tokens: list[tuple[int, int]], i: int) -> bool:
        """Whether the word at `i`, opening a sentence, is one the dictionary lists in lower
        case only, right before a family name and a given name (`Idén Kovács Mártával`, this
        year with Márta Kovács): where the family name comes first, the name is whole
        without it, and its capital is the sentence's."""
        word = text[tokens[i][0] : tokens[i][1]]
        return (
            self.language.family_name_first
            and i + 1 < len(tokens)
            and text[tokens[i][1] : tokens[i + 1][0]] == " "
            and self._family_before_given(text, tokens, i + 1)
            and self._adverb_opening(word)
        )

    def _ordinary_tail(self, word: str) -> bool:
        """Whether the lower-case word after an acronym's hyphen is a noun of its own
        (`vezetőnek`, `tagállam`; `generalista`, which no table lists, by its length), not
        the endings the acronym takes as a name does (`MÁV-nál`, `OTP-s`, `MÁV-osoknak`,
        which the inflector reads or which make its adjective)."""
        tail = word.split("-", 1)[1]
        if ordinary(tail, self.lang) or formed_reading(tail, self.lang) is not None:
            return True
        inflector = inflector_for(self.lang)
        return (
            len(tail) >= _OWN_NOUN
            and inflector.split(word)[1] is None
            and not _ADJECTIVE_ENDING.match(tail)
        )

    def _family_before_given(self, text: str, tokens: list[tuple[int, int]], i: int) -> bool:
        """Whether the capitalized word at `i` stands right before a given name the lists
        know (or is a family name they know before a capitalized word of no kind they know),
        where the family name comes first: the family name, though also an office or a
        function word (Hungarian `Bíró Kata`, `Nagy Anna`: a judge; big), since the office
        comes after a name there (`Kovács Anna bíró`)."""
        if not self.language.family_name_first or i + 1 >= len(tokens):
            return False
        word = text[tokens[i][0] : tokens[i][1]]
        following = text[tokens[i + 1][0] : tokens[i + 1][1]]
        # (In capitals both, as a heading writes them: `NAGY PÉTER`.)
        capitals = word.isupper() and following.isupper()
        if not (word[1:].islower() or capitals) or text[tokens[i][1] : tokens[i + 1][0]] != " ":
            return False
        if word.lower() in self.language.definite_articles:
            return False  # (`Az Imre...`: the article a speaker puts before a given name)
        if (_titled(following) if capitals else following) in given_names():
            return True
        # (A family name the lists know before a given name they miss: `Nagy Villő`.)
        return _given_after_family([_titled(word), following], self.language)

    def _is_name_among_capitalized_nouns(
        self, text: str, tokens: list[tuple[int, int]], i: int, initial: bool, continuing: bool
    ) -> bool:
        """German: every noun has a capital, so a capital marks a name only on a word that is
        no ordinary noun, or that German writes in lower case."""
        word = text[tokens[i][0] : tokens[i][1]]
        bases = _bases(word, self.language)
        place = any(base in places(self.lang) for base in bases)
        known = place or any(base in given_names() or base in family_names() for base in bases)
        following = text[tokens[i + 1][0] : tokens[i + 1][1]] if i + 1 < len(tokens) else ""
        previous = text[tokens[i - 1][0] : tokens[i - 1][1]] if i else ""
        if word.isupper():
            return True  # acronyms (`ADAC`, `IBM`) are names of organizations
        # A word German writes in lower case, capitalized inside a sentence or a quotation,
        # opens a name (`Süddeutsche Zeitung`, `die „Olympischen Spiele“`); the noun after it
        # belongs to the name.
        lower_case_word = self._lower_case_word(word)
        # (A code after a noun, `Kurs A2`, `Raum B12`, is what the noun numbers: no name's.)
        named_after = following[:1].isupper() and not any(c.isdigit() for c in following)
        if (
            lower_case_word
            and named_after
            and (not initial or previous in _QUOTES)
            and not self._attribute_of_office(word, following)
        ):
            return True
        if continuing and self._lower_case_word(previous):
            return True
        if initial and word.lower() in common_lower(self.lang):
            # `Anschließend`, `Heute` open a sentence; `Nürnberg` and `Anna` are names there
            # (a place that is also a lower-case word, `Laut`, is not).
            return word in given_names() or (place and not lower_case_word)
        if initial and (self._adverb_opening(word) or joined_words(word, self.lang)):
            return False
        if _repeated_around(text, tokens, i, self.lang):
            return False  # `Zug um Zug`, `Schritt für Schritt`: a noun's set phrase
        # A name that is also a noun (Mann, König, Kraft) needs a name beside it.
        if word in common_words(self.lang):
            beside_name = continuing or following in given_names()
            coded = following[:1].isupper() and not named_after
            if not continuing and (
                coded or previous.lower() in self.language.common_noun_determiners
            ):
                # After a possessive or an indefinite article the noun is what the person is
                # to the writer (`mein Mann Jonas`, `ein König`), no family name; before a
                # code it is what the code numbers (`Kurs A2`).
                return False
            if calendar_word(word, self.lang):
                # A month or weekday that is a given name or a place too (`Mai`, `August`)
                # is the month unless a name stands beside it (`August Bebel`).
                return beside_name or following in family_names()
            return word in given_names() or place or (known and beside_name)
        # A noun before a given name is what the person is to the writer (`Eheleute
        # Wolfgang und Gisela`, `Nachbar Jens`), no part of the name.
        before_given = not continuing and not known and following in given_names()
        if before_given and (compound_noun(word, self.lang) or dictionary_noun(word, self.lang)):
            return False
        # A compound noun alone (`Finanzkrise`); beside a name it may be part of the name
        # (`Europäische Kommission`).
        if continuing or named_after:
            return True
        return known or not (compound_noun(word, self.lang) or self._common_noun(word, initial))

    def _opens_name(self, text: str, tokens: list[tuple[int, int]], i: int, initial: bool) -> bool:
        """Whether a German function word with a capital opens a name: an ordinal or adjective
        after a lower-case word and before a capitalized one (`im Zweiten Weltkrieg`, `der
        Große Preis`), not a pronoun of polite address (`mit Ihren Kindern`)."""
        if initial or i == 0 or i + 1 >= len(tokens):
            return False
        word = text[tokens[i][0] : tokens[i][1]]
        previous = text[tokens[i - 1][0] : tokens[i - 1][1]]
        following = text[tokens[i + 1][0] : tokens[i + 1][1]]
        return (
            previous.islower()
            and following[:1].isupper()
            and word not in self.language.capitalized_pronouns
            and self._lower_case_word(word)
        )

    def _adverb_opening(self, word: str) -> bool:
        """Whether a word opening a sentence is one the dictionary lists only in lower case
        (`Anbei`, `Beiliegend`): no noun, whose capital would be its own, so the capital is
        the sentence's. A place abroad of that spelling (`Anbei`, a town in China) is no reason
        to read a German adverb as a name; a given name or a town of the language's own
        countries still is one."""
        code = self.lang
        return (
            listed_lower_case_only(word, code, abroad=True)
            and word not in given_names()
            and word not in settlements(code)
            and word not in main_places(code)
        )

    def _common_noun(self, word: str, initial: bool) -> bool:
        """Whether `word`, inside a sentence, is a common noun by the dictionary
        (`capitalized_noun`: `Kästchen`, `Rechtsanwaltskosten`) and names no people
        (`Argentinier`, whose nationality is personal data). Opening a sentence a family
        name the dictionary lists as a noun's form is as likely (`Heinze sagte`)."""
        if initial or inhabitant(word, self.lang) or word.lower() in demonyms(self.lang):
            return False
        return capitalized_noun(word, self.lang)

    def _attribute_of_office(self, word: str, following: str) -> bool:
        """Whether a word German writes in lower case, capitalized before an office or a
        role, is the adjectival noun that makes the office's title (`Vorsitzender Richter`,
        `Beisitzende Richterin`): the dictionary lists it as a noun with its capital too,
        which the adjective of a name (`Süddeutsche Zeitung`) is not."""
        office = following.lower()
        return (
            office in title_words(self.lang) or office in professions(self.lang)
        ) and dictionary_noun(word, self.lang) is not None

    def _lower_case_word(self, word: str) -> bool:
        """Whether `word`, capitalized here, is a word the language writes in lower case."""
        return word[:1].isupper() and word[:1].lower() + word[1:] in common_words(self.lang)

    def _mention(
        self, text: str, tokens: list[tuple[int, int]], run: list[int]
    ) -> Iterator[Mention]:
        while run and text[tokens[run[-1]][0] : tokens[run[-1]][1]] in PARTICLES:
            run = run[:-1]
        if not run:
            return
        words = [text[s:e] for s, e in (tokens[i] for i in run)]
        # A heading in capitals writes its ordinary words so too (`... ÖNÉLETRAJZA`, the
        # CV of): no part of the name of known names before them. A heading's words that
        # no list holds as names stay one (`KING'S BENCH DIVISION`, a court's).
        while (
            len(run) > 1
            and all(map(str.isupper, words))
            and _heading_word(words[-1], self.language)
            and all(_name_word(_titled(word)) for word in words[:-1])
        ):
            run, words = run[:-1], words[:-1]
        start, end = tokens[run[0]][0], tokens[run[-1]][1]
        named = " ".join(words)
        if region_name(named, self.lang) or (region := region_ending(named, self.lang)):
            # (`West Yorkshire`, `North West`, though `West` is a name too; `Carers Aid West
            # Yorkshire`: a body's ordinary words, then its region.)
            region = named if region_name(named, self.lang) else region
            yield Mention(end - len(region), end, Category.LOCATION, self.name, self.score)
            return
        before = ""
        if run[0] and text[tokens[run[0] - 1][1] : start] == " ":
            before = text[tokens[run[0] - 1][0] : tokens[run[0] - 1][1]]
        category = _category(words, self.language, before)
        yield Mention(start, end, category, self.name, self.score)


# A number right after a word cut short before it (`. 3` of `Nr. 3`).
_NUMBER_AFTER = re.compile(r"\.?[ \u00a0]?\d")


@cache
def _number_nouns(lang: str) -> re.Pattern[str] | None:
    nouns = get_language(lang).number_nouns
    return re.compile("|".join(nouns), re.IGNORECASE) if nouns else None


def _number_noun(word: str, lang: str) -> bool:
    """Whether `word` is one of the language's words of a number (`Nr`, `Nummer`, `No`)."""
    pattern = _number_nouns(lang)
    return pattern is not None and pattern.fullmatch(word) is not None


def _repeated_around(text: str, tokens: list[tuple[int, int]], i: int, lang: str) -> bool:
    """Whether the word at `i` stands twice around a lower-case function word (`Zug um Zug`,
    `Tag für Tag`, `Seite an Seite`): a set phrase of a noun, never a name, even where the
    noun is also a town's (`Zug`)."""
    word = text[tokens[i][0] : tokens[i][1]]
    for middle, other in ((i + 1, i + 2), (i - 1, i - 2)):
        if not (0 <= other < len(tokens)):
            continue
        between = text[tokens[middle][0] : tokens[middle][1]]
        if (
            between.islower()
            and between in stop_words(lang)
            and between not in get_language(lang).list_words  # (`Müller und Müller`)
            and text[tokens[other][0] : tokens[other][1]] == word
            and text[min(tokens[i][1], tokens[other][1]) : max(tokens[i][0], tokens[other][0])]
            == f" {between} "
        ):
            return True
    return False


def _bases(word: str, language: Language) -> list[str]:
    """The word, and the name it is made from if it is a genitive or a place's adjective
    (`Kanadas` -> `Kanada`, `Berliner` -> `Berlin`)."""
    return [word] + [
        word[: -len(ending)]
        for ending in language.name_endings
        if word.endswith(ending) and len(word) > len(ending) + 2
    ]


def _category(words: list[str], language: Language, before: str = "") -> Category:
    """The kind of the name of `words` (`before` is the word right before it, if any): from
    the name lists, of the name as written and without the ending the language's inflector
    takes off (`Jánosnál` is János's, `Győrben` Győr's); an organization's where a
    word of it says so (`Kft.`, `Egyesület`); else a place's where it reads as one."""
    names = [w for w in words if w not in PARTICLES]
    if named_as_street(" ".join(words)):
        # (`Rochdale Road`, `Long Causeway`: a street after a place or an adjective, no
        # person's nor a name of no kind, whose surrogates read as neither.)
        return Category.STREET
    if len(names) > 1 and all(map(str.isupper, names)):
        # A heading's name in capitals (`KOVÁCS-SZABÓ ÉVA`): read as the lists write it.
        names = [_titled(word) for word in names]
    inflector = inflector_for(language.code)
    stem, ending = inflector.split(" ".join(names))
    bare = stem.split(" ")
    if isinstance(ending, WifeSuffix):
        # (`Hajdúné`, `Hajdúnéval`: a woman called by her husband's name with `-né`, though
        # no list holds his; as a name of no kind it became a town.)
        return Category.PERSON
    if len(names) == 1 and (names[0] in given_names() or bare[0] in given_names()):
        if _home_town(names[0], language):
            return Category.LOCATION
        return Category.PERSON  # `Anna` is also a town somewhere; a person far more often
    if len(names) == 1 and _nickname_no_home_town(names[0], language):
        return Category.PERSON
    known = places(language.code)
    whole = _bases(" ".join(words), language)
    if any(name in known for name in whole) or (
        len(names) == 1 and any(base in known for base in (*_bases(names[0], language), *bare))
    ):
        return Category.LOCATION
    if _organization(names, language) and not _family_name_after_given(names, language):
        return Category.ORGANIZATION
    if len(names) == 1 and _named_institution(names[0], language):
        return Category.ORGANIZATION
    # The given name opens the name, or closes it where the family name comes first
    # (Hungarian `Nagy-Tóth Eszter`).
    given = bare[-1] if language.family_name_first else bare[0]
    # (A double given name joined by a hyphen, `Karl-Johan`, `Jean-Pierre`, is one too.)
    double = "-" in given and all(part in given_names() for part in given.split("-"))
    if all(_name_word(w) for w in bare) or given in given_names() or double:
        return Category.PERSON
    if _given_after_family(bare, language):
        return Category.PERSON
    if len(names) == 1 and _given_in_a_case(names[0], language, before):
        return Category.PERSON
    if len(names) == 1 and diminutive_lemma(names[0], language.code) is not None:
        # (`a Gizi`, `Mariska`, `Julis mama`: a diminutive of a given name no table lists,
        # which as a name of no kind became a town.)
        return Category.PERSON
    if _unlisted_given_before_family(names, language):
        return Category.PERSON
    if len(names) > 1 and _given_in_a_case(given, language, before):
        # (A given name in a case opening a full name, `Tomáše Šťastného`: the inflector
        # splits no ending off the two, and the name became a pseudo-word of no kind.)
        return Category.PERSON
    if _place(names, language, before):
        return Category.LOCATION
    return Category.OTHER


def _given_after_family(bare: list[str], language: Language) -> bool:
    """Whether a name's last two words are a family name the lists know and, after it where
    the family name comes first (Hungarian `Szabó Gellért`), a capitalized word of no kind the
    lists know: the given name, which the lists miss (`Kincső`, `Zente`, `Boldizsár`); as a
    word of no kind it was drawn as a town's name. Not a legal form or an organization's kind
    (`Nagy Kft`, `Tóth Alapítvány`), a place, or a word of capitals (a heading's)."""
    if not language.family_name_first or len(bare) < 2:
        return False
    # (The last two: a word that opens a letter's sentence may stand before them,
    # `Alulírott Nagy Villő`, the undersigned.)
    family, given = bare[-2:]
    return (
        _name_word(family)
        and family in family_names()
        and given[:1].isupper()
        and given[1:].islower()
        and given.isalpha()
        and given not in legal_forms()
        and given + "." not in legal_forms()
        and not organization_word(given, language.code)
        and given not in places(language.code)
    )


@cache
def _titles_after(language: Language) -> frozenset[str]:
    return frozenset(title.casefold() for title in language.person_titles_after)


def _titled(word: str) -> str:
    """`KOVÁCS-SZABÓ` -> `Kovács-Szabó`: each part of a word in capitals as a name writes it."""
    return "-".join(part.capitalize() for part in word.split("-"))


def _heading_word(word: str, language: Language) -> bool:
    """Whether a word in capitals is an ordinary word of the language, or one it builds of
    them (`ÖNÉLETRAJZA`), and no name of the lists (`KOVÁCS`, a smith, is a family name)."""
    titled = _titled(word)
    if _name_word(titled) or "-" in word:
        return False
    return (
        ordinary(word.lower(), language.code) or formed_reading(titled, language.code) is not None
    )


def _home_town(word: str, language: Language) -> bool:
    """Whether one word that another locale's lists hold as a given name is a main town
    (`Kiel`, `Jena`) that the language's own lists hold as none: drawn as a person, the city
    became a given name wherever the text named it."""
    own = local_given_name(word, language.names_locale)
    return not own and word in main_places(language.code)


def _nickname_no_home_town(word: str, language: Language) -> bool:
    """Whether one word is a nickname of the language's table (`Gurra`) or of a man's
    nickname's ending (Swedish `Bosse`, `Nisse`: `Language.masculine_name_endings`), and no
    town or village of the language's own country, where a town abroad is spelled so (a
    French `Bosse`): a friend of the letter, who became that town."""
    endings = language.masculine_name_endings
    nickname = nickname_reading(language.code, word) is not None or (
        bool(endings) and word.endswith(endings)
    )
    return nickname and word in places(language.code) and word not in settlements(language.code)


def _given_in_a_case(word: str, language: Language, before: str) -> bool:
    """Whether one word is a given name or a nickname in another case (`Terce`, `Míši`,
    `Zdenko`), which the lists hold only in the nominative, and no listed place in any case,
    after no place's preposition: a friend thanked or called by name, who got a town's name
    (`díky Poličce`) or a pseudo-word as a name of unknown kind."""
    code = language.code
    # (`Petrem`: Petr's instrumental, which no lemma of one name alone reads.)
    given = given_lemma(word, code) is not None or is_given_form(word, code)
    if not given or place_form(word, code, near=True):
        return False
    return before.lower() not in language.place_prepositions


def _organization(names: list[str], language: Language) -> bool:
    """Whether the name of several words holds one that makes it an organization's: a legal
    form (`Tisza Kertészet Kft`, `Nordgren Bygg AB`), a word naming an organization's kind
    (`Tiszai Horgász Egyesület`, `Turnverein Eichwalde`) or a firm's trade (`Dunmore
    Lettings`: `Language.firm_nouns`). One such word alone is the kind,
    no organization's name (`az Alapítvány`, `Skatteverket` may be either)."""
    forms = legal_forms()
    kinds = [
        word in forms
        or word + "." in forms
        or organization_word(word, language.code)
        or word in language.firm_nouns
        # (A public body's initials before its seat: `AOK Bayern`, `IHK Köln`.)
        or public_body(word, language.code)
        for word in names
    ]
    return len(names) > 1 and any(kinds) and not all(kinds)


def _family_name_after_given(names: list[str], language: Language) -> bool:
    """Whether a given name opens two words whose second is an organization's kind only as a
    compound's end (`Jonas Weißkirchen`, `Petra Steinkammer`): a family name built as a
    town's is, after a given name, the person's, not a church's or a chamber's. A legal
    form or the kind's noun alone (`Anna Klinik`) still makes an organization."""
    return (
        len(names) == 2
        and names[0] in given_names()
        and not language.family_name_first
        and compound_organization_word(names[1], language.code)
    )


def _named_institution(word: str, language: Language) -> bool:
    """Whether one word joins a name and an institution's kind (`institution_compound`:
    `Väsbysjukhuset`, `Ekbykyrkan`), the name a town of the language's country or no
    ordinary word (`Idrottsföreningen`, `Barnsjukhuset`: a sports club, a children's
    hospital): a hospital, a church or a school named after its place, an organization
    whose name is replaced in kind, not a person or a pseudo-word."""
    found = institution_compound(word, language.code)
    if found is None:
        return False
    code = language.code
    name = found[0]
    parts = {name, name.removesuffix("s")}
    # (A town that is a word too, `Lomma`, still names the school: `Lommaskolan`.)
    return any(part in settlements(code) for part in parts) or not any(
        ordinary(part, code) for part in parts
    )


def _unlisted_given_before_family(names: list[str], language: Language) -> bool:
    """Whether two words are a given name no list holds before a family name one does
    (`Zlatan Begić`, `Farhad Tehrani`): a person's name from abroad, as a text names a
    friend or a colleague, no place (`Trollhättan Lindström`) or thing of unknown kind.
    The first must be no place, no word of the language and no organization's kind
    (`Kungsbacka Bergman`, `Brf Lindström`), the second no place either."""
    if len(names) != 2 or language.family_name_first:
        return False
    given, family = names
    code = language.code
    if family not in family_names() or family in places(code) or given in places(code):
        return False
    return _plain_name(given, language) and not ordinary(given, code)


def _place(names: list[str], language: Language, before: str) -> bool:
    """Whether a name no list knows as a person's reads as a place's: a town or village of
    the language's countries (GeoNames' smaller lists: `Pannonhalma`, `Oberstdorf`), as
    written or without the ending a place takes (`Bugacon`, `Jokkmokks`); else, where it is
    no ordinary word either, a place to the language's dictionary (Polish `Zawoją`), a
    word in a case that says where (Hungarian `Gellérthegyre`), a name after a preposition
    that puts it in a place (`nach Connewitz`, `i Abisko`). Never a noun, an acronym, an
    organization's kind or a given name: the cues are weak, what the lists know is not
    (`Berg`, a German village, is a mountain first). Where only names have a capital, a
    village's name the tables also list in lower case, learnt from text (Hungarian `tihany`),
    is the village's; not where ordinary words have one too (English `President`, German
    `Horn`)."""
    code = language.code
    towns = settlements(code)
    if len(names) > 1:
        return " ".join(names) in towns  # `Bad Tölz`, whose `Bad` alone is a word
    word = names[0]
    inflector = inflector_for(code)
    bare, genitive = inflector.split(word)  # (`Liquidation’s` is read as `Liquidation`)
    if not (_plain_name(word, language) and _plain_name(bare, language)):
        return False
    stem, ending = inflector.split_place(word)
    capital_names = not (language.nouns_capitalized or language.capitalized_common_words)
    if stem in towns and (capital_names or not ordinary(stem, code)):
        return True
    if ordinary(word, code) or ordinary(bare, code):
        return False
    # (An ending read only as a place's: `Gellérthegyre`, not the genitive of `Jokkmokk's`.)
    if ending is not None and genitive is None:
        return True
    dictionary = dictionary_for(code)
    if dictionary is not None and dictionary.place_name(word):
        return True
    return before.lower() in language.locative_prepositions


def _plain_name(word: str, language: Language) -> bool:
    """Whether `word` may be nothing but a name: no noun of the language, no organization's
    kind, no acronym, no given name."""
    code = language.code
    if not all(part[1:].islower() for part in word.split("-")):
        return False  # `ADFC`, `KISSsoft`
    if word in given_names() or organization_word(word, code):
        return False
    if compound_noun(word, code) or dictionary_noun(word, code) is not None:
        return False
    return not (language.noun_suffixes and word.lower().endswith(language.noun_suffixes))


def _name_word(word: str) -> bool:
    """Whether `word` is a known given or family name, or a double-barrelled one of known
    names (`Nagy-Tóth`, `Smith-Jones`)."""
    return all(part in given_names() or part in family_names() for part in word.split("-"))


def _next_is_name(text: str, tokens: list[tuple[int, int]], i: int) -> bool:
    return i + 1 < len(tokens) and text[tokens[i + 1][0]].isupper()


def _sentence_initial(
    text: str, tokens: list[tuple[int, int]], sentences: list[tuple[int, int]]
) -> set[int]:
    """Indices of the first word token of each sentence (after any opening quotes or dashes),
    and of words right after a colon, an opening quote or a line break, where a capital is
    also expected."""
    starts = [start for start, _ in tokens]
    initial: set[int] = set()
    for sentence_start, _ in sentences:
        i = bisect_left(starts, sentence_start)
        while i < len(tokens) and not _WORD.match(text, tokens[i][0]):
            if text[tokens[i][0]] not in _OPENERS:
                break
            i += 1
        if i < len(tokens) and _WORD.match(text, tokens[i][0]):
            initial.add(i)
    for i, (start, end) in enumerate(tokens[:-1]):
        # A line opens like a sentence (`Gestern` after a letter's `Sehr geehrter Herr X,`).
        opener = text[start:end] in _EXPECT_CAPITAL or "\n" in text[end : tokens[i + 1][0]]
        if opener and _WORD.match(text, tokens[i + 1][0]):
            initial.add(i + 1)
    return initial


register(lambda language: ProperNounRecognizer(language.code), 70)


def _nickname_diminutive(word: str, lang: str) -> bool:
    """Whether `word` is a nickname of the language's table with more after it (`Sanyika`,
    `Pistikém`): a pet form made of a name, no ordinary word, as the nickname alone may be."""
    reading = nickname_reading(lang, word)
    if reading is None:
        return False
    nick = reading[0].casefold()
    return word.casefold() != nick and word.casefold().startswith(nick)
