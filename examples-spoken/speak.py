"""Make the spoken example: a fictional interview spoken word by word by espeak-ng (two
voices), its transcript, and a Praat TextGrid with a word tier per speaker, as a forced
aligner would give it. Run from this folder: `../.venv/bin/python speak.py`."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

import numpy as np
import soundfile
from praatio import textgrid
from praatio.data_classes.interval_tier import IntervalTier

TURNS = [
    ("Interviewer", "en+m3", "Where did you grow up?"),
    ("Anna", "en+f3", "In Krakow, with my brother Tomasz Nowak."),
    ("Interviewer", "en+m3", "And when did you come to Uppsala?"),
    ("Anna", "en+f3", "In March 2014, to work at Uppsala University."),
]
RATE = 16000


def word(text: str, voice: str, folder: Path) -> np.ndarray:
    """One word spoken alone, at 16 kHz, its leading and trailing silence cut off."""
    wav = folder / "word.wav"
    subprocess.run(["espeak-ng", "-v", voice, "-s", "160", "-w", str(wav), text], check=True)
    samples, rate = soundfile.read(str(wav), dtype="float64")
    times = np.arange(0, len(samples) / rate, 1 / RATE)
    samples = np.interp(times, np.arange(len(samples)) / rate, samples)
    loud = np.flatnonzero(np.abs(samples) > 0.02)
    return samples[loud[0] : loud[-1] + 1]


def main() -> None:
    at, pieces = 0.3, []
    tiers: dict[str, list[tuple[float, float, str]]] = {speaker: [] for speaker, *_ in TURNS}
    with tempfile.TemporaryDirectory() as folder:
        for speaker, voice, sentence in TURNS:
            for text in sentence.split():
                samples = word(text.strip("?,."), voice, Path(folder))
                start = round(at, 3)
                end = round(start + len(samples) / RATE, 3)
                pieces.append((start, samples))
                tiers[speaker].append((start, end, text.strip("?,.")))
                at = end + 0.08
            at += 0.5
    out = np.zeros(int((at + 0.3) * RATE))
    for start, samples in pieces:
        first = round(start * RATE)
        out[first : first + len(samples)] = samples * 0.8
    Path("recordings").mkdir(exist_ok=True)
    Path("transcripts").mkdir(exist_ok=True)
    soundfile.write("recordings/interview.flac", out, RATE, subtype="PCM_16")
    grid = textgrid.Textgrid()
    for speaker, entries in tiers.items():
        grid.addTier(IntervalTier(speaker, entries, 0, len(out) / RATE))
    grid.save("recordings/interview.TextGrid", format="short_textgrid", includeBlankSpaces=True)
    lines = [f"{speaker}: {sentence}" for speaker, _, sentence in TURNS]
    Path("transcripts/interview.txt").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
