"""Corpus scale: worker processes and a Dask cluster write the bytes one process writes; a run
killed with SIGKILL at any moment and run again writes the bytes of a run never stopped; a
document over spaCy's limit is worked in parts; a 100 MB file is worked in flat memory."""

from __future__ import annotations

import base64
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import fsspec
import pytest
from faker import Faker

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.replace.keys import PREFIX
from pseudonymizer.run.parts import split
from pseudonymizer.run.runner import Runner
from tests.conftest import invoke

CLI = str(Path(sys.executable).parent / "pseudonymizer")
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def _letter(fake: Faker, people: list[str], places: list[str], rng: random.Random) -> str:
    """A letter naming some of a small cast (so entities recur across documents) with dates,
    durations and numbers (whose surrogates collide easily)."""
    lines = []
    for _ in range(rng.randint(4, 9)):
        person, other = rng.sample(people, 2)
        lines.append(
            f"On {fake.date_between('-30y', 'today'):%d %B %Y} {person} wrote to {other} from "
            f"{rng.choice(places)} about the {rng.randint(2, 9)} years {person.split()[-1]} "
            f"had spent at {fake.company()}; call {fake.phone_number()} or write to "
            f"{fake.email()}. {other.split()[0]} stayed {rng.randint(2, 11)} months."
        )
    return "\n\n".join(lines)


def _cast(fake: Faker) -> list[str]:
    return [fake.name() for _ in range(14)]


