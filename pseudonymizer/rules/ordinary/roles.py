"""Cues of a role or a post: a role's words wherever they stand (`Head of Operations`, `Tech
Lead`), a CV entry's role before its employer (`Projektová manažerka – Kovostroj s.r.o.`), a
profession after a person's name and a comma (`Karen Reid, Legal Adviser`). A post is held by
many and names no one; the person and the employer are mentions of their own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.professions import job_words, professions
from pseudonymizer.lexicon.qualifications import role_word
from pseudonymizer.lexicon.skills import software
from pseudonymizer.lexicon.vocabulary import (
    compound_noun,
    compound_of_nouns,
    dictionary_noun,
    dictionary_word,
    stop_words,
)
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.lexical import NAMES, known, ordinary_as_written
from pseudonymizer.rules.ordinary.text import (
    ENTRY_DATE,
    WORD,
    opens_sentence,
    short_line,
    word_before,
)


def role_title(text: str, mention: Mention, lang: str) -> bool:
    """Whether every word of the mention is a word of a role (`role_word`: `Head of
    Operations`, `Tech Lead`, `Dyrektor`, `Datový analytik`, `Teamleiter`), wherever it
    stands (`Report to the Head of Operations`): a post, which many hold. One word that is
    also someone's name (`Head`, `Junior`) says nothing alone, nor does a mention a title
    vouches for as a person's."""
    # (Without a possessive's clitic: `Majesty` `'s` of `Her Majesty's Inspector`.)
    words = [word for word in WORD.findall(mention.text_in(text)) if word[0] not in "'’"]
    if not words or mention.attrs.context or "\n" in mention.text_in(text):
        return False
    if len(words) == 1 and known(words, lang):
        # (Unless a role's word stands before it: `General` of `Director General`.)
        before = word_before(text, mention.start)
        return (
            role_word(words[0], lang)
            and before.lower() not in stop_words(lang)
            and role_word(before, lang)
        )
    if all(role_word(word, lang) for word in words) and not all(
        word.lower() in stop_words("en") for word in words
    ):
        return True
    return _job_title(words, lang) or _head_of_field(words, lang) or _role_before_field(words, lang)


def office(text: str, mention: Mention, lang: str) -> bool:
    """Whether a profession the lexicon knows is written as an office, with a capital inside
    a sentence (`Mr G. Hale, Under-Secretary, Ministry of Transport`, `the Secretary's
    report`): a post of an institution, which many hold in turn, and whose holder is named
    and replaced apart. The same word in lower case (`she works as a secretary`) or opening a
    CV's line is someone's job, replaced."""
    span = mention.text_in(text)
    if not span[:1].isupper() or opens_sentence(text, mention.start):
        return False
    words = re.findall(r"[^\W\d_]+", span.casefold())
    return bool(words) and all(word in _OFFICES for word in words)


# The words of an institution's offices (`Secretary`, `Under-Secretary`, `Vice-President`,
# `Registrar`), as against a job's title (`Building Surveyor`), which is someone's job.
_OFFICES = frozenset(
    {"president", "vice", "secretary", "under", "deputy", "delegate", "agent", "adviser"}
    | {"counsel", "advocate", "clerk", "registrar", "rapporteur", "minister", "general"}
)


