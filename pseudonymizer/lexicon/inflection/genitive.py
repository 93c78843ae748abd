"""Genitives of names: `Annas Buch`, `Kanadas Regierung`, `Eriks bil`, `John's car`.

A mention written in the genitive gets its surrogate in the genitive too (`Annas` -> `Evas`,
not `Lindqvist`), drawn for the name itself, so it is the same surrogate as the name's
elsewhere. A final `s` is read as a genitive only where the name without it is a known given
name, family name or place and the word with it is no name of the language's lists (`Klaus`
and `Jonas` stay names), nor another country's given name whose stem the language's lists
lack (`Taras`, `Carlos`), nor after a sibilant, which takes the language's other ending
(`Voss` is no genitive of `Vos`, whose German genitive is `Vos'`); an apostrophe ending is a
genitive wherever it stands.
"""

from __future__ import annotations

from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon import substitutes
from pseudonymizer.lexicon.inflection.base import Inflector
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places, settlements

_SIBILANTS = ("s", "ß", "x", "z")
_APOSTROPHES = ("'", "’s", "’")


class Genitive(Inflector):
    """The genitive of a language that writes it with an ending after most names and another
    after a sibilant (`Language.genitive_endings`): German `Annas`, `Klaus'`; Swedish `Annas`,
    `Klaus`. The language's code and Faker locale say whose names and places a stem must be."""

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        self.lang, self.locale = language.code, language.faker_locale
        self.plain, self.after_sibilant = language.genitive_endings

    def split(self, name: str) -> tuple[str, str | None]:
        endings = {self.plain, self.after_sibilant, *_APOSTROPHES} - {""}
        for ending in sorted(endings, key=len, reverse=True):
            if not name.endswith(ending) or len(name) <= len(ending) + 1:
                continue
            stem = name[: -len(ending)]
            if "'" in ending or "’" in ending:
                return stem, ending
            last, stem_last = name.split(" ")[-1], stem.split(" ")[-1]
            if ending == self.plain != self.after_sibilant and stem.endswith(_SIBILANTS):
                continue  # `Voss`, `Weiss`: a sibilant's genitive is `Vos'`, no `s` after it
            if _foreign_given(last, stem_last, self.locale):
                continue  # `Taras`, `Carlos`: no genitives of `Tara`, `Carlo`
            if _known(stem_last, self.lang) and not _native(last, self.locale):
                return stem, ending
        return name, None

    def split_place(self, name: str) -> tuple[str, str | None]:
        stem, ending = self.split(name)
        if ending is not None:
            return stem, ending
        towns = settlements(self.lang)
        if name.split(" ")[-1] in towns:
            return name, None  # `Borås`, `Kramfors`: the town itself
        for ending in sorted({self.plain, self.after_sibilant} - {""}, key=len, reverse=True):
            stem = name[: -len(ending)]
            if name.endswith(ending) and stem.split(" ")[-1] in towns:
                return stem, ending
        return name, None

    def in_form_of(self, word: str, name: str, surrogate: str) -> str | None:
        folded = word.casefold()
        for ending in {self.plain, self.after_sibilant, *_APOSTROPHES} - {""}:
            if folded == (name + ending).casefold():
                return self.attach(surrogate, ending)
        return None

    def forms(self, word: str, place: bool = False) -> frozenset[str]:
        stem = (self.split_place if place else self.split)(word)[0]
        endings = {self.plain, self.after_sibilant, *_APOSTROPHES} - {""}
        return frozenset({stem, word, *(self.attach(stem, ending) for ending in endings)})

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


def _foreign_given(word: str, stem: str, locale: str) -> bool:
    """Whether `word` is a given name of another country's lists and of no family name list,
    and `stem`, the word without its `s`, none of the language's own: a Ukrainian `Taras`
    in a German text is no genitive of `Tara`, which German lists lack, while `Linas` is
    Lina's."""
    return word in given_names() and word not in family_names() and not _native(stem, locale)


def _native(word: str, locale: str) -> bool:
    """A name of the language's own lists (`Klaus`, `Jonas`: no genitives of `Klau`, `Jona`)."""
    return any(
        word in substitutes.given_names(locale, gender)
        or word in substitutes.family_names(locale, gender)
        for gender in ("male", "female")
    )


class EnglishGenitive(Genitive):
    """`'s`, and `'` after a sibilant, except that an apostrophe alone follows only an `s`
    (`James'` -> `Tom's`) and `'s` stays after one where the original wrote it (`John's` ->
    `James's`)."""

    def _written(self, name: str, ending: str) -> str:
        if ending in ("'", "’") and not name.endswith("s"):
            return name + "'s"
        if ending in ("'s", "’s") and name.endswith("s"):
            return name + "'s"
        return super()._written(name, ending)
