"""The `pseudonymizer` command line.

Progress and errors go to standard error, results (the summary table) to standard output.
Nothing printed here ever contains text of the documents: counts, file names and offsets only.
Exit status: 0 all went well, 1 some input was bad (the rest was processed) or there was no
input to work (nothing written), 2 a usage or set-up error stopped the run (an output folder
that cannot be used, or that another run holds).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
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
from pseudonymizer.audio.command import DEFAULT_PITCH, audio_app
from pseudonymizer.audio.masking import Distortion
from pseudonymizer.audio.pairing import AudioSettings
from pseudonymizer.audio.voices import PitchRange
from pseudonymizer.categories import SCHEMES
from pseudonymizer.choices import (
    AgeStyle,
    AmountStyle,
    Candidates,
    MentionSource,
    Mode,
    Rename,
    Scope,
    TagStyle,
)
from pseudonymizer.config import Config, ConfigError
from pseudonymizer.evaluate.command import evaluate_command
from pseudonymizer.io.format import ReadOptions
from pseudonymizer.io.formats import format_names
from pseudonymizer.io.remote import is_url, staged
from pseudonymizer.languages import UnsupportedLanguageError, supported
from pseudonymizer.metadata.command import metadata_command
from pseudonymizer.metadata.documents import DocumentMetadata
from pseudonymizer.metadata.freetext import TextCleaner
from pseudonymizer.metadata.rules import FreeText, RulesError, read_rules
from pseudonymizer.model import RuleError
from pseudonymizer.replace.keys import (
    KeyFileError,
    ProjectKey,
    new_key_file,
    read_key_file,
    user_key,
)
from pseudonymizer.replace.mapping import FILE_NAME as MAPPING_FILE
from pseudonymizer.replace.mapping import MappingError
from pseudonymizer.rules import Rule, RulesFileError
from pseudonymizer.rules.lists import load_list
from pseudonymizer.rules.store import load as load_rules
from pseudonymizer.run import outfolder
from pseudonymizer.run.executors import ExecutorError
from pseudonymizer.run.progress import shown
from pseudonymizer.run.reading import InputReader, Loaded
from pseudonymizer.run.reidentify import reidentify as restore
from pseudonymizer.run.report import Report
from pseudonymizer.run.runner import Advance, Runner

# A run over more than one file, or this many characters, shows its progress.
SHOWN_FROM = 1_000_000

app = typer.Typer(
    help="Find personal data in text collections and remove, tag or pseudonymize it.",
    no_args_is_help=True,
    add_completion=False,
    # Click's own help: at 80 columns it wraps a help text under its option instead of
    # squeezing it into a column of a table, and never cuts an option's name.
    rich_markup_mode=None,
)
key_app = typer.Typer(help="The project key behind surrogates and the sealed mapping.")
app.add_typer(key_app, name="key")
app.add_typer(audio_app, name="audio")
T = TypeVar("T")
# Where runs without --key kept their key in the output folder before it was kept apart
# (`keys.user_key`): still read, with a warning, never written.
RUN_KEY_FILE = "pseudonymizer.key"
out_console = Console()
# Messages name files: a path folded across two lines cannot be copied or searched for.
err_console = Console(stderr=True, soft_wrap=True)


# The formats the format modules register (`io/formats/`), as choices of `--format`.
FormatName = StrEnum("FormatName", {name: name for name in format_names()})  # type: ignore[misc]


Inputs = Annotated[
    list[Path],
    typer.Argument(metavar="IN", help="Files or folders.", show_default=False),
]
Lang = Annotated[
    str | None,
    typer.Option(
        "--lang",
        metavar="LANG",
        help=f"{', '.join(supported())} or {AUTO}; default: a record's own, a folder's "
        "(cs/...), else identified.",
    ),
]
Format = Annotated[
    FormatName | None,
    typer.Option(
        "--format", metavar="FORMAT", hidden=True, help="Input format; default: by extension."
    ),
]
Workers = Annotated[
    int | None,
    typer.Option(
        "--workers",
        "-j",
        metavar="N",
        min=1,
        help="Worker processes; default: every core.",
        show_default=False,
    ),
]
Scheduler = Annotated[
    str | None,
    typer.Option(
        "--scheduler",
        hidden=True,
        help="A Dask cluster: tcp://HOST:8786 or local:N.",
    ),
]
Disable = Annotated[
    list[str] | None,
    typer.Option("--disable", hidden=True, help="Switch a recognizer off (repeatable)."),
]
Mentions = Annotated[
    MentionSource,
    typer.Option(
        "--mentions",
        help="Found by the detector, given in the input, or both.",
    ),
]
SchemeName = Annotated[
    str | None,
    typer.Option(
        "--scheme",
        hidden=True,
        help=f"Label scheme of the input's annotations ({', '.join(SCHEMES)}); default: "
        "guessed per file.",
    ),
]
Propagate = Annotated[
    Scope,
    typer.Option(
        "--propagate",
        hidden=True,
        help="Find what was found again in its document, or in the whole corpus.",
    ),
]
AllowList = Annotated[
    Path | None,
    typer.Option("--allow", metavar="FILE", help="File of public terms, one per line."),
]
DenyList = Annotated[
    Path | None,
    typer.Option(
        "--deny",
        metavar="FILE",
        help="File of private terms, one per line.",
    ),
]
KeyFile = Annotated[
    Path | None,
    typer.Option(
        "--key",
        metavar="FILE",
        envvar="PSEUDONYMIZER_KEY_FILE",
        help="Project key file (`pseudonymizer key new FILE`).",
    ),
]
XPath = Annotated[
    str | None,
    typer.Option(
        "--xpath",
        hidden=True,
        help="XML: the elements to read, e.g. './/{*}body'.",
    ),
]
RulesFile = Annotated[
    Path | None,
    typer.Option(
        "--rules",
        metavar="FILE",
        help="CSV of rules that vote private or public.",
    ),
]


def _help_all(ctx: typer.Context, value: bool) -> None:
    """Print the command's help with every option, the ones `--help` leaves out too."""
    if not value or ctx.resilient_parsing:
        return
    for param in ctx.command.params:
        if hasattr(param, "hidden"):  # options (Typer's own click has no public Option type)
            param.hidden = False
    typer.echo(ctx.get_help())
    raise typer.Exit()


