"""Strip and box plots of per-document recall and precision, like the Czech thesis's figures.

A corpus-wide ratio hides whether the detector does well everywhere or fails badly on a few
documents; one point per document (jittered sideways) over a box of their quartiles shows it.
One figure per metric, one strip and box per group (one corpus) or per corpus (several).

Figures are drawn on matplotlib's Agg canvas without pyplot, so nothing needs a display and
no global figure state is left behind.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from pseudonymizer.evaluate.corpus import CorpusScore
from pseudonymizer.evaluate.groups import GROUPS

Summary = dict[str, Any]


def strip_box(series: Mapping[str, Sequence[float]], path: Path, title: str, ylabel: str) -> Path:
    """Draw one strip and box per entry of `series` (label -> per-document values) to `path`."""
    labels = list(series)
    figure = Figure(figsize=(max(4.0, 1.1 * len(labels) + 1.5), 4.5), layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    rng = np.random.default_rng(0)  # the same jitter every run, so figures diff cleanly
    filled = [(i, values) for i, values in enumerate(series.values(), start=1) if values]
    if filled:
        axes.boxplot(
            [values for _, values in filled],
            positions=[i for i, _ in filled],
            widths=0.6,
            showfliers=False,
            medianprops={"color": "tab:red"},
        )
    for i, values in filled:
        x = i + rng.uniform(-0.22, 0.22, len(values))
        axes.scatter(x, values, s=9, alpha=0.35, color="tab:blue", linewidths=0)
    axes.set_xticks(
        range(1, len(labels) + 1),
        [f"{label}\n(n={len(values)})" for label, values in series.items()],
        fontsize=8,
    )
    axes.set_xlim(0.4, len(labels) + 0.6)
    axes.set_ylim(-0.05, 1.05)
    axes.set_ylabel(ylabel)
    axes.set_title(title)
    axes.grid(axis="y", alpha=0.3)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=120)
    return path


def group_figures(score: CorpusScore, out_dir: Path) -> list[Path]:
    """`recall.png` and `precision.png` of one corpus: all tokens, then one strip per group."""
    summaries = [document.counts.summary() for document in score.documents]
    recall = {"tokens": _values(summaries, lambda s: s["token_recall"])}
    precision = {"tokens": _values(summaries, lambda s: s["token_precision"])}
    for group in GROUPS:
        if values := _values(summaries, lambda s, g=group: s["recall"].get(g)):
            recall[group] = values
        if values := _values(summaries, lambda s, g=group: s["precision_by_group"].get(g)):
            precision[group] = values
    return [
        strip_box(
            recall,
            out_dir / "recall.png",
            f"{score.name}: recall per document (covered)",
            "recall",
        ),
        strip_box(
            precision,
            out_dir / "precision.png",
            f"{score.name}: token precision per document",
            "precision",
        ),
    ]


def corpus_figures(scores: Sequence[CorpusScore], out_dir: Path) -> list[Path]:
    """Token recall, token precision and PERSON recall per document, one strip per corpus."""
    summaries = {
        score.name: [document.counts.summary() for document in score.documents] for score in scores
    }
    metrics: list[tuple[str, str, Callable[[Summary], float | None]]] = [
        ("token_recall", "token recall", lambda s: s["token_recall"]),
        ("token_precision", "token precision", lambda s: s["token_precision"]),
        ("person_recall", "PERSON recall (covered)", lambda s: s["recall"].get("PERSON")),
    ]
    return [
        strip_box(
            {name: _values(docs, metric) for name, docs in summaries.items()},
            out_dir / f"{stem}.png",
            f"{label} per document",
            label,
        )
        for stem, label, metric in metrics
    ]


def _values(summaries: list[Summary], metric: Callable[[Summary], float | None]) -> list[float]:
    """The metric of every document where it is defined (a group present, something predicted)."""
    return [value for summary in summaries if (value := metric(summary)) is not None]
