"""Recall and precision counted as shared/data/README.md defines them.

A gold span is *covered* when every word (`\\w+`) in it lies inside predicted spans, titles and
function words excepted (as in TAB's own evaluation; a span of titles alone needs them, a span
without words, such as `€`, needs all of it); *any-overlap* when some prediction
touches it; *exact* when a prediction has its offsets. Token recall and precision count `\\w+`
tokens other than those titles and function words (which reproduces the reference figures in
shared/data/README.md); precision only counts predictions of groups the corpus annotates.

Each gold span also gets one class of the Czech thesis's classification, which tells *how* a
span was found: `exact` (a prediction with its offsets), `inside` (not exact, but covered),
`partial` (touched but not covered: some of the personal data is left in the output) and
`missing` (untouched). The four add up to the gold spans.

A gold span may be discontinuous (BRAT `T1 PERSON 0 5;10 15`): its `fragments` then stand for
it, and it is exact when every fragment is a predicted span.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from pseudonymizer.categories import Category
from pseudonymizer.evaluate.groups import CATEGORY_GROUP, GROUPS, annotated_groups, gold_group

_WORD = re.compile(r"\w+")
IGNORABLE = frozenset(
    {
        *("mr", "mrs", "ms", "dr", "no", "the", "a", "an", "of", "in", "on", "at", "to"),
        *("for", "by", "with", "and", "or", "from"),
    }
)

Span = tuple[int, int]

MATCH_CLASSES = ("exact", "inside", "partial", "missing")


@dataclass
class Counts:
    """Sums over documents; ratios are computed at the end so documents weigh by size."""

    gold: Counter[str] = field(default_factory=Counter)
    covered: Counter[str] = field(default_factory=Counter)
    overlapped: Counter[str] = field(default_factory=Counter)
    exact: Counter[str] = field(default_factory=Counter)
    # (class, group) -> gold spans; class is one of MATCH_CLASSES.
    classes: Counter[tuple[str, str]] = field(default_factory=Counter)
    gold_tokens: int = 0
    covered_tokens: int = 0
    predicted_tokens: int = 0
    correct_tokens: int = 0
    # The same two token counts split by the group of the prediction a token lies in.
    predicted_by_group: Counter[str] = field(default_factory=Counter)
    correct_by_group: Counter[str] = field(default_factory=Counter)

    def add(self, other: Counts) -> None:
        for name in (
            "gold",
            "covered",
            "overlapped",
            "exact",
            "classes",
            "predicted_by_group",
            "correct_by_group",
        ):
            getattr(self, name).update(getattr(other, name))
        self.gold_tokens += other.gold_tokens
        self.covered_tokens += other.covered_tokens
        self.predicted_tokens += other.predicted_tokens
        self.correct_tokens += other.correct_tokens

    def summary(self) -> dict[str, Any]:
        def ratio(a: int, b: int) -> float | None:
            return round(a / b, 4) if b else None

        recall = ratio(self.covered_tokens, self.gold_tokens)
        precision = ratio(self.correct_tokens, self.predicted_tokens)
        f1 = (
            round(2 * recall * precision / (recall + precision), 4)
            if recall and precision
            else None
        )
        groups = [g for g in GROUPS if self.gold[g]]
        predicted = [g for g in GROUPS if self.predicted_by_group[g]]
        return {
            "recall": {g: ratio(self.covered[g], self.gold[g]) for g in groups},
            "any_overlap": {g: ratio(self.overlapped[g], self.gold[g]) for g in groups},
            "exact": {g: ratio(self.exact[g], self.gold[g]) for g in groups},
            "gold": {g: self.gold[g] for g in groups},
            "matches": {c: sum(self.classes[c, g] for g in GROUPS) for c in MATCH_CLASSES},
            "matches_by_group": {g: {c: self.classes[c, g] for c in MATCH_CLASSES} for g in groups},
            "precision_by_group": {
                g: ratio(self.correct_by_group[g], self.predicted_by_group[g]) for g in predicted
            },
            "token_recall": recall,
            "token_precision": precision,
            "token_f1": f1,
        }


def score_document(
    text: str, gold: list[dict[str, Any]], predicted: list[dict[str, Any]], scheme: str
) -> Counts:
    """Counts for one document; gold labels are in `scheme`, predictions in canonical labels."""
    counts = Counts()
    covered = _coverage(len(text), [(p["start"], p["end"]) for p in predicted])
    counted = annotated_groups(scheme)
    counted_predictions: dict[str, list[Span]] = {}
    for p in predicted:
        group = CATEGORY_GROUP[Category(p["label"])]
        if group in counted:
            counted_predictions.setdefault(group, []).append((p["start"], p["end"]))
    predicted_offsets = {(p["start"], p["end"]) for p in predicted}
    gold_spans: list[Span] = []
    for span in gold:
        group = gold_group(scheme, span["label"])
        if group is None:
            continue
        parts = _parts(span)
        gold_spans.extend(parts)
        counts.gold[group] += 1
        words = [m.span() for s, e in parts for m in _WORD.finditer(text, s, e)]
        # Titles alone must be covered themselves; a span without words ("€") all of it.
        needed = [w for w in words if text[w[0] : w[1]].lower() not in IGNORABLE] or words or parts
        is_covered = all(all(covered[s:e]) for s, e in needed)
        is_overlapped = any(any(covered[s:e]) for s, e in parts)
        is_exact = all(part in predicted_offsets for part in parts)
        counts.covered[group] += int(is_covered)
        counts.overlapped[group] += int(is_overlapped)
        counts.exact[group] += int(is_exact)
        counts.classes[_match_class(is_exact, is_covered, is_overlapped), group] += 1
    in_gold = _coverage(len(text), gold_spans)
    gold_words = {
        m.span()
        for s, e in gold_spans
        for m in _WORD.finditer(text, s, e)
        if m.group().lower() not in IGNORABLE
    }
    counts.gold_tokens = len(gold_words)
    counts.covered_tokens = sum(1 for s, e in gold_words if all(covered[s:e]))
    all_counted = [span for spans in counted_predictions.values() for span in spans]
    in_predicted = _coverage(len(text), all_counted)
    in_group = {g: _coverage(len(text), spans) for g, spans in counted_predictions.items()}
    for match in _WORD.finditer(text):
        s, e = match.span()
        if match.group().lower() not in IGNORABLE and any(in_predicted[s:e]):
            correct = any(in_gold[s:e])
            counts.predicted_tokens += 1
            counts.correct_tokens += correct
            for group, marks in in_group.items():
                if any(marks[s:e]):
                    counts.predicted_by_group[group] += 1
                    counts.correct_by_group[group] += correct
    return counts


def _parts(span: dict[str, Any]) -> list[Span]:
    """The stretches of text a gold span stands for: its fragments if discontinuous."""
    fragments = span.get("fragments")
    if fragments:
        return [(start, end) for start, end in fragments]
    return [(span["start"], span["end"])]


def _match_class(exact: bool, covered: bool, overlapped: bool) -> str:
    if exact:
        return "exact"
    if covered:
        return "inside"
    return "partial" if overlapped else "missing"


def _coverage(length: int, spans: list[Span]) -> bytearray:
    marks = bytearray(length)
    for start, end in spans:
        marks[start:end] = b"\x01" * (end - start)
    return marks
