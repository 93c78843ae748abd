"""Hungarian case suffixes on names: `Afrikából`, `Janettel`, `Frenchnek`, `Vole-t`.

A Hungarian name carries its case as a suffix, so a surrogate must carry the same case: the
suffix is split off where the stem is a known name (`Afrikából`: `Afrika` + elative), the
surrogate is drawn for the stem, and the case is put back with the surrogate's vowel harmony
(`Ázsiából`, `Európából`; `Szegedről` for `Budapestről`), a final `a`/`e` lengthened
(`Pápára`), and `-val`/`-vel` assimilated to a final consonant (`Janettel` -> `Ritával`,
`Péterrel`). A suffix written after a hyphen (`Vole-nak`, foreign names) stays after one.

A family name with `-ék` names the family (`Szabóék`: the Szabós; `Szabóéknál`, at theirs):
its surrogate is the family name's with `-ék` and the same suffix (`Csonkáéknál`). Beside a
name the document gives (`Dorogi Péter`), a word is read as that name with its ending though
no list holds it (`Dorogival`, `Dorogiék`: `Inflector.ending_after`, `family_keys`).
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.inflection.base import Inflector
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places, settlements
from pseudonymizer.lexicon.vocabulary import ordinary

# Each case's suffix after a back-vowel, a front unrounded and a front rounded stem.
CASES: tuple[tuple[str, str, str], ...] = (
    ("nak", "nek", "nek"),
    ("ban", "ben", "ben"),
    ("ba", "be", "be"),
    ("ból", "ből", "ből"),
    ("ra", "re", "re"),
    ("ról", "ről", "ről"),
    ("nál", "nél", "nél"),
    ("hoz", "hez", "höz"),
    ("tól", "től", "től"),
    ("val", "vel", "vel"),
    ("ig", "ig", "ig"),
    ("ért", "ért", "ért"),
    ("on", "en", "ön"),  # after a vowel: `n`
    ("ot", "et", "öt"),  # after a vowel, or l, r, n, j, s, z: `t`
    # `my` (`Annám`, `Petikém`, `Péterem`): friends call each other so; after a vowel `m`
    ("om", "em", "öm"),
    # whose (`Dávidé`, David's; `Annáé`): the owner named alone, a chat's `whose was it`
    ("é", "é", "é"),
)
# The cases that say where: in, into, out of, on, onto, off a place and as far as it. A name
# of no list in one of them is a place's (`Rózsadombról`, `Margitszigeten`); a person is talked to,
# about and with in the others (`Péternél`, `Péterhez`, `Pétertől`, `Péterrel`).
_PLACE_CASES = frozenset(
    CASES.index(forms)
    for forms in (
        *(("ban", "ben", "ben"), ("ba", "be", "be"), ("ból", "ből", "ből"), ("on", "en", "ön")),
        *(("ra", "re", "re"), ("ról", "ről", "ről"), ("ig", "ig", "ig")),
    )
)
# The shortest stem a place's case is read off where no list knows the stem.
_PLACE_STEM = 3
_INSTRUMENTAL = CASES.index(("val", "vel", "vel"))
_SUPERESSIVE = CASES.index(("on", "en", "ön"))
_ACCUSATIVE = CASES.index(("ot", "et", "öt"))
_POSSESSIVE = CASES.index(("om", "em", "öm"))
# What a single vowel is followed by alone, in the cases that take one letter after a vowel.
_AFTER_VOWEL = {_SUPERESSIVE: "n", _ACCUSATIVE: "t", _POSSESSIVE: "m"}
_BACK, _ROUNDED, _VOWELS = set("aáoóuú"), set("öőüű"), set("aáeéiíoóöőuúüű")
_NEUTRAL = set("iíé")
_LENGTHENED = {"a": "á", "e": "é"}
_PLAIN_T_AFTER = ("l", "r", "n", "j", "s", "z")
_DIGRAPHS = ("cs", "dz", "gy", "ly", "ny", "sz", "ty", "zs")

Suffix = tuple[int, bool]  # the case (index in CASES) and whether a hyphen stood before it
_FAMILY = "ék"
# The accusative after `-ék`, a back and a front name's (`Kovácsékat`, `Kisséket`): lowered as
# a plural's, never `-ot`, `-öt`.
_FAMILY_ACCUSATIVE = ("at", "et")
# `-né`, the wife of the man named (`Kovács Lajosné`, Mrs Lajos Kovács), a case after it.
_WIFE = "né"
# The endings of a diminutive made of a given name or its nickname (`Dórika`, `Petike`).
_DIMINUTIVES = ("ka", "ke")
# The fewest letters of a husband's name no list holds before `-né` (`Pékné`, the baker's).
_HUSBAND = 3


class FamilySuffix(NamedTuple):
    """`-ék`, the family of the name it follows (`Szabóék`), and the case suffix after it
    (`Szabóéknál`: `nál`), None for none."""

    suffix: Suffix | None


class WifeSuffix(NamedTuple):
    """`-né`, the wife of the man the name is (`Fodor Gézáné`), and the case suffix after it
    (`Fodor Gézánéval`: `val`), None for none."""

    suffix: Suffix | None


Ending = Suffix | FamilySuffix | WifeSuffix


class Suffixes(Inflector):
    """The Hungarian inflector: a name's case suffix comes off, and goes on its surrogate in
    the surrogate's vowel harmony."""

    def split(self, name: str) -> tuple[str, Ending | None]:
        head, _, last = name.rpartition(" ")
        prefix = head + " " if head else ""
        for stem, family in _families(last):
            if _known(stem):
                return prefix + stem, family
        for stem, wife in _wives(last):
            if (_known(stem) or _unlisted_husband(last, stem)) and not _known(last):
                return prefix + stem, wife
        return split_suffix(name)

    def split_place(self, name: str) -> tuple[str, Suffix | None]:
        return split_place_suffix(name)

    def attach(self, name: str, ending: Ending) -> str:
        if isinstance(ending, FamilySuffix):
            return with_family(name, ending.suffix)
        if isinstance(ending, WifeSuffix):
            marked = with_wife(name)
            return marked if ending.suffix is None else with_suffix(marked, ending.suffix)
        return with_suffix(name, ending)

    def in_form_of(self, word: str, name: str, surrogate: str) -> str | None:
        folded, own = word.casefold(), name.casefold()
        if "-" in folded:
            stem, _, written = folded.rpartition("-")
            case = _case_of(written)
            if stem == own and case is not None:
                return with_suffix(surrogate, (case, True))
        case = next((case for stem, case in _readings(folded) if stem == own), None)
        return with_suffix(surrogate, (case, False)) if case is not None else None

    def forms(self, word: str, place: bool = False) -> frozenset[str]:
        stem = split_place_suffix(word)[0] if place else self.split(word)[0]
        suffixed = [
            with_suffix(stem, (case, hyphen))
            for case in range(len(CASES))
            for hyphen in (False, True)
        ]
        cases = range(len(CASES))
        if not place:  # `Szabóék`, `Szabóéknál`; `Lajosné`, `Lajosnéval`; `Dórika`, `Dórikám`
            suffixed += [with_family(stem), *(with_family(stem, (c, False)) for c in cases)]
            for marked in (with_wife(stem), *_diminutives(stem)):
                suffixed += [marked, *(with_suffix(marked, (c, False)) for c in cases)]
        return frozenset({stem, word, *suffixed})

    def name_forms(self, name: str, surrogate: str) -> tuple[tuple[str, str], ...]:
        """Each case of `name` beside the surrogate's, and of its diminutive (`Dórikám`) beside
        the surrogate's diminutive where it has one (`Erzsikém`), else the surrogate's own
        (`Editem`): a friend's pet name keeps its case and its `my`."""
        pairs = [(name, surrogate)]
        diminutives = _diminutives(surrogate) or (surrogate,)
        pairs += [(dim, diminutives[0]) for dim in _diminutives(name)]
        return tuple(
            (with_suffix(form, (case, False)), with_suffix(new, (case, False)))
            for form, new in pairs
            for case in range(len(CASES))
        ) + tuple(pairs[1:])

    def family_keys(self, word: str) -> frozenset[str]:
        stems = {stem for stem, _ in _families(word)} | {stem for stem, _ in _readings(word)}
        return frozenset(stem.casefold() for stem in stems)

    def ending_after(self, word: str, stem: str) -> Ending | None:
        readings: list[tuple[str, Ending]] = [*_families(word), *_wives(word)]
        readings += [(stem, (case, False)) for stem, case in _readings(word)]
        if "-" in word:
            before, _, written = word.rpartition("-")
            case = _case_of(written)
            if case is not None:
                readings.append((before, (case, True)))
        return next((e for found, e in readings if found.casefold() == stem.casefold()), None)


