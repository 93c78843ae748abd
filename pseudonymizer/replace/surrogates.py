"""Surrogate values: the seam between `pseudonymize` and whatever invents replacements.

`FakerSurrogates` is the first generator: a value of the same category from Faker's lists for
the document's language, chosen by a keyed hash of the entity so that it is the same wherever
the entity appears in a run. Without a key it uses a random one per run, so nothing links a
surrogate back to its original across runs. Dates and times are not drawn but moved, all by
one shift the key gives (`dates.py`), so the intervals between them stay true.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import random
import re
from collections.abc import Callable, Mapping
from datetime import date, timedelta
from functools import cache
from typing import Protocol

from babel.dates import format_date
from faker import Faker

from pseudonymizer.categories import Category
from pseudonymizer.choices import AgeStyle
from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import NameRequest
from pseudonymizer.lexicon.places import country_names, geonames_cities, main_places
from pseudonymizer.lexicon.titles import title_words
from pseudonymizer.lexicon.vocabulary import ordinary
from pseudonymizer.model import Entity, Forms, Mention
from pseudonymizer.replace.ages import age_surrogate
from pseudonymizer.replace.attempts import POLICY
from pseudonymizer.replace.dates import shift_date, shift_time
from pseudonymizer.replace.durations import duration_surrogate
from pseudonymizer.replace.emails import email_surrogate
from pseudonymizer.replace.identifiers import id_surrogate, same_shape
from pseudonymizer.replace.organizations import organization_surrogate
from pseudonymizer.replace.persons import person_surrogate
from pseudonymizer.replace.phones import phone_surrogate
from pseudonymizer.replace.titles import title_surrogate
from pseudonymizer.replace.web import url_surrogate, username_surrogate


class SurrogateGenerator(Protocol):
    def surrogate(
        self,
        entity: Entity,
        mention: Mention,
        original: str,
        lang: str,
        attempt: int,
        names: Mapping[str, str],
        forms: Forms = (),
        nominative: bool = False,
    ) -> str:
        """A replacement for `original`; a higher `attempt` must give a different value, which
        the caller asks for when a value collides with another entity's or an original.
        `names` maps the words of the document's replaced person names to their surrogates'
        (lower-case ASCII), for an address that spells a name. `forms` are the original's
        words as the language's pipeline read them, where its surrogates are declined; with
        `nominative`, the same surrogate in the nominative (its dictionary form), which no
        other name may have in any case."""
        ...

    def name_key(
        self, original: str, lang: str, category: Category, forms: Forms, family: bool
    ) -> str | None:
        """What every case of one declined name shares and two names do not (its lemmas as
        read), where names are declined and `forms` read them; else None."""
        ...


MORE_LOCALES = POLICY.more_locales
LAST_RESORT = POLICY.last_resort
# A mention attribute: the person's single word is a family name (it ends another mention's
# name in the document), whatever the given-name lists say (`Albrecht` of `Jonas Albrecht`).
FAMILY_NAME = "family_name"
# A mention attribute: the words of the document's persons' names (case-folded) -> their
# surrogates' words, for an organization's or other thing's name that holds them.
PERSON_WORDS = "person_words"
_MORE_LOCALES = (
    *("en_US", "en_GB", "de_DE", "de_AT", "cs_CZ", "sk_SK", "pl_PL", "hu_HU", "sv_SE"),
    *("da_DK", "no_NO", "fi_FI", "nl_NL", "fr_FR", "it_IT", "es_ES", "pt_PT", "hr_HR"),
    *("sl_SI", "ro_RO", "lt_LT", "lv_LV", "et_EE", "tr_TR"),
)


@cache
def _faker(locale: str) -> Faker:
    return Faker(locale)


class FakerSurrogates:
    def __init__(
        self, key: bytes | None = None, ages: AgeStyle = "shift", valid_ids: bool = True
    ) -> None:
        self.key = key if key is not None else os.urandom(32)
        self.ages = ages
        self.valid_ids = valid_ids
        # One shift for every date of the run, so intervals between dates stay true: 30 to
        # 365 days either way, and 1 to 5 hours for times of day.
        shift = self._seed("date shift")
        self.days = (30 + shift % 336) * (1 if shift >> 40 & 1 else -1)
        self.hours = 1 + (shift >> 20) % 5

    def surrogate(
        self,
        entity: Entity,
        mention: Mention,
        original: str,
        lang: str,
        attempt: int,
        names: Mapping[str, str],
        forms: Forms = (),
        nominative: bool = False,
    ) -> str:
        inflector = get_language(lang).inflector
        if entity.category in _NAMED:
            # `Annas` is Anna's genitive: the surrogate is Anna's, in the genitive (`Evas`);
            # `Afrikából`: Afrika's surrogate with `ból`.
            stem, ending = inflector.split(original)
            if ending is not None:
                value = self._value(entity, mention, stem, lang, attempt, names, forms)
                return inflector.attach(value, ending)
        return self._value(entity, mention, original, lang, attempt, names, forms, nominative)

    def name_key(
        self, original: str, lang: str, category: Category, forms: Forms, family: bool
    ) -> str | None:
        if not forms or category not in _INFLECTED:
            return None
        place = category is Category.LOCATION
        return get_language(lang).inflector.name_key(original, forms, place, family)

    def _value(
        self,
        entity: Entity,
        mention: Mention,
        original: str,
        lang: str,
        attempt: int,
        names: Mapping[str, str],
        forms: Forms,
        nominative: bool = False,
    ) -> str:
        """The surrogate of a name without its genitive or case suffix: the first kind of
        surrogate that can be made for the category, in the order a reader notices most."""
        language = get_language(lang)
        # A place is seeded by its name as written without a genitive (`Deutschlands` is
        # Deutschland's: the same country), other values by their entity.
        key = original.casefold() if entity.category is Category.LOCATION else entity.key
        seed = self._seed(lang, entity.category, key, attempt)
        if entity.category is Category.DATE and attempt < LAST_RESORT:
            moved = self._moved(original, lang, mention, attempt)
            if moved is None:
                # `three years`: no point in time, but another number of years (wider with
                # each attempt; at the last resort, as any value, a pseudo-word of its shape)
                moved = duration_surrogate(original, lang, random.Random(seed), attempt)
            if moved is not None:
                return moved
        titled = entity.category in _TITLED and not any(char.isdigit() for char in original)
        if attempt < LAST_RESORT and titled:
            title = title_surrogate(original, language, random.Random(seed))
            if title is not None:
                return title  # `JUDr.` found alone: another title, not a name
        if attempt < LAST_RESORT and entity.category is Category.AGE:
            age = age_surrogate(original, self.ages, self._seed(entity.key), attempt)
            if age is not None:
                return age
        # Name surrogates are seeded word by word (by each word's lemma where names inflect),
        # so every case of a name, and a family name alone, get the same surrogate.
        words = self._seeder(lang, entity.category, attempt)
        family = bool(mention.attrs.get(FAMILY_NAME))  # `Albrecht` alone, of `Jonas Albrecht`
        if entity.category in _INFLECTED:
            request = NameRequest(
                original,
                entity.category is Category.LOCATION,
                forms,
                attempt,
                lambda word, n: self._seed(lang, entity.category, word, n),
                POLICY,
                family,
                nominative,
            )
            inflected = language.inflector.inflect(request)
            if inflected is not None:
                return inflected
        if attempt >= LAST_RESORT:
            shaped = same_shape(original, random.Random(seed))
            # A span of symbols alone (`$`) has no shape to vary: a numbered tag stands in.
            return shaped if shaped != original else f"[{entity.category.value}-{seed % 9973}]"
        locale = language.faker_locale
        if attempt >= MORE_LOCALES:
            # The language's lists are used up in this corpus: a neighbour's lists serve.
            locale = _MORE_LOCALES[seed % len(_MORE_LOCALES)]
        if entity.category is Category.PERSON:
            value = person_surrogate(
                original,
                language.names_locale if attempt < MORE_LOCALES else locale,
                words,
                language.family_name_first,
                family=family,
                titles=title_words(lang),
                kin=frozenset(title.casefold() for title in language.kin_titles),
            )
            return cased_like(original, value)
        if mention.attrs.get("kind") == "amount":
            # `8.15 pm` read as picometres is a time of day: moved like one.
            clock = (
                shift_time(original, self.hours + attempt) if _CLOCK.fullmatch(original) else None
            )
            return clock if clock is not None else _amount_like(original, random.Random(seed))
        # An amount (`148 500 Kč`) is no name: its digits must change, as its shape's do.
        digits = any(char.isdigit() for char in original)
        if entity.category in _STRUCTURED and not digits and attempt < MORE_LOCALES:
            persons: Mapping[str, str] = mention.attrs.get(PERSON_WORDS, {})
            organization = organization_surrogate(
                original,
                lang,
                lambda word, index: self._place(word, lang, forms[index : index + 1], attempt),
                lambda word, index: self._name(word, lang, forms[index : index + 1], attempt),
                lambda word: (
                    cased_like(word, persons[word.casefold()])
                    if word.casefold() in persons
                    else None
                ),
            )
            if organization is not None:
                return organization
        if entity.category is Category.PHONE:
            regions = language.phone_regions
            region = mention.attrs.get("region")
            if isinstance(region, str):
                regions = (region, *regions)
            phone = phone_surrogate(original, regions, random.Random(seed))
            if phone is not None:
                return phone
        if entity.category is Category.EMAIL:
            email = email_surrogate(original, names, random.Random(seed))
            if email is not None:
                return email
        if entity.category is Category.URL:
            return url_surrogate(original, names, random.Random(seed))
        if entity.category is Category.USERNAME:
            return username_surrogate(original, names, random.Random(seed))
        if entity.category is Category.ID:
            kind = str(mention.attrs.get("kind", ""))
            rng = random.Random(seed)
            value = id_surrogate(original, kind, rng, self.days, self.valid_ids)
            return value if value is not None else same_shape(original, rng)
        faker = _faker(locale)
        faker.seed_instance(seed)
        make = _MAKERS.get(entity.category)
        value = (
            make(faker, original, lang, mention)
            if make
            else same_shape(original, random.Random(seed))
        )
        return cased_like(original, value)

    def _place(self, word: str, lang: str, forms: Forms, attempt: int) -> str | None:
        """The surrogate of `word` where it is a town or country (in its form: `Ostravě` ->
        `Opavě`, `GÖTEBORGS` -> `MALMÖS`, `Nyíregyházán` -> `Győrön`), seeded as the place
        itself would be; None where it is none, or also an English word (`University`)."""
        language = get_language(lang)
        # `Nyíregyházán`: Nyíregyháza and its `-n`; `GÖTEBORGS`: Göteborg's genitive.
        stem, ending = language.inflector.split(word.title() if word.isupper() else word)
        lemma = forms[0].lemma if forms and forms[0] is not None else stem
        if language.dictionary is not None:
            if not language.dictionary.place_name(word):
                return None
        elif not {stem, lemma} & main_places(lang) or ordinary(stem, "en"):
            return None
        entity = Entity("", Category.LOCATION, stem.casefold())
        mention = Mention(0, len(stem), Category.LOCATION, "organization")
        value = self._value(entity, mention, stem, lang, attempt, {}, forms)
        value = language.inflector.attach(value, ending) if ending is not None else value
        return value.upper() if word.isupper() else value

    def _name(self, word: str, lang: str, forms: Forms, attempt: int) -> str:
        """The surrogate of a name in an organization's or other thing's name, as a person's:
        in the word's form where the language declines (`Tomáši` -> `Zbyňku`) or has a
        genitive (`Sjöbergs` -> `Lindells`), and seeded as the person's, so a company named
        after someone names their surrogate."""
        language = get_language(lang)
        if forms and forms[0] is not None:
            request = NameRequest(
                word,
                False,
                forms,
                attempt,
                lambda name, n: self._seed(lang, Category.PERSON, name, n),
                POLICY,
            )
            declined = language.inflector.inflect(request)
            if declined is not None:
                return declined
        stem, ending = language.inflector.split(word)
        seed = self._seeder(lang, Category.PERSON, attempt)
        value = person_surrogate(stem, language.names_locale, seed, family=True)
        return language.inflector.attach(value, ending) if ending is not None else value

    def _moved(self, original: str, lang: str, mention: Mention, attempt: int) -> str | None:
        """The date or time moved by the run's shift. A further attempt (the moved value
        spells an original, or another entity's) moves it by another year and a day, and
        after two of those by a jump of up to 80 years (a judgment can name every year of a
        decade): only that date leaves the common shift."""
        if mention.source == "time" or mention.attrs.get("ner_label") == "TIME":
            return shift_time(original, self.hours + attempt)
        further = attempt * 367
        if attempt > 2:
            further = random.Random(self._seed(original, attempt)).randint(-80, 80) * 367
        return shift_date(original, lang, self.days + further)

    def _seeder(self, lang: str, category: Category, attempt: int) -> Callable[[str], int]:
        """Seeds for the words of one entity's surrogate, by word (or lemma)."""
        return lambda word: self._seed(lang, category, word, attempt)

    def _seed(self, *parts: object) -> int:
        message = "\x1f".join(str(part) for part in parts).encode()
        return int.from_bytes(hmac.new(self.key, message, hashlib.sha256).digest()[:8], "big")


