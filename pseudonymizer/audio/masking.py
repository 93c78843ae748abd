"""One recording's treatment, for `audio mask` and `run --audio` alike: move each speaker's
voice (`--distort`), then beep the masked words.

The voices are moved before the words are beeped, so a beep is exactly the tone asked for and
no trace of a masked word survives: SoX's pitch effect spreads each sample over its neighbours,
and beeping first would let a few milliseconds of the word leak back over the tone's edges.
"""

from __future__ import annotations

from dataclasses import dataclass

from pseudonymizer.audio.beep import Beep, mask, silent
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
        recording = distort(recording, shifts, turns)
    masked = mask(recording, intervals, beep)
    ranges = [(max(0.0, a), min(recording.seconds, b)) for a, b in intervals]
    seconds = _covered(ranges)
    return masked, Treated(len(intervals), seconds, shifts)


def _covered(intervals: list[tuple[float, float]]) -> float:
    """Seconds covered by the union of the intervals."""
    total, reach = 0.0, float("-inf")
    for start, end in sorted(intervals):
        if end > max(reach, start):
            total += end - max(start, reach)
            reach = end
    return total
