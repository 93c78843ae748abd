"""Named entities from the spaCy pipeline, mapped to canonical categories.

The model reads a town it does not know as a nationality now and then (`lives in Beclean`,
NORP): where the word is no nationality of the language's lists and stands as a town does,
after a place's preposition and before no noun, it is a place, and gets a place's surrogate
rather than a pseudo-word."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category, UnknownLabelError, to_canonical
from pseudonymizer.detect.addresses import named_as_street
from pseudonymizer.detect.registry import register
from pseudonymizer.detect.sentences import ends_name
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.demonyms import demonyms, nationalities
from pseudonymizer.lexicon.institutions import (
    compound_organization_word,
    organization_word,
    public_institution_word,
)
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import called_by_given_name, is_given_form, nickname_reading
from pseudonymizer.lexicon.place_forms import place_form, place_lemma
from pseudonymizer.lexicon.places import country_names, home_settlements, places, site_after_place
from pseudonymizer.lexicon.qualifications import education_word, language_level
from pseudonymizer.lexicon.regions import region_ending, region_name, regions
from pseudonymizer.lexicon.states import countries, state_name
from pseudonymizer.lexicon.substitutes import is_particle, local_given_name
from pseudonymizer.lexicon.titles import title_words
from pseudonymizer.lexicon.vocabulary import ordinary, plain_noun, stop_words, word_classes_of
from pseudonymizer.model import Attributes, Document, Mention
from pseudonymizer.words import BULLETS

if TYPE_CHECKING:
    from spacy.tokens import Span

_FIRST_WORD = re.compile(r"(\w+)\s+")
# A word of an entity: what stands between spaces, line breaks and bullets.
_LINE_WORD = re.compile(rf"[^\s{BULLETS}]+")
# Names begin at the name: `the European Court`. Dates do not (`the next day`).
_NAMES = frozenset(
    {Category.PERSON, Category.ORGANIZATION, Category.LOCATION, Category.DEMOGRAPHIC}
)


@dataclass(frozen=True)
class NerRecognizer:
    """spaCy gives no confidence per entity, so every entity gets the same `score`."""

    name: str = "ner"
    scheme: str = "spacy"
    score: float = 0.7

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        if analysis.doc is None:
            return
        for entity in analysis.doc.ents:
            try:
                category = to_canonical(self.scheme, entity.label_)
            except UnknownLabelError:
                continue
            if category is None:
                continue
            for line_start, line_end in _lines(document.text, entity.start_char, entity.end_char):
                start, end = _trimmed(document.text, line_start, line_end)
                if category in _NAMES:
                    start = _without_leading_function_words(
                        document.text, start, end, document.lang
                    )
                if entity.label_ == "NORP" and _town(document.text, start, end, document.lang):
                    category = Category.LOCATION
                elif category in _FEATURES_MISREAD and _feature(
                    document.text, start, end, category, document.lang
                ):
                    # (`along the Vistula`, `crossed into the Brda`, read as a people or a
                    # product: a river's, a lake's, a hill's name, a place.)
                    category = Category.LOCATION
                span = document.text[start:end]
                if entity.label_ == "NORP" and _given_name(span, document.lang):
                    category = Category.PERSON
                if category in (Category.LOCATION, Category.ORGANIZATION) and (
                    _given_name_alone(span, document.lang)
                    or _given_name_in_brackets(document.text, start, end, document.lang)
                ):
                    # (`my sister, Agnieszka,` read as a place or a firm: a given name of the
                    # lists and no place's, a person whose surrogate a town would not be.)
                    category = Category.PERSON
                abroad = category in (
                    Category.LOCATION,
                    Category.ORGANIZATION,
                ) and _foreign_place(document.text, start, span, category, document.lang)
                if abroad:
                    # (`do Hai Phong`, `z Da Nang`, read as a firm or, by its given name, a
                    # person: a town abroad, whose surrogate is a town.)
                    category = Category.LOCATION
                # (`Nadia Okafor` read as an organization or a place: a given name and a
                # word no list or dictionary knows, the whole no firm's by a legal form.)
                located = (
                    category in (Category.LOCATION, Category.ORGANIZATION)
                    and _person(span, document.lang)
                    and not abroad
                ) or (
                    category in (Category.LOCATION, Category.OTHER, Category.ORGANIZATION)
                    and _called_by_name(document.text, start, end, document.lang)
                )
                if _nationality(document.text, start, end, category, document.lang):
                    # (`two Slovak nationals`, which the model reads as a place or a person: a
                    # nationality, whose surrogate is another one, never a town nor a name.)
                    category = Category.DEMOGRAPHIC
                elif located or (
                    category is Category.ORGANIZATION
                    and _name_heading(document.text, start, end, document.lang)
                ):
                    category = Category.PERSON
                elif category in (Category.PERSON, Category.LOCATION) and _by_kind(
                    span, document.lang
                ):
                    # (`Ysgol Gyfun Glantaf`, `Coleg Gwent`, `Caritas Linz`, read as a place or
                    # a person: a school or a body, whose surrogate keeps its kind word.)
                    category = Category.ORGANIZATION
                elif category in _NAMES and named_as_street(span):
                    category = Category.STREET
                elif category is Category.PERSON and "&" in span:
                    # (`Langford & Quiller`: the partners a firm is named after, no one's name.)
                    category = Category.ORGANIZATION
                elif category is Category.PERSON and (
                    _firm_by_its_trade(span, document.lang)
                    or _brand_of_products(analysis, entity, document.lang)
                ):
                    # (`Ashdown Harrow Systems`, `Makita tools`: a firm or a maker, whose
                    # surrogate is one too, never a person of its words.)
                    category = Category.ORGANIZATION
                elif category is Category.PERSON and (region := region_ending(span, document.lang)):
                    # (`Support West Yorkshire` of `Victim Support West Yorkshire`: a body's
                    # words before its region, no one's name; the region is the place.)
                    start += len(span) - len(region)
                    category = Category.LOCATION
                elif category is Category.ORGANIZATION and (
                    country := _state_before_its_body(span, document.lang)
                ):
                    # (`United Kingdom Government`: the state is the place, replaced by a
                    # country; its government's word stays, as in `the Government`.)
                    end = start + country
                    category = Category.LOCATION
                elif category is Category.PERSON and (
                    _place(span, document.lang)
                    or _place_line(document.text, start, end, document.lang)
                    or site_after_place(span.split(), document.lang)
                    or _site_after_its_name(span, document.lang)
                    or _placed_by_preposition(document.text, start, end, document.lang)
                    or _home_village(document.text, start, end, document.lang)
                ):
                    category = Category.LOCATION
                elif category is Category.ORGANIZATION and _home_village(
                    document.text, start, end, document.lang
                ):
                    # (`between Cottingham and Beverley` read as a body: the village, whose
                    # surrogate is a town, not a firm.)
                    category = Category.LOCATION
                elif category is Category.ORGANIZATION and _plural_place(
                    document.text, start, end, document.lang
                ):
                    # (`v Krkonoších`, `na Slovanech`: mountains, a town's quarter; drawn as
                    # a body's name, it became a person's.)
                    category = Category.LOCATION
                elif category is Category.ORGANIZATION and region_name(span, document.lang):
                    # (`LANCASHIRE` in an address's or a sentence's capitals, read as a body:
                    # a county alone, whose surrogate is another county, never a firm.)
                    category = Category.LOCATION
                elif category is Category.ORGANIZATION and _site_of_no_body(span, document.lang):
                    # (`<town> Ward`, an electoral ward, read as a body: a place, whose
                    # surrogate keeps its kind; as a body's, `Ward` was a person's word.)
                    category = Category.LOCATION
                elif category is Category.PERSON and _named_after_place(span, document.lang):
                    # (`Bristol Model Railway Forum`: drawn as a person, `Bristol` became
                    # a given name in every other place the text names the city.)
                    category = Category.ORGANIZATION
                if category is Category.PERSON or (
                    category is Category.ORGANIZATION and span.islower()
                ):
                    end = _without_trailing_lower_words(document.text, start, end, document.lang)
                if category is Category.ORGANIZATION and _lower_home_place(
                    document.text[start:end], document.lang
                ):
                    # (`match at otley finishes 2ish`, read as a firm: a chat's town in lower
                    # case, and the verb after it no part of it.)
                    category = Category.LOCATION
                if not any(char.isalnum() for char in document.text[start:end]):
                    continue  # (a line of dashes the Czech model read as an address)
                if language_level(document.text[start:end]):
                    continue  # (`passed A2`, read as a firm: a language level)
                kind = "amount" if entity.label_ in _AMOUNTS else None
                attrs = Attributes(kind=kind, ner_label=entity.label_)
                for part_start, part_end, part in _case_parts(
                    document.text, start, end, category, document.lang
                ):
                    yield Mention(part_start, part_end, part, self.name, self.score, attrs)


# The model's categories of a river's or a lake's name it did not read as a place.
_FEATURES_MISREAD = frozenset({Category.DEMOGRAPHIC, Category.OTHER, Category.PERSON})


def _feature(text: str, start: int, end: int, category: Category, lang: str) -> bool:
    """Whether the model's `text[start:end]` is a place named as a river, a lake or a hill is:
    after a preposition of place or way and the definite article in lower case (`along the
    Vistula`, `into the Brda`, `near the Severn`), one or two capitalized words that are no
    ordinary word, given name, nationality nor a family's plural (`the Hendersons`). A person
    takes no article; a people's name after one is a nationality the lists know, so a people
    of no list's after the article alone is a place too (`crossed the Brda`)."""
    language = get_language(lang)
    words = text[start:end].split()
    before = _WORDS_BEFORE.search(text, max(0, start - 40), start)
    if before is None or not 1 <= len(words) <= 2:
        return False
    preposition, article = before.group(1).split()
    if article not in language.definite_articles:
        return False
    ways = language.street_prepositions | language.place_prepositions
    if category is not Category.DEMOGRAPHIC and preposition.lower() not in ways:
        return False
    return all(
        word.isalpha()
        and word.istitle()
        and not ordinary(word, lang)
        and word not in given_names()
        and word.lower() not in nationalities(lang)
        and word.lower() not in demonyms(lang)
        and not (word.endswith("s") and word[:-1] in family_names())
        for word in words
    )


