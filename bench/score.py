"""Score `pseudonymizer detect` output against a gold JSONL corpus (shared/data format).

    python bench/score.py GOLD.jsonl PRED.jsonl [--scheme tab]

Prints recall per group (covered, any-overlap, exact), token recall and token precision as
shared/data/README.md defines them. The scheme of the gold labels is guessed from the file
name (tab, presidio, cnec, kpwr; germeval/swedish/nerkor are CoNLL-style) unless given.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from pseudonymizer.evaluate.metrics import Counts, score_document

SCHEME_BY_NAME = {
    "tab": "tab",
    "presidio": "presidio",
    "cnec": "cnec",
    "kpwr": "kpwr",
    "germeval": "conll",
    "swedish": "conll",
    "nerkor": "conll",
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("gold", type=Path)
    parser.add_argument("pred", type=Path)
    parser.add_argument("--scheme", help="label scheme of the gold file")
    args = parser.parse_args()
    scheme = args.scheme or SCHEME_BY_NAME.get(args.gold.name.split(".")[0])
    if scheme is None:
        parser.error(f"cannot guess the label scheme of {args.gold.name}; pass --scheme")
    predicted = {}
    for line in args.pred.open(encoding="utf-8"):
        record = json.loads(line)
        predicted[record["id"]] = record["spans"]
    total = Counts()
    documents = 0
    for line in args.gold.open(encoding="utf-8"):
        record = json.loads(line)
        if record["id"] not in predicted:
            print(f"warning: no prediction for document {record['id']}", file=sys.stderr)
        total.add(
            score_document(record["text"], record["spans"], predicted.get(record["id"], []), scheme)
        )
        documents += 1
    summary = total.summary()
    print(f"{args.gold.name}: {documents} documents, scheme {scheme}")
    print(f"{'group':<10}{'gold':>7}{'covered':>9}{'overlap':>9}{'exact':>7}")
    for group, recall in summary["recall"].items():
        print(
            f"{group:<10}{summary['gold'][group]:>7}{recall:>9.3f}"
            f"{summary['any_overlap'][group]:>9.3f}{summary['exact'][group]:>7.3f}"
        )
    print(
        f"token recall {summary['token_recall']:.3f}  token precision "
        f"{summary['token_precision']:.3f}  F1 {summary['token_f1']:.3f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
