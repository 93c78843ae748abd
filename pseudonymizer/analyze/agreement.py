"""Whether a pipeline reads a surrogate, put in place of a name, in the name's case, number and
gender.

A surrogate declined exactly can still read otherwise to a tagger: an unfamiliar town read as
a masculine, `Belgie` as a genitive, `Čermákem` as a neuter. Whoever tags the published corpus
would find its names in other forms than the original's, and the sentence's agreement broken.
The pipeline that read the original reads the surrogate in its place, so the replacement can
prefer one read alike (`replace/pseudonymize.py`).

The small pipelines look a few words either side of a word (a CNN over the tokens), so a window
of words around the name reads it as the whole document does, at a fraction of the cost.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from pseudonymizer.analyze.spacy_pipeline import reader as pipeline

if TYPE_CHECKING:
    from spacy.tokens import Doc

# Case, number and gender as the pipeline gives each: a set, `Masc|Neut` is two values.
Morph = tuple[frozenset[str], ...]
FEATURES = ("Case", "Number", "Gender")
# Words read either side of a name: well beyond what the small pipelines' tok2vec sees; and
# the most characters either side, whatever the text's spacing.
WINDOW_WORDS = 12
WINDOW_CHARS = 400
_SPACE = re.compile(r"\s+")


def head_morph(doc: Doc, start: int, end: int) -> Morph | None:
    """Case, number and gender of a span's head: the last word before a preposition
    (`Kostelci` in `Kostelci nad Labem`, whose `Labem` is an instrumental whatever the
    sentence), else the last word. None where the span holds no token."""
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None or not len(span):
        return None
    head = next((t.i - 1 for t in span[1:] if t.pos_ == "ADP" and t.i - 1 >= span.start), None)
    morph = doc[head if head is not None else span.end - 1].morph
    return tuple(frozenset(morph.get(feature)) for feature in FEATURES)


def agree(before: Morph | None, after: Morph | None) -> bool:
    """Whether a head read `after` shares a value of each feature the head `before` was read
    with (`Mary`, read only as a feminine, has no case to keep); a missing head agrees with
    nothing."""
    if before is None or after is None:
        return False
    return all(a & b for b, a in zip(before, after, strict=True) if b)


def reader(doc: Doc, model: str) -> Callable[[int, int, Sequence[str]], list[bool]]:
    """`reads_alike(start, end, values)`: whether the pipeline `model`, which read `doc`,
    reads each of `values` in place of its characters `start:end` with the case, number and
    gender it read there (with its morphologizer). An original whose head
    it reads as none of the three (a foreign name, a number) has nothing to keep: any value
    reads alike."""
    nlp = pipeline(model, ("morphologizer",))  # only forms compare: no lemmas are read
    text = doc.text

    def reads_alike(start: int, end: int, values: Sequence[str]) -> list[bool]:
        before = head_morph(doc, start, end)
        if before is None or not any(before):
            return [True] * len(values)
        left, right = _window(text, start, end)
        texts = [text[left:start] + value + text[end:right] for value in values]
        at = start - left
        return [
            agree(before, head_morph(read, at, at + len(value)))
            for read, value in zip(nlp.pipe(texts), values, strict=True)
        ]

    return reads_alike


def _window(text: str, start: int, end: int) -> tuple[int, int]:
    """The offsets of `WINDOW_WORDS` words (runs of non-space) either side of
    `text[start:end]`, as far as the text's ends and no more than `WINDOW_CHARS` away."""
    # The break next to the name ends no word of the window: twelve words lie past thirteen.
    left = max(0, start - WINDOW_CHARS)
    breaks = [m.end() for m in _SPACE.finditer(text, left, start)]
    if len(breaks) > WINDOW_WORDS:
        left = breaks[-WINDOW_WORDS - 1]
    right = min(len(text), end + WINDOW_CHARS)
    breaks = [m.start() for m in _SPACE.finditer(text, end, right)]
    if len(breaks) > WINDOW_WORDS:
        right = breaks[WINDOW_WORDS]
    return left, right
