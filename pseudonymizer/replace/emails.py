"""E-mail surrogates: the same shape, and the person's surrogate where the address spells them.

Each word of the local part becomes a word of the same length and case, each number a number of
the same length, the punctuation stays (`jan.novak84@` -> `kpw.zrelt19@`); but a word that is
a replaced person's name becomes that person's surrogate (`jan.kowalski@` -> `piotr.nowak@`
where Jan Kowalski became Piotr Nowak), so the address still belongs to its owner in the
pseudonymized text. In the domain every label but the top-level one and a second-level label
under a country's (`co.uk`, `com.pl`) is replaced the same way, a town of the language's
countries by another town (`stadtwerke-rosenheim.de` -> `stadtwerke-kleve.de`), a family
name run together with its trade by another (`dvorakstavby.cz` -> `krizstavby.cz`); a public
mail provider's domain (`gmx.de`, `wp.pl`, `seznam.cz`, `bredband2.com`) is kept whole, as it
names no one. A word no list reads becomes a made-up word one can pronounce, never a run of
consonants; seeded part by part with the key (`PartRandom`), each part of an address reads
the same in every address of the corpus.

A word of the address that names someone the text never names otherwise (`katarzyna.bielecka@`,
a chat's `@jirka_griluje`) is a name all the same: where the document's language is known it
becomes a name of the language's lists, a given name for a given name or nickname, a family
name for a family name or for the unknown word after a given name (`chris.alderton`), so the
address still reads as someone's; an ordinary word of the language stays as it is
(`@michal.na.rowerze`, `northern_lass_84`), since it names no one, and so does one written
without its diacritics (`zarzad@`, `kundtjanst@`) or of English (`info@`, `service@`).
Without the language every such word becomes a made-up word of its length.
"""

from __future__ import annotations

import random
import re
import string
import unicodedata
from collections.abc import Callable, Mapping
from functools import cache

from pseudonymizer.casing import cased_like
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.address_words import address_word, folded
from pseudonymizer.lexicon.mail_providers import mail_provider
from pseudonymizer.lexicon.names import family_names, given_names, name_spellings, plain_letters
from pseudonymizer.lexicon.nicknames import name_gender, nickname_reading
from pseudonymizer.lexicon.places import main_places, own_towns
from pseudonymizer.lexicon.substitutes import Gender
from pseudonymizer.lexicon.substitutes import family_names as local_family_names
from pseudonymizer.lexicon.substitutes import given_names as local_given_names
from pseudonymizer.lexicon.titles import kinship_word
from pseudonymizer.lexicon.vocabulary import ordinary, stop_words
from pseudonymizer.replace.places import local_towns, real_towns

PIECE = re.compile(r"[^\W\d_]+|\d+")
# A second-level label a country's registry gives out under (`co.uk`, `com.pl`, `org.hu`).
_SECOND_LEVEL = re.compile(r"(?i)co|com|org|net|ac|gov|edu|ltd|plc|sch|nhs|me")
# Letters NFKD does not take apart.
_ASCII = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss"})


# German addresses write umlauts as two letters (`Kröger` -> `kroeger`).
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def ascii_word(word: str) -> str:
    """`word` as an address writes it: `Dvořák` -> `dvorak`, `Łukasz` -> `lukasz`."""
    decomposed = unicodedata.normalize("NFKD", word.translate(_ASCII))
    return "".join(char for char in decomposed if char.isascii() and char.isalnum()).lower()


def address_forms(word: str) -> set[str]:
    """Every way an address may write `word`: `Kröger` -> `kroger`, `kroeger`."""
    return {ascii_word(word), ascii_word(word.translate(_UMLAUTS))} - {""}


# Where a part of an address is seeded: by the part as an address writes it, so the same part
# gets the same surrogate in every address of the corpus (`stadtwerke-lindenfeld.de` and
# `info@lindenfeld.de`); without it, every part is drawn from the address's own random source.
PartRandom = Callable[[str], random.Random]