HelpAll = Annotated[
    bool,
    typer.Option(
        "--help-all", is_eager=True, callback=_help_all, help="Show every option and exit."
    ),
]


@app.command()
def detect(
    inputs: Inputs,
    out: Annotated[
        Path,
        typer.Option("--out", "-o", metavar="FILE", dir_okay=False, help="Output JSONL of spans."),
    ],
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
            help="Add each span's status and evidence.",
        ),
    ] = False,
    workers: Workers = None,
    scheduler: Scheduler = None,
    help_all: HelpAll = False,
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
    _skipped(loaded)
    report = _with_progress(
        loaded, lambda advance: runner.detect(loaded, out, advance, explain=explain)
    )
    _errors(report)
    _summary(report, f"spans written to {out}")
    _finish(report)


@app.command()
def run(
    inputs: Annotated[
        list[str],
        typer.Argument(metavar="IN", help="Files or folders, or fsspec URLs.", show_default=False),
    ],
    out: Annotated[
        str, typer.Option("--out", "-o", metavar="DIR", help="Output folder, or an fsspec URL.")
    ],
    mode: Annotated[
        list[Mode],
        typer.Option(
            "--mode",
            "-m",
            metavar="MODE",
            help="remove, tag or pseudonymize; repeat for several.",
        ),
    ],
    lang: Lang = None,
    fmt: Format = None,
    xpath: XPath = None,
    numbered: Annotated[
        bool, typer.Option("--numbered", hidden=True, help="Tags numbered: [PERSON-1].")
    ] = False,
    tags: Annotated[
        TagStyle,
        typer.Option(
            "--tags",
            hidden=True,
            help="[PERSON], the corpus's own tags, TEI <gap/> or MASKED.",
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
            hidden=True,
            help="Mentions no one decided: replaced (fail closed) or kept.",
        ),
    ] = Candidates.REPLACE,
    key: KeyFile = None,
    ages: Annotated[
        AgeStyle,
        typer.Option(
            "--ages",
            hidden=True,
            help="Ages moved 1-2 years, widened to 5-year spans, or kept.",
        ),
    ] = AgeStyle.SHIFT,
    amounts: Annotated[
        AmountStyle,
        typer.Option(
            "--amounts",
            hidden=True,
            help="Amounts and measures (£186.40, 12 kg) kept as written, or replaced.",
        ),
    ] = AmountStyle.KEEP,
    invalid_checksums: Annotated[
        bool,
        typer.Option(
            "--invalid-checksums",
            hidden=True,
            help="Surrogate IDs fail their check digits on purpose.",
        ),
    ] = False,
    scope: Annotated[
        Scope,
        typer.Option("--scope", hidden=True, help="Where no two entities share a surrogate."),
    ] = Scope.CORPUS,
    date_shift: Annotated[
        Scope,
        typer.Option(
            "--date-shift",
            hidden=True,
            help="Dates move by each document's own shift, or by one for the corpus.",
        ),
    ] = Scope.DOCUMENT,
    read_back: Annotated[
        bool,
        typer.Option(
            "--read-back/--no-read-back",
            hidden=True,
            help="Czech: read surrogates back to check their case (slower).",
        ),
    ] = True,
    mapping: Annotated[
        bool,
        typer.Option(
            "--mapping/--no-mapping",
            hidden=True,
            help=f"Write OUT/{MAPPING_FILE} for `reidentify`.",
        ),
    ] = True,
    workers: Workers = None,
    scheduler: Scheduler = None,
    wait: Annotated[
        bool, typer.Option("--wait", help="If another run holds OUT, wait for it to end.")
    ] = False,
    audio: Annotated[
        Path | None,
        typer.Option(
            "--audio",
            hidden=True,
            help="Folder of the transcripts' recordings, to beep.",
        ),
    ] = None,
    freq: Annotated[float, typer.Option("--freq", hidden=True, help="Beep in Hz.")] = 1000.0,
    distort: Annotated[
        bool, typer.Option("--distort", hidden=True, help="Shift each voice's pitch too.")
    ] = False,
    pitch_range: Annotated[
        str, typer.Option("--pitch-range", hidden=True, help="Pitch shifts in cents, MIN:MAX.")
    ] = DEFAULT_PITCH,
    metadata: Annotated[
        Path | None,
        typer.Option(
            "--metadata",
            hidden=True,
            help="RULES.toml for each document's own metadata.",
        ),
    ] = None,
    rename: Annotated[
        Rename,
        typer.Option(
            "--rename",
            help="Output file names: kept, numbered or pseudonymized.",
        ),
    ] = Rename.KEEP,
    fail_on_leak: Annotated[
        bool, typer.Option("--fail-on-leak", help="Exit 1 if the audit finds a certain leak.")
    ] = False,
    fail_on_suspected: Annotated[
        bool,
        typer.Option("--fail-on-suspected", help="Exit 1 if it finds a suspected one too."),
    ] = False,
    help_all: HelpAll = False,
) -> None:
    """De-identify documents: outputs in OUT as the inputs are, with report.json and the sealed
    mapping. Every option: --help-all; what each does: the README."""
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
            date_shift=date_shift,
            ages=ages,
            amounts=amounts,
            valid_ids=not invalid_checksums,
            read_back=read_back,
        )
    )
    if is_url(out) and key is None and mapping:
        _fail(f"an output URL needs --key FILE: a key made for {out} would be stored beside it")
    if audio is not None and not audio.is_dir():
        _fail(f"--audio {audio}: no such folder of recordings")
    if rename is Rename.PSEUDONYMIZED and Mode.PSEUDONYMIZE not in modes:
        _fail("--rename pseudonymized writes the surrogates of --mode pseudonymize; add it")
    if distort and audio is None:
        _fail("--distort works on the recordings of --audio DIR")
    run_lang = _lang(lang)
    with staged(inputs, out) as where:
        holding = _usable(lambda: outfolder.refuse_overlap(where.inputs, where.out))
        if holding is not None:
            err_console.print(
                f"{out} is inside the input {holding}: not read as input",
                highlight=False,
                soft_wrap=True,
            )
        loaded = InputReader(config, run_lang, fmt, ReadOptions(xpath)).load(
            where.inputs, exclude=where.out
        )
        _skipped(loaded)
        if not loaded.files:
            _nothing_to_do(loaded, out)
        if Mode.TAG in modes:
            _config(lambda: _tag_vocabularies(config, lang, loaded))
        with _held(where.out, modes, mapping, wait):
            project_key = (
                _project_key(key, where.out) if key is not None or mapping or distort else None
            )
            settings = _audio(audio, freq, distort, pitch_range, project_key)
            generalized = _metadata(metadata, project_key, config)
            runner = Runner(
                config,
                modes,
                lang=run_lang,
                fmt=fmt,
                key=project_key,
                options=ReadOptions(xpath),
                workers=workers,
                scheduler=scheduler,
                resume=True,
                audio=settings,
                metadata=generalized,
                rename=rename,
            )
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
    _errors(report)
    _summary(report, f"{', '.join(m.value for m in modes)} -> {out}/")
    _finish(report, fail_on_leak, fail_on_suspected)


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
        key = _own_key(out)
        if key is None:
            _fail(f"no key made for {out} here ({user_key(out)}): give the run's key, --key FILE")
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
    langs = {lang or item.source.folder_lang or AUTO for item in loaded.files}
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
    """The key of `--key`; without one, the output folder's own, kept apart from it in the
    user's keys folder (`keys.user_key`), made on the first run."""
    if path is not None:
        return _read_key(path)
    own = _own_key(out)
    if own is not None:
        err_console.print(f"no --key: using the project key {own}", highlight=False)
        return _read_key(own)
    own = user_key(out)
    try:
        key = new_key_file(own)
    except KeyFileError as error:
        _fail(str(error))
    err_console.print(
        f"no --key: made the project key {own} (kept out of {out}/; pass it with --key to "
        "use it elsewhere)",
        highlight=False,
        soft_wrap=True,
    )
    return key


