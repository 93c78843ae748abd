"""What a user gets: every development corpus pseudonymized as `run` does it, scored on the
written output against the corpus's gold, with the detector's mentions and with the gold's.

    python bench/end_to_end.py [--data DIR] [--corpus NAME ...] [--limit N] [--keys N]
                               [--key FILE] [--markdown] [--verbose]

Each corpus (shared/data/NAME.dev.jsonl) is run twice through `pseudonymizer.run.runner.Runner`,
built as `pseudonymizer run FILE --lang L --mode pseudonymize --key K -o OUT` builds it (every
other option at its default), with `--mentions detect` and with `--mentions input` (the
records' gold `spans` as the mentions, their scheme guessed from the labels as `run` guesses
it). The JSONL the run writes is read back and scored against the input and its gold; the
run's results (recorded as the runner hands them to the writer) give the mentions it replaced
and its edits, never the output text.

How tokens are counted. A token is a run of word characters (`\\w+`, a word) or one other
non-space character (a punctuation mark). The input's tokens are aligned to the written
output's through the run's edits, once the edits are checked to make exactly the written text:
a token no edit touches stands where the edits before it moved it, and is kept unless the
output's tokens differ there (merged with a surrogate) or a space beside it is gone (glued);
the tokens touching a group of edits (edits that share a token) are aligned with the output
tokens of that group by `difflib.SequenceMatcher`. Aligning whole documents with difflib
alone is not sound: in a list of replaced names or case numbers the surrogates' commas and
slashes match the wrong ones and good commas count as lost. A document whose written text the
edits do not make (none, so far) is aligned by difflib alone and counted in the footnote. A
token is in gold when it overlaps a gold span whose label is personal data
(`evaluate.groups.gold_group`, as `pseudonymizer evaluate` decides), and in a mention when it
overlaps a mention the run replaced.

- leaked (words): gold words kept in the output / gold words (the count), titles and function
  words that evaluate ignores (`Mr`, `the`, `of` ...) left out; other titles (`Sir`, `Judge`),
  an organization's kind (`Court`) and a date's year are counted where the surrogate keeps
  them. person leaked: the same for the words of gold persons;
- damaged (out): words in no gold span that the output changed / words in no gold span, the
  words made to agree with a surrogate (`changed`) left out; in brackets, how many of those
  lay outside every replaced mention (damage no false positive of the mentions explains;
  target 0);
- FP: the replaced mentions' token false-positive share: words in no gold span that lie in a
  replaced mention, of any category / words in no gold span. `damaged <= FP` says that all
  damage is the detector's, none the replacement's own. FP annotated counts only the mentions
  of groups the corpus annotates, as evaluate counts precision: a date replaced in a corpus
  that annotates none is in FP and not in FP annotated;
- changed: tokens outside every mention the output changed one for one, the word before a
  surrogate that agrees with it (Czech `v` -> `ve`, English `a` -> `an`): grammar the
  surrogate asks for, not damage;
- lost: tokens outside every replaced mention (words, numbers, punctuation) that the output
  dropped, merged into another token or glued to a neighbour, count (share of the tokens
  outside mentions); target 0. The footnote counts each fate by kind of token;
- agreement (Czech and Polish): of replaced person and place mentions, the share whose
  surrogate keeps the original's case, number and gender, judged as bench/surrogate_quality.py
  judges them: Czech per mention by the spaCy pipeline's morphology of the mention's head in
  the input and in the written output (an original read with none of the three is not
  counted), Polish per word by Morfeusz tags (a word that is no name to Morfeusz is not
  counted; a surrogate of another word count disagrees in every word);
- leaks, suspected: the audit's certain and suspected leaks in the written output, as the
  run's report.json counts them (`totals`): forms of the replaced entities left standing,
  and what may still be someone's (a fresh detection, numbers, dates, user names ...) or
  cannot be (an impossible date, a weekday that is not its date's), for a person to check;
  bench/audit_catch.py measures how much of what leaks they catch;
- s: seconds the run took (loading, detection, replacement, writing; not the scoring).

- ordinary /1k: words of the language's common-word list (`evaluate.reader.common`: its
  ordinary words and function words) in no gold span that the output did not keep, per
  1,000 words of the input (`Subject:` made a town; target 0);
- dates on shift: of the whole dates (day, month, year; read with lexicon/calendar.py in the
  document's language) in the replaced mentions of any category, the share whose surrogate
  moved them by the document's most common shift (target 1.000; a date whose surrogate is no
  whole date is off it), with how many were read;
- impossible: the dates, times and weekdays the run wrote that cannot be, as the audit's
  `audit.values.impossible` finds them in the output where a replacement stands
  (`reader.impossible_written`; target 0);
- lines merged: line breaks of the input inside replaced stretches that their replacement
  does not write again (target 0);
- persons >1 name: entities of category PERSON whose mentions' surrogates are no forms of one
  name (`Svoboda`, `Svobody`, `P. Svoboda` are; `Svoboda` and `Dvořák` are not), and in
  brackets the persons replaced (target 0);
- role swaps: words of a replaced person's mention whose surrogate word has the other role, a
  given name for a family name or the reverse (`reader.role_swaps`): the original word's role
  as the text tells it (its place in a name of several parts, initials too; the document's
  longer names or a title for a word alone; else the language's lists), the surrogate's as
  Faker's lists of every locale know it (target 0);
- OTHER /sent.: mentions replaced as OTHER per sentence (the catch-all; GermEval with the
  detector is where it was seen most).

Every corpus is run once per key (`--keys N`, default 3): each run is a real run with its
own surrogates, and the table shows, for each figure, the worst of the runs (`--verbose`
prints each key's rows first). The keys are made from their index alone, so a bench run
repeats the last one's surrogates; `--key FILE` runs with that one key instead.

Time: the full run (all seven corpora, both settings, 3.2 M characters twice) took 153 s on
the project's 2-core machine with little else running (303 s while other work shared it):
136 s in the runs (column s; Czech with detection the slowest, 321 k characters in 29 s), the
rest in scoring and in reading agreement. Each key runs it all again: `--keys 3` should take
about 3 x 153 s on a quiet machine; it took 2,041 s while other people's tests and benches
shared it. `--limit 30` takes about a minute a key, mostly loading the spaCy pipelines.
"""

