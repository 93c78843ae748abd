"""Detection: every recognizer for the document's language, then one merge of their mentions."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import replace
from importlib import import_module
from pkgutil import iter_modules

from pseudonymizer.analyze import Analysis
from pseudonymizer.config import Config, ConfigError
from pseudonymizer.detect.agreement import agreed
from pseudonymizer.detect.chat_notes import chat_notes
from pseudonymizer.detect.edges import apart, fitted
from pseudonymizer.detect.employers import employers
from pseudonymizer.detect.professions import known_professions
from pseudonymizer.detect.propagate import SOURCE as PROPAGATE
from pseudonymizer.detect.registry import recognizer_names as registered_names
from pseudonymizer.detect.registry import recognizers_for
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.vocabulary import function_words_only
from pseudonymizer.merge import merge
from pseudonymizer.model import Document, Evidence, Mention

# Every module of this package is imported, so that each recognizer registers itself: a new
# recognizer is a new module, nothing else touched.
for _module in iter_modules(__path__):
    import_module(f"{__name__}.{_module.name}")

__all__ = ["Detector", "recognizer_names", "recognizers_for"]


def recognizer_names() -> set[str]:
    """Names `--disable` accepts: every recognizer, and the propagation step."""
    return registered_names() | {PROPAGATE}


class Detector:
    def __init__(self, config: Config) -> None:
        # Every language's recognizers are made to know every name, so only a run that
        # switches some off pays for that (each worker process would, for each phase).
        unknown = config.disabled_recognizers and config.disabled_recognizers - recognizer_names()
        if unknown:
            raise ConfigError(
                f"unknown recognizer(s) {', '.join(sorted(unknown))}; "
                f"available: {', '.join(sorted(recognizer_names()))}"
            )
        self.disabled = config.disabled_recognizers

    def detect(self, document: Document, analysis: Analysis) -> list[Mention]:
        """Merged, non-overlapping mentions in text order, each with a weightless piece of
        evidence naming its recognizer (and pattern kind), so a decision can say where its
        mention came from."""
        mentions = []
        language = get_language(document.lang)
        notes = chat_notes(document.text, document.lang)
        for recognizer in recognizers_for(document.lang):
            if recognizer.name in self.disabled:
                continue
            for mention in recognizer.find(document, analysis):
                if not mention.attrs.context and function_words_only(
                    mention.text_in(document.text), document.lang
                ):
                    # `The`, `On` at a sentence start: never anyone's data; but a title beside
                    # one vouches for a family name of its spelling (Hungarian `Nagy úr`).
                    continue
                if _within(mention, notes):
                    continue  # a chat app's `<Media omitted>`: the app's words, no one's
                fit = fitted(mention, document, analysis, language)
                if fit is None:
                    continue
                for piece in apart(fit, document, analysis):
                    evidence = Evidence(recognizer.name, 0.0, _detail(piece))
                    mentions.append(replace(piece, decision=piece.decision.with_evidence(evidence)))
        merged = merge(known_professions(mentions), document.text, document.lang)
        return agreed(employers(merged, document.text, analysis, document.lang), document.text)


def _within(mention: Mention, spans: list[tuple[int, int]]) -> bool:
    """Whether `mention` lies within one of `spans` (sorted, apart)."""
    i = bisect_right(spans, (mention.start, float("inf"))) - 1
    return i >= 0 and spans[i][0] <= mention.start and mention.end <= spans[i][1]


def _detail(mention: Mention) -> str:
    """What kind of match it was: a pattern's kind, the NER label, a date's form."""
    attrs = mention.attrs
    return attrs.kind or attrs.ner_label or attrs.form or ""
