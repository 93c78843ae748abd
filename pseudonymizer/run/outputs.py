"""Writing a file's outputs as its parts' outcomes come in: a file is written whole by its
format once its last part is back; a streamed file (plain text too large to hold) is written
part after part into files without a name (`io/atomic.py`), put in place when the last part
is in. Either way an output
appears whole or not at all, and the file's record goes to the manifest only after.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any
from xml.parsers.expat import ExpatError

from pseudonymizer.audio.pairing import audio_name, masked, written_name
from pseudonymizer.audio.recording import AudioError, Recording, write_recording
from pseudonymizer.audit.auditor import name_findings
from pseudonymizer.audit.forms import Form
from pseudonymizer.choices import Mode, Rename
from pseudonymizer.io.alignment import ALIGNMENT_META, AlignmentError
from pseudonymizer.io.atomic import PendingFile
from pseudonymizer.io.formats import get_format
from pseudonymizer.io.words import MismatchError
from pseudonymizer.metadata.documents import HeaderError
from pseudonymizer.metadata.freetext import FreeTextError
from pseudonymizer.model import Document, Rewrite
from pseudonymizer.replace.mapping import digest, output_spans
from pseudonymizer.run import parts
from pseudonymizer.run.batch import LISTED, Outcome
from pseudonymizer.run.manifest import Finished, Manifest, file_digest
from pseudonymizer.run.names import output_relpath, surrogate_pairs
from pseudonymizer.run.passes import STREAM_BYTES, Step, WorkFile
from pseudonymizer.run.plan import Plan

# What can go wrong pairing a transcript with its recording, or generalizing its metadata.
AUDIO_ERRORS = (AudioError, AlignmentError, MismatchError)
METADATA_ERRORS = (HeaderError, FreeTextError)


class ReadBackError(ValueError):
    """A written file that reads back otherwise than the texts the audit read."""


class Output:
    """One file's outputs in every mode of the run, under `out_dir`."""

    def __init__(
        self, plan: Plan, file: WorkFile, out_dir: Path, manifest: Manifest | None
    ) -> None:
        self.plan = plan
        self.file = file
        self.out_dir = out_dir
        self.manifest = manifest
        self.outcomes: list[list[Outcome]] = [[] for _ in file.documents]
        self.failed: list[str] = []
        # What `run --audio` did to each document's recording, for the report, and what it
        # was made from, for a re-run to see whether it is still current.
        self.audio: dict[int, dict[str, Any]] = {}
        self.audio_inputs: dict[str, str] = {}
        # The path the outputs are written under (`run --rename`), decided on closing.
        self.relpath = file.item.source.relpath
        # The forms of the private entities of parts no longer held (a streamed file's).
        self.forms: set[Form] = set()

    def folder(self, mode: Mode) -> Path:
        return self.plan.folder(self.out_dir, mode)

    def add(self, step: Step) -> None:
        assert step.outcome is not None
        if step.outcome.error:
            document = self.file.documents[step.document].id
            self.failed.append(
                f"{self.file.item.source.path}: document {document!r} failed: {step.outcome.error}"
            )
        self.outcomes[step.document].append(step.outcome)

    def close(self, errors: list[str]) -> Finished | None:
        """Write the file; its record, or None where it was not written (said in `errors`)."""
        source = self.file.item.source
        errors.extend(self.file.errors)
        if not self.file.complete and not self.file.documents:
            return None  # it could not be read at all, which was said
        if self.failed or not self.file.complete:
            errors.extend(self.failed)
            why = "a document in it failed" if self.failed else "it has bad records"
            errors.append(f"{source.path}: not written, {why}")
            return None
        entries: list[tuple[Any, ...]] = []
        outputs: dict[str, str] = {}
        spell = get_format(source.format).spell
        rewritten = {
            mode: [
                (document, self._rewrite(d, document, mode))
                for d, document in enumerate(self.file.documents)
            ]
            for mode in self.plan.modes
        }
        # Recordings are masked before anything is written: a file whose recording cannot be
        # masked is not written at all, so a re-run does it whole.
        try:
            recordings = self._recordings(rewritten)
        except AUDIO_ERRORS as error:
            errors.append(f"{source.path}: {error}")
            errors.append(f"{source.path}: not written, its recording could not be masked")
            return None
        renamed = self.plan.rename is Rename.PSEUDONYMIZED
        self.relpath = self._named(rewritten.get(Mode.PSEUDONYMIZE, []) if renamed else [])
        target = replace(source, relpath=self.relpath)
        written: list[Path] = []
        try:
            for mode, pairs in rewritten.items():
                folder = self.folder(mode)
                get_format(source.format).write(target, pairs, folder)
                written += _written(folder, self.relpath, source.format)
                for relpath, recording in recordings:
                    write_recording(recording, folder / relpath)
                    written.append(folder / relpath)
                spelled = [
                    (document, spell(document, rewrite) if spell is not None else rewrite)
                    for document, rewrite in pairs
                ]
                if self.plan.metadata is None:  # generalized metadata is text no one audited
                    self._read_back(folder, [rewrite for _, rewrite in spelled])
                self._generalize(folder)
                for document, rewrite in spelled:
                    spans = output_spans(document.text, rewrite)
                    entries.append(self._entry(mode, document.id, digest(rewrite.text), spans))
        except (OSError, ExpatError, ReadBackError, *AUDIO_ERRORS, *METADATA_ERRORS) as error:
            # Taken back whole: no mode's output of a file half done, nothing published with
            # its metadata or its recording as it was.
            for path in written:
                path.unlink(missing_ok=True)
            errors.append(f"{source.path}: not written: {error}")
            return None
        for path in written:
            outputs[path.relative_to(self.out_dir).as_posix()] = file_digest(path)
        return self._record(outputs, entries)

    def _read_back(self, folder: Path, audited: list[Rewrite]) -> None:
        """Read the written file again as an input and check it holds the texts the audit
        read (a format of markup holds a tag written as markup, TEI's `<gap/>`, as no text):
        its findings then speak of what is on disk."""
        source = self.file.item.source
        written = replace(source, path=folder / self.relpath)
        lang = self.plan.reader.lang_of(source)
        documents, bad = get_format(source.format).read(written, lang, self.plan.reader.options)
        same = len(documents) == len(audited) and all(
            document.text == rewrite.text
            or _comparable(document.text) == _comparable(_without_markup(rewrite))
            for document, rewrite in zip(documents, audited, strict=False)
        )
        if bad or not same:
            raise ReadBackError(
                f"{written.path} does not read back as the text the audit read; not written"
            )

    def _generalize(self, folder: Path) -> None:
        """`run --metadata`: the written file's own metadata generalized."""
        metadata = self.plan.metadata
        if metadata is not None:
            source = self.file.item.source
            written = folder / self.relpath
            metadata.apply(source.format, source.path, written, self.plan.reader.lang_of(source))

    def _recordings(
        self, rewritten: dict[Mode, list[tuple[Document, Rewrite]]]
    ) -> list[tuple[Path, Recording]]:
        """`run --audio`: each document's recording, masked where any mode rewrote its
        transcript, with the path it is written under in a mode's folder."""
        recordings = self.plan.recordings
        if recordings is None:
            return []
        audio = recordings.settings
        relpath = self.file.item.source.relpath
        found = []
        for d, document in enumerate(self.file.documents):
            name = audio_name(self.file.item.source, document)
            paths = audio.companions(relpath, name)
            self.audio_inputs[(relpath.parent / name).as_posix()] = file_digest(*paths)
            if not paths:
                continue
            recordings.pair(paths[0])
            edits = (edit for pairs in rewritten.values() for edit in pairs[d][1].edits)
            spans = sorted({(edit.start, edit.end) for edit in edits})
            timings = document.meta.get(ALIGNMENT_META)
            sound, treated = masked(audio, paths, timings, document.text, spans)
            target = relpath.parent / written_name(sound, name)
            if self.relpath != relpath:  # a renamed transcript's recording goes by its name
                stem = self.relpath.stem + (f"-{d + 1}" if len(self.file.documents) > 1 else "")
                target = self.relpath.parent / written_name(sound, stem)
            found.append((target, sound))
            # Counts only: a voice's shift is the key's secret, which would undo it.
            self.audio[d] = {
                "recording": target.as_posix(),
                "masked": treated.masked,
                "seconds": round(treated.masked_seconds, 3),
                "voices": len(treated.shifts),
            }
        return found

    def _rewrite(self, d: int, document: Document, mode: Mode) -> Rewrite:
        """The document's rewrite in `mode`, its parts' joined."""
        worked = [o.rewrites[mode] for o in self.outcomes[d]]
        if len(worked) == 1:
            return worked[0]
        return parts.join(document, list(zip(self.file.parts[d], worked, strict=True)))

    def _entry(
        self, mode: Mode, document_id: str, sha256: str, spans: list[Any]
    ) -> tuple[Any, ...]:
        source = self.file.item.source
        folder = self.plan.subfolder(mode)
        read = {name: value for name, value in asdict(self.plan.reader.options).items() if value}
        written = self.relpath.as_posix()
        renamed = written if written != self.file.relpath else None
        return (folder, self.file.relpath, source.format, document_id, sha256, spans, read, renamed)

    def _named(self, pseudonymized: list[tuple[Document, Rewrite]]) -> Path:
        """The relative path this file's outputs are written under (`run --rename`)."""
        pairs: dict[str, str] = {}
        for document, rewrite in pseudonymized:
            for original, surrogate in surrogate_pairs(document.text, rewrite).items():
                pairs.setdefault(original, surrogate)
        return self._unique(pairs)

    def _unique(self, pairs: dict[str, str]) -> Path:
        """The output path, numbered where a pseudonymized name meets another input's."""
        source = self.file.item.source
        rename = self.plan.rename
        relpath = output_relpath(source.relpath, self.file.index, rename, pairs)
        owner = self.plan.names.setdefault(relpath.as_posix().casefold(), self.file.relpath)
        if owner != self.file.relpath:
            relpath = output_relpath(source.relpath, self.file.index, Rename.NUMBERED)
        return relpath

    def _name_findings(self, rows: list[dict[str, Any]]) -> None:
        """The audit of the output's name, in its first document's row: the forms of every
        document's private entities, and what looks like a date, a number or an address."""
        if not rows or not self.plan.modes or self.plan.rename is Rename.NUMBERED:
            return  # a number names no one
        forms = {form for outcomes in self.outcomes for o in outcomes for form in o.forms}
        forms |= self.forms
        found = name_findings(self.relpath.as_posix(), forms, self.file.documents[0].lang)
        first = rows[0]
        for mode in self.plan.modes:
            listed = first.setdefault("findings", {}).setdefault(
                mode.value, {"leaks": [], "suspected": []}
            )
            for finding in found:
                measure = "leaks" if finding.certain else "suspected"
                listed[measure].append(finding.as_dict())
                counts = first.setdefault(measure, {})
                counts[mode.value] = counts.get(mode.value, 0) + 1

    def _record(self, outputs: dict[str, str], entries: list[tuple[Any, ...]]) -> Finished:
        rows = [row(d, o) for d, o in zip(self.file.documents, self.outcomes, strict=True)]
        self._name_findings(rows)
        for d, audio in self.audio.items():
            rows[d]["audio"] = audio
        claims = [(o.claims, o.redone) for outcomes in self.outcomes for o in outcomes]
        mapping = entries if self.plan.sealed else []
        payload = {"rows": rows, "mapping": mapping, "claims": claims, "audio": self.audio_inputs}
        if self.relpath != self.file.item.source.relpath:  # the input's name is not shown
            payload["written"] = self.relpath.as_posix()
            named = self.file.item.source.relpath.with_suffix("").as_posix()
            for each in rows:
                if each["id"] == named or each["id"].startswith(named + "-"):
                    each["id"] = self.relpath.with_suffix("").as_posix() + each["id"][len(named) :]
        finished = Finished(self.file.relpath, self.file.digest, outputs, payload)
        if self.manifest is not None:
            self.manifest.record(finished)
        return finished


