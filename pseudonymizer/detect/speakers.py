"""Who speaks in a chat: the name a chat export writes before each message is a person's, the
way its speakers call themselves (`Kuba`, `Steffi`), whatever else the word may be (a model
reads `Kuba` as Cuba, an unknown nickname as nothing). A line counts as a message only where
it carries the message's time, as exports write it:

- `[10.03.2021 19:45] Kuba: ...` (a time in brackets before the name),
- `10/03/2021, 19:45 - Kuba: ...` (a date and time, a dash),
- `Lena, 19:45: ...` (the time after the name);

so a form's `Subject:` or a forum's `Re:` opening a line is no speaker. A chat copied by hand
writes the time bare before some messages and none before the rest (`09:14 becky: ...`, then
`chris: ...`): where a document has such a line, a word opening lines before a colon is a
speaker if it opens two lines or more, one of them with a time before it (`mags`, which is
also a word), or none with a time but it is no ordinary word of the language or is a known
given name or nickname (`steffi`); an agenda's `09:00 Registration:` once is no speaker, and
a document without a timed line keeps its labels (`Re:`, `Subject:`) as they are. A name of
one word is how friends call each other: a given name or a nickname (`kind` "given"), never a
family name, of the gender the language reads off a nickname no list holds (Czech `Verča` a
woman's, `Kuba` a man's: `Language.nickname_gender`); a user name made of digits or joined
words (`anna_b88`) is left to the handle patterns.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.detect.sentences import opens_sentence
from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.formulas import letter_formulas
from pseudonymizer.lexicon.names import family_names as all_family_names
from pseudonymizer.lexicon.names import given_names
from pseudonymizer.lexicon.nicknames import case_of, name_gender, nickname_reading, nicknames_of
from pseudonymizer.lexicon.places import home_settlements, places
from pseudonymizer.lexicon.substitutes import given_names as local_given_names
from pseudonymizer.lexicon.titles import kin_title, outer_titles, title_gender
from pseudonymizer.lexicon.vocabulary import (
    lower_case_lemma,
    ordinary,
    ordinary_in_lower_case,
    stop_words,
)
from pseudonymizer.model import Attributes, Document, Mention

_TIME = r"\d{1,2}[:.]\d{2}(?:[:.]\d{2})?"
# Chats write names in lower case too (`míša`, `jonny åkerblom`): after the message's time
# stamp the word is the speaker's whatever its case. Every word of it may be joined by a hyphen
# or an apostrophe (`Ana Brennan-Hale`, `Rory O'Neill`): a speaker so named was left to the
# model, which reads such a name before a colon as anything, a date included, and kept it.
_NAME_WORD = r"[^\W\d_]+(?:[-'’][^\W\d_]+)*"
_NAME = rf"(?P<name>{_NAME_WORD}(?: {_NAME_WORD}){{0,2}})"
# Emoji a writer puts after their name in a chat app (`Hanka 🌷:`, `Dan 🏉:`).
_EMOJI = r"(?:[ \t]*[^\w\s:,.;!?()\[\]]{1,8})?"
# The time before the name (in brackets, or after a date and before a dash), or after it.
_SPEAKERS = (
    re.compile(
        r"^[ \t]*(?:"
        rf"\[[^\]\n]{{0,20}}{_TIME}[^\]\n]{{0,6}}\][ \t]*"
        rf"|\d{{1,4}}[./-]\d{{1,2}}[./-]\d{{1,4}}\.?,?[ \t]+{_TIME}[ \t]+[-–][ \t]+"
        rf"){_NAME}{_EMOJI}:(?=[ \t])",
        re.MULTILINE,
    ),
    re.compile(rf"^[ \t]*{_NAME},[ \t]*{_TIME}:(?=[ \t])", re.MULTILINE),
)

# A line opening with one word and a colon, perhaps after a bare time: a hand-copied chat's.
_OPENER = re.compile(
    rf"^[ \t]*(?:(?P<time>{_TIME})[ \t]+)?(?P<name>[^\W\d_]+(?:[-'’][^\W\d_]+)*):(?=[ \t])",
    re.MULTILINE,
)


def _bare_speakers(text: str, lang: str) -> Iterator[re.Match[str]]:
    """The lines of a hand-copied chat whose opening word is a speaker's (the module's
    docstring says which); none where no line has a bare time before its opening word."""
    openers = list(_OPENER.finditer(text))
    timed = {match.group("name") for match in openers if match.group("time")}
    if not timed:
        return
    counts: dict[str, int] = {}
    for match in openers:
        counts[match.group("name")] = counts.get(match.group("name"), 0) + 1
    speakers = {
        name
        for name, count in counts.items()
        if count > 1
        and (
            name in timed
            or not ordinary(name, lang)
            or name.capitalize() in given_names()
            or nickname_reading(lang, name) is not None
        )
    }
    yield from (match for match in openers if match.group("name") in speakers)


def message_texts(text: str, lang: str) -> Iterator[tuple[int, int]]:
    """The span of each message's own text in a chat: after its speaker's name and colon, to
    the end of its line (spaces at either end left out)."""
    matches = [m for pattern in _SPEAKERS for m in pattern.finditer(text)]
    for match in [*matches, *_bare_speakers(text, lang)]:
        start, end = match.end(), text.find("\n", match.end())
        end = len(text) if end < 0 else end
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if start < end:
            yield start, end


@dataclass(frozen=True)
class SpeakerRecognizer:
    lang: str
    name: str = "speaker"
    # Above a model's reading of the same word (`Kuba` as a country), which it replaces.
    score: float = 0.9

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        language = get_language(self.lang)
        matches = [m for pattern in _SPEAKERS for m in pattern.finditer(document.text)]
        for match in [*matches, *_bare_speakers(document.text, self.lang)]:
            start, end = match.span("name")
            start, end = _without_kin_title(document.text, start, end, language)
            if start >= end:
                continue
            name = document.text[start:end]
            attrs = Attributes(context="speaker")
            if " " not in name:
                gender = name_gender(name, language)
                attrs = Attributes(context="speaker", kind="given", gender=gender)
            yield Mention(start, end, Category.PERSON, self.name, self.score, attrs)


def _without_kin_title(text: str, start: int, end: int, language: Language) -> tuple[int, int]:
    """A speaker's name less a kinship's title before or after it (`Zsuzsa néni`, `Moster
    Annika`): the family's word for the one who writes is no part of the name, and it stays
    as written beside the name's surrogate."""
    words = list(re.finditer(r"\S+", text[start:end]))
    while len(words) > 1 and kin_title(words[-1].group(), language.code):
        words.pop()
    while len(words) > 1 and kin_title(words[0].group(), language.code):
        words.pop(0)
    if len(words) == len(text[start:end].split()):
        return start, end
    return start + words[0].start(), start + words[-1].end()


