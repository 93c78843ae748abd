"""The corpus runner: a run's passes over the corpus (`passes.py`), long documents in parts
(`parts.py`), batches worked where the run asks (`batch.py`, `executors.py`), each file's
outputs written as it finishes (`outputs.py`), the crash-safe record of finished files
(`manifest.py`), progress and the report. It calls the pipeline, and never patches it.
"""
