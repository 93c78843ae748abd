"""How much of what leaks the output's audit catches, and how often it alarms on clean outputs.

    python bench/audit_catch.py [--data DIR] [--corpus NAME ...] [--limit N | --all]
                                [--seed S] [--kinds] [--markdown]

Catch rate. A sample of each development corpus's documents with gold spans (the first
`--limit`, 60 by default, of them in an order drawn with `--seed`) is pseudonymized as
`pseudonymizer run FILE --lang L --mode pseudonymize` does it (`Pipeline(Config(), modes).run`,
the detector's mentions, a fixed key). Leaks are then planted into those real outputs, each at
a known stretch, and the output is read again as the run's audit reads it (the entities' forms,
a fresh detection of the changed text, the suspects and impossible values,
`Auditor.written`, and the surrogate identifiers' checksums). A planted leak is caught where a
finding, certain or suspected, overlaps its stretch; "certain" counts those caught by a certain
finding. The kinds:

- original: a replaced mention's original put back in place of its surrogate (every category;
  not the strings the lexicon says name no one, as `names_no_one`, `calendar_word`);
- part: one word of a person's name of two or more (the first, the last) alone in place of
  the surrogate, a word of three letters or more that is no title or initial;
- inflected: another form of a person's or place's name word, by the language's
  `Inflector.forms` (cases, vocative, genitive, possessive, Hungarian suffixes); of a
  place's name of several words only a word that is no ordinary word (`United` of `United
  Kingdom` names no place alone);
- folded: a person's, place's or organization's name in capitals, in lower case (unless
  that is a word of the language as written: `way` of `Revolutionary Way`), or without its
  diacritics (where it has any);
- inside: a person's name inside an e-mail address (`jan.novak@example.org`), a user name
  (`jan_n88`, `novak.j`, `novak77`) or a link (`https://example.org/~novak`), lower case and
  without diacritics, in place of the surrogate;
- value: a numeric date as the language writes one, a phone number of the language's regions
  (phonenumbers' example numbers with other digits that stay valid), an e-mail address, a
  national identifier of the language, an IBAN or a payment card with valid check digits,
  put in between two words where the output held none of the run's writing;
- impossible: a time or numeric date that cannot be (`25:40`, `30.02.2019`), a date with a
  weekday that is not its own (written as Babel writes the language's full date), put in
  between two words; and a surrogate identifier made to fail its checksum where its original
  passed it (it stays the run's writing).

Several leaks are planted into one output (each at a mention of its own, at least a few
characters apart, none where the clean output already had a finding), one output per round,
until each document's leaks are planted: at most `PER_DOCUMENT` of each kind in a document.

False alarms. Another sample (`--alarm-limit` documents, 500 by default, drawn from all,
with or without spans: a sentence corpus's 60 sentences hold too few words to count) is
run with the corpus's gold spans as the mentions (`run --mentions input`), so every span the
corpus marks private is replaced; the audit's findings in those outputs (the run's own, as
report.json counts them) are counted per 10,000 words (`\\w+` of the input), certain and
suspected apart. With `--kinds` the false alarms are also printed by kind and category.

Nothing of the corpora's text is printed: counts only. No network: the spaCy pipelines and
lists are the installed packages'. Time: about 3.5 minutes on the project's 2-core machine with the
default limit.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from pathlib import Path

import phonenumbers
from babel.dates import format_date

from pseudonymizer.audit.auditor import Auditor
from pseudonymizer.audit.findings import Finding, overlaps
from pseudonymizer.audit.values import failed_checksums
from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.identifiers import is_iban, is_payment_card, validator
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.substitutes import PARTICLES, given_names, is_initials
from pseudonymizer.lexicon.titles import title_words
from pseudonymizer.lexicon.vocabulary import (
    common_words,
    names_no_one,
    ordinary,
    stop_words,
)
from pseudonymizer.model import Document, Edit, Rewrite
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.run.reading import InputReader

ROOT = Path(__file__).resolve().parents[1]
CORPORA = {"tab": "en", "presidio": "en", "cnec": "cs", "kpwr": "pl", "germeval": "de"}
CORPORA |= {"swedish": "sv", "nerkor": "hu"}
KINDS = ("original", "part", "inflected", "folded", "inside", "value", "impossible")
KEY = b"bench/audit_catch: a fixed key, so runs compare"
MODE = Mode.PSEUDONYMIZE
# Leaks of one kind planted into one document at most.
PER_DOCUMENT = 3
# Characters at least between two planted leaks, and between a leak and the run's writing.
APART = 3
_NAMES = (Category.PERSON, Category.LOCATION, Category.ORGANIZATION)
_WORD = re.compile(r"\w+")

Span = tuple[int, int]


@dataclass(frozen=True)
class Plant:
    """A leak to plant: `text` written over the output's stretch `start:end` (a surrogate's,
    or empty: put in between two words), the leak itself at `leak` within `text`; `mention`
    the replaced mention it stands for (one leak a mention in an output); `written` where it
    stays the run's writing (a surrogate identifier made to fail its checksum)."""

    kind: str
    variant: str
    start: int
    end: int
    text: str
    leak: Span
    mention: int | None = None
    written: bool = False
    # The original's stretch the plant stands in (`start:end` in the input's offsets).
    source: Span = (0, 0)


