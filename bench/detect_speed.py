"""Throughput of `detect` (all recognizers, propagation, merge) next to spaCy's own NER-only
throughput with the same model on the same texts, in one run.

    python bench/detect_speed.py [CORPUS.jsonl] [--lang en] [--repeat 3]

Prints characters per second of each and their ratio (best of --repeat alternating runs), and
the first pass's, which loads the model and the word lists (as every new process does). A
language without a spaCy model (Polish, German, Swedish, Hungarian) has no NER-only pass.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from pathlib import Path

from pseudonymizer.analyze import COMPONENTS
from pseudonymizer.analyze.spacy_pipeline import reader
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "data" / "tab.dev.jsonl"


def seconds(work: Callable[[], None]) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path, nargs="?", default=DEFAULT_CORPUS)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    texts = [json.loads(line)["text"] for line in args.corpus.open(encoding="utf-8")]
    chars = sum(len(text) for text in texts)
    config = Config()
    model = config.models.get(args.lang)
    read = reader(model, COMPONENTS) if model is not None else None
    pipeline = Pipeline(config)
    documents = [Document(str(i), text, args.lang) for i, text in enumerate(texts)]

    def spacy_ner() -> None:
        if read is not None:
            for _ in read.pipe(texts, config.batch_size):
                pass

    def detect() -> None:
        for _ in pipeline.run(documents):
            pass

    # The first pass builds the word lists the recognizers consult (the model is loaded
    # already): what each new process pays once, reported apart from the throughput.
    first_seconds = seconds(detect)
    spacy_ner()  # warm-up: first-batch allocation is not throughput
    # Alternate the two so both see the same machine; the best run of each is its throughput.
    ner_runs, detect_runs = [], []
    for _ in range(args.repeat):
        ner_runs.append(seconds(spacy_ner))
        detect_runs.append(seconds(detect))
    ner_seconds, detect_seconds = min(ner_runs), min(detect_runs)
    print(f"corpus: {args.corpus.name} ({args.lang}), {len(texts)} documents, {chars:,} characters")
    if read is not None:
        print(f"spaCy NER only ({read.nlp.meta['name']}): {chars / ner_seconds:>12,.0f} chars/s")
    print(f"pseudonymizer detect:            {chars / detect_seconds:>12,.0f} chars/s")
    if read is not None:
        print(f"ratio detect / NER only:         {ner_seconds / detect_seconds:>12.2f}")
    print(f"first pass (loading included):   {chars / first_seconds:>12,.0f} chars/s")


if __name__ == "__main__":
    main()
