"""Known names in documents a NER model reads: the model misses names standing alone
(`Isabel`, `Borkowski`) or in odd company (lists, headings, quotes). A capitalized word that is
a known given or family name and no ordinary word is a person, with the capitalized words right
after it (`Isabel Ortega`); a given name that is also an ordinary word (`Will`, `Rose`) counts
only with a capitalized word after it. A known place that is no ordinary word is a location
(`Uruguay`, `SEINÄJOKI` in an address block). For documents without a model the capitalization
recognizer already does this and more.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import takewhile

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.prefilter import prefiltered
from pseudonymizer.detect.registry import register
from pseudonymizer.lexicon.demonyms import nationalities
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places, site_after_place
from pseudonymizer.lexicon.regions import region_ending, region_name
from pseudonymizer.lexicon.vocabulary import function_words_only, ordinary
from pseudonymizer.model import Document, Mention
from pseudonymizer.words import UPPER

# Chat and forms often write names in lower case (`naomi ryan`): a known given name followed by a
# known family name, neither an ordinary word, is a person however it is written.
_LOWER_WORD = re.compile(r"(?<![\w-])[a-zà-ÿ]{3,}(?![\w-])")
_RUN = prefiltered(re.compile(rf"(?<![\w-])[{UPPER}][\w'’-]+(?: [{UPPER}][\w'’-]+){{0,3}}"))


@dataclass(frozen=True)
class KnownNameRecognizer:
    lang: str
    name: str = "known_names"
    score: float = 0.6

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        if analysis.doc is None:
            return
        for match in _RUN.finditer(document.text):
            asked = document.text.startswith("?", match.end())
            mention = self._in_run(match.group(), match.start(), asked)
            if mention is not None:
                yield mention
        text = document.text
        for match in _LOWER_WORD.finditer(text):
            given = match.group().title()
            if given not in given_names():
                continue  # most words: one set lookup
            following = _LOWER_WORD.match(text, match.end() + 1)
            if following is None or text[match.end()] != " ":
                continue
            family = following.group().title()
            if family in family_names() and not (
                ordinary(given, self.lang) or ordinary(family, self.lang)
            ):
                yield Mention(
                    match.start(), following.end(), Category.PERSON, self.name, self.score
                )

    def _in_run(self, run: str, offset: int, asked: bool = False) -> Mention | None:
        """The place, or the person starting at the first name, in a run of capitalized words
        (`Ask Will Smith`: the sentence's first word is no part of the name). A given name
        that is a place's name too, `asked` after (`Bethany?`, a chat asking after someone),
        is the person's: no one asks a town's name alone."""
        question = asked and run in given_names()
        if run in places(self.lang) and not ordinary(run, self.lang) and not question:
            return Mention(offset, offset + len(run), Category.LOCATION, self.name, self.score)
        words = run.split(" ")
        if region := region_ending(run, self.lang):
            # (`Carers Aid West Yorkshire`: a body's ordinary words, then its region.)
            start = offset + len(run) - len(region)
            return Mention(start, offset + len(run), Category.LOCATION, self.name, self.score)
        for end in range(len(words), 0, -1):
            # (A county or region, alone or opening a body's name, `North Yorkshire Police`:
            # a place, though `North` and `West` are family names too.)
            region = " ".join(words[:end])
            if (end > 1 or end == len(words)) and region_name(region, self.lang):
                return Mention(
                    offset, offset + len(region), Category.LOCATION, self.name, self.score
                )
        first = words[0]
        if site_after_place(words, self.lang):
            # (A site named after its place, `<town> <place> Ward`: no one's, though the
            # lists hold `Ward` and the place's name as family names.)
            return Mention(offset, offset + len(run), Category.LOCATION, self.name, self.score)
        if (
            first.isupper()
            and first.title() in places(self.lang)
            and not ordinary(first, self.lang)
        ):
            return Mention(offset, offset + len(first), Category.LOCATION, self.name, self.score)
        for i, word in enumerate(words):
            rest = len(words) - i - 1
            if word.isupper() or not (word in given_names() or word in family_names()):
                continue
            if ordinary(word, self.lang) and (
                rest == 0 or word not in given_names() or self._common(words[i + 1])
            ):
                # (`Will Smith`, `Rose Venkataraman`; not `General Infirmary`, `Rose Cottage`:
                # ordinary words both.)
                continue
            if function_words_only(word, self.lang) and (
                rest == 0 or not self._named(words[i + 1])
            ):
                # (`My Council Tax`: `My` is a given name too, but a pronoun opening ordinary
                # words; before a family name, or a given name that is no ordinary word, it
                # may be one: `Will Smith`, `My Linh`.)
                continue
            start = offset + len(" ".join(words[:i])) + (1 if i else 0)
            end = i + 1 + len(list(takewhile(self._name_word, words[i + 1 :])))
            stop = offset + len(" ".join(words[:end]))
            return Mention(start, stop, Category.PERSON, self.name, self.score)
        return None

    def _name_word(self, word: str) -> bool:
        """Whether `word`, after a name in a run, may still be the person's: a name of the
        lists, or no ordinary word. An ordinary word of no list (`Claims` of `Hargreaves
        Claims`, the short form of a firm) ends the person's name: a firm's trade follows
        its founder's, and no one is named by it."""
        listed = word in given_names() or word in family_names()
        return listed or not ordinary(word, self.lang)

    def _common(self, word: str) -> bool:
        """Whether `word` is an ordinary word of the language and no family name."""
        return ordinary(word, self.lang) and word not in family_names()

    def _named(self, word: str) -> bool:
        """Whether `word` is a known family name, or a given name that is no ordinary word
        (`Council` is one); no nationality or language, though a family name too (`My
        English is B2`)."""
        if word.casefold() in nationalities(self.lang):
            return False
        return word in family_names() or (word in given_names() and not ordinary(word, self.lang))


register(lambda language: KnownNameRecognizer(language.code), 140)
