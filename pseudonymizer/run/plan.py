"""What the passes and the outputs follow for every file of a run, handed to them instead of
the runner: how to read the file, in which modes to write it and where, whether the sealed
mapping needs its entries, and what goes beside its outputs (recordings, metadata).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pseudonymizer.choices import Mode, Rename
from pseudonymizer.metadata.documents import DocumentMetadata
from pseudonymizer.run.manifest import Finished
from pseudonymizer.run.reading import InputReader
from pseudonymizer.run.recordings import Recordings


@dataclass(frozen=True)
class Plan:
    reader: InputReader
    modes: tuple[Mode, ...] = ()
    # Whether the run writes the sealed mapping (it has a key), so outputs record its entries.
    sealed: bool = False
    recordings: Recordings | None = None
    metadata: DocumentMetadata | None = None
    rename: Rename = Rename.KEEP
    # The output names given in this run, by the input each was given to: two inputs whose
    # pseudonymized names meet are not written over one another.
    names: dict[str, str] = field(default_factory=dict)

    def folder(self, out_dir: Path, mode: Mode) -> Path:
        """Where `mode`'s outputs go: `out_dir/<mode>/` where the run writes several."""
        return out_dir / self.subfolder(mode)

    def subfolder(self, mode: Mode) -> str:
        return mode.value if len(self.modes) > 1 else ""

    def stale(self, finished: Finished) -> bool:
        """Whether a file finished before must be done again though its input is the same
        (its recordings changed)."""
        return self.recordings is not None and self.recordings.stale(finished)
