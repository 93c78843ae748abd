"""The `pseudonymizer` command line.

Progress and errors go to standard error, results (the summary table) to standard output.
Nothing printed here ever contains text of the documents: counts, file names and offsets only.
Exit status: 0 all went well, 1 some input was bad (the rest was processed), 2 a usage or
set-up error stopped the run.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import Annotated, NoReturn, TypeVar

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from pseudonymizer import __version__
from pseudonymizer.analyze.identify import AUTO
from pseudonymizer.analyze.spacy_pipeline import ModelNotInstalledError
from pseudonymizer.audio.beep import Beep
from pseudonymizer.audio.command import (
    DEFAULT_PITCH,
    Distort,
    Freq,
    PitchRangeOption,
    audio_app,
)
from pseudonymizer.audio.masking import Distortion
from pseudonymizer.audio.pairing import AudioSettings
from pseudonymizer.audio.voices import PitchRange
from pseudonymizer.categories import SCHEMES
from pseudonymizer.choices import AgeStyle, Candidates, MentionSource, Mode, Scope, TagStyle
from pseudonymizer.config import Config, ConfigError
from pseudonymizer.evaluate.command import evaluate_command
from pseudonymizer.io.format import ReadOptions
from pseudonymizer.io.formats import format_names, labels
from pseudonymizer.io.remote import is_url, staged
from pseudonymizer.languages import UnsupportedLanguageError, supported
from pseudonymizer.metadata.command import metadata_command
from pseudonymizer.metadata.documents import DocumentMetadata
from pseudonymizer.metadata.freetext import TextCleaner
from pseudonymizer.metadata.rules import FreeText, RulesError, read_rules
from pseudonymizer.model import RuleError
from pseudonymizer.replace.keys import KeyFileError, ProjectKey, new_key_file, read_key_file
from pseudonymizer.replace.mapping import FILE_NAME as MAPPING_FILE
from pseudonymizer.replace.mapping import MappingError
from pseudonymizer.rules import Rule, RulesFileError
from pseudonymizer.rules.lists import load_list
from pseudonymizer.rules.store import load as load_rules
from pseudonymizer.run.executors import ExecutorError
from pseudonymizer.run.progress import shown
from pseudonymizer.run.reading import Loaded
from pseudonymizer.run.reidentify import reidentify as restore
from pseudonymizer.run.report import Report
from pseudonymizer.run.runner import Advance, Runner

# A run over more than one file, or this many characters, shows its progress.
SHOWN_FROM = 1_000_000

app = typer.Typer(
    help="Find personal data in text collections and remove, tag or pseudonymize it.",
    no_args_is_help=True,
    add_completion=False,
)
key_app = typer.Typer(help="The project key behind surrogates and the sealed mapping.")
app.add_typer(key_app, name="key")
app.add_typer(audio_app, name="audio")
T = TypeVar("T")
# A run without --key makes (or, run again, reuses) this one in its output folder.
RUN_KEY_FILE = "pseudonymizer.key"
out_console = Console()
err_console = Console(stderr=True)


# The formats the format modules register (`io/formats/`), as choices of `--format`.
FormatName = StrEnum("FormatName", {name: name for name in format_names()})  # type: ignore[misc]


Inputs = Annotated[
    list[Path],
    typer.Argument(help=f"Files or folders: {labels()}.", show_default=False),
]
Lang = Annotated[
    str | None,
    typer.Option(
        "--lang",
        help=f"Language of the documents ({', '.join(supported())}), or {AUTO}: identified in "
        "each document's text. Default: a record's own 'lang', else a folder named after a "
        "language (corpus/cs/...), else en.",
    ),
]
Format = Annotated[
    FormatName | None,
    typer.Option("--format", help="Input format; default: from each file's extension."),
]
Workers = Annotated[
    int | None,
    typer.Option(
        "--workers",
        "-j",
        min=1,
        help="Worker processes, each loading the models once; default: every core.",
        show_default=False,
    ),
]
Scheduler = Annotated[
    str | None,
    typer.Option(
        "--scheduler",
        help="Work on a Dask cluster instead: tcp://HOST:8786 (a running `dask scheduler`) or "
        "local:N (a local cluster of N worker processes). The output is the same.",
    ),
]
Disable = Annotated[
    list[str] | None,
    typer.Option("--disable", help="Switch a recognizer off by name (repeatable), e.g. date."),
]
Mentions = Annotated[
    MentionSource,
    typer.Option(
        "--mentions",
        help="Where mentions come from: the detector, the annotations the input carries (BRAT "
        "T lines, JSONL spans ...), or both (a person's annotation wins where they overlap).",
    ),
]
SchemeName = Annotated[
    str | None,
    typer.Option(
        "--scheme",
        help=f"Label scheme of the input's annotations ({', '.join(SCHEMES)}); default: "
        "guessed from each file's labels.",
    ),
]
Propagate = Annotated[
    Scope,
    typer.Option(
        "--propagate",
        help="Mark other occurrences of what was found in the same document, or in every "
        "document of the corpus (reads all documents before writing any).",
    ),
]
AllowList = Annotated[
    Path | None,
    typer.Option("--allow", help="File of public terms, one per line: kept where detected."),
]
DenyList = Annotated[
    Path | None,
    typer.Option(
        "--deny",
        help="File of private terms, one per line (optionally TAB and a category): "
        "replaced wherever they stand.",
    ),
]
KeyFile = Annotated[
    Path | None,
    typer.Option(
        "--key",
        envvar="PSEUDONYMIZER_KEY_FILE",
        help="Project key file (`pseudonymizer key new FILE`): the same surrogates in every "
        "run, and the key that seals the mapping.",
    ),
]
XPath = Annotated[
    str | None,
    typer.Option(
        "--xpath",
        help="XML: the elements whose text is read and replaced (ElementTree's XPath, e.g. "
        "'.//{*}body'); all text when not given.",
    ),
]
RulesFile = Annotated[
    Path | None,
    typer.Option(
        "--rules",
        help="CSV of rules (type,condition,confidence,label) that vote private (<0) or "
        "public (>0) on mentions; see README, Rules.",
    ),
]


@app.command()
def detect(
    inputs: Inputs,
    out: Annotated[Path, typer.Option("--out", "-o", help="Output JSONL of spans.")],
    lang: Lang = None,
    fmt: Format = None,
    xpath: XPath = None,
    disable: Disable = None,
    rules: RulesFile = None,
    allow: AllowList = None,
    deny: DenyList = None,
    propagate: Propagate = Scope.DOCUMENT,
    mentions: Mentions = MentionSource.DETECT,
    scheme: SchemeName = None,
    explain: Annotated[
        bool,
        typer.Option(
            "--explain",
            help="Add each span's status and evidence (recognizer, pattern, rules, weights).",
        ),
    ] = False,
    workers: Workers = None,
    scheduler: Scheduler = None,
) -> None:
    """Find personal data; write one line per document: {"id", "spans": [...]}."""
    loaded_rules = _rules(rules, allow, deny)
    config = _config(
        lambda: Config(
            disabled_recognizers=frozenset(disable or ()),
            rules=loaded_rules,
            propagation=propagate,
            mentions=mentions,
            scheme=scheme,
        )
    )
    runner = Runner(
        config,
        lang=_lang(lang),
        fmt=fmt,
        options=ReadOptions(xpath),
        workers=workers,
        scheduler=scheduler,
    )
    loaded = runner.load(inputs, exclude=out)
    report = _with_progress(
        loaded, lambda advance: runner.detect(loaded, out, advance, explain=explain)
    )
    _summary(report, f"spans written to {out}")
    _finish(report)


@app.command()
def run(
    inputs: Annotated[
        list[str],
        typer.Argument(
            help=f"Files or folders ({labels()}): local paths, or fsspec URLs (s3://...).",
            show_default=False,
        ),
    ],
    out: Annotated[
        str, typer.Option("--out", "-o", help="Output folder: a local path or an fsspec URL.")
    ],
    mode: Annotated[
        list[Mode],
        typer.Option(
            "--mode",
            "-m",
            help="remove, tag or pseudonymize; repeat for several (each in OUT/<mode>/).",
        ),
    ],
    lang: Lang = None,
    fmt: Format = None,
    xpath: XPath = None,
    numbered: Annotated[
        bool, typer.Option("--numbered", help="Tags numbered per entity: [PERSON-1].")
    ] = False,
    tags: Annotated[
        TagStyle,
        typer.Option(
            "--tags",
            help="How tags are written: canonical [PERSON]; native (pl [OSOBA], hu \\[#szemelynev],"
            ' sv SweLL \\[firstname_female]); tei <gap reason="anonymization" desc="name"/>;'
            " masked: every token MASKED.",
        ),
    ] = TagStyle.CANONICAL,
    disable: Disable = None,
    rules: RulesFile = None,
    allow: AllowList = None,
    deny: DenyList = None,
    propagate: Propagate = Scope.DOCUMENT,
    mentions: Mentions = MentionSource.DETECT,
    scheme: SchemeName = None,
    candidates: Annotated[
        Candidates,
        typer.Option(
            "--candidates",
            help="Mentions no rule or person decided: replace them (fail closed) or keep them.",
        ),
    ] = Candidates.REPLACE,
    key: KeyFile = None,
    ages: Annotated[
        AgeStyle,
        typer.Option(
            "--ages",
            help="Ages (pseudonymize): moved by 1-2 years, widened to 5-year spans (40-44), or "
            "kept; over 89 become 90.",
        ),
    ] = AgeStyle.SHIFT,
    invalid_checksums: Annotated[
        bool,
        typer.Option(
            "--invalid-checksums",
            help="Surrogate IDs, IBANs and card numbers fail their check digits on purpose, so "
            "none can be a real person's.",
        ),
    ] = False,
    scope: Annotated[
        Scope,
        typer.Option(
            "--scope", help="Where no two entities share a surrogate: each document, or all."
        ),
    ] = Scope.CORPUS,
    read_back: Annotated[
        bool,
        typer.Option(
            "--read-back/--no-read-back",
            help="Czech: read each new surrogate back with the spaCy pipeline and prefer one "
            "read in the original's case, number and gender (slower).",
        ),
    ] = True,
    mapping: Annotated[
        bool,
        typer.Option(
            "--mapping/--no-mapping",
            help=f"Write OUT/{MAPPING_FILE}: the originals, sealed with the key, for "
            "`pseudonymizer reidentify`.",
        ),
    ] = True,
    workers: Workers = None,
    scheduler: Scheduler = None,
    audio: Annotated[
        Path | None,
        typer.Option(
            "--audio",
            help="Folder of the transcripts' recordings (WAV/FLAC named like them, with word "
            "timings beside them or in the transcript): each written beside its transcript, "
            "the words rewritten in it beeped.",
        ),
    ] = None,
    freq: Freq = 1000.0,
    distort: Distort = False,
    pitch_range: PitchRangeOption = DEFAULT_PITCH,
    metadata: Annotated[
        Path | None,
        typer.Option(
            "--metadata",
            help="RULES (TOML) of `pseudonymizer metadata`, applied to each document's own "
            "metadata: a JSONL record's fields, a TEI header's elements.",
        ),
    ] = None,
) -> None:
    """De-identify documents; outputs mirror the input names, plus report.json and the sealed
    mapping."""
    modes = list(dict.fromkeys(mode))
    loaded_rules = _rules(rules, allow, deny)
    config = _config(
        lambda: Config(
            tags=tags,
            numbered=numbered,
            disabled_recognizers=frozenset(disable or ()),
            rules=loaded_rules,
            keep_candidates=candidates is Candidates.KEEP,
            propagation=propagate,
            mentions=mentions,
            scheme=scheme,
            surrogate_scope=scope,
            ages=ages,
            valid_ids=not invalid_checksums,
            read_back=read_back,
        )
    )
    if is_url(out) and key is None and mapping:
        _fail(f"an output URL needs --key FILE: a key made for {out} would be stored beside it")
    if audio is not None and not audio.is_dir():
        _fail(f"--audio {audio}: no such folder of recordings")
    if distort and audio is None:
        _fail("--distort works on the recordings of --audio DIR")
    with staged(inputs, out) as where:
        project_key = (
            _project_key(key, where.out) if key is not None or mapping or distort else None
        )
        settings = _audio(audio, freq, distort, pitch_range, project_key)
        generalized = _metadata(metadata, project_key, config)
        runner = Runner(
            config,
            modes,
            lang=_lang(lang),
            fmt=fmt,
            key=project_key,
            options=ReadOptions(xpath),
            workers=workers,
            scheduler=scheduler,
            resume=True,
            audio=settings,
            metadata=generalized,
        )
        loaded = runner.load(where.inputs, exclude=where.out)
        if Mode.TAG in modes:
            _config(lambda: _tag_vocabularies(config, lang, loaded))
        report = _with_progress(
            loaded, lambda advance: runner.run(loaded, where.out, advance, where.publish)
        )
        if generalized is not None and generalized.unseen() and report.documents:
            err_console.print(
                f"[yellow]warning:[/] {escape(str(metadata))}: no document written has "
                f"{', '.join(escape(name) for name in generalized.unseen())} (misspelt?)",
                highlight=False,
            )
        for recording in runner.unpaired():
            err_console.print(
                f"[yellow]warning:[/] {escape(str(recording))}: no transcript goes with it; "
                "not written",
                highlight=False,
            )
    if runner.restarted:
        err_console.print(
            f"{out}/ held the outputs of another command (other settings): all redone",
            highlight=False,
        )
    if runner.resumed:
        err_console.print(
            f"{runner.resumed} parts or records a stopped run had done were taken as they were",
            highlight=False,
        )
    _summary(report, f"{', '.join(m.value for m in modes)} -> {out}/")
    _finish(report)


app.command("evaluate")(evaluate_command)
app.command("metadata")(metadata_command)


@key_app.command("new")
def key_new(
    path: Annotated[Path, typer.Argument(help="Where to write the key; must not exist.")],
) -> None:
    """Make a secret project key (readable by you only). Keep it out of what you share."""
    try:
        new_key_file(path)
    except KeyFileError as error:
        _fail(str(error))
    err_console.print(f"made a project key: {path}", highlight=False)


@app.command()
def reidentify(
    out: Annotated[Path, typer.Argument(help="The output folder of a `run`.")],
    key: KeyFile = None,
    to: Annotated[
        Path | None,
        typer.Option("--to", help="Folder for the restored files; default OUT/reidentified."),
    ] = None,
) -> None:
    """Put the originals back into a run's outputs, with the key that sealed its mapping."""
    if key is None:
        _fail("reidentify needs the run's key: --key FILE")
    target = to if to is not None else out / "reidentified"
    try:
        restored = restore(out, _read_key(key), target)
    except MappingError as error:
        _fail(str(error))
    err_console.print(
        f"restored {restored.documents} documents in {restored.files} files -> {target}/",
        highlight=False,
    )
    for error in restored.errors:
        err_console.print(f"[red]error:[/] {error}", highlight=False, soft_wrap=True)
    if restored.errors:
        raise typer.Exit(1)


