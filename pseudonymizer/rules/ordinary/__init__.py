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
Each family of cues is a module of its own: `layout` (field names, headings, lines alone,
enumerators, mail prefixes), `vocabulary` (function words, titles, platforms, currencies),
`capitals` (what a capital on ordinary words says), `activities` (a pastime opening a
sentence: `Rugby on Saturdays`), `nouns` (the nouns of a language that
capitalizes them), `institutions`, `initials` (a body's or a term's: `ZUS`), `schools`,
`legal`, `cv` and `roles`; they read the text through `text` (where a mention stands),
`lexical` (what the word tables know) and `tags` (the tagger's classes), and weigh with
`weights`. Here the cues are gathered, in the order in which
one decides before the others.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.acronyms import service_acronym
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.demonyms import language_name
from pseudonymizer.lexicon.designations import (
    designation,
    lettered_numeral,
    model_number,
    product_model,
    road_number,
)
from pseudonymizer.lexicon.floors import floor_ordinal
from pseudonymizer.lexicon.holidays import holiday
from pseudonymizer.lexicon.laws import in_law_citation
from pseudonymizer.lexicon.medicines import medicine
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import interjection_before_name
from pseudonymizer.lexicon.numerals import spelled_number
from pseudonymizer.lexicon.phone_words import phone_word
from pseudonymizer.lexicon.places import own_towns
from pseudonymizer.lexicon.professions import addressed_by_noun
from pseudonymizer.lexicon.skills import software
from pseudonymizer.lexicon.states import own_state, own_state_names_in
from pseudonymizer.lexicon.substitutes import local_family_name, local_given_name
from pseudonymizer.lexicon.vehicles import vehicle_model
from pseudonymizer.lexicon.vocabulary import dictionary_word, latin_phrase, laughter, stop_words
from pseudonymizer.lexicon.wines import wine_name
from pseudonymizer.lexicon.word_forms import formed_reading
from pseudonymizer.model import Evidence, Mention, Status
from pseudonymizer.rules.ordinary.activities import activity_cues
from pseudonymizer.rules.ordinary.capitals import (
    attributive_opening,
    before_its_noun,
    before_subject,
    capitalized_common,
    capitalized_formed,
    capitalized_listed_form,
    foreign_name_opening,
    hyphened_compound,
    interjection_opening,
    lower_case,
    lower_hyphened,
    modifies_noun,
    named_thing,
    opening_word,
    shouted_words,
    tagged_common,
)
from pseudonymizer.rules.ordinary.cv import (
    degree_subject,
    language_list,
    qualification,
    skill,
    spoken_language,
    standard_number,
    subject_list,
)
from pseudonymizer.rules.ordinary.durations import interval, time_limit
from pseudonymizer.rules.ordinary.initials import initials_cues, spells_out_initials
from pseudonymizer.rules.ordinary.institutions import (
    adjective_before_unit,
    after_definite_article,
    before_its_kind,
    body_by_what_it_does,
    defined_term,
    institution_gloss,
    institution_of_its_place,
    kind_noun_in_lower_case,
    lower_in,
    monarch,
    named_public_body,
    organization_by_kind,
    owns_next_word,
    part_of_institution,
    patron,
    public_institution,
    public_institution_of_any,
    saint_named,
    town_adjective_named_alone,
    unit_by_definite_noun,
    unit_noun,
    without_crown,
    words_that_may_name_someone,
)
from pseudonymizer.rules.ordinary.layout import (
    ROMAN,
    abbreviated_label,
    bracketed_label,
    chat_title,
    coded_label,
    enumerator,
    field_label,
    heading,
    heading_colon,
    in_form,
    in_ordinary_field,
    line_alone,
    mail_prefix,
    number_label,
    numbered_label,
    path_step,
    speaker_code,
    value_after_colon,
)
from pseudonymizer.rules.ordinary.legal import (
    case_report_mark,
    case_role,
    cited_case,
    compound_law,
    counsel,
    court_decision,
    jurisdiction,
    law_name,
    law_report,
    legal_form_alone,
    legal_reference,
    legal_term,
    listed_statute,
    neutral_citation,
    party_role,
    quoted_law,
    role_phrase,
    statute_abbreviation,
    textbook,
    titled_act,
)
from pseudonymizer.rules.ordinary.lexical import (
    ACRONYM,
    NAMES,
    cue_for_a_name,
    known,
    ordinary_as_written,
    ordinary_written,
)
from pseudonymizer.rules.ordinary.nouns import (
    adjective_name,
    instrument_noun,
    noun_cues,
    noun_read_as_a_name,
    truncated_compound,
)
from pseudonymizer.rules.ordinary.roles import (
    apposition,
    field_of_office,
    office,
    role,
    role_title,
    sought_profession,
)
from pseudonymizer.rules.ordinary.schools import namesake, school
from pseudonymizer.rules.ordinary.tags import no_name_type, qualified_noun, word_classes
from pseudonymizer.rules.ordinary.text import (
    WORD,
    next_word,
    opens_sentence,
    short_line,
    well_capitalized,
    word_before,
)
from pseudonymizer.rules.ordinary.vocabulary import (
    abbreviation_after_word,
    abbreviation_phrase,
    bank_code,
    calendar_run,
    chat_abbreviation,
    currency,
    function_words_only,
    kin_alone,
    kin_word,
    measure_unit,
    own_language,
    platforms,
    plural_noun,
    post_nominal,
    service_site,
    title_alone,
    titles_before_a_name,
    venue_kind_alone,
    water_by_shore,
)
from pseudonymizer.rules.ordinary.weights import (
    AFTER_ARTICLE,
    AFTER_DEFINITE_ARTICLE,
    APPOSITION,
    BANK_CODE,
    BEFORE_OBJECT,
    BEFORE_SUBJECT,
    BRACKETED_LABEL,
    CALENDAR,
    CHAT_ABBREVIATION,
    CHAT_TITLE,
    CITED_CASE,
    CODED_LABEL,
    COUNSEL,
    CURRENCY,
    DEFINED_TERM,
    DEGREE_SUBJECT,
    DESIGNATION,
    ENUMERATOR,
    FLOOR,
    FUNCTION_WORDS,
    HEADING,
    HEADING_LINE,
    HEADING_WORD,
    HOLIDAY,
    IN_FORM,
    INITIALS_SPELLED_OUT,
    INSTITUTION_BY_KIND,
    INSTITUTION_KIND,
    INSTITUTION_PART,
    INTERJECTION,
    KIN,
    LABEL,
    LABEL_ABBREVIATED,
    LABEL_OF_VALUE,
    LANGUAGE_LIST,
    LATIN,
    LEGAL_REFERENCE,
    LOWER_CASE,
    LOWER_HYPHENED,
    MAIL_PREFIX,
    MEASURE,
    NO_NAME_TYPE,
    NOUN,
    NOUN_INSIDE,
    NOUN_MODIFIER,
    NOUN_SUFFIX,
    NUMBER_LABEL,
    NUMERAL,
    ORDINARY,
    OWN_LANGUAGE,
    PARTY_ROLE,
    PATH_STEP,
    PATRON,
    PLATFORM,
    PLURAL_NOUN,
    PRODUCT,
    PUBLIC_INSTITUTION,
    QUALIFICATION,
    QUALIFIES_NOUN,
    QUOTED_LAW,
    ROLE,
    ROLE_TITLE,
    SAINT,
    SCHOOL,
    SENTENCE_START,
    SERVICE_ACRONYM,
    SERVICE_SITE,
    SHOUTED,
    SOFTWARE,
    SPEAKER_CODE,
    TIME_LIMIT,
    TITLE,
    TRUNCATED_COMPOUND,
    VOUCHED,
    WATER,
    WORD_CLASS,
)

# What a model reads a language's name as (`learning Tamil` a person, `speaks Urdu` a town).
_LANGUAGE_READINGS = frozenset({*NAMES, Category.DEMOGRAPHIC})
# A word and the words a hyphen joins to it (`WhatsApp-Nachricht`).
_COMPOUND = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")

if TYPE_CHECKING:
    from pseudonymizer.analyze import Analysis

SOURCE = "language"
# The cue of a public institution named by ordinary words (`Supreme Court`).
INSTITUTION = "public_institution"
# The cues of a public body, which `detect` writes though it is kept: by its ordinary words,
# and by initials the language writes widely (`ZUS`) or the text spells out.
_BODIES = frozenset(
    {INSTITUTION, "initials_widely", "initials_spelled_out", "spells_out_initials"}
    | {"initials_of_a_body"}
)
# The categories of names (`NAMES`), and a nationality a model read into a programme's name
# (`Erasmus`).
_QUALIFIED = NAMES | {Category.DEMOGRAPHIC}
# The categories a vehicle's maker and model are read as: names, and a number (`i30`).
_MODEL_PARTS = NAMES | {Category.ID}
# The categories a body's name is read as: the body, the site it works at, or a thing of
# no one's the model took it for (`Guaranteed Standards Scheme`, a work to the model).
_BODIES_OR_SITES = frozenset({Category.ORGANIZATION, Category.LOCATION, Category.OTHER})
# The categories a product's maker and line is read as (`Nikon Z`): a thing's name, or a
# firm's; a place or a person before a code is an address's or a person's.
_PRODUCTS = frozenset({Category.OTHER, Category.ORGANIZATION})
# The cues the dictionary's common reading stands for or gives again: the word tables'
# `ordinary`, which it would otherwise count twice, and the sentence's start.
_COMMON_REPLACES = frozenset({"sentence_start", "ordinary"})
# The categories a place's or a body's name opening with an adjective is read as (`Wilden
# Kaiser`): a firm's, which may be a small employer's, is left to the firm's own cues.
_ADJECTIVE_NAMED = frozenset({Category.OTHER, Category.LOCATION, Category.PERSON})


def _heading_compound(word: str, lang: str) -> list[tuple[str, float]]:
    """The compound's cue of one word a heading holds alone (`opening_word`'s `compound`):
    a noun of ordinary words joined, which no table lists; no other cue of a sentence's
    opening word, as a heading is no sentence (a name alone on its line, a signature,
    stays one)."""
    return [cue for cue in opening_word(word, lang) if cue[0] == "compound"]


def _heading_word(word: str, text: str, mention: Mention, lang: str) -> list[tuple[str, float]]:
    """The cue that a heading's word in capitals beside others on its line is the ordinary
    word it spells (`DOM`, a judgment, beside its court: `TINGSRÄTT DOM`): the capitals are
    the line's. None where the language's own lists know it as a name or a town (`SVEA`,
    `LUND`); a name only other languages' lists hold (`Dom`) says nothing here."""
    line = short_line(text, mention.start)
    if line is None or len(WORD.findall(text[slice(*line)])) < 2 or not word.isupper():
        return []
    name = word.capitalize()
    locale = get_language(lang).names_locale
    if local_given_name(name, locale) or local_family_name(name, locale):
        return []
    if name in own_towns(lang) or not ordinary_as_written(word.lower(), lang):
        return []
    return [("heading_word", HEADING_WORD)]


# The cues of a body named by its kind, whose kind noun, nationality and region's words (`North
# West Ambulance Service`) no name list speaks for.
_BODY_BY_KIND = frozenset({"organization_by_kind", "body_by_kind", "institution_by_kind"})


def _numbered_part(words: Sequence[str], lang: str) -> bool:
    """Whether `words` are an ordinary noun and a Roman numeral, a document's part by its
    number (`Výrok III` of a judgment, `Část II`): no one's, though the noun opens a sentence
    and the numeral is no word. A king's (`Karel IV`) opens with a given name."""
    return (
        len(words) == 2
        and ROMAN.fullmatch(words[1]) is not None
        and words[0] not in given_names()
        and ordinary_as_written(words[0], lang)
    )


def _own_state_named(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is one of the other names of the document's own state, or holds
    one and ordinary words only besides (`Konstytucją RP`: the state's constitution)."""
    names = own_state_names_in(text, mention.start, mention.end, lang)
    if not names:
        return False
    rest = list(text[mention.start : mention.end])
    for start, end in names:
        for offset in range(max(start, mention.start), min(end, mention.end)):
            rest[offset - mention.start] = " "
    return all(ordinary_as_written(word, lang) for word in WORD.findall("".join(rest)))


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
    if enumerator(text, mention, analysis.lang):
        return (Evidence(SOURCE, ENUMERATOR, "enumerator"),)
    if currency(text, mention, analysis.lang):
        return (Evidence(SOURCE, CURRENCY, "currency"),)
    if mention.category in NAMES and measure_unit(text, mention, analysis.lang):
        return (Evidence(SOURCE, MEASURE, "measure_unit"),)
    if mention.category in NAMES and bank_code(text, mention):
        return (Evidence(SOURCE, BANK_CODE, "bank_code"),)
    if mention.category is not Category.STREET_NUMBER and floor_ordinal(
        mention.text_in(text), text, mention.end, analysis.lang
    ):
        return (Evidence(SOURCE, FLOOR, "floor"),)
    if law_report(text, mention):
        # (`2 All` of `[2015] 2 All ER 805`, read as an amount: the report's volume.)
        return (Evidence(SOURCE, LEGAL_REFERENCE, "law_report"),)
    if mention.attrs.kind == "amount":
        return ()
    if mention.category in NAMES and legal_form_alone(text, mention, analysis.lang):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "legal_form"),)
    lang = analysis.lang
    if mention.category in NAMES and number_label(text, mention, lang):
        return (Evidence(SOURCE, NUMBER_LABEL, "number_label"),)
    if language_list(text, mention, lang):
        return (Evidence(SOURCE, LANGUAGE_LIST, "language_list"),)
    if mention.category is Category.DEMOGRAPHIC and spoken_language(text, mention, lang):
        return (Evidence(SOURCE, LANGUAGE_LIST, "spoken_language"),)
    if mention.category in _QUALIFIED and software(mention.text_in(text)):
        return (Evidence(SOURCE, SOFTWARE, "software"),)
    if mention.category in _MODEL_PARTS and vehicle_model(text, mention.start, mention.end, lang):
        # (`Škoda Octavia Combi`, `VW Passat TDI`: a car sold by the hundred thousand.)
        return (Evidence(SOURCE, PRODUCT, "vehicle_model"),)
    if mention.category in NAMES and designation(mention.text_in(text)):
        return (Evidence(SOURCE, DESIGNATION, "designation"),)
    if mention.category in NAMES and wine_name(mention.text_in(text), lang):
        # (`Tokaji Furmint`, `Egri Bikavér`: a wine by its place and grape, no one's place.)
        return (Evidence(SOURCE, DESIGNATION, "wine"),)
    if mention.category in NAMES and road_number(text, mention.start, mention.end, lang):
        return (Evidence(SOURCE, DESIGNATION, "road_number"),)
    if mention.category in _PRODUCTS and product_model(text, mention.start, mention.end):
        return (Evidence(SOURCE, DESIGNATION, "product_model"),)
    if mention.category in NAMES and model_number(text, mention.start, mention.end):
        return (Evidence(SOURCE, DESIGNATION, "model_number"),)
    if standard_number(text, mention):
        return (Evidence(SOURCE, QUALIFICATION, "standard"),)
    # (A number the document writes elsewhere as someone's data, a house number propagated
    # to `6 §`, stays replaced: left standing here it would show that data.)
    propagated = mention.attrs.propagated_from is not None and mention.category not in NAMES
    if not propagated and legal_reference(text, mention, lang):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "legal_reference"),)
    if law_name(text, mention, lang):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "law_name"),)
    if statute_abbreviation(text, mention, lang) or listed_statute(text, mention, lang):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "statute_abbreviation"),)
    if titled_act(text, mention, lang):
        # (`the Anti-social Behaviour Act 2003`: a statute and its year, both the law's.)
        return (Evidence(SOURCE, LEGAL_REFERENCE, "titled_act"),)
    if mention.category in NAMES and compound_law(text, mention, lang):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "compound_law"),)
    if not propagated and in_law_citation(text, mention.start, mention.end, lang):
        # (`Law` of `Law no. 218/2002`, `Sb.` of `č. 89/2012 Sb.`, `(RODO)`: a law, public.)
        return (Evidence(SOURCE, LEGAL_REFERENCE, "law_citation"),)
    if mention.category in NAMES and jurisdiction(text, mention, lang):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "jurisdiction"),)
    if mention.category in NAMES and named_public_body(text, mention, lang):
        return (Evidence(SOURCE, PUBLIC_INSTITUTION, INSTITUTION),)
    if mention.category in NAMES and legal_term(text, mention, lang):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "legal_term"),)
    if (mention.category in NAMES or mention.category is Category.PROFESSION) and party_role(
        text, mention, lang
    ):
        # (A job's list holds a contract's party too: Czech `kupující`, a buyer.)
        return (Evidence(SOURCE, PARTY_ROLE, "party_role"),)
    if mention.category in NAMES and role_phrase(text, mention, lang):
        return (Evidence(SOURCE, PARTY_ROLE, "role_phrase"),)
    if case_report_mark(text, mention, lang):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "case_report_mark"),)
    cited_year = mention.category is Category.DATE  # (`2018` of `[2018] EWHC 2114`)
    if (mention.category in NAMES or cited_year) and neutral_citation(text, mention):
        return (Evidence(SOURCE, LEGAL_REFERENCE, "neutral_citation"),)
    if time_limit(text, mention, lang):
        return (Evidence(SOURCE, TIME_LIMIT, "time_limit"),)
    if interval(text, mention, lang):
        return (Evidence(SOURCE, TIME_LIMIT, "interval"),)
    if cited_case(text, mention, lang):
        return (Evidence(SOURCE, CITED_CASE, "cited_case"),)
    if textbook(text, mention, lang):
        # (`Chitty` of `Chitty on Contracts (33rd edn, 2018)`, and its year: a cited work.)
        return (Evidence(SOURCE, CITED_CASE, "textbook"),)
    if court_decision(text, mention, lang):
        # (`VII ZR 155/10`, `12.3.2015` of `BGH, Urteil vom 12.3.2015 – VII ZR 155/10`.)
        return (Evidence(SOURCE, CITED_CASE, "court_decision"),)
    if mention.category in NAMES and not mention.attrs.context and quoted_law(text, mention, lang):
        return (Evidence(SOURCE, QUOTED_LAW, "quoted_law"),)
    if mention.category is Category.PROFESSION and counsel(text, mention, lang):
        return (Evidence(SOURCE, COUNSEL, "counsel"),)
    if mention.category is Category.PROFESSION and case_role(text, mention, preceding, lang):
        return (Evidence(SOURCE, COUNSEL, "case_role"),)
    if mention.category is Category.PROFESSION and sought_profession(text, mention, lang):
        return (Evidence(SOURCE, COUNSEL, "sought_profession"),)
    # (A CV's lines after the law's: a regulation's title is no qualification.)
    if mention.category in _QUALIFIED and skill(text, mention, lang):
        return (Evidence(SOURCE, SOFTWARE, "skills_line"),)
    if mention.category in _QUALIFIED and qualification(text, mention, lang):
        return (Evidence(SOURCE, QUALIFICATION, "qualification"),)
    if mention.category in _QUALIFIED and subject_list(text, mention, lang):
        # (A language among the subjects a model read as a nationality: `Irish (B)`.)
        return (Evidence(SOURCE, QUALIFICATION, "subject_list"),)
    if mention.category in NAMES and school(text, mention, lang):
        return (Evidence(SOURCE, SCHOOL, "school"),)
    if mention.category in NAMES and namesake(text, mention, lang):
        return (Evidence(SOURCE, SCHOOL, "namesake"),)
    if mention.category in NAMES and role_title(text, mention, lang):
        return (Evidence(SOURCE, ROLE_TITLE, "role_title"),)
    if mention.category is Category.PROFESSION and office(text, mention, lang):
        return (Evidence(SOURCE, ROLE_TITLE, "office"),)
    if mention.category is Category.ORGANIZATION and field_of_office(text, mention, lang):
        return (Evidence(SOURCE, ROLE_TITLE, "field_of_office"),)
    if mention.category is Category.PROFESSION and field_label(text, mention):
        # (Polish `Data:` read as a profession, a data analyst's: a header's field name
        # before its value or among other fields is no one's job.)
        if value_after_colon(text, mention, following, lang):
            return (
                Evidence(SOURCE, LABEL, "label"),
                Evidence(SOURCE, LABEL_OF_VALUE, "label_of_value"),
            )
        if in_form(text, mention, lang):
            return (Evidence(SOURCE, LABEL, "label"), Evidence(SOURCE, IN_FORM, "in_form"))
    if (
        mention.category is Category.STREET
        and phone_word(mention.text_in(text))
        and abbreviated_label(text, mention, following, lang)
    ):
        # (`Tfn 08-123 456 78` above a line an address's pattern reads as a postcode's town:
        # the word that introduces the number, no street.)
        return (
            Evidence(SOURCE, LABEL, "label"),
            Evidence(SOURCE, LABEL_OF_VALUE, "label_of_value"),
        )
    if mention.category is Category.DEMOGRAPHIC and own_language(
        WORD.findall(mention.text_in(text)), lang, lower=True
    ):
        # (`Many English people` in an English text, `jag läser svenska` in a Swedish one:
        # the text says as much, written in it.)
        return (Evidence(SOURCE, OWN_LANGUAGE, "own_language"),)
    if (
        mention.category in _LANGUAGE_READINGS
        and len(words := WORD.findall(mention.text_in(text))) == 1
        and language_name(words[0], lang)
        and not mention.attrs.context
    ):
        # (`she is learning Tamil`, `they speak Bengali at home`, read as a person, a town or
        # a nationality: a language millions speak. Not where a title or a role vouches for a
        # name of its spelling.)
        return (Evidence(SOURCE, OWN_LANGUAGE, "language_name"),)
    if mention.category not in NAMES:
        return ()
    if speaker_code(text, mention):
        return (Evidence(SOURCE, SPEAKER_CODE, "speaker_code"),)
    if numbered_label(text, mention, lang) and ordinary_written(mention.text_in(text), lang):
        # (`Company` of `(Company No. 08471625)`: what the number is of, no one's name.)
        return (
            Evidence(SOURCE, LABEL, "label"),
            Evidence(SOURCE, LABEL_OF_VALUE, "label_of_value"),
        )
    if truncated_compound(text, mention, lang):
        return (Evidence(SOURCE, TRUNCATED_COMPOUND, "truncated_compound"),)
    if chat_abbreviation(
        WORD.findall(mention.text_in(text)), lang, opens_sentence(text, mention.start)
    ):
        return (Evidence(SOURCE, CHAT_ABBREVIATION, "chat_abbreviation"),)
    if laughter(mention.text_in(text)):
        return (Evidence(SOURCE, CHAT_ABBREVIATION, "laughter"),)
    initials = initials_cues(text, mention, lang)
    if service_acronym(mention.text_in(text), lang):
        # (`DOB`, `CCTV`, `the IP's card`, `(MG11)`: the service's word, everyone's.)
        cues = (*initials, ("service_acronym", SERVICE_ACRONYM))
        return tuple(Evidence(SOURCE, weight, cue) for cue, weight in cues)
    if len(words := WORD.findall(mention.text_in(text))) == 1 and medicine(
        words[0], text, mention.end
    ):
        # (`Zopiclone 3.75 mg`: a medicine thousands take, by its class's stem or its dose.)
        return (Evidence(SOURCE, PRODUCT, "medicine"),)
    if before_its_kind(text, mention, lang):
        # (`Magistrates` of `<town> Magistrates' Court`: the kind of body, the town apart.)
        return (Evidence(SOURCE, INSTITUTION_PART, "before_its_kind"),)
    if coded_label(text, mention):
        return (Evidence(SOURCE, CODED_LABEL, "coded_label"),)
    if bracketed_label(text, mention, following):
        return (Evidence(SOURCE, BRACKETED_LABEL, "bracketed_label"),)
    if initials and shouted_words(text, mention, lang):
        # (`HUND` of a chat's `MORMOR KÖPTE EN HUND`: a word shouted, no body's initials.)
        return (Evidence(SOURCE, SHOUTED, "shouted"),)
    if initials:
        # (A body's initials: no name list's word, so nothing speaks for a name.)
        return tuple(Evidence(SOURCE, weight, cue) for cue, weight in initials)
    if spells_out_initials(text, mention, lang):
        return (Evidence(SOURCE, INITIALS_SPELLED_OUT, "spells_out_initials"),)
    if saint_named(text, mention, lang):
        return (Evidence(SOURCE, SAINT, "saint"),)
    span = mention.text_in(text)
    words = WORD.findall(span)
    if not words or any(char.isdigit() for char in span):
        return ()
    if kin_word(words, lang):
        return (Evidence(SOURCE, TITLE, "kin_word"),)
    if venue_kind_alone(words, lang):
        return (Evidence(SOURCE, TITLE, "venue_kind"),)
    language = get_language(lang)
    if len(words) == 1 and instrument_noun(words[0], lang) and not known(words, lang):
        # (`Tloušťkoměr`, a thickness gauge, opening a sentence: no dictionary's word.)
        return (Evidence(SOURCE, NOUN_INSIDE, "instrument_noun"),)
    votes: list[tuple[str, float]] = []
    # The words a name list may know (all, but for a phrase of nouns joined by function words).
    named: Sequence[str] = words
    # The words without a possessive's clitic (`Government` `’s`) or a leading article.
    core = [word for word in words if word[0] not in "'’"]
    if len(core) > 1 and core[0].lower() in language.definite_articles:
        core = core[1:]
    if service_site(core, text, mention, lang):
        # (`the Town Hall`, `Bus Station`, `the Hospice`: a kind of site, which one no word
        # says.)
        return (Evidence(SOURCE, SERVICE_SITE, "service_site"),)
    degree = degree_subject(core, text, mention, analysis)
    # A single capital is a function word only where it opens a sentence (Czech `V klubu`);
    # elsewhere it is a unit (`0 V`) or someone's letter (`podnik A`).
    letter = len(words) == 1 and len(words[0]) == 1
    if (
        function_words_only(words, lang)
        and (not letter or opens_sentence(text, mention.start))
        and not mention.attrs.context
    ):
        votes.append(("function_words", FUNCTION_WORDS))
    elif mail_prefix(words, text, mention):
        votes.append(("mail_prefix", MAIL_PREFIX))
    elif platforms(words, lang, opens_sentence(text, mention.start)) or platforms(
        _COMPOUND.findall(span), lang, opens_sentence(text, mention.start)
    ):  # (German `WhatsApp-Nachricht`, `Wetter-App`: compounds of a platform, of an app)
        votes.append(("platform", PLATFORM))
    elif chat_title(text, mention):
        votes.append(("chat_title", CHAT_TITLE))
    elif calendar_run(text, mention, lang):
        # (`Mon/Wed/Fri`: days of the week, though `Mon` and `Wed` are places' names too.)
        votes.append(("calendar_run", HOLIDAY))
    elif holiday(span, lang) or holiday(f"{word_before(text, mention.start)} {span}", lang):
        # (A day the calendar names, wherever it stands: `na Vánoce`, `til christmas`; also
        # the last word of one whose first word the mention left out: `Boxing Day`.)
        votes.append(("holiday", HOLIDAY))
    elif own_language(words, lang) and not mention.attrs.context:
        # (Not where a title vouches for a family name of its spelling: `Mr English`.)
        votes.append(("own_language", OWN_LANGUAGE))
    elif (
        own_state(words, lang) or _own_state_named(text, mention, lang)
    ) and not mention.attrs.context:
        # (`w Polsce`, `W IMIENIU RZECZYPOSPOLITEJ POLSKIEJ`, `Konstytucja RP`, `Skarb
        # Państwa`: the state the document's language is of, in any case and in capitals;
        # not `pani Polska`.)
        votes.append(("own_state", OWN_LANGUAGE))
    elif mention.category is Category.LOCATION and water_by_shore(words, text, mention, lang):
        # (`nad Sanem`, `znad Bałtyku`: a river or a sea, no town; it became `nad Mielcem`.)
        votes.append(("water", WATER))
    elif kin_alone(words, mention, lang):
        # (`Tato, chodź!`: the father, though `Tata` is a town and a family name too.)
        votes.append(("kin", KIN))
    elif (
        title_alone(words, lang)
        or post_nominal(text, mention, lang)
        or titles_before_a_name(words, text, mention, following, lang)
        or abbreviation_phrase(text, mention)
    ):
        votes.append(("title", TITLE))
    elif abbreviation_after_word(span, text, mention, lang):
        # (`YRKANDEN M.M.`: med mera, in a heading's capitals, though written as initials.)
        votes.append(("abbreviation", FUNCTION_WORDS))
    elif len(words) == 1 and (ROMAN.fullmatch(words[0]) or lettered_numeral(words[0])):
        votes.append(("roman_numeral", NUMERAL))
    elif _numbered_part(words, lang):
        votes.append(("numbered_part", NUMERAL))
    elif addressed_by_noun(span, next_word(text, mention.end), lang):
        # (`a Tanító néni`: the teacher, as a child addresses her; no one's name.)
        votes.append(("addressed_by_noun", ROLE_TITLE))
    elif " " not in span and spelled_number(span, lang):
        # (`Kétezer-tízben mentem nyugdíjba`: a year in words, joined by its hyphen.)
        votes.append(("spelled_number", NUMERAL))
    elif patron(text, mention, lang):
        votes.append(("patron", PATRON))
    elif monarch(text, mention, lang):
        votes.append(("monarch", PATRON))
    elif institution_gloss(text, mention, lang) and not mention.attrs.context:
        # (Its own language's name and its acronym, in brackets after it: the same body.)
        votes.append(("institution_gloss", PUBLIC_INSTITUTION))
    elif institution_of_its_place(core, text, mention, lang):
        # (The place after it is a mention of its own, replaced: `Okresní soud v <town>`.)
        votes.append(("institution_kind", INSTITUTION_KIND))
    elif public_institution_of_any(core, lang) and not after_definite_article(
        core, words, text, mention, lang
    ):
        # (`the Court` the text also writes in lower case is the body it names by its noun.)
        votes.append((INSTITUTION, PUBLIC_INSTITUTION))
    elif part_of_institution(span, core, text, lang) and not after_definite_article(
        core, words, text, mention, lang
    ):
        # (One word after the article is the body the text names by its noun: `a Bíróság`.)
        votes.append(("institution_part", INSTITUTION_PART))
    elif (
        core[0][:1].isupper()
        and public_institution(
            core, lang, national=False, written_lower=lambda w: lower_in(w, text)
        )
        and not (len(core) == 1 and language.nouns_capitalized)
        and not after_definite_article(core, words, text, mention, lang)
    ):
        # (`the Government`, `the County Court`, `Prosecutor's Office`: which one, no word
        # says; the place, where the text names it, is a mention of its own. One word the
        # text also writes in lower case is the body named by its noun, and where nouns are
        # capitalized one word is read as a noun: `die Polizei`. In lower case it is the
        # common noun, `za každou radu`: no body's name.)
        votes.append(("institution_by_kind", INSTITUTION_BY_KIND))
    elif organization_by_kind(core, lang):
        votes.append(("organization_by_kind", INSTITUTION_BY_KIND))
    elif (
        mention.category in _BODIES_OR_SITES
        and body_by_what_it_does(core, lang)
        and not town_adjective_named_alone(core, text, lang)
    ):
        # (A hospital is a body and the building it works in: `Great Western Hospital`.)
        votes.append(("body_by_kind", INSTITUTION_BY_KIND))
    elif kind_noun_in_lower_case(core, mention, lang):
        votes.append(("kind_noun", INSTITUTION_BY_KIND))
    elif (
        mention.category is Category.OTHER or (len(core) == 1 and unit_noun(core[0], lang))
    ) and unit_by_definite_noun(core, lang):
        # (A unit's noun ending it, `Bedrägerisektionen`, is the unit's after a place's `vid`
        # too, where it was read as a place.)
        votes.append(("definite_noun", INSTITUTION_BY_KIND))
    elif adjective_before_unit(core, text, mention, lang):
        votes.append(("unit_adjective", INSTITUTION_BY_KIND))
    elif latin_phrase(words) and not all(known([word], lang) for word in words):
        # (Two names in lower case, `maria rosa`, are someone's, whatever their Latin.)
        votes.append(("latin", LATIN))
    else:
        if degree:
            votes.append(("degree_subject", DEGREE_SUBJECT))
        # Where a mention stands. Only a field name or a heading is all ordinary words in
        # several: a name of ordinary words (`Nejvyšší soud`) is an institution's.
        placed = True
        stepped = path_step(text, mention)
        if field_label(text, mention, lang):
            votes.append(("label", LABEL))
            if value_after_colon(text, mention, following, lang):
                votes.append(("label_of_value", LABEL_OF_VALUE))
            elif len(words) == 1 and in_form(text, mention, lang):
                votes.append(("in_form", IN_FORM))
            if text.startswith(".:", mention.end):
                votes.append(("label_abbreviated", LABEL_ABBREVIATED))
            if len(words) == 1:
                # (`Line manager:`: the label's first word, before the noun it heads.)
                votes.extend(before_its_noun(words[0], text, mention.end, lang))
                if heading_colon(text, mention):
                    # (A heading alone before its colon opens its line as a sentence does: a
                    # compound of ordinary words, `Alternativstraff:`, is a legal heading; a
                    # chat's speaker writes after the colon, `Stenbäck: hej`.)
                    votes.extend(
                        cue for cue in opening_word(words[0], lang) if cue[0] not in dict(votes)
                    )
        elif abbreviated_label(text, mention, following, lang):
            # (`Tel. 070-...`: no colon, but cut short before its value.)
            votes.append(("label", LABEL))
            votes.append(("label_of_value", LABEL_OF_VALUE))
            votes.append(("label_abbreviated", LABEL_ABBREVIATED))
        elif heading(text, mention, lang):
            votes.append(("heading", HEADING))
            if len(words) == 1:
                # (A heading's one word in capitals, `RÄTTEGÅNGSKOSTNADER`, read as written
                # opening a sentence: a compound of ordinary words.)
                votes.extend(_heading_compound(words[0].capitalize(), lang))
                votes.extend(_heading_word(words[0], text, mention, lang))
        elif apposition(text, mention, preceding, lang):
            votes.append(("apposition", APPOSITION))
        elif role(text, mention, following, lang):
            votes.append(("role", ROLE))
        elif line_alone(text, mention) or stepped:
            votes.append(("heading_line", HEADING_LINE))
            if len(words) == 1 and not stepped:
                # (A heading alone on its line opens it as a sentence does: a compound of
                # ordinary words, `Rättegångskostnader`, a judgment's section, became a town.)
                votes.extend(_heading_compound(words[0], lang))
                # (A heading's noun the text writes in lower case below it, `Krypgrund` over
                # `huset har krypgrund`: the text's own word, though a compound's head that
                # ends names too, `-grund`, leaves it to no table.)
                votes.extend(activity_cues(words[0], text, mention, lang))
        else:
            placed = False
            # (Only a name after it is its piece: not a mention in lower case, `Minulou`
            # `sobotu`, nor a date, `Dne 4. 3. 2024`, `Ehelyett 2026. október 12-én`.)
            joined = (
                bool(following)
                and following[0].category in NAMES
                and text[mention.end : following[0].start] == " "
                and not text[following[0].start].islower()
            )
            # (`Haha Pelle`, `Lol Lisen`: a chat's laughter before the name it addresses is
            # no piece of that name.)
            calling = (
                joined
                and len(words) == 1
                and interjection_before_name(words[0], following[0].text_in(text), lang)
            )
            if opens_sentence(text, mention.start) and (not joined or calling):
                # (A name the recognizers found in two pieces, `České` `Budějovice`, opens it;
                # a date after the word, `Válaszát 2023. május 2-án`, is no piece of it.)
                votes.append(("sentence_start", SENTENCE_START))
                if calling:
                    votes.append(("interjection", INTERJECTION))
                if len(words) == 1 and next_word(text, mention.end) in language.object_pronouns:
                    votes.append(("before_object", BEFORE_OBJECT))
                elif len(words) == 1 and before_subject(words[0], text, mention.end, lang):
                    votes.append(("before_subject", BEFORE_SUBJECT))
                elif (
                    len(words) == 1
                    and not calling
                    and interjection_opening(words[0], text, mention.end, lang)
                ):
                    # (`Sorry, spóźnię się`: a chat's word alone before its comma.)
                    votes.append(("interjection", INTERJECTION))
                elif len(words) == 1:
                    votes.extend(before_its_noun(words[0], text, mention.end, lang))
                if len(words) == 1:
                    votes.extend(opening_word(words[0], lang))
                    votes.extend(activity_cues(words[0], text, mention, lang))
                if attributive_opening(span, next_word(text, mention.end), lang) or qualified_noun(
                    analysis, mention
                ):
                    # (`Good luck`, `General principles`: an adjective, though `Good` and
                    # `General` are family names too.)
                    votes.append(("qualifies_noun", QUALIFIES_NOUN))
                elif lower_hyphened(hyphened_compound(text, mention.start, mention.end), lang):
                    votes.append(("lower_hyphened", LOWER_HYPHENED))
                tail = words[1:] if len(words) > 1 else words
                if lower_case(tail, mention, lang) and all(
                    ordinary_as_written(w, lang) or dictionary_word(w, lang) for w in words
                ):
                    # (Opening a chat's message in lower case: `morninggg ☀️ is anyone up`;
                    # a phrase whose capital is the sentence's alone: `Z uvedených důvodů`.)
                    votes.append(("lower_case", LOWER_CASE))
            elif (
                len(words) == 1
                and mention.category in (Category.PERSON, Category.OTHER)
                and word_before(text, mention.start).lower() in language.articles
                and not words[0].isupper()
                and ordinary_as_written(words[0], lang)
            ):
                # An ordinary word after an article is a noun (`im Sommer`); another word
                # there is a place's or a thing's name (`zum Bodensee`, `im Rokoko`).
                votes.append(("after_article", AFTER_ARTICLE))
            elif after_definite_article(core, words, text, mention, lang):
                votes.append(("after_definite_article", AFTER_DEFINITE_ARTICLE))
            elif mention.category is Category.ORGANIZATION and defined_term(
                core, words, text, mention, lang
            ):
                votes.append(("defined_term", DEFINED_TERM))
            elif modifies_noun(words, text, mention, lang):
                votes.append(("noun_modifier", NOUN_MODIFIER))
            elif shouted_words(text, mention, lang):
                votes.append(("shouted", SHOUTED))
            elif lower_hyphened(hyphened_compound(text, mention.start, mention.end), lang):
                # (Inside a sentence too: a `Pre-accident` assessment, a `Rider-operated`
                # truck; no name is written in lower case after its hyphen.)
                votes.append(("lower_hyphened", LOWER_HYPHENED))
            elif formal_lower_case(words, text, mention, lang):
                # (`a grey hatchback` read as a firm, here and wherever the text writes it
                # again, in a report whose writer gives every name its capital; a chat's
                # `max` in lower case is someone.)
                votes.append(("lower_case", LOWER_CASE))
                votes.append(("lower_in_capitalized_text", LOWER_CASE))
            elif lower_case(words, mention, lang):
                # Every language here writes a name with its capital: the model's `hose`
                # PERSON and `ref.` ORG are words (a term a rule lists in lower case is what
                # the rule says it is). A chat's names in lower case are not
                # ordinary words, or are the form of a name the text writes elsewhere, or
                # a nickname (`ondro`).
                votes.append(("lower_case", LOWER_CASE))
                if words[0].lower() in stop_words(lang) and len(words) > 1:
                    # (A phrase opening with a preposition or a pronoun, `za každou radu`:
                    # a name's mention starts at the name.)
                    votes.append(("function_word_opening", LOWER_CASE))
        # What the word is counts only where its place already speaks against a name: a
        # capital inside a sentence marks a name even on an ordinary word (`Zprávy`, a
        # programme's title; `Dělnické listy`), and an acronym is an organization's (`CO`).
        positioned = any(cue != "label_of_value" for cue, _ in votes)
        # (A heading's one word in capitals is an acronym only where it is as short as one.)
        acronym = len(words) == 1 and any(
            word.isupper() and len(word) > 1 and (len(word) <= ACRONYM or not placed)
            for word in words
        )
        tags = word_classes(analysis, mention)
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
            if (
                all(ordinary_as_written(word, lang) for word in words)
                # (A heading's `APPLICANT'S PRE-TRIAL`: its words' clitics and prefixes.)
                or (placed and span.isupper() and ordinary_written(span, lang))
            ) or (
                (placed or clause or opening or lower)
                and all(
                    dictionary_word(word, lang) or formed_reading(word, lang) is not None
                    for word in words
                )
            ):
                votes.append(("ordinary", ORDINARY))
                if len(words) == 1 and stepped:
                    # (A step of a path is a topic's heading: `» Wetter`, a word, no town.)
                    votes.append(("path_step", PATH_STEP))
            # A tagger guesses a known name's class from its form (`Petra` ADV): no evidence;
            # but a name only of other languages' lists, on a word of this one, is that word.
            # Nor where a recognizer read the word as a form of a known name (`jarko`, the
            # vocative of Jarka, a speaker: `normalized`).
            if (
                tags is not None
                and mention.attrs.normalized is None
                and (
                    not known(words, lang)
                    or foreign_name_opening(words, [cue for cue, _ in votes], lang)
                )
            ):
                votes.append((f"word_class:{'+'.join(tags)}", WORD_CLASS))
                if no_name_type(analysis, mention):
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
            noun = noun_cues(
                span.capitalize() if placed and span.isupper() else span, text, mention.start, lang
            )
            if noun:
                votes = [vote for vote in votes if vote[0] != "sentence_start"] + noun
        elif (
            language.nouns_capitalized
            and mention.category in _ADJECTIVE_NAMED
            and span == " ".join(words)
            and (adjective := adjective_name(words, lang))
        ):
            votes = [vote for vote in votes if vote[0] != "sentence_start"] + adjective
        elif (
            language.nouns_capitalized
            and mention.category is Category.OTHER
            and len(words) > 1
            and span == " ".join(words)
            and not any(cue == "ordinary" for cue, _ in votes)
            and (nouns := _nouns_of(words, lang))
            and not known(nouns, lang)
            and all(noun_cues(word, text, mention.start, lang) for word in nouns)
        ):
            # A run of nouns the dictionary knows, none a known name or place (`Kundenservice
            # Netzanschluss`, a department; `Freiwilliges Jahr`), perhaps joined by function
            # words in lower case (`Inbetriebnahme von Steuerungsanlagen`, a CV's task): no
            # one's name, whatever its capitals, where every noun has one.
            # (Nouns a function word joins are a phrase's wherever it stands, no name's; the
            # lists' `Von` is a name's particle, no word of this phrase.)
            joined = len(nouns) < len(words)
            inside = joined or not opens_sentence(text, mention.start)
            votes = [vote for vote in votes if vote[0] != "sentence_start"]
            votes.append(("nouns", NOUN_INSIDE if inside else NOUN))
            if language.noun_suffixes and any(
                noun.lower().endswith(language.noun_suffixes) for noun in nouns
            ):
                # (A task on a CV's line: `Netzplanung Hochspannung`; an ending that makes
                # nouns ends no name.)
                votes.append(("noun_suffix", NOUN_SUFFIX))
            named = nouns
        elif (
            language.nouns_capitalized
            and mention.category in (Category.LOCATION, Category.PERSON)
            and len(words) == 1
            and span == words[0]
        ):
            votes.extend(noun_read_as_a_name(span, text, mention.start, lang))
        elif common := capitalized_common(core, text, mention, lang):
            # Where only names have a capital (Polish), the dictionary's reading of the words
            # and the place of the capital speak together (`common_words`).
            votes = [vote for vote in votes if vote[0] not in _COMMON_REPLACES] + common
        elif formed := capitalized_formed(core, text, mention, lang):
            votes.extend(formed)
        elif listed := capitalized_listed_form(core, text, mention, lang):
            votes.extend(listed)
        elif tagged := tagged_common(core, text, mention, analysis):
            votes.extend(tagged)
        elif thing := named_thing(core, text, mention, lang):
            votes.extend(thing)
        elif plural_noun(core, lang):
            # (`Carers`, read as a people: a noun's plural, which no name is.)
            votes.append(("plural_noun", PLURAL_NOUN))
    if not votes:
        return ()
    # A degree before the subject is no title vouching for a name (`Mgr. Právo`): only a
    # known name speaks against it.
    if any(cue in _BODY_BY_KIND for cue, _ in votes):
        named = words_that_may_name_someone(named, lang)
    if any(cue == "qualifies_noun" for cue, _ in votes):
        # (The noun an adjective opening a sentence qualifies, in lower case, is no one's
        # name though a list holds it capitalized: `Letošní zima`, not Mr Zima.)
        named = [word for word in named if not word.islower()]
    crownless = without_crown(named, lang, owns_next_word(text, mention))
    # (Nor do the full stops of an abbreviation of words: `M.M.`, med mera.)
    abbreviated = any(cue == "abbreviation" for cue, _ in votes)
    against = cue_for_a_name(crownless, lang, mention, vouching=not (degree or abbreviated))
    if (
        against is not None
        and against[0] == "known_name"
        and foreign_name_opening(words, [cue for cue, _ in votes], lang)
    ):
        against = None  # (`Loni jsme byli`: last year, though `Loni` is a name elsewhere)
    if (
        against is not None
        and against[0] in ("name_form", "known_place")
        and any(cue == "function_words" for cue, _ in votes)
    ):
        # (`Nagyon tetszett`: very, though `Nagy` + `-on` spells a case too; `She's at home`,
        # though some village is spelt `She`: a pronoun is no one's place.)
        against = None
    if (
        against is not None
        and against[0] == "known_name"
        and _heading_of_ordinary_words(words, [cue for cue, _ in votes], lang)
    ):
        against = None  # (`A MAGYAR ÁLLAM NEVÉBEN`, though `Magyar` is a family name too)
    if against is not None:
        votes.append(against)
    if _after_a_person(text, mention, preceding) and not (
        preceding is not None and in_ordinary_field(text, preceding, lang)
    ):
        votes.append(("after_a_person", VOUCHED))
    return tuple(Evidence(SOURCE, weight, cue) for cue, weight in votes)


