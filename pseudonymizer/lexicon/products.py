"""Where a maker and its model stand in a text (`Toyota Corolla Hybrid`, `Kia EV6 GT-Line`,
`Viessmann Vitocal`): a product sold to thousands, which names no one, whichever recognizer
read it as a person, a place or a firm, and no audit's suspect. A surrogate put in its
place reads as nonsense (`Helena AGNES Johansson` for a car). What identifies a car, its
plate or VIN, is no model's: the word that introduces it (`registration`, `SPZ`) ends the
model, and a number longer than a model's (`YV1DZ8256C2271234`) is none.

A maker is one of `lexicon/makers.py`; its model, the words right after it on its line:
codes of letters and digits (`XC60`, `S22`, `L2H1`, `2.0`), acronyms (`TDI`, `GT-Line`) and
capitalized words (`Corolla`, `Tarmac`). A given or family name is a model's word only right
after the maker and before no other name (`Škoda Octavia`, `Volkswagen Polo`; not `Volvo Jan
Novák`), and never a family name after a maker named like a person (`Ford Smith` is one).
In a language that capitalizes its nouns an ordinary word is none (`Volvo Kennzeichen`), nor
is a town of the language's country (`Hyundai Leeds`: a dealer's branch, whose town is a
place). The evidence a maker needs grows with what else its word may be:
- named like a person or a place, or as short as initials (`Ford`, `Bosch`, `BMW`): a model
  or a noun of its products after it (`Bosch drill`), never alone (`Ford` may be a person);
- called like a person (`Gordon`, `Cole`) or as short as initials: a model of codes or
  ordinary English words (`BMW X5`), since `Gordon Blakeley` and `Bogdan Wilczek` are
  persons; not so a make of vehicles of initials (`VW Passat`);
- a word of the tables (`Alpine`, `Seat`, `Specialized`): a model with a word no table
  holds or a code of letters and digits (`Seat Ibiza`, `Specialized Tarmac SL7`, not
  `Alpine Road`).
A model a text names without its make (`Qashqai`, `Octavii`, Hungarian `Passatját`) is a
product too, where its word is no name, town nor ordinary word; where it is one (`Fiesta`,
`Polo`, `Octavia`) only with a car in sight (`courtesy car`, `kdo řídí`) or its make named
in the text, and never before a family name (`Octavia Hrušková`). A maker of ordinary words
before capitalized words no table holds and a noun of its products is the model's maker
(`Omega De Ville watch`).
No maker is one after a title or a given name (`Mr Ford`, `Anna Porsche`), nor, where the
family name comes first, before a given name (Hungarian `Porsche Anna`): there it is a
person's name; and a maker's word inside a longer name is that name's (`Transparency
International`).
"""

from __future__ import annotations

import re

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.brands import word_forms
from pseudonymizer.lexicon.makers import (
    maker_at,
    model_make,
    product_noun,
    trim_words,
    vehicle_make,
    vehicle_word,
)
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import own_towns
from pseudonymizer.lexicon.titles import title_words
from pseudonymizer.lexicon.vocabulary import common_lower, ordinary, stop_words

# A word of a model: letters, digits, `+`, joined by dots or hyphens inside (`ID.4`, `GT-Line`).
_TOKEN = re.compile(r"\w(?:[\w+]|[.-](?=\w))*")
# Model words after a maker at most (`Golf Variant 2.0 TDI Highline`), and how far before a
# mention its maker may stand.
_MODEL_WORDS = 5
_REACH = 80
# The longest code of a model (`XC60`, `L2H1`, `320d`) and an acronym of one (`TDI`).
_CODE = 8
_ACRONYM = 5
# The most digits of a model's number (`911`, `2.0`): a longer one is someone's number.
_NUMBER = 4
# The inflections of the languages that decline a maker's name (`Škodou`, `Toyotą`).
_DECLINING = frozenset({"czech", "polish"})
# The most letters of a maker as short as someone's initials (`IFA`, `BMW`).
_SHORT = 3


