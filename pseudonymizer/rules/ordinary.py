"""Evidence from the language that a detected mention names no one: its vote in the decision.

A recognizer sees a capital, a name list or a model's label; it cannot see that the word is a
form's field name (`Subject:`, `Betreff:`, `Předmět:`), a heading (`CURRICULUM VITAE`), a
pronoun or contraction (`We'll`, `I'm`, `Komu`), a weekday abbreviation (`Mon`), or an
ordinary word that opens a sentence, a body a court decision names by its common noun (`the
Court`), a public institution named by ordinary words (`Supreme Court`, `Nejvyšší soud`),
the number of a law's article (`Article 6 § 1`), legal Latin (`inter alia`), a section of a
CV alone on its line (`Skills`), the subject of a degree (`BSc Mathematics`), a skill a CV
lists (`SQL`, `Excel`) or a language on a line listing languages and their levels (`English
(native), German (B2)`).
Those are read here, from the mention's place on its line
and in its sentence and from the language's own knowledge of the word (the pipeline's part of
speech where it tags one, the dictionary or the vocabulary's tables elsewhere), and each cue is
a vote with a weight, summed with the rules' votes (`voting.vote`): only where they reach
`PUBLIC_AT` together is the mention kept, and every cue shows in `--explain` as
`language:<cue>`.

A cue alone never decides, except that a span of function words is no one's data: a position
says only where a word stands, a vocabulary only that the word is also an ordinary one. What
speaks for a name votes against (a known given or family name, a known place, a title or
initials vouching for it), so a chat speaker `Baker:` or a family name that is also a noun
(`Sommer`) stays replaced: fail closed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache
from itertools import pairwise
from typing import TYPE_CHECKING

from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.amounts import amount_words
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.demonyms import demonyms, nationalities, own_nationality
from pseudonymizer.lexicon.designations import designation
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.floors import floor_ordinal
from pseudonymizer.lexicon.holidays import holiday
from pseudonymizer.lexicon.institutions import (
    kind_alone_word,
    national_word,
    public_institution_word,
)
from pseudonymizer.lexicon.laws import in_law_citation
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import nickname_reading
from pseudonymizer.lexicon.places import country_names, main_places, places
from pseudonymizer.lexicon.platforms import platform
from pseudonymizer.lexicon.professions import professions
from pseudonymizer.lexicon.qualifications import (
    education_word,
    qualification_spans,
    role_word,
    study_words,
)
from pseudonymizer.lexicon.skills import LEVEL, language_name, skills_line, software
from pseudonymizer.lexicon.titles import outer_titles, post_nominals, title_words
from pseudonymizer.lexicon.vocabulary import (
    common_words,
    compound_noun,
    compound_of_nouns,
    dictionary_noun,
    dictionary_word,
    elongated_ordinary,
    family_name_reading,
    inflected_form,
    known_name,
    latin_phrase,
    listed_lower_case_only,
    lower_case_lemma,
    lower_compound,
    number_word,
    ordinary,
    stop_words,
)
from pseudonymizer.lexicon.word_forms import (
    FORMATIONS,
    formed_reading,
    name_form,
    possessed_noun,
    town_of_adjective,
)
from pseudonymizer.model import Evidence, Mention, Status
from pseudonymizer.words import BULLETS, UPPER

if TYPE_CHECKING:
    from pseudonymizer.analyze import Analysis

SOURCE = "language"
# The cue of a public institution named by ordinary words (`Supreme Court`).
INSTITUTION = "public_institution"

# The weight of each cue: for no mention (positive) or for a name (negative).
LABEL = 0.75  # a field name at a line's start before a colon
LABEL_OF_VALUE = 0.5  # ... right before a date, number, address or e-mail
LABEL_ABBREVIATED = 0.25  # ... cut short with a full stop (`Tel.:`, `Nr.:`): no name is
HEADING = 0.75  # a line of capitals
HEADING_LINE = 0.5  # a line the mention fills alone, not in capitals (`Skills`, a signature too)
LEGAL_REFERENCE = 1.0  # the number of a law's part (`Article 6 § 1`): nobody's data
PUBLIC_INSTITUTION = 1.5  # a court, ministry or bank of a state named by ordinary words
INSTITUTION_PART = 1.25  # ordinary words the text writes inside such a name (`Human Rights`)
INSTITUTION_KIND = 1.25  # a kind of court or office before the place it sits in (`Okresní soud v`)
INSTITUTION_BY_KIND = 1.25  # an authority named by its kind alone (`the District Court`)
NUMERAL = 1.0  # a Roman numeral (`Kolín IV`, `II.`): a district's or a list's number
LATIN = 1.5  # legal Latin in lower case (`inter alia`, where `Alia` is a given name too)
AFTER_DEFINITE_ARTICLE = 0.75  # a body named by its common noun (`the Court`, `a Bíróság`)
DEGREE_SUBJECT = 1.0  # ordinary words beside a degree are its subject (`BSc Mathematics`)
FUNCTION_WORDS = 1.0  # pronouns, articles, contractions: nobody's data whatever else
ENUMERATOR = 1.0  # a paragraph's or heading's number (`8.`, `II.`): the document's structure
CURRENCY = 1.0  # a currency's code or sign beside an amount (`(EUR)`, `RON 4,150`)
FLOOR = 1.0  # a floor's ordinal before its word (`2. OG`, `the 1st floor`): part of an address
COUNSEL = 1.0  # someone's lawyer (`the applicant's lawyer`): a role in the case, no profile
TITLE = 1.25  # a title alone (`Pan` of `Pan taky.`), stronger than a place of its spelling
WORD_CLASS = 0.5  # the tagger's part of speech is one no name has
NO_NAME_TYPE = 0.25  # ... by a tagger that gives the names it reads their type, none here
ORDINARY = 0.5  # every word an ordinary word of the language
CALENDAR = 0.75  # a weekday or month name
HOLIDAY = 1.5  # a holiday's name (`Christmas`, `Vánoce`), stronger than a name of its spelling
SENTENCE_START = 0.25  # the capital is the sentence's, not the word's
INFLECTED = 0.5  # ... on a form of another ordinary word (`Pište` -> `psát`, `Hívjon` -> `hív`)
LOWER_CASE_ONLY = 0.25  # ... on a word the dictionary writes only in lower case (`skicka`)
COMPOUND_OPENING = 0.75  # ... on two ordinary words joined into one (`Skadehandläggare`)
MAIL_PREFIX = 1.25  # `Re:`, `AW:` before a subject, stronger than a place of its spelling
APPOSITION = 0.75  # a profession after a person's name and a comma (`Karen Reid, Legal Adviser`)
ROLE = 1.0  # a CV's role before its employer (`2019–2022  Projektová manažerka – Kovostroj`)
PLATFORM = 1.5  # `Instagram`, `WhatsApp`: a service's name, stronger than a name of its spelling
DESIGNATION = 1.0  # `COVID-19`, `SARS-CoV-2`: a thing's acronym and number, no one's name
SOFTWARE = 1.5  # `SQL`, `Power BI`: a skill, stronger than a name or place of its spelling
ROLE_TITLE = 1.5  # `Head of Operations`, `Tech Lead`: every word a role's, wherever it stands
SCHOOL = 1.5  # `Fakulta aplikovaných věd`, `Technische Universität`: a school of the public
QUALIFICATION = 1.5  # `Master of Science`, `DALF C1`, `ISO 9001`: a degree, exam or standard
LANGUAGE_LIST = 1.5  # a language or its level on a line of languages: a skill, no nationality
LOWER_CASE = 0.5  # a word in lower case inside a sentence, where a name has its capital
AFTER_ARTICLE = 1.0  # a person's name takes no article (`im Sommer`, `the Baker`)
BEFORE_OBJECT = 0.75  # a verb opening a sentence before its object (`Ring mig`)
NOUN = 0.75  # a noun of the dictionary, in a language that capitalizes nouns, with its plural
NOUN_INSIDE = 1.0  # ... inside a sentence, where only a noun or a name has a capital
NOUN_BARE = 0.5  # ... listed with no plural or case form (`Astronomie`)
COMPOUND = 1.0  # a compound of ordinary words ending in such a noun (`Reetdachhaus`)
NOUN_SUFFIX = 0.25  # an ending that makes nouns (`-ung`, `-heit`)
AFTER_DETERMINER = 0.25  # an article or a pronoun declined like one before it (`die`, `keinen`)
AFTER_ATTRIBUTE = 0.25  # an adjective with its case ending before it (`alten`, `bleibende`)
COMMON_OPENING = 0.75  # every word only a common word of the dictionary, opening a sentence
COMMON_NOUN_INSIDE = 1.0  # ... inside one, headed by a noun: an office's or a body's name
COMMON_INSIDE = 0.5  # ... inside one, of adjectives only (`Młodszy`): a name's part, maybe
PATRON = 1.5  # the person an institution is named after (`im. Adama Mickiewicza`)
KNOWN_NAME = -0.5  # a known given or family name
KNOWN_PLACE = -0.25  # a known place (a place is seldom a field name or a speaker)
VOUCHED = -1.0  # a title or initials vouch for the name

# Categories of names: the others (numbers, e-mails, dates) are found by their shape.
_NAMES = frozenset({Category.PERSON, Category.ORGANIZATION, Category.LOCATION, Category.OTHER})
# ... and a nationality a model read into a programme's name (`Erasmus`).
_QUALIFIED = _NAMES | {Category.DEMOGRAPHIC}
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
# Parts of speech no name has (Universal Dependencies tags), whatever its capital.
_NO_NAME_CLASSES = frozenset(
    {"ADV", "CCONJ", "SCONJ", "PART", "INTJ", "ADP", "AUX", "PRON", "DET", "VERB", "NOUN", "ADJ"}
)
# A word, with a contraction's clitic as a word of its own (`We` `'ll`, `I` `'m`).
_WORD = re.compile(r"['’]\w+|\w+")
_FOLLOWING = re.compile(r"[ \u00a0](\w+)")
_PRECEDING = re.compile(r"(?<!\w)(\w+)[ \u00a0]\Z")
# How far before a currency's code in brackets its amount may stand (`22 euros (EUR)`).
_AMOUNT_REACH = 30
# A paragraph's number, and a Roman numeral (`IV`, `XIII`), which numbers headings and floors.
_PARAGRAPH_NUMBER = re.compile(r"\d{1,3}")
_ROMAN = re.compile(r"(?=[MDCLXVI])M{0,3}(?:C[MD]|D?C{0,3})(?:X[CL]|L?X{0,3})(?:I[XV]|V?I{0,3})")
_LOWER_AFTER = re.compile(r"\.[ \u00a0]+(?=[^\W\d_])")
# The most words a field name before its colon has (`Date of birth`, `Imię i nazwisko`).
_LABEL_WORDS = 4
# The longest acronym that is also an ordinary word (`CO`, `SV`).
_ACRONYM = 3
# The longest line a field name with its value, or a heading, stands in.
_SHORT_LINE = 120
# The most words a heading line has (`THE FACTS`, `CURRICULUM VITAE`).
_HEADING_WORDS = 6
# The most words a line alone in ordinary case has as a heading (`Work experience`).
_LINE_WORDS = 3
# The degrees written in every language's CVs, case-folded (the language adds its own:
# `Language.degrees`); not `MS` or `MA`, which are a title and a name too.
_DEGREES = frozenset({"bsc", "msc", "beng", "meng", "mba", "llb", "llm", "phd", "mphil"})
# A reference's parts: `§` and words (`6`, `6a`, `Article`, `odst`).
_REFERENCE_TOKEN = re.compile(r"§+|\w+")
# The number of a part of a law (`6`, `6a`, `41`), not a year.
_PART_NUMBER = re.compile(r"\d{1,3}[^\W\d_]?")
_NUMBER_AFTER = re.compile(r"\.?[ \u00a0]*(?:§+[ \u00a0]*)?\d{1,3}(?!\d)")
_REFERENCE_AFTER = re.compile(r"\.?\)?[ \u00a0]*(§+|\w+)")
_DEGREE_BEFORE = re.compile(r"(?<!\w)(\w+)\.?[ \u00a0]+\Z")


def language_votes(
    mention: Mention,
    text: str,
    analysis: Analysis,
    following: Sequence[Mention] = (),
    preceding: Mention | None = None,
) -> tuple[Evidence, ...]:
    """The cues for and against `mention` being a name, each an `Evidence` of source
    `language` with its weight and the cue as detail; `following` are the next mentions in the
    text, which a field name stands before, `preceding` the one before it, the person a
    profession's apposition follows. Empty for mentions found by their shape (dates,
    numbers, addresses) and for amounts."""
    if _enumerator(text, mention, analysis.lang):
        return (Evidence(SOURCE, ENUMERATOR, "enumerator"),)
    if _currency(text, mention, analysis.lang):
        return (Evidence(SOURCE, CURRENCY, "currency"),)
    if mention.category is not Category.STREET_NUMBER and floor_ordinal(
        mention.text_in(text), text, mention.end, analysis.lang
    ):
        return (Evidence(SOURCE, FLOOR, "floor"),)
    if mention.attrs.kind == "amount":
        return ()
    lang = analysis.lang
    if _language_list(text, mention, lang):
        return (Evidence(SOURCE, LANGUAGE_LIST, "language_list"),)
    if mention.category in _NAMES and software(mention.text_in(text)):
        return (Evidence(SOURCE, SOFTWARE, "software"),)
    if mention.category in _NAMES and designation(mention.text_in(text)):
        return (Evidence(SOURCE, DESIGNATION, "designation"),)
    # (A number the document writes elsewhere as someone's data, a house number propagated
    # to `6 §`, stays replaced: left standing here it would show that data.)
    propagated = mention.attrs.propagated_from is not None and mention.category not in _NAMES
    if not propagated and _legal_reference(text, mention, lang):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "legal_reference"),)
    if _law_name(text, mention, lang):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "law_name"),)
    if not propagated and in_law_citation(text, mention.start, mention.end, lang):
        # (`Law` of `Law no. 218/2002`, `Sb.` of `č. 89/2012 Sb.`, `(RODO)`: a law, public.)
        return (Evidence(SOURCE, LEGAL_REFERENCE, "law_citation"),)
    if _case_report_mark(text, mention, lang):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "case_report_mark"),)
    if mention.category is Category.PROFESSION and _counsel(text, mention, lang):
        return (Evidence(SOURCE, COUNSEL, "counsel"),)
    # (A CV's lines after the law's: a regulation's title is no qualification.)
    if mention.category in _NAMES and _skill(text, mention, lang):
        return (Evidence(SOURCE, SOFTWARE, "skills_line"),)
    if mention.category in _QUALIFIED and _qualification(text, mention, lang):
        return (Evidence(SOURCE, QUALIFICATION, "qualification"),)
    if mention.category in _NAMES and _school(text, mention, lang):
        return (Evidence(SOURCE, SCHOOL, "school"),)
    if mention.category in _NAMES and _role_title(text, mention, lang):
        return (Evidence(SOURCE, ROLE_TITLE, "role_title"),)
    if mention.category not in _NAMES:
        return ()
    span = mention.text_in(text)
    words = _WORD.findall(span)
    if not words or any(char.isdigit() for char in span):
        return ()
    language = get_language(lang)
    votes: list[tuple[str, float]] = []
    # The words without a possessive's clitic (`Government` `’s`) or a leading article.
    core = [word for word in words if word[0] not in "'’"]
    if len(core) > 1 and core[0].lower() in language.definite_articles:
        core = core[1:]
    degree = _degree_subject(core, text, mention, analysis)
    # A single capital is a function word only where it opens a sentence (Czech `V klubu`);
    # elsewhere it is a unit (`0 V`) or someone's letter (`podnik A`).
    letter = len(words) == 1 and len(words[0]) == 1
    if _function_words(words, lang) and (not letter or _opens_sentence(text, mention.start)):
        votes.append(("function_words", FUNCTION_WORDS))
    elif _mail_prefix(words, text, mention):
        votes.append(("mail_prefix", MAIL_PREFIX))
    elif _platforms(words, lang, _opens_sentence(text, mention.start)):
        votes.append(("platform", PLATFORM))
    elif holiday(span, lang):
        # (A day the calendar names, wherever it stands: `na Vánoce`, `til christmas`.)
        votes.append(("holiday", HOLIDAY))
    elif _title_alone(words, lang) or _post_nominal(text, mention, lang):
        votes.append(("title", TITLE))
    elif len(words) == 1 and _ROMAN.fullmatch(words[0]):
        votes.append(("roman_numeral", NUMERAL))
    elif _patron(text, mention, lang):
        votes.append(("patron", PATRON))
    elif _institution_of_its_place(core, text, mention, lang):
        # (The place after it is a mention of its own, replaced: `Okresní soud v <town>`.)
        votes.append(("institution_kind", INSTITUTION_KIND))
    elif _public_institution_of_any(core, lang) and not _after_definite_article(
        core, words, text, mention, lang
    ):
        # (`the Court` the text also writes in lower case is the body it names by its noun.)
        votes.append((INSTITUTION, PUBLIC_INSTITUTION))
    elif _part_of_institution(span, core, text, lang) and not _after_definite_article(
        core, words, text, mention, lang
    ):
        # (One word after the article is the body the text names by its noun: `a Bíróság`.)
        votes.append(("institution_part", INSTITUTION_PART))
    elif (
        _public_institution(core, lang, national=False, written_lower=lambda w: _lower_in(w, text))
        and not (len(core) == 1 and language.nouns_capitalized)
        and not _after_definite_article(core, words, text, mention, lang)
    ):
        # (`the Government`, `the County Court`, `Prosecutor's Office`: which one, no word
        # says; the place, where the text names it, is a mention of its own. One word the
        # text also writes in lower case is the body named by its noun, and where nouns are
        # capitalized one word is read as a noun: `die Polizei`.)
        votes.append(("institution_by_kind", INSTITUTION_BY_KIND))
    elif latin_phrase(words) and not all(_known([word], lang) for word in words):
        # (Two names in lower case, `maria rosa`, are someone's, whatever their Latin.)
        votes.append(("latin", LATIN))
    else:
        if degree:
            votes.append(("degree_subject", DEGREE_SUBJECT))
        # Where a mention stands. Only a field name or a heading is all ordinary words in
        # several: a name of ordinary words (`Nejvyšší soud`) is an institution's.
        placed = True
        if _label(text, mention):
            votes.append(("label", LABEL))
            if _value_after_colon(text, mention, following, lang):
                votes.append(("label_of_value", LABEL_OF_VALUE))
            if text.startswith(".:", mention.end):
                votes.append(("label_abbreviated", LABEL_ABBREVIATED))
        elif _heading(text, mention, lang):
            votes.append(("heading", HEADING))
        elif _apposition(text, mention, preceding, lang):
            votes.append(("apposition", APPOSITION))
        elif _role(text, mention, following, lang):
            votes.append(("role", ROLE))
        elif _line_alone(text, mention):
            votes.append(("heading_line", HEADING_LINE))
        else:
            placed = False
            joined = bool(following) and text[mention.end : following[0].start] == " "
            if _opens_sentence(text, mention.start) and not joined:
                # (A name the recognizers found in two pieces, `České` `Budějovice`, opens it.)
                votes.append(("sentence_start", SENTENCE_START))
                if len(words) == 1 and _next_word(text, mention.end) in language.object_pronouns:
                    votes.append(("before_object", BEFORE_OBJECT))
                if len(words) == 1:
                    votes.extend(_opening_word(words[0], lang))
                tail = words[1:] if len(words) > 1 else words
                if _lower_case(tail, mention, lang) and all(_ordinary(w, lang) for w in words):
                    # (Opening a chat's message in lower case: `morninggg ☀️ is anyone up`;
                    # a phrase whose capital is the sentence's alone: `Z uvedených důvodů`.)
                    votes.append(("lower_case", LOWER_CASE))
            elif (
                len(words) == 1
                and mention.category in (Category.PERSON, Category.OTHER)
                and _word_before(text, mention.start).lower() in language.articles
                and not words[0].isupper()
                and _ordinary(words[0], lang)
            ):
                # An ordinary word after an article is a noun (`im Sommer`); another word
                # there is a place's or a thing's name (`zum Bodensee`, `im Rokoko`).
                votes.append(("after_article", AFTER_ARTICLE))
            elif _after_definite_article(core, words, text, mention, lang):
                votes.append(("after_definite_article", AFTER_DEFINITE_ARTICLE))
            elif _lower_case(words, mention, lang):
                # Every language here writes a name with its capital: the model's `hose`
                # PERSON and `ref.` ORG are words (a term a rule lists in lower case is what
                # the rule says it is). A chat's names in lower case are not
                # ordinary words, or are the form of a name the text writes elsewhere, or
                # a nickname (`ondro`).
                votes.append(("lower_case", LOWER_CASE))
        # What the word is counts only where its place already speaks against a name: a
        # capital inside a sentence marks a name even on an ordinary word (`Zprávy`, a
        # programme's title; `Dělnické listy`), and an acronym is an organization's (`CO`).
        positioned = any(cue != "label_of_value" for cue, _ in votes)
        # (A heading's one word in capitals is an acronym only where it is as short as one.)
        acronym = len(words) == 1 and any(
            word.isupper() and len(word) > 1 and (len(word) <= _ACRONYM or not placed)
            for word in words
        )
        tags = _word_classes(analysis, mention)
        # Words of no name's class (an adverb and a verb: `Dobře, zavolej` read as a title)
        # are no name however many; nouns and adjectives are, in several (`Nejvyšší soud`),
        # unless a verb joins them in lower case: a sentence's words (`Syn má astma`).
        clause = tags is not None and (
            not {"NOUN", "ADJ"} & set(tags)
            or (bool({"VERB", "AUX"} & set(tags)) and all(word.islower() for word in words[1:]))
        )
        # (Words in lower case have no capital to make them a name of ordinary words.)
        lowered = any(cue == "lower_case" for cue, _ in votes)
        if positioned and (placed or len(core) == 1 or clause or lowered) and not acronym:
            if len(words) == 1 and calendar_word(words[0], lang):
                votes.append(("calendar", CALENDAR))
            # (One word opening a sentence: the dictionary knows the words the tables miss,
            # Czech `Nájemné`.)
            opening = len(words) == 1 and any(cue == "sentence_start" for cue, _ in votes)
            lower = any(cue == "lower_case" for cue, _ in votes)
            if all(_ordinary(word, lang) for word in words) or (
                (placed or clause or opening or lower)
                and all(
                    dictionary_word(word, lang) or formed_reading(word, lang) is not None
                    for word in words
                )
            ):
                votes.append(("ordinary", ORDINARY))
            # A tagger guesses a known name's class from its form (`Petra` ADV): no evidence.
            if tags is not None and not _known(words, lang):
                votes.append((f"word_class:{'+'.join(tags)}", WORD_CLASS))
                if _no_name_type(analysis, mention):
                    votes.append(("no_name_type", NO_NAME_TYPE))
        if (
            language.nouns_capitalized
            and mention.category is Category.OTHER
            and not any(char.isspace() for char in span)
            and not any(cue == "ordinary" for cue, _ in votes)
        ):
            # Where every noun has a capital, the capital says nothing wherever the word
            # stands: what the word is speaks (one word, or a compound joined by hyphens:
            # `Motorsport-Wochenendes`), and what stands before it. Nor does a sentence's
            # start: a noun opens one after its article, a name alone (`Specht sagte`).
            # (A heading's noun in capitals is read as written in a sentence: `LEBENSLAUF`.)
            noun = _noun(
                span.capitalize() if placed and span.isupper() else span, text, mention.start, lang
            )
            if noun:
                votes = [vote for vote in votes if vote[0] != "sentence_start"] + noun
        elif (
            language.nouns_capitalized
            and mention.category in (Category.LOCATION, Category.PERSON)
            and len(words) == 1
            and span == words[0]
        ):
            votes.extend(_noun_read_as_a_name(span, text, mention.start, lang))
        elif common := _common_words(core, text, mention, lang):
            # Where only names have a capital (Polish), the dictionary's reading of the words
            # and the place of the capital speak together (`common_words`).
            votes = [vote for vote in votes if vote[0] not in _COMMON_REPLACES] + common
        elif formed := _formed_words(core, text, mention, lang):
            votes.extend(formed)
    if not votes:
        return ()
    # A degree before the subject is no title vouching for a name (`Mgr. Právo`): only a
    # known name speaks against it.
    against = _against(words, lang, mention, vouching=not degree)
    if against is not None:
        votes.append(against)
    return tuple(Evidence(SOURCE, weight, cue) for cue, weight in votes)


def no_mention(mention: Mention) -> bool:
    """Whether the language's cues alone kept `mention`: public without any rule's or
    person's vote, so it names no one and is no span of personal data `detect` writes (with
    `--explain` it is written, with its status and cues). A public institution is still an
    organization the text names, which the corpora mark: `detect` writes it, as it writes an
    amount the output keeps."""
    evidence = mention.decision.evidence
    return (
        mention.decision.status is Status.PUBLIC
        and any(e.source == SOURCE for e in evidence)
        and not any(e.source.startswith(("rule:", "user")) for e in evidence)
        and not any(e.detail == INSTITUTION for e in evidence if e.source == SOURCE)
    )


def _enumerator(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a number that orders the document, not a value in it: a
    paragraph's or heading's number opening its line before a period or parenthesis (`8. On
    22 May`, `II. DIVORCE`, `3) The`), or a Roman ordinal before a lower-case word (`III. em.`,
    a floor; `XIII. kerületben`); not a day before its month (`29. Juli`)."""
    span = mention.text_in(text)
    after = text[mention.end : mention.end + 2]
    if _ROMAN.fullmatch(span):
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
        and not calendar_word(_next_word(text, mention.end + 1), lang)
    )


