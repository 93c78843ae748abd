"""Peer test: Microsoft Presidio's own recognizer tests run through `detect`, per family.

    python bench/presidio_suite.py PATH [--lang xx] [--family NAME ...] [--markdown] [--failures]

PATH is a folder holding Presidio's recognizer test files
(`presidio-analyzer/tests/test_*_recognizer.py` of https://github.com/microsoft/presidio,
MIT), e.g. `git clone --depth 1 https://github.com/microsoft/presidio` and PATH
`presidio/presidio-analyzer/tests`, or a folder of copies of some of them. The project
ships none of their code or strings; this script only reads them. Only the families a
European corpus meets are counted: every EU/EEA country's, the UK's and Switzerland's, and
the generic ones (e-mail, card, IBAN, IP, URL/domain, phone, crypto, MAC, IMEI, date).

The files are read with `ast`, never imported or run: every `@pytest.mark.parametrize`
whose parameters name a text and an `expected_len` gives one case per literal row; its
expected `(start, end)` come from
`expected_positions` / `expected_res` / `expected_position` / `expected_start`+`expected_end`.
A positive without positions whose text is a single token (no space) is that whole token;
rows that are not literals, parametrizations without `expected_len`, and other positives
without positions are skipped and counted (printed under the table).

Each case is detected as `pseudonymizer detect` does (one `Pipeline` per language, loaded
once; the spans `detect` writes). A family is a file's name without `test_` and
`_recognizer.py`; each is run with `--lang en` and, where the project supports the family's
country's language (de, sv, cs, pl, hu), with that language too, and the worse of the two
counts (`--lang xx` runs every case in xx alone instead). Per family:

- positives: each expected span of a case with `expected_len` > 0;
- whole: one detected span covers at least 80 % of it and takes in no letter or digit
  outside it (no word before or after swallowed);
- labelled: that span also carries the family's category (`ID`, `ZIP`, `TRANSPORT`, ...);
- negatives: cases with `expected_len` 0;
- left alone: no detected span with the family's category or `ID` anywhere in the text.

Presidio's own recognizers pass every one of these cases (they are its test suite).
`--failures` lists the cases missed by file, row and offsets (never their text).
"""

from __future__ import annotations

import argparse
import ast
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pseudonymizer.config import Config
from pseudonymizer.evaluate.markdown import markdown_table
from pseudonymizer.languages import supported
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.rules.ordinary import no_mention

# Which category a family's identifiers are named by, found by a part of the family's name
# (first match wins); a family matching none is an `ID`.
CATEGORIES: tuple[tuple[str, frozenset[str]], ...] = (
    ("postcode", frozenset({"ZIP"})),
    ("postal_code", frozenset({"ZIP"})),
    ("plz", frozenset({"ZIP"})),
    ("license_plate", frozenset({"TRANSPORT"})),
    ("vehicle_registration", frozenset({"TRANSPORT"})),
    ("kfz", frozenset({"TRANSPORT"})),
    ("phone", frozenset({"PHONE"})),
    ("email", frozenset({"EMAIL"})),
    ("url", frozenset({"URL"})),
    ("domain", frozenset({"URL"})),
    ("mac", frozenset({"ID", "IP_ADDRESS"})),
    ("ip", frozenset({"IP_ADDRESS"})),
    ("date", frozenset({"DATE"})),
)
IDENTIFIER = frozenset({"ID"})

# Presidio's family prefixes that are not the ISO country code of the country's language.
COUNTRIES = {"bu": "bg", "cr": "hr", "et": "ee", "sl": "si", "uk": "gb"}
# The language each country's documents are written in, where the project reads it.
LANGUAGES = {"de": "de", "at": "de", "se": "sv", "cz": "cs", "pl": "pl", "hu": "hu"}

# The countries a European corpus meets (EU, EEA, the UK, Switzerland) and the families
# that belong to none; test files of other countries are counted apart and skipped.
EUROPE = frozenset(
    [
        "at",
        "be",
        "bg",
        "ch",
        "cy",
        "cz",
        "de",
        "dk",
        "ee",
        "es",
        "fi",
        "fr",
        "gb",
        "gr",
        "hr",
        "hu",
        "ie",
        "is",
        "it",
        "li",
        "lt",
        "lu",
        "lv",
        "mt",
        "nl",
        "no",
        "pl",
        "pt",
        "ro",
        "se",
        "si",
        "sk",
    ]
)
GENERIC = frozenset(
    [
        "credit_card",
        "crypto",
        "date",
        "domain",
        "email",
        "iban",
        "imei",
        "ip",
        "mac",
        "phone",
        "url",
    ]
)

