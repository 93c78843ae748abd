"""Beep masking: a tone of the set frequency exactly where asked, at the speech's level, with
nothing of the word left under it and every other sample the same bits."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import soundfile
from speech import WORDS, peak_frequency, write_speech

from pseudonymizer.audio.beep import Beep, mask, sample_ranges, silent
from pseudonymizer.audio.recording import AudioError, read_recording, write_recording

MASKED = [WORDS[1], WORDS[3]]


@pytest.mark.parametrize(
    ("suffix", "subtype", "rate", "channels"),
    [
        (".wav", "PCM_16", 16000, 1),
        (".wav", "PCM_24", 44100, 2),
        (".wav", "FLOAT", 22050, 1),
        (".wav", "PCM_U8", 8000, 1),
        (".flac", "PCM_16", 48000, 2),
        (".flac", "PCM_24", 16000, 3),
    ],
)
def test_masked_words_become_a_tone_and_nothing_else_changes(
    tmp_path: Path, suffix: str, subtype: str, rate: int, channels: int
) -> None:
    source, target = tmp_path / f"in{suffix}", tmp_path / f"out{suffix}"
    original = write_speech(source, rate, channels, subtype)
    write_recording(mask(read_recording(source), MASKED, Beep(1000)), target)

    info = soundfile.info(str(target))
    assert (info.format, info.subtype, info.samplerate, info.channels) == (
        soundfile.info(str(source)).format,
        subtype,
        rate,
        channels,
    )
    result = soundfile.read(str(target), dtype=original.dtype, always_2d=True)[0]
    assert result.shape == original.shape
    inside = np.zeros(len(original), dtype=bool)
    for start, end in sample_ranges(MASKED, rate, len(original)):
        inside[start:end] = True
        for channel in range(channels):
            tone = result[start:end, channel].astype(np.float64)
            word = original[start:end, channel].astype(np.float64)
            assert abs(peak_frequency(tone, rate) - 1000) <= rate / (end - start) + 1
            assert abs(np.corrcoef(tone, word)[0, 1]) < 0.1
            around = original[start - rate // 4 : start, channel].astype(np.float64)
            loud = np.sqrt(np.mean(word**2))
            level = np.sqrt(np.mean(tone**2))
            assert 0.25 * loud < level < 2.0 * max(loud, np.sqrt(np.mean(around**2)))
            # Faded: the tone starts and ends near zero, so the edges do not click.
            assert abs(tone[0]) < 0.05 * np.abs(tone).max()
            assert abs(tone[-1]) < 0.05 * np.abs(tone).max()
    assert np.array_equal(result[~inside], original[~inside])


def test_the_frequency_is_the_one_asked_for(tmp_path: Path) -> None:
    source = tmp_path / "in.wav"
    write_speech(source)
    masked = mask(read_recording(source), [(0.5, 1.5)], Beep(440))
    assert abs(peak_frequency(masked.samples[8000:24000, 0].astype(float), 16000) - 440) <= 1


def test_a_word_ending_between_samples_takes_both() -> None:
    assert sample_ranges([(0.10001, 0.20001)], 1000, 1000) == [(100, 201)]
    assert sample_ranges([(0.1, 0.2), (0.2, 0.3), (0.5, 2.0)], 1000, 1000) == [
        (100, 300),
        (500, 1000),
    ]


def test_a_tone_in_silence_is_still_heard(tmp_path: Path) -> None:
    path = tmp_path / "silence.wav"
    soundfile.write(str(path), np.zeros(16000, dtype=np.int16), 16000, subtype="PCM_16")
    masked = mask(read_recording(path), [(0.2, 0.4)], Beep())
    level = np.sqrt(np.mean(masked.samples[3300:6300, 0].astype(float) ** 2)) / 32767
    assert 0.01 < level < 0.1  # about -30 dBFS


def test_a_gap_is_silent_only_where_nothing_is_heard(tmp_path: Path) -> None:
    path = tmp_path / "in.wav"
    write_speech(path)  # words at WORDS, faint noise (-60 dB) between them
    recording = read_recording(path)
    pause = (WORDS[0][1] + 0.01, WORDS[1][0] - 0.01)
    assert silent(recording, pause)
    assert not silent(recording, (WORDS[1][0] + 0.05, WORDS[1][1] - 0.05))
    assert not silent(recording, (pause[0], WORDS[1][0] + 0.1))  # a word's start is heard


def test_a_tone_above_half_the_rate_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "in.wav"
    write_speech(path, rate=8000)
    with pytest.raises(AudioError, match="below 4000"):
        mask(read_recording(path), [(0.2, 0.4)], Beep(5000))


def test_compressed_and_unknown_recordings_are_refused(tmp_path: Path) -> None:
    ulaw = tmp_path / "phone.wav"
    soundfile.write(str(ulaw), np.zeros(800), 8000, subtype="ULAW")
    with pytest.raises(AudioError, match=r"phone\.wav: .*compressed.*convert to PCM"):
        read_recording(ulaw)
    ogg = tmp_path / "talk.ogg"
    soundfile.write(str(ogg), np.zeros(8000), 8000, format="OGG", subtype="VORBIS")
    with pytest.raises(AudioError, match=r"talk\.ogg: .*not supported; use WAV or FLAC"):
        read_recording(ogg)
    flac = tmp_path / "cut.flac"
    write_speech(flac)
    flac.write_bytes(flac.read_bytes()[:3000])
    with pytest.raises(AudioError, match=r"cut\.flac: "):
        read_recording(flac)
    text = tmp_path / "notes.wav"
    text.write_text("not a recording")
    with pytest.raises(AudioError, match=r"notes\.wav: not a recording"):
        read_recording(text)


def test_an_output_is_written_whole_or_not_at_all(tmp_path: Path) -> None:
    source = tmp_path / "in.wav"
    write_speech(source, subtype="FLOAT")
    with pytest.raises(AudioError, match="FLAC cannot hold FLOAT"):
        write_recording(read_recording(source), tmp_path / "out.flac")
    assert list(tmp_path.iterdir()) == [source]
