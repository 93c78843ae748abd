"""Throughput of `pseudonymizer run` with 1 and 2 workers, peak memory per worker on a corpus
10 times larger, the time to resume after a kill, and a Dask LocalCluster run beside the local
one: the figures of issue 16, each measured on the CLI as a user runs it.

    python bench/throughput.py [--lang en cs] [--mode tag pseudonymize] [--chars N] [--files 20]
                               [--big en:pseudonymize ...] [--factor 10] [--repeat 1]
                               [--no-resume] [--no-dask] [--data DIR] [--key FILE] [--markdown]

The corpora are built in a temporary folder: `--files` JSONL files made by repeating the
documents of shared/data/tab.dev.jsonl (en) or cnec.dev.jsonl (cs) in order, each copy with a
new id, up to `--chars` characters of text (default per language: a 1-worker run of the slower
mode takes 30-60 s on the project's 2-core machine); the corpus of `--big` runs is `--factor`
times larger, in as many files. Every run is `pseudonymizer run CORPUS --out OUT --mode M --lang
L --key KEY` and one of `--workers 1`, `--workers 2`, `--scheduler local:2`, started as a
subprocess of its own (a new session, so a kill reaches every process it started) with one key
for all runs, so their outputs can be compared byte for byte.

- chars/s: characters of text / (wall-clock seconds of the run - seconds of the same command on
  a 4-document corpus of ~2,000 characters, its warm-up: interpreter start, model loading,
  starting workers or a cluster). Both are printed (s, warm-up s). Efficiency = speed-up / workers
  = (chars/s with 2 workers / chars/s with 1) / 2; target >= 0.8.
- MB main, MB per worker: peak resident set size of the CLI's own process and the largest of its
  descendants' (worker processes, Dask nannies and workers), sampled with psutil every 0.2 s
  (forked workers' RSS counts the pages they still share with their parent). A run that starts
  no process of its own counts as its own worker. The `--big` runs repeat the 2-worker run (the
  most parallel one the CLI has) on the larger corpus: the peak per worker must not grow with it.
- resume: the same run is killed (SIGKILL to its process group) half-way through the work,
  its warm-up plus half of the uninterrupted run's remaining seconds, then started again into
  the same --out; the re-run's seconds are printed beside the uninterrupted run's.
- same output: every file the run wrote except the sealed mapping (mapping.enc) and the record
  of finished files (.pseudonymizer/), both sealed with a fresh nonce each time, compared byte
  for byte with the 1-worker run's output (the resumed run with the uninterrupted run of its
  setting); `no: FILE ...` names the files that differ.

Options `run` does not have yet (`--workers`, `--scheduler`, told by `run --help`) are skipped
with a message; without `--workers` the only run is the CLI's default, one process.

The machine is shared: the load average before each run is printed beside it, and a figure
measured with other work running is no throughput figure.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[1]
SOURCES = {"en": "tab.dev.jsonl", "cs": "cnec.dev.jsonl"}
# Czech is slower (more words per character, morphology, surrogates read back): a 1-worker
# pseudonymize run of these sizes takes 30-60 s on the project's 2-core machine.
DEFAULT_CHARS = {"en": 1_000_000, "cs": 300_000}
MODES = ("tag", "pseudonymize")
SETTINGS = {
    "1 worker": ("--workers", "1"),
    "2 workers": ("--workers", "2"),
    "dask local:2": ("--scheduler", "local:2"),
}
WORKERS = {"1 worker": 1, "2 workers": 2, "dask local:2": 2}
SAMPLE_SECONDS = 0.2
# Not compared: the sealed mapping, and the run's record of finished files (for resuming),
# both sealed with a fresh nonce each time.
UNCOMPARED = {"mapping.enc", ".pseudonymizer"}
MB = 1024 * 1024


def cli() -> str:
    return str(Path(sys.executable).with_name("pseudonymizer"))


def run_options() -> set[str]:
    """The settings `run` offers now, told by its --help (wide, so no option name is cut)."""
    env = os.environ | {"COLUMNS": "400", "NO_COLOR": "1", "TERM": "dumb"}
    help_text = subprocess.run(
        [cli(), "run", "--help"], capture_output=True, text=True, env=env, check=True
    ).stdout
    return {name for name, (option, _) in SETTINGS.items() if option in help_text.split()}


def build_corpus(source: Path, folder: Path, chars: int, files: int) -> int:
    """Write `files` JSONL files into `folder` from the documents of `source` repeated in
    order, each copy with a new id, until they hold `chars` characters of text; returns the
    characters written. Files get equal shares of the characters, whole documents each."""
    records = [json.loads(line) for line in source.open(encoding="utf-8") if line.strip()]
    folder.mkdir(parents=True)
    written, copy, index = 0, 0, 0
    for number in range(files):
        share = chars * (number + 1) // files
        with (folder / f"part-{number:03d}.jsonl").open("w", encoding="utf-8") as out:
            while written < share:
                record = records[index]
                document = {"id": f"{record['id']}~{copy}", "text": record["text"]}
                out.write(json.dumps(document, ensure_ascii=False) + "\n")
                written += len(record["text"])
                index += 1
                if index == len(records):
                    index, copy = 0, copy + 1
    return written


def build_tiny(source: Path, folder: Path) -> None:
    """The warm-up corpus: 4 files of one ~500-character document each, so every worker of a
    2-worker run gets work (and loads its models) however the work is shared."""
    with source.open(encoding="utf-8") as lines:
        records = [json.loads(next(lines)) for _ in range(4)]
    folder.mkdir(parents=True)
    for number, record in enumerate(records):
        document = {"id": f"warm-up-{number}", "text": record["text"][:500]}
        (folder / f"part-{number}.jsonl").write_text(json.dumps(document) + "\n", "utf-8")


@dataclass
class Peaks:
    """Peak RSS in bytes of the root process and of each descendant seen, by pid."""

    main: int = 0
    descendants: dict[int, int] = field(default_factory=dict)

    def per_worker(self) -> int:
        return max(self.descendants.values(), default=self.main)

    def cells(self) -> list[str]:
        """MB main, and MB per worker with the number of descendants seen."""
        return [mb(self.main), f"{mb(self.per_worker())} ({len(self.descendants)})"]


def sample(root: psutil.Process, peaks: Peaks, done: threading.Event) -> None:
    """Record the peak RSS of `root` and its descendants every SAMPLE_SECONDS until `done`."""
    while not done.is_set():
        try:
            peaks.main = max(peaks.main, root.memory_info().rss)
            children = root.children(recursive=True)
        except psutil.Error:
            return  # the root has ended
        for child in children:
            try:
                rss = child.memory_info().rss
            except psutil.Error:
                continue  # ended between the listing and the reading
            peaks.descendants[child.pid] = max(peaks.descendants.get(child.pid, 0), rss)
        done.wait(SAMPLE_SECONDS)


class Failed(Exception):
    """A run that exited non-zero; the message has its exit status and last line of stderr."""


@dataclass
class Run:
    seconds: float
    peaks: Peaks
    returncode: int


def execute(command: Sequence[str], kill_after: float | None = None) -> Run:
    """Run `command` in a session of its own, sampling its memory; with `kill_after`, send its
    process group SIGKILL after that many seconds unless it has ended."""
    peaks, done = Peaks(), threading.Event()
    with tempfile.TemporaryFile() as errors:
        started = time.perf_counter()
        process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=errors, start_new_session=True
        )
        sampler = threading.Thread(
            target=sample, args=(psutil.Process(process.pid), peaks, done), daemon=True
        )
        sampler.start()
        try:
            returncode = process.wait(timeout=kill_after)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            returncode = process.wait()
        seconds = time.perf_counter() - started
        done.set()
        sampler.join()
        if returncode != 0 and kill_after is None:
            errors.seek(0)
            lines = errors.read().decode("utf-8", "replace").strip().splitlines()
            # The last line says what failed; the rest may quote documents.
            raise Failed(f"exited {returncode}: {lines[-1] if lines else ''}")
    return Run(seconds, peaks, returncode)


def command(
    corpus: Path, out: Path, lang: str, mode: str, key: Path, setting: str | None
) -> list[str]:
    args = [cli(), "run", str(corpus), "--out", str(out), "--mode", mode, "--lang", lang]
    return [*args, "--key", str(key), *(SETTINGS[setting] if setting else ())]


def template(lang: str, mode: str, setting: str | None) -> str:
    options = " ".join(SETTINGS[setting]) if setting else "(no worker option)"
    return f"pseudonymizer run CORPUS/ --out OUT --mode {mode} --lang {lang} --key KEY {options}"


def differing(left: Path, right: Path) -> list[str]:
    """Files (relative paths) that differ between the folders `left` and `right` or are in one
    only, those in UNCOMPARED left out."""

    def files(folder: Path) -> set[str]:
        return {
            str(p.relative_to(folder))
            for p in folder.rglob("*")
            if p.is_file() and not UNCOMPARED & set(p.relative_to(folder).parts)
        }

    names = files(left) | files(right)
    return sorted(
        name
        for name in names
        if not ((left / name).is_file() and (right / name).is_file())
        or not filecmp.cmp(left / name, right / name, shallow=False)
    )


def same(left: Path, right: Path) -> str:
    names = differing(left, right)
    if not names:
        return "yes"
    return "no: " + " ".join(names[:3]) + (f" (+{len(names) - 3})" if len(names) > 3 else "")


def load() -> str:
    return f"{os.getloadavg()[0]:.1f}"


def mb(size: int) -> str:
    return f"{size / MB:,.0f}"


# By setting (None: the CLI's default): the warm-up and the timed run, and the folder written.
Runs = dict[str | None, tuple[Run, Run]]
Outputs = dict[str | None, Path]


class Bench:
    """One bench run: its temporary folder, key, selected settings, and the tables' rows."""

    def __init__(self, args: argparse.Namespace, folder: Path, key: Path) -> None:
        self.args, self.folder, self.key = args, folder, key
        self.options = run_options()
        self.throughput: list[list[str]] = []
        self.memory: list[list[str]] = []
        self.resume: list[list[str]] = []
        self.commands: list[str] = []
        self.skipped: list[str] = []
        self.failures: list[str] = []
        names = ("1 worker", "2 workers") + (() if args.no_dask else ("dask local:2",))
        self.settings: list[str | None] = [n for n in names if n in self.options]
        for name in names:
            if name not in self.options:
                option = SETTINGS[name][0]
                self.skipped.append(f"{name}: skipped, `pseudonymizer run` has no {option} yet")
        if "1 worker" not in self.options:
            self.settings.insert(0, None)  # the CLI's default: one process
        self.widest = next((s for s in ("2 workers", "1 worker") if s in self.options), None)

    def note(self, text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    def timed(
        self, corpus: Path, tiny: Path, lang: str, mode: str, setting: str | None
    ) -> tuple[Run, Run, Path]:
        """The warm-up run on `tiny`, the best of --repeat runs on `corpus` and the folder
        the last of them wrote."""
        label = setting or "default"
        name = f"{lang}-{mode}-{label.replace(' ', '-').replace(':', '')}"
        warm_out = self.folder / f"{name}-warm"
        warm = execute(command(tiny, warm_out, lang, mode, self.key, setting))
        shutil.rmtree(warm_out)
        best: Run | None = None
        out = self.folder / name
        for _ in range(self.args.repeat):
            shutil.rmtree(out, ignore_errors=True)
            self.note(f"{lang} {mode} {label}: load {load()}")
            run = execute(command(corpus, out, lang, mode, self.key, setting))
            best = run if best is None or run.seconds < best.seconds else best
        assert best is not None
        template_ = template(lang, mode, setting)
        if template_ not in self.commands:
            self.commands.append(template_)
        return warm, best, out

    def measure(self, lang: str, mode: str) -> None:
        source = self.args.data / SOURCES[lang]
        chars = self.args.chars or DEFAULT_CHARS[lang]
        corpus, tiny = self.folder / f"{lang}-{mode}-corpus", self.folder / f"{lang}-{mode}-tiny"
        written = build_corpus(source, corpus, chars, self.args.files)
        build_tiny(source, tiny)
        rates: dict[str | None, float] = {}
        outputs: Outputs = {}
        runs: Runs = {}
        first = self.settings[0]
        for setting in self.settings:
            head = [lang, mode, setting or "default", f"{written:,}"]
            try:
                warm, run, out = self.timed(corpus, tiny, lang, mode, setting)
            except Failed as failure:
                self.failures.append(f"{' '.join(head[:3])}: {failure}")
                self.throughput.append([*head, "failed", *["–"] * 7])
                continue
            rates[setting] = written / max(run.seconds - warm.seconds, 1e-9)
            outputs[setting], runs[setting] = out, (warm, run)
            efficiency = (
                f"{rates[setting] / rates[first] / WORKERS[setting]:.2f}"
                if WORKERS.get(setting or "", 1) > 1 and first == "1 worker" and first in rates
                else "–"
            )
            self.throughput.append(
                [
                    *head, f"{run.seconds:.1f}", f"{warm.seconds:.1f}", f"{rates[setting]:,.0f}",
                    efficiency, *run.peaks.cells(),
                    same(outputs[first], out) if setting != first and first in outputs else "–",
                    load(),
                ]
            )  # fmt: skip
        try:
            if not self.args.no_resume and self.widest in runs:
                self.resumed(corpus, lang, mode, runs, outputs)
            if f"{lang}:{mode}" in self.args.big and self.widest in runs:
                self.big(source, lang, mode, written, runs)
        except Failed as failure:
            self.failures.append(f"{lang} {mode} resume or x{self.args.factor}: {failure}")
        for out in outputs.values():
            shutil.rmtree(out)
        shutil.rmtree(corpus)

    def resumed(self, corpus: Path, lang: str, mode: str, runs: Runs, outputs: Outputs) -> None:
        """Kill the widest setting's run half-way through its work, start it again into the
        same folder, and compare what it wrote with the uninterrupted run's."""
        setting = self.widest
        warm, full = runs[setting]
        kill_at = warm.seconds + (full.seconds - warm.seconds) / 2
        out = self.folder / f"{lang}-{mode}-resume"
        args = command(corpus, out, lang, mode, self.key, setting)
        self.note(f"{lang} {mode} resume: kill at {kill_at:.1f} s, load {load()}")
        killed = execute(args, kill_after=kill_at)
        state = "killed" if killed.returncode == -signal.SIGKILL else f"ended {killed.returncode}"
        again = execute(args)
        self.resume.append(
            [
                lang, mode, setting or "default", f"{kill_at:.1f} ({state})", f"{full.seconds:.1f}",
                f"{again.seconds:.1f}", f"{again.seconds / full.seconds:.2f}",
                same(outputs[setting], out), load(),
            ]
        )  # fmt: skip
        shutil.rmtree(out)

    def big(self, source: Path, lang: str, mode: str, written: int, runs: Runs) -> None:
        """The widest setting's memory on the base corpus and on one --factor times larger."""
        setting = self.widest
        corpus = self.folder / f"{lang}-{mode}-big"
        chars = build_corpus(source, corpus, written * self.args.factor, self.args.files)
        out = self.folder / f"{lang}-{mode}-big-out"
        self.note(f"{lang} {mode} x{self.args.factor}: {chars:,} characters, load {load()}")
        run = execute(command(corpus, out, lang, mode, self.key, setting))
        base = runs[setting][1]
        for factor, size, measured in ((1, written, base), (self.args.factor, chars, run)):
            self.memory.append(
                [
                    lang, mode, setting or "default", f"x{factor}", f"{size:,}",
                    f"{measured.seconds:.1f}", *measured.peaks.cells(),
                ]
            )  # fmt: skip
        shutil.rmtree(out)
        shutil.rmtree(corpus)


THROUGHPUT = (
    "lang", "mode", "run", "chars", "s", "warm-up s", "chars/s", "efficiency", "MB main",
    "MB per worker (processes)", "same output as 1 worker", "load",
)  # fmt: skip
MEMORY = ("lang", "mode", "run", "corpus", "chars", "s", "MB main", "MB per worker (processes)")
RESUME = (
    "lang", "mode", "run", "killed at s", "uninterrupted s", "re-run s", "re-run / uninterrupted",
    "same output", "load",
)  # fmt: skip


def render(header: Sequence[str], rows: list[list[str]], markdown: bool) -> Iterator[str]:
    if markdown:
        yield "| " + " | ".join(header) + " |"
        yield "|---|---|---|" + "---:|" * (len(header) - 3)
        yield from ("| " + " | ".join(r) + " |" for r in rows)
        return
    widths = [max(len(r[i]) for r in [list(header), *rows]) for i in range(len(header))]
    for r in [list(header), *rows]:
        yield "  ".join(
            cell.ljust(w) if i < 3 else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(r, widths, strict=True))
        )


