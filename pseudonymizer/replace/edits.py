"""Edits applied to a text: what every mode produces, and what the writers map annotations by."""

from __future__ import annotations

from pseudonymizer.model import Edit, Rewrite


def apply_edits(text: str, edits: list[Edit]) -> Rewrite:
    """The rewritten text; `edits` must be sorted and must not overlap."""
    pieces = []
    position = 0
    for edit in edits:
        if edit.start < position:
            raise ValueError(f"overlapping edits at offset {edit.start}")
        pieces += [text[position : edit.start], edit.replacement]
        position = edit.end
    pieces.append(text[position:])
    return Rewrite("".join(pieces), edits)
