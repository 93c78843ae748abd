"""Voice distortion: each speaker's pitch moved by SoX, by a shift the project key chooses.

SoX's `pitch` effect moves the pitch and keeps the duration, so word timings still hold after
it. The shift of a speaker is drawn from the range the user gives, by a keyed hash of the
speaker's name: reruns with the same key agree, and without the key nobody knows which shift
to undo (a fixed shift would be a fixed, public inverse). A recording with several speakers
is shifted once per speaker, and each stretch of it taken from the shift of the speaker whose
word is nearest, joined with short cross-fades.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

import numpy as np
import soundfile

from pseudonymizer.audio.recording import AudioError, Recording
from pseudonymizer.replace.keys import ProjectKey

CROSSFADE_SECONDS = 0.01
SMALLEST_SHIFT = 100.0
_RANGE = re.compile(r"^\s*([+-]?)(\d+(?:\.\d+)?)\s*:\s*([+-]?)(\d+(?:\.\d+)?)\s*$")


class SoxMissingError(AudioError):
    """SoX is a system package, not a Python one."""


@dataclass(frozen=True)
class PitchRange:
    """Shifts in cents from `low` to `high`. Unsigned bounds (`300:600`) give a shift of that
    size up or down, the direction drawn too; signed ones (`-600:-300`, `+200:+500`) fix it."""

    low: float
    high: float
    either_way: bool

    @classmethod
    def parse(cls, text: str) -> PitchRange:
        found = _RANGE.match(text)
        if found is None:
            raise ValueError(f"--pitch-range {text!r}: write MIN:MAX in cents, such as 300:600")
        low_sign, low, high_sign, high = found.groups()
        signed = bool(low_sign) and bool(high_sign)
        bounds = sorted(
            (
                float(low) * (-1 if low_sign == "-" else 1),
                float(high) * (-1 if high_sign == "-" else 1),
            )
        )
        if not signed and (low_sign or high_sign):
            raise ValueError(
                f"--pitch-range {text!r}: sign both bounds (-600:-300) or neither (300:600)"
            )
        if min(abs(bound) for bound in bounds) < SMALLEST_SHIFT and not (
            signed and bounds[0] < 0 < bounds[1]
        ):
            raise ValueError(
                f"--pitch-range {text!r}: shifts under {SMALLEST_SHIFT:g} cents (a semitone) "
                "do not disguise a voice"
            )
        if signed and bounds[0] < 0 < bounds[1]:
            raise ValueError(
                f"--pitch-range {text!r}: a range across 0 holds shifts too small to disguise "
                "a voice; give sizes (300:600) to let the key choose the direction"
            )
        return cls(bounds[0], bounds[1], either_way=not signed)


def shift_for(speaker: str, key: ProjectKey, pitch: PitchRange) -> float:
    """The speaker's shift in cents: the same for the same key and name, unknowable without
    the key."""
    digest = hmac.new(key.derive("voices"), speaker.encode("utf-8"), hashlib.sha256).digest()
    share = int.from_bytes(digest[:8], "big") / 2**64
    cents = pitch.low + share * (pitch.high - pitch.low)
    if pitch.either_way and digest[8] & 1:
        cents = -cents
    return round(cents, 1)


def sox() -> str:
    found = shutil.which("sox")
    if found is None:
        raise SoxMissingError(
            "--distort needs SoX, which is not installed: `apt-get install sox` (Debian, "
            "Ubuntu), `brew install sox` (macOS), or `make install`"
        )
    return found


def distort(
    recording: Recording, shifts: dict[str, float], turns: list[tuple[float, str]]
) -> Recording:
    """The recording with each speaker's stretches moved by their shift (cents). `turns`
    are (time, speaker) points, such as each word's middle; each sample takes the speaker of
    the nearest point. One speaker, or none named, shifts the whole recording. One shifted
    copy is held at a time, in float32, so memory grows with the recording, not with the
    number of speakers."""
    program = sox()
    speakers = sorted(shifts)
    with tempfile.TemporaryDirectory(prefix="pseudonymizer-sox-") as folder:
        source = Path(folder, "in.wav")
        scaled = recording.samples.astype(np.float32) / np.float32(recording.full_scale)
        soundfile.write(str(source), scaled, recording.rate, subtype="FLOAT")
        del scaled
        if len(speakers) == 1:
            moved = _pitched(program, source, recording, shifts[speakers[0]])
            return recording.with_samples(recording.stored(moved))
        owner = _owners(recording, turns, speakers)
        fade = int(CROSSFADE_SECONDS * recording.rate)
        mixed = np.zeros(recording.samples.shape, dtype=np.float32)
        for index, speaker in enumerate(speakers):
            weight = _crossfaded(owner == index, fade)
            mixed += _pitched(program, source, recording, shifts[speaker]) * weight[:, None]
    return recording.with_samples(recording.stored(mixed))


def _pitched(program: str, source: Path, recording: Recording, cents: float) -> np.ndarray:
    """`source` (the recording as float) moved by `cents`, as float32 on the recording's
    scale, the recording's length."""
    target = source.with_name("out.wav")
    done = subprocess.run(
        [
            program,
            "-V1",
            str(source),
            "-e",
            "floating-point",
            "-b",
            "32",
            str(target),
            "pitch",
            f"{cents:.1f}",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise AudioError(f"SoX failed to shift the pitch: {done.stderr.strip()}")
    moved, _ = soundfile.read(str(target), dtype="float32", always_2d=True)
    target.unlink()
    frames = recording.frames
    if len(moved) < frames:
        moved = np.vstack([moved, np.zeros((frames - len(moved), moved.shape[1]), np.float32)])
    moved = moved[:frames]
    moved *= np.float32(recording.full_scale)
    return moved


def _owners(
    recording: Recording, turns: list[tuple[float, str]], speakers: list[str]
) -> np.ndarray:
    """For each sample, the index of the speaker whose turn point is nearest: the stretch
    between two points is cut halfway."""
    points = sorted((time, speakers.index(speaker)) for time, speaker in turns)
    owner = np.empty(recording.frames, dtype=np.int16)
    times = [time * recording.rate for time, _ in points]
    halves = (int(np.ceil((a + b) / 2)) for a, b in pairwise(times))
    cuts = [0, *halves, recording.frames]
    for (_, index), (start, end) in zip(points, pairwise(cuts), strict=True):
        owner[max(0, start) : max(0, min(recording.frames, end))] = index
    return owner


def _crossfaded(mine: np.ndarray, fade: int) -> np.ndarray:
    """A speaker's weight per sample: 1 in their stretches, 0 elsewhere, with linear
    cross-fades of `fade` samples centred on every change of speaker (a moving average, so
    the speakers' weights still add up to 1 everywhere, the ends included)."""
    weight = mine.astype(np.float32)
    if fade < 2:
        return weight
    padded = np.pad(weight, (fade // 2, fade - fade // 2), mode="edge")
    running = np.concatenate([[0.0], np.cumsum(padded, dtype=np.float64)])
    return ((running[fade:] - running[:-fade]) / fade)[: len(weight)].astype(np.float32)
