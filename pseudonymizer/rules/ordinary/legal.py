"""Cues of the law: the number of a law's part (`Article 6 § 1`, `čl. 6 odst. 1`), the name of
the law it numbers (`Listiny`, `EStG`), a law named by a compound of its own
(`Konsumenttjänstlagen`, `Mietpreisbremsengesetz`), a court's mark in a case's citation
(`[GC]`), and someone's lawyer written as theirs (`the applicant's lawyer`). A law and the
roles of a case are public and no one's data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.legal_forms import legal_forms
from pseudonymizer.lexicon.names import given_names
from pseudonymizer.lexicon.parties import party_role_words
from pseudonymizer.lexicon.states import state_name
from pseudonymizer.lexicon.titles import title_words
from pseudonymizer.lexicon.vocabulary import dictionary_word, known_name, ordinary, stop_words
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.lexical import ACRONYM, ordinary_written
from pseudonymizer.rules.ordinary.text import WORD, word_before

# A reference's parts: `§` and words (`6`, `6a`, `Article`, `odst`).
_REFERENCE_TOKEN = re.compile(r"§+|\w+")
# The number of a part of a law (`6`, `6a`, `41`), not a year.
_PART_NUMBER = re.compile(r"\d{1,3}[^\W\d_]?")
_NUMBER_AFTER = re.compile(r"\.?[ \u00a0]*(?:§+[ \u00a0]*)?\d{1,3}(?!\d)")
_REFERENCE_AFTER = re.compile(r"\.?\)?[ \u00a0]*(§+|\w+)")


@cache
def _legal_words(lang: str) -> re.Pattern[str] | None:
    """The language's words that number a law's parts (`Language.legal_references`)."""
    words = get_language(lang).legal_references
    return re.compile("|".join(words), re.IGNORECASE) if words else None


def legal_reference(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is the number of a part of a law or a convention (`Articles 44`,
    `Rule 33`, `48` of `Article 48`, `čl. 6 odst. 1`, Hungarian `6.` of `6. cikk`): its words
    are numbers of a part (no year), single letters of a point (`b`), list words and the
    language's reference words, with a number among them and a reference word among them or
    right beside them. A name, a date or a case number has other words or digits."""
    pattern = _legal_words(lang)
    if pattern is None:
        return False
    lists = get_language(lang).list_words
    numbered = legal = False
    for token in _REFERENCE_TOKEN.findall(mention.text_in(text)):
        if pattern.fullmatch(token):
            legal = True
        elif _PART_NUMBER.fullmatch(token):
            numbered = True
        elif token in lists or (len(token) == 1 and token.islower()):
            continue
        elif not (legal and numbered and _law_word(token, lang)):
            # (Once numbered, the reference may go on to name its law: `Article 8 § 2 of the
            # Convention`.)
            return False
    if legal:
        # (`Art` of `Art. 6`, found alone: its number follows.)
        return numbered or _NUMBER_AFTER.match(text, mention.end) is not None
    if not numbered:
        return False
    # The words before, back over other numbers of a list (`Articles 44 and 45`) and the
    # number word of a part's point (`§ 708 Nr. 11`): a part's number before them, and its
    # reference word before that, make the point's number a law's. (`Rechnung Nr. 11` is
    # no law's: no reference word before its number word.)
    number_word = _number_word(lang)
    for token in reversed(
        _REFERENCE_TOKEN.findall(text, max(0, mention.start - 40), mention.start)
    ):
        if pattern.fullmatch(token):
            return True
        if not (
            _PART_NUMBER.fullmatch(token)
            or token in lists
            or (number_word is not None and number_word.fullmatch(token))
        ):
            break
    after = _REFERENCE_AFTER.match(text, mention.end, mention.end + 24)
    return after is not None and pattern.fullmatch(after.group(1)) is not None


@cache
def _number_word(lang: str) -> re.Pattern[str] | None:
    """The language's words for a number (`Nr`, `č`, `number`), as one pattern."""
    nouns = get_language(lang).number_nouns
    return re.compile("|".join(nouns), re.IGNORECASE) if nouns else None


def _law_word(word: str, lang: str) -> bool:
    """Whether `word` may be a word of a law's name (`of`, `the`, `Convention`, `Listiny`):
    a function word, or an ordinary word of the language that no name list knows."""
    if word.lower() in stop_words(lang):
        return True
    return not word.isdigit() and ordinary(word, lang) and not known_name(word, lang)


# A year of the 1800s to the 2000s, alone.
_YEAR = re.compile(r"(?:18|19|20)\d\d")
# The most capitalized words of a statute's short title before its law noun.
_TITLE_WORDS = 6


