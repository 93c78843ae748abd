"""Re-identification: put the originals back into a run's outputs with the project key.

The run's sealed mapping (`replace/mapping.py`) says, for each output file, which spans of each
document replaced which original. Each output is read in its own format, the spans are put
back, and the restored file is written under the target folder with the same relative path,
in the same format (a JSONL record keeps its other fields). An output changed since the run is
refused, as restoring by stale offsets would corrupt it. A run stopped before its end wrote no
mapping yet: the files it finished are restored from its record of them (`manifest.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import ReadOptions, SourceFile
from pseudonymizer.io.formats import get_format
from pseudonymizer.model import Edit, apply_edits
from pseudonymizer.replace.keys import ProjectKey
from pseudonymizer.replace.mapping import FILE_NAME, Mapping, MappingError, digest
from pseudonymizer.run.manifest import Manifest


@dataclass
class Restored:
    files: int = 0
    documents: int = 0
    errors: list[str] = field(default_factory=list)


def reidentify(out_dir: Path, key: ProjectKey, target: Path) -> Restored:
    """Restore every output listed in `out_dir`'s mapping into `target`; a file that cannot be
    restored is reported and skipped, the others are still written."""
    mapping_path = out_dir / FILE_NAME
    try:
        mapping = Mapping.open(mapping_path.read_text(encoding="ascii"), key)
    except FileNotFoundError:
        # A run stopped before its end: what it finished is in its record, sealed alike.
        recorded = Manifest.recorded(out_dir, key)
        if recorded is None or not recorded.finished:
            raise MappingError(
                f"{mapping_path}: no mapping (was this folder written by `run`?)"
            ) from None
        mapping = Mapping()
        for finished in recorded.finished.values():
            for entry in finished.payload.get("mapping", ()):
                mapping.add(*entry)
    except (OSError, UnicodeDecodeError) as error:
        raise MappingError(f"{mapping_path}: cannot read: {error}") from None
    except MappingError as error:
        raise MappingError(f"{mapping_path}: {error}") from None
    restored = Restored()
    for output, entry in mapping.files.items():
        # Read as the input was (same relative path, so the same document ids), written back
        # under the target's folder for the mode.
        source = SourceFile(out_dir / output, Path(entry["relpath"]), entry["format"])
        try:
            options = ReadOptions(**entry.get("read", {}))
            _restore(source, entry["documents"], target / entry["folder"], options)
        except InputError as error:
            restored.errors.append(str(error))
            continue
        restored.files += 1
        restored.documents += len(entry["documents"])
    return restored


def _restore(source: SourceFile, recorded: list[dict], target: Path, options: ReadOptions) -> None:
    documents, bad = get_format(source.format).read(source, "en", options)
    if bad or len(documents) != len(recorded):
        raise InputError(source.path, "not the output the mapping describes (records differ)")
    pairs = []
    for document, entry in zip(documents, recorded, strict=True):
        if document.id != entry["id"] or digest(document.text) != entry["sha256"]:
            raise InputError(source.path, f"document {entry['id']} changed since the run")
        edits = [Edit(start, end, original) for start, end, original in entry["spans"]]
        pairs.append((document, apply_edits(document.text, edits)))
    get_format(source.format).write(source, pairs, target)
