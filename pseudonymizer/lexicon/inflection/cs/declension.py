"""Czech declension of the names a surrogate is drawn from, in the singular.

Only the paradigms whose every form follows from the lemma's ending are known here: `pán`
(`Dvořák`, `Dvořáka`, `Dvořákovi`), `pán` with a mobile `e` in `-ek`/`-ěk` (`Hájek`, `Hájka`;
`Zdeněk`, `Zdeňka`), `muž` (`Beneš`, `Beneše`), `předseda` (`Kučera`, `Kučery`),
the adjectival `mladý`/`mladá`/`jarní` (`Černý`, `Nováková`, `Jiří`), `žena` (`Jana`, `Janě`),
`růže` (`Marie`, `Marii`), `město` (`Brno`, `Brně`), the towns of `hrad` in `-ov`/`-ín` (`Tábor`
would be `Tábora` but `Písek` is `Písku`, so only the regular endings count), the countries of
`stroj` in `-án` (`Íránu`) and the plural towns in `-ovice` and `-any` (`Hořovicích`,
`Říčanech`). A lemma none of them declines exactly (`Pavel`, whose `e` drops, beside
`Daniel`, whose `e` stays) is no surrogate: a list is filtered to what this module can
decline, so a surrogate never shows a wrong form.

A man's family name also names his family in the plural (`Novákovi přijedou`, `s Hájkovými`,
`u Černých`): the possessive's endings after the genitive's stem for a name declined as a noun,
an adjective's animate plural for one declined as one (`family_plural`).
"""

from __future__ import annotations

from typing import Literal

Case = Literal["Nom", "Gen", "Dat", "Acc", "Voc", "Loc", "Ins"]
Gender = Literal["Masc", "Fem", "Neut"]
CASES: tuple[Case, ...] = ("Nom", "Gen", "Dat", "Acc", "Voc", "Loc", "Ins")

_HARD = set("bdfghklmnprtv")  # consonants a hard paradigm follows (s, z, x decline unevenly)
_SOFT = set("šžčřcjťďň")
_SIBILANTS = set("sz")
_VELAR = ("ch", "k", "h", "g")
# Before the -ě/-e of a dative or locative, a stem's last consonant changes (Monika -> Monice).
_MUTATIONS = (("ch", "še"), ("k", "ce"), ("h", "ze"), ("g", "ze"), ("r", "ře"))
_E_AFTER = set("lszx")
_VOWELS = "aeiouyáéíóúůýě"
_SOFTENED = {
    "d": "ď",
    "t": "ť",
    "n": "ň",
}  # before a dropped `ě` (Zdeněk -> Zdeňka)  # the ending is -e, not -ě (Kamila -> Kamile)

# Endings per case (Nom Gen Dat Acc Voc Loc Ins), after the stem; `ě` stands for the mutated
# dative/locative ending, `V` for the vocative a masculine hard stem takes.
_ENDINGS: dict[str, tuple[str, ...]] = {
    "pán": ("", "a", "ovi", "a", "V", "ovi", "em"),
    "pán-ek": ("ek", "ka", "kovi", "ka", "ku", "kovi", "kem"),  # Hájek, Hájka
    "pán-ěk": ("ěk", "ka", "kovi", "ka", "ku", "kovi", "kem"),  # Zdeněk, Zdeňka
    "muž": ("", "e", "ovi", "e", "i", "ovi", "em"),
    "předseda": ("a", "y", "ovi", "u", "o", "ovi", "ou"),
    "mladý": ("ý", "ého", "ému", "ého", "ý", "ém", "ým"),
    "mladý-neživ": ("ý", "ého", "ému", "ý", "ý", "ém", "ým"),  # a town: v Slaný, přes Slaný
    "jarní": ("í", "ího", "ímu", "ího", "í", "ím", "ím"),
    "mladá": ("á", "é", "é", "ou", "á", "é", "ou"),
    "žena": ("a", "y", "ě", "u", "o", "ě", "ou"),
    "růže": ("e", "e", "i", "i", "e", "i", "í"),
    "město": ("o", "a", "u", "o", "o", "ě", "em"),
    "hrad": ("", "a", "u", "", "e", "ě", "em"),
    "stroj": ("", "u", "u", "", "e", "u", "em"),  # countries in -án: Íránu, v Pákistánu
}
PLURALS = {
    "ice": ("ice", "ic", "icím", "ice", "ice", "icích", "icemi"),
    "any": ("any", "an", "anům", "any", "any", "anech", "any"),
}
GENDERS: dict[str, Gender] = {
    **dict.fromkeys(("pán", "muž", "předseda", "mladý", "jarní", "hrad", "stroj"), "Masc"),
    **dict.fromkeys(("pán-ek", "pán-ěk"), "Masc"),
    "mladý-neživ": "Masc",
    **dict.fromkeys(("mladá", "žena", "růže", "ice"), "Fem"),
    "any": "Masc",
    "město": "Neut",
}


