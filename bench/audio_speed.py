"""How fast `pseudonymizer audio mask` works through recordings: seconds of work per minute of
audio, with and without `--distort`, run as a user runs it (the CLI in a subprocess).

    python bench/audio_speed.py [--minutes 10] [--rate 16000] [--channels 1] [--speakers 2]
                                [--share 0.05] [--repeat 3] [--markdown]

The recording is speech-like: voiced words (ten harmonics of a fundamental that differs per
speaker, shaped like syllables) of 0.2-0.5 s between pauses of 0.05-0.3 s, with faint noise,
written as 16-bit WAV; its word timings are a JSON alignment naming each word's speaker, and
`--share` of the words, chosen at random, are masked (by `--times`, so no NLP model is loaded
and the figure is the signal work's). Each figure is the best of `--repeat` runs, in wall-clock
seconds, the interpreter's start included; x real time = minutes of audio / minutes of work.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import soundfile

CLI = [str(Path(sys.executable).with_name("pseudonymizer"))]


def speech(minutes: float, rate: int, channels: int, speakers: int, seed: int = 7):
    """Samples (frames, channels) and the words: (start, end, speaker)."""
    rng = np.random.default_rng(seed)
    frames = int(minutes * 60 * rate)
    out = 0.001 * rng.standard_normal(frames)
    words, at = [], 0.3
    while True:
        length = rng.uniform(0.2, 0.5)
        if at + length > minutes * 60 - 0.3:
            break
        speaker = (len(words) // 12) % speakers  # turns of a dozen words
        a, b = int(at * rate), int((at + length) * rate)
        t = np.arange(b - a) / rate
        f0 = 110.0 + 60.0 * speaker
        wave = sum(np.sin(2 * np.pi * f0 * k * t) / k for k in range(1, 11))
        out[a:b] += 0.2 * np.sin(np.linspace(0, np.pi, b - a)) ** 0.5 * wave
        words.append((round(at, 4), round(at + length, 4), f"S{speaker}"))
        at += length + rng.uniform(0.05, 0.3)
    samples = np.stack([out * (1 - 0.2 * c) for c in range(channels)], axis=1)
    return samples, words


def timed(args: list[str], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run([*CLI, *args], capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise SystemExit(f"failed: {' '.join(args)}\n{done.stderr}")
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--rate", type=int, default=16000)
    parser.add_argument("--channels", type=int, default=1)
    parser.add_argument("--speakers", type=int, default=2)
    parser.add_argument("--share", type=float, default=0.05)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--markdown", action="store_true")
    options = parser.parse_args()
    rng = np.random.default_rng(1)
    with tempfile.TemporaryDirectory(prefix="audio-bench-") as folder:
        work = Path(folder)
        samples, words = speech(options.minutes, options.rate, options.channels, options.speakers)
        soundfile.write(str(work / "talk.wav"), samples, options.rate, subtype="PCM_16")
        aligned = [{"start": a, "end": b, "word": "w", "speaker": s} for a, b, s in words]
        (work / "talk.json").write_text(json.dumps(aligned))
        chosen = rng.choice(len(words), size=max(1, int(options.share * len(words))), replace=False)
        (work / "times.txt").write_text(
            "".join(f"{words[i][0]} {words[i][1]}\n" for i in sorted(chosen))
        )
        subprocess.run([*CLI, "key", "new", str(work / "k")], capture_output=True, check=True)
        base = [
            "audio",
            "mask",
            str(work / "talk.wav"),
            "--times",
            str(work / "times.txt"),
            "--out",
            str(work / "out.wav"),
        ]
        rows = [("mask", timed(base, options.repeat))]
        if shutil.which("sox"):
            distort = [*base, "-a", str(work / "talk.json"), "--distort", "--key", str(work / "k")]
            rows.append(
                (f"mask + distort ({options.speakers} speakers)", timed(distort, options.repeat))
            )
        else:
            print("SoX is not installed: --distort not measured", file=sys.stderr)
    minutes = options.minutes
    described = (
        f"{minutes:g} min, {options.rate} Hz, {options.channels} channel(s), "
        f"{len(words)} words, {len(chosen)} masked"
    )
    if options.markdown:
        print(f"| run ({described}) | seconds | x real time |\n|---|---:|---:|")
        for name, seconds in rows:
            print(f"| {name} | {seconds:.1f} | {minutes * 60 / seconds:.0f} |")
    else:
        print(described)
        for name, seconds in rows:
            print(f"{name:40} {seconds:7.1f} s   {minutes * 60 / seconds:6.0f}x real time")


if __name__ == "__main__":
    main()
