"""Czech possessive adjectives of a man's name (`Novákův dům`, `Müllerova kniha`): the
possessive of his surrogate, drawn as the name alone is."""

from __future__ import annotations

import re
from collections.abc import Callable

from pseudonymizer.casing import cased_like
from pseudonymizer.lexicon.inflection.cs.declension import decline
from pseudonymizer.lexicon.inflection.cs.lists import FAMILY, GIVEN, listed_names, paradigm_of
from pseudonymizer.lexicon.inflection.cs.orders import order_for, shape_of
from pseudonymizer.lexicon.substitutes import initial_for
from pseudonymizer.model import WordForm

# The endings of a possessive adjective made of a man's name (`Novákův dům`, `Novákova
# kniha`, `v Novákových plánech`), after the name.
_POSSESSIVE = re.compile(r"(ův|ov(?:a|o|y|u|ě|i|ou|ých|ým|ými|ém|ého|ému))\Z", re.IGNORECASE)


def possessive_stem(word: str, lemma: str) -> str | None:
    """The stem of `word` where the tagger read it as a possessive adjective made of a man's
    name (`Müllerova`, lemma `Müllerův`: `Müller`); None where it did not (`Hlava`, `Petrova`,
    a woman)."""
    ending = _POSSESSIVE.search(word)
    if ending is None or ending.start() < 2:
        return None
    stem = word[: ending.start()]
    if lemma.casefold() not in {f"{stem}ův".casefold(), f"{stem}ový".casefold()}:
        return None
    return stem


def possessive_of(
    word: str, form: WordForm, seed: Callable[[str], int], attempt: int
) -> str | None:
    """A possessive adjective made of a man's name (`Müllerova`, lemma `Müllerův`) as the one
    made of his surrogate (`Bártova`), which the name alone also gets (it is seeded alike)."""
    stem = possessive_stem(word, form.lemma)
    if stem is None:
        return None
    name = _possessor(stem.title() if stem.isupper() else stem)
    kind = GIVEN if name in listed_names(GIVEN, "Masc") else FAMILY
    own = name.casefold()
    shape = shape_of(name, paradigm_of(kind, name, "Masc"))
    letter = initial_for(listed_names(GIVEN, "Masc"), name[0], seed) if kind == GIVEN else ""
    # The order the name alone is drawn in, less the names no possessive is made of (`Černý`).
    ordered = order_for(kind, "Masc", False, own, letter, shape, seed(f"{kind}:{own}"))
    usable = [c for c in ordered if c[1] not in ("mladý", "jarní")]
    if attempt >= len(usable):
        return None
    lemma, paradigm_name, _ = usable[attempt]
    # The possessive is made of the stem the genitive shows: Hájek, Hájka -> Hájkův.
    genitive = decline(lemma, paradigm_name, "Gen")
    value = genitive[:-1] + word[len(stem) :]
    return cased_like(word, value, lower=False)


def _possessor(stem: str) -> str:
    """The name a possessive's stem is made of: the stem itself (`Novák` of `Novákův`), or the
    listed name whose genitive shows it (`Hájek` of `Hájkův`, `Kučera` of `Kučerův`, `Zdeněk`
    of `Zdeňkův`); an unlisted stem in a consonant and -k drops an `e` (`Kouřímek`)."""
    hard = {"ď": "d", "ť": "t", "ň": "n"}
    candidates = [stem, stem + "a", stem[:-1] + "ek"]
    if stem[-2:-1] in hard:
        candidates.append(stem[:-2] + hard[stem[-2]] + "ěk")
    listed = {*listed_names(GIVEN, "Masc", True), *listed_names(FAMILY, "Masc", True)}
    found = next((c for c in candidates if c in listed), None)
    if found is not None:
        return found
    return candidates[2] if stem[-1:] == "k" and stem[-2:-1] not in "aeiouyáéíóúůý" else stem
