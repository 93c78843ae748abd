"""Whether a pipeline reads a surrogate, put in place of a name, in the name's case, number and
gender.

A surrogate declined exactly can still read otherwise to a tagger: an unfamiliar town read as
a masculine, `Belgie` as a genitive, `Čermákem` as a neuter. Whoever tags the published corpus
would find its names in other forms than the original's, and the sentence's agreement broken.
The pipeline that read the original reads the rewritten text, so the replacement can prefer a
surrogate read alike (`replace/pseudonymize.py`).

The small pipelines look a few words either side of a word (a CNN over the tokens), so a window
of words around each name reads it as the whole text does, and only the windows of the names
replaced are read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from pseudonymizer.analyze.spacy_pipeline import reader as pipeline

if TYPE_CHECKING:
    from spacy.tokens import Doc

# Case, number and gender as the pipeline gives each: a set, `Masc|Neut` is two values.
Morph = tuple[frozenset[str], ...]
FEATURES = ("Case", "Number", "Gender")
# Words read either side of a name: what the small pipelines' tok2vec sees of a word's
# neighbours (four layers of one token either side), so the window reads the name as the
# whole text does; and the most characters either side, whatever the text's spacing.
WINDOW_WORDS = 4
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


class ReadBack:
    """The pipeline `model`, which read `doc`, reading surrogates in place of its names: what
    case, number and gender it read for a name (`before`), and reads for the names of a
    rewritten text (`heads`), a window of words around each, all windows in one reading."""

    def __init__(self, doc: Doc, model: str) -> None:
        self.doc = doc
        self.read = pipeline(model, ("morphologizer",))  # only forms compare: no lemmas

    def before(self, start: int, end: int) -> Morph | None:
        """The head of the original `doc[start:end]`, where the pipeline read any of its
        case, number and gender; None where it read none (a foreign name, a number): such an
        original has nothing to keep, any surrogate reads alike."""
        found = head_morph(self.doc, start, end)
        return found if found is not None and any(found) else None

    def heads(self, text: str, spans: Sequence[tuple[int, int]]) -> list[Morph | None]:
        """The head of each span of `text`, each read in a window of `WINDOW_WORDS` words
        either side; windows that meet are read as one."""
        windows: list[list[int]] = []
        for left, right in sorted(_window(text, start, end) for start, end in spans):
            if windows and left <= windows[-1][1]:
                windows[-1][1] = max(windows[-1][1], right)
            else:
                windows.append([left, right])
        docs = list(self.read.pipe(text[left:right] for left, right in windows))
        found = []
        for start, end in spans:
            at = next(i for i, (left, right) in enumerate(windows) if left <= start < right)
            left = windows[at][0]
            found.append(head_morph(docs[at], start - left, end - left))
        return found


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
