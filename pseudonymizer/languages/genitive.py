"""Genitives of names: `Annas Buch`, `Kanadas Regierung`, `Eriks bil`, `John's car`.

A mention written in the genitive gets its surrogate in the genitive too (`Annas` -> `Evas`,
not `Lindqvist`), drawn for the name itself, so it is the same surrogate as the name's
elsewhere. A final `s` is read as a genitive only where the name without it is a known given
name, family name or place and the word with it is no name of the language's lists (`Klaus`
and `Jonas` stay names); an apostrophe ending is a genitive wherever it stands.
"""

from __future__ import annotations

from pseudonymizer.languages.base import Inflector
from pseudonymizer.lexicon import substitutes
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places

_SIBILANTS = ("s", "ß", "x", "z")
_APOSTROPHES = ("'", "’s", "’")


class Genitive(Inflector):
    """The genitive of a language that writes it with an ending after most names (`plain`)
    and another after a sibilant (`after_sibilant`): German `Annas`, `Klaus'`; Swedish
    `Annas`, `Klaus`. `lang` and `locale` say whose names and places a stem must be."""

    def __init__(self, lang: str, locale: str, plain: str, after_sibilant: str) -> None:
        self.lang, self.locale = lang, locale
        self.plain, self.after_sibilant = plain, after_sibilant

    def split(self, name: str) -> tuple[str, str | None]:
        endings = {self.plain, self.after_sibilant, *_APOSTROPHES} - {""}
        for ending in sorted(endings, key=len, reverse=True):
            if not name.endswith(ending) or len(name) <= len(ending) + 1:
                continue
            stem = name[: -len(ending)]
            if "'" in ending or "’" in ending:
                return stem, ending
            if _known(stem.split(" ")[-1], self.lang) and not _native(
                name.split(" ")[-1], self.locale
            ):
                return stem, ending
        return name, None

    def attach(self, name: str, ending: str) -> str:
        """`name` in the genitive, written as the language writes it after this name: `s`, or
        `'` after a sibilant in German (`Evas`, `Klaus'`), nothing after one in Swedish. The
        original's apostrophe (`'` or `’`) is kept."""
        value = self._written(name, ending)
        return value.replace("'", "’") if "’" in ending else value

    def _written(self, name: str, ending: str) -> str:
        return name + (self.after_sibilant if name.endswith(_SIBILANTS) else self.plain)


def _known(word: str, lang: str) -> bool:
    """A name of some language's lists, or a place."""
    return word in given_names() or word in family_names() or word in places(lang)


def _native(word: str, locale: str) -> bool:
    """A name of the language's own lists (`Klaus`, `Jonas`: no genitives of `Klau`, `Jona`)."""
    return any(
        word in substitutes.given_names(locale, gender)
        or word in substitutes.family_names(locale, gender)
        for gender in ("male", "female")
    )
