"""How often one run crosses the borders between the package's parts: every Python call from a
function of one part into a function of another is counted while `pseudonymizer run` works, in
this process, with a tracer (`sys.setprofile`).

    python bench/borders.py [--input examples/cs] [--lang cs] [--top 15] [--functions]

A part is a folder of `pseudonymizer/` (`languages`, `replace`, `run` ...) or a module at its root
(`pipeline`, `model`, `link` ...); calls inside one part, and calls into other libraries, are not
counted. The count between packages leaves the root's modules out: only calls from one folder
into another (`replace` into `lexicon`), the package borders. Generators count each time they
are resumed, as the profiler reports them; a call a `functools.cache` answers runs no Python
code and is not seen (so a new cache would hide crossings: compare counts of code whose caches
are the same). One run with one worker and a fixed key, so the count is the same every time for
the same code and input. Only counts and module names are printed, never document text.
"""

from __future__ import annotations

import argparse
import base64
import sys
import tempfile
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# Not a secret: a fixed key, so that the run draws the same surrogates every time.
KEY = bytes(range(32))


def part_of(filename: str, package: Path) -> str | None:
    """The part of the package a code file belongs to; None outside it."""
    try:
        relative = Path(filename).resolve().relative_to(package)
    except ValueError:
        return None
    return relative.parts[0] if len(relative.parts) > 1 else relative.stem


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", type=Path, default=ROOT / "examples" / "cs")
    parser.add_argument("--lang", default="cs")
    parser.add_argument("--mode", default="pseudonymize")
    parser.add_argument("--top", type=int, default=15, help="how many pairs of parts to list")
    parser.add_argument(
        "--functions", action="store_true", help="also list the functions called most across"
    )
    args = parser.parse_args()

    import pseudonymizer
    from pseudonymizer.cli import app
    from pseudonymizer.replace.keys import PREFIX

    package = Path(pseudonymizer.__file__).resolve().parent
    folders = {path.name for path in package.iterdir() if (path / "__init__.py").exists()}
    parts: dict[Any, str | None] = {}
    crossings: Counter[tuple[str, str]] = Counter()
    called: Counter[str] = Counter()

    def part(frame: FrameType) -> str | None:
        code = frame.f_code
        if code not in parts:
            parts[code] = part_of(code.co_filename, package)
        return parts[code]

    def profile(frame: FrameType, event: str, _: Any) -> None:
        if event != "call" or frame.f_back is None:
            return
        callee = part(frame)
        if callee is None:
            return
        caller = part(frame.f_back)
        if caller is not None and caller != callee:
            crossings[caller, callee] += 1
            if args.functions:
                code = frame.f_code
                called[f"{caller} -> {callee}.{code.co_qualname}"] += 1

    with tempfile.TemporaryDirectory() as scratch:
        key = Path(scratch) / "key"
        key.write_text(PREFIX + base64.urlsafe_b64encode(KEY).decode() + "\n")
        command = [
            *("run", str(args.input), "--out", str(Path(scratch) / "out")),
            *("--mode", args.mode, "--lang", args.lang, "--key", str(key), "--workers", "1"),
        ]
        sys.setprofile(profile)
        try:
            app(command, standalone_mode=False)
        finally:
            sys.setprofile(None)
    between = sum(n for (a, b), n in crossings.items() if a in folders and b in folders)
    print(f"{args.input.name} ({args.lang}, {args.mode}): {sum(crossings.values()):,} crossings")
    print(f"  between packages (folders only): {between:,}")
    undirected: Counter[tuple[str, str]] = Counter()
    for (caller, callee), count in crossings.items():
        undirected[tuple(sorted((caller, callee)))] += count  # type: ignore[index]
    for (one, other), count in undirected.most_common(args.top):
        there, back = crossings[one, other], crossings[other, one]
        print(f"  {one} <-> {other}: {count:,} ({one} -> {other} {there:,}, back {back:,})")
    for name, count in called.most_common(args.top if args.functions else 0):
        print(f"  {count:6,}  {name}")


if __name__ == "__main__":
    main()
