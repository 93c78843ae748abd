"""One rule of the Czech thesis's voting model: a condition on a mention and the confidence with
which it says "private" (negative) or "public" (positive); 0 leaves the mention a candidate.

Rules are validated and normalized when they are made, so a typo in a rules file is reported
where it was written rather than silently matching nothing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum

from pseudonymizer.categories import Category


class RuleError(ValueError):
    """A rule that cannot mean anything; the message says which part is wrong."""


class RuleType(StrEnum):
    NE_TYPE = "ne_type"  # condition: a canonical category name
    WORD = "word"  # condition: the exact token sequence, case-sensitive
    LEMMA = "lemma"  # condition: the lemma sequence, compared lower-cased
    USER = "user"  # a person's decision on an exact token sequence: overrides every vote


# Rules whose condition is a sequence of the document's own words.
SEQUENCE_TYPES = frozenset({RuleType.WORD, RuleType.LEMMA, RuleType.USER})


@dataclass(frozen=True)
class Rule:
    """`label` (a canonical category) only matters for a sequence rule with a negative or zero
    confidence: such a rule also creates mentions where its sequence stands undetected, private
    (negative) or candidates for a person to decide (zero: the thesis's "find more").
    `origin` says where the rule came from ("rules.csv:3") for explanations; it is not part
    of the rule's identity and is not saved."""

    type: RuleType
    condition: str
    confidence: float
    label: Category | None = None
    origin: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        kind = _rule_type(self.type)
        object.__setattr__(self, "type", kind)
        object.__setattr__(self, "confidence", _confidence(self.confidence))
        object.__setattr__(self, "condition", _condition(kind, self.condition))
        object.__setattr__(self, "label", _category(self.label, "label"))
        if kind is RuleType.USER and self.confidence == 0:
            raise RuleError(
                "a user rule is a decision: its confidence must be negative (private) or "
                "positive (public), not 0"
            )

    @classmethod
    def of(
        cls, type: str, condition: str, confidence: float, label: str = "", origin: str = ""
    ) -> Rule:
        """A rule from the strings a file or a form holds ("" for no label)."""
        return cls(_rule_type(type), condition, confidence, _category(label, "label"), origin)

    @property
    def sequence(self) -> tuple[str, ...]:
        """The condition as the token (or lemma) sequence a matcher looks up."""
        return tuple(self.condition.split(" "))

    @property
    def creates(self) -> bool:
        """Whether the rule adds mentions where nothing was detected: a private term the
        detectors miss, or (confidence 0) a term to look at wherever it stands."""
        return self.type in SEQUENCE_TYPES and self.confidence <= 0 and self.label is not None


def _rule_type(value: object) -> RuleType:
    try:
        return RuleType(str(value).strip().lower())
    except ValueError:
        choices = ", ".join(kind.value for kind in RuleType)
        raise RuleError(f"unknown rule type {value!r}; choose one of: {choices}") from None


def _confidence(value: float | str) -> float:
    if isinstance(value, bool):
        raise RuleError(f"confidence must be a number, got {value!r}")
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise RuleError(f"confidence must be a number, got {value!r}") from None
    if not math.isfinite(number):
        raise RuleError(f"confidence must be a finite number, got {value!r}")
    return number


def _condition(kind: RuleType, value: object) -> str:
    """Sequences are single-space separated (the form a mention's tokens are joined in);
    lemma conditions are lower-cased, as lemmas are compared; NE types are category names."""
    if not isinstance(value, str) or not value.strip():
        raise RuleError(f"a {kind.value} rule needs a condition")
    if kind is RuleType.NE_TYPE:
        return _canonical(value, "ne_type condition").value
    joined = " ".join(value.split())
    return joined.lower() if kind is RuleType.LEMMA else joined


def _category(value: object, what: str) -> Category | None:
    if value is None or value == "":
        return None
    return _canonical(value, what)


def _canonical(value: object, what: str) -> Category:
    try:
        return Category(str(value).strip().upper())
    except ValueError:
        choices = ", ".join(category.value for category in Category)
        raise RuleError(
            f"{what} {value!r} is not a canonical category; choose one of: {choices}"
        ) from None
