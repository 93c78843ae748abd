"""Cues of the document's layout: a field name before its colon (`Subject:`), a heading in
capitals (`THE FACTS`), a line the mention fills alone (`Skills`), a paragraph's or heading's
number (`8.`, `II.`), a mail program's prefix (`Re:`). Where a mention stands says it is the
document's structure, not a name in its prose; a known name there (a chat speaker `Baker:`)
still speaks against it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache, lru_cache

from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.formulas import letter_formulas
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.phone_words import phone_word
from pseudonymizer.lexicon.places import main_places
from pseudonymizer.lexicon.platforms import chat_title_word
from pseudonymizer.lexicon.vocabulary import dictionary_noun, stop_words
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.lexical import ordinary_as_written, ordinary_written
from pseudonymizer.rules.ordinary.text import WORD, next_word, short_line
from pseudonymizer.words import BULLETS

# Values a field name stands before (`Born: 12 May 1984`, `Phone: 0161 ...`).
_VALUES = frozenset(
    {
        Category.DATE,
        Category.PHONE,
        Category.EMAIL,
        Category.URL,
        Category.ID,
        Category.ZIP,
        Category.STREET,
        Category.STREET_NUMBER,
        Category.AGE,
    }
)
# The most words a field name before its colon has (`Date of birth`, `Imię i nazwisko`).
_LABEL_WORDS = 4
# The most words a heading line has (`THE FACTS`, `CURRICULUM VITAE`), and one of ordinary
# words only.
_HEADING_WORDS = 6
_LONG_HEADING_WORDS = 12
# The most words a line alone in ordinary case has as a heading (`Work experience`).
LINE_WORDS = 3
# A paragraph's number, which numbers headings (`8.`).
_PARAGRAPH_NUMBER = re.compile(r"\d{1,3}")
# Roman numerals up to 39, of I, V and X only: a town's district (`Kolín IV`), a point of a
# judgment (`II.`); letters such as `CD` or `MC` are more often someone's initials.
ROMAN = re.compile(r"X{0,3}(?:IX|IV|V?I{0,3})")
# A chat export's title opening its text: a bracket perhaps, the chat's word, then a colon or
# the words naming the chat (`[Group: ...]`, `WhatsApp-Chat mit ...`, `Gruppchatt: ...`).
_CHAT_TITLE = re.compile(r"\[?([^\W\d_][\w-]*)(?=:|[ \u00a0]+[^\W\d_])")
_LOWER_AFTER = re.compile(r"\.[ \u00a0]+(?=[^\W\d_])")


def enumerator(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a number that orders the document, not a value in it: a
    paragraph's or heading's number opening its line before a period or parenthesis (`8. On
    22 May`, `II. DIVORCE`, `3) The`; the mention may hold the period, `2.` of a list), or a
    Roman ordinal before a lower-case word (`III. em.`, a floor; `XIII. kerületben`); not a
    day before its month (`29. Juli`)."""
    span = mention.text_in(text)
    end = mention.end
    if span[-1:] in (".", ")") and _PARAGRAPH_NUMBER.fullmatch(span[:-1]):
        # (A model's date of the number with its period: `2.` of `2. o uplatnění`.)
        span, end = span[:-1], end - 1
    after = text[end : end + 2]
    if ROMAN.fullmatch(span):
        found = _LOWER_AFTER.match(text, mention.end)
        if found and text[found.end()].islower():
            return True
    elif not _PARAGRAPH_NUMBER.fullmatch(span):
        return False
    line_start = text.rfind("\n", 0, mention.start) + 1
    return (
        text[line_start : mention.start].strip() == ""
        and after[:1] in ".)"
        and (len(after) < 2 or after[1].isspace())
        and not calendar_word(next_word(text, end + 1), lang)
    )


