"""The data model every stage reads and writes.

Pure Python with no heavy imports, so the CLI, the batch runner, the distributed runner and the web
tool can share it. Offsets are code-point offsets into `Document.text`, end exclusive, the same
convention as BRAT and the evaluation corpora, so spans never need converting between stages.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from pseudonymizer.categories import Category


@dataclass(frozen=True)
class Annotation:
    """A stretch the input marked (a BRAT `T` line, a record's span, a CoNLL tag), with its
    label as written and the line of the input it stands on, where it has one."""

    start: int
    end: int
    label: str
    line: int | None = None


@dataclass
class Document:
    """One text to de-identify. `meta` carries what a format needs to write the document back.
    `annotations` are what the input marked; `given` are mentions that come with the document
    rather than from detection: the input's annotations as a label scheme reads them (`run
    --mentions input|both`), or a person's decisions."""

    id: str
    text: str
    lang: str
    meta: dict[str, Any] = field(default_factory=dict)
    annotations: tuple[Annotation, ...] = ()
    given: tuple[Mention, ...] = ()
    # Its language was identified in its text: no record, folder or `--lang` gave one.
    identified: bool = False


class Status(StrEnum):
    PRIVATE = "private"
    PUBLIC = "public"
    CANDIDATE = "candidate"


@dataclass(frozen=True)
class Evidence:
    """One vote behind a decision: who said it (recognizer, rule or user) and with what weight."""

    source: str
    weight: float
    detail: str = ""


@dataclass(frozen=True)
class Decision:
    """Whether a mention is replaced. Only `PUBLIC` keeps the original text (fail closed)."""

    status: Status = Status.CANDIDATE
    evidence: tuple[Evidence, ...] = ()

    def with_evidence(self, *more: Evidence) -> Decision:
        return Decision(self.status, (*self.evidence, *more))

    @property
    def replaced(self) -> bool:
        return self.status is not Status.PUBLIC


@dataclass(frozen=True)
class Attributes:
    """What a recognizer, propagation or a merge noted about a mention beyond its category.

    `kind` is the pattern or subtype found (`iban`, `cz_birth_number`, `case_number`, `ipv6`,
    `amount`, an address part); `context` what vouched for a name around it (`title`,
    `initials`, `post_nominal`); `ner_label` the model's label (`TIME`); `form` how a date is
    written (`numeric`); `region` and `normalized` a phone number's region and E.164 number;
    `lemma`, `tag`, `name_class` and `gender` what a dictionary read of a name (Polish:
    `Kowalski`, `subst:sg:gen:m1`, `nazwisko`, `m`). `propagated_from` is the offset of the
    mention a propagated one was copied from (None: from another document), `part`
    says it was copied as a family name alone, `by_lemma` that it was found by its lemmas, and
    `cut` that a merge cut it to what a stronger mention left of it.

    `entity` is the entity a person put the mention in (a label of the review tool): its
    mentions name one thing whatever their text, so `link` groups by it before anything else;
    `replacement` is a text a person fixed for that entity, which `pseudonymize` writes as it
    is (the other modes have no use for it)."""

    kind: str | None = None
    context: str | None = None
    ner_label: str | None = None
    form: str | None = None
    region: str | None = None
    normalized: str | None = None
    lemma: str | None = None
    tag: str | None = None
    name_class: str | None = None
    gender: str | None = None
    propagated_from: int | None = None
    part: bool = False
    by_lemma: bool = False
    cut: bool = False
    entity: str | None = None
    replacement: str | None = None


# The `context` of an organization the text says employs someone (`detect/employers.py`):
# the employer is a firm, so even its one word is drawn as a firm's (`replace/operators.py`).
EMPLOYER = "employer"


@dataclass(frozen=True)
class Mention:
    """A stretch of text that names or identifies someone. A stage that changes what it knows
    of a mention makes a new one (`dataclasses.replace`): a mention found is never edited."""

    start: int
    end: int
    category: Category
    source: str
    score: float = 1.0
    attrs: Attributes = Attributes()
    decision: Decision = Decision()

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError(
                f"mention offsets must satisfy 0 <= start < end, got {self.start}-{self.end}"
            )

    def text_in(self, text: str) -> str:
        return text[self.start : self.end]

    def overlaps(self, other: Mention) -> bool:
        return self.start < other.end and other.start < self.end


@dataclass
class Entity:
    """The mentions that name one real-world thing; it gets one surrogate and one tag number."""

    id: str
    category: Category
    key: str
    mentions: list[Mention] = field(default_factory=list)


@dataclass(frozen=True)
class Edit:
    """Replace `text[start:end]` (original offsets) by `replacement`; `lemma` is the
    replacement's dictionary form where it is known (a declined surrogate's nominative), for
    formats that carry lemmas. A `markup` replacement is an XML element (TEI's `<gap/>`): a
    format of markup writes it as markup, any other as text."""

    start: int
    end: int
    replacement: str
    lemma: str | None = None
    markup: bool = False


@dataclass
class Rewrite:
    """A document's new text and the edits that made it, so annotations can follow their text."""

    text: str
    edits: list[Edit]

    def map_span(self, start: int, end: int) -> tuple[int, int]:
        """Carry an original span over to the new text.

        A boundary inside an edited stretch snaps outward to that edit's replacement, so a span
        that touched personal data covers all of its replacement and never a leftover piece.
        """
        return self._map(start, is_end=False), self._map(end, is_end=True)

    def _map(self, position: int, *, is_end: bool) -> int:
        shift = 0
        for edit in self.edits:
            new_start = edit.start + shift
            new_end = new_start + len(edit.replacement)
            if position < edit.start or (is_end and position == edit.start):
                return position + shift
            if position < edit.end:
                return new_end if is_end else new_start
            shift += len(edit.replacement) - (edit.end - edit.start)
        return position + shift


@dataclass(frozen=True)
class WordForm:
    """What the pipeline read of one word: its lemma, and `Case`/`Number`/`Gender` as in
    Universal Dependencies (`Gen`, `Sing`, `Fem`), None where it said nothing."""

    lemma: str
    case: str | None
    number: str | None
    gender: str | None


# One form per word of a mention; None for a word that is not one token.
Forms = tuple[WordForm | None, ...]


def apply_edits(text: str, edits: list[Edit]) -> Rewrite:
    """The rewritten text; `edits` must be sorted and must not overlap."""
    pieces = []
    position = 0
    for edit in edits:
        if edit.start < position:
            raise ValueError(f"overlapping edits at offset {edit.start}")
        pieces += [text[position : edit.start], edit.replacement]
        position = edit.end
    pieces.append(text[position:])
    return Rewrite("".join(pieces), edits)


# Rules: one rule of the Czech thesis's voting model is a condition on a mention and the
# confidence with which it says "private" (negative) or "public" (positive); 0 leaves the
# mention a candidate. Rules are validated and normalized when they are made, so a typo in a
# rules file is reported where it was written rather than silently matching nothing. The
# decide stage (`rules/`) applies them; `Config` carries them.


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
