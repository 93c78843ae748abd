"""How good the surrogates are, on the development corpora with their gold spans as mentions.

    python bench/surrogate_quality.py [--data DIR] [--corpus NAME ...]

Each corpus is pseudonymized in its language with one key, every gold span (nested ones merged,
an address in its parts as the pipeline finds it) and its other occurrences (found as the
pipeline's propagation finds them) replaced, the whole corpus's mentions known before the first
replacement (as with `run --propagate corpus`).
Printed per corpus:

- leaks: the audit's certain leaks in the output (forms of the replaced entities left
  standing; target 0);
- consistency: share of entities (category and normalized original) that got one surrogate
  across the whole corpus, up to case, which follows each writing of the original (target 1.0);
  where names are declined (Czech), an entity is also its form as the pipeline reads it: the
  same word read in another case (`Chebu`, a genitive or a locative) gets the surrogate in
  that case (`Mikulova`, `Mikulově`);
- ID validity: share of surrogates of identifiers that passed their check digits in the
  original (cards, IBANs, SSNs in Presidio's corpus) that pass them too (target 1.0);
- Polish tag agreement: share of words of person and place names whose surrogate has the
  original's Morfeusz tag (KPWr; target 0.95);
- Czech agreement: share of person and place mentions whose surrogate's last word has the
  original's case, number and gender by the Czech spaCy pipeline (CNEC; target 0.90); an
  original whose last word the pipeline gives none of the three (a foreign name, a number)
  is not counted, and of one it gives some of them only those are compared (`Mary`, read
  only as a feminine). The replacement itself reads each new surrogate back with that pipeline
  and prefers one read alike (`replace/readback.py`): the figure says how a tagger run on
  the published corpus finds its names, not how right an independent judge finds them.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING

from pseudonymizer.analyze import Analysis
from pseudonymizer.analyze.morphology import read, word_forms
from pseudonymizer.audit.auditor import Auditor
from pseudonymizer.categories import Category, to_canonical
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.detect.propagate import propagate
from pseudonymizer.evaluate.read import read_gold
from pseudonymizer.evaluate.schemes import guess_scheme
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.identifiers import validator
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.inflection.pl.inflector import expanded
from pseudonymizer.lexicon.morfeusz import analyse
from pseudonymizer.link import link, normalize
from pseudonymizer.merge import merge
from pseudonymizer.model import Attributes, Document, Mention
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.readback import agree, head_morph
from pseudonymizer.replace.surrogates import FakerSurrogates

if TYPE_CHECKING:
    from spacy.tokens import Doc

ROOT = Path(__file__).resolve().parents[1]
CORPORA = {"tab": "en", "presidio": "en", "cnec": "cs", "kpwr": "pl", "germeval": "de"}
CORPORA |= {"swedish": "sv", "nerkor": "hu"}
# Presidio's identifier labels name the kind, which decides the check digits.
ID_KINDS = {"CREDIT_CARD": "payment_card", "IBAN_CODE": "iban", "US_SSN": "us_ssn"}
NAMES = (Category.PERSON, Category.LOCATION)
KEY = b"bench/surrogate_quality: a fixed key, so runs compare"
_ADDRESS_PARTS = {Category.STREET, Category.STREET_NUMBER, Category.ZIP}


class Figures:
    def __init__(self) -> None:
        self.leaks = 0
        self.surrogates: dict[tuple[Category, str, tuple], set[str]] = defaultdict(set)
        self.ids = [0, 0]  # valid, checked
        self.polish = [0, 0]  # agreeing words, words
        self.czech = [0, 0]  # agreeing mentions, mentions
        self.czech_pairs: list[tuple[str, tuple[int, int], str, tuple[int, int]]] = []

    def row(self, name: str) -> str:
        consistent = sum(1 for values in self.surrogates.values() if len(values) == 1)
        cells = [
            name,
            str(self.leaks),
            _share(consistent, len(self.surrogates)),
            _share(*self.ids),
            _share(*self.polish),
            _share(*self.czech),
        ]
        return "| " + " | ".join(cells) + " |"


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.3f} ({whole:,})" if whole else "–"


def mentions_of(text: str, lang: str, spans: list, scheme: str) -> list[Mention]:
    """The gold spans as mentions, and, as the pipeline's propagation would add them, their
    other occurrences (a corpus annotates a name once where it names it thrice)."""
    mentions = []
    for span in spans:
        category = to_canonical(scheme, span.label)
        if category is None or span.end <= span.start or _address(span, spans, scheme):
            continue
        attrs = Attributes(kind=ID_KINDS.get(span.label))
        mentions.append(Mention(span.start, span.end, category, "gold", 0.9, attrs))
    mentions = merge(mentions, text)
    return merge(mentions + propagate(text, Analysis(text, lang), mentions), text, lang)


def _address(span, spans, scheme: str) -> bool:
    """Whether `span` is a place that holds a street, house number or postcode (CNEC's
    address container, `Drtinova 17, Praha 5`): the pipeline finds an address in its parts,
    each replaced in kind, and so does the bench."""
    if to_canonical(scheme, span.label) is not Category.LOCATION:
        return False
    return any(
        span.start <= other.start
        and other.end <= span.end
        and other is not span
        and to_canonical(scheme, other.label) in _ADDRESS_PARTS
        for other in spans
    )


def measure(name: str, lang: str, data: Path) -> Figures:
    path = data / f"{name}.dev.jsonl"
    gold = read_gold(path)
    scheme = guess_scheme(path, (span.label for document in gold for span in document.spans))
    replacer = Replacer(Config(), FakerSurrogates(KEY))
    figures = Figures()
    # As `run --propagate corpus` does: the corpus's mentions first, then the replacement,
    # which then knows every original a surrogate must not spell.
    found = [(record, mentions_of(record.text, lang, record.spans, scheme)) for record in gold]
    replacer.forbid(
        (m.text_in(r.text), m.category, lang) for r, mentions in found for m in mentions
    )
    for record, mentions in found:
        text = record.text
        document = Document(record.id, text, lang)
        doc = _read(document)
        # A family name alone joins its person's full name, as the pipeline links them.
        entities = link(text, mentions, lang, doc)
        rewrite = replacer.replace(document, mentions, entities, Mode.PSEUDONYMIZE, doc)
        auditor = Auditor(document, mentions, grammar_for(lang), checksums=False)
        figures.leaks += sum(finding.certain for finding in auditor.audit(rewrite))
        readings = _readings(doc, mentions)
        for mention in mentions:
            start, end = rewrite.map_span(mention.start, mention.end)
            original, surrogate = mention.text_in(text), rewrite.text[start:end]
            reading = readings.get((mention.start, mention.end), ())
            key = (mention.category, normalize(mention.category, original), reading)
            figures.surrogates[key].add(surrogate.casefold())  # `BOCHUM` -> `LÜDINGHAUSEN`
            check = validator(mention.attrs.kind or "")
            if check is not None and check(original):
                figures.ids[0] += check(surrogate)
                figures.ids[1] += 1
            if mention.category in NAMES and lang == "pl":
                _polish(original, surrogate, figures)
            if mention.category in NAMES and lang == "cs":
                spans = ((mention.start, mention.end), (start, end))
                figures.czech_pairs.append((text, spans[0], rewrite.text, spans[1]))
    if figures.czech_pairs:
        _czech(figures)
    return figures


def _read(document: Document) -> Doc | None:
    """The document as the replacement reads the forms of its names, where its language's
    names are declined (Czech); None elsewhere."""
    model = Config().models.get(document.lang)
    components = inflector_for(document.lang).components
    if not components or model is None:
        return None
    return read(document.text, model, components)


def _readings(doc: Doc | None, mentions: list[Mention]) -> dict[tuple[int, int], tuple]:
    """The case of each word of each mention where the language's names are declined, as the
    replacement reads them; nothing elsewhere."""
    if doc is None:
        return {}
    forms = word_forms(doc, [(m.start, m.end) for m in mentions])
    return {span: tuple(f.case if f else None for f in words) for span, words in forms.items()}


def _polish(original: str, surrogate: str, figures: Figures) -> None:
    words, new = original.split(), surrogate.split()
    if len(words) != len(new):
        figures.polish[1] += len(words)
        return
    for word, replacement in zip(words, new, strict=True):
        tags = {t for r in analyse(word) if r.name_classes for t in expanded(r.tag)}
        if not tags:
            continue  # not a name word (`nad`), or one Morfeusz does not know
        figures.polish[1] += 1
        figures.polish[0] += bool(tags & {t for r in analyse(replacement) for t in expanded(r.tag)})


def _czech(figures: Figures) -> None:
    from pseudonymizer.analyze.spacy_pipeline import reader

    nlp = reader(Config().models["cs"], ("morphologizer",))
    texts = sorted(
        {text for text, _, new, _ in figures.czech_pairs}
        | {new for *_, new, _ in figures.czech_pairs}
    )
    docs = dict(zip(texts, nlp.pipe(texts), strict=True))
    for text, (start, end), new, (new_start, new_end) in figures.czech_pairs:
        before = head_morph(docs[text], start, end)
        after = head_morph(docs[new], new_start, new_end)
        if before is None or after is None or not any(before):
            continue  # an original the pipeline reads nothing of has nothing to agree with
        figures.czech[1] += 1
        figures.czech[0] += agree(before, after)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--corpus", action="append", choices=sorted(CORPORA))
    args = parser.parse_args()
    print("| corpus | leaks | consistency | ID validity | Polish tag agreement | Czech agreement |")
    print("|---|---:|---:|---:|---:|---:|")
    for name in args.corpus or CORPORA:
        print(measure(name, CORPORA[name], args.data).row(name), flush=True)
    print(f"\n(share (count) of what each figure counts; {sys.argv[0]})")


if __name__ == "__main__":
    main()
