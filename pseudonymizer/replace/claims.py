"""What one document's pseudonymization claimed in the corpus's ledger, and the reduce step that
admits documents' claims into one ledger of the whole corpus.

Documents are replaced in parallel, each against a ledger that none of the others writes to
(`--scope corpus` needs no lock): its surrogates are the key's, so the same entity draws the
same surrogate in every worker. What a document claims (each entity's surrogate, each
surrogate's owner) is then admitted in the corpus's order, a reduce step: claims that agree
with everything admitted before are merged; a document whose entity got another surrogate
than the corpus gave it, or took a surrogate the corpus gave someone else, has its
replacement (not its analysis) done again by the runner against the corpus's ledger, as one
document after another would. The outcome depends on the corpus and the key only, never on
which worker finished first.
"""

from __future__ import annotations

from collections import ChainMap
from dataclasses import dataclass, field
from typing import Any

from pseudonymizer.replace.ledger import Family, Identity, Ledger, NamePart, Owner, Slot


@dataclass
class Claims:
    """The entries one document wrote to its ledger (see `Ledger`)."""

    taken: dict[Slot, Owner] = field(default_factory=dict)
    given: dict[Identity, str] = field(default_factory=dict)
    drawn: dict[Identity, Any] = field(default_factory=dict)
    families: dict[Family, frozenset[Identity]] = field(default_factory=dict)
    persons: dict[Identity, Any] = field(default_factory=dict)
    kin: dict[Family, int] = field(default_factory=dict)

    @classmethod
    def of(cls, layer: Ledger) -> Claims:
        """What `layer` (a `Ledger.layer()` of the corpus's ledger) wrote."""
        own = [_own(part) for part in (layer.taken, layer.given, layer.drawn)]
        return cls(*own, _own(layer.families), _own(layer.persons), _own(layer.kin))


def admit(corpus: Ledger, claims: Claims) -> bool:
    """Merge `claims` into `corpus` where they agree with it; False (nothing merged) where an
    entity has another surrogate there or a surrogate another owner. A writing in capitals
    agrees with a plain one and gives way to it, as within one run."""
    for identity, value in claims.given.items():
        known = corpus.given.get(identity)
        if known is not None and known.casefold() != value.casefold():
            return False
    for value, owner in claims.taken.items():
        if not isinstance(value, NamePart) and corpus.taken.get(value, owner) != owner:
            return False
    for value, owner in claims.taken.items():
        # (A word of a full name's surrogate is its first name word's, and full names may
        # share it: `_claim_parts` takes it only where it is free.)
        if isinstance(value, NamePart):
            corpus.taken.setdefault(value, owner)
        else:
            corpus.taken[value] = owner
    for identity, value in claims.given.items():
        if corpus.given.get(identity, value).isupper() or identity not in corpus.given:
            corpus.given[identity] = value
    for identity, drawn in claims.drawn.items():
        corpus.drawn.setdefault(identity, drawn)
    for family, persons in claims.families.items():
        corpus.families[family] = corpus.families.get(family, frozenset()) | persons
    for identity, person in claims.persons.items():
        corpus.persons.setdefault(identity, person)
    for family, attempt in claims.kin.items():
        corpus.kin.setdefault(family, attempt)
    return True


def _own(part: Any) -> dict[Any, Any]:
    """The entries a layer wrote itself: the first map of its `ChainMap`."""
    return dict(part.maps[0]) if isinstance(part, ChainMap) else dict(part)


def apply(corpus: Ledger, claims: Claims) -> None:
    """Write `claims` into `corpus` as the document that made them wrote them (`Ledger.commit`):
    a run that is finished after a kill replays them so."""
    corpus.taken.update(claims.taken)
    corpus.given.update(claims.given)
    corpus.drawn.update(claims.drawn)
    corpus.families.update(claims.families)
    corpus.persons.update(claims.persons)
    corpus.kin.update(claims.kin)