def _currency(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a currency's ISO code or sign (CLDR's, through `amount_words`)
    beside a number or in brackets after an amount (`100 Romanian lei (RON)`, `22 euros
    (EUR)`): a unit, which a model takes for an organization or a place."""
    if mention.text_in(text) not in amount_words(lang).before:
        return False
    before = text[max(0, mention.start - _AMOUNT_REACH) : mention.start]
    after = text[mention.end : mention.end + 2].lstrip(" \u00a0")
    bracketed = before.endswith("(") and any(char.isdigit() for char in before)
    return bracketed or before.rstrip(" \u00a0")[-1:].isdigit() or after[:1].isdigit()


def _function_words(words: Sequence[str], lang: str) -> bool:
    """Whether every word is a function word of `lang` (a pronoun, an article, a clitic:
    `We'll`, `I'm`, `Komu`): no number word (`five`), no acronym but the pronoun `I`."""
    stops = stop_words(lang)
    for word in words:
        if word.isupper() and len(word) > 1:
            return False
        if word.lower() not in stops and word.lower().replace("’", "'") not in stops:
            return False
        if number_word(word, lang):
            return False
    return True


def _skill(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is an item of a line of skills (`skills_line`: `Spring Boot`,
    `Kafka`) and no person's name: a title vouching for it, or a known given name among its
    words, says a person is named (`Jan Novák` in a list of referees), unless an acronym or a
    product stands beside it (`MS SQL Server`, where `Server` is a given name too)."""
    if not skills_line(text, mention.start, mention.end, lang) or mention.attrs.context:
        return False
    words = _WORD.findall(mention.text_in(text))
    if len(words) < 2 or any(
        software(word) or (len(word) > 1 and word.isupper()) for word in words
    ):
        return True  # (an acronym is no given name: `TIA`, `CATIA`; `MS SQL Server` a product)
    return not any(word in given_names() for word in words)


