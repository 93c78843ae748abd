"""The surrogate operators: how each category's surrogate is made, one operator per category.

An operator is a chain of steps, each a function from a `Request` to a surrogate or None (it
makes none for this original): the first surrogate made is the one. The steps here adapt the
makers of the other modules of this package (persons, titles, dates ...) to a request; the
table at the end registers each category's chain, in the order a reader notices most (a title
found alone is a title first, a date is moved before any date is drawn). `register` replaces a
category's operator, so a project can bring its own:

    register(Category.PASSWORD, lambda request: "*" * len(request.original))

Every request comes with an attempt: the first surrogates come from the language's lists,
further ones (the earlier was another entity's, or spelled an original) from other languages'
lists, and from the policy's last resort on, from the original's shape (`last_resort`).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from itertools import takewhile
from typing import Protocol

from babel.dates import format_date
from faker import Faker

from pseudonymizer.casing import cased_like
from pseudonymizer.categories import Category
from pseudonymizer.choices import AgeStyle
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.acronyms import initials
from pseudonymizer.lexicon.attempts import POLICY
from pseudonymizer.lexicon.demonyms import own_nationality, region_adjective
from pseudonymizer.lexicon.faker_lists import faker_for
from pseudonymizer.lexicon.grammar import Grammar
from pseudonymizer.lexicon.identifiers import COURT_REGISTER_SHAPE
from pseudonymizer.lexicon.inflection.base import NameRequest
from pseudonymizer.lexicon.inflection.suffixes import WifeSuffix
from pseudonymizer.lexicon.institutions import (
    institution_compound,
    organization_word,
    public_institution_word,
)
from pseudonymizer.lexicon.legal_forms import legal_form_of
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import name_gender, nickname_reading
from pseudonymizer.lexicon.places import country_names, main_places, places, settlements
from pseudonymizer.lexicon.professions import jobs_like
from pseudonymizer.lexicon.qualifications import education_word
from pseudonymizer.lexicon.states import countries, state_name
from pseudonymizer.lexicon.substitutes import Gender, local_given_name
from pseudonymizer.lexicon.titles import leading_titles, post_nominals, title_words
from pseudonymizer.lexicon.vocabulary import ordinary
from pseudonymizer.lexicon.word_forms import formed_reading, town_of_adjective
from pseudonymizer.model import EMPLOYER, Entity, Forms, Mention, WordForm
from pseudonymizer.replace.ages import age_surrogate
from pseudonymizer.replace.dates import (
    CLOCK_ALONE,
    DAY_MONTH_ALONE,
    case_years_moved,
    on_timeline,
    only_years_numbered,
    shift_date,
    shift_day_alone,
    shift_time,
    shift_weekday_and_day,
    with_years_moved,
    years_alone,
    years_moved,
)
from pseudonymizer.replace.durations import duration_surrogate
from pseudonymizer.replace.emails import email_surrogate
from pseudonymizer.replace.identifiers import id_surrogate
from pseudonymizer.replace.organizations import organization_surrogate, with_legal_form
from pseudonymizer.replace.persons import person_surrogate
from pseudonymizer.replace.phones import phone_surrogate
from pseudonymizer.replace.places import (
    address_like,
    country_like,
    house_number_like,
    place_like,
    postcode_like,
)
from pseudonymizer.replace.shapes import (
    CLOCK,
    amount_like,
    number_like,
    same_shape,
    sounded_like,
)
from pseudonymizer.replace.venues import venue_like
from pseudonymizer.replace.web import url_surrogate, username_surrogate

# Where a language's lists are used up, these locales' lists serve, one drawn by the seed.
MORE_LOCALES = (
    *("en_US", "en_GB", "de_DE", "de_AT", "cs_CZ", "sk_SK", "pl_PL", "hu_HU", "sv_SE"),
    *("da_DK", "no_NO", "fi_FI", "nl_NL", "fr_FR", "it_IT", "es_ES", "pt_PT", "hr_HR"),
    *("sl_SI", "ro_RO", "lt_LT", "lv_LV", "et_EE", "tr_TR"),
)


# The document's places (as written, their stems and lemmas, case-folded) -> the attempt that
# drew each one's surrogate and how the pipeline read the place there (its gender and number,
# None for a name of several words): a name that holds the place draws it so.
TownDraws = Mapping[str, tuple[int, WordForm | None]]


class Generator(Protocol):
    """What an operator asks of the generator behind a request (`FakerSurrogates`): the keyed
    seed, the run's date shift, the settings of ages and identifiers, and the surrogates of a
    place or a person named inside another name."""

    ages: AgeStyle
    valid_ids: bool
    days: int
    hours: int

    def seed(self, *parts: object) -> int: ...

    def place(
        self,
        word: str,
        grammar: Grammar,
        forms: Forms,
        attempt: int,
        known: bool = True,
        towns: TownDraws | None = None,
    ) -> str | None: ...

    def name(self, word: str, grammar: Grammar, forms: Forms, attempt: int) -> str: ...

    def moved(self, original: str, lang: str, mention: Mention) -> str | None: ...

    def nationality(self, word: str, grammar: Grammar, attempt: int) -> str | None: ...


@dataclass(frozen=True)
class Request:
    """One surrogate asked for: the `original` (without the ending its `inflector` split off)
    of a mention of `entity`, in a document of `grammar`'s language, at an `attempt`.
    `names` maps the words of the document's replaced persons' names to their surrogates'
    (lower-case ASCII), for an address that spells a name; `forms` are the original's words
    as the language's pipeline read them; with `nominative`, the surrogate is wanted in the
    nominative. A person's single word is a `family` name where the document says so;
    `person_words` maps the words of the document's persons' names to their surrogates'
    words, for an organization that holds one; `towns` the document's places to the attempt
    that drew theirs, for a name that holds one (`Charita Olomouc`). The `generator` holds
    the key, the run's date shift and the surrogates of a name's parts."""

    generator: Generator
    entity: Entity
    mention: Mention
    original: str
    grammar: Grammar
    attempt: int
    names: Mapping[str, str] = field(default_factory=dict)
    forms: Forms = ()
    nominative: bool = False
    family: bool = False
    person_words: Mapping[str, str] = field(default_factory=dict)
    towns: TownDraws = field(default_factory=dict)

    @property
    def category(self) -> Category:
        return self.entity.category

    @property
    def language(self) -> Language:
        return self.grammar.language

    @property
    def lang(self) -> str:
        return self.grammar.code

    @property
    def seed(self) -> int:
        """The keyed seed of this attempt: a place is seeded by its name as written without
        a genitive (`Deutschlands` is Deutschland's: the same country), other values by
        their entity."""
        key = self.original.casefold() if self.category is Category.LOCATION else self.entity.key
        return self.generator.seed(self.lang, self.category, key, self.attempt)

    def place(self, word: str, forms: Forms = (), known: bool = False) -> str | None:
        """The surrogate of the place `word` inside this request's name, as the generator
        draws it at this attempt, or by the attempt that drew the document's own mention
        of that place (`towns`)."""
        return self.generator.place(word, self.grammar, forms, self.attempt, known, self.towns)

    def rng(self) -> random.Random:
        return random.Random(self.seed)

    def word_seed(self, word: str, attempt: int) -> int:
        """The seed of one word (or lemma) of a name: names are seeded word by word, so every
        case of a name, and a family name alone, get the same surrogate."""
        return self.generator.seed(self.lang, self.category, word, attempt)

    @property
    def locale(self) -> str:
        """The Faker locale drawn from: the language's, or, from the policy's `more_locales`
        on, a neighbour's (the language's lists are used up in this corpus)."""
        if self.attempt >= POLICY.more_locales:
            return MORE_LOCALES[self.seed % len(MORE_LOCALES)]
        return self.language.faker_locale


Step = Callable[[Request], str | None]
Operator = Callable[[Request], str]
_operators: dict[Category, Operator] = {}


def register(category: Category, operator: Operator) -> None:
    """Make `operator` the one that makes `category`'s surrogates."""
    _operators[category] = operator


