"""What is known of a word written as initials (`ČSSZ`, `NFZ`, `ADFC`, `SZTE`): whether the
language's text writes it widely, and where the document spells it out (`Allmänna
reklamationsnämnden (ARN)`).

A state's insurer, tax office, university or national association is named by its initials in
thousands of texts of its language; a private person never is, and a small firm's initials are
seldom written outside its own papers. How often a language writes a word comes from wordfreq
(its frequencies of words in each language's web, news, books and subtitles, folded to lower
case): no library installed lists the bodies of five countries, and a list of them would name
only the few its author thought of. A known name or place in capitals (`NOVÁK`, `BRNO`) is no
initials, and a frequency says nothing of it: the callers leave those out.
"""

from __future__ import annotations

import re
from functools import cache

from wordfreq import available_languages, zipf_frequency

from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.vocabulary import common_lower

# Initials: two to six capitals (letters of any alphabet), no digit.
INITIALS = re.compile(r"[^\W\d_a-z]{2,6}")
# The Zipf frequency (log10 of uses per billion words) from which the language's text writes
# initials widely, by their number of letters. Set so that initials drawn at random reach it
# seldom (a small firm's initials are as good as random): of all triples of letters, 6 to 8 %
# reach 3.0 in each language here (a fifth to a third reach 2.0: many triples are a firm's, a
# product's or a word's somewhere); of four letters and more, about 1 % reach 2.0.
WIDELY = {2: 3.0, 3: 3.0}
WIDELY_LONGER = 2.0
# The shortest initials whose frequency alone is heard: two letters are as often a person's
# initials (`JK`) as a body's.
SHORTEST = 3
# The most words a definition has beyond its letters, and per letter (Schwartz and Hearst's
# window: `Failure Mode and Effects Analysis (FMEA)`).
_MORE_WORDS = 5
_WORDS_PER_LETTER = 2
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


# From this many letters, capitals that spell a word of the language's tables are that word
# (`FACTS`, `ČESKÁ`); shorter ones are initials, which tables learnt from text list too (`smhi`).
_WORD_IN_CAPITALS = 5


# The initials of a country's public bodies that its texts write more than they spell out, and
# that wordfreq counts too seldom for `widely_written` (`DRV` 2.8) or that a person's two
# letters could be (`TK`): the statutory pension, health and accident insurers, the chambers,
# the labour agency, the broadcasters and the collective agreements of the public service
# (`TVöD`, written with a small letter). Each names one body or agreement of the whole state
# or of a class of them, never a person; a place after it (`AOK Bayern`, `IHK Köln`) is still
# the place's.
_PUBLIC_BODIES: dict[str, frozenset[str]] = {
    "de": frozenset(
        # Pension, health, care and accident insurance, their associations and reviewers.
        {"DRV", "BfA", "LVA", "AOK", "BKK", "IKK", "DAK", "TK", "KKH", "HEK", "GKV", "PKV"}
        | {"MDK", "KV", "KVen", "KZV", "KBV", "BG", "DGUV", "SVLFG", "VdK", "SoVD"}
        # Chambers, the labour agency and job centres, the migration office, tax and police.
        | {"IHK", "HWK", "BA", "ARGE", "BAMF", "ZAV", "BZSt", "BKA", "LKA", "BPol", "THW"}
        | {"JVA", "LRA", "KfW", "BaFin", "TÜV", "DEKRA", "GEZ", "ADAC", "DRK", "AWO", "ASB"}
        # Broadcasters and transport.
        | {"ARD", "ZDF", "NDR", "WDR", "SWR", "MDR", "RBB", "BR", "HR", "SR", "DLF", "DB"}
        # Collective agreements of the public service and the unions that make them.
        | {"TVöD", "TV-L", "TV-V", "TVÜ", "BAT", "DGB", "GEW", "IGM", "EVG", "NGG", "VBL"}
    ),
    "cs": frozenset(
        # A town's, a municipality's, a region's office and a city district's (`MěÚ Kroměříž`,
        # `OÚ Hulín`): written so with the town they serve, which is replaced.
        {"MěÚ", "MÚ", "OÚ", "KÚ", "KrÚ", "ÚMČ", "MMR", "MHMP"}
        # Labour, tax, social security and health insurance offices, the police.
        | {"ÚP", "FÚ", "ČSSZ", "OSSZ", "PSSZ", "VZP", "PČR", "HZS", "KHS", "ČOI"}
    ),
}


def public_body(word: str, lang: str) -> bool:
    """Whether `word`, as written, is the initials of one of the language's country's public
    bodies or collective agreements (`DRV`, `AOK`, `TVöD`): no one's, and kept."""
    return word in _PUBLIC_BODIES.get(lang, frozenset())


def initials(word: str, lang: str) -> bool:
    """Whether `word` is written as initials: two to six capitals, no digit (`ČSSZ`, `ÚP`),
    and not a word of the language in capitals (`ČESKÁ` of a heading)."""
    if INITIALS.fullmatch(word) is None or not word.isupper():
        return False
    return len(word) < _WORD_IN_CAPITALS or word.lower() not in common_lower(lang)


@cache
def _languages() -> frozenset[str]:
    return frozenset(available_languages())


def widely_written(word: str, lang: str, shortest: int = SHORTEST) -> bool:
    """Whether the language's text writes `word` widely (`WIDELY` for its length), as
    initials of at least `shortest` letters: a body or a term everyone who reads the language
    knows (`ZUS`, `MHD`, `TÜV`)."""
    if len(word) < shortest or lang not in _languages():
        return False
    return zipf_frequency(word, lang) >= WIDELY.get(len(word), WIDELY_LONGER)


