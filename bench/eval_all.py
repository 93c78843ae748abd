"""Detection figures on every development corpus of shared/data: everything on, and NER only.

    python bench/eval_all.py [--corpus NAME ...] [--data DIR] [--plot DIR]

Each corpus is detected in its language twice, in-process through one `Pipeline` per
configuration (so every spaCy model loads once): with every recognizer, and with the `ner`
recognizer alone (no patterns, no propagation; a language without a NER model finds nothing
then). The predictions are scored with `pseudonymizer.evaluate` as shared/data/README.md
defines, the table is printed, per-document strip and box plots are written, and a run over
all corpora rewrites the README block between `<!-- eval:start -->` and `<!-- eval:end -->`
(a run over some corpora only prints, so the README never mixes runs).
"""

from __future__ import annotations

import argparse
import datetime
import sys
import time
from pathlib import Path

from pseudonymizer.config import Config
from pseudonymizer.detect import recognizer_names
from pseudonymizer.evaluate.corpus import CorpusScore, score_corpus
from pseudonymizer.evaluate.groups import GROUPS
from pseudonymizer.evaluate.markdown import Cell, markdown_table
from pseudonymizer.evaluate.plots import corpus_figures
from pseudonymizer.evaluate.read import Predictions, Span, read_gold
from pseudonymizer.evaluate.schemes import SchemeError, check_labels, guess_scheme
from pseudonymizer.io.errors import InputError
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.rules.ordinary import no_mention

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
START, END = "<!-- eval:start -->", "<!-- eval:end -->"

# Corpus name (file `NAME.dev.jsonl`) -> language of its texts.
CORPORA = {
    "tab": "en",
    "presidio": "en",
    "cnec": "cs",
    "kpwr": "pl",
    "germeval": "de",
    "swedish": "sv",
    "nerkor": "hu",
}
CONFIGURATIONS = {
    "all": Config(),
    "NER only": Config(disabled_recognizers=frozenset(recognizer_names() - {"ner"})),
}


def evaluate_corpus(
    name: str, data: Path, pipelines: dict[str, Pipeline]
) -> list[tuple[str, CorpusScore]]:
    """Detect and score one corpus under every configuration."""
    path = data / f"{name}.dev.jsonl"
    gold = read_gold(path)
    scheme = guess_scheme(path, (span.label for d in gold for span in d.spans))
    check_labels(gold, scheme)
    documents = [Document(d.id, d.text, CORPORA[name]) for d in gold]
    scores = []
    for configuration, pipeline in pipelines.items():
        started = time.perf_counter()
        predictions = Predictions(path)
        for result in pipeline.run(documents):
            # The mentions `pseudonymizer detect` writes: not those the language's cues say
            # name no one.
            predictions.spans[result.document.id] = [
                Span(m.start, m.end, m.category.value) for m in result.mentions if not no_mention(m)
            ]
        label = name if configuration == "all" else f"{name} NER"
        scores.append((configuration, score_corpus(label, gold, predictions, scheme)))
        print(
            f"{name} ({configuration}): {len(gold)} documents, "
            f"{time.perf_counter() - started:.1f} s",
            file=sys.stderr,
        )
    return scores


def table(results: dict[str, list[tuple[str, CorpusScore]]]) -> str:
    """Two rows per corpus: covered recall per group, token recall and token precision."""
    header = ["corpus", "lang", "docs", "configuration", *GROUPS, "token recall", "token precision"]
    rows: list[list[Cell]] = []
    for name, scores in results.items():
        for configuration, score in scores:
            summary = score.total.summary()
            rows.append(
                [
                    name,
                    CORPORA[name],
                    len(score.documents),
                    configuration,
                    *(summary["recall"].get(group) for group in GROUPS),
                    summary["token_recall"],
                    summary["token_precision"],
                ]
            )
    return markdown_table(header, rows, numeric_from=4)


def readme_block(markdown: str) -> str:
    today = datetime.date.today().isoformat()
    return (
        f"{START}\n"
        "Detection on the development halves in `../shared/data`, counted as its README defines:\n"
        "label-agnostic; a gold span is found (*covered*) when every word of it lies inside\n"
        "predictions, titles and function words excepted. Group columns are recall; token\n"
        "precision counts only predictions of groups the corpus annotates; – the corpus has no\n"
        "such spans. **all**: every recognizer and propagation; **NER only**: the `ner`\n"
        "recognizer alone (languages without a NER model find nothing then).\n\n"
        f"{markdown}\n"
        f"Measured on {today} with `make eval` (`python bench/eval_all.py`); per-document\n"
        "strip and box plots in `out/eval/`. One corpus: `pseudonymizer detect CORPUS --out\n"
        "P.jsonl`, then `pseudonymizer evaluate --gold CORPUS --pred P.jsonl [--by-document]\n"
        "[--plot DIR]`.\n"
        f"{END}"
    )


def rewrite_readme(block: str, readme: Path = README) -> None:
    text = readme.read_text(encoding="utf-8")
    start, end = text.find(START), text.find(END)
    if start < 0 or end < start:
        raise SystemExit(f"{readme}: no {START} ... {END} block to rewrite")
    readme.write_text(text[:start] + block + text[end + len(END) :], encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--corpus", action="append", choices=list(CORPORA), help="run this corpus only (repeatable)"
    )
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--plot", type=Path, default=ROOT / "out" / "eval", metavar="DIR")
    args = parser.parse_args()
    names = args.corpus or list(CORPORA)
    pipelines = {name: Pipeline(config) for name, config in CONFIGURATIONS.items()}
    try:
        results = {name: evaluate_corpus(name, args.data, pipelines) for name in names}
    except (InputError, SchemeError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    markdown = table(results)
    print(markdown)
    figures = corpus_figures(
        [score for scores in results.values() for _, score in scores], args.plot
    )
    print(f"figures: {', '.join(str(path) for path in figures)}", file=sys.stderr)
    if names == list(CORPORA):
        rewrite_readme(readme_block(markdown))
        print(f"rewrote the figures in {README}", file=sys.stderr)
    else:
        print("some corpora only: README left as it is", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
