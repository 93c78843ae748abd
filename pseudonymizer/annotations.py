"""People's annotations as mentions: what the input marked (BRAT `T` lines, a record's `spans`,
a corpus's tags), read by a label scheme, replaced by `run --mentions input|both`.

A scheme (`categories.SCHEMES`) says which category each label names, and `SUBTYPES` what else
it says (a given or a family name, a gender, an identifier's kind). Where the user names no
scheme, the first in `GUESS_ORDER` that knows every label of a file is taken: the German
surrogate generator's `FEMALE`, SweLL's `firstname_male` and CNEC's `pf` each say whose they
are. A person's annotation is decided: private, and as strong as a person's private term, so
it wins where the detector's findings overlap it.
"""

from __future__ import annotations

from collections.abc import Iterable

from pseudonymizer.categories import SCHEMES, SUBTYPES, UnknownLabelError, to_canonical
from pseudonymizer.model import Attributes, Decision, Document, Evidence, Mention, Status

SOURCE = "input"
# As strong as a private term a person listed (`rules.CREATED_SCORE`): above every recognizer.
SCORE = 1.0
# Schemes tried, in this order, for the labels of a file that names none.
GUESS_ORDER = (
    *("canonical", "eder", "tei", "swell", "polish_corpus", "hungarian_corpus", "cnec", "kpwr"),
    *("tab", "presidio", "conll", "spacy"),
)


class AnnotationError(ValueError):
    """An annotation that cannot be a mention: the message says why, `line` where."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line


def guess_scheme(labels: Iterable[str]) -> str:
    """The first scheme of `GUESS_ORDER` that knows every one of `labels`."""
    wanted = set(labels)
    for scheme in GUESS_ORDER:
        if all(_knows(scheme, label) for label in wanted):
            return scheme
    unknown = sorted(wanted - set(SCHEMES["canonical"]))[:3]
    raise AnnotationError(
        f"no label scheme knows all the labels of this file (such as {', '.join(unknown)}); "
        f"name it with --scheme, one of: {', '.join(SCHEMES)}"
    )


def given_mentions(document: Document, scheme: str) -> tuple[Mention, ...]:
    """The document's annotations as mentions, by `scheme`; a label that names no personal
    data in it (a CNEC number, a currency) is none. Raises `AnnotationError` for a label the
    scheme does not know or a span outside the text."""
    found = []
    for annotation in document.annotations:
        if not 0 <= annotation.start < annotation.end <= len(document.text):
            raise AnnotationError(
                f"span {annotation.start}-{annotation.end} falls outside the text "
                f"({len(document.text)} characters)",
                annotation.line,
            )
        try:
            category = to_canonical(scheme, annotation.label)
        except UnknownLabelError as error:
            raise AnnotationError(str(error), annotation.line) from None
        if category is None:
            continue
        kind, gender = SUBTYPES.get(scheme, {}).get(annotation.label, (None, None))
        decision = Decision(Status.PRIVATE, (Evidence(SOURCE, 0.0, annotation.label),))
        attrs = Attributes(kind=kind, gender=gender)
        found.append(
            Mention(annotation.start, annotation.end, category, SOURCE, SCORE, attrs, decision)
        )
    return tuple(found)


def _knows(scheme: str, label: str) -> bool:
    try:
        to_canonical(scheme, label)
    except UnknownLabelError:
        return False
    return True