def product_around(text: str, position: int, lang: str) -> tuple[int, int] | None:
    """The maker and model whose words `position` is the start of one of (`XC60` of `Volvo
    XC60`, or `Volvo` itself), as their start and end; None where it is in none."""
    line_start = max(text.rfind("\n", 0, position) + 1, position - _REACH)
    tokens = [m.start() for m in _TOKEN.finditer(text, line_start, position + 1)]
    for start in [start for start in tokens if start <= position][-(_MODEL_WORDS + 1) :]:
        end = product_end(text, start, lang)
        if end is not None and end > position:
            return start, end
    return None


def product_end(text: str, start: int, lang: str) -> int | None:
    """The end of a maker and its model's words from `start`; None where no maker opens
    there, where a title or given name stands before it (after it, where the family name
    comes first: Hungarian `Porsche Anna`), or where a named maker, or one of
    ordinary words, has no model nor a product's noun after it (`Bosch drill`); the model of
    a maker of ordinary words has none either (`Seat Ibiza`, not `Alpine Road`)."""
    found = maker_at(text, start, len(text), get_language(lang).inflection in _DECLINING, lang=lang)
    if found is None:
        found = _unlisted_maker(text, start, lang)
    alone = None
    if found is None:
        found = alone = _model_alone(text, start, lang)
    if found is None or _person_before(text, start, lang):
        return None
    end, named = found
    # (A maker called like a person, `Gordon`, `Cole`, before a family name no list holds is
    # that person, and one as short as initials, `IFA`, may be a person's too: their model's
    # words are codes or ordinary words, `Ford Focus`, `BMW X5`.)
    # (A make of vehicles as short as initials is one before its model: `VW Passat`.)
    words = _TOKEN.findall(text, start, end)
    short = sum(map(len, words)) <= _SHORT and not vehicle_make(text[start:end])
    strict = any(word in given_names() for word in words) or short
    if get_language(lang).family_name_first:
        following = _next_token(text, end)
        if following is not None and following.group() in given_names():
            return None  # (Hungarian `Viessmann Péter`: a family name, then the given name)
    # (A maker of ordinary words, `Alpine`, `Seat`, opens street names too: `Alpine Road`.)
    # (A model alone has had its evidence: `_model_alone`.)
    # (A make of cars the language writes as a word for its car, Swedish `volvo`, is no
    # ordinary word: only English's say so, `Seat`.)
    vehicle = vehicle_make(text[start:end])
    plain = (
        not named
        and alone is None
        and all(_common(word, "en" if vehicle else lang) for word in words)
    )
    maker_end, models, evidence = end, 0, False
    while models < _MODEL_WORDS:
        token = _next_token(text, end)
        if token is None or not _model_word(text, token, lang, named, models == 0):
            break
        word = token.group()
        if _plate(text, token):
            break  # (`Octavia 1AB 2345`: the car's plate, replaced apart)
        if strict and not _code(word) and not _plain_word(word) and word not in trim_words():
            break
        # (A model's code, `SL7`, or a word no table holds, `Ibiza`.)
        evidence |= _lettered_code(word) or not _ordinary_anywhere(word, lang)
        end, models = token.end(), models + 1
    if plain and not evidence:
        end, models = maker_end, 0  # (`Alpine Road`, but `Specialized Tarmac SL7`)
    if plain and not models:
        end = _named_model_before_noun(text, end, lang)  # (`Omega De Ville watch`)
    if (named or plain) and not models:
        noun = _next_token(text, end)
        before = _WORD_BEFORE.search(text, max(0, start - 30), start)
        if not (noun is not None and product_noun(noun.group())) and not (
            before is not None and before.group(1).islower() and product_noun(before.group(1))
        ):
            return None  # (`Bosch drill`, `kotel Vaillant`, `Vaillant Therme`)
    return end


