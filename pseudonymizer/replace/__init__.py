"""Replacement: turn decided mentions into edits of the text in one of three modes."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING

from pseudonymizer.analyze.morphology import read, word_forms
from pseudonymizer.categories import Category
from pseudonymizer.choices import AgeStyle, Mode
from pseudonymizer.config import Config
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.substitutes import given_gender
from pseudonymizer.model import Document, Entity, Mention, Rewrite, apply_edits
from pseudonymizer.replace.ledger import Ledger
from pseudonymizer.replace.pseudonymize import barred, pseudonymize_edits
from pseudonymizer.replace.readback import ReadBack
from pseudonymizer.replace.remove import remove_edits
from pseudonymizer.replace.surrogates import FakerSurrogates, SurrogateGenerator
from pseudonymizer.replace.tag import tag_edits
from pseudonymizer.replace.timeline import anchor_of, whole_of
from pseudonymizer.words import whole_words

if TYPE_CHECKING:
    from spacy.tokens import Doc

# The categories whose surrogates are declined like the original (a place in an organization).
DECLINED = (Category.PERSON, Category.LOCATION, Category.ORGANIZATION, Category.OTHER)


class Replacer:
    def __init__(self, config: Config, surrogates: SurrogateGenerator | None = None) -> None:
        self.config = config
        self.surrogates = surrogates or FakerSurrogates(
            ages=config.ages, valid_ids=config.valid_ids
        )
        # Finds the corpus's private strings, where they are known before replacing.
        self.forbidden: re.Pattern[str] | None = None

    def forbid(self, originals: Iterable[tuple[str, Category, str]]) -> None:
        """No surrogate may spell one of `originals` (text, category, language), the private
        strings of the whole corpus (and the family names inside them, see `barred`): known in
        advance, they keep an entity's surrogate from having to change in a later document
        that names something else by it."""
        self.forbidden = whole_words(barred(originals), ignore_case=True)  # `OSTRAVA`

    def replace(
        self,
        document: Document,
        mentions: list[Mention],
        entities: list[Entity],
        mode: Mode,
        doc: Doc | None = None,
        ledger: Ledger | None = None,
    ) -> Rewrite:
        """Rewrite `document`: every mention is replaced unless it was decided public. `doc`
        is the document as the language's pipeline read it with the components its inflector
        needs, where the caller has that reading; without it, the replacement reads the
        document itself where it has names to decline. Surrogates are drawn against `ledger`,
        what the scope of uniqueness gave out before, and written to it (None: the document's
        alone)."""
        replaced = [mention for mention in mentions if mention.decision.replaced]
        if mode is Mode.REMOVE:
            edits = remove_edits(document.text, replaced)
        elif mode is Mode.TAG:
            vocabulary = self.config.tag_vocabulary(document.lang)
            gender = partial(given_gender, get_language(document.lang).names_locale)
            edits = tag_edits(
                document.text, replaced, entities, vocabulary, self.config.numbered, gender
            )
        else:
            if ledger is None:
                ledger = Ledger()
            # Five-year spans generalize: two ages of one span rightly share it.
            span = self.config.ages is AgeStyle.SPAN
            shared = frozenset({Category.AGE}) if span else frozenset()
            doc = self._read(document, replaced, doc)
            spans = [(m.start, m.end) for m in replaced if m.category in DECLINED]
            forms = word_forms(doc, spans) if doc is not None else {}
            read_back = None
            if doc is not None and self.config.read_back:
                read_back = ReadBack(doc, self.config.models[document.lang])
            edits = pseudonymize_edits(
                document,
                replaced,
                entities,
                self._timed(document),
                ledger,
                shared,
                forms,
                read_back,
                self.forbidden,
            )
        return apply_edits(document.text, edits)

    def _timed(self, document: Document) -> SurrogateGenerator:
        """The generator with `document`'s timeline: its own shift, or the corpus's (by
        `Config.date_shift`); a part of a long document has its whole document's."""
        anchor, whole = anchor_of(document.id, document.meta, self.config.date_shift)
        if whole is None:
            whole = whole_of(document.id, document.text, document.lang)
        return self.surrogates.for_document(anchor, whole[1], whole[2])

    def _read(self, document: Document, mentions: list[Mention], doc: Doc | None) -> Doc | None:
        """The document as the language's pipeline reads the forms of its words, where its
        inflector needs them (Czech): `doc` where the caller read it so, else a reading of its
        own where the document has names to decline; None elsewhere, or where the pipeline
        is not configured."""
        model = self.config.models.get(document.lang)
        components = inflector_for(document.lang).components
        if not components or model is None:
            return None
        if doc is not None:
            return doc
        if not any(m.category in DECLINED for m in mentions):
            return None
        return read(document.text, model, components)