def chain(*steps: Step) -> Operator:
    """An operator trying `steps` in order; the last must always make a surrogate."""

    def operator(request: Request) -> str:
        for step in steps:
            value = step(request)
            if value is not None:
                return value
        raise ValueError(f"no step made a surrogate of a {request.category} mention")

    return operator


def operator_for(category: Category) -> Operator:
    return _operators[category]


def moved(request: Request) -> str | None:
    """A date or time moved by the document's shift; a day of the month written alone (`5` of
    `5 and 15 October`) another day, by the shift, that every month has; a duration (`three
    years`) another number of its units. A DATE mention that says no date at all (`the
    following morning`, `the period between`) stays as written: it names no day, and a date
    drawn for it would invent one."""
    original = request.original
    value = shift_weekday_and_day(original, request.lang, request.generator.days)
    if value is None:
        value = request.generator.moved(original, request.lang, request.mention)
    if value is None:
        value = shift_day_alone(original, request.lang, request.generator.days)
    if value is None and request.attempt < POLICY.last_resort:
        value = duration_surrogate(original, request.lang, request.rng(), request.attempt)
    if value is None and on_timeline(original, request.lang, time=False):
        value = original  # `the following morning`: no day to move
    return value


def timelike(request: Request) -> str | None:
    """What another category's mention holds that reads as a time of day (`19:45`, Czech
    `9.30`), a day and month (`10.04.`) or years (`(2012–2015)`) moves by the document's
    timeline like any date."""
    original = request.original
    if CLOCK_ALONE.fullmatch(original):
        return shift_time(original, request.generator.hours)
    if DAY_MONTH_ALONE.fullmatch(original) or years_alone(original):
        return shift_date(
            original, request.lang, request.generator.days, year=request.generator.year
        )
    return None


def age(request: Request) -> str | None:
    if request.attempt >= POLICY.last_resort:
        return None
    seed = request.generator.seed(request.entity.key)  # the same move in every document
    return age_surrogate(request.original, request.generator.ages, seed, request.attempt)


def inflected(request: Request) -> str | None:
    """A name drawn by the language's inflector in the original's form (Czech, Polish)."""
    name = NameRequest(
        request.original,
        request.category is Category.LOCATION,
        request.forms,
        request.attempt,
        request.word_seed,
        POLICY,
        request.family,
        request.nominative,
        request.mention.attrs.kind == "given",
        request.mention.attrs.gender,
        request.mention.attrs.tag,
    )
    return request.grammar.inflector.inflect(name)


def last_resort(request: Request) -> str | None:
    """From the policy's last resort on, a pseudo-word of the original's shape; a span of
    symbols alone (`$`), which has no shape to vary, gets a numbered tag."""
    if request.attempt < POLICY.last_resort:
        return None
    seed = request.seed
    years = years_moved(request.original, request.generator.days)
    shaped = same_shape(request.original, random.Random(seed), kept=years)
    return shaped if shaped != request.original else f"[{request.category.value}-{seed % 9973}]"


def person(request: Request) -> str:
    words = request.original.split(" ")
    lead = leading_titles(words, title_words(request.lang))
    husband = words[lead] if len(words) - lead > 2 else ""
    stem, ending = request.grammar.inflector.split(husband) if husband else ("", None)
    if isinstance(ending, WifeSuffix) and ending.suffix is None:
        # `Kissné Szabó Éva`: a wife named by her husband's family name with `-né` before
        # her own full name. Each keeps its kind: his family name's surrogate with `-né`
        # (the one `Kissné` alone gets), then her own name's.
        own = " ".join([*words[:lead], *words[lead + 1 :]])
        married = _person(replace(request, original=stem, family=True))
        value = _person(replace(request, original=own))
        own_words = value.split(" ")
        marked = request.grammar.inflector.attach(married, ending)
        return " ".join([*own_words[:lead], marked, *own_words[lead:]])
    if len(words) - lead > 3:
        full = " ".join(words[lead : lead + 2])
        stem, ending = request.grammar.inflector.split(full)
        if isinstance(ending, WifeSuffix) and ending.suffix is None and " " in stem:
            # `Kelemen Gáborné Nagy Ilona`: a wife named by her husband's full name with
            # `-né`, then her own birth name. His name's surrogate (a man's, the one
            # `Kelemen Gáborné` alone gets) takes the `-né`, hers follows.
            own = " ".join([*words[:lead], *words[lead + 2 :]])
            husband = replace(request.mention, attrs=replace(request.mention.attrs, gender="m"))
            married = _person(replace(request, original=stem, mention=husband))
            value = _person(replace(request, original=own)).split(" ")
            marked = request.grammar.inflector.attach(married, ending)
            return " ".join([*value[:lead], marked, *value[lead:]])
    return _person(request)


