"""Czech surrogates in the original's case, number and gender.

The Czech pipeline reads each word of a name in its sentence (`Novákovi`: lemma `Novák`, dative,
singular, masculine, see `analyze/morphology.py`). A surrogate lemma of the same kind and
gender is drawn among the names `declension.py` declines exactly (`lists.py`), and declined
into that case (`Dvořákovi`). The draw is seeded by the original's lemma, not its form, so
`Jan Novák` and `Jana Nováka` become `Petr Dvořák` and `Petra Dvořáka`, and a woman's family
name stays a woman's (`Eva Nováková` -> `Jana Horáková`). A country becomes a country, a
continent a continent, a town a town declined alike. The candidates of a lemma come in one
keyed order, the commonest lists first (`orders.py`); each attempt (the one before was another
entity's surrogate) takes the next, so a large corpus uses the lists up before it falls back.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from pseudonymizer.casing import cased_like
from pseudonymizer.lexicon.inflection.base import Inflector, NameRequest
from pseudonymizer.lexicon.inflection.cs.declension import (
    CASES,
    Gender,
    decline,
    family_plural,
    family_plurals_of,
    paradigms_of,
    person_paradigm,
    plural_ending,
    readings,
)
from pseudonymizer.lexicon.inflection.cs.families import is_family_plural, known_family
from pseudonymizer.lexicon.inflection.cs.lists import (
    FAMILY,
    GIVEN,
    JOINERS,
    MF,
    listed_forms,
    listed_name,
    listed_names,
    masculine_family,
    paradigm_of,
    world_lemma,
)
from pseudonymizer.lexicon.inflection.cs.orders import family_order, order_for, shape_of
from pseudonymizer.lexicon.inflection.cs.places import (
    adjective_and_noun,
    adjective_place,
    joined_place,
    listed_town,
    place_adjective,
    place_key,
)
from pseudonymizer.lexicon.inflection.cs.possessives import possessive_of
from pseudonymizer.lexicon.inflection.cs.readings import (
    case_of,
    given_case,
    kept,
    kind_of,
    name_gender,
    named_positions,
    names_read,
    title_place,
)
from pseudonymizer.lexicon.inflection.cs.streets import street_name
from pseudonymizer.lexicon.substitutes import initial_for, initials_like, is_initials
from pseudonymizer.model import Forms, WordForm

# A mention's gender (`m`, `f`) as the declension has it.
_GENDERS: dict[str, Gender] = {"m": "Masc", "f": "Fem"}


class CzechInflector(Inflector):
    """The Czech inflector: names declined into the case, number and gender the pipeline's
    morphologizer reads for the original, from lists walked up to the policy's `inflected`."""

    components = ("morphologizer", "trainable_lemmatizer")

    def inflect(self, request: NameRequest) -> str | None:
        if not request.forms or request.attempt >= request.policy.inflected:
            return None
        nickname = self._nickname_gender(request.original)
        return declined_name(
            request.original,
            request.forms,
            request.place,
            lambda word: request.seed(word, 0),
            request.attempt,
            request.family,
            request.nominative,
            request.given or nickname is not None,
            _GENDERS.get(request.gender or nickname or ""),
        )

    def _nickname_gender(self, original: str) -> str | None:
        """The gender the language reads off a name alone that no list holds as a given or
        family name (`Bára` a woman's, `Kuba` a man's): a nickname, and so a given name;
        None for any other (`Peškem`: a family name the lists lack, no nickname)."""
        if " " in original or listed_forms(original, GIVEN) or known_family(original):
            return None
        return self.language.nickname_gender(original)

    def name_key(self, original: str, forms: Forms, place: bool, family: bool) -> str | None:
        return name_key(original, forms, place, family)

    def family_key(self, family: str) -> str:
        return masculine_family(family)

    def family_keys(self, word: str) -> frozenset[str]:
        return frozenset(lemma.casefold() for lemma, _, _ in family_plurals_of(word))

    def street(self, original: str, rng: random.Random) -> str | None:
        return street_name(original, rng)

    def in_case(self, name: str, form: WordForm | None) -> str | None:
        if form is None or form.case not in CASES:
            return None
        gender: Gender = "Fem" if form.gender == "Fem" else "Masc"
        paradigm_name = person_paradigm(name, gender)
        if paradigm_name is None:
            return None
        return cased_like(name, decline(name, paradigm_name, form.case), lower=False)

    def lemmas(self, original: str, forms: Forms) -> str | None:
        return name_lemmas(original, forms)

    def name_forms(self, name: str, surrogate: str) -> tuple[tuple[str, str], ...]:
        # A nickname of the table is of its ending's gender, whatever family name it also is
        # (`Terka`, a man's family name too, is a woman's nickname).
        nickname = any(name in nicks for _, nicks in self.language.hypocorisms)
        sex = self.language.nickname_gender(name) if nickname else self._nickname_gender(name)
        return name_forms(name, surrogate, _GENDERS.get(sex or ""), nickname)

    def place_adjective(self, word: str, lemma: str, gender: str, plural: bool) -> str | None:
        return place_adjective(word, lemma, gender, plural)

    def declines_town(self, adjective: str, noun: str) -> bool:
        return listed_town(adjective, noun) is not None

    def forms(self, word: str, place: bool = False) -> frozenset[str]:
        return word_forms(word, place)