@app.command()
def version() -> None:
    """Print the version."""
    out_console.print(__version__)


def _config(build: Callable[[], T]) -> T:
    try:
        return build()
    except (ConfigError, UnsupportedLanguageError) as error:
        _fail(str(error))


def _tag_vocabularies(config: Config, lang: str | None, loaded: Loaded) -> None:
    """Check, before any document is worked, that every language the files are known to be
    in has the tags asked for (a record naming its own language is checked when worked)."""
    langs = {lang or item.source.folder_lang or config.default_lang for item in loaded.files}
    for code in sorted(langs - {AUTO}):
        config.tag_vocabulary(code)


def _audio(
    folder: Path | None, freq: float, distort: bool, pitch_range: str, key: ProjectKey | None
) -> AudioSettings | None:
    if folder is None:
        return None
    if freq <= 0:
        _fail(f"--freq {freq:g}: a tone needs a frequency above 0 Hz")
    distortion = None
    if distort:
        assert key is not None
        try:
            distortion = Distortion(key, PitchRange.parse(pitch_range))
        except ValueError as error:
            _fail(str(error))
    return AudioSettings(folder, Beep(freq), distortion)


def _metadata(path: Path | None, key: ProjectKey | None, config: Config) -> DocumentMetadata | None:
    if path is None:
        return None
    try:
        rules = read_rules(path)
    except RulesError as error:
        _fail(str(error))
    if key is None and any(
        isinstance(rule, FreeText) and rule.mode is Mode.PSEUDONYMIZE
        for rule in rules.columns.values()
    ):
        _fail(f"{path}: free text in pseudonymize mode needs the project key: --key FILE")
    return DocumentMetadata(rules, TextCleaner(key, config))