def _person(request: Request) -> str:
    language = request.language
    locale = language.names_locale if request.attempt < POLICY.more_locales else request.locale
    value = person_surrogate(
        request.original,
        locale,
        lambda word: request.word_seed(word, request.attempt),
        language.family_name_first,
        family=request.family,
        titles=title_words(request.lang),
        kin=frozenset(title.casefold() for title in language.kin_titles),
        given=request.mention.attrs.kind == "given",
        gender=_GENDERS.get(request.mention.attrs.gender or "")
        or _nickname_gender(request.original, language),
        after=post_nominals(request.lang),
        double_family=language.double_family_names,
        unlisted_gender=lambda word: _GENDERS.get(name_gender(word, language) or ""),
    )
    return cased_like(request.original, value, initials=False)


def _nickname_gender(original: str, language: Language) -> Gender | None:
    """The gender of the given names a nickname of the language's table in `original` is
    of (`Laci`, László's: a man's), where no list holds the nickname in the language's
    country: another country's list that holds its spelling as a woman's gave `Tóth Laci` a
    woman's surrogate."""
    for word in original.split(" "):
        if nickname_reading(language.code, word) is not None:
            return _GENDERS.get(name_gender(word, language) or "")
    return None


# A mention's gender (`f`, `m`) as the name lists have it.
_GENDERS: dict[str, Gender] = {"f": "female", "m": "male"}


def nationality(request: Request) -> str | None:
    """Another nationality in the original's form (`Romanian` -> `Danish`, `rumuńskim` ->
    `czeskim`): a pseudo-word there would read as a typo and tell the reader it was one."""
    return request.generator.nationality(request.original, request.grammar, request.attempt)


def amount(request: Request) -> str | None:
    """An amount keeps its currency and words (`148 500 Kč` -> `625 073 Kč`); `8.15 pm`,
    read as picometres, is a time of day and moves like one."""
    if request.mention.attrs.kind != "amount":
        return None
    if CLOCK.fullmatch(request.original):
        clock = shift_time(request.original, request.generator.hours)
        if clock is not None:
            return clock
    return amount_like(request.original, request.rng())


def venue(request: Request) -> str | None:
    """A venue named by ordinary words alone (`Crooked Spoon` of `The Crooked Spoon`) becomes
    another of ordinary words of the same classes (`Copper Lantern`): a person's or a town's
    name there reads as neither a pub nor a café."""
    if request.mention.attrs.kind != "venue" or request.attempt >= POLICY.more_locales:
        return None
    language = request.language
    words = request.original.split()
    if any(language.venue_word(word) or not ordinary(word, request.lang) for word in words):
        return None
    return venue_like(request.original, request.lang, request.rng())


def numbered_kind(request: Request) -> str | None:
    """A name of one ordinary word and a number (`Bleep 4471`, `Locker 58`: a pager's, a
    locker's number, read as a firm or a person) keeps its word and gets another number of
    the same digits: drawn whole it became a firm of partners' names, and the number, the
    only part of it that points at someone, read as no number at all. Not a given name before
    a number (`Henry 8`), which the person's surrogate replaces, nor a place's district (`Praze
    9`) or a street's number, which the place's and the street's surrogates read."""
    found = _NUMBERED_KIND.fullmatch(request.original)
    if found is None or request.attempt >= POLICY.last_resort:
        return None
    if years_moved(found["number"], request.generator.days):
        return None  # (`Expo 2015`: a year, which moves on the timeline with the name)
    word = found["word"]
    if not ordinary(word, request.lang) or _named(word, request.lang):
        return None
    return f"{word}{found['gap']}{number_like(found['number'], request.rng())}"


def _named(word: str, lang: str) -> bool:
    """Whether `word` is a known given or family name or place (`Praze 9`, a town's district)."""
    return word in given_names() or word in family_names() or word in places(lang)


# One word and the number after it (`Bleep 4471`, `Bay 3`).
_NUMBERED_KIND = re.compile(r"(?P<word>[^\W\d_]+)(?P<gap>[ \u00a0])(?P<number>\d{1,6})")


def town_site(request: Request) -> str | None:
    """A site named after its town (`Manchester Airport`, `Derby Royal Hospital`, the
    language's `site_nouns` ending it) keeps its words and gets another town of the
    language's country, seeded as the town alone is (`Manchester` elsewhere in the text gets
    the same one): drawn whole, it became a town of several words (`Fortitude Valley`), or
    a firm where the town is also a word (`derby`) and the name read as ordinary words."""
    sites = request.language.site_nouns
    words = request.original.split(" ")
    if not sites or len(words) < 2 or words[-1] not in sites:
        return None
    towns = main_places(request.lang)

    def place(name: str) -> str | None:
        value = request.place(name)
        return None if value is None or value == name else value

    # The longest run of words opening the name that is a town, the rest the site's words.
    for end in range(len(words) - 1, 0, -1):
        town = " ".join(words[:end])
        rest = words[end:-1]
        if town not in towns:
            continue
        if all(ordinary(word, request.lang) for word in rest):
            value = place(town)
            return None if value is None else " ".join([value, *words[end:]])
        # (A town, then a place of its own before the kind, `<town> <place> Ward`, a
        # town's electoral ward: each a place, the town's as the town alone is.)
        named = list(takewhile(lambda word: not ordinary(word, request.lang), rest))
        if not named or not all(ordinary(word, request.lang) for word in rest[len(named) :]):
            return None
        values = [value for value in (place(town), *map(place, named)) if value is not None]
        if len(values) < 1 + len(named):
            return None
        return " ".join([*values, *words[end + len(named) :]])
    # No town the lists know, but names before ordinary words and the kind (`<place> Business
    # Park`, an estate; `<place> Park`): the names a place of the country, the words kept.
    named = list(takewhile(lambda word: not ordinary(word, request.lang), words[:-1]))
    if not named or named[0] in given_names():
        return None  # (`Emily Park`, a person's name the model read as a place: drawn whole)
    if not all(ordinary(word, request.lang) for word in words[len(named) : -1]):
        return None
    value = place(" ".join(named))
    return None if value is None else " ".join([value, *words[len(named) :]])


