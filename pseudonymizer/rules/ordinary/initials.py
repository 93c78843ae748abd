"""Cues of a body or a term named by its initials (`ČSSZ`, `NFZ`, `ADFC`, `SZTE GTK`,
`NAV-megkeresés`): a state's insurer, a tax office, a university, a national association or a
method (`BOZP`, `FMEA`) is named so in thousands of texts, and points at no one.

Two things speak for it: the text spells the initials out as ordinary words (`Allmänna
reklamationsnämnden (ARN)`), which no person's name is; or the language's text writes them
widely (`lexicon.acronyms.widely_written`) and here they stand among a sentence's words (`s ÚP
a ČSSZ`, `na NFZ`, `prof. UEK`), where a body is named, not alone as a line's label or
heading. A name or place the lists know, in capitals (`NOVÁK`), is no one's initials, and two
letters alone are a person's initials as often as a body's (`JK`): both stay replaced, as do
initials nobody writes (a small firm's), which get initials for a surrogate.
"""

from __future__ import annotations

import re

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.acronyms import (
    SHORTEST,
    initials,
    listed_body,
    public_body,
    spelled_out,
    widely_written,
)
from pseudonymizer.lexicon.places import main_places
from pseudonymizer.lexicon.regions import federal_states
from pseudonymizer.lexicon.vocabulary import (
    compound_noun,
    dictionary_word,
    expanded_abbreviation,
    stop_words,
)
from pseudonymizer.lexicon.word_forms import formed_reading
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.layout import heading
from pseudonymizer.rules.ordinary.lexical import known, ordinary_as_written
from pseudonymizer.rules.ordinary.weights import (
    INITIALS_IN_SENTENCE,
    INITIALS_SPELLED_OUT,
    INITIALS_WIDELY,
)

# Initials joined by a hyphen to the word they qualify (`NAV-megkeresés`, `EU-Budget`).
_JOINED = re.compile(r"(?P<initials>[^\W\d_]{2,6})-(?P<word>[^\W\d_]+)")
# A possessive's clitic ending a word (`Carer's`, `Carers'`).
_POSSESSIVE = re.compile(r"['’]s?\Z")
# The word before a position on its line, over spaces, a comma or an abbreviation's full stop.
_WORD_BEFORE = re.compile(r"([^\W\d_]+)[.,]?[ \t\u00a0]+\Z")
# A word and an opening bracket right before a position (`Kaufmann (`).
_BRACKETED_BEFORE = re.compile(r"[^\W\d_][ \t\u00a0]*\(\Z")
# The word after a position on its line, over spaces.
_WORD_AFTER = re.compile(r"[ \t\u00a0]+([^\W\d_]+)")


def initials_cues(text: str, mention: Mention, lang: str) -> tuple[tuple[str, float], ...]:
    """The cues that the mention is a body's or a term's initials, alone, several (`FF UP`, a
    faculty and its university) or joined to an ordinary word (`NAV-megkeresés`); empty for
    any other mention."""
    if _public_body_of_a_state(mention.text_in(text), lang):
        return (("initials_of_a_public_body", INITIALS_SPELLED_OUT),)
    parts = _initials(mention.text_in(text), lang)
    if not parts or heading(text, mention, lang):
        # (On a heading's line every word is in capitals: `NEJVYŠŠÍ SOUD`, no initials.)
        return ()
    if all(public_body(part, lang) for part in parts):
        # (A public body's or agreement's initials the language's lexicon lists: `DRV`, `TVöD`.)
        return (("initials_of_a_public_body", INITIALS_SPELLED_OUT),)
    if len(parts) == 1 and _role_code(text, parts[0], lang):
        # (A transcript's key, `INT: Intervjuare`: the code of a role that opens its lines,
        # though `Int` is a place somewhere.)
        return (("role_code", INITIALS_SPELLED_OUT),)
    if all(expanded_abbreviation(part, lang) for part in parts):
        # (The dictionary spells them out as an ordinary word: Swedish `IVA`, the intensive
        # care unit, though `Iva` is a given name too.)
        return (("initials_in_dictionary", INITIALS_SPELLED_OUT),)
    if known(parts, lang):
        return ()
    if all(listed_body(part, lang) for part in parts) and (
        len(parts) > 1
        or len(parts[0]) >= SHORTEST
        or _in_sentence(text, mention)
        or _beside_listed_body(text, mention, lang)
    ):
        # (Its dictionary lists them as a body's: `ZOZ`, the hospital kind, `SP ZOZ`; two
        # letters alone, `UŁ`, only among a sentence's words or beside such initials, where
        # no one signs.)
        return (("initials_of_a_body", INITIALS_SPELLED_OUT),)
    if all(_spelled_out_in_words(text, part, lang) for part in parts):
        return (("initials_spelled_out", INITIALS_SPELLED_OUT),)

    # (Several initials together are a body and its part, and initials joined to the word
    # they qualify a term, `HR-vezető`, `TB-alapon`, no one's initials: two letters each are
    # enough there.)
    joined = _JOINED.fullmatch(mention.text_in(text)) is not None
    # (So are two letters after a definite article, `the GP`, `the MP`: a person's initials
    # take none.)
    before = _WORD_BEFORE.search(text, max(0, mention.start - 20), mention.start)
    articles = get_language(lang).definite_articles
    after_article = before is not None and before.group(1).lower() in articles
    shortest = SHORTEST if len(parts) == 1 and not (joined or after_article) else 2
    if not all(widely_written(part, lang, shortest) for part in parts):
        return ()
    cues = [("initials_widely", INITIALS_WIDELY)]
    if _in_sentence(text, mention):
        cues.append(("initials_in_sentence", INITIALS_IN_SENTENCE))
    return tuple(cues)


