"""`pseudonymizer evaluate`: score predictions against gold annotations.

Results go to standard output (Rich tables, or JSON with `--json`), warnings and errors to
standard error. Like every command, nothing printed contains document text: counts, ratios,
file names and document ids only. Any bad input stops the run with exit status 2, naming the
file and line, since figures from part of a corpus would pass for figures of all of it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.table import Table

from pseudonymizer.categories import SCHEMES
from pseudonymizer.evaluate.corpus import CorpusScore, score_corpus
from pseudonymizer.evaluate.groups import GROUPS, annotated_groups
from pseudonymizer.evaluate.metrics import MATCH_CLASSES
from pseudonymizer.evaluate.read import read_gold, read_predictions
from pseudonymizer.evaluate.schemes import SchemeError, check_labels, check_scheme, guess_scheme
from pseudonymizer.io.errors import InputError

out_console = Console()
err_console = Console(stderr=True)


def evaluate_command(
    gold: Annotated[
        Path,
        typer.Option(
            "--gold",
            help="Gold annotations: JSONL ({id, text, spans}), a BRAT .txt + .ann pair or a "
            "folder of them.",
            show_default=False,
        ),
    ],
    pred: Annotated[
        Path,
        typer.Option(
            "--pred",
            help="Predictions: `pseudonymizer detect` JSONL, or BRAT with canonical labels.",
            show_default=False,
        ),
    ],
    scheme: Annotated[
        str | None,
        typer.Option(
            "--scheme",
            help=f"Label scheme of the gold ({', '.join(SCHEMES)}). Default: guessed from "
            "the file name (tab, presidio, cnec, kpwr; germeval, swedish, nerkor: conll), "
            "else canonical if every label is canonical.",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")] = False,
    plot: Annotated[
        Path | None,
        typer.Option(
            "--plot",
            metavar="DIR",
            help="Write strip and box plots of per-document recall and precision (PNG) to DIR.",
        ),
    ] = None,
    by_document: Annotated[
        bool, typer.Option("--by-document", help="Add one row per document.")
    ] = False,
) -> None:
    """Score predictions against gold annotations: recall per group, how each gold span was
    found (exact, inside, partial, missing), token recall and precision.

    Matching is label-agnostic (de-identification needs the data gone, not the label right);
    precision counts only predictions of groups the gold annotates.
    """
    try:
        if scheme is not None:
            check_scheme(scheme)
        documents = read_gold(gold)
        if scheme is None:
            scheme = guess_scheme(gold, (span.label for d in documents for span in d.spans))
        check_labels(documents, scheme)
        predictions = read_predictions(pred, documents)
    except (InputError, SchemeError) as error:
        _fail(str(error))
    score = score_corpus(gold.name, documents, predictions, scheme)
    if score.unpredicted:
        shown = ", ".join(score.unpredicted[:5]) + (", ..." if len(score.unpredicted) > 5 else "")
        err_console.print(
            f"[yellow]warning:[/] {len(score.unpredicted)} of {len(documents)} gold documents "
            f"have no line in {pred}; they count as predicted empty ({shown})",
            highlight=False,
            soft_wrap=True,
        )
    figures = _figures(score, plot) if plot is not None else []
    if as_json:
        typer.echo(json.dumps(_as_json(score, gold, pred, by_document, figures), indent=2))
        return
    _print_tables(score, by_document)
    if figures:
        out_console.print(
            f"figures: {', '.join(str(path) for path in figures)}", highlight=False, soft_wrap=True
        )


def _fail(message: str) -> NoReturn:
    err_console.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(2)


def _figures(score: CorpusScore, out_dir: Path) -> list[Path]:
    from pseudonymizer.evaluate.plots import group_figures  # matplotlib only when asked

    try:
        return group_figures(score, out_dir)
    except OSError as error:
        _fail(f"{out_dir}: cannot write figures: {error.strerror or error}")


def _as_json(
    score: CorpusScore, gold: Path, pred: Path, by_document: bool, figures: list[Path]
) -> dict[str, Any]:
    result: dict[str, Any] = {
        "gold": str(gold),
        "pred": str(pred),
        "scheme": score.scheme,
        "documents": len(score.documents),
        "unpredicted": score.unpredicted,
        "precision_groups": [g for g in GROUPS if g in annotated_groups(score.scheme)],
        **score.total.summary(),
    }
    if by_document:
        result["by_document"] = [
            {"id": document.id, **document.counts.summary()} for document in score.documents
        ]
    if figures:
        result["figures"] = [str(path) for path in figures]
    return result


def _ratio(value: float | None) -> str:
    return "–" if value is None else f"{value:.3f}"


def _print_tables(score: CorpusScore, by_document: bool) -> None:
    summary = score.total.summary()
    recall = Table(
        title=f"{score.name}: {len(score.documents)} documents, scheme {score.scheme}",
        caption="covered: every word predicted (titles, function words excepted)",
    )
    for name in ("group", "gold", "covered", "any overlap", "exact", "precision"):
        recall.add_column(name, justify="left" if name == "group" else "right")
    for group, gold_count in summary["gold"].items():
        recall.add_row(
            group,
            str(gold_count),
            _ratio(summary["recall"][group]),
            _ratio(summary["any_overlap"][group]),
            _ratio(summary["exact"][group]),
            _ratio(summary["precision_by_group"].get(group)),
        )
    out_console.print(recall)

    matches = Table(title="gold spans by how they were found")
    matches.add_column("group")
    for name in MATCH_CLASSES:
        matches.add_column(name, justify="right")
    for group, counts in summary["matches_by_group"].items():
        matches.add_row(group, *(str(counts[name]) for name in MATCH_CLASSES))
    matches.add_section()
    matches.add_row("all", *(str(summary["matches"][name]) for name in MATCH_CLASSES))
    out_console.print(matches)

    if by_document:
        _print_documents(score)
    counted = ", ".join(g for g in GROUPS if g in annotated_groups(score.scheme))
    out_console.print(
        f"token recall {_ratio(summary['token_recall'])}, token precision "
        f"{_ratio(summary['token_precision'])}, F1 {_ratio(summary['token_f1'])} "
        f"(precision counts predictions of {counted})",
        highlight=False,
        soft_wrap=True,
    )


def _print_documents(score: CorpusScore) -> None:
    table = Table(title="per document: gold spans by match, token recall and precision")
    for name in ("document", "gold", *MATCH_CLASSES, "recall", "precision"):
        table.add_column(name, justify="left" if name == "document" else "right")
    for document in score.documents:
        summary = document.counts.summary()
        table.add_row(
            document.id,
            str(sum(summary["gold"].values())),
            *(str(summary["matches"][name]) for name in MATCH_CLASSES),
            _ratio(summary["token_recall"]),
            _ratio(summary["token_precision"]),
        )
    out_console.print(table)
