"""Each spaCy pipeline is loaded once per process, whole; a reading runs only the components it
needs (and what they listen to, a shared tok2vec), the others switched off for that call.

The taggers and parser cost most of a pipeline's time and NER needs none of them, so detection
runs NER alone; a run that declines surrogates (Czech) adds the morphologizer and lemmatizer to
the same reading instead of reading the text a second time.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

import spacy

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc


class ModelNotInstalledError(RuntimeError):
    pass


@dataclass(frozen=True)
class Reader:
    """A loaded pipeline with the components it does not run for this reading."""

    nlp: Language
    off: tuple[str, ...]

    def __call__(self, text: str) -> Doc:
        return self.nlp(text, disable=list(self.off))

    def pipe(self, texts: Iterable[str], batch_size: int = 16) -> Iterator[Doc]:
        return self.nlp.pipe(texts, batch_size=batch_size, disable=list(self.off))


@cache
def load(model: str) -> Language:
    """The whole pipeline `model`, once per process."""
    try:
        return spacy.load(model)
    except OSError:
        package = model.replace("_", "-")
        raise ModelNotInstalledError(
            f"the spaCy model {model!r} is not installed; install it with: pip install {package}"
        ) from None


@cache
def reader(model: str, components: tuple[str, ...]) -> Reader:
    """The pipeline `model` running `components` (those it has) and what they listen to."""
    nlp = load(model)
    keep = {name for name in components if name in nlp.pipe_names}
    for name, pipe in nlp.pipeline:
        if set(getattr(pipe, "listening_components", ())) & keep:
            keep.add(name)
    return Reader(nlp, tuple(name for name in nlp.pipe_names if name not in keep))