# Towns in -a that are neuter plurals (`v Napajedlech`), not feminines like `Jihlava`.
_NEUTER_PLURAL_TOWNS = frozenset({"Napajedla"})


def paradigm(lemma: str, place: bool = False, country: bool = False) -> str | None:
    """The paradigm that declines `lemma` exactly, or None. `place` says the lemma names a
    town: a masculine town is inanimate (`v Táboře`), a person animate (`o Táborovi`); a
    `country` in -án takes -u where a town takes -a (`Íránu`, `Kolína`)."""
    if not lemma.isalpha() or len(lemma) < 3:
        return None
    last, stem = lemma[-1], lemma[:-1]
    if place:
        if lemma in _NEUTER_PLURAL_TOWNS:
            return None
        if lemma.endswith("ice"):
            # Hořovice is plural; Bystřice is singular, Teplice plural: only -ovice is sure.
            return "ice" if lemma.endswith("ovice") else None
        if lemma.endswith("any"):
            return "any"  # Říčany, Dobřany
        if country and lemma.endswith("án"):
            return "stroj"
        if lemma.endswith(("ov", "ín", "ýn")):
            return "hrad"
        if last == "o" and stem[-1] in _HARD:
            return "město"
    if last == "ý":
        return "mladý-neživ" if place else "mladý"
    if last == "á":
        return "mladá"
    if last == "í" and stem[-1] in _SOFT and not place:
        return "jarní"  # a person (Jiří); a place in -í is neuter (Meziříčí)
    if last == "e" and (stem.endswith("i") or (stem[-1] in _SOFT and not place)):
        return "růže"  # not `Háje`, a town the tagger reads as the plural of `Háj`
    if last == "a" and stem[-1] in _HARD and stem[-1] not in "aeiouy":
        return "žena" if place else None  # a person's -a name is masculine or feminine
    if place:
        return None
    if lemma.endswith("ek") and lemma[-3] not in _VOWELS and lemma[-4:-3] in _VOWELS + "lr":
        return "pán-ek"  # Hájek, Marek, Vlček: the `e` drops (Hájka); not Česnek (Česneka)
    if lemma.endswith("ěk") and lemma[-3] in _SOFTENED:
        return "pán-ěk"  # Zdeněk, Luděk: the `e` drops and softens (Zdeňka, Luďka)
    if last in _HARD and lemma[-2:] not in ("ek", "el", "ěk"):
        return "pán"  # not Pavel, whose `e` drops (Pavla), beside Daniel (Daniela)
    if last in _SOFT and last != "c":
        return "muž"
    return None


# Adjectives before a place's noun, by their ending and the noun's gender, or `Plur` for a
# plural noun; the noun is inanimate, so a masculine accusative is its nominative.
_ADJECTIVES: dict[tuple[str, str], tuple[str, ...]] = {
    ("ý", "Masc"): ("ý", "ého", "ému", "ý", "ý", "ém", "ým"),
    ("á", "Fem"): ("á", "é", "é", "ou", "á", "é", "ou"),
    ("é", "Neut"): ("é", "ého", "ému", "é", "é", "ém", "ým"),
    ("é", "Plur"): ("é", "ých", "ým", "é", "é", "ých", "ými"),
    ("í", "Masc"): ("í", "ího", "ímu", "í", "í", "ím", "ím"),
    ("í", "Fem"): ("í",) * 7,
    ("í", "Neut"): ("í", "ího", "ímu", "í", "í", "ím", "ím"),
    ("í", "Plur"): ("í", "ích", "ím", "í", "í", "ích", "ími"),
}


def adjective(lemma: str, agreement: str, case: Case) -> str | None:
    """The adjective `lemma` (`Český`, `Nová`, `Dolní`) agreeing with a place's noun of
    `agreement` (a gender, or `Plur`) in `case`; None if its ending cannot agree."""
    endings = _ADJECTIVES.get((lemma[-1:], agreement))
    if endings is None:
        return None
    return lemma[:-1] + endings[CASES.index(case)]