@dataclass
class Tally:
    planted: Counter[str] = field(default_factory=Counter)
    caught: Counter[str] = field(default_factory=Counter)
    certain: Counter[str] = field(default_factory=Counter)
    variants: Counter[tuple[str, str, str]] = field(default_factory=Counter)

    def add(self, other: Tally) -> None:
        for name in ("planted", "caught", "certain", "variants"):
            getattr(self, name).update(getattr(other, name))


@dataclass
class Alarms:
    words: int = 0
    documents: int = 0
    certain: Counter[tuple[str, str]] = field(default_factory=Counter)
    suspected: Counter[tuple[str, str]] = field(default_factory=Counter)

    def add(self, other: Alarms) -> None:
        self.words += other.words
        self.documents += other.documents
        self.certain.update(other.certain)
        self.suspected.update(other.suspected)


# ---------------------------------------------------------------- the documents and the runs


def sample(path: Path, limit: int | None, seed: int, with_spans: bool) -> list[str]:
    """`limit` distinct records (lines) of a corpus in an order drawn with `seed`; only those
    with gold spans where `with_spans`."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    if with_spans:
        lines = [line for line in lines if json.loads(line).get("spans")]
    random.Random(f"{seed} {path.name} {with_spans}").shuffle(lines)
    return lines[:limit]


def run(pipeline: Pipeline, lines: list[str], lang: str, folder: Path) -> list[Result]:
    """The records through the pipeline as `run` reads and works them."""
    source = folder / "sample.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    reader = InputReader(pipeline.config, lang)
    documents, errors, _ = reader.read(reader.load([source]).files[0])
    if errors:
        raise SystemExit(f"{source}: {len(errors)} records could not be read")
    return list(pipeline.run(documents))


# ---------------------------------------------------------------- what is planted


def fold_marks(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("ł", "l")


def name_words(written: str, lang: str, person: bool = True) -> list[str]:
    """The words of a name that name someone alone: three letters or more, no title, no
    particle (`von`), no initial, no number; of a place's name of several words, none that
    is also an ordinary word (`United` of `United Kingdom`, `Republic`)."""
    titles = title_words(lang)
    words = [word.strip(",;:.()[]\"'«»„“”!?") for word in written.split()]
    found = [
        word
        for word in words
        if len(word) >= 3
        and word.isalpha()
        and not is_initials(word)
        and word not in PARTICLES
        and word.casefold() not in titles
        and not names_no_one(word, lang)
    ]
    if person or len(words) == 1:
        return found
    return [word for word in found if not ordinary(word, lang)]


def lower_word(text: str, lang: str) -> bool:
    """Whether a lower-case string is a word of the language as written (`way`, `weiß`): the
    word, not the name, where it stands in lower case."""
    return text in common_words(lang) or text in stop_words(lang)


class Planter:
    """The leaks of every kind one document's output can take, drawn with `rng`."""

    def __init__(self, result: Result, rng: random.Random) -> None:
        self.result = result
        self.document = result.document
        self.lang = result.document.lang
        self.rewrite = result.rewrites[MODE]
        self.rng = rng
        public = {m.text_in(self.document.text) for m in result.mentions} - {
            m.text_in(self.document.text) for m in result.replaced
        }
        self.public = {fold_marks(text).casefold() for text in public}

    def plants(self) -> list[Plant]:
        found: list[Plant] = []
        for kind, make in (
            ("original", self._originals),
            ("part", self._parts),
            ("inflected", self._inflected),
            ("folded", self._folded),
            ("inside", self._inside),
            ("value", self._values),
            ("impossible", self._impossible),
        ):
            made = list(make())
            self.rng.shuffle(made)
            found += made[:PER_DOCUMENT]
            assert all(plant.kind == kind for plant in made)
        return found

    # The stretch of the output and of the input a mention's surrogate takes.
    def _stretch(self, index: int) -> tuple[Span, Span] | None:
        mention = self.result.replaced[index]
        edits = [e for e in self.rewrite.edits if e.start < mention.end and mention.start < e.end]
        if not edits:
            return None
        source = (min(e.start for e in edits), max(e.end for e in edits))
        return self.rewrite.map_span(*source), source

    def _over(self, index: int, kind: str, variant: str, written: str) -> Plant | None:
        """`written` in place of mention `index` (with what its edits took beside it)."""
        stretch = self._stretch(index)
        mention = self.result.replaced[index]
        if stretch is None or not written:
            return None
        (start, end), source = stretch
        text = self.document.text
        before = text[source[0] : mention.start]
        after = text[mention.end : source[1]]
        if self.rewrite.text[start:end] == before + written + after:
            return None  # the surrogate already is it
        leak = (len(before), len(before) + len(written))
        return Plant(
            kind, variant, start, end, before + written + after, leak, index, False, source
        )

    def _mentions(self, categories: Iterable[Category] | None = None) -> Iterator[tuple[int, str]]:
        wanted = set(categories) if categories is not None else None
        for index, mention in enumerate(self.result.replaced):
            if wanted is not None and mention.category not in wanted:
                continue
            written = mention.text_in(self.document.text).strip()
            if not any(c.isalnum() for c in written) or names_no_one(written, self.lang):
                continue
            if fold_marks(written).casefold() in self.public:
                continue
            if mention.category is Category.DATE and calendar_word(written, self.lang):
                continue
            yield index, written

    def _originals(self) -> Iterator[Plant]:
        for index, written in self._mentions():
            mention = self.result.replaced[index]
            plant = self._over(index, "original", mention.category.value, written)
            if plant is not None:
                yield plant

    def _parts(self) -> Iterator[Plant]:
        for index, written in self._mentions([Category.PERSON]):
            words = name_words(written, self.lang)
            if len(words) < 2 or len(written.split()) < 2:
                continue
            variant, word = self.rng.choice((("first", words[0]), ("last", words[-1])))
            plant = self._over(index, "part", variant, word)
            if plant is not None:
                yield plant

    def _inflected(self) -> Iterator[Plant]:
        inflector = inflector_for(self.lang)
        for index, written in self._mentions([Category.PERSON, Category.LOCATION]):
            place = self.result.replaced[index].category is Category.LOCATION
            words = name_words(written, self.lang, person=not place)
            if not words:
                continue
            word = self.rng.choice(words)
            forms = sorted(
                f for f in inflector.forms(word, place=place) if f != word and len(f) > 2
            )
            if forms:
                variant = "place" if place else "person"
                plant = self._over(index, "inflected", variant, self.rng.choice(forms))
                if plant is not None:
                    yield plant

    def _folded(self) -> Iterator[Plant]:
        for index, written in self._mentions(_NAMES):
            if not any(c.isalpha() for c in written):
                continue
            variants = [("upper", written.upper())]
            if not lower_word(written.lower(), self.lang):
                variants.append(("lower", written.lower()))
            if fold_marks(written) != written:
                variants.append(("marks", fold_marks(written)))
            variants = [(name, text) for name, text in variants if text != written]
            if variants:
                variant, text = self.rng.choice(variants)
                plant = self._over(index, "folded", variant, text)
                if plant is not None:
                    yield plant

    def _inside(self) -> Iterator[Plant]:
        for index, written in self._mentions([Category.PERSON]):
            words = [fold_marks(word).lower() for word in name_words(written, self.lang)]
            if not words:
                continue
            first, last = words[0], words[-1]
            number = self.rng.randrange(10, 99)
            made = [
                (
                    "email",
                    f"{first}.{last}@example.org" if first != last else f"{last}@example.org",
                ),
                ("handle", f"{first}_{last[0]}{number}" if first != last else f"{last}_{number}"),
                ("handle", f"{last}.{first[0]}" if first != last else f"{last}.k"),
                ("handle", f"{last}{number}"),
                ("url", f"https://example.org/~{last}"),
            ]
            variant, text = self.rng.choice(made)
            plant = self._over(index, "inside", variant, text)
            if plant is not None:
                yield plant

    def _gaps(self) -> list[int]:
        """Offsets of the output between two words (at a space), away from the run's
        writing."""
        written = [(e.start, e.end) for e in _output_edits(self.rewrite)]
        text = self.rewrite.text
        return [
            m.start()
            for m in re.finditer(r"(?<=\w) (?=\w)", text)
            if not overlaps(written, m.start() - APART, m.start() + APART)
        ]

    def _put(self, kind: str, variant: str, value: str) -> Plant | None:
        gaps = self._gaps()
        if not gaps:
            return None
        at = self.rng.choice(gaps)
        return Plant(kind, variant, at, at, f" {value}", (1, 1 + len(value)))

    def _values(self) -> Iterator[Plant]:
        values = [("date", numeric_date(self.lang, self.rng, valid=True))]
        values.append(("phone", phone(self.lang, self.rng)))
        given = self.rng.choice(sorted(given_names(get_language(self.lang).faker_locale, "male")))
        values.append(
            ("email", f"{fold_marks(given).lower()}{self.rng.randrange(10, 99)}@mail.example")
        )
        values += [("id", identifier) for identifier in identifiers(self.lang, self.rng)]
        for variant, value in values:
            plant = self._put("value", variant, value)
            if plant is not None:
                yield plant

    def _impossible(self) -> Iterator[Plant]:
        made = [
            ("time", impossible_time(self.rng)),
            ("date", numeric_date(self.lang, self.rng, valid=False)),
            ("weekday", wrong_weekday(self.lang, self.rng)),
        ]
        for variant, value in made:
            plant = self._put("impossible", variant, value)
            if plant is not None:
                yield plant
        for index, mention in enumerate(self.result.replaced):
            check = validator(mention.attrs.kind or "") if mention.category is Category.ID else None
            if check is None or not check(mention.text_in(self.document.text)):
                continue
            stretch = self._stretch(index)
            if stretch is None:
                continue
            (start, end), source = stretch
            surrogate = self.rewrite.text[start:end]
            broken = broken_check(surrogate, check)
            if broken is not None:
                leak = (0, len(broken))
                yield Plant("impossible", "checksum", start, end, broken, leak, index, True, source)


