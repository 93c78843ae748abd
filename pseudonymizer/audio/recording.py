"""Recordings in and out: WAV and FLAC, read as their own sample type and written back in it.

A recording is read in the integer type its samples are stored in (16-bit PCM as int16, 24-
and 32-bit as int32, float as float), never through float, and written back with the same
format and subtype: a sample nothing masked is then the same bits in the output as in the
input. Compressed encodings (µ-law, ADPCM, MP3, Ogg) are refused rather than decoded and
encoded again, which would change every sample.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import soundfile

from pseudonymizer.io.atomic import atomic_path

FORMATS = ("WAV", "WAVEX", "RF64", "W64", "FLAC")
# The sample type each stored subtype is read in without loss.
DTYPES = {
    "PCM_U8": "int16",
    "PCM_S8": "int16",
    "PCM_16": "int16",
    "PCM_24": "int32",
    "PCM_32": "int32",
    "FLOAT": "float32",
    "DOUBLE": "float64",
}


class AudioError(ValueError):
    """A recording that cannot be read or written; the message names the file and what to do."""


@dataclass
class Recording:
    """Samples as (frames, channels), in the stored type; `format` and `subtype` as soundfile
    names them, so the output is written as the input was."""

    samples: np.ndarray
    rate: int
    format: str
    subtype: str

    @property
    def frames(self) -> int:
        return int(self.samples.shape[0])

    @property
    def seconds(self) -> float:
        return self.frames / self.rate

    @property
    def full_scale(self) -> float:
        """The largest magnitude a sample of this type holds (1.0 for float)."""
        if np.issubdtype(self.samples.dtype, np.integer):
            return float(np.iinfo(self.samples.dtype).max)
        return 1.0

    def with_samples(self, samples: np.ndarray) -> Recording:
        return Recording(samples, self.rate, self.format, self.subtype)

    def stored(self, values: np.ndarray) -> np.ndarray:
        """Float values on this recording's scale as its sample type: rounded and clipped."""
        if np.issubdtype(self.samples.dtype, np.integer):
            limits = np.iinfo(self.samples.dtype)
            return np.clip(np.rint(values), limits.min, limits.max).astype(self.samples.dtype)
        return np.clip(values, -1.0, 1.0).astype(self.samples.dtype)


def read_recording(path: Path) -> Recording:
    try:
        info = soundfile.info(str(path))
    except soundfile.LibsndfileError as error:
        raise AudioError(
            f"{path}: not a recording soundfile can read ({error.error_string}); "
            "use WAV or FLAC (convert with `sox IN OUT.wav`)"
        ) from None
    except OSError as error:
        raise AudioError(f"{path}: cannot read: {error.strerror}") from None
    if info.format not in FORMATS:
        raise AudioError(
            f"{path}: {info.format_info} is not supported; use WAV or FLAC "
            f"(convert with `sox {path.name} {path.stem}.wav`)"
        )
    dtype = DTYPES.get(info.subtype)
    if dtype is None:
        raise AudioError(
            f"{path}: {info.subtype_info} samples are compressed, and masking would re-encode "
            "every one of them; convert to PCM first (`sox IN -e signed-integer OUT.wav`)"
        )
    try:
        samples, rate = soundfile.read(str(path), dtype=dtype, always_2d=True)
    except (soundfile.LibsndfileError, RuntimeError) as error:
        raise AudioError(
            f"{path}: damaged or cut short, its samples cannot be read ({error})"
        ) from None
    if len(samples) == 0:
        raise AudioError(f"{path}: the recording holds no samples")
    return Recording(samples, rate, info.format, info.subtype)


def write_recording(recording: Recording, path: Path) -> None:
    """Written whole or not at all, in the input's format, or the one `path`'s suffix names
    (a WAV read may be written as FLAC where the subtype allows it)."""
    fmt = _format_for(path, recording)
    if not soundfile.check_format(fmt, recording.subtype):
        raise AudioError(
            f"{path}: {fmt} cannot hold {recording.subtype} samples; write {path.stem}.wav"
        )
    with atomic_path(path) as tmp:
        soundfile.write(
            str(tmp), recording.samples, recording.rate, subtype=recording.subtype, format=fmt
        )


def _format_for(path: Path, recording: Recording) -> str:
    by_suffix = {".wav": "WAV", ".flac": "FLAC"}
    named = by_suffix.get(path.suffix.lower())
    if named is None:
        raise AudioError(f"{path}: write the recording as .wav or .flac")
    return recording.format if named == "WAV" and recording.format != "FLAC" else named
