"""Job titles, from Faker's job lists: a profession can single a person out."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from functools import cache
from importlib import import_module

from wordfreq import zipf_frequency

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import diminutive_lemma, nickname_reading
from pseudonymizer.lexicon.vocabulary import dictionary_word, listed_words, ordinary, stop_words

# WordNet's verbs (spacy-lookups-data), which tell English titles that are verbs too.
_ENGLISH_VERBS = ("en_lemma_index", "verb")


@cache
def professions(lang: str) -> frozenset[str]:
    """Job titles in `lang` and English, lower-cased, from Faker's job lists (`Accountant,
    chartered` gives `accountant`; `Titkár(nő)` gives `titkár`).

    A title names a profession alone only where its word names a person. Some titles of the
    lists are ordinary words that name one only inside a longer title or in another sense:
    function words (`Make` of make-up artist, Hungarian `Egyéb`, other), and English verbs the
    list holds alone (`Copy` of copy editor, `Land` of land surveyor), which mostly say `a
    copy of`, `to land`. An English verb that the list names kinds of (`Nurse, adult`,
    `Pilot, airline`) is the person's title."""
    english = _titles(import_module("faker.providers.job").Provider.jobs)
    verbs = listed_words(*_ENGLISH_VERBS)
    found = {title for title, kinds in english.items() if kinds or title not in verbs}
    locale = get_language(lang).faker_locale
    try:
        provider = import_module(f"faker.providers.job.{locale}").Provider
    except ImportError:
        provider = None
    if provider is not None:
        for values in vars(provider).values():
            if isinstance(values, (list, tuple)):
                found.update(_titles(v for v in values if isinstance(v, str)))
    function_words = stop_words(lang) | stop_words("en")
    return frozenset(title for title in found if title not in function_words)


@cache
def job_words(lang: str) -> frozenset[str]:
    """The words of the language's (and English) job titles (`adviser` of `financial
    adviser`, `lecturer` of `senior lecturer`), lower-cased, of four letters or more."""
    return frozenset(
        word for title in professions(lang) for word in title.split() if len(word) >= 4
    )


def _titles(entries: Iterable[str]) -> dict[str, bool]:
    """Each title's head (what comes before a comma, without parentheses), lower-cased and of
    four letters or more, and whether the list names kinds of it (`Nurse, adult`)."""
    heads: dict[str, bool] = {}
    for entry in entries:
        head, comma, _ = entry.partition(",")
        head = re.sub(r"\(.*?\)", "", head).strip().lower()
        if len(head) >= 4:
            heads[head] = heads.get(head, False) or bool(comma)
    return heads


@cache
def job_names(locale: str) -> tuple[str, ...]:
    """The job titles of Faker's list for `locale` that read as a plain job name, fit to
    stand where a text names someone's job (`Accounting technician`, `Advokát`): not those
    the list writes as a head and its kind after a comma (`Engineer, production`, Czech
    `Psycholog, poradenství`), nor with a parenthesis (`Titkár(nő)`), nor with a name
    inside (`Doradca podatkowy w Polsce`: a country in someone's job, which a lower-case
    original wrote `w polsce`), nor one where no word at its ends names someone who works
    (`Best boy`, `Clapper loader`, a film crew's slang; `Copy`, an English verb the list
    holds alone): its first or last word must itself be a job of the list (`Airline pilot`:
    `Pilot, airline`) or stand at an end of several (`Probation officer`, `Police officer`),
    so a replaced job reads as an ordinary one; nor two jobs of a slash (`Warden/ranger`). A
    locale without a list of its own gets Faker's default (English) one."""
    english = locale.startswith("en")
    try:
        provider = import_module(f"faker.providers.job.{locale}").Provider
    except ImportError:
        provider, english = import_module("faker.providers.job").Provider, True
    heads = _titles(provider.jobs)
    words = [head.split() for head in heads]
    ends = Counter(word for split in words if split for word in {split[0], split[-1]})
    # (Only the English list holds English verbs alone: German `Pilot` is a job.)
    verbs = listed_words(*_ENGLISH_VERBS) if english else frozenset()
    return tuple(
        job
        for job in provider.jobs
        if "," not in job
        and "(" not in job
        and "/" not in job  # (`Warden/ranger`: two jobs, as no one names theirs)
        and not any(word[:1].isupper() for word in job.split()[1:])
        and _plain_job(job, heads, ends, verbs)
    )


# How many jobs, the nearest in commonness to the original, a job is drawn among.
REGISTER_NEIGHBOURS = 12


def jobs_like(original: str, locale: str) -> tuple[str, ...]:
    """The plain jobs of `locale` (`job_names`) of as many words as `original` (every one
    where none is), other than it, the `REGISTER_NEIGHBOURS` nearest to it in how common
    a word the language makes of them (wordfreq's Zipf frequency, in the list's language):
    a job of the same register, as a text names it (`engineer` -> `architect`, `lawyer`),
    not the list's rarest (`engineer` -> `hydrologist`, `herpetologist`). An original the
    language never writes (a Swedish job before an English list) draws among them all."""
    lang = _list_language(locale)
    words = len(original.split())
    folded = original.casefold()
    jobs = [job for job in job_names(locale) if job.casefold() != folded]
    alike = [job for job in jobs if len(job.split()) == words] or jobs
    wanted = zipf_frequency(folded, lang)
    if not wanted:
        return tuple(alike)  # (a word the list's language never writes: no register to keep)
    frequency = _job_frequencies(locale)
    # (Sorted by the list's order among equals: the draw is the same in every process.)
    alike.sort(key=lambda job: abs(frequency[job] - wanted))
    return tuple(alike[:REGISTER_NEIGHBOURS])


@cache
def _job_frequencies(locale: str) -> dict[str, float]:
    lang = _list_language(locale)
    return {job: zipf_frequency(job.casefold(), lang) for job in job_names(locale)}


def _list_language(locale: str) -> str:
    """The language of the job list `job_names` reads for `locale`: its own, or English."""
    try:
        import_module(f"faker.providers.job.{locale}")
    except ImportError:
        return "en"
    return locale.split("_")[0]


def _plain_job(job: str, heads: dict[str, bool], ends: Counter[str], verbs: frozenset[str]) -> bool:
    """Whether `job` reads as an ordinary job: one word that is no English verb alone
    (`Copy`), or several with a word naming a worker at an end (`_names_a_worker`)."""
    split = job.lower().split()
    if len(split) == 1:
        return heads.get(split[0], False) or split[0] not in verbs
    return any(_names_a_worker(word, heads, ends) for word in (split[0], split[-1]))


def _names_a_worker(word: str, heads: dict[str, bool], ends: Counter[str]) -> bool:
    """Whether a word at an end of a job title names someone who works: a title of the list
    itself (`pilot` of `Airline pilot`), or a word at an end of several (`officer` of
    `Police officer`, `Probation officer`)."""
    return word in heads or ends[word] >= _CLOSING_TITLES


# How many of a list's titles a word must close to name a worker (`officer`).
_CLOSING_TITLES = 2


def addressed_by_noun(name: str, following: str, lang: str) -> bool:
    """Whether `name`, one word before a title that follows a name (`following`, the next
    word: Hungarian `néni`, `bácsi`), is a common noun no list holds as a name (`Tanító
    néni`, `Postás bácsi`: the teacher, the postman, as a child addresses them): it names
    no one. A nickname of the language's table or a given name's diminutive is a name,
    though the word tables hold its spelling (`Pista`, a runway, is István's; `Bözsi
    néni`): the neighbours call an old man by it. So is a word the language's dictionary
    does not list (`Bözsi`, `Manci`, which the word tables hold but the dictionary, as it
    holds `tanító` and `postás`, does not): the tables list nicknames as words too."""
    after = {title.casefold() for title in get_language(lang).person_titles_after}
    return (
        following.casefold() in after
        and " " not in name
        and name not in given_names()
        and name not in family_names()
        and ordinary(name.lower(), lang)
        and (dictionary_for(lang) is not None or dictionary_word(name, lang))
        and nickname_reading(lang, name) is None
        and diminutive_lemma(name, lang) is None
    )