# Up to the initials in brackets (and quotation marks, a defined term's) that a body's
# spelled-out name stands before, on its line.
_BRACKETED_AFTER = re.compile(r"[^\n()]{0,80}?\(\s*[\"“”'‘’]?([^\W\d_]{2,6})[\"“”'‘’]?\s*\)")


def spells_out_initials(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention's words are among the words that spell out the initials in
    brackets after them (`Allmänna` of `Allmänna reklamationsnämnden (ARN)`): a part of a
    body's or a term's name, in words no name list knows."""
    found = _BRACKETED_AFTER.match(text, mention.end)
    if found is None or not initials(found.group(1), lang):
        return False
    part = found.group(1)
    if not _spelled_out_in_words(text, part, lang):
        return False
    words = set(spelled_out(text, part))
    return all(word in words for word in mention.text_in(text).split())


def _public_body_of_a_state(span: str, lang: str) -> bool:
    """Whether `span` is a public body's initials and the federal state it serves (`AOK
    Bayern`, `DRV Niedersachsen`): a body of a whole state, which points at no one's home as a
    town does (`IHK Köln`, whose town is replaced); no state that is a main town too
    (`Hamburg`)."""
    first, _, rest = span.partition(" ")
    return (
        bool(rest)
        and public_body(first, lang)
        and rest in federal_states(lang)
        and rest not in main_places(lang)
    )


def _initials(span: str, lang: str) -> tuple[str, ...]:
    """The initials `span` is made of: one or several words of initials, or initials joined
    by a hyphen to an ordinary word; empty for any other span."""
    joined = _JOINED.fullmatch(span)
    if joined is not None:
        word = joined.group("word")
        ordinary = (
            ordinary_as_written(word, lang)
            or dictionary_word(word, lang)
            or compound_noun(word, lang)
            or (word.islower() and formed_reading(word, lang) is not None)
        )
        part = joined.group("initials")
        return (part,) if initials(part, lang) and ordinary else ()
    words = span.split()
    if words and all(initials(word, lang) or public_body(word, lang) for word in words):
        return tuple(words)
    return ()


def _role_code(text: str, part: str, lang: str) -> bool:
    """Whether a line of the text opens with `part` before a colon and spells it out there as
    an ordinary word that no name list knows, whose letters it keeps in their order from the
    first (`INT: Intervjuare`, `RESP: Respondent`, `MOD: Moderator`): a transcript's key to
    the codes of the roles that speak in it, no one's initials or name (`ANNA: Anna Berg`)."""
    for found in re.finditer(rf"^[ \t]*{re.escape(part)}:[ \t]+([^\W\d_]+)", text, re.MULTILINE):
        word = found.group(1)
        if len(word) <= len(part) or known([word], lang):
            continue
        if not (ordinary_as_written(word, lang) or dictionary_word(word, lang)):
            continue
        letters = iter(word.lower())
        if word[0].lower() == part[0].lower() and all(c in letters for c in part.lower()):
            return True
    return False


def _spelled_out_in_words(text: str, part: str, lang: str) -> bool:
    """Whether the text spells `part` out as words of the language that no name list knows
    (`Allmänna reklamationsnämnden (ARN)`): a body's or a term's name, no person's. A
    word's possessive clitic is the phrase's grammar, no part of the word (`Carer's Leave
    Payment (CLP)`: a carer's)."""
    words = tuple(_POSSESSIVE.sub("", word) for word in spelled_out(text, part))
    function_words = stop_words(lang)
    # (A function word between, `of`, is no name though `Of` is one somewhere.)
    if not words or known([word for word in words if word.lower() not in function_words], lang):
        return False
    return all(
        word.lower() in function_words
        or ordinary_as_written(word, lang)
        or dictionary_word(word, lang)
        or compound_noun(word, lang)
        for word in words
    )


def _beside_listed_body(text: str, mention: Mention, lang: str) -> bool:
    """Whether the word right before or after the mention on its line is initials the
    dictionary lists as a body's (`SP` of `SP ZOZ`, found apart): a body and its kind."""
    line = text.rfind("\n", 0, mention.start) + 1
    before = _WORD_BEFORE.search(text, line, mention.start)
    after = _WORD_AFTER.match(text, mention.end)
    return any(
        found is not None and initials(found.group(1), lang) and listed_body(found.group(1), lang)
        for found in (before, after)
    )


def _in_sentence(text: str, mention: Mention) -> bool:
    """Whether the mention stands among a sentence's words: a lower-case word right before it
    on its line (over a comma or an abbreviation's full stop: `prof. UEK`, `docens, SZTE`), or
    right after it, the ordinary word it is joined to (`NAV-megkeresés`), or brackets after a
    word (`Kaufmann (IHK)`); not a line's label (`CAD: CATIA`) or a heading in capitals."""
    if _JOINED.fullmatch(mention.text_in(text)):
        return True
    line = text.rfind("\n", 0, mention.start) + 1
    if _BRACKETED_BEFORE.search(text, line, mention.start) and text.startswith(")", mention.end):
        return True  # (a qualifier in brackets after its word: `Immobilienkaufmann (IHK)`)
    before = _WORD_BEFORE.search(text, line, mention.start)
    if before is not None and before.group(1).islower():
        return True
    after = _WORD_AFTER.match(text, mention.end)
    return after is not None and after.group(1).islower()
