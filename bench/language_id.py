"""How well and how fast `--lang auto` tells each record's language: lingua's detector over the
supported languages, in the high-accuracy mode `pseudonymizer.analyze.identify` uses and in
the low-accuracy mode it does not, on every development corpus of shared/data.

    python bench/language_id.py [--data DIR]

Each record of a corpus is identified alone, as `run --lang auto` identifies a JSONL record.
Prints per mode the time it takes to load every language's models and the resident memory
they add, then per corpus the share of records given the corpus's language, the
records left undecided (they get the run's default) and the time, and the same shares by
record length over all corpora. The low-accuracy mode is measured first, so the memory the
high-accuracy one adds is on top of the low one's.
"""

from __future__ import annotations

import argparse
import json
import resource
import time
from collections import Counter
from pathlib import Path

from eval_all import CORPORA  # the corpora and their languages, as every bench reads them
from lingua import LanguageDetector, LanguageDetectorBuilder

from pseudonymizer.analyze.identify import lingua_languages
from pseudonymizer.languages import supported

ROOT = Path(__file__).resolve().parents[1]
# Upper bounds (characters, exclusive) of the length groups.
LENGTHS = (60, 120, 400, 10**9)


def detector(low_accuracy: bool) -> LanguageDetector:
    """A detector with every model loaded as it is built (the product's loads them as its
    answers need them; a text of plain Latin letters needs every language's)."""
    builder = LanguageDetectorBuilder.from_languages(*lingua_languages(supported()))
    if low_accuracy:
        builder = builder.with_low_accuracy_mode()
    return builder.with_preloaded_language_models().build()


def resident_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def measure(low_accuracy: bool, corpora: dict[str, list[str]]) -> None:
    before, started = resident_mb(), time.perf_counter()
    found = detector(low_accuracy)
    print(
        f"{'low' if low_accuracy else 'high'} accuracy: models loaded in "
        f"{time.perf_counter() - started:.2f} s, +{resident_mb() - before:.0f} MB resident"
    )
    right_by_length: Counter[int] = Counter()
    all_by_length: Counter[int] = Counter()
    for name, texts in corpora.items():
        started = time.perf_counter()
        answers = [found.detect_language_of(text) for text in texts]
        seconds = time.perf_counter() - started
        lang = CORPORA[name]
        right = [a is not None and a.iso_code_639_1.name.lower() == lang for a in answers]
        undecided = sum(answer is None for answer in answers)
        for text, ok in zip(texts, right, strict=True):
            group = next(bound for bound in LENGTHS if len(text) < bound)
            all_by_length[group] += 1
            right_by_length[group] += ok
        mean = sum(map(len, texts)) / len(texts)
        print(
            f"  {name:9} {lang}  {len(texts):5} records, {mean:5.0f} chars on average: "
            f"right {sum(right) / len(texts):.3f}, undecided {undecided:3}, {seconds:.2f} s"
        )
    low = 0
    for bound in LENGTHS:
        share = right_by_length[bound] / all_by_length[bound]
        label = f"{low}-{bound - 1}" if bound < LENGTHS[-1] else f"{low}+"
        print(f"  {label:>9} chars: {all_by_length[bound]:5} records, right {share:.3f}")
        low = bound


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    args = parser.parse_args()
    corpora = {
        name: [
            json.loads(line)["text"]
            for line in (args.data / f"{name}.dev.jsonl").open(encoding="utf-8")
        ]
        for name in CORPORA
    }
    measure(True, corpora)
    measure(False, corpora)


if __name__ == "__main__":
    main()