def titled_act(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is (in) a statute's short title of ordinary words ending in the
    language's law noun, with its capital, before the year it was passed (`Anti-social
    Behaviour Act 2003`, `Data Protection Act 2018`, `Trade and Industry` of `Trade and
    Industry Act 1982`), or that year: a law, which every reader may look up, and which a
    year moved or a word drawn makes another. A title opening with a given name stays
    replaced."""
    span = mention.text_in(text)
    nouns = _law_noun(lang)
    if nouns is None:
        return False
    if _year_titled(text, mention, nouns):
        return True
    if mention.category is Category.DATE:
        if not _YEAR.fullmatch(span):
            return False
        title = _TITLE_BEFORE.search(text, max(0, mention.start - 80), mention.start)
        return title is not None and _act_title(title.group(1), nouns, lang)
    within = _YEAR_AFTER.search(span)
    if within is not None and within.end() == len(span):  # `Data Protection Act 2018` whole
        return _act_title(_before(text, mention.start) + span[: within.start()], nouns, lang)
    # The title's law noun: the mention's last word, or a word after it on its line.
    last = _TITLE_WORD.findall(span)
    if last and nouns.fullmatch(last[-1]) and _YEAR_AFTER.match(text, mention.end):
        return _act_title(_before(text, mention.start) + span, nouns, lang)
    line_end = text.find("\n", mention.end)
    line_end = len(text) if line_end < 0 else line_end
    for word in _TITLE_WORD.finditer(text, mention.end, min(line_end, mention.end + 80)):
        if nouns.fullmatch(word.group()) and _YEAR_AFTER.match(text, word.end()):
            title = _before(text, mention.start) + text[mention.start : word.end()]
            return _act_title(title, nouns, lang)
        if not (word.group()[0].isupper() or word.group().lower() in stop_words(lang)):
            return False  # (a word in lower case ends any title)
    return False


def _year_titled(text: str, mention: Mention, nouns: re.Pattern[str]) -> bool:
    """Whether the mention is a statute named by the year it was passed, as a text names one
    it has cited in full (`the 2005 Regulations`, `the 1974 Act`), or that year before its
    capitalized law noun."""
    span = mention.text_in(text)
    named = _YEAR_TITLE.fullmatch(span)
    if named is None and _YEAR.fullmatch(span):
        named = _YEAR_TITLE.match(text, mention.start)
    return named is not None and named.group(1)[0].isupper() and nouns.fullmatch(named.group(1))


# A statute named by its year: `the 2005 Regulations`, `1974 Act` (the law noun is checked apart).
_YEAR_TITLE = re.compile(r"(?:[Tt]he[ \t]+)?(?:18|19|20)\d\d[ \t]+([^\W\d_]+)\b")


def _before(text: str, start: int) -> str:
    """The words right before `start` on its line that may open the title `start` is in
    (`Police and ` of `Police and Criminal Evidence Act`)."""
    before = _TITLE_BEFORE.search(text, max(0, start - 80), start)
    return before.group(1) if before is not None else ""


# (A title's words may stand in brackets: `Damages (Personal Injury) Order 2019`.)
_TITLE_BEFORE = re.compile(rf"((?:\(?[^\W\d_][\w'’-]*\)?[ \t]+){{1,{_TITLE_WORDS + 1}}})\Z")
_TITLE_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_YEAR_AFTER = re.compile(r"[ \t](?:18|19|20)\d\d\b")


def _act_title(title: str, nouns: re.Pattern[str], lang: str) -> bool:
    """Whether `title` ends in a statute's short title: capitalized ordinary words (function
    words between them) ending in a capitalized law noun (`Act`), back to its first
    capitalized word, and not opening with a given name (`Jo Cox`)."""
    words = [word.strip("()") for word in title.split() if word.strip("()")]
    if not words or not nouns.fullmatch(words[-1]) or not words[-1][0].isupper():
        return False
    # (Back to the title's first capitalized word: `meaning of the Human Rights Act`.)
    start = len(words) - 1
    while start > 0 and (
        words[start - 1][0].isupper() or words[start - 1].lower() in stop_words(lang)
    ):
        start -= 1
    while start < len(words) - 1 and (
        not words[start][0].isupper() or words[start].lower() in stop_words(lang)
    ):
        start += 1  # (`The` opening a sentence is the article, not the title's)
    body = words[start:-1]
    # (Each word as the word tables write it or as the dictionary knows it: `Regulatory`.)
    return (
        bool(body)
        and body[0] not in given_names()
        and all(ordinary_written(word, lang) or dictionary_word(word, lang) for word in body)
    )


@cache
def _law_noun(lang: str) -> re.Pattern[str] | None:
    """The language's law nouns (`Language.law_nouns`), as whole words."""
    language = get_language(lang)
    nouns = [noun for noun in language.law_nouns if not noun.startswith(r"\w*")]
    # (A statutory instrument's title ends in its own noun: `Damages (Personal Injury) Order`.)
    nouns += language.statute_nouns
    return re.compile("|".join(nouns), re.IGNORECASE) if nouns else None


def counsel(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is the profession of someone's representative, written as theirs
    (`the applicant's lawyer`, `his lawyer`, `jeho advokát`, `seinem Rechtsanwalt`), as the
    one the case knows (`the lawyer's arrival`) or in apposition to the one a party is
    represented by (`represented by Mr J. Novák, a lawyer practising in Brno`): the role the
    case gives them, which the text needs to be read, and no fact about who the party is;
    the representative's name is replaced. A lawyer no one has (a CV's job, `a lawyer at`)
    is a profession, replaced."""
    language = get_language(lang)
    span = mention.text_in(text)
    if not any(re.fullmatch(word, span, re.IGNORECASE) for word in language.counsel_words):
        return False
    if _OWNER_BEFORE.search(text, max(0, mention.start - 4), mention.start):
        return True  # (`the applicant's lawyer`, `the applicants' lawyer`)
    before = word_before(text, mention.start).lower()
    if before in language.counsel_possessives or before in language.definite_articles:
        return True
    return _represented_by(text, mention.start, language.representation_words)


def case_role(text: str, mention: Mention, preceding: Mention | None, lang: str) -> bool:
    """Whether the profession is a role in proceedings (`Language.case_roles`: a judge, a
    lawyer, a prosecutor) written beside the name of who holds it: after it (`Komlóssy Gellért
    ügyvéd`, `Anna Wrona, sędzia`, a signature's role under the name) or before it (`sędzia
    Anna Wrona`, `advokát JUDr. Petr Malý`). That is what the judgment says of the person,
    whose name is replaced; a role alone (`a judge told me`) is a profession like any
    other."""
    roles = get_language(lang).case_roles
    span = mention.text_in(text)
    if not any(re.fullmatch(role, span, re.IGNORECASE) for role in roles):
        return False
    if (
        preceding is not None
        and preceding.category in (Category.PERSON, Category.OTHER)
        and _ROLE_AFTER_NAME.fullmatch(text, preceding.end, mention.start)
    ):
        return True
    return _NAME_AFTER_ROLE.match(text, mention.end) is not None


def role_phrase(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a word of a role in proceedings written in more than one word
    (`District` of `District Judge Hargreaves`; the language's `case_roles`): a model reads
    the capital as a district's or a firm's name, and the word drawn would stand before the
    judge's name as a firm (`Whittaker, Blake and Palmer Judge`)."""
    return mention.category is not Category.PERSON and _inside_phrase(
        text, mention, _role_phrases(get_language(lang).case_roles)
    )


@cache
def _role_phrases(roles: tuple[str, ...]) -> re.Pattern[str] | None:
    """The language's roles of more than one word, in any case (`DISTRICT JUDGE`)."""
    phrases = [role for role in roles if " " in role]
    return re.compile(rf"(?<!\w)(?:{'|'.join(phrases)})(?!\w)", re.IGNORECASE) if phrases else None


# What stands between a name and the role after it (`Wrona, sędzia`), and a name after a role:
# a capitalized word or a title's abbreviation (`JUDr.`, `dr.`).
# (A signature's name and its role on the next line too: `Barcza-Molnár Enikő` / `bíró`,
# a short mark of letters with full stops after the name, `s.k.`, signed by hand.)
_ROLE_AFTER_NAME = re.compile(
    r"[ \u00a0]*,?[ \u00a0]*(?:(?:[^\W\d_]{1,2}\.){1,3}[ \u00a0]*)?(?:\n[ \u00a0]*)?"
    # (The role's own word before it, in lower case: `dr. Bíró Attila s.k. előadó bíró`.)
    r"(?:[^\W\d_A-ZÁÉÍÓÖŐÚÜŰ]+[ \u00a0]+)?"
)
_NAME_AFTER_ROLE = re.compile(r"[ \u00a0]+(?:[^\W\d_]{1,6}\.[ \u00a0]*)*[^\W\d_a-z]")


def _represented_by(text: str, position: int, words: tuple[str, ...]) -> bool:
    """Whether the clause before `position` says whom a party is represented by, and a name
    and a comma stand between (`represented by Mr J. Novák, a`): the profession is in
    apposition to that representative."""
    if not words:
        return False
    start = max(0, position - _APPOSITION_REACH)
    # (The name may hold initials' full stops, `J. Novák`; no comma before its own.)
    said = re.compile(rf"(?i:{'|'.join(words)})[ \u00a0]+[^,;\n]+,[ \u00a0]+\w*[ \u00a0]*\Z")
    return said.search(text, start, position) is not None


# How far back before a profession the party's representation is read.
_APPOSITION_REACH = 80


# The owner's `'s` (or a plural's `'`) right before a word.
_OWNER_BEFORE = re.compile(r"\w['’]s?[ \u00a0]\Z")


