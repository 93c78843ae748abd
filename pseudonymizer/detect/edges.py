"""What a recognizer's mention may not hold, whichever recognizer found it: the edges of a
mention cut to the name, and mentions that name no one dropped.

- The first word of a sentence or line is capitalized whatever it is: an adverb, conjunction,
  pronoun or verb there (`Včera`, `Jednak`, `Tomorrow`, `Posílám`) is no part of a name.
  Where the language's pipeline tags parts of speech (`Language.word_class_components`) the
  tag says so, elsewhere its vocabulary (`ordinary`) and the name lists.
- A field's name and its colon opening a line (`Subject:`, `Betreff:`) are no part of the
  value's name a model read them into.
- A letter's salutation or closing (`Dear`, `Kind regards`, `Vážená`, `Z poważaniem`) is no
  part of a name, though its words have capitals and some are names too (`Kind`, `Best`).
- A pronoun of polite address (Czech `Vaší`, German `Ihre`, Hungarian `Önnek`) is no part of
  a name: it is cut off, and what is left of the mention, or a mention right after one, is no
  mention where it is only ordinary words (`Vaší žádosti`, your request).
- A title before a name (`Mr`, `paní`, `Frau`) stays out of a person's mention; the titles
  that are part of how someone is named (`Sir`, `Judge`) stay in. A title alone right before
  a name is no mention: the name after it is.
- A name does not run over a mark between the steps of a site's path (`›`, `»`): each step
  is a section of its own (`Forum › Health › Sleep`).
- A name does not run over the end of a line of its own (an address block's, a signature's, a
  list's: `Fru Karin Lindqvist` above `Skadehandläggare`): an organization keeps its last
  line's words, where its legal form or kind stands, every other name its first line's. Prose
  wrapped at a margin may break a name anywhere.
- A court's abbreviation (`LG`, `OLG`, `BGH`: `Language.court_abbreviations`) opens no
  name: the court is public, and the town after it the place it sits in.
- A ward's or a class's numeral (`IIb`, `IIIa`: `lexicon/designations.lettered_numeral`) is no
  part of a name, at either of its ends.
- A name neither begins nor ends with the word that stands between a case's parties (`v.`
  of `Smirnov v. Russia`, Czech `proti`): the parties are names, the word between them none.
- A name ends at its possessive (`Peter's` of `Peter's NHS number`), and a person's name at an
  acronym after it (`Jana NIP`): what follows belongs to the next word, not to the name.
  The letters after a person's name (`CEng`, `FRCS`, `BSc (Hons)`, `OBE`) are no part of it
  (`lexicon/post_nominals.py`): thousands hold them, and they stay as written.
- The name of a document or identifier (`PESEL`, `IBAN`, `rodné číslo`, `Personalausweis`)
  says what a number is; it identifies no one (its number is found as an ID).
- A person's name does not hold two persons: two given names or nicknames side by side in
  two cases (`bere Honza Terku?`, Honza takes Terka along) are two persons, subject and
  object, where a model read one name; a name's words agree in case (`Anna Marie`).
- A maker and its model (`Volvo XC60`, `Viessmann Vitocal`) name a product sold to
  thousands (`detect/products.py`): no part of a mention, nor a user name or date of their
  own (`Makita DHP482`, `Hyundai Ioniq 5`).
- A chain's brand (`Kaufland`, `Tesco`, `u Kauflandu`) names a business of hundreds of
  branches, no one's data (`lexicon/brands.py`): it is no part of a mention, and what follows
  it is the branch's place (`Lidl Karlín`), a place like any other.
- A date is a calendar date: relative ones (`yesterday`, `letzte Woche`, `tegnap`) are no
  mention at all, so the text keeps them. They point at no day without the day the text was
  written, which is not in the text; a surrogate would put a calendar date in their place
  (changing what the sentence says and how it reads), and a date shift cannot move them.
  Digits that are no date (`1111 1112` of a card number, `25596641`, `EK123456`) are no date
  but a number (ID), replaced as one.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace
from functools import cache

from pseudonymizer.analyze import Analysis
from pseudonymizer.analyze.morphology import word_forms
from pseudonymizer.categories import Category
from pseudonymizer.detect.dates import real_date
from pseudonymizer.detect.products import without_product
from pseudonymizer.detect.sentences import ends_name, opens_sentence
from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.acronyms import service_unit
from pseudonymizer.lexicon.amounts import amount_words
from pseudonymizer.lexicon.brands import brand_end, chain_format_end
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.demonyms import nationalities
from pseudonymizer.lexicon.designations import designation, lettered_numeral
from pseudonymizer.lexicon.formulas import abbreviated_phrase_word, letter_formulas
from pseudonymizer.lexicon.identifiers import identifier_acronyms, identifier_name
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.institutions import organization_word, public_institution_word
from pseudonymizer.lexicon.legal_forms import legal_form_of
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import (
    called_by_given_name,
    diminutive_lemma,
    interjection_before_name,
    is_given_form,
    name_gender,
    nickname_reading,
)
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.post_nominals import letters_after_name
from pseudonymizer.lexicon.professions import job_words
from pseudonymizer.lexicon.qualifications import role_word
from pseudonymizer.lexicon.substitutes import given_gender
from pseudonymizer.lexicon.titles import leading_titles, outer_titles, title_words
from pseudonymizer.lexicon.vocabulary import (
    dictionary_word,
    number_word,
    ordinary,
    stop_words,
)
from pseudonymizer.model import Attributes, Document, Mention

# A code of letters and digits in groups, with at least one digit and one separator
# (`CO/1907/2018`, `GD-88213`).
_CODE = re.compile(r"(?=[^\s]*\d)[A-Za-z\d]+(?:[/.-][A-Za-z\d]+)+")
_NAMES = frozenset(
    {
        Category.PERSON,
        Category.ORGANIZATION,
        Category.LOCATION,
        Category.OTHER,
        Category.DEMOGRAPHIC,
    }
)
# What a model's code after its maker was read as (`Makita DHP482` a user name, `Hyundai
# Ioniq 5` a date): the product is no mention (`detect/products.py`).
_IN_PRODUCTS = frozenset({Category.USERNAME, Category.DATE})
# Parts of speech that are never a name, though a sentence's first word has a capital.
_NO_NAME_CLASSES = frozenset(
    {"ADV", "CCONJ", "SCONJ", "PART", "INTJ", "ADP", "AUX", "PRON", "DET", "VERB"}
)
_WORD = re.compile(r"[\w'’.-]+")
# Kisses and hugs closing a message (`x`, `xx`, `xoxo`), in lower case.
_KISSES = re.compile(r"x+|(?:xo)+x?")
# Digits with letters: a code (`EK123456`), unless an ordinal or a decade (`5th`, `1990s`).
_DIGIT_TOKEN = re.compile(r"\w*\d\w*")
_DATE_TOKEN = re.compile(r"\d+(?:st|nd|rd|th|s)?")
_DIGIT_GROUP = re.compile(r"\d+(?:[ .-]\d+)*")
_ROMAN = re.compile(r"[IVXLC]+")
_NUMERIC = re.compile(r"\d+(?:[./-]\d+)+")
# A number with an ordinal's dot, then words only: `1. kontrolu`, `3. Runde`.
_ORDINAL_AND_WORDS = re.compile(r"\d{1,2}\.\s+(?P<words>[^\W\d_]+(?:[\s-]+[^\W\d_]+)*)")
# The words a letter's salutation or closing has at most (`Med vänliga hälsningar`), and the
# word before a position on its line.
_FORMULA_WORDS = 4
# (A slash joins two words of a formula, with or without spaces: `Tisztelt Hölgyem/Uram`,
# `Tisztelt Hölgyem / Uram`.)
_WORD_BEFORE = re.compile(r"[\w'’.-]+[^\S\n]*(?:/[^\S\n]*)?\Z")
_WORD_BEFORE_WIDTH = 40


def apart(mention: Mention, document: Document, analysis: Analysis | None = None) -> list[Mention]:
    """`mention` as the persons it names: two where it is two given names or nicknames in two
    cases (the module's docstring says why), each a given name; else itself. Where the
    pipeline (`analysis`) reads both words in one oblique case and gender, they agree as one
    name's do: a man's given and family name in the genitive (`Jaroslava Koubka`, Jaroslav
    Koubek's), whose `-a` a woman's given name and whose `-ka` a woman's nickname end in too."""
    words = list(_WORD.finditer(document.text, mention.start, mention.end))
    lang = document.lang
    if mention.category in _NAMES and len(words) == 3:
        return _companions(mention, words, lang)
    if mention.category is not Category.PERSON or len(words) != 2:
        return [mention]
    names = [word.group() for word in words]
    if not all(name.isalpha() and called_by_given_name(name, lang) for name in names):
        return [mention]
    if _lemma_form(names[0], lang) == _lemma_form(names[1], lang):
        return [mention]
    if analysis is not None and _agree(analysis, words[0].span(), words[1].span()):
        return [mention]
    language = get_language(lang)
    return [
        replace(
            mention,
            start=word.start(),
            end=word.end(),
            attrs=Attributes(kind="given", gender=name_gender(word.group(), language)),
        )
        for word in words
    ]


def _companions(mention: Mention, words: list[re.Match[str]], lang: str) -> list[Mention]:
    """`mention` of three words as two persons where a companion word joins two given names
    or nicknames (`Verča s Tomášem`, `Jana a Petr`, `Language.companion_words`), whatever
    the model read the three as (a work's title, a firm): drawn whole, the surrogate was
    pseudo-words or a firm. Else `mention` itself."""
    language = get_language(lang)
    first, joiner, second = (word.group() for word in words)
    # (A given name of the lists that is a family name too, `Tomášem`, is the given name's
    # here: a family name alone would not stand beside a nickname.)
    if joiner not in language.companion_words or not all(
        name[:1].isupper()
        and name.isalpha()
        and (called_by_given_name(name, lang) or is_given_form(name, lang))
        for name in (first, second)
    ):
        return [mention]
    return [
        replace(
            mention,
            start=word.start(),
            end=word.end(),
            category=Category.PERSON,
            attrs=Attributes(kind="given", gender=name_gender(word.group(), language)),
        )
        for word in (words[0], words[2])
    ]


def _agree(analysis: Analysis, first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether the pipeline reads the words at `first` and `second` in one case other than
    the nominative and in one gender, both told. (The nominative it gives a word it cannot
    place, `Terku` of `bere Honza Terku`, Terka's accusative.)"""
    if analysis.doc is None or not analysis.doc.has_annotation("MORPH"):
        return False
    forms = word_forms(analysis.doc, [first, second])
    (one,), (other,) = forms[first], forms[second]
    if one is None or other is None or one.case in (None, "Nom") or one.gender is None:
        return False
    return (one.case, one.gender) == (other.case, other.gender)


def _lemma_form(name: str, lang: str) -> bool:
    """Whether a given name or nickname is written in its nominative: a given name of the
    language's lists as it is, or a nickname of its table as it is, or a name no list holds
    whose ending is a nickname's nominative (`Language.nickname_gender`: Czech `-a`) and no
    case of a listed given name or of a diminutive (`Kubíka` of Kubík). Such a word after a
    given name is that person's family name the lists lack (`Antonín Vácha`, `Miroslav
    Koudelka`), not a second person."""
    reading = nickname_reading(lang, name)
    if reading is not None:
        return reading[0].casefold() == name.casefold()
    language = get_language(lang)
    if given_gender(language.names_locale, name) is not None:
        return True
    if is_given_form(name, lang) or language.nickname_gender(name) is None:
        return False
    diminutive = diminutive_lemma(name, lang)
    return diminutive is None or diminutive.casefold() == name.casefold()


def fitted(
    mention: Mention, document: Document, analysis: Analysis, language: Language
) -> Mention | None:
    """`mention` of `document` (in `language`) cut to what it may hold, None where nothing is
    left."""
    text, lang = document.text, document.lang
    if mention.category in _IN_PRODUCTS and not without_product(
        [(mention.start, mention.end)], text, lang
    ):
        return None  # (`DHP482` of `Makita DHP482`, `Ioniq 5`: a model, no user nor date)
    if mention.category is Category.DATE:
        if not any(char.isdigit() for char in mention.text_in(text)):
            return mention if _named_date(text, mention.start, mention.end, language) else None
        if _numbered_item(text, mention.start, mention.end, language):
            return None  # (`1. kontrolu přeplatku`: a list's first point, no day)
        if _calendar_date(text, mention.start, mention.end) or mention.source == "time":
            return mention  # (the time recognizer's `7pm` is a time by its own pattern)
        # Digits a model took for a date are still someone's number (a postcode, a house
        # number, part of a card's), kept as one.
        return replace(mention, category=Category.ID)
    if mention.category is Category.ID and (ranked := _after_rank(mention, text, lang)):
        return ranked  # (`7702` of `DC 7702`: the officer's number, not the rank)
    if mention.category not in _NAMES or mention.attrs.kind == "amount":
        return mention  # an amount's currency sign (`£186.40`) is no edge of a name to cut
    if _nationality_read_as_name(mention, text, lang):
        # (`my girlfriend is Lithuanian`, read as a person: a nationality, whose surrogate is
        # another; drawn as a name it became one.)
        return replace(mention, category=Category.DEMOGRAPHIC)
    start, end = mention.start, mention.end
    if identifier_name(lang).fullmatch(text[start:end]) or _in_identifier_name(
        text, start, end, lang
    ):
        return None
    if _CODE.fullmatch(text[start:end]) and not designation(text[start:end]):
        # A file's number (`CO/1907/2018`, `HP/LIT/2025/0417`) a model read as a name: no
        # name holds digits, and a name's surrogate read `JILL` in a citation. (A
        # designation, `COVID-19`, is everyone's: the rules keep it.)
        return replace(mention, category=Category.ID)
    words = [(m.start() + start, m.end() + start) for m in _WORD.finditer(text[start:end])]
    words = _without_degree_unit(words, text)
    words = _without_kisses(words, text)
    words = _ordinary_within_its_line(words, text, lang)
    words = _within_its_line(words, text, mention.category)
    words = _within_one_step(words, text)
    words = _before_open_bracket(words, text)
    words = _without_role_before_comma(words, text)
    words = _without_label(words, text)
    words = _without_letter_formula(words, text, lang)
    if words and abbreviated_phrase_word(text, *words[0]):
        words = words[1:]  # (`A.` of `i. A. Petra Wendland`, signed on someone's behalf)
    words = _without_polite_pronouns(words, text, language)
    words = _without_lettered_numerals(words, text)
    words = _without_sentence_opener(words, text, lang, analysis, mention)
    words = _without_ordinary_opener(words, text, lang, mention)
    words = _without_initialism_compound(words, text)
    words = _without_enumerator(words, text, lang)
    court = _without_court(words, text, language)
    placed_court = court != words
    words = court
    if len(words) > 1 and service_unit(text[slice(*words[0])], lang):
        # (`CID` of `CID Weetwood`: the police's unit; the place after it, where it works.)
        words, placed_court = words[1:], True
    if mention.category in (Category.PERSON, Category.OTHER):
        words = _without_titles(words, text, lang)  # `Aunt Bertha Inc` is the company's
    # (A chat's speaker is a person, whatever chain or maker shares the name.)
    if mention.attrs.context != "speaker":
        words = without_product(words, text, lang)
    if mention.attrs.context != "speaker" and _inside_brand(words, text):
        return None  # (`Samuel` of `H. Samuel`: the chain's, whose name opens before it)
    branch = _without_brand(words, text, lang) if mention.attrs.context != "speaker" else words
    branded = branch != words
    words = _to_possessive(branch, text, mention.category)
    words = _without_versus(words, text, language)
    words = _without_trailing_acronyms(words, text, language, mention.category)
    if mention.category is Category.PERSON:
        words = _without_letters_after_name(words, text)
    if mention.category in _BEFORE_KIND and _before_institution_noun(words, text, lang):
        # (`Komerční` of `u Komerční banky`, a name of unknown kind: drawn as a place's, the
        # bank became `Ostravy banky`.)
        return None
    if mention.category in _SITES and not language.closed_compounds:
        # (Where words join into compounds, a body's first word unknown to the dictionary
        # is one of them, no place: Hungarian `Fogorvostudományi Kar`.)
        place = _place_of_its_kind(words, text, lang)
        placed_court = placed_court or place != words
        words = place
    if not words:
        return None
    start, end = words[0][0], words[-1][1]
    if _only_titles_before_name(text, start, end, lang):
        return None
    if mention.category is Category.PERSON and _placed(words, text, language):
        return replace(mention, start=start, end=end, category=Category.LOCATION)
    if (start, end) == (mention.start, mention.end):
        return mention
    if not any(char.isalpha() for char in text[start:end]):
        # What is left of a name is digits (`IP 999.300.1.1` read as an organization).
        return replace(mention, start=start, end=end, category=Category.ID)
    if branded or placed_court:  # `Lidl Karlín`: the branch's place; `LG Berlin`: the court's
        return replace(mention, start=start, end=end, category=Category.LOCATION)
    if mention.category is Category.OTHER and text[words[0][0] : words[0][1]] in given_names():
        # What the ordinary word before it hid: a person (`Ordföranden Bengt Zhang`).
        return replace(mention, start=start, end=end, category=Category.PERSON)
    return replace(mention, start=start, end=end)


def _placed(words: Words, text: str, language: Language) -> bool:
    """Whether a person's name of several words is a place's: after a preposition that puts a
    name in a place (`v`, `w`, `in`), its last word in no list of names in any form, though
    another word is a given name (`v Hai Phongu`, `v Can Tho`: Vietnamese towns, where a
    given name drew the model to a person)."""
    if len(words) < 2 or _word_before(text, words[0][0]).lower() not in (
        language.locative_prepositions
    ):
        return False
    last = text[words[-1][0] : words[-1][1]]
    names = given_names() | family_names()
    return last not in names and inflector_for(language.code).split(last)[0] not in names


Words = list[tuple[int, int]]

# The categories a body or a building named by its place and its kind is read as.
_SITES = frozenset({Category.ORGANIZATION, Category.LOCATION})
# The most words of a place before the kind of body named after it (`Holt`, `Long Eaton`).
_PLACE_WORDS = 2


# How far before a mention a brand that holds it may open (`H. ` of `H. Samuel`).
_BRAND_REACH = 12
_WORD_START = re.compile(r"(?<![\w.])[^\W\d_]")


def _inside_brand(words: Words, text: str) -> bool:
    """Whether the words end a chain's brand that opens before them on their line (`Samuel`
    of `H. Samuel`): the chain's name, no one's."""
    if not words:
        return False
    start, end = words[0][0], words[-1][1]
    line = text.rfind("\n", 0, start) + 1
    for opening in _WORD_START.finditer(text, max(line, start - _BRAND_REACH), start):
        if brand_end(text, opening.start(), end) == end:
            return True
    return False


def _place_of_its_kind(words: Words, text: str, lang: str) -> Words:
    """The place of a body named by its place and ordinary words that end in its kind (`Leeds`
    of `Leeds Magistrates' Court`, `Holt` of `Holt Park Health Centre`): the kind is said of
    hundreds of bodies and stays, the place is replaced as a place; `words` unchanged where
    no such kind word ends them or every word is an ordinary one (`Great Western Hospital`)."""
    if len(words) < 2 or legal_form_of(text[words[0][0] : words[-1][1]]) is not None:
        return words
    written = [text[start:end] for start, end in words]
    last = written[-1]
    if not (organization_word(last, lang) or public_institution_word(last, lang)):
        return words
    at = len(words)
    while at > 0 and _kind_part(written[at - 1], lang):
        at -= 1
    if at == 0 or at > _PLACE_WORDS or not all(word[:1].isupper() for word in written[:at]):
        return words
    return words[:at]


def _ordinary_within_its_line(words: Words, text: str, lang: str) -> Words:
    """None of the words of a mention that prose wrapped at a margin breaks where every word
    is an ordinary one and none a name's or a place's of the lists (`Victim Personal` above
    `Statement`, a kind of document): a model's reading over a break is one name only where
    some word is a name's, and its surrogate took the next line's word with it."""
    if len(words) < 2 or "\n" not in text[words[0][0] : words[-1][1]]:
        return words
    written = [text[start:end] for start, end in words]
    if not all(_kind_part(word, lang) for word in written):
        return words
    if any(
        word in given_names() or word in family_names() or word in places(lang) for word in written
    ):
        return words
    return []


def _kind_part(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary word in a body's name, a possessive too (`Magistrates'`)."""
    bare = re.sub(r"['’]s?\Z", "", word).lower()
    return ordinary(bare, lang) or dictionary_word(bare, lang)


# A word and the spaces before the digits of a number (`DC ` of `DC 7702`).
_RANK_BEFORE_NUMBER = re.compile(r"([^\W\d_]+)\.?[ \u00a0]+(?=\d)")


def _after_rank(mention: Mention, text: str, lang: str) -> Mention | None:
    """The number of an identifier that a title or rank opens (`DC 7702`, `PC 4417`, an
    officer's collar number): the rank is everyone's of that rank, the number the officer's;
    None where no title opens it."""
    found = _RANK_BEFORE_NUMBER.match(text, mention.start, mention.end)
    if found is None or found.group(1).casefold() not in title_words(lang):
        return None
    return replace(mention, start=found.end())


def _nationality_read_as_name(mention: Mention, text: str, lang: str) -> bool:
    """Whether `mention` is the model's reading of one adjective of nationality or language
    (`Lithuanian`, `Polish`) as a person, place or body, no title or speaker's line saying it
    names one (`Mr English`)."""
    written = mention.text_in(text)
    return (
        mention.source == "ner"
        and mention.category is not Category.OTHER
        and not mention.attrs.context
        and written.isalpha()
        and written[:1].isupper()
        and written.lower() in nationalities(lang)
        and written not in family_names()
    )


def _in_identifier_name(text: str, start: int, end: int, lang: str) -> bool:
    """Whether `text[start:end]` is a word inside the name of an identifier written around it
    (`Unique` of `Unique Taxpayer Reference 7731 04528 6`, a given name of the lists too)."""
    low = max(text.rfind("\n", 0, start) + 1, start - _NAME_REACH)
    high = min(len(text), end + _NAME_REACH)
    for found in identifier_name(lang).finditer(text, low, high):
        if (
            found.start() <= start
            and end <= found.end()
            and found.end() - found.start() > end - start
        ):
            before = text[found.start() - 1 : found.start()] if found.start() else ""
            after = text[found.end() : found.end() + 1]
            if not (before.isalnum() or after.isalnum()):
                return True
    return False


# How far around a word the name of an identifier holding it is looked for.
_NAME_REACH = 40


# The marks between the steps of a site's path (`Forum › Health › Sleep`, `Home » News`).
_STEP_MARKS = ("›", "»", "→")


def _within_one_step(words: Words, text: str) -> Words:
    """The words of a name up to a mark between the steps of a site's path (`MumsTalk Forum`
    of `MumsTalk Forum › Health › Sleep`): each step is a section of its own, which a model
    read into one name with the site's, and whose words then became names."""
    for index in range(1, len(words)):
        gap = text[words[index - 1][1] : words[index][0]]
        if any(mark in gap for mark in _STEP_MARKS):
            return words[:index]
    return words


def _without_role_before_comma(words: Words, text: str) -> Words:
    """Without a post and its comma opening the name (`Senior Lecturer, School of Sport`):
    the model ran a CV's or a signature's role into the body after it, and the role's words
    became a firm's. Only words of a role or a job's title are taken off."""
    for index in range(1, len(words)):
        if text.startswith(",", words[index - 1][1]):
            before = [text[start:end] for start, end in words[:index]]
            if all(role_word(word, "en") or word.lower() in job_words("en") for word in before):
                return words[index:]
            break
    return words


def _before_open_bracket(words: Words, text: str) -> Words:
    """The words of a name up to a bracket it opens and never closes (`Court` of `the
    President of the Court (Rule 21 para. 3)`): a model ran the name on into the reference in
    brackets, whose words then became a name's. A bracket closed inside the name is the
    name's own (`Cordia (Services) LLP`)."""
    for index in range(1, len(words)):
        gap = text[words[index - 1][1] : words[index][0]]
        if "(" in gap and ")" not in text[words[index][0] : words[-1][1] + 1]:
            return words[:index]
    return words


def _without_label(words: Words, text: str) -> Words:
    """Without a field's name and its colon opening the line (`Subject: Return of ...`,
    `Betreff: Kündigung`), which a model reads into the value's name: the value is what
    follows, the field's name no one's."""
    for index, (_, end) in enumerate(words[:-1]):
        if text.startswith(":", end):
            line_start = text.rfind("\n", 0, words[0][0]) + 1
            if not text[line_start : words[0][0]].strip():
                return words[index + 1 :]
            break
    return words


def _without_sentence_opener(
    words: Words, text: str, lang: str, analysis: Analysis, mention: Mention
) -> Words:
    """Without a first word that only its place in the sentence capitalizes."""
    if len(words) == 0 or mention.attrs.context:
        return words  # a title or initials around it vouch for the name
    if _interjection_before_name(words, text, lang):
        return words[1:]
    if not opens_sentence(text, words[0][0]):
        return words
    first = text[words[0][0] : words[0][1]]
    if first.isupper() or first in given_names() or first in family_names():
        return words
    if first in places(lang):
        return words
    if not ordinary(first, lang) and is_given_form(first, lang):
        return words  # `Pavle, kde jsi?`: a given name's case (here the vocative), no verb
    tag = _part_of_speech(analysis, words[0][0], words[0][1])
    if tag is not None:
        return words[1:] if tag in _NO_NAME_CLASSES else words
    # No tag: the vocabulary decides, for a model's person (`Tomorrow Mrs`): a person's name
    # never opens with an ordinary word, an organization or place may (`Bank of England`,
    # Polish `Nowa Wieś`). The other recognizers weigh a sentence's first word themselves.
    if len(words) > 1 and text[words[1][0] : words[1][1]] in given_names():
        # (`Ordföranden Bengt Zhang`: an ordinary word before a given name is no name's;
        # but where the family name comes first it is the family name: Hungarian `Bíró
        # Kata`, a judge's word too.)
        if len(words) == 2 and get_language(lang).family_name_first:
            return words
        return words[1:] if ordinary(first, lang) else words
    if mention.source != "ner" or mention.category is not Category.PERSON:
        return words
    return words[1:] if ordinary(first, lang) else words


def _interjection_before_name(words: Words, text: str, lang: str) -> bool:
    """Whether a sentence or a chat's message (after its speaker's colon) opens with a
    laughter or interjection before the given name or nickname it addresses (`Haha Lina,
    ...`, `Lol Lisen`), which is no part of that name."""
    if len(words) < 2 or not _opens(text, words[0][0]):
        return False
    first, second = (text[start:end] for start, end in words[:2])
    return interjection_before_name(first, second, lang)


def _without_degree_unit(words: Words, text: str) -> Words:
    """Without a unit written after a degree sign at the mention's start (`C` of `12 °C`, `F`
    of `°F`), nor a number before the sign at its end (`-15` of `-15 °C`): a measure is no
    one's letter or number. What a model read on past the unit is judged as any other words
    (`a odpoledne`, the sentence going on)."""
    if words and _DEGREE.search(text[max(0, words[0][0] - 2) : words[0][0]]):
        words = words[1:]
    if (
        words
        and _MEASURE.fullmatch(text[words[-1][0] : words[-1][1]])
        and _DEGREE_AFTER.match(text, words[-1][1])
    ):
        words = words[:-1]
    return words


# A degree sign, perhaps a space, right before a word; right after a number.
_DEGREE = re.compile(r"°[ \u00a0]?$")
_DEGREE_AFTER = re.compile(r"[ \u00a0]?°")
_MEASURE = re.compile(r"[-−]?\d+(?:[.,]\d+)?")


# What a model or the capitals read as a name where ordinary words open a body's name.
_BEFORE_KIND = frozenset({Category.PERSON, Category.OTHER, Category.ORGANIZATION})


def _before_institution_noun(words: Words, text: str, lang: str) -> bool:
    """Whether `words` are ordinary words alone right before an institution's noun in lower
    case (`Městským` of `Městským úřadem`, `Krajskému` of `Krajskému soudu`): the institution's
    name opens with them, no person's (the institution's recognizer finds it whole)."""
    if not words or not all(ordinary(text[start:end], lang) for start, end in words):
        return False
    following = _NEXT_WORD.match(text, words[-1][1])
    return (
        following is not None
        and following.group(1).islower()
        and organization_word(following.group(1), lang)
    )


_NEXT_WORD = re.compile(r"[ \u00a0]+(\w+)")


def _without_lettered_numerals(words: Words, text: str) -> Words:
    """Without a ward's or a class's numeral at either end (`IIIa` of `IIIa. Žák`, where a
    model read over the sentence's end): no name holds one."""
    while words and lettered_numeral(text[words[0][0] : words[0][1]]):
        words = words[1:]
    while words and lettered_numeral(text[words[-1][0] : words[-1][1]]):
        words = words[:-1]
    return words


def _without_versus(words: Words, text: str, language: Language) -> Words:
    """Without the word between a case's parties at either end (`Harms and Others v.`), as
    written: `V.` is someone's initial (`Mrs V. Strážnická`)."""
    versus = {word.rstrip(".") for word in language.versus_words}

    def between(word: tuple[int, int]) -> bool:
        return text[word[0] : word[1]].rstrip(".") in versus

    while words and between(words[-1]):
        words = words[:-1]
    while words and between(words[0]):
        words = words[1:]
    return words


def _within_its_line(words: Words, text: str, category: Category) -> Words:
    """The words on one line where the mention runs over the end of a line of its own, a
    paragraph's break or a list's bullet (`Art 13 • Absence of a remedy`)."""
    lines: list[Words] = [words[:1]]
    for previous, word in itertools.pairwise(words):
        if ends_name(text, previous[1], word[0]):
            lines.append([word])
        else:
            lines[-1].append(word)
    if len(lines) == 1:
        return words
    return lines[-1] if category is Category.ORGANIZATION else lines[0]


def _without_letter_formula(words: Words, text: str, lang: str) -> Words:
    """Without the words of a salutation or closing that opens the sentence or line the
    mention starts in (`Kind` of `Kind regards`, `Vážená` of `Vážená paní Dvořáková`)."""
    formulas = letter_formulas(lang)
    if not words or formulas is None:
        return words
    opening = _opening(text, words[0][0])
    if opening is None or not (formula := formulas.match(text, opening)):
        return words
    return [word for word in words if word[0] >= formula.end()]


def _opening(text: str, position: int) -> int | None:
    """Where the sentence or line that `position` stands in opens, if at most a few words
    on the same line stand before it (a formula is short); None otherwise."""
    for _ in range(_FORMULA_WORDS):
        if _opens(text, position):
            return position
        before = _WORD_BEFORE.search(text, max(0, position - _WORD_BEFORE_WIDTH), position)
        if before is None:
            return None
        position = before.start()
    return position if _opens(text, position) else None


def _opens(text: str, position: int) -> bool:
    """Whether a sentence or line opens at `position`, or a chat's message after its
    speaker's colon (`Mama: Kochani, kto ...`), which a salutation opens as a letter's."""
    if opens_sentence(text, position):
        return True
    i = position - 1
    while i >= 0 and text[i] in " \t\u00a0":
        i -= 1
    return i >= 0 and text[i] == ":"


def _without_polite_pronouns(words: Words, text: str, language: Language) -> Words:
    """Without the pronouns of polite address in a mention: the name is what follows the last
    of them (`Petra Svobodu` of `Vašeho bratra Petra Svobodu`), or, where they end it, what
    precedes them; nothing where that is only ordinary words (`Vaší žádosti`, `Posílám
    Vašemu`), or where the mention is only ordinary words after one (`odpověď` of `Vaši
    odpověď`): a name has a word of its own."""
    pronouns = language.capitalized_pronouns
    if not words or not pronouns:
        return words
    inside = [i for i, word in enumerate(words) if text[slice(*word)] in pronouns]
    if inside:
        after = words[inside[-1] + 1 :]
        rest = after or words[: inside[0]]
    elif _word_before(text, words[0][0]) in pronouns:
        rest = words
    else:
        return words
    return [] if all(_ordinary_word(text[slice(*word)], language.code) for word in rest) else rest


def _word_before(text: str, position: int) -> str:
    """The word right before `position` on its line, empty where there is none."""
    before = _WORD_BEFORE.search(text, max(0, position - _WORD_BEFORE_WIDTH), position)
    return before.group().rstrip() if before else ""


def _without_ordinary_opener(words: Words, text: str, lang: str, mention: Mention) -> Words:
    """Without the first word of a model's person of several words, anywhere in a sentence,
    that is an ordinary word of the language and no known name or place (`Investigator` of
    `Chief Investigator Gudaitis`, `Prosecutor`): a person's name never opens with one, and
    drawn with the name it became a given name (`Chief Francis Reed`). So is a word in lower
    case of the dictionary and no name of the lists (`omg` of `omg maddie`)."""
    if len(words) < 2 or mention.source != "ner" or mention.category is not Category.PERSON:
        return words
    if mention.attrs.context:
        return words
    first = text[words[0][0] : words[0][1]]
    if first.islower():
        # (`omg maddie`, `hey jonno` in a chat: a word of the dictionary the model took in
        # with the name, where a name in lower case is no given name of the lists.)
        named = first.capitalize() in given_names() or first.capitalize() in family_names()
        common = ordinary(first, lang) or dictionary_word(first, lang)
        return words[1:] if common and not named else words
    if not first[:1].isupper() or first.isupper() or not _ordinary_word(first, lang):
        return words
    # (Only before a name: `Articles 145`, a model's person, is a law's article and number.)
    second = text[words[1][0] : words[1][1]]
    return words[1:] if second[:1].isupper() and second[:1].isalpha() else words


def _without_initialism_compound(words: Words, text: str) -> Words:
    """Without a compound of an initialism and a word in lower case opening a name of several
    words (`ERP-rendszert` of `ERP-rendszert Szabó Dénes`, the software the person brought
    in; `QA-vezető`): no name is written in lower case after its hyphen, and drawn with the
    name the compound became a given name."""
    if len(words) < 2:
        return words
    first = text[words[0][0] : words[0][1]]
    return words[1:] if _INITIALISM_COMPOUND.fullmatch(first) else words


# An initialism and a word in lower case after its hyphen (`HR-vezetőt`, `ERP-rendszert`).
_INITIALISM_COMPOUND = re.compile(r"[^\W\d_a-z]{2,5}-[^\W\d_A-Z]+")


def _without_enumerator(words: Words, text: str, lang: str) -> Words:
    """Without a heading's letter and full stop that open its line (`A. Damage`, `B. Costs`),
    which a model reads as an initial: before ordinary words alone it numbers a heading, and
    drawn with them it became a person (`M. Lees`). Before a name it is an initial
    (`A. Smith`)."""
    if len(words) < 2:
        return words
    first = text[words[0][0] : words[0][1]]
    if len(first) != 2 or not first[0].isupper() or first[1] != ".":
        return words
    line_start = text.rfind("\n", 0, words[0][0]) + 1
    if text[line_start : words[0][0]].strip():
        return words
    rest = [text[start:end] for start, end in words[1:]]
    return words[1:] if all(_ordinary_word(word, lang) for word in rest) else words


def _ordinary_word(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary word of `lang` and no known name."""
    if word.islower():
        return True
    known = word in given_names() or word in family_names() or word in places(lang)
    return not known and ordinary(word, lang)


def _part_of_speech(analysis: Analysis, start: int, end: int) -> str | None:
    """The part of speech the language's pipeline gave the word at `start:end`; None where
    the reading tagged none."""
    doc = analysis.doc
    if doc is None or not doc.has_annotation("POS"):
        return None
    span = doc.char_span(start, end, alignment_mode="expand")
    return span[0].pos_ if span is not None and len(span) else None


def _without_titles(words: Words, text: str, lang: str) -> Words:
    """Without the titles before a name that are not part of the name (`Mr`, `pani`); never
    the last word, which is a family name even where it is a title too."""
    return words[leading_titles([text[start:end] for start, end in words], outer_titles(lang)) :]


# A title right before a word (`pani `, `Mr. `), and how far back it is looked for.
_TITLE_BEFORE = re.compile(r"(?<!\w)([^\W\d_]+)\.?[ \u00a0]+\Z")
_TITLE_REACH = 16


def _without_court(words: Words, text: str, language: Language) -> Words:
    """`words` less a court's abbreviation opening them (`LG` of `LG Berlin`, `BVerfG`): the
    court is a public body, and the town after it the place it sits in, replaced as a place
    (as in `Landgericht Berlin`); none where the abbreviation stands alone. Not before the
    legal form of a company named with one (`AG` of `AG Bau GmbH`)."""
    courts = language.court_abbreviations
    if not words or text[words[0][0] : words[0][1]] not in courts:
        return words
    if legal_form_of(text[words[0][0] : words[-1][1]]) is not None:
        return words
    return words[1:]


def _without_brand(words: Words, text: str, lang: str) -> Words:
    """`words` less a chain's brand opening them (`Kaufland`, `u Kauflandu`: no one's), and
    none where they are one brand; a company's name with its legal form stays whole (the
    firm a letter names), and so does a name a brand of ordinary words opens (`Nowa`, new:
    `Nowa Huta`, a town's part, is no branch of the shop)."""
    if not words or legal_form_of(text[words[0][0] : words[-1][1]]) is not None:
        return words
    start = words[0][0]
    title = _TITLE_BEFORE.search(text, max(0, start - _TITLE_REACH), start)
    if title is not None and title.group(1).casefold() in outer_titles(lang):
        return words  # `pani Biedronka`: a title says a person is called so
    language = get_language(lang)
    before = _word_before(text, start).lower()
    end = brand_end(
        text,
        start,
        words[-1][1],
        after_place=before in language.place_prepositions,
        inside=before in language.locative_prepositions,
        lang=lang,
    )
    if end is None:
        # (`ICA Maxi`: a chain's name and its format the list does not hold; a place after
        # the chain's name is its branch's, a mention of its own: `Coop Västerås`.)
        end = chain_format_end(text, start, words[-1][1], lang)
        # (Nor a listed place a chain's word opens: `Česká Lípa`, though `Česká spořitelna`
        # and `Česká pojišťovna` make `Česká` a chain's name.)
        if end is not None and (
            text[start:end].split()[-1] in places(lang) or text[start:end] in places(lang)
        ):
            end = None
    if end is None:
        return words
    rest = [word for word in words if word[0] >= end]
    if rest and all(ordinary(word, lang) for word in text[start:end].split()):
        return words
    following = text[slice(*rest[0])] if rest else ""
    if following[:1].isupper() and end == rest[0][0] - 1 and ordinary(following, lang):
        return words  # (`Radeberger Straße`, `Soproni Rendelőintézet`: a town's adjective)
    # (Two brands in a row, `v Albertu Kofolu`, Kofola bought at Albert's: both no one's.)
    return _without_brand(rest, text, lang) if rest else rest


def _to_possessive(words: Words, text: str, category: Category) -> Words:
    """Up to a possessive ending, which stays outside as it does in a model's mention
    (`Peter` of `Peter's NHS number`): a person's name ends there; another name only where an
    acronym or lower-case word follows (`King's College` is one name)."""
    for i, (start, end) in enumerate(words[:-1]):
        ending = re.search(r"['’]s?$", text[start:end])
        if ending is None or ending.start() == 0:
            continue
        rest = [text[s:e] for s, e in words[i + 1 :]]
        if category is Category.PERSON or all(w.isupper() or w.islower() for w in rest):
            return [*words[:i], (start, start + ending.start())]
    return words


def _without_trailing_acronyms(
    words: Words, text: str, language: Language, category: Category
) -> Words:
    """Without the identifiers' acronyms at either end of a name (`Anna PESEL`), and, after a
    person's name that is not in capitals itself, without a short acronym (`Jana NIP`)."""
    acronyms = identifier_acronyms()
    after_names = {*language.post_nominals, *language.person_titles_after}
    while len(words) > 1 and text[slice(*words[0])].rstrip(".") in acronyms:
        words = words[1:]  # `IP` of `IP 999.300.1.1`
    while len(words) > 1:
        last = text[slice(*words[-1])].rstrip(".")
        first = text[slice(*words[0])]
        person_acronym = (
            category is Category.PERSON
            and last.isupper()
            and not first.isupper()
            and last not in after_names  # `Mummery LJ`
            and not _ROMAN.fullmatch(last)  # `Henry VIII`
            # A family name in capitals (`Tomáš NOVOTNÝ`) is longer than an acronym.
            and len(last) <= 4
            and last.title() not in family_names()
        )
        if not (last in acronyms or (person_acronym and len(last) > 1)):
            break
        words = words[:-1]
    return words


def _without_kisses(words: Words, text: str) -> Words:
    """Without the kisses a message signs with beside a name (`xx` of `Tommy xx`, `xoxo`):
    they are no word of the name, and a name that held them drew a surrogate of two words
    where one stood. Only in lower case: `X` is an initial (`Malcolm X`), `XX` a numeral."""
    while words and _KISSES.fullmatch(text, *words[-1]):
        words = words[:-1]
    while words and _KISSES.fullmatch(text, *words[0]):
        words = words[1:]
    return words


def _without_letters_after_name(words: Words, text: str) -> Words:
    """Without the letters after a person's name (`CEng MIStructE` of `Peter Lindqvist CEng
    MIStructE`, `BSc (Hons)`, `OBE`, `MA`): they say what the person holds, as they do for
    thousands, and stay as written; the name before them is the mention."""
    while len(words) > 1 and letters_after_name(text[slice(*words[-1])]):
        words = words[:-1]
    return words


def _only_titles_before_name(text: str, start: int, end: int, lang: str) -> bool:
    """Whether `start:end` is only titles with a capitalized word after it on its line (`Panie`
    of `Panie Kowalski`): the name is the mention, the title stays."""
    pieces = text[start:end].split()
    if not all(piece.rstrip(".,").casefold() in title_words(lang) for piece in pieces):
        return False
    if any(piece.rstrip(".,") in family_names() for piece in pieces):
        return False  # `Richter`, `Lord`: a name too
    following = re.match(r"\.?[^\S\n]+(\w)", text[end:])
    return following is not None and following.group(1).isupper()


def _named_date(text: str, start: int, end: int, language: Language) -> bool:
    """Whether a date without digits names a month, a weekday or a day of its own (`in
    March`, `Monday`, `Armistice Day`) or counts something (`six months`, `ninety-one days`: a
    duration, which a surrogate can change), not only a day relative to another (`yesterday`,
    `last week`, `the following day`), nor a number alone (`seven thousand and forty-two`, an
    amount in words a model took for a date)."""
    capitals_name = not language.nouns_capitalized
    counted = counts = False
    for word in re.finditer(r"[^\W\d_]+\.?", text[start:end]):
        written = word.group()
        if calendar_word(written, language.code):
            return True
        if number_word(written, language.code):
            counts = True
            continue
        if not _function_or_amount_word(written, language.code):
            counted = True
        if (
            capitals_name
            and written[0].isupper()
            and not opens_sentence(text, start + word.start())
        ):
            return True
    return counts and counted


def _numbered_item(text: str, start: int, end: int, language: Language) -> bool:
    """Whether `start:end` is an ordinal number and words no calendar knows (`1. kontrolu`,
    `2. vrácení zálohy`): a list's point or a rank, which a model takes for a day and its
    month. A day's ordinal stands before a month or a weekday (`5. května`), or with a
    month's and a year's digits (`5. 6. 2025`)."""
    found = _ORDINAL_AND_WORDS.fullmatch(text, start, end)
    return found is not None and not any(
        calendar_word(word, language.code)
        for word in re.findall(r"[^\W\d_]+", found.group("words"))
    )


def _function_or_amount_word(word: str, lang: str) -> bool:
    """Whether `word` counts nothing a duration counts: a function word (`and`) or a currency
    or unit (`pounds`, `korun`)."""
    lower = word.lower()
    return lower in stop_words(lang) or lower in _amount_words(lang)


@cache
def _amount_words(lang: str) -> frozenset[str]:
    return frozenset(word.lower() for word in amount_words(lang).after)


def _calendar_date(text: str, start: int, end: int) -> bool:
    """Whether the digits of `start:end` can be a calendar date's: no code, no digit group
    longer than a date's, no impossible date."""
    span = text[start:end]
    for token in _DIGIT_TOKEN.findall(span):
        if not _DATE_TOKEN.fullmatch(token):
            return False  # `EK123456`
        if len(token) > 4 and token.isdigit() and not _compact_date(token):
            return False  # `25596641`
    if any(not _real_numeric(found) for found in _NUMERIC.findall(span)):
        return False  # `999.300.1.1`
    group = _DIGIT_GROUP.match(text, _group_start(text, start))
    return group is None or sum(c.isdigit() for c in group.group()) <= 14


def _real_numeric(written: str) -> bool:
    """Whether numbers joined by dots, slashes or hyphens can be a date: two parts are a month
    and a year or a range (`3/2021`, `1990-95`); three a real day in some order."""
    parts = [int(part) for part in re.split(r"[./-]", written)]
    if len(parts) != 3:
        return len(parts) == 2
    a, b, c = parts
    return any(
        real_date(year if year > 99 else 2000 + year, month, day)
        for year, month, day in ((c, b, a), (c, a, b), (a, b, c))
    )


def _group_start(text: str, start: int) -> int:
    """Where the group of digits (joined by spaces, dots, hyphens) that `start` is in begins:
    `1111 1112` may be the end of `4111 1111 1111 1112`."""
    while start >= 2 and text[start - 1] in " .-" and text[start - 2].isdigit():
        start -= 2
        while start > 0 and text[start - 1].isdigit():
            start -= 1
    return start


def _compact_date(token: str) -> bool:
    """Whether digits written together are a date (`20210305`)."""
    return len(token) == 8 and real_date(int(token[:4]), int(token[4:6]), int(token[6:]))
