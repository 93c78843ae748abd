"""Who wrote a forum's post: the user name its header writes after `Posted by`, or before
`wrote:` where a reply quotes it (`gardener_ann wrote:`, `Beitrag von waldfee`, `Ewa77
napisała:`). Such a name is a person's however it is spelt: in plain letters (`waldfee`) no
handle pattern sees it, no model reads it as a name, and it leaked.

The phrases are each language's (`Language.author_phrases` before the name,
`Language.author_verbs` after it); a forum's software may write them in another language than
its posts, so every language's are read in every document. The name is one word, no
function word (`Posted by the admin`), no number and no day relative to today (`von
gestern`), and no capitalized word follows it: a full name after such words is prose's
(`napsal Petr Svoboda`), the model's to read. A verb
before the name (Czech `napsal`, Hungarian `írta`) opens a header only with its colon.

A quote's header may name its author in full instead (`Jane Doe wrote:` opening a line, a line
of `Quote from Jane Doe:`): two or three capitalized words, each a name the lists know or no
word of the document's language (`The Guardian wrote:`, `Der Spiegel schreibt:` are a paper's),
are a person's name, however rare its words are.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.calendar_words import relative_day
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import name_gender
from pseudonymizer.lexicon.vocabulary import dictionary_word, ordinary, stop_words
from pseudonymizer.model import Attributes, Document, Mention
from pseudonymizer.words import UPPER

# A user name: one word of letters, digits, `.`, `_` or `-`, starting with a letter or digit.
_NAME = r"(?P<name>[^\W_][\w.-]*(?<![.-]))"
# A person's full name: two or three capitalized words on the line.
_FULL_NAME = rf"(?P<name>[{UPPER}][\w'’-]+(?:[ \t]+[{UPPER}][\w'’-]+){{1,2}})"


# An author's given name: below a dictionary's person (0.6), which reads its form.
_GIVEN_SCORE = 0.55


@dataclass(frozen=True)
class AuthorRecognizer:
    lang: str
    name: str = "forum_author"
    score: float = 0.85

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text, words = document.text, stop_words(self.lang)
        for pattern in _patterns():
            for match in pattern.finditer(text):
                name = match.group("name")
                if name.lower() in words or name.isdigit() or _relative_day(name):
                    continue  # (`Beitrag von gestern um 22:10`: when, not who)
                kind = _name_kind(name)
                if kind is None:
                    yield Mention(*match.span("name"), Category.USERNAME, self.name, self.score)
                    continue
                # (`Mazur napisał(a):`, `Róża napisała:`: a given or family name the lists
                # know, capitalized, is the person's own name, not a town nor a handle.)
                gender = name_gender(name, get_language(self.lang)) if kind == "given" else None
                attrs = Attributes(context="author", kind=kind, gender=gender)
                # (Below a dictionary's reading of a given name as a person's, which knows its
                # form, `Barbara`'s nominative; above its reading of a family name as a place.)
                score = _GIVEN_SCORE if kind == "given" else self.score
                yield Mention(*match.span("name"), Category.PERSON, self.name, score, attrs)
        for pattern in _full_name_patterns():
            for match in pattern.finditer(text):
                if all(_name_word(word, self.lang) for word in match.group("name").split()):
                    yield Mention(*match.span("name"), Category.PERSON, self.name, self.score)


def _name_kind(name: str) -> str | None:
    """`given` or `family` where `name` is a capitalized word of letters the name lists hold as
    a given name or a family name (the given name first); None for a user name."""
    if not (name.isalpha() and name[:1].isupper() and name[1:].islower()):
        return None
    if name in given_names():
        return "given"
    return "family" if name in family_names() else None


def _name_word(word: str, lang: str) -> bool:
    """Whether `word` may be a word of a person's name in a quote's header: a name the lists
    know, or no word of the language at all (`Gwendolin`; not `Spiegel`, `The`)."""
    if word in given_names() or word in family_names():
        return True
    return word.lower() not in stop_words(lang) and not (
        ordinary(word, lang) or dictionary_word(word, lang)
    )


def _relative_day(word: str) -> bool:
    """Whether `word` is a day relative to today in any language (`gestern`, `yesterday`):
    a forum's software writes its phrases in any language, as it writes when a post was."""
    return any(relative_day(word, code) for code in supported())


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Every language's phrases before a name and verbs after it: `Posted by NAME` anywhere,
    `NAME wrote:` opening a line (or a quote's `>`)."""
    languages = [get_language(code) for code in supported()]
    before = sorted({phrase for language in languages for phrase in language.author_phrases})
    after = sorted({verb for language in languages for verb in language.author_verbs})
    flags = re.IGNORECASE | re.MULTILINE
    return (
        re.compile(
            rf"\b(?:{'|'.join(before)}):?[ \t]+{_NAME}(?![\w@]|[ \t]+(?-i:[{UPPER}]))", flags
        ),
        re.compile(rf"^[ \t>]*{_NAME}[ \t]+(?:{'|'.join(after)})[ \t]*:", flags),
    )


@cache
def _full_name_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Every language's verbs after a full name opening a line (`Jane Doe wrote:`), and its
    phrases before one that fills the rest of its line (`Quote from Jane Doe:`)."""
    languages = [get_language(code) for code in supported()]
    before = sorted({phrase for language in languages for phrase in language.author_phrases})
    after = sorted({verb for language in languages for verb in language.author_verbs})
    flags = re.IGNORECASE | re.MULTILINE
    return (
        re.compile(
            rf"^[ \t>]*(?:{'|'.join(before)}):?[ \t]+(?-i:{_FULL_NAME})[ \t]*:?[ \t]*$", flags
        ),
        re.compile(rf"^[ \t>]*(?-i:{_FULL_NAME})[ \t]+(?:{'|'.join(after)})[ \t]*:", flags),
    )


register(lambda language: AuthorRecognizer(language.code), 25)