def field_of_office(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is the field an office is for or of, written after it in
    capitals (`Legal Affairs` of `Under-Secretary for Legal Affairs`, `Home Affairs` of
    `Minister of Home Affairs`): ordinary words, none a known name, which a model read as an
    organization and whose surrogate read `Perry Affairs`."""
    before = text[max(0, mention.start - _OFFICE_REACH) : mention.start]
    found = _OFFICE_BEFORE.search(before)
    if found is None or not role_word(found.group(1), lang):
        return False
    words = WORD.findall(mention.text_in(text))
    if not words or known(words, lang):
        return False
    return all(ordinary_as_written(word, lang) or dictionary_word(word, lang) for word in words)


# The office's word and `for`/`of` right before its field, and how far back they are read.
_OFFICE_BEFORE = re.compile(r"([\w-]+)[ \u00a0]+(?:for|of)(?:[ \u00a0]+the)?[ \u00a0]+\Z")
_OFFICE_REACH = 40


def _role_before_field(words: Sequence[str], lang: str) -> bool:
    """Whether capitalized words are a role and the field it heads, in a language that
    writes the field after the role with no `of` (German `Teamleiter Instandhaltung`,
    `Leiterin Vertrieb`): the first word a role's, the others ordinary nouns the dictionary
    knows (or compounds of them), none a known name or place (`Leiter Schmidt` is a person)."""
    if not get_language(lang).nouns_capitalized or not 2 <= len(words) <= _FIELD_WORDS + 1:
        return False
    head, field = words[0], words[1:]
    if not role_word(head, lang) or known(field, lang):
        return False
    return all(
        word[:1].isupper()
        and (
            dictionary_noun(word, lang) is not None
            or compound_of_nouns(word, lang)
            or ordinary_as_written(word, lang)
        )
        for word in field
    )


# The most words of the field a role heads (`Leiter Technischer Vertrieb`).
_FIELD_WORDS = 2


def _head_of_field(words: Sequence[str], lang: str) -> bool:
    """Whether capitalized words are a role's head over a field of work (`Head of Design`,
    `Director of Finance`, `Chief Officer of Quality Assurance`): role words, `of`, and
    ordinary words that no name list holds. A place after `of` (`Chief Constable of
    <county>`) is no ordinary word, and the mention stays replaced."""
    lowered = [word.lower() for word in words]
    if "of" not in lowered[1:-1] or not all(word[:1].isupper() for word in words if word != "of"):
        return False
    split = lowered.index("of")
    head, field = words[:split], words[split + 1 :]
    if not all(role_word(word, lang) for word in head) or known(field, lang):
        return False
    return all(ordinary_as_written(word, lang) or dictionary_word(word, lang) for word in field)


def _job_title(words: Sequence[str], lang: str) -> bool:
    """Whether capitalized words are a job title headed by a job's noun (`Building
    Surveyor`, `Senior Housing Officer`, `Principal Designer`): the last word a role's
    (`Officer`, a town's name too) or, known as no name, the head of one of the language's job
    titles (`lecturer`; not `Handler`, a family name too); every word before it an ordinary
    word or a role's, none a known name or place but a role's word (`Junior`). The words
    before the head say what the job is about, as the words of a role do; a person's name
    before the noun (`Hughes Surveyor`) is a known name, and stays replaced."""
    if not 2 <= len(words) <= _TITLE_WORDS or not all(word[:1].isupper() for word in words):
        return False
    head, before = words[-1], [word for word in words[:-1] if not role_word(word, lang)]
    if not role_word(head, lang) and (known([head], lang) or head.lower() not in _job_heads(lang)):
        return False
    if known(before, lang):
        return False
    return all(ordinary_as_written(word, lang) or dictionary_word(word, lang) for word in before)


def sought_profession(text: str, mention: Mention, lang: str) -> bool:
    """Whether the profession is one someone seeks, hires or cannot afford, no one's job
    (`if you need a tree surgeon`, `can't afford a plumber`: the language's
    `sought_profession` right before it). Drawn, it read `can't afford a public librarian`;
    someone's job (`Ms Reid, a teacher`) has no such words before it."""
    patterns = get_language(lang).sought_profession
    if not patterns:
        return False
    before = text[max(0, mention.start - _SOUGHT_REACH) : mention.start]
    return any(
        re.search(rf"(?<!\w)(?:{pattern})\s+\Z", before, re.IGNORECASE) for pattern in patterns
    )


# How far before a profession the words that seek one are looked for.
_SOUGHT_REACH = 40


def apposition(text: str, mention: Mention, preceding: Mention | None, lang: str) -> bool:
    """Whether the mention is a profession set after a person's name by a comma, on one line,
    closed by a comma, a full stop or the line's end (`Ms Karen Reid, Legal Adviser`, `Dr
    Sarah Mills, Senior Lecturer.`): a few ordinary words, one of them a word of the
    language's job titles (`adviser`, `lecturer`), none a known name or place. A second
    person after the comma (`Karen Reid, Mark Baker`) is known by name, and a company's
    name (`Acme Holdings`) holds no job title."""
    if preceding is None or preceding.category is not Category.PERSON:
        return False
    gap = _APPOSITION_GAP.fullmatch(text, preceding.end, mention.start)
    span = mention.text_in(text)
    if gap is None or "\n" in span or not _APPOSITION_END.match(text, mention.end):
        return False
    words = [*gap.group(1).split(), *WORD.findall(span)]
    if len(words) > _APPOSITION_WORDS or known(words, lang):
        return False
    return _words_of_a_job(words, lang) and any(word.lower() in job_words(lang) for word in words)