# The two words right before an entity, a space apart (`along the`).
_WORDS_BEFORE = re.compile(r"(?<!\w)(\w+ \w+) \Z")


def _site_after_its_name(span: str, lang: str) -> bool:
    """Whether `span`, read as a person, is a site's name no list knows the place of: names
    before a site's kind (`Language.site_nouns`: `<place> Mill`, `<place> High`), each
    capitalized, the first no given name (`Emily Hall` is a person's)."""
    words = span.split()
    return (
        len(words) >= 2
        and words[-1] in get_language(lang).site_nouns
        and all(word[:1].isupper() and word.isalpha() for word in words)
        and words[0] not in given_names()
    )


def _site_of_no_body(span: str, lang: str) -> bool:
    """Whether `span` names a site after its place (`site_after_place`: `<town> Ward`,
    `<town> Airport`) whose kind is no body's (`organization_word`: a hospital is one)."""
    words = span.split()
    return site_after_place(words, lang) and not organization_word(words[-1], lang)


# The model's labels of amounts and measures (`70-80 percent`, `$5`, `12 kg`): amounts as the
# quantity recognizer's are, kept or replaced as the run says (`Config.amounts`).
_AMOUNTS = frozenset({"PERCENT", "MONEY", "QUANTITY"})


def _lines(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """The parts of an entity between the breaks that end a name (`ends_name`): the model
    sometimes runs a name on over a line break into the next line's (a heading into a
    paragraph, one text node of an XML file into the next, a letter's address block), but
    prose wrapped at a margin keeps a name whole (`Ministry of Foreign` / `Affairs`)."""
    words = [word.span() for word in _LINE_WORD.finditer(text, start, end)]
    if not words:
        return
    part_start = words[0][0]
    for (_, previous_end), (next_start, _) in itertools.pairwise(words):
        if ends_name(text, previous_end, next_start):
            yield part_start, previous_end
            part_start = next_start
    yield part_start, words[-1][1]


_WORD_BEFORE = re.compile(r"(\w+)[ \u00a0]+\Z")
_WORD_AFTER = re.compile(r"[ \u00a0]+(\w+)")


def _town(text: str, start: int, end: int, lang: str) -> bool:
    """Whether the model's nationality `text[start:end]` stands as a town does: one word no
    list knows as a nationality, after a preposition of place (`in`, `v`, `w`), with no noun
    after it that it could qualify (`in Romanian courts`), only punctuation, the line's end
    or a function word."""
    word = text[start:end]
    if not word.isalpha() or word.lower() in nationalities(lang) or word.lower() in demonyms(lang):
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)
    if before is None or before.group(1).lower() not in get_language(lang).place_prepositions:
        return False
    after = _WORD_AFTER.match(text, end)
    return after is None or after.group(1).lower() in stop_words(lang)


