"""What a scope of uniqueness (a document, or the whole corpus) has given out so far, and the
keys it remembers entities and owners by.

Every mention of an entity gets the same surrogate, and no two entities share one within the
scope: the ledger records each surrogate's owner and each entity's surrogate as it is given. A
document is replaced against a layer of its scope's ledger (`Ledger.layer`), committed when
the document is done; what a layer wrote is what the document claims (`claims.py`).
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import MutableMapping
from dataclasses import dataclass, field
from typing import NamedTuple

from pseudonymizer.categories import Category

# A name's words as a pipeline read them, less their case: (lemma case-folded, number, gender)
# for each, None for a word it did not read.
Reading = tuple[tuple[str, str | None, str | None] | None, ...]


class Identity(NamedTuple):
    """An entity of the scope, as the ledger remembers it: its language, its category and its
    normalized text (`Entity.key`)."""

    lang: str
    category: Category
    key: str


class Owner(NamedTuple):
    """Whom a surrogate stands for: one string of a language is one someone, whatever category
    each of its mentions was found as (`Helen Marsh` a person, `HELEN MARSH` an OTHER); a name
    in the nominative stands for what every case of it shares (its key, or how it was read)."""

    lang: str
    key: str | Reading


class Nominative(NamedTuple):
    """A name in the nominative (case-folded) as `Ledger.taken` holds it, apart from the
    surrogates as written: no two names share a nominative in any of their cases."""

    name: str


class Numbered(NamedTuple):
    """A short number's surrogate (a house or flat number, a small count) as `Ledger.taken`
    holds it, apart by category: two house numbers never share one, while a house number and
    an age may (a long document names more short numbers than one shape has values)."""

    category: Category
    value: str


class FamilyName(NamedTuple):
    """A person's surrogate's family name in its man's form (`Inflector.family_key`: `hájek`
    of `Hájková`) as `Ledger.taken` holds it, for the family (a man's form too) it stands
    for: two families never share one in any form (`Hájek` for the Vondrášeks, `Hájková`
    for the Kubíčeks)."""

    name: str


class NamePart(NamedTuple):
    """A word of a person's full name's surrogate (case-folded: `valerie` of `Valerie
    Gardner`) as `Ledger.taken` holds it, for the word of the original it stands for
    (`priya` of `Priya Venkataraman`): a name alone of another word is drawn no such word
    (it would read as that person), while full names may share one, as persons share given
    names."""

    name: str


# What `Ledger.taken` is keyed by: a surrogate as written (case-folded), a nominative, a
# family name, a word of a full name's surrogate, a number.
Slot = str | Nominative | FamilyName | NamePart | Numbered


class Family(NamedTuple):
    """A family name: its language and its lemma, case-folded."""

    lang: str
    lemma: str


@dataclass
class Ledger:
    # Each surrogate (case-folded; a nominative and a short number apart) -> whom it stands
    # for: no two originals share one.
    taken: MutableMapping[Slot, Owner] = field(default_factory=dict)
    # Each entity -> its surrogate: a later document gives it the same one (in its writing).
    given: MutableMapping[Identity, str] = field(default_factory=dict)
    # Each entity of a language whose names are declined -> the attempt that gave its
    # surrogate, how its words were read, less their case, and the surrogate's nominative:
    # the same name read in another case gets that surrogate in its case (`Hamburku`, a
    # genitive here and a locative there).
    drawn: MutableMapping[Identity, tuple[int, Reading, str]] = field(default_factory=dict)
    # Each family name -> the persons named in full with it: a later document's family name
    # alone follows the one person.
    families: MutableMapping[Family, frozenset[Identity]] = field(default_factory=dict)
    # Each such person -> their full name, its surrogate, that in the nominative and the
    # attempt that gave it.
    persons: MutableMapping[Identity, tuple[str, str, str | None, int | None]] = field(
        default_factory=dict
    )
    # Each family (`Inflector.family_key`: a man's and a woman's form one) -> the attempt
    # that drew its first person's surrogate: the same attempt draws the same family name, so
    # the family's others are drawn by it first (`Ivan Pârvu`, `Maria Pârvu`).
    kin: MutableMapping[Family, int] = field(default_factory=dict)

    def layer(self) -> Ledger:
        """A ledger that reads this one and writes apart, to be committed or dropped (a
        document's first assignment, redone where the read-back changed a surrogate)."""
        return Ledger(
            ChainMap({}, self.taken),  # type: ignore[arg-type]
            ChainMap({}, self.given),  # type: ignore[arg-type]
            ChainMap({}, self.drawn),  # type: ignore[arg-type]
            ChainMap({}, self.families),  # type: ignore[arg-type]
            ChainMap({}, self.persons),  # type: ignore[arg-type]
            ChainMap({}, self.kin),  # type: ignore[arg-type]
        )

    def commit(self, layer: Ledger) -> None:
        """Add what `layer`, one of this ledger's, wrote."""
        for mine, theirs in ((self.taken, layer.taken), (self.given, layer.given)):
            mine.update(theirs.maps[0])  # type: ignore[attr-defined]
        self.drawn.update(layer.drawn.maps[0])  # type: ignore[attr-defined]
        self.families.update(layer.families.maps[0])  # type: ignore[attr-defined]
        self.persons.update(layer.persons.maps[0])  # type: ignore[attr-defined]
        self.kin.update(layer.kin.maps[0])  # type: ignore[attr-defined]