def mail_prefix(words: Sequence[str], text: str, mention: Mention) -> bool:
    """Whether the mention is one of the words a mail or chat program writes before a subject
    it answers or forwards (`Re:`, `AW:`, `Odp:`, `Vá:`, of any language's `mail_prefixes`,
    in any case: `RE:`, `re:`), right before its colon, at a line's start, after the header's
    field name (`Subject: RE:`, `Betreff: AW:`, `Tárgy: Re:`) or after another such prefix
    (`Re: Fwd: AW:`)."""
    prefixes = _all_mail_prefixes()
    if len(words) != 1 or words[0].casefold() not in prefixes:
        return False
    if not text.startswith(":", mention.end):
        return False
    start = text.rfind("\n", 0, mention.start) + 1
    before = text[start : mention.start].split(":")
    parts = [part.strip() for part in before[:-1]]
    if parts and parts[0].casefold() not in prefixes and _HEADER_NAME.fullmatch(parts[0]):
        # (The header's field name before the prefixes: a few words of letters, no digits.)
        parts = parts[1:]
    return all(part.casefold() in prefixes for part in parts) and before[-1].strip() == ""


# A mail header's field name before a subject's prefixes (`Subject`, `Předmět`, `> Betreff`):
# up to `_LABEL_WORDS` words of letters, after a quoting mark or a bullet.
_HEADER_NAME = re.compile(r"[>*•\-]*[ \t]*[^\W\d_][\w'’-]*(?:[ \t][^\W\d_][\w'’-]*){0,3}")


@cache
def _all_mail_prefixes() -> frozenset[str]:
    """Every language's `mail_prefixes`, case-folded: a mail program of any language writes
    them in a document of any other."""
    return frozenset(
        prefix.casefold() for code in supported() for prefix in get_language(code).mail_prefixes
    )


def field_label(text: str, mention: Mention, lang: str | None = None) -> bool:
    """Whether the mention is (in) a field name: a few words without digits that open their
    line and end at a colon followed by a space or the line's end (`Subject:`, `Date of
    birth:`), not a time's colon (`10:15`). A bar or a bullet between fields opens a field
    as a line does (`Tel: 01423 558214 | Mobile: 07791 306 482`). Given the language, a
    mention of ordinary words after other ordinary words of the field name is in it too
    (`Log` of `Linked Incident Log:`); a name after a salutation is no ordinary word
    (`Dear John Smith:`)."""
    line = short_line(text, mention.start)
    if line is None:
        return False
    start, end = line
    separator = max(text.rfind(mark, start, mention.start) for mark in "|" + BULLETS)
    start = max(start, separator + 1)
    numbered = _SECTION_NUMBER.match(text, start, mention.start)
    if numbered is not None:
        start = numbered.end()  # (`6.1 ANPR:`: a section's number before its field name)
    colon = text.find(":", mention.end, end)
    if colon < 0 or (colon + 1 < end and not text[colon + 1].isspace()):
        return False
    stretch = text[start:colon]
    if any(c.isdigit() for c in stretch) or len(stretch.split()) > _LABEL_WORDS:
        return False
    if text[start : mention.start].strip(" \t-•*") == "":
        return True
    return lang is not None and ordinary_field(stretch, lang)


# A section's number before a field name on its line (`6.1 `, `3. `, `(a) `).
_SECTION_NUMBER = re.compile(r"[ \t]*(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,3}\))[ \t]+")
# A label of one or two capitals and a number (`W1`, `A2`): a witness's, a schedule's.
_CODED_LABEL = re.compile(r"[A-Z]{1,2}\d{1,3}")
# Initials that name the value after them in brackets (`(DOB 21/07/1979)`, `(VRM YD66 ...)`).
_BRACKETED_INITIALS = re.compile(r"[A-Z]{2,5}")