def formal_lower_case(words: Sequence[str], text: str, mention: Mention, lang: str) -> bool:
    """Whether a model's organization is ordinary words in lower case (`grey`), in a text
    whose writer opens sentences with capitals (`well_capitalized`), as the model read it or
    copied from where it read it so: a report gives a firm its capital; a chat writes its
    names in lower case too, and a name there stays replaced."""
    origin = mention.attrs.propagated_from
    return (
        mention.category is Category.ORGANIZATION
        and bool(words)
        and all(word.islower() and ordinary_as_written(word, lang) for word in words)
        and (
            mention.source == "ner" or (origin is not None and text[origin : origin + 1].islower())
        )
        and well_capitalized(text)
    )


def _heading_of_ordinary_words(words: Sequence[str], cues: Sequence[str], lang: str) -> bool:
    """Whether a heading's line of two words or more in capitals is all ordinary words of the
    language read in lower case, none a given name (`A MAGYAR ÁLLAM NEVÉBEN`, in the name of
    the Hungarian State; `NAGY ÉS KIS TÉTELEK`): one family name that is an ordinary word too
    (`Magyar`, `Nagy`) among words no list knows is the word there. A given name makes it
    someone's (`NAGY PÉTER`, `MAGYAR RÓZSA`), and so do two family names (`BAKER SMITH`, a
    firm of partners)."""
    titled = [word.capitalize() for word in words]
    return (
        len(words) > 1
        and "heading" in cues
        and "ordinary" in cues
        and all(word.isupper() for word in words)
        and not any(word in given_names() for word in titled)
        and sum(word in family_names() for word in titled) == 1
        and all(ordinary_as_written(word.lower(), lang) for word in words)
    )