def _own_key(out: Path) -> Path | None:
    """The key made for output folder `out` by a run without --key: in the user's keys
    folder, else (an older version's) in `out` itself, said with a warning; None if none."""
    own = user_key(out)
    if own.exists():
        return own
    old = out / RUN_KEY_FILE
    if old.exists():
        err_console.print(
            f"[yellow]warning:[/] {escape(str(old))}: a key inside the output folder (made by an "
            "older version); move it out before sharing the folder and pass it with --key",
            highlight=False,
            soft_wrap=True,
        )
        return old
    return None


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


def _usable(check: Callable[[], T]) -> T:
    try:
        return check()
    except outfolder.OutputFolderError as error:
        _fail(str(error))


@contextmanager
def _held(out: Path, modes: list[Mode], mapping: bool, wait: bool) -> Iterator[None]:
    """The output folder checked, then held by this run (`--wait`: once another lets go), and
    cleared of what a run killed before left; exit 2 where it cannot be used."""
    files = ["report.json", *([MAPPING_FILE] if mapping else [])]
    folders = [mode.value for mode in modes] if len(modes) > 1 else []
    _usable(lambda: outfolder.check(out, files, folders))
    try:
        lock = outfolder.Lock.take(
            out, wait, lambda said: err_console.print(said, highlight=False, soft_wrap=True)
        )
    except outfolder.OutputFolderError as error:
        _fail(str(error))
    with lock:
        outfolder.sweep(out)
        yield


