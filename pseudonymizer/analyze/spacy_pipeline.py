"""Load a spaCy pipeline once per process with only the components the stages need running."""

from __future__ import annotations

from functools import cache

import spacy
from spacy.language import Language


class ModelNotInstalledError(RuntimeError):
    pass


@cache
def load(model: str, components: tuple[str, ...]) -> Language:
    """The pipeline `model` running `components` plus whatever they listen to (a shared tok2vec).

    Everything else stays disabled: the taggers and parser cost most of the time and NER does
    not need them.
    """
    try:
        nlp = spacy.load(model)
    except OSError:
        package = model.replace("_", "-")
        raise ModelNotInstalledError(
            f"the spaCy model {model!r} is not installed; install it with: pip install {package}"
        ) from None
    keep = {name for name in components if name in nlp.pipe_names}
    for name, pipe in nlp.pipeline:
        if set(getattr(pipe, "listening_components", ())) & keep:
            keep.add(name)
    for name in nlp.pipe_names:
        if name not in keep:
            nlp.disable_pipe(name)
    return nlp
