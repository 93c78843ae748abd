"""Whether a change of code changed what `pseudonymizer` writes: every output of `run` and
`detect` on `examples/` and on every development corpus, in a fixed set of configurations with
one fixed key, reduced to digests.

    python bench/same_output.py --save BASE.json [--keep DIR]   # before the change
    python bench/same_output.py --check BASE.json [--keep DIR]  # after: exit 1 on a difference

The commands run as a user runs them, as processes of their own, two at a time. The sealed
mapping and the manifest's records are encrypted with a fresh nonce each run, so their opened
content is compared instead: of the manifest, each finished file's input and output hashes and
its share of the report and the mapping, not the ledger claims it keeps to resume (their form
is the runner's own business); the rest of what a run keeps to resume (what its first pass
found) is not compared.
Only file names and counts are printed, never document text; `--keep DIR` keeps the outputs
for a `diff -r` of one's own.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from eval_all import CORPORA

from pseudonymizer.replace.keys import PREFIX, ProjectKey
from pseudonymizer.replace.mapping import FILE_NAME, Mapping
from pseudonymizer.run.manifest import FILE_NAME as MANIFEST_FILE
from pseudonymizer.run.manifest import Manifest

ROOT = Path(__file__).resolve().parent.parent
# Not a secret: a fixed key so that two runs of the same code agree byte for byte.
KEY = bytes(range(32))
ALL_MODES = ("--mode", "remove", "--mode", "tag", "--mode", "pseudonymize")


RULES = """type,condition,confidence,label
ne_type,DATE,1,
ne_type,EMAIL,-1,
word,Praha,1,
lemma,brno,0.5,
word,Anna,-1,PERSON
"""


def configurations(data: Path, lists: Path) -> dict[str, list[str]]:
    """Name -> the command's arguments after `pseudonymizer` (the output is added)."""
    examples = str(ROOT / "examples")
    found = {
        "examples": ["run", examples, *ALL_MODES],
        "examples-tei-numbered-corpus": [
            *("run", examples, *ALL_MODES, "--tags", "tei", "--numbered"),
            *("--propagate", "corpus", "--scope", "document", "--ages", "span"),
        ],
        "examples-masked-keep": [
            *("run", examples, "--mode", "tag", "--mode", "pseudonymize", "--tags", "masked"),
            *("--no-read-back", "--invalid-checksums", "--ages", "keep", "--candidates", "keep"),
        ],
        "examples-detect": ["detect", examples, "--explain"],
        "examples-rules": [
            *("run", examples, *ALL_MODES, "--rules", str(lists / "rules.csv")),
            *("--allow", str(lists / "allow.txt"), "--deny", str(lists / "deny.txt")),
        ],
        "examples-rules-detect": [
            *("detect", examples, "--explain", "--rules", str(lists / "rules.csv")),
            *("--allow", str(lists / "allow.txt"), "--deny", str(lists / "deny.txt")),
        ],
    }
    for lang in ("pl", "hu", "sv"):
        found[f"examples-{lang}-native"] = [
            *("run", str(ROOT / "examples" / lang), "--mode", "tag", "--tags", "native"),
            "--numbered",
        ]
    for corpus, lang in CORPORA.items():
        path = str(data / f"{corpus}.dev.jsonl")
        found[corpus] = ["run", path, "--lang", lang, *ALL_MODES]
        found[f"{corpus}-detect"] = ["detect", path, "--lang", lang, "--explain"]
    found["kpwr-corpus-detect"] = [
        *("detect", str(data / "kpwr.dev.jsonl"), "--lang", "pl", "--explain"),
        *("--propagate", "corpus"),
    ]
    found["cnec-corpus"] = [
        *("run", str(data / "cnec.dev.jsonl"), "--lang", "cs", "--mode", "pseudonymize"),
        *("--propagate", "corpus"),
    ]
    return found