def _qualification(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is (part of) a qualification's name (`qualification_spans`:
    `Master of Science`, `Cambridge CAE`, `CIPS Level 4`), with at most its level, its
    number and the ordinary words of its subject beside it (`Science Elektrotechnik`,
    `Supply Chain Management (Distinction`); a known name beside one is someone's (`Erasmus
    Novák`)."""
    spans = qualification_spans(text, mention.start, mention.end)
    if not spans or mention.attrs.context:
        return False
    rest = list(text[mention.start : mention.end])
    for start, end in spans:
        for i in range(max(start, mention.start), min(end, mention.end)):
            rest[i - mention.start] = " "
    words = [word for word in _WORD.findall("".join(rest)) if not word.isdigit()]
    degrees = {*_DEGREES, *get_language(lang).degrees}
    if words and all(text[a:b].strip(".").casefold() in degrees for a, b in spans):
        return False  # a degree with its subject has a cue of its own: `degree_subject`
    if _known(words, lang):
        return False
    return all(
        LEVEL.fullmatch(word)
        or _ordinary(word, lang)
        or dictionary_word(word, lang)
        or compound_of_nouns(word, lang)
        or compound_noun(word, lang)
        or dictionary_noun(word, lang) is not None
        for word in words
    )


def _role_title(text: str, mention: Mention, lang: str) -> bool:
    """Whether every word of the mention is a word of a role (`role_word`: `Head of
    Operations`, `Tech Lead`, `Dyrektor`, `Datový analytik`, `Teamleiter`), wherever it
    stands (`Report to the Head of Operations`): a post, which many hold. One word that is
    also someone's name (`Head`, `Junior`) says nothing alone, nor does a mention a title
    vouches for as a person's."""
    words = _WORD.findall(mention.text_in(text))
    if not words or mention.attrs.context or "\n" in mention.text_in(text):
        return False
    if len(words) == 1 and _known(words, lang):
        return False
    return all(role_word(word, lang) for word in words) and not all(
        word.lower() in stop_words("en") for word in words
    )


def _school(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention names a school, a university or its faculty by its kind
    (`education_word`: `Universität`, `Fakulta`, `Wydział`, `Katedralskolan`) and ordinary
    words (`Technische Universität`, `Fakulta informačních technologií`, `České vysoké učení
    technické`, `Wydział Elektroniki`, `III Liceum Ogólnokształcące`): a public institution,
    which thousands attended, kept as written.

    A person's name in it is the school's namesake (`Ignaz-Günther-Gymnasium`, `Széchenyi
    István Egyetem`): schools are named after people the public knows, not after a pupil, so
    the name is kept with the school. A town in it (`University of Leeds`, `Universität
    München` found as one mention) says where someone lived: the mention stays replaced, as
    is one a title vouches for as a person."""
    span = mention.text_in(text)
    words = _WORD.findall(span)
    # (Two names a comma joins are two: `Jan Novák, Faculty of Law`.)
    if any(char in span for char in "\n,") or mention.attrs.context:
        return False
    if not any(education_word(word, lang) for word in words):
        # The rest of a faculty's name the recognizers found in pieces (`Telekomunikacji`,
        # `Informatyki` of `Wydział Elektroniki, Telekomunikacji i Informatyki`), after a
        # comma or a conjunction of its list; not a place (`univerzita v Plzni`).
        listed = _LIST_JOINT.search(text, max(0, mention.start - 8), mention.start)
        if listed is None or mention.category in (Category.LOCATION, Category.PERSON):
            return False
        if _known(words, lang):
            return False  # a person after the school's name (`Gimnáziumban, Kovács Tamás`)
        words = _school_name_before(text, mention.start, lang) + words
        if len(words) == len(_WORD.findall(span)):
            return False
    function_words = stop_words(lang) | stop_words("en")
    given = given_names()
    # (Not `of`, which joins a school's subject as often as its town: `Faculty of Law`; a
    # known town after it is found by name.)
    at = get_language(lang).place_prepositions - {"of"}
    for i, word in enumerate(words):
        if word.lower() in function_words:
            continue  # (`of` is a town in Turkey too)
        # (A capital after a place's preposition is a town in any case: `univerzita v Plzni`.)
        if _town_word(word, lang) or (i and words[i - 1] in at and word[:1].isupper()):
            return False
        # (A namesake's family name beside a given name, `Széchenyi István`, `Luďka Pika`.)
        namesake = word[:1].isupper() and any(
            other in given for other in words[max(0, i - 1) : i + 2] if other != word
        )
        if not (
            namesake
            or education_word(word, lang)
            or word.lower() in function_words
            or _ROMAN.fullmatch(word)
            or own_nationality(word, lang)
            or _ordinary(word, lang)
            or dictionary_word(word, lang)
            or compound_noun(word, lang)
            or all(part in given_names() or part in family_names() for part in word.split("-"))
        ):
            return False
    return True


# The most words of a school's name before a piece of it (`Faculty of Electrical
# Engineering, Mathematics and`).
_SCHOOL_WORDS = 8
# The words of a school's name, with the commas and conjunctions of its list, before a piece.
_SCHOOL_BEFORE = re.compile(r"[^\W\d_][\w ,-]*(?:,[ \t]*|[ \t]+)\Z")
# A comma or a conjunction before the next item of a list.
_LIST_JOINT = re.compile(r"(?:,|[ \t](?:and|und|i|a|och|és|oraz|&))[ \t]+\Z")


