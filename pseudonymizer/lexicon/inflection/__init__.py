"""The inflectors, found by the name a language gives (`Language.inflection`): each puts a
surrogate into the form of the name it replaces (`base.py`).

The built-in ones are modules of this package, imported when a language first asks for one, so
an English run never loads the Czech lists or Morfeusz; an installed package adds one through
the entry-point group `pseudonymizer.inflectors` (`slovak = "pseudonymizer_sk.names:Slovak"`,
a class or function taking the `Language`), and a program through `register`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib.metadata import EntryPoint, entry_points

from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.inflection.base import Inflector

ENTRY_POINT_GROUP = "pseudonymizer.inflectors"
# The inflectors that come with pseudonymizer: where each is made.
BUILT_IN = {
    "genitive": "pseudonymizer.lexicon.inflection.genitive:Genitive",
    "english_genitive": "pseudonymizer.lexicon.inflection.genitive:EnglishGenitive",
    "hungarian": "pseudonymizer.lexicon.inflection.suffixes:Suffixes",
    "czech": "pseudonymizer.lexicon.inflection.cs.inflector:CzechInflector",
    "polish": "pseudonymizer.lexicon.inflection.pl.inflector:PolishInflector",
}
Make = Callable[[Language], Inflector]
_registered: dict[str, Make] = {}
# Each language's inflector, made once.
_made: dict[str, Inflector] = {}


class UnknownInflectionError(ValueError):
    pass


def register(name: str, make: Make) -> None:
    """Make the inflector `make(language)` known as `name`, in place of any other."""
    _registered[name] = make
    _made.clear()


def inflector_for(lang: str) -> Inflector:
    """The inflector of the language of code `lang`; the plain one (names take no endings)
    where it names none."""
    inflector = _made.get(lang)
    if inflector is None:
        language = get_language(lang)
        name = language.inflection
        inflector = _made[lang] = Inflector(language) if name is None else _make(name)(language)
    return inflector


def _make(name: str) -> Make:
    if name in _registered:
        return _registered[name]
    where = BUILT_IN.get(name) or _plugins().get(name)
    if where is None:
        known = ", ".join(sorted({*BUILT_IN, *_plugins(), *_registered}))
        raise UnknownInflectionError(
            f"no inflector named {name!r} (Language.inflection); known: {known}, or add one "
            f"through the entry-point group {ENTRY_POINT_GROUP}"
        )
    made: Make = EntryPoint(name, where, ENTRY_POINT_GROUP).load()
    _registered[name] = made
    return made


@cache
def _plugins() -> dict[str, str]:
    return {point.name: point.value for point in entry_points(group=ENTRY_POINT_GROUP)}
