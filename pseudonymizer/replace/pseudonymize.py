"""`pseudonymize`: replace each entity by one surrogate of the same category.

Every mention of an entity gets the same surrogate; two entities never share one within the
scope (a document, or the whole corpus: `taken` outlives the document then); and a surrogate
never spells any original private string of the document, so no original survives even by
coincidence. A short number (a house number, a small count) is the exception: its own value
and the originals of other kinds (an age) bar it, not the other short numbers, and only the
numbers of its own category share its scope (`_slot`).
"""

from __future__ import annotations

import re
from collections import ChainMap
from collections.abc import Callable, Iterable, Iterator, Mapping, MutableMapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from itertools import chain, islice

from pseudonymizer.casing import cased_like, title_cased
from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.attempts import POLICY
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.grammar import Grammar, grammar_for
from pseudonymizer.lexicon.inflection.base import Ending, Inflector
from pseudonymizer.lexicon.legal_forms import legal_form_of, legal_forms
from pseudonymizer.lexicon.names import family_names
from pseudonymizer.lexicon.nicknames import called_by_given_name, name_gender
from pseudonymizer.lexicon.place_forms import place_lemma
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.substitutes import is_initials, is_particle
from pseudonymizer.lexicon.titles import (
    kin_title,
    leading_titles,
    post_nominals,
    title_words,
    titled,
    trailing_titles,
)
from pseudonymizer.lexicon.vocabulary import ordinary
from pseudonymizer.link import normalize
from pseudonymizer.model import Document, Edit, Entity, Forms, Mention, WordForm, apply_edits
from pseudonymizer.replace.dates import on_timeline, timelike
from pseudonymizer.replace.emails import address_forms, ascii_word
from pseudonymizer.replace.ledger import (
    Family,
    FamilyName,
    Identity,
    Ledger,
    NamePart,
    Nominative,
    Numbered,
    Owner,
    Reading,
    Slot,
)
from pseudonymizer.replace.neighbours import agreeing
from pseudonymizer.replace.nicknames import nickname_spellings, nickname_surrogate
from pseudonymizer.replace.organizations import english_trade
from pseudonymizer.replace.persons import abbreviated_like, family_beside_initials, given_only
from pseudonymizer.replace.phones import written_like
from pseudonymizer.replace.readback import Morph, ReadBack, agree
from pseudonymizer.replace.surrogates import SurrogateGenerator
from pseudonymizer.replace.titles import titles_only
from pseudonymizer.words import whole_words

# How many free surrogates of a declined name are read back in the original's place before
# the first of them is kept anyway (`replace/readback.py`).
REREAD_TRIES = 8
# A surrogate, and the same in the nominative where names are declined.
Proposal = tuple[str, str | None]
# A surrogate drawn for an entity, with the attempt that drew it, held in a second assignment.
Held = tuple[Proposal, int]
# The categories whose surrogates an inflector declines (names of persons and places) and the
# read-back reads: another entity's surrogate, a company, a title or a pseudo-word, has no
# declined form a further attempt could give.
READ_BACK = frozenset({Category.PERSON, Category.LOCATION})
# The categories whose names may have an ending written after their mention (`James' car`).
ENDINGS = frozenset({Category.PERSON, Category.LOCATION, Category.ORGANIZATION})
# Categories whose values may spell a person's name (`jan.novak@`, `/in/jan-novak`, `@jan_novak`).
SPELL_NAMES = frozenset({Category.EMAIL, Category.URL, Category.USERNAME})
# Each surrogate (and nominative) of the scope -> whom it stands for (`Ledger.taken`).
Taken = MutableMapping[Slot, Owner]
# What a surrogate's nominative takes in the ledger, and for whom (`_claims_of`).
Claim = Callable[[str], list[tuple[Slot, Owner]]]
# A short number: a house or flat number or a small count, a word of its kind before or after
# it kept (`12`, `3a`, `12/4`, `Flat 3`, `4. ajtó`), of at most `SHORT_DIGITS` digits, of one
# of the `SHORT` categories. Not an age: a list of ages given one another's values would keep
# every age of the list.
_UNIT_WORD = r"[^\W\d_]+\.?"
_SHORT_NUMBER = re.compile(
    rf"(?:{_UNIT_WORD}\s)?#?\d+[^\W\d_]?(?:[/-]\d+[^\W\d_]?)?\.?(?:\s{_UNIT_WORD})?"
)
SHORT_DIGITS = 3
SHORT = frozenset({Category.STREET_NUMBER, Category.OTHER})


@dataclass(eq=False)
class _Pending:
    """A new surrogate of a declined name to be read back in its place: the span of the
    entity's first mention, how the pipeline read the original's head there, the surrogate
    given and the entity's further free proposals."""

    identity: Identity
    span: tuple[int, int]
    before: Morph
    value: str
    more: Iterator[tuple[Proposal, int | None]]


def pseudonymize_edits(
    document: Document,
    mentions: list[Mention],
    entities: list[Entity],
    generator: SurrogateGenerator,
    ledger: Ledger,
    shared: frozenset[Category] = frozenset(),
    forms: Mapping[tuple[int, int], Forms] | None = None,
    read_back: ReadBack | None = None,
    corpus: re.Pattern[str] | None = None,
) -> list[Edit]:
    """Edits giving each entity its surrogate, recorded in `ledger`. Entities of a `shared`
    category get generalized values (`40-44`), which many may share: they are not checked.
    `corpus` finds the corpus's private strings where they are known before replacing: no
    surrogate spells one either, so an entity never has to change its surrogate in a later
    document.
    `forms` holds the words of mentions (by span) as a pipeline read them, for a language
    whose surrogates are declined. With `read_back`, the pipeline reads the rewritten text
    where new surrogates of declined names stand, and one it reads in another case, number
    or gender than the original's gives way to one of the entity's next free surrogates that
    it reads alike (`_read_back`); the document is then assigned again, every other entity
    held to the surrogate it had, so that no name takes one that was not read."""
    grammar = grammar_for(document.lang)
    named = {(m.start, m.end) for m in mentions if m.category in ENDINGS}
    assign = partial(_assign, document, grammar, mentions, entities, generator)
    if read_back is None:
        edits = assign(ledger, shared, forms, corpus)[0]
        return agreeing(document.text, edits, named, grammar)
    layer = ledger.layer()
    edits, pending, held = assign(layer, shared, forms, corpus, read_back)
    switched = _read_back(document.text, edits, pending, read_back)
    if switched:
        layer = ledger.layer()
        held = {**held, **switched}
        edits, _, _ = assign(layer, shared, forms, corpus, None, held)
    ledger.commit(layer)
    return agreeing(document.text, edits, named, grammar)


