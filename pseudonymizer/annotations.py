"""People's annotations as mentions: what the input marked (BRAT `T` lines, a record's `spans`,
a corpus's tags), read by a label scheme, replaced by `run --mentions input|both`.

A scheme (`categories.SCHEMES`) says which category each label names, and `SUBTYPES` what else
it says (a given or a family name, a gender, an identifier's kind). Where the user names no
scheme, the first in `GUESS_ORDER` that knows every label of a file is taken: the German
surrogate generator's `FEMALE`, SweLL's `firstname_male` and CNEC's `pf` each say whose they
are. A person's annotation is decided: private, and as strong as a person's private term, so
it wins where the detector's findings overlap it, and it keeps its category: the tag written is
the annotation's.

Annotations that overlap or nest (`Leeds LS1 4AP` marked LOCATION and `LS1 4AP` marked ZIP in
it; two annotators' spans that cross) are resolved by one rule, the same in every format: the
longest wins its extent; of two as long, the one that starts first; of two on the same
stretch, the one written first in the input. The other keeps only what it covered outside the
winner (nothing, where it lies inside it), so no word anyone marked is left standing. Each
such overlap is `Overlap`, which a run reports by file and line, never by the marked text.
The annotations written back are the resolved ones (`written_annotations`): the output marks
each stretch once, with the label of the annotation that won it.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pseudonymizer.categories import (
    SCHEMES,
    SUBTYPES,
    Category,
    UnknownLabelError,
    to_canonical,
)
from pseudonymizer.languages import UnsupportedLanguageError
from pseudonymizer.lexicon.titles import title_words
from pseudonymizer.model import (
    Annotation,
    Attributes,
    Decision,
    Document,
    Evidence,
    Mention,
    Status,
)

SOURCE = "input"
# As strong as a private term a person listed (`rules.CREATED_SCORE`): above every recognizer.
SCORE = 1.0
# Schemes tried, in this order, for the labels of a file that names none.
GUESS_ORDER = (
    *("canonical", "eder", "tei", "swell", "polish_corpus", "hungarian_corpus", "cnec", "kpwr"),
    *("tab", "presidio", "conll", "spacy"),
)
# Schemes whose annotations nest by design: CNEC marks a name's parts inside it (a person `P`
# holds its given `pf` and family `ps` names) and names inside names (a town in an institution).
NESTING = frozenset({"cnec"})


class AnnotationError(ValueError):
    """An annotation that cannot be a mention: the message says why, `line` where."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line


@dataclass(frozen=True)
class Overlap:
    """Two annotations of a document that share characters: `lost` gives way to `kept` where
    they do (`nested`: `lost` lies wholly inside `kept`, and is no mention at all)."""

    kept: Annotation
    lost: Annotation

    @property
    def nested(self) -> bool:
        return self.kept.start <= self.lost.start and self.lost.end <= self.kept.end

    @property
    def same(self) -> bool:
        """The same stretch with the same label: marked twice alike, no overlap."""
        kept, lost = self.kept, self.lost
        return (kept.start, kept.end, kept.label) == (lost.start, lost.end, lost.label)

    def describe(self) -> str:
        """The overlap for a warning, by labels, lengths and lines: never the text marked."""
        at = f" at line {self.kept.line}" if self.kept.line is not None else ""
        lost, kept = self.lost, self.kept
        if (lost.start, lost.end) == (kept.start, kept.end):
            return (
                f"annotation {lost.label} marks the same {lost.end - lost.start} characters as "
                f"the annotation {kept.label}{at}: the first written wins, the other is dropped"
            )
        how = "lies inside" if self.nested else "overlaps"
        fate = "dropped" if self.nested else "kept only outside it"
        return (
            f"annotation {lost.label} ({lost.end - lost.start} characters) {how} the "
            f"annotation {kept.label}{at} ({kept.end - kept.start} characters): the longer "
            f"wins, the other is {fate}"
        )


def _precedence(indexed: tuple[int, Annotation]) -> tuple[int, int, int]:
    """The order annotations take their extent in: longest, then earliest start, then first
    written in the input."""
    index, annotation = indexed
    return (annotation.start - annotation.end, annotation.start, index)


def overlaps(annotations: Sequence[Annotation], scheme: str) -> list[Overlap]:
    """Each annotation of personal data by `scheme` that gives way to another where they
    share characters, once, with the first by the module's rule of those it gives way to; in
    the order of their starts. The same stretch marked twice with the same label (two
    annotators agreeing) is no overlap, nor, in a scheme that nests by design (`NESTING`),
    one inside another."""
    marked = [a for a in annotations if _names_someone(scheme, a.label)]
    rank = {index: n for n, (index, _) in enumerate(sorted(enumerate(marked), key=_precedence))}
    winner: dict[int, int] = {}  # each loser's index: the index of the first it gives way to
    active: list[int] = []  # the annotations begun before, still open
    for index in sorted(range(len(marked)), key=lambda i: marked[i].start):
        this = marked[index]
        active = [other for other in active if marked[other].end > this.start]
        for other in active:
            kept, lost = sorted((index, other), key=rank.__getitem__)
            overlap = Overlap(marked[kept], marked[lost])
            if overlap.same or (overlap.nested and scheme in NESTING):
                continue
            if lost not in winner or rank[kept] < rank[winner[lost]]:
                winner[lost] = kept
        active.append(index)
    found = [Overlap(marked[kept], marked[lost]) for lost, kept in winner.items()]
    return sorted(found, key=lambda overlap: (overlap.lost.start, overlap.lost.end))


