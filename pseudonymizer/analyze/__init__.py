"""Analysis: tokens, sentences and, where a spaCy pipeline exists, the `Doc` detectors read."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from itertools import islice
from typing import TYPE_CHECKING

from pseudonymizer.analyze import plain
from pseudonymizer.config import Config
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.model import Document

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

Span = tuple[int, int]

# What the detectors read from a spaCy Doc.
COMPONENTS = ("ner",)
# The components that give a word its part of speech (`Analysis.sentence_classes`).
_TAGGER = ("tagger", "attribute_ruler")


@dataclass
class Analysis:
    """What detectors read about a document. Tokens and sentences are computed on first use:
    most recognizers need neither, and a spaCy sentencizer would cost as much as NER itself."""

    text: str
    lang: str
    doc: Doc | None = None
    # The pipeline that read `doc`, whose tagger `sentence_classes` asks on demand.
    model: str | None = None

    @cached_property
    def tokens(self) -> list[Span]:
        if self.doc is None:
            return plain.tokenize(self.text)
        return [(token.idx, token.idx + len(token)) for token in self.doc]

    @cached_property
    def lemmas(self) -> list[str]:
        """One lemma per token of `tokens`: the language's dictionary's where it has one
        (Polish names inflect: `Kowalskiego` is `kowalski`), else the lower-cased token
        (enough for languages that barely inflect names). Not a pipeline's lemmatizer, which
        runs only where surrogates are declined: detection finds the same in every mode."""
        dictionary = dictionary_for(self.lang)
        if dictionary is not None:
            return [dictionary.lemma(self.text[start:end]) for start, end in self.tokens]
        return [self.text[start:end].lower() for start, end in self.tokens]

    def sentence_classes(self, start: int, end: int) -> list[str] | None:
        """The parts of speech (Universal Dependencies tags) of the words of `text[start:end]`,
        as the pipeline's tagger reads them in their sentence; None where no pipeline read
        the text or it has no tagger. Where the reading tagged the text they are its own;
        else the tagger reads that one sentence on demand: detection runs NER alone, and the
        few spans whose class a cue asks for pay for their sentences only."""
        if self.doc is not None and self.doc.has_annotation("POS"):
            span = self.doc.char_span(start, end, alignment_mode="expand")
            return None if span is None else _classes(span)
        if self.model is None:
            return None
        from pseudonymizer.analyze.spacy_pipeline import reader

        read = reader(self.model, _TAGGER)
        if not any(name in read.nlp.pipe_names for name in _TAGGER):
            return None
        around = next(((s, e) for s, e in self.sentences if s <= start and end <= e), None)
        offset, stop = around or (start, end)
        doc = read(self.text[offset:stop])
        span = doc.char_span(start - offset, end - offset, alignment_mode="expand")
        return None if span is None else _classes(span)

    @property
    def token_count(self) -> int:
        return len(self.doc) if self.doc is not None else len(self.tokens)

    @cached_property
    def sentences(self) -> list[Span]:
        if self.doc is not None and self.doc.has_annotation("SENT_START"):
            return [(sent.start_char, sent.end_char) for sent in self.doc.sents]
        return plain.split_sentences(self.text)


class Analyzer:
    """Reads documents with their language's spaCy pipeline: NER for detection and, with
    `forms`, in the same reading what the language's inflector needs to decline surrogates
    (Czech: the morphologizer and the lemmatizer)."""

    def __init__(self, config: Config, forms: bool = False) -> None:
        self.config = config
        self.forms = forms

    def components(self, lang: str) -> tuple[str, ...]:
        """The components a reading of a document in `lang` runs: none where nothing is
        detected and no forms are wanted."""
        language = get_language(lang)
        forms = inflector_for(language.code).components if self.forms else ()
        detects = (*COMPONENTS, *language.word_class_components) if self.config.detects else ()
        return tuple(dict.fromkeys((*detects, *forms)))

    def analyze(self, documents: Iterable[Document]) -> Iterator[tuple[Document, Analysis]]:
        """Analyses in input order; documents are batched per language for `nlp.pipe`."""
        stream = iter(documents)
        while batch := list(islice(stream, self.config.batch_size)):
            results: dict[int, Analysis] = {}
            for lang in dict.fromkeys(document.lang for document in batch):
                members = [i for i, document in enumerate(batch) if document.lang == lang]
                analyses = self._analyze_lang(lang, [batch[i] for i in members])
                for i, analysis in zip(members, analyses, strict=True):
                    results[i] = analysis
            yield from ((document, results[i]) for i, document in enumerate(batch))

    def _analyze_lang(self, lang: str, documents: list[Document]) -> Iterator[Analysis]:
        model = self.config.models.get(lang)
        if model is None or not self.components(lang):
            yield from (Analysis(document.text, lang) for document in documents)
            return
        from pseudonymizer.analyze.spacy_pipeline import reader

        read = reader(model, self.components(lang))
        texts = [document.text for document in documents]
        for text, doc in zip(texts, read.pipe(texts, self.config.batch_size), strict=True):
            yield Analysis(text, lang, doc, model)


def _classes(span: Iterable[Token]) -> list[str]:
    """The parts of speech of the words of `span`, spaces and punctuation left out."""
    return [token.pos_ for token in span if not token.is_space and not token.is_punct]
