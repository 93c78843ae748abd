"""What a run found and replaced, per document and in total: counts and offsets, never text."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from pseudonymizer.pipeline import Result


@dataclass
class Report:
    documents: list[dict[str, Any]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def add(self, result: Result, source: str) -> None:
        self.documents.append(
            {
                "id": result.document.id,
                "source": source,
                "lang": result.document.lang,
                "tokens": result.tokens,
                "sentences": result.sentences,
                "mentions": dict(Counter(m.category.value for m in result.mentions)),
                "entities": len(result.entities),
                "replaced": len(result.replaced),
                "leaks": {mode.value: count for mode, count in result.leaks.items()},
            }
        )

    def category_totals(self) -> Counter[str]:
        totals: Counter[str] = Counter()
        for document in self.documents:
            totals.update(document["mentions"])
        return totals

    def to_dict(self) -> dict[str, Any]:
        leaks: Counter[str] = Counter()
        for document in self.documents:
            leaks.update(document["leaks"])
        totals = {
            "documents": len(self.documents),
            "mentions": dict(sorted(self.category_totals().items())),
            "entities": sum(d["entities"] for d in self.documents),
            "replaced": sum(d["replaced"] for d in self.documents),
            "leaks": dict(leaks),
            "errors": len(self.errors),
        }
        return {"totals": totals, "documents": self.documents, "errors": self.errors}
