"""A run fails safe at the run level: its key is kept apart from the output folder, an empty
input writes nothing, an output folder it cannot use stops it before any work, it never reads
what it writes, one run at a time holds an output folder, its workers end with it, and a run
killed leaves no temporary file behind. Kills, locks and processes here are real."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import signal
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from conftest import invoke

from pseudonymizer.replace.keys import KEYS_ENV, keys_folder, user_key

CLI = str(Path(sys.executable).parent / "pseudonymizer")
LETTER = "Dear John Smith,\nplease call Mary Jones at +44 20 7946 0958 before 21 March 2005.\n"


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "letter.txt").write_text(LETTER, encoding="utf-8")
    return folder


def _said(result: object) -> str:
    return " ".join(result.output.split())  # type: ignore[attr-defined]


def _everything(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*"))


# 1. The key apart from the data.


def test_without_key_the_key_is_kept_apart_owner_only_and_reidentify_finds_it(
    corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keys = tmp_path / "home" / "keys"
    monkeypatch.setenv(KEYS_ENV, str(keys))
    out = tmp_path / "out"
    result = invoke("run", corpus, "--out", out, "--mode", "pseudonymize")
    assert result.exit_code == 0, result.output
    digest = hashlib.sha256(str(out.resolve()).encode()).hexdigest()[:32]
    key = keys / f"{digest}.key"
    assert user_key(out) == key and key.is_file()
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert stat.S_IMODE(keys.stat().st_mode) == 0o700
    assert not [p for p in out.rglob("*") if p.suffix == ".key" or "pseudonymizer.key" in p.name]
    said = _said(result)
    assert f"made the project key {key}" in said
    assert key.read_text().strip() not in said  # the path, never the key
    restored = invoke("reidentify", out, "--to", tmp_path / "back")  # found the same way
    assert restored.exit_code == 0, restored.output
    assert (tmp_path / "back" / "letter.txt").read_text(encoding="utf-8") == LETTER


def test_the_keys_folder_is_the_users_data_folder_unless_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(KEYS_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    if sys.platform.startswith("linux"):
        assert keys_folder() == tmp_path / "data" / "pseudonymizer" / "keys"
    monkeypatch.setenv(KEYS_ENV, str(tmp_path / "chosen"))
    assert keys_folder() == tmp_path / "chosen"


def test_a_key_left_in_the_output_folder_is_read_with_a_warning_and_none_written_there(
    corpus: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    old = out / "pseudonymizer.key"  # where versions before kept it
    assert invoke("key", "new", old).exit_code == 0
    first = invoke("run", corpus, "--out", out, "--mode", "pseudonymize", "--key", old)
    assert first.exit_code == 0, first.output
    written = (out / "letter.txt").read_bytes()
    again = invoke("run", corpus, "--out", out, "--mode", "pseudonymize")
    assert again.exit_code == 0, again.output
    assert "a key inside the output folder" in _said(again)
    assert (out / "letter.txt").read_bytes() == written  # the same key: the same surrogates
    assert not user_key(out).exists()
    restored = invoke("reidentify", out, "--to", tmp_path / "back")
    assert restored.exit_code == 0 and "a key inside the output folder" in _said(restored)
    assert (tmp_path / "back" / "letter.txt").read_text(encoding="utf-8") == LETTER


def test_reidentify_without_a_key_to_find_says_what_to_do(tmp_path: Path) -> None:
    result = invoke("reidentify", tmp_path / "out")
    assert result.exit_code == 2 and "--key FILE" in result.output


# 2. Nothing is written for an empty input.


@pytest.mark.parametrize("mode", ["pseudonymize", "tag"])
def test_an_empty_input_writes_nothing_and_exits_1(
    tmp_path: Path, keys_apart: Path, mode: str
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    keys_before = _everything(keys_apart) if keys_apart.exists() else []
    out = tmp_path / "out"
    result = invoke("run", empty, "--out", out, "--mode", mode)
    assert result.exit_code == 1
    assert "nothing to do" in result.output and "Traceback" not in result.output
    assert not out.exists()
    assert (_everything(keys_apart) if keys_apart.exists() else []) == keys_before


# 3. The output folder is checked before any work.


def _unusable(corpus: Path, out: Path, *extra: str) -> str:
    result = invoke("run", corpus, "--out", out, "--mode", "tag", "--mode", "remove", *extra)
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    said = result.output.strip()
    assert said.startswith("error:") and len(said.splitlines()) == 1, said
    return said


def test_an_output_folder_under_a_file_is_refused_naming_the_file(
    corpus: Path, tmp_path: Path
) -> None:
    (tmp_path / "somefile").write_text("x")
    said = _unusable(corpus, tmp_path / "somefile" / "sub")
    assert str(tmp_path / "somefile") in said and "is a file" in said


def test_a_file_given_as_the_output_folder_is_refused(corpus: Path, tmp_path: Path) -> None:
    (tmp_path / "somefile").write_text("x")
    said = _unusable(corpus, tmp_path / "somefile")
    assert "somefile: a file, not a folder" in said
    assert (tmp_path / "somefile").read_text() == "x"


@pytest.mark.parametrize("name", ["report.json", "mapping.enc"])
def test_a_folder_where_the_run_writes_a_file_stops_it_before_any_work(
    corpus: Path, tmp_path: Path, name: str
) -> None:
    out = tmp_path / "out"
    (out / name).mkdir(parents=True)
    said = _unusable(corpus, out)
    assert f"{out / name}: a folder where the run writes a file; move it" in said
    assert _everything(out) == [name]  # nothing processed, nothing written


def test_a_file_where_the_run_writes_a_folder_stops_it(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "tag").write_text("x")
    said = _unusable(corpus, out)
    assert f"{out / 'tag'}: a file where the run writes a folder" in said
    assert _everything(out) == ["tag"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a folder chmod 0500")
def test_an_output_folder_that_cannot_be_written_is_refused(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    out.chmod(0o500)
    try:
        said = _unusable(corpus, out)
    finally:
        out.chmod(0o700)
    assert str(out) in said and "cannot write" in said


# 4. --out equal to the input folder, or inside it.


@pytest.mark.parametrize("where", ["same", "input inside"])
def test_an_output_folder_overlapping_an_input_is_refused(
    corpus: Path, tmp_path: Path, where: str
) -> None:
    before = _everything(tmp_path)
    if where == "same":
        said = _unusable(corpus, corpus)
        assert "is the input folder" in said
    else:
        said = _unusable(corpus / "letter.txt", tmp_path)
        assert "inside the output folder" in said
    assert _everything(tmp_path) == before


def test_an_output_folder_inside_the_input_is_not_read(corpus: Path) -> None:
    out = corpus / "out"
    for _ in range(2):  # the second run would read the first's outputs
        result = invoke("run", corpus, "--out", out, "--mode", "tag", "--lang", "en")
        assert result.exit_code == 0, result.output
        assert "is inside the input" in " ".join(result.output.split())
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert all(not d["source"].startswith("out") for d in report["documents"])
    assert not (out / "out").exists()


# 5. One run at a time per --out.

HOLDER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from pseudonymizer.run.outfolder import Lock

    lock = Lock.take(Path(sys.argv[1]))
    print("held", flush=True)
    sys.stdin.read()  # until the test closes it
    lock.release()
    """
)