def _corpus(folder: Path, files: int = 6, per_file: int = 4, seed: int = 7) -> Path:
    """JSONL files and plain-text files of English letters."""
    fake = Faker("en_GB")
    fake.seed_instance(seed)
    rng = random.Random(seed)
    people = _cast(fake)
    places = [fake.city() for _ in range(6)]
    folder.mkdir(parents=True)
    for i in range(files):
        records = [
            {"id": f"f{i}-{j}", "text": _letter(fake, people, places, rng)} for j in range(per_file)
        ]
        (folder / f"f{i}.jsonl").write_text(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8"
        )
    for i in range(files // 2):
        (folder / f"t{i}.txt").write_text(_letter(fake, people, places, rng), encoding="utf-8")
    return folder


def _files(folder: Path) -> dict[str, bytes]:
    """Every output file but the sealed mapping (its nonce is new each time) and the run's
    record."""
    return {
        path.relative_to(folder).as_posix(): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.name != "mapping.enc" and ".pseudonymizer" not in path.parts
    }


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _corpus(tmp_path_factory.mktemp("scale") / "in")


@pytest.fixture(scope="module")
def key(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("key") / "project.key"
    assert invoke("key", "new", path).exit_code == 0
    return path


@pytest.fixture(scope="module")
def serial(corpus: Path, key: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("serial") / "out"
    run = invoke("run", corpus, "--out", out, "--mode", "pseudonymize", "--key", key, "-j", "1")
    assert run.exit_code == 0, run.output
    return out


def test_two_worker_processes_write_what_one_process_writes(
    corpus: Path, key: Path, serial: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    run = invoke("run", corpus, "--out", out, "--mode", "pseudonymize", "--key", key, "-j", "2")
    assert run.exit_code == 0, run.output
    assert _files(out) == _files(serial)
    report = json.loads((out / "report.json").read_text())
    assert report["totals"]["documents"] == 27
    # The cast's names are gone from every output.
    fake = Faker("en_GB")
    fake.seed_instance(7)
    written = b"".join(_files(out).values()).decode("utf-8")
    assert not [name for name in _cast(fake) if name in written]
    restored = tmp_path / "restored"
    back = invoke("reidentify", out, "--key", key, "--to", restored)
    assert back.exit_code == 0, back.output
    assert (restored / "t0.txt").read_bytes() == (corpus / "t0.txt").read_bytes()


def test_a_dask_cluster_of_two_workers_reads_and_writes_urls_and_writes_the_same(
    corpus: Path, key: Path, serial: Path
) -> None:
    memory = fsspec.filesystem("memory")
    for path in corpus.iterdir():
        memory.pipe(f"/scale-in/in/{path.name}", path.read_bytes())
    run = invoke(
        "run", "memory://scale-in/in", "--out", "memory://scale-out", "--mode", "pseudonymize",
        "--key", key, "--scheduler", "local:2",
    )  # fmt: skip
    assert run.exit_code == 0, run.output
    written = {
        name.removeprefix("/scale-out/"): memory.cat(name)
        for name in memory.find("/scale-out")
        if not name.endswith("mapping.enc") and "/.pseudonymizer/" not in name
    }
    assert written == _files(serial)
    assert memory.exists("/scale-out/mapping.enc")


def _run(corpus: Path, out: Path, key: Path, *extra: str) -> subprocess.Popen[bytes]:
    args = [CLI, "run", str(corpus), "--out", str(out), "--mode", "pseudonymize"]
    return subprocess.Popen(
        [*args, "--key", str(key), *extra],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its workers are killed with it
    )


def _kill(process: subprocess.Popen[bytes]) -> None:
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()


def _finished(out: Path) -> int:
    manifest = out / ".pseudonymizer" / "manifest.jsonl"
    return max(0, len(manifest.read_text().splitlines()) - 1) if manifest.exists() else 0


def test_killed_at_random_moments_and_run_again_it_writes_the_same_bytes(
    corpus: Path, key: Path, serial: Path, tmp_path: Path
) -> None:
    seed = random.randrange(1 << 30)
    rng = random.Random(seed)
    out = tmp_path / "out"
    started = time.monotonic()
    uninterrupted = _run(corpus, tmp_path / "timing", key, "-j", "1")
    assert uninterrupted.wait() == 0
    took = time.monotonic() - started
    kills = []
    for workers in ("1", "2", "1"):
        process = _run(corpus, out, key, "-j", workers)
        moment = rng.uniform(0.2, 0.9) * took
        time.sleep(moment)
        if process.poll() is not None:
            break  # it finished first: the next run has nothing left to do
        _kill(process)
        kills.append((workers, round(moment, 1), _finished(out)))
    assert kills, f"seed {seed}: no run was killed"
    if _finished(out):  # what a killed run finished can be re-identified before it is run again
        early = invoke("reidentify", out, "--key", key, "--to", tmp_path / "early")
        assert early.exit_code == 0, early.output
        restored = [p for p in (tmp_path / "early").iterdir() if p.suffix in (".jsonl", ".txt")]
        assert len(restored) == _finished(out)
        assert all(
            p.read_bytes() == (corpus / p.name).read_bytes() for p in restored if p.suffix == ".txt"
        )
    again = _run(corpus, out, key, "-j", "2")
    assert again.wait() == 0
    assert _files(out) == _files(serial), f"seed {seed}, kills (workers, s, files done): {kills}"
    report = json.loads((out / "report.json").read_text())
    assert report["totals"]["documents"] == 27
    back = invoke("reidentify", out, "--key", key, "--to", tmp_path / "back")
    assert back.exit_code == 0, back.output
    assert (tmp_path / "back" / "t1.txt").read_bytes() == (corpus / "t1.txt").read_bytes()


def test_killed_during_the_corpus_pass_and_run_again_it_writes_the_same_bytes(
    corpus: Path, key: Path, tmp_path: Path
) -> None:
    whole = tmp_path / "whole"
    assert _run(corpus, whole, key, "-j", "1", "--propagate", "corpus").wait() == 0
    out = tmp_path / "out"
    process = _run(corpus, out, key, "-j", "1", "--propagate", "corpus")
    manifest = out / ".pseudonymizer" / "manifest.jsonl"
    while not manifest.exists() and process.poll() is None:
        time.sleep(0.05)
    time.sleep(1.0)  # the models are loaded; the first pass reads the corpus
    _kill(process)
    assert _finished(out) == 0  # killed before any file was written: in the corpus pass
    assert _run(corpus, out, key, "-j", "1", "--propagate", "corpus").wait() == 0
    assert _files(out) == _files(whole)


def test_changed_input_and_other_settings_are_worked_again_never_reused(
    corpus: Path, key: Path, tmp_path: Path
) -> None:
    source = tmp_path / "in"
    source.mkdir()
    for name in ("f0.jsonl", "t0.txt"):
        (source / name).write_bytes((corpus / name).read_bytes())
    out = tmp_path / "out"
    first = invoke("run", source, "--out", out, "--mode", "tag", "-j", "1")
    assert first.exit_code == 0, first.output
    (source / "t0.txt").write_text("Mail Jan Novak at jan.novak@example.org today.\n")
    again = invoke("run", source, "--out", out, "--mode", "tag", "-j", "1")
    assert again.exit_code == 0, again.output
    assert (out / "t0.txt").read_text() == "Mail [PERSON] at [EMAIL] today.\n"
    other = invoke("run", source, "--out", out, "--mode", "remove", "-j", "1")
    assert other.exit_code == 0 and "all redone" in other.output
    assert "[EMAIL]" not in (out / "t0.txt").read_text()


def test_a_document_that_fails_is_reported_and_every_other_file_is_written(
    tmp_path: Path,
) -> None:
    source = tmp_path / "in"
    source.mkdir()
    (source / "good.txt").write_text("Call Mr John Smith on 020 7946 0000.\n")
    # English has no native tag set: this record's own language fails where it is worked.
    records = [{"id": "a", "text": "Jan Kowalski mieszka w Krakowie."}, {"id": "b", "text": "Hi"}]
    (source / "mixed.jsonl").write_text(
        "".join(json.dumps({**r, "lang": "en" if r["id"] == "b" else "pl"}) + "\n" for r in records)
    )
    out = tmp_path / "out"
    run = invoke("run", source, "--out", out, "--mode", "tag", "--tags", "native", "--lang", "pl")
    assert run.exit_code == 1
    assert "mixed.jsonl: document 'b' failed: ConfigError" in run.output
    assert "mixed.jsonl: not written" in run.output
    assert (out / "good.txt").exists() and not (out / "mixed.jsonl").exists()


def test_a_document_over_spacys_limit_is_worked_in_parts(tmp_path: Path) -> None:
    source = tmp_path / "in"
    source.mkdir()
    letter = (EXAMPLES / "en" / "email.txt").read_text(encoding="utf-8")
    copies = 1_100_000 // len(letter) + 1
    long_text = "\n\n".join([letter] * copies)
    assert len(long_text) > 1_000_000
    (source / "book.txt").write_text(long_text, encoding="utf-8")
    (source / "short.txt").write_text(letter, encoding="utf-8")
    out = tmp_path / "out"
    run = invoke("run", source, "--out", out, "--mode", "tag", "-j", "2")
    assert run.exit_code == 0, run.output
    short = (out / "short.txt").read_text(encoding="utf-8")
    book = (out / "book.txt").read_text(encoding="utf-8")
    assert short != letter and "[PERSON]" in short
    # Every copy of the letter is tagged as the letter alone is, cuts or no cuts.
    assert book.count("[PERSON]") == copies * short.count("[PERSON]")
    assert book.count("[EMAIL]") == copies * short.count("[EMAIL]")


@pytest.mark.slow
def test_a_100_mb_file_is_worked_in_memory_that_does_not_grow_with_it(tmp_path: Path) -> None:
    text = "\n\n".join(
        p.read_text(encoding="utf-8") for p in sorted((EXAMPLES / "de").glob("*.txt"))
    )
    peaks = {}
    for megabytes in (10, 100):
        source = tmp_path / f"in{megabytes}"
        source.mkdir()
        with (source / "big.txt").open("w", encoding="utf-8") as handle:
            for _ in range(megabytes * 1_000_000 // len(text) + 1):
                handle.write(text + "\n\n")
        out = tmp_path / f"out{megabytes}"
        # Each size in a child of its own, so its peak is its own (`ru_maxrss` of children).
        probe = (
            "import resource, subprocess, sys; "
            "code = subprocess.call(sys.argv[1:]); "
            "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss); sys.exit(code)"
        )
        args = [CLI, "run", str(source), "--out", str(out), "--mode", "remove", "--lang", "de"]
        args += ["--mentions", "input", "-j", "1"]
        done = subprocess.run(
            [sys.executable, "-c", probe, *args], capture_output=True, text=True, check=True
        )
        peaks[megabytes] = int(done.stdout.split()[-1]) / 1024
        size = (source / "big.txt").stat().st_size
        assert (out / "big.txt").stat().st_size == size  # nothing marked, nothing removed
        (source / "big.txt").unlink()
        (out / "big.txt").unlink()
    print(f"peak memory: 10 MB file {peaks[10]:.0f} MB, 100 MB file {peaks[100]:.0f} MB")
    assert peaks[100] < 1.3 * peaks[10], peaks
    assert peaks[100] < 400, peaks


def test_the_parts_of_a_long_document_look_for_what_the_others_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("pseudonymizer.run.passes.PART_CHARS", 1_000)
    filler = "The committee met again and discussed the budget of the school at length. " * 3
    text = "Yesterday Mr Harrowgate Quimby spoke.\n\n" + (filler + "\n\n") * 20
    text += "Later Quimby left the room.\n"
    source = tmp_path / "in"
    source.mkdir()
    (source / "long.txt").write_text(text, encoding="utf-8")
    out = tmp_path / "spans.jsonl"
    # proper_nouns off: only propagation from the first part finds `Quimby` in the last.
    run = invoke("detect", source, "--out", out, "--disable", "proper_nouns", "-j", "1")
    assert run.exit_code == 0, run.output
    [line] = out.read_text().splitlines()
    spans = json.loads(line)["spans"]
    last = text.rindex("Quimby")
    found = {(s["start"], s["end"], s["label"], s["source"]) for s in spans}
    assert (last, last + 6, "PERSON", "propagate") in found, sorted(found)
    assert len(text) > 4 * 1_000  # worked in five parts: the name and its echo are apart


@pytest.mark.parametrize("scope", ["corpus", "document"])
def test_what_two_parts_of_a_long_document_share_gets_one_surrogate(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scope: str
) -> None:
    monkeypatch.setattr("pseudonymizer.run.passes.PART_CHARS", 1_000)
    key = tmp_path / "fixed.key"
    key.write_text(PREFIX + base64.urlsafe_b64encode(bytes(range(32))).decode() + "\n")
    # Under this key `8 years` draws another surrogate where `2 years` stands beside it (the
    # first draws of both collide) than where it stands alone: the parts of one document
    # must still agree on it.
    filler = "The committee met again and discussed the budget of the school at length. " * 3
    text = "He served 2 years in the army. She served 8 years in the navy.\n\n"
    text += (filler + "\n\n") * 20 + "She served 8 years in the navy.\n"
    source = tmp_path / "in"
    source.mkdir()
    (source / "long.txt").write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    run = invoke(
        "run", source, "--out", out, "--mode", "pseudonymize", "--scope", scope,
        "--key", key, "-j", "1",
    )  # fmt: skip
    assert run.exit_code == 0, run.output
    said = re.findall(r"She served (.+?) in the navy", (out / "long.txt").read_text())
    assert len(said) == 2 and said[0] == said[1] and said[0] != "8 years", said


def _recorded(out: Path) -> int:
    """The lines of finished steps recorded for files not yet finished."""
    partial = out / ".pseudonymizer" / "partial"
    files = list(partial.glob("*.jsonl")) if partial.exists() else []
    return sum(len(path.read_text().splitlines()) - 1 for path in files)


def test_killed_inside_one_large_file_the_run_again_starts_where_it_stopped(
    key: Path, tmp_path: Path
) -> None:
    fake = Faker("en_GB")
    fake.seed_instance(11)
    rng = random.Random(11)
    people, places = _cast(fake), [fake.city() for _ in range(6)]
    source = tmp_path / "in"
    source.mkdir()
    # One file of many records and among them a long one, worked in two parts (over
    # `PART_CHARS`), and a file after it.
    records = [{"id": f"r{j}", "text": _letter(fake, people, places, rng)} for j in range(80)]
    records.insert(30, {"id": "long", "text": "\n\n".join(r["text"] for r in records[:75])})
    (source / "big.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8"
    )
    (source / "z.txt").write_text(_letter(fake, people, places, rng), encoding="utf-8")
    whole = tmp_path / "whole"
    assert _run(source, whole, key, "-j", "1").wait() == 0
    out = tmp_path / "out"
    process = _run(source, out, key, "-j", "1")
    while _recorded(out) < 2 and process.poll() is None:
        time.sleep(0.05)
    assert process.poll() is None, "the run finished before it could be killed"
    _kill(process)
    assert _finished(out) == 0 and _recorded(out) >= 2
    # What the first pass found (what the long record's parts look for in each other) is
    # kept too, sealed: the re-run does not read the file for it again.
    assert (out / ".pseudonymizer" / "first-pass").exists()
    args = [CLI, "run", str(source), "--out", str(out), "--mode", "pseudonymize"]
    again = subprocess.run([*args, "--key", str(key), "-j", "2"], capture_output=True, text=True)
    assert again.returncode == 0, again.stderr
    assert _files(out) == _files(whole)
    # The steps recorded before the kill were taken, not worked again.
    taken = re.search(r"(\d+) parts or records a stopped run had done", again.stderr)
    assert taken is not None and int(taken[1]) > 0, again.stderr
    assert _recorded(out) == 0  # the file's own line is in the manifest; its steps' record went


def test_a_long_document_shows_progress_as_its_parts_are_read_and_worked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("pseudonymizer.run.passes.PART_CHARS", 1_000)
    monkeypatch.setattr("pseudonymizer.run.passes.BATCH_CHARS", 1_000)
    filler = "The committee met again and discussed the budget of the school at length. " * 3
    text = "Yesterday Mr Harrowgate Quimby spoke.\n\n" + (filler + "\n\n") * 20
    source = tmp_path / "in"
    source.mkdir()
    (source / "long.txt").write_text(text, encoding="utf-8")
    runner = Runner(Config(), (Mode.TAG,), lang="en", workers=1)
    calls: list[tuple[int, int]] = []
    runner.run(runner.load([source]), tmp_path / "out", lambda c, d: calls.append((c, d)))
    # Characters, part by part: in the pass that reads what the parts look for in each
    # other, then as each is worked; the document counted once, with its last part.
    assert len(calls) == 2 * len(split(Document("long", text, "en"), 1_000)) > 2 * 3
    assert sum(c for c, _ in calls) == len(text)
    assert sum(d for _, d in calls) == 1 and calls[-1][1] == 1
    assert all(0 < c <= 1_000 for c, _ in calls)


def _scaled(settings: int, shared: int, batch: list[int]) -> list[int]:
    return [settings * x + shared for x in batch]


def test_worker_processes_are_kept_from_one_phase_to_the_next() -> None:
    from pseudonymizer.run.executors import Processes

    processes = Processes(2)
    try:
        batches = [[n, n + 1] for n in range(0, 60, 2)]
        first = list(processes.map(_scaled, 2, 1, batches))
        pool = processes.pool
        # Each phase's settings and shared state, whichever worker gets which batch.
        second = list(processes.map(_scaled, 3, 0, batches))
        assert processes.pool is pool
    finally:
        processes.close()
    assert first == [[2 * x + 1 for x in batch] for batch in batches]
    assert second == [[3 * x for x in batch] for batch in batches]
    assert processes.pool is None


def test_a_record_of_steps_cut_by_a_kill_keeps_its_whole_lines(tmp_path: Path) -> None:
    from pseudonymizer.replace.keys import ProjectKey
    from pseudonymizer.run.manifest import Manifest

    key = ProjectKey(bytes(range(32)))
    manifest = Manifest.open(tmp_path, "settings", key)
    partial = manifest.partial("a.jsonl", "digest", "shape", 0)
    for n in range(5):
        partial.add({"n": n}, 10, every=20)  # written two steps at a time
    [path] = (tmp_path / ".pseudonymizer" / "partial").iterdir()
    assert "digest" in path.read_text() and '"n"' not in path.read_text()  # sealed
    # Killed while the third line was written: the two whole lines hold four steps.
    path.write_bytes(path.read_bytes() + b'{"payload": "cut')
    again = Manifest.open(tmp_path, "settings", key)
    assert [s["n"] for s in again.steps("a.jsonl", "digest", "shape")] == [0, 1, 2, 3]
    assert list(again.steps("a.jsonl", "other input", "shape")) == []
    assert list(again.steps("a.jsonl", "digest", "other parts")) == []
    going_on = again.partial("a.jsonl", "digest", "shape", 4)
    going_on.add({"n": 4}, 10, every=10)
    assert [s["n"] for s in again.steps("a.jsonl", "digest", "shape")] == [0, 1, 2, 3, 4]
    # Another command starts afresh: the record of steps goes with the manifest's.
    Manifest.open(tmp_path, "other settings", key)
    assert not path.exists()