def _key(folder: Path) -> Path:
    path = folder / "bench.key"
    subprocess.run([cli(), "key", "new", str(path)], check=True, capture_output=True)
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--lang", nargs="+", choices=sorted(SOURCES), default=list(SOURCES))
    parser.add_argument("--mode", nargs="+", choices=MODES, default=list(MODES))
    parser.add_argument(
        "--chars", type=int, help=f"characters of text per corpus; default {DEFAULT_CHARS}"
    )
    parser.add_argument("--files", type=int, default=20, help="JSONL files per corpus")
    parser.add_argument(
        "--big",
        nargs="*",
        default=["en:pseudonymize"],
        metavar="LANG:MODE",
        help="measure memory on a --factor times larger corpus for these (none: skip)",
    )
    parser.add_argument("--factor", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=1, help="runs per setting, the fastest kept")
    parser.add_argument("--no-resume", action="store_true", help="skip the kill-and-resume run")
    parser.add_argument("--no-dask", action="store_true", help="skip the Dask LocalCluster run")
    parser.add_argument("--key", type=Path, help="project key file; default: one made for this run")
    parser.add_argument("--markdown", action="store_true", help="print the tables as Markdown")
    args = parser.parse_args()
    unknown = [b for b in args.big if b.partition(":")[::2] not in _pairs(args.lang, args.mode)]
    if unknown:
        parser.error(f"--big {' '.join(unknown)}: not among the selected --lang and --mode")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="throughput-") as folder:
        bench = Bench(args, Path(folder), args.key or _key(Path(folder)))
        for message in bench.skipped:
            bench.note(message)
        for lang, mode in _pairs(args.lang, args.mode):
            bench.measure(lang, mode)
    print(f"Throughput ({os.cpu_count()} CPUs):")
    print("\n".join(render(THROUGHPUT, bench.throughput, args.markdown)))
    if bench.memory:
        print("\nPeak memory, the corpus and one", args.factor, "times larger:")
        print("\n".join(render(MEMORY, bench.memory, args.markdown)))
    if bench.resume:
        print("\nResume after SIGKILL half-way:")
        print("\n".join(render(RESUME, bench.resume, args.markdown)))
    print("\nCommands:")
    print("\n".join(f"  {c}" for c in bench.commands))
    for message in [*bench.skipped, *bench.failures]:
        print(message)
    print(f"{time.perf_counter() - started:.0f} s in all.")


def _pairs(langs: Sequence[str], modes: Sequence[str]) -> list[tuple[str, str]]:
    return [(lang, mode) for lang in langs for mode in modes]


if __name__ == "__main__":
    main()