class StreamedOutput(Output):
    """A streamed file's outputs: each part's rewrite appended as it comes, the mapping's
    spans counted from the start of the whole output."""

    def __init__(
        self, plan: Plan, file: WorkFile, out_dir: Path, manifest: Manifest | None
    ) -> None:
        super().__init__(plan, file, out_dir, manifest)
        self.pending: dict[Mode, PendingFile] = {}
        self.digests = {mode: hashlib.sha256() for mode in plan.modes}
        self.spans: dict[Mode, list[Any]] = {mode: [] for mode in plan.modes}
        self.written = dict.fromkeys(plan.modes, 0)
        self.listed: Counter[tuple[str, str]] = Counter()
        self.pairs: dict[str, str] = {}
        for mode in plan.modes:
            self.pending[mode] = PendingFile(self.folder(mode) / file.item.source.relpath)

    def add(self, step: Step) -> None:
        super().add(step)
        outcome, part = step.outcome, step.part
        assert outcome is not None and part is not None
        if self.failed:
            return
        for mode, pending in self.pending.items():
            rewrite = outcome.rewrites[mode]
            pending.handle.write(rewrite.text)  # type: ignore[arg-type]
            self.digests[mode].update(rewrite.text.encode("utf-8"))
            shift = self.written[mode]
            self.spans[mode] += [
                (start + shift, end + shift, original)
                for start, end, original in output_spans(part.text, rewrite)
            ]
            self.written[mode] += len(rewrite.text)
        if Mode.PSEUDONYMIZE in outcome.rewrites and self.plan.rename is Rename.PSEUDONYMIZED:
            for original, surrogate in surrogate_pairs(
                part.text, outcome.rewrites[Mode.PSEUDONYMIZE]
            ).items():
                self.pairs.setdefault(original, surrogate)
        self.forms.update(outcome.forms)
        # Only the counts of a part stay, and the findings the report will list: its text and
        # rewrites are written.
        outcome.rewrites, outcome.mentions, outcome.forms = {}, [], ()
        for mode, found in outcome.row.get("findings", {}).items():
            for kind, listed in found.items():
                room = max(LISTED - self.listed[mode, kind], 0)
                found[kind] = listed[:room]
                self.listed[mode, kind] += len(found[kind])

    def close(self, errors: list[str]) -> Finished | None:
        source = self.file.item.source
        errors.extend(self.file.errors)
        recordings = self.plan.recordings
        recording = (
            recordings.settings.companions(source.relpath, source.relpath.stem)
            if recordings is not None
            else []
        )
        if recordings is not None and recording:
            recordings.pair(recording[0])
            self.failed.append(
                f"{source.path}: a transcript this long is streamed, and cannot be paired with "
                f"its recording {recording[0]}: split it into files under {STREAM_BYTES // 1000} KB"
            )
        if self.failed or not self.file.complete:
            for pending in self.pending.values():
                pending.discard()
            errors.extend(self.failed)
            errors.append(f"{source.path}: not written, it could not be read or worked whole")
            return None
        outputs, entries = {}, []
        document = self.file.documents[0]
        self.relpath = self._unique(self.pairs)
        for mode, pending in self.pending.items():
            target = self.folder(mode) / self.relpath
            target.parent.mkdir(parents=True, exist_ok=True)
            pending.path = target  # where `--rename` names it
            pending.commit()
            sha256 = self.digests[mode].hexdigest()
            outputs[target.relative_to(self.out_dir).as_posix()] = sha256
            entries.append(self._entry(mode, document.id, sha256, self.spans[mode]))
        return self._record(outputs, entries)