def _assign(
    document: Document,
    grammar: Grammar,
    mentions: list[Mention],
    entities: list[Entity],
    generator: SurrogateGenerator,
    ledger: Ledger,
    shared: frozenset[Category],
    forms: Mapping[tuple[int, int], Forms] | None,
    corpus: re.Pattern[str] | None,
    read_back: ReadBack | None = None,
    held: Mapping[Identity, Held] | None = None,
) -> tuple[list[Edit], list[_Pending], dict[Identity, Held]]:
    """Each entity's surrogate, entity by entity (persons first: the names in addresses and
    organizations follow theirs); with `read_back`, the new surrogates of declined names to
    read back; and each fresh surrogate of a declined name drawn (by identity), to hold (an
    address or company that spells a name follows it again). An entity `held` takes that
    surrogate where it is free."""
    text = document.text
    pending: list[_Pending] = []
    drawn_now: dict[Identity, Held] = {}
    originals = barred((m.text_in(text), m.category, document.lang) for m in mentions)
    forbidden = (whole_words(originals, ignore_case=True), corpus)  # `PETR DVOŘÁK`
    # A short number may spell another short number's original, never another kind's (an age
    # `70` beside house numbers): those are few, and no draw of its shape collides with them all.
    other_kinds = barred(
        (m.text_in(text), m.category, document.lang) for m in mentions if m.category not in SHORT
    )
    short_forbidden = whole_words(other_kinds, ignore_case=True)
    surrogate_of: dict[int, str] = {}
    lemma_of: dict[int, str] = {}
    # Each word of a replaced person's name -> the word of their surrogate, so an address that
    # spells the name spells the surrogate; addresses therefore come after the names.
    names: dict[str, str] = {}
    # ... and the other forms of their words, where names are declined (`jana.` of Jan), which
    # give way to a word a name has as it is written.
    declined_names: dict[str, str] = {}
    spelled = ChainMap(names, declined_names)
    family_words = _family_words(text, entities, grammar.language)
    # Each word of a replaced person's name (case-folded) -> the word of their surrogate, so a
    # company or other thing that holds it (`HELEN MARSH` found as OTHER, `Marsh & Co`) names
    # the surrogate too, even where the word is also an ordinary one (`marsh`).
    person_words: dict[str, str] = {}
    # Each place of the document (as written, its stem and its lemmas, case-folded) -> the
    # attempt that drew its surrogate, and the words of those surrogates in the nominative:
    # a body or thing named after it (`Charita Olomouc`, `Krajský soud v Olomouci`) names
    # the same town, whose nominative is the town's, not the body's to claim.
    towns: dict[str, tuple[int, WordForm | None]] = {}
    town_words: set[str] = set()
    fixed = _fixed(entities)
    for entity in entities:  # no surrogate drawn may spell a fixed one
        if entity.id in fixed:
            ledger.taken.setdefault(fixed[entity.id].casefold(), Owner(document.lang, entity.key))
    for entity in sorted(entities, key=_order):
        replaced = [m for m in entity.mentions if m.decision.replaced]
        # A title alone (`Mr`, `Dr.`, `úr`) stays as written, whatever it was found as.
        kept = [m for m in replaced if titles_only(m.text_in(text), grammar.language)]
        surrogate_of.update((id(mention), mention.text_in(text)) for mention in kept)
        replaced = [m for m in replaced if m not in kept]
        if not replaced:
            continue
        if entity.id in fixed:  # a text a person fixed for the entity: written as it is
            surrogate_of.update((id(mention), fixed[entity.id]) for mention in replaced)
            continue
        # The fullest name stands for the entity (`Jan Kratochvíl`, not `Kratochvílem` alone),
        # the name as written before it with an ending (`Bakonyi`, not `Bakonyival`), its own
        # name before a nickname of it (`Ondřej`, not `Ondra`), a sentence's writing before a
        # heading's capitals (`Leeds`, not `LEEDS`: the surrogate is made as it is written).
        ended = _with_endings({m.text_in(text) for m in replaced}, grammar)
        first = max(
            replaced,
            key=lambda m: (
                len(m.text_in(text).split()),
                not m.text_in(text).isupper(),
                m.text_in(text) not in ended,
                normalize(m.category, m.text_in(text)) == entity.key,
            ),
        )
        if entity.category is Category.PERSON and first.attrs.kind is None:
            # `Maddie` a model read here, a chat's speaker line there: a word a recognizer
            # found as a given name (a speaker's, a nickname's) is one wherever it stands, and
            # became a family name where the fullest mention was the model's.
            first = _given_elsewhere(first, replaced, text)
        # `Mrs Grace`: a family name, a woman's (`Mrs Fraser`, `paní Nováková`).
        title = None
        if entity.category is Category.PERSON:
            title = titled(text, first.start, first.end, grammar.language)
        if title is not None and title[0] and first.attrs.gender is None:
            first = replace(first, attrs=replace(first.attrs, gender=title[0]))
        if title is None and _called_by_given_name(first, text, family_words, grammar):
            # `Terku`, `s Klárou`, `Tommo` alone: a given name (or nickname), of its gender.
            gender = first.attrs.gender or name_gender(first.text_in(text), grammar.language)
            first = replace(first, attrs=replace(first.attrs, kind="given", gender=gender))
        told = _told_given(first, replaced, text, family_words) if title is None else None
        if told is not None:
            # `Vendu` in a chat whose speaker `Venda` is: the name its other mentions say a
            # given name (a speaker's, someone called by it), though no list holds it.
            gender = first.attrs.gender or told.attrs.gender
            first = replace(first, attrs=replace(first.attrs, kind="given", gender=gender))
        identity = Identity(document.lang, entity.category, entity.key)
        # Who may share a surrogate: one string is one someone, whatever category each of
        # its mentions was found as (`Helen Marsh` a person, `HELEN MARSH` an OTHER).
        owner = Owner(document.lang, entity.key)
        original = first.text_in(text)
        if entity.category in READ_BACK:  # a name over two lines: drawn as on one, written on two
            original = one_line(original)
            # `s klaudií` in a chat: declined as the name it is (the inflectors decline
            # capitalized words), written in lower case again below.
            original = title_cased(original) if original.islower() else original
        # `Albrecht` alone is the family name of `Jonas Albrecht`, whatever the lists say; so
        # is a word a person marked as one.
        words = original.split()
        words = words[: len(words) - trailing_titles(words, post_nominals(grammar.code))]
        family = entity.category is Category.PERSON and (
            original.casefold() in family_words
            or first.attrs.kind == "family"
            or family_beside_initials(
                words,
                leading_titles(words, title_words(grammar.code)),
                grammar.language.family_name_first,
            )
            or (
                title is not None
                and title[1]
                and " " not in original
                and not _name_follows(text, first.end)
                and not given_only(original, grammar.language.names_locale, gender=title[0] or None)
            )
        )
        named = entity.category in (Category.ORGANIZATION, Category.OTHER)
        read = (forms or {}).get((first.start, first.end), ())
        if entity.category is Category.LOCATION:
            read = _as_listed_place(original, read, grammar.code)
        # The surrogate of a given attempt (0, 1 ...) for this entity; the one it was given
        # before comes first (the pipeline may read the same name otherwise in another
        # sentence).
        surrogate = partial(
            generator.surrogate,
            entity,
            mention=first,
            grammar=grammar,
            names=spelled,
            family=family,
            person_words=dict(person_words) if named else {},
            towns=dict(towns) if named else {},
        )
        theirs = frozenset(town_words) if named else frozenset()
        propose = partial(_proposal, surrogate, original, read, theirs=theirs)
        before = ledger.given.get(identity)
        earlier = [(_cased_as(original, before), None)] if before is not None else []
        if not earlier and entity.category is Category.PERSON:
            word = person_words.get(original.casefold())  # `Aisha` of `Aisha Rahman`
            earlier = (
                [(cased_like(original, word, initials=False), None)] if word is not None else []
            )
        if not earlier and entity.category is Category.PERSON:
            # `panem Kratochvílem` here, `Jan Kratochvíl` in a document before.
            earlier = _family_before(original, read, ledger, grammar, surrogate)
        # The attempt that gave the name's surrogate where it was read alike before, perhaps
        # in another case: the same surrogate, in this one.
        reading = _reading(read)
        drawn = ledger.drawn.get(identity)
        attempt = drawn[0] if drawn is not None and drawn[1] == reading and before else None
        if attempt is not None and drawn is not None:
            proposal = propose(attempt)
            if proposal[1] == drawn[2]:  # not where this reading falls to undeclined lists
                earlier.insert(0, proposal)
        nominative = None
        # A person of a family named before: drawn first by the attempt that drew the family's
        # first (`Marie Nováková` after `Jan Novák`), which gives the family name the same
        # surrogate.
        kin = _kin(original, read, grammar) if entity.category is Category.PERSON else None
        if entity.category in shared or _timed(entity, first, original, document.lang):
            # A date moves by the document's shift alone: equal to another original date or
            # not, it is where the timeline puts it (`replace/timeline.py`).
            value = surrogate(original=original, attempt=0, forms=read)
        else:
            # The name in the nominative is its lemmas' own: `Jan Novák` and `Janem Novákem`
            # share it, Hamburk and Bamberk do not.
            key = generator.name_key(original, grammar, entity.category, read, family)
            if kin is None and family and key is not None and " " not in key.strip():
                # `pan Kubíček`, `paní Kubíčková`, `s Kubíčkovými`: one family drawn alike.
                kin = Family(document.lang, grammar.inflector.family_key(key.strip()))
            claims = partial(
                _claims_of,
                owner=Owner(document.lang, key if key is not None else reading),
                family=_family_owner(key, grammar) if entity.category is Category.PERSON else None,
                grammar=grammar,
            )
            slot, patterns = _slot(entity.category, original), forbidden
            # A town named in another case before (`v Olomouci`, then `z Olomouce`): drawn
            # first by the attempt that drew it there, which gives the same town.
            town = None
            if entity.category is Category.LOCATION:
                keys = _town_keys(original, read, grammar)
                town = next((towns[key][0] for key in sorted(keys) if key in towns), None)
            if isinstance(slot(original), Numbered):  # its own value and other kinds' bar it
                patterns = (whole_words([original], ignore_case=True), short_forbidden)
            ((value, nominative), fresh), more = _fresh(
                entity,
                original,
                partial(surrogate, original=original, forms=read),
                partial(_nominative, surrogate, original, read, theirs=theirs),
                ledger.taken,
                owner,
                claims,
                patterns,
                earlier,
                (held or {}).get(identity),
                slot,
                ledger.kin.get(kin) if kin is not None else town,
                _part_claims(original, entity.category, grammar),
                _kept_kind(original, entity.category, grammar.language),
            )
            if fresh is not None and entity.category in READ_BACK:
                drawn_now[identity] = ((value, nominative), fresh)
            before = None
            if (
                read_back is not None
                and read
                and entity.category in READ_BACK
                and not _declined_town(original, entity.category, grammar)
            ):
                before = read_back.before(first.start, first.end)
            if before is not None and fresh is not None:
                span = (first.start, first.end)
                pending.append(_Pending(identity, span, before, value, more))
            ledger.taken[slot(value)] = owner
            if nominative is not None:
                ledger.taken.update(claims(nominative))
            if ledger.given.get(identity, value).isupper() or identity not in ledger.given:
                ledger.given[identity] = value  # a writing in capitals gives way to a plain one
            if entity.category is Category.PERSON:
                _claim_parts(original, value, ledger, grammar)
            if fresh is not None and nominative is not None:
                ledger.drawn.setdefault(identity, (fresh, reading, nominative))
            attempt = fresh if fresh is not None else attempt
            if nominative is None and attempt is not None and drawn is not None:
                nominative = drawn[2]  # the surrogate given before, as written
        lemma = None
        if attempt is not None and entity.category in READ_BACK:  # names that decline
            lemma = surrogate(original=original, attempt=attempt, forms=read, nominative=True)
            lemma_of.update((id(mention), lemma) for mention in replaced)
        if entity.category is Category.LOCATION and attempt is not None:
            own = read[0] if len(read) == 1 else None
            towns.update(dict.fromkeys(_town_keys(original, read, grammar), (attempt, own)))
            town_words.update(word.casefold() for word in (lemma or value).split())
        if entity.category is Category.PERSON:
            _name_words(original, value, names)
            # `jan.kowalski@` of `Jana Kowalskiego`: the address spells the name's lemmas.
            inflector = grammar.inflector
            # `nagy.anna@` of `Nagy Annával`: or its words less their suffixes.
            _name_words(_stems(original, inflector), _stems(value, inflector), names)
            lemmas = inflector.lemmas(original, read)
            if lemma is not None and lemmas is not None:
                _name_words(lemmas, lemma, names)
                _name_forms(lemmas, lemma, inflector, declined_names)
            for word, replacement in _words_of(original, value).items():
                person_words.setdefault(word, replacement)  # the longest name's first
            nickname_spellings(original, lemma or value, grammar, names)  # `@ondra_n`
            if kin is not None and attempt is not None:
                ledger.kin.setdefault(kin, attempt)
            family = _family_of(original, read, grammar)
            if family is not None:
                known = ledger.families.get(family, frozenset())
                ledger.families[family] = known | {identity}
                ledger.persons[identity] = (original, value, lemma, attempt)
        titles = title_words(grammar.code)
        full, full_lead = original.split(), None
        # The name's forms with the lemmas every case of it shares, its other mentions' own.
        as_read = read
        if entity.category is Category.PERSON:
            as_read = _as_read(original, read, grammar.inflector)
        for mention in replaced:
            surrogate_of[id(mention)] = value
            if entity.category is Category.PHONE:
                # One number written with its country code and without (here, or in a
                # document before that gave its surrogate): each as written.
                regions = (*filter(None, (mention.attrs.region,)), *grammar.language.phone_regions)
                surrogate_of[id(mention)] = written_like(value, mention.text_in(text), regions)
                continue
            if entity.category is Category.PROFESSION:
                # `structural engineer` in a sentence, `Building Surveyor` as a CV's entry:
                # one job, each with its own capitals.
                surrogate_of[id(mention)] = _cased_as(mention.text_in(text), value)
                continue
            if entity.category is Category.USERNAME:
                # `@OldGreyCat` and the post's `OldGreyCat`: one user, each with its own `@`.
                at = "@" if mention.text_in(text).startswith("@") else ""
                surrogate_of[id(mention)] = at + value.lstrip("@")
                continue
            if (
                entity.category is Category.ORGANIZATION
                and legal_form_of(mention.text_in(text)) is None
            ):
                # `Kovostroj` of `Kovostroj s.r.o.`: the surrogate's name without its form;
                # after its kind word (`Firma Kovostroj`), with the word as written. A firm
                # the text names by no form anywhere keeps the drawn company's (`Teva` ->
                # `Dvořák s.r.o.`): its name alone read as a person's family name.
                form = legal_form_of(value) if legal_form_of(original) is not None else None
                name = value[: -len(form)] if form else value
                kind = _kind_word(mention.text_in(text), grammar.language)
                if kind and not name.startswith(kind):
                    name = f"{kind} {name}"
                surrogate_of[id(mention)] = name
                continue  # (no family name alone: the company's name is all of it)
            there = (forms or {}).get((mention.start, mention.end), ())
            words = mention.text_in(text).split()
            if entity.category is Category.PERSON:
                if len(words) == 1:
                    nickname = nickname_surrogate(
                        words[0], original, lemma or value, grammar, mention.attrs.tag
                    )
                    if nickname is not None:  # `ondro` of Ondřej: the surrogate's nickname
                        surrogate_of[id(mention)] = nickname
                        continue
                    start = _given_started(words[0], entity, text, full, titles, grammar)
                    if start is not None and len(value.split(" ")) == len(full):
                        # `Ferdi` of Ferdinand (the link joined them): the given name's.
                        surrogate_of[id(mention)] = value.split(" ")[start]
                        continue
                # `Lady Hale` of `Baroness Hale`: each mention keeps its own titles.
                surrogate_of[id(mention)] = _own_titles(words, full, value, titles)
            part = None
            if len(words) - leading_titles(words, titles) == 1:  # one name, titles aside
                full_lead = leading_titles(full, titles) if full_lead is None else full_lead
                part = _part(full, full_lead, grammar)
            given = _given_alone(mention.text_in(text), there, full, part, grammar)
            new = surrogate_of[id(mention)].split(" ")
            if given is not None and len(new) == len(full):
                # `Ede` of `Kovács Ede` (the link joined them): his given name, no family's,
                # with the ending it was written with (`Edének`).
                ending = grammar.inflector.ending_after(mention.text_in(text), full[given])
                word = new[given]
                surrogate_of[id(mention)] = (
                    grammar.inflector.attach(word, ending) if ending else word
                )
                continue
            if part is not None and entity.category is Category.PERSON:
                # `Jano` of `Jana Nováková` (the link joined them): her given name in its case.
                case = _given_in_case(
                    (mention.text_in(text), there), (original, read), value, lemma, part, grammar
                )
                if case is not None:
                    surrogate_of[id(mention)] = case
                    continue
            if part is not None and mention.attrs.entity is not None:
                # A person's entity may hold another name of its own (`Honza` of `Jan Novák`):
                # only its family name alone is the surrogate's family name.
                written = (mention.text_in(text), there)
                if not _family_named(written, original, read, part, grammar):
                    part = None
            ending = _with_ending(mention.text_in(text), original, grammar)
            if part is None and ending is not None:  # `Bakonyival` of `Bakonyi`: `Farkassal`
                new = surrogate_of[id(mention)].split(" ")
                surrogate_of[id(mention)] = " ".join(
                    [*new[:-1], grammar.inflector.attach(new[-1], ending)]
                )
                continue
            if part is not None:  # the family name alone: the surrogate's, in its form
                alone = _family_alone(
                    mention.text_in(text),
                    part,
                    original,
                    value,
                    lemma,
                    there,
                    attempt,
                    surrogate,
                    grammar,
                )
                surrogate_of[id(mention)], lemma_of[id(mention)] = alone
                # Another mention of that word alone (`Mrs Harrington`, not his) may share it.
                said = normalize(Category.PERSON, mention.text_in(text))
                ledger.taken.setdefault(alone[0].casefold(), Owner(document.lang, said))
                continue
            written = mention.text_in(text)
            written = one_line(written) if entity.category in READ_BACK else written
            if attempt is None or lemma is None or bool(there) != bool(read):
                continue
            if there == read and (there or written == original):  # the surrogate fits
                continue
            # The same name read in another case in this document: the same surrogate (the
            # same nominative) in its case, where no one else has that form. Where the
            # pipeline reads no forms (Polish, read by its dictionary), the name's own words
            # tell its case.
            there = _in_case_of(there, as_read)
            written = written.capitalize() if written.islower() else written  # as a name
            # ... as the dictionary read it in its own sentence (`o Kasi`: the locative).
            own = replace(first, attrs=replace(first.attrs, tag=mention.attrs.tag))
            other = surrogate(original=written, attempt=attempt, forms=there, mention=own)
            same = surrogate(
                original=written, attempt=attempt, forms=there, nominative=True, mention=own
            )
            if same != lemma and entity.category is Category.PERSON:
                # Read alone as another name (`Pstrążka`, a name of its own to the
                # dictionary): the surrogate in the form the person's name has there.
                found = _same_form(written, original, read, lemma, grammar)
                other, same = (found, lemma) if found is not None else (other, same)
            if same == lemma and _free(other, ledger.taken, owner, forbidden):
                ledger.taken[other.casefold()] = owner
                surrogate_of[id(mention)] = other
        if entity.category in READ_BACK:  # `kubo`, `florian`, `v kolíně` in a chat: lower case
            for mention in replaced:
                written, value = mention.text_in(text), surrogate_of[id(mention)]
                if written.islower():
                    surrogate_of[id(mention)] = value.lower()
                elif written[:1].isupper() and value.islower():
                    # `Kowalski` of a person named `dan kowalski`: a capital, as written.
                    surrogate_of[id(mention)] = title_cased(value)
        if entity.category in _CASED:
            # A heading's `19 NOVEMBER 2014` or `JUDGE CARROW` and the sentence's `19 November
            # 2014`: one entity, each in its own capitals.
            for mention in replaced:
                written, value = mention.text_in(text), surrogate_of[id(mention)]
                # (A writing with no letters, `€`, has no capitals to copy.)
                cased = written.upper() != written.lower()
                if cased and written.isupper() != value.isupper():
                    surrogate_of[id(mention)] = _cased_as(written, value)
                elif entity.category in _NAMED_WORDS:
                    surrogate_of[id(mention)] = _words_cased_as(written, value)
        if entity.category is Category.PERSON:
            for mention in replaced:
                value = surrogate_of[id(mention)]
                surrogate_of[id(mention)] = _drawn_out_like(mention.text_in(text), value)
                # `seun.` of `Oluwaseun (Seun)`: an address spelling a name the person also
                # goes by (which the link joined) spells what replaced it.
                _name_words(mention.text_in(text), surrogate_of[id(mention)], names)
    for m in mentions:
        if m.category is Category.PERSON and id(m) in surrogate_of and text.startswith(".", m.end):
            # `Paweł Sz.:`: the surrogate's family name cut short alike.
            surrogate_of[id(m)] = abbreviated_like(m.text_in(text), surrogate_of[id(m)])
    edits = [
        Edit(
            m.start,
            m.end,
            one_period(lines_like(m.text_in(text), surrogate_of[id(m)]), text, m.end),
            lemma_of.get(id(m)),
        )
        for m in mentions
        if id(m) in surrogate_of
    ]
    return edits, pending, drawn_now