def listed_body(word: str, lang: str) -> bool:
    """Whether the language's dictionary lists `word`, as written, as the initials of an
    institution, organization or firm (Polish SGJP: `ZUS`, `UŁ`, `ZOZ`, `PZU`): a body known
    widely enough to be in a dictionary, whatever wordfreq counts for its letters."""
    dictionary = dictionary_for(lang)
    return dictionary is not None and dictionary.body_initials(word)


_QUOTE = "[\"“”'‘’]"


def spelled_out(text: str, word: str) -> tuple[str, ...]:
    """The words the text spells `word` out with, before it in brackets (`Allmänna
    reklamationsnämnden (ARN)`) or after it (`ARN (Allmänna reklamationsnämnden)`): each
    letter of the initials, from the last, found in the words in order, the first one opening
    the first word (Schwartz and Hearst's rule for definitions). Empty where it does not."""
    escaped = re.escape(word)
    # (In quotation marks too, as a judgment defines its terms: `Safe System of Work ("SSW")`.)
    for found in re.finditer(rf"\(\s*{_QUOTE}?{escaped}{_QUOTE}?\s*\)", text):
        line = text.rfind("\n", 0, found.start()) + 1
        before = _WORD.findall(text, line, found.start())
        most = min(len(word) + _MORE_WORDS, _WORDS_PER_LETTER * len(word))
        words = _by_initials(word, before[-most:]) or _definition(word, before[-most:])
        if words:
            return words
    for found in re.finditer(rf"(?<!\w){escaped}\s*\(([^()\n]+)\)", text):
        words = _WORD.findall(found.group(1))
        if _definition(word, words) == tuple(words):
            return tuple(words)
    return ()


def _by_initials(word: str, words: list[str]) -> tuple[str, ...]:
    """The last of `words` whose capitalized words open with the letters of `word` in order,
    words in lower case between them (`Safe System of Work` of `SSW`, where letter by letter
    the rule of `_definition` stops at `System`); empty where none do."""
    letters = [char.lower() for char in word if char.isalpha()]
    at = len(words)
    while letters and at > 0:
        at -= 1
        if words[at][:1].lower() == letters[-1] and words[at][:1].isupper():
            letters.pop()
        elif not words[at].islower() or at == len(words) - 1:
            return ()
    return tuple(words[at:]) if not letters else ()


def _definition(word: str, words: list[str]) -> tuple[str, ...]:
    """The last of `words` that spell `word` out, or empty: its letters matched from the end,
    each in a word at or before the one the next matched in, the first opening a word."""
    joined = " ".join(words)
    position = len(joined) - 1
    letters = [char.lower() for char in word if char.isalpha()]
    for index in range(len(letters) - 1, -1, -1):
        letter = letters[index]
        while position >= 0 and (
            joined[position].lower() != letter
            or (index == 0 and position > 0 and joined[position - 1] != " ")
        ):
            position -= 1
        if position < 0:
            return ()
        position -= 1
    start = joined.rfind(" ", 0, position + 2) + 1
    return tuple(joined[start:].split())


# The acronyms of a language's public services, their forms and their terms, which a police
# report, a health record or a council's letter writes by the dozen (`DOB`, `CCTV`, `GP`,
# `CID`): the same for everyone the service deals with, no one's name or initials. Written
# widely though they are, two letters (`GP`, `IP`) are as often a person's initials, and a
# frequency alone would keep those; the list says which the language's services use.
_SERVICE_ACRONYMS = {
    "en": frozenset(
        {
            # forms and their fields
            *("DOB", "D.O.B", "NOK", "NFA", "NFI", "NIN", "VRM", "VIN", "PNC", "PND"),
            # policing
            *("ANPR", "CCTV", "CID", "CSI", "SOCO", "CPS", "IP", "IOPC", "PCSO", "POLSA"),
            *("ASB", "RTC", "RTA", "MOJ", "MOPAC", "NCA", "DVLA", "DBS", "VPS", "MISPER"),
            *("OIC", "BWV", "ABH", "GBH", "DWP", "HMRC"),
            # health and care
            *("GP", "NHS", "A&E", "ICU", "ITU", "CAMHS", "CPN", "OT", "SENCO", "EHCP"),
        }
    ),
}
# The units of a police service before the station or town they work from (`CID Weetwood`):
# the unit is the service's, the place after it a place.
_SERVICE_UNITS = {"en": frozenset({"CID", "SOCO", "CPS"})}
# A form's code of a service: a prosecution file's (`MG11`, a witness statement; `MG5`).
_SERVICE_FORMS = {"en": re.compile(r"MG\d{1,2}[A-Z]?")}
_POSSESSIVE = re.compile(r"['’]s?\Z")


def service_acronym(word: str, lang: str) -> bool:
    """Whether `word` (perhaps with a possessive: `IP's`) is an acronym of the language's
    public services or one of their forms' codes (`DOB`, `CCTV`, `MG11`)."""
    bare = _POSSESSIVE.sub("", word.strip()).rstrip(".")
    if not bare.isupper():
        return False
    forms = _SERVICE_FORMS.get(lang)
    return bare in _SERVICE_ACRONYMS.get(lang, ()) or (
        forms is not None and forms.fullmatch(bare) is not None
    )


def service_unit(word: str, lang: str) -> bool:
    """Whether `word` is a unit of a service that a place follows (`CID` of `CID
    Weetwood`)."""
    return word in _SERVICE_UNITS.get(lang, ())