def named_institution(request: Request) -> str | None:
    """A hospital, a church or a school named after its place in one word (`Väsbysjukhuset`,
    `Ekbykyrkan`: `institution_compound`) keeps its kind and gets a town of the language,
    seeded as that name alone is (`Danderyds-` as `Danderyd` elsewhere), with the linking
    `s` the original had: drawn as a name of no kind it became a pseudo-word."""
    original = request.original
    found = institution_compound(original, request.lang) if " " not in original else None
    if found is None or request.attempt >= POLICY.last_resort:
        return None
    name, kind = found
    linked = name.endswith("s") and name[:-1] in places(request.lang)
    bare = name[:-1] if linked else name
    value = request.place(bare)
    if value is None or value.casefold() == bare.casefold():
        return None
    if linked and value[-1:].lower() not in "aeiouyåäös":
        value += "s"  # (a linking `s` after a consonant: `Kalmars-`, not `Lommas-`)
    joined = value + ("-" if " " in value or "-" in value else "") + kind
    return joined.upper() if original.isupper() else joined


def hyphened_kind(request: Request) -> str | None:
    """A thing named by a name hyphened to ordinary words in lower case (a maker's
    `<brand>-tallrikar`, plates; `<brand>-stol`, a chair) keeps those words and gets a place
    of the language for the name, seeded as that name alone is: drawn whole it became a town,
    and the plates or the chair were lost from the sentence. Not a known person's name
    hyphened so, which the person's surrogate reads."""
    return _hyphened(request, named=False)


def town_adjective(request: Request) -> str | None:
    """A town's adjective read as a place on its own (`Kasseler` of `Kasseler Sparkasse`):
    the adjective of the town's surrogate, drawn as the town is where the document names it
    (`Kassel` -> `Griesheim`, `Kasseler` -> `Griesheimer`), so the body's name tells no other
    town than the text does. Drawn whole, it became a town of its own, the original's ending
    gone."""
    if town_of_adjective(request.original, request.lang) is None:
        return None
    if request.attempt >= POLICY.last_resort or request.original in places(request.lang):
        return None
    value = request.place(request.original)
    return None if value is None or value == request.original else value


def hyphened_place(request: Request) -> str | None:
    """A place named by a name hyphened to ordinary words (Hungarian `Vörösmarty-
    lakótelep`, a housing estate named after a poet) keeps them as `hyphened_kind` does,
    whoever the name is of: the place is what the text names, and drawn whole the estate
    became a town."""
    return _hyphened(request, named=True)


def _hyphened(request: Request, named: bool) -> str | None:
    """The surrogate of `hyphened_kind`, for a known person's name before the hyphen too
    where `named`."""
    found = _HYPHENED_KIND.fullmatch(request.original)
    if found is None or request.attempt >= POLICY.last_resort:
        return None
    name, tail = found["name"], found["tail"]
    if not name[0].isupper():
        return None
    if not named and (name in given_names() or name in family_names()):
        return None
    if not all(_ordinary_form(word, request) for word in tail.split("-")[1:]):
        return None
    value = request.place(name)
    if value is None or value.casefold() == name.casefold():
        return None
    return value + tail


def _ordinary_form(word: str, request: Request) -> bool:
    """Whether `word` is an ordinary word, or one with a case ending the language's inflector
    takes off (Hungarian `kútnál`, at the well: `kút` + `nál`), as a name hyphened to it
    writes it (`<name>-kútnál`): the case goes on the compound's last word."""
    if ordinary(word, request.lang) or formed_reading(word, request.lang) == "suffixed":
        return True
    # (The inflector reads names, with their capital.)
    stem, ending = request.grammar.inflector.split_place(word.capitalize())
    return ending is not None and ordinary(stem.lower(), request.lang)


# A capitalized name, then one ordinary word or more in lower case, each after a hyphen.
_HYPHENED_KIND = re.compile(r"(?P<name>[^\W\d_][^\W\d_]+)(?P<tail>(?:-[^\W\d_A-Z]+)+)")


def kind_before_name(request: Request) -> str | None:
    """An organization named by its kind and then ordinary words (a housing cooperative's
    `Brf Lönnen`, the linden; `Föreningen Hägget`) keeps its kind and gets a place of the
    language for its name, seeded as that name alone is: its words are no person's to
    change in kind (`named_parts` keeps them), and a company drawn whole lost its kind."""
    words = request.original.split(" ")
    if len(words) < 2 or request.attempt >= POLICY.last_resort:
        return None
    if not organization_word(words[0], request.lang) or organization_word(words[1], request.lang):
        return None
    name = " ".join(words[1:])
    if not all(word[:1].isupper() and word.isalpha() for word in words[1:]):
        return None
    value = request.place(name)
    if value is None or value.casefold() == name.casefold():
        return None
    return f"{words[0]} {value}"


