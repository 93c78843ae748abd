"""Case, number, gender and lemma of the words of names, read by a spaCy pipeline in context.

A Czech name's form says little alone (`Petra` is Petr's genitive or Petra's nominative); the
pipeline's morphologizer and lemmatizer read it in its sentence, in the same reading as NER
where a run pseudonymizes (`Analyzer`); `read` reads a text for its forms alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from pseudonymizer.analyze.spacy_pipeline import reader
from pseudonymizer.model import Forms, WordForm

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def read(text: str, model: str, components: tuple[str, ...]) -> Doc:
    """`text` read by the pipeline `model`'s `components` (a morphologizer and a lemmatizer)."""
    return reader(model, components)(text)


_WORD = re.compile(r"\S+")


def word_forms(doc: Doc, spans: Iterable[tuple[int, int]]) -> dict[tuple[int, int], Forms]:
    """For each span, one `WordForm` per word between spaces or line breaks (a name written
    over two lines is read as on one), or None for a word that is not one token
    (`Frýdek-Místek`)."""
    tokens = {(token.idx, token.idx + len(token)): token for token in doc}
    forms: dict[tuple[int, int], Forms] = {}
    for start, end in spans:
        words: list[WordForm | None] = []
        for word in _WORD.finditer(doc.text, start, end):
            # `Koubek,` is a word of the name and a comma: the word's token is read.
            bare = word.group().rstrip(",;:")
            position = word.start()
            token = tokens.get((position, position + len(bare))) if bare else None
            if token is None and "-" in bare:
                words.append(_hyphened(bare, position, tokens))
                continue
            words.append(None if token is None else _form(token))
        forms[(start, end)] = tuple(words)
    return forms


def _hyphened(word: str, position: int, tokens: dict[tuple[int, int], Token]) -> WordForm | None:
    """The form of a hyphened word the pipeline read as its parts (`Navrátilovou-Kynclovou`):
    the parts' lemmas joined, in the last part's case, number and gender, which a double
    family name's parts share; None where a part is no token of its own (`Frýdek-Místek`
    may be one)."""
    parts, start = [], position
    for part in word.split("-"):
        token = tokens.get((start, start + len(part)))
        if token is None or not part:
            return None
        parts.append(_form(token))
        start += len(part) + 1
    last = parts[-1]
    case = last.case
    if case != parts[0].case and parts[0].case is not None:
        # (The tagger reads a word after a hyphen as opening anew, `Místku` of `ve
        # Frýdku-Místku` as a nominative or a given name's genitive; the first part's case is
        # read after the word that governs it.)
        case = parts[0].case
    return WordForm("-".join(form.lemma for form in parts), case, last.number, last.gender)


def _form(token: Token) -> WordForm:
    morph = token.morph

    def feature(name: str) -> str | None:
        values = morph.get(name)
        return values[0] if values else None

    case, gender = feature("Case"), feature("Gender")
    # A name agrees with the title it follows: after a title the pipeline reads in the
    # vocative (`pane`), the name is in it too, and of the title's gender, whatever the model
    # guessed for the name alone (`Nováku` read as a genitive, `Vrbečku` as a woman's).
    before = token.nbor(-1) if token.i > 0 else None
    if before is not None and before.pos_ == "NOUN" and before.morph.get("Case") == ["Voc"]:
        case = "Voc"
        gender = (before.morph.get("Gender") or [gender])[0]
    elif case in (None, "Nom") and _addressed(token):
        # A word set off as the one the message speaks to (`Petře, ozvi se`, `Díky,
        # Pavle!`) is in the case of address: `Petře` is Petr's vocative there, not Petra's
        # dative, whatever the model read (the nominative of a subject, or no case). The
        # languages' readings keep a listed name's nominative, which speaks to someone too.
        case = "Voc"
    return WordForm(token.lemma_, case, feature("Number"), gender)


# The punctuation after a word spoken to, and before one at a sentence's end.
_AFTER_ADDRESS = frozenset({",", "!", "?"})
_ENDING_ADDRESS = frozenset({"!", "?", "."})


def _addressed(token: Token) -> bool:
    """Whether `token` alone is set off as the one spoken to: opening its sentence before a
    comma, `!` or `?` (`Petře, ...`), or after a comma and before the sentence's end
    (`..., Petře!`)."""
    doc = token.doc
    after = doc[token.i + 1].text if token.i + 1 < len(doc) else ""
    before = doc[token.i - 1].text if token.i > 0 else ""
    opening = token.i == 0 or token.is_sent_start or "\n" in before or before in _ENDING_ADDRESS
    if opening and after in _AFTER_ADDRESS:
        return True
    return before == "," and (after in _ENDING_ADDRESS or after == "" or "\n" in after)
