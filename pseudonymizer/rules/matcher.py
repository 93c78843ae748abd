"""Which rules apply to a mention, and where the rules that create mentions occur.

Rules are indexed by what they look at (category, token sequence, lemma sequence), so finding a
mention's rules is a few dictionary look-ups however many rules there are. Occurrences of the
creating rules are found in one pass over the document's token n-grams, one look-up per token
and distinct sequence length, never by scanning the text once per rule.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pseudonymizer.model import Mention, Rule, RuleType

if TYPE_CHECKING:
    from pseudonymizer.analyze import Analysis

Sequence = tuple[str, ...]


@dataclass(frozen=True)
class Tokens:
    """A document's tokens as rules see them: white-space tokens (spaCy keeps line breaks as
    tokens) are left out, so `John\\nSmith` is the sequence `John Smith` like any other."""

    spans: list[tuple[int, int]]
    words: list[str]
    lemmas: list[str]
    ends: list[int]

    @classmethod
    def of(cls, analysis: Analysis) -> Tokens:
        spans, words, lemmas = [], [], []
        for (start, end), lemma in zip(analysis.tokens, analysis.lemmas, strict=True):
            word = analysis.text[start:end]
            if word.isspace():
                continue
            spans.append((start, end))
            words.append(word)
            lemmas.append(lemma.lower())
        return cls(spans, words, lemmas, [end for _, end in spans])

    def within(self, start: int, end: int) -> tuple[Sequence, Sequence]:
        """The word and lemma sequences of `start:end`. A token the span cuts through counts
        only with its part inside the span, and its lemma is then that part lower-cased (the
        token's lemma would describe text outside the mention)."""
        words: list[str] = []
        lemmas: list[str] = []
        i = bisect_right(self.ends, start)
        while i < len(self.spans) and self.spans[i][0] < end:
            token_start, token_end = self.spans[i]
            if start <= token_start and token_end <= end:
                words.append(self.words[i])
                lemmas.append(self.lemmas[i])
            else:
                low, high = max(start, token_start), min(end, token_end)
                part = self.words[i][low - token_start : high - token_start]
                words.append(part)
                lemmas.append(part.lower())
            i += 1
        return tuple(words), tuple(lemmas)


@dataclass(frozen=True)
class Occurrence:
    """Where the sequence of creating `rules` stands in the document (token boundaries)."""

    start: int
    end: int
    rules: tuple[Rule, ...]


class Matcher:
    def __init__(self, rules: Iterable[Rule]) -> None:
        by_type: dict[RuleType, defaultdict[str, list[Rule]]] = {
            kind: defaultdict(list) for kind in RuleType
        }
        creating: dict[RuleType, defaultdict[Sequence, list[Rule]]] = {
            RuleType.WORD: defaultdict(list),
            RuleType.LEMMA: defaultdict(list),
        }
        for rule in rules:
            by_type[rule.type][rule.condition].append(rule)
            if rule.creates:
                # A person's private term is found like a word rule: by its exact tokens.
                kind = RuleType.LEMMA if rule.type is RuleType.LEMMA else RuleType.WORD
                creating[kind][rule.sequence].append(rule)
        self._rules = {kind: dict(index) for kind, index in by_type.items()}
        self._creating = {kind: dict(index) for kind, index in creating.items()}
        self._lengths = {
            kind: sorted({len(sequence) for sequence in index})
            for kind, index in self._creating.items()
        }

    def __bool__(self) -> bool:
        return any(self._rules.values())

    def votes(self, mention: Mention, tokens: Tokens) -> list[Rule]:
        """The `ne_type`, `word` and `lemma` rules whose condition the mention meets."""
        words, lemmas = tokens.within(mention.start, mention.end)
        return [
            *self._rules[RuleType.NE_TYPE].get(mention.category.value, ()),
            *self._rules[RuleType.WORD].get(" ".join(words), ()),
            *self._rules[RuleType.LEMMA].get(" ".join(lemmas), ()),
        ]

    def user(self, mention: Mention, tokens: Tokens) -> list[Rule]:
        """The people's decisions about exactly the mention's token sequence."""
        words, _ = tokens.within(mention.start, mention.end)
        return list(self._rules[RuleType.USER].get(" ".join(words), ()))

    def occurrences(self, tokens: Tokens) -> Iterator[Occurrence]:
        """Every place where a creating rule's sequence stands, in text order."""
        columns = {RuleType.WORD: tokens.words, RuleType.LEMMA: tokens.lemmas}
        for i in range(len(tokens.spans)):
            for kind, sequences in columns.items():
                for length in self._lengths[kind]:
                    if i + length > len(sequences):
                        break
                    found = self._creating[kind].get(tuple(sequences[i : i + length]))
                    if found:
                        start, end = tokens.spans[i][0], tokens.spans[i + length - 1][1]
                        yield Occurrence(start, end, tuple(found))
