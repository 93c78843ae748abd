"""One recording's treatment, for `audio mask` and `run --audio` alike: beep the masked words,
and with `--distort` move each speaker's voice and beep the words again.

SoX's pitch effect delays and smears each sample over tens of milliseconds, so a word beeped
only after it would leak out past the tone's edges, and a word beeped only before it would be
a tone no longer of the frequency asked for. Beeped before, nothing of the word is left to
smear; beeped again after, the tone is exactly the one asked for.
"""

from __future__ import annotations

from dataclasses import dataclass

from pseudonymizer.audio.beep import Beep, mask, sample_ranges, silent
from pseudonymizer.audio.recording import Recording
from pseudonymizer.audio.voices import PitchRange, distort, shift_for
from pseudonymizer.io.alignment import Alignment
from pseudonymizer.replace.keys import ProjectKey


@dataclass(frozen=True)
class Distortion:
    """`--distort`: shifts drawn from `pitch` by `key`."""

    key: ProjectKey
    pitch: PitchRange


@dataclass(frozen=True)
class Treated:
    """What was done to a recording, for the report: counts and seconds, no words."""

    masked: int
    masked_seconds: float
    shifts: dict[str, float]


def treat(
    recording: Recording,
    intervals: list[tuple[float, float]],
    beep: Beep,
    distortion: Distortion | None = None,
    alignment: Alignment | None = None,
    speaker: str = "",
    gaps: list[tuple[float, float]] | None = None,
) -> tuple[Recording, Treated]:
    """The recording distorted and masked; `speaker` names the voice of a recording whose
    alignment names none (the same name, the same shift); `gaps` are masked too where
    something is heard in them."""
    intervals = intervals + [gap for gap in gaps or () if not silent(recording, gap)]
    shifts: dict[str, float] = {}
    if distortion is not None:
        words = alignment.words if alignment is not None else ()
        turns = [((w.start + w.end) / 2, w.speaker) for w in words if w.speaker is not None]
        speakers = sorted({speaker for _, speaker in turns}) or [speaker]
        shifts = {name: shift_for(name, distortion.key, distortion.pitch) for name in speakers}
        recording = distort(mask(recording, intervals, beep), shifts, turns)
    masked = mask(recording, intervals, beep)
    ranges = sample_ranges(intervals, recording.rate, recording.frames)
    seconds = sum(end - start for start, end in ranges) / recording.rate
    return masked, Treated(len(ranges), seconds, shifts)