def _holder(out: Path) -> subprocess.Popen[str]:
    out.mkdir(parents=True, exist_ok=True)
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(out)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "held"
    return process


def _cli(corpus: Path, out: Path, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [CLI, "run", str(corpus), "--out", str(out), "--mode", "tag", "-j", "1", *extra],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_second_run_into_a_held_folder_says_who_holds_it_and_exits_2(
    corpus: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    holder = _holder(out)
    try:
        second = _cli(corpus, out)
        _, said = second.communicate(timeout=120)
        assert second.returncode == 2, said
        said = " ".join(said.split())
        assert f"another run is writing it (pid {holder.pid} on " in said and "since" in said
        assert "--wait" in said
        assert not (out / "letter.txt").exists()
    finally:
        holder.communicate("")
    assert holder.returncode == 0


def test_with_wait_a_second_run_waits_for_the_folder_and_then_runs(
    corpus: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    holder = _holder(out)
    try:
        second = _cli(corpus, out, "--wait")
        assert second.stderr is not None
        line = second.stderr.readline()
        assert "waiting for it to end" in line and f"pid {holder.pid}" in line
        time.sleep(1.0)
        assert second.poll() is None  # still waiting
        assert not (out / "letter.txt").exists()
    finally:
        holder.communicate("")
    _, rest = second.communicate(timeout=300)
    assert second.returncode == 0, rest
    assert "[PERSON]" in (out / "letter.txt").read_text(encoding="utf-8")


# 6. Workers end when the runner's process dies.


def _letters(folder: Path, files: int, paragraphs: int) -> Path:
    """Plain-text letters naming people, places, numbers: work for a few seconds a file."""
    from faker import Faker

    fake = Faker("en_GB")
    fake.seed_instance(3)
    folder.mkdir(parents=True)
    for i in range(files):
        text = "\n\n".join(
            f"On {fake.date()} {fake.name()} wrote to {fake.name()} from {fake.city()}; call "
            f"{fake.phone_number()} or write to {fake.email()}. {fake.paragraph(8)}"
            for _ in range(paragraphs)
        )
        (folder / f"letter{i:02}.txt").write_text(text + "\n", encoding="utf-8")
    return folder


def _alive(pid: int) -> bool:
    psutil = pytest.importorskip("psutil")
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def test_workers_end_by_themselves_when_the_runner_is_killed(tmp_path: Path) -> None:
    psutil = pytest.importorskip("psutil")
    corpus = _letters(tmp_path / "in", files=40, paragraphs=30)
    out = tmp_path / "out"
    runner = subprocess.Popen(
        [CLI, "run", str(corpus), "--out", str(out), "--mode", "tag", "-j", "2"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 120
        workers: list[psutil.Process] = []
        while time.monotonic() < deadline and runner.poll() is None:
            children = psutil.Process(runner.pid).children(recursive=True)
            workers = [c for c in children if "spawn_main" in " ".join(c.cmdline())]
            # Both workers at work (loading the models takes a second of CPU or more).
            if len(workers) == 2 and all(w.cpu_times().user > 1.0 for w in workers):
                break
            time.sleep(0.2)
        assert runner.poll() is None and len(workers) == 2, "the run ended before the test"
        os.kill(runner.pid, signal.SIGKILL)  # the runner only, not its process group
        runner.wait()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and any(_alive(w.pid) for w in workers):
            time.sleep(0.1)
        left = [w.pid for w in workers if _alive(w.pid)]
        assert not left, f"workers {left} outlived their runner"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(runner.pid, signal.SIGKILL)  # whatever is left of its process group


# 7. No temporary file survives a kill.


def _temporary(out: Path) -> list[str]:
    return [p.relative_to(out).as_posix() for p in out.rglob("*") if ".tmp" in p.name]


def _outputs(out: Path) -> dict[str, bytes]:
    return {
        p.relative_to(out).as_posix(): p.read_bytes()
        for p in sorted(out.rglob("*"))
        if p.is_file() and p.name != "mapping.enc" and ".pseudonymizer" not in p.parts
    }


def _writing_into(pid: int, out: Path) -> bool:
    """Whether process `pid` has a file open for writing in `out` (named or nameless)."""
    try:
        links = [os.readlink(fd) for fd in Path(f"/proc/{pid}/fd").iterdir()]
    except OSError:
        return False
    return any(link.startswith(str(out)) and ".pseudonymizer" not in link for link in links)


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc to see open files")
def test_killed_while_writing_it_leaves_no_temporary_file_and_a_rerun_finishes(
    tmp_path: Path,
) -> None:
    corpus = _letters(tmp_path / "in", files=3, paragraphs=4)
    # Over `passes.STREAM_BYTES`: written part after part, its output open for a long while.
    # Over `passes.STREAM_BYTES` several times: written part after part, its output open for
    # seconds though only the input's annotations (none) are replaced.
    part = (_letters(tmp_path / "long", files=1, paragraphs=400) / "letter00.txt").read_text()
    (corpus / "long.txt").write_text(part * 20, encoding="utf-8")
    assert (corpus / "long.txt").stat().st_size > 3_000_000
    key = tmp_path / "project.key"
    assert invoke("key", "new", key).exit_code == 0

    def run(out: Path) -> subprocess.Popen[bytes]:
        args = ["--out", str(out), "--mode", "tag", "--mentions", "input", "--key", str(key)]
        args += ["-j", "1"]
        return subprocess.Popen(
            [CLI, "run", str(corpus), *args],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )

    out = tmp_path / "out"
    killed = run(out)
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline and killed.poll() is None:
        # The letters are written first, then the long file's output is open.
        if len(list(out.glob("letter*.txt"))) == 3 and _writing_into(killed.pid, out):
            break
        time.sleep(0.05)
    assert killed.poll() is None, "the run ended before it could be killed"
    time.sleep(0.2)  # a few parts written
    os.killpg(killed.pid, signal.SIGKILL)
    killed.wait()
    assert not _temporary(out)
    assert not (out / "long.txt").exists()
    finished = _outputs(out)
    assert sorted(finished) == ["letter00.txt", "letter01.txt", "letter02.txt"]
    assert run(out).wait() == 0  # resumed: what was finished is kept, the rest written
    assert not _temporary(out)
    outputs = _outputs(out)
    assert {name: outputs[name] for name in finished} == finished
    back = invoke("reidentify", out, "--key", key, "--to", tmp_path / "back")
    assert back.exit_code == 0, back.output
    for source in corpus.iterdir():  # every output there, and right: it restores exactly
        assert (tmp_path / "back" / source.name).read_bytes() == source.read_bytes()


def test_a_run_removes_the_named_temporary_files_a_killed_run_left(
    corpus: Path, tmp_path: Path
) -> None:
    """Where files cannot be written nameless, a kill leaves them named: the next run into
    the folder removes them once it holds it."""
    out = tmp_path / "out"
    assert invoke("run", corpus, "--out", out, "--mode", "tag").exit_code == 0
    written = _outputs(out)
    left = [out / ".letter.txt.k3j9a2b1.tmp", out / "sub" / ".talk.x81ma2c0.tmp.wav"]
    for path in left:
        path.parent.mkdir(exist_ok=True)
        path.write_text("half")
    (out / "notes.tmp").write_text("a user's own")  # not hidden: not the run's
    again = invoke("run", corpus, "--out", out, "--mode", "tag")
    assert again.exit_code == 0, again.output
    assert _temporary(out) == ["notes.tmp"]
    assert {k: v for k, v in _outputs(out).items() if k != "notes.tmp"} == written