def _given_elsewhere(first: Mention, mentions: list[Mention], text: str) -> Mention:
    """`first` as a given name where another of `mentions` written as it is (any case of
    letters) is one (`kind` "given"), of that one's gender where `first` has none; `first`
    itself where none is, or one is a family name."""
    written = first.text_in(text).casefold()
    kinds = {m.attrs.kind for m in mentions if m.text_in(text).casefold() == written}
    if kinds & {"family", "initials"} or "given" not in kinds:
        return first
    genders = {
        m.attrs.gender
        for m in mentions
        if m.attrs.kind == "given" and m.attrs.gender and m.text_in(text).casefold() == written
    }
    gender = first.attrs.gender or (genders.pop() if len(genders) == 1 else None)
    return replace(first, attrs=replace(first.attrs, kind="given", gender=gender))


def _called_by_given_name(
    first: Mention, text: str, family_words: frozenset[str], grammar: Grammar
) -> bool:
    """Whether a person's mention of one word, whose kind (or gender, for a given name)
    nothing said, is a nickname or a given name in some case
    (`lexicon/nicknames.called_by_given_name`), not the family name alone of a person the
    document names in full."""
    written = first.text_in(text)
    return (
        first.category is Category.PERSON
        and (first.attrs.kind is None or (first.attrs.kind == "given" and not first.attrs.gender))
        and written.isalpha()
        and written.casefold() not in family_words
        and called_by_given_name(written, grammar.code)
    )


