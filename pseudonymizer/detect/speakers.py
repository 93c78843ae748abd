"""Speakers of a chat log: the name that opens a message line after its time stamp or before
one (`[10.03.2021 19:45] Kuba: ...`, `Lena, 19:45: ...`) is a person's, whatever else its
spelling names (Czech `Kuba` is also Cuba). A line is a message where the log writes several
alike, so a letter's `Subject:` or a form's field is none. A chat names its speakers by their
given names or nicknames: the mention is a given name (`kind`), drawn as one."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.model import Attributes, Document, Mention
from pseudonymizer.words import UPPER

_NAME = rf"[{UPPER}][\w'’.-]*(?: [{UPPER}][\w'’.-]*){{0,2}}"
_STAMP = r"\[[^\]\n]{4,30}\]"
_TIME = r"\d{1,2}[:.]\d{2}(?:[:.]\d{2})?"
# A time stamp in brackets before the speaker, or a time after the speaker's comma.
_MESSAGE = re.compile(
    rf"^[ \t]*(?:{_STAMP}[ \t]*(?P<after>{_NAME})"
    rf"|(?P<before>{_NAME}),?[ \t]+(?:{_TIME}|{_STAMP})):[ \t]",
    re.MULTILINE,
)
# How many lines of one layout make a log.
_MESSAGES = 3


@dataclass(frozen=True)
class SpeakerRecognizer:
    name: str = "speaker"
    # Above the model's, which reads a speaker's nickname as a place (`Kuba`) or nothing.
    score: float = 0.85

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        found = list(_MESSAGE.finditer(document.text))
        if len(found) < _MESSAGES:
            return
        for match in found:
            start, end = match.span("after" if match.start("after") >= 0 else "before")
            yield Mention(
                start,
                end,
                Category.PERSON,
                self.name,
                self.score,
                Attributes(kind="given", context="speaker"),
            )


register(SpeakerRecognizer(), 85)
