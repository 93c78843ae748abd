"""One batch of documents through the pipeline, where a run's batches are worked: in the runner's
own process, in a local worker process, or on a Dask worker.

A batch goes out as its documents and comes back as one `Outcome` per document: what the
runner writes (the rewrites, a `detect` line), counts for the report, and the claims the
document made in the corpus's ledger. Nothing else crosses a process boundary (no spaCy `Doc`,
no analysis). A worker builds its pipeline once per run (the spaCy pipelines once per process)
and keeps it for every batch. A document that fails is reported by its outcome and the
others of its batch are still worked.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from itertools import groupby
from operator import itemgetter
from typing import Any

from pseudonymizer.audit.forms import Form
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config, ConfigError
from pseudonymizer.detect.propagate import Seeds
from pseudonymizer.explain import explanation
from pseudonymizer.io.errors import InputError
from pseudonymizer.model import Document, Edit, Mention, Rewrite
from pseudonymizer.pipeline import Again, Collected, Pipeline, Result
from pseudonymizer.replace.claims import Claims
from pseudonymizer.replace.keys import ProjectKey
from pseudonymizer.replace.ledger import Ledger
from pseudonymizer.replace.surrogates import FakerSurrogates, SurrogateGenerator
from pseudonymizer.rules.ordinary import no_mention


@dataclass(frozen=True)
class Settings:
    """What decides a run's output, the same in every worker. `token` names this run's
    settings (with what its phase shares), so a worker builds its pipeline once for them."""

    token: str
    config: Config
    modes: tuple[Mode, ...] = ()
    key: ProjectKey | None = None
    surrogates: SurrogateGenerator | None = None
    explain: bool = False


@dataclass
class Shared:
    """What every batch of a phase needs from the corpus as a whole: what the first pass found
    to look for, and the corpus's private strings."""

    token: str
    seeds: Seeds | None = None
    originals: list[Any] = field(default_factory=list)
    # What each long document's parts found, by the document's key in the batches.
    parts: dict[str, Seeds] = field(default_factory=dict)


# A batch: documents (or parts of one), each with the key of the document it is a part of
# where the document is worked in parts (else None).
Batch = list[tuple[Document, str | None]]


@dataclass
class Outcome:
    """A document's result as the runner needs it."""

    row: dict[str, Any] = field(default_factory=dict)
    rewrites: dict[Mode, Rewrite] = field(default_factory=dict)
    mentions: list[Mention] = field(default_factory=list)
    claims: Claims | None = None
    again: Again | None = None
    collected: Collected | None = None
    error: str | None = None
    # Whether the runner replaced the document again (its claims were not admitted).
    redone: bool = False
    # The surface forms of what the document's outputs replaced: its file name is audited.
    forms: tuple[Form, ...] = ()


def saved(outcome: Outcome) -> dict[str, Any]:
    """What a resumed run needs of a step's outcome once its claims were admitted (or it was
    replaced again): its counts, its rewrites, and its claims; JSON but for the claims, which
    there are only with a key (the record is then sealed)."""
    rewrites = {
        mode.value: [r.text, [[e.start, e.end, e.replacement, e.lemma, e.markup] for e in r.edits]]
        for mode, r in outcome.rewrites.items()
    }
    return {
        "row": outcome.row,
        "rewrites": rewrites,
        "claims": outcome.claims,
        "redone": outcome.redone,
    }


def restored(saved: dict[str, Any]) -> Outcome:
    """The outcome `saved` gave."""
    rewrites = {
        Mode(mode): Rewrite(text, [Edit(*edit) for edit in edits])
        for mode, (text, edits) in saved["rewrites"].items()
    }
    return Outcome(saved["row"], rewrites, claims=saved["claims"], redone=saved["redone"])


# The pipelines this process works with, by the tokens of their settings and shared state.
_pipelines: dict[str, Pipeline] = {}
_KEPT = 4


def pipeline(settings: Settings, shared: Shared) -> Pipeline:
    """This process's pipeline for `settings` and `shared`, built on first use."""
    token = f"{settings.token}/{shared.token}"
    if token not in _pipelines:
        surrogates = settings.surrogates
        if surrogates is None and settings.key is not None:
            surrogates = FakerSurrogates(
                settings.key.derive("surrogates"),
                ages=settings.config.ages,
                valid_ids=settings.config.valid_ids,
            )
        built = Pipeline(settings.config, settings.modes, surrogates)
        if shared.originals:
            built.forbid(shared.originals)
        while len(_pipelines) >= _KEPT:
            del _pipelines[next(iter(_pipelines))]
        _pipelines[token] = built
    return _pipelines[token]


def collect(settings: Settings, shared: Shared, batch: Batch) -> list[Outcome]:
    """The first pass over a batch (`Pipeline.collect`)."""
    found = pipeline(settings, shared)

    def each(part: Batch) -> list[Outcome]:
        return [Outcome(collected=c) for c in found.collect(d for d, _ in part)]

    return _guarded(each, batch)