def _told_given(
    first: Mention, replaced: list[Mention], text: str, family_words: frozenset[str]
) -> Mention | None:
    """The mention of one word among `replaced` (its person's) that a recognizer read as a
    given name (a chat's speaker, someone addressed), where `first`, one word too, is of no
    kind it read, no other mention is read as a family name, and the name ends no one's
    fuller name; else None."""
    if first.category is not Category.PERSON or first.attrs.kind is not None:
        return None
    ones = [m for m in replaced if len(m.text_in(text).split()) == 1]
    if len(ones) != len(replaced) or first.text_in(text).casefold() in family_words:
        return None
    kinds = {m.attrs.kind for m in ones} - {None}
    if kinds != {"given"}:
        return None
    return next(m for m in ones if m.attrs.kind == "given")


def _given_started(
    word: str, entity: Entity, text: str, full: list[str], titles: frozenset[str], grammar: Grammar
) -> int | None:
    """The position of the given name in the person's name `full` where the one word `word`
    is a start of it, or of the given name of another of the person's names of as many words
    (`Ferdi` of `Ferdinand Pfannenstiel`, written `Ferd Pfannenstiel` too), and none of their
    family names: friends call a speaker so. None elsewhere: a one word name is read as its
    family name alone."""
    lead = leading_titles(full, titles)
    if len(full) - lead != 2:
        return None
    given = len(full) - 1 if grammar.language.family_name_first else lead
    folded = word.casefold()
    for mention in entity.mentions:
        words = mention.text_in(text).split()
        if len(words) != len(full):
            continue
        name = words[given].casefold()
        if folded == words[len(full) - 1 - given + lead].casefold():
            return None
        if len(folded) >= 3 and name.startswith(folded):  # (or the given name itself)
            return given
    return None


def _own_titles(words: list[str], full: list[str], value: str, titles: frozenset[str]) -> str:
    """The surrogate `value` of a person's name written `full` as a mention of its person
    written `words` says it: with the mention's own titles before the name where the two
    differ in them alone (`Lady Hale` and `Baroness Hale`, `Mr Dragomir` and `Dragomir`), so
    a title is never swapped for another; else `value`."""
    lead, full_lead = leading_titles(words, titles), leading_titles(full, titles)
    new = value.split(" ")
    if words[:lead] == full[:full_lead] or len(new) != len(full):
        return value
    if [w.casefold() for w in words[lead:]] != [w.casefold() for w in full[full_lead:]]:
        return value
    return " ".join([*words[:lead], *new[full_lead:]])


def _same_form(
    written: str, original: str, read: Forms, lemma: str, grammar: Grammar
) -> str | None:
    """The surrogate of a mention of one name (titles aside) `written`, a form of the
    family or given name of its person's name `original` (read as `read`), whose surrogate
    is `lemma` in the nominative: that name of `lemma` in the form `written` has there
    (`Inflector.name_forms`: `Pstrążka` of `Pstrążek` -> `Maślankiewicza`); None where it
    has no one such form."""
    inflector = grammar.inflector
    said, lemmas = written.split(), inflector.lemmas(original, read)
    new = lemma.split()
    one = len(said) - leading_titles(said, title_words(grammar.code)) == 1
    if lemmas is None or not one or len(lemmas.split()) != len(new):
        return None
    found = {
        cased_like(said[-1], their, initials=False)
        for own, mine in zip(lemmas.split(), new, strict=True)
        for form, their in inflector.name_forms(own.capitalize(), mine)
        if form.casefold() == said[-1].casefold()
    }
    if len(found) != 1:
        return None
    return " ".join([*said[:-1], found.pop()])


def _with_endings(said: set[str], grammar: Grammar) -> frozenset[str]:
    """The writings among `said` (an entity's, each once) that are another of them with an
    ending (`_with_ending`: `Bakonyival` beside `Bakonyi`). Each pair of writings is tried
    once, not each pair of mentions: a long document names one person thousands of times, in
    a few writings."""
    titles = title_words(grammar.code)
    ones = [
        written
        for written in said
        if len(words := written.split()) - leading_titles(words, titles) == 1
    ]
    return frozenset(
        written for written in ones if any(_with_ending(written, other, grammar) for other in ones)
    )


def _with_ending(written: str, original: str, grammar: Grammar) -> Ending | None:
    """The ending a mention of one name (titles aside) `written` carries after the name of
    the mention `original` of its person, one name too, where it is that name with one
    (`Bakonyival`, `Bakonyiék` of `Bakonyi`: `Inflector.ending_after`); else None."""
    said, own = written.split(), original.split()
    titles = title_words(grammar.code)
    if len(said) - leading_titles(said, titles) != 1 or len(own) - leading_titles(own, titles) != 1:
        return None
    if said[-1] == own[-1]:
        return None
    return grammar.inflector.ending_after(said[-1], own[-1])


def _family_named(
    alone: tuple[str, Forms], original: str, read: Forms, position: int, grammar: Grammar
) -> bool:
    """Whether the word `alone` (as written, with its forms) is the family name at `position`
    of the person's name `original` (with its forms): as written, less an ending, or as
    lemmas where the language declines names."""
    inflector = grammar.inflector
    said, there = alone
    word = said.split()[-1]
    lemmas = inflector.lemmas(said, there)
    own = {word.casefold(), inflector.split(word)[0].casefold()}
    own |= {lemmas.split()[-1].casefold()} if lemmas else set()
    family = {original.split()[position].casefold()}
    full = inflector.lemmas(original, read)
    if full is not None and len(full.split()) == len(original.split()):
        family.add(full.split()[position].casefold())
    return bool(own & family)


def _fixed(entities: list[Entity]) -> dict[str, str]:
    """Each entity's replacement a person fixed (`Attributes.replacement`), by entity id."""
    fixed = {}
    for entity in entities:
        values = [m.attrs.replacement for m in entity.mentions if m.attrs.replacement is not None]
        if values:
            fixed[entity.id] = values[0]
    return fixed


def _family_of(original: str, read: Forms, grammar: Grammar) -> Family | None:
    """The family name (language and lemma, case-folded) of a person's full name, None for
    a name of one word (titles aside)."""
    words = original.split()
    lead = leading_titles(words, title_words(grammar.code))
    if len(words) - lead < 2:
        return None
    lemmas = grammar.inflector.lemmas(original, read)
    names = lemmas.split() if lemmas is not None and len(lemmas.split()) == len(words) else words
    family = names[lead] if grammar.language.family_name_first else names[-1]
    return Family(grammar.code, family.casefold())


