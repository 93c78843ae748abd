"""Recall and precision counted as shared/data/README.md defines them.

A gold span is *covered* when every word (`\\w+`) in it lies inside predicted spans, titles and
function words excepted (as in TAB's own evaluation); *any-overlap* when some prediction
touches it; *exact* when a prediction has its offsets. Token recall and precision count `\\w+`
tokens other than those titles and function words (which reproduces the reference figures in
shared/data/README.md); precision only counts predictions of groups the corpus annotates.
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


@dataclass
class Counts:
    """Sums over documents; ratios are computed at the end so documents weigh by size."""

    gold: Counter[str] = field(default_factory=Counter)
    covered: Counter[str] = field(default_factory=Counter)
    overlapped: Counter[str] = field(default_factory=Counter)
    exact: Counter[str] = field(default_factory=Counter)
    gold_tokens: int = 0
    covered_tokens: int = 0
    predicted_tokens: int = 0
    correct_tokens: int = 0

    def add(self, other: Counts) -> None:
        for name in ("gold", "covered", "overlapped", "exact"):
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
        return {
            "recall": {g: ratio(self.covered[g], self.gold[g]) for g in groups},
            "any_overlap": {g: ratio(self.overlapped[g], self.gold[g]) for g in groups},
            "exact": {g: ratio(self.exact[g], self.gold[g]) for g in groups},
            "gold": {g: self.gold[g] for g in groups},
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
    counted_predictions = [
        (p["start"], p["end"]) for p in predicted if CATEGORY_GROUP[Category(p["label"])] in counted
    ]
    predicted_offsets = {(p["start"], p["end"]) for p in predicted}
    gold_spans: list[Span] = []
    for span in gold:
        group = gold_group(scheme, span["label"])
        if group is None:
            continue
        start, end = span["start"], span["end"]
        gold_spans.append((start, end))
        counts.gold[group] += 1
        words = [m.span() for m in _WORD.finditer(text, start, end)]
        needed = [w for w in words if text[w[0] : w[1]].lower() not in IGNORABLE] or words
        if all(all(covered[w[0] : w[1]]) for w in needed):
            counts.covered[group] += 1
        if any(covered[start:end]):
            counts.overlapped[group] += 1
        if (start, end) in predicted_offsets:
            counts.exact[group] += 1
    in_gold = _coverage(len(text), gold_spans)
    gold_words = {
        m.span()
        for s, e in gold_spans
        for m in _WORD.finditer(text, s, e)
        if m.group().lower() not in IGNORABLE
    }
    counts.gold_tokens = len(gold_words)
    counts.covered_tokens = sum(1 for s, e in gold_words if all(covered[s:e]))
    in_predicted = _coverage(len(text), counted_predictions)
    for match in _WORD.finditer(text):
        s, e = match.span()
        if match.group().lower() not in IGNORABLE and any(in_predicted[s:e]):
            counts.predicted_tokens += 1
            counts.correct_tokens += any(in_gold[s:e])
    return counts


def _coverage(length: int, spans: list[Span]) -> bytearray:
    marks = bytearray(length)
    for start, end in spans:
        marks[start:end] = b"\x01" * (end - start)
    return marks