def named_parts(request: Request) -> str | None:
    """An organization or other named thing keeps its kind: only the names in it change
    (`Krajský soud v Ostravě` -> `Krajský soud v Opavě`), a person's into their surrogate's
    words, every word of a venue's name, and its years move on the document's timeline
    (`Acme (2012–2015)`). In a name of unknown kind (OTHER), a word no list knows as a
    person's becomes a town in its form (`Bugacon` -> `Kaposváron`), not a given name.
    Not an amount (`148 500 Kč`), whose digits must change, nor past the language's lists."""
    original, attempt = request.original, request.attempt
    if not only_years_numbered(original) or attempt >= POLICY.more_locales:
        return None
    generator, grammar, forms = request.generator, request.grammar, request.forms
    persons = request.person_words
    # A venue's name (`Místo` of `Kavárna Místo`) is all names, its ordinary words too.
    language = request.language
    # (With a compound of the kind, `Ölstugan`, which no list holds: it stays as the kind.)
    kinds = frozenset(
        (
            *language.venue_nouns,
            *language.venue_nouns_after,
            *(word for word in original.split() if language.venue_word(word)),
        )
    )
    venue = request.mention.attrs.kind == "venue"
    # A public institution's other names are its place (`Făgăraș` of `Făgăraș District Court`).
    # So is a school's that opens with its kind word (`Glantaf` of `Ysgol Gyfun Glantaf`).
    school = education_word(original.split()[0], request.lang) if original.split() else False
    institution = school or any(
        public_institution_word(word, request.lang) for word in original.split()
    )

    def town(word: str, index: int) -> str | None:
        return request.place(word, forms[index : index + 1])

    def person(word: str) -> str | None:
        """The surrogate's word of a person the document names, in this word's form
        (`Bogival` of the chat's Bogi)."""
        own = persons.get(word.casefold())
        if own is None:
            inflector = grammar.inflector
            found = (inflector.in_form_of(word, name, new) for name, new in persons.items())
            own = next((value for value in found if value is not None), None)
        return cased_like(word, own, initials=False, capitalize=True) if own is not None else None

    company = legal_form_of(original) is not None
    # A body that says its kind (`Unit`, `Panel`): its other words say what it does.
    body = any(organization_word(word, request.lang) for word in original.split())
    unlisted: list[str] = []  # the words no list knows that became a person's name
    drawn: list[str] = []  # every word that became a person's name
    placed: list[str] = []  # every word that became a place

    def name(word: str, index: int) -> str:
        """A person's name, for a name's word; a word coined for a firm (`MRAZSTAV` of
        `MRAZSTAV s.r.o.`, in capitals, no name of the lists) another coined word."""
        if company and _coined(word):
            return sounded_like(word, random.Random(request.word_seed(word, attempt)))
        if _body_initials(word, request.lang):
            # (`ČSOB` of `Ombudsman ČSOB`: a body's initials, whose family name for a
            # surrogate made a person of the bank.)
            return same_shape(word, random.Random(request.word_seed(word, attempt)))
        if word not in given_names() and word not in family_names():
            unlisted.append(word)
        drawn.append(word)
        return generator.name(word, grammar, forms[index : index + 1], attempt)

    # A region's adjective beside the body's kind noun (`Mazowieckiego Centrum`, `Uniwersytet
    # Śląski`) is part of its kind, though the dictionary lists a region named by it.
    spaced = [word.strip(",.") for word in original.split(" ")]
    regional = {
        word
        for at, word in enumerate(spaced)
        if any(
            organization_word(other, request.lang)
            for other in (*spaced[max(at - 1, 0) : at], *spaced[at + 1 : at + 2])
        )
        and region_adjective(word, request.lang)
    }

    def place(word: str, index: int) -> str | None:
        value = request.place(word, forms[index : index + 1], known=True)
        if value is None and body and _home_settlement(word, grammar):
            # (`Hällefors kyrka`, `Hofors sjukhus`: a body named by the small town of the
            # country it stands in, which is no main town, and whose name drawn as a
            # person's made the town's church a family's.)
            value = town(word, index)
        if value is not None:
            placed.append(word)
        return value

    value = organization_surrogate(
        original,
        grammar,
        place,
        name,
        person,
        kinds=kinds if venue else None,
        # (The language's own, `Poczta Polska`, says what the document's language says.)
        nationality=lambda word: (
            None
            if own_nationality(word, request.lang)
            else generator.nationality(word, grammar, attempt)
        ),
        town=town if institution else None,
        # (And the noun of any body's kind, `Szpitala`, though a village is named so too.)
        institution=lambda word: (
            public_institution_word(word, request.lang)
            or organization_word(word, request.lang)
            or word in regional
            or (school and education_word(word, request.lang))
        ),
        # A thing of unknown kind is no one's: its names of no list become towns, which name
        # places, firms, stations and teams alike and take a place's case (`a Rózsadombról` ->
        # `a Kaposvárról`), where a person's name would make it someone.
        unknown=town if request.category is Category.OTHER else None,
        described=body,
        firm=request.category is Category.ORGANIZATION and not venue,
    )
    if value is None and body and request.category is Category.ORGANIZATION:
        # A body of ordinary words that the decision still replaced (`Fehér Galambászok
        # Egyesülete`): what made it someone's is a word the name lists hold, though also an
        # ordinary one, which becomes a name; a firm drawn in its place told of none.
        def listed(word: str) -> str | None:
            """A word of the name lists as a name; another as a person's of the document."""
            if word not in given_names() and word not in family_names():
                return person(word)
            at = spaced.index(word) if word in spaced else len(forms)
            return generator.name(word, grammar, forms[at : at + 1], attempt)

        value = organization_surrogate(
            original,
            grammar,
            place,
            name,
            listed,
            institution=lambda word: organization_word(word, request.lang) or word in regional,
            described=True,
        )
    words = _NAME_WORDS.findall(original)
    if (
        request.category is Category.ORGANIZATION
        and not (venue or company or institution or body)
        and drawn
        and len(drawn) + len(placed) == len(words)
        and (len(words) > 1 or request.mention.attrs.context == EMPLOYER)
    ):
        # (`Nemuno Šiluma`, a firm of words no list knows: each word a person's name made it
        # a person, `Ben Ian`; so did a firm's one word, `Teva` -> `Urbanová`, where the
        # text says it employs someone, and a firm named by a given name and a town's,
        # `Grant Thornton` -> `Lane Ukiah`: a company drawn whole reads as one. One word a
        # model alone read as a body is as often a name in a case, `s Ondrou`, `v Telči`.)
        return None
    return with_years_moved(value, generator.days) if value is not None else None


_NAME_WORDS = re.compile(r"[^\W\d_][\w'’-]*")


def _home_settlement(word: str, grammar: Grammar) -> bool:
    """Whether `word` is a town or village of the language's own country (`settlements`), in
    any case, that no name list holds as a person's (`Lund`, `Holm` stay a family's)."""
    stem = grammar.inflector.split_place(word)[0]
    towns = settlements(grammar.code)
    return (word in towns or stem in towns) and not any(
        form in given_names() or form in family_names() for form in (word, stem)
    )


def _coined(word: str) -> bool:
    """Whether `word` of a firm's name is a word coined for it: in capitals, longer than
    initials, and no given nor family name of the lists (`NOVÁK s.r.o.` is Mr Novák's)."""
    return (
        word.isupper()
        and len(word) > _INITIALS
        and word.capitalize() not in given_names()
        and word.capitalize() not in family_names()
    )


def _body_initials(word: str, lang: str) -> bool:
    """Whether `word` of a name is initials (`ČSOB`, `VZP`) and no given nor family name of the
    lists in capitals (`NOVÁK`): a body's, never a person's, so others of its shape stand
    for it."""
    written = word.capitalize()
    return initials(word, lang) and written not in given_names() and written not in family_names()


# The recognizers of numbers the text introduces as a case's or an application's (`no.`,
# `nos.`).
_INTRODUCED = frozenset({"introduced_reference", "introduced_list"})
# The recognizer of a court's case number by its register's shape (`I C 1245/23`).
_COURT_REGISTER = "court_register"
# ... and its shape, where a word introduced it (`sygn. akt II K 312/21`, `Az.: 512 C 4471/23`).
_REGISTERED = re.compile(COURT_REGISTER_SHAPE)
# The most letters of initials (`ABB`, `KPMG`).
_INITIALS = 4