def coded_label(text: str, mention: Mention) -> bool:
    """Whether the mention is a label of one or two capitals and a number that opens its line
    before a colon (`W1:`, `W2:`, a report's witnesses): the document's numbering of its
    parts, no one's name or number."""
    if not _CODED_LABEL.fullmatch(mention.text_in(text)):
        return False
    line_start = text.rfind("\n", 0, mention.start) + 1
    return text[line_start : mention.start].strip(" \t-•*") == "" and text.startswith(
        ":", mention.end
    )


def bracketed_label(text: str, mention: Mention, following: Sequence[Mention]) -> bool:
    """Whether the mention is initials opening brackets right before a value found as a
    mention of its own (`DOB` of `(DOB 21/07/1979)`): a field's name written short, as a form
    or a report does, before a date or number; the value is the data, not the label."""
    if not _BRACKETED_INITIALS.fullmatch(mention.text_in(text)):
        return False
    if text[max(0, mention.start - 1) : mention.start] != "(" or not following:
        return False
    value = following[0]
    close = text.find(")", mention.end)
    return (
        value.category in _VALUES
        and text[mention.end : value.start] in (" ", ": ")
        and close >= value.end
        and "\n" not in text[mention.end : close]
    )


def ordinary_field(stretch: str, lang: str) -> bool:
    """Whether a field name is ordinary words of `lang` only and opens with no salutation
    (`Dear Rose Baker:` names someone in words a dictionary also has)."""
    formulas = letter_formulas(lang)
    if formulas is not None and formulas.match(stretch.strip(" \t-•*")):
        return False
    return all(ordinary_as_written(word, lang) for word in WORD.findall(stretch))


