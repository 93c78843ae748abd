"""Postal addresses in the forms the supported countries (and their neighbours) write them:
streets named by a suffix word or compound (`Main Street`, `Kopfhölzistrasse 45`,
`Storgatan 12`, `Kossuth Lajos utca 12.`) or a prefix (`ul. Cicha 86`, `rue du Golf 3`) with
their house number, flat and box numbers (`Suite 910`, `P.O. Box 211`), postcodes after their
keyword (`ZIP: 75534-030`, `PSČ 602 00`), a US state with its ZIP, a postcode in front of a
known city (`602 00 Brno`, `00-950 Warszawa`, `1051 Budapest`, with its country's letters:
`H-1132 Budapest`), the street after them (`602 00 Brno, Husova 12`), and a British postcode
with the town before it (`Swindon SN1 4BT`).

The street name and the house number become separate mentions (STREET, STREET_NUMBER), so a
surrogate can replace each in kind. A street named by an ending only streets have is one
without its number too (`Yorckstraße`, `Storgatan`): no person, whatever a model reads.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.prefilter import prefiltered
from pseudonymizer.detect.recognizer import windows_around
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.designations import lettered_numeral
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.vocabulary import capitalized_noun, dictionary_noun, ordinary
from pseudonymizer.model import Attributes, Document, Mention
from pseudonymizer.words import UPPER, first_letters

_CAP = rf"(?!(?:Suite|Apt|Unit|Flat|Box)\b)[{UPPER}][\w'’.-]*"
# A word of a city or street name: no full stop inside, so a name never runs across a sentence.
_NAME_WORD = rf"[{UPPER}][\w'’-]*"
_NUMBER = r"\d{1,5}[A-Za-z]?(?:[/-]\d{1,4}[A-Za-z]?)?\.?"
# A house's number before its street, or a range of houses one address covers (`212–218
# Chapel Street`, a works or a terrace), whose two ends are one number of the street.
_HOUSES = r"\d{1,5}[A-Za-z]?(?:[–-]\d{1,5}(?![A-Za-z]))?"
_SUFFIX_WORDS = (
    "Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Boulevard|Blvd|Way|Place|Square|Court|Ct|"
    "Crescent|Terrace|Grove|Close|Gardens|Parkway|Pkwy|Trail|Highway|Hwy|Row|Walk|Heights|"
    "Circle|Cir|Loop|Islands?|Alley|Plaza|Ridge|Route|Summit|Mews|Fork|Ferry|Crossing|Estates|"
    "Wharf|Quay|Parade|Rise|Yard|Embankment|Esplanade|Promenade|"
    "Hill|"
    "Expressway|Freeway|Junction|Meadows?|Mills?|Orchard|Pass|Pines|Points?|Ports?|Prairie|"
    "Ranch|Shoals?|Springs?|Stravenue|Track|Turnpike|Views?|Villages?|Wells?|"
    "utca|út|útja|tér|tere|körút|sor|köz|u\\.|ulice|ulici|ulicí|třída|třídy|třídě|třídu|"
    "třídou|nábřeží|náměstí|"
    "gatan|vägen|gränd|torget|allé|stigen|backe|"
    "Straße|Strasse|Str\\.|Gasse|Weg|Platz|Allee|Ring|Damm|Ufer|Chaussee"
)
# Street names ending in one of these are one word with their house number after them.
_COMPOUND_ENDINGS = (
    *("straße", "strasse", "str.", "gasse", "weg", "platz", "allee", "ring", "damm", "ufer"),
    *("gatan", "vägen", "gränd", "torget", "stigen", "gata", "gate", "veien", "vegen", "veg"),
    *("vej", "stien", "katu", "tie", "kuja", "polku", "laan", "straat", "plein", "gracht"),
)
_PREFIXES = (
    "ul\\.|al\\.|os\\.|pl\\.|ulica|ulicy|ulicę|ulicą|aleja|alei|aleję|aleją|plac|placu|placem|"
    "nám\\.|tř\\.|rue|avenue|av\\.|avda\\.|"
    "via|viale|piazza|calle|carrer|rua|avenida|travessa|praça|boulevard|bd\\."
)
_UNITS = (
    "Suite|Ste\\.?|Apt\\.?|Apartment|Unit|Flat|Room|Floor|P\\.?\\s?O\\.?\\s?Box|Postbox|"
    "Postfach|Box|PSC|USNS|USNV|USS|USCGC|byt|lokal|m\\.|Whg\\.?|Wohnung|lgh\\.?|lägenhet|ajtó|"
    "emelet|em\\.|fszt\\."
)
_ZIP_KEYWORDS = (
    "zip(?:\\s?code)?|post\\s?code|postal\\s?code|PSČ|kod\\s?pocztowy|PLZ|postnummer|"
    "irányítószám|ir\\.\\s?sz\\."
)
_US_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|"
    "NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|"
    "(?:APO|FPO|DPO)\\s(?:AA|AE|AP)"
)

# The side of a square or the stretch of a road a street's name ends with (`Park Square East`,
# `Kingsway North`): part of the street, not a place of its own.
_COMPASS = r"(?:North|South|East|West)(?![\w-])"
_SUFFIX_WORD = re.compile(rf"{first_letters(_SUFFIX_WORDS)}(?<![\w-])(?:{_SUFFIX_WORDS})(?![\w-])")
# A ruler's title in lower case after the name a street is named after (Hungarian `II. János Pál
# pápa tér`, `IV. Béla király út`): part of the street's name, which it cut short before.
_RULER_TITLES = "|".join(
    sorted({title for code in supported() for title in get_language(code).ruler_titles})
)
_STREET_SUFFIXED = prefiltered(
    # (A house number stands on its street's line: `Court.` ending one paragraph is no
    # street of the number `18.` opening the next.)
    re.compile(
        rf"(?<![\w–-])(?:(?P<number1>{_HOUSES})[^\S\n]+)?"
        rf"(?P<street>(?:{_CAP}\s+){{0,3}}(?:(?:{_RULER_TITLES})[^\S\n]+)?"
        rf"(?:{_SUFFIX_WORDS})(?:[ \t]+{_COMPASS})?)(?![\w-])"
        rf"(?:\.?[^\S\n]+(?P<number2>{_NUMBER})(?!\w))?"
    )
)
# The words that name only a street (`Road`, not `Court`, `Hill` or `Way`, which name a
# building, a place or a manner too), last in a name.
_STREET_ONLY_WORD = re.compile(
    r"(?<![\w-])(?:Street|Road|Lane|Avenue|Drive|Boulevard|Crescent|Terrace|Close|Mews|"
    r"Causeway|Walk|Row)\Z"
)


# A German street named after a place by its adjective in `-er`, then a word that names only
# a street (`Vahrenwalder Straße`, `Berliner Allee`): a street wherever it stands, with or
# without its house number; read apart, the adjective became a town (`Faßberg Straße`).
_PLACE_NAMED_STREET = re.compile(
    r"[A-ZÄÖÜ][a-zäöüß]+er[^\S\n]+(?:Straße|Strasse|Str\.|Gasse|Allee|Chaussee)"
)


# The words that name a street or a building's block as well as other things (`Way`,
# `Court`), last after a person's full name (`Amy Johnson Way`, `Winston Churchill Court`).
_STREET_AFTER_NAME_WORD = re.compile(
    r"(?<![\w-])(?:Way|Court|Place|Square|Gardens|Grove|Parade|Rise|Hill|View|Green)\Z"
)


def named_as_street(span: str) -> bool:
    """Whether `span`, of two words or more, ends with a word that names only a street
    (`Clifford Bridge Road`, `Winston Churchill Avenue`), or with one that names a street
    among other things after a given and a family name (`Amy Johnson Way`): a street named
    after a place or a person, which a model reads as the place or the person and gave a
    town's or a person's surrogate; a street's it is."""
    span = span.strip()
    if " " not in span:
        return False
    if _STREET_ONLY_WORD.search(span) is not None:
        return True
    words = span.split()
    return (
        len(words) == 3
        and _STREET_AFTER_NAME_WORD.search(span) is not None
        and words[0] in given_names()
        and words[1] in family_names()
    )