def _output_edits(rewrite: Rewrite) -> list[Edit]:
    """The rewrite's edits in the output's offsets (start, end of each replacement)."""
    found, shift = [], 0
    for edit in rewrite.edits:
        start = edit.start + shift
        found.append(Edit(start, start + len(edit.replacement), edit.replacement))
        shift += len(edit.replacement) - (edit.end - edit.start)
    return found


# Numeric dates as each language writes them (a reader's conventions, not the audit's).
_NUMERIC = {
    "en": ("{d}/{m}/{y}", "{m}/{d}/{y}", "{y}-{m:02d}-{d:02d}"),
    "cs": ("{d}. {m}. {y}", "{d}.{m}.{y}", "{d:02d}.{m:02d}.{y}"),
    "pl": ("{d:02d}.{m:02d}.{y}", "{d}.{m}.{y}", "{y}-{m:02d}-{d:02d}"),
    "de": ("{d:02d}.{m:02d}.{y}", "{d}.{m}.{y}", "{d}. {m}. {y}"),
    "sv": ("{y}-{m:02d}-{d:02d}", "{d}/{m} {y}", "{d}.{m}.{y}"),
    "hu": ("{y}. {m:02d}. {d:02d}.", "{y}.{m:02d}.{d:02d}.", "{y}-{m:02d}-{d:02d}"),
}