def acronym(request: Request) -> str | None:
    """Initials for initials (`EPC` -> `KTV`, `ČSSZ` -> `KTVQ`): a company's whole name, a
    town or a given name in capitals where the text wrote three letters reads as shouting
    nonsense, and a person's name for a body's (`PAVLÍNA` for `ČSSZ`, which a title before it
    made a person's: `prof. UEK`) makes a person of it. A name the lists know, written in
    capitals (`NOVÁK`, `BRNO`), is a name: its own surrogate, in capitals."""
    original = request.original
    if not initials(original, request.lang):
        return None
    if any(
        form in given_names() or form in family_names() or form in places(request.lang)
        for form in (original, original.capitalize())
    ):
        return None
    return same_shape(original, request.rng())


def company(request: Request) -> str:
    """A company of the document's country (Faker's list of its locale, at every attempt: a
    Finnish company in a Czech letter reads wrong), in the original's legal form."""
    faker = faker_for(request.language.faker_locale)
    faker.seed_instance(request.seed)
    prefixes = (
        prefix
        for provider in faker.providers
        for prefix in getattr(provider, "company_prefixes", ())
    )
    form = legal_form_of(request.original)
    drawn = faker.company()
    for _ in range(_COMPANY_DRAWS):
        if form is not None or _reads_as_firm(drawn):
            break
        # (A firm without a form, `Teva`, given names alone, `Dvořák`, `Hornig Schleich`,
        # read as a person: a company with its form or its partners joined, `Dvořák s.r.o.`,
        # `Collins, Dean and Jackson`, reads as a firm.)
        drawn = faker.company()
    value = with_legal_form(drawn, form, prefixes)
    return cased_like(request.original, value, initials=False)


# How many companies are drawn for one that reads as a firm before the last drawn serves.
_COMPANY_DRAWS = 20


def _reads_as_firm(company: str) -> bool:
    """Whether a drawn `company` says it is a firm, not a person's name: by its legal form
    (`Ring GmbH`), or by partners joined with a comma, an ampersand or a conjunction in lower
    case (`Lee, James and Page`, `Kiss és Németh`)."""
    joined = "&" in company or "," in company or any(word.islower() for word in company.split())
    return legal_form_of(company) is not None or joined


def phone(request: Request) -> str | None:
    """A number of the original's writing, valid in its region (or the language's)."""
    regions = request.language.phone_regions
    region = request.mention.attrs.region
    if region is not None:
        regions = (region, *regions)
    return phone_surrogate(request.original, regions, request.rng())


def phone_shaped(request: Request) -> str:
    """The original's digits drawn anew, its spaces, signs and words kept, for a number no
    region's plan reads (`718 356` of a fine's number read as a phone): a number of another
    length and writing in its place (`+46 (0)241 149 50`) broke the line it stood in."""
    original = request.original
    kept = {index: char for index, char in enumerate(original) if not char.isdigit()}
    return same_shape(original, request.rng(), kept=kept)


def email(request: Request) -> str | None:
    """An address of the original's shape, each part seeded by itself and the key, so a
    part (`lindenfeld`, `info`) reads the same in every address of the corpus."""

    def part_rng(part: str) -> random.Random:
        return random.Random(request.word_seed(f"@{part}", request.attempt))

    return email_surrogate(request.original, request.names, request.rng(), request.lang, part_rng)


def url(request: Request) -> str:
    return url_surrogate(request.original, request.names, request.rng(), request.lang)


def username(request: Request) -> str:
    return username_surrogate(request.original, request.names, request.rng(), request.lang)


def identifier(request: Request) -> str:
    """An ID of the same format passing (or failing) its check, else of the same shape, a
    case's number with its year moved."""
    kind = request.mention.attrs.kind or ""
    rng = request.rng()
    generator = request.generator
    value = id_surrogate(request.original, kind, rng, generator.days, generator.valid_ids)
    if value is not None:
        return value
    # (A case's number keeps its year a year, moved on the timeline: `47/2017` -> `23/2018`.)
    kept = {}
    # (From the policy's other locales on, the year is drawn too: a year kept where the
    # corpus writes it alone as someone's would bar every draw.)
    if kind == "case_number" and request.attempt < POLICY.more_locales:
        introduced = request.mention.source in _INTRODUCED
        registered = request.mention.source == _COURT_REGISTER or (
            _REGISTERED.fullmatch(request.original) is not None
        )
        kept = case_years_moved(request.original, generator.days, introduced, registered)
        if registered:
            # (`I C`, `II K`: the court's division and the register a case is filed in, the
            # same for thousands of cases; its number and year are the case's.)
            kept |= {i: char for i, char in enumerate(request.original) if char.isalpha()}
    elif kind == "register_number":
        # (The register's kind stays, its number changes: `HRB 98765` -> `HRB 40127`.)
        kept = {i: char for i, char in enumerate(request.original) if not char.isdigit()}
    return same_shape(request.original, rng, kept=kept)


def drawn(make: Callable[[Faker, Request], str]) -> Operator:
    """A step drawing from Faker's lists of the request's locale, seeded by the request."""

    def step(request: Request) -> str:
        faker = faker_for(request.locale)
        faker.seed_instance(request.seed)
        return cased_like(request.original, make(faker, request), initials=False)

    return step


def unknown_place(request: Request) -> str | None:
    """A name of unknown kind in one capitalized word that is an ordinary word too
    (`Skansen`, `Metall`, `Rosengård`: a park, a union, a district) becomes a town in its
    form, as `named_parts` makes one of a word no list knows: a pseudo-word there reads as a
    typo and tells the reader the word was changed."""
    original = request.original
    if request.attempt >= POLICY.more_locales or not _ONE_NAME.fullmatch(original):
        return None
    value = request.place(original, request.forms)
    return None if value is None or value == original else value


# One capitalized word of letters, no acronym in capitals (`SJ`) nor a word in lower case.
_ONE_NAME = re.compile(r"[^\W\d_][^\W\d_A-Z]+(?:-[^\W\d_][^\W\d_A-Z]+)?")


def shaped(request: Request) -> str:
    """A value of the original's shape, where no list serves the category; a year in it moves
    on the document's timeline (`Expo 2015`, `(2012–2015)`), never drawn into `6054–4088`."""
    years = years_moved(request.original, request.generator.days)
    value = same_shape(request.original, request.rng(), kept=years)
    return cased_like(request.original, value, initials=False)


def _date(faker: Faker, request: Request) -> str:
    """A date drawn, for a DATE mention no shift moves (`the following morning`)."""
    day = date(1950, 1, 1) + timedelta(days=faker.random_int(0, 365 * 60))
    numeric = request.mention.attrs.form == "numeric"
    return format_date(day, "short" if numeric else "long", locale=request.lang)


