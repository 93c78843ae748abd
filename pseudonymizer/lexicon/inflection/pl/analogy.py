"""Polish family names SGJP does not know, read by analogy with those it does.

Morfeusz knows no `Gwiżdżyński` and reads `Pstrążek` only as a small trout: each form of such
a name would be a lemma of its own, a person of its own with a surrogate of its own, left
undeclined (`z panem Szpila`). Polish family names decline by their ending, so a form is read
as the family names of Faker's Polish lists whose forms end alike are read (`Gwiżdżyńskiego`
as `Kamińskiego`: `Gwiżdżyński`, `subst:sg:gen:m1`; `Pstrążkiem` as `Mazurkiem`:
`Pstrążek`, not as `Nowakiem`): the models whose forms share the longest ending with the word
decide. Where they leave the lemma open (`Pstrążka`: Pstrążek's genitive, or a name
`Pstrążka`), each is a reading, for the text to choose.
"""

from __future__ import annotations

from functools import cache, lru_cache

from faker.providers.person.pl_PL import Provider as People

from pseudonymizer.lexicon.morfeusz import Interpretation, morfeusz, strip_homonym

FAMILY = "nazwisko"


@lru_cache(maxsize=10_000)
def analogous(word: str) -> tuple[Interpretation, ...]:
    """`word` read as a family name by analogy (see above): each lemma whose models' forms
    share the longest ending with it, with every tag those forms have; the likeliest lemma
    first (one with a singular, the word itself, one ending as a model's lemma ends, one
    backed by the most models: `Andreessen`, not a plural's `Andreessena`); a lemma in a
    consonant and `k` gives way to the one in `-ek` of the same forms (`Pstrążk`,
    `Pstrążek`). Empty where no model's form ends alike."""
    found: dict[str, tuple[int, set[str], set[str]]] = {}  # lemma: shared, tags, models
    for form, form_end, lemma_end, tag in _endings():
        if not word.endswith(form_end) or len(word) < len(form_end) + 3:
            continue
        shared = _shared_end(word, form)
        lemma = word[: len(word) - len(form_end)] + lemma_end
        known = found.get(lemma)
        if known is None or shared > known[0]:
            found[lemma] = (shared, {tag}, {form})
        elif shared == known[0]:
            known[1].add(tag)
            known[2].add(form)
    if not found:
        return ()
    best = max(shared for shared, _, _ in found.values())
    lemmas = [lemma for lemma, (shared, _, _) in found.items() if shared == best]
    lemmas = [
        lemma
        for lemma in lemmas
        if not (_cluster(lemma) and lemma[:-1] + "ek" in lemmas)  # `Pstrążk`, `Pstrążek`
    ]
    lemmas.sort(
        key=lambda lemma: (
            all(tag.split(":")[1] == "pl" for tag in found[lemma][1]),  # one person first
            lemma != word,  # then the word as it is, a nominative
            lemma[-2:] not in _lemma_ends(),
            -len(found[lemma][2]),
        )
    )
    tags = {lemma: sorted(found[lemma][1]) for lemma in lemmas}
    return tuple(
        Interpretation(lemma, tag, (FAMILY,), ()) for lemma in lemmas for tag in tags[lemma]
    )


@lru_cache(maxsize=10_000)
def declined(lemma: str) -> tuple[tuple[str, str], ...]:
    """Every form of the family name `lemma` SGJP does not know, with its tag, as the models
    whose lemmas share the longest ending with it decline (`Gwiżdżyński` as `Kamiński`:
    `Gwiżdżyńskiego`, `Gwiżdżyńscy` ...)."""
    shared = {model: _shared_end(lemma, model) for model in _models()}
    best = max(shared.values(), default=0)
    if best < 2:
        return ()
    found: dict[tuple[str, str], None] = {}
    for model, endings in _models().items():
        if shared[model] == best:
            for form_end, lemma_end, tag in endings:
                if lemma.endswith(lemma_end):
                    found[(lemma[: len(lemma) - len(lemma_end)] + form_end, tag)] = None
    return tuple(found)


@cache
def _models() -> dict[str, tuple[tuple[str, str, str], ...]]:
    """Each model family name -> its forms' endings, its lemma's there, and their tags."""
    by_model: dict[str, list[tuple[str, str, str]]] = {}
    for form, form_end, lemma_end, tag in _endings():
        model = form[: len(form) - len(form_end)] + lemma_end
        by_model.setdefault(model, []).append((form_end, lemma_end, tag))
    return {model: tuple(endings) for model, endings in by_model.items()}


def _cluster(lemma: str) -> bool:
    """Whether `lemma` ends in a consonant and `k`, as no Polish family name does."""
    return lemma.endswith("k") and lemma[-2:-1] not in "aeiouyąęó"


@cache
def _endings() -> tuple[tuple[str, str, str, str], ...]:
    """Each form of each model family name (Faker's Polish men's family names, as SGJP
    declines them for a man and a woman), with the ending it has where it differs from its
    lemma, that lemma's ending there, and its tag: (`Kamińskiego`, `ego`, ``, tag)."""
    found = []
    women = (name[:-1] + "a" for name in People.male_last_names if name.endswith("ki"))
    for model in (*People.male_last_names, *women):  # SGJP's `Kowalska` is a lemma of its own
        for orth, lemma, tag, classes, _ in morfeusz().generate(model):
            if strip_homonym(lemma) != model or FAMILY not in classes or tag.startswith("depr"):
                continue
            same = _shared_start(orth, model)
            found.append((orth, orth[same:], model[same:], tag))
    return tuple(found)


@cache
def _lemma_ends() -> frozenset[str]:
    """How the model family names end (their last two letters): `ek`, `ki`, `ak` ..."""
    return frozenset(name[-2:] for name in People.male_last_names)


def _shared_start(one: str, other: str) -> int:
    count = 0
    while count < min(len(one), len(other)) and one[count] == other[count]:
        count += 1
    return count


def _shared_end(one: str, other: str) -> int:
    count = 0
    while count < min(len(one), len(other)) and one[-1 - count] == other[-1 - count]:
        count += 1
    return count