def numeric_date(lang: str, rng: random.Random, valid: bool) -> str:
    layout = rng.choice(_NUMERIC[lang])
    year = rng.randrange(1950, 2024)
    if valid:
        day = date(year, 1, 1) + timedelta(days=rng.randrange(365))
        return layout.format(d=day.day, m=day.month, y=year)
    # Invalid read either way round (`2/30/2019`, `30/2/2019`).
    month, day = rng.choice(((2, 30), (2, 31), (4, 31), (6, 31), (9, 31), (11, 31)))
    return layout.format(d=day, m=month, y=year)


def impossible_time(rng: random.Random) -> str:
    hour, minute = rng.choice(
        ((rng.randrange(25, 30), rng.randrange(60)), (rng.randrange(24), rng.randrange(60, 100)))
    )
    return f"{hour}:{minute:02d}"


def wrong_weekday(lang: str, rng: random.Random) -> str:
    """A date as Babel writes it in full in the language, with another day's weekday."""
    day = date(rng.randrange(1990, 2024), 1, 1) + timedelta(days=rng.randrange(365))
    full = format_date(day, format="full", locale=lang)
    right = format_date(day, format="EEEE", locale=lang)
    other = format_date(day + timedelta(days=rng.randrange(1, 7)), format="EEEE", locale=lang)
    assert right in full
    return full.replace(right, other, 1)