def _job(faker: Faker, request: Request) -> str:
    """A plain job name of the locale's list (`an accountant`, not `an engineer, production`),
    of as many words as the original where the list has one (`Inżynier` -> `Architekt`, not
    `Technik żywienia i gospodarstwa domowego`): a job of one word stands where one did, in
    a sentence built around it, and one as common a word as the original (`jobs_like`:
    `engineer` -> `architect`, not `hydrologist`). A title written with a capital on every
    word, as a CV's entry or a signature writes it (`Building Surveyor`), gets its job so
    too (`Probation Officer`), not a sentence's `probation officer`."""
    words = request.original.split()
    job = faker.random_element(jobs_like(request.original, request.locale))
    if all(word[:1].isupper() for word in words):
        return " ".join(word[:1].upper() + word[1:] for word in job.split())
    return job


def _ip(faker: Faker, request: Request) -> str:
    return faker.ipv6() if request.mention.attrs.kind == "ipv6" else faker.ipv4_public()


def country(request: Request) -> str | None:
    """A country for a country a model took for an organization or something else (`ROMANIA`
    in a case's title): another country, in the original's case, seeded as the place (the
    same country read as a place elsewhere gets the same one)."""
    faker = faker_for(request.locale)
    key = request.original.casefold()
    faker.seed_instance(
        request.generator.seed(request.lang, Category.LOCATION, key, request.attempt)
    )
    other = country_like(faker, request.original, request.lang)
    return None if other is None else cased_like(request.original, other, initials=False)


def state(request: Request) -> str | None:
    """A state's long name keeps its form, its country another (`Republic of Moldova` ->
    `Republic of Chile`, as `Moldova` alone becomes `Chile`) and its nationality's adjective
    another (`Slovak Republic` -> `Danish Republic`, as `Slovak nationals` become `Danish
    nationals`): a country stays a country, never a town (`lexicon/states.py`)."""
    original = request.original
    found = state_name(original, request.lang)
    if found is None or found == (0, len(original)):
        return None  # (no state's name, or a country's alone: `country`)
    start, end = found
    part = original[start:end]
    if part.casefold() in countries(request.lang):
        value = country(replace(request, original=part))
    else:
        value = request.generator.nationality(part, request.grammar, request.attempt)
    return None if value is None else original[:start] + value + original[end:]


def _place(faker: Faker, request: Request) -> str:
    return place_like(faker, request.original, request.lang)


def address(request: Request) -> str | None:
    """An address given whole, of several parts: each part in kind (`address_like`)."""
    if request.attempt >= POLICY.last_resort:
        return None

    def street_part(part: str) -> str:
        return street(replace(request, original=part)) or part

    def place_part(part: str) -> str:
        faker = faker_for(request.locale)
        faker.seed_instance(request.generator.seed(request.lang, part.casefold(), request.attempt))
        return cased_like(part, place_like(faker, part, request.lang), initials=False)

    return address_like(request.original, request.rng(), street_part, place_part)


def street(request: Request) -> str | None:
    """A street for a street, its house number (where the mention holds one: `Vinohradské 5`,
    found as a place) another by the house numbers' rule. A language that declines street
    names gives the street's capitalized words in the original's form and keeps its lower-case
    words (`v Dlouhé ulici` -> `v Javornické ulici`, `przy ulicy Długiej` -> `przy ulicy
    Polnej`); elsewhere Faker's street name serves as drawn. A place of a number that is no
    street (`Praha 5`, a known town) is not one: None."""
    address = _ADDRESS.fullmatch(request.original)
    name, number = (address["name"], address["number"]) if address else (request.original, "")
    if request.category is not Category.STREET and (address is None or _town(name, request)):
        return None
    rng = request.rng()
    words = name.split(" ")
    capitalized = [i for i, word in enumerate(words) if word[:1].isupper()]
    value = _hyphened_street(request, words)
    if capitalized and value is None:
        first, last = capitalized[0], capitalized[-1] + 1
        declined = request.grammar.inflector.street(" ".join(words[first:last]), rng)
        if declined is not None:
            value = " ".join([*words[:first], declined, *words[last:]])
    if value is None:
        faker = faker_for(request.locale)
        faker.seed_instance(request.seed)
        value = cased_like(name, _street_of_its_kind(name, faker), initials=False)
    return f"{value} {number_like(number, rng)}" if number else value


def _hyphened_street(request: Request, words: list[str]) -> str | None:
    """A street named by a place hyphened to an ordinary word, then its kind in lower case
    (Hungarian `Rába-parti sétány`, the promenade on the Rába's bank): the place's surrogate
    keeps the word and the kind (`hyphened_kind`), where a street drawn whole lost the bank."""
    if len(words) < 2 or not all(word.islower() for word in words[1:]):
        return None
    head = hyphened_kind(replace(request, original=words[0]))
    return None if head is None else " ".join([head, *words[1:]])


# The sides a street's name may end with after its kind (`Albion Square West`).
_SIDES = frozenset({"North", "South", "East", "West"})
# Draws of Faker's streets looked through for one of the original's kind (`-straße`, `-vägen`).
_KIND_DRAWS = 30
# The longest kind of street written cut short (`Str`, `Ave`).
_ABBREVIATED_KIND = 3
# The shortest ending of a one-word street that says its kind (`-weg`, `-gatan`, `-straße`).
_KIND_ENDING = 3


