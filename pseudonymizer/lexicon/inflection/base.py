"""What an inflector is: how a language puts a surrogate into the form of the name it replaces
(Czech declension, Polish generation, German, Swedish and English genitives, Hungarian case
suffixes), and the request it draws a declined surrogate for.

An inflector is made for one `Language` (`Inflector(language)`) and found by the name the
language gives in `Language.inflection` (`lexicon/inflection/__init__.py`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.attempts import AttemptPolicy
from pseudonymizer.model import Forms, WordForm

# What `Inflector.split` takes off a name and `Inflector.attach` puts back: each inflector's own.
Ending = Any


@dataclass(frozen=True)
class NameRequest:
    """A person's or place's name whose surrogate an `Inflector` draws in the name's form.

    `forms` are its words as the language's pipeline read them (empty where none were read);
    `seed(key, attempt)` is the keyed seed of a word or lemma at an attempt; `attempt` counts
    the surrogates already refused (another entity's, or spelling an original), and `policy`
    says how far the language's own lists may serve. A person's single word is a `family`
    name where the document says so, a `given` name where it is named by one (a chat's
    speaker), of the `gender` (`m`, `f`) the text tells where it does; with `nominative`, the
    surrogate is wanted in the nominative (its dictionary form). `tag` is the dictionary's
    reading of the name's first word as the detector read it in its sentence (Polish
    `subst:sg:loc:f` for `Kasi` after `o`), where one was read."""

    original: str
    place: bool
    forms: Forms
    attempt: int
    seed: Callable[[str, int], int]
    policy: AttemptPolicy
    family: bool = False
    nominative: bool = False
    given: bool = False
    gender: str | None = None
    tag: str | None = None


class Inflector:
    """How a language puts a surrogate into the form of the name it replaces. This base class
    is a language whose names take no endings: a surrogate is written as drawn."""

    # The spaCy pipeline's components whose reading of each word's case, number, gender and
    # lemma (`Forms`, read in context) the inflector needs (Czech: the morphologizer and the
    # lemmatizer); none where it needs no reading.
    components: tuple[str, ...] = ()

    def __init__(self, language: Language) -> None:
        self.language = language

    def split(self, name: str) -> tuple[str, Ending | None]:
        """`name` without the ending its surrogate takes over (`Annas`: `Anna` and the
        genitive; `Afrikából`: `Afrika` and the elative), and that ending; None for none."""
        return name, None

    def split_place(self, name: str) -> tuple[str, Ending | None]:
        """`name` read as a place's name, without its ending (as `split`): also where the
        name without it is a town or village of the language's own countries no other list
        knows (Hungarian `Bugacon`, Swedish `Jokkmokks`), or the ending itself says where
        (Hungarian `Rózsadombról`, off the Rózsadomb). How a place's surrogate keeps the form of
        a name too small or too odd for the lists."""
        return self.split(name)

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

    def family_keys(self, word: str) -> frozenset[str]:
        """The family names (lemmas, case-folded, as `family_key` gives them) whose family in
        the plural `word` is, or of which it is a case no list need hold: what a word alone
        may name a family by (Czech `Kubíčkovými`: `kubíček`; Polish `Wróblewskich`:
        `wróblewski`; Hungarian `Dorogiéknál`, `Dorogival`: `dorogi`). Empty where the
        language writes none."""
        return frozenset()

    def ending_after(self, word: str, stem: str) -> Ending | None:
        """The ending `word` carries after the name `stem`, whether or not a list holds the
        name (Hungarian `Dorogival` after `Dorogi`: the instrumental; `Dorogiék`: the
        family), for its surrogate to take; None where `word` is no form of it so."""
        found, ending = self.split(word)
        return ending if found.casefold() == stem.casefold() else None

    def family_key(self, family: str) -> str:
        """What a family name (a lemma, case-folded) shares with its forms for a man and a
        woman (Czech `nováková` -> `novák`, Polish `kowalska` -> `kowalski`): one family, one
        surrogate family name. The name itself where the language gives both one form."""
        return family

    def street(self, original: str, rng: random.Random) -> str | None:
        """A street's name (its capitalized words, `Dlouhé` of `v Dlouhé ulici`) drawn by
        `rng` in the original's form, where the language declines street names; None where it
        writes them as drawn (Faker's streets serve as they are)."""
        return None

    def in_case(self, name: str, form: WordForm | None) -> str | None:
        """A person's name word `name` (in the nominative) declined into the case `form` was
        read in (`Dvořák` as the genitive `Nováka` is: `Dvořáka`); None where the language
        declines no names or the reading says no case."""
        return None

    def lemmas(self, original: str, forms: Forms) -> str | None:
        """A person's name with each word in its dictionary form (`Jana Kowalskiego` -> `Jan
        Kowalski`), as an e-mail address spells it; None where names are not declined."""
        return None

    def place_adjective(self, word: str, lemma: str, gender: str, plural: bool) -> str | None:
        """The adjective `word` (its lemma `lemma`) opening a place's name, in the nominative
        of the `gender` and number of the noun after it (`Mladou` before `Boleslav`:
        `Mladá`), as the place lists hold the name; None where the language declines no
        adjectives or `word` is none."""
        return None

    def declines_town(self, adjective: str, noun: str) -> bool:
        """Whether `adjective` `noun` are a case of a town of an adjective and a noun that
        the inflector's own lists hold and decline (`Nové Pace`: `Nová Paka`)."""
        return False

    def forms(self, word: str, place: bool = False) -> frozenset[str]:
        """Every form a reader still knows the name word `word` by, whichever form it is
        written in: its cases, its vocative, its genitive, its possessive, its case suffixes
        (`Marek`: `Marku`, `Marka`; `Becker`: `Beckers`); `word` itself where the language has
        none. A `place`'s name is declined as a place. The output's audit looks for each."""
        return frozenset({word})

    def in_form_of(self, word: str, name: str, surrogate: str) -> str | None:
        """`surrogate` in the form `word` has, where `word` is a form of the person's name word
        `name` (`Michała` of Michał: `Jana` for Jan; Hungarian `Bogival` of Bogi:
        `Rékával` for Réka), letters' case aside; None where it is no form of it. A name the
        lists lack is still known in its forms where the text names its bearer."""
        folded = word.casefold()
        pairs = self.name_forms(name.capitalize(), surrogate.capitalize())
        return next((new for form, new in pairs if form.casefold() == folded), None)

    def name_forms_read(
        self, name: str, surrogate: str, tag: str | None
    ) -> tuple[tuple[str, str], ...]:
        """`name_forms`, those of the form the dictionary read a mention in (`tag`, as
        `NameRequest.tag`) first: Polish `Kasi` is a genitive, dative and locative, and `o
        Kasi` wants the surrogate's locative (`Julicie`), not its genitive (`Julity`)."""
        return self.name_forms(name, surrogate)

    def name_forms(self, name: str, surrogate: str) -> tuple[tuple[str, str], ...]:
        """Each form of a person's name word `name` (a lemma: `Jan`) beside the same form of
        its surrogate (`Petr`): `Jana` and `Petra`, `Janovi` and `Petrovi`; for an address that
        spells a name in another form than its dictionary's (`jana.kratochvil@` of Jan
        Kratochvíl). Empty where names are not declined."""
        return ()
