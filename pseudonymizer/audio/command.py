"""`pseudonymizer audio mask`: beep the words of a recording that its transcript's personal
data covers, or given stretches of time, and optionally disguise the voices.

Like every command, nothing printed quotes a word: counts, seconds, file names and offsets.
Exit status: 0 done, 2 a usage or input error (nothing written).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, NoReturn

import typer
from rich.console import Console

from pseudonymizer.audio.beep import Beep
from pseudonymizer.audio.masking import Distortion, treat
from pseudonymizer.audio.masks import masks_for, read_spans
from pseudonymizer.audio.recording import AudioError, read_recording, write_recording
from pseudonymizer.audio.voices import PitchRange
from pseudonymizer.io.alignment import Alignment, AlignmentError, read_alignment, read_times
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import NO_OPTIONS, SourceFile
from pseudonymizer.io.formats import detected
from pseudonymizer.io.words import MismatchError, transcript_of
from pseudonymizer.replace.keys import KeyFileError, read_key_file

audio_app = typer.Typer(
    help="Spoken corpora: beep masked words in recordings, disguise voices.",
    no_args_is_help=True,
)
err_console = Console(stderr=True)

Freq = Annotated[float, typer.Option("--freq", help="The beep's frequency in Hz.")]
Distort = Annotated[
    bool,
    typer.Option(
        "--distort",
        help="Also shift each speaker's pitch with SoX (duration kept), by an amount the key "
        "draws from --pitch-range.",
    ),
]
PitchRangeOption = Annotated[
    str,
    typer.Option(
        "--pitch-range",
        help="Pitch shifts in cents, MIN:MAX; unsigned (300:600) goes up or down as the key "
        "draws, signed (-600:-300) one way.",
    ),
]
KeyOption = Annotated[
    Path | None,
    typer.Option(
        "--key", help="The project key file (`pseudonymizer key new`); --distort needs it."
    ),
]
DEFAULT_PITCH = "300:600"


@audio_app.command("mask")
def mask_command(
    recording: Annotated[
        Path, typer.Argument(help="The recording: WAV or FLAC, any rate, any channels.")
    ],
    out: Annotated[Path, typer.Option("--out", "-o", help="The masked recording (.wav/.flac).")],
    alignment: Annotated[
        Path | None,
        typer.Option(
            "--alignment",
            "-a",
            help="Word timings: JSON, Praat .TextGrid, .ctm, .srt or .vtt.",
        ),
    ] = None,
    spans: Annotated[
        Path | None,
        typer.Option(
            "--spans", help="What to mask: `pseudonymizer detect` output for the transcript."
        ),
    ] = None,
    transcript: Annotated[
        Path | None,
        typer.Option(
            "--transcript",
            help="The transcript the spans' offsets point into (any input format); default: "
            "the alignment's own text, or its words joined by spaces.",
        ),
    ] = None,
    document: Annotated[
        str | None,
        typer.Option("--id", help="The transcript's document id, where --spans holds several."),
    ] = None,
    times: Annotated[
        Path | None,
        typer.Option("--times", help="What to mask: a file of START END pairs in seconds."),
    ] = None,
    tier: Annotated[
        str | None, typer.Option("--tier", help="The TextGrid tier of words (default: found).")
    ] = None,
    freq: Freq = 1000.0,
    distort: Distort = False,
    pitch_range: PitchRangeOption = DEFAULT_PITCH,
    key: KeyOption = None,
    speaker: Annotated[
        str | None,
        typer.Option(
            "--speaker",
            help="Whose voice this is, where the alignment names no speakers (default: the "
            "recording's file name); the same name gets the same shift.",
        ),
    ] = None,
) -> None:
    """Beep the masked words of RECORDING (a tone as long as each word, at the level of the
    speech around it); every other sample is left as it was."""
    if (spans is None) == (times is None):
        _fail("say what to mask: --spans FILE (with --alignment) or --times FILE")
    if spans is not None and alignment is None:
        _fail("--spans needs --alignment: the word timings that place the spans in time")
    if out.resolve() == recording.resolve():
        _fail(f"--out {out} is the recording itself: write the masked one to another file")
    try:
        distortion = _distortion(distort, pitch_range, key)
        sound = read_recording(recording)
        seconds = sound.seconds
        aligned = read_alignment(alignment, tier) if alignment is not None else None
        if times is not None:
            intervals, gaps, widened = read_times(times), [], 0
        else:
            assert aligned is not None and spans is not None
            text = _transcript(transcript, document, aligned)
            try:
                found = masks_for(aligned, text, read_spans(spans, document), seconds)
            except MismatchError as error:
                raise InputError(alignment or spans, str(error)) from None
            intervals, gaps, widened = found.intervals, found.gaps, found.widened
        if times is not None and intervals and max(end for _, end in intervals) > seconds + 0.5:
            _fail(f"{times}: an interval ends after the recording's {seconds:.2f} s")
        masked, treated = treat(
            sound, intervals, Beep(freq), distortion, aligned, speaker or recording.stem, gaps
        )
        write_recording(masked, out)
    except (AudioError, AlignmentError, InputError, KeyFileError) as error:
        _fail(str(error))
    err_console.print(
        f"masked {treated.masked} stretch{'' if treated.masked == 1 else 'es'} "
        f"({treated.masked_seconds:.2f} s"
        + (f", {widened} widened where the timing was uncertain" if widened else "")
        + f") -> {out}"
        + (f"; voices shifted: {len(treated.shifts)}" if treated.shifts else ""),
        highlight=False,
    )


def _distortion(distort: bool, pitch_range: str, key: Path | None) -> Distortion | None:
    if not distort:
        return None
    if key is None:
        _fail("--distort needs --key FILE: the key draws each speaker's shift")
    try:
        pitch = PitchRange.parse(pitch_range)
    except ValueError as error:
        _fail(str(error))
    return Distortion(read_key_file(key), pitch)


def _transcript(path: Path | None, document: str | None, aligned: Alignment) -> str:
    """The text of the transcript's document, read as `detect` read it, so offsets agree."""
    if path is None:
        return transcript_of(aligned)
    found = detected(path)
    if found is None:
        raise InputError(path, "not a transcript in a supported format")
    documents, errors = found.read(SourceFile(path, Path(path.name), found.name), "en", NO_OPTIONS)
    if errors:
        raise errors[0]
    chosen = [doc for doc in documents if document is None or doc.id == document]
    if len(chosen) != 1:
        raise InputError(
            path,
            f"holds {len(chosen)} documents{' with that id' if document else ''}: "
            "name one with --id",
        )
    return chosen[0].text


def _fail(message: str) -> NoReturn:
    err_console.print(f"[red]error:[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(2)