from __future__ import annotations

import argparse
import base64
import bisect
import difflib
import hashlib
import json
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pseudonymizer.analyze.spacy_pipeline import reader
from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.evaluate.groups import CATEGORY_GROUP, annotated_groups, gold_group
from pseudonymizer.evaluate.metrics import IGNORABLE
from pseudonymizer.evaluate.read import read_gold
from pseudonymizer.evaluate.reader import (
    common,
    impossible_written,
    lines_merged,
    named_persons,
    on_shift,
    role_swaps,
    several_names,
    shifts,
)
from pseudonymizer.evaluate.schemes import guess_scheme
from pseudonymizer.io.format import ReadOptions
from pseudonymizer.lexicon.inflection.pl.inflector import expanded
from pseudonymizer.lexicon.morfeusz import analyse
from pseudonymizer.model import Edit, Mention, Rewrite, apply_edits
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.keys import PREFIX, read_key_file
from pseudonymizer.replace.readback import agree, head_morph
from pseudonymizer.run.runner import Runner

ROOT = Path(__file__).resolve().parents[1]
CORPORA = {"tab": "en", "presidio": "en", "cnec": "cs", "kpwr": "pl", "germeval": "de"}
CORPORA |= {"swedish": "sv", "nerkor": "hu"}
SETTINGS = ("detect", "input")
NAMES = (Category.PERSON, Category.LOCATION)
_TOKEN = re.compile(r"(\w+)|[^\w\s]")

Span = tuple[int, int]


@dataclass(frozen=True)
class Token:
    start: int
    end: int
    text: str
    is_word: bool  # `\w+`, else one punctuation mark