def email_surrogate(
    original: str,
    names: Mapping[str, str],
    rng: random.Random,
    lang: str | None = None,
    part_rng: PartRandom | None = None,
) -> str | None:
    """A surrogate address; `names` maps each replaced name word (as `ascii_word` writes it)
    to its surrogate's; with `lang`, the document's language, the other words that are names
    become names and its ordinary words stay, in the local part and the domain alike.
    None when `original` has no `@`."""
    local, at, domain = original.rpartition("@")
    if not at or not local or "." not in domain:
        return None
    draw = part_rng or (lambda _part: rng)
    new_local = spelled_like(local, names, rng, lang, address=True, part_rng=draw)
    if mail_provider(domain):
        return f"{new_local}@{domain}"
    labels = domain.split(".")
    kept = 2 if len(labels) > 2 and _SECOND_LEVEL.fullmatch(labels[-2]) else 1
    new_labels = [_domain_label(label, names, draw, lang) for label in labels[:-kept]]
    return f"{new_local}@{'.'.join([*new_labels, *labels[-kept:]])}"


def _domain_label(label: str, names: Mapping[str, str], draw: PartRandom, lang: str | None) -> str:
    """A label of an address's domain, word by word: a replaced person's name their
    surrogate's, and with `lang` an ordinary word of the language or English kept
    (`stadtwerke-`), a town a town (`rosenheim` -> `kleve`), a name a name, two run
    together each as it reads (`novakstavby` -> `dvorakstavby`); a pronounceable word of its
    length for the rest. A company's or a town's domain names it as its name does, so a
    town of the language's countries is read as one before an ordinary word it also spells
    (`radom`, `szeged`)."""

    def word(match: re.Match[str]) -> str:
        piece = match.group()
        rng = draw(ascii_word(piece))
        if piece.isdigit() or lang is None or ascii_word(piece) in names:
            return piece_like(piece, names, rng)
        reading = ("place", "") if _own_town(piece, lang) else _reading(piece, lang, None)
        drawn = None
        if reading is not None:
            drawn = _drawn(piece, lang, rng, reading)
        else:
            drawn = _run_together(piece, names, rng, lang, draw)
        return drawn if drawn is not None else piece_like(piece, names, rng)

    return PIECE.sub(word, label)


# A run of words joined by hyphens, as a double-barrelled name is written in an address
# (`f.oberhauser-lenz@`), or a number.
_RUN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*|\d+")
# The most hyphen-joined words of one name (`adeyemi-ross`, `garcia-lopez-rivera`).
_NAME_PIECES = 3


def _joined_name(
    run: str, found: list[re.Match[str]], index: int, names: Mapping[str, str]
) -> tuple[int, int] | None:
    """Where a double-barrelled name of `names` that opens at piece `index` of `run` ends: the
    index of the piece after it and its end in `run`; None for none."""
    for count in range(min(_NAME_PIECES, len(found) - index), 1, -1):
        end = found[index + count - 1].end()
        if _key(run, found[index].start(), end) in names:
            return index + count, end
    return None


def _key(run: str, start: int, end: int) -> str:
    return ascii_word(run[start:end])


def spelled_like(
    text: str,
    names: Mapping[str, str],
    rng: random.Random,
    lang: str | None = None,
    *,
    address: bool = False,
    part_rng: PartRandom | None = None,
) -> str:
    """`text` (an address's local part, a user name) with each run of words or number
    replaced: a replaced person's name by their surrogate's, and with `lang` another name by
    a drawn one and an ordinary word kept, as the module's docstring says; letters and digits
    of the same shape for the rest. Only in an `address` is an unknown word after a given
    name a family name: a user name goes on with any word (`@jirka_griluje`, grills).
    With `part_rng`, each word is drawn from its own keyed source (`PartRandom`)."""
    draw = part_rng or (lambda _part: rng)
    out, position = [], 0
    given: str | None = None  # the gender (or "") of a given name just before
    kin = False  # whether a kinship's word just before (`babcia` of `babcia.Genia`)
    for match in _RUN.finditer(text):
        run = match.group()
        out.append(text[position : match.start()])
        position = match.end()
        surrogate = names.get(ascii_word(run)) if "-" in run else None
        if surrogate is not None:
            out.append(cased_like(run, surrogate, capitalize=True))
            given = None
            continue
        pieces, inner = [], 0
        found = _pieces(run, names, lang)
        index = 0
        while index < len(found):
            piece = found[index]
            pieces.append(run[inner : piece.start()])  # a hyphen between two words
            joined = _joined_name(run, found, index, names)
            if joined is not None:  # `adeyemi-ross` of `daniel-adeyemi-ross`: one family name
                index, inner = joined
                pieces.append(
                    cased_like(
                        run[piece.start() : inner],
                        names[_key(run, piece.start(), inner)],
                        capitalize=True,
                    )
                )
                given = None
                continue
            index += 1
            inner = piece.end()
            word = piece.group()
            word_rng = draw(ascii_word(word))
            reading = None
            if lang is not None and not word.isdigit():
                reading = _reading(word, lang, given, address)
                if kin and word[:1].isupper() and (reading is None or reading[0] == "ordinary"):
                    # (`babcia.Genia`, `ciocia.Hela`: what the family calls her, then her
                    # name, which no list holds or which spells a word too; drawn as letters
                    # it read `babcia.Lafig`, kept as a word it stayed.)
                    reading = ("given", name_gender(word, get_language(lang)) or "")
                kin = kinship_word(word, lang)
            drawn = None
            if reading is not None and ascii_word(word) not in names:
                shortened = _shortened_name(word, names) if reading[0] == "given" else None
                drawn = (
                    cased_like(word, shortened, capitalize=True)
                    if shortened is not None
                    else _drawn(word, lang or "", word_rng, reading)
                )
            elif reading is None and lang is not None and not word.isdigit():
                drawn = _run_together(word, names, word_rng, lang, part_rng)
            pieces.append(drawn if drawn is not None else piece_like(word, names, word_rng))
            given = reading[1] if reading is not None and reading[0] == "given" else None
            if ascii_word(word) in names and lang is not None and given is None:
                given = "" if _given(word, lang) else None
            if address and given is None and len(word) == 1 and word.isalpha():
                # (`g.trautvetter@`: a word after an initial is a family name, though its
                # halves are ordinary words, `traut` and `vetter`, which kept it whole.)
                given = ""
        out.append("".join(pieces))
    return "".join(out) + text[position:]