# A word in lower case, not part of an address, a handle or a hyphenated word.
_LOWER = re.compile(r"(?<![\w@.'’-])[^\W\d_]{3,}(?![\w@'’-]|\.\w)")


@dataclass(frozen=True)
class ChatNameRecognizer:
    """In a chat, a given name or nickname written in lower case (`florian das war jedes mal`,
    `toho jirku?`) is a person, named as friends call each other, and so is a word after a
    title that is no ordinary word (`pan navratil`: a family name), and such a given name with
    the family name of the lists after it (`dan kowalski`: a full name); outside chats a word in
    lower case is no name. Only the names of the language's own lists and nickname table count, of
    three letters or more and no ordinary word of the language (`will`, `rose`): the lists of
    every locale hold words that chats write in other senses (`nan`, `til`, `uni`)."""

    lang: str
    name: str = "chat_name"
    # Below a speaker's, and a model's reading of a longer stretch, which contains it.
    score: float = 0.6

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        speakers = {
            match.group("name").casefold()
            for pattern in _SPEAKERS
            for match in pattern.finditer(text)
        } | {match.group("name").casefold() for match in _bare_speakers(text, self.lang)}
        if not speakers:
            return
        # A speaker's name and its forms (`verčo` of Verča) are the speaker's, which
        # propagation finds and links to them.
        called = {self._nickname(name) or name for name in speakers}
        known = _local_given(self.lang)
        given = _speakers_given(speakers, self.lang)
        covered = 0  # the end of the last full name found (`dan kowalski`)
        named_end = -1  # the end of the last name this recognizer found
        for match in _LOWER.finditer(text):
            word = match.group()
            if match.start() < covered:
                continue
            if not word.islower():
                clipped = _clipped(word.casefold(), given, self.lang)
                if clipped is None and _addressed_at(text, match.start(), self.lang):
                    clipped = _speaker_case(word.casefold(), given, self.lang)
                if clipped is not None and word.istitle():
                    # (`Hampe kör`: a speaker's shortened name with its capital as well.)
                    gender = name_gender(clipped, get_language(self.lang))
                    attrs = Attributes(kind="given", gender=gender, normalized=clipped)
                    yield Mention(
                        match.start(), match.end(), Category.PERSON, self.name, self.score, attrs
                    )
                continue
            nickname = nickname_reading(self.lang, word)
            if (self._nickname(word) or word) in called:
                named_end = match.end()  # (the speaker's own, which propagation finds)
                continue
            called_by = _speaker_called(text, match, word, given, self.lang)
            named = (word in known or nickname is not None) and not ordinary_in_lower_case(
                word, self.lang
            )
            family_end = _family_after(text, match.end(), self.lang)
            if family_end is not None and (called_by is not None or named):
                # `dan kowalski`: a full name, whose family name alone is looked for too.
                gender = name_gender(called_by or word, get_language(self.lang))
                attrs = Attributes(gender=gender)
                yield Mention(
                    match.start(), family_end, Category.PERSON, self.name, self.score, attrs
                )
                covered = named_end = family_end
                continue
            if called_by is not None:
                gender = name_gender(called_by, get_language(self.lang))
                # A shortening is keyed as the name it shortens: one person, one surrogate.
                normalized = called_by if called_by != word else None
                attrs = Attributes(kind="given", gender=gender, normalized=normalized)
                named_end = match.end()
                yield Mention(
                    match.start(), match.end(), Category.PERSON, self.name, self.score, attrs
                )
                continue
            if _coordinated(text, match.start(), named_end, self.lang) and (
                word in known or nickname is not None
            ):
                # (`hälsa till pelle och lisa`: the second of two names joined is a name
                # too, though `lisa` is also an ordinary word.)
                gender = name_gender(word, get_language(self.lang))
                attrs = Attributes(kind="given", gender=gender)
                named_end = match.end()
                yield Mention(
                    match.start(), match.end(), Category.PERSON, self.name, self.score, attrs
                )
                continue
            title = _word_before(text, match.start())
            titled = title in outer_titles(self.lang)
            if (
                titled
                and nickname is None
                and word not in known
                and not ordinary(word, self.lang)
                and lower_case_lemma(word, self.lang) in (None, word)
            ):  # (not a verb's form after the title: `babička plakala`, grandma cried)
                # `pan navratil`, `mr alderton`: a family name, as a title says; a kinship's
                # title says a given name, of its gender (`nana doreen`).
                attrs = Attributes(kind="family", context="title")
                if kin_title(title, self.lang):
                    gender = title_gender(title, get_language(self.lang))
                    attrs = Attributes(kind="given", gender=gender, context="title")
                named_end = match.end()
                yield Mention(
                    match.start(), match.end(), Category.PERSON, self.name, self.score, attrs
                )
                continue
            if named and not _placed_town(text, match.start(), word, self.lang):
                gender = name_gender(word, get_language(self.lang))
                attrs = Attributes(kind="given", gender=gender)
                named_end = match.end()
                yield Mention(
                    match.start(), match.end(), Category.PERSON, self.name, self.score, attrs
                )

    def _nickname(self, word: str) -> str | None:
        """The nickname `word` is a form of, case-folded; None for no nickname."""
        reading = nickname_reading(self.lang, word)
        return reading[0].casefold() if reading is not None else None


