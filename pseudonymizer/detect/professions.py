"""Professions: a job title says much about who someone is (TAB counts them among the
demographic quasi-identifiers), so it is replaced like one. One Aho-Corasick pass over the
lower-cased text finds every title of Faker's job lists for the language and English."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import ahocorasick

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.lexicon.professions import professions
from pseudonymizer.model import Document, Mention
from pseudonymizer.words import is_whole_word


@dataclass(frozen=True)
class ProfessionRecognizer:
    lang: str
    name: str = "profession"
    score: float = 0.5
    automaton: ahocorasick.Automaton = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        automaton = ahocorasick.Automaton()
        for title in professions(self.lang):
            automaton.add_word(title, len(title))
        automaton.make_automaton()
        object.__setattr__(self, "automaton", automaton)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        lowered = document.text.lower()
        if len(lowered) != len(document.text):
            return  # a character changed length when lower-cased: offsets would not hold
        taken_until = -1
        for last, length in self.automaton.iter_long(lowered):
            start, end = last + 1 - length, last + 1
            if start > taken_until and is_whole_word(document.text, start, end):
                taken_until = end - 1
                yield Mention(start, end, Category.PROFESSION, self.name, self.score)


def known_professions(mentions: list[Mention]) -> list[Mention]:
    """`mentions` without those of no known kind or an organization's (capitals a recognizer
    or the model found: `Building Surveyor` as a CV's entry) on the very words a job title
    of the lists spans: the words are that profession, replaced by a job's surrogate as the
    profession is in lower case elsewhere (`a structural engineer`), one surrogate for both,
    where a name's would be a pseudo-word or a firm's. A person's mention stays one (`Baker`
    is a job and a family name): fail closed."""
    jobs = {(m.start, m.end) for m in mentions if m.category is Category.PROFESSION}
    return [m for m in mentions if m.category not in _NO_KIND or (m.start, m.end) not in jobs]


# The categories a job title written with capitals is read as, which the job list corrects.
_NO_KIND = frozenset({Category.OTHER, Category.ORGANIZATION})


register(lambda language: ProfessionRecognizer(language.code), 170)
