"""Tokenized text read as written text. Corpora often come as tokens joined by spaces (`J .
Bobovnický`, `č . 94 / 1988 Sb .`, `( 62 )`): patterns and models expect `J. Bobovnický` and
`č. 94/1988 Sb.`, so a tokenized document is detected in a copy without those spaces, and the
offsets of what is found are mapped back to the document as it came.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from pseudonymizer.model import Mention

if TYPE_CHECKING:
    from spacy.tokens import Doc

# Spaces a tokenizer puts where writers put none.
_SPURIOUS_SPACE = re.compile(
    r"(?<=\S) (?=[.,;:!?)\]}%](?:\s|$|[.,;:!?)\]}%]))"  # before closing punctuation
    r"|(?<=[(\[{]) (?=\S)"  # after an opening bracket
    r"|(?<=\d) (?=/ \d)|(?<=\d /) (?=\d)"  # around a slash between digits: `94 / 1988`
    r"|(?<=\w) (?=['’] s\b)|(?<=\w ['’]) (?=s\b)"  # a possessive: `Hitchcock ' s`
    r"|(?<= ) "  # a second space: `I .  Vraníková`
    r"|(?<=\w-) (?=[A-ZÄÖÜ])"  # a hyphen's word split off: `Mecklenburg- Vorpommern`
)
# A tokenized text has spaces before most of its commas and full stops.
_SPACED_PUNCTUATION = re.compile(r" [.,](?:\s|$)")
_PUNCTUATION = re.compile(r"[.,](?:\s|$)")


@dataclass(frozen=True)
class Detokenized:
    text: str
    # The offset in the original text of each character of `text`, then the original length.
    offsets: list[int]

    def to_original(self, mention: Mention) -> Mention:
        """The mention with offsets in the original text; a mention propagated from another
        keeps pointing at it."""
        attrs = mention.attrs
        if attrs.propagated_from is not None:
            attrs = replace(attrs, propagated_from=self.offsets[attrs.propagated_from])
        start, end = self.offsets[mention.start], self.offsets[mention.end - 1] + 1
        return replace(mention, start=start, end=end, attrs=attrs)

    def reading(self, doc: Doc, original: str) -> Doc | None:
        """The pipeline's reading of the detokenized text (`doc`) laid over the `original`
        text: the same tokens, lemmas, parts of speech and morphology, each at the offsets it
        has as written (a token may hold a space the tokenizer added: `J .`), the spaces
        between as whitespace tokens. So the forms of a tokenized document's names are read
        once, not again where they are replaced. None where the tokens do not cover the
        text so (a reading of the original is then made where needed)."""
        from spacy.tokens import Doc as SpacyDoc

        words, spaces, lemmas, pos, morphs = [], [], [], [], []
        at = 0

        def gap(upto: int) -> None:
            space = original[at:upto]
            if not space:
                return
            if words and not spaces[-1] and space.startswith(" "):
                spaces[-1], space = True, space[1:]
            if space:
                words.append(space)
                spaces.append(False)
                lemmas.append(space)
                pos.append("SPACE")
                morphs.append("")

        for token in doc:
            if token.is_space:
                continue
            start = self.offsets[token.idx]
            end = self.offsets[token.idx + len(token) - 1] + 1
            if start < at:
                return None
            gap(start)
            words.append(original[start:end])
            spaces.append(False)
            lemmas.append(token.lemma_)
            pos.append(token.pos_ or "X")
            morphs.append(str(token.morph))
            at = end
        gap(len(original))
        read = SpacyDoc(doc.vocab, words, spaces, lemmas=lemmas, pos=pos, morphs=morphs)
        return read if read.text == original else None


def detokenize(text: str) -> Detokenized | None:
    """The text without the spaces a tokenizer added, or None when it does not look tokenized
    (then it is detected as it is)."""
    spaced = len(_SPACED_PUNCTUATION.findall(text))
    if not spaced or 2 * spaced < len(_PUNCTUATION.findall(text)):
        return None
    # The stretches between dropped spaces, whole: no step per character in Python.
    pieces, offsets, start = [], [], 0
    for match in _SPURIOUS_SPACE.finditer(text):
        pieces.append(text[start : match.start()])
        offsets.extend(range(start, match.start()))
        start = match.end()
    pieces.append(text[start:])
    offsets.extend(range(start, len(text) + 1))
    return Detokenized("".join(pieces), offsets)
