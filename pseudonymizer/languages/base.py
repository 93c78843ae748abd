"""What a language is: its data and its behaviour, one `Language` object per language.

A language module (`en.py`) or package (`cs/`) builds its `Language` and the registry
(`languages/__init__.py`) finds it; the stages read only this object, never a language's code.
Data are word lists, patterns and settings; behaviour comes as hooks: the `Dictionary` that
knows the language's words (Polish: Morfeusz), the `Inflector` that puts a surrogate into the
form of the name it replaces (Czech declension, Polish generation, German, Swedish and English
genitives, Hungarian case suffixes) and its tag vocabulary; its package registers the
recognizers it adds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pseudonymizer.model import Forms

if TYPE_CHECKING:
    from pseudonymizer.categories import TagVocabulary
    from pseudonymizer.replace.attempts import AttemptPolicy

DateOrder = Literal["DMY", "MDY", "YMD"]
# What `Inflector.split` takes off a name and `Inflector.attach` puts back: each inflector's own.
Ending = Any


class Dictionary(Protocol):
    """A morphological dictionary that knows a language's words better than any word table
    (Polish: SGJP through Morfeusz, `languages/pl/morfeusz.py`): lemmas for propagation and
    rules, which words are ordinary, family names or places, and the forms of adjectives."""

    def lemma(self, token: str) -> str:
        """The token's lemma, lower-cased (the token lower-cased where it knows none)."""
        ...

    def ordinary(self, word: str) -> bool:
        """Whether the lower-case `word` is an ordinary word in some reading."""
        ...

    def family_name(self, word: str) -> bool:
        """Whether `word` reads as a family name (`Kowalski`, also an adjective)."""
        ...

    def place_name(self, word: str) -> bool:
        """Whether `word` (a form) reads as a place's name."""
        ...

    def adjective_lemma(self, word: str) -> str | None:
        """The lemma of `word` read as an adjective, None where it reads as none."""
        ...

    def adjective_forms(self, lemma: str) -> frozenset[str]:
        """Every form, lower-cased, of the adjective `lemma`; empty where it knows none."""
        ...

    def place_adjective(self, lemma: str, places: Sequence[str]) -> bool:
        """Whether an adjective derived from `places` is that of a place (not `Julia`'s) and
        no other word (`łaski`, Łask's, is mostly the genitive of `łaska`)."""
        ...


@dataclass(frozen=True)
class NameRequest:
    """A person's or place's name whose surrogate an `Inflector` draws in the name's form.

    `forms` are its words as the language's pipeline read them (empty where none were read);
    `seed(key, attempt)` is the keyed seed of a word or lemma at an attempt; `attempt` counts
    the surrogates already refused (another entity's, or spelling an original), and `policy`
    says how far the language's own lists may serve. A person's single word is a `family`
    name where the document says so; with `nominative`, the surrogate is wanted in the
    nominative (its dictionary form)."""

    original: str
    place: bool
    forms: Forms
    attempt: int
    seed: Callable[[str, int], int]
    policy: AttemptPolicy
    family: bool = False
    nominative: bool = False


