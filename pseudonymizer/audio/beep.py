"""Beep masking: each masked stretch of a recording becomes a sine tone of the same length.

The tone replaces every sample of the stretch, so nothing of the word is left under it, and
no sample outside is touched. Its level is that of the speech around it (the loud frames of
the second on either side that no other mask covers), so a listener hears a beep where a word
was rather than a jump in loudness; it fades in and out over a few milliseconds so the edges
do not click. A stretch is widened outward to whole samples: a word that ends between two
samples takes both.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pseudonymizer.audio.recording import AudioError, Recording

# Speech around a mask, each side, from which its level is taken.
CONTEXT_SECONDS = 1.0
# Frames of that speech measured alone; those quieter than a tenth of the loudest are pauses.
FRAME_SECONDS = 0.02
ACTIVE_SHARE = 0.1
# The level of a tone where no speech is around it (digital silence): -30 dBFS.
SILENT_LEVEL = 10 ** (-30 / 20)
FADE_SECONDS = 0.005
# A gap is silent where its loudest frame is 30 dB below the speech around it.
SILENCE_BELOW = 10 ** (-30 / 20)
# A tone's peak stays below full scale.
MAX_PEAK = 0.9


@dataclass(frozen=True)
class Beep:
    """How a mask sounds: a sine of `freq` Hz."""

    freq: float = 1000.0


def sample_ranges(
    intervals: list[tuple[float, float]], rate: int, frames: int
) -> list[tuple[int, int]]:
    """Intervals in seconds as sample ranges, widened to whole samples, cut to the recording,
    overlapping or touching ones joined."""
    ranges = sorted(
        (max(0, int(np.floor(start * rate))), min(frames, int(np.ceil(end * rate))))
        for start, end in intervals
    )
    joined: list[tuple[int, int]] = []
    for start, end in ranges:
        if start >= end:
            continue
        if joined and start <= joined[-1][1]:
            joined[-1] = (joined[-1][0], max(joined[-1][1], end))
        else:
            joined.append((start, end))
    return joined


def mask(recording: Recording, intervals: list[tuple[float, float]], beep: Beep) -> Recording:
    """The recording with each interval (seconds) a tone; samples outside them unchanged."""
    ranges = sample_ranges(intervals, recording.rate, recording.frames)
    if beep.freq <= 0 or beep.freq >= recording.rate / 2:
        raise AudioError(
            f"a {beep.freq:g} Hz tone cannot be held at {recording.rate} Hz; "
            f"choose --freq above 0 and below {recording.rate // 2}"
        )
    samples = recording.samples.copy()
    masked = np.zeros(recording.frames, dtype=bool)
    for start, end in ranges:
        masked[start:end] = True
    for start, end in ranges:
        level = _level(recording, masked, start, end)
        samples[start:end] = recording.stored(_tone(end - start, recording.rate, beep.freq, level))
    return recording.with_samples(samples)


def silent(recording: Recording, interval: tuple[float, float]) -> bool:
    """Whether nothing is heard in `interval`: every frame of it more than 30 dB below the
    speech around it (or digital silence). Only a gap where no word was timed is judged so."""
    [(start, end)] = sample_ranges([interval], recording.rate, recording.frames) or [(0, 0)]
    if end <= start:
        return True
    loudest = float(np.sqrt(_energy(recording, recording.samples[start:end]).max()))
    speech = _level(recording, np.zeros(recording.frames, dtype=bool), start, end).max()
    return loudest <= SILENCE_BELOW * max(speech, SILENT_LEVEL * recording.full_scale)


def _tone(frames: int, rate: int, freq: float, level: np.ndarray) -> np.ndarray:
    """A sine of RMS `level` per channel, faded in and out, as (frames, channels)."""
    t = np.arange(frames) / rate
    wave = np.sin(2 * np.pi * freq * t)
    fade = min(int(FADE_SECONDS * rate), frames // 2)
    if fade:
        ramp = 0.5 - 0.5 * np.cos(np.pi * np.arange(fade) / fade)
        wave[:fade] *= ramp
        wave[frames - fade :] *= ramp[::-1]
    return wave[:, None] * (level * np.sqrt(2))[None, :]


def _level(recording: Recording, masked: np.ndarray, start: int, end: int) -> np.ndarray:
    """The RMS, per channel, of the speech around [start, end) that no mask covers."""
    width = int(CONTEXT_SECONDS * recording.rate)
    around = np.r_[max(0, start - width) : start, end : min(recording.frames, end + width)]
    around = around[~masked[around]]
    scale = recording.full_scale
    peak = MAX_PEAK * scale / np.sqrt(2)
    channels = recording.samples.shape[1]
    if len(around) == 0:
        return np.full(channels, SILENT_LEVEL * scale)
    energy = _energy(recording, recording.samples[around])
    levels = np.empty(channels)
    for channel in range(channels):
        loud = energy[:, channel]
        active = loud[loud >= ACTIVE_SHARE**2 * loud.max()] if loud.max() > 0 else loud[:0]
        levels[channel] = np.sqrt(active.mean()) if len(active) else SILENT_LEVEL * scale
    return np.minimum(levels, peak)


def _energy(recording: Recording, samples: np.ndarray) -> np.ndarray:
    """The mean power of each frame of `samples` (the last one may be shorter), as (frames,
    channels)."""
    values = samples.astype(np.float64)
    frame = max(1, int(FRAME_SECONDS * recording.rate))
    starts = np.arange(0, len(values), frame)
    return np.add.reduceat(values**2, starts, axis=0) / np.diff(np.r_[starts, len(values)])[:, None]
