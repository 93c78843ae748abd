"""One document's audit: the surface forms of its private entities, made once, looked for in
each of its outputs, beside the suspects and impossible values of each output."""

from __future__ import annotations

from collections.abc import Iterable

from pseudonymizer.audit.findings import Finding, overlaps
from pseudonymizer.audit.forms import Form, find_forms, kept_in_surrogates, private_forms
from pseudonymizer.audit.suspects import suspects
from pseudonymizer.audit.values import failed_checksums, impossible, off_timeline
from pseudonymizer.categories import Category
from pseudonymizer.lexicon.grammar import Grammar
from pseudonymizer.model import Document, Mention, Rewrite


class Auditor:
    def __init__(
        self,
        document: Document,
        replaced: list[Mention],
        grammar: Grammar,
        public: Iterable[str] = (),
        *,
        checksums: bool = True,
    ) -> None:
        """`replaced` are the mentions the run replaces (or was given), `public` the strings a
        person or rule decided public (or a run keeps); with `checksums`, a surrogate
        identifier failing a check its original passed is reported (a run that makes them
        fail on purpose says not to)."""
        self.document = document
        self.replaced = replaced
        self.lang = grammar.code
        self.nouns_capitalized = grammar.language.nouns_capitalized
        self.public = tuple(public)
        self.forms = private_forms(document.text, replaced, grammar, self.public)
        self.checksums = checksums

    def audit(
        self, rewrite: Rewrite, detected: Iterable[Mention] = (), surrogates: bool = True
    ) -> list[Finding]:
        """The findings in one output of the document; `detected` is what a fresh detection
        found, in the original's offsets (carried over here). With `surrogates` the run wrote
        surrogates (not tags), whose identifiers are checked."""
        moved = [m for m in (_carried(mention, rewrite) for mention in detected) if m is not None]
        findings = self.written(rewrite.text, self.protected(rewrite), moved)
        findings += kept_in_surrogates(self.document.text, self.replaced, rewrite, self.lang)
        if self.checksums and surrogates:
            findings += failed_checksums(self.document.text, self.replaced, rewrite)
        if surrogates:
            findings += off_timeline(self.document.text, self.replaced, rewrite, self.lang)
        return _deduplicated(findings)

    def written(
        self,
        output: str,
        protected: list[tuple[int, int, Category]],
        detected: Iterable[Mention] = (),
    ) -> list[Finding]:
        """The findings in a text, given where the run wrote in it (`protected`, with the
        category of what each stretch stands for) and what a fresh detection found there, in
        its offsets; the checksums of surrogates aside. `audit` reads an output so, and so
        does a bench that changes an output and reads it again (bench/audit_catch.py)."""
        findings = find_forms(
            output, self.forms, protected, nouns_capitalized=self.nouns_capitalized
        )
        findings += suspects(output, protected, self.lang, detected, self.public)
        findings += impossible(output, self.lang)
        return findings

    def name(self, path: str) -> list[Finding]:
        """The findings in an output's path (its folders and file name)."""
        return name_findings(path, self.forms, self.lang)

    def protected(self, rewrite: Rewrite) -> list[tuple[int, int, Category]]:
        """Where the output holds what the run wrote (surrogates, tags, a word made to agree),
        with the category of the mention it stands for."""
        categories = {(m.start, m.end): m.category for m in self.replaced}
        found = []
        shift = 0
        for edit in rewrite.edits:
            start = edit.start + shift
            category = categories.get((edit.start, edit.end), Category.OTHER)
            found.append((start, start + len(edit.replacement), category))
            shift += len(edit.replacement) - (edit.end - edit.start)
        return found


def name_findings(path: str, forms: Iterable[Form], lang: str) -> list[Finding]:
    """The findings in an output's path (its folders and file name): the forms of its
    documents' private entities, and what looks like a date, a number, an address or a user
    name (suspected: a file name has no sentence to tell them by)."""
    findings = find_forms(path, tuple(forms), [], where="name")
    named = suspects(path.replace("/", " "), [], lang)
    findings += [_in_name(finding) for finding in named if finding.kind in _NAME_SUSPECTS]
    return _deduplicated(findings)


# What a file name is checked for beyond the entities' forms.
_NAME_SUSPECTS = frozenset({"handle", "number", "date", "email"})


def _in_name(finding: Finding) -> Finding:
    return Finding(finding.start, finding.end, finding.kind, finding.category, False, "name")


def _carried(mention: Mention, rewrite: Rewrite) -> Mention | None:
    """A mention of the original carried over to the output's offsets; None where this output
    wrote nothing there (what one mode's output holds, another's removed)."""
    start, end = rewrite.map_span(mention.start, mention.end)
    if end <= start:
        return None
    return Mention(start, end, mention.category, mention.source, mention.score)


def to_original(rewrite: Rewrite, start: int, end: int) -> tuple[int, int] | None:
    """An output's stretch in the original's offsets; None where it touches what the run
    wrote (those offsets are no original's)."""
    shift = 0
    for edit in rewrite.edits:
        new_start = edit.start + shift
        new_end = new_start + len(edit.replacement)
        if end <= new_start:
            break
        if start < new_end or (start == new_start == new_end):
            return None
        shift += len(edit.replacement) - (edit.end - edit.start)
    return start - shift, end - shift


def _deduplicated(findings: list[Finding]) -> list[Finding]:
    """Each stretch once: a certain finding over a suspected one of the same stretch, and no
    suspected finding inside a certain one."""
    certain = sorted((f.start, f.end) for f in findings if f.certain)
    kept: dict[tuple[int, int, str], Finding] = {}
    for finding in sorted(findings, key=lambda f: (not f.certain, f.start, f.end)):
        key = (finding.start, finding.end, finding.where)
        if key in kept:
            continue
        if not finding.certain and overlaps(certain, finding.start, finding.end):
            continue
        kept[key] = finding
    return sorted(kept.values(), key=lambda f: (f.where, f.start, f.end))