def _family_before(
    original: str, read: Forms, ledger: Ledger, grammar: Grammar, surrogate: Callable[..., str]
) -> list[Proposal]:
    """Where `original` is a family name alone (titles aside) and one person of that family
    name was named in full in the scope before (an earlier document), that person's
    surrogate's family name in its form, to propose first; else nothing."""
    words, lang = original.split(), grammar.code
    if len(words) - leading_titles(words, title_words(lang)) != 1:
        return []
    inflector = grammar.inflector
    lemmas = inflector.lemmas(original, read)
    word = words[-1] if lemmas is None else lemmas.split()[-1]
    keys = {word.casefold(), inflector.split(words[-1])[0].casefold()}
    persons = {p for key in keys for p in ledger.families.get(Family(lang, key), ())}
    if len(persons) != 1:
        return []
    full, value, lemma, attempt = ledger.persons[persons.pop()]
    position = leading_titles(full.split(), title_words(lang))
    position = position if grammar.language.family_name_first else len(full.split()) - 1
    alone = _family_alone(original, position, full, value, lemma, read, attempt, surrogate, grammar)
    return [alone]


def _kin(original: str, read: Forms, grammar: Grammar) -> Family | None:
    """The family of a person named in full (`Marie Nováková`: the family `novák`, a man's
    and a woman's form one), None for a name of one word: the key the ledger holds the
    attempt that drew the family's first person by (`Ledger.kin`)."""
    family = _family_of(original, read, grammar)
    if family is None:
        return None
    return Family(family.lang, grammar.inflector.family_key(family.lemma))


def _given_alone(
    said: str, there: Forms, full: list[str], part: int | None, grammar: Grammar
) -> int | None:
    """Where the one name `said` (with its forms) is the given name of the person whose
    name's words are `full` (the family name at `part`, where the language writes it first),
    as written or less an ending, and not the family name too: the given name's position
    (the last word); else None. Elsewhere a given name alone is read in its case as the
    full name's mentions are."""
    if part is None or not grammar.language.family_name_first or len(full) != 2:
        return None
    given = len(full) - 1
    original = " ".join(full)
    if _family_named((said, there), original, (), given, grammar) and not _family_named(
        (said, there), original, (), part, grammar
    ):
        return given
    return None


def _given_in_case(
    alone: tuple[str, Forms],
    named: tuple[str, Forms],
    value: str,
    lemma: str | None,
    part: int,
    grammar: Grammar,
) -> str | None:
    """The surrogate of a one-word mention `alone` (as written, with its forms) that is the
    given name, in some case, of the person whose two-word name `named` (as written, with its
    forms; its family name at `part`) has the surrogate `value` (`lemma` in the nominative,
    where declined): the surrogate's given name in that case (`Jano` of `Jana Nováková` ->
    `Marto` of `Marta Horáková`). None where `alone` is no form of the given name, or is a
    form of the family name too: a one-word name of a person is read as their family name."""
    said = alone[0]
    original, read = named
    words, new = original.split(), value.split()
    if len(words) != 2 or len(new) != 2 or len(said.split()) != 1:
        return None
    given = 1 - part
    if _family_named(alone, original, read, part, grammar):
        return None
    if said.casefold() == words[given].casefold():
        return cased_like(said, new[given], initials=False)
    inflector = grammar.inflector
    lemmas = inflector.lemmas(original, read)
    nominative = lemma.split() if lemma is not None else []
    if lemmas is None or len(lemmas.split()) != 2 or len(nominative) != 2:
        return None
    found = inflector.in_form_of(said, lemmas.split()[given], nominative[given])
    if found is None or inflector.in_form_of(said, lemmas.split()[part], nominative[part]):
        return None
    return cased_like(said, found, initials=False)


def _part(full: list[str], lead: int, grammar: Grammar) -> int | None:
    """Where a mention of one name (titles aside) is the family name alone of the person whose
    name's words are `full` (link joined them; `lead` of them are titles), the position of the
    family name among them; else None."""
    if len(full) - lead < 2:
        return None
    return lead if grammar.language.family_name_first else len(full) - 1


def _family_alone(
    alone: str,
    position: int,
    original: str,
    value: str,
    lemma: str | None,
    read: Forms,
    attempt: int | None,
    surrogate: Callable[..., str],
    grammar: Grammar,
) -> tuple[str, str | None]:
    """The surrogate of a family name `alone` (a title before it kept) whose person's full
    name `original` has the surrogate `value` (`lemma` in the nominative, where declined),
    and its nominative: the surrogate's family name (at `position`) in the form of the one
    alone. Where names are declined, the family name alone drawn as the full name's was (the
    same `attempt`) is that name in its form, where its nominative says it is (`Kratochvílem`
    of `Jan Kratochvíl` -> `Sedlákem` of `Petr Sedlák`); else the surrogate's family name
    with the ending the one alone was written with (`Smiths` of `John Smith` -> `Jones` and
    `s`), or as it is."""
    words, new, said = original.split(), value.split(), alone.split()
    if len(new) != len(words):  # a surrogate of another shape: the one alone drawn alone
        drawn = partial(surrogate, original=alone, attempt=attempt or 0, forms=read, family=True)
        return drawn(), drawn(nominative=True) if lemma is not None else None
    lead = len(said) - 1
    nominative = lemma.split()[position] if lemma and len(lemma.split()) == len(words) else None
    if said[lead] == words[position]:
        # Written as the full name writes it (`Vácha` of `Antonín Vácha`): the surrogate's
        # family name as the full name's has it, whatever case a tagger read the one alone
        # in (a name it does not know, read as a genitive of its own nominative).
        return " ".join([*said[:lead], new[position]]), nominative
    inflector = grammar.inflector
    ending = inflector.ending_after(said[lead], words[position])  # `Dorogival` of `Dorogi`
    if attempt is not None and nominative is not None and ending is None:
        declined = surrogate(original=alone, attempt=attempt, forms=read, family=True)
        own = surrogate(original=alone, attempt=attempt, forms=read, family=True, nominative=True)
        if own.split()[lead:] == [nominative]:
            return declined, own
    # Where names are declined, the full name's family name in the case the one alone is in
    # (`pana Nováka` of `Tomáš Novák` -> `pana Dvořáka` of `Štěpán Dvořák`).
    case = inflector.in_case(nominative or new[position], read[lead] if len(read) > lead else None)
    if case is not None:
        return " ".join([*said[:lead], cased_like(said[lead], case, initials=False)]), nominative
    family = cased_like(said[lead], new[position], initials=False)
    if ending is not None:
        family = inflector.attach(family, ending)
    return " ".join([*said[:lead], family]), nominative


def _declined_town(original: str, category: Category, grammar: Grammar) -> bool:
    """Whether `original` is a town of an adjective and a noun the inflector's lists hold and
    decline (`Kutné Hory`): its surrogate is another such town in the case its words are in,
    whatever the tagger read them as (`Hory` a plural in one sentence), and read back against
    that reading it would be another town in each sentence."""
    words = original.split(" ")
    return (
        category is Category.LOCATION
        and len(words) == 2
        and grammar.inflector.declines_town(words[0], words[1])
    )


def _read_back(
    text: str, edits: list[Edit], pending: list[_Pending], read_back: ReadBack
) -> dict[Identity, Held]:
    """The surrogates (by identity) that replace pending ones the pipeline reads in another
    form than the original's: the rewritten text is read once where they stand; for each read
    otherwise, its next free surrogates are put in its place one round at a time, all such
    names of the text in one reading each round, up to `REREAD_TRIES` surrogates in all, and
    the first read alike replaces it. No two names take the same surrogate, nor its
    nominative. A name none of whose surrogates reads alike keeps its first."""
    if not pending:
        return {}
    values = {item.identity: item.value for item in pending}
    unsure = _read_otherwise(text, edits, pending, values, read_back)
    more = {item.identity: list(islice(item.more, REREAD_TRIES - 1)) for item in unsure}
    switched: dict[Identity, Held] = {}
    claimed: set[str] = set()  # the surrogates and nominatives a switch has taken
    for _ in range(REREAD_TRIES - 1):
        trying: dict[Identity, Held] = {}
        asked: set[str] = set(claimed)
        for item in unsure:
            options = more[item.identity]
            while options and _claims(options[0]) & asked:
                options.pop(0)  # another name has it, or tries it this round
            if options:
                trying[item.identity] = options.pop(0)  # type: ignore[assignment]
                asked |= _claims(trying[item.identity])
        if not trying:
            break
        tried = [item for item in unsure if item.identity in trying]
        values = {identity: proposal[0][0] for identity, proposal in trying.items()}
        otherwise = _read_otherwise(text, edits, tried, values, read_back)
        for item in tried:
            if item not in otherwise:
                switched[item.identity] = trying[item.identity]
                claimed |= _claims(trying[item.identity])
        unsure = [item for item in tried if item in otherwise]
    return switched


def _claims(proposal: tuple[Proposal, int | None]) -> set[str | Nominative]:
    """What a surrogate takes from the ledger: itself, and its nominative where declined."""
    (value, nominative), _ = proposal
    return {value.casefold(), *((Nominative(nominative.casefold()),) if nominative else ())}


def _read_otherwise(
    text: str,
    edits: list[Edit],
    pending: list[_Pending],
    values: Mapping[str, str],
    read_back: ReadBack,
) -> list[_Pending]:
    """The pending names the pipeline reads in another form than the original's, in the text
    rewritten by `edits` with `values` (by identity) in the places of their first mentions."""
    at = {item.span: values[item.identity] for item in pending}
    rewrite = apply_edits(
        text, [Edit(e.start, e.end, at.get((e.start, e.end), e.replacement)) for e in edits]
    )
    heads = read_back.heads(rewrite.text, [rewrite.map_span(*item.span) for item in pending])
    return [item for item, head in zip(pending, heads, strict=True) if not agree(item.before, head)]


