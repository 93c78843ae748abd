"""How much text spaCy reads for one `pseudonymizer run`, per character of the documents, and
how many spaCy pipelines the run loads.

    python bench/spacy_reads.py [IN ...] [--mode pseudonymize] [--lang cs] [--no-read-back]

Default: the Czech court excerpt of `examples/`, `run --mode pseudonymize --lang cs`. The run
is the command a user types (with a fixed key), made in this process with every call of a spaCy
pipeline counted (`Language.__call__` and `Language.pipe`) and every `spacy.load`.
"""

from __future__ import annotations

import argparse
import base64
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path

import spacy
from spacy.language import Language

from pseudonymizer import cli
from pseudonymizer.config import Config
from pseudonymizer.replace.keys import PREFIX
from pseudonymizer.run.runner import Runner

ROOT = Path(__file__).resolve().parent.parent
# Not a secret: the surrogates, and so what the read-back reads, are the same in every run.
KEY = bytes(range(32))


class Count:
    characters = 0
    loads = 0


def _counted(texts: Iterable[object]) -> Iterator[object]:
    for text in texts:
        Count.characters += len(text if isinstance(text, str) else str(text))
        yield text


def count_spacy() -> None:
    """Patch spaCy so that every text a pipeline reads and every pipeline loaded is counted."""
    call, pipe, load = Language.__call__, Language.pipe, spacy.load

    def counted_call(self: Language, text: object, *args: object, **kwargs: object) -> object:
        Count.characters += len(text if isinstance(text, str) else str(text))
        return call(self, text, *args, **kwargs)

    def counted_pipe(self: Language, texts: Iterable[object], *args: object, **kwargs: object):
        return pipe(self, _counted(texts), *args, **kwargs)

    def counted_load(*args: object, **kwargs: object) -> Language:
        Count.loads += 1
        return load(*args, **kwargs)

    Language.__call__ = counted_call  # type: ignore[method-assign]
    Language.pipe = counted_pipe  # type: ignore[method-assign]
    spacy.load = counted_load


def _shown(path: Path) -> str:
    """A path as typed from the repository's root where it lies below it."""
    resolved = path.resolve()
    return str(resolved.relative_to(ROOT)) if resolved.is_relative_to(ROOT) else str(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("inputs", nargs="*", type=Path, default=[ROOT / "examples/cs/court.txt"])
    parser.add_argument("--mode", action="append", default=None)
    parser.add_argument("--lang", default="cs")
    parser.add_argument("--no-read-back", action="store_true")
    args = parser.parse_args()
    modes = args.mode or ["pseudonymize"]
    runner = Runner(Config(), lang=args.lang)
    loaded = runner.load(args.inputs)
    documents = [document for item in loaded.files for document in runner.plan.reader.read(item)[0]]
    characters = sum(len(document.text) for document in documents)
    count_spacy()
    options = ["--lang", args.lang, *(option for mode in modes for option in ("--mode", mode))]
    options += ["--no-read-back"] if args.no_read_back else []
    with tempfile.TemporaryDirectory() as scratch:
        key = Path(scratch) / "key"
        key.write_text(PREFIX + base64.urlsafe_b64encode(KEY).decode() + "\n")
        out = Path(scratch) / "out"
        cli.out_console.quiet = True
        command = ["run", *map(str, args.inputs), *options, "--key", str(key), "--out", str(out)]
        cli.app(command, standalone_mode=False)
    inputs = " ".join(_shown(path) for path in args.inputs)
    print(f"command: pseudonymizer run {inputs} {' '.join(options)} --key K --out OUT")
    print(f"documents: {len(documents)}, {characters:,} characters")
    print(f"spaCy read: {Count.characters:,} characters, {Count.characters / characters:.1f}x")
    print(f"spaCy pipelines loaded: {Count.loads}")


if __name__ == "__main__":
    main()