class Inflector:
    """How a language puts a surrogate into the form of the name it replaces. This base class
    is a language whose names take no endings: a surrogate is written as drawn."""

    # The spaCy pipeline's components whose reading of each word's case, number, gender and
    # lemma (`Forms`, read in context) the inflector needs (Czech: the morphologizer and the
    # lemmatizer); none where it needs no reading.
    components: tuple[str, ...] = ()

    def split(self, name: str) -> tuple[str, Ending | None]:
        """`name` without the ending its surrogate takes over (`Annas`: `Anna` and the
        genitive; `Afrikából`: `Afrika` and the elative), and that ending; None for none."""
        return name, None

    def attach(self, name: str, ending: Ending) -> str:
        """`name` with an ending `split` took off another name, as this name takes it."""
        return name

    def inflect(self, request: NameRequest) -> str | None:
        """A surrogate of the request's name in the name's form, drawn from the language's
        own lists of inflected names; None where it has none to give (the name's words were
        not read, or its lists are used up): a surrogate is then drawn as for any language."""
        return None

    def name_key(self, original: str, forms: Forms, place: bool, family: bool) -> str | None:
        """What every case of one name shares and two names do not (its lemmas as read), where
        `forms` read them; None where names are not declined."""
        return None

    def street(self, original: str, rng: random.Random) -> str | None:
        """A street's name (its capitalized words, `Dlouhé` of `v Dlouhé ulici`) drawn by
        `rng` in the original's form, where the language declines street names; None where it
        writes them as drawn (Faker's streets serve as they are)."""
        return None

    def lemmas(self, original: str, forms: Forms) -> str | None:
        """A person's name with each word in its dictionary form (`Jana Kowalskiego` -> `Jan
        Kowalski`), as an e-mail address spells it; None where names are not declined."""
        return None

    def name_forms(self, name: str, surrogate: str) -> tuple[tuple[str, str], ...]:
        """Each form of a person's name word `name` (a lemma: `Jan`) beside the same form of
        its surrogate (`Petr`): `Jana` and `Petra`, `Janovi` and `Petrovi`; for an address that
        spells a name in another form than its dictionary's (`jana.kratochvil@` of Jan
        Kratochvíl). Empty where names are not declined."""
        return ()


@dataclass(frozen=True)
class Alternation:
    """A word written one of two ways by the sound of the word after it: Czech `v`/`ve`,
    Polish `z`/`ze`, English `a`/`an`. `other` is written before a word `wants_other` says
    (None where it cannot tell: `an 8`, a symbol), `plain` before any other. A surrogate that
    starts with another sound than its original needs the other form before it, which stands
    outside the mention."""

    plain: str
    other: str
    wants_other: Callable[[str], bool | None]


