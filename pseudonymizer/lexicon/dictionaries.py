"""The morphological dictionaries, found by the name a language gives (`Language.dictionary`):
each knows a language's words better than any word table (Polish: SGJP through Morfeusz,
`morfeusz.py`). Built-in ones are imported when a language first asks for one; an installed
package adds one through the entry-point group `pseudonymizer.dictionaries` (a class made with
no arguments).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from importlib.metadata import EntryPoint, entry_points
from typing import Protocol

from pseudonymizer.languages import get_language

ENTRY_POINT_GROUP = "pseudonymizer.dictionaries"
# The dictionaries that come with pseudonymizer: where each is made.
BUILT_IN = {"morfeusz": "pseudonymizer.lexicon.morfeusz:Morfeusz"}


class Dictionary(Protocol):
    """Lemmas for propagation and rules, which words are ordinary, family names or places, and
    the forms of adjectives."""

    def lemma(self, token: str) -> str:
        """The token's lemma, lower-cased (the token lower-cased where it knows none)."""
        ...

    def ordinary(self, word: str) -> bool:
        """Whether the lower-case `word` is an ordinary word in some reading."""
        ...

    def common(self, word: str) -> str | None:
        """How `word`, as written, reads where every reading is an ordinary word and none a
        name's: `noun` where one is a common noun, `other` where none is; None where a
        reading is a proper name's or the word is unknown."""
        ...

    def common_head(self, noun: str, adjective: str) -> bool:
        """Whether `noun` heads a phrase of ordinary words with the adjective after it,
        agreeing with it, though it may also be a person's name (`Szkoła Podstawowa`)."""
        ...

    def personal_noun(self, word: str) -> bool:
        """Whether `word` reads only as common words, one a noun of a person (an office:
        `Prezesie`), never as a name."""
        ...

    def given_form(self, word: str) -> bool:
        """Whether the capitalized `word` is a form of a given name of the name lists that the
        dictionary knows only as a common noun's (`Lenkę`, of `lenka`)."""
        ...

    def genitive_noun(self, word: str) -> bool:
        """Whether `word` reads as a common noun in the genitive (`Pracy`, `Kadr`): the field
        a noun before it governs in a body's or an office's name (`Ministra Pracy`)."""
        ...

    def people_noun(self, word: str) -> tuple[str, bool] | None:
        """The lemma of the noun of a people or a land's inhabitants `word` reads as
        (`Polaków` -> `Polak`), which the language writes with a capital though it names no
        one, and whether the form is only a plural's; None where it is no such noun, or is a
        given name."""
        ...

    def body_initials(self, word: str) -> bool:
        """Whether `word`, in capitals, is listed as written as the initials of an
        institution, organization or firm (`ZUS`, `UŁ`, `PZU`): a body the language's text
        names so widely that its dictionary holds it."""
        ...

    def given_gender(self, name: str) -> str | None:
        """`m` or `f` where the dictionary reads `name`, a nominative, as given names of one
        gender only (`Małgorzata`, which the locale's short lists lack); None otherwise."""
        ...

    def family_name(self, word: str) -> bool:
        """Whether `word` reads as a family name (`Kowalski`, also an adjective)."""
        ...

    def place_name(self, word: str) -> bool:
        """Whether `word` (a form) reads as a place's name."""
        ...

    def place_lemmas(self, word: str) -> frozenset[str]:
        """The places' names `word` (a form) reads as a form of (`Gdańsk` of `Gdańska`)."""
        ...

    def agrees(self, noun: str, adjective: str) -> bool:
        """Whether `adjective` reads as an adjective that agrees in number, case and gender
        with `noun` read as a noun (`Politechnika Gdańska`; not `Miasta Gdańska`, where
        `Gdańska` is the town's genitive)."""
        ...

    def name_part(self, word: str) -> bool:
        """Whether `word` reads as an ordinary word and, as a name, only as a part of places'
        names (Polish `Miasta`, of `Nowe Miasto`): alone, no place's name."""
        ...

    def adjective_lemma(self, word: str) -> str | None:
        """The lemma of `word` read as an adjective, None where it reads as none."""
        ...

    def noun(self, word: str) -> bool:
        """Whether `word` reads as a noun, common or proper (`Wielkanoc`)."""
        ...

    def adjective_forms(self, lemma: str) -> frozenset[str]:
        """Every form, lower-cased, of the adjective `lemma`; empty where it knows none."""
        ...

    def adjective_like(self, word: str, lemma: str) -> str | None:
        """The form of the adjective `lemma` in the case, number and gender of the adjective
        `word`, lower-cased; None where it knows none."""
        ...

    def place_adjective(self, lemma: str, places: Sequence[str]) -> bool:
        """Whether an adjective derived from `places` is that of a place (not `Julia`'s) and
        no other word (`łaski`, Łask's, is mostly the genitive of `łaska`)."""
        ...


class UnknownDictionaryError(ValueError):
    pass


# Each language's dictionary (None: it has none), made once.
_made: dict[str, Dictionary | None] = {}


def dictionary_for(lang: str) -> Dictionary | None:
    """The dictionary of the language of code `lang`, None where it names none."""
    if lang not in _made:
        language = get_language(lang)
        name = language.dictionary
        _made[lang] = None if name is None else _load(name)()
    return _made[lang]


def _load(name: str) -> type[Dictionary]:
    where = BUILT_IN.get(name) or _plugins().get(name)
    if where is None:
        raise UnknownDictionaryError(
            f"no dictionary named {name!r} (Language.dictionary); known: "
            f"{', '.join(sorted({*BUILT_IN, *_plugins()}))}, or add one through the entry-point "
            f"group {ENTRY_POINT_GROUP}"
        )
    loaded: type[Dictionary] = EntryPoint(name, where, ENTRY_POINT_GROUP).load()
    return loaded


@cache
def _plugins() -> dict[str, str]:
    return {point.name: point.value for point in entry_points(group=ENTRY_POINT_GROUP)}