def tokens(text: str) -> list[Token]:
    return [Token(m.start(), m.end(), m.group(), m[1] is not None) for m in _TOKEN.finditer(text)]


LOST = ("dropped", "merged", "glued")


@dataclass
class Counts:
    """Token counts of one document or, summed, of a corpus; shares are taken at the end."""

    gold_words: int = 0
    leaked: int = 0
    person_words: int = 0
    person_leaked: int = 0
    other_words: int = 0
    damaged: int = 0
    damaged_outside: int = 0
    false_positive: int = 0
    false_positive_annotated: int = 0
    outside: int = 0
    # Every word of the input, and the words of the language's common-word list outside every
    # gold span that the output did not keep (ordinary words replaced; target 0).
    words: int = 0
    ordinary: int = 0
    # Documents whose written text is not what the run's edits make of the input (target 0).
    unexplained: int = 0
    # Tokens outside every mention that the output did not keep, by what became of them
    # (`_fate`) and their kind (word, number, punctuation).
    fates: Counter[tuple[str, str]] = field(default_factory=Counter)
    # Gold words and those of them kept, by the gold's evaluation group: what the leaked share
    # is made of (amounts are kept on purpose, a person's words never).
    group_words: Counter[str] = field(default_factory=Counter)
    group_leaked: Counter[str] = field(default_factory=Counter)

    @property
    def lost(self) -> int:
        return sum(n for (fate, _), n in self.fates.items() if fate in LOST)

    def add(self, other: Counts) -> None:
        for name in (
            *("gold_words", "leaked", "person_words", "person_leaked", "other_words"),
            *("damaged", "damaged_outside", "false_positive", "false_positive_annotated"),
            *("outside", "unexplained", "words", "ordinary"),
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.fates.update(other.fates)
        self.group_words.update(other.group_words)
        self.group_leaked.update(other.group_leaked)


@dataclass(frozen=True)
class Changed:
    """Where an input token the output does not keep went: the output tokens that stand in
    its stretch (`stretch`; none where it was deleted), and the one it became where the
    stretch was replaced token for token (`paired`: `v` -> `ve`)."""

    stretch: slice
    paired: int | None = None


# For each input token, the index of the output token it is kept as, or where it went.
Aligned = list[int | Changed]


def align(
    text: str, source: list[Token], output: str, written: list[Token], edits: Sequence[Edit]
) -> tuple[Aligned, bool]:
    """`source` (the tokens of `text`) aligned to `written` (those of `output`); and whether
    the run's `edits` explain `output` (else difflib alone aligned the whole texts).

    Where they do, a token no edit touches is kept where the edits before it moved it (unless
    the output's tokens differ there: it was merged or split), and the tokens that touch
    edits sharing a token between them are aligned with their output by difflib, stretch by
    stretch, which never lets a surrogate's `,` or `/` match the comma of a sentence away."""
    if apply_edits(text, list(edits)).text != output:
        return _matched(source, written, 0), False
    rewrite = Rewrite(output, list(edits))
    starts, ends = [t.start for t in written], [t.end for t in written]
    edit_starts, edit_ends = [e.start for e in edits], [e.end for e in edits]

    def touching(token: Token) -> tuple[int, int]:
        """The first and last edit `token` overlaps (first > last for none)."""
        first = bisect.bisect_right(edit_ends, token.start)
        return first, bisect.bisect_left(edit_starts, token.end) - 1

    at = {token.start: index for index, token in enumerate(written)}
    aligned: Aligned = []
    index = 0
    while index < len(source):
        token = source[index]
        first_edit, last_edit = touching(token)
        if first_edit > last_edit:
            start, end = rewrite.map_span(token.start, token.end)
            found = at.get(start)
            kept = found is not None and written[found].end == end
            aligned.append(found if kept else Changed(_overlapping(starts, ends, start, end)))
            index += 1
            continue
        first = index
        index += 1
        while index < len(source):
            next_first, next_last = touching(source[index])
            if next_first > next_last or next_first > last_edit:
                break
            last_edit = max(last_edit, next_last)
            index += 1
        span = rewrite.map_span(source[first].start, source[index - 1].end)
        stretch = _overlapping(starts, ends, *span)
        aligned += _matched(source[first:index], written[stretch], stretch.start)
    return aligned, True


def _matched(source: list[Token], written: list[Token], offset: int) -> Aligned:
    """`source` aligned to `written` (output tokens from index `offset`) by difflib."""
    aligned: Aligned = []
    matcher = difflib.SequenceMatcher(
        None, [t.text for t in source], [t.text for t in written], autojunk=False
    )
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        stretch = slice(offset + j1, offset + j2)
        for step in range(i2 - i1):
            if tag == "equal":
                aligned.append(offset + j1 + step)
            elif tag == "replace" and i2 - i1 == j2 - j1:
                aligned.append(Changed(stretch, offset + j1 + step))
            else:
                aligned.append(Changed(stretch))
    return aligned


def _overlapping(starts: list[int], ends: list[int], start: int, end: int) -> slice:
    """The output tokens (`starts`, `ends`) that overlap `start:end`; an empty slice where
    it would be when none does."""
    first = bisect.bisect_right(ends, start)
    return slice(first, max(first, bisect.bisect_left(starts, end)))


def score(
    text: str,
    output: str,
    edits: Sequence[Edit],
    gold: Iterable[tuple[Span, str]],
    mentions: Iterable[Span],
    counted: Iterable[Span],
    lang: str | None = None,
) -> Counts:
    """The counts of one document: `text`, its written `output` and the run's `edits`, the
    `gold` spans of personal data with their evaluation group, the `mentions` the run
    replaced, and those of them in a group the corpus annotates (`counted`); with the
    document's `lang`, the ordinary words (`reader.common`) the output did not keep."""
    source, written = tokens(text), tokens(output)
    aligned, explained = align(text, source, output, written, edits)
    gold = list(gold)
    in_gold = _marks(len(text), [span for span, _ in gold])
    group_of = _groups(len(text), gold)
    in_person = _marks(len(text), [span for span, group in gold if group == "PERSON"])
    in_mention, in_counted = _marks(len(text), mentions), _marks(len(text), counted)
    counts = Counts(unexplained=not explained)
    for index, token in enumerate(source):
        target = aligned[index]
        inside = any(in_mention[token.start : token.end])
        fate = "" if inside else _fate(source, written, output, aligned, index)
        kept = isinstance(target, int) or fate == "changed"
        counts.words += token.is_word
        if any(in_gold[token.start : token.end]):
            if token.is_word and token.text.lower() not in IGNORABLE:
                counts.gold_words += 1
                counts.leaked += kept
                group = group_of[token.start] or "?"
                counts.group_words[group] += 1
                counts.group_leaked[group] += kept
                if any(in_person[token.start : token.end]):
                    counts.person_words += 1
                    counts.person_leaked += kept
        elif token.is_word:
            counts.other_words += 1
            counts.damaged += not kept
            counts.false_positive += inside
            counts.false_positive_annotated += any(in_counted[token.start : token.end])
            counts.damaged_outside += not kept and not inside
            counts.ordinary += not kept and lang is not None and common(token.text, lang)
        if inside:
            continue
        counts.outside += 1
        if fate != "kept":
            counts.fates[fate, _kind(token)] += 1
    return counts


def _groups(length: int, gold: Iterable[tuple[Span, str]]) -> list[str | None]:
    """The evaluation group of the gold span over each character, None outside them."""
    groups: list[str | None] = [None] * length
    for (start, end), group in gold:
        groups[start:end] = [group] * (end - start)
    return groups


def _marks(length: int, spans: Iterable[Span]) -> bytearray:
    marks = bytearray(length)
    for start, end in spans:
        marks[start:end] = b"\x01" * (end - start)
    return marks


def _fate(
    source: list[Token], written: list[Token], output: str, aligned: Aligned, index: int
) -> str:
    """What the output made of the input token `index` (outside every mention): `kept`;
    `changed` into another token one for one (`v` -> `ve`, `a` -> `an`); `merged` into a
    longer output token of its stretch; `dropped`; or `glued` to a neighbour it had a space
    between (no space is left between it and what its input neighbour became)."""
    token, target = source[index], aligned[index]
    if isinstance(target, Changed):
        if target.paired is not None:
            return "changed"
        merged = any(token.text in t.text for t in written[target.stretch])
        return "merged" if merged else "dropped"
    out = written[target]
    if index > 0 and source[index - 1].end < token.start:
        before = _edge(written, aligned[index - 1], end=True)
        if before is not None and not _spaced(output[before : out.start]):
            return "glued"
    if index + 1 < len(source) and token.end < source[index + 1].start:
        after = _edge(written, aligned[index + 1], end=False)
        if after is not None and not _spaced(output[out.end : after]):
            return "glued"
    return "kept"


def _edge(written: list[Token], target: int | Changed, *, end: bool) -> int | None:
    """Where the output of a neighbour aligned to `target` ends (`end`) or starts; None
    where it was deleted."""
    if isinstance(target, int):
        return written[target].end if end else written[target].start
    if target.stretch.start == target.stretch.stop:
        return None
    return written[target.stretch.stop - 1].end if end else written[target.stretch.start].start


def _spaced(between: str) -> bool:
    return any(character.isspace() for character in between)


def _kind(token: Token) -> str:
    if not token.is_word:
        return "punctuation"
    return "number" if token.text.isdigit() else "word"


@dataclass
class Agreement:
    agreeing: int = 0
    judged: int = 0

    def share(self) -> str:
        return f"{self.agreeing / self.judged:.3f} ({self.judged:,})" if self.judged else "–"


@dataclass
class Figures:
    counts: Counts = field(default_factory=Counts)
    agreement: Agreement = field(default_factory=Agreement)
    documents: int = 0
    seconds: float = 0.0
    # The audit's certain and suspected leaks in the output, as the run's report counts them.
    leaks: int = 0
    suspected: int = 0
    # Dates read whole in the original and in its surrogate, and of those how many moved by
    # their document's shift (target: all).
    dates: int = 0
    dates_on_shift: int = 0
    # Dates and times the output holds that cannot be, as the audit finds them (target 0).
    impossible: int = 0
    # Line breaks of the input lost in the output (target 0).
    lines_merged: int = 0
    # Persons (entities) replaced, and those whose mentions got surrogates that are no
    # forms of one name (target 0).
    persons: int = 0
    split_persons: int = 0
    # Name words whose surrogate has the other role, given for family or the reverse.
    role_swaps: int = 0
    # Mentions replaced as OTHER, and the sentences of the corpus.
    other: int = 0
    sentences: int = 0


def measure(
    name: str, lang: str, data: Path, setting: str, key: Path, limit: int | None
) -> Figures:
    """Run corpus `name` with `--mentions setting` and score what was written."""
    path = data / f"{name}.dev.jsonl"
    gold = read_gold(path)[:limit]
    scheme = guess_scheme(path, (span.label for d in gold for span in d.spans))
    counted_groups = annotated_groups(scheme)
    figures = Figures(documents=len(gold))
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / path.name
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        source.write_text("".join(lines[:limit]), encoding="utf-8")
        out = Path(folder) / "out"
        started = time.perf_counter()
        results, totals = _run(source, out, lang, setting, key)
        figures.seconds = time.perf_counter() - started
        written = _written(out / source.name)
    figures.leaks = sum(totals["leaks"].values())
    figures.suspected = sum(totals["suspected"].values())
    pairs = []
    for document in gold:
        result, output = results[document.id], written[document.id]
        rewrite = result.rewrites[Mode.PSEUDONYMIZE]
        replaced = result.replaced
        spans = [
            ((s.start, s.end), group)
            for s in document.spans
            if (group := gold_group(scheme, s.label)) is not None
        ]
        counted = [
            (m.start, m.end) for m in replaced if CATEGORY_GROUP[m.category] in counted_groups
        ]
        mentions = [(m.start, m.end) for m in replaced]
        counts = score(document.text, output, rewrite.edits, spans, mentions, counted, lang)
        figures.counts.add(counts)
        figures.lines_merged += lines_merged(
            document.text, output, rewrite.edits, not counts.unexplained
        )
        figures.impossible += impossible_written(rewrite, lang)
        figures.sentences += result.sentences
        figures.other += sum(m.category is Category.OTHER for m in replaced)
        if rewrite.text != output:
            continue  # counted as unexplained; its surrogates cannot be found
        _surrogates(document.text, output, rewrite, result, lang, figures)
        for mention in replaced:
            if mention.category in NAMES:
                pairs.append(
                    (document.text, mention, output, rewrite.map_span(mention.start, mention.end))
                )
    if lang == "cs":
        _czech(pairs, figures.agreement)
    elif lang == "pl":
        _polish(pairs, figures.agreement)
    return figures


def _surrogates(
    text: str, output: str, rewrite: Rewrite, result: Result, lang: str, figures: Figures
) -> None:
    """What the surrogates of one document did to its timeline and its persons: each date's
    shift against the document's, each person's surrogates, each name word's role."""

    def written(mention: Mention) -> tuple[str, str]:
        start, end = rewrite.map_span(mention.start, mention.end)
        return mention.text_in(text), output[start:end]

    # Every mention replaced, whatever its category: a date replaced as OTHER or an ID
    # leaves the timeline as surely as one moved by another shift.
    moved = shifts([written(m) for m in result.replaced], lang)
    figures.dates += len(moved)
    figures.dates_on_shift += on_shift(moved)
    persons = named_persons(text, rewrite, result.entities, result.replaced, lang)
    figures.persons += len(persons)
    figures.split_persons += sum(several_names(named, lang) for named in persons)
    figures.role_swaps += role_swaps(persons, lang)


def _run(
    source: Path, out: Path, lang: str, setting: str, key: Path
) -> tuple[dict[str, Result], dict[str, Any]]:
    """`pseudonymizer run SOURCE --lang LANG --mode pseudonymize --mentions SETTING --key KEY
    -o OUT`, built as cli.py's `run` builds it; the results by document id, as the pipeline
    handed them to the writer, and the totals of the report it wrote (report.json)."""
    runner = Runner(
        Config(mentions=setting),
        [Mode.PSEUDONYMIZE],
        lang=lang,
        key=read_key_file(key),
        options=ReadOptions(None),
    )
    results: dict[str, Result] = {}
    replace = Pipeline._replace

    def recorded(pipeline: Pipeline, result: Result, *args: Any) -> None:
        # The last replacement of a document is what was written: the runner replaces one
        # again where its claims disagree with the corpus's.
        replace(pipeline, result, *args)
        results[result.document.id] = result

    Pipeline._replace = recorded  # type: ignore[method-assign]
    try:
        report = runner.run(runner.load([source], exclude=out), out)
    finally:
        Pipeline._replace = replace  # type: ignore[method-assign]
    if report.errors:
        raise SystemExit(f"{source.name}: the run reported errors: {report.errors[:3]}")
    totals = json.loads((out / "report.json").read_text(encoding="utf-8"))["totals"]
    return results, totals


def _written(path: Path) -> dict[str, str]:
    with path.open(encoding="utf-8") as lines:
        return {str(r["id"]): r["text"] for r in map(json.loads, lines) if r}


Pair = tuple[str, Mention, str, Span]


def _czech(pairs: list[Pair], agreement: Agreement) -> None:
    """As surrogate_quality judges Czech: the head of the original in the input and of the
    surrogate in the written output, each text read by the spaCy pipeline's morphologizer."""
    nlp = reader(Config().models["cs"], ("morphologizer",))
    texts = sorted({text for text, *_ in pairs} | {output for _, _, output, _ in pairs})
    docs = dict(zip(texts, nlp.pipe(texts), strict=True))
    for text, mention, output, (start, end) in pairs:
        before = head_morph(docs[text], mention.start, mention.end)
        after = head_morph(docs[output], start, end)
        if before is None or after is None or not any(before):
            continue
        agreement.judged += 1
        agreement.agreeing += agree(before, after)


def _polish(pairs: list[Pair], agreement: Agreement) -> None:
    """As surrogate_quality judges Polish: word by word, a surrogate word that Morfeusz can
    read with a tag of the original name word's."""
    for text, mention, output, (start, end) in pairs:
        words, new = mention.text_in(text).split(), output[start:end].split()
        if len(words) != len(new):
            agreement.judged += len(words)
            continue
        for word, replacement in zip(words, new, strict=True):
            tags = {t for r in analyse(word) if r.name_classes for t in expanded(r.tag)}
            if not tags:
                continue
            agreement.judged += 1
            agreement.agreeing += bool(
                tags & {t for r in analyse(replacement) for t in expanded(r.tag)}
            )


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.3f}" if whole else "–"