def with_family(name: str, suffix: Suffix | None = None) -> str:
    """`name` with `-ék`, the family, a final `a`/`e` lengthened (`Vargáék`, `Szabóék`), and
    the case suffix after it in the name's harmony (`Vargáéknál`), the accusative's vowel
    lowered as a plural's is (`Vargáékat`, `Pethőéket`; not `-ot`, `-öt`)."""
    last = name[-1:]
    marked = name[:-1] + _LENGTHENED[last] + _FAMILY if last in _LENGTHENED else name + _FAMILY
    if suffix is None:
        return marked
    if suffix[0] == _ACCUSATIVE:
        return marked + _FAMILY_ACCUSATIVE[min(_harmony(name), 1)]
    return with_suffix(marked, suffix)


def _diminutives(name: str) -> tuple[str, ...]:
    """The diminutive friends make of a nickname in `-i` with `-ka`, `-ke` in its harmony
    (`Dóri`: `Dórika`, `Peti`: `Petike`); none of another name."""
    if not name.endswith("i") or " " in name:
        return ()
    return (name + _DIMINUTIVES[0 if _harmony(name) == 0 else 1],)


def with_wife(name: str) -> str:
    """`name` with `-né`, his wife: a final `a`/`e` lengthened (`Gézáné`, `Lajosné`)."""
    last = name[-1:]
    return name[:-1] + _LENGTHENED[last] + _WIFE if last in _LENGTHENED else name + _WIFE


