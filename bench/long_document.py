"""Throughput of `pseudonymizer run` on ONE long document, with 1 and 2 workers: whether the
parts of a document share the workers (issue 24).

    python bench/long_document.py [--chars 5000000] [--mode pseudonymize] [--lang en]
                                  [--workers 1 2] [--data DIR] [--keep DIR]

The document is one JSONL record of `--chars` characters of distinct text: the documents of
shared/data/tab.dev.jsonl one after the other (346,585 characters), then again and again in
sentences of the whole corpus shuffled (a new seeded order each time, 12 sentences to a
paragraph), so no paragraph repeats, though the names in it recur. Each run is

    pseudonymizer run DOC --out OUT --mode M --lang L --key KEY -j N

as a process of its own, timed wall-clock; its start-up (interpreter, models, worker
processes) is the same command's on a tiny corpus (two files of one ~500-character document,
so that each of two workers gets one), and chars/s = characters / (seconds - start-up s).
The 1-worker and 2-worker outputs are compared byte for byte (but the sealed mapping and the
run's record, which have a fresh nonce each time). Target: 2 workers >= 1.6 x 1 worker.

The machine is shared: the load average before each run is printed beside it; a figure
measured with other work running is no throughput figure. Only sizes, counts and seconds are
printed, never text.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = "tab.dev.jsonl"


def cli() -> str:
    return str(Path(sys.executable).with_name("pseudonymizer"))


def long_text(source: Path, chars: int, seed: int = 24) -> str:
    """`chars` characters of distinct text from the documents of `source` (see above)."""
    texts = [json.loads(line)["text"] for line in source.open(encoding="utf-8") if line.strip()]
    sentences = [s for text in texts for s in re.split(r"(?<=[.?!])\s+", text) if s.strip()]
    rng = random.Random(seed)
    paragraphs = list(texts)
    size = sum(len(p) + 2 for p in paragraphs)
    while size < chars:
        order = sentences[:]
        rng.shuffle(order)
        for at in range(0, len(order), 12):
            paragraph = " ".join(order[at : at + 12])
            paragraphs.append(paragraph)
            size += len(paragraph) + 2
            if size >= chars:
                break
    return "\n\n".join(paragraphs)[:chars]


def write(path: Path, records: list[dict[str, str]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def timed(command: list[str]) -> float:
    started = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines()
        # The last line says what failed; the rest may quote the document.
        raise SystemExit(f"{command[1:3]} exited {done.returncode}: {lines[-1] if lines else ''}")
    return seconds


def outputs(folder: Path) -> dict[str, bytes]:
    return {
        path.relative_to(folder).as_posix(): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.name != "mapping.enc" and ".pseudonymizer" not in path.parts
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chars", type=int, default=5_000_000)
    parser.add_argument("--mode", default="pseudonymize")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--keep", type=Path, help="keep the corpus and outputs in this folder")
    args = parser.parse_args()
    scratch = tempfile.TemporaryDirectory()
    folder = args.keep or Path(scratch.name)
    text = long_text(args.data / SOURCE, args.chars)
    write(folder / "long" / "long.jsonl", [{"id": "long", "text": text}])
    tiny = text[:500]
    for number in range(2):
        write(folder / "tiny" / f"tiny{number}.jsonl", [{"id": f"tiny{number}", "text": tiny}])
    key = folder / "project.key"
    if not key.exists():
        subprocess.run([cli(), "key", "new", str(key)], check=True, stdout=subprocess.DEVNULL)
    print(
        f"one document of {len(text):,} characters ({SOURCE}, distinct paragraphs); "
        f"mode {args.mode}, lang {args.lang}; cores: {os.cpu_count()}"
    )
    rates: dict[int, float] = {}
    for workers in args.workers:
        runs = {}
        for corpus in ("tiny", "long"):
            out = folder / f"out-{corpus}-{workers}"
            command = [cli(), "run", str(folder / corpus), "--out", str(out), "--mode", args.mode]
            command += ["--lang", args.lang, "--key", str(key), "-j", str(workers)]
            load = os.getloadavg()[0]
            runs[corpus] = timed(command)
            print(
                f"  -j {workers} {corpus}: {runs[corpus]:.1f} s (load average before: {load:.2f})"
            )
        rates[workers] = len(text) / max(runs["long"] - runs["tiny"], 1e-9)
        print(
            f"-j {workers}: {rates[workers]:,.0f} chars/s "
            f"({runs['long']:.1f} s - start-up {runs['tiny']:.1f} s)"
        )
    if 1 in rates and 2 in rates:
        same = outputs(folder / "out-long-1") == outputs(folder / "out-long-2")
        print(
            f"2 workers / 1 worker: {rates[2] / rates[1]:.2f}x (target >= 1.6); "
            f"same output: {'yes' if same else 'NO'}"
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    scratch.cleanup()


if __name__ == "__main__":
    main()