def _case_parts(
    text: str, start: int, end: int, category: Category, lang: str
) -> Iterator[tuple[int, int, Category]]:
    """The entity, or, where the model read a case's name as one (`Kováčová v. Slovakia` a
    person), its parties and the State apart, the versus word between them no one's: the
    State is a place, whose surrogate is a country, and the party keeps the model's
    category."""
    if category not in _NAMES:
        yield start, end, category
        return
    for versus in get_language(lang).versus_words:
        found = text.find(f" {versus} ", start, end)
        if found > start:
            state = found + len(versus) + 2
            yield start, found, category
            named = state_name(text[state:end], lang) is not None
            yield state, end, Category.LOCATION if named else category
            return
    yield start, end, category


def _nationality(text: str, start: int, end: int, category: Category, lang: str) -> bool:
    """Whether the model's place or person `text[start:end]` is one adjective of nationality
    of the language's lists: a place's, wherever it stands (no town is named `Slovak`); a
    person's, before a word in lower case that it qualifies (`Slovak nationals`; `French`
    alone may be Mr French)."""
    if text[start:end].lower() not in nationalities(lang):
        return False
    if category is Category.LOCATION:
        return True
    after = _WORD_AFTER.match(text, end)
    return category is Category.PERSON and after is not None and after.group(1).islower()


