"""Whether a word is an ordinary word of its language, which is what separates a capitalized
name from a word capitalized only by its position. The word tables answer for most languages;
for Polish, whose inflection no table covers, Morfeusz's dictionary answers."""

from __future__ import annotations

from pseudonymizer.analyze import polish
from pseudonymizer.languages import get_language
from pseudonymizer.languages.lexicon import common_lower, compound_heads, stop_words


def ordinary(word: str, lang: str) -> bool:
    lower = word.lower()
    if lower in stop_words(lang) or lower in common_lower(lang):
        return True
    if get_language(lang).morphology == "morfeusz":
        return any(reading.is_known and not reading.is_proper for reading in polish.analyse(lower))
    return False


def family_name_reading(word: str, lang: str) -> bool:
    """Whether the language's morphological dictionary knows `word` as a family name (Polish
    `Kowalski`, although `kowalski` is also an ordinary adjective)."""
    if get_language(lang).morphology != "morfeusz":
        return False
    return any("nazwisko" in reading.name_classes for reading in polish.analyse(word))


def compound_noun(word: str, lang: str) -> bool:
    """Whether `word` is a compound ending in an ordinary noun (`Finanzkrise`, `Mittwochabend`).
    German writes compounds as one word, so no table lists most of them, and a capitalized
    word the tables miss is otherwise taken for a name."""
    if "-" in word:
        return False  # `SPD-Fraktion`, `EU-Kommission`: the hyphen joins a name to the noun
    heads = compound_heads(lang)
    lower = word.lower()
    return any(lower[i:] in heads for i in range(3, len(lower) - 3))