def _school_name_before(text: str, position: int, lang: str) -> list[str]:
    """The words of a school's name that stand before `position` on its line, from the word
    of its kind on (`Wydział Elektroniki, Telekomunikacji i`), where only ordinary words,
    commas and conjunctions lie between; empty where there is none."""
    line_start = text.rfind("\n", 0, position) + 1
    before = _SCHOOL_BEFORE.search(text, max(line_start, position - _SHORT_LINE), position)
    if before is None:
        return []
    words = _WORD.findall(before.group())[-_SCHOOL_WORDS:]
    kinds = [i for i, word in enumerate(words) if education_word(word, lang)]
    if not kinds:
        return []
    name = words[kinds[-1] :]
    function_words = stop_words(lang) | stop_words("en")
    if any(
        not (word.lower() in function_words or _ordinary(word, lang) or dictionary_word(word, lang))
        for word in name[1:]
    ):
        return []
    return name


# The most letters a place's adjective or case adds to its name (`Lunds`, `Győri`,
# `Gdańska`, `Plzeňská`), and the fewest a place's name has to be read so.
_PLACE_ENDING = 3
_PLACE_STEM = 4
_PLACE_STEM_OF_WORD = 6


def _town_word(word: str, lang: str) -> bool:
    """Whether `word` is a town's or region's name, in a case or as its adjective (`Lunds`,
    `Győri`, `Karlsruher`, `Gdańska`, `Plzeňská`), not a country's (`Danmarks`): it says
    where an institution, and its pupil, was."""
    towns, countries = places(lang), country_names(lang)
    if education_word(word, lang):
        return False
    if word.lower() in demonyms(lang) and not own_nationality(word, lang):
        return True
    # (An ordinary word is a town's form only where the town's name is long: `School` is no
    # form of a hamlet `Scho`, `Karlsruher` is of `Karlsruhe`.)
    ordinary_word = _ordinary(word, lang) or dictionary_word(word, lang)
    shortest = _PLACE_STEM_OF_WORD if ordinary_word else _PLACE_STEM
    for cut in range(_PLACE_ENDING + 1):
        stem = word[: len(word) - cut] if cut else word
        if (len(stem) >= shortest or not cut) and stem.capitalize() in towns:
            return stem.capitalize() not in countries
    return False


