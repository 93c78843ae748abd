"""The registry of languages: each is a `Language` object (`base.py`), found by its code.

A language module or package exposes its object as `LANGUAGE`: the built-in ones are this
package's (`en.py`, `cs/` ...); an installed package adds one through the entry-point group
`pseudonymizer.languages` (`sk = "pseudonymizer_sk"` in its `pyproject.toml`), and a program
through `register`. A language's module is imported when its code is first asked for, so a
run in English never loads Morfeusz. The stages know languages only through `get_language`:
adding one touches nothing outside its own package.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module
from importlib.metadata import EntryPoint, entry_points

from pseudonymizer.languages.base import Language

ENTRY_POINT_GROUP = "pseudonymizer.languages"
# The languages that come with pseudonymizer, each a module or package of this one.
BUILT_IN = ("en", "cs", "pl", "de", "sv", "hu")
_loaded: dict[str, Language] = {}


class UnsupportedLanguageError(ValueError):
    pass


def get_language(code: str) -> Language:
    language = _loaded.get(code)
    if language is None:
        language = _loaded[code] = _load(code)
    return language


def supported() -> tuple[str, ...]:
    """The codes of every language known: the built-in ones, then those of installed packages
    and of `register`."""
    return tuple(dict.fromkeys((*BUILT_IN, *_plugins(), *_loaded)))


def register(language: Language) -> None:
    """Make `language` known by its code, in place of any other of that code."""
    _loaded[language.code] = language


def _load(code: str) -> Language:
    if code in BUILT_IN:
        return import_module(f"{__name__}.{code}").LANGUAGE
    plugin = _plugins().get(code)
    if plugin is None:
        raise UnsupportedLanguageError(
            f"language {code!r} is not supported; choose one of: {', '.join(supported())}"
        )
    loaded = plugin.load()
    language = loaded if isinstance(loaded, Language) else getattr(loaded, "LANGUAGE", None)
    if not isinstance(language, Language) or language.code != code:
        raise UnsupportedLanguageError(
            f"the entry point {plugin.value!r} of {ENTRY_POINT_GROUP} names no Language of "
            f"code {code!r} (a module with LANGUAGE = Language(code={code!r}, ...))"
        )
    return language


@cache
def _plugins() -> dict[str, EntryPoint]:
    return {point.name: point for point in entry_points(group=ENTRY_POINT_GROUP)}
