"""Voice distortion: SoX moves the fundamental by the key's shift for each speaker and keeps
the duration; the shift is the same for the same key and name, and only the key knows it."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest
import soundfile
from speech import fundamental, voiced

from pseudonymizer.audio.beep import Beep
from pseudonymizer.audio.masking import Distortion, treat
from pseudonymizer.audio.recording import read_recording
from pseudonymizer.audio.voices import PitchRange, SoxMissingError, distort, shift_for
from pseudonymizer.replace.keys import ProjectKey

needs_sox = pytest.mark.skipif(shutil.which("sox") is None, reason="SoX is not installed")
RATE = 16000
KEY = ProjectKey(bytes(range(32)))


def _voice(tmp_path: Path, f0s: list[float], seconds: float = 1.0) -> Path:
    """Turns of one steady voice each, one after another."""
    path = tmp_path / "voices.wav"
    samples = np.concatenate([voiced(RATE, seconds, f0, n) for n, f0 in enumerate(f0s)])
    soundfile.write(str(path), samples, RATE, subtype="PCM_16")
    return path


def _f0(samples: np.ndarray, start: float, end: float) -> float:
    return fundamental(samples[int(start * RATE) : int(end * RATE), 0].astype(float), RATE)


@needs_sox
@pytest.mark.parametrize("cents", [400.0, -300.0])
def test_the_fundamental_moves_by_the_shift_and_the_duration_stays(
    tmp_path: Path, cents: float
) -> None:
    recording = read_recording(_voice(tmp_path, [150.0], seconds=2.0))
    moved = distort(recording, {"A": cents}, [])
    assert moved.samples.shape == recording.samples.shape
    assert moved.samples.dtype == recording.samples.dtype
    expected = 150.0 * 2 ** (cents / 1200)
    assert _f0(moved.samples, 0.5, 1.5) == pytest.approx(expected, rel=0.03)
    assert _f0(recording.samples, 0.5, 1.5) == pytest.approx(150.0, rel=0.01)


@needs_sox
def test_each_speaker_gets_their_own_shift(tmp_path: Path) -> None:
    recording = read_recording(_voice(tmp_path, [120.0, 200.0]))
    turns = [(0.25, "anna"), (0.75, "anna"), (1.25, "bela"), (1.75, "bela")]
    moved = distort(recording, {"anna": 500.0, "bela": -500.0}, turns)
    assert _f0(moved.samples, 0.2, 0.8) == pytest.approx(120.0 * 2 ** (5 / 12), rel=0.03)
    assert _f0(moved.samples, 1.2, 1.8) == pytest.approx(200.0 * 2 ** (-5 / 12), rel=0.03)


@needs_sox
@pytest.mark.parametrize("cents", [-450.0, 450.0])
def test_nothing_of_a_masked_word_survives_distortion(tmp_path: Path, cents: float) -> None:
    """Two recordings that differ only in the masked word come out the same, bit for bit:
    SoX smears each sample over its neighbours, so the word is beeped before and after."""
    outputs = []
    for seed in (1, 2):
        samples = np.zeros(3 * RATE)
        samples[RATE : RATE + RATE // 2] = 0.5 * np.random.default_rng(seed).standard_normal(
            RATE // 2
        )
        path = tmp_path / f"word{seed}.wav"
        soundfile.write(str(path), samples, RATE, subtype="PCM_16")
        masked, _ = treat(
            read_recording(path),
            [(1.0, 1.5)],
            Beep(),
            Distortion(KEY, PitchRange(cents, cents, False)),
        )
        outputs.append(masked.samples)
    assert np.array_equal(outputs[0], outputs[1])


def test_a_shift_is_drawn_from_the_range_by_the_key() -> None:
    pitch = PitchRange.parse("300:600")
    shifts = [shift_for(f"speaker {n}", KEY, pitch) for n in range(40)]
    assert all(300 <= abs(cents) <= 600 for cents in shifts)
    assert any(cents < 0 for cents in shifts) and any(cents > 0 for cents in shifts)
    assert shifts == [shift_for(f"speaker {n}", KEY, pitch) for n in range(40)]
    other = [shift_for(f"speaker {n}", ProjectKey(bytes(32)), pitch) for n in range(40)]
    assert other != shifts
    down = PitchRange.parse("-600:-300")
    assert all(-600 <= shift_for(f"s{n}", KEY, down) <= -300 for n in range(20))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("300", "MIN:MAX"),
        ("-300:600", "sign both bounds"),
        ("-300:+300", "across 0"),
        ("a:b", "MIN:MAX"),
        ("0:50", "under 100 cents"),
    ],
)
def test_a_bad_pitch_range_says_how_to_write_one(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        PitchRange.parse(text)


def test_without_sox_distortion_says_how_to_install_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    recording = read_recording(_voice(tmp_path, [150.0]))
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(SoxMissingError, match="apt-get install sox"):
        distort(recording, {"A": 400.0}, [])
