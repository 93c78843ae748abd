"""Analysis: tokens, sentences and (where a spaCy pipeline exists) the parsed `Doc` for detectors."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING

from pseudonymizer.analyze import plain
from pseudonymizer.config import Config
from pseudonymizer.model import Document

if TYPE_CHECKING:
    from spacy.tokens import Doc

Span = tuple[int, int]

# What the detectors read from a spaCy Doc; later stages add morphology and lemmas here.
COMPONENTS = ("ner",)


@dataclass
class Analysis:
    tokens: list[Span]
    sentences: list[Span]
    doc: Doc | None = None


class Analyzer:
    def __init__(self, config: Config) -> None:
        self.config = config

    def analyze(self, documents: Iterable[Document]) -> Iterator[tuple[Document, Analysis]]:
        """Analyses in input order; documents are batched per language for `nlp.pipe`."""
        stream = iter(documents)
        while batch := list(islice(stream, self.config.batch_size)):
            results: dict[int, Analysis] = {}
            for lang in dict.fromkeys(document.lang for document in batch):
                members = [i for i, document in enumerate(batch) if document.lang == lang]
                for i, analysis in zip(members, self._analyze_lang(lang, [batch[i] for i in members])):
                    results[i] = analysis
            yield from ((document, results[i]) for i, document in enumerate(batch))

    def _analyze_lang(self, lang: str, documents: list[Document]) -> Iterator[Analysis]:
        model = self.config.models.get(lang)
        if model is None:
            for document in documents:
                yield Analysis(plain.tokenize(document.text), plain.split_sentences(document.text))
            return
        from pseudonymizer.analyze.spacy_pipeline import load

        nlp = load(model, COMPONENTS)
        for doc in nlp.pipe(document.text for document in documents):
            tokens = [(token.idx, token.idx + len(token)) for token in doc]
            sentences = [(sent.start_char, sent.end_char) for sent in doc.sents]
            yield Analysis(tokens, sentences, doc)