def _by_kind(span: str, lang: str) -> bool:
    """Whether the entity's first word names a school's kind (`Ysgol`, `College`) or an
    organization's (`Knihovna`, `Charita`, `Caritas`), alone and not only as a compound's
    end, and is no person's name of the lists (`Collegeman`) but as an ordinary word too
    (`Charita` is a rare given name)."""
    words = span.split()
    first = words[0] if words else ""
    kind = education_word(first, lang) or (
        organization_word(first, lang) and not compound_organization_word(first, lang)
    )
    named = first in given_names() or first in family_names()
    return len(words) > 1 and kind and (not named or ordinary(first, lang))


def _firm_by_its_trade(span: str, lang: str) -> bool:
    """Whether the model's person `span` is a firm named with its trade: several words, the
    last one of the language's `firm_nouns` (`Ashdown Harrow Systems`) and no name of the
    lists (`Holdings`, were it a family name, could be one)."""
    words = span.split()
    last = words[-1] if words else ""
    return (
        len(words) > 1
        and last in get_language(lang).firm_nouns
        and last not in given_names()
        and last not in family_names()
    )


# The words that join makers named together before their products (`Hornby and Bachmann`).
_MAKERS_JOINED = frozenset({"and", "or", "&", ",", "/"})


def _brand_of_products(analysis: Analysis, entity: Span, lang: str) -> bool:
    """Whether the model's person `entity` is a maker named before its products, alone or
    with other makers (`Hornby locomotives`, `Makita and DeWalt tools`): a plural common noun
    in lower case follows, which no one's name stands before, but for the nouns of a family
    (`the Ashby twins`); no title before it (`Mr Hornby`). After one name the noun must be
    no verb's form too (`Sarah trains`, a sentence); after makers joined (`and`, `&`) a verb
    would have no `-s`, so a noun's reading is enough."""
    doc = analysis.doc
    if doc is None or "\n" in entity.text:
        return False  # (`Norwich` over a line break before a list's item: `- Managed tenders`)
    language = get_language(lang)
    if entity.start > 0 and doc[entity.start - 1].text.rstrip(".") in language.person_titles:
        return False
    # (A maker after others joined to it, `DeWalt` of `Makita and DeWalt tools`, is joined too.)
    before = entity.start - 2
    joined = (
        before >= 0 and doc[before + 1].text in _MAKERS_JOINED and doc[before].text[:1].isupper()
    )
    index = entity.end
    while index < len(doc) - 1 and doc[index].text in _MAKERS_JOINED:
        if not doc[index + 1].text[:1].isupper():
            return False
        index, joined = index + 2, True
    if index >= len(doc):
        return False
    word = doc[index].text
    if not (word.isalpha() and word.islower() and word.endswith("s")):
        return False
    if word in language.family_nouns:
        return False
    if joined:
        return "noun" in word_classes_of(word, lang)
    return plain_noun(word, lang)