def _nouns_of(words: Sequence[str], lang: str) -> list[str]:
    """The capitalized words of a run that opens and closes with one, the function words in
    lower case between them left out (`von`, `für`); none where a function word opens or
    closes it, or where only one capitalized word stands in it."""
    function_words = stop_words(lang)
    nouns = [word for word in words if not (word.islower() and word in function_words)]
    if len(nouns) < 2 or nouns[0] != words[0] or nouns[-1] != words[-1]:
        return []
    return nouns


def _after_a_person(text: str, mention: Mention, preceding: Mention | None) -> bool:
    """Whether a name (a person's, or of no known kind) follows a person's mention with only
    spaces between (`Ewą Pstrążek` found apart): a given name vouches for the family name
    after it, though that is a common noun too (a trout), which leaked. Not a Roman numeral:
    a ruler's or a pope's number (`im. Jana Pawła II`), no family name, whose name a rule
    keeps or replaces apart."""
    return (
        preceding is not None
        and mention.category in (Category.PERSON, Category.OTHER)
        and not ROMAN.fullmatch(mention.text_in(text))
        and preceding.category is Category.PERSON
        and preceding.end < mention.start
        and not text[preceding.end : mention.start].strip(" \u00a0")
    )


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
        and not any(e.detail in _BODIES for e in evidence if e.source == SOURCE)
    )
