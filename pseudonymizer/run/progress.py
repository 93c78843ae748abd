"""How a long run shows how far it is: a Rich bar with documents and characters a second and the
time left on a terminal; a plain line every `PLAIN_EVERY` seconds elsewhere (a log, a batch
job), and the run's figures at the end. Counts only, never text.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from rich.console import Console
from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn, TimeRemainingColumn

PLAIN_EVERY = 10.0


@dataclass
class Pace:
    """What a run has done so far, and since when."""

    documents: int = 0
    characters: int = 0
    started: float = field(default_factory=time.monotonic)

    def add(self, characters: int, documents: int) -> None:
        self.characters += characters
        self.documents += documents

    @property
    def seconds(self) -> float:
        return max(time.monotonic() - self.started, 1e-9)

    def line(self) -> str:
        rate = self.characters / self.seconds
        return (
            f"{self.documents:,} documents, {self.characters:,} characters in "
            f"{self.seconds:,.1f} s: {self.documents / self.seconds:,.1f} documents/s, "
            f"{rate:,.0f} characters/s"
        )


@contextmanager
def shown(console: Console, total: int, show: bool = True) -> Iterator[Pace]:
    """A `Pace` to add to while the work runs (`total`: the characters expected), shown on
    `console` as a bar where it is a terminal, as plain lines where not."""
    pace = Pace()
    if not show:
        yield pace
        return
    if not console.is_terminal:
        yield _Plain(console, pace)
        return
    columns = (
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        TaskProgressColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, transient=True) as progress:
        task = progress.add_task("working", total=max(total, 1), rate="")
        bar = _Bar(progress, task, pace)
        yield bar
        progress.update(task, completed=max(total, 1))


class _Bar(Pace):
    def __init__(self, progress: Progress, task: object, pace: Pace) -> None:
        super().__init__(started=pace.started)
        self.progress = progress
        self.task = task

    def add(self, characters: int, documents: int) -> None:
        super().add(characters, documents)
        rate = (
            f"{self.documents:,} docs  {self.documents / self.seconds:,.1f} docs/s  "
            f"{self.characters / self.seconds:,.0f} chars/s"
        )
        self.progress.update(self.task, advance=characters, rate=rate)  # type: ignore[arg-type]


class _Plain(Pace):
    def __init__(self, console: Console, pace: Pace) -> None:
        super().__init__(started=pace.started)
        self.console = console
        self.shown = pace.started

    def add(self, characters: int, documents: int) -> None:
        super().add(characters, documents)
        now = time.monotonic()
        if now - self.shown >= PLAIN_EVERY:
            self.shown = now
            self.console.print(f"progress: {self.line()}", highlight=False, soft_wrap=True)