def _placed_town(text: str, start: int, word: str, lang: str) -> bool:
    """Whether the word at `start`, a given name in lower case, is as well a town of the
    language's own country after a preposition a town follows (`bus from beverley`, `stuck
    in keighley`): the place, as likely, and a person drawn for it put someone where a town
    stood; the recognizers of places read it or it stays."""
    before = _word_before(text, start).casefold()
    return before in get_language(lang).place_prepositions and (
        word.capitalize() in home_settlements(lang)
    )


def _coordinated(text: str, start: int, named_end: int, lang: str) -> bool:
    """Whether the word at `start` is joined by one of the language's list words (`och`,
    `und`, `and`) to a name right before it: one this recognizer found (ending at
    `named_end`), or a capitalized given name of the lists (`Pelle och lisa`)."""
    found = _JOINED_BEFORE.search(text, max(0, start - _JOINED_REACH), start)
    if found is None or found.group(2).lower() not in get_language(lang).list_words:
        return False
    before = found.group(1)
    return found.end(1) == named_end or (before.istitle() and before in given_names())


# A word, a list word and the spaces between, right before a name (`pelle och `).
_JOINED_BEFORE = re.compile(r"(?<![\w@.'’-])([^\W\d_]+)[ \t]+([^\W\d_]+)[ \t]+\Z")
_JOINED_REACH = 40