def phone(lang: str, rng: random.Random) -> str:
    """A valid number of one of the language's regions, written nationally or
    internationally."""
    region = rng.choice(get_language(lang).phone_regions)
    example = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    digits = str(example.national_number)
    for _ in range(100):
        changed = digits[:2] + "".join(rng.choice("0123456789") for _ in digits[2:])
        number = phonenumbers.parse(f"+{example.country_code}{changed}")
        if phonenumbers.is_valid_number(number):
            break
    else:
        number = example
    style = rng.choice(
        (phonenumbers.PhoneNumberFormat.INTERNATIONAL, phonenumbers.PhoneNumberFormat.NATIONAL)
    )
    return phonenumbers.format_number(number, style)


def _valid(make, check) -> str:
    for _ in range(10_000):
        value = make()
        if check(value):
            return value
    raise RuntimeError("no valid value made")


def identifiers(lang: str, rng: random.Random) -> list[str]:
    """One valid identifier of each national kind of the language, an IBAN and a card."""

    def digits(n: int) -> str:
        return "".join(rng.choice("0123456789") for _ in range(n))

    def birth(fmt: str) -> str:
        day = date(rng.randrange(1955, 2005), 1, 1) + timedelta(days=rng.randrange(365))
        return day.strftime(fmt)

    makers = {
        "cz_birth_number": lambda: f"{birth('%y%m%d')}/{digits(4)}",
        "pl_pesel": lambda: birth("%y%m%d") + digits(5),
        "pl_nip": lambda: f"{digits(3)}-{digits(3)}-{digits(2)}-{digits(2)}",
        "se_personnummer": lambda: f"{birth('%y%m%d')}-{digits(4)}",
        "de_tax_id": lambda: digits(11),
        "hu_taj": lambda: f"{digits(3)} {digits(3)} {digits(3)}",
        "gb_nhs": lambda: f"{digits(3)} {digits(3)} {digits(4)}",
        "us_ssn": lambda: f"{rng.randrange(100, 665)}-{digits(2)}-{digits(4)}",
    }
    found = []
    for kind in get_language(lang).national_ids:
        found.append(_valid(makers[kind], validator(kind)))
    country = {"en": "GB", "cs": "CZ", "pl": "PL", "de": "DE", "sv": "SE", "hu": "HU"}[lang]
    found.append(_valid(lambda: _iban(country, rng), is_iban))
    found.append(_valid(lambda: "4" + digits(15), is_payment_card))
    return found


