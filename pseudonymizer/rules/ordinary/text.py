"""Where a mention stands in its text: the word before and after it, the short line it stands
in, whether it opens a sentence, the words of a name around it. Every family of cues asks
these, so each is read one way.
"""

from __future__ import annotations

import re
from functools import lru_cache

from pseudonymizer.languages import get_language, supported
from pseudonymizer.words import BULLETS, emoji_at

# A word, with a contraction's clitic as a word of its own (`We` `'ll`, `I` `'m`).
WORD = re.compile(r"['’]\w+|\w+")
_FOLLOWING = re.compile(r"[ \u00a0](\w+)")
_PRECEDING = re.compile(r"(?<!\w)(\w+)[ \u00a0]\Z")
# The longest line a field name with its value, or a heading, stands in.
SHORT_LINE = 120
# A CV entry's date (`03/2021`, `06.2020`, `2021-09`, `2021. március`).
ENTRY_DATE = r"(?:\d{1,2}[./])?\d{4}(?:[-./]\d{1,2})?\.?(?:[ \t]+[^\W\d_]+)?"
# A CV entry's dates opening its line, then at least two spaces or a tab before its text.
_ENTRY_OPENING = re.compile(
    rf"[ \t]*(?:[^\W\d_]+[ \t]+)?{ENTRY_DATE}(?:[ \t]*[–—-][ \t]*(?:{ENTRY_DATE}|[^\W\d_]+))?"
    r"(?:[ \t]{2,}|\t)"
)
# A capitalized word, or a function word between two, of a name around a mention.
NAME_WORD_AT = re.compile(r"[^\W\d_][\w'’-]*")
# The most words a name around a mention is looked for over, on each side.
AROUND = 6


def next_word(text: str, position: int) -> str:
    """The word right after `position` (one space between), empty where none is."""
    found = _FOLLOWING.match(text, position)
    return found.group(1) if found else ""


def word_before(text: str, position: int) -> str:
    """The word right before `position` (one space between), empty where none is."""
    found = _PRECEDING.search(text, max(0, position - 12), position)
    return found.group(1) if found else ""


def short_line(text: str, position: int) -> tuple[int, int] | None:
    """The line `position` stands in, where it is no longer than a field name with its value
    or a heading (`SHORT_LINE`); None in a paragraph. Looked for only that far, so a long
    document costs no more per mention than a short one."""
    start = text.rfind("\n", max(0, position - SHORT_LINE), position) + 1
    if start == 0 and position > SHORT_LINE:
        return None
    end = text.find("\n", position, position + SHORT_LINE)
    if end < 0:
        end = len(text)
        if end - start > SHORT_LINE:
            return None
    return start, end


def opens_sentence(text: str, position: int) -> bool:
    """Whether only spaces, quotes or dashes stand between `position` and the text's or a
    line's start, the end of a sentence, a colon, a bullet (`Art 8 • Lack of diligence`) or
    a list's letter or number in brackets opening the line (`(i) Substantive limb`), a
    quoted message's mark (`> `) or a forum path's separator (`›`), where a
    capital says nothing; or a column's gap (a tab, or two spaces and more), which opens a
    table's cell as a sentence (`2019 – 2022    Hållbarhetsansvarig, ...` in a CV), or a CV
    entry's dates at a line's start (`2009 – 2012   Naturvetenskapsprogrammet`)."""
    i = position - 1
    while i >= 0 and text[i] in " \t\u00a0\"'„“”«»–-(":
        i -= 1
    gap = text[i + 1 : position]
    if "\t" in gap or re.search(r"[ \u00a0]{2}", gap):
        return True
    if i >= 0 and text[i] == ")":
        # A list's letter or number opening the line (`(a) General principles`, `ii) `).
        start = text.rfind("\n", 0, i) + 1
        return _LINE_ENUMERATOR.fullmatch(text, start, i + 1) is not None
    if i >= 0 and text[i] == "\n" and wrapped_line(text, i):
        return False
    if i >= 0 and text[i] == "." and _title_before(text, i):
        return False  # (`znalci Ing. Bednářovi`: a title's full stop, no sentence's)
    if i < 0 or text[i] in ".!?\n:›" + BULLETS or emoji_at(text, i):
        return True  # (`›`: a forum's path, `Fordon › Köpa begagnad`; a chat's emoji)
    if text[i] == ">" and (i == 0 or text[i - 1] in "\n>"):
        return True  # (a quoted message's line: `> Kolla alltid fukt!`)
    line_start = text.rfind("\n", max(0, position - SHORT_LINE), position) + 1
    return _ENTRY_OPENING.fullmatch(text, line_start, position) is not None


def _title_before(text: str, stop: int) -> bool:
    """Whether the full stop at `stop` closes a title written short (`Ing.`, `Dr.`, `JUDr.`,
    `Mgr.`), of any language's titles: the name after it stands inside its sentence."""
    found = _WORD_BEFORE_STOP.search(text, max(0, stop - _TITLE_LENGTH), stop)
    return found is not None and found.group(1).casefold() in _short_titles()


@lru_cache(maxsize=1)
def _short_titles() -> frozenset[str]:
    return frozenset(
        title.rstrip(".").casefold()
        for code in supported()
        for title in get_language(code).person_titles
        if len(title.rstrip(".")) <= _TITLE_LENGTH
    )


# The longest title written short before its full stop, and the word that ends before one.
_TITLE_LENGTH = 5
_WORD_BEFORE_STOP = re.compile(r"(?<![\w.])([^\W\d_]+)\Z")


# The shortest line a paragraph wrapped at a margin breaks (margins are set at 60 to 80
# characters); an address block's, a signature's or a list's lines are shorter.
WRAPPED = 60
# What ends a line that ends a sentence, a field name or a heading.
_LINE_CLOSERS = ".!?:;"


def wrapped_line(text: str, newline: int) -> bool:
    """Whether the line break at `newline` only wraps a paragraph at its margin: the line
    before it is as long as a paragraph's (`WRAPPED`) and ends in no sentence's or field's
    mark, so the sentence goes on after it and the next line's first word stands inside it
    (`..., möchten Ihnen mitteilen,` / `Verkehrswert und ...`). A short line (an address
    block's, a signature's) is a line of its own: the next one opens afresh."""
    start = text.rfind("\n", 0, newline) + 1
    line = text[start:newline].rstrip(" \t\u00a0\r")
    return len(line) >= WRAPPED and line[-1] not in _LINE_CLOSERS


# A list's letter, number or Roman numeral in brackets at a line's start (`(b)`, `ii)`).
_LINE_ENUMERATOR = re.compile(r"[ \t]*\(?(?:\d{1,3}|[^\W\d_]|[ivxlc]{1,6}|[IVXLC]{1,6})\)")


# A sentence's or a message's first letter: at a line's start or after a sentence's end or
# a colon (a chat's speaker, a field's name).
_OPENING = re.compile(r"[.!?][ \t\n]+([^\W\d_])")
# The fewest openings a text is judged by, and the share of them in lower case up to which
# its writer capitalizes: a report's or a letter's, where a chat's messages open in lower
# case as often as not.
_FEWEST_OPENINGS = 10
_LOWER_SHARE = 0.1


@lru_cache(maxsize=8)
def well_capitalized(text: str) -> bool:
    """Whether the text's writer opens sentences with a capital (a report, a letter, an
    essay), where a chat writes its messages and its names in lower case alike."""
    openings = [found.group(1) for found in _OPENING.finditer(text)]
    if len(openings) < _FEWEST_OPENINGS:
        return False
    lower = sum(letter.islower() for letter in openings)
    return lower <= _LOWER_SHARE * len(openings)