def role(text: str, mention: Mention, following: Sequence[Mention], lang: str) -> bool:
    """Whether the mention is (in) the role of an entry of a CV: on a line of its own or after
    the entry's dates (`2019–2022`, `03/2018 -`, `04/2022 – dosud`, `seit 10/2020`, `2021.
    március – jelenleg`), before its employer, a name on the same line after a comma or a
    dash (`Projektová manažerka – Kovostroj s.r.o.`, `Projektledare, Lindström Bygg AB`,
    `Trainee, Miljöförvaltningen`), of a few words the language knows or writes roles with
    (its dictionary's, its job titles, `ROLE_WORDS`: `Účetní`, `Kierownik projektu`, `Senior
    datový analytik`, `Starszy programista / Tech Lead`, `Werkstudent, später
    Junior-Ingenieur`), none a known name or place. A person named before a firm (`Jan
    Novák, Acme Ltd`) is known by name."""
    found = short_line(text, mention.start)
    if found is None:
        return False
    line_start, line_end = found
    opening = _ROLE_BEFORE.match(text, line_start, mention.start)
    if opening is None:
        return False
    gap = _ROLE_GAP.match(text, mention.end, line_end)
    if gap is None:
        return False
    # (A place or a person inside the gap is none of a role's words: `univerzita v Plzni,`.)
    inside = [other for other in following if other.start < gap.end()]
    if any(other.category in (Category.LOCATION, Category.PERSON) for other in inside):
        return False
    employer = next((other for other in following if other.start >= gap.end()), None)
    if employer is None or employer.start != gap.end() or employer.category not in NAMES:
        return False
    # (Words before the mention are a role's own, not any ordinary words: `Went to Apple, ...`
    # is a sentence.)
    before = WORD.findall(opening.group("role"))
    words = [*before, *WORD.findall(mention.text_in(text)), *WORD.findall(gap.group(1))]
    # (A role's word that is also a given name, `Junior`, names no one there.)
    if len(words) > _ROLE_WORDS or known([w for w in words if not role_word(w, lang)], lang):
        return False
    if not all(role_word(word, lang) for word in before) or not _words_of_a_job(words, lang):
        return False
    # Before a name that is no organization's (`Trainee, Miljöförvaltningen`) only a word of a
    # role says the entry opens with one.
    return employer.category is Category.ORGANIZATION or any(
        role_word(word, lang) or word.lower() in job_words(lang) for word in words
    )


def _words_of_a_job(words: Sequence[str], lang: str) -> bool:
    """Whether every word is one a job title is written with: the language's job words, or
    ordinary words its tables or its dictionary know, a noun of it too where nouns are
    capitalized (`Disponentin`, which no table lists: a German job's feminine form)."""
    jobs = job_words(lang)
    return all(
        word.lower() in jobs
        or role_word(word, lang)
        or software(word)
        or ordinary_as_written(word, lang)
        or dictionary_word(word, lang)
        or compound_noun(word, lang)
        or dictionary_noun(word, lang) is not None
        or compound_of_nouns(word, lang)
        for word in words
    )


# What opens an entry's line before its role: a bullet, the entry's dates (`03/2021`,
# `06.2020`, `2021-09`, `2021. március`) from and to, or from and a word (`dosud`, `present`),
# or since (`seit 10/2020`); then the words of the role before the mention, if any, none after
# a comma (`Werkstudent, später Junior-Ingenieur`: the mention may be its last word).
_ROLE_BEFORE = re.compile(
    rf"[ \t•*·-]*(?:(?:[^\W\d_]+[ \t]+)?{ENTRY_DATE}"
    rf"(?:[ \t]*[–—-][ \t]*(?:{ENTRY_DATE}|[^\W\d_]+))?[ \t,:]*)?"
    r"(?P<role>(?:[^\W\d_][\w-]*(?:[ \t]*[,/&][ \t]*|[ \t]+))*)\Z"
)
# The rest of the role the mention left out (`manažerka`, `programista / Tech Lead`), then a
# comma or a dash before the employer.
_ROLE_GAP = re.compile(r"((?:(?:[ \t]*[/&][ \t]*|[ \t]+)[^\W\d_][\w-]*){0,4})[ \t]*[,–—-][ \t]+")
# The most words of a role (`Werkstudent, später Junior-Ingenieur`).
_ROLE_WORDS = 6
# A comma after the name, and a word or two the mention left out (`, Senior Lecturer`).
_APPOSITION_GAP = re.compile(r",[ \t]+((?:\w+[ \t]+){0,2})")
_APPOSITION_END = re.compile(r"[ \t]*(?:[,.;)]|\n|\Z)")
# The most words of a job title (`Head of Legal Services`).
_APPOSITION_WORDS = 4


@cache
def _job_heads(lang: str) -> frozenset[str]:
    """The nouns that end the language's (and English) job titles (`surveyor` of `building
    surveyor`, `lecturer`), lower-cased, of four letters or more, but those that name a
    member of any group rather than a job (`person`, `staff`, `runner`): `Valley Runners`
    is a club."""
    heads = {title.split()[-1] for title in professions(lang)}
    return frozenset(
        head for head in heads if len(head) >= 4 and head.isalpha() and head not in _NO_JOB_HEADS
    )


# Heads of the job lists' titles that name no job alone (Faker's `Runner, broadcasting`,
# `Copy`, `Professor Emeritus`, `Armed forces ... staff`).
_NO_JOB_HEADS = frozenset(
    {"person", "staff", "crew", "copy", "emeritus", "professional", "visitor", "runner"}
)
# The most words of a job title headed by a job's noun (`Senior Housing Officer`).
_TITLE_WORDS = 4