def person_paradigm(lemma: str, gender: Gender) -> str | None:
    """The paradigm of a person's name of `gender`: an `-a` name is `předseda` for a man
    (`Kučera`) and `žena` for a woman (`Jana`)."""
    # (After `s` and `z` too, which decline a place unevenly but a person's name as any hard
    # consonant does: `Tereza`, `Terezo`, `Tereze`; `Vanesa`, `Kosa`.)
    if lemma.endswith("a") and lemma[-2:-1] in _HARD | _SIBILANTS and len(lemma) > 2:
        return "předseda" if gender == "Masc" else "žena"
    found = paradigm(lemma)
    return found if found is not None and GENDERS[found] == gender else None


def decline(lemma: str, paradigm_name: str, case: Case, before_family: bool = False) -> str:
    """`lemma` of `paradigm_name` in `case`: singular, but a plural town's (`PLURALS`) plural.
    A man's given name `before_family` takes the short dative and locative (`Janu Novákovi`,
    `Tomáši Benešovi`)."""
    if before_family and case in ("Dat", "Loc") and paradigm_name in ("pán", "muž"):
        return lemma + ("u" if paradigm_name == "pán" else "i")
    if before_family and case in ("Dat", "Loc") and paradigm_name.startswith("pán-"):
        case = "Voc"  # Marku Novákovi: the short dative is the vocative's form
    index = CASES.index(case)
    if paradigm_name in PLURALS:
        endings = PLURALS[paradigm_name]
        return lemma[: -len(endings[0])] + endings[index]
    nominative = _ENDINGS[paradigm_name][0]
    stem = lemma[: len(lemma) - len(nominative)]
    ending = _ENDINGS[paradigm_name][index]
    if paradigm_name == "pán-ěk" and index:
        stem = stem[:-1] + _SOFTENED[stem[-1]]
    if ending == "ě" and paradigm_name in ("město", "hrad") and stem.endswith(_VELAR):
        return stem + "u"  # v Německu
    if ending == "ě":
        return _mutated(stem)
    if ending == "V" and stem.endswith(_VELAR):
        return stem + "u"  # Nováku
    if ending == "V" and stem[-1] == "r" and stem[-2] not in "aeiouyáéíóúůý":
        return stem[:-1] + "ře"  # Petře
    if ending == "V":
        return stem + "e"
    return stem + ending


def _mutated(stem: str) -> str:
    """The stem with the dative/locative ending: Praha -> Praze, Brno -> Brně, Ema -> Emě,
    Kamila -> Kamile."""
    for consonant, replacement in _MUTATIONS:
        if stem.endswith(consonant):
            return stem[: -len(consonant)] + replacement
    if stem[-1] in _E_AFTER:
        return stem + "e"
    return stem + "ě"


def readings(word: str, gender: Gender, place: bool = False) -> frozenset[Case]:
    """The cases in which `word` is a form of some lemma of a paradigm of `gender` here
    (`Galuška`: the nominative of Galuška, the genitive of Galušek... as `pán` reads it)."""
    return frozenset(
        case
        for lemma, name in paradigms_of(word, gender, place)
        for case in CASES
        if decline(lemma, name, case) == word
    )


def paradigms_of(word: str, gender: Gender, place: bool = False) -> tuple[tuple[str, str], ...]:
    """Each lemma of a paradigm of `gender` (with the paradigm) that has `word` among its
    forms: the names a written word may be a case of (`Kučerovi`: Kučera)."""
    found = []
    for cut in range(min(5, len(word) - 1)):  # up to `kovi` of Hájkovi, Hájek's dative
        stem = word[: len(word) - cut]
        for nominative in ("", "a", "o", "e", "ý", "á", "í", "ek"):
            lemma = stem + nominative
            name = paradigm(lemma, place=True) if place else person_paradigm(lemma, gender)
            if name is None or GENDERS[name] != gender:
                continue
            if any(decline(lemma, name, case) == word for case in CASES):
                found.append((lemma, name))
    return tuple(found)


