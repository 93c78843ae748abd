"""Beep masking and voice distortion of recordings, and the alignments that say where each
word of a transcript is spoken."""