def _proposal(
    surrogate: Callable[..., str],
    original: str,
    read: Forms,
    attempt: int,
    theirs: frozenset[str] = frozenset(),
) -> Proposal:
    """The surrogate of an attempt, and its nominative (`_nominative`)."""
    value = surrogate(original=original, attempt=attempt, forms=read)
    return value, _nominative(surrogate, original, read, attempt, theirs)


def _nominative(
    surrogate: Callable[..., str],
    original: str,
    read: Forms,
    attempt: int,
    theirs: frozenset[str] = frozenset(),
) -> str | None:
    """Where names are declined (`read` holds their forms), the surrogate of an attempt in the
    nominative, less the words kept as they were (`Ing.` of `Ing. Mach`): no other name may
    have it in any case (Hamburk's `Rousínova` and Bamberk's `Rousínově` would make two towns
    one). Less the words of the document's places' surrogates too (`theirs`, case-folded),
    which a body named after its town holds as the town's own: claimed by `Charita Krupka`,
    `Krupka` was no longer the town's to have. None elsewhere, or where nothing is left."""
    if not read:
        return None
    nominative = surrogate(original=original, attempt=attempt, forms=read, nominative=True)
    words, kept = nominative.split(" "), original.split(" ")
    if len(words) == len(kept):
        pairs = zip(words, kept, strict=True)
        words = [word for word, was in pairs if word.casefold() != was.casefold()]
    if theirs:
        left = [word for word in words if word.casefold() not in theirs]
        if not left:
            return None
        words = left
    return " ".join(words)


def _town_keys(original: str, read: Forms, grammar: Grammar) -> set[str]:
    """What a place written `original` (read as `read`) is known by inside another name
    (case-folded): as written, without its case ending, its lemmas as read and its key."""
    keys = {original.casefold(), grammar.inflector.split_place(original)[0].casefold()}
    lemmas = [form.lemma for form in read if form is not None]
    if lemmas and len(lemmas) == len(read):
        keys.add(" ".join(lemmas).casefold())
    key = grammar.inflector.name_key(original, read, True, False)
    if key is not None:
        keys.add(key)
    return keys


_LINE_BREAK = re.compile(r"\s*\n\s*")


def one_line(original: str) -> str:
    """A mention written over several lines (`Thomas` at a line's end, `Hargreaves` at the
    next one's start) as one line: the name its surrogate is drawn for, word by word."""
    return _LINE_BREAK.sub(" ", original) if "\n" in original else original


def one_period(value: str, text: str, end: int) -> str:
    """`value` without its abbreviation's period where the text's own period follows the
    mention (`... Moravské pivovary a.s.` -> `... Novák a.s.`, not `a.s..`): one period
    ends both, as the original writes it."""
    if value.endswith(".") and text.startswith(".", end):
        return value[:-1]
    return value


def lines_like(original: str, value: str) -> str:
    """`value` broken into lines where `original` is: between the same words where both have
    as many, else at the word gap nearest the same share of the text; nothing merges lines."""
    if "\n" not in original or "\n" in value:
        return value
    gaps = re.findall(r"\s+", original)
    words = value.split(" ")
    if len(words) == len(gaps) + 1:  # the same words: the same gaps between them
        return "".join(word + gap for word, gap in zip(words, [*gaps, ""], strict=True))
    if len(words) < 2:
        return value + "\n" * original.count("\n")  # no gap: the break after it
    share = original.index("\n") / len(original)
    spaces = [i for i, char in enumerate(value) if char == " "]
    at = min(spaces, key=lambda i: abs(i / len(value) - share))
    return value[:at] + "\n" + value[at + 1 :]


def _as_read(original: str, read: Forms, inflector: Inflector) -> Forms:
    """The forms of a person's name `original` with the lemmas the language's inflector reads
    them as (`Vrbečku`, lemmatized `Vrbečka`: Vrbeček's vocative), which every case of the
    name shares; as `read` where it reads none."""
    lemmas = inflector.lemmas(original, read) if read else None
    if lemmas is None or len(lemmas.split()) != len(read):
        return read
    return tuple(
        replace(form, lemma=lemma) if form is not None else None
        for form, lemma in zip(read, lemmas.split(), strict=True)
    )


def _as_listed_place(original: str, read: Forms, lang: str) -> Forms:
    """The form of a place of one word with the listed place it is a case of as its lemma,
    where the tagger lemmatized it as no listed place (`v Kroměříži`, lemma `Kroměříži`): the
    key every case of the town shares, so `Kroměříž` a sentence later is the same town."""
    if len(read) != 1 or read[0] is None or " " in original or read[0].lemma in places(lang):
        return read
    lemma = place_lemma(original, lang)
    return read if lemma is None else (replace(read[0], lemma=lemma),)


def _in_case_of(there: Forms, read: Forms) -> Forms:
    """The forms of a mention of a name as the name was read where its surrogate was drawn,
    in the mention's case: one person's `Janou Svobodovou` read as `Jana` and `Jana Svobodová`
    read as `Jan` are one name in two cases, drawn alike. As `there` where the two differ in
    length."""
    if len(there) != len(read):
        return there
    return tuple(
        replace(form, lemma=own.lemma, gender=own.gender or form.gender)
        if form is not None and own is not None
        else form
        for form, own in zip(there, read, strict=True)
    )


def _reading(read: Forms) -> Reading:
    """The words of a name as read, less their case: what the same name in another case
    shares (read as another gender, it may get another surrogate)."""
    return tuple(
        (form.lemma.casefold(), form.number, form.gender) if form is not None else None
        for form in read
    )


def barred(originals: Iterable[tuple[str, Category, str]]) -> set[str]:
    """What no surrogate may spell, for the (text, category, language) of originals: each
    text, and each family name of the lists that a person's or an organization's longer name
    holds as a name (`Hájek a Vlček s.r.o.`: no surrogate of Petr Hájek may be Svatoslav
    Vlček, a real partner's name). Not a title, which surrogates keep as written, nor a title
    before a person's name (`Judge`, which is a family name too), nor an ordinary word of an
    organization's (`Company`, `Park`), which surrogates keep. A date that is a weekday or
    month alone names no one, and a shifted weekday may well be another weekday of the
    document (`Monday` -> `Thursday`). Nor an
    initial found alone (`D.`), which would bar every surrogate initial of its letter; a
    digit is barred (an age of `7` must change). Nor a company's legal form found alone
    (`LLP` of a cited `Cordia (Services) LLP`), which names no one and would bar every
    surrogate firm of that form, nor an organization's or other thing's single ordinary word
    (`Junction`), which a drawn firm may hold without telling anything; nor the English words
    a firm of another language names its trade in (`Power` of `Rácz Power Systems Kft.`)."""
    found = set()
    for original, category, lang in originals:
        if category is Category.DATE and calendar_word(original, lang):
            continue
        if _names_no_one(original.strip(), category, lang):
            continue
        if titles_only(original, get_language(lang)):
            continue  # kept as written, and kept before every surrogate name (`Mr`)
        if len(original.rstrip(".")) == 1 and original[0].isalpha():
            continue
        found.add(original)
        words = [word.strip(",.") for word in original.split()]
        if len(words) < 2 or category not in (Category.PERSON, Category.ORGANIZATION):
            continue
        lead = leading_titles(words, title_words(lang))
        for at, word in enumerate(words[lead:]):
            # (A firm's first word is its founder's name, whatever language knows it.)
            kept = category is Category.ORGANIZATION and (
                ordinary(word, lang) or (at > 0 and english_trade(word, lang))
            )
            # (Nor a particle, which surrogates keep as written: `De` of `Anne De Vries` is a
            # family name of the lists, and barred it made every `Maria de Souza` a pseudo-word.)
            if word in family_names() and not kept and not is_particle(words, lead + at, lead):
                found.add(word)
    return found


def _names_no_one(original: str, category: Category, lang: str) -> bool:
    """Whether an original is a legal form alone, or a single ordinary word of the language
    found as an organization or other thing and no family name of the lists (`Smith`, which
    may be a person's, is barred): no surrogate spelling it tells who was named."""
    if original in legal_forms():
        return True
    if category not in (Category.ORGANIZATION, Category.OTHER) or " " in original:
        return False
    return original not in family_names() and ordinary(original, lang)