def row(document: Document, outcomes: Sequence[Outcome]) -> dict[str, Any]:
    """A document's counts for the report, its parts' added up, and its parts' findings at
    their offsets in the whole output."""
    rows = [outcome.row for outcome in outcomes]
    hidden = ("explained", "written")
    if len(rows) == 1:
        return {key: value for key, value in rows[0].items() if key not in hidden}
    mentions: Counter[str] = Counter()
    leaks: Counter[str] = Counter()
    suspected: Counter[str] = Counter()
    findings: dict[str, dict[str, list[Any]]] = {}
    shift: Counter[str] = Counter()
    for each in rows:
        mentions.update(each["mentions"])
        leaks.update(each["leaks"])
        suspected.update(each.get("suspected", {}))
        for mode, found in each.get("findings", {}).items():
            into = findings.setdefault(mode, {"leaks": [], "suspected": []})
            for kind, listed in found.items():
                room = LISTED - len(into[kind])
                into[kind] += [_shifted(finding, shift[mode]) for finding in listed[:room]]
        shift.update(each.get("written", {}))

    def total(name: str) -> int:
        return sum(each[name] for each in rows)

    counted = {
        "id": document.id,
        "lang": document.lang,
        **({"lang_identified": True} if document.identified else {}),
        "tokens": total("tokens"),
        "sentences": total("sentences"),
        "mentions": dict(mentions),
        "entities": total("entities"),
        "replaced": total("replaced"),
        "leaks": dict(leaks),
    }
    if findings:
        counted |= {"suspected": dict(suspected), "findings": findings}
    return counted