# The word before a street's name, with the spaces after it.
_WORD_BEFORE = re.compile(r"(?<![\w-])([a-z]+)[^\S\n]+\Z")
# Written in lower case, only the endings no ordinary word has: `during 5` ends like `-ring`.
_LOWER_CASE_ENDINGS = (
    *("straße", "strasse", "gasse", "gatan", "vägen", "veien", "vegen", "stien", "katu"),
    *("straat", "gracht", "vej"),
)
# A street named alone, without its house number (`wieder in der Yorckstraße`, `på
# Storgatan`): one capitalized word with an ending only streets have.
_STREET_ALONE = prefiltered(
    re.compile(rf"(?<![\w-])[{UPPER}][\w'’-]*(?i:{'|'.join(_LOWER_CASE_ENDINGS)})(?![\w-])")
)
# A word before a house number; whether it is a street is decided by its ending, in code (an
# alternation of endings inside the pattern backtracks through every word). Lower-case writing
# (`hersnapvej 18`) counts with the endings no ordinary word has.
_WORD_NUMBER = re.compile(
    rf"(?<![\w-])(?P<street>[^\W\d_][\w'’.-]+)\s+(?P<number2>{_NUMBER})(?!\w)"
)
_STREET_PREFIXED = re.compile(
    rf"{first_letters(_PREFIXES)}(?<![\w-])(?P<street>(?i:{_PREFIXES})\s+"
    rf"(?:(?:du|de|la|le|des|del|da|do|di)\s+)?"
    rf"(?:{_CAP}\s+){{0,3}}{_CAP})\s*,?\s*(?P<number2>{_NUMBER})(?!\w)"
)
# A street's own noun in any of its cases before the street's name (Czech `na třídě Míru`,
# `náměstí Míru`, `v ulici Dlouhé`; Polish `przy ulicy Basztowej`, `ul. Basztowej`): the noun
# and the name are one street without a house number (those with one are `_STREET_PREFIXED`'s
# or the postcode's), never a town or a person whatever a model reads in the name.
_STREET_NOUNS = (
    "ulice|ulici|ulicí|třída|třídy|třídě|třídu|třídou|náměstí|náměstím|nábřeží|nábřežím|"
    "nám\\.|tř\\.|ulica|ulicy|ulicę|ulicą|ul\\.|aleja|alei|aleję|aleją|plac|placu|placem"
)
_STREET_NAMED = re.compile(
    rf"{first_letters(_STREET_NOUNS)}(?<![\w-])(?P<street>(?i:{_STREET_NOUNS})[^\S\n]+"
    rf"(?:{_NAME_WORD}[^\S\n]+){{0,2}}[{UPPER}][\w'’-]+)(?![\w'’-])"
)
# A house number after a street (`, 12`, ` 12`).
_NUMBER_AFTER = re.compile(r"[^\S\n]*,?[^\S\n]*\d")
_UNIT = re.compile(
    rf"{first_letters(_UNITS)}(?<![\w-])(?:{_UNITS})\s*#?\s*\d{{1,6}}[A-Za-z]?(?!\w)", re.IGNORECASE
)
_ZIP_AFTER_KEYWORD = re.compile(
    rf"{first_letters(_ZIP_KEYWORDS)}(?i:(?<!\w)(?:{_ZIP_KEYWORDS})\s*(?:is|:)?\s*)"
    r"(?P<zip>[A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){2,9})(?![\w-])"
)
_US_ZIP = re.compile(
    rf"(?=[A-Z])(?<![\w])(?:{_US_STATES}),?\s(?P<zip>\d{{5}}(?:-\d{{4}})?)(?![\w-])"
)
# A postcode before its town, with the country's letters before it where a letter to or from
# abroad writes them (`H-1132 Budapest`, `D-10115 Berlin`, `CZ-602 00 Brno`): found whole.
_ZIP_CITY = re.compile(
    rf"(?=[A-Z\d])(?<![\w-])(?P<zip>(?:[A-Z]{{1,2}}-)?"
    rf"(?P<code>\d{{2}}-\d{{3}}|\d{{3}}\s\d{{2}}|\d{{4,5}}))\s+"
    rf"(?P<city>{_NAME_WORD}(?:[ -]{_NAME_WORD}){{0,2}})"
)
# A street and house number right after a postcode's town, where the house number follows the
# street (`602 00 Brno, Husova 12`), even without a street word.
_STREET_AFTER_CITY = re.compile(
    rf",\s*(?P<street>(?:{_NAME_WORD} ){{0,2}}{_NAME_WORD})\s+(?P<number>{_NUMBER})(?!\w)"
)
# A street and house number right before a postcode, even without a street word (Křenová 58,
# 602 00 Brno); looked for only in front of a postcode that was found.
_STREET_BEFORE_ZIP = re.compile(
    rf"(?P<street>(?:{_NAME_WORD} ){{0,2}}{_NAME_WORD})\s+(?P<number>{_NUMBER}),?\s*$"
)
# Where the house number follows the street name, a street and number before a known city
# (Drtinova 17, Praha 5) is an address without any street word.
_STREET_CITY = prefiltered(
    re.compile(
        rf"(?<![\w-])(?P<street>(?:{_NAME_WORD} ){{0,2}}{_NAME_WORD})\s(?P<number>{_NUMBER}),\s"
        rf"(?P<city>{_NAME_WORD}(?:[ -]{_NAME_WORD}){{0,2}})"
    )
)
# A British postcode (`SN1 4BT`, `EC1A 1BB`): its shape is its own, with or without a town
# before it (`Swindon SN1 4BT`), which is then a place, never a person.
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}"
_TOWN_ZIP = re.compile(
    rf"(?<![\w-])(?:(?P<city>{_NAME_WORD}(?: {_NAME_WORD}){{0,2}}),? )?"
    rf"(?P<zip>{_UK_POSTCODE})(?![\w-])"
)
# A word of a town's name: letters only, so a postcode after it (`Swindon SN1 4BT`) is not.
_TOWN_WORD = rf"[{UPPER}][^\W\d_]*(?:[-'’][^\W\d_]+)*"
# After a street with its house number, the address's next part is its town (`14 Moorside
# Lane, Sowerby Bridge`, `Jaśminowa 7, Tyczyn`, or the next line of an address block, whole),
# whatever a model reads in it; not a flat's or a floor's word (`Flat 3`).
_TOWN_AFTER_STREET = re.compile(
    rf"(?:,[ \t]*|[ \t]*(?P<line>\n))(?!(?:Suite|Apt|Unit|Flat|Room|Floor|Box|Apartment)\b)"
    rf"(?P<city>{_TOWN_WORD}(?: {_TOWN_WORD}){{0,2}})(?![\w'’-])(?(line)(?=[ \t]*$))",
    re.MULTILINE,
)
# A house number and a street's name without a street word, right before the town of a
# postcode (`22 Northgate, Halifax HX1 1UN`), where the number comes first.
_NUMBERED_STREET_BEFORE = re.compile(
    rf"(?<![\w-])(?P<number1>\d{{1,5}}[A-Za-z]?) (?P<street>{_NAME_WORD}(?: {_NAME_WORD}){{0,2}})"
    r",[ \t]*\Z"
)
# Postcode shapes no year or count has: `602 00`, `00-950`; these need no known city after them.
_DISTINCT_ZIP = re.compile(r"\d{3}\s\d{2}|\d{2}-\d{3}")
# A postcode with its country's letters before its town is one, whatever else its shape may
# be read as (`H-1132`, a reference's letter code): it outweighs such readings by this much.
_PREFIXED_BONUS = 0.05
# A year before a place ("in 2005 Berlin") is no postcode: a bare 4-digit one needs a comma,
# a line start or a street before it.
_YEAR = re.compile(r"(?:19|20)\d\d")


