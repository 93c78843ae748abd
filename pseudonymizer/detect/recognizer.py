"""What every recognizer is: a named callable from a document and its analysis to mentions."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Protocol

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.prefilter import prefiltered
from pseudonymizer.model import Attributes, Document, Mention


class Recognizer(Protocol):
    name: str

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]: ...


@dataclass(frozen=True)
class PatternRecognizer:
    """A regular expression, optionally confirmed by a validator (check digits, real dates ...).

    The pattern may capture the mention in a group named `value` when it needs context around
    it. Validated matches score higher: a passed checksum is strong evidence. `trim_end` lists
    characters dropped from the end of a match (sentence punctuation after a URL).
    """

    name: str
    category: Category
    pattern: re.Pattern[str]
    validate: Callable[[str], bool] | None = None
    score: float = 0.8
    attrs: Attributes = field(default_factory=Attributes)
    trim_end: str = ""
    # The pattern as it scans: with a lookahead of its first characters (see prefilter).
    scan: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "scan", prefiltered(self.pattern))

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        for match in self.scan.finditer(document.text):
            group = "value" if "value" in self.pattern.groupindex else 0
            start, end = match.span(group)
            while end > start and document.text[end - 1] in self.trim_end:
                end -= 1
            if start == end:
                continue
            if self.validate is not None and not self.validate(document.text[start:end]):
                continue
            yield Mention(start, end, self.category, self.name, self.score, self.attrs)


def windows_around(
    spans: Iterable[tuple[int, int]], before: int = 20, after: int = 30
) -> list[tuple[int, int]]:
    """Merged stretches around the spans of a cheap first scan (month names, street words),
    wide enough for whatever a full pattern needs beside them: the full pattern then runs in
    these stretches instead of over the whole text."""
    windows: list[tuple[int, int]] = []
    for start, end in spans:
        start, end = max(0, start - before), end + after
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], end)
        else:
            windows.append((start, end))
    return windows