@dataclass(frozen=True)
class Column:
    """A figure of the table: its header, its cell, and how bad a run's figure is, so the
    worst of several keys' runs is the one shown."""

    header: str
    cell: Callable[[Figures], str]
    badness: Callable[[Figures], float]


def _ratio(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def _c(figures: Figures) -> Counts:
    return figures.counts


def _shares(header: str, part: Callable[[Figures], int], whole: Callable[[Figures], int]) -> Column:
    """A column of the share `part` is of `whole`: the larger, the worse."""
    return Column(header, lambda f: _share(part(f), whole(f)), lambda f: _ratio(part(f), whole(f)))


COLUMNS = (
    Column("docs", lambda f: f"{f.documents:,}", lambda f: 0),
    Column(
        "leaked (words)",
        lambda f: f"{_share(_c(f).leaked, _c(f).gold_words)} ({_c(f).gold_words:,})",
        lambda f: _ratio(_c(f).leaked, _c(f).gold_words),
    ),
    _shares("person leaked", lambda f: _c(f).person_leaked, lambda f: _c(f).person_words),
    Column(
        "damaged (out)",
        lambda f: f"{_share(_c(f).damaged, _c(f).other_words)} ({_c(f).damaged_outside:,})",
        lambda f: _ratio(_c(f).damaged, _c(f).other_words) + _c(f).damaged_outside,
    ),
    _shares("FP", lambda f: _c(f).false_positive, lambda f: _c(f).other_words),
    _shares("FP annotated", lambda f: _c(f).false_positive_annotated, lambda f: _c(f).other_words),
    Column("changed", lambda f: f"{_changed(f):,}", lambda f: _changed(f)),
    Column(
        "lost",
        lambda f: f"{_c(f).lost:,} ({_share(_c(f).lost, _c(f).outside)})",
        lambda f: _c(f).lost,
    ),
    Column(
        "agreement",
        lambda f: f.agreement.share(),
        lambda f: -_ratio(f.agreement.agreeing, f.agreement.judged),
    ),
    Column(
        "ordinary /1k",
        lambda f: f"{1000 * _ratio(_c(f).ordinary, _c(f).words):.2f}",
        lambda f: _ratio(_c(f).ordinary, _c(f).words),
    ),
    Column(
        "dates on shift",
        lambda f: f"{_share(f.dates_on_shift, f.dates)} ({f.dates:,})",
        lambda f: -_ratio(f.dates_on_shift, f.dates),
    ),
    Column("impossible", lambda f: f"{f.impossible:,}", lambda f: f.impossible),
    Column("lines merged", lambda f: f"{f.lines_merged:,}", lambda f: f.lines_merged),
    Column(
        "persons >1 name",
        lambda f: f"{f.split_persons:,} ({f.persons:,})",
        lambda f: f.split_persons,
    ),
    Column("role swaps", lambda f: f"{f.role_swaps:,}", lambda f: f.role_swaps),
    Column(
        "OTHER /sent.",
        lambda f: f"{_ratio(f.other, f.sentences):.2f}",
        lambda f: _ratio(f.other, f.sentences),
    ),
    Column("leaks", lambda f: f"{f.leaks:,}", lambda f: f.leaks),
    Column("suspected", lambda f: f"{f.suspected:,}", lambda f: f.suspected),
    Column("s", lambda f: f"{f.seconds:.0f}", lambda f: f.seconds),
)
HEADER = ("corpus", "mentions", *(column.header for column in COLUMNS))


def _changed(figures: Figures) -> int:
    return sum(n for (fate, _), n in figures.counts.fates.items() if fate == "changed")


def row(name: str, setting: str, runs: Sequence[Figures]) -> list[str]:
    """A corpus's row: each figure from the run (one per key) where it is worst."""
    cells = [name, setting]
    for column in COLUMNS:
        worst = max(runs, key=column.badness)
        cells.append(column.cell(worst))
    return cells


def render(rows: list[list[str]], markdown: bool, header: Sequence[str] = HEADER) -> str:
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|---|---|" + "---:|" * (len(header) - 2)]
        return "\n".join([*lines, *("| " + " | ".join(r) + " |" for r in rows)])
    widths = [max(len(r[i]) for r in [list(header), *rows]) for i in range(len(header))]
    return "\n".join(
        "  ".join(
            cell.ljust(w) if i < 2 else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(r, widths, strict=True))
        )
        for r in [list(header), *rows]
    )