TEXT_NAMES = ("text", "iban")
POSITION_NAMES = ("expected_positions", "expected_res", "expected_position")
WHOLE = 0.8


@dataclass(frozen=True)
class Case:
    family: str
    file: str
    row: int
    text: str
    expected_len: int
    positions: tuple[tuple[int, int], ...]


@dataclass
class Reading:
    """The cases of a folder of test files, and what could not be read, by reason."""

    cases: list[Case] = field(default_factory=list)
    skipped: Counter[str] = field(default_factory=Counter)


class Unreadable(ValueError):
    pass


def family_of(path: Path) -> str:
    name = path.name.removeprefix("test_").removesuffix(".py")
    return name.removesuffix("_recognizer")


def categories_of(family: str) -> frozenset[str]:
    for part, labels in CATEGORIES:
        if part in family.split("_") or (len(part) > 3 and part in family):
            return labels
    return IDENTIFIER


def country_of(family: str) -> str | None:
    """The country a family's identifiers belong to (its two-letter prefix), None for a
    generic family (e-mail, IBAN, IP ...)."""
    prefix, _, rest = family.partition("_")
    if len(prefix) != 2 or not rest:
        return None
    return COUNTRIES.get(prefix, prefix)


def languages_for(family: str, forced: str | None) -> tuple[str, ...]:
    if forced is not None:
        return (forced,)
    country = country_of(family)
    own = LANGUAGES.get(country or "")
    if own is not None and own != "en" and own in supported():
        return ("en", own)
    return ("en",)


def literal(node: ast.expr) -> Any:
    """The value of a literal expression, f-strings without fields and `pytest.param(...)`
    rows included; anything else (a call, a name) is `Unreadable`."""
    if isinstance(node, ast.JoinedStr):
        if all(isinstance(part, ast.Constant) for part in node.values):
            return "".join(str(part.value) for part in node.values)  # type: ignore[attr-defined]
        raise Unreadable("f-string with fields")
    if isinstance(node, ast.Tuple | ast.List):
        return tuple(literal(item) for item in node.elts)
    if isinstance(node, ast.Call) and _dotted(node.func).endswith("param"):
        return tuple(literal(arg) for arg in node.args)
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError) as error:
        raise Unreadable(type(node).__name__) from error


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    if isinstance(node, ast.Name):
        return node.id
    return ""


def _parametrizations(tree: ast.Module) -> Iterable[ast.Call]:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for decorator in node.decorator_list:
                if isinstance(decorator, ast.Call) and _dotted(decorator.func).endswith(
                    "parametrize"
                ):
                    yield decorator


def _arguments(call: ast.Call) -> tuple[ast.expr | None, ast.expr | None]:
    names = call.args[0] if call.args else None
    values = call.args[1] if len(call.args) > 1 else None
    for keyword in call.keywords:
        if keyword.arg == "argnames":
            names = keyword.value
        elif keyword.arg == "argvalues":
            values = keyword.value
    return names, values


def _names(node: ast.expr) -> list[str]:
    value = literal(node)
    if isinstance(value, str):
        return [name.strip() for name in value.split(",") if name.strip()]
    return [str(name) for name in value]


def _positions(row: dict[str, Any]) -> tuple[tuple[int, int], ...]:
    for name in POSITION_NAMES:
        if name in row:
            value = row[name]
            if value and all(isinstance(v, int) for v in value):  # one (start, end)
                value = (value,)
            return tuple((int(start), int(end)) for start, end in value)
    if "expected_start" in row and "expected_end" in row:
        return ((int(row["expected_start"]), int(row["expected_end"])),)
    return ()


