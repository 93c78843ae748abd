"""One typed settings object, built by the CLI (or a caller) and handed to the pipeline."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TypeVar

from pseudonymizer.categories import (
    CANONICAL_TAGS,
    MASKED_TAGS,
    SCHEMES,
    TEI_TAGS,
    Category,
    TagVocabulary,
)
from pseudonymizer.choices import AgeStyle, AmountStyle, MentionSource, Scope, TagStyle
from pseudonymizer.languages import get_language, supported
from pseudonymizer.model import Mention, Rule, Status

_Choice = TypeVar("_Choice", bound=StrEnum)
_VOCABULARIES = {
    TagStyle.CANONICAL: CANONICAL_TAGS,
    TagStyle.TEI: TEI_TAGS,
    TagStyle.MASKED: MASKED_TAGS,
}


class ConfigError(ValueError):
    pass


def default_models() -> dict[str, str]:
    """The spaCy pipeline of each language that has one (`Language.spacy_model`); languages
    without one get the plain analyzer and no NER."""
    return {code: model for code in supported() if (model := get_language(code).spacy_model)}


@dataclass(frozen=True)
class Config:
    default_lang: str = "en"
    models: Mapping[str, str] = field(default_factory=default_models)
    disabled_recognizers: frozenset[str] = field(default_factory=frozenset)
    tags: TagStyle = TagStyle.CANONICAL
    numbered: bool = False
    batch_size: int = 16
    propagation: Scope = Scope.DOCUMENT
    rules: tuple[Rule, ...] = ()
    # Candidates (mentions no rule or person decided) are replaced unless this is set: fail
    # closed. Keeping them is the explicit opt-out for corpora where rules decide everything.
    keep_candidates: bool = False
    # Where two entities may not share a surrogate: the whole corpus of a run, or each document.
    surrogate_scope: Scope = Scope.CORPUS
    # Whose shift the dates, times and weekdays move by: each document's own (one date known
    # in a document reveals no other document's), or one for the whole corpus of a run (where
    # documents tell one story and must keep the intervals between them).
    date_shift: Scope = Scope.DOCUMENT
    # How ages are pseudonymized: moved a year or two, widened to a five-year span, or kept.
    ages: AgeStyle = AgeStyle.SHIFT
    # Amounts and measures are still found (`detect` writes them), and kept or replaced.
    amounts: AmountStyle = AmountStyle.KEEP
    # Surrogate IDs pass their check digits; False makes them fail on purpose, so that no
    # surrogate can be some real person's number.
    valid_ids: bool = True
    # Where names are declined (Czech), each new surrogate is read back in the original's
    # place and one the pipeline reads in the original's form is preferred; False saves that
    # reading (about two fifths of the replacement's time on CNEC, see
    # bench/pseudonymize_speed.py).
    read_back: bool = True
    # Where the mentions come from: the detector, the input's annotations, or both; and the
    # label scheme that reads the annotations (None: guessed from each file's labels).
    mentions: MentionSource = MentionSource.DETECT
    scheme: str | None = None

    def __post_init__(self) -> None:
        for code in (self.default_lang, *self.models):
            get_language(code)
        choices = (
            ("propagation", "propagation", Scope),
            ("surrogate_scope", "surrogate scope", Scope),
            ("date_shift", "date shift", Scope),
            ("ages", "ages", AgeStyle),
            ("amounts", "amounts", AmountStyle),
            ("tags", "tags", TagStyle),
            ("mentions", "mentions", MentionSource),
        )
        for name, label, kind in choices:
            object.__setattr__(self, name, _choice(label, getattr(self, name), kind))
        if self.scheme is not None and self.scheme not in SCHEMES:
            raise ConfigError(
                f"unknown label scheme {self.scheme!r}; choose one of: {', '.join(SCHEMES)}"
            )

    @property
    def detects(self) -> bool:
        """Whether the detector finds mentions in this run."""
        return self.mentions is not MentionSource.INPUT

    @property
    def given(self) -> bool:
        """Whether the input's annotations are mentions in this run."""
        return self.mentions is not MentionSource.DETECT

    def replaces(self, mention: Mention) -> bool:
        """Whether `mention` is replaced in this run: `Decision.replaced` (everything but
        PUBLIC), except that kept candidates stay too, and so do ages and amounts when they are
        kept."""
        if self.ages is AgeStyle.KEEP and mention.category is Category.AGE:
            return False
        if self.amounts is AmountStyle.KEEP and mention.attrs.kind == "amount":
            return False
        if self.keep_candidates and mention.decision.status is Status.CANDIDATE:
            return False
        return mention.decision.replaced

    def tag_vocabulary(self, lang: str) -> TagVocabulary:
        """How tags are written in documents in `lang`; `native` needs the language to have
        corpus tags of its own."""
        if self.tags is not TagStyle.NATIVE:
            return _VOCABULARIES[self.tags]
        vocabulary = get_language(lang).native_tags
        if vocabulary is None:
            have = [code for code in supported() if get_language(code).native_tags]
            raise ConfigError(
                f"no native tag set for language {lang!r} (native tags exist for: "
                f"{', '.join(have)}); use --tags canonical"
            )
        return vocabulary


def _choice(label: str, value: object, kind: type[_Choice]) -> _Choice:
    """`value` as one of the choices of `kind`, or a ConfigError that lists them."""
    try:
        return kind(value)
    except ValueError:
        names = [f"{choice.value!r}" for choice in kind]
        listed = f"{', '.join(names[:-1])} or {names[-1]}"
        raise ConfigError(f"{label} must be {listed}, got {value!r}") from None
