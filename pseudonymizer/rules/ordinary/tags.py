"""What the language's pipeline tagged the mention's words with: a part of speech no name has,
and, from a tagger that gives the names it reads their type, no type. Where a pipeline tags
nothing, these cues are silent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pseudonymizer.model import Mention

if TYPE_CHECKING:
    from pseudonymizer.analyze import Analysis

# Parts of speech no name has (Universal Dependencies tags), whatever its capital.
_NO_NAME_CLASSES = frozenset(
    {"ADV", "CCONJ", "SCONJ", "PART", "INTJ", "ADP", "AUX", "PRON", "DET", "VERB", "NOUN", "ADJ"}
)


def word_classes(analysis: Analysis, mention: Mention) -> list[str] | None:
    """The parts of speech the language's pipeline gave the mention's words, where every one
    is a class no name has (`Bydliště` NOUN, `Posílám` VERB); None where the pipeline tags
    none or a word is a proper noun."""
    doc = analysis.doc
    if doc is None or not doc.has_annotation("POS"):
        return None
    span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
    if span is None:
        return None
    tags = [token.pos_ for token in span if not token.is_space and not token.is_punct]
    if not tags or not all(tag in _NO_NAME_CLASSES for tag in tags):
        return None
    return list(dict.fromkeys(tags))


def no_name_type(analysis: Analysis, mention: Mention) -> bool:
    """Whether the language's tagger marks the names it reads with their type (the Czech
    pipeline, trained on PDT: `NameType=Giv`, `Geo` ...) and gave none to the mention's
    words: a tagger that knows names read them as common words (`Syn má astma`). Not for a
    word with a capital inside (`LenkaZHavirova`), a user's name however it is tagged."""
    doc = analysis.doc
    if doc is None or not any(token.morph.get(_NAME_TYPE) for token in doc):
        return False
    span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
    return (
        span is not None
        and not any(token.text[1:] != token.text[1:].lower() for token in span)
        and not any(token.morph.get(_NAME_TYPE) for token in span)
    )


_NAME_TYPE = "NameType"


# The features an adjective shares with the noun it qualifies.
_AGREEMENT = ("Case", "Gender", "Number")


def qualified_noun(analysis: Analysis, mention: Mention) -> bool:
    """Whether the tagger reads the mention as adjectives before a common noun in lower case,
    or one adjective before such a noun right after it, agreeing with it in case, gender and
    number, no word given a name's type (`Minulý rok`, `Letošní zima`, `Minulou` before
    `sobotu`): a phrase of ordinary words whose one capital is its sentence's, though the
    noun is someone's family name too (`Zima`, `Rok`). A name of that shape has its capital
    on the noun (`Mladá Boleslav`, `Černá Hora`)."""
    doc = analysis.doc
    if doc is None or not doc.has_annotation("POS"):
        return False
    span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
    if span is None:
        return False
    tokens = [token for token in span if not token.is_space and not token.is_punct]
    if len(tokens) == 1 and span.end < len(doc):
        tokens.append(doc[span.end])
    *adjectives, noun = tokens
    if (
        not adjectives
        or noun.pos_ != "NOUN"
        or not noun.text.islower()
        or any(token.pos_ != "ADJ" for token in adjectives)
        or any(token.morph.get(_NAME_TYPE) for token in tokens)
    ):
        return False
    return all(
        bool(token.morph.get(feature)) and token.morph.get(feature) == noun.morph.get(feature)
        for token in adjectives
        for feature in _AGREEMENT
    )