def _iban(country: str, rng: random.Random) -> str:
    from stdnum import iban

    length = {"GB": 22, "CZ": 24, "PL": 28, "DE": 22, "SE": 24, "HU": 28}[country]
    bank = "".join(rng.choice("0123456789") for _ in range(length - 4))
    if country == "GB":
        bank = "NWBK" + bank[4:]
    check = iban.calc_check_digits(f"{country}00{bank}")
    value = f"{country}{check}{bank}"
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


def broken_check(surrogate: str, check) -> str | None:
    """`surrogate` with one digit changed so that it fails `check`."""
    positions = [i for i, c in enumerate(surrogate) if c.isdigit()]
    for i in reversed(positions):
        for digit in "0123456789":
            changed = surrogate[:i] + digit + surrogate[i + 1 :]
            if digit != surrogate[i] and not check(changed):
                return changed
    return None


# ---------------------------------------------------------------- planting and reading again


@dataclass
class Planted:
    """An output with leaks planted: its text, where the run's writing still stands in it,
    a rewrite of the input that makes it (for carrying mentions over), and each leak's
    stretch."""

    text: str
    protected: list[tuple[int, int, Category]]
    rewrite: Rewrite
    leaks: list[tuple[Plant, Span]]


def planted(result: Result, auditor: Auditor, plants: list[Plant]) -> Planted:
    rewrite = result.rewrites[MODE]
    protected = auditor.protected(rewrite)
    plants = sorted(plants, key=lambda p: (p.start, p.end))
    pieces, position, shift = [], 0, 0
    leaks: list[tuple[Plant, Span]] = []
    moved: list[tuple[int, int, Category]] = []
    changed = [(p.start, p.end) for p in plants]
    shifts: list[tuple[int, int]] = []  # (output offset, shift after it)
    for plant in plants:
        pieces += [rewrite.text[position : plant.start], plant.text]
        start = plant.start + shift
        leaks.append((plant, (start + plant.leak[0], start + plant.leak[1])))
        shift += len(plant.text) - (plant.end - plant.start)
        shifts.append((plant.end, shift))
        position = plant.end
        if plant.written:
            category = Category.ID
            moved.append((start, start + len(plant.text), category))
    pieces.append(rewrite.text[position:])
    text = "".join(pieces)

    def carried(offset: int) -> int:
        total = 0
        for at, after in shifts:
            if offset >= at:
                total = after
        return offset + total

    for start, end, category in protected:
        if overlaps(changed, start, end) or any(s == e and start <= s < end for s, e in changed):
            continue
        moved.append((carried(start), carried(end), category))
    moved.sort()
    return Planted(text, moved, _rewrite_of(result, plants), leaks)