def _person(span: str, lang: str) -> bool:
    """Whether the model's place `span` is a person's name: a given name of the lists and a
    word that names no place and is no ordinary word (`Dagmar Kunešová`, which the Czech
    model reads as a place), where the whole is no place either (`Santa Monica`). A person
    replaced by a town reads as nonsense and keeps no gender. A particle between them
    (`Pieter Van Dam`, `Anne de Vries`) opens a family name, whatever its word is too."""
    words = span.split()
    named = [word for at, word in enumerate(words) if at == 0 or not is_particle(words, at)]
    particled = len(named) < len(words)
    words = named
    if len(words) != 2 or span in places(lang):
        return False
    if words[0] not in given_names() and not is_given_form(words[0], lang):
        return False  # (`s Janou Malou`: a given name's case, read as a town's)
    if region_name(span, lang):
        return False  # (`North Yorkshire`, `West Midlands`: `North`, `West` are names too)
    last = words[1]
    # A given name in a case no nominative shares (`Janou`), no ordinary word, vouches for
    # an adjective's family name after it (`Malou`, Malá's, a village's too).
    declined = words[0] not in given_names() and not ordinary(words[0], lang)
    return (
        last.replace("-", "").isalpha()  # `Adeyemi-Ross` too
        and last[0].isupper()
        and (particled or last not in places(lang))  # (`Dam`: a town, and the Van Dams')
        and (declined or particled or (last not in given_names() and not ordinary(last, lang)))
    )


def _foreign_place(text: str, start: int, span: str, category: Category, lang: str) -> bool:
    """Whether the model's place or body `span` of several capitalized words is a town
    abroad (`Hai Phong`, `Da Nang`): after a preposition that puts a town where one goes or
    is (`do`, `v`, `z`; not `u`, which puts one at someone's too), its words no ordinary
    words, no family names of any list nor given names of the language's own (a Czech
    `Dagmar Kunešové` after `do` is still someone), nor a body's words. A given name of
    another language there (`Hai`) says no person. A body the model read is a town only
    where one goes to or comes from (`do`, `z`): a firm is where one works (`v Kovo
    Holding`)."""
    language = get_language(lang)
    before = re.search(r"(\w+)\s+$", text[max(0, start - 20) : start])
    prepositions = language.place_prepositions - language.person_place_prepositions
    if category is Category.ORGANIZATION:
        prepositions -= language.locative_prepositions
    words = span.split()
    if before is None or before.group(1).lower() not in prepositions or len(words) < 2:
        return False
    return all(
        word[:1].isupper()
        and word.isalpha()
        and not ordinary(word.lower(), lang)
        and word not in family_names()
        and not local_given_name(word, language.names_locale)
        and not organization_word(word, lang)
        for word in words
    )


def _named_after_place(span: str, lang: str) -> bool:
    """Whether the model's person `span` is a thing named after a place: a place of the
    lists, then ordinary words that no name list holds (`Bristol Model Railway`, `Leeds
    Cycling Club`). Not where the place is a given name of the lists too: `Karel` and
    `Martin` are villages as well, and a person called so by a family name that is also a
    word (Czech `Kohoutek`, a cockerel) is that person, no firm."""
    words = span.split()
    first, rest = words[:1], words[1:]
    return (
        bool(rest)
        and first[0] in places(lang)
        and first[0] not in given_names()
        and all(
            word[:1].isupper()
            and ordinary(word.lower(), lang)
            and word not in given_names()
            and word not in family_names()
            for word in rest
        )
    )


