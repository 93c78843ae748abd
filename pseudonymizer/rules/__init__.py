"""The decide stage: rules by NE type, word sequence and lemma sequence vote on each mention,
with the language's cues for and against its being a name (`ordinary`: a field name, a
heading, a pronoun is no one's data), a person's decision wins, and private terms the detectors
missed are added as mentions.

`Decider` is what the pipeline calls between propagation and linking; `store` reads and writes
rules files, `matcher` finds the rules that apply, `voting` turns them into a decision.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from pseudonymizer.merge import merge
from pseudonymizer.model import Decision, Evidence, Mention, Rule, RuleError, RuleType
from pseudonymizer.rules.matcher import Matcher, Occurrence, Tokens
from pseudonymizer.rules.ordinary import language_votes
from pseudonymizer.rules.store import RulesFileError, dumps, load, parse, save
from pseudonymizer.rules.voting import redacted, vote

if TYPE_CHECKING:
    from pseudonymizer.analyze import Analysis

__all__ = [
    "Decider",
    "Rule",
    "RuleError",
    "RuleType",
    "RulesFileError",
    "dumps",
    "load",
    "parse",
    "redacted",
    "save",
]

# Above every recognizer's score, so a private term a person listed keeps its whole extent
# where it crosses a detected mention (merge cuts the weaker one, it never drops characters).
CREATED_SCORE = 1.0


class Decider:
    def __init__(self, rules: Iterable[Rule]) -> None:
        self.matcher = Matcher(rules)

    def decide(self, text: str, analysis: Analysis, mentions: list[Mention]) -> list[Mention]:
        """`mentions` (non-overlapping, in text order) plus the ones private rules create, each
        with its decision. Without rules only the language's cues vote."""
        if not self.matcher:
            return [
                replace(mention, decision=vote(mention.decision, (), (), language))
                if (language := language_votes(mention, text, analysis, following, preceding))
                else mention
                for mention, following, preceding in _with_next(mentions)
            ]
        tokens = Tokens.of(analysis)
        created = self._create(tokens, mentions)
        if created:
            mentions = merge(mentions + [mention for mention, _ in created], text)
        # A joined span no longer matches its rules' sequences, so its creators vote directly.
        # (A created span that merge cut, which only a recognizer scoring 1.0 could do, loses
        # them and stays a candidate: replaced unless the run keeps candidates.)
        creators = {id(mention): rules for mention, rules in created}
        decided = []
        for mention, following, preceding in _with_next(mentions):
            language = language_votes(mention, text, analysis, following, preceding)
            rules = self.matcher.votes(mention, tokens)
            user = self.matcher.user(mention, tokens)
            for rule in creators.get(id(mention), ()):
                if not any(rule is voted for voted in (*rules, *user)):
                    (user if rule.type is RuleType.USER else rules).append(rule)
            decision = vote(mention.decision, rules, user, language)
            decided.append(replace(mention, decision=decision))
        return decided

    def _create(self, tokens: Tokens, mentions: list[Mention]) -> list[tuple[Mention, list[Rule]]]:
        """New mentions, with the rules that made them, where a creating rule's sequence stands
        and no detected mention already covers it. Overlapping occurrences become one mention:
        two listed terms that share a word are private together."""
        starts = [mention.start for mention in mentions]
        spans: list[tuple[int, int, list[Occurrence]]] = []
        for occurrence in sorted(self.matcher.occurrences(tokens), key=lambda o: (o.start, -o.end)):
            i = bisect_right(starts, occurrence.start) - 1
            if i >= 0 and mentions[i].end >= occurrence.end:
                continue  # detected already: the rule votes on that mention if it matches it
            if spans and occurrence.start < spans[-1][1]:
                start, end, members = spans[-1]
                spans[-1] = (start, max(end, occurrence.end), [*members, occurrence])
            else:
                spans.append((occurrence.start, occurrence.end, [occurrence]))
        created = []
        for start, end, members in spans:
            first = members[0].rules[0]
            assert first.label is not None  # creating rules have a label
            source = "user" if first.type is RuleType.USER else f"rule:{first.type.value}"
            decision = Decision(evidence=(Evidence(source, 0.0, "created"),))
            mention = Mention(start, end, first.label, source, CREATED_SCORE, decision=decision)
            created.append((mention, [rule for member in members for rule in member.rules]))
        return created


# How many mentions after a field name may make its value (`Date: Mon, 15 Mar 2021`).
_VALUE_MENTIONS = 2


def _with_next(
    mentions: list[Mention],
) -> Iterable[tuple[Mention, list[Mention], Mention | None]]:
    """Each mention with the few after it (a field name's value) and the one before it (the
    name a profession's apposition follows)."""
    for i, mention in enumerate(mentions):
        yield mention, mentions[i + 1 : i + 1 + _VALUE_MENTIONS], mentions[i - 1] if i else None
