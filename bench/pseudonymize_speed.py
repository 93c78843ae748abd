"""Throughput of `pseudonymize` alone, with the gold spans of a corpus as its mentions, with the
Czech read-back of surrogates (`Config.read_back`) on and off.

    python bench/pseudonymize_speed.py [--data DIR] [--corpus cnec] [--repeat 1]

Prints characters per second of each (best of --repeat alternating runs), after a first run that
loads the pipelines and fills the caches;
`run` adds detection, whose speed `bench/detect_speed.py` measures.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from surrogate_quality import CORPORA, KEY, ROOT, mentions_of

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.evaluate.read import read_gold
from pseudonymizer.evaluate.schemes import guess_scheme
from pseudonymizer.link import link
from pseudonymizer.model import Document, Mention
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.ledger import Ledger
from pseudonymizer.replace.surrogates import FakerSurrogates

Work = list[tuple[Document, list[Mention]]]


def seconds(work: Work, read_back: bool) -> float:
    """One pass over the corpus with a new replacer, as one `run` of it."""
    replacer = Replacer(Config(read_back=read_back), FakerSurrogates(KEY))
    replacer.forbid(
        (m.text_in(d.text), m.category, d.lang) for d, mentions in work for m in mentions
    )
    ledger = Ledger()  # the corpus's
    started = time.perf_counter()
    for document, mentions in work:
        entities = link(document.text, mentions)
        replacer.replace(document, mentions, entities, Mode.PSEUDONYMIZE, ledger=ledger)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--corpus", default="cnec", choices=sorted(CORPORA))
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    path = args.data / f"{args.corpus}.dev.jsonl"
    gold = read_gold(path)
    scheme = guess_scheme(path, (span.label for record in gold for span in record.spans))
    lang = CORPORA[args.corpus]
    work = [
        (Document(r.id, r.text, lang), mentions_of(r.text, lang, r.spans, scheme)) for r in gold
    ]
    chars = sum(len(document.text) for document, _ in work)
    seconds(work, read_back=True)  # loads the pipelines and fills the lists' caches
    print(f"{args.corpus}: {len(work)} documents, {chars:,} characters")
    runs: dict[bool, list[float]] = {False: [], True: []}
    for _ in range(args.repeat):
        for read_back in runs:
            runs[read_back].append(seconds(work, read_back))
    for read_back, times in runs.items():
        label = "with read-back:" if read_back else "without read-back:"
        print(f"pseudonymize {label:<19} {chars / min(times):>9,.0f} chars/s")
    print(f"time with / without: {min(runs[True]) / min(runs[False]):.2f}")


if __name__ == "__main__":
    main()
