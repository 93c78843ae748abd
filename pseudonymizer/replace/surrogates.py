"""Surrogate values: the seam between `pseudonymize` and whatever invents replacements.

`FakerSurrogates` is the first generator: a value of the same category from Faker's lists for
the document's language, chosen by a keyed hash of the entity so that it is the same wherever
the entity appears in a run. Without a key it uses a random one per run, so nothing links a
surrogate back to its original across runs. Each category's surrogate is made by its operator
(`operators.py`); a name written with a case ending gets its ending back on its surrogate, as
the language's inflector writes it. Dates and times are not drawn but moved, all by one shift
the key gives (`dates.py`), so the intervals between them stay true.
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import os
import random
from collections.abc import Mapping
from dataclasses import replace
from functools import cache
from typing import Protocol

from pseudonymizer.casing import cased_like
from pseudonymizer.categories import Category
from pseudonymizer.choices import AgeStyle
from pseudonymizer.lexicon.attempts import POLICY
from pseudonymizer.lexicon.calendar import ON_A_DAY, listed_month, weekday_form_of
from pseudonymizer.lexicon.demonyms import adjective_of_town, town_of_adjective_lemma
from pseudonymizer.lexicon.grammar import Grammar
from pseudonymizer.lexicon.inflection.base import NameRequest
from pseudonymizer.lexicon.inflection.suffixes import FamilySuffix, WifeSuffix
from pseudonymizer.lexicon.places import main_places
from pseudonymizer.lexicon.states import countries
from pseudonymizer.lexicon.substitutes import given_names as listed_given_names
from pseudonymizer.lexicon.vocabulary import ordinary
from pseudonymizer.lexicon.word_forms import town_of_adjective
from pseudonymizer.model import Entity, Forms, Mention
from pseudonymizer.replace.dates import shift_date, shift_listed_day, shift_time
from pseudonymizer.replace.nationalities import nationality_surrogate
from pseudonymizer.replace.operators import Request, TownDraws, operator_for
from pseudonymizer.replace.persons import person_surrogate
from pseudonymizer.replace.timeline import Clock, timeline


class SurrogateGenerator(Protocol):
    def surrogate(
        self,
        entity: Entity,
        mention: Mention,
        original: str,
        grammar: Grammar,
        attempt: int,
        names: Mapping[str, str],
        forms: Forms = (),
        nominative: bool = False,
        family: bool = False,
        person_words: Mapping[str, str] | None = None,
        towns: TownDraws | None = None,
    ) -> str:
        """A replacement for `original`, in a document of `grammar`'s language; a higher
        `attempt` must give a different value, which the caller asks for when a value collides
        with another entity's or an original.
        `names` maps the words of the document's replaced person names to their surrogates'
        (lower-case ASCII), for an address that spells a name. `forms` are the original's
        words as the language's pipeline read them, where its surrogates are declined; with
        `nominative`, the same surrogate in the nominative (its dictionary form), which no
        other name may have in any case. A person's single word is a `family` name where the
        document says so (it ends another mention's name: `Albrecht` of `Jonas Albrecht`);
        `person_words` maps the words of the document's persons' names (case-folded) to their
        surrogates' words, for an organization's or other thing's name that holds them;
        `towns` maps the document's places (case-folded) to the attempt that drew their
        surrogates and their reading, for a name that holds one (`Charita Olomouc`)."""
        ...

    def for_document(
        self, anchor: str, clock: Clock, year: int | None = None
    ) -> SurrogateGenerator:
        """This generator with the timeline of one document (`replace/timeline.py`)."""
        ...

    def name_key(
        self, original: str, grammar: Grammar, category: Category, forms: Forms, family: bool
    ) -> str | None:
        """What every case of one declined name shares and two names do not (its lemmas as
        read), where names are declined and `forms` read them; else None."""
        ...


# How many towns are tried for one whose adjective the dictionary knows.
_ADJECTIVE_TRIES = 50
# How many attempts draw a place inside a name before one differs from the original.
_REDRAWS = 5


@cache
def _towns(lang: str) -> list[str]:
    """The language's main places but its countries, sorted (a seeded draw is the same in
    every process)."""
    states = countries(lang)
    return sorted(name for name in main_places(lang) if name.casefold() not in states)


class FakerSurrogates:
    def __init__(
        self, key: bytes | None = None, ages: AgeStyle = "shift", valid_ids: bool = True
    ) -> None:
        self.key = key if key is not None else os.urandom(32)
        self.ages = ages
        self.valid_ids = valid_ids
        # The corpus's timeline, until `for_document` gives a document its own.
        shift = timeline(self.seed, "", None)
        self.days, self.hours, self.year = shift.days, shift.hours, shift.year

    def for_document(self, anchor: str, clock: Clock, year: int | None = None) -> FakerSurrogates:
        """This generator with the timeline of the document `anchor` names ("" for the
        corpus's), whose times lie within `clock` and whose dates are in `year`
        (`replace/timeline.py`)."""
        bound = copy.copy(self)
        shift = timeline(self.seed, anchor, clock, year)
        bound.days, bound.hours, bound.year = shift.days, shift.hours, shift.year
        return bound

    def surrogate(
        self,
        entity: Entity,
        mention: Mention,
        original: str,
        grammar: Grammar,
        attempt: int,
        names: Mapping[str, str],
        forms: Forms = (),
        nominative: bool = False,
        family: bool = False,
        person_words: Mapping[str, str] | None = None,
        towns: TownDraws | None = None,
    ) -> str:
        request = Request(
            self, entity, mention, original, grammar, attempt, names, forms, nominative, family
        )
        if person_words:
            request = replace(request, person_words=person_words)
        if towns:
            request = replace(request, towns=towns)
        inflector = grammar.inflector
        if entity.category in _NAMED:
            # `Annas` is Anna's genitive: the surrogate is Anna's, in the genitive (`Evas`);
            # `Afrikából`: Afrika's surrogate with `ból`; a place's, a village's too
            # (`Bugacon`: Bugac's with `on`).
            place = entity.category is Category.LOCATION
            stem, ending = (inflector.split_place if place else inflector.split)(original)
            if ending is not None:
                # (`Keményné`, `Szabóéknál`: one word before a wife's or a family's mark is
                # the family name, though no list holds it, unless the lists hold it as a
                # given name alone: `Jánosné`.)
                married = (
                    isinstance(ending, WifeSuffix | FamilySuffix)
                    and " " not in stem
                    and not _listed_given(stem, grammar.language.names_locale)
                )
                stemmed = replace(request, original=stem, nominative=False)
                value = self._value(replace(stemmed, family=True) if married else stemmed)
                return value if nominative else inflector.attach(value, ending)
        return self._value(request)

    def name_key(
        self, original: str, grammar: Grammar, category: Category, forms: Forms, family: bool
    ) -> str | None:
        if not forms or category not in _INFLECTED:
            return None
        place = category is Category.LOCATION
        return grammar.inflector.name_key(original, forms, place, family)

    def _value(self, request: Request) -> str:
        """The surrogate of a name without its genitive or case suffix, as its category's
        operator makes it."""
        return operator_for(request.category)(request)

    def place(
        self,
        word: str,
        grammar: Grammar,
        forms: Forms,
        attempt: int,
        known: bool = True,
        towns: TownDraws | None = None,
    ) -> str | None:
        """The surrogate of `word` where it is a town or country (in its form: `Ostravě` ->
        `Opavě`, `GÖTEBORGS` -> `MALMÖS`, `Nyíregyházán` -> `Győrön`), seeded as the place
        itself would be; None where it is none, or also an English word (`University`). Not
        `known`, `word` is a place whatever the lists say (the town of a district court).
        `towns` maps the document's places (name and lemma, case-folded) to the attempt that
        drew their own surrogate and their reading there: a place named so is drawn by that
        attempt and reading, so `Charita Olomouc` and `v Olomouci` name one town, though the
        town's first draw was another entity's."""
        inflector, dictionary = grammar.inflector, grammar.dictionary
        # `Nyíregyházán`: Nyíregyháza and its `-n`; `GÖTEBORGS`: Göteborg's genitive;
        # `Rózsadombról`, a case of place on a name no list knows.
        stem, ending = inflector.split_place(word.title() if word.isupper() else word)
        if ending is None and dictionary is not None and word[:1].isupper():
            adjective = self._town_adjective(word, grammar, attempt, towns)
            if adjective is not None:
                return adjective
        town = town_of_adjective(word, grammar.code) if ending is None else None
        if town is not None and not (known and dictionary is not None):
            # A town's adjective (`Budapesti Műszaki Egyetem`): the town's surrogate's.
            adjective = word[len(town) :]
            value = self.place(town, grammar, (), attempt, known=False, towns=towns)
            return cased_like(word, value + adjective, lower=False) if value else None
        lemma = forms[0].lemma if forms and forms[0] is not None else stem
        drawn = towns.get(lemma.casefold(), towns.get(stem.casefold())) if towns else None
        if drawn is not None:
            # (Read as the town was read alone, in this word's case: the tagger may give the
            # town inside a body's name another gender, which draws from another list.)
            attempt, own = drawn
            if own is not None and forms and forms[0] is not None:
                forms = (replace(own, case=forms[0].case), *forms[1:])
        if known and dictionary is not None:
            if not dictionary.place_name(word):
                return None
        elif known and (not {stem, lemma} & main_places(grammar.code) or ordinary(stem, "en")):
            return None
        entity = Entity("", Category.LOCATION, stem.casefold())
        mention = Mention(0, len(stem), Category.LOCATION, "organization")
        value = stem
        # (A town drawn from the list the original is in may be the original: the next
        # attempt's, as a town alone draws again, else `Soproni` of a club stayed as written.)
        for again in range(attempt, attempt + _REDRAWS):
            request = Request(self, entity, mention, stem, grammar, again, {}, forms)
            value = self._value(request)
            if value.casefold() != stem.casefold():
                break
        value = inflector.attach(value, ending) if ending is not None else value
        return cased_like(word, value, lower=False)

    def _town_adjective(
        self, word: str, grammar: Grammar, attempt: int, towns: TownDraws | None
    ) -> str | None:
        """Where `word` is a town's adjective the dictionary declines (`Szczecińskiego` of
        `Uniwersytetu Szczecińskiego`), the adjective of the town's surrogate in its form
        (`Tczewskiego`), so the body's name and the town alone name one town; None where
        `word` is none. A surrogate with no adjective the dictionary knows gives another
        town's, seeded as the original town."""
        dictionary = grammar.dictionary
        lemma = dictionary.adjective_lemma(word) if dictionary is not None else None
        town = town_of_adjective_lemma(lemma, grammar.code) if lemma else None
        if dictionary is None or town is None:
            return None
        if word in grammar.inflector.forms(town, place=True):
            return None  # (`Gdańska` of `Urzędu Miasta Gdańska`: the town's own genitive)
        value = self.place(town, grammar, (), attempt, known=False, towns=towns)
        adjective = adjective_of_town(value, grammar.code) if value else None
        if adjective is None:
            # (A surrogate with no adjective, `Milanówek`: another town's, seeded as the town.)
            rng = random.Random(self.seed(grammar.code, Category.LOCATION, town, attempt))
            listed = _towns(grammar.code)
            for other in rng.sample(listed, min(_ADJECTIVE_TRIES, len(listed))):
                if other != town and (adjective := adjective_of_town(other, grammar.code)):
                    break
        form = dictionary.adjective_like(word, adjective) if adjective else None
        return cased_like(word, form.capitalize(), lower=False) if form else None

    def name(self, word: str, grammar: Grammar, forms: Forms, attempt: int) -> str:
        """The surrogate of a name in an organization's or other thing's name, as a person's:
        in the word's form where the language declines (`Tomáši` -> `Zbyňku`) or has a
        genitive (`Sjöbergs` -> `Lindells`), and seeded as the person's, so a company named
        after someone names their surrogate."""
        lang, inflector = grammar.code, grammar.inflector
        if forms and forms[0] is not None:
            request = NameRequest(
                word,
                False,
                forms,
                attempt,
                lambda name, n: self.seed(lang, Category.PERSON, name, n),
                POLICY,
            )
            declined = inflector.inflect(request)
            if declined is not None:
                return declined
        stem, ending = inflector.split(word)
        # A word the lists know as a given name is one (`Annával` -> `Etelkával`, not a
        # family name), any other a family name: a firm or a house is named after a family
        # (`Greyfriars Joinery Ltd` -> `Mortimer Joinery Ltd`), and a given name drawn for a
        # word no list knows reads as someone called by his first name (`Abdul Joinery Ltd`).
        locale = grammar.language.names_locale
        value = person_surrogate(
            stem,
            locale,
            lambda name: self.seed(lang, Category.PERSON, name, attempt),
            family=not _listed_given(stem, locale),
        )
        return inflector.attach(value, ending) if ending is not None else value

    def nationality(self, word: str, grammar: Grammar, attempt: int) -> str | None:
        """The surrogate of `word` where it is a nationality (in its form: `rumänischer` ->
        `dänischer`), seeded by the nationality, so the same one stands alone and inside an
        institution's name (`Romanian Government`)."""
        lang = grammar.code
        return nationality_surrogate(
            word, lang, lambda stem: self.seed(lang, Category.DEMOGRAPHIC, stem, attempt)
        )

    def moved(self, original: str, lang: str, mention: Mention) -> str | None:
        """The date or time moved by the document's timeline, and by nothing else: a moved
        date that equals another original date is where the shift puts it (the audit knows
        the shift), so every interval between the document's dates stays true."""
        if mention.source == "time" or mention.attrs.ner_label == "TIME":
            return shift_time(original, self.hours)
        listed = listed_month(mention.attrs.context)
        if listed is not None:  # `9.` of `9. a 10. dubna`: a day of April
            return shift_listed_day(original, listed, self.days, self.year, lang)
        on = mention.attrs.context == ON_A_DAY
        weekday = weekday_form_of(mention.attrs.context)
        return shift_date(
            original, lang, self.days, on=on, hours=self.hours, year=self.year, weekday=weekday
        )

    def seed(self, *parts: object) -> int:
        """The keyed hash of `parts`: what every draw of the run is seeded with."""
        message = "\x1f".join(str(part) for part in parts).encode()
        return int.from_bytes(hmac.new(self.key, message, hashlib.sha256).digest()[:8], "big")


# Categories whose mentions may be written in a genitive or with a case suffix (`Annas`,
# `John's`, `Afrikából`).
_NAMED = frozenset({Category.PERSON, Category.LOCATION, Category.ORGANIZATION})
# Categories whose names a language's `Inflector` may draw in the original's form.
_INFLECTED = frozenset({Category.PERSON, Category.LOCATION})


def _listed_given(word: str, locale: str) -> bool:
    """Whether `word` is a given name of `locale`'s lists, of either gender."""
    return word in _given_set(locale)


@cache
def _given_set(locale: str) -> frozenset[str]:
    return frozenset((*listed_given_names(locale, "male"), *listed_given_names(locale, "female")))