def _nothing_to_do(loaded: Loaded, out: str) -> NoReturn:
    """No input file to work: what was wrong with the inputs, and one line; nothing written."""
    for error in loaded.errors:
        err_console.print(f"[red]error:[/] {error}", highlight=False, soft_wrap=True)
    err_console.print(
        f"nothing to do: no input file to work, nothing written to {out}/; check the inputs",
        highlight=False,
        soft_wrap=True,
    )
    raise typer.Exit(1)


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
    if totals["languages"]:
        languages = ", ".join(f"{code} {count}" for code, count in totals["languages"].items())
        identified = totals["identified"]
        if identified:
            languages += f" ({identified} identified in the text: no language was given)"
        out_console.print(f"languages: {languages}", highlight=False)


def _skipped(loaded: Loaded) -> None:
    for folder in loaded.skipped:
        err_console.print(
            f"[yellow]warning:[/] {escape(str(folder))}: the outputs of a run; not read",
            highlight=False,
            soft_wrap=True,
        )


def _errors(report: Report) -> None:
    """The run's input errors and warnings, before its summary: the last lines a user reads
    are the totals."""
    for warning in report.warnings:
        err_console.print(f"[yellow]warning:[/] {escape(warning)}", highlight=False, soft_wrap=True)
    for error in report.errors:
        err_console.print(f"[red]error:[/] {error}", highlight=False, soft_wrap=True)


def _finish(report: Report, fail_on_leak: bool = False, fail_on_suspected: bool = False) -> None:
    """Exit 1 on input errors, and on the audit's findings where asked to."""
    failed = False
    if report.errors:
        err_console.print(
            f"{len(report.errors)} input error(s); the other documents were processed"
        )
        failed = True
    totals = report.to_dict()["totals"]
    leaks, suspected = sum(totals["leaks"].values()), sum(totals["suspected"].values())
    if (fail_on_leak or fail_on_suspected) and leaks:
        err_console.print(f"the audit found {leaks} certain leak(s); see report.json (exit 1)")
        failed = True
    if fail_on_suspected and suspected:
        err_console.print(
            f"the audit found {suspected} suspected leak(s); see report.json (exit 1)"
        )
        failed = True
    if failed:
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
