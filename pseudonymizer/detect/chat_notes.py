"""A chat export's own notes in a message's place: `<Media omitted>` where a photo was sent,
`This message was deleted`, a missed call. The app writes them, in the language of the phone
the chat was exported from (not always the chat's): they are no one's data, and no mention
holds their words (a model read `Media` as a person, and the note became `<Linda omitted>`).

A note is a message's whole text, after its speaker (`speakers.message_texts`): one of any
language's `Language.chat_notes` (case aside, and the full stop or the left-to-right mark an
iPhone's export writes around it), or, for an app or a language no list holds (French
`<Médias omis>`), a placeholder in angle brackets of a few words, letters only and no known
name. The mark of an edited message after its text (`<This message was edited>`) is a listed
note too.
"""

from __future__ import annotations

import re
from functools import cache

from pseudonymizer.detect.speakers import message_texts
from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.names import family_names, given_names

# The marks an export writes around a note: the left-to-right mark, a full stop.
_AROUND = "\u200e\u200f. "
# A placeholder of an app no list holds: up to four words of letters in angle brackets.
_PLACEHOLDER = re.compile(r"<([^\W\d_]+(?: [^\W\d_]+){0,3})>")
# Such a placeholder ending a message, after a space.
_TRAILING = re.compile(r"(?<= )<[^\W\d_]+(?: [^\W\d_]+){0,3}>(?=[\u200e\u200f. ]*\Z)")


def chat_notes(text: str, lang: str) -> list[tuple[int, int]]:
    """The spans of a chat's notes, in text order; none in a text that is no chat."""
    notes = []
    listed = _listed()
    for start, end in message_texts(text, lang):
        body = text[start:end]
        if body.strip(_AROUND).casefold() in listed or _placeholder(body.strip(_AROUND)):
            notes.append((start, end))
            continue
        for note in _bracketed():
            if body.casefold().endswith(note):  # an edited message's mark after its text
                notes.append((end - len(note), end))
                break
        else:
            # (A placeholder after the text, as a photo sent with its caption leaves it:
            # `Megvan a kulcs 😅 <Média kihagyva>`.)
            trailing = _TRAILING.search(body)
            if trailing is not None and _placeholder(trailing.group(0)):
                notes.append((start + trailing.start(), start + trailing.end()))
    return sorted(notes)


def _placeholder(body: str) -> bool:
    """Whether `body` is a placeholder in angle brackets whose words name no one."""
    found = _PLACEHOLDER.fullmatch(body)
    return found is not None and not any(
        word.capitalize() in given_names() or word.capitalize() in family_names()
        for word in found.group(1).split()
    )


@cache
def _listed() -> frozenset[str]:
    """Every language's chat notes, case-folded."""
    return frozenset(
        note.casefold() for code in supported() for note in get_language(code).chat_notes
    )


@cache
def _bracketed() -> tuple[str, ...]:
    """The listed notes in angle brackets (which may follow a message's text), case-folded."""
    return tuple(sorted(note for note in _listed() if note.startswith("<")))
