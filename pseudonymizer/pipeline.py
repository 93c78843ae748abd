"""The stages wired together for one document at a time: analyze -> detect -> propagate ->
decide -> link -> replace -> audit.

Every entry point goes through a `Pipeline`: the corpus runner (`run/`, in this process, in
worker processes or on Dask) calls `collect` and `process` on batches, the review tool's
analysis and metadata's free text call `run`; so a document is de-identified the same way
wherever it is worked. The pipeline keeps no ledger of its own: the one it replaces against
is an argument, so the caller decides the scope of uniqueness (a corpus, a document, a
document's parts) and nothing outside patches the pipeline's state.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from pseudonymizer.analyze import Analysis, Analyzer
from pseudonymizer.analyze.detokenize import Detokenized, detokenize
from pseudonymizer.audit.auditor import Auditor, to_original
from pseudonymizer.audit.findings import Finding
from pseudonymizer.audit.forms import Form
from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode, Scope
from pseudonymizer.config import Config
from pseudonymizer.detect import Detector
from pseudonymizer.detect.propagate import SOURCE as PROPAGATE
from pseudonymizer.detect.propagate import Seeds, propagate, seeds
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.link import (
    families_named,
    genitives_apart,
    given_named,
    joined_names,
    link,
)
from pseudonymizer.merge import merge
from pseudonymizer.model import Decision, Document, Entity, Evidence, Mention, Rewrite, Status
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.claims import Claims
from pseudonymizer.replace.ledger import Ledger
from pseudonymizer.replace.surrogates import SurrogateGenerator
from pseudonymizer.rules import Decider

if TYPE_CHECKING:
    from spacy.tokens import Doc


@dataclass
class Result:
    document: Document
    tokens: int
    sentences: int
    mentions: list[Mention]
    entities: list[Entity]
    rewrites: dict[Mode, Rewrite] = field(default_factory=dict)
    # What the audit found in each output: certain leaks and suspected ones.
    findings: dict[Mode, list[Finding]] = field(default_factory=dict)
    # The surface forms of what the run replaced, for the audit of the output's file name.
    forms: tuple[Form, ...] = ()
    # The mentions this run replaces: `Config.replaces` of each decision (kept candidates not).
    replaced: list[Mention] = field(default_factory=list)
    # The reading detection made (tokens, sentences, lemmas), where it read the document as
    # written: the review tool keeps it to cut windows without reading the text again.
    analysis: Analysis | None = None
    # What the document claimed in the ledger it was replaced against (pseudonymize), for the
    # runner to record and, where each document is replaced apart (no ledger given), admit
    # in corpus order; and what replacing it again needs, where its claims are not admitted.
    claims: Claims | None = None
    again: Again | None = None


@dataclass
class Again:
    """What replacing a document again needs: the document as written, the mentions it
    replaces and their entities; and, for the audit of the new outputs, the strings kept
    public and what a fresh detection found in an output (in the original's offsets)."""

    document: Document
    replaced: list[Mention]
    entities: list[Entity]
    public: list[str] = field(default_factory=list)
    detected: list[Mention] = field(default_factory=list)


@dataclass
class Collected:
    """What the first pass over the corpus found in one document: what other documents look
    for (`--propagate corpus`), and its private strings (text, category, language)."""

    seeds: Seeds
    originals: list[tuple[str, Category, str]]


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
        self.propagating = propagating(config)
        # Detected views of tokenized documents (by id of the view) -> the documents as read.
        self._originals: dict[int, tuple[Document, Detokenized]] = {}

    def run(self, documents: Iterable[Document], ledger: Ledger | None = None) -> Iterator[Result]:
        """The whole corpus through every stage in one process: what must be known of all
        documents before any is replaced is collected first (`collect`), so the corpus is
        held in memory between the two passes where the run needs that. With `--scope
        corpus` the documents share `ledger` (a caller that runs one corpus in several calls
        keeps it; None: a new one for these documents); with `--scope document` each has its
        own."""
        if self.config.surrogate_scope is not Scope.CORPUS:
            ledger = None
        elif ledger is None:
            ledger = Ledger()
        if not collects(self.config):
            yield from self.process(documents, ledger=ledger)
            return
        documents = list(documents)
        corpus = Seeds()
        originals: list[tuple[str, Category, str]] = []
        for collected in self.collect(documents):
            corpus.update(collected.seeds)
            originals.extend(collected.originals)
        self.forbid(originals)
        seeds = corpus if corpus_propagation(self.config) else None
        yield from self.process(documents, seeds, ledger=ledger)

    def collect(self, documents: Iterable[Document]) -> Iterator[Collected]:
        """The first pass, one `Collected` per document in order: what it names (its private
        strings, which no surrogate may spell) and, with `--propagate corpus`, what every
        other document is to look for."""
        if not self.config.detects:  # the input's annotations are all the mentions
            for document in documents:
                names = [
                    (m.text_in(document.text), m.category, document.lang) for m in document.given
                ]
                yield Collected(Seeds(), names)
            return
        for document, analysis in self.analyzer.analyze(self._views(documents)):
            mentions = self.detector.detect(document, analysis)
            # What comes with a document, in its offsets as written, not as detected.
            written = self._originals.pop(id(document), (document, None))[0]
            given = written.given if self.config.given else ()
            names = [(m.text_in(document.text), m.category, document.lang) for m in mentions]
            names += [(m.text_in(written.text), m.category, written.lang) for m in given]
            found = seeds(document.text, analysis, mentions).elsewhere()
            yield Collected(found, names)

    def forbid(self, originals: Iterable[tuple[str, Category, str]]) -> None:
        """No surrogate may spell one of `originals` (the corpus's private strings)."""
        self.replacer.forbid(originals)

    def process(
        self,
        documents: Iterable[Document],
        corpus: Seeds | None = None,
        *,
        ledger: Ledger | None = None,
    ) -> Iterator[Result]:
        """Every stage for each document, in order; `corpus` holds what the first pass found in
        all documents (`--propagate corpus`). Each document's surrogates are drawn against
        `ledger`, what its scope gave out before, and written to it; with None, each document
        is replaced apart, against a ledger of its own, and its result says what it claimed
        and what replacing it `again` against another ledger needs."""
        for document, analysis in self.analyzer.analyze(self._views(documents)):
            found = self.detector.detect(document, analysis) if self.config.detects else []
            yield self._finish(document, analysis, found, corpus, ledger)

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

    def _finish(
        self,
        document: Document,
        analysis: Analysis,
        mentions: list[Mention],
        corpus: Seeds | None,
        ledger: Ledger | None,
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
        forms = reading  # what the replacement reads the forms of names in
        if (original := self._originals.pop(id(document), None)) is not None:
            document, detokenized = original
            mentions = [detokenized.to_original(mention) for mention in mentions]
            reading = None
            forms = detokenized.reading(analysis.doc, document.text) if analysis.doc else None
        if self.config.given and document.given:
            mentions = merge([*mentions, *document.given], document.text, document.lang)
        mentions = genitives_apart(document.text, mentions, document.lang)
        mentions = joined_names(document.text, mentions, document.lang)
        mentions = families_named(document.text, mentions, document.lang, reading)
        mentions = given_named(document.text, mentions, document.lang)
        entities = link(document.text, mentions, document.lang, reading)
        result = Result(document, analysis.token_count, len(analysis.sentences), mentions, entities)
        result.replaced = [m for m in mentions if self.config.replaces(m)]
        if original is None:
            result.analysis = analysis
        # The replacer and the audit see only what this run replaces, so kept candidates
        # keep their text and are not counted as leaks.
        chosen = _restricted(entities, result.replaced)
        self._replace(result, chosen, forms, ledger)
        # Only what a person or rule decided public is no suspect: a candidate kept by
        # `--candidates keep` is still one, for a person to check.
        public = [m.text_in(document.text) for m in mentions if m.decision.status is Status.PUBLIC]
        detected = self._detected(result)
        self._audit(result, public, detected)
        if ledger is None and Mode.PSEUDONYMIZE in self.modes:
            result.again = Again(document, result.replaced, chosen, public, detected)
        return result

    def again(self, again: Again, ledger: Ledger) -> Result:
        """The replacement of a document replaced apart done again, against `ledger` and
        writing to it: the runner's way to give a document whose claims disagree with the
        corpus the surrogates one document after another would."""
        document = again.document
        result = Result(document, 0, 0, again.replaced, again.entities, replaced=again.replaced)
        self._replace(result, again.entities, None, ledger)
        self._audit(result, again.public, again.detected)
        return result

    def _detected(self, result: Result) -> list[Mention]:
        """What the detection finds in one of the document's outputs (the pseudonymized one,
        where the run writes it: its names read as names), in the original's offsets: the
        audit's fresh look at what was written, beside what the run replaced."""
        if not self.modes or not self.config.detects:
            return []
        mode = Mode.PSEUDONYMIZE if Mode.PSEUDONYMIZE in self.modes else self.modes[0]
        rewrite = result.rewrites[mode]
        written = Document(result.document.id, rewrite.text, result.document.lang)
        found: list[Mention] = []
        for mention in self.detect_written(written):
            span = to_original(rewrite, mention.start, mention.end)
            if span is not None:
                found.append(replace(mention, start=span[0], end=span[1]))
        return found

    def detect_written(self, document: Document) -> list[Mention]:
        """What the detection finds in a text as written (a tokenized one read without its
        tokenizer's spaces), in its offsets: the audit's fresh look at an output."""
        found: list[Mention] = []
        for view, analysis in self.analyzer.analyze(self._views([document])):
            mentions = self.detector.detect(view, analysis)
            if (original := self._originals.pop(id(view), None)) is not None:
                mentions = [original[1].to_original(mention) for mention in mentions]
            found += mentions
        return found

    def _audit(self, result: Result, public: list[str], detected: list[Mention]) -> None:
        """Each output's findings: certain leaks and suspected ones."""
        if not self.modes:
            return
        grammar = grammar_for(result.document.lang)
        checksums = self.config.valid_ids
        # A person's private decision is looked for though a merge cut it (its words are
        # private whatever won the overlap).
        given = [m for m in result.document.given if self.config.replaces(m)]
        private = result.replaced + [m for m in given if m not in result.replaced]
        auditor = Auditor(result.document, private, grammar, public, checksums=checksums)
        result.forms = auditor.forms
        for mode, rewrite in result.rewrites.items():
            surrogates = mode is Mode.PSEUDONYMIZE
            result.findings[mode] = auditor.audit(rewrite, detected, surrogates)

    def _replace(
        self, result: Result, chosen: list[Entity], reading: Doc | None, ledger: Ledger | None
    ) -> None:
        """Every mode's rewrite of `result.document`, and (pseudonymize) the claims it made: it
        writes to a layer of `ledger` (or of a ledger of its own), committed to `ledger` once
        every mode is done."""
        document = result.document
        layer = (ledger if ledger is not None else Ledger()).layer()
        for mode in self.modes:
            rewrite = self.replacer.replace(
                document, result.replaced, chosen, mode, reading, ledger=layer
            )
            result.rewrites[mode] = rewrite
        if Mode.PSEUDONYMIZE in self.modes:
            result.claims = Claims.of(layer)
        if ledger is not None:
            ledger.commit(layer)


def propagating(config: Config) -> bool:
    """Whether what is found is looked for elsewhere (`--disable propagate` says not)."""
    return PROPAGATE not in config.disabled_recognizers


def corpus_propagation(config: Config) -> bool:
    """Whether each document's findings are looked for in every document."""
    return propagating(config) and config.propagation == "corpus" and config.detects


def collects(config: Config) -> bool:
    """Whether a run needs a first pass over the corpus before replacing: to look for every
    document's findings in every document (`--propagate corpus`), or to know every given
    mention (`--mentions input`) so that no surrogate spells one of them."""
    return corpus_propagation(config) or not config.detects


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