def cased_like(original: str, value: str) -> str:
    """`value` in the case the original is written in, where that is all one case: a signature
    in capitals (`JOHN SMITH`) or a chat in lower case (`jan novák`) keeps its look. Mixed case
    is left as generated (a single capital is an initial, not a shouted word)."""
    letters = [char for char in original if char.isalpha()]
    if len(letters) > 1 and all(char.isupper() for char in letters):
        return value.upper()
    if letters and all(char.islower() for char in letters):
        return value.lower()
    return value


def _place_like(faker: Faker, original: str, lang: str) -> str:
    """A country for a country (CLDR's names in the language: `Spain` -> `Portugal`), else a
    town with as many words: GeoNames' towns of the countries the language module names
    (English: `Swindon` -> `Kettering`, not Faker's made-up `East Howardfort`), else Faker's."""
    countries = country_names(lang)
    if original in countries:
        words = len(original.split())
        others = [c for c in countries if c != original and len(c.split()) == words]
        return faker.random_element(others or [c for c in countries if c != original])
    towns = _real_towns(get_language(lang).town_countries, lang)
    if towns:
        return _words_like(original, lambda: faker.random_element(towns))
    return _words_like(original, faker.city)


@cache
def _real_towns(countries: tuple[str, ...], lang: str) -> tuple[str, ...]:
    """GeoNames' towns of over 5,000 people of `countries`, as a text in `lang` writes them:
    a city GeoNames lists under its English name by the name the language's Faker lists know
    it by (`Munich` -> `München`); no district written with its number (`Töss (Kreis 4)`,
    `Budapest XI. kerület`)."""
    local: set[str] = set()
    for locale in get_language(lang).names_locale.split("+"):
        local.update(getattr(_faker(locale).provider("faker.providers.address"), "cities", ()))
    towns = set()
    for city in geonames_cities(5000):
        name = city["name"]
        if city["countrycode"] not in countries:
            continue
        if name not in local:
            name = next((other for other in city["alternatenames"] if other in local), name)
        if _TOWN_NAME.fullmatch(name):
            towns.add(name)
    return tuple(sorted(towns))