def _rules(path: Path | None, allow: Path | None, deny: Path | None) -> tuple[Rule, ...]:
    """The rules of the rules file and the allow- and deny-lists; a bad file stops the run
    before any document is read (exit 2)."""
    try:
        return (
            (load_rules(path) if path else ())
            + (load_list(allow, public=True) if allow else ())
            + (load_list(deny, public=False) if deny else ())
        )
    except (RulesFileError, RuleError) as error:
        _fail(str(error))


def _project_key(path: Path | None, out: Path) -> ProjectKey:
    """The key of `--key`; without one, the output folder's own, made on the first run."""
    if path is not None:
        return _read_key(path)
    own = out / RUN_KEY_FILE
    if own.exists():
        err_console.print(f"no --key: using {own} from an earlier run", highlight=False)
        return _read_key(own)
    try:
        key = new_key_file(own)
    except KeyFileError as error:
        _fail(str(error))
    err_console.print(
        f"no --key: made a project key {own}; move it somewhere safe before sharing {out}/ "
        "and pass it with --key next time (it opens the mapping and fixes the surrogates)",
        highlight=False,
        soft_wrap=True,
    )
    return key


def _read_key(path: Path) -> ProjectKey:
    try:
        return read_key_file(path)
    except KeyFileError as error:
        _fail(str(error))


