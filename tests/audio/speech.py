"""Speech-like test recordings: voiced words (harmonics of a fundamental, shaped like
syllables, with a little noise) between pauses, with their timings known exactly."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import soundfile

# The transcript the tests of commands use, and its words' times in the speech they make.
TRANSCRIPT = "I met John Smith in Boston today."
SAID = TRANSCRIPT.split()
SAID_TIMES = [
    (0.20, 0.35),
    (0.40, 0.70),
    (0.80, 1.20),
    (1.25, 1.70),
    (1.80, 1.95),
    (2.00, 2.50),
    (2.55, 2.90),
]

# (start, end) in seconds of each word of the test sentence.
WORDS = [(0.30, 0.62), (0.70, 1.05), (1.15, 1.60), (1.72, 2.00), (2.10, 2.55)]
SECONDS = 3.0


def voiced(rate: int, seconds: float, f0: float, seed: int = 0) -> np.ndarray:
    """A vowel-like sound: ten harmonics of `f0`, falling in level, and a little noise."""
    rng = np.random.default_rng(seed)
    t = np.arange(int(seconds * rate)) / rate
    wave = sum(np.sin(2 * np.pi * f0 * k * t + k) / k for k in range(1, 11) if f0 * k < rate / 2)
    return 0.2 * wave + 0.005 * rng.standard_normal(len(t))


def speech(
    rate: int = 16000, channels: int = 1, f0: float = 140.0, words: list | None = None
) -> np.ndarray:
    """Float samples in [-1, 1] as (frames, channels); words at `WORDS`, silence between
    them but for faint noise; the channels differ in level."""
    frames = int(SECONDS * rate)
    rng = np.random.default_rng(1)
    out = 0.001 * rng.standard_normal(frames)
    for number, (start, end) in enumerate(words or WORDS):
        a, b = int(start * rate), int(end * rate)
        envelope = np.sin(np.linspace(0, np.pi, b - a)) ** 0.5
        out[a:b] += envelope * voiced(rate, (b - a) / rate, f0 * (1 + 0.05 * number), number)
    return np.stack([out * (1 - 0.3 * c) for c in range(channels)], axis=1)


def write_speech(
    path: Path,
    rate: int = 16000,
    channels: int = 1,
    subtype: str = "PCM_16",
    f0: float = 140.0,
    words: list | None = None,
) -> np.ndarray:
    """Write the test speech; returns the samples as read back in their stored type."""
    soundfile.write(str(path), speech(rate, channels, f0, words), rate, subtype=subtype)
    info = soundfile.info(str(path))
    dtype = {
        "PCM_16": "int16",
        "PCM_U8": "int16",
        "PCM_S8": "int16",
        "FLOAT": "float32",
        "DOUBLE": "float64",
    }.get(info.subtype, "int32")
    return soundfile.read(str(path), dtype=dtype, always_2d=True)[0]


def peak_frequency(samples: np.ndarray, rate: int) -> float:
    """The frequency of the strongest component of a mono stretch."""
    spectrum = np.abs(np.fft.rfft(samples * np.hanning(len(samples))))
    return float(np.fft.rfftfreq(len(samples), 1 / rate)[np.argmax(spectrum)])


def fundamental(samples: np.ndarray, rate: int, low: float = 60, high: float = 400) -> float:
    """The fundamental frequency of a voiced stretch, by autocorrelation."""
    x = samples - samples.mean()
    corr = np.correlate(x, x, mode="full")[len(x) - 1 :]
    lo, hi = int(rate / high), int(rate / low)
    lag = lo + int(np.argmax(corr[lo:hi]))
    # A parabola through the peak and its neighbours places it between samples.
    a, b, c = corr[lag - 1], corr[lag], corr[lag + 1]
    shift = 0.5 * (a - c) / (a - 2 * b + c) if (a - 2 * b + c) else 0.0
    return rate / (lag + shift)


def spoken(words: list[str], path: Path, voice: str = "en") -> list[tuple[float, float]]:
    """Speak `words` one by one with espeak-ng, trimmed of their silences and joined by short
    pauses, into `path` (16-bit WAV); each word's (start, end) in seconds."""
    import subprocess
    import tempfile

    pieces, timings, at = [], [], 0.2
    rate = 22050
    with tempfile.TemporaryDirectory() as folder:
        for number, word in enumerate(words):
            wav = Path(folder, f"{number}.wav")
            subprocess.run(["espeak-ng", "-v", voice, "-w", str(wav), word], check=True)
            samples, rate = soundfile.read(str(wav), dtype="float64")
            loud = np.flatnonzero(np.abs(samples) > 0.02)
            samples = samples[loud[0] : loud[-1] + 1]
            pieces.append(samples)
            timings.append((at, at + len(samples) / rate))
            at += len(samples) / rate + 0.15
    out = np.zeros(int((at + 0.2) * rate))
    for samples, (start, _) in zip(pieces, timings, strict=True):
        first = round(start * rate)
        out[first : first + len(samples)] = samples
    soundfile.write(str(path), out, rate, subtype="PCM_16")
    return [(round(start, 4), round(end, 4)) for start, end in timings]


def write_textgrid(
    path: Path, words: list[str] = SAID, times: list[tuple[float, float]] = SAID_TIMES
) -> None:
    """A Praat TextGrid with one tier of words, as a forced aligner writes it."""
    from praatio import textgrid
    from praatio.data_classes.interval_tier import IntervalTier

    grid = textgrid.Textgrid()
    entries = [(a, b, w) for (a, b), w in zip(times, words, strict=True)]
    grid.addTier(IntervalTier("words", entries, 0, 3.0))
    grid.save(str(path), format="short_textgrid", includeBlankSpaces=True)