def _language_list(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a language's name, or a level (`C1`), on a line that lists
    languages and nothing else, each with its level (`English (native), German (B2)`,
    `Jazyky: angličtina – C1`, `svenska (modersmål)`): the languages someone speaks. A
    nationality (`Nationality: German`, which is also a language's name) has no level, and a
    name in prose (`English wrote`) stands on a line of other words: both stay replaced."""
    span = mention.text_in(text)
    if not (LEVEL.fullmatch(span) or language_name(span, lang)):
        return False
    found = _short_line(text, mention.start)
    if found is None:
        return False
    start, end = found
    line = text[start:end]
    label = _LIST_LABEL.match(line)
    if label is not None and language_name(label.group().strip(" \t:"), lang):
        label = None  # `English: native`
    offset = start + (label.end() if label else 0)
    listed = False
    for item in _LIST_ITEMS.finditer(text, offset, end):
        words = _LANGUAGE_ITEM.fullmatch(item.group().strip(" \t" + BULLETS))
        if words is None or not language_name(words["name"], lang):
            if item.group().strip(" \t" + BULLETS):
                return False
            continue
        listed |= item.start() <= mention.start and mention.end <= item.end()
    return listed


# A field name opening the line before its list (`Languages:`, `Jazyky:`).
_LIST_LABEL = re.compile(r"[ \t]*[^\W\d_][^:\n\d]{0,40}:")
# One item of a line's list, up to a comma or semicolon outside brackets.
_LIST_ITEMS = re.compile(r"(?:\([^)\n]*\)|[^,;\n(])+")
# A language's name and its level: in brackets, after a dash or colon, or a CEFR level.
# (Without one, a language's name is also a nationality's: `Romanian`.)
_LANGUAGE_ITEM = re.compile(r"(?P<name>[^\W\d_]+)[ \t]*(?:\([^)\n]*\)|[-–—:][^\n]*|[ABC][12]\+?)")


def _mail_prefix(words: Sequence[str], text: str, mention: Mention) -> bool:
    """Whether the mention is one of the words a mail or chat program writes before a subject
    it answers or forwards (`Re:`, `AW:`, `Odp:`, `Vá:`, of any language's `mail_prefixes`),
    at a line's start or after another such prefix, right before its colon."""
    if len(words) != 1 or words[0].casefold() not in _all_mail_prefixes():
        return False
    if not text.startswith(":", mention.end):
        return False
    start = text.rfind("\n", 0, mention.start) + 1
    before = text[start : mention.start].split(":")
    return all(part.strip().casefold() in _all_mail_prefixes() for part in before[:-1]) and (
        before[-1].strip() == ""
    )


@cache
def _all_mail_prefixes() -> frozenset[str]:
    """Every language's `mail_prefixes`, case-folded: a mail program of any language writes
    them in a document of any other."""
    return frozenset(
        prefix.casefold() for code in supported() for prefix in get_language(code).mail_prefixes
    )


def _platforms(words: Sequence[str], lang: str, opens: bool) -> bool:
    """Whether the mention names platforms and nothing else (`Instagram`, `Instagram and
    Facebook`, Hungarian `WhatsAppon`): a service's name, no one's. Where the mention opens a
    sentence its first word may be an ordinary one whose capital is the sentence's (Hungarian
    `Küldd Instagramra`, send it to Instagram)."""
    named = [word for word in words if word.lower() not in stop_words(lang)]
    if opens and len(named) > 1 and _opening_word(named[0], lang):
        named = named[1:]
    return bool(named) and all(platform(word) for word in named)


def _opening_word(word: str, lang: str) -> list[tuple[str, float]]:
    """The cues that one word opening a sentence or a chat line is an ordinary word whose
    capital is the sentence's: the language's morphology reads it as a form of another
    ordinary word (an imperative, a verb's person, a noun's case: `Pište`, `Hívjon`,
    `Przyjdź`), or its dictionary writes it only in lower case, as it writes no name
    (`Skicka`, `Szia`), or it joins two ordinary words in lower case into one, as a compound
    noun no table lists (`Skadehandläggare`). A known name or place gets none (`Petr napsal`,
    `Kovács jött`), nor a form of one (`Szegeden lakom`)."""
    if name_form(word, lang):
        return []
    cues = []
    if inflected_form(word, lang):
        cues.append(("inflected", INFLECTED))
    if listed_lower_case_only(word, lang):
        cues.append(("lower_case_only", LOWER_CASE_ONLY))
    elif not cues and lower_compound(word, lang):
        cues.append(("compound", COMPOUND_OPENING))
    if not any(cue in ("inflected", "compound") for cue, _ in cues):
        # (Where words take endings and join (Hungarian), the form itself: `Minőségügyi`.)
        cues.extend(_formed_cues(word, lang))
    return cues


def _formed_cues(word: str, lang: str) -> list[tuple[str, float]]:
    """The cue that `word` is built of ordinary words by the language's word formation: two
    joined into one, perhaps with endings (Hungarian `Minőségügyi`, `Oktatókórházban`), weighs
    as a compound; an ordinary stem with endings (`Társaságukkal`) as an inflected form. None
    for a name's or a place's form (`Szegeden`, `Pécsi`) or a bare word (`Bárány`)."""
    reading = formed_reading(word, lang)
    if reading == "compound":
        return [("compound", COMPOUND_OPENING)]
    if reading == "suffixed":
        return [("suffixed", INFLECTED)]
    return []


def _apposition(text: str, mention: Mention, preceding: Mention | None, lang: str) -> bool:
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
    words = [*gap.group(1).split(), *_WORD.findall(span)]
    if len(words) > _APPOSITION_WORDS or _known(words, lang):
        return False
    return _words_of_a_job(words, lang) and any(word.lower() in _job_words(lang) for word in words)


def _role(text: str, mention: Mention, following: Sequence[Mention], lang: str) -> bool:
    """Whether the mention is (in) the role of an entry of a CV: on a line of its own or after
    the entry's dates (`2019–2022`, `03/2018 -`, `04/2022 – dosud`, `seit 10/2020`, `2021.
    március – jelenleg`), before its employer, a name on the same line after a comma or a
    dash (`Projektová manažerka – Kovostroj s.r.o.`, `Projektledare, Lindström Bygg AB`,
    `Trainee, Miljöförvaltningen`), of a few words the language knows or writes roles with
    (its dictionary's, its job titles, `ROLE_WORDS`: `Účetní`, `Kierownik projektu`, `Senior
    datový analytik`, `Starszy programista / Tech Lead`, `Werkstudent, später
    Junior-Ingenieur`), none a known name or place. A person named before a firm (`Jan
    Novák, Acme Ltd`) is known by name."""
    found = _short_line(text, mention.start)
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
    if employer is None or employer.start != gap.end() or employer.category not in _NAMES:
        return False
    # (Words before the mention are a role's own, not any ordinary words: `Went to Apple, ...`
    # is a sentence.)
    before = _WORD.findall(opening.group("role"))
    words = [*before, *_WORD.findall(mention.text_in(text)), *_WORD.findall(gap.group(1))]
    # (A role's word that is also a given name, `Junior`, names no one there.)
    if len(words) > _ROLE_WORDS or _known([w for w in words if not role_word(w, lang)], lang):
        return False
    if not all(role_word(word, lang) for word in before) or not _words_of_a_job(words, lang):
        return False
    # Before a name that is no organization's (`Trainee, Miljöförvaltningen`) only a word of a
    # role says the entry opens with one.
    return employer.category is Category.ORGANIZATION or any(
        role_word(word, lang) or word.lower() in _job_words(lang) for word in words
    )


def _words_of_a_job(words: Sequence[str], lang: str) -> bool:
    """Whether every word is one a job title is written with: the language's job words, or
    ordinary words its tables or its dictionary know."""
    jobs = _job_words(lang)
    return all(
        word.lower() in jobs
        or role_word(word, lang)
        or software(word)
        or _ordinary(word, lang)
        or dictionary_word(word, lang)
        or compound_noun(word, lang)
        for word in words
    )


# What opens an entry's line before its role: a bullet, the entry's dates (`03/2021`,
# `06.2020`, `2021-09`, `2021. március`) from and to, or from and a word (`dosud`, `present`),
# or since (`seit 10/2020`); then the words of the role before the mention, if any, none after
# a comma (`Werkstudent, später Junior-Ingenieur`: the mention may be its last word).
_ENTRY_DATE = r"(?:\d{1,2}[./])?\d{4}(?:[-./]\d{1,2})?\.?(?:[ \t]+[^\W\d_]+)?"
_ROLE_BEFORE = re.compile(
    rf"[ \t•*·-]*(?:(?:[^\W\d_]+[ \t]+)?{_ENTRY_DATE}"
    rf"(?:[ \t]*[–—-][ \t]*(?:{_ENTRY_DATE}|[^\W\d_]+))?[ \t,:]*)?"
    r"(?P<role>(?:[^\W\d_][\w-]*(?:[ \t]*[,/&][ \t]*|[ \t]+))*)\Z"
)
# A CV entry's dates opening its line, then at least two spaces or a tab before its text.
_ENTRY_OPENING = re.compile(
    rf"[ \t]*(?:[^\W\d_]+[ \t]+)?{_ENTRY_DATE}(?:[ \t]*[–—-][ \t]*(?:{_ENTRY_DATE}|[^\W\d_]+))?"
    r"(?:[ \t]{2,}|\t)"
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
def _job_words(lang: str) -> frozenset[str]:
    """The words of the language's (and English) job titles (`adviser` of `financial
    adviser`), lower-cased, of four letters or more."""
    return frozenset(
        word for title in professions(lang) for word in title.split() if len(word) >= 4
    )


def _public_institution_of_any(words: Sequence[str], lang: str) -> bool:
    """Whether `words` name a public institution of the document's language, or of another
    language the name is written in (`Magyar Nemzeti Bank`, `Česká advokátní komora` in an
    English text): a state's own institution keeps its name in every language. Another
    language's word tables are read only where its words for an institution's kind and its
    national level both stand in the name."""
    if _public_institution(words, lang):
        return True
    return any(
        _public_institution(words, other)
        for other in supported()
        if other != lang
        and any(public_institution_word(word, other) for word in words)
        and any(national_word(word, other) for word in words)
    )


def _public_institution(
    words: Sequence[str],
    lang: str,
    national: bool = True,
    written_lower: Callable[[str], bool] = lambda word: False,
) -> bool:
    """Whether `words` name a public institution by ordinary words only (`Supreme Court`,
    `Ministerstvo zahraničních věcí`, `Magyar Nemzeti Bank`, `Bundesverfassungsgericht`): a
    kind of institution (`public_institution_word`) a word makes the state's own or one above
    states (`national_word`), and around them words of the language that name no town nor a
    title (`Chief Inspector of the Ministry of Defence`, someone who holds an office). Such a
    name points at no one, and a careful writer keeps it. The language's own nationality may
    stand in it (a document in
    Czech says `Česká` already); another (`Romanian Government`) is replaced as it is alone,
    and a town (`Amtsgericht Köln`) as a place. One word the name lists know (`Rada`, a given
    name too) is someone's. Not `national`, the kind alone names one (`the District Court`,
    `the Government`, `Prosecutor's Office`): no word says which, so no one's data is in
    it; a town (`Brașov District Court`) still is. Where the name is the state's, a town's
    name that is also an ordinary word of the language is read as the word (`Central` of
    `European Central Bank`). By its kind alone, a capitalized word after a preposition of
    place is a town unless the text writes it in lower case too (`written_lower`)."""
    if not any(public_institution_word(word, lang) for word in words):
        return False
    if national and not any(
        national_word(word, lang) or own_nationality(word, lang) for word in words
    ):
        return False
    if not national:
        if not any(kind_alone_word(word, lang) for word in words):
            return False  # (`Handelsbanken`: a bank is the state's only with a national word)
        prepositions = get_language(lang).place_prepositions
        if any(
            before.lower() in prepositions and word[:1].isupper() and not written_lower(word)
            for before, word in pairwise(words)
        ):
            # (`Krajský soud v Ostravě`: a town, in a form no list knows; `Court of Appeal`
            # where the text writes `appeal` too is the court's function.)
            return False
    joined = " ".join(words)
    if any(country in joined for country in country_names(lang)):
        return False  # (`United Kingdom Government`: the country is replaced)
    if len(words) == 1 and _known(words, lang):
        return False
    titles = title_words(lang)
    for word in words:
        if public_institution_word(word, lang):
            break
        if word.casefold() in titles:
            return False  # an office's holder, named by the office (`Chief Inspector of`)
    towns, function_words = main_places(lang), stop_words(lang)
    for word in words:
        if word.lower() in function_words:
            continue  # (`of`, which is also a Turkish town)
        if public_institution_word(word, lang) or own_nationality(word, lang):
            continue
        if word.lower() in nationalities(lang):
            return False
        if _town(word, towns, lang) and not (national and _ordinary(word, lang)):
            return False
        if not (_ordinary(word, lang) or dictionary_word(word, lang) or compound_noun(word, lang)):
            return False
    return True


# A capitalized word, or a function word between two, of a name around a mention.
_NAME_WORD_AT = re.compile(r"[^\W\d_][\w'’-]*")
# The most words a name around a mention is looked for over, on each side.
_AROUND = 6


def _part_of_institution(span: str, words: Sequence[str], text: str, lang: str) -> bool:
    """Whether the mention's ordinary words stand, here or where the text writes them again,
    inside a public institution's name (`Human Rights` of `European Court of Human Rights`): a
    part of a name the text keeps, which no one's data hides in."""
    if not words or not all(_ordinary(word, lang) for word in words):
        return False
    function_words = stop_words(lang)
    for found in re.finditer(rf"(?<!\w){re.escape(span)}(?!\w)", text):
        # (Not over a line's start: `Romania` of the line before is no part of the name.)
        line = text.rfind("\n", 0, found.start()) + 1
        before = _NAME_WORD_AT.findall(text, max(line, found.start() - 60), found.start())
        after = _NAME_WORD_AT.findall(text, found.end(), found.end() + 60)
        name = list(words)
        for word in reversed(before[-_AROUND:]):
            if not (word[0].isupper() or word.lower() in function_words):
                break
            name.insert(0, word)
        for word in after[:_AROUND]:
            if not (word[0].isupper() or word.lower() in function_words):
                break
            name.append(word)
        while name and name[0].lower() in function_words:
            name.pop(0)
        while name and name[-1].lower() in function_words:
            name.pop()
        if len(name) > len(words) and _public_institution(name, lang):
            return True
    return False


def _town(word: str, towns: frozenset[str], lang: str) -> bool:
    """Whether `word` is a town's name, as written or in capitals, or in a declined form the
    language's dictionary reads as a place's (Polish `Gdańsku`)."""
    if word in towns or word.capitalize() in towns:
        return True
    dictionary = dictionary_for(lang)
    return dictionary is not None and word[:1].isupper() and dictionary.place_name(word)


# Roman numerals up to 39, of I, V and X only: a town's district (`Kolín IV`), a point of a
# judgment (`II.`); letters such as `CD` or `MC` are more often someone's initials.
_ROMAN = re.compile(r"X{0,3}(?:IX|IV|V?I{0,3})")


def _post_nominal(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a degree written after a name (`Ph.D.` of `Anna Bílková,
    Ph.D.`), with or without the full stop the mention's edge left outside."""
    span = mention.text_in(text)
    return bool(span) and span.rstrip(".") in post_nominals(lang)


def _institution_of_its_place(words: Sequence[str], text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention names only a kind of public institution, in ordinary words, right
    before a preposition of place and a capital (`Okresní soud v Kolíně`, `District Court in
    Brno`): which court it is, the place after it says, and that place is replaced; the kind
    of court tells the reader what happened and no one's data."""
    if not words or not all(_ordinary(word, lang) for word in words):
        return False
    if not any(public_institution_word(word, lang) for word in words):
        return False
    after = _PLACE_AFTER.match(text, mention.end)
    prepositions = get_language(lang).place_prepositions
    return after is not None and after.group(1).lower() in prepositions


_PLACE_AFTER = re.compile(rf"[ \u00a0]+(\w+)[ \u00a0]+[{UPPER}]")


def _title_alone(words: Sequence[str], lang: str) -> bool:
    """Whether the mention is one title of address of the language, one that says a
    person's gender and stands outside the name (`Pan`, `Frau`, `Mr`), and no family name
    too (not `Richter`): the name, where there is one, is the next word. An office alone
    (`the President`) is not: it points at the one who holds it."""
    if len(words) != 1 or words[0].capitalize() in family_names():
        return False
    language = get_language(lang)
    title = words[0].casefold()
    gendered = title in language.female_titles or title in language.male_titles
    return gendered and title in outer_titles(lang)


def _noun(word: str, text: str, start: int, lang: str) -> list[tuple[str, float]]:
    """The cues that `word` is an ordinary noun of a language that capitalizes its nouns:
    the dictionary knows it as one (or as a compound of ordinary words ending in one), it ends
    in a noun's suffix, a determiner stands before it (here or where the document writes it
    again). None where the dictionary does not
    know it: a suffix or an article alone stands before names too (`die Elbe`, `Marion`)."""
    language = get_language(lang)
    parts = word.split("-")
    if any(_inhabitant(part, lang) or part.lower() in demonyms(lang) for part in parts):
        return []  # `Argentinier`, `Deutsch-Kanadier`: a nationality
    reading = dictionary_noun(word, lang)
    # Inside a sentence a capital is a noun's or a name's, and the name lists speak for a
    # name (`Herr Vogel`); opening one, a family name the dictionary reads as a noun's form
    # (`Heinze sagte`) is as likely.
    inside = not _opens_sentence(text, start)
    if reading == "inflected":
        votes = [("noun", NOUN_INSIDE if inside else NOUN)]
    elif reading == "bare":
        votes = [("noun", NOUN_BARE + (NOUN_INSIDE - NOUN) * inside)]
    elif compound_of_nouns(word, lang):
        votes = [("compound_noun", COMPOUND)]
    else:
        return []
    if word.lower().endswith(language.noun_suffixes) and language.noun_suffixes:
        votes.append(("noun_suffix", NOUN_SUFFIX))
    # What stands before the word here or wherever else the document writes it: one word is
    # read one way in a document, so `– Klägerin –` is kept where `die Klägerin` is.
    befores = {
        _word_before(text, found.start()).lower()  # (`Die` opening a sentence)
        for found in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", text)
    } or {_word_before(text, start).lower()}
    if befores & (language.determiners | language.articles):
        votes.append(("after_determiner", AFTER_DETERMINER))
    elif any(_attribute(before, lang) for before in befores):
        votes.append(("after_attribute", AFTER_ATTRIBUTE))
    return votes


def _noun_read_as_a_name(word: str, text: str, start: int, lang: str) -> list[tuple[str, float]]:
    """The cues that one word the model calls a place or a person, in a language that
    capitalizes its nouns, is the noun the dictionary reads (`Die Kosten für`, `die
    Wasserkosten`, `der Mieterin`): an article or a determiner right before it, which a town's
    or a person's name does not take, and a reading as a noun (the dictionary's, a compound's,
    or the tables' word as written, with its capital: `Kosten`, which a place list and a
    family name list know too). None for a country (`die Schweiz`) or a people, nor for a
    known given or family name the tables do not list as a noun (`der Huber`, which southern
    German writes)."""
    language = get_language(lang)
    if _word_before(text, start).lower() not in language.determiners | language.articles:
        return []
    if word in country_names(lang) or _inhabitant(word, lang) or word.lower() in demonyms(lang):
        return []
    listed = word in common_words(lang)
    if (word in given_names() or word in family_names()) and not listed:
        return []
    if not (listed or dictionary_noun(word, lang) is not None or compound_of_nouns(word, lang)):
        return []
    votes = [("noun", NOUN_INSIDE), ("after_determiner", AFTER_DETERMINER)]
    return [*votes, ("ordinary", ORDINARY)] if listed else votes


def _attribute(word: str, lang: str) -> bool:
    """Whether `word` is a lower-case adjective, participle or ordinal with a case ending, as
    they stand before a noun (`alten`, `bleibende`, `zweiten`): a form the dictionary lists in
    lower case as one of another lower-case lemma (`alten` -> `alt`), no function word."""
    if not word.islower() or not word.endswith(_ATTRIBUTE_ENDINGS) or word in stop_words(lang):
        return False
    lemma = lower_case_lemma(word, lang)
    return lemma is not None and lemma != word


# The case endings of an adjective before its noun.
_ATTRIBUTE_ENDINGS = ("e", "en", "er", "em", "es")
# The endings of a noun for a people or a country's inhabitant, longest first: stripped, the
# stem makes the country's adjective (`Argentin-ier` and `argentin-isch`, `Israel-in`).
_INHABITANT_ENDINGS = tuple(
    sorted(
        {
            stem + ending
            for stem in ("ier", "er", "e", "")
            for ending in ("", "n", "in", "innen", "s")
            if stem + ending
        },
        key=len,
        reverse=True,
    )
)


def _inhabitant(word: str, lang: str) -> bool:
    """Whether `word` names a country's people, the adjective of its stem being one of the
    language's adjectives of places (`Argentinier`, `Israelin`): a nationality is personal
    data, the dictionary's noun no evidence against it."""
    lower = word.lower()
    adjectives = demonyms(lang)
    return any(
        lower[: -len(ending)] + "isch" in adjectives
        for ending in _INHABITANT_ENDINGS
        if lower.endswith(ending) and len(lower) - len(ending) >= 3
    )


# The cues the dictionary's common reading stands for or gives again: the word tables'
# `ordinary`, which it would otherwise count twice, and the sentence's start.
_COMMON_REPLACES = frozenset({"sentence_start", "ordinary"})
# Quotation marks that open a name (`„Uśmiech”`), and those that close one.
_OPENING_QUOTES = '„“«"'
_CLOSING_QUOTES = '”“»"'
# A new cell of a line set out in columns: a tab, or two spaces or more (`obecnie   Starszy`).
_CELL_START = re.compile(r"(?:\t|[ \u00a0]{2,})\Z")


def _common_words(
    words: Sequence[str], text: str, mention: Mention, lang: str
) -> list[tuple[str, float]]:
    """The cue that the mention's words are ordinary ones with a capital, in a language whose
    dictionary tells names from common words and which capitalizes names only (Polish:
    Morfeusz's SGJP gives given names, family names and places their class): every word but
    the function words is read only as a common word, none as a name, no acronym. Where the
    mention opens a sentence or a column of its line the capital is the sentence's
    (`Zgodnie z umową`, `Starszy programista`); inside a sentence a capital marks a name, but
    one headed by a common noun (`Wydział Chemii`, `Gabinetu Stomatologicznego`, `Panie
    Prezesie`) is a body's, a unit's or an office's, which points at no one; adjectives alone
    there (`Młodszy`) may be part of someone's name the dictionary does not list, and say less.
    None in quotation marks (`„Pod Lipą”`: a name given, as a firm's or a house's) or where
    the dictionary reads any word as a name (`Mazur`, also a family name) or does not know it."""
    dictionary = dictionary_for(lang)
    if dictionary is None or get_language(lang).nouns_capitalized or _quoted(text, mention):
        return []
    function_words = stop_words(lang)
    named = [word for word in words if word.lower() not in function_words]
    if not named or any(not (word.istitle() or word.islower()) for word in named):
        return []
    # (A word in lower case is read as if capitalized: SGJP gives `tomek` or `mazur` in lower
    # case only their common readings, while a chat writes names so too.)
    readings = [dictionary.common(word.capitalize()) for word in named]
    titles = {title.lower() for title in get_language(lang).person_titles}
    if (
        readings[0] is None
        and _word_before(text, mention.start).lower() in titles
        and dictionary.lemma(named[0]) in titles
    ):
        readings[0] = "noun"  # `Panie Doktorze`: a title, though SGJP lists `Doktor` too
    for i in range(len(named) - 1):
        if readings[i] is None and dictionary.common_head(named[i], named[i + 1]):
            readings[i] = "noun"  # `Szkoła Podstawowa`, though SGJP lists a family name `Szkoła`
    if any(reading is None for reading in readings):
        return []
    if _opens_sentence(text, mention.start):
        return [("sentence_start", SENTENCE_START), ("common_words", COMMON_OPENING)]
    if _CELL_START.search(text, max(0, mention.start - 4), mention.start):
        return [("column_start", SENTENCE_START), ("common_words", COMMON_OPENING)]
    if readings[0] == "noun":
        return [("common_noun", COMMON_NOUN_INSIDE)]
    return [("common_words", COMMON_INSIDE)]


def _formed_words(
    words: Sequence[str], text: str, mention: Mention, lang: str
) -> list[tuple[str, float]]:
    """The cue that two or more capitalized words inside a sentence are a body's name made of
    ordinary words only, where the language builds its words of others (Hungarian
    `Gazdaságtudományi Egyetem`, `Gyermekorvosi Rendelőintézetben`): one at least built so
    (`formed_reading`), the others ordinary, none a known name or place, a name's form
    (`Szegedi`, `Kovácsnak`) or an acronym. Such a name says what a body does and points at no
    one; the place in a body's name is a word of its own (`Budapesti`), replaced. One noun
    with a possessive ending is no name either (`Társaságukkal`, with your company). None in
    quotation marks (`„Prémium Csomag”`: a name given, as a product's)."""
    if lang not in FORMATIONS or mention.category not in (Category.OTHER, Category.ORGANIZATION):
        return []
    function_words = stop_words(lang)
    if len(words) == 1 and possessed_noun(words[0], lang) and not _quoted(text, mention):
        # (`Társaságukkal`, with your company: a letter's polite capital on a noun.)
        return [("possessed", COMMON_NOUN_INSIDE)]
    if len(words) == 1:
        # (One word of a body's name the recognizers cut at its `és`: `Munkaügyi` of
        # `Munkaügyi és Szociális Igazgatóság`: the whole name speaks.)
        words = _name_around(words, text, mention, lang)
    named = [word for word in words if word.lower() not in function_words]
    if len(named) < 2 or _quoted(text, mention) or _known(named, lang):
        return []
    if any(not word.istitle() or name_form(word, lang) for word in named):
        return []
    if any(town_of_adjective(word, lang) is not None for word in named):
        return []
    readings = [formed_reading(word, lang) for word in named]
    if all(reading is None for reading in readings):
        return []
    if not all(
        reading is not None or _ordinary(word, lang) or dictionary_word(word, lang)
        for word, reading in zip(named, readings, strict=True)
    ):
        return []
    return [("formed_words", COMMON_NOUN_INSIDE)]


def _name_around(words: Sequence[str], text: str, mention: Mention, lang: str) -> list[str]:
    """The mention's words with the capitalized words that follow it on its line after one of
    the language's words that join a list (`Munkaügyi` `és` `Szociális Igazgatóságon`): the
    rest of a body's name the recognizers cut at its `és`. The mention's words alone where
    none follow so."""
    end = text.find("\n", mention.end)
    after = _NAME_WORD_AT.findall(text, mention.end, len(text) if end < 0 else end)
    if len(after) < 2 or after[0].lower() not in get_language(lang).list_words:
        return list(words)
    if not text[mention.end :].lstrip().startswith(after[0]):
        return list(words)  # (a comma or a stop between: `Munkaügyi, és`)
    name = [*words, after[0]]
    for word in after[1:_AROUND]:
        if not word[0].isupper():
            break
        name.append(word)
    return name


def _quoted(text: str, mention: Mention) -> bool:
    """Whether the mention stands inside quotation marks opened on its line before it."""
    start = text.rfind("\n", 0, mention.start) + 1
    depth = 0
    for char in text[start : mention.start]:
        if char in _OPENING_QUOTES and (char not in _CLOSING_QUOTES or depth == 0):
            depth += 1
        elif char in _CLOSING_QUOTES and depth:
            depth -= 1
    return depth > 0


# The word before a mention, with the full stop an abbreviation ends in (`im.`).
_WORD_BEFORE = re.compile(r"(?<!\w)(\w+\.?)[ \u00a0]+\Z")


def _patron(text: str, mention: Mention, lang: str) -> bool:
    """Whether a person's name stands right after one of the language's words that name an
    institution after someone (Polish `im.`, `imienia`: `Uniwersytet im. Adama Mickiewicza`):
    the patron, a public figure whose name is part of the institution's, no one's data."""
    words = get_language(lang).patron_words
    if not words or mention.category is not Category.PERSON:
        return False
    found = _WORD_BEFORE.search(text, max(0, mention.start - 12), mention.start)
    if found is None or found.group(1).lower() not in words:
        return False
    # A family name the document also writes elsewhere, not after such a word, is someone's
    # there (a teacher named like the school's patron): kept here, it would show them.
    family = _WORD.findall(mention.text_in(text))[-1]
    dictionary = dictionary_for(lang)
    lemma = dictionary.lemma(family) if dictionary is not None else family.lower()
    for other in re.finditer(rf"(?<!\w){re.escape(family[:3])}\w*", text):
        if other.start() in range(mention.start, mention.end):
            continue
        same = dictionary.lemma(other.group()) if dictionary is not None else other.group()
        if same.lower() == lemma.lower() and not _after_patron_word(text, other.start(), words):
            return False
    return True


def _after_patron_word(text: str, position: int, words: frozenset[str]) -> bool:
    """Whether a patron word stands within the two words before `position`
    (`im. Janusza Korczaka`: the family name's given name between)."""
    before = text[max(0, position - 40) : position].split()
    return any(word.lower() in words for word in before[-3:])


def _ordinary(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary word of `lang` as written, in lower case or, for a word in
    capitals, capitalized (a German noun keeps its capital)."""
    return (
        ordinary(word, lang)
        or (word.isupper() and ordinary(word.capitalize(), lang))
        or elongated_ordinary(word, lang)
    )


def _next_word(text: str, position: int) -> str:
    """The word right after `position` (one space between), empty where none is."""
    found = _FOLLOWING.match(text, position)
    return found.group(1) if found else ""


def _word_before(text: str, position: int) -> str:
    """The word right before `position` (one space between), empty where none is."""
    found = _PRECEDING.search(text, max(0, position - 12), position)
    return found.group(1) if found else ""


def _short_line(text: str, position: int) -> tuple[int, int] | None:
    """The line `position` stands in, where it is no longer than a field name with its value
    or a heading (`_SHORT_LINE`); None in a paragraph. Looked for only that far, so a long
    document costs no more per mention than a short one."""
    start = text.rfind("\n", max(0, position - _SHORT_LINE), position) + 1
    if start == 0 and position > _SHORT_LINE:
        return None
    end = text.find("\n", position, position + _SHORT_LINE)
    if end < 0:
        end = len(text)
        if end - start > _SHORT_LINE:
            return None
    return start, end


def _label(text: str, mention: Mention) -> bool:
    """Whether the mention is (in) a field name: a few words without digits that open their
    line and end at a colon followed by a space or the line's end (`Subject:`, `Date of
    birth:`), not a time's colon (`10:15`). A bar or a bullet between fields opens a field
    as a line does (`Tel: 01423 558214 | Mobile: 07791 306 482`)."""
    line = _short_line(text, mention.start)
    if line is None:
        return False
    start, end = line
    separator = max(text.rfind(mark, start, mention.start) for mark in "|" + BULLETS)
    start = max(start, separator + 1)
    colon = text.find(":", mention.end, end)
    if colon < 0 or (colon + 1 < end and not text[colon + 1].isspace()):
        return False
    stretch = text[start:colon]
    if text[start : mention.start].strip(" \t-•*") != "" or any(c.isdigit() for c in stretch):
        return False
    return len(stretch.split()) <= _LABEL_WORDS


def _value_after_colon(
    text: str, mention: Mention, following: Sequence[Mention], lang: str
) -> bool:
    """Whether a value found by its shape (a date, a phone number, an address) follows the
    field name's colon with only spaces between, or only a weekday (`Date: Mon, 15 Mar`)."""
    position = text.find(":", mention.end) + 1
    for value in following:
        if text[position : value.start].strip(" \t,") != "":
            return False
        if value.category in _VALUES:
            return True
        if not calendar_word(value.text_in(text), lang):
            return False
        position = value.end
    return False


def _heading(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention stands in a heading: a short line written in capitals, without
    digits (`THE FACTS`, `EXPERIENCE`). A comma in it lists topics (`DIVORCE, CUSTODY`)
    only where every word is an ordinary word of the language: a name in capitals is
    written with one (`NOVÁK, JAN`)."""
    found = _short_line(text, mention.start)
    if found is None:
        return False
    line = text[slice(*found)].strip()
    letters = [char for char in line if char.isalpha()]
    return (
        line[:1].isalpha()
        and ("," not in line or all(_ordinary(word, lang) for word in _WORD.findall(line)))
        and len(letters) > 3
        and all(char.isupper() for char in letters)
        and not any(char.isdigit() for char in line)
        and len(line.split()) <= _HEADING_WORDS
    )


def _line_alone(text: str, mention: Mention) -> bool:
    """Whether the mention fills its line alone, or a step of a line of steps (a forum's
    path, `Forum › Bydlení a rodina › Olomouc`, where it may also open a step whose other
    words are in lower case: `Boende & familj`), in a few words of letters only, not in
    capitals (`Skills`, `Work experience`, `Dovednosti`): a section's heading, or a name
    signing a letter, which a known name tells apart."""
    found = _short_line(text, mention.start)
    if found is None:
        return False
    line = text[slice(*found)]
    span = mention.text_in(text)
    if _STEP.search(line):
        # (On a path's line a label's colon parts a step too: `Diskuze: Bydlení a rodina`.)
        steps = [step.strip() for step in _STEP_OR_LABEL.split(line)]
        opened = [step for step in steps if step.startswith(span + " ")]
        whole = span in steps or any(step[len(span) :].islower() for step in opened)
        step = next((step for step in steps if step == span), opened[0] if opened else span)
    else:
        whole, step = line.strip() == span, span
    words = [word for word in step.split() if word != "&"]
    return (
        whole
        and len(words) <= _LINE_WORDS
        and all(word.replace("-", "").isalpha() for word in words)
    )


# What parts the steps of a forum's or a site's path (`Forum › Wohnen & Familie › Umzug`).
_STEP = re.compile(r"[ \t]+[›»>][ \t]+")
_STEP_OR_LABEL = re.compile(r"[ \t]+[›»>][ \t]+|:[ \t]+")


def _opens_sentence(text: str, position: int) -> bool:
    """Whether only spaces, quotes or dashes stand between `position` and the text's or a
    line's start, the end of a sentence, a colon, a bullet (`Art 8 • Lack of diligence`) or
    a list's letter or number in brackets opening the line (`(i) Substantive limb`), where a
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
    if i < 0 or text[i] in ".!?\n:" + BULLETS:
        return True
    line_start = text.rfind("\n", max(0, position - _SHORT_LINE), position) + 1
    return _ENTRY_OPENING.fullmatch(text, line_start, position) is not None


# A list's letter, number or Roman numeral in brackets at a line's start (`(b)`, `ii)`).
_LINE_ENUMERATOR = re.compile(r"[ \t]*\(?(?:\d{1,3}|[^\W\d_]|[ivxlc]{1,6}|[IVXLC]{1,6})\)")


def _word_classes(analysis: Analysis, mention: Mention) -> list[str] | None:
    """The parts of speech the language's pipeline gave the mention's words, where every one
    is a class no name has (`Bydliště` NOUN, `Posílám` VERB); None where the pipeline tags
    none or a word is a proper noun."""
    doc = analysis.doc
    if doc is None or not doc.has_annotation("POS"):
        return None
    span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
    if span is None:
        return None
    tags = [token.pos_ for token in span if not token.is_space and not token.is_punct]
    if not tags or not all(tag in _NO_NAME_CLASSES for tag in tags):
        return None
    return list(dict.fromkeys(tags))


def _lower_case(words: Sequence[str], mention: Mention, lang: str) -> bool:
    """Whether the mention's words are all in lower case, a model's reading (a term a rule
    lists in lower case is what the rule says it is), not copied from a name the text writes
    elsewhere, and no nickname (`ondro`): no capital says a name."""
    return (
        all(word.islower() for word in words)
        and mention.source == "ner"
        and mention.attrs.propagated_from is None
        and not any(nickname_reading(lang, word) for word in words)
    )


def _no_name_type(analysis: Analysis, mention: Mention) -> bool:
    """Whether the language's tagger marks the names it reads with their type (the Czech
    pipeline, trained on PDT: `NameType=Giv`, `Geo` ...) and gave none to the mention's
    words: a tagger that knows names read them as common words (`Syn má astma`). Not for a
    word with a capital inside (`LenkaZHavirova`), a user's name however it is tagged."""
    doc = analysis.doc
    if doc is None or not any(token.morph.get(_NAME_TYPE) for token in doc):
        return False
    span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
    return (
        span is not None
        and not any(token.text[1:] != token.text[1:].lower() for token in span)
        and not any(token.morph.get(_NAME_TYPE) for token in span)
    )


_NAME_TYPE = "NameType"


def _known(words: Sequence[str], lang: str) -> bool:
    """Whether a word (or its capitalized form) is a known given or family name or place."""
    forms = [form for word in words for form in (word, word.capitalize())]
    return any(f in given_names() or f in family_names() or f in places(lang) for f in forms)


def _against(
    words: Sequence[str], lang: str, mention: Mention, vouching: bool = True
) -> tuple[str, float] | None:
    """The strongest cue for a name: a title or initials around the mention (where they
    vouch: not a degree before its subject), a word known as someone's given or family name
    (in capitals too), or as a place."""
    if vouching and mention.attrs.context:
        return ("vouched", VOUCHED)
    forms = [form for word in words for form in (word, word.capitalize())]
    if any(form in given_names() or form in family_names() for form in forms):
        return ("known_name", KNOWN_NAME)
    if any(form in places(lang) for form in forms):
        return ("known_place", KNOWN_PLACE)
    if any(name_form(word, lang) for word in words):
        # (`Szegeden`: a place's case, which the word tables may also list as a word's.)
        return ("name_form", KNOWN_NAME)
    return None


@cache
def _legal_words(lang: str) -> re.Pattern[str] | None:
    """The language's words that number a law's parts (`Language.legal_references`)."""
    words = get_language(lang).legal_references
    return re.compile("|".join(words), re.IGNORECASE) if words else None


def _legal_reference(text: str, mention: Mention, lang: str) -> bool:
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
    # The words before, back over other numbers of a list (`Articles 44 and 45`).
    for token in reversed(
        _REFERENCE_TOKEN.findall(text, max(0, mention.start - 40), mention.start)
    ):
        if pattern.fullmatch(token):
            return True
        if not (_PART_NUMBER.fullmatch(token) or token in lists):
            break
    after = _REFERENCE_AFTER.match(text, mention.end, mention.end + 24)
    return after is not None and pattern.fullmatch(after.group(1)) is not None


def _law_word(word: str, lang: str) -> bool:
    """Whether `word` may be a word of a law's name (`of`, `the`, `Convention`, `Listiny`):
    a function word, or an ordinary word of the language that no name list knows."""
    if word.lower() in stop_words(lang):
        return True
    return not word.isdigit() and ordinary(word, lang) and not known_name(word, lang)


def _counsel(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is the profession of someone's representative, written as theirs
    (`the applicant's lawyer`, `his lawyer`, `jeho advokát`, `seinem Rechtsanwalt`): the role
    the case gives them, which the text needs to be read, and no fact about who the party is;
    the representative's name is replaced. A lawyer no one has (a CV's job, `a lawyer at`)
    is a profession, replaced."""
    language = get_language(lang)
    span = mention.text_in(text)
    if not any(re.fullmatch(word, span, re.IGNORECASE) for word in language.counsel_words):
        return False
    if _OWNER_BEFORE.search(text, max(0, mention.start - 4), mention.start):
        return True  # (`the applicant's lawyer`, `the applicants' lawyer`)
    return _word_before(text, mention.start).lower() in language.counsel_possessives


# The owner's `'s` (or a plural's `'`) right before a word.
_OWNER_BEFORE = re.compile(r"\w['’]s?[ \u00a0]\Z")


def _case_report_mark(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a court's mark in square brackets in a case's citation, before
    the case's number (`[GC]` of `Gäfgen v. Germany [GC], no. 22978/05`, the Grand Chamber): a
    few capitals that say which formation decided, no one's initials."""
    span = mention.text_in(text)
    if not (span.isalpha() and span.isupper() and len(span) <= _ACRONYM + 1):
        return False
    if text[mention.start - 1 : mention.start] != "[" or text[mention.end : mention.end + 1] != "]":
        return False
    numbers = get_language(lang).number_nouns
    after = _CASE_NUMBER_AFTER.match(text, mention.end + 1)
    # (`nos.` before several numbers.)
    return after is not None and any(
        re.fullmatch(rf"(?:{n})s?", after.group(1), re.IGNORECASE) for n in numbers
    )


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


def _law_name(text: str, mention: Mention, lang: str) -> bool:
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
    words = _WORD.findall(mention.text_in(text))
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
    for token in reversed(tokens[-_REFERENCE_TOKENS:]):
        if pattern.fullmatch(token):
            legal = True
        elif _PART_NUMBER.fullmatch(token) or (len(token) == 1 and token.islower()):
            numbered = numbered or token[0].isdigit()
        elif token not in lists:  # (`§§ 81-90 and 114-23, ECHR 2015`)
            break
    return legal and numbered


# The most words of a reference before a law's name (`§§ 81-90 and 114-23`).
_REFERENCE_TOKENS = 8


def _after_definite_article(
    core: Sequence[str], words: Sequence[str], text: str, mention: Mention, lang: str
) -> bool:
    """Whether the mention is one capitalized ordinary word after a definite article, in the
    mention or before it (`the Court`, `the Government’s`, Hungarian `a Bíróság`): the body a
    decision names by its common noun. Not an office (`the President`, `the Judge`), which
    points at the one who holds it, nor a word in capitals (an acronym), nor a known name or
    place (`the Arena`). Only where the document also writes the word in lower case, as
    the common noun it is (`the court`, `a court`): a word only ever capitalized is the
    name of one thing (`the Galleries`, a shopping centre). Where the text writes the word
    after its article elsewhere, the article need not stand here (`by State agents`)."""
    language = get_language(lang)
    if len(core) != 1 or not language.definite_articles:
        return False
    word = core[0]
    if not word[:1].isupper() or word.isupper() or word.casefold() in title_words(lang):
        return False
    article = words[0] if words[0] is not word else _word_before(text, mention.start)
    if not _ordinary(word, lang) or _known([word], lang):
        return False
    if article.lower() not in language.definite_articles and not (
        # The body named so elsewhere in the text, here without its article (`by State
        # agents`, `the respondent State`): one word is read one way in a document.
        words[0] is word and _after_article_elsewhere(word, text, language.definite_articles)
    ):
        return False
    return re.search(rf"(?<!\w){re.escape(word.lower())}(?!\w)", text) is not None


def _lower_in(word: str, text: str) -> bool:
    """Whether `text` writes `word` in lower case somewhere (`appeal` of `Court of Appeal`)."""
    return re.search(rf"(?<!\w){re.escape(word.lower())}(?!\w)", text) is not None


def _after_article_elsewhere(word: str, text: str, articles: frozenset[str]) -> bool:
    """Whether the text writes `word`, capitalized as it is, right after a definite article
    somewhere (`the State`)."""
    return any(
        _word_before(text, found.start()).lower() in articles
        for found in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", text)
    )


def _degree_subject(core: Sequence[str], text: str, mention: Mention, analysis: Analysis) -> bool:
    """Whether the mention is a field of study beside its degree (`BSc Mathematics`, `Mgr.
    Právo`, Hungarian `Matematika BSc`): a degree in it or right before it, and the other
    words (at most three) ordinary words of the language (or its dictionary's nouns, where
    nouns are capitalized: `Mathematik`) that no name list, no dictionary's
    surname reading and no tagger's proper noun claims."""
    lang = analysis.lang
    # (A word that introduces a field of study, `obor Informatika`, stands where a degree does.)
    degrees = _DEGREES | get_language(lang).degrees | study_words(lang)
    subject = [word for word in core if word.casefold() not in degrees]
    if any(len(word) < 2 or word.isupper() for word in subject):
        return False  # initials (`S.D.`) or an acronym: a name's
    before = _DEGREE_BEFORE.search(text, max(0, mention.start - 12), mention.start)
    beside = before is not None and before.group(1).casefold() in degrees
    if not subject or len(subject) > _LINE_WORDS or (len(subject) == len(core) and not beside):
        return False
    if _known(subject, lang) or any(family_name_reading(word, lang) for word in subject):
        return False
    if not all(
        _ordinary(word, lang) or dictionary_word(word, lang) or dictionary_noun(word, lang)
        for word in subject
    ):
        return False
    doc = analysis.doc
    return (
        doc is None or not doc.has_annotation("POS") or _word_classes(analysis, mention) is not None
    )