# A family in the plural, after the stem of a man's family name's genitive (`Novák-a`,
# `Hájk-a`, `Kučer-y`): Novákovi, Novákových, Novákovým, Novákovy, Novákovi, Novákových,
# Novákovými; or the noun's own plural where no singular is written alike (`u Nováků`,
# `k Novákům`). Each ending with its cases.
_FAMILY_PLURAL = ("ovi", "ových", "ovým", "ovy", "ovi", "ových", "ovými")
_NOUN_PLURAL: dict[str, tuple[Case, ...]] = {"ů": ("Gen",), "ům": ("Dat",)}
_PLURAL_ENDINGS: dict[str, tuple[Case, ...]] = {
    ending: tuple(case for case, own in zip(CASES, _FAMILY_PLURAL, strict=True) if own == ending)
    for ending in _FAMILY_PLURAL
} | _NOUN_PLURAL
# A family whose name is an adjective (`Černí`, `u Černých`): the animate plural's endings.
_ADJECTIVE_PLURAL = ("í", "ých", "ým", "é", "í", "ých", "ými")
_SOFT_PLURAL = ("í", "ích", "ím", "í", "í", "ích", "ími")  # `Krejčí`: u Krejčích
# The stem's end before the animate plural's `-í` (`Kopecký` -> `Kopečtí`, `Dlouhý` ->
# `Dlouzí`), longest first.
_PLURAL_SOFTENED = (("ck", "čt"), ("sk", "št"), ("ch", "š"), ("k", "c"), ("h", "z"), ("r", "ř"))
# The paradigms of men's family names declined as nouns.
_NOUNS = ("pán", "pán-ek", "pán-ěk", "muž", "předseda")


def family_plural(
    lemma: str, paradigm_name: str, case: Case, like: str | None = None
) -> str | None:
    """The family of the man's family name `lemma` (of `paradigm_name`) in the plural, in
    `case` (`Hájek`: `Hájkovi`, `s Hájkovými`; `Černý`: `Černí`, `u Černých`); a name
    declined as a noun with the ending `like` where given (`plural_ending`: `u Nováků` ->
    `u Dvořáků`). None for a paradigm no man's family name has."""
    index = CASES.index(case)
    if paradigm_name in _NOUNS:
        stem = decline(lemma, paradigm_name, "Gen")[:-1]
        return stem + (like if like in _PLURAL_ENDINGS else _FAMILY_PLURAL[index])
    if paradigm_name not in ("mladý", "jarní"):
        return None
    stem = lemma[:-1]
    if paradigm_name == "jarní":
        return stem + _SOFT_PLURAL[index]
    ending = _ADJECTIVE_PLURAL[index]
    if ending == "í":
        hard, soft = next(((h, s) for h, s in _PLURAL_SOFTENED if stem.endswith(h)), ("", ""))
        stem = stem[: len(stem) - len(hard)] + soft
    return stem + ending


def plural_ending(word: str, lemma: str) -> str | None:
    """The ending after the genitive's stem with which `word` writes the family of the man's
    family name `lemma` declined as a noun (`Nováků`: `ů`; `Novákových`: `ových`); None
    where it writes none so."""
    paradigm_name = person_paradigm(lemma, "Masc")
    if paradigm_name not in _NOUNS:
        return None
    stem = decline(lemma, paradigm_name, "Gen")[:-1]
    ending = word[len(stem) :]
    return ending if word.startswith(stem) and ending in _PLURAL_ENDINGS else None


def family_plurals_of(word: str) -> tuple[tuple[str, str, tuple[Case, ...]], ...]:
    """Each man's family name (lemma, paradigm) whose family in the plural `word` is, with
    the cases it is in there (`Hájkovými`: Hájek's, and Hájk's, in the instrumental;
    `Černých`: Černý's, in the genitive and locative). An adjective is read only where no
    noun is (`Hájkových` is no family `Hájkový`)."""
    found: dict[tuple[str, str], tuple[Case, ...]] = {}
    for ending, cases in _PLURAL_ENDINGS.items():
        if word.endswith(ending) and len(word) > len(ending) + 2:
            # The nouns whose dative singular is the stem and `ovi` (Hájkovi: Hájek's).
            for lemma, name in paradigms_of(word[: -len(ending)] + "ovi", "Masc"):
                if name in _NOUNS:
                    found[(lemma, name)] = cases
    if not found:
        for endings, lemma_ending in ((_ADJECTIVE_PLURAL, "ý"), (_SOFT_PLURAL, "í")):
            for stem in {word[: -len(end)] for end in endings if word.endswith(end)}:
                for lemma in (stem + lemma_ending, *_unsoftened(stem, lemma_ending)):
                    name = person_paradigm(lemma, "Masc")
                    if name in ("mladý", "jarní"):
                        cases = tuple(c for c in CASES if family_plural(lemma, name, c) == word)
                        found[(lemma, name)] = cases
    return tuple((lemma, name, cases) for (lemma, name), cases in found.items() if cases)


def _unsoftened(stem: str, ending: str) -> list[str]:
    """The adjectives whose animate plural's stem is `stem` softened (`Kopečt` -> `Kopecký`)."""
    if ending != "ý":
        return []
    pairs = _PLURAL_SOFTENED
    return [stem[: -len(soft)] + hard + "ý" for hard, soft in pairs if stem.endswith(soft)]