# A nickname in -a after a soft consonant (`Verča`, `Míša`, `Péťa`), which no paradigm a
# surrogate is drawn from declines: its endings in each case, a man's and a woman's (`Míšovi`,
# `Míše`); before `i` and `ě`, `ť`, `ď` and `ň` are written `t`, `d`, `n` (`Péti`, `Kátě`).
_SOFT_NICKNAME = frozenset("čšžřcjťďň")
_SOFT_ENDINGS: dict[str, tuple[str, ...]] = {
    "Masc": ("a", "i", "ovi", "u", "o", "ovi", "ou"),
    "Fem": ("a", "i", "ě", "u", "o", "ě", "ou"),
}
_UNSOFTENED = {"ť": "t", "ď": "d", "ň": "n"}
# The endings of a man's name's possessive adjective after its genitive's stem (`Novákův`,
# `Kučerova`, `v Hájkových plánech`).
_POSSESSIVES = ("ův", "ova", "ovo", "ovi", "ovy", "ovu", "ově", "ovou", "ových", "ovým")
_POSSESSIVES_MORE = ("ovými", "ovém", "ového", "ovému")


# A family's plural in each case, and as a noun's plural (`u Kučerů`, `ke Kučerům`).
_PLURALS = (*((case, None) for case in CASES), ("Gen", "ů"), ("Dat", "ům"))


def word_forms(word: str, place: bool = False) -> frozenset[str]:
    """Every case of each name (or, with `place`, each place) `word` may be a form of, and a
    man's name's possessive adjectives and his family in the plural (`Kučerů`), written as
    `word` is (`KUČEROVI`: `KUČERA` ...)."""
    written = word.title() if word.isupper() else word
    found = {written}
    for gender in MF if not place else ():
        found.update(soft_nickname(written, gender))  # `Verči`, `Verčo`, `Péti`, `Péťovi`
    if not place and (soft_nickname(written, "Fem") or person_paradigm(written, "Fem")):
        found.update(feminine_possessives(written))  # `Terčin`, `Verčina`
    for gender in ("Masc", "Fem", "Neut") if place else MF:
        for lemma, paradigm_name in paradigms_of(written, gender, place):
            found.update(decline(lemma, paradigm_name, case) for case in CASES)
            if not place and gender == "Masc":
                stem = decline(lemma, paradigm_name, "Gen")[:-1]
                found.update(stem + ending for ending in (*_POSSESSIVES, *_POSSESSIVES_MORE))
                plural = (family_plural(lemma, paradigm_name, c, like) for c, like in _PLURALS)
                found.update(form for form in plural if form is not None)
    return frozenset(cased_like(word, form, lower=False) for form in found)