# A town's name: words of letters, joined by spaces, hyphens or apostrophes.
_TOWN_NAME = re.compile(r"[^\W\d_]+(?:[ '’-][^\W\d_]+)*")


def _words_like(original: str, make: Callable[[], str], tries: int = 20) -> str:
    """A value of `make` with as many words as `original` where one turns up (`Brno` for
    `Praha`, not `Nové Město na Moravě`)."""
    value = make()
    for _ in range(tries):
        if len(value.split()) == len(original.split()):
            break
        value = make()
    return value


def _date(faker: Faker, original: str, lang: str, mention: Mention) -> str:
    day = date(1950, 1, 1) + timedelta(days=faker.random_int(0, 365 * 60))
    return format_date(
        day, "short" if mention.attrs.get("form") == "numeric" else "long", locale=lang
    )


def _number_like(original: str, faker: Faker) -> str:
    """A house number written as the original (`1127/43` -> `5802/19`, `12a` -> `47c`), no
    part of it starting with 0."""
    shaped = same_shape(original, faker.random)
    return re.sub(r"(?<!\d)0(?=\d)", lambda _: str(faker.random.randint(1, 9)), shaped)


# A time of day on the 12-hour clock, which an amount's unit may seem to be (`pm`, `am`).
_CLOCK = re.compile(r"\d{1,2}[.:]\d{2}\s?[ap]\.?m\.?", re.IGNORECASE)


