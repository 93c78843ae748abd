"""Detection: every recognizer for the document's language, then one merge of their mentions."""

from __future__ import annotations

from functools import cache

from pseudonymizer.analyze import Analysis
from pseudonymizer.config import Config, ConfigError
from pseudonymizer.detect.dates import DateRecognizer
from pseudonymizer.detect.identifiers import NATIONAL_IDS
from pseudonymizer.detect.merge import merge
from pseudonymizer.detect.ner import NerRecognizer
from pseudonymizer.detect.patterns import RECOGNIZERS as PATTERNS
from pseudonymizer.detect.phones import PhoneRecognizer
from pseudonymizer.detect.propagate import SOURCE as PROPAGATE
from pseudonymizer.detect.recognizer import Recognizer
from pseudonymizer.languages import SUPPORTED, get_language
from pseudonymizer.model import Document, Mention


@cache
def recognizers_for(lang: str) -> tuple[Recognizer, ...]:
    """All recognizers that apply to documents in `lang`."""
    language = get_language(lang)
    return (
        NerRecognizer(),
        *PATTERNS,
        PhoneRecognizer(language.phone_regions),
        DateRecognizer(language),
        *(NATIONAL_IDS[name] for name in language.national_ids),
    )


def recognizer_names() -> set[str]:
    """Names `--disable` accepts: every recognizer, and the propagation step."""
    names = {recognizer.name for lang in SUPPORTED for recognizer in recognizers_for(lang)}
    return names | {PROPAGATE}


class Detector:
    def __init__(self, config: Config) -> None:
        unknown = config.disabled_recognizers - recognizer_names()
        if unknown:
            raise ConfigError(
                f"unknown recognizer(s) {', '.join(sorted(unknown))}; "
                f"available: {', '.join(sorted(recognizer_names()))}"
            )
        self.disabled = config.disabled_recognizers

    def detect(self, document: Document, analysis: Analysis) -> list[Mention]:
        """Merged, non-overlapping mentions in text order."""
        mentions = [
            mention
            for recognizer in recognizers_for(document.lang)
            if recognizer.name not in self.disabled
            for mention in recognizer.find(document, analysis)
        ]
        return merge(mentions, document.text)