def declined_name(
    original: str,
    forms: Forms,
    place: bool,
    seed: Callable[[str], int],
    attempt: int = 0,
    family: bool = False,
    nominative: bool = False,
    given: bool = False,
    gender: Gender | None = None,
) -> str | None:
    """`original` (a person's or, with `place`, a place's name) with each capitalized word
    replaced by a declined surrogate of the same form, and an initial by an initial;
    `seed(key)` orders the candidates for an original lemma, and each `attempt` (the one
    before was another entity's surrogate) takes the next. None where a word's form is
    unknown, is one no list declines (a plural person, a place of several words), or every
    candidate has been tried. A person's single word is a `family` name where the document
    says so (it ends another mention's name), else a given name if listed as one or `given`
    (a chat's speaker), a man's or woman's by the `gender` the text tells of a name alone. With
    `nominative`, the same surrogate with each declined word in the nominative."""
    words = original.split(" ")
    if len(forms) != len(words):
        return None
    if place and len(words) == 1 and forms[0] is not None and _two_towns(original, forms[0]):
        return _hyphened_place(original, forms[0], seed, attempt, nominative)
    named = named_positions(words, place)
    first = named[0] if named else len(words)
    others = [i for i in range(len(words)) if i not in named and not is_initials(words[i])]
    if not place and any(
        not kept(words[i], described=i < first, title=title_place(words, i)) for i in others
    ):
        return None  # a name part in lower case (`Jan novák`): no word may stay as it is
    raw = forms
    if not place:
        forms = names_read(words, forms, named, family, gender if len(named) == 1 else None)
    # `s Kubíčkovými` is the family in the plural, written as a possessive is; its nominative
    # is the family name's.
    plural_family = not place and len(words) == 1 and _family_plural(words[0], forms[0])
    # A possessive where the name was read as the tagger read it (`Novákova`, lemma
    # `Novákův`), not as a name (`Kubíčkovi`, Kubíček's dative, lemmatized another's).
    if not place and len(words) == 1 and raw[0] is not None and forms[0] == raw[0]:
        possessive = possessive_of(words[0], raw[0], seed, attempt)
        if possessive is not None:
            return possessive
    # A place of several words is declined as a whole: in the nominative, all of it is.
    whole = tuple(replace(f, case="Nom") if f else None for f in forms) if nominative else forms
    if place and len(named) == 2 and named[1] == named[0] + 1:
        return adjective_place(words, whole, named[0], seed, attempt)
    if place and len(words) > 2 and named[:1] == [0] and words[1].casefold() in JOINERS:
        return joined_place(words, whole, seed, attempt)
    if place and len(words) == 2 and named == [0] and words[1].isalpha():
        return adjective_and_noun(words, whole, seed, attempt)
    if not named or (place and len(named) > 1):
        return None
    if place and len(words) > 1 and words[named[0]].endswith(("ý", "á", "é", "í")):
        return None  # an adjective is no town
    gender = (gender if len(named) == 1 and not place else None) or name_gender(forms, named, place)
    if gender is None:
        return None
    # The words of a name share its case: the family name's, where the tagger gave a word none
    # (`Terezií`) or one the word may not be in (`Radku Pospíšilovi`: Radek's dative, read as
    # a vocative).
    shared = next((f.case for f in reversed(forms) if f is not None and f.case in CASES), None)
    if not place and len(named) > 1:
        shared = given_case(words, forms, named, gender, shared)
    out = list(words)
    for position, word in enumerate(words):
        if is_initials(word):
            out[position] = initials_like(word, listed_names(GIVEN, gender), seed)
        if position not in named:
            continue
        form = forms[position]
        if form is None:
            return None
        last = position == named[-1]
        if shared is not None and form.case != shared:
            short = not last and shared in ("Dat", "Loc") and word.endswith(("u", "i"))
            if form.case is None or short or shared in readings(word, gender):
                form = replace(form, case=shared)
        if place:  # the lemmatizer may miss a country (`Portugalskem`: `Portugalsk`)
            form = replace(form, lemma=world_lemma(word, form.lemma))
        kind = kind_of(form, gender, place, last, len(named), family, given)
        if kind == FAMILY and gender == "Fem" and form.lemma.endswith("ý"):
            # `Kratochvílová` alone is lemmatized `kratochvílový`: seeded as the woman's name
            # it is, it gets the surrogate `Simony Kratochvílové` gets.
            form = replace(form, lemma=form.lemma[:-1] + "á")
        case = "Nom" if nominative else case_of(word, form, kind, gender, last)
        if plural_family and not nominative:
            case = form.case
        if case is None:
            return None
        # A person is one person (the tagger may read `Ireny` as a plural); a town may be
        # plural (`Pardubice`).
        plural = place and form.number == "Plur"
        own = form.lemma.casefold()  # the tagger lemmatizes `NOVÁK` as `NOVÁK`
        shape = shape_of(form.lemma, paradigm_of(kind, form.lemma, gender))
        letter = initial_for(listed_names(GIVEN, gender), word[0], seed) if kind == GIVEN else ""
        if kind == FAMILY and not plural:  # one family name, one surrogate, man or woman
            ordered = family_order(gender, own, seed)
        else:
            ordered = order_for(kind, gender, plural, own, letter, shape, seed(f"{kind}:{own}"))
        if attempt >= len(ordered):
            return None
        lemma, name, _ = ordered[attempt]
        if plural_family and not nominative:
            like = plural_ending(word, form.lemma)  # `u Nováků`: `u Dvořáků`
            replacement = family_plural(lemma, name, case, like)  # type: ignore[arg-type]
            if replacement is None:
                return None
        else:
            replacement = decline(lemma, name, case, before_family=kind == GIVEN and not last)
        replacement = cased_like(word, replacement, lower=False)
        out[position] = replacement + word[len(word.rstrip(",;:")) :]  # `Koubek,` keeps its comma
    return " ".join(out)


