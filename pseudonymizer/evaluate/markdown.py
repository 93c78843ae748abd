"""Markdown tables of evaluation figures, for the README and for reports kept next to the code.

Ratios print with three decimals and a missing figure (a group the corpus does not annotate,
precision with nothing predicted) as an en dash, so an absent figure never reads as a zero.
"""

from __future__ import annotations

from collections.abc import Sequence

Cell = str | int | float | None

MISSING = "–"


def format_cell(value: Cell) -> str:
    if value is None:
        return MISSING
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value).replace("|", "\\|").replace("\n", " ")


def markdown_table(
    header: Sequence[str], rows: Sequence[Sequence[Cell]], numeric_from: int = 1
) -> str:
    """A GitHub-flavoured table; columns from `numeric_from` on are right-aligned numbers."""
    for row in rows:
        if len(row) != len(header):
            raise ValueError(f"a row has {len(row)} cells for {len(header)} columns")
    align = ["---" if i < numeric_from else "---:" for i in range(len(header))]
    lines = [
        "| " + " | ".join(format_cell(cell) for cell in header) + " |",
        "|" + "|".join(align) + "|",
        *("| " + " | ".join(format_cell(cell) for cell in row) + " |" for row in rows),
    ]
    return "\n".join(lines) + "\n"
