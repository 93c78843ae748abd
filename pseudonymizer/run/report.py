"""What a run found and replaced, per document and in total: counts and offsets, never text."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Report:
    documents: list[dict[str, Any]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    # Input the run worked but reports: annotations that overlap, by file and line.
    warnings: list[str] = field(default_factory=list)

    def add(self, row: dict[str, Any], source: str) -> None:
        """One document's counts (`batch.Outcome.row`), from the file `source`."""
        self.documents.append({"id": row["id"], "source": source, **row})

    def category_totals(self) -> Counter[str]:
        totals: Counter[str] = Counter()
        for document in self.documents:
            totals.update(document["mentions"])
        return totals

    def to_dict(self) -> dict[str, Any]:
        leaks: Counter[str] = Counter()
        suspected: Counter[str] = Counter()
        for document in self.documents:
            leaks.update(document["leaks"])
            suspected.update(document.get("suspected", {}))
        languages = Counter(d["lang"] for d in self.documents if "lang" in d)
        totals = {
            "documents": len(self.documents),
            "languages": dict(languages.most_common()),
            "identified": sum(1 for d in self.documents if d.get("lang_identified")),
            "mentions": dict(sorted(self.category_totals().items())),
            "entities": sum(d["entities"] for d in self.documents),
            "replaced": sum(d["replaced"] for d in self.documents),
            "leaks": dict(leaks),
            "suspected": dict(suspected),
            "errors": len(self.errors),
            "overlapping_annotations": len(self.warnings),
        }
        recordings = [d["audio"] for d in self.documents if "audio" in d]
        if recordings:
            totals["recordings"] = len(recordings)
            totals["masked"] = sum(r["masked"] for r in recordings)
            totals["masked_seconds"] = round(sum(r["seconds"] for r in recordings), 3)
        return {
            "totals": totals,
            "documents": self.documents,
            "errors": self.errors,
            "warnings": self.warnings,
        }