def read_file(path: Path, reading: Reading) -> None:
    """The cases of one test file into `reading`."""
    family = family_of(path)
    if family not in GENERIC and country_of(family) not in EUROPE:
        reading.skipped["files of other families"] += 1
        return
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for call in _parametrizations(tree):
        names_node, values_node = _arguments(call)
        if names_node is None or values_node is None:
            reading.skipped["parametrize without arguments"] += 1
            continue
        try:
            names = _names(names_node)
        except Unreadable:
            reading.skipped["parameter names not literal"] += 1
            continue
        rows = values_node.elts if isinstance(values_node, ast.List | ast.Tuple) else None
        text_name = next((name for name in names if name in TEXT_NAMES), None)
        if rows is None:
            reading.skipped["rows not a literal list"] += 1
            continue
        if "expected_len" not in names or text_name is None:
            reading.skipped["rows without a text and expected_len"] += len(rows)
            continue
        for index, row_node in enumerate(rows):
            try:
                values = literal(row_node)
                if len(names) == 1:
                    values = (values,)
                if len(values) != len(names):
                    raise Unreadable("row of another length")
                row = dict(zip(names, values, strict=True))
                text, expected_len = row[text_name], row["expected_len"]
                if not isinstance(text, str) or not isinstance(expected_len, int):
                    raise Unreadable("text or expected_len of another type")
                positions = _positions(row) if expected_len > 0 else ()
            except (Unreadable, TypeError, ValueError):
                reading.skipped["rows not literal"] += 1
                continue
            if expected_len == 1 and not positions and text and not any(c.isspace() for c in text):
                positions = ((0, len(text)),)  # the text is one token: the identifier itself
            if expected_len > 0 and not positions:
                reading.skipped["positives without positions"] += 1
                continue
            if any(not 0 <= start < end <= len(text) for start, end in positions):
                reading.skipped["positions outside the text"] += 1
                continue
            reading.cases.append(Case(family, path.name, index, text, expected_len, positions))


def read_cases(folder: Path) -> Reading:
    """Every case of every `test_*.py` under `folder`."""
    reading = Reading()
    for path in sorted(folder.rglob("test_*.py")):
        try:
            read_file(path, reading)
        except SyntaxError:
            reading.skipped["files that do not parse"] += 1
    return reading


Span = tuple[int, int, str]


def whole(text: str, expected: tuple[int, int], spans: Sequence[Span]) -> list[Span]:
    """The detected spans that find `expected` whole: covering at least 80 % of it and
    taking in no letter or digit outside it."""
    start, end = expected
    found = []
    for span_start, span_end, label in spans:
        covered = min(end, span_end) - max(start, span_start)
        if covered < WHOLE * (end - start):
            continue
        outside = text[span_start:start] + text[end:span_end]
        if any(char.isalnum() for char in outside):
            continue
        found.append((span_start, span_end, label))
    return found


@dataclass
class Outcome:
    """A case's results in one language: per expected span, found whole, labelled right and
    the labels of the spans that found it whole; for a negative, left alone."""

    whole: list[bool]
    labelled: list[bool]
    alone: bool
    labels: list[frozenset[str]] = field(default_factory=list)


def judge(case: Case, spans: Sequence[Span]) -> Outcome:
    labels = categories_of(case.family)
    if case.expected_len == 0:
        flagged = labels | IDENTIFIER
        return Outcome([], [], not any(label in flagged for _, _, label in spans))
    found = [whole(case.text, expected, spans) for expected in case.positions]
    return Outcome(
        [bool(finding) for finding in found],
        [any(label in labels for _, _, label in finding) for finding in found],
        True,
        [frozenset(label for _, _, label in finding) for finding in found],
    )


def detect(cases: Sequence[Case], lang: str, pipelines: dict[str, Pipeline]) -> list[list[Span]]:
    """The spans `detect` writes for each case's text in `lang`."""
    if lang not in pipelines:
        pipelines[lang] = Pipeline(Config())
    documents = [Document(str(i), case.text, lang) for i, case in enumerate(cases)]
    return [
        [(m.start, m.end, m.category.value) for m in result.mentions if not no_mention(m)]
        for result in pipelines[lang].run(documents)
    ]


@dataclass
class Tally:
    languages: tuple[str, ...] = ()
    positives: int = 0
    whole: int = 0
    labelled: int = 0
    negatives: int = 0
    alone: int = 0
    # Per language alone, so what choosing the document's language loses shows.
    whole_in: Counter[str] = field(default_factory=Counter)
    # The labels of positives found whole but not labelled right (in the worse language).
    otherwise: Counter[str] = field(default_factory=Counter)

    def add(self, other: Tally) -> None:
        self.otherwise.update(other.otherwise)
        self.positives += other.positives
        self.whole += other.whole
        self.labelled += other.labelled
        self.negatives += other.negatives
        self.alone += other.alone


