"""Score a whole corpus: counts per document, kept for per-document rows and figures, and their sum.

The global figures sum the counts before dividing (a long judgment weighs more than a one-line
sentence), while the per-document figures show how evenly the detector does across documents,
which a single ratio hides.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pseudonymizer.evaluate.metrics import Counts, score_document
from pseudonymizer.evaluate.read import GoldDocument, Predictions, Span


@dataclass
class DocumentScore:
    id: str
    counts: Counts


@dataclass
class CorpusScore:
    """`unpredicted` lists the gold documents without a prediction line, scored as empty."""

    name: str
    scheme: str
    documents: list[DocumentScore] = field(default_factory=list)
    total: Counts = field(default_factory=Counts)
    unpredicted: list[str] = field(default_factory=list)


def score_corpus(
    name: str, gold: list[GoldDocument], predictions: Predictions, scheme: str
) -> CorpusScore:
    """Score every gold document against its predictions (none: an empty prediction)."""
    score = CorpusScore(name, scheme)
    for document in gold:
        predicted = predictions.spans.get(document.id)
        if predicted is None:
            score.unpredicted.append(document.id)
            predicted = []
        counts = score_document(
            document.text,
            [span.as_dict() for span in document.spans],
            _fragment_dicts(predicted),
            scheme,
        )
        score.documents.append(DocumentScore(document.id, counts))
        score.total.add(counts)
    return score


def _fragment_dicts(spans: list[Span]) -> list[dict[str, Any]]:
    """Predictions as `score_document` takes them; a discontinuous prediction covers its
    fragments only, not the text between them."""
    return [
        {"start": start, "end": end, "label": span.label}
        for span in spans
        for start, end in (span.fragments or ((span.start, span.end),))
    ]