def _fresh(
    entity: Entity,
    original: str,
    propose: Callable[[int], str],
    nominative_of: Callable[[int], str | None],
    taken: Taken,
    owner: Owner,
    claims: Claim,
    forbidden: tuple[re.Pattern[str] | None, ...],
    earlier: Sequence[Proposal] = (),
    held: Held | None = None,
    slot: Callable[[str], Slot] = str.casefold,
    kin: int | None = None,
    parts: Claim = lambda value: [],
    spelled: Callable[[str], str] = lambda value: value,
) -> tuple[tuple[Proposal, int | None], Iterator[tuple[Proposal, int | None]]]:
    """The first proposal (the surrogates given `earlier`, then attempt 0, 1 ...) that is
    neither another entity's surrogate nor spells an original: of the document and, if it can
    be had, of the corpus (`forbidden` holds both; a judgment's year may find every year
    around it named somewhere in the corpus, and then only the document's originals bar it);
    with its attempt, None for an earlier one; and the next free proposals, to be drawn on
    later. A `held` surrogate, drawn in an assignment of the document before, is taken where
    no other entity has it. `slot` is how the ledger holds the entity's surrogates (`_slot`).
    The attempt `kin` (the one that drew the person's family name before), where given, is
    tried before attempt 0, and before a `held` surrogate of another attempt: a family's
    name is one surrogate first. A drawn proposal is refused where a word of it is another
    name word's (`parts`, `_part_claims`). Where every draw spells some original (a title's
    year that the document's shift moves onto a year it names), a draw that spells another
    entity's original is taken rather than the document lost; never one that spells its
    own. What a proposal spells is read in `spelled(value)`, the words it keeps of its
    original taken off (`_kept_kind`)."""
    if held is not None and kin in (None, held[1]):
        (value, nominative), _ = held
        nominal = nominative is None or _unclaimed(claims(nominative), taken)
        if _free(value, taken, owner, (), slot) and nominal:
            return held, iter(())
    corpus_known = any(pattern is not None for pattern in forbidden[1:])
    own = (whole_words([original], ignore_case=True),)
    for patterns in (forbidden, forbidden[:1], own) if corpus_known else (forbidden, own):
        proposals = _free_proposals(
            propose,
            nominative_of,
            taken,
            owner,
            claims,
            patterns,
            earlier,
            slot,
            kin,
            parts,
            spelled,
        )
        first = next(proposals, None)
        if first is None:
            continue
        return first, proposals
    raise RuntimeError(
        f"no unused surrogate for entity {entity.id} ({entity.category}) after {POLICY.tries} tries"
    )


# The kinds whose surrogates keep parts of their original as written (an address's provider
# and top-level domain: `@fastmail.co.uk`), and what strips those parts before a surrogate
# is read for another entity's original: `uk` of `.co.uk` spells the `UK` a text names only
# as the original did, and barring it drove every draw to the last resort.
_KEEPS_PARTS = frozenset({Category.EMAIL, Category.URL})


def _kind_word(written: str, language: Language) -> str:
    """The venue's or firm's kind word that opens `written` (`Firma` of `Firma Kovostroj`),
    empty where none does."""
    first = written.split(" ", 1)[0]
    return first if first in language.venue_nouns and " " in written else ""


def _kept_parts(original: str) -> Callable[[str], str]:
    words = {word.casefold() for word in re.findall(r"[^\W_]+", original)}
    return lambda value: re.sub(
        r"[^\W_]+", lambda m: " " if m.group().casefold() in words else m.group(), value
    )


def _free_proposals(
    propose: Callable[[int], str],
    nominative_of: Callable[[int], str | None],
    taken: Taken,
    owner: Owner,
    claims: Claim,
    patterns: tuple[re.Pattern[str] | None, ...],
    earlier: Sequence[Proposal],
    slot: Callable[[str], Slot],
    kin: int | None = None,
    parts: Claim = lambda value: [],
    spelled: Callable[[str], str] = lambda value: value,
) -> Iterator[tuple[Proposal, int | None]]:
    """The proposals, `earlier` then each attempt's, that no one else has and that spell no
    original, with their attempt. A proposal is the surrogate, for `owner`, and its
    nominative where names are declined, for the name as read and its family (`claims`),
    made only for a surrogate that is free; a drawn nominative spells no original either
    (`Kubíčku` of `Kubíček` is no surrogate where a Kubíček is named). The attempt `kin`
    comes before attempt 0 (`_fresh`). A drawn surrogate whose words `parts` says are
    another name word's is refused; one given `earlier` is the entity's own."""
    proposals = chain(
        ((value, nominative, None) for value, nominative in earlier),
        ((propose(attempt=attempt), None, attempt) for attempt in _attempts(kin)),
    )
    for value, nominative, attempt in proposals:
        if not _free(value, taken, owner, (), slot) or not _free(
            spelled(value), {}, owner, patterns
        ):
            continue
        if attempt is not None and not _unclaimed(parts(value), taken):
            continue
        if attempt is not None:
            nominative = nominative_of(attempt)
            if nominative is not None and not _free(nominative, {}, owner, patterns):
                continue
        if nominative is None or _unclaimed(claims(nominative), taken):
            yield (value, nominative), attempt


def _attempts(first: int | None) -> list[int]:
    """The attempts to draw, in order: `first` (where given), then 0, 1 ... as the policy
    allows."""
    attempts = list(range(POLICY.tries))
    if first is not None and first in attempts:
        attempts.remove(first)
        attempts.insert(0, first)
    return attempts


def _free(
    value: str,
    taken: Taken,
    owner: Owner,
    patterns: tuple[re.Pattern[str] | None, ...],
    slot: Callable[[str], Slot] = str.casefold,
    screen: Callable[[str], str] | None = None,
) -> bool:
    """Whether `value` is no other entity's surrogate and spells no original (in what
    `screen` leaves of it)."""
    if taken.get(slot(value), owner) != owner:
        return False
    read = screen(value) if screen is not None else value
    return not any(pattern is not None and pattern.search(read) for pattern in patterns)


def _slot(category: Category, original: str) -> Callable[[str], Slot]:
    """How the ledger holds the surrogates of an entity of `category` written `original`: a
    short number's (`_SHORT_NUMBER`) apart by category, so house numbers never share one
    while a house number and an age may; any other as written, case-folded. Few values have
    a short number's shape, and a long document names many of them: checked against every
    surrogate and original of the document, its keyed draws would all collide."""
    digits = sum(char.isdigit() for char in original)
    if category in SHORT and 0 < digits <= SHORT_DIGITS and _SHORT_NUMBER.fullmatch(original):
        return lambda value: Numbered(category, value.casefold())
    return str.casefold


def _unclaimed(claims: list[tuple[Slot, Owner]], taken: Taken) -> bool:
    """Whether what a declined surrogate's nominative takes is no other name's or family's."""
    return all(taken.get(slot, owner) == owner for slot, owner in claims)


def _claims_of(
    nominative: str, owner: Owner, family: Owner | None, grammar: Grammar
) -> list[tuple[Slot, Owner]]:
    """What a declined surrogate's `nominative` takes in the ledger: itself, for the name as
    read (`owner`), in any case; and, for a person's, its family name in its man's form, for
    the original's `family` (`_family_owner`): one family, one surrogate family name."""
    claims: list[tuple[Slot, Owner]] = [(Nominative(nominative.casefold()), owner)]
    if family is not None and nominative.strip():
        name = _family_word(nominative, grammar.language).casefold()
        claims.append((FamilyName(grammar.inflector.family_key(name)), family))
    return claims


def _name_parts(original: str, value: str, grammar: Grammar) -> list[tuple[str, str]]:
    """The given and the family name of a person's name `original` of two words (titles
    aside), each beside its surrogate `value`'s: `[(Priya, Valerie), (Venkataraman,
    Gardner)]`; nothing for another name, or a surrogate of another shape."""
    words, new = original.split(), value.split()
    lead = leading_titles(words, title_words(grammar.code))
    if len(words) != len(new) or len(words) - lead != 2:
        return []
    if any(is_initials(word) for word in words[lead:]):
        return []
    pairs = list(zip(words[lead:], new[lead:], strict=True))
    return pairs[::-1] if grammar.language.family_name_first else pairs


def _drawn_out_like(written: str, value: str) -> str:
    """A person's surrogate `value` drawn out as the name was `written` (`JOSHHH` ->
    `MARTINNN`): a chat calling a friend draws out the name's last letter, and the surrogate
    of the call reads as one too. As it is where the name is written plainly, or the
    surrogate is drawn out already or is more than one word."""
    drawl = _FINAL_DRAWL.search(written)
    if drawl is None or " " in value or not value[-1:].isalpha():
        return value
    if _FINAL_DRAWL.search(value) is not None:
        return value
    extra = len(drawl.group()) - 1
    return value + value[-1] * extra


# A letter written three times or more ending a word: a chat's call (`JOSHHH`, `ellieee`).
_FINAL_DRAWL = re.compile(r"([^\W\d_])\1{2,}$")


def _kept_kind(original: str, category: Category, language: Language) -> Callable[[str], str]:
    """What a surrogate spells, for the check that it spells no original: an address's
    without the words it keeps of its own (`_kept_parts`); a place's without the
    site's kind word it keeps from `original` (`Ward` of `<place> Ward`, a hospital's or an
    electoral ward, `Park`: `Language.site_nouns`). The word is the site's, no one's: where a
    person of the text is a Ward too (`Daisy Ward`), every surrogate keeping it was refused,
    and the ward got a pseudo-word of each of its words."""
    if category in _KEEPS_PARTS:
        return _kept_parts(original)
    words = original.split(" ")
    if category is not Category.LOCATION or len(words) < 2:
        return lambda value: value
    kind = words[-1]
    if kind not in language.site_nouns:
        return lambda value: value

    def spelled(value: str) -> str:
        head, _, last = value.rpartition(" ")
        return head if head and last == kind else value

    return spelled


