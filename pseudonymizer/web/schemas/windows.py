"""The window an annotator is served: the characters of one document they may read, its
tokens, spans and labels, and whether they may move on; nothing more of the document."""

from __future__ import annotations

from pydantic import BaseModel

from pseudonymizer.categories import Category
from pseudonymizer.web.schemas.documents import Progress
from pseudonymizer.web.schemas.spans import SpanOut


class WindowDocument(BaseModel):
    """The document the window is cut from, without its state (an annotator's concern is
    only the window)."""

    id: int
    name: str
    lang: str
    full_reading: bool
    version: int
    progress: Progress


class WindowText(BaseModel):
    start: int
    end: int
    text: str


class LabelChoice(BaseModel):
    """A label this document's spans use: the only ones an annotator picks from."""

    id: int
    name: str
    category: Category


class ServedWindow(BaseModel):
    document: WindowDocument
    window: WindowText
    tokens: list[tuple[int, int]]  # the window's tokens, [start, end] in the document
    spans: list[SpanOut]
    labels: list[LabelChoice]
    can_move: bool  # something here was decided or skipped
    last: bool  # nothing waits beyond this window in its document


class NoWindow(BaseModel):
    """Nothing waits for anyone: no document is unfinished."""

    document: None = None


Window = ServedWindow | NoWindow


class Skipped(BaseModel):
    ok: bool = True
    can_move: bool = True