def _called_by_name(text: str, start: int, end: int, lang: str) -> bool:
    """Whether the model's place or name of unknown kind `text[start:end]` is one word that
    calls a person by a given name or nickname in some case (`Terce`, `Matyáš`, `Míši`,
    `Zdenko`), is no listed place in any case (`Ostravě`, `Poličce` are towns) and follows
    no place's preposition (`v`, `do`): the Czech model reads a name alone as a place now
    and then, and a friend thanked by a town's name (`díky Poličce`) reads as nonsense."""
    word = text[start:end]
    if not word.isalpha() or not word[0].isupper() or not called_by_given_name(word, lang):
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)
    language = get_language(lang)
    if (
        before is not None
        and before.group(1) in language.companion_words
        and nickname_reading(lang, word) is not None
        and place_lemma(word, lang) not in country_names(lang)
    ):
        # (`Lucka s Pepou`: a nickname of the table after `with`, someone's, though a town
        # far away shares its letters; not a country's, `obchod s Kubou`, with Cuba.)
        return True
    if place_form(word, lang, near=True):
        return False
    return before is None or before.group(1).lower() not in language.place_prepositions


def _name_heading(text: str, start: int, end: int, lang: str) -> bool:
    """Whether the model's organization is a person's name heading a document in capitals
    (`DANIEL ADEYEMI-ROSS` over a CV): alone on its line, and a person's name as `_person`
    reads one once written as names are. Drawn as a company, it became `AARON SANDRA`."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    span = text[start:end]
    if line.strip() != span or not span.isupper():
        return False
    named = (("-".join(part.capitalize() for part in word.split("-"))) for word in span.split())
    return _person(" ".join(named), lang)


def _given_name_alone(span: str, lang: str) -> bool:
    """Whether the model's place `span` is one given name of the lists that no list holds as
    a place nor a family name, and no ordinary word."""
    return (
        " " not in span
        and span in given_names()
        and span not in family_names()
        and span not in places(lang)
        and not ordinary(span.lower(), lang)
    )


def _given_name_in_brackets(text: str, start: int, end: int, lang: str) -> bool:
    """Whether the model's place or firm is one given name of the lists alone in brackets
    (`An engineer (Stuart) came`): who someone is, named beside them, though a family or a
    town of the same spelling exists too; no ordinary word."""
    span = text[start:end]
    return (
        text[start - 1 : start] == "("
        and text[end : end + 1] == ")"
        and " " not in span
        and span in given_names()
        and not ordinary(span.lower(), lang)
    )


def _given_name(span: str, lang: str) -> bool:
    """Whether the model's nationality `span` is one given name no list knows as a people's
    (`Sorin`, `Ioana`: names of another language the model reads as nationalities)."""
    lower = span.lower()
    return (
        span in given_names() and lower not in nationalities(lang) and lower not in demonyms(lang)
    )


def _place(span: str, lang: str) -> bool:
    """Whether the model's person `span` is a place the lists know and no word of it a
    known name (`Norwich` after an employer, where a town stands in a CV): a town
    replaced by a person's name reads as nonsense."""
    words = span.split()
    if region_name(span, lang):
        return True  # (a county or region, whatever names its words are too)
    return span in places(lang) and not any(
        word in given_names() or word in family_names() for word in words
    )


def _home_village(text: str, start: int, end: int, lang: str) -> bool:
    """Whether the model's person or body is one word that names a town or village of the
    language's own country (`between Hessle and the Humber`, `up to Cottingham`), no name
    of the lists, with no title before it nor a name's next word after it: the text's own
    place, which a person's or a firm's surrogate made someone. (A family name of a
    village's spelling the lists lack, after `Mr`, stays a person.)"""
    word = text[start:end]
    if not word.isalpha() or word not in home_settlements(lang):
        return False
    if word in given_names() or word in family_names():
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)
    if before is not None and before.group(1).casefold() in title_words(lang):
        return False
    return _NAME_AFTER.match(text, end) is None


def _lower_home_place(word: str, lang: str) -> bool:
    """Whether `word` is a town or village of the language's own country written in lower
    case, as chats write names, and no ordinary word nor name of the lists."""
    name = word.capitalize()
    return (
        word.isalpha()
        and word.islower()
        and name in home_settlements(lang)
        and not ordinary(word, lang)
        and name not in given_names()
        and name not in family_names()
    )


# A capitalized word right after a name, on its line: the name's next word.
_NAME_AFTER = re.compile(r"[ \u00a0]+[A-Z]")