def _unlisted_maker(text: str, start: int, lang: str) -> tuple[int, bool] | None:
    """The end of a maker no list holds at `start`, as a named one's: a capitalized word
    that is no name, town nor ordinary word, before what a house is fitted with
    (`Reflectix foil`, `Protherm boiler`); None where there is none."""
    token = _TOKEN.match(text, start)
    if token is None or (start and (text[start - 1].isalnum() or text[start - 1] in "-.")):
        return None
    word = token.group()
    if not word[:1].isupper() or not word.isalpha() or len(word) <= _SHORT:
        return None
    # (The noun first: it is rare, and the word tables it spares are large to load.)
    noun = _next_token(text, token.end())
    if noun is None or not product_noun(noun.group(), fitted=True):
        return None
    if _name(word) or word in own_towns(lang) or _ordinary_anywhere(word, lang):
        return None
    return token.end(), True


def _named_model_before_noun(text: str, end: int, lang: str) -> int:
    """The end of the capitalized words after a maker of ordinary words at `end` where a
    noun of its products follows them (`Omega De Ville watch`: a model of a name's words,
    which the evidence of the noun after it makes the model's), none a word of the tables
    (`Alpine Road car park` is a street's); `end` where none do."""
    stop, words = end, 0
    token = _next_token(text, end)
    while (
        token is not None
        and words < _NAMED_MODEL
        and token.group()[:1].isupper()
        and not _common(token.group(), lang)
    ):
        stop, words = token.end(), words + 1
        token = _next_token(text, stop)
    return stop if words and token is not None and product_noun(token.group()) else end


# The most words of a model named with a name's words (`De Ville`).
_NAMED_MODEL = 2


def _model_alone(text: str, start: int, lang: str) -> tuple[int, bool] | None:
    """The end of a model a text names without its make at `start` (`Qashqai`, Czech
    `Octavii`, Hungarian `Passatját`), as a maker's that is no named one; None where there is
    none. A model that is a name, a town or an ordinary word too (`Fiesta`, `Polo`,
    `Octavia`) is one only where the text names its make too (`Volkswagen` before `Polo`),
    or a word of a vehicle or of driving one stands near (`courtesy car`, `kdo řídí`)."""
    token = _TOKEN.match(text, start)
    if token is None or (start and (text[start - 1].isalnum() or text[start - 1] in "-.")):
        return None
    word = token.group()
    if not word[:1].isupper():
        return None
    forms = {word} | word_forms(word, lang)
    if get_language(lang).inflection in _DECLINING:
        forms |= {word[: -len(e)] + v for e in _CASE_ENDINGS if word.endswith(e) for v in ("", "a")}
    model = next((form for form in sorted(forms, key=len, reverse=True) if model_make(form)), None)
    if model is None:
        return None
    following = _next_token(text, token.end())
    if following is not None and _name(following.group()):
        return None  # (`Octavia Nováková` is a woman, whatever car the text names)
    if _name(model) or model in own_towns(lang) or _ordinary_anywhere(model, lang):
        make = re.compile(rf"(?<!\w){re.escape(model_make(model) or '')}(?!\w)")
        if make.search(text) is None and not _vehicle_near(text, start, token.end()):
            return None
    return token.end(), False


# The case endings of a model's name in the languages that decline it (`Octavii`, `Fiestą`).
_CASE_ENDINGS = ("ou", "em", "ii", "i", "u", "y", "e", "ą", "ę", "ie", "a")
# How far a word of a vehicle may stand from a model alone: its sentence or the line before.
_VEHICLE_REACH = 80


def _vehicle_near(text: str, start: int, end: int) -> bool:
    """Whether a word of a vehicle or of driving one stands within reach of `text[start:end]`."""
    low, high = max(0, start - _VEHICLE_REACH), min(len(text), end + _VEHICLE_REACH)
    return any(vehicle_word(m.group()) for m in re.finditer(r"[^\W\d_]+", text[low:high]))


