"""The stages wired together: analyze -> detect -> propagate -> decide -> link -> replace -> audit.

The CLI, the batch runner and (later) the distributed runner and web tool all go through
`Pipeline.run`, so every entry point de-identifies a document the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import chain

from pseudonymizer.analyze import Analysis, Analyzer
from pseudonymizer.analyze.detokenize import Detokenized, detokenize
from pseudonymizer.audit import count_leaks
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.detect import Detector
from pseudonymizer.detect.propagate import SOURCE as PROPAGATE
from pseudonymizer.detect.propagate import Seeds, propagate, seeds
from pseudonymizer.link import link
from pseudonymizer.merge import merge
from pseudonymizer.model import Decision, Document, Entity, Evidence, Mention, Rewrite
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.surrogates import SurrogateGenerator
from pseudonymizer.rules import Decider


@dataclass
class Result:
    document: Document
    tokens: int
    sentences: int
    mentions: list[Mention]
    entities: list[Entity]
    rewrites: dict[Mode, Rewrite] = field(default_factory=dict)
    leaks: dict[Mode, int] = field(default_factory=dict)
    # The mentions this run replaces: `Config.replaces` of each decision (kept candidates not).
    replaced: list[Mention] = field(default_factory=list)
    # The reading detection made (tokens, sentences, lemmas), where it read the document as
    # written: the review tool keeps it to cut windows without reading the text again.
    analysis: Analysis | None = None


class Pipeline:
    def __init__(
        self,
        config: Config,
        modes: Sequence[Mode] = (),
        surrogates: SurrogateGenerator | None = None,
    ) -> None:
        self.config = config
        self.modes = tuple(modes)
        # A run that pseudonymizes reads the forms its surrogates are declined into in the same
        # reading as NER.
        self.analyzer = Analyzer(config, forms=Mode.PSEUDONYMIZE in self.modes)
        self.detector = Detector(config)
        self.decider = Decider(config.rules)
        self.replacer = Replacer(config, surrogates)
        self.propagating = PROPAGATE not in config.disabled_recognizers
        # Detected views of tokenized documents (by id of the view) -> the documents as read.
        self._originals: dict[int, tuple[Document, Detokenized]] = {}

    def run(self, documents: Iterable[Document]) -> Iterator[Result]:
        if not self.config.detects:  # the input's annotations are all the mentions
            # They are known before anything is replaced: no surrogate may spell one of them
            # (a person's `Honza` in one document is no surrogate in another).
            documents = list(documents)
            self.replacer.forbid(
                (m.text_in(d.text), m.category, d.lang) for d in documents for m in d.given
            )
            for document, analysis in self.analyzer.analyze(self._views(documents)):
                yield self._finish(document, analysis, [])
            return
        analyzed = self.analyzer.analyze(self._views(documents))
        if self.propagating and self.config.propagation == "corpus":
            # Every document's findings are looked for in every document: this needs them all
            # detected first, so the corpus is held in memory between the two passes.
            detected = [(d, a, self.detector.detect(d, a)) for d, a in analyzed]
            corpus = Seeds()
            for document, analysis, mentions in detected:
                corpus.update(seeds(document.text, analysis, mentions).elsewhere())
            # With the corpus read, no surrogate may spell what any document names.
            found = ((m, d) for d, _, mentions in detected for m in mentions)
            # What comes with a document, in its offsets as written, not as detected.
            given = (
                (m, written)
                for written in (self._written(d) for d, _, _ in detected)
                for m in (written.given if self.config.given else ())
            )
            self.replacer.forbid(
                (m.text_in(d.text), m.category, d.lang) for m, d in chain(found, given)
            )
            for document, analysis, mentions in detected:
                yield self._finish(document, analysis, mentions, corpus)
            return
        for document, analysis in analyzed:
            yield self._finish(document, analysis, self.detector.detect(document, analysis))

    def _views(self, documents: Iterable[Document]) -> Iterator[Document]:
        """Each document as it is detected: a tokenized one without the tokenizer's spaces,
        remembered with its original until `_finish` maps the findings back."""
        for document in documents:
            detokenized = detokenize(document.text)
            if detokenized is None:
                yield document
                continue
            view = replace(document, text=detokenized.text)
            self._originals[id(view)] = (document, detokenized)
            yield view

    def _written(self, document: Document) -> Document:
        """The document as written, of the view of it that was detected."""
        original = self._originals.get(id(document))
        return original[0] if original is not None else document

    def _finish(
        self,
        document: Document,
        analysis: Analysis,
        mentions: list[Mention],
        corpus: Seeds | None = None,
    ) -> Result:
        """Propagate, decide, link, replace and audit one document's detections, with the
        mentions given with it where the run takes them (a person's winning an overlap)."""
        if self.propagating and self.config.detects:
            found = _propagated(propagate(document.text, analysis, mentions, corpus))
            mentions = merge(mentions + found, document.text, document.lang)
        mentions = self.decider.decide(document.text, analysis, mentions)
        # The reading of the document as written, for the forms of its names: a tokenized one
        # was read without its tokenizer's spaces, and is read as written where it is replaced.
        reading = analysis.doc
        if (original := self._originals.pop(id(document), None)) is not None:
            document, detokenized = original
            mentions = [detokenized.to_original(mention) for mention in mentions]
            reading = None
        if self.config.given and document.given:
            mentions = merge([*mentions, *document.given], document.text, document.lang)
        entities = link(document.text, mentions, document.lang, reading)
        result = Result(document, analysis.token_count, len(analysis.sentences), mentions, entities)
        result.replaced = [m for m in mentions if self.config.replaces(m)]
        if original is None:
            result.analysis = analysis
        # The replacer and the audit see only what this run replaces, so kept candidates
        # keep their text and are not counted as leaks.
        chosen = _restricted(entities, result.replaced)
        for mode in self.modes:
            rewrite = self.replacer.replace(document, result.replaced, chosen, mode, reading)
            result.rewrites[mode] = rewrite
            result.leaks[mode] = count_leaks(
                document.text, result.replaced, rewrite.text, document.lang
            )
        return result


def _propagated(mentions: list[Mention]) -> list[Mention]:
    """Propagated mentions with evidence saying where they were copied from (an offset, or
    another document)."""
    found = []
    for mention in mentions:
        origin = mention.attrs.propagated_from
        detail = f"from offset {origin}" if origin is not None else "from another document"
        found.append(
            replace(mention, decision=Decision(evidence=(Evidence(PROPAGATE, 0.0, detail),)))
        )
    return found


def _restricted(entities: list[Entity], mentions: list[Mention]) -> list[Entity]:
    """`entities` with only the given mentions, so no surrogate or tag number is spent on (or
    derived from) a mention that keeps its text."""
    chosen = {id(mention) for mention in mentions}
    return [
        replace(entity, mentions=[m for m in entity.mentions if id(m) in chosen])
        for entity in entities
    ]