def _amount_like(original: str, rng: random.Random) -> str:
    """An amount with other digits in the same groups and its words kept: the currency or
    unit says what is counted (`148 500 Kč` -> `625 073 Kč`, `2,5 milionu korun`)."""
    letters = {i: char for i, char in enumerate(original) if not char.isdigit()}
    shaped = same_shape(original, rng, kept=letters)
    return re.sub(r"^(\D*)0", lambda m: m.group(1) + str(rng.randint(1, 9)), shaped)


def _postcode_like(original: str, faker: Faker) -> str:
    """A postcode written as the original (`702 00`, `SW1A 1AA`), in the same region: its
    first character stays, as postcodes are allotted by region from the left."""
    return same_shape(original, faker.random, kept={0: original[0]})


def _ip(faker: Faker, original: str, lang: str, mention: Mention) -> str:
    return faker.ipv6() if mention.attrs.get("kind") == "ipv6" else faker.ipv4_public()


# Categories whose mentions may be written in a genitive or with a case suffix (`Annas`,
# `John's`, `Afrikából`).
_NAMED = frozenset({Category.PERSON, Category.LOCATION, Category.ORGANIZATION})
# Categories a title found alone may have been given (Presidio's TITLE is a profession).
_TITLED = frozenset({Category.PERSON, Category.PROFESSION, Category.OTHER, Category.DEMOGRAPHIC})
# Categories named by ordinary words around names (`Krajský soud v Ostravě`, `the Leeds
# Festival`): only the names change, see `organizations.py`.
_STRUCTURED = frozenset({Category.ORGANIZATION, Category.OTHER})
# Categories whose names a language's `Inflector` may draw in the original's form.
_INFLECTED = frozenset({Category.PERSON, Category.LOCATION})

_MAKERS: dict[Category, Callable[[Faker, str, str, Mention], str]] = {
    Category.ORGANIZATION: lambda faker, *_: faker.company(),
    Category.LOCATION: lambda faker, original, lang, _: _place_like(faker, original, lang),
    Category.STREET: lambda faker, *_: faker.street_name(),
    Category.STREET_NUMBER: lambda faker, original, *_: _number_like(original, faker),
    Category.ZIP: lambda faker, original, *_: _postcode_like(original, faker),
    Category.EMAIL: lambda faker, *_: faker.email(),
    Category.PHONE: lambda faker, *_: faker.phone_number(),  # a number no region reads
    Category.IP_ADDRESS: _ip,
    Category.PASSWORD: lambda faker, *_: faker.password(),
    Category.DATE: _date,
    Category.AGE: lambda faker, *_: str(faker.random_int(18, 85)),
    Category.PROFESSION: lambda faker, *_: faker.job(),
}
