"""Whole words: the one definition propagation, the surrogate guard and the audit share."""

from __future__ import annotations

from pseudonymizer.words import emoji_at, is_whole_word, whole_words


def test_is_whole_word() -> None:
    text = "Anna, Annabel x_Anna Anna-Marie Anna"
    assert is_whole_word(text, 0, 4)
    assert not is_whole_word(text, 6, 10)  # Annabel
    assert not is_whole_word(text, 16, 20)  # x_Anna
    assert is_whole_word(text, 21, 25)  # Anna-Marie: a hyphen separates words
    assert is_whole_word(text, len(text) - 4, len(text))


def test_whole_words_prefers_the_longest_and_needs_boundaries() -> None:
    pattern = whole_words(["Jan", "Jan Novák", "Jan"])
    assert pattern is not None
    text = "Jan Novák, Jana, Jan."
    assert [m.group() for m in pattern.finditer(text)] == ["Jan Novák", "Jan"]
    assert whole_words([]) is None


def test_an_emoji_ends_a_sentence_as_a_full_stop_does() -> None:
    text = "Wszystko gotowe 🎉 Czekamy. Super 👍🏽 Jutro. Cena © Marek"
    assert emoji_at(text, text.index("🎉"))
    # (A skin tone after the emoji is passed over.)
    assert emoji_at(text, text.index("👍🏽") + 1)
    assert not emoji_at(text, text.index("©"))  # a symbol inside a sentence
    assert not emoji_at(text, text.index("Czekamy") - 1)
