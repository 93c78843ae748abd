"""Evaluation: how much of the annotated personal data the detector covers, and at what precision."""
