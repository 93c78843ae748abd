"""`pseudonymizer metadata`: generalize a table's metadata by a RULES file and report how
anonymous the result is.

The report goes to standard output as Rich tables (and, with `--report`, to a JSON file);
errors to standard error. Nothing printed holds a cell of the table: column names, levels and
counts only. Exit status 0: done; 1: some rows could not be read (each named by its line, the
others written); 2: a usage, RULES or key error, or an input that cannot be read at all.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table as RichTable

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.errors import InputError
from pseudonymizer.languages import supported
from pseudonymizer.metadata.anonymity import AnonymityReport, anonymity_report
from pseudonymizer.metadata.freetext import FreeTextError, TextCleaner
from pseudonymizer.metadata.generalize import AnonymityError, Generalized, generalize_rows
from pseudonymizer.metadata.rules import Drop, MetadataRules, RulesError, read_rules
from pseudonymizer.metadata.tables import Row, Table, delimiter_for, read_table, write_table
from pseudonymizer.replace.keys import KeyFileError, read_key_file

out_console = Console()
err_console = Console(stderr=True)


def metadata_command(
    source: Annotated[
        Path,
        typer.Argument(
            metavar="IN",
            help="A CSV or TSV table (first row: the column names), or JSONL whose records' "
            "'meta' objects are generalized.",
            show_default=False,
        ),
    ],
    out: Annotated[
        Path, typer.Option("--out", help="The generalized table to write.", show_default=False)
    ],
    config: Annotated[
        Path,
        typer.Option(
            "--config",
            metavar="RULES",
            help="The TOML file of column rules (keep, drop, age, date, range, map, text).",
            show_default=False,
        ),
    ],
    k: Annotated[
        int | None,
        typer.Option(
            "--k",
            min=2,
            help="Generalize the quasi-identifiers step by step until every row shares its "
            "values with at least K-1 others, suppressing the rows still left alone.",
        ),
    ] = None,
    max_suppressed: Annotated[
        float,
        typer.Option(
            "--max-suppressed",
            min=0.0,
            max=1.0,
            help="With --k: the fraction of the rows that may be suppressed rather than "
            "generalizing further.",
        ),
    ] = 0.05,
    report: Annotated[
        Path | None,
        typer.Option("--report", metavar="FILE", help="Also write the report as JSON to FILE."),
    ] = None,
    key: Annotated[
        Path | None,
        typer.Option(
            "--key", metavar="FILE", help="The project key, for free text in pseudonymize mode."
        ),
    ] = None,
    lang: Annotated[
        str,
        typer.Option("--lang", help=f"Language of free-text columns ({', '.join(supported())})."),
    ] = "en",
    delimiter: Annotated[
        str | None,
        typer.Option(
            "--delimiter",
            help="The field delimiter of IN and OUT ('\\t' or tab for TSV). Default: by suffix.",
        ),
    ] = None,
) -> None:
    """Generalize metadata columns (ages to spans, dates to years, countries to regions ...)
    and report k-anonymity, l-diversity and the columns that make rows unique."""
    if lang not in supported():
        _fail(f"language {lang!r} is not supported; choose one of: {', '.join(supported())}")
    if out.resolve() == source.resolve():
        _fail(f"--out {out} is the input itself: write the generalized table to another file")
    try:
        rules = read_rules(config)
        cleaner = TextCleaner(read_key_file(key) if key is not None else None)
        table = read_table(source, delimiter)
        out_delimiter = _out_delimiter(out, delimiter, table)
    except (RulesError, KeyFileError, InputError) as error:
        _fail(str(error))
    if table.delimiter is not None:
        _check_columns(table, rules, config)
    try:
        generalized = generalize_rows(
            [row.fields for row in table.rows],
            rules,
            k=k,
            max_suppressed=max_suppressed,
            cleaner=cleaner,
            lang=lang,
        )
    except (AnonymityError, FreeTextError) as error:
        _fail(f"{source}: {error}")
    columns = [name for name in table.columns if not isinstance(rules.rule(name), Drop)]
    rows = [
        Row(fields, table.rows[index].line, table.rows[index].record)
        for fields, index in zip(generalized.rows, generalized.kept, strict=True)
    ]
    figures = anonymity_report(generalized.rows, rules.quasi_identifiers, rules.sensitive, k or 0)
    try:
        write_table(table, rows, columns, out, out_delimiter)
        if report is not None:
            summary = _as_json(source, out, rules, k, figures, generalized, len(table.errors))
            write_atomic(report, json.dumps(summary, indent=2) + "\n")
    except OSError as error:
        _fail(f"{error.filename or out}: cannot write: {error.strerror or error}")
    _print(rules, k, figures, generalized)
    for error in table.errors:
        err_console.print(f"[bold red]error:[/] {error}", highlight=False, soft_wrap=True)
    if table.errors:
        err_console.print(
            f"{len(table.errors)} rows could not be read and are not in {out}",
            highlight=False,
            soft_wrap=True,
        )
        raise typer.Exit(1)


def _fail(message: str) -> NoReturn:
    err_console.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(2)


def _out_delimiter(out: Path, given: str | None, table: Table) -> str | None:
    """OUT's delimiter: the one given, else its suffix's, else the input's."""
    if table.delimiter is None:
        return None
    try:
        return delimiter_for(out, given)
    except InputError:
        return table.delimiter