def _lang(lang: str | None) -> str | None:
    if lang is not None and lang != AUTO and lang not in supported():
        _fail(
            f"language {lang!r} is not supported; choose one of: {', '.join(supported())}, {AUTO}"
        )
    return lang


def _fail(message: str) -> NoReturn:
    err_console.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(2)


def _with_progress(loaded: Loaded, work: Callable[[Advance | None], Report]) -> Report:
    """Run `work(advance)`, showing its progress when there is more than one file, and its
    figures at the end."""
    try:
        many = len(loaded.files) > 1 or loaded.size > SHOWN_FROM
        with shown(err_console, loaded.size, show=many) as pace:
            report = work(pace.add)
    except ModelNotInstalledError as error:
        _fail(str(error))
    except ExecutorError as error:
        _fail(str(error))
    if many:
        err_console.print(f"done: {pace.line()}", highlight=False, soft_wrap=True)
    return report


def _summary(report: Report, where: str) -> None:
    totals = report.to_dict()["totals"]
    table = Table(title=f"{totals['documents']} documents: {where}")
    table.add_column("category")
    table.add_column("mentions", justify="right")
    table.add_column("documents", justify="right")
    for category, count in sorted(report.category_totals().items(), key=lambda kv: -kv[1]):
        docs = sum(1 for d in report.documents if category in d["mentions"])
        table.add_row(category, str(count), str(docs))
    table.add_section()
    table.add_row("all", str(sum(report.category_totals().values())), str(totals["documents"]))
    out_console.print(table)
    line = f"entities: {totals['entities']}, replaced mentions: {totals['replaced']}"
    if totals["leaks"]:
        suspected = totals.get("suspected", {})
        audited = ", ".join(
            f"{mode} {count} certain, {suspected.get(mode, 0)} suspected"
            for mode, count in totals["leaks"].items()
        )
        line += f"; the audit of the output found: {audited}"
    if "recordings" in totals:
        line += (
            f"; recordings: {totals['recordings']}, {totals['masked']} stretches beeped "
            f"({totals['masked_seconds']:.1f} s)"
        )
    out_console.print(line, highlight=False)


def _finish(report: Report) -> None:
    for error in report.errors:
        err_console.print(f"[red]error:[/] {error}", highlight=False, soft_wrap=True)
    if report.errors:
        err_console.print(
            f"{len(report.errors)} input error(s); the other documents were processed"
        )
        raise typer.Exit(1)


@cache
def _plugins() -> None:
    """Commands other parts of the package add (the review tool's `serve`, `worker`, `user`),
    found through entry points so that nothing here imports them."""
    for found in entry_points(group="pseudonymizer.commands"):
        found.load()(app)


def main() -> None:
    _plugins()
    app()