def _wives(word: str) -> list[tuple[str, WifeSuffix]]:
    """Every way `word` could be a man's name with `-né` and perhaps a suffix after it
    (`Lajosnéval`: Lajos, and `val`)."""
    found = []
    suffixed = [(stem, (case, False)) for stem, case in _readings(word)]
    for stem, suffix in [(word, None), *suffixed]:
        # (A case's reading gives `Lajosne` of `Lajosnéval`, as it gives `Pápa` of `Pápára`.)
        marked = stem.endswith(_WIFE) or (suffix is not None and stem.endswith("ne"))
        if marked and len(stem) > len(_WIFE) + 1:
            found.append((_unlengthened(stem[: -len(_WIFE)]), WifeSuffix(suffix)))
    return found


def _unlisted_husband(word: str, stem: str) -> bool:
    """Whether `word`, capitalized and no word of the language as written, is a wife's name
    made of `stem`, a name no list holds (`Hajdúné`, `Keményné`, `Hajdúnéval`): many
    Hungarian family names are ordinary words too (hajdú, kemény), and a woman is called by
    her husband's with `-né` in every village; no common word ends so but a verb's
    conditional (`Szeretné`, `Kérné`), which the word tables know."""
    return (
        word[:1].isupper()
        and word[1:].islower()
        and len(stem) >= _HUSBAND
        and not ordinary(word.lower(), "hu")
    )


def _families(word: str) -> list[tuple[str, FamilySuffix]]:
    """Every way `word` could be a family name with `-ék` and perhaps a suffix after it
    (`Szabóéknál`: Szabó, and `nál`)."""
    found = []
    suffixed = [(stem, (case, False)) for stem, case in _readings(word)]
    for stem, suffix in [(word, None), *suffixed]:
        if suffix == (_ACCUSATIVE, False) and stem.endswith(_FAMILY + "a"):
            stem = stem[:-1]  # (`Kovácsékat`: the `t` after the lowered vowel)
        if stem.endswith(_FAMILY) and len(stem) > len(_FAMILY) + 1:
            found.append((_unlengthened(stem[: -len(_FAMILY)]), FamilySuffix(suffix)))
    return found