def process(
    settings: Settings, shared: Shared, batch: Batch, ledger: Ledger | None = None
) -> list[Outcome]:
    """Every stage for a batch (`Pipeline.process`); a part of a long document looks for what
    the document's other parts found (`Shared.parts`), other documents for what the corpus
    found where the run propagates over it. Each document is replaced apart (its outcome
    holds its claims), or against `ledger` and writing to it."""
    worked = pipeline(settings, shared)

    def each(part: Batch) -> list[Outcome]:
        outcomes = []
        for key, group in groupby(part, key=itemgetter(1)):
            seeds = shared.parts.get(key, shared.seeds) if key else shared.seeds
            results = worked.process([d for d, _ in group], seeds, ledger=ledger)
            outcomes += [_outcome(result, settings) for result in results]
        return outcomes

    return _guarded(each, batch)


def again(settings: Settings, shared: Shared, outcome: Outcome, ledger: Ledger) -> None:
    """Replace `outcome`'s document again (`Pipeline.again`) against `ledger` (the corpus's,
    or with `--scope document` the ledger of the document its part belongs to), writing to
    it: its rewrites, leak counts and claims become the new ones."""
    assert outcome.again is not None
    result = pipeline(settings, shared).again(outcome.again, ledger)
    outcome.rewrites = result.rewrites
    outcome.row.update(audited(result))
    outcome.claims = result.claims
    outcome.forms = result.forms
    outcome.again = None


def _guarded(each: Any, batch: Batch) -> list[Outcome]:
    """`each(batch)`, or where that fails, each document alone, so one bad document fails
    alone (its outcome says how, without its text)."""
    try:
        return list(each(batch))
    except Exception:
        if len(batch) == 1:
            raise
    outcomes = []
    for document in batch:
        try:
            outcomes.extend(each([document]))
        except Exception as error:  # reported per document: the run goes on
            outcomes.append(Outcome(error=_said(error)))
    return outcomes


def _said(error: Exception) -> str:
    """What went wrong, for the report: the message of our own errors (offsets and settings,
    never text), the class alone of others, whose messages may quote the document."""
    if isinstance(error, ConfigError | InputError):
        return f"{type(error).__name__}: {error}"
    return type(error).__name__


def _outcome(result: Result, settings: Settings) -> Outcome:
    """What the runner needs of a result, and nothing more is sent back: the mentions only
    where they are the output (`detect`, no modes), without those the language's cues say
    name no one unless the run explains its decisions."""
    found = (
        result.mentions if settings.explain else [m for m in result.mentions if not no_mention(m)]
    )
    row = {
        "id": result.document.id,
        "lang": result.document.lang,
        **({"lang_identified": True} if result.document.identified else {}),
        "tokens": result.tokens,
        "sentences": result.sentences,
        "mentions": dict(Counter(m.category.value for m in found)),
        "entities": len(result.entities),
        "replaced": len(result.replaced),
        **audited(result),
    }
    if settings.explain:
        row["explained"] = [explanation(m, result.document.text) for m in found]
    mentions = found if not settings.modes else []
    outcome = Outcome(row, result.rewrites, mentions, result.claims, result.again)
    outcome.forms = result.forms
    return outcome


# The findings a report lists by offset, of each kind in each output of a document; all are
# counted. A long file full of dates would otherwise hold millions in memory and in the report.
LISTED = 200


def audited(result: Result) -> dict[str, Any]:
    """What the audit found in each output of a document, for the report: the certain leaks
    and the suspected ones counted, and (the first `LISTED` of) each by offset and kind; and
    each output's length, to carry the offsets of a part over to the whole document."""
    leaks, suspected, findings, written = {}, {}, {}, {}
    for mode, found in result.findings.items():
        leaks[mode.value] = sum(finding.certain for finding in found)
        suspected[mode.value] = sum(not finding.certain for finding in found)
        certain = [finding.as_dict() for finding in found if finding.certain]
        unsure = [finding.as_dict() for finding in found if not finding.certain]
        findings[mode.value] = {"leaks": certain[:LISTED], "suspected": unsure[:LISTED]}
        written[mode.value] = len(result.rewrites[mode].text)
    return {"leaks": leaks, "suspected": suspected, "findings": findings, "written": written}


def spans_line(document_id: str, mentions: list[Mention], explained: list[Any] | None) -> str:
    """The `detect` output line of a document."""
    spans = [
        {
            "start": m.start,
            "end": m.end,
            "label": m.category.value,
            "score": round(m.score, 3),
            "source": m.source,
            **(explained[i] if explained is not None else {}),
        }
        for i, m in enumerate(mentions)
    ]
    return json.dumps({"id": document_id, "spans": spans}) + "\n"