def _family_after(text: str, end: int, lang: str) -> int | None:
    """The end of the family name in lower case right after a given name ending at `end`
    (one space between: `dan kowalski`), where the word is a family name of the lists and no
    ordinary word of the language; None where none follows."""
    found = _NEXT_WORD.match(text, end)
    if found is None:
        return None
    word = found.group(1)
    if not word.islower() or word.capitalize() not in all_family_names():
        return None
    return None if ordinary(word, lang) or word in stop_words(lang) else found.end()


# The word after a name, one space between.
_NEXT_WORD = re.compile(r" ([^\W\d_]{3,})(?![\w@'’-]|\.\w)")


def _speakers_given(speakers: set[str], lang: str) -> frozenset[str]:
    """The given names the chat's speakers go by (case-folded): the first word of a full name
    (`tom` of `Tom Baxter`; the last where the language writes the family name first), a
    one-word name, and the table's nicknames of each."""
    family_first = get_language(lang).family_name_first
    found: set[str] = set()
    for speaker in speakers:
        # (`Teta Jarka`, `Babička Květa`: the family's word for her is no name of hers.)
        words = [word for word in speaker.split() if not kin_title(word, lang)] or speaker.split()
        name = words[-1] if family_first and len(words) > 1 else words[0]
        found.add(name)
        found.update(nick.casefold() for nick in nicknames_of(lang, name))
    return frozenset(found)


def _speaker_called(
    text: str, match: re.Match[str], word: str, given: frozenset[str], lang: str
) -> str | None:
    """The speaker's given name (case-folded) a word in lower case calls one of the chat's
    speakers by: a speaker's given name or its nickname that is no ordinary word (`liz`), or,
    in the place where one addresses someone (opening a message or sentence, or after a
    greeting, before a comma or `!`/`?`: `tom, can you`, `hey flo,`), also one that is (`tom`,
    a tom cat) or the one given name whose opening letters it is, as friends shorten it (`flo`
    of Florian); a longer shortening, or one with a pet ending, that is no ordinary word calls
    the speaker wherever it stands (`_clipped`: `danke nilu`); None where it calls no
    speaker."""
    if word in given and not ordinary(word, lang):
        return word
    clipped = _clipped(word, given, lang)
    if clipped is None and _addressed_at(text, match.start(), lang):
        clipped = _speaker_case(word, given, lang)  # (`jarko, ...`: a speaker called)
    if clipped is not None:
        # (`danke nilu!`, `malti du bist der beste`, `tovis det löser sig`: no ordinary word,
        # so wherever it stands.)
        return clipped
    if not _ADDRESS_AFTER.match(text, match.end()) or not _addressed_at(text, match.start(), lang):
        return None
    if word in given:
        return word
    shortened = [name for name in given if name.startswith(word) and len(name) > len(word)]
    return shortened[0] if len(word) >= _CLIPPED and len(shortened) == 1 else None


