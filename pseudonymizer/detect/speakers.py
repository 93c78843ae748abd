"""Who speaks in a chat: the name a chat export writes before each message is a person's, the
way its speakers call themselves (`Kuba`, `Steffi`), whatever else the word may be (a model
reads `Kuba` as Cuba, an unknown nickname as nothing). A line counts as a message only where
it carries the message's time, as exports write it:

- `[10.03.2021 19:45] Kuba: ...` (a time in brackets before the name),
- `10/03/2021, 19:45 - Kuba: ...` (a date and time, a dash),
- `Lena, 19:45: ...` (the time after the name);

so a form's `Subject:` or a forum's `Re:` opening a line is no speaker. A name of one word is
how friends call each other: a given name or a nickname (`kind` "given"), never a family name,
of the gender the language reads off a nickname no list holds (Czech `Verča` a woman's, `Kuba`
a man's: `Language.nickname_gender`); a user name made of digits or joined words (`anna_b88`)
is left to the handle patterns.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.names import given_names
from pseudonymizer.model import Attributes, Document, Mention

_TIME = r"\d{1,2}[:.]\d{2}(?:[:.]\d{2})?"
# Chats write names in lower case too (`míša`, `jonny åkerblom`): after the message's time
# stamp the word is the speaker's whatever its case.
_NAME = r"(?P<name>[^\W\d_]+(?:[-'’][^\W\d_]+)*(?: [^\W\d_]+){0,2})"
# The time before the name (in brackets, or after a date and before a dash), or after it.
_SPEAKERS = (
    re.compile(
        r"^[ \t]*(?:"
        rf"\[[^\]\n]{{0,20}}{_TIME}[^\]\n]{{0,6}}\][ \t]*"
        rf"|\d{{1,4}}[./-]\d{{1,2}}[./-]\d{{1,4}}\.?,?[ \t]+{_TIME}[ \t]+[-–][ \t]+"
        rf"){_NAME}:(?=[ \t])",
        re.MULTILINE,
    ),
    re.compile(rf"^[ \t]*{_NAME},[ \t]*{_TIME}:(?=[ \t])", re.MULTILINE),
)


@dataclass(frozen=True)
class SpeakerRecognizer:
    lang: str
    name: str = "speaker"
    # Above a model's reading of the same word (`Kuba` as a country), which it replaces.
    score: float = 0.9

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        language = get_language(self.lang)
        for match in (m for pattern in _SPEAKERS for m in pattern.finditer(document.text)):
            start, end = match.span("name")
            name = match.group("name")
            attrs = Attributes(context="speaker")
            if " " not in name:
                gender = None if name in given_names() else language.nickname_gender(name)
                attrs = Attributes(context="speaker", kind="given", gender=gender)
            yield Mention(start, end, Category.PERSON, self.name, self.score, attrs)


register(lambda language: SpeakerRecognizer(language.code), 15)