def _rewrite_of(result: Result, plants: list[Plant]) -> Rewrite:
    """A rewrite of the input that makes the planted text: the run's edits, those under a
    plant given the plant's text, a plant between words an insertion."""
    rewrite = result.rewrites[MODE]
    edits = list(rewrite.edits)
    for plant in plants:
        if plant.mention is not None:
            start, end = plant.source
            edits = [e for e in edits if not (start <= e.start and e.end <= end)]
            edits.append(Edit(start, end, plant.text))
        else:
            shift = 0
            for edit in rewrite.edits:
                if edit.start + shift >= plant.start:
                    break
                shift += len(edit.replacement) - (edit.end - edit.start)
            at = plant.start - shift
            edits.append(Edit(at, at, plant.text))
    edits.sort(key=lambda e: (e.start, e.end))
    return Rewrite("", edits)


def rounds(plants: list[Plant]) -> list[list[Plant]]:
    """The plants in as few outputs as they fit: in one, no two at one mention or stretch,
    each `APART` characters from the next."""
    made: list[list[Plant]] = []
    for plant in plants:
        for group in made:
            if all(_apart(plant, other) for other in group):
                group.append(plant)
                break
        else:
            made.append([plant])
    return made


def _apart(one: Plant, other: Plant) -> bool:
    if one.mention is not None and one.mention == other.mention:
        return False
    return one.end + APART <= other.start or other.end + APART <= one.start


def catch(pipeline: Pipeline, result: Result, rng: random.Random, tally: Tally) -> None:
    """Plant each leak one document's output can take and count the ones the audit finds."""
    document = result.document
    auditor = Auditor(document, result.replaced, grammar_for(document.lang), _public(result))
    clean = [f for f in result.findings.get(MODE, []) if f.where == "text"]
    busy = [(f.start - APART, f.end + APART) for f in clean]
    plants = [
        plant
        for plant in Planter(result, rng).plants()
        if plant.mention is not None or not overlaps(sorted(busy), plant.start, plant.end + 1)
    ]
    for group in rounds(plants):
        made = planted(result, auditor, group)
        findings = _read_again(pipeline, auditor, document, made)
        spans = sorted((f.start, f.end) for f in findings)
        sure = sorted((f.start, f.end) for f in findings if f.certain)
        for plant, (start, end) in made.leaks:
            tally.planted[plant.kind] += 1
            found = overlaps(spans, start, end)
            tally.caught[plant.kind] += found
            tally.certain[plant.kind] += overlaps(sure, start, end)
            tally.variants[plant.kind, plant.variant, "planted"] += 1
            tally.variants[plant.kind, plant.variant, "caught"] += found


def _public(result: Result) -> list[str]:
    replaced = {id(m) for m in result.replaced}
    return [m.text_in(result.document.text) for m in result.mentions if id(m) not in replaced]


def _read_again(
    pipeline: Pipeline, auditor: Auditor, document: Document, made: Planted
) -> list[Finding]:
    """The planted output read as the run's audit reads an output."""
    fresh = pipeline.detect_written(Document(document.id, made.text, document.lang))
    spans = [(start, end) for start, end, _ in made.protected]
    detected = [m for m in fresh if not overlaps(spans, m.start, m.end)]
    findings = auditor.written(made.text, made.protected, detected)
    rewrite = replace(made.rewrite, text=made.text)
    findings += failed_checksums(document.text, auditor.replaced, rewrite)
    return [f for f in findings if f.where == "text"]


# ---------------------------------------------------------------- the false alarms


def alarms(results: list[Result]) -> Alarms:
    found = Alarms(documents=len(results))
    for result in results:
        found.words += len(_WORD.findall(result.document.text))
        for finding in result.findings.get(MODE, []):
            counter = found.certain if finding.certain else found.suspected
            counter[finding.kind, finding.category] += 1
    return found


# ---------------------------------------------------------------- the table


