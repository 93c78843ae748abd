"""`run --audio DIR`: the recording that goes with a transcript, its word timings, and the
recording masked where the transcript was rewritten.

DIR mirrors the inputs: the recording of `corpus/a/talk.txt` is `DIR/a/talk.wav` (or `.flac`),
and of a record of a JSONL file `DIR/a/<record id>.wav`. Its word timings are the transcript's
own (a JSON transcript of timed words) or an alignment file beside the recording with its name
(`talk.TextGrid`, `.json`, `.ctm`, `.srt`, `.vtt`). The words masked are those any mode's
rewrite changed, so the recording and the transcript hide the same words. The masked
recording is written in the recording's own format, with that format's suffix.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pseudonymizer.audio.beep import Beep
from pseudonymizer.audio.masking import Distortion, Treated, treat
from pseudonymizer.audio.masks import masks_for
from pseudonymizer.audio.recording import AudioError, Recording, read_recording
from pseudonymizer.io.alignment import SUFFIXES as ALIGNMENTS
from pseudonymizer.io.alignment import Alignment, read_alignment
from pseudonymizer.io.format import SourceFile
from pseudonymizer.model import Document

RECORDINGS = (".wav", ".flac")


@dataclass(frozen=True)
class AudioSettings:
    """`run --audio`: the folder of recordings, the beep and the distortion."""

    folder: Path
    beep: Beep = field(default_factory=Beep)
    distortion: Distortion | None = None
    # The files of each folder of DIR by name and suffix, listed once a run: a corpus of
    # thousands of recordings is not listed again for each transcript.
    listings: dict[Path, dict[str, dict[str, Path]]] = field(
        default_factory=dict, compare=False, repr=False
    )

    def describe(self) -> dict[str, object]:
        """What decides the masked recordings, for the run's settings token."""
        pitch = self.distortion.pitch if self.distortion is not None else None
        return {"folder": str(self.folder), "freq": self.beep.freq, "pitch": repr(pitch)}

    def companions(self, relpath: Path, name: str) -> list[Path]:
        """The recording of the document `name` of the input file at `relpath`, and the
        alignment beside it where there is one: what its masked recording is made from, and
        whose change makes a finished file's recording stale. Empty where DIR has none."""
        files = self._listing(self.folder / relpath.parent).get(name, {})
        recording = next((files[suffix] for suffix in RECORDINGS if suffix in files), None)
        if recording is None:
            return []
        alignment = next((files[suffix] for suffix in ALIGNMENTS if suffix in files), None)
        return [recording, *([alignment] if alignment is not None else [])]

    def _listing(self, folder: Path) -> dict[str, dict[str, Path]]:
        if folder not in self.listings:
            found: dict[str, dict[str, Path]] = {}
            if folder.is_dir():
                for path in folder.iterdir():
                    if path.is_file():
                        found.setdefault(path.stem, {})[path.suffix.lower()] = path
            self.listings[folder] = found
        return self.listings[folder]


def audio_name(source: SourceFile, document: Document) -> str:
    """The name a document's recording goes by: its file's, for a file that is one document,
    else the document's id (a JSONL record's)."""
    whole = document.id == source.relpath.with_suffix("").as_posix()
    return source.relpath.stem if whole else document.id


def written_name(recording: Recording, name: str) -> str:
    """The masked recording's file name: the document's name and its format's suffix (a
    `.flac` holding WAV samples is written as `.wav`, which is what it is)."""
    return f"{name}{'.flac' if recording.format == 'FLAC' else '.wav'}"


def masked(
    settings: AudioSettings,
    companions: list[Path],
    timings: Alignment | None,
    text: str,
    spans: list[tuple[int, int]],
) -> tuple[Recording, Treated]:
    """The recording (the first of `companions`) with the words `spans` cover in `text`
    beeped (and the voices moved); `timings` are the transcript's own, else the alignment
    beside the recording."""
    recording = companions[0]
    if timings is None:
        if len(companions) < 2:
            raise AudioError(
                f"{recording}: no word timings: put {recording.stem}.TextGrid (or .json, .ctm, "
                ".srt, .vtt) beside it, or give the transcript as JSON with timed words"
            )
        timings = read_alignment(companions[1])
    sound = read_recording(recording)
    found = masks_for(timings, text, spans, sound.seconds)
    return treat(
        sound,
        found.intervals,
        settings.beep,
        settings.distortion,
        timings,
        recording.stem,
        found.gaps,
    )


def unpaired(settings: AudioSettings, paired: set[Path]) -> list[Path]:
    """The recordings in DIR that no transcript went with (those a transcript went with, even
    one that failed, are `paired`): they are not written, so not published unmasked, but the
    user should know."""
    return sorted(
        path
        for path in settings.folder.rglob("*")
        if path.suffix.lower() in RECORDINGS and path.resolve() not in paired
    )