def party_role(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a party's role in proceedings (`Claimant`, `the Second
    Defendant's`, `DEFENDANTS`, `Third Party`; `lexicon/parties.py`). A judgment names its
    parties so in its title block and throughout; a model reads the capital as a name, and
    the word drawn would turn every role into a person. The words before it on its line may
    be the role's (`Party` of `the Third Party`, found alone)."""
    span = mention.text_in(text)
    before = _WORDS_BEFORE.search(text, max(0, mention.start - 40), mention.start)
    words = before.group().split() if before is not None else []
    return any(
        party_role_words(" ".join([*words[len(words) - count :], span]), lang)
        for count in range(len(words) + 1)
    )


# The two words right before a mention on its line.
_WORDS_BEFORE = re.compile(r"(?:[^\W\d_]+[ \u00a0]+){1,2}\Z")


def jurisdiction(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention stands in the name of a legal system that is no state's
    (`England` and `Wales` of `registered in England and Wales`, `the law of England and
    Wales`; the language's `jurisdictions`): the law a text speaks of, where millions live,
    which two places drawn apart would make a claim that no law is."""
    return _inside_phrase(text, mention, _phrases(get_language(lang).jurisdictions))


# How far around a mention the phrase it stands in (a jurisdiction, a term) is looked for.
_PHRASE_REACH = 40


def legal_term(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention stands in a term of art of the law the language writes in
    capitals (`General Damages`, `Ogden` of `the Ogden Tables`; the language's
    `legal_terms`): a head of claim or a court's table, in every case of its kind, which a
    model reads as a firm's or a person's name (`Ogden`)."""
    return _inside_phrase(text, mention, _phrases(get_language(lang).legal_terms))


def _inside_phrase(text: str, mention: Mention, pattern: re.Pattern[str] | None) -> bool:
    """Whether one of the phrases `pattern` matches, near the mention, holds it whole."""
    if pattern is None:
        return False
    start = max(0, mention.start - _PHRASE_REACH)
    return any(
        found.start() <= mention.start and mention.end <= found.end()
        for found in pattern.finditer(text, start, mention.end + _PHRASE_REACH)
    )


@cache
def _phrases(phrases: tuple[str, ...]) -> re.Pattern[str] | None:
    """One pattern of a language's phrases (its jurisdictions, its terms of art)."""
    return re.compile(rf"(?<!\w)(?:{'|'.join(phrases)})(?!\w)") if phrases else None


def case_report_mark(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a court's mark in square brackets in a case's citation, before
    the case's number (`[GC]` of `Gäfgen v. Germany [GC], no. 22978/05`, the Grand Chamber): a
    few capitals that say which formation decided, no one's initials."""
    span = mention.text_in(text)
    if not (span.isalpha() and span.isupper() and len(span) <= ACRONYM + 1):
        return False
    if text[mention.start - 1 : mention.start] != "[" or text[mention.end : mention.end + 1] != "]":
        return False
    numbers = get_language(lang).number_nouns
    after = _CASE_NUMBER_AFTER.match(text, mention.end + 1)
    # (`nos.` before several numbers.)
    return after is not None and any(
        re.fullmatch(rf"(?:{n})s?", after.group(1), re.IGNORECASE) for n in numbers
    )


def neutral_citation(text: str, mention: Mention) -> bool:
    """Whether the mention is a court's code or division in a neutral citation (`EWHC` and
    `Admin` of `[2018] EWHC 2114 (Admin)`, `EWCA Civ` of `[2019] EWCA Civ 12`), or its year
    in square brackets: the court's letters and a year, which thousands of judgments share;
    the number is the case's, replaced as a claim number is (`[2026] EWHC 1234 (KB)`)."""
    for found in _NEUTRAL_CITATION.finditer(text, max(0, mention.start - 30), mention.end + 30):
        court = (found.start(1), found.end(2) if found.group(2) else found.end(1))
        year = (found.start() + 1, found.start() + 5)
        marks = [court, year, found.span(3)] if found.group(3) else [court, year]
        if any(start <= mention.start and mention.end <= end for start, end in marks):
            return True
    return False


# `[2018] EWHC 2114 (Admin)`: the year, the court's letters and its list, the number, the
# division.
_NEUTRAL_CITATION = re.compile(
    r"\[(?:1[89]|20)\d\d\][ \u00a0]+([A-Z]{2,6})(?:[ \u00a0]+([A-Z][a-z]{2,5}))?[ \u00a0]+\d+"
    r"(?:[ \u00a0]+\(([A-Z][A-Za-z]{1,6})\))?"
)


def legal_form_alone(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a company's legal form and nothing else (`LLP`, `Ltd`, `plc`,
    `GmbH`, `s.r.o.`), cut from the firm's name it closes (after a capitalized word or a
    bracket, no title: `Cordia (Services) LLP`): thousands of firms share it, it names none,
    and replaced it would make an entity whose original every surrogate firm of that form
    spells. Two capitals (`AB`, `SA`) may be someone's initials, and are not read so."""
    written = mention.text_in(text).strip()
    if written not in legal_forms() or (len(written) <= 2 and written.isupper()):
        return False
    before = _FIRM_WORD_BEFORE.search(text, max(0, mention.start - 60), mention.start)
    return before is not None and before.group(1).rstrip(".").casefold() not in title_words(lang)


# The word or bracket that a legal form closing a firm's name follows.
_FIRM_WORD_BEFORE = re.compile(r"([A-Z][\w'’&.-]*|\))[ \u00a0]*,?[ \u00a0]+\Z")


def law_report(text: str, mention: Mention) -> bool:
    """Whether the mention stands in a law report's citation (`[1976] QB 286`, `[2015] 2 All
    ER 805`, `(1987) 84 Cr App R 1`) or a statutory instrument's number (`SI 2005/735`): a
    published volume and page, or a law, which every reader may look up; a year moved or a
    report's letters drawn cite another. A neutral citation (`[2015] UKSC 5`) is a case's own
    number, kept where the case is cited by its parties (`cited_case`)."""
    start = max(0, mention.start - _REPORT_REACH)
    for found in _REPORT_CITATION.finditer(text, start, mention.end + _REPORT_REACH):
        if found.start() <= mention.start and mention.end <= found.end():
            return True
    return False


# A law report's name: one to four words of capitals and abbreviations (`QB`, `All ER`, `WLR`,
# `Lloyd's Rep`, `P & CR`, `Cr App R`), no court's code of a neutral citation (`UKSC`, `EWCA`).
_REPORT_NAME = (
    r"(?!(?:UK|EW|NI|CS|IE)[A-Z]{2,}\b)[A-Z][A-Za-z'’.]*(?:[ \u00a0]+(?:&[ \u00a0]+)?"
    r"[A-Z][A-Za-z'’.]*){0,3}"
)
# A journal's or an official collection's citation as German-speaking lawyers write it: its
# abbreviation of two capitals or more (`NJW`, `BauR`, `NZBau`, `BGHZ`, `JBl`), the year or
# volume, a comma and the page, then maybe the page cited and its margin number (`NJW 2012,
# 1234, 1236 Rn. 18`).
_JOURNAL_CITATION = (
    r"(?<![\w/-])(?=[A-Z][a-z]*[A-Z])[A-Z][A-Za-z]{1,7}[ \u00a0]+\d{1,4}[ \u00a0]*,[ \u00a0]*"
    r"\d{1,5}(?:[ \u00a0]*,[ \u00a0]*\d{1,5}(?![.\d]))?"
    r"(?:[ \u00a0]*(?:Rn|Rdnr|Rz|Tz)\.?[ \u00a0]*\d{1,4})?"
    r"(?![\w/])"
)
# A law report's citation: the year in square brackets, the volume, the report, the page; or
# the year in round brackets, with a volume; or a statutory instrument's number; or a journal's
# citation (`_JOURNAL_CITATION`).
_REPORT_CITATION = re.compile(
    rf"\[(?:1[6-9]|20)\d\d\][ \u00a0]+(?:\d{{1,3}}[ \u00a0]+)?{_REPORT_NAME}[ \u00a0]+\d{{1,5}}\b"
    rf"|\((?:1[6-9]|20)\d\d\)[ \u00a0]+\d{{1,3}}[ \u00a0]+{_REPORT_NAME}[ \u00a0]+\d{{1,5}}\b"
    r"|\bS\.?I\.?[ \u00a0]+(?:19|20)\d\d/\d{1,5}\b"
    rf"|{_JOURNAL_CITATION}"
)
# How far around a mention its law report's citation is looked for.
_REPORT_REACH = 60


def textbook(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention stands in a legal text-book's citation by its authors, subject and
    edition (`Chitty on Contracts (33rd edn, 2018)`, `Clerk & Lindsell on Torts, 23rd ed.`):
    a published work, named after authors every lawyer cites, and its year of publication,
    no one's data here. The subject is ordinary words (`the Law of Contract`); an edition
    must follow, so `Smith on Monday` is no work."""
    for start, end in _textbooks(text, lang):
        if start <= mention.start and mention.end <= end:
            return True
    return False


@lru_cache(maxsize=8)
def _textbooks(text: str, lang: str) -> tuple[tuple[int, int], ...]:
    """The spans of the text-books `text` cites (`textbook`)."""
    pattern = _textbook_pattern(lang)
    if pattern is None:
        return ()
    function_words = stop_words(lang)
    return tuple(
        found.span()
        for found in pattern.finditer(text)
        if all(
            word.lower() in function_words or ordinary(word, lang) or dictionary_word(word, lang)
            for word in WORD.findall(found.group("subject"))
        )
    )


@cache
def _textbook_pattern(lang: str) -> re.Pattern[str] | None:
    language = get_language(lang)
    if not language.textbook_joiner or not language.edition_words:
        return None
    author = r"[A-Z][\w'’-]+"
    authors = rf"{author}(?:(?:\s*,\s*|\s+(?:&|and)\s+){author})*"
    word = r"[A-Z][\w'’-]*"
    subject = rf"(?:the\s+)?{word}(?:\s+(?:(?:of|and|&|in|the)\s+)*{word})*"
    editions = "|".join(map(re.escape, language.edition_words))
    edition = (
        rf"(?:\s*[,(]\s*|\s+)(?:the\s+)?\d{{1,3}}(?:st|nd|rd|th)\s+(?:{editions})\b\.?"
        r"(?:\s*,\s*(?:1[6-9]|20)\d\d)?\)?"
    )
    joiner = re.escape(language.textbook_joiner)
    return re.compile(rf"(?<![\w-]){authors}\s+{joiner}\s+(?P<subject>{subject}){edition}")


def court_decision(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention stands in a decision the text cites by its court: the court's
    abbreviation (`Language.court_abbreviations`), maybe its seat or division (`OLG Köln`,
    `BGH GSZ`), then the decision's date (`Language.decision_dates`: `Urteil vom 12.3.2015`),
    its file number (`– VII ZR 155/10`) or the journal that reports it (`, NJW 2012, 1234`);
    or a file number of a register only a federal court keeps (`VII ZR 48/07`,
    `Language.cited_register_marks`). Published case law, which every reader may look up: a
    date moved or a number drawn cites another decision. The document's own file number
    (`Az.: 5 O 312/21`) has no court before it and a first instance's register; a language
    whose courts publish every decision under its file number lists every register's mark
    (Czech `25 Cdo 1234/2021`, `12 C 45/2019`), the document's own file number too."""
    for start, end in _decisions(text, lang):
        if start <= mention.start and mention.end <= end:
            return True
    return False


@lru_cache(maxsize=8)
def _decisions(text: str, lang: str) -> tuple[tuple[int, int], ...]:
    """The spans of the decisions `text` cites (`court_decision`)."""
    pattern = _decision_pattern(lang)
    if pattern is None:
        return ()
    return tuple(found.span() for found in pattern.finditer(text))


# A court's file number: its chamber or senate, the register's mark, the number and the year
# (`VII ZR 155/10`, `11 U 20/19`, `1 BvR 123/20`).
_FILE_NUMBER = r"(?:[IVXL]+|\d{1,3})[ \u00a0]?[A-Z][A-Za-z]{0,3}[ \u00a0]?\d{1,6}/\d{2,4}(?![\w/])"
# A numeric or a named date (`12.3.2015`, `12. März 2015`).
_DECISION_DATE = r"\d{1,2}\.[ \u00a0]?(?:\d{1,2}\.|[^\W\d_]+)[ \u00a0]?(?:19|20)?\d\d(?!\d)"


@cache
def _decision_pattern(lang: str) -> re.Pattern[str] | None:
    """The language's cited decisions, as one pattern (`court_decision`)."""
    language = get_language(lang)
    courts = language.court_abbreviations
    if not courts and not language.cited_register_marks:
        return None
    alternatives = []
    if courts:
        court = rf"(?<!\w)(?:{'|'.join(sorted(courts, key=len, reverse=True))})(?!\w)"
        seat = r"(?:[ \u00a0]+[A-ZÄÖÜ][\w.-]*)?"
        dated = (
            rf",?[ \u00a0]+(?:{'|'.join(language.decision_dates)})[ \u00a0]+{_DECISION_DATE}"
            if language.decision_dates
            else "(?!)"
        )
        numbered = rf"[ \u00a0]*[,–—-][ \u00a0]*{_FILE_NUMBER}"
        reported = rf"[ \u00a0]*,[ \u00a0]*{_JOURNAL_CITATION}"
        alternatives.append(rf"{court}{seat}(?:{dated}(?:{numbered})?|{numbered}|{reported})")
    if language.cited_register_marks:
        marks = "|".join(sorted(language.cited_register_marks))
        senate = r"(?<![\w/])(?:[IVXL]+|\d{1,3})[ \u00a0]?"
        alternatives.append(rf"{senate}(?:{marks})[ \u00a0]?\d{{1,6}}/\d{{2,4}}(?![\w/])")
    return re.compile("|".join(alternatives))


# `, no. 22978/05` after a court's mark.
_CASE_NUMBER_AFTER = re.compile(r",?[ \u00a0]*(\w+)\.?[ \u00a0]*\d")


def _law_abbreviation(word: str) -> bool:
    """Whether `word` is written as a law's abbreviation (`EStG`, `BGB`, `StGB`, `EMRK`): a
    few letters, two capitals or more, the first one of them."""
    return (
        word.isalpha()
        and 2 <= len(word) <= _LAW_ABBREVIATION
        and word[0].isupper()
        and sum(char.isupper() for char in word) >= 2
    )


# The longest abbreviation of a law's name (`OWiG`, `BDSG`, `EStDV`).
_LAW_ABBREVIATION = 6


def statute_abbreviation(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a statute's abbreviation where the text cites the law by it
    with no paragraph (`nach dem RVG`, `gemäß BGB`, `laut StVO`, Swedish `enligt LAS`): one
    word written as a law's abbreviation, ending in the initial of a law's kind
    (`Language.statute_abbreviation_ends`), after the words that cite a law
    (`Language.statute_citing_words`). A law is public; a person's initials do not end so
    after `gemäß`, and a known name in capitals (`NOVAK`) stays replaced."""
    language = get_language(lang)
    if not language.statute_abbreviation_ends or mention.category not in _LAW_CATEGORIES:
        return False
    word = mention.text_in(text)
    if not (_law_abbreviation(word) and len(word) >= _SHORTEST_STATUTE):
        return False
    if not word.endswith(language.statute_abbreviation_ends) or known_name(word, lang):
        return False
    return _statute_cited(lang).search(text, max(0, mention.start - 40), mention.start) is not None


# The categories a statute's abbreviation is read as; the fewest letters of one (`RVG`).
_LAW_CATEGORIES = (Category.OTHER, Category.ORGANIZATION, Category.LOCATION)
_SHORTEST_STATUTE = 3


@cache
def _statute_cited(lang: str) -> re.Pattern[str]:
    """The language's words that cite a law, right before a position, over spaces."""
    words = "|".join(get_language(lang).statute_citing_words)
    return re.compile(rf"(?<![\w.])(?i:{words})[ \t\u00a0]+\Z")


def listed_statute(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is one of the language's abbreviations of a statute or a register
    (`Language.statute_abbreviations`: Hungarian `Ptk.`, `Mt.`, `Cg.`) with the full stop that
    abbreviates it: a law cited, which every reader looks up, no town or person. The word
    without its full stop (`Be` opening a sentence, `Art` of an exhibition) is left to the
    other cues."""
    if mention.category not in _LAW_CATEGORIES:
        return False
    listed = get_language(lang).statute_abbreviations
    return mention.text_in(text) in listed and text[mention.end : mention.end + 1] == "."


def law_name(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is the name of the law a reference numbers (`Listiny` of `čl. 3
    Listiny`, `Konstytucji` of `art. 8 ust. 2 Konstytucji`, `Convention` of `Article 8 of the
    Convention`, which a model may read as a thing, a body or a place): no person's name, only
    ordinary words that no name or place list knows, or the law's abbreviation (`EStG` of `§
    35a EStG`), right after a legal reference, function words between. A law is public; an
    undecided name of such words elsewhere is replaced, and so is a known name after a
    reference (`§ 5 Smith`)."""
    if mention.category not in (Category.OTHER, Category.ORGANIZATION, Category.LOCATION):
        return False
    pattern = _legal_words(lang)
    words = WORD.findall(mention.text_in(text))
    abbreviation = len(words) == 1 and _law_abbreviation(words[0])
    if pattern is None or not words:
        return False
    if not (abbreviation or all(_law_word(word, lang) for word in words)):
        return False
    before = text[max(0, mention.start - 60) : mention.start]
    tokens = _REFERENCE_TOKEN.findall(before)
    stops = stop_words(lang)
    while tokens and tokens[-1].lower() in stops and not _PART_NUMBER.fullmatch(tokens[-1]):
        tokens.pop()  # `of the`, `der`, `i`
    last = tokens[-1] if tokens else ""
    if not (_PART_NUMBER.fullmatch(last) or (len(last) == 1 and last.islower())):
        return False
    # The reference before: its last words numbers, points' letters and reference words, a
    # number and a reference word among them (`čl. 3`, `§ 15 odst. 2 písm. a`).
    numbered = legal = False
    lists = get_language(lang).list_words
    number_word = _number_word(lang)
    for token in reversed(tokens[-_REFERENCE_TOKENS:]):
        if pattern.fullmatch(token):
            legal = True
        elif _PART_NUMBER.fullmatch(token) or (len(token) == 1 and token.islower()):
            numbered = numbered or token[0].isdigit()
        elif number_word is not None and number_word.fullmatch(token) and numbered:
            continue  # (a point's number word: `§ 708 Nr. 11 ZPO`)
        elif token not in lists:  # (`§§ 81-90 and 114-23, ECHR 2015`)
            break
    return legal and numbered


# The most words of a reference before a law's name (`§§ 81-90 and 114-23`).
_REFERENCE_TOKENS = 8


def quoted_law(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention stands inside a law's text that the document quotes: a quotation
    opening after a colon that ends a clause citing a part of a law (`Article 41 of the
    Convention provides: "... the High Contracting Party concerned ..."`, `§ 90 zní: „...“`).
    A law's words name no one, whatever a model reads in their capitals (`the Protocols`).
    Only the quotation the mention stands in counts: the text quoted as the document's own
    facts (`the warrant stated that "..."`) cites no law before its colon, and a name a
    title vouches for (`Mr Novák`, which the caller leaves out) or a given name is someone's
    wherever it is quoted (a court's reasoning quoted after a law's reference)."""
    if any(word in given_names() for word in WORD.findall(mention.text_in(text))):
        return False  # (a law names no one: `Mr Novák`, `Anna` quoted are someone)
    opening = _opening_quote(text, mention.start)
    if opening is None:
        return False
    before = text[max(0, opening - _CITING_CLAUSE) : opening].rstrip()
    if not before.endswith(":"):
        return False
    pattern = _legal_words(lang)
    if pattern is None:
        return False
    # The clause before the colon: back to the sentence's start or the paragraph's.
    clause = re.split(r"[.!?]\s|\n", before[:-1])[-1]
    cited = [
        found
        for found in _REFERENCE_WITH_NUMBER.finditer(clause)
        if pattern.fullmatch(found.group(1))
    ]
    if not cited:
        return False
    # After the reference, the law's name (`of the Convention`) and the words that say it
    # is quoted (`which reads as follows`), in lower case: no body that says something of its
    # own (`..., the Court of Appeal stated that:` quotes a judgment).
    # The law's name stands before the first comma; what follows it says no body's name.
    named, _, said = clause[cited[-1].end() :].partition(",")
    words = WORD.findall(named)
    function_words = stop_words(lang)
    while words and (
        words[0].isdigit() or words[0][:1].isupper() or words[0].lower() in function_words
    ):
        words.pop(0)
    return not any(word[:1].isupper() for word in [*words, *WORD.findall(said)])


def _opening_quote(text: str, position: int) -> int | None:
    """Where the quotation `position` stands in opens: the last quotation mark before it,
    where it opens one (a space, a colon, a bracket or a line's start before it, a word
    after it) and the quotation is still open at `position`; None elsewhere. Looked for as
    far back as a law's article quoted whole runs."""
    start = max(0, position - _QUOTED_REACH)
    marks = [found.start() for found in _QUOTE_MARK.finditer(text, start, position)]
    if not marks:
        return None
    last = marks[-1]
    before = text[last - 1] if last > 0 else "\n"
    after = text[last + 1 : last + 2]
    opens = (before.isspace() or before in ":([") and after[:1].strip() != ""
    return last if opens else None


# Quotation marks, opening or closing (`"`, `“`, `”`, `„`, `«`, `»`).
_QUOTE_MARK = re.compile(r"[\"“”„«»]")
# How far back a quotation's opening mark is looked for (an article quoted whole).
_QUOTED_REACH = 2000
# How far back before a quotation the clause citing a law is read.
_CITING_CLAUSE = 300
# A reference word before a number (`Article 41`, `Rule 77`, `§ 90`, `čl. 6`).
_REFERENCE_WITH_NUMBER = re.compile(r"(?<!\w)(§+|\w+)\.?[ \u00a0]*\d")


def cited_case(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is part of a judgment the document cites by its name: a party of
    a case against a State (`Smirnov` of `(see Smirnov v. Russia, no. 71362/01, § 44, 7 June
    2007)`, `Stec and Others`, a company), the State, or the number or date that follow in
    the citation. Such a case is published case law, which a careful reader keeps (TAB marks
    its parties, the State and the number, which concern no one the document is about).
    Only a citation that goes on with its number, its reporter or its date on its line is
    one (`In the case of Novák v. Slovakia,` opening the document's own judgment is not),
    and only where none of its parties' names, nor the State's, stands anywhere else in the
    text outside such citations: the document's own applicant (`Mr Novák`) stays replaced
    in its title, and a State that is the document's own respondent does too."""
    for citation in _citations(text, lang):
        if not citation.cited:
            continue
        if citation.start <= mention.start and mention.end <= citation.named_end:
            return True
        tail = mention.category in (Category.DATE, Category.ID)
        if tail and citation.named_end <= mention.start and mention.end <= citation.end:
            return True
    return False


@dataclass(frozen=True)
class _Citation:
    """A case cited by its name: its parties from `start`, the State up to `named_end`, its
    number, reporter and date up to `end`; `cited` where it is another case than the
    document's own (`cited_case`)."""

    start: int
    named_end: int
    end: int
    cited: bool
    names: tuple[str, ...] = ()


@lru_cache(maxsize=8)
def _citations(text: str, lang: str) -> tuple[_Citation, ...]:
    """The cases the text names by their parties and the State they are against, each with
    whether it is cited (`cited_case`)."""
    language = get_language(lang)
    versus = "|".join(re.escape(word) for word in language.versus_words)
    if not versus:
        return ()
    found: list[_Citation] = []
    for match in re.finditer(rf"(?<=\s)(?:{versus})[ \u00a0]+", text):
        parties = _parties_before(text, match.start(), lang)
        if parties is None:
            continue
        start, names = parties
        state = _state_after(text, match.end(), lang)
        if state is None:
            reported = _reported_parties(text, match.end(), lang)
            if reported is not None:
                named_end, end, others = reported
                found.append(_Citation(start, named_end, end, True, (*names, *others)))
            continue
        state_end, country = state
        end, numbered = _citation_end(text, state_end)
        found.append(_Citation(start, state_end, end, numbered, (*names, country)))
    cited = [citation for citation in found if citation.cited]
    again = _cited_again(text, cited, language.cited_above)
    found += again
    spans = [(citation.start, citation.named_end) for citation in (*cited, *again)]
    return tuple(
        citation
        if not citation.cited or not any(_elsewhere(text, name, spans) for name in citation.names)
        else _Citation(citation.start, citation.named_end, citation.end, False)
        for citation in found
    )


def _cited_again(text: str, cited: list[_Citation], words: tuple[str, ...]) -> list[_Citation]:
    """The short citations of cases cited in full before (`see Smirnov, cited above, § 44`):
    a first party's name and the language's `cited_above` words after it."""
    if not words or not cited:
        return []
    firsts = sorted({citation.names[0] for citation in cited if len(citation.names) > 1})
    if not firsts:
        return []
    names = "|".join(re.escape(name) for name in firsts)
    pattern = rf"(?<!\w)(?:{names})(?: and Others)?(?=(?:{'|'.join(words)}))"
    return [
        _Citation(found.start(), found.end(), found.end(), True, ())
        for found in re.finditer(pattern, text)
    ]


# The most words of a case's parties (`Wieser and Bicos Beteiligungen GmbH`) and of a State's
# long name (`the former Yugoslav Republic of Macedonia`).
_PARTY_WORDS = 8
_STATE_WORDS = 7
# A word of a name: letters, with a hyphen, an apostrophe or a full stop inside or after.
_TOKEN = re.compile(r"[^\s()\[\],;:]+")
# Round brackets between the words of a party's name (`Cordia (Services) LLP`).
_BRACKETS = re.compile(r"[()]")


def _parties_before(text: str, position: int, lang: str) -> tuple[int, tuple[str, ...]] | None:
    """Where the parties written before `position` (the versus word) begin, and their names
    (no function word, legal form, nor `Others`): capitalized words and the words that join
    them (`and`, `von`), back to another word, a bracket or punctuation."""
    function_words = stop_words(lang)
    tokens = list(_TOKEN.finditer(text, max(0, position - 160), position))
    parties: list[re.Match[str]] = []
    end = position
    for token in reversed(tokens[-_PARTY_WORDS:]):
        word = token.group()
        if _BRACKETS.sub("", text[token.end() : end]).strip() or (
            "(" in text[token.end() : end] and not word[:1].isupper()
        ):
            break  # (`(see`, a comma: the parties begin after it)
        if not (word[:1].isupper() or word in function_words or word == "&"):
            break
        parties.insert(0, token)
        end = token.start()
    while parties and not parties[0].group()[:1].isupper():
        parties.pop(0)  # (`and` before the first party is the sentence's)
    names = tuple(
        word.rstrip(".")
        for token in parties
        if (word := token.group())[:1].isupper()
        and word.lower() not in function_words
        and word.lower() not in _OTHERS
        and word not in legal_forms()
    )
    if not names:
        return None
    return parties[0].start(), names


def _reported_parties(
    text: str, position: int, lang: str
) -> tuple[int, int, tuple[str, ...]] | None:
    """The other party of a case between persons or firms written from `position` (after the
    versus word) up to the law report's or the neutral citation that follows it on its line
    (`Butcher [1976] QB 286`, `Natural Life Health Foods Ltd [1998] 1 WLR 830`, `Murray
    [2015] UKSC 5, [2015] 2 All ER 805`): where the party's name ends, where the citations
    end, and the party's name words; None where no citation follows. A case's parties are
    kept only so cited: the document's own title (`X v Y` with no report) is not."""
    function_words = stop_words(lang)
    names: list[str] = []
    end = position
    for token in list(_TOKEN.finditer(text, position, position + 160))[:_PARTY_WORDS]:
        word = token.group()
        if (
            _BRACKETS.sub("", text[end : token.start()]).strip()
            or "\n" in text[end : token.start()]
        ):
            break  # (a bracket inside a firm's name goes on: `Cordia (Services) LLP`)
        if not (word[:1].isupper() or word in function_words or word == "&"):
            break
        if word[:1].isupper() and word.lower() not in function_words:
            names.append(word.rstrip("."))
        end = token.end()
    if not any(name not in legal_forms() for name in names):
        return None
    cited_end = _reports_from(text, end)
    if cited_end is None:
        return None
    # (Looked for elsewhere by its names, not by a firm's ordinary words: `Health` of `Natural
    # Life Health Foods Ltd` names no party where the text writes it again.)
    names = [
        name
        for name in names
        if name not in legal_forms()
        and (known_name(name, lang) or not (ordinary(name, lang) or dictionary_word(name, lang)))
    ]
    return end, cited_end, tuple(names)


def _reports_from(text: str, position: int) -> int | None:
    """Where the run of report and neutral citations right after `position` ends (joined by
    commas: `[2015] UKSC 5, [2015] 2 All ER 805`), None where none opens there."""
    end = None
    gap = _SPACES
    while (opening := gap.match(text, position)) is not None:
        found = _REPORT_CITATION.match(text, opening.end()) or _NEUTRAL_CITATION.match(
            text, opening.end()
        )
        if found is None:
            break
        end = position = found.end()
        gap = _COMMA
    return end


_SPACES = re.compile(r"[ \u00a0]*")
_COMMA = re.compile(r",[ \u00a0]*")


# The word that stands for a case's further applicants (`Stec and Others`).
_OTHERS = frozenset({"others", "other"})


def _state_after(text: str, position: int, lang: str) -> tuple[int, str] | None:
    """The State named at `position` (after a definite article: `the Republic of Moldova`):
    where its name ends and the country's own word in it, the longest name a State has."""
    article = re.match(r"(\w+)[ \u00a0]+", text[position : position + 8])
    if article and article.group(1).lower() in get_language(lang).definite_articles:
        position += article.end()
    tokens = list(_TOKEN.finditer(text, position, position + 120))[:_STATE_WORDS]
    for count in range(len(tokens), 0, -1):
        last = tokens[count - 1]
        if text[position : last.end()].count("\n"):
            continue
        name = text[position : last.end()].rstrip(".")
        found = state_name(name, lang)
        if found is not None:
            return position + len(name), name[found[0] : found[1]]
    return None


def _citation_end(text: str, position: int) -> tuple[int, bool]:
    """Where the citation that names its State up to `position` ends (a bracket closing the
    one it stands in, a semicolon, a sentence's end, its line's end), and whether it goes on
    with a number, its reporter or a date there (`, no. 71362/01`, `[GC]`, `(dec.)`, `ECHR
    2007-IV`): a name with none of these is the document's own case's title."""
    depth, end = 0, position
    limit = min(len(text), position + _CITATION_REACH)
    while end < limit:
        char = text[end]
        if char == "\n":
            break
        if char in "([":
            depth += 1
        elif char in ")]":
            if depth == 0:
                break
            depth -= 1
        elif (
            depth == 0
            and (char == ";" or (char in ".!?" and _WORD_AFTER.match(text, end + 1)))
            and not _ABBREVIATION_BEFORE.search(text, max(0, end - 6), end + 1)
        ):
            break
        end += 1
    tail = text[position:end]
    return end, any(char.isdigit() for char in tail) or "[GC]" in tail or "(dec.)" in tail


# A word after a full stop, which opens the next sentence (not `no. 7`).
_WORD_AFTER = re.compile(r"[ \u00a0]+[^\W\d_]")
# How far past its State a citation runs at most.
_CITATION_REACH = 240
# An abbreviation whose full stop ends no sentence (`no.`, `nos.`, `p.`, `dec.`).
_ABBREVIATION_BEFORE = re.compile(r"(?<!\w)(?:nos?|pp?|dec|para|ibid|cf|vol|Coll)\.\Z", re.I)


def _elsewhere(text: str, name: str, spans: list[tuple[int, int]]) -> bool:
    """Whether `name` (a party's word or the State's) stands in `text` outside `spans`, in
    any case and with another ending of at most three letters (Czech `Nováka`)."""
    stem = name if len(name) <= _STEM_MIN else name[: max(_STEM_MIN, len(name) - 2)]
    pattern = rf"(?<!\w){re.escape(stem)}\w{{0,3}}(?!\w)"
    for found in re.finditer(pattern, text, re.IGNORECASE):
        if not any(start <= found.start() < end for start, end in spans):
            return True
    return False


# The shortest stem a name is looked for by elsewhere.
_STEM_MIN = 4


@cache
def _named_law(lang: str) -> re.Pattern[str] | None:
    """A compound that ends in one of the language's law nouns, where it writes them as a
    compound's head (`Language.law_nouns` opening with `\\w*`), with at least three letters
    before the noun."""
    prefix = r"\w*"
    nouns = get_language(lang).law_nouns
    heads = [noun.removeprefix(prefix) for noun in nouns if noun.startswith(prefix)]
    if not heads:
        return None
    return re.compile(rf"[^\W\d_]\w{{2,}}(?:{'|'.join(heads)})", re.IGNORECASE)


def compound_law(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is one word naming a law by a compound of its own, its head the
    language's law noun (`Konsumenttjänstlagen`, `Mietpreisbremsengesetz`): a statute, which
    every reader may look up, not a name; a known name or place stays replaced."""
    span = mention.text_in(text)
    pattern = _named_law(lang)
    if pattern is None or pattern.fullmatch(span) is None:
        return False
    return not known_name(span, lang)