def _shortened_name(word: str, names: Mapping[str, str]) -> str | None:
    """The surrogate of the replaced name `word` shortens (`jess` of `Jessica`, `dan` of
    `Daniel`), as its owner's address writes their given name: the person's own surrogate,
    where a name drawn for the short form made someone else of them (`david.chamberlain@` for
    Jessica Chamberlain). None where no replaced name begins so."""
    spelled = ascii_word(word)
    if len(spelled) < _NAME_LETTERS:
        return None
    found = (key for key in names if len(key) > len(spelled) and key.startswith(spelled))
    key = next(found, None)
    return None if key is None else names[key]


# The language whose ordinary words every address writes (`info`, `service`, `office`).
_ENGLISH = "en"
# The words of one letter that are a phrase's between others (`in_a_van`), no initial.
_ONE_LETTER_WORDS = frozenset({"a", "i"})
# The fewest letters a word of an address has to be read as a name (`jo`, `al` are not).
_NAME_LETTERS = 3
# The words of a user name written in camel case (`CarrieB`, `OldGreyCat`, `XMLFan`): a word
# opening with one capital, a run of capitals before such a word or at the end, a number.
_CAMEL = re.compile(r"\d+|[^\W\d_a-z]?[^\W\d_A-Z]+|[^\W\d_a-z]+(?![^\W\d_A-Z])")


def _pieces(run: str, names: Mapping[str, str], lang: str | None) -> list[re.Match[str]]:
    """The words and numbers of `run`; a word no list reads and no replaced name spells,
    written in camel case (`CarrieB`), as its camel-case words (`Carrie`, `B`), each read on
    its own, so that the name inside is drawn as a name and each capital stays where it was."""
    found: list[re.Match[str]] = []
    for piece in PIECE.finditer(run):
        word = piece.group()
        whole = ascii_word(word) in names or word.islower() or word.isupper() or word.isdigit()
        if not whole and lang is not None:
            whole = _reading(word, lang, None) is not None
        found.extend([piece] if whole else _CAMEL.finditer(run, piece.start(), piece.end()))
    return found