def run_one(name: str, arguments: list[str], key_file: Path, out: Path) -> dict[str, str]:
    """Run one configuration into `out/name` and return its files' digests."""
    target = out / name
    command = [sys.executable, "-c", "from pseudonymizer.cli import main; main()", *arguments]
    if arguments[0] == "detect":
        target.mkdir(parents=True, exist_ok=True)
        command += ["--out", str(target / "spans.jsonl")]
    else:
        command += ["--out", str(target), "--key", str(key_file)]
    done = subprocess.run(command, capture_output=True, text=True, env=os.environ)
    digests = {"exit status": str(done.returncode)}
    for path in sorted(target.rglob("*")):
        if not path.is_file():
            continue
        relative = path.relative_to(target).as_posix()
        if ".pseudonymizer" in path.parts and path.name != MANIFEST_FILE:
            continue  # what a stopped run resumes from: sealed with a fresh nonce, or gone
        if path.name == FILE_NAME:
            opened = Mapping.open(path.read_text(), ProjectKey(KEY)).files
            content = json.dumps(opened, sort_keys=True).encode()
        elif path.name == MANIFEST_FILE:
            content = _manifest(path)
        elif arguments[0] == "detect":
            # The attributes of `--explain` are compared whatever the order of their keys.
            lines = path.read_text().splitlines()
            content = "\n".join(json.dumps(json.loads(line), sort_keys=True) for line in lines)
            content = content.encode()
        else:
            content = path.read_bytes()
        digests[relative] = hashlib.sha256(content).hexdigest()
    return digests


def _manifest(path: Path) -> bytes:
    """The manifest's header and each record as opened, less the claims kept to resume."""
    manifest = Manifest.recorded(path.parent.parent, ProjectKey(KEY))
    assert manifest is not None
    records = []
    for _, done in sorted(manifest.finished.items()):
        kept = {name: value for name, value in done.payload.items() if name != "claims"}
        records.append([done.relpath, done.input, done.outputs, kept])
    header = path.read_text().splitlines()[0]
    return json.dumps([header, records], sort_keys=True).encode()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--save", type=Path, help="write the digests to this file")
    action.add_argument("--check", type=Path, help="compare the digests with this file")
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--keep", type=Path, help="keep the outputs in this folder")
    parser.add_argument("--only", nargs="*", help="run only these configurations")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        lists = Path(scratch)
        (lists / "rules.csv").write_text(RULES)
        (lists / "allow.txt").write_text("Brno\nEuropean Court of Human Rights\n")
        (lists / "deny.txt").write_text("Kowalski\tPERSON\nmeeting\n")
        wanted = configurations(args.data, lists)
        if args.only:
            wanted = {name: wanted[name] for name in args.only}
        key_file = Path(scratch) / "key"
        key_file.write_text(PREFIX + base64.urlsafe_b64encode(KEY).decode() + "\n")
        out = args.keep if args.keep is not None else Path(scratch) / "out"
        started = time.perf_counter()
        with ThreadPoolExecutor(args.jobs) as pool:
            futures = {
                name: pool.submit(run_one, name, arguments, key_file, out)
                for name, arguments in wanted.items()
            }
            digests = {name: future.result() for name, future in futures.items()}
    print(f"{len(digests)} configurations, {time.perf_counter() - started:.0f} s")
    if args.save is not None:
        args.save.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n")
        files = sum(len(files) for files in digests.values())
        print(f"saved the digests of {files} outputs to {args.save}")
        return
    base = json.loads(args.check.read_text())
    differences = 0
    for name, files in digests.items():
        before = base.get(name)
        if before is None:
            print(f"{name}: not in {args.check}")
            differences += 1
            continue
        changed = sorted(
            path for path in before.keys() | files.keys() if before.get(path) != files.get(path)
        )
        differences += len(changed)
        for path in changed:
            print(f"{name}: {path} differs")
    print("same output" if not differences else f"{differences} difference(s)")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