def _check_columns(table: Table, rules: MetadataRules, config: Path) -> None:
    """Every column the rules name is in the table: a misspelt name would leave the real
    column to `unlisted` and a quasi-identifier out of the figures."""
    named = [*rules.columns, *rules.quasi_identifiers, *filter(None, [rules.sensitive])]
    absent = [name for name in dict.fromkeys(named) if name not in table.columns]
    if absent:
        _fail(
            f"{config}: names {', '.join(map(repr, absent))}, which {table.path} has no column "
            f"of; its columns are: {', '.join(table.columns)}"
        )


def _as_json(
    source: Path,
    out: Path,
    rules: MetadataRules,
    k: int | None,
    figures: AnonymityReport,
    generalized: Generalized,
    unread: int,
) -> dict[str, Any]:
    return {
        "input": str(source),
        "output": str(out),
        "rows_written": figures.rows,
        "rows_unread": unread,
        "rows_suppressed": generalized.suppressed,
        "k_wanted": k,
        "k": figures.k,
        "classes": figures.classes,
        "rows_below_k": figures.below_k,
        "sensitive": rules.sensitive,
        "l_diversity": figures.l_diversity,
        "quasi_identifiers": {
            column.column: {
                "level": generalized.levels.get(column.column, 0),
                "top_level": rules.rule(column.column).levels,
                "unique_alone": column.unique_alone,
                "k_without": column.k_without,
            }
            for column in figures.columns
        },
        "unreadable": dict(generalized.unreadable),
    }


def _print(
    rules: MetadataRules, k: int | None, figures: AnonymityReport, generalized: Generalized
) -> None:
    summary = RichTable(title="anonymity", show_header=False)
    summary.add_column("figure")
    summary.add_column("value", justify="right")
    summary.add_row("rows written", str(figures.rows))
    summary.add_row("rows suppressed", str(generalized.suppressed))
    summary.add_row("k (smallest class)", str(figures.k))
    summary.add_row("classes", str(figures.classes))
    if k is not None:
        summary.add_row(f"rows in classes < {k}", str(figures.below_k))
    if figures.l_diversity is not None:
        summary.add_row(f"l-diversity of {escape(rules.sensitive or '')}", str(figures.l_diversity))
    out_console.print(summary)
    columns = RichTable(title="quasi-identifiers")
    for name in ("column", "level", "of", "unique alone", "k without", "unreadable"):
        columns.add_column(name, justify="left" if name == "column" else "right")
    for column in figures.columns:
        columns.add_row(
            escape(column.column),
            str(generalized.levels.get(column.column, 0)),
            str(rules.rule(column.column).levels),
            str(column.unique_alone),
            str(column.k_without),
            str(generalized.unreadable[column.column]),
        )
    out_console.print(columns)
    others = sorted(set(generalized.unreadable) - {c.column for c in figures.columns})
    if others:
        shown = ", ".join(f"{escape(name)} {generalized.unreadable[name]}" for name in others)
        out_console.print(f"unreadable values written as *: {shown}", highlight=False)
