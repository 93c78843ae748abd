"""Group mentions into entities: one entity is one real-world thing, with one surrogate and one
tag number. Two mentions belong together when they have the same category and the same
normalized text: the form a recognizer gives (a phone's E.164 number, so `+420 603 123 456` and
`603 123 456` are one entity), else the text with case and spacing folded and, for IDs and
postcodes, only letters and digits, since their punctuation is mere formatting.

A person's family name alone, in any case (`s panem Kratochvílem`, `z panem Zielińskim`,
`Mr Harrington`, `Annas`), names the person whose full name in the document ends in that family
name (`Jan Kratochvíl`): read as lemmas where the language declines names (the pipeline's
reading, Polish Morfeusz), or without the genitive ending it may carry, the two are one entity.
Where the text gives reason to think otherwise they stay apart: two persons of that family name
(`Jan Kratochvíl` and `Petr Kratochvíl`), or a title of the other gender (`Mrs Smith` beside
`John Smith` alone), unless the gender tells the one named (a declined family name tells it
itself: `Kratochvílová` is no form of `Kratochvíl`).

A nickname alone, in any form (`Ondra`, `ondro`, `Kasiu`, `lenchen`), names the one person of
the document whose given name it is a nickname of (`Ondřej`, `Ondřej Novák`; the language's
table, `lexicon/nicknames.py`): a chat calls one friend both ways, and apart they would get
unrelated surrogates. Where two persons have that given name, the text does not say whose it
is, and it stays apart.

A company named with its legal form and without it (`Kovostroj s.r.o.`, later `Kovostroj`,
`Müller GmbH` and `die Firma Müller`) is one company, and so one surrogate.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from itertools import pairwise
from typing import TYPE_CHECKING

from pseudonymizer.analyze.morphology import word_forms
from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.inflection.base import Inflector
from pseudonymizer.lexicon.legal_forms import legal_form_of
from pseudonymizer.lexicon.names import family_names as all_family_names
from pseudonymizer.lexicon.names import given_names as all_given_names
from pseudonymizer.lexicon.nicknames import (
    called_by_given_name,
    case_of,
    given_lemma,
    nickname_reading,
    nicknames_of,
)
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.substitutes import FEMININE_FAMILY_ENDINGS, given_gender, is_initials
from pseudonymizer.lexicon.titles import leading_titles, title_words, titled
from pseudonymizer.lexicon.vocabulary import stop_words
from pseudonymizer.model import Entity, Forms, Mention

if TYPE_CHECKING:
    from spacy.tokens import Doc

_CODES = {Category.PHONE, Category.ID, Category.ZIP}
# Separators that carry meaning: 192.168.1.10 is not 192.168.11.0, nor house number 12/3 1/23.
_COMPACT = {Category.IP_ADDRESS, Category.STREET_NUMBER}
_NOT_ALNUM = re.compile(r"[\W_]+")
# What the model reads a name called out in a chat as (`_drawn_out_joined`).
_CALLED = frozenset({Category.PERSON, Category.ORGANIZATION, Category.LOCATION, Category.OTHER})
# A letter written three times or more in a row: a chat's drawl (`JOSHHH`).
_DRAWL = re.compile(r"([^\W\d_])\1{2,}")
_SPACE = re.compile(r"\s+")
# A family name that is a woman's where the language's given names do not say (`Nováková`).
_GENDERS = {"male": "m", "female": "f"}


# What may stand between two pieces of one person's name found apart: spaces on one line.
_NAME_GAP = re.compile(r"[ \t\u00a0]+")
# The most words a name joined of pieces may have (`Jan Maria von Novák`).
_NAME_WORDS = 4


def joined_names(text: str, mentions: list[Mention], lang: str | None = None) -> list[Mention]:
    """`mentions` (in text order) with a person's name found in pieces joined into one
    mention: `paní Janou Svobodovou` found as `Janou` (after its title) and `Svobodovou` (by
    the model) is one person, whose surrogate is drawn as one name, a given name for `Janou`
    and a family name for `Svobodovou`; drawn apart, each piece was a name alone, and `Janou`
    could become a family name. Only pieces a person did not put in entities, decided alike
    and with nothing but spaces between them, on one line, are joined. Where the document's
    `lang` writes the family name first, a given name found alone (`Annával`, even as some
    other thing) takes in the listed family name right before it that nothing found, being
    also an ordinary word (`Nagy`: big): `Nagy Annával` is a person."""
    out: list[Mention] = []
    ordered = sorted(mentions, key=lambda m: (m.start, m.end))
    if lang is not None and get_language(lang).family_name_first:
        ordered = _family_first(text, ordered, grammar_for(lang).inflector)
    for mention in ordered:
        last = out[-1] if out else None
        if (
            last is not None
            and _pieces(last, mention)
            and _NAME_GAP.fullmatch(text, last.end, mention.start)
            and _first_name_word(text, last, lang)
            and len(text[last.start : mention.end].split()) <= _NAME_WORDS
        ):
            evidence = (*last.decision.evidence, *mention.decision.evidence)
            decision = replace(last.decision, evidence=evidence)
            score = max(last.score, mention.score)
            out[-1] = replace(last, end=mention.end, score=score, decision=decision)
            continue
        out.append(mention)
    return out


def _first_name_word(text: str, piece: Mention, lang: str | None) -> bool:
    """Whether `piece` can open a name found in pieces: one word (a name found whole is
    whole: what runs into it is another, a heading's `Met` after `Anna Kowalska` where a
    reader joined two elements), with a title before it, or in some form a given name of
    the language's lists or a family name (`Janou` of Jana; not `Dom`, house, opening
    `Dom Kowalskiego`)."""
    words = text[piece.start : piece.end].split()
    if len(words) != 1:
        return False
    if lang is None:
        return True
    language = get_language(lang)
    if titled(text, piece.start, piece.end, language) is not None:
        return True
    word = words[0]
    forms = {word, grammar_for(lang).inflector.split(word)[0]}
    return any(
        form in all_family_names() or given_gender(language.names_locale, form) is not None
        for form in forms
    )


# A capitalized word and the space after it, right before a mention.
_WORD_BEFORE = re.compile(r"(?<![\w-])([^\W\d_][\w'’-]*) \Z")


def _family_first(text: str, mentions: list[Mention], inflector: Inflector) -> list[Mention]:
    """`mentions` (in text order) with each given name alone that a listed family name stands
    right before, uncovered, extended over it as a person (`joined_names`)."""
    out: list[Mention] = []
    for mention in mentions:
        before = _WORD_BEFORE.search(text, max(0, mention.start - 40), mention.start)
        word = text[mention.start : mention.end]
        if (
            before is not None
            and mention.category in (Category.PERSON, Category.OTHER)
            and mention.attrs.entity is None
            and mention.attrs.replacement is None
            and " " not in word
            and before.group(1)[0].isupper()
            and before.group(1) in all_family_names()
            and inflector.split(word)[0] in all_given_names()
            and (not out or out[-1].end <= before.start())
        ):
            mention = replace(mention, start=before.start(), category=Category.PERSON)
        out.append(mention)
    return out


# A capitalized word, as the document writes it apart (its bare form beside a genitive).
_CAPITALIZED = re.compile(r"(?<![\w-])[^\W\d_][\w-]*(?![\w-])")
# The words that follow a name in the genitive: the name ends before them.
_WORD_AFTER = re.compile(r"[ \t\u00a0]+([^\W\d_]+)")
_GENITIVE_CATEGORIES = frozenset(
    {Category.PERSON, Category.ORGANIZATION, Category.LOCATION, Category.OTHER}
)


def genitives_apart(text: str, mentions: list[Mention], lang: str) -> list[Mention]:
    """`mentions` with a name written in the genitive by a letter ending (Swedish and German
    `s`) that no list knows cut before that ending, which stays as written: the surrogate is
    the name's own, with the `s` after it. The inflector reads a genitive only where the bare
    name is a listed name or place; a family name no list holds (`Grevholms` beside `Torbjörn
    Grevholm`) got a surrogate of its own, without its `s`, and a person named in the
    genitive became a second person. A word is read so where the document writes its bare
    form as a name too, or, where the language writes nouns in small letters, where it is a
    thing's one-word name before a word in small letters (`Solbackens förskola`). A person's
    name ends at its genitive: the words a reader took in after it (`Kozubeks Aufmaß`) are
    no name."""
    language = get_language(lang)
    ending = language.genitive_endings[0]
    if not ending.isalpha() or language.inflection != "genitive":
        return mentions
    inflector = grammar_for(lang).inflector
    bare = {
        match.group()
        for mention in mentions
        if mention.category in _GENITIVE_CATEGORIES
        for match in _CAPITALIZED.finditer(text, mention.start, mention.end)
    }
    out = []
    for mention in mentions:
        cut = _genitive_end(text, mention, language, inflector, bare, ending)
        out.append(mention if cut is None else replace(mention, end=cut))
    return out


def _genitive_end(
    text: str,
    mention: Mention,
    language: Language,
    inflector: Inflector,
    bare: set[str],
    ending: str,
) -> int | None:
    """Where `mention` ends without the genitive ending of its name (`genitives_apart`), or
    None where it has none to cut."""
    if mention.category not in _GENITIVE_CATEGORIES or mention.source == "user":
        return None
    if mention.attrs.entity is not None or mention.attrs.replacement is not None:
        return None
    words = list(_CAPITALIZED.finditer(text, mention.start, mention.end))
    for at, match in enumerate(words):
        word = match.group()
        stem = word[: -len(ending)]
        if not word.endswith(ending) or len(stem) < 3 or not stem[:1].isupper():
            continue
        last = at == len(words) - 1 and match.end() == mention.end
        if inflector.split(word)[1] is not None:
            # Read already (`Kowalczyks`, a listed name's): a person's name ends after it.
            if mention.category is Category.PERSON and not last:
                return match.end()
            continue
        if _listed(word, language):
            continue  # a name of its own (`Jonas`, `Klaus`)
        if not (last or mention.category is Category.PERSON):
            continue  # inside a thing's name (`Bergslagens Fastighetsförvaltning`)
        if stem in bare or (len(words) == 1 and _before_small_word(text, mention, language)):
            return match.end() - len(ending)
    return None


def _listed(word: str, language: Language) -> bool:
    """Whether `word` is a given or family name of the lists, or a place."""
    return word in all_given_names() or word in all_family_names() or word in places(language.code)


def _before_small_word(text: str, mention: Mention, language: Language) -> bool:
    """Whether a word in small letters follows `mention`, in a language whose nouns are so
    written: a thing named in the genitive stands before what is its (`förskola`), no
    function word (`på Halfords sedan två år`, since: a firm's own `s`). A town's genitive
    the inflector reads by the lists of towns."""
    if language.nouns_capitalized or mention.category in (Category.PERSON, Category.LOCATION):
        return False
    after = _WORD_AFTER.match(text, mention.end)
    small = after is not None and after.group(1).islower()
    return small and after.group(1) not in stop_words(language.code)


def given_named(text: str, mentions: list[Mention], lang: str) -> list[Mention]:
    """`mentions` with each one word found as a place or some other thing that is the given
    name of one person the document names in full, or a nickname or a speaker's shortening of
    it (`Basti` beside a chat's speaker `Basti Rauchensteiner`, `Flori` of `Florian Ederer`),
    made a person: a chat calls its speakers by their given names, and a model took one for a
    town, whose surrogate is a town's. Where persons of two families have it, it stays as
    found; one family's (`Basti` and `Sebastian Rauchensteiner`) the linking joins."""
    givens: dict[str, list[tuple[str, bool]]] = {}
    for mention in mentions:
        if mention.category is not Category.PERSON:
            continue
        pair = _given_and_family(mention.text_in(text).casefold(), lang)
        if pair is not None:
            speaker = mention.attrs.context == "speaker"
            givens.setdefault(pair[1], []).append((pair[0], speaker))
    out = []
    for mention in mentions:
        word = mention.text_in(text)
        if (
            _found_as_thing(mention, word)
            and len({family for _, family in _persons_called(word.casefold(), givens, lang)}) == 1
        ):
            mention = replace(mention, category=Category.PERSON)
        out.append(mention)
    return out


def _found_as_thing(mention: Mention, word: str) -> bool:
    """Whether `mention`, written `word`, is one capitalized word a recognizer found as some
    thing or place, which no person grouped or fixed: a person's name it may yet be."""
    return (
        mention.category in (Category.OTHER, Category.LOCATION)
        and mention.attrs.entity is None
        and mention.attrs.replacement is None
        and word.isalpha()
        and word[:1].isupper()
    )


def _persons_called(word: str, givens: Mapping[str, list[tuple[str, bool]]], lang: str) -> set:
    """The persons (given and family name) whose given name `word` is, or a nickname of it,
    or the start of it where a chat's speaker is so called (`_shortens`)."""
    found = set()
    for family, named in givens.items():
        # (A chat's speaker is called by a start of any given name the chat writes them by:
        # `Flori` of `Florian Ederer`, who speaks as `Flo Ederer`.)
        speaks = any(speaker for _, speaker in named)
        found |= {
            (given, family)
            for given, _ in named
            if word == given or _shortens(word, given, lang, speaks)
        }
    return found


def families_named(
    text: str, mentions: list[Mention], lang: str, doc: Doc | None = None
) -> list[Mention]:
    """`mentions` with each one word found as some other thing (OTHER) that names the family
    of a person of the document made a person, a family name: the family in the plural
    (`Kubíčkovi přijedou`, `s Kubíčkovými`, `Wróblewscy`, `Szabóék`, as the language's
    inflector reads them: `Inflector.family_keys`) or their family name in another case (`od
    Vrbečka` of `Radim Vrbeček`, `Dorogival` of `Dorogi Péter`); so too a family in the
    plural found as a place (`u Vrbečků`, at the Vrbečeks'). A model takes a family for
    something else, and its surrogate would be another thing's (`s Kubíčkovými` became the
    given name `Dominika`). `doc` is the document as the language's pipeline read its
    lemmas, where it was."""
    inflector = grammar_for(lang).inflector
    forms = _forms(doc, [m for m in mentions if m.category in (Category.PERSON, Category.OTHER)])
    families = _family_names(text, mentions, lang, forms)
    out = []
    for mention in mentions:
        word = mention.text_in(text)
        if _found_as_thing(mention, word):
            keys = set(inflector.family_keys(word))
            if mention.category is Category.OTHER:  # a place is no case of a person's name
                lemma = _lemmas(word, forms.get((mention.start, mention.end), ()), inflector)[0]
                stem = inflector.split(word)[0].casefold()
                keys |= {key for key in (lemma, stem) if key != word.casefold()}
            if {inflector.family_key(key) for key in keys} & families:
                attrs = replace(mention.attrs, kind="family")
                mention = replace(mention, category=Category.PERSON, attrs=attrs)
        out.append(mention)
    return out


def _family_names(
    text: str, mentions: list[Mention], lang: str, forms: Mapping[tuple[int, int], Forms]
) -> set[str]:
    """The family names of the document's persons as `Inflector.family_key` gives them
    (`kubíček` of `paní Kubíčková`), each as written and as its lemma."""
    grammar = grammar_for(lang)
    inflector, titles = grammar.inflector, title_words(lang)
    found = set()
    for mention in mentions:
        if mention.category is not Category.PERSON:
            continue
        original = mention.text_in(text)
        words = original.split()
        lemmas = _lemmas(original, forms.get((mention.start, mention.end), ()), inflector)
        lead = leading_titles(words, titles)
        if lead == len(words) or any(is_initials(word) for word in words[lead:]):
            continue
        at = lead if grammar.language.family_name_first else len(words) - 1
        word = words[at].rstrip(",;:")
        keys = {word.casefold(), lemmas[at], inflector.split(word)[0].casefold()}
        found |= {inflector.family_key(key) for key in keys}
    return found


def _pieces(first: Mention, second: Mention) -> bool:
    """Whether two mentions may be pieces of one person's name: persons both, decided alike,
    neither fixed by a person (an entity, a replacement, a kind of name)."""
    return (
        first.category is Category.PERSON
        and second.category is Category.PERSON
        and first.decision.status is second.decision.status
        and first.end <= second.start
        and all(
            m.attrs.entity is None and m.attrs.replacement is None and m.attrs.kind is None
            for m in (first, second)
        )
    )


def normalize(category: Category, surface: str) -> str:
    if category in _CODES:
        return _NOT_ALNUM.sub("", surface).casefold()
    if category in _COMPACT:
        return _SPACE.sub("", surface).casefold()
    if category is Category.USERNAME:  # `@OldGreyCat` and the post's `OldGreyCat`: one user
        return surface.strip().lstrip("@").casefold()
    return _SPACE.sub(" ", surface).strip().casefold()


def link(
    text: str, mentions: list[Mention], lang: str | None = None, doc: Doc | None = None
) -> list[Entity]:
    """Entities in order of first mention; ids `E1`, `E2` ... within the document. Mentions a
    person put in one entity (`Attributes.entity`) are one whatever their text, and any other
    mention of one of their texts joins them. With the document's `lang`, a person's family
    name alone joins the person it names (see above); `doc` is the document as the language's
    pipeline read its lemmas, where it was."""
    order = {id(mention): position for position, mention in enumerate(mentions)}
    found, entities = _grouped(text, mentions)
    for mention in mentions:
        if mention.attrs.entity is not None:
            continue
        key = (mention.category, _key(text, mention))
        if key not in entities:
            entities[key] = Entity("", mention.category, key[1])
            found.append(entities[key])
        entities[key].mentions.append(mention)
    found = _companies_joined(text, found)
    found = _bracketed_nicknames_joined(text, found)
    if lang is not None:
        found = _family_names_joined(text, found, lang, _person_forms(doc, mentions))
        found = _nicknames_joined(found, lang)
        found = _drawn_out_joined(found)
        found = _short_given_joined(found, lang)
        found = _speaker_starts_joined(text, found, lang)
        found = _places_joined(text, found, lang)
    for entity in found:
        if any(mention.attrs.entity is not None for mention in entity.mentions):
            entity.mentions.sort(key=lambda mention: order[id(mention)])
    found.sort(key=lambda entity: min(order[id(mention)] for mention in entity.mentions))
    return [
        Entity(f"E{number}", entity.category, entity.key, entity.mentions)
        for number, entity in enumerate(found, 1)
    ]


def _key(text: str, mention: Mention) -> str:
    return mention.attrs.normalized or normalize(mention.category, mention.text_in(text))


def _grouped(
    text: str, mentions: list[Mention]
) -> tuple[list[Entity], dict[tuple[Category, str], Entity]]:
    """The entities people made (`Attributes.entity`), and each under the category and
    normalized text of each of its mentions (the first entity to claim one keeps it), for
    other mentions of those texts to join. An entity's key is its fullest mention's text, so
    it is drawn the surrogate that text would be; two entities a person told apart that share
    that text get their names added to it, so they never share a surrogate."""
    members: dict[str, list[Mention]] = {}
    for mention in mentions:
        if mention.attrs.entity is not None:
            members.setdefault(mention.attrs.entity, []).append(mention)
    made: list[Entity] = []
    claimed: dict[tuple[Category, str], Entity] = {}
    keys: set[tuple[Category, str]] = set()
    for name, group in members.items():
        category = group[0].category
        fullest = max(group, key=lambda mention: len(mention.text_in(text).split()))
        key = _key(text, fullest)
        if (category, key) in keys:
            key = f"{key}\x1f{name}"
        keys.add((category, key))
        made.append(Entity("", category, key, list(group)))
        for mention in group:
            claimed.setdefault((mention.category, _key(text, mention)), made[-1])
    return made, claimed


def _places_joined(text: str, entities: list[Entity], lang: str) -> list[Entity]:
    """`entities` with a one-word name the model alone read as a person or a body joined to
    the place the document names by that word in another case (`od Kolína` read as a person,
    `Městský úřad Benešov` as a body, beside `v Kolíně`, `do Benešova`): one town, one
    surrogate. Not where a title or a person's decision vouches for the person."""
    inflector = grammar_for(lang).inflector
    towns: dict[str, Entity] = {}
    for entity in entities:
        if entity.category is not Category.LOCATION:
            continue
        for mention in entity.mentions:
            name = mention.text_in(text).strip()
            if name.isalpha() and name[:1].isupper():
                for form in inflector.forms(name, place=True) | {name}:
                    towns.setdefault(form, entity)
    if not towns:
        return entities
    for entity in entities:
        if entity.category not in _READ_AS_TOWN or not all(
            _model_word(text, mention) for mention in entity.mentions
        ):
            continue
        # (A heading's `IN THE COUNTY COURT AT LEEDS`: the town of `Leeds` in capitals.)
        written = {_as_town(mention.text_in(text).strip()) for mention in entity.mentions}
        owners = {id(towns[word]): towns[word] for word in written if word in towns}
        if len(owners) != 1:
            continue
        (town,) = owners.values()
        # (The mentions keep what the model read them as; the entity's category is what
        # gives them their surrogate.)
        town.mentions.extend(entity.mentions)
        town.mentions.sort(key=lambda mention: mention.start)
        entity.mentions = []
    return [entity for entity in entities if entity.mentions]


# What a model or the capitals alone may read a town's name as.
_READ_AS_TOWN = (Category.PERSON, Category.ORGANIZATION, Category.OTHER)


def _as_town(word: str) -> str:
    """A one-word name as a town's is written in a sentence: `LEEDS` as `Leeds`."""
    return word.capitalize() if word.isupper() and len(word) > 1 else word


def _model_word(text: str, mention: Mention) -> bool:
    """Whether `mention` is one word the model or its capital alone read, with no title or
    person's decision vouching for what it is."""
    word = mention.text_in(text).strip()
    return (
        mention.source in ("ner", "proper_nouns")
        and word.isalpha()
        and mention.attrs.context is None
        and mention.attrs.entity is None
    )


def _companies_joined(text: str, entities: list[Entity]) -> list[Entity]:
    """`entities` with each organization named without its legal form (`Kovostroj`, or after
    its kind word: `Firma Kovostroj`) joined to the one named with it (`Kovostroj s.r.o.`);
    where two forms share the name (`Acme Ltd`,
    `Acme Inc.`), the text does not say which is meant, and it stays apart."""
    named: dict[str, list[Entity]] = {}
    for entity in entities:
        if entity.category is not Category.ORGANIZATION:
            continue
        for mention in entity.mentions:
            written = _SPACE.sub(" ", mention.text_in(text)).strip()
            form = legal_form_of(written)
            if form is not None and mention.attrs.entity is None:
                base = written[: -len(form)].casefold()
                if entity not in named.setdefault(base, []):
                    named[base].append(entity)
    for entity in entities:
        if entity.category is not Category.ORGANIZATION or any(
            mention.attrs.entity is not None for mention in entity.mentions
        ):
            continue
        owners = named.get(entity.key, [])
        if not owners and any(mention.attrs.kind == "venue" for mention in entity.mentions):
            # (`die Firma Müller Maschinenbau` of `Müller Maschinenbau GmbH`: the name after
            # its kind word.)
            owners = named.get(entity.key.partition(" ")[2], [])
        if len(owners) == 1 and owners[0] is not entity:
            owners[0].mentions.extend(entity.mentions)
            owners[0].mentions.sort(key=lambda mention: mention.start)
            entity.mentions = []
    return [entity for entity in entities if entity.mentions]


def _person_forms(doc: Doc | None, mentions: list[Mention]) -> Mapping[tuple[int, int], Forms]:
    """The words of the persons' mentions as the pipeline read them, where it lemmatized."""
    return _forms(doc, [m for m in mentions if m.category is Category.PERSON])


def _forms(doc: Doc | None, mentions: list[Mention]) -> Mapping[tuple[int, int], Forms]:
    """The words of `mentions` as the pipeline read them, where it lemmatized."""
    if doc is None or not doc.has_annotation("LEMMA"):
        return {}
    return word_forms(doc, [(m.start, m.end) for m in mentions])


def _family_names_joined(
    text: str, entities: list[Entity], lang: str, forms: Mapping[tuple[int, int], Forms]
) -> list[Entity]:
    """`entities` with each person's family name alone joined to the one person of the
    document whose full name ends in it and whose gender no title or given name denies."""
    grammar = grammar_for(lang)
    language, inflector = grammar.language, grammar.inflector
    titles = title_words(lang)
    # Each family name (lemma) -> the persons of full names ending in it, by their lemmas.
    full: dict[str, dict[tuple[str, ...], tuple[Entity, str | None]]] = {}
    written: dict[tuple[str, ...], list[str]] = {}  # each full name's words, by its lemmas
    alone: list[tuple[Entity, set[str], str]] = []
    # Each full name's family name as written in a case, with its person and gender.
    families: list[tuple[str, Entity, str | None]] = []
    for entity in entities:
        if entity.category is not Category.PERSON:
            continue
        # Whom a person put in an entity stays there, and no other entity joins its name.
        grouped = any(mention.attrs.entity is not None for mention in entity.mentions)
        # The fullest name (a person's entity may hold `Honza` before `Jan Novák`).
        first = max(entity.mentions, key=lambda mention: len(mention.text_in(text).split()))
        original = first.text_in(text)
        words = original.split()
        lemmas = _lemmas(original, forms.get((first.start, first.end), ()), inflector)
        lead = leading_titles(words, titles)
        words, lemmas = words[lead:], lemmas[lead:]
        if not words or any(is_initials(word) for word in words):
            continue  # `J. Novák`: whose initial it is, the text does not say
        if len(words) == 1:
            if grouped:
                continue
            # `Annas`: Anna's genitive, where the language writes one with an ending.
            keys = {lemmas[0], inflector.split(words[0])[0].casefold()}
            alone.append((entity, keys | inflector.family_keys(words[0]), words[0]))
            continue
        family, given = (lemmas[0], lemmas[1]) if language.family_name_first else lemmas[::-1][:2]
        listed = given_gender(language.names_locale, given.capitalize())
        gender = _GENDERS.get(listed or "") or _family_gender(family)
        persons = full.setdefault(family, {})
        if grouped and tuple(lemmas) in persons:
            continue
        same = tuple(lemmas) if tuple(lemmas) in persons else None
        if same is None and not grouped:
            same = _read_otherwise(words, lemmas, persons, inflector)
        if same is not None:  # `Jana Kratochvíla`: Jan Kratochvíl in the genitive
            persons[same][0].mentions.extend(entity.mentions)
            entity.mentions = []
        else:
            persons[tuple(lemmas)] = (entity, gender)
            written[tuple(lemmas)] = words
            if family != (said := words[0] if language.family_name_first else words[-1]).casefold():
                families.append((said, entity, gender))  # (in a case: its lemma a guess)
    lone: dict[str, Entity] = {}  # a name alone that names no full name's person, by key
    for entity, keys, word in alone:
        persons = {id(e): (e, g) for key in keys for e, g in full.get(key, {}).values()}
        if not persons:
            # `Janu Vrbovi` read as Vrb's, and `pan Vrba`: the full name's family name is a
            # form of the word alone.
            forms_of = inflector.forms(word)
            persons = {id(e): (e, g) for family, e, g in families if family in forms_of}
        if not persons:
            # `pane Nováku` and `pan Novák`, and no `Karel Novák` on one line: one person.
            other = next((lone[key] for key in sorted(keys) if key in lone), None)
            if other is not None and _alike(text, other, entity, language):
                other.mentions.extend(entity.mentions)
                entity.mentions = []
            else:
                lone.update((key, entity) for key in keys)
            continue
        staying = []
        for mention in entity.mentions:  # `Mr Harrington` his, `Mrs Harrington` not
            title = titled(text, mention.start, mention.end, language)
            gender = mention.attrs.gender or (title[0] if title is not None else None)
            gender = gender or _family_gender(next(iter(keys)))
            named = [e for e, g in persons.values() if not gender or g in (None, gender)]
            (named[0].mentions if len(named) == 1 else staying).append(mention)
        entity.mentions = staying
    for persons in full.values():
        for person, _ in persons.values():
            person.mentions.sort(key=lambda mention: mention.start)
    for entity in lone.values():
        entity.mentions.sort(key=lambda mention: mention.start)
    return [entity for entity in entities if entity.mentions]


def given_word(key: str, lang: str) -> str:
    """The given name (case-folded) of a person's name `key`, titles aside: its one word, or
    the first (the last where the language writes the family name first); "" for none."""
    words = key.split()
    words = words[leading_titles(words, title_words(lang)) :]
    if not words:
        return ""
    return words[-1] if get_language(lang).family_name_first and len(words) > 1 else words[0]


def marked_given(word: str, lang: str) -> str | None:
    """The given name of the lists `word` is with a mark after it, where `word` itself is
    none: `Ferenc` of `Ferencné` (Hungarian: Ferenc's wife, called by his name, whose own
    nicknames, `Feri`, are his); None otherwise."""
    locale = get_language(lang).names_locale
    if given_gender(locale, word.capitalize()) is not None:
        return None
    stem = grammar_for(lang).inflector.split(word.capitalize())[0]
    listed = given_gender(locale, stem) is not None
    return stem if listed and stem.casefold() != word.casefold() else None


def _own_given(given: str, lang: str) -> str:
    """The given name (case-folded) a person's given word `given` is or is marked after."""
    marked = marked_given(given, lang)
    return given if marked is None else marked.casefold()


def _drawn_out_joined(entities: list[Entity]) -> list[Entity]:
    """`entities` with each person named by one word drawn out, as a chat calls someone
    (`JOSHHH`, `ellieee`: a letter written three times or more), joined to the one other
    person named by that word written plainly (`josh`, `Ellie`): one friend, whose
    surrogate it gets; apart, the call got a pseudo-word of its own. So is such a call the
    model read as a body or a place (`LIAMMM`, no word it knows)."""
    persons = [e for e in entities if e.category is Category.PERSON and e.mentions]
    by_key: dict[str, list[Entity]] = {}
    for entity in persons:
        if " " not in entity.key and _DRAWL.search(entity.key) is None:
            by_key.setdefault(entity.key, []).append(entity)
    calls = [e for e in entities if e.category in _CALLED and e.mentions]
    for entity in calls:
        if " " in entity.key or _DRAWL.search(entity.key) is None:
            continue
        if any(m.attrs.entity is not None for m in entity.mentions):
            continue
        plain = {_DRAWL.sub(r"\1", entity.key), _DRAWL.sub(r"\1\1", entity.key)}
        named = [other for key in sorted(plain) for other in by_key.get(key, ())]
        if len(named) == 1:
            named[0].mentions.extend(entity.mentions)
            named[0].mentions.sort(key=lambda mention: mention.start)
            entity.mentions = []
    return [entity for entity in entities if entity.mentions]


# What stands between a given name and the nickname written after it in brackets or quotes.
_NICKNAME_OPENING = re.compile(r"[^\S\n]+[(\"“'‘]")


def _bracketed_nicknames_joined(text: str, entities: list[Entity]) -> list[Entity]:
    """`entities` with the person named by a nickname in brackets or quotes right after a
    given name (`Tobias (Toby) Ferncastle-Oduya`, as the `nicknamed` recognizer found them)
    joined to the person of that given name: the text says whose nickname it is, though no
    table lists it, and apart the two got two surrogates, often of two genders."""
    persons = [e for e in entities if e.category is Category.PERSON and e.mentions]
    owner = {(m.start, m.end): e for e in persons for m in e.mentions}
    found = sorted(
        (m for e in persons for m in e.mentions if m.source == "nicknamed"),
        key=lambda mention: mention.start,
    )
    for given, nickname in pairwise(found):
        if not _NICKNAME_OPENING.fullmatch(text, given.end, nickname.start):
            continue
        into, entity = owner[(given.start, given.end)], owner[(nickname.start, nickname.end)]
        if entity is into or not entity.mentions or not into.mentions:
            continue
        if any(m.attrs.entity is not None for m in (*entity.mentions, *into.mentions)):
            continue
        into.mentions.extend(entity.mentions)
        into.mentions.sort(key=lambda mention: mention.start)
        owner.update(((m.start, m.end), into) for m in entity.mentions)
        entity.mentions = []
    return [entity for entity in entities if entity.mentions]


def _nicknames_joined(entities: list[Entity], lang: str) -> list[Entity]:
    """`entities` with each person named by a nickname alone joined to the one other person
    whose given name it is a nickname of, and each named by a case of another's given name or
    nickname alone (`Máro` of `Mára Beneš`, `Péťo` of `Péťa`) to the one person whose it is."""
    persons = [e for e in entities if e.category is Category.PERSON and e.mentions]
    nicknamed = []
    for entity in persons:
        if " " in entity.key or any(m.attrs.entity is not None for m in entity.mentions):
            continue
        reading = nickname_reading(lang, entity.key)
        if reading is not None:
            # (Of the given names, or the nickname itself a speaker goes by: `Katka Holá`
            # called `katko`, and her `Katčin` brother.)
            nicknamed.append((entity, reading[1] | {reading[0].casefold()}))
    nicknames = {id(entity) for entity, _ in nicknamed}
    for entity, givens in nicknamed:
        named = [
            other
            for other in persons
            if id(other) not in nicknames
            and other.mentions
            and _given_among(_own_given(given_word(other.key, lang), lang), givens, lang)
        ]
        if len(named) == 1:
            named[0].mentions.extend(entity.mentions)
            named[0].mentions.sort(key=lambda mention: mention.start)
            entity.mentions = []
    for entity in persons:
        if not entity.mentions or not _in_a_case(entity, lang):
            continue
        named = [
            other
            for other in persons
            if other is not entity
            and other.mentions
            and _named_in_full(other, lang)
            and case_of(entity.key, given_word(other.key, lang), lang)
        ]
        if len(named) == 1:
            named[0].mentions.extend(entity.mentions)
            named[0].mentions.sort(key=lambda mention: mention.start)
            entity.mentions = []
    return [entity for entity in entities if entity.mentions]


def _given_among(given: str, givens: frozenset[str], lang: str) -> bool:
    """Whether a person's given name `given` (case-folded) is one of `givens`, or another
    nickname of one (`Piotrek` and `Piotruś`, both Piotr's)."""
    if given in givens:
        return True
    reading = nickname_reading(lang, given)
    return reading is not None and bool(reading[1] & givens)


def _short_given_joined(entities: list[Entity], lang: str) -> list[Entity]:
    """`entities` with a person named in full by a short given name (`Flo Ederer`, a chat's
    speaker; `Miri Käfer`, a name no list knows) joined to the one other person of the same
    family name whose given name it shortens (`Florian Ederer`, `Miriam Käfer`) or is a
    nickname of (`Becky` of `Rebecca`): one friend, whom two surrogates made two people of one
    family."""
    persons = [e for e in entities if e.category is Category.PERSON and e.mentions]
    named = {id(e): _given_and_family(e.key, lang) for e in persons}
    for entity in persons:
        short = named[id(entity)]
        if short is None or not entity.mentions:
            continue
        # (A given name the lists know, `Anna` beside `Annabel`, is one of its own, but as
        # a chat's speaker, whose display name is short: `Flo Ederer`.)
        speaker = any(m.attrs.context == "speaker" for m in entity.mentions)
        shortened = speaker or short[0].capitalize() not in all_given_names()
        fuller = [
            other
            for other in persons
            if other is not entity
            and other.mentions
            and (full := named[id(other)]) is not None
            and full[1] == short[1]
            and _shortens(short[0], full[0], lang, shortened)
        ]
        if len(fuller) == 1:
            fuller[0].mentions.extend(entity.mentions)
            fuller[0].mentions.sort(key=lambda mention: mention.start)
            entity.mentions = []
    return [entity for entity in entities if entity.mentions]


def _speaker_starts_joined(text: str, entities: list[Entity], lang: str) -> list[Entity]:
    """`entities` with a person named by one word alone joined to the one chat speaker among
    the persons named in full whose given name, in any of their names, it is a start of
    (`Ferdi` of a speaker `Nando Pfannenstiel` also named `Ferdinand Pfannenstiel`): friends
    call a speaker so, and apart the two got two surrogates, of either gender. A start with
    an ending of the language's diminutives (`Tobi` of `Tobias`) calls anyone so."""
    persons = [e for e in entities if e.category is Category.PERSON and e.mentions]
    speakers, named = [], []
    for entity in persons:
        names = {_given_and_family(m.text_in(text).casefold(), lang) for m in entity.mentions}
        givens = {pair[0] for pair in names if pair is not None} | {given_word(entity.key, lang)}
        named.append((entity, givens - {""}))
        if any(m.attrs.context == "speaker" for m in entity.mentions):
            speakers.append(named[-1])
    endings = get_language(lang).diminutive_endings
    for entity in persons:
        if " " in entity.key or any(m.attrs.entity is not None for m in entity.mentions):
            continue
        # (A start with a diminutive's ending, no given name of the language's lists, calls
        # anyone so: `Tobi` of `Tobias`, `Konsti` of `Konstantin`.)
        starts = {entity.key}
        if given_gender(get_language(lang).names_locale, entity.key.title()) is None:
            starts |= {
                entity.key[: -len(ending)]
                for ending in endings
                if entity.key.endswith(ending) and len(entity.key) - len(ending) >= _SHORTEST
            }
        # (A speaker first: a chat writes them by more names than one.)
        # (Cut to a start, a word alone calls only a person named in full or by a given name
        # of the lists: `Vrbeček` cut to `Vrbeč` is no diminutive of `Vrbečková`, a woman's
        # family name alone.)
        full = [
            (other, givens)
            for other, givens in named
            if " " in other.key or any(given.title() in all_given_names() for given in givens)
        ]
        called = _called(entity, speakers, starts, lang) or (
            _called(entity, full, starts, lang) if len(starts) > 1 else []
        )
        if len(called) == 1:
            called[0].mentions.extend(entity.mentions)
            called[0].mentions.sort(key=lambda mention: mention.start)
            entity.mentions = []
    return [entity for entity in entities if entity.mentions]


def _called(
    entity: Entity, persons: list[tuple[Entity, set[str]]], starts: set[str], lang: str
) -> list[Entity]:
    """The persons (with their given names) other than `entity` whose given name one of
    `starts` shortens."""
    return [
        person
        for person, givens in persons
        if person is not entity
        and person.mentions
        and any(_shortens(start, given, lang, True) for given in givens for start in starts)
    ]


def _given_and_family(key: str, lang: str) -> tuple[str, str] | None:
    """The given and family name of a person's two-word name `key` (case-folded), titles
    aside; None for any other."""
    words = key.split()
    words = words[leading_titles(words, title_words(lang)) :]
    if len(words) != 2:
        return None
    return (words[1], words[0]) if get_language(lang).family_name_first else (words[0], words[1])


# The fewest letters a given name's start shortens it by (`Flo` of `Florian`; not `Al`).
_SHORTEST = 3


def _shortens(short: str, given: str, lang: str, shortened: bool) -> bool:
    """Whether the given name `short` is a nickname of `given` the language's table knows
    (`tobi` of `tobias`) or, where it may be `shortened`, its start (`miri` of `miriam`)."""
    if (
        shortened
        and len(short) >= _SHORTEST
        and len(given) > len(short)
        and given.startswith(short)
    ):
        return True
    reading = nickname_reading(lang, short)
    return reading is not None and given in reading[1]


def _in_a_case(entity: Entity, lang: str) -> bool:
    """Whether a person's entity is one word that may be a case of someone's given name or
    nickname: no listed given name itself (`Jana` is a woman, not Jan's genitive), no family
    name's form (`lexicon/nicknames.called_by_given_name`) nor a name a person grouped."""
    return (
        " " not in entity.key
        and given_gender(get_language(lang).names_locale, entity.key.capitalize()) is None
        and all(m.attrs.entity is None and m.attrs.kind != "family" for m in entity.mentions)
        and (called_by_given_name(entity.key, lang) or _case_of_nicknamed(entity.key, lang))
    )


def _case_of_nicknamed(word: str, lang: str) -> bool:
    """Whether `word` is a case of a given name the language's table gives nicknames of
    (`jakube` of Jakub, whose `Kuba` a chat's speaker goes by), though a family name too is
    written so: what calls a friend by name is their given name's."""
    lemma = given_lemma(word, lang)
    return lemma is not None and lemma.casefold() != word and bool(nicknames_of(lang, lemma))


def _named_in_full(entity: Entity, lang: str) -> bool:
    """Whether a person's entity names them as the text knows them best: by a full name, as a
    chat's speaker, or by a given name or nickname in its nominative (not `Justynie`, which
    another case of hers joins no better than it joins that one)."""
    if " " in entity.key or any(m.attrs.context == "speaker" for m in entity.mentions):
        return True
    lemma = given_lemma(entity.key, lang)
    return lemma is not None and lemma.casefold() == entity.key


def _read_otherwise(
    words: list[str],
    lemmas: list[str],
    persons: Mapping[tuple[str, ...], tuple[Entity, str | None]],
    inflector: Inflector,
) -> tuple[str, ...] | None:
    """The lemmas of the full name among `persons` (of one family name) that `words` are a
    form of though the pipeline read them otherwise: `Jana Svobodová` read as `Jan` beside
    `Janou Svobodovou` read as `Jana`. Each word is the other's own word or lemma, or a form
    the language's inflector gives of it."""
    for known in persons:
        if len(known) != len(lemmas):
            continue
        if all(
            mine == theirs
            or word.casefold() in {form.casefold() for form in inflector.forms(theirs.title())}
            for word, mine, theirs in zip(words, lemmas, known, strict=True)
        ):
            return known
    return None


def _alike(text: str, first: Entity, second: Entity, language: Language) -> bool:
    """Whether two entities of one name alone may be one person: no title beside any of their
    mentions says another gender than one beside the other's (`Mr Smith`, `Mrs Smith`)."""
    genders = []
    for entity in (first, second):
        said = set()
        for mention in entity.mentions:
            title = titled(text, mention.start, mention.end, language)
            gender = mention.attrs.gender or (title[0] if title is not None else None)
            if gender:
                said.add(gender)
        genders.append(said)
    return not (genders[0] and genders[1] and genders[0].isdisjoint(genders[1]))


def _lemmas(original: str, forms: Forms, inflector: Inflector) -> list[str]:
    """Each word of a person's name as its lemma, case-folded, where the language declines
    names and its inflector reads them (`Kratochvílem` -> `kratochvíl`); else as written."""
    words = [word.rstrip(",;:") for word in original.split()]
    read = inflector.lemmas(original, forms)
    lemmas = read.split() if read is not None else []
    return [word.casefold() for word in (lemmas if len(lemmas) == len(words) else words)]


def _family_gender(family: str) -> str | None:
    """`f` for a family name only a woman has (`nováková`, `zielińska`), else None."""
    return "f" if family.endswith(FEMININE_FAMILY_ENDINGS) else None
