"""Phone numbers found and validated by phonenumbers, in the national formats of the language's
regions and in international format from anywhere."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import phonenumbers
from phonenumbers import Leniency, PhoneNumberMatcher

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.model import Document, Mention


@dataclass(frozen=True)
class PhoneRecognizer:
    regions: tuple[str, ...]
    name: str = "phone"
    score: float = 0.85

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        seen: set[tuple[int, int]] = set()
        for region in self.regions:
            for match in PhoneNumberMatcher(document.text, region, leniency=Leniency.VALID):
                if (match.start, match.end) in seen:
                    continue
                seen.add((match.start, match.end))
                attrs = {"region": phonenumbers.region_code_for_number(match.number)}
                yield Mention(match.start, match.end, Category.PHONE, self.name, self.score, attrs)
