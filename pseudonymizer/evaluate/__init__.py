"""Evaluation: how much annotated personal data the detector covers, and how precisely."""