def split_suffix(name: str) -> tuple[str, Suffix | None]:
    """`name` without the case suffix of its last word, and the suffix (None: none found)."""
    head, _, last = name.rpartition(" ")
    prefix = head + " " if head else ""
    if "-" in last:
        stem, _, written = last.rpartition("-")
        case = _case_of(written)
        if case is not None and stem:
            return prefix + stem, (case, True)
    for stem, case in _readings(last):
        if _known(stem) and not _known(last):
            return prefix + stem, (case, False)
    return name, None


def split_place_suffix(name: str) -> tuple[str, Suffix | None]:
    """`name` read as a place's name, without its case suffix (as `split_suffix`), also where
    the stem is a town or village of Hungary only GeoNames' smallest list knows (`Bugacon`:
    Bugac), or where no list knows the stem and the suffix is of a case that says where, of
    two letters or more (`Rózsadombról`: Rózsadomb, `Hegyaljáig`: Hegyalja; not `-n`, which ends too
    many names as written)."""
    stem, suffix = split_suffix(name)
    if suffix is not None:
        return stem, suffix
    head, _, last = name.rpartition(" ")
    prefix = head + " " if head else ""
    towns = settlements("hu")
    if last in towns or _known(last):
        return name, None
    readings = _readings(last)
    for stem, case in readings:
        if stem in towns and case != _POSSESSIVE:  # (`Érdem`, merit, is no `my Érd`)
            return prefix + stem, (case, False)
    for stem, case in readings:
        if case in _PLACE_CASES and len(stem) >= _PLACE_STEM and len(last) - len(stem) > 1:
            return prefix + stem, (case, False)
    return name, None


def with_suffix(name: str, suffix: Suffix) -> str:
    """`name` with the case suffix, in its vowel harmony."""
    case, hyphen = suffix
    harmony = _harmony(name.split(" ")[-1])  # `Kovács Péter` takes Péter's harmony
    ending = CASES[case][harmony]
    if hyphen:
        return f"{name}-{_after_vowel(case, ending) if name[-1] in _VOWELS else ending}"
    last = name[-1]
    if last in _VOWELS:
        return name[:-1] + _LENGTHENED.get(last, last) + _after_vowel(case, ending)
    if case == _INSTRUMENTAL:
        if len(name) > 1 and name[-2] == last:
            return name + ending[1:]  # `Pappal`, `Kissel`: no third consonant
        double = next((d for d in _DIGRAPHS if name.endswith(d)), last)
        return name[: -len(double)] + double[0] + double + ending[1:]
    plain_t = name.endswith(_PLAIN_T_AFTER) and not name.endswith("cs")
    if case == _ACCUSATIVE and (plain_t or name.endswith(("ly", "ny"))):
        return name + "t"  # `Pétert`, `Jánost`, `Mihályt`, but `Kovácsot`
    return name + ending


def _readings(word: str) -> list[tuple[str, int]]:
    """Every way `word` could be a stem and a case suffix, longest suffix first."""
    found = []
    for case, forms in enumerate(CASES):
        for ending in sorted(set(forms), key=len, reverse=True):
            if case == _INSTRUMENTAL and word.endswith(ending[1:]) and len(word) > 4:
                stem = word[: -len(ending) + 1]
                if stem[-1] == stem[-2] and stem[-1] not in _VOWELS:
                    found.append((stem, case))  # `Kissel`: Kiss + vel
                    found.append((stem[:-1], case))  # `Janettel`: Janet + vel
                    continue
            if word.endswith(ending) and len(word) > len(ending) + 1:
                found.append((_unlengthened(word[: -len(ending)]), case))
        alone = _AFTER_VOWEL.get(case)
        if alone is not None and word[-1:] == alone and word[-2:-1] in _VOWELS:
            found.append((_unlengthened(word[:-1]), case))  # `Pápán`, `Mayhewt`, `Annám`
    if (
        word.endswith("t")
        and len(word) > 2
        and (word[-2] in "lrnjsz" or word[-3:-1] in ("ly", "ny"))
    ):
        found.append((word[:-1], _ACCUSATIVE))  # `Pált`, `Pétert`, `Mihályt`
    # The longest suffix first, one-letter suffixes (`n`, `t` after a vowel) last.
    return sorted(found, key=lambda reading: (len(word) - len(reading[0]) <= 1, len(reading[0])))