def keys(folder: Path, count: int) -> list[Path]:
    """`count` project keys, each made from its index alone, so every bench run draws the
    same surrogates: the figures differ from key to key, never from run to run."""
    paths = []
    for index in range(count):
        secret = hashlib.sha256(f"pseudonymizer bench key {index}".encode()).digest()
        path = folder / f"bench-{index}.key"
        path.write_text(PREFIX + base64.urlsafe_b64encode(secret).decode("ascii") + "\n")
        paths.append(path)
    return paths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--corpus", nargs="+", choices=sorted(CORPORA))
    parser.add_argument("--limit", type=int, help="documents per corpus (the first N)")
    parser.add_argument("--keys", type=int, default=3, help="runs per corpus, one key each")
    parser.add_argument("--key", type=Path, help="one project key file instead of --keys")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--verbose", action="store_true", help="print each key's rows too")
    args = parser.parse_args()
    if args.keys < 1:
        parser.error("--keys must be at least 1")
    rows, each = [], []
    total, detected = Counts(), Counts()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        paths = [args.key] if args.key else keys(Path(folder), args.keys)
        for name in args.corpus or CORPORA:
            for setting in SETTINGS:
                runs = []
                for index, key in enumerate(paths):
                    figures = measure(name, CORPORA[name], args.data, setting, key, args.limit)
                    runs.append(figures)
                    total.add(figures.counts)
                    if setting == "detect":
                        detected.add(figures.counts)
                    each.append([name, setting, str(index), *row(name, setting, [figures])[2:]])
                    print(
                        f"{name} {setting} key {index}: {figures.seconds:.0f} s",
                        file=sys.stderr,
                        flush=True,
                    )
                rows.append(row(name, setting, runs))
    if args.verbose:
        print(render(each, args.markdown, (*HEADER[:2], "key", *HEADER[2:])))
        print()
    print(render(rows, args.markdown))
    fates = ", ".join(f"{fate} {kind} {n}" for (fate, kind), n in total.fates.most_common())
    groups = ", ".join(
        f"{group} {detected.group_leaked[group]}/{words}"
        for group, words in detected.group_words.most_common()
    )
    print(
        f"\nWorst of {len(paths)} key(s) per figure. Tokens outside the mentions not kept, all "
        f"runs: {fates or 'none'}. Documents whose output the run's edits do not make (aligned "
        f"by difflib alone): {total.unexplained}. Gold words leaked by group, with detection, "
        f"all corpora and runs: {groups or 'none'}. {time.perf_counter() - started:.0f} s in all."
    )


if __name__ == "__main__":
    main()