def resolved(annotations: Sequence[Annotation]) -> list[Annotation]:
    """`annotations` without overlaps, by the module's rule: each in precedence order takes
    what no earlier one took; a piece of one cut by another stays an annotation of its label
    (its words were marked)."""
    taken: list[tuple[int, int]] = []  # disjoint, in order
    kept: list[Annotation] = []
    for _, annotation in sorted(enumerate(annotations), key=_precedence):
        start, end = annotation.start, annotation.end
        first = bisect_right(taken, (start, start))
        if first and taken[first - 1][1] > start:
            first -= 1
        last = first
        position = start
        while last < len(taken) and taken[last][0] < end:
            low, high = taken[last]
            if position < low:
                kept.append(Annotation(position, low, annotation.label, annotation.line))
            position = max(position, high)
            last += 1
        if position < end:
            kept.append(Annotation(position, end, annotation.label, annotation.line))
        merged = (min([start, *(low for low, _ in taken[first:last])]), max(end, position))
        taken[first:last] = [merged]
    return sorted(kept, key=lambda annotation: (annotation.start, annotation.end))


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
    scheme does not know or a span outside the text. Overlapping annotations are resolved
    (`resolved`): the mentions never overlap, and each has the category of the annotation it
    comes from."""
    categories = _categories(document, scheme)
    found = []
    for piece in _pieces(document, categories):
        category = to_canonical(scheme, piece.label)
        assert category is not None
        kind, gender = SUBTYPES.get(scheme, {}).get(piece.label, (None, None))
        decision = Decision(Status.PRIVATE, (Evidence(SOURCE, 0.0, piece.label),))
        attrs = Attributes(kind=kind, gender=gender)
        found.append(Mention(piece.start, piece.end, category, SOURCE, SCORE, attrs, decision))
    return tuple(found)


def written_annotations(document: Document, scheme: str) -> tuple[Annotation, ...]:
    """The annotations a run that read the document's by `scheme` writes back: the stretch
    each given mention has (`given_mentions`), with the label it came from, and the
    annotations that name no one as they were. A loser of an overlap is written as what it
    kept, or not at all, so the output marks no stretch twice. Raises as `given_mentions`."""
    categories = _categories(document, scheme)
    others = [a for a in document.annotations if a not in categories]
    found = [*_pieces(document, categories), *others]
    return tuple(sorted(found, key=lambda annotation: (annotation.start, annotation.end)))


def _categories(document: Document, scheme: str) -> dict[Annotation, Category]:
    """The category of each annotation of the document that names someone by `scheme`;
    raises `AnnotationError` for a span outside the text or a label the scheme lacks."""
    for annotation in document.annotations:
        if not 0 <= annotation.start < annotation.end <= len(document.text):
            raise AnnotationError(
                f"span {annotation.start}-{annotation.end} falls outside the text "
                f"({len(document.text)} characters)",
                annotation.line,
            )
    categories: dict[Annotation, Category] = {}
    for annotation in document.annotations:
        try:
            category = to_canonical(scheme, annotation.label)
        except UnknownLabelError as error:
            raise AnnotationError(str(error), annotation.line) from None
        if category is not None:  # a CNEC number or currency names no one, and covers no one
            categories[annotation] = category
    return categories


def _pieces(document: Document, categories: dict[Annotation, Category]) -> list[Annotation]:
    """The annotations that name someone, resolved (`resolved`): a piece cut from one
    without the spaces at its ends, and none that is spaces or titles alone."""
    whole = set(categories)
    pieces = []
    for piece in resolved(list(categories)):
        if piece not in whole:
            piece = _trimmed(document.text, piece)
            if piece is None or _titles_only(document.text[piece.start : piece.end], document.lang):
                continue  # spaces, or a title (`Dr.`), are no one's: kept as written
        pieces.append(piece)
    return pieces


def _trimmed(text: str, piece: Annotation) -> Annotation | None:
    """A piece cut from an annotation without the spaces at its ends; None if only spaces."""
    stretch = text[piece.start : piece.end]
    if not stretch.strip():
        return None
    start = piece.start + len(stretch) - len(stretch.lstrip())
    end = piece.end - (len(stretch) - len(stretch.rstrip()))
    return Annotation(start, end, piece.label, piece.line)


def _titles_only(stretch: str, lang: str) -> bool:
    """Whether `stretch` is titles alone in `lang`; never where the language is not known yet
    (`auto`): the piece is then replaced, as the words someone marked."""
    try:
        titles = title_words(lang)
    except UnsupportedLanguageError:
        return False
    return all(word.strip(".,").casefold() in titles for word in stretch.split())


def _names_someone(scheme: str, label: str) -> bool:
    try:
        return to_canonical(scheme, label) is not None
    except UnknownLabelError:
        return True  # reported as an error where the annotations are read


def _knows(scheme: str, label: str) -> bool:
    try:
        to_canonical(scheme, label)
    except UnknownLabelError:
        return False
    return True
