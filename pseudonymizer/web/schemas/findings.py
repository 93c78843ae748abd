"""What the audit found in a document's output, as the admin's findings panel shows it."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from pseudonymizer.categories import Category
from pseudonymizer.choices import Candidates, Mode


class FindingOut(BaseModel):
    """One finding: offsets into the output (or its file name, `where` = `name`), never into
    the document, with the output around it to look at."""

    model_config = ConfigDict(from_attributes=True)

    mode: Mode
    start: int
    end: int
    kind: str  # `original`, `part`, `form`, `folded`, `inside`, `handle`, `date` ...
    category: Category
    certain: bool  # a certain leak, or a suspected one for a person to check
    where: Literal["text", "name"]
    before: str
    found: str  # the output's characters start:end
    after: str


class ModeAuditOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    mode: Mode
    leaks: int  # certain leaks, all counted
    suspected: int
    findings: list[FindingOut]  # the first 200 of each certainty


class OutputFindings(BaseModel):
    document_id: int
    candidates: Candidates
    modes: list[ModeAuditOut]