def _two_towns(word: str, form: WordForm) -> bool:
    """Whether `word` is a town of two joined by a hyphen (`Frýdku-Místku`), as its lemma
    says too (`Frýdek-Místek`)."""
    parts = word.split("-")
    return (
        len(parts) == 2
        and all(part[:1].isupper() and part.isalpha() for part in parts)
        and len(form.lemma.split("-")) == 2
    )


def _hyphened_place(
    word: str, form: WordForm, seed: Callable[[str], int], attempt: int, nominative: bool
) -> str | None:
    """A town of two joined by a hyphen (`ve Frýdku-Místku`) as two towns joined so, both in
    the whole's case (`v Hulíně-Kyjově`): each part of the name takes it."""
    parts, lemmas = word.split("-"), form.lemma.split("-")
    gender = form.gender if form.gender in ("Masc", "Fem", "Neut") else "Masc"
    case = "Nom" if nominative else form.case
    out = []
    for part, lemma in zip(parts, lemmas, strict=True):
        one = WordForm(lemma, case, form.number, gender)
        declined = declined_name(part, (one,), True, seed, attempt)
        if declined is None:
            return None
        out.append(declined)
    return "-".join(out)


def _family_plural(word: str, form: WordForm | None) -> bool:
    return form is not None and is_family_plural(word, form)


def name_key(original: str, forms: Forms, place: bool, family: bool = False) -> str | None:
    """The name as its lemmas, read as `declined_name` reads them (`Marku Hájkovi` and `Marek
    Hájek` are `marek hájek`, though the tagger lemmatizes the first `Marka Hájk`): what every
    case of one name shares, and two names do not. None where a word was not read."""
    words = original.split(" ")
    if len(forms) != len(words):
        return None
    named = named_positions(words, place)
    if not named or any(forms[position] is None for position in named):
        return None
    if not place:
        forms = names_read(words, forms, named, family)
    if place and len(named) == 2 and named[1] == named[0] + 1:
        # (`Mladé Boleslavi`, `Mladou Boleslav`: `mladá boleslav`, as its nominative is.)
        key = place_key(words, forms, named[0])
        if key is not None:
            return key
    lemmas = []
    for position in named:
        form = forms[position]
        assert form is not None
        lemma = world_lemma(words[position], form.lemma) if place else form.lemma
        lemmas.append(lemma.casefold())
    return " ".join(lemmas)


