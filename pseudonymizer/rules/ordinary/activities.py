"""Cues that a word opening a sentence or a line is a pastime, not the town of its spelling:
`Reading and hiking` in a CV's interests, `Rugby on Saturdays` in a letter that also says `I
play rugby`. A town is seldom listed beside activities in lower case, and a text does not
write its town's name in lower case where it writes the rest of its sentences with capitals;
a name of the lists (`Rose`, `Grace`) gets neither cue: a person is named so too.
"""

from __future__ import annotations

import re

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.vocabulary import ordinary, stop_words
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.text import opens_sentence, word_before
from pseudonymizer.rules.ordinary.weights import ACTIVITY_LISTED, WRITTEN_LOWER

# The next item of a list after the word: a comma, `and`, `or` or `&`, then a word.
_NEXT_ITEM = re.compile(r"[ \t]*(?:,|&|\band\b|\bor\b)[ \t]*(?:and[ \t]+|or[ \t]+)?(\w+)")
# An activity's noun made of a verb (`hiking`, `swimming`).
_GERUND = "ing"


def activity_cues(word: str, text: str, mention: Mention, lang: str) -> list[tuple[str, float]]:
    """The cues that `word`, one word opening a sentence or a line, is an ordinary word: the
    next item of its list is an activity in lower case (`Reading and hiking`,
    `Rugby, swimming`), or the text writes the word in lower case inside a sentence, not
    after a preposition that places something (`I play rugby`, not `i live in rugby`)."""
    if word in given_names() or word in family_names():
        return []
    cues = []
    following = _NEXT_ITEM.match(text, mention.end)
    if following is not None:
        item = following.group(1)
        if item.islower() and item.endswith(_GERUND) and ordinary(item, lang):
            cues.append(("activity_listed", ACTIVITY_LISTED))
    if _written_lower(word, text, lang):
        cues.append(("written_lower", WRITTEN_LOWER))
    return cues


def _written_lower(word: str, text: str, lang: str) -> bool:
    """Whether `text` writes `word` in lower case inside a sentence, after a word that does not
    place it (`play rugby`, `enjoy reading`)."""
    lower = word.lower()
    if lower == word or lower in stop_words(lang):
        return False
    places = get_language(lang).place_prepositions
    for found in re.finditer(rf"(?<!\w){re.escape(lower)}(?!\w)", text):
        if opens_sentence(text, found.start()):
            continue
        if word_before(text, found.start()).lower() not in places:
            return True
    return False