def _speaker_case(word: str, given: frozenset[str], lang: str) -> str | None:
    """The one speaker's given name (case-folded) `word` is another case of (`hanko`, the
    vocative of Hanka; `jarko` of Jarka), asked where one addresses someone: the speaker
    called by name, where the word's spelling is a town too (`Hanko`) or a word no list
    holds. None where it is a case of no
    speaker's name or of more than one's."""
    names = {name for name in given if case_of(word, name, lang)}
    return names.pop() if len(names) == 1 else None


def _clipped(word: str, given: frozenset[str], lang: str) -> str | None:
    """The one speaker's given name (case-folded) whose opening letters `word` is, alone or
    with an ending friends add to them (`Language.diminutive_endings`): `nilu` of Nilufar,
    `malti` of Malte, `hampe` of Hampus, `tovis` of Tove. None where it opens no speaker's
    name or more than one's, keeps fewer than `_CLIPPED` of its letters, or is an ordinary
    word, a given name of the lists or a place."""
    # (A bare opening of three letters is as often a word of its own, `the flo of it`: that
    # calls someone only where one addresses them, `_speaker_called`.)
    stems = [word] if len(word) > _CLIPPED else []
    stems += [
        word[: -len(ending)]
        for ending in get_language(lang).diminutive_endings
        if word.endswith(ending) and len(word) - len(ending) >= _CLIPPED
    ]
    if (
        ordinary(word, lang)
        or word in _local_given(lang)  # someone's own name (`named`)
        or word.capitalize() in places(lang)  # `Malta`, not Malte's
    ):
        return None
    names = {
        name
        for name in given
        if name != word and any(len(stem) >= _CLIPPED and name.startswith(stem) for stem in stems)
    }
    return names.pop() if len(names) == 1 else None


def _addressed_at(text: str, position: int, lang: str) -> bool:
    """Whether `position` opens a message or a sentence, or follows a greeting that does."""
    if opens_sentence(text, position) or _AFTER_SPEAKER.search(text, 0, position):
        return True
    before = _GREETING_BEFORE.search(text, max(0, position - _GREETING_REACH), position)
    formulas = letter_formulas(lang)
    if before is None or formulas is None or not formulas.fullmatch(before.group(1)):
        return False
    return opens_sentence(text, before.start(1)) or bool(
        _AFTER_SPEAKER.search(text, 0, before.start(1))
    )


# The fewest letters of a given name its shortening keeps (`flo`, `max`).
_CLIPPED = 3
# What follows a name one addresses: a comma, `!` or `?`.
_ADDRESS_AFTER = re.compile(r"[ \t]*[,!?]")
# A message's opening: the colon after its speaker's name, then spaces.
_AFTER_SPEAKER = re.compile(r"^[^\n]{1,60}:[ \t]+\Z", re.MULTILINE)
# The word before a name, a greeting's perhaps (`hey`, `ahoj`), one space between.
_GREETING_BEFORE = re.compile(r"(?<!\w)([^\W\d_]+)[ \t]+\Z")
_GREETING_REACH = 16


def _word_before(text: str, position: int) -> str:
    """The word right before `position`, one space between, case-folded; empty for none."""
    found = _BEFORE.search(text, max(0, position - _TITLE_REACH), position)
    return found.group(1).casefold() if found else ""


_BEFORE = re.compile(r"(?<![\w.])([^\W\d_]+)\.? \Z")
_TITLE_REACH = 16


@cache
def _local_given(lang: str) -> frozenset[str]:
    """The given names of the lists of the language's own locales, in lower case."""
    locale = get_language(lang).names_locale
    return frozenset(
        name.lower() for gender in ("male", "female") for name in local_given_names(locale, gender)
    )


register(lambda language: SpeakerRecognizer(language.code), 15)
register(lambda language: ChatNameRecognizer(language.code), 16)
