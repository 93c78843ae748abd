"""Which lists serve an entity's `attempt`-th surrogate, in one place.

A surrogate is refused when it is another entity's or spells an original, and the next attempt
is asked for. The first attempts draw from the language's own lists; a corpus can name more
people or towns than they hold, so later ones draw from other languages' lists, and the last
resort is a pseudo-word of the original's shape. A language whose names are declined walks its
own lists much longer (`inflected`), one keyed order per name (Czech: `inflection/cs/orders.py`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AttemptPolicy:
    # From this attempt on, the lists of other Latin-script locales (where names are not
    # inflected: the Czech and Polish lists serve up to their own limit).
    more_locales: int = 20
    # From this attempt on, a pseudo-word of the original's shape.
    last_resort: int = 40
    # How many attempts a language's declined lists serve, walked in one order per name.
    inflected: int = 1500
    # How many attempts are made at all before the entity is given up (an error): enough
    # for the declined lists and the pseudo-words after them.
    tries: int = 1600


POLICY = AttemptPolicy()