@dataclass(frozen=True, eq=False)
class Language:
    """Language-specific settings shared by detection and replacement.

    `phone_regions` are the phonenumbers regions whose national formats are searched for
    (numbers written with `+` and a country code are found whatever the region);
    `national_ids` names the national identifier recognizers run for the language (IBANs and
    payment cards are searched in every language); `numeric_date_orders` lists the orders a
    numeric date like 03/04/2021 may be read in, most likely first; `native_tags` is the tag
    vocabulary `--tags native` writes (the language's corpus tags). `date_templates` are the
    ways a date is written with a month name, as regular expressions with `{D}` day, `{M}`
    month name (any of Babel's forms for the language, genitive included) and `{Y}` year,
    longest form first;
    `month_abbreviations` is False where Babel's abbreviations are ordinary words (Czech `pro`,
    Polish `lis`) rather than a way dates are written. `more_month_forms` are the cases of
    month names CLDR does not give (Czech `v únoru`, Polish `w maju`), with their numbers.

    Names: `common_word_tables` are spacy-lookups-data tables listing the language's ordinary
    words (a capitalized word that is none of them is likely a name), `common_word_lists` the
    tables that list words by part of speech, with the part of them taken (English WordNet's
    adverbs: `unfortunately` takes no ending, so no lemma table lists it);
    `simplemma_language` the language's code in simplemma, whose dictionary lists the words
    no lemma table has, those that take no ending (Swedish `dessutom`, `tyvärr`);
    `nouns_capitalized` says
    capitals alone do not mark names (German); `person_titles` stand before a name and are
    written in every inflected form (`pan`, `pana`, `panu` ...), `person_titles_after` follow it
    (Hungarian `úr`), `post_nominals` follow a judge's name (`Mummery LJ`); `titles_in_name`
    are titles that are part of how the person is named (`Sir Nicolas`, `Judge Clarke`), kept
    inside the mention, while the others (`Mr`, `Dr`) only say gender or degree and stay out.
    `age_patterns` are the ways an age is said, regular expressions with `{N}` for the number;
    `time_patterns` the ways a time of day is said, `{N}` standing for the hour and minutes.
    `capitalized_common_words` says that ordinary words
    are often capitalized inside sentences too (English headings and legal style: the Court,
    the Government), so a capital marks a name only on a word that is no ordinary word.
    `demonym_forms` turns CLDR's language names into the adjectives of nationality (`polski`,
    `deutschen`, `svenskt`): names ending in the first string, that string stripped, then each
    ending of the third added (the second string is put back before them where it belongs); the
    first ending makes the lemma, and a language whose `dictionary` inflects (Polish) takes every
    form from it instead (`polscy`, `niemieccy`, which no ending makes). `place_adjectives` derive
    the adjectives of places from CLDR's territory names, and with `city_adjectives` from the
    lexicon's city names too: a name ending in the first string of a pair takes the second
    instead (`Kolumbia` with ("ia", "ijski") -> `kolumbijski`, `Japan` with ("", "isch") ->
    `japanisch`); the adjective endings also say which adjectives written inside CLDR's names
    count (`Britisches Pfund`, `Brytyjskie Wyspy Dziewicze`). The rules may over-generate: only
    words the language's dictionary knows as adjectives are kept.
    `adjective_after_noun` says a currency's name puts the country's adjective after the
    noun (Polish `złotych polskich`), so the noun alone is its first word;
    `extra_amount_words` are ways of writing units and currencies that CLDR does not list
    (`sq. m`, `pounds sterling`).
    `institution_nouns` are stems of the nouns that end an institution's name after its
    capitalized words (Czech `Ústavní soud`, Swedish `Högsta domstolen`, German `Hirzel
    Verlag`), and
    `noun_endings` the case endings such a stem takes (`soud-u`, `domstol-en`).
    `number_after_street` says addresses put the house number after the street's name with
    no street word (Czech `Drtinova 17, Praha`).
    `name_joiners` are lower-case words inside place names between capitalized ones (Czech
    `Ústí nad Labem`, Polish `Frankfurt nad Odrą`).
    `list_words` join the items of a list or range (`5 and 15 October`, `5. až 7. listopadu`).
    `capitalized_pronouns` are the pronouns of polite address, written with a capital inside a
    sentence (German `Sie`, `Ihnen`, Czech `Vám`, `Vaší`, Swedish `Ni`, Hungarian `Önnek`):
    they open no name and are no part of one.
    `letter_formulas` are the salutations and closings of a letter (`Dear`, `Kind regards`,
    `Vážená`, `S pozdravem`), regular expressions matched case-insensitively where a sentence
    or line opens: their capitals are the formula's, no name's (`Kind`, a family name too).
    `family_name_first` says a full name puts the family name first (Hungarian `Kiss Róbert`).
    `female_titles` and `male_titles` are the `person_titles` (and `person_titles_after`),
    case-folded, that say a woman or a man is named (`Mrs`, `paní`, `Herr`, `úr`): a name
    beside one is a family name of that gender.
    `alternations` are the words before a name written by its first sound (`v`/`ve`, `a`/`an`).
    `kin_titles` are the `person_titles` that name a kinship (`Oma`, `Aunt`): a title found
    alone becomes another of its kind, never one of these for a degree or office (`Dr` ->
    `Opa`).
    `town_countries` are the GeoNames countries whose towns (of over 5,000 people) stand in for
    a town, where Faker's towns for the language are made up (English `East Howardfort`) or
    too few for a corpus (Swedish has 45, German 392: a news corpus names more, and then
    drew from other languages' lists); empty where the language's towns are declined.
    `person_locales` are Faker locales of other countries where the language is spoken, whose
    persons' names serve beside the language's own (German: Austria's and Switzerland's,
    1,733 family names where Germany's list has 406).
    `number_words` are the words for 0, 1, 2 ... as a duration writes them (`three years`), for
    a surrogate of another number; only where a number word has one form whatever its noun
    (English), so a duration's surrogate agrees.
    `name_endings` are added to a name to make its genitive (German `Kanadas`, `Luthers`) or
    the capitalized adjective of a place (`Berliner`, `Schweizer`), so a known name is still
    known with one of them.
    `weekdays_decline` says a weekday's form comes from its sentence (Czech `v pátek`, Polish
    `w niedzielę`), so a weekday alone is not moved by the date shift.
    `identity_documents` are regular expressions (case-insensitive, inflected forms included)
    of the names of documents and identifiers whose number follows them (`passport`,
    `občansk\\w* průkaz\\w*`, `IČO`): such a number is an ID whatever its format, and the
    name itself identifies no one; `number_nouns` the words that may stand between the name
    and its number (`number`, `číslo`, `Nr.`).

    Behaviour: `spacy_model` is the spaCy pipeline (a PyPI package) that reads the language,
    None where none is on PyPI; `word_class_components` its components that tag each word's
    part of speech, which detection reads where the language's word tables miss the words
    that open sentences (Czech adverbs: `Včera`, `Zítra`); `dictionary` the morphological
    dictionary that knows its words better than any table (Polish: Morfeusz), None where it
    has none; `inflector` how a surrogate takes the form of the name it replaces. A
    recognizer only the language runs (Polish names from SGJP) is registered by its package
    (`detect/registry.py`).
    """

    code: str
    name: str
    faker_locale: str
    phone_regions: tuple[str, ...]
    date_templates: tuple[str, ...] = ()
    month_abbreviations: bool = True
    more_month_forms: tuple[tuple[str, int], ...] = ()
    national_ids: tuple[str, ...] = ()
    numeric_date_orders: tuple[DateOrder, ...] = ("DMY", "YMD")
    native_tags: TagVocabulary | None = None
    common_word_tables: tuple[str, ...] = ()
    common_word_lists: tuple[tuple[str, str], ...] = ()
    simplemma_language: str | None = None
    nouns_capitalized: bool = False
    person_titles: tuple[str, ...] = ()
    person_titles_after: tuple[str, ...] = ()
    post_nominals: tuple[str, ...] = ()
    titles_in_name: tuple[str, ...] = ()
    age_patterns: tuple[str, ...] = ()
    time_patterns: tuple[str, ...] = ()
    capitalized_common_words: bool = False
    demonym_forms: tuple[str, str, tuple[str, ...]] | None = None
    place_adjectives: tuple[tuple[str, str], ...] = ()
    city_adjectives: bool = False
    name_endings: tuple[str, ...] = ()
    family_name_first: bool = False
    capitalized_pronouns: frozenset[str] = frozenset()
    letter_formulas: tuple[str, ...] = ()
    institution_nouns: tuple[str, ...] = ()
    noun_endings: tuple[str, ...] = ("",)
    number_after_street: bool = False
    name_joiners: tuple[str, ...] = ()
    list_words: frozenset[str] = frozenset()
    adjective_after_noun: bool = False
    extra_amount_words: tuple[str, ...] = ()
    number_words: tuple[str, ...] = ()
    town_countries: tuple[str, ...] = ()
    person_locales: tuple[str, ...] = ()
    kin_titles: tuple[str, ...] = ()
    female_titles: frozenset[str] = frozenset()
    male_titles: frozenset[str] = frozenset()
    alternations: tuple[Alternation, ...] = ()
    weekdays_decline: bool = False
    identity_documents: tuple[str, ...] = ()
    number_nouns: tuple[str, ...] = ()
    spacy_model: str | None = None
    word_class_components: tuple[str, ...] = ()
    dictionary: Dictionary | None = None
    inflector: Inflector = field(default_factory=Inflector)

    @property
    def names_locale(self) -> str:
        """The locale of the persons' names, several joined by `+` (`de_DE+de_AT+de_CH`)."""
        return "+".join((self.faker_locale, *self.person_locales))
