"""Names recognized by what surrounds them: a title before (`Mr`, `paní`, `Herr`), a form's
name field before (`Name:`, `Jméno:`), a title after
(Hungarian `úr`), a judge's post-nominal (`Mummery LJ`), initials (`J.-P. Costa`, `W.K.`) and
lists of single-letter pseudonyms (`A, B, H, N and R`). The context is strong evidence, so these
find names no model and no name list knows.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import pairwise

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.prefilter import prefiltered
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import Language, get_language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.institutions import organization_word, public_institution_word
from pseudonymizer.lexicon.names import family_names, given_names, listed_person_name
from pseudonymizer.lexicon.professions import addressed_by_noun
from pseudonymizer.lexicon.qualifications import qualification_spans
from pseudonymizer.lexicon.titles import office_word, title_words
from pseudonymizer.lexicon.vocabulary import dictionary_word, ordinary, person_noun, stop_words
from pseudonymizer.model import Attributes, Document, Mention
from pseudonymizer.words import UPPER, first_letters

_CAP_WORD = rf"[{UPPER}][\w'’-]+"
_INITIAL = rf"[{UPPER}]\.(?:-?[{UPPER}]\.)*"
_PARTICLE = r"(?:von|van|de|der|da|di|du|la|le|del|dos|af)"
# The space between a name's words: a name never runs over a line's end (`Rechtsanwalt Jan
# Kolbe` on one line, the town of the address on the next is no part of it).
_SPACE = r"[^\S\n]"
# A name: initials, then one to four capitalized words, particles allowed between them.
_NAME = (
    rf"(?P<name>(?:{_PARTICLE}{_SPACE}+)?(?:{_INITIAL}{_SPACE}?){{0,3}}{_CAP_WORD}"
    rf"(?:{_SPACE}+(?:{_PARTICLE}{_SPACE}+)?{_CAP_WORD}){{0,3}})"
)
# The space between a title and its name: a line may break there, a paragraph may not.
_GAP = r"(?:[^\S\n]+\n?|\n)[^\S\n]*"
# The longest title written as an abbreviation with a period (`Prof.`, `JUDr.`).
_ABBREVIATION = 4
_ONE_INITIAL = re.compile(rf"[{UPPER}]\.[^\S\n]")
_PIECE = re.compile(rf"{_INITIAL}|{_CAP_WORD}|\S+")
_LETTER_LIST_JOINS = "and|or|und|oder|och|eller|és|vagy|a|i|nebo|lub"
# Abbreviations written like initials that name no one.
NOT_INITIALS = frozenset({"U.S.", "U.K.", "E.U.", "U.N.", "A.M.", "P.M.", "B.C.", "A.D."})


def _alternation(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@dataclass(frozen=True)
class ContextRecognizer:
    lang: str
    name: str = "context"
    score: float = 0.8
    patterns: dict[str, re.Pattern[str]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        patterns = _compile(get_language(self.lang))
        object.__setattr__(self, "patterns", {k: prefiltered(p) for k, p in patterns.items()})

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        for kind, pattern in self.patterns.items():
            for match in pattern.finditer(text):
                for start, end in self._spans(text, match, kind):
                    if _degree(text, start, end):
                        continue
                    yield Mention(
                        start, end, Category.PERSON, self.name, self.score, Attributes(context=kind)
                    )

    def _spans(self, text: str, match: re.Match[str], kind: str) -> list[tuple[int, int]]:
        if kind == "letters":
            return [
                (m.start() + match.start(), m.end() + match.start())
                for m in re.finditer(r"\b[A-Z]\b", match.group())
            ]
        if kind == "initials_only":
            return [] if match.group() in NOT_INITIALS else [match.span()]
        start, end = match.span("name")
        if kind == "field":
            return [(start, end)]  # (the field holds a name, whatever its words are too)
        if kind == "title":
            start = _after_offices(text, start, end, self.lang)
        if kind == "title_after":
            start = end - _name_length_backwards(text[start:end], self.lang)
            following = text[end : match.end()].split()
            if following and addressed_by_noun(text[start:end], following[0], self.lang):
                return []
        else:
            if kind == "initials" and _enumerator(text, start, end, self.lang):
                return []
            end = start + _name_length(text[start:end], self.lang, _VOUCHING[kind])
        if end <= start:
            return []
        if kind == "title_in_name":
            return [(match.start(), end)]
        if kind == "post_nominal":
            return [match.span()] if end == match.end("name") else []
        return [(start, end)]


def _degree(text: str, start: int, end: int) -> bool:
    """Whether `start:end` opens inside a degree's name (`M.Sc.`, `B.A.` after a name's comma,
    `Dipl.-Kfm.`), whose dotted letters are no one's initials, nor a title of the name after
    them on the next line."""
    return any(a <= start < b for a, b in qualification_spans(text, start, end))


# How far a context vouches for the first word of the name it introduces: a title for any
# word (`Mr Baker`, `pan Kowal`), initials for any but a function word (`J.-P. Costa`, not
# `A. The`), a post-nominal for none (`Schedule J` is no judge).
_VOUCHING = {"title": "any", "title_in_name": "any", "initials": "content", "post_nominal": ""}


def _after_offices(text: str, start: int, end: int, lang: str) -> int:
    """Where the name after a title begins, past the offices a title also stands before
    (`Panie Prezesie`, `Pani Mecenas Nowak`): capitalized words the language's dictionary
    reads only as common nouns of a person, never as a name, as it reads no family name it
    lists (Polish SGJP: `Kowal` and `Wilk` are family names too, `Prezes` is none; a thing's
    noun, `pani Biedronka`, stays a name: someone may be called so). `end` where only offices
    follow the title: the one addressed is named by the office, which is no one's data. A
    form of one of the language's titles is one too (`Panie Doktorze`, though SGJP also
    lists a family name `Doktor`).

    In a language that capitalizes its nouns, a rank or an office after the title (`des
    Zeugen Polizeikommissar Jan Kolbe`) is a noun its dictionary pairs with the other sex's
    (`Kommissar`, `Kommissarin`), and the title is kept as written with it; a name follows it
    (`Herr Kommissar` alone stays as it was read)."""
    dictionary = dictionary_for(lang)
    language = get_language(lang)
    if language.nouns_capitalized:
        return _after_ranks(text, start, end, lang)
    if dictionary is None:
        return start
    titles = {title.lower() for title in language.person_titles}
    for piece in _PIECE.finditer(text, start, end):
        word = piece.group()
        office = (
            dictionary.personal_noun(word)
            or dictionary.lemma(word) in titles
            or office_word(word, lang)
        )
        if not word.istitle() or not office:
            return piece.start()
    return end


def _after_ranks(text: str, start: int, end: int, lang: str) -> int:
    """Where the name begins past the ranks and offices that open `text[start:end]` (`Polizei-
    kommissar`, `Oberstaatsanwältin`: `person_noun`), the last word never counted one."""
    pieces = list(_PIECE.finditer(text, start, end))
    for piece, following in pairwise(pieces):
        if not person_noun(piece.group(), lang):
            return piece.start()
        start = following.start()
    return start


def _enumerator(text: str, start: int, end: int, lang: str) -> bool:
    """Whether the initial at `start` is a heading's or a list's letter: one capital and its
    period open the line, and the word after it is an ordinary word of the language, in its
    tables or its dictionary, and no known name (`A. Proceedings before ...`, `I. BACKGROUND`,
    `D. Subsequent events`; not `J. Smith` signing a letter), or a party's role the language
    writes before names (`I. Žalovaná je povinna`: the first point of a judgment)."""
    line_start = text.rfind("\n", 0, start) + 1
    if text[line_start:start].strip() or _ONE_INITIAL.match(text, start) is None:
        return False
    word = text[start:end].split()[1]
    if word in given_names() or word.capitalize() in family_names():
        return False
    return (
        ordinary(word, lang) or dictionary_word(word, lang) or word.casefold() in title_words(lang)
    )


def _name_length(name: str, lang: str, vouching: str) -> int:
    """How much of `name` is a name: up to the first word that is an ordinary word of the
    language and no known name, the first word vouched for as its context allows."""
    length = 0
    for piece in _PIECE.finditer(name):
        word = piece.group()
        if re.fullmatch(_INITIAL, word) or re.fullmatch(_PARTICLE, word):
            continue
        first = length == 0
        vouched = first and (
            vouching == "any" or (vouching == "content" and word.lower() not in stop_words(lang))
        )
        if not _name_word(word, lang, vouched):
            break
        length = piece.end()
    return length


def _name_length_backwards(name: str, lang: str) -> int:
    """How much of the end of `name` (which precedes a title, Hungarian `Kovács Péter úr`) is a
    name: the word next to the title counts whatever it is, then back to an ordinary word."""
    words = list(_PIECE.finditer(name))
    start = len(name)
    for piece in reversed(words):
        if not _name_word(piece.group(), lang, vouched=start == len(name)):
            break
        start = piece.start()
    return len(name) - start


def _name_word(word: str, lang: str, vouched: bool) -> bool:
    if not re.fullmatch(_CAP_WORD, word):
        return False
    known = word in given_names() or word in family_names()
    if (
        vouched
        and not known
        and (organization_word(word, lang) or public_institution_word(word, lang))
    ):
        # (A body's kind after a title's word is no one's name: `Justice Centre` of `Civil
        # Justice Centre`, `Justice` being a judge's title too.)
        return False
    if vouched and word.isupper() and len(word) > 1 and not listed_person_name(word):
        # (A chat's shouted message after a kin word: `FARMOR SKRIVER SMS`, grandma is
        # texting; `MRS BAKER` keeps her name, a name the lists hold.)
        return not ordinary(word.lower(), lang)
    return vouched or known or not ordinary(word, lang)


def _compile(language: Language) -> dict[str, re.Pattern[str]]:
    patterns: dict[str, re.Pattern[str]] = {}
    inner = tuple(language.titles_in_name)
    outer = tuple(t for t in language.person_titles if t not in inner)
    if outer:
        # Only an abbreviation's period joins a title to a name (`Mr. Smith`, `Dr. Müller`);
        # after a word (`their father. According`, `a police officer.`) it ends a sentence.
        short = tuple(t for t in outer if len(t) <= _ABBREVIATION)
        dotted = rf"(?i:{_alternation(short)})\." if short else "(?!)"
        # A rank's acronym (`DI`, `PC`, Polish `SSR`) is one as written: `Di` of `Mr Di
        # Caprio` is his family name's particle, `Pc` no title.
        acronyms = tuple(t for t in outer if t.isupper() and len(t) > 1)
        words = tuple(t for t in outer if t not in acronyms)
        spelled = rf"|{_alternation(acronyms)}" if acronyms else ""
        titles = rf"(?:(?:{dotted}|(?i:{_alternation(words)}){spelled}){_GAP})+"
        lookahead = first_letters(_alternation(outer))
        patterns["title"] = re.compile(rf"{lookahead}(?<!\w){titles}{_NAME}")
    if inner:
        patterns["title_in_name"] = re.compile(
            rf"{first_letters(_alternation(inner))}(?<!\w)(?:{_alternation(inner)})\s+{_NAME}"
        )
    if language.person_titles_after:
        after = _alternation(language.person_titles_after)
        patterns["title_after"] = re.compile(
            rf"(?<!\w)(?P<name>{_CAP_WORD}(?:{_SPACE}+{_CAP_WORD}){{0,2}}){_SPACE}+(?i:{after})(?!\w)"
        )
    if language.post_nominals:
        post = _alternation(language.post_nominals)
        patterns["post_nominal"] = re.compile(
            rf"(?<![\w.])(?P<name>{_CAP_WORD})\s+(?:{post})(?![\w.])"
        )
    if language.name_fields:
        # (The field's name opens the line; its name runs to the line's end or a comma.)
        fields = _alternation(language.name_fields)
        patterns["field"] = re.compile(
            rf"(?im:^[^\S\n]*(?:{fields})[^\S\n]*:[^\S\n]*)(?P<name>{_CAP_WORD}"
            rf"(?:[^\S\n]+{_CAP_WORD}){{0,3}})[^\S\n]*(?=$|,)",
            re.MULTILINE,
        )
    patterns["initials"] = re.compile(
        rf"(?<![\w.])(?P<name>(?:{_INITIAL}{_SPACE}?){{1,3}}{_CAP_WORD}(?:{_SPACE}+{_CAP_WORD})?)"
    )
    patterns["initials_only"] = re.compile(rf"(?<![\w.])(?:[{UPPER}]\.){{2,4}}(?!\w)")
    patterns["letters"] = re.compile(
        rf"(?<![\w.])[A-Z](?:,\s[A-Z])+,?\s(?:{_LETTER_LIST_JOINS})\s[A-Z](?!\w|\.\w)"
    )
    return patterns


register(lambda language: ContextRecognizer(language.code), 80)