def _reading(
    word: str, lang: str, given: str | None, address: bool = False
) -> tuple[str, str] | None:
    """How a word of an address reads as a name: (`given` or `family`, its gender `m`, `f`
    or ""), `ordinary` for an ordinary word of `lang`, None for a word of neither (letters
    of its shape). The language's own lists and nickname table are trusted over an ordinary
    reading (`tomek`, a volume, is Tomasz's nickname); every locale's names only where the
    word is no ordinary word and has four letters or more (`Doc` is a given name somewhere);
    in an `address`, an unknown word after a given name (`given` its gender) is a family
    name (`chris.alderton`). An ordinary word written without its diacritics (`zarzad`),
    or of English, as addresses are written everywhere (`info`, `service`), is ordinary
    where no name or town reads it."""
    spelled = ascii_word(word)
    if len(spelled) < _NAME_LETTERS or spelled in stop_words(lang):
        # (A function word in lower case, `a` and `in` of `Mags_in_a_Van`, is the phrase's:
        # drawn as letters it read `Mags_in_g_Van`.)
        function = (
            word.islower()
            and spelled in stop_words(lang)
            and (len(word) > 1 or word in _ONE_LETTER_WORDS)
        )
        return ("ordinary", "") if ordinary(word, lang) or function else None
    if kinship_word(word, lang):
        # (`Wujek_Staszek`: the uncle a family calls so, though a family name `Wujek` is
        # listed too; drawn as one it read `Burzawa_Konrad`.)
        return ("ordinary", "")
    locale = get_language(lang).names_locale
    local_family = spelled in _plain(local_family_names, locale)
    local_given = spelled in _plain(local_given_names, locale)
    nickname = nickname_reading(lang, word) is not None
    ordinary_word = ordinary(word, lang)
    known = len(spelled) > _NAME_LETTERS and spelled in name_spellings() and not ordinary_word
    family = local_family or (known and spelled in _plain_family())
    if given is not None and family:
        return ("family", given)
    if local_given or nickname or (known and spelled in _plain_given()):
        return ("given", name_gender(word, get_language(lang)) or "")
    if local_family or known:
        return ("family", "")
    if word[:1].isupper() and word in own_towns(lang):
        # (`Vasek_Jihlava82`: a town of the language's country, capitalized as a name is,
        # though its lemma table lists the town in lower case too.)
        return ("place", "")
    if ordinary_word:
        return ("ordinary", "")
    if _town(word, lang):
        return ("place", "")
    if address_word(word, lang) or address_word(word, _ENGLISH):
        return ("ordinary", "")
    return ("family", given) if given is not None and address else None


def _town(word: str, lang: str) -> bool:
    """Whether `word` of an address or a user name is a town's name (`swindon`, `Leeds`,
    `vasteras` for Västerås), which only a town keeps its reading as: letters of its shape
    are no one's place."""
    written = word[:1].upper() + word[1:].lower()
    return written in main_places(lang) or folded(word) in _folded_towns(lang)


# The fewest letters of a town's name read without its diacritics: a short one (`Ede`, `Ore`)
# is as likely a word's start.
_FOLDED_TOWN = 4


def _own_town(word: str, lang: str) -> bool:
    """Whether `word`, as an address writes it, is a town of the language's own countries."""
    spelled = folded(word)
    return spelled not in stop_words(lang) and spelled in _own_towns(lang)


@cache
def _own_towns(lang: str) -> frozenset[str]:
    towns = real_towns(get_language(lang).town_countries, lang) + _faker_towns(lang)
    return frozenset(town for town in map(folded, towns) if len(town) >= _FOLDED_TOWN)


@cache
def _faker_towns(lang: str) -> tuple[str, ...]:
    """The towns of the language's Faker locales: where the language declines its towns, no
    GeoNames list stands in (`Language.town_countries`), and an address writes a town
    undeclined."""
    locales = get_language(lang).names_locale.split("+")
    return tuple(sorted(town for locale in locales for town in local_towns(locale)))


@cache
def _folded_towns(lang: str) -> frozenset[str]:
    """The towns of `main_places` as an address writes them, without diacritics."""
    return frozenset(town for town in map(folded, main_places(lang)) if len(town) >= _FOLDED_TOWN)


# What joins a name to the word after it in a compound (`lindqvistsbygg`: Lindqvist's building).
_LINKS = ("", "s")


def _run_together(
    word: str,
    names: Mapping[str, str],
    rng: random.Random,
    lang: str,
    part_rng: PartRandom | None = None,
) -> str | None:
    """`word` read as two words run together (`gardenergeoff`, `annasmith`, `novakstavby`,
    `lindqvistsbygg` with its linking `s`), each replaced as it reads, an ordinary word
    kept; None where no split reads so. A user name is mostly written so, a company's
    domain too, and letters of its shape read as no one's name. With `part_rng`, each word
    is drawn from its own keyed source."""
    for cut in range(_NAME_LETTERS, len(word) - _NAME_LETTERS + 1):
        for link in _LINKS:
            split = _split(word, cut, link, names, lang)
            if split is None:
                continue
            parts = []
            for part, reading in split:
                replaced = names.get(ascii_word(part)) if reading == ("name", "") else None
                if replaced is not None:
                    parts.append(cased_like(part, ascii_word(replaced), capitalize=True))
                    continue
                draw = part_rng(ascii_word(part)) if part_rng is not None else rng
                parts.append(_drawn(part, lang, draw, reading) or part)
            return link.join(parts)
    return None


