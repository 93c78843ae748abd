"""Towns named by two names joined by a word that says where the town stands (`Moldava nad
Bodvou`, `Nové Město nad Metují`, `Frankfurt am Main`, `Kingston upon Hull`): one place,
which a model reads in pieces (`Moldava` a person, `Bodvou` an organization) that would get a
person's and a firm's surrogates (`Jacob nad Ryan`). The joining words are every language's
(`Language.town_joiners`): a text in one language names towns of another in their own words.
Where names take cases (Czech), a town of one word before the joining word is read so too
(`v Jablonci nad Nisou`, `do Frenštátu pod Radhoštěm`), where it is a listed place in one of
its cases or the tagger reads it as a place's name: the inflector draws another such town and
declines its first word in the original's case, the river's staying in the instrumental
(`v Bakově nad Jizerou`). A town of more words before it (`v Novém Městě nad Metují`) keeps
its parts, each with its own case and surrogate, as the inflector draws no such town whole.
A town of an adjective and a noun (`v Mladé Boleslavi`, `přes Mladou Boleslav`, `Kutné Hory`)
is one place too, in whatever case the text declines it: the model reads some cases as a place
and others as an adjective beside a given name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TYPE_CHECKING

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.place_forms import adjective_place_form, place_form
from pseudonymizer.lexicon.places import place_openers, places, settlements
from pseudonymizer.lexicon.vocabulary import ordinary
from pseudonymizer.model import Document, Mention
from pseudonymizer.words import UPPER

if TYPE_CHECKING:
    from spacy.tokens import Token

# A capitalized word of a town's name (`Nové`, `Stratford`).
_NAME_WORD = rf"[{UPPER}][\w'’-]*"


@dataclass(frozen=True)
class TownRecognizer:
    lang: str
    name: str = "town"
    # Above a model's reading of the pieces (a person, an organization).
    score: float = 0.8
    pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False)
    nouns_capitalized: bool = field(init=False, repr=False, compare=False)
    declines: bool = field(init=False, repr=False, compare=False)
    hyphened: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        joiners = sorted(
            {joiner for code in supported() for joiner in get_language(code).town_joiners},
            key=len,
            reverse=True,
        )
        pattern = None
        # (A language that declines names reads its towns in their cases, which the whole
        # name's surrogate would lose: `v Novém Městě nad Metují` -> `v Počátky`.)
        declines = get_language(self.lang).names_decline
        if joiners:
            words = "|".join(re.escape(joiner).replace(r"\ ", "[ \u00a0]") for joiner in joiners)
            more = "" if declines else rf"(?:[ \u00a0]{_NAME_WORD})?"
            pattern = re.compile(
                rf"(?<![\w-])(?P<town>{_NAME_WORD}{more})"
                rf"[ \u00a0](?:{words})[ \u00a0](?P<river>{_NAME_WORD})(?![\w-])"
            )
        object.__setattr__(self, "pattern", pattern)
        object.__setattr__(self, "declines", declines)
        hyphened = re.compile(rf"(?<![\w-])[{UPPER}][^\W\d_]+-[{UPPER}][^\W\d_]+(?![\w-])")
        object.__setattr__(self, "hyphened", hyphened if declines else None)
        object.__setattr__(self, "nouns_capitalized", get_language(self.lang).nouns_capitalized)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        """Each town so named, its words not all ordinary ones of the document's language, and
        in a language that capitalizes its nouns not nouns, unless one is a known place
        (`Treffen am Markt` is a meeting at a market; German lists `Frankfurt` as a word
        too), and the name after the joining word no weekday's nor month's (`am Montag`)."""
        if self.pattern is None:
            return
        if self.hyphened is not None:
            # A town of two joined by a hyphen (`ve Frýdku-Místku`): one place, each part in
            # the case, where the tagger reads both as places or the lists hold one.
            for match in self.hyphened.finditer(document.text):
                first, _, second = match.group().partition("-")
                start, middle = match.start(), match.start() + len(first) + 1
                geo = _read_as_place(analysis, start) or _read_as_place(analysis, middle)
                if geo or place_form(first, self.lang) or place_form(second, self.lang):
                    yield Mention(*match.span(), Category.LOCATION, self.name, self.score)
        if self.declines:
            yield from self._adjective_towns(document, analysis)
        for match in self.pattern.finditer(document.text):
            town, river = match.group("town").split(), match.group("river")
            if calendar_word(river, self.lang):
                continue
            words = (*town, river)
            if self.declines:
                # (A town's case: `Jablonci`, which the place lists hold as `Jablonec`.)
                if place_form(town[0], self.lang) or _read_as_place(analysis, match.start()):
                    yield Mention(*match.span(), Category.LOCATION, self.name, self.score)
                continue
            known = places(self.lang)
            # (Where every noun has a capital, ordinary nouns before a known place are a
            # thing there, not a town of it: `Problem am Brenner` is a fault at the burner.)
            thing = self.nouns_capitalized and all(ordinary(w, self.lang) for w in town)
            placed = any(word in known for word in town) or (river in known and not thing)
            # (Where every noun has a capital, two nouns joined so are a thing and a place
            # unless a known place stands in them: `Kammermusik am Konservatorium`.)
            common = self.nouns_capitalized or all(ordinary(w, self.lang) for w in words)
            if common and not placed:
                continue
            start, end = match.start(), match.end()
            if len(town) > 1 and _kind_before(town[0], " ".join(town), self.lang):
                # (`Klinikum Bergheim am Rosenhang`: the institution's kind stays its own.)
                start = match.start("town") + len(town[0]) + 1
            named = document.text[start:end]
            if named not in known and river not in known and town[-1] in known:
                # (`Bergheim am Rosenhang`: a known town, and where in it by a word no list
                # knows as a place or river; the town alone is replaced, as it is elsewhere.)
                end = match.end("town")
            yield Mention(start, end, Category.LOCATION, self.name, self.score)

    def _adjective_towns(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        """Each town named by an adjective and a noun, both capitalized and read in any case
        (`v Mladé Boleslavi`, `přes Mladou Boleslav`): one place, which a model reads as a
        place in one case and in pieces in another (`Mladou` an adjective, `Boleslav` a
        man's given name), and whose surrogate is another such town in the same case. The
        tagger's adjective agrees with the noun in gender and number and the noun is a
        place's name by its reading (`NameType=Geo`), or the two are a case of a listed place
        (`_listed`). Not before a town's joining word (`v Novém Městě nad Metují`), whose
        name is read apart."""
        doc = analysis.doc
        if doc is None or not doc.has_annotation("MORPH"):
            return
        joiners = {joiner for code in supported() for joiner in get_language(code).town_joiners}
        for adjective, noun in pairwise(doc):
            if not (adjective.text[:1].isupper() and noun.text[:1].isupper()):
                continue
            if noun.pos_ not in ("NOUN", "PROPN") or adjective.whitespace_ != " ":
                continue
            following = doc[noun.i + 1].text if noun.i + 1 < len(doc) else ""
            if following in joiners or not noun.morph.get("Gender"):
                continue
            # (The tagger may read an adjective opening a sentence as a given name, `Mladou`:
            # its ending and the list still tell the town.)
            read = adjective.pos_ == "ADJ" and _agree(adjective, noun)
            geo = read and "Geo" in noun.morph.get("NameType")
            if geo or self._listed(adjective, noun):
                end = noun.idx + len(noun)
                yield Mention(adjective.idx, end, Category.LOCATION, self.name, self.score)

    def _listed(self, adjective: Token, noun: Token) -> bool:
        """Whether the two words are a listed place of two in a case (`Kutné Hory`: `Kutná
        Hora`): a town the language's inflector declines (`Nové Pace`), or the adjective in
        the nominative of the noun's gender and number, as the inflector puts it, and the
        noun a case of a listed place's noun (`Mladou Boleslav`)."""
        inflector = inflector_for(self.lang)
        if inflector.declines_town(adjective.text, noun.text):
            return True
        plural = noun.morph.get("Number") == ["Plur"]
        gender = noun.morph.get("Gender")[0]
        nominative = inflector.place_adjective(adjective.text, adjective.lemma_, gender, plural)
        return nominative is not None and adjective_place_form(nominative, noun.text, self.lang)


def _agree(adjective: Token, noun: Token) -> bool:
    """Whether the tagger reads `adjective` in the gender and number of `noun` (the case it
    may read apart, `Mladé` genitive beside `Boleslavi` locative)."""
    return all(
        bool(noun.morph.get(feature)) and adjective.morph.get(feature) == noun.morph.get(feature)
        for feature in ("Gender", "Number")
    )


def _kind_before(first: str, town: str, lang: str) -> bool:
    """Whether `first`, opening the two words before a town's joining word, is an ordinary
    word that opens no place's name of the lists (`Klinikum`, `Hotel`; not `Bad` of `Bad
    Neustadt an der Saale`), and the two words no known place: a thing in the town, whose
    word is no part of the town's name."""
    return (
        ordinary(first, lang)
        and first not in places(lang)
        and first not in place_openers(lang)
        and town not in places(lang)
    )


def _read_as_place(analysis: Analysis, start: int) -> bool:
    """Whether the language's tagger reads the word at `start` as a place's name (the Czech
    pipeline's `NameType=Geo`)."""
    doc = analysis.doc
    if doc is None:
        return False
    token = doc.char_span(start, start + 1, alignment_mode="expand")
    return token is not None and "Geo" in token[0].morph.get("NameType")


# The most words of a town's name after its abbreviated opener (`St. Georgen im Schwarzwald`).
_ABBREVIATED_TOWN_WORDS = 4
# A word after an abbreviated opener, without the punctuation after it.
_NEXT = re.compile(r"[ \u00a0]+([^\s,;:()]+)")


@dataclass(frozen=True)
class AbbreviatedTownRecognizer:
    """Towns whose name opens with an abbreviated word (`Language.place_abbreviations`: `St.
    Ingbert`, `St. Peter-Ording`, English `St. Albans`): one place, which a reader of capitals
    splits at the abbreviation's full stop into a word and a person (`Lyon. Gilching`). Read
    where the lists know the town with the word in full or abbreviated (`Sankt Ingbert`), or
    after a preposition that places a town (`in St. Xdorf`); a saint a church or a hospital is
    named after (`Krankenhaus St. Marien`) is none of these."""

    lang: str
    name: str = "abbreviated_town"
    # As a town named by its joining word: above a reader of capitals' pieces.
    score: float = 0.8
    pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        openers = get_language(self.lang).place_abbreviations
        pattern = None
        if openers:
            written = "|".join(re.escape(short) for short, _ in openers)
            pattern = re.compile(rf"(?<![\w.])(?P<opener>{written})(?=[ \u00a0][{UPPER}])")
        object.__setattr__(self, "pattern", pattern)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        if self.pattern is None:
            return
        text, language = document.text, get_language(self.lang)
        full = dict(language.place_abbreviations)
        known = places(self.lang) | settlements(self.lang)
        for match in self.pattern.finditer(text):
            opener = match.group("opener")
            words: list[re.Match[str]] = []
            position = match.end()
            while len(words) < _ABBREVIATED_TOWN_WORDS and (found := _NEXT.match(text, position)):
                words.append(found)
                position = found.end()
            end = None
            for size in range(len(words), 0, -1):
                last = words[size - 1].group(1).rstrip(".!?")
                if not last[:1].isupper():
                    continue
                name = " ".join([*(w.group(1) for w in words[: size - 1]), last])
                if f"{full[opener]} {name}" in known or f"{opener} {name}" in known:
                    end = words[size - 1].start(1) + len(last)
                    break
            first = words[0].group(1).rstrip(".!?") if words else ""
            before = text[max(0, match.start() - 12) : match.start()].split()
            placed = bool(before) and before[-1].lower() in language.place_prepositions
            if end is None and placed and re.fullmatch(_NAME_WORD, first):
                end = words[0].start(1) + len(first)
            if end is not None:
                yield Mention(match.start(), end, Category.LOCATION, self.name, self.score)


register(lambda language: TownRecognizer(language.code), 158)
register(lambda language: AbbreviatedTownRecognizer(language.code), 159)