# What a format of markup may write otherwise than it reads: the spaces around elements it
# writes, and a tag written as markup where the text is a comment's (`<gap/>` read as text).
_LAYOUT = re.compile(r"\s+|<[^<>]*>")


def _comparable(text: str) -> str:
    return _LAYOUT.sub("", text)


def _without_markup(rewrite: Rewrite) -> str:
    """The rewrite's text as a format of markup reads it back: its markup written as no text."""
    pieces, position, shift = [], 0, 0
    for edit in rewrite.edits:
        start = edit.start + shift
        end = start + len(edit.replacement)
        if edit.markup:
            pieces.append(rewrite.text[position:start])
            position = end
        shift += len(edit.replacement) - (edit.end - edit.start)
    return "".join([*pieces, rewrite.text[position:]])


def _shifted(finding: dict[str, Any], by: int) -> dict[str, Any]:
    return {**finding, "start": finding["start"] + by, "end": finding["end"] + by}


def _written(folder: Path, relpath: Path, fmt: str) -> list[Path]:
    """The files a format writes for a source under `folder` (a BRAT `.ann` beside its text)."""
    target = folder / relpath
    companion = get_format(fmt).companion
    paths = [target, *([target.with_suffix(companion)] if companion else [])]
    return [path for path in paths if path.exists()]