def _part_claims(original: str, category: Category, grammar: Grammar) -> Claim:
    """What a drawn surrogate of a person's name `original` must find free, for the name word
    each of its words stands for: a full name's given and family name the words as written
    (a name alone of another word has it: `Valerie` alone, for `Paula`), so that the person's
    given or family name alone can have its part of the full name's surrogate; a name alone,
    the word of a full name's surrogate (`NamePart`) of no other name word; and a full
    name's family name, the word no other family name's full name has: full names share
    given names, as persons do, but two families one surrogate read as one. Nothing for
    other categories."""
    if category is not Category.PERSON:
        return lambda value: []
    lang, words = grammar.code, original.split()
    if len(words) - leading_titles(words, title_words(lang)) == 1:
        owner = Owner(lang, words[-1].casefold())
        return lambda value: [(NamePart(value.split()[-1].casefold()), owner)]

    def claims(value: str) -> list[tuple[Slot, Owner]]:
        parts = _name_parts(original, value, grammar)
        found: list[tuple[Slot, Owner]] = [
            (new.casefold(), Owner(lang, word.casefold())) for word, new in parts
        ]
        if len(parts) == 2:  # (another family's surrogate would make one family of two)
            family, new = parts[1]
            found.append((NamePart(new.casefold()), Owner(lang, family.casefold())))
        return found

    return claims


def _claim_parts(original: str, value: str, ledger: Ledger, grammar: Grammar) -> None:
    """Record a person's full name's words' surrogates in `ledger`, each for its name word:
    a name alone of another word is drawn none of them (`NamePart`), and the given name alone
    (`Priya` of `Priya Venkataraman`), here or in a later document of the scope, is given
    the full name's given name (`Valerie` of `Valerie Gardner`), unless it had one before.
    (The family name alone follows its person by `Ledger.families`.)"""
    lang = grammar.code
    parts = _name_parts(original, value, grammar)
    for word, new in parts:
        ledger.taken.setdefault(NamePart(new.casefold()), Owner(lang, word.casefold()))
    if parts:
        given, new = parts[0]
        ledger.given.setdefault(Identity(lang, Category.PERSON, given.casefold()), new)


def _family_owner(key: str | None, grammar: Grammar) -> Owner | None:
    """The family a person's name read as `key` (its lemmas) belongs to: its family name in
    its man's form (`kubíček` of `kubíčková`); None where the name was not read."""
    if key is None or not key.strip():
        return None
    family = _family_word(key, grammar.language)
    return Owner(grammar.code, grammar.inflector.family_key(family.casefold()))


def _family_word(name: str, language: Language) -> str:
    """The family name of a person's name (its words less the ones kept as written)."""
    words = name.split()
    return words[0] if language.family_name_first and len(words) > 1 else words[-1]


def _family_words(text: str, entities: list[Entity], language: Language) -> frozenset[str]:
    """The family names (case-folded) of the document's persons named by several words, an
    initial or a title (not a kinship's) before one name counting: the same word alone is
    that family name, even where it is also a given name (`Albrecht` of `Jonas Albrecht`,
    `Oliver` of `C. Oliver`). Not a given name only after a title (`Karin` of `fru Karin`),
    which stays a given name there too."""
    found = set()
    titles, after = title_words(language.code), post_nominals(language.code)
    for entity in entities:
        if entity.category is not Category.PERSON:
            continue
        for mention in entity.mentions:
            words = mention.text_in(text).split()
            lead = leading_titles(words, titles)
            last = len(words) - trailing_titles(words, after)
            parts = [w for w in words[lead:last] if is_initials(w) or any(c.isalpha() for c in w)]
            if not parts:
                continue
            family = parts[0] if language.family_name_first else parts[-1]
            if is_initials(family):
                continue
            if len(parts) > 1 or (
                lead > 0
                and not kin_title(words[lead - 1].rstrip(".,"), language.code)
                and not given_only(family, language.names_locale)
            ):
                found.add(family.casefold())
    return frozenset(found)


def _timed(entity: Entity, mention: Mention, original: str, lang: str) -> bool:
    """Whether the entity is a date, time or weekday the document's timeline moves (or a
    time or day and month found as another category)."""
    if entity.category is not Category.DATE:
        return timelike(original)
    time = mention.source == "time" or mention.attrs.ner_label == "TIME"
    return on_timeline(original, lang, time)


# The categories whose surrogates are words, which a heading writes in capitals (a thing of
# unknown kind too: a letterhead's `PRYCE SOLICITORS` and the signature's `Pryce Solicitors`).
_CASED = frozenset(
    {
        Category.PERSON,
        Category.ORGANIZATION,
        Category.LOCATION,
        Category.STREET,
        Category.DATE,
        Category.OTHER,
    }
)


def _cased_as(original: str, value: str) -> str:
    """`value` written as `original` is (`RUSKO` -> `ŠVÉDSKO`); a value first given to a
    writing in capitals comes back in title case elsewhere, and one first given to words in
    lower case (a job in a sentence, `probation officer`) comes back with a capital on each
    word where the original has one (a CV's entry: `Building Surveyor`)."""
    words = original.split()
    if (
        words
        and not original.isupper()
        and all(word[:1].isupper() for word in words)
        and value.islower()
        and all(word.isalpha() for word in value.split())
    ):
        return " ".join(word[:1].upper() + word[1:] for word in value.split())
    if original.isupper() or not value.isupper() or len(value) < 2:
        return cased_like(original, value, initials=False)
    return cased_like(original, title_cased(value), initials=False)


# Names written word by word: a kept title beside a name first given in capitals.
_NAMED_WORDS = frozenset({Category.PERSON, Category.LOCATION, Category.STREET})


def _words_cased_as(original: str, value: str) -> str:
    """`value` with each word in capitals that `original` writes otherwise taken back to title
    case, word for word: `JUDGE HARGREAVES` gave the judge `JUDGE BARNES`, and `Judge
    Hargreaves` keeps its title as written (`Judge`) beside the name, which must not stay
    shouted (`Judge BARNES`)."""
    words, pieces = original.split(), re.split(r"(\s+)", value)
    if len(words) != len(pieces[::2]):
        return value
    for at, word in zip(range(0, len(pieces), 2), words, strict=True):
        new = pieces[at]
        if new.isupper() and len(new) > 1 and not word.isupper():
            pieces[at] = title_cased(new.lower())
    return "".join(pieces)


def _order(entity: Entity) -> tuple[bool, bool, bool, int]:
    """Persons first, then places, the longest names first, addresses last: what comes after
    reads the names given before (`Aisha` the surrogate of `Aisha Rahman`'s given name, the
    town of `Charita Olomouc` the town's own)."""
    category = entity.category
    return (
        category in SPELL_NAMES,
        category is not Category.PERSON,
        category is not Category.LOCATION,
        -len(entity.key.split()),
    )


def _words_of(original: str, surrogate: str) -> dict[str, str]:
    """The words of a person's name (case-folded) -> their surrogate's, where both have as
    many; initials and particles left out. A name in capitals (`RAYMOND ASHWORTH`) gives its
    words as names are written, which each mention then writes in its own case: `Ashworth
    Lettings` is not `RILEY Lettings`."""
    words, new = original.split(), surrogate.split()
    if len(words) != len(new):
        return {}
    return {
        word.casefold(): title_cased(replacement.lower()) if replacement.isupper() else replacement
        for word, replacement in zip(words, new, strict=True)
        if len(word) > 1 and word.isalpha() and word.casefold() != replacement.casefold()
    }


def _name_forms(original: str, surrogate: str, inflector: Inflector, names: dict[str, str]) -> None:
    """Record each form of the words of a person's name in its dictionary form against the
    same form of its surrogate's (`Jan Kratochvíl` -> `Petr Sedlák`: `jana` -> `petra`,
    `kratochvilem` -> `sedlakem`), where both have as many words and names are declined."""
    words, new = original.split(), surrogate.split()
    if len(words) != len(new):
        return
    for word, replacement in zip(words, new, strict=True):
        if word.casefold() == replacement.casefold():
            continue  # `Ing.`
        for form, other in inflector.name_forms(word, replacement):
            value = ascii_word(other)
            for key in address_forms(form) if value else ():
                names.setdefault(key, value)


def _stems(name: str, inflector: Inflector) -> str:
    """The words of `name` less the case suffix or genitive each is written with."""
    return " ".join(inflector.split(word)[0] for word in name.split())


def _name_words(original: str, surrogate: str, names: dict[str, str]) -> None:
    """Record the words of a person's name against their surrogate's, where both have as many
    words (`Jan Kowalski` -> `Piotr Nowak`: `jan` -> `piotr`, `kowalski` -> `nowak`), and their
    initials (`j.kowalski@` -> `p.nowak@`)."""
    words, new = original.split(), surrogate.split()
    if len(words) != len(new):
        return
    for word, replacement in zip(words, new, strict=True):
        value = ascii_word(replacement)
        if not value:
            continue
        for key in address_forms(word):
            names.setdefault(key, value)
            names.setdefault(key[0], value[0])


_NEXT_WORD = re.compile(r"[ \t\u00a0]+([^\W\d_])")


def _name_follows(text: str, end: int) -> bool:
    """Whether a capitalized word follows at `end`: `JUDr. Pavla Chalupy` found as `Pavla` and
    `Chalupy` apart, where the word after the title is a given name, not a family name."""
    found = _NEXT_WORD.match(text, end)
    return found is not None and found.group(1).isupper()