def measure(
    name: str, lang: str, data: Path, limit: int | None, alarm_limit: int | None, seed: int
) -> tuple[Tally, Alarms, float]:
    path = data / f"{name}.dev.jsonl"
    started = time.perf_counter()
    tally = Tally()
    with tempfile.TemporaryDirectory() as folder:
        pipeline = Pipeline(Config(), [MODE], FakerSurrogates(KEY))
        results = run(pipeline, sample(path, limit, seed, with_spans=True), lang, Path(folder))
        rng = random.Random(f"{seed} {name}")
        for result in results:
            catch(pipeline, result, rng, tally)
        gold = Pipeline(Config(mentions="input"), [MODE], FakerSurrogates(KEY))
        clean = run(gold, sample(path, alarm_limit, seed, with_spans=False), lang, Path(folder))
    return tally, alarms(clean), time.perf_counter() - started


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.3f} ({whole})" if whole else "–"


def _rate(count: int, words: int) -> str:
    return f"{count * 10_000 / words:.1f}" if words else "–"


def table(rows: list[tuple[str, str, Tally, Alarms, float]], markdown: bool) -> str:
    header = [
        "corpus",
        "lang",
        *KINDS,
        "all",
        "certain",
        "FA certain",
        "FA suspected",
        "words",
        "s",
    ]
    body = []
    for name, lang, tally, found, seconds in rows:
        planted, caught = sum(tally.planted.values()), sum(tally.caught.values())
        body.append(
            [
                name,
                lang,
                *(_share(tally.caught[kind], tally.planted[kind]) for kind in KINDS),
                _share(caught, planted),
                _share(sum(tally.certain.values()), planted),
                _rate(sum(found.certain.values()), found.words),
                _rate(sum(found.suspected.values()), found.words),
                f"{found.words:,}",
                f"{seconds:.0f}",
            ]
        )
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|---|---|" + "---:|" * (len(header) - 2)]
        return "\n".join([*lines, *("| " + " | ".join(r) + " |" for r in body)])
    widths = [max(len(r[i]) for r in [header, *body]) for i in range(len(header))]
    return "\n".join(
        "  ".join(
            c.ljust(w) if i < 2 else c.rjust(w)
            for i, (c, w) in enumerate(zip(r, widths, strict=True))
        )
        for r in [header, *body]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--corpus", nargs="+", choices=sorted(CORPORA))
    parser.add_argument("--limit", type=int, default=60, help="documents per sample (default 60)")
    parser.add_argument(
        "--alarm-limit", type=int, default=500, help="documents for the false alarms (500)"
    )
    parser.add_argument("--all", action="store_true", help="every document of each corpus")
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--kinds", action="store_true", help="false alarms and misses by kind")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    limit = None if args.all else args.limit
    alarm_limit = None if args.all else args.alarm_limit
    rows = []
    total, everything = Tally(), Alarms()
    for name in args.corpus or CORPORA:
        tally, found, seconds = measure(
            name, CORPORA[name], args.data, limit, alarm_limit, args.seed
        )
        rows.append((name, CORPORA[name], tally, found, seconds))
        total.add(tally)
        everything.add(found)
        print(f"{name}: {seconds:.0f} s", file=sys.stderr, flush=True)
        if args.kinds:
            _details(name, tally, found)
    rows.append(("all", "", total, everything, sum(r[4] for r in rows)))
    print(table(rows, args.markdown))
    print(
        "\nshare caught (leaks planted) per kind; certain: share caught by a certain finding; "
        "FA: the audit's findings per 10,000 words of outputs with every gold span replaced."
    )


def _details(name: str, tally: Tally, found: Alarms) -> None:
    for (kind, variant, what), n in sorted(tally.variants.items()):
        if what == "planted":
            caught = tally.variants[kind, variant, "caught"]
            print(f"  {name} {kind}/{variant}: {caught}/{n}", file=sys.stderr)
    for label, counter in (("certain", found.certain), ("suspected", found.suspected)):
        for (kind, category), n in counter.most_common():
            print(f"  {name} FA {label} {kind} {category}: {n}", file=sys.stderr)


if __name__ == "__main__":
    main()
