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
from collections.abc import Callable, Mapping
from datetime import date, timedelta
from functools import cache
from typing import Protocol

from babel.dates import format_date
from faker import Faker

from pseudonymizer.categories import Category
from pseudonymizer.config import AgeStyle
from pseudonymizer.languages import get_language
from pseudonymizer.model import Entity, Mention
from pseudonymizer.replace.ages import age_surrogate
from pseudonymizer.replace.dates import shift_date, shift_time
from pseudonymizer.replace.emails import email_surrogate
from pseudonymizer.replace.identifiers import id_surrogate, same_shape
from pseudonymizer.replace.phones import phone_surrogate
from pseudonymizer.replace.polish import FAMILY, GIVEN, PLACE, inflected_name


class SurrogateGenerator(Protocol):
    def surrogate(
        self,
        entity: Entity,
        mention: Mention,
        original: str,
        lang: str,
        attempt: int,
        names: Mapping[str, str],
    ) -> str:
        """A replacement for `original`; a higher `attempt` must give a different value, which
        the caller asks for when a value collides with another entity's or an original.
        `names` maps the words of the document's replaced person names to their surrogates'
        (lower-case ASCII), for an address that spells a name."""
        ...


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
    ) -> str:
        if entity.category is Category.DATE:
            moved = self._moved(original, lang, mention, attempt)
            if moved is not None:
                return moved
        if entity.category is Category.AGE:
            age = age_surrogate(original, self.ages, self._seed(entity.key), attempt)
            if age is not None:
                return age
        seed = self._seed(lang, entity.category, entity.key, attempt)
        if entity.category in _INFLECTED and get_language(lang).morphology == "morfeusz":
            # Seeded by each word's lemma, so every case of a name gets the same surrogate.
            inflected = inflected_name(
                original,
                _INFLECTED[entity.category],
                lambda lemma: self._seed(lang, entity.category, lemma, attempt),
            )
            if inflected is not None:
                return inflected
        if entity.category is Category.PHONE:
            regions = get_language(lang).phone_regions
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
        if entity.category is Category.ID:
            kind = str(mention.attrs.get("kind", ""))
            rng = random.Random(seed)
            value = id_surrogate(original, kind, rng, self.days, self.valid_ids)
            return value if value is not None else same_shape(original, rng)
        faker = _faker(get_language(lang).faker_locale)
        faker.seed_instance(seed)
        make = _MAKERS.get(entity.category)
        value = (
            make(faker, original, lang, mention)
            if make
            else same_shape(original, random.Random(seed))
        )
        return _cased_like(original, value)

    def _moved(self, original: str, lang: str, mention: Mention, attempt: int) -> str | None:
        """The date or time moved by the run's shift. A further attempt (the moved value
        spells an original, or another entity's) moves it by another year and a day: only
        that date leaves the common shift."""
        if mention.source == "time" or mention.attrs.get("ner_label") == "TIME":
            return shift_time(original, self.hours + attempt)
        return shift_date(original, lang, self.days + attempt * 367)

    def _seed(self, *parts: object) -> int:
        message = "\x1f".join(str(part) for part in parts).encode()
        return int.from_bytes(hmac.new(self.key, message, hashlib.sha256).digest()[:8], "big")


def _cased_like(original: str, value: str) -> str:
    """`value` in the case the original is written in, where that is all one case: a signature
    in capitals (`JOHN SMITH`) or a chat in lower case (`jan novák`) keeps its look. Mixed case
    is left as generated (a single capital is an initial, not a shouted word)."""
    letters = [char for char in original if char.isalpha()]
    if len(letters) > 1 and all(char.isupper() for char in letters):
        return value.upper()
    if letters and all(char.islower() for char in letters):
        return value.lower()
    return value


def _person(faker: Faker, original: str, lang: str, mention: Mention) -> str:
    words = original.split()
    if len(words) == 1:
        return faker.last_name()
    return " ".join([*(faker.first_name() for _ in words[:-1]), faker.last_name()])


def _date(faker: Faker, original: str, lang: str, mention: Mention) -> str:
    day = date(1950, 1, 1) + timedelta(days=faker.random_int(0, 365 * 60))
    return format_date(
        day, "short" if mention.attrs.get("form") == "numeric" else "long", locale=lang
    )


def _ip(faker: Faker, original: str, lang: str, mention: Mention) -> str:
    return faker.ipv6() if mention.attrs.get("kind") == "ipv6" else faker.ipv4_public()


# Name classes (SGJP's) a Polish surrogate is drawn from, per category.
_INFLECTED = {Category.PERSON: (GIVEN, FAMILY), Category.LOCATION: (PLACE,)}

_MAKERS: dict[Category, Callable[[Faker, str, str, Mention], str]] = {
    Category.PERSON: _person,
    Category.USERNAME: lambda faker, *_: faker.user_name(),
    Category.ORGANIZATION: lambda faker, *_: faker.company(),
    Category.LOCATION: lambda faker, *_: faker.city(),
    Category.STREET: lambda faker, *_: faker.street_name(),
    Category.STREET_NUMBER: lambda faker, *_: faker.building_number(),
    Category.ZIP: lambda faker, *_: faker.postcode(),
    Category.EMAIL: lambda faker, *_: faker.email(),
    Category.URL: lambda faker, *_: faker.url().rstrip("/"),
    Category.PHONE: lambda faker, *_: faker.phone_number(),  # a number no region reads
    Category.IP_ADDRESS: _ip,
    Category.PASSWORD: lambda faker, *_: faker.password(),
    Category.DATE: _date,
    Category.AGE: lambda faker, *_: str(faker.random_int(18, 85)),
    Category.PROFESSION: lambda faker, *_: faker.job(),
}