def _split(
    word: str, cut: int, link: str, names: Mapping[str, str], lang: str
) -> list[tuple[str, tuple[str, str]]] | None:
    """`word` cut at `cut` into two words joined by `link`, with each one's reading (a
    replaced name's `("name", "")`); None where one reads as nothing. A linking letter only
    follows a name or a town: `bygg` after `lindqvists`, not inside an ordinary word."""
    first, second = word[:cut], word[cut + len(link) :]
    if word[cut : cut + len(link)] != link or len(second) < _NAME_LETTERS:
        return None
    readings = [
        ("name", "") if ascii_word(part) in names else _reading(part, lang, None)
        for part in (first, second)
    ]
    if readings[0] is None or readings[1] is None:
        return None
    if link and readings[0][0] == "ordinary":
        return None
    return [(first, readings[0]), (second, readings[1])]


def _given(word: str, lang: str) -> bool:
    """Whether `word` of an address, a replaced person's, is a given name."""
    reading = _reading(word, lang, None)
    return reading is not None and reading[0] == "given"


def _drawn(word: str, lang: str, rng: random.Random, reading: tuple[str, str]) -> str | None:
    """`word` itself for an ordinary word, else a name of the language's lists of the
    reading's kind and gender (a man's where none tells), as an address writes it, in
    `word`'s case."""
    kind, gender = reading
    if kind == "ordinary":
        return word
    if kind == "place":
        language = get_language(lang)
        # (Where the language's towns are declined, its Faker towns, as its places draw.)
        pool = real_towns(language.town_countries, lang) or _faker_towns(lang)
        towns = [town for town in pool if town.isalpha() and ascii_word(town) != ascii_word(word)]
        return cased_like(word, ascii_word(rng.choice(towns)), capitalize=True) if towns else None
    locale = get_language(lang).names_locale
    listed = local_given_names if kind == "given" else local_family_names
    female = gender == "f" or ascii_word(word) in _plain(listed, locale, "female")
    sex: Gender = "female" if female else "male"
    pool = listed(locale, sex) or listed(locale, "male")
    return cased_like(word, ascii_word(rng.choice(pool)), capitalize=True)


@cache
def _plain(
    listed: Callable[[str, Gender], tuple[str, ...]], locale: str, *genders: Gender
) -> frozenset[str]:
    """The names of a locale's list (of `genders`, else both) as an address writes them."""
    return frozenset(
        ascii_word(name)
        for gender in genders or ("male", "female")
        for name in listed(locale, gender)
    )


@cache
def _plain_given() -> frozenset[str]:
    return frozenset(plain_letters(name) for name in given_names())


@cache
def _plain_family() -> frozenset[str]:
    return frozenset(plain_letters(name) for name in family_names())


def piece_like(piece: str, names: Mapping[str, str], rng: random.Random) -> str:
    """A word or number of `piece`'s length and case; the surrogate's word where `piece` is
    a replaced name's word in `names`. A word is made of syllables (`mokotow` -> `tesumar`):
    a careful person writes a made-up word one can read, never a run of consonants."""
    if piece.isdigit():
        return "".join(rng.choice(string.digits) for _ in piece)
    surrogate = names.get(ascii_word(piece))
    if surrogate is None:
        surrogate = pronounceable(len(piece), rng)
    return cased_like(piece, surrogate, capitalize=True)


# The letters a made-up word is spelt with: read alike in every supported language.
_ONSETS = "bdfgklmnprstvz"
_VOWELS = "aeiou"
_CODAS = "lmnrst"
# How often a syllable closes with a consonant (`tes-u-mar`).
_CLOSED = 0.3


def pronounceable(length: int, rng: random.Random) -> str:
    """A made-up word of `length` letters, of syllables of a consonant, a vowel and now and
    then a closing consonant."""
    letters: list[str] = []
    while len(letters) < length:
        letters += [rng.choice(_ONSETS), rng.choice(_VOWELS)]
        if rng.random() < _CLOSED:
            letters.append(rng.choice(_CODAS))
    return "".join(letters[:length])