def in_ordinary_field(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention ends inside a field name of ordinary words before its colon
    (`Date/Time` of `Date/Time Reported:`)."""
    line = short_line(text, mention.start)
    if line is None:
        return False
    colon = text.find(":", mention.end, line[1])
    return (
        colon >= 0
        and field_label(text, mention, lang)
        and ordinary_field(text[line[0] : colon], lang)
    )


# A line that opens with a field name: up to `_LABEL_WORDS` words of letters, a colon and a
# space or the line's end.
_LABEL_LINE = re.compile(r"[^\S\n]*([^\W\d_][\w'’-]*(?:[^\S\n][\w'’-]+){0,3}):(?=\s|$)")


def heading_colon(text: str, mention: Mention) -> bool:
    """Whether the mention's colon closes its line (`Alternativstraff:` above its paragraph):
    a heading's, not a speaker's or a field's, whose words follow on the line."""
    if not text.startswith(":", mention.end):
        return False
    end = text.find("\n", mention.end)
    return not text[mention.end + 1 : end if end >= 0 else len(text)].strip()


def known_name(word: str) -> bool:
    """Whether `word`, as written or capitalized, is a given or family name anywhere."""
    forms = (word, word.capitalize())
    return any(form in given_names() or form in family_names() for form in forms)


def in_form(text: str, mention: Mention, lang: str) -> bool:
    """Whether the field name the mention opens stands in a form of several fields: the line
    right above or below opens with a field name of ordinary words that are no one's name
    (`Location:`, `Posted by:` beside `Forum:`). A chat's speakers are names one after another
    (`Baker:` above `Ruth:`); a form's fields are words, and the one beside them is a word too,
    though some list of names across the world holds it."""
    line_start = text.rfind("\n", 0, mention.start) + 1
    line_end = text.find("\n", mention.end)
    neighbours = []
    if line_start > 0:
        neighbours.append(text.rfind("\n", 0, line_start - 1) + 1)
    if line_end >= 0:
        neighbours.append(line_end + 1)
    for start in neighbours:
        match = _LABEL_LINE.match(text, start)
        if match is None:
            continue
        words = WORD.findall(match.group(1))
        if words and all(
            ordinary_as_written(word, lang) and not known_name(word) for word in words
        ):
            return True
    return False


def abbreviated_label(text: str, mention: Mention, following: Sequence[Mention], lang: str) -> bool:
    """Whether the mention is a field name cut short, with a colon or none, opening its line (or a
    field after a bar or a bullet, or after the full stop or comma that ends the field before
    it: `Leeds LS1 2AB. Tel. 0113 ...`) right before its value: `Tel. 070-248 61 93`, `Org.nr
    556677-8899`, `Fax. 0251 ...`, `USt-IdNr. DE...`; or one a possessive owns inside a
    sentence (`Ihr Az. 3 C 45/21`, `unser Gz. 12/345`); its value is one with digits. The full
    stop that cuts it says it is a word's start, which no name is; a name before a number
    (`Novák 602 123 456`, a list of contacts) has none. Nor is a word that introduces a phone
    number (`Mobil 0171 ...`, `Tfn 08-...`, of the words the phone recognizer reads) a name
    before the number it introduces, cut or not."""
    span = mention.text_in(text)
    dotted = text.startswith(".", mention.end) or "." in span.rstrip(".")
    if not _ABBREVIATED_SPAN.fullmatch(span) or any(char.isdigit() for char in span):
        return False
    introduces = phone_word(span) and bool(following) and following[0].category is Category.PHONE
    if not dotted and not introduces:
        return False
    line = text.rfind("\n", 0, mention.start) + 1
    separator = max(text.rfind(mark, line, mention.start) for mark in "|" + BULLETS)
    before = text[max(line, separator + 1) : mention.start]
    owned = dotted and _owned(before, lang)
    if before.strip(" \t-*") != "" and not _FIELD_END.search(before) and not owned:
        return False
    if not following:
        return False
    # (A value a reader of capitals found, `DE123456789`, is one by its digits after a word
    # cut short.)
    valued = dotted and any(char.isdigit() for char in following[0].text_in(text))
    if following[0].category not in _VALUES and not valued:
        return False
    gap = _ABBREVIATION_GAP if dotted else _INTRODUCING_GAP
    return gap.fullmatch(text, mention.end, following[0].start) is not None


def _owned(before: str, lang: str) -> bool:
    """Whether `before` ends in a possessive or another determiner no name takes (German
    `Ihr`, `unser`: `Ihr Az.`), then a space."""
    found = _LAST_WORD.search(before)
    return (
        found is not None and found.group(1).lower() in get_language(lang).common_noun_determiners
    )


# The last word before a mention and the space after it.
_LAST_WORD = re.compile(r"([^\W\d_]+)[ \u00a0]\Z")


def number_label(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention ends in the language's noun for a number (`Nr`, `Nummer`:
    `Language.number_nouns`), alone, as the last part of a compound joined by a hyphen
    (`Kunden-Nr.`, `Vorgangs-Nr.`), or after the ordinary word it numbers (`Rechnung Nr.`),
    right before a value with a digit (`Nr. 17/2025`, `Nr. AZ-2026/04`): the label of a
    number, which names no one. A known name before the noun makes it someone's."""
    nouns = get_language(lang).number_nouns
    found = _NUMBER_LABEL.fullmatch(mention.text_in(text))
    if not nouns or found is None:
        return False
    first = found["first"]
    # (`Mitgliedsnr.`, `Kundennummer`: an ordinary word joined to the noun in one.)
    if re.fullmatch("|".join(nouns), found["noun"], re.IGNORECASE) is None and (
        first is not None or not _number_compound(found["noun"], nouns, lang)
    ):
        return False
    if first is not None and first in given_names():
        return False
    if first is not None and found["join"] != "-" and not _numbered_word(first, lang):
        return False
    return _LABELLED_VALUE.match(text, mention.end) is not None


def _number_compound(word: str, nouns: tuple[str, ...], lang: str) -> bool:
    """Whether `word` is an ordinary word joined to the number's noun in lower case
    (`Mitgliedsnr`, `Kundennummer`, `kundnummer`), its linking `s` dropped where it has one:
    a compound no name is."""
    tail = re.search(rf"(?:{'|'.join(nouns)})\Z", word, re.IGNORECASE)
    if tail is None or tail.start() < 3 or not tail.group().islower():
        return False
    head = word[: tail.start()]
    return any(_numbered_word(form, lang) for form in (head, head.removesuffix("s")) if form)


def _numbered_word(word: str, lang: str) -> bool:
    """Whether `word` before a number's noun (`Rechnung Nr.`, `Aktenzeichen Nr.`) is an
    ordinary word, or a noun of a language that capitalizes its nouns, and no family name."""
    if word in family_names():
        return False
    return ordinary_as_written(word, lang) or dictionary_noun(word, lang) is not None


# A number's label: its noun, perhaps after a word it numbers, joined by a hyphen or a space.
_NUMBER_LABEL = re.compile(r"(?:(?P<first>[^\W\d_]+)(?P<join>[ \u00a0-]))?(?P<noun>[^\W\d_]+)")
# A number's value after its label's full stop or colon: a run of letters, digits and their
# marks with a digit in it, on the same line.
_LABELLED_VALUE = re.compile(r"\.?:?[ \t\u00a0]*(?:[^\W\d_]{1,4}[-/.]?)*\d")


# The end of a field before another on the same line: a full stop, a comma or a semicolon
# after a word of two characters or more (not an initial's `J.`), then a space.
_FIELD_END = re.compile(r"\w\w[.,;][ \t\u00a0]+\Z")
# A field name cut short: one word, or one with the short words in lower case of its
# abbreviated phrase after it (Czech `Sp. zn` of `Sp. zn.`, spisová značka).
_ABBREVIATED_SPAN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*(?:\.[ \u00a0]?[^\W\d_A-Z][^\W\d_]{0,3})*")
# What stands between a field name cut short and its value: its full stop (with the rest of
# the abbreviation, `.nr` of `Org.nr`; a short word in lower case of its phrase, `akt` of
# Polish `Sygn. akt`, a case's file mark) and spaces.
_ABBREVIATION_GAP = re.compile(
    r"(?:\.[^\W\d_]*)?(?:[ \t\u00a0]+[^\W\d_A-Z][^\W\d_]{0,3}\.?)?:?[ \t\u00a0]+"
)
# What stands between a word that introduces a phone number and the number: spaces, after
# its colon where a field in a sentence has one (`Jan Novák, mobil: 602 ...`).
_INTRODUCING_GAP = re.compile(r":?[ \t\u00a0]+")


def value_after_colon(text: str, mention: Mention, following: Sequence[Mention], lang: str) -> bool:
    """Whether a value found by its shape (a date, a phone number, an address) follows the
    field name's colon with only spaces between, or only a weekday (`Date: Mon, 15 Mar`)."""
    position = text.find(":", mention.end) + 1
    for value in following:
        if value.end <= position:
            continue  # (the field name's other words: `Reported` of `Date/Time Reported:`)
        gap = text[position : value.start].strip(" \t,")
        if gap != "" and gap.lower() not in stop_words(lang):
            # (One function word may open the value: `Time: between 23:30 and ...`.)
            return False
        if value.category in _VALUES:
            return True
        if not calendar_word(value.text_in(text), lang):
            return False
        position = value.end
    return False


# A heading's number before its words (`III.`, `2.`, `B.`).
_HEADING_NUMBER = re.compile(r"\A(?:[IVXLC]+|\d{1,3}|[A-Z])\.[ \t]+")


def heading(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention stands in a heading: a short line written in capitals, without
    digits but its number (`THE FACTS`, `EXPERIENCE`, `II. THE SEARCH OF THE FLAT`). A
    comma in it lists topics (`DIVORCE, CUSTODY`) only where every word is an ordinary word
    of the language: a name in capitals is written with one (`NOVÁK, JAN`)."""
    found = short_line(text, mention.start)
    if found is None:
        return False
    # (Its number is the document's order, not its words: `III. THE FIRST APPLICANT'S ...`.)
    line = _HEADING_NUMBER.sub("", text[slice(*found)].strip(), count=1)
    letters = [char for char in line if char.isalpha()]
    return (
        line[:1].isalpha()
        and ("," not in line or all(ordinary_as_written(word, lang) for word in WORD.findall(line)))
        and len(letters) > 3
        and all(char.isupper() for char in letters)
        and not any(char.isdigit() for char in line)
        and (
            len(line.split()) <= _HEADING_WORDS
            # (A judgment's longer headings, `II. THE APPLICANT'S ARREST AND THE SEARCH OF HIS
            # HOME`, are one only in ordinary words: a line of names in capitals is no heading.)
            or (len(line.split()) <= _LONG_HEADING_WORDS and ordinary_written(line, lang))
        )
    )


def line_alone(text: str, mention: Mention) -> bool:
    """Whether the mention fills its line alone, or a step of a line of steps (a forum's
    path, `Forum › Bydlení a rodina › Olomouc`, where it may also open a step whose other
    words are in lower case: `Boende & familj`, `Ortopédia, mozgásszervi betegségek`; a
    field of a line about a post's author: `Příspěvků: 7 096 | Moderátor`), in a few words
    of letters only, not in capitals (`Skills`, `Work experience`, `Dovednosti`), or opens a
    line whose other words are in lower case (`Dane osobowe`): a section's heading, or a
    name signing a letter, which a known name tells apart."""
    found = short_line(text, mention.start)
    if found is None:
        return False
    line = text[slice(*found)]
    span = mention.text_in(text)
    if _STEP.search(line):
        # (On a path's line a label's colon parts a step too: `Diskuze: Bydlení a rodina`.)
        steps = [step.strip() for step in _STEP_OR_LABEL.split(line)]
        opened = [step for step in steps if step.startswith((span + " ", span + ","))]
        whole = span in steps or any(step[len(span) :].islower() for step in opened)
        step = next((step for step in steps if step == span), opened[0] if opened else span)
    else:
        # (A heading whose other words are in lower case, `Osobní údaje`, opens with it.)
        rest = line.strip()[len(span) :]
        whole = line.strip().startswith(span) and (not rest or (rest[:1] == " " and rest.islower()))
        step = line.strip() if whole else span
    words = [word for word in step.split() if word != "&"]
    return (
        whole
        and len(words) <= LINE_WORDS
        # (A possessive's apostrophe is a word's letter here: `Children's health`.)
        and all(re.sub(r"[-'’]", "", word.rstrip(",")).isalpha() for word in words)
    )


def path_step(text: str, mention: Mention) -> bool:
    """Whether the mention stands inside one step of a forum's or a site's path, among the
    step's other words (`Garten » Plauderecke » Wetter und Boden`): each step is a heading of
    a few words, its section's or its thread's, which names a topic, not a person, and a word
    of the language there is that word (`Wetter`, `Boden`, though towns bear those names)."""
    found = short_line(text, mention.start)
    if found is None or mention.end > found[1]:
        return False
    line_start, line_end = found
    line = text[line_start:line_end]
    if not _STEP.search(line):
        return False
    start, end = mention.start - line_start, mention.end - line_start
    for step in _STEP_SPAN.finditer(line):
        if step.start() <= start and end <= step.end():
            words = [word for word in step.group().split() if word != "&"]
            return len(words) <= LINE_WORDS and all(
                re.sub(r"[-'’]", "", word.rstrip(",")).isalpha() for word in words
            )
    return False


# What parts the steps of a forum's or a site's path (`Forum › Wohnen & Familie › Umzug`), or
# the fields of a forum's line about a post's author (`Registrace: 2010 | Moderátor`).
_STEP = re.compile(r"[ \t]+[›»>|][ \t]+")
_STEP_OR_LABEL = re.compile(r"[ \t]+[›»>|][ \t]+|:[ \t]+")
# A step of such a path: the words between its separators.
_STEP_SPAN = re.compile(r"[^›»>|\s](?:[^›»>|]*[^›»>|\s])?")


def chat_title(text: str, mention: Mention) -> bool:
    """Whether the mention is the word a chat app writes in the title of an export, opening
    the text's first line before the chat's name (`Group` of `[Group: Sunday hikers]`,
    `WhatsApp-Chat` of `WhatsApp-Chat mit ...`): the app's, no one's. The chat's name after it
    is judged as any other words are."""
    start = len(text) - len(text.lstrip())
    end = text.find("\n", start)
    title = _CHAT_TITLE.match(text, start, end if end >= 0 else len(text))
    return (
        title is not None
        and title.span(1) == (mention.start, mention.end)
        and chat_title_word(title.group(1))
    )


# A transcript's speaker code opening a line before its colon (`INT:`, `RESP:`, `I:`, `IV:`):
# one to four capitals.
_SPEAKER_CODE = re.compile(r"^[ \t]*([A-Z]{1,4}):[ \t]", re.MULTILINE)
# The fewest lines a code opens to be the transcript's (a form's `ID:` opens one).
_SPEAKER_LINES = 2


def speaker_code(text: str, mention: Mention) -> bool:
    """Whether the mention is a transcript's speaker code (`INT`, `RESP`, `I`, `B`), where it
    opens a line before its colon or stands anywhere else in the text (`Interviewer: INT (Dr
    ...)`): a code of capitals that opens two lines or more so, and no given or family name of
    the lists in capitals (`ANN:`, `REID:` of a play's script name their speakers)."""
    return mention.text_in(text) in _speaker_codes(text)


@lru_cache(maxsize=4)
def _speaker_codes(text: str) -> frozenset[str]:
    counts: dict[str, int] = {}
    for match in _SPEAKER_CODE.finditer(text):
        counts[match.group(1)] = counts.get(match.group(1), 0) + 1
    return frozenset(
        code
        for code, count in counts.items()
        if count >= _SPEAKER_LINES
        and code.capitalize() not in given_names()
        and code.capitalize() not in family_names()
    )


# The abbreviation of `number` and the digits after a word that names what they number.
_NUMBER_AFTER = re.compile(r"[ \t]+(?:No|Nos|Nr|Number)\.?[ \t]*:?[ \t]*\d")
# A short number right after a word, no date's, time's or amount's part (`Ward 7`, not `May
# 12.05` nor `Bay 3,5`), nor a year (`till Östergötland 1998`: the place, then the year), nor
# a day's ordinal before its month (`V Olomouci 10. října`: the town, then the date).
_BARE_NUMBER_AFTER = re.compile(
    r"[ \t](?!(?:1[89]|20)\d\d(?!\d))\d{1,4}(?![\w.,:/-]*\d)(?!\w)(?!\.[ \t\u00a0]*[^\W\d_])"
)


def numbered_label(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is one ordinary word before `No.` and digits (`Company No.
    08471625`, `Policy Number 5521`), or right before a short number of its own (`Ward 7`,
    `Locker 58`: a ward's, a locker's, though `Ward` is a family name too): what the number is
    of, a register's or a site's label; the number is a mention of its own. Not a word a
    title vouches for as a name (`Mr Ward 2`), nor a month before its day (`March 3`)."""
    words = WORD.findall(mention.text_in(text))
    if len(words) != 1 or not words[0][:1].isupper() or words[0] in given_names():
        return False
    if _NUMBER_AFTER.match(text, mention.end) is not None:
        return True
    return (
        _BARE_NUMBER_AFTER.match(text, mention.end) is not None
        and not mention.attrs.context
        and not calendar_word(words[0], lang)
        and words[0] not in main_places(lang)  # (`Praha 4`, `Wien 3`: a town's district)
    )