def name_forms(
    name: str, surrogate: str, gender: Gender | None = None, nickname: bool = False
) -> tuple[tuple[str, str], ...]:
    """`name` and `surrogate` (lemmas of one kind) in each case, declined as names of the
    gender the lists give `name` (for a name they do not hold as a given name, a `nickname`'s
    `gender`; else the surrogate's given name's; else `gender` first, as its ending says:
    `Terka` a woman's; then either), where a paradigm, or a soft nickname's endings
    (`Péťa`, `Míša`), declines both exactly."""
    given = [g for g in MF if name in listed_names(GIVEN, g)]
    # A `nickname` a man's family name also is (`Terka`) is declined as of its `gender`, or
    # as its surrogate's given name is, which is of the nickname's gender.
    if nickname and gender is not None:
        given = given or [gender]
    given = given or [g for g in MF if surrogate in listed_names(GIVEN, g)]
    listed = given or [g for g in MF if name in listed_names(FAMILY, g)]
    for sex in listed or sorted(MF, key=lambda sex: sex != gender):
        own, new = _declined(name, sex), _declined(surrogate, sex)
        if own and new:
            pairs = tuple(zip(own, new, strict=True))
            if sex == "Fem":  # `Terčin` and `Olžin`, where both names make one
                owner, newer = feminine_possessives(name), feminine_possessives(surrogate)
                pairs += tuple(zip(owner, newer, strict=True)) if owner and newer else ()
            return pairs
    return ()


def _declined(name: str, gender: Gender) -> tuple[str, ...]:
    """`name` in each case as a person's name of `gender`; empty where nothing declines it."""
    paradigm_name = person_paradigm(name, gender)
    if paradigm_name is None:
        return soft_nickname(name, gender)
    return tuple(decline(name, paradigm_name, case) for case in CASES)


# The endings of the possessive adjective of a woman's `-a` name after its stem (`Janin
# bratr`, `Janina kniha`, `u Janiných`), and the stem's last consonant before them
# (`Terka`: `Terčin`, `Olga`: `Olžin`, `Bára`: `Bářin`).
_FEMININE_POSSESSIVES = ("in", "ina", "ino", "iny", "inu", "ině", "inou", "iných", "iným")
_FEMININE_POSSESSIVES_MORE = ("inými", "iném", "iného", "inému")
_BEFORE_IN = (("ch", "š"), ("k", "č"), ("h", "ž"), ("g", "ž"), ("r", "ř"))


def feminine_possessives(name: str) -> tuple[str, ...]:
    """The possessive adjective of a woman's name in `-a` in each of its forms (`Magda`:
    `Magdin`, `Magdina`...; `Terka`: `Terčin`); empty for another name."""
    if len(name) < 3 or not name.endswith("a") or name[-2] in _VOWEL_LETTERS:
        return ()
    stem = name[:-1]
    for consonant, softened in _BEFORE_IN:
        if stem.endswith(consonant):
            stem = stem[: -len(consonant)] + softened
            break
    return tuple(stem + ending for ending in (*_FEMININE_POSSESSIVES, *_FEMININE_POSSESSIVES_MORE))


_VOWEL_LETTERS = frozenset("aeiouyáéíóúůýě")


def soft_nickname(name: str, gender: Gender) -> tuple[str, ...]:
    """A nickname in -a after a soft consonant (`Verča`, `Péťa`) in each case, as a person's
    of `gender`; empty for any other name."""
    if len(name) < 3 or not name.endswith("a") or name[-2] not in _SOFT_NICKNAME:
        return ()
    stem, last = name[:-2], name[-2]
    return tuple(
        stem + _UNSOFTENED[last] + ending
        if last in _UNSOFTENED and ending[:1] in ("i", "ě")
        else stem + last + (ending if ending != "ě" else "e")
        for ending in _SOFT_ENDINGS[gender]
    )


def name_lemmas(original: str, forms: Forms) -> str | None:
    """A person's name in the nominative as the tagger read it, a word it did not lemmatize
    to a listed name read as the one listed name of the name's gender it is a form of, in any
    case (`Petře Novákové`, read a genitive: Petra's dative, the woman's); None where a word
    was not read."""
    words = original.split(" ")
    if len(forms) != len(words) or any(form is None for form in forms):
        return None
    named = named_positions(words, False)
    if not named:
        return None
    read = names_read(words, forms, named, False)
    gender = name_gender(read, named, False)
    out = []
    for word, form in zip(words, read, strict=True):
        assert form is not None
        lemma = form.lemma
        if not listed_name(lemma) and gender is not None:
            found = {name for name, sex, _ in listed_forms(word, GIVEN) if sex == gender}
            lemma = found.pop() if len(found) == 1 else lemma
        out.append(lemma)
    return " ".join(out)