def _state_before_its_body(span: str, lang: str) -> int | None:
    """Where the country ends in the model's organization `span` that is a country's name
    (`United Kingdom`, several words) and then only words of a public institution's kind
    (`Government`, `Parliament`): the state's body, named by its kind once the state is
    apart; None for anything else (`Kenya Airways`, a firm)."""
    words = span.split()
    known = countries(lang)
    for cut in range(len(words) - 1, 0, -1):
        if " ".join(words[:cut]).casefold() in known:
            rest = words[cut:]
            if all(public_institution_word(word, lang) for word in rest):
                return len(" ".join(words[:cut]))
            return None
    return None


def _placed_by_preposition(text: str, start: int, end: int, lang: str) -> bool:
    """Whether the model's person is one word the lists hold as a place or a region, after
    a preposition that puts what follows in a place (`lives in Kent`, `born in Devon`): a
    county that is a family name too is the county there, and a person's surrogate for it
    made the applicant live in someone. Not a possessive (`in Kent's view`)."""
    word = text[start:end]
    if not word.isalpha() or text.startswith(("'s", "’s"), end):
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)
    if before is None or before.group(1).lower() not in get_language(lang).locative_prepositions:
        return False
    return word in places(lang) or word in regions(lang)


def _plural_place(text: str, start: int, end: int, lang: str) -> bool:
    """Whether the model's body is one capitalized word in a locative plural (the language's
    `plural_locative_endings`) after a preposition of place or way: a place named in the
    plural (`v Krkonoších`, `na Vinohradech`), as firms are not; not initials (`v ČEZ`)."""
    language = get_language(lang)
    word = text[start:end]
    endings = language.plural_locative_endings
    if not endings or not word.isalpha() or word.isupper() or not word[:1].isupper():
        return False
    if not word.endswith(endings) or organization_word(word, lang):
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)
    leads = language.place_prepositions | language.street_prepositions
    return before is not None and before.group(1).lower() in leads


def _place_line(text: str, start: int, end: int, lang: str) -> bool:
    """Whether the model's person fills its line and every word of it is a place the lists
    know, none a known name (`Ashby Wolds` in an address block, whose words are places though
    the lists lack the whole): a letter's town on its own line, which became a person's name.
    A name of words that are places too (`Chester Bennington`) has one the name lists know."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    words = text[start:end].split()
    return (
        len(words) > 1
        and line.strip(" \t,") == text[start:end]
        and all(word in places(lang) for word in words)
        and not any(word in given_names() or word in family_names() for word in words)
    )


def _without_leading_function_words(text: str, start: int, end: int, lang: str) -> int:
    """Start after leading function words (`the European Court`): they identify no one, and
    replacing them with the name damages the sentence (`near [ORGANIZATION]`)."""
    while (match := _FIRST_WORD.match(text, start, end)) and match.end() < end:
        if match.group(1).lower() not in stop_words(lang):
            break
        start = match.end()
    return start


def _without_trailing_lower_words(text: str, start: int, end: int, lang: str) -> int:
    """End before the words in lower case that close a person's name and are ordinary words
    of the language, no name of the lists (`boy` of a chat's `danny boy`, `mate`): what the
    writer calls the person, not their name, and a name drawn for it made a family name of
    it. A family name written in lower case (`dan kerr`, `tom baker`) stays."""
    words = list(_SPACED_WORD.finditer(text, start, end))
    while len(words) > 1:
        word = words[-1].group()
        if not word.islower() or not ordinary(word, lang):
            break
        name = word.capitalize()
        if name in given_names() or name in family_names():
            break
        words.pop()
        end = words[-1].end()
    return end


# A word of a name, between spaces.
_SPACED_WORD = re.compile(r"\S+")


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop white space, quotes and joining punctuation (`Manchester &`) the model sometimes
    takes in at the edges of an entity."""
    while start < end and (
        text[start].isspace()
        or text[start] in "\"'“”„«»"
        or (text[start] in "-–—*" and text[start + 1 : start + 2].isspace())  # a list's dash
    ):
        start += 1
    while end > start and (text[end - 1].isspace() or text[end - 1] in "\"'“”„«»,;:&"):
        end -= 1
    return start, end


register(NerRecognizer(), 10)