def run(
    reading: Reading, forced: str | None, failures: list[str] | None = None
) -> dict[str, Tally]:
    """Detect every case in its family's languages and count per family (the worse
    language decides each case)."""
    by_lang: dict[str, list[Case]] = defaultdict(list)
    for case in reading.cases:
        for lang in languages_for(case.family, forced):
            by_lang[lang].append(case)
    pipelines: dict[str, Pipeline] = {}
    outcomes: dict[Case, dict[str, Outcome]] = defaultdict(dict)
    for lang, cases in by_lang.items():
        for case, spans in zip(cases, detect(cases, lang, pipelines), strict=True):
            outcomes[case][lang] = judge(case, spans)
    tallies: dict[str, Tally] = {}
    for case in reading.cases:
        langs = languages_for(case.family, forced)
        tally = tallies.setdefault(case.family, Tally(languages=langs))
        per_lang = outcomes[case]
        if case.expected_len == 0:
            tally.negatives += 1
            alone = all(per_lang[lang].alone for lang in langs)
            tally.alone += alone
            if not alone and failures is not None:
                failures.append(f"{case.family}: {case.file} row {case.row}: negative got a span")
            continue
        for i, position in enumerate(case.positions):
            tally.positives += 1
            found = all(per_lang[lang].whole[i] for lang in langs)
            right = all(per_lang[lang].labelled[i] for lang in langs)
            tally.whole += found
            tally.labelled += right
            for lang in langs:
                tally.whole_in[lang] += per_lang[lang].whole[i]
            if found and not right:
                wrong = next(lang for lang in langs if not per_lang[lang].labelled[i])
                tally.otherwise["/".join(sorted(per_lang[wrong].labels[i]))] += 1
            if not right and failures is not None:
                how = "labelled otherwise" if found else "not found whole"
                failures.append(
                    f"{case.family}: {case.file} row {case.row} {position}: {how} "
                    + " ".join(f"[{lang}]" for lang in langs if not per_lang[lang].labelled[i])
                )
    return tallies


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f} %" if whole else "–"


def table(tallies: dict[str, Tally]) -> tuple[list[str], list[list[str | int]]]:
    header = [
        "family",
        "languages",
        "positives",
        "whole",
        "labelled right",
        "%",
        "negatives",
        "left alone",
        "whole per language",
    ]
    rows: list[list[str | int]] = []
    groups: dict[str, Tally] = {"European": Tally(), "generic": Tally(), "all": Tally()}
    for family in sorted(tallies, key=lambda name: (country_of(name) is None, name)):
        tally = tallies[family]
        groups["generic" if country_of(family) is None else "European"].add(tally)
        groups["all"].add(tally)
        per_lang = (
            " / ".join(f"{lang} {tally.whole_in[lang]}" for lang in tally.languages)
            if len(tally.languages) > 1
            else ""
        )
        rows.append(_row(family, ", ".join(tally.languages), tally, per_lang))
    for name, tally in groups.items():
        rows.append(_row(f"**{name}**", "", tally, ""))
    return header, rows


def _row(name: str, langs: str, tally: Tally, per_lang: str) -> list[str | int]:
    return [
        name,
        langs,
        tally.positives,
        tally.whole,
        tally.labelled,
        _percent(tally.labelled, tally.positives),
        tally.negatives,
        tally.alone,
        per_lang,
    ]


def plain(header: Sequence[str], rows: Sequence[Sequence[str | int]]) -> str:
    cells = [list(map(str, header)), *[[str(cell).strip("*") for cell in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    lines = [
        "  ".join(
            cell.ljust(w) if i < 2 else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        )
        for row in cells
    ]
    return "\n".join(line.rstrip() for line in lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", type=Path, help="a folder of Presidio's test_*.py files")
    parser.add_argument("--lang", help="run every case in this language alone")
    parser.add_argument("--family", nargs="*", help="only these families")
    parser.add_argument("--markdown", action="store_true", help="a Markdown table")
    parser.add_argument("--failures", action="store_true", help="list the cases missed")
    args = parser.parse_args()
    reading = read_cases(args.path)
    if args.family:
        reading.cases = [case for case in reading.cases if case.family in set(args.family)]
    failures: list[str] | None = [] if args.failures else None
    tallies = run(reading, args.lang, failures)
    header, rows = table(tallies)
    print(markdown_table(header, rows, numeric_from=2) if args.markdown else plain(header, rows))
    cases = len(reading.cases)
    skipped = ", ".join(f"{count} {reason}" for reason, count in sorted(reading.skipped.items()))
    print(f"{cases} cases read; skipped: {skipped or 'none'}")
    print("A span is whole when it covers >= 80 % of the expected one and takes in no word.")
    print("Presidio's own recognizers pass every case (they are its test suite).")
    otherwise = Counter[str]()
    for tally in tallies.values():
        otherwise.update(tally.otherwise)
    labels = ", ".join(f"{label} {count}" for label, count in otherwise.most_common())
    print(f"Found whole but labelled otherwise: {labels or 'none'}")
    for line in failures or ():
        print(line)


if __name__ == "__main__":
    main()
