"""Formats: reading documents in and writing their rewritten versions out, one module per format."""