def _street_of_its_kind(name: str, faker: Faker) -> str:
    """A street of Faker's locale of the same kind as `name`: a street's kind word stays as
    written (`Ashcombe Road` -> `Dominic Road`, `Váci út` -> `Egeri út`), and a one-word street
    gets a drawn one with its ending (`Yorckstraße` -> `Andree-Oestrovsky-Straße`,
    `Karlavägen` -> `Trädgårdsvägen`) where a draw has it. Faker's own kinds (`Spurs`,
    `Island`) would make a road a landscape."""
    drawn = [faker.street_name() for _ in range(_KIND_DRAWS)]
    words = name.split()
    if len(words) > 2 and words[-1] in _SIDES:
        # (`Park Square East`: the street of its kind, on the same side.)
        return f"{_street_of_its_kind(' '.join(words[:-1]), faker)} {words[-1]}"
    if len(words) > 1:
        kind = words[-1]
        suffixes = {
            suffix.casefold()
            for provider in faker.providers
            for suffix in getattr(provider, "street_suffixes", ())
        }
        abbreviated = len(kind) <= _ABBREVIATED_KIND and kind[:1].isupper()
        if abbreviated and (found := _with_kind_abbreviated(drawn, kind)) is not None:
            return found  # (`Mansfelder Str.` -> `Heringstr.`)
        if kind.casefold() in suffixes or kind.islower() or abbreviated:
            # (`Ashcombe Road` -> `Dominic Road`, `Kirk Rd.` -> `Dominic Rd.`)
            first = _street_not_of_a_given_name(drawn, faker).split()
            stem = first[:-1] if len(first) > 1 else first
            return " ".join([*map(_street_word, stem), kind])
        return _street_not_of_a_given_name(drawn, faker)
    folded = name.casefold()
    for ending_length in range(len(folded) - 1, _KIND_ENDING - 1, -1):
        ending = folded[-ending_length:]
        for street_name in drawn:
            if street_name.casefold().endswith(ending) and street_name.casefold() != folded:
                return street_name
    # (`Goethestr`: a compound's kind cut short, which a drawn `-straße` is cut to.)
    return _with_kind_abbreviated(drawn, folded[-_ABBREVIATED_KIND:]) or drawn[0]


def _with_kind_abbreviated(drawn: list[str], kind: str) -> str | None:
    """The first drawn street whose kind `kind` abbreviates, written with it (`Mansfelder
    Str.` -> `Heringstr.`, `Kirk St.` -> `Shirley St.`): the full stop after the mention
    stays, and a street written out before it (`Heringstraße.`) reads as a typo."""
    folded = kind.casefold()
    for street_name in drawn:
        words = street_name.split()
        last = words[-1].casefold()
        if len(words) > 1:
            continue  # (a kind of its own word is written as the original writes it)
        for start in range(len(last) - len(folded) - 1, 0, -1):
            if last[start:].startswith(folded):
                return street_name[:start] + folded
    return None


def _street_not_of_a_given_name(drawn: list[str], faker: Faker) -> str:
    """The first drawn street whose name before its kind is no given name of the locale:
    Faker's English streets take a given name as often as a family name (`Jill Street`,
    `Dorothy Road`), which no town names a street after; a person's full name (`Ady Endre
    utca`) is no one word and stays. The first draw where every draw is one."""
    return (_not_of_given_names(drawn, faker) or drawn)[0]


def _not_of_given_names(drawn: list[str], faker: Faker) -> list[str]:
    """The drawn streets whose name before their kind is no given name of the locale
    (`_street_not_of_a_given_name`)."""
    locale = faker.locales[0] if faker.locales else ""
    return [
        street_name
        for street_name in drawn
        if not (len(stem := street_name.split()[:-1]) == 1 and local_given_name(stem[0], locale))
    ]


def _street_word(word: str) -> str:
    """A word of a drawn street's name as its street's sign writes it. Faker's Hungarian
    streets write a person's given name in lower case (`Ady endre`, `Arany jános`), which
    takes its capital here, and add the adjective's `-i` to a town whose name ends in one
    (`Keresztapátii`), which takes no second."""
    capitalized = word[:1].upper() + word[1:]
    if word.islower() and capitalized in given_names():
        return capitalized
    return word[:-1] if word.endswith("ii") and len(word) > _SHORT_WORD else word


# The longest word left as drawn for its doubled `i` (no town's adjective is so short).
_SHORT_WORD = 4


# A street's name and its house number after it (`Vinohradské 5`, `Husova 12a`, `1127/43`).
_ADDRESS = re.compile(
    r"(?P<name>[^\W\d_][^\d]*?)\s+(?P<number>\d{1,5}[a-zA-Z]?(?:/\d{1,4}[a-zA-Z]?)?)"
)


def _town(name: str, request: Request) -> bool:
    """Whether `name` is a known town or country of the request's language (`Praha` of `Praha
    5`, a district)."""
    return name in places(request.lang) or name in country_names(request.lang)


def _house_number(faker: Faker, request: Request) -> str:
    """A house number of the original's writing; from the policy's last resort on, one with
    a digit more (every number of its width is another's), never a pseudo-word or `00`."""
    wider = int(request.attempt >= POLICY.last_resort)
    return house_number_like(request.original, faker.random, wider)


def _postcode(faker: Faker, request: Request) -> str:
    return postcode_like(request.original, faker.random)


def _age(faker: Faker, request: Request) -> str:
    return str(faker.random_int(18, 85))


C = Category
register(C.PERSON, chain(numbered_kind, acronym, inflected, last_resort, person))
register(
    C.LOCATION,
    chain(
        *(street, state, town_adjective, hyphened_place, inflected, last_resort, amount),
        town_site,
        drawn(_place),
    ),
)
register(
    C.ORGANIZATION,
    chain(
        *(numbered_kind, last_resort, amount, country, state, acronym, venue, town_site),
        named_institution,
        *(named_parts, kind_before_name, company),
    ),
)
register(
    C.OTHER,
    chain(
        *(timelike, numbered_kind, last_resort, amount, country, state, acronym),
        *(named_institution, hyphened_kind),
        *(named_parts, unknown_place, shaped),
    ),
)
register(C.DATE, chain(moved, last_resort, amount, drawn(_date)))
register(C.AGE, chain(age, last_resort, amount, drawn(_age)))
register(C.PROFESSION, chain(last_resort, amount, drawn(_job)))
register(C.DEMOGRAPHIC, chain(last_resort, amount, nationality, shaped))
# phonenumbers makes a number of the original's region; Faker's, which no region reads, else.
register(C.PHONE, chain(last_resort, amount, phone, phone_shaped))
register(C.EMAIL, chain(last_resort, amount, email, drawn(lambda f, _: f.email())))
register(C.URL, chain(last_resort, amount, url))
register(C.USERNAME, chain(last_resort, amount, username))
register(C.ID, chain(last_resort, amount, identifier))
register(C.STREET, chain(last_resort, address, amount, street))
register(C.STREET_NUMBER, chain(amount, drawn(_house_number)))
register(C.ZIP, chain(amount, drawn(_postcode)))
register(C.IP_ADDRESS, chain(last_resort, amount, drawn(_ip)))
register(C.PASSWORD, chain(last_resort, amount, drawn(lambda f, _: f.password())))
register(C.TRANSPORT, chain(last_resort, amount, shaped))
register(C.SENSITIVE, chain(last_resort, amount, shaped))