def _unlengthened(stem: str) -> str:
    """`Pápá` (of `Pápára`) -> `Pápa`."""
    return stem[:-1] + {"á": "a", "é": "e"}.get(stem[-1], stem[-1]) if stem else stem


def _case_of(written: str) -> int | None:
    for case, forms in enumerate(CASES):
        if written in forms or written == _after_vowel(case, forms[0]):
            return case
    return None


def _after_vowel(case: int, ending: str) -> str:
    return _AFTER_VOWEL.get(case, ending)


def _harmony(word: str) -> int:
    """0 back, 1 front unrounded, 2 front rounded. The last vowel that is not neutral (i, í,
    é) says back or front (`Papír`, `Kávé`: back; `Budapest`, `Zalaegerszeg`, `Ágnes`:
    front; neutral vowels only: front, `Pécs`); a front word is rounded where its very last
    vowel is (`Győr`: -ön, but `Kövér`: -en, `Gyöngyi`: -hez)."""
    vowels = [char for char in word.lower() if char in _VOWELS]
    deciding = [vowel for vowel in vowels if vowel not in _NEUTRAL]
    if deciding and deciding[-1] in _BACK:
        return 0
    return 2 if vowels and vowels[-1] in _ROUNDED else 1


def _known(word: str) -> bool:
    """Whether `word` is a name a list holds: a given, family or place name, a nickname of a
    language's table (`Zsófi`), or a diminutive made of a given name or nickname with `-ka`,
    `-ke` (`Dórika`, `Petike`)."""
    if _listed(word):
        return True
    return any(
        word.endswith(ending) and _listed(_unlengthened(word[: -len(ending)]))
        for ending in _DIMINUTIVES
        if len(word) > len(ending) + 2
    )


def _listed(word: str) -> bool:
    return (
        word in given_names()
        or word in family_names()
        or word in _nicknames()
        or word in places("hu")
    )


@cache
def _nicknames() -> frozenset[str]:
    """The nicknames of every language's table (`Language.hypocorisms`)."""
    return frozenset(
        nick
        for code in supported()
        for _, nicks in get_language(code).hypocorisms
        for nick in nicks
    )


# The endings of a possessed noun (`Suzukim`, my Suzuki; `Passatja`, his Passat; `Opelünk`,
# our Opel), before which a final vowel is lengthened as before a case suffix.
_POSSESSED = ("juk", "jük", "unk", "ünk", "ja", "je", "nk", "m", "d", "a", "e")
# A final vowel a suffix lengthens in a foreign word (`Tescóban`, `Audiból`) beside `a`, `e`.
_FOREIGN_LONG = {"ó": "o", "ő": "ö", "ú": "u", "ű": "ü", "í": "i"}


def stems(word: str) -> frozenset[str]:
    """Every stem `word` may be of a name no suffix is written on, read off a case suffix, a
    possessive ending or both (`Tescóban`: Tesco, `Suzukim`: Suzuki, `Passatját`: Passat,
    `Unicumot`: Unicum), with `word` itself: the brand or model a list holds is looked up by
    each."""
    found = {word, *(stem for stem, _ in _readings(word))}
    for stem in list(found):
        for ending in _POSSESSED:
            if stem.endswith(ending) and len(stem) - len(ending) >= _PLACE_STEM:
                found.add(_unlengthened(stem[: -len(ending)]))
    for stem in list(found):
        if stem[-1:] in _FOREIGN_LONG:
            found.add(stem[:-1] + _FOREIGN_LONG[stem[-1]])
    return frozenset(stem for stem in found if stem)
