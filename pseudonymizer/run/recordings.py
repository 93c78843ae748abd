"""The recordings of `run --audio DIR` as one run pairs them with its transcripts: which were
paired (in this run, or in the run that finished a file before a kill), whether a finished
file's recordings have changed since it was written, and which recordings no transcript went
with (those are never written, so never published unmasked, and the user is told).
"""

from __future__ import annotations

from pathlib import Path

from pseudonymizer.audio.pairing import AudioSettings, unpaired
from pseudonymizer.run.manifest import Finished, file_digest


class Recordings:
    def __init__(self, settings: AudioSettings) -> None:
        self.settings = settings
        self.paired: set[Path] = set()

    def pair(self, recording: Path) -> None:
        """`recording` went with a transcript of this run (even one that failed)."""
        self.paired.add(recording.resolve())

    def stale(self, finished: Finished) -> bool:
        """Whether a finished file must be done again though its input is the same: the
        recordings its outputs were made from have changed. Those that have not are the
        transcript's, and no other's."""
        for name, digest in finished.payload.get("audio", {}).items():
            paths = self.settings.companions(Path(name), Path(name).name)
            if file_digest(*paths) != digest:
                return True
            for path in paths[:1]:
                self.pair(path)
        return False

    def unpaired(self) -> list[Path]:
        """The recordings no transcript went with."""
        return unpaired(self.settings, self.paired)
