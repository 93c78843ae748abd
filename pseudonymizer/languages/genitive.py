"""Genitives of names: `Annas Buch`, `Kanadas Regierung`, `Eriks bil`, `John's car`.

A mention written in the genitive gets its surrogate in the genitive too (`Annas` -> `Evas`,
not `Lindqvist`), drawn for the name itself, so it is the same surrogate as the name's
elsewhere. A final `s` is read as a genitive only where the name without it is a known given
name, family name or place and the word with it is no name of the language's lists (`Klaus`
and `Jonas` stay names);
an apostrophe ending is a genitive wherever it stands.
"""

from __future__ import annotations

from pseudonymizer.languages import names
from pseudonymizer.languages.base import Language
from pseudonymizer.languages.lexicon import family_names, given_names, places

_SIBILANTS = ("s", "ß", "x", "z")


def split_genitive(name: str, language: Language) -> tuple[str, str]:
    """`name` without its genitive ending, and the ending (`""` when it is none)."""
    if language.genitive is None:
        return name, ""
    for ending in sorted({*language.genitive, "'", "’s", "’"} - {""}, key=len, reverse=True):
        if not name.endswith(ending) or len(name) <= len(ending) + 1:
            continue
        stem = name[: -len(ending)]
        if "'" in ending or "’" in ending:
            return stem, ending
        if _known(stem.split(" ")[-1], language.code) and not _native(
            name.split(" ")[-1], language.faker_locale
        ):
            return stem, ending
    return name, ""


def with_genitive(name: str, ending: str, language: Language) -> str:
    """`name` in the genitive, written as the language writes it after this name: `s`, or `'`
    after a sibilant in German (`Evas`, `Klaus'`), nothing after one in Swedish; English `'s`,
    or `'` after an `s` where the original wrote one (`Tom's`, `James'`). The original's
    apostrophe (`'` or `’`) is kept."""
    assert language.genitive is not None
    plain, after_sibilant = language.genitive
    value = name + (after_sibilant if name.endswith(_SIBILANTS) else plain)
    if language.code == "en" and ending in ("'", "’") and not name.endswith("s"):
        value = name + "'s"  # `James'` -> `Tom's`
    if language.code == "en" and ending in ("'s", "’s") and name.endswith("s"):
        value = name + "'s"  # `John's` -> `James's`
    return value.replace("'", "’") if "’" in ending else value


def _known(word: str, lang: str) -> bool:
    """A name of some language's lists, or a place."""
    return word in given_names() or word in family_names() or word in places(lang)


def _native(word: str, locale: str) -> bool:
    """A name of the language's own lists (`Klaus`, `Jonas`: no genitives of `Klau`, `Jona`)."""
    return any(
        word in names.given_names(locale, gender) or word in names.family_names(locale, gender)
        for gender in ("male", "female")
    )
