"""Metadata: generalizing the columns of a table (or JSONL records' `meta`) and measuring how
anonymous the result is (k-anonymity, l-diversity)."""