def _plate(text: str, token: re.Match[str]) -> bool:
    """Whether `token` opens a licence plate of a digit and letters, then a number (Czech
    `1AB 2345`), no model's code (`2.0`, `i30`, `320d`)."""
    word = token.group()
    if not (word[:1].isdigit() and word[1:2].isalpha()):
        return False
    number = _next_token(text, token.end())
    return number is not None and number.group().isdigit() and len(number.group()) >= _NUMBER - 1


def _common(word: str, lang: str) -> bool:
    """Whether `word` is a word of the tables of `lang` or of English (`International`)."""
    return word.lower() in common_lower(lang) or word.lower() in common_lower("en")


def _lettered_code(word: str) -> bool:
    """Whether `word` is a code of letters and digits (`SL7`), no house number (`5`)."""
    return any(char.isdigit() for char in word) and any(char.isalpha() for char in word)


def _code(word: str) -> bool:
    """Whether `word` is a model's code or acronym (`XC60`, `TDI`, `GT-Line`), no word."""
    return any(char.isdigit() for char in word) or _acronym(word)


def _acronym(word: str) -> bool:
    """Whether `word` is a short acronym (`TDI`) or opens with one (`GT-Line`)."""
    if word.isupper() and len(word) <= _ACRONYM:
        return True
    head, _, tail = word.partition("-")
    return head.isupper() and len(head) <= _ACRONYM and tail[:1].isupper() and tail.isalpha()


def _ordinary_anywhere(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary word of `lang` or of English, which names the models
    of every language's text (`Focus`, `Transit`)."""
    return ordinary(word, lang) or ordinary(word, "en")


def _plain_word(word: str) -> bool:
    """Whether `word` is an ordinary word of English, the language of models (`Focus`,
    `Transit`), and no name of the lists: a word of the text's own language may be a
    family name no list holds (Polish `Wilczek`, a wolf cub)."""
    return ordinary(word, "en") and not _name(word)


def _next_token(text: str, end: int) -> re.Match[str] | None:
    """The word after `end` past spaces on its line, None where none follows so."""
    gap = re.match(r"[ \u00a0]+", text[end:])
    return None if gap is None else _TOKEN.match(text, end + gap.end())


def _model_word(text: str, token: re.Match[str], lang: str, named: bool, first: bool) -> bool:
    """Whether `token` can be a model's word after a maker (see the module's docstring):
    `named`, the maker is named like a person; `first`, right after it."""
    word = token.group()
    if any(char.isdigit() for char in word):
        return len(word) <= _CODE if any(char.isalpha() for char in word) else len(word) <= _NUMBER
    if not word[0].isupper():
        return False
    if _acronym(word) or (not first and word in trim_words()):
        return True  # (`TDI`; `Combi` of `Octavia Combi`, a name of the lists too)
    if not word.replace("-", "").isalpha():
        return False
    if get_language(lang).nouns_capitalized and ordinary(word, lang):
        return False
    if word in own_towns(lang):
        return False  # (`Toyota Leeds`: the dealer's branch, whose town is a place)
    if word in family_names() or word in given_names():
        # (`Škoda Octavia`, `Volkswagen Polo`; not `Ford Smith`, nor `Volvo Jan Novák`.)
        following = _next_token(text, token.end())
        name_follows = (
            following is not None
            and _name(following.group())
            and following.group() not in trim_words()
        )
        if named and word in family_names():
            return False
        return first and not name_follows
    return True


def _name(word: str) -> bool:
    return word in given_names() or word in family_names()


_WORD_BEFORE = re.compile(r"([^\W\d_]+)\.?[ \u00a0]+\Z")


def _person_before(text: str, start: int, lang: str) -> bool:
    """Whether a title or a given name stands right before `start` (`Mr Ford`, `Anna
    Porsche`): the maker's word is a person's name there."""
    before = _WORD_BEFORE.search(text, max(0, start - 30), start)
    if before is None:
        return False
    word = before.group(1)
    if word.casefold() in title_words(lang):
        return True
    return word in given_names() and word.lower() not in stop_words(lang)  # (not `My`)
