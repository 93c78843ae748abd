"""Detection: every recognizer for the document's language, then one merge of their mentions."""

from __future__ import annotations

from functools import cache

from pseudonymizer.analyze import Analysis
from pseudonymizer.config import Config, ConfigError
from pseudonymizer.detect.addresses import AddressRecognizer
from pseudonymizer.detect.ages import AgeRecognizer
from pseudonymizer.detect.companies import CompanyRecognizer
from pseudonymizer.detect.context import ContextRecognizer
from pseudonymizer.detect.dates import DateRecognizer
from pseudonymizer.detect.demonyms import DemonymRecognizer
from pseudonymizer.detect.identifiers import NATIONAL_IDS
from pseudonymizer.detect.institutions import InstitutionRecognizer
from pseudonymizer.detect.names import KnownNameRecognizer
from pseudonymizer.detect.ner import NerRecognizer
from pseudonymizer.detect.patterns import RECOGNIZERS as PATTERNS
from pseudonymizer.detect.phones import (
    IntroducedPhoneRecognizer,
    PhoneRecognizer,
    PhoneShapeRecognizer,
)
from pseudonymizer.detect.professions import ProfessionRecognizer
from pseudonymizer.detect.propagate import SOURCE as PROPAGATE
from pseudonymizer.detect.proper_nouns import ProperNounRecognizer
from pseudonymizer.detect.quantities import QuantityRecognizer
from pseudonymizer.detect.recognizer import Recognizer
from pseudonymizer.detect.references import REFERENCE_NUMBERS, IntroducedListRecognizer
from pseudonymizer.detect.times import TimeRecognizer
from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.vocabulary import function_words_only
from pseudonymizer.merge import merge
from pseudonymizer.model import Document, Evidence, Mention


@cache
def recognizers_for(lang: str) -> tuple[Recognizer, ...]:
    """All recognizers that apply to documents in `lang`."""
    language = get_language(lang)
    return (
        NerRecognizer(),
        *PATTERNS,
        PhoneRecognizer(language.phone_regions),
        IntroducedPhoneRecognizer(),
        PhoneShapeRecognizer(),
        DateRecognizer(language),
        *(NATIONAL_IDS[name] for name in language.national_ids),
        *language.recognizers,
        ProperNounRecognizer(lang),
        ContextRecognizer(lang),
        *REFERENCE_NUMBERS,
        IntroducedListRecognizer(),
        AgeRecognizer(lang),
        TimeRecognizer(lang),
        QuantityRecognizer(lang),
        AddressRecognizer(lang),
        KnownNameRecognizer(lang),
        InstitutionRecognizer(lang),
        CompanyRecognizer(),
        ProfessionRecognizer(lang),
        DemonymRecognizer(lang),
    )


def recognizer_names() -> set[str]:
    """Names `--disable` accepts: every recognizer, and the propagation step."""
    names = {recognizer.name for lang in supported() for recognizer in recognizers_for(lang)}
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
        """Merged, non-overlapping mentions in text order, each with a weightless piece of
        evidence naming its recognizer (and pattern kind), so a decision can say where its
        mention came from."""
        mentions = []
        for recognizer in recognizers_for(document.lang):
            if recognizer.name in self.disabled:
                continue
            for mention in recognizer.find(document, analysis):
                if function_words_only(mention.text_in(document.text), document.lang):
                    continue  # `The`, `On` at a sentence start: never anyone's data
                # Each new mention has a decision of its own, so it is added to in place.
                mention.decision.evidence.append(Evidence(recognizer.name, 0.0, _detail(mention)))
                mentions.append(mention)
        return merge(mentions, document.text, document.lang)


def _detail(mention: Mention) -> str:
    """What kind of match it was: a pattern's kind, the NER label, a date's form."""
    for key in ("kind", "ner_label", "form"):
        value = mention.attrs.get(key)
        if isinstance(value, str):
            return value
    return ""