_STREET = Attributes(kind="street")


@cache
def _street_by_kind(lang: str) -> re.Pattern[str] | None:
    """The language's street named by its definite article, up to three capitalized words
    and a word of a public space in lower case (`a Kossuth Lajos utcában`); in a language
    of no articles, by a preposition of place or of `na` (Czech `na Horní ulici`, `v Dlouhé
    ulici`, which a model read as a firm's name); None where the language lists no such
    words."""
    language = get_language(lang)
    leads = language.definite_articles or language.street_prepositions
    if not language.street_kind_words or not leads:
        return None
    articles = "|".join(sorted(leads, key=len, reverse=True))
    kinds = "|".join(language.street_kind_words)
    return re.compile(
        rf"(?<![\w-])(?i:{articles})[^\S\n]+(?P<street>(?:{_NAME_WORD}[^\S\n]+){{0,2}}"
        rf"{_NAME_WORD}[^\S\n]+(?:{kinds}))(?![\w-])"
    )


_SPACES = re.compile(r"[ \t\u00a0]*")


@dataclass(frozen=True)
class AddressRecognizer:
    lang: str
    name: str = "address"
    score: float = 0.75

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        found = list(self._addresses(document.text))
        yield from found
        yield from self._streets_again(document.text, found)

    def _streets_again(self, text: str, found: list[Mention]) -> Iterator[Mention]:
        """A street the text writes in an address, written again with a house number
        elsewhere (`Společenství vlastníků Lipová 12`, an owners' association named by
        its house): the same street and a house number, whatever a model reads in it, where
        the language writes the number after the street."""
        if not get_language(self.lang).number_after_street:
            return
        numbers = {mention.start for mention in found if mention.category is Category.STREET_NUMBER}
        names = {
            text[street.start : street.end]
            for street in found
            if street.category is Category.STREET
            and _SPACES.match(text, street.end).end() in numbers
        }
        taken = {(mention.start, mention.end) for mention in found}
        for name in names:
            pattern = rf"(?<![\w-]){re.escape(name)}[ \u00a0](?P<number>{_NUMBER})(?![\w/-])"
            for match in re.finditer(pattern, text):
                start = match.start()
                if (start, start + len(name)) in taken:
                    continue
                yield Mention(
                    start, start + len(name), Category.STREET, self.name, self.score, _STREET
                )
                yield self._mention(match, "number", Category.STREET_NUMBER)

    def _addresses(self, text: str) -> Iterator[Mention]:
        """The addresses the patterns find, street, number, postcode and town apart."""
        for match in _WORD_NUMBER.finditer(text):
            street = match["street"]
            endings = _COMPOUND_ENDINGS if street[0].isupper() else _LOWER_CASE_ENDINGS
            # (The street word alone names no street: Swedish `Ring 1177`, call 1177.)
            if street.lower().endswith(endings) and street.lower() not in endings:
                yield self._mention(match, "street", Category.STREET)
                yield self._mention(match, "number2", Category.STREET_NUMBER)
                yield from self._town_after(text, match.end())
        for match in _STREET_ALONE.finditer(text):
            yield Mention(*match.span(), Category.STREET, self.name, self.score, _STREET)
        for match in self._streets(text):
            numbers = [g for g in ("number1", "number2") if match.groupdict().get(g)]
            if match["street"].lower() in _COMPOUND_ENDINGS or match["street"].islower():
                # A compound's tail alone before a number (Swedish `Ring 1177`: call 1177), or a
                # street's noun in lower case with no name before it (Czech `třída 6.B`, the
                # form 6.B), is no address: a street's name stands before it.
                continue
            if not numbers:
                # A street word alone ("the Court") is no address; a name with a street's own
                # word after a street's preposition (`down Mill Lane`) is a street.
                if self._street_after_preposition(text, match) or _PLACE_NAMED_STREET.fullmatch(
                    match["street"]
                ):
                    yield self._mention(match, "street", Category.STREET)
                continue
            yield self._mention(match, "street", Category.STREET)
            for group in numbers:
                yield self._mention(match, group, Category.STREET_NUMBER)
            yield from self._town_after(text, match.end())
        for match in _STREET_NAMED.finditer(text):
            if lettered_numeral(match["street"].split()[-1]):
                continue  # (`třídy VIIc`: a school's class, no avenue)
            if _NUMBER_AFTER.match(text, match.end()) is None:
                yield self._mention(match, "street", Category.STREET)
        for match in _UNIT.finditer(text):
            yield Mention(*match.span(), Category.STREET_NUMBER, self.name, self.score)
        for pattern in (_ZIP_AFTER_KEYWORD, _US_ZIP):
            for match in pattern.finditer(text):
                if any(char.isdigit() for char in match["zip"]):
                    yield self._mention(match, "zip", Category.ZIP)
        for match in _TOWN_ZIP.finditer(text):
            yield self._mention(match, "zip", Category.ZIP)
            if match["city"]:
                start, end = self._town_before(match["city"], match.start("city"))
                yield Mention(start, end, Category.LOCATION, self.name, self.score)
                street = _NUMBERED_STREET_BEFORE.search(text, max(0, start - 60), start)
                if street is not None and not get_language(self.lang).number_after_street:
                    yield self._mention(street, "street", Category.STREET)
                    yield self._mention(street, "number1", Category.STREET_NUMBER)
        for match in _ZIP_CITY.finditer(text):
            street = _STREET_BEFORE_ZIP.search(text, max(0, match.start() - 80), match.start())
            city = self._city(match["city"])
            if city is None and street and _DISTINCT_ZIP.fullmatch(match["code"]):
                city = match["city"].split()[0]  # a town too small for the lists (Kostelec)
            if city is None:
                continue
            if _YEAR.fullmatch(match["zip"]) and not street:
                before = text[: match.start("zip")].rstrip(" \t")
                if before and before[-1] not in ",\n":
                    continue
            if street:
                yield self._mention(street, "street", Category.STREET)
                yield self._mention(street, "number", Category.STREET_NUMBER)
            zip_code = self._mention(match, "zip", Category.ZIP)
            if match["zip"] != match["code"]:  # `H-1132` reads as a reference's letter code too
                zip_code = replace(zip_code, score=self.score + _PREFIXED_BONUS)
            yield zip_code
            start = match.start("city")
            yield Mention(start, start + len(city), Category.LOCATION, self.name, self.score)
            after = _STREET_AFTER_CITY.match(text, start + len(city))
            if after is not None and get_language(self.lang).number_after_street:
                yield self._mention(after, "street", Category.STREET)
                yield self._mention(after, "number", Category.STREET_NUMBER)
        yield from self._streets_by_kind(text)
        if get_language(self.lang).number_after_street:
            for match in _STREET_CITY.finditer(text):
                if self._city(match["city"]) is not None:
                    yield self._mention(match, "street", Category.STREET)
                    yield self._mention(match, "number", Category.STREET_NUMBER)

    def _streets_by_kind(self, text: str) -> Iterator[Mention]:
        """A street named without its number by the definite article, its capitalized name
        and the language's word of a public space in its case (`Language.street_kind_words`:
        Hungarian `a Fő utcán`, `a Váci körúton`): the name and the word, one street."""
        pattern = _street_by_kind(self.lang)
        if pattern is None:
            return
        for match in pattern.finditer(text):
            if _NUMBER_AFTER.match(text, match.end()) is None:
                yield self._mention(match, "street", Category.STREET)

    def _street_after_preposition(self, text: str, match: re.Match[str]) -> bool:
        """Whether the street `match` found without a number is named by a word only streets
        have (`Road`, `Lane`, not `Court`, `Hill`) after one of the language's
        `street_prepositions` (`on Foxley Road`)."""
        prepositions = get_language(self.lang).street_prepositions
        street = match["street"]
        if not prepositions or " " not in street:
            return False
        if _STREET_ONLY_WORD.search(street) is None:
            return False
        before = _WORD_BEFORE.search(
            text, max(0, match.start("street") - 20), match.start("street")
        )
        return before is not None and before.group(1) in prepositions

    def _town_after(self, text: str, end: int) -> Iterator[Mention]:
        """The town written after a street and its house number that end at `end`, if any."""
        town = _TOWN_AFTER_STREET.match(text, end)
        if town is not None and not self._inside_the_house(town["city"]):
            yield Mention(*town.span("city"), Category.LOCATION, self.name, self.score)

    def _inside_the_house(self, words: str) -> bool:
        """Whether the capitalized `words` after a street and its house number open with an
        ordinary noun of a language that capitalizes its nouns (the dictionary's or a compound
        of its nouns: `Erdgeschoss`, `Hochparterre`, `Mehrfamilienhaus Nr.`, `Zimmer 4`) and
        no known place stands in them (`Essen`, `Halle`): where in the house, no town."""
        if not get_language(self.lang).nouns_capitalized or self._city(words) is not None:
            return False
        first = words.split()[0].split("-")[0]
        return (
            dictionary_noun(first, self.lang) is not None
            or capitalized_noun(first, self.lang)
            or ordinary(first, self.lang)
        )

    def _streets(self, text: str) -> Iterator[re.Match[str]]:
        """Matches of both street patterns. The suffixed one is tried only around street words
        (a cheap scan): at every capital it would try up to four words."""
        windows = windows_around(
            ((m.start(), m.end()) for m in _SUFFIX_WORD.finditer(text)), before=80, after=20
        )
        end = 0
        for window_start, window_end in windows:
            for match in _STREET_SUFFIXED.finditer(text, max(window_start, end), window_end):
                end = match.end()
                yield match
        yield from _STREET_PREFIXED.finditer(text)

    def _city(self, words: str) -> str | None:
        """The longest leading part of `words` that is a known place (`Brno`, `Nové Město`)."""
        parts = re.split(r"(?=[ -])", words)
        for n in range(len(parts), 0, -1):
            city = "".join(parts[:n])
            if city in places(self.lang) or city.title() in places(self.lang):
                return city
        return None

    def _town_before(self, words: str, start: int) -> tuple[int, int]:
        """The span of the town among the capitalized `words` before a postcode: the longest
        known place they end in (`Milton Keynes`), else their last word (`27 Mill Lane
        Swindon`: not the street)."""
        parts = words.split(" ")
        for n in range(len(parts), 0, -1):
            town = " ".join(parts[-n:])
            if town in places(self.lang):
                return start + len(words) - len(town), start + len(words)
        return start + len(words) - len(parts[-1]), start + len(words)

    def _mention(self, match: re.Match[str], group: str, category: Category) -> Mention:
        start, end = match.span(group)
        if match.group(group).endswith("."):
            end -= 1  # a house number's full stop is Hungarian usage or the sentence's end
        return Mention(start, end, category, self.name, self.score, Attributes(kind=group))


register(lambda language: AddressRecognizer(language.code), 130)
