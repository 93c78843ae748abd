"""The stages wired together: analyze -> detect -> propagate -> link -> replace -> audit.

The CLI, the batch runner and (later) the distributed runner and web tool all go through
`Pipeline.run`, so every entry point de-identifies a document the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analyzer
from pseudonymizer.audit import count_leaks
from pseudonymizer.config import Config
from pseudonymizer.detect import Detector
from pseudonymizer.detect.merge import merge
from pseudonymizer.detect.propagate import SOURCE as PROPAGATE
from pseudonymizer.detect.propagate import propagate
from pseudonymizer.link import link
from pseudonymizer.model import Document, Entity, Mention, Rewrite
from pseudonymizer.replace import Mode, Replacer
from pseudonymizer.replace.surrogates import SurrogateGenerator


@dataclass
class Result:
    document: Document
    tokens: int
    sentences: int
    mentions: list[Mention]
    entities: list[Entity]
    rewrites: dict[Mode, Rewrite] = field(default_factory=dict)
    leaks: dict[Mode, int] = field(default_factory=dict)


class Pipeline:
    def __init__(
        self,
        config: Config,
        modes: Sequence[Mode] = (),
        surrogates: SurrogateGenerator | None = None,
    ) -> None:
        self.config = config
        self.modes = tuple(modes)
        self.analyzer = Analyzer(config)
        self.detector = Detector(config)
        self.replacer = Replacer(config, surrogates)
        self.propagating = PROPAGATE not in config.disabled_recognizers

    def run(self, documents: Iterable[Document]) -> Iterator[Result]:
        for document, analysis in self.analyzer.analyze(documents):
            mentions = self.detector.detect(document, analysis)
            if self.propagating:
                mentions = merge(mentions + propagate(document.text, mentions), document.text)
            entities = link(document.text, mentions)
            result = Result(
                document, analysis.token_count, len(analysis.sentences), mentions, entities
            )
            for mode in self.modes:
                rewrite = self.replacer.replace(document, mentions, entities, mode)
                result.rewrites[mode] = rewrite
                result.leaks[mode] = count_leaks(document.text, mentions, rewrite.text)
            yield result
