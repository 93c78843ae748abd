"""What a language is: its data, one `Language` object per language.

A language module (`en.py`, `cs.py` ...) builds its `Language` and the registry
(`languages/__init__.py`) finds it; the stages read only this object, never a language's code.
Everything here is data (word lists, patterns, settings), and what a language needs of the
stages' code it names: the morphological dictionary that knows its words (`dictionary`,
Polish: `morfeusz`, found in `lexicon/dictionaries.py`), the inflector that puts a surrogate
into the form of the name it replaces (`inflection`, found in `lexicon/inflection/`) and the
recognizers only it runs (`recognizers`, `national_ids`, found in `detect/registry.py`). So a
language imports no stage, and the stages look it up by these names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from pseudonymizer.categories import TagVocabulary

DateOrder = Literal["DMY", "MDY", "YMD"]
# The `inflection`s that add no case ending to a name but the genitive's `s`.
_CASELESS = frozenset({None, "genitive", "english_genitive"})


@dataclass(frozen=True)
class Alternation:
    """A word written one of two ways by the sound of the word after it: Czech `v`/`ve`,
    Polish `z`/`ze`, English `a`/`an`. `other` is written before a word `wants_other` says
    (None where it cannot tell: `an 8`, a symbol), `plain` before any other. A surrogate that
    starts with another sound than its original needs the other form before it, which stands
    outside the mention."""

    plain: str
    other: str
    wants_other: Callable[[str], bool | None]


@dataclass(frozen=True, eq=False)
class Language:
    """Language-specific settings shared by detection and replacement.

    `phone_regions` are the phonenumbers regions whose national formats are searched for
    (numbers written with `+` and a country code are found whatever the region);
    `national_ids` names the national identifier recognizers run for the language (IBANs and
    payment cards are searched in every language); `numeric_date_orders` lists the orders a
    numeric date like 03/04/2021 may be read in, most likely first; `native_tags` is the tag
    vocabulary `--tags native` writes (the language's corpus tags). `date_templates` are the
    ways a date is written with a month name, as regular expressions with `{D}` day, `{M}`
    month name (any of Babel's forms for the language, genitive included) and `{Y}` year,
    longest form first;
    `month_abbreviations` is False where Babel's abbreviations are ordinary words (Czech `pro`,
    Polish `lis`) rather than a way dates are written. `more_month_forms` are the cases of
    month names CLDR does not give (Czech `v únoru`, Polish `w maju`), with their numbers.

    `word_class_index` is a spacy-lookups-data table listing the language's lemmas by part of
    speech (`en_lemma_index`: `noun`, `verb`), which tells a noun from a verb's form, and
    `family_nouns` the nouns a family name stands before (`the Baker family`), which a word
    that only modifies a noun does not tell from a name.
    Names: `common_word_tables` are spacy-lookups-data tables listing the language's ordinary
    words (a capitalized word that is none of them is likely a name), `common_word_lists` the
    tables that list words by part of speech, with the part of them taken (English WordNet's
    adverbs: `unfortunately` takes no ending, so no lemma table lists it);
    `simplemma_language` the language's code in simplemma, whose dictionary lists the words
    no lemma table has, those that take no ending (Swedish `dessutom`, `tyvärr`);
    `nouns_capitalized` says
    capitals alone do not mark names (German); `person_titles` stand before a name and are
    written in every inflected form (`pan`, `pana`, `panu` ...), `person_titles_after` follow it
    (Hungarian `úr`), `post_nominals` follow a judge's name (`Mummery LJ`); `titles_in_name`
    are titles that are part of how the person is named (`Sir Nicolas`, `Judge Clarke`), kept
    inside the mention, while the others (`Mr`, `Dr`) only say gender or degree and stay out.
    `patron_words` stand between an institution's name and the person it is named after
    (Polish `im.`, `imienia`: `Szkoła Podstawowa im. Marii Konopnickiej`), a public figure.
    `age_patterns` are the ways an age is said, regular expressions with `{N}` for the number;
    `time_patterns` the ways a time of day is said, `{N}` standing for the hour and minutes.
    `bare_hour_words` are the words before an hour said with no unit nor minutes (Czech `v
    11`, German `um 11`, Polish `o 11`, English `at 11`), which no recognizer takes for a
    time (`v 11 případech` is a count): a document that writes one keeps its times of day.
    `capitalized_common_words` says that ordinary words
    are often capitalized inside sentences too (English headings and legal style: the Court,
    the Government), so a capital marks a name only on a word that is no ordinary word.
    `demonym_forms` turns CLDR's language names into the adjectives of nationality (`polski`,
    `deutschen`, `svenskt`): names ending in the first string, that string stripped, then each
    ending of the third added (the second string is put back before them where it belongs); the
    first ending makes the lemma, and a language whose `dictionary` inflects (Polish) takes every
    form from it instead (`polscy`, `niemieccy`, which no ending makes). `place_adjectives` derive
    the adjectives of places from CLDR's territory names, and with `city_adjectives` from the
    lexicon's city names too: a name ending in the first string of a pair takes the second
    instead (`Kolumbia` with ("ia", "ijski") -> `kolumbijski`, `Japan` with ("", "isch") ->
    `japanisch`); the adjective endings also say which adjectives written inside CLDR's names
    count (`Britisches Pfund`, `Brytyjskie Wyspy Dziewicze`). The rules may over-generate: only
    words the language's dictionary knows as adjectives are kept.
    `nationality_forms` make the same adjectives from CLDR's language names where the detector
    reads none (`demonym_forms` None: English `Romanian`, Czech `rumunština` -> `rumunský`,
    Hungarian `román`), for a surrogate of a nationality the model found: each rule a
    `demonym_forms` triple, a name taken by the first whose ending it has.
    `people_adjectives` derive, where a nationality takes no ending (English), the
    nationalities of the peoples no language is named after from CLDR's territory names, as
    `place_adjectives` do (`Kenya` with ("a", "an") -> `Kenyan`), kept where the word tables
    know the word; `peoples` are those no rule makes (`British`, `Swiss`).
    `region_names` are the historical and ethnographic regions of the language's country by
    their dictionary lemmas (Polish `Podhale`, `Kaszuby`, `Warmia`), where its Faker locale
    lists no counties: a region's surrogate is another region, in the original's case.
    `office_nouns` are the lemmas, lower-cased, of the offices and the roles in proceedings a
    text writes with a capital, alone or before a name, in any case (Polish `dziekan`,
    `rektor`, `Panie Dziekanie`, `świadek`): the office is no one's name though a dictionary
    lists a family name of its spelling, and the name after it is the person's.
    `ruler_titles` are the titles of rulers, lower-cased, before a given name and a regnal
    number (`King Henry VIII`, `král Karel IV`): a public figure of history.
    `closed_compounds` says the language writes a compound noun as one word (`Amtsgericht`,
    `tingsrätten`), so a word ending in an institution's noun is one; English writes them
    apart (`county court`), and a word that merely ends so is a name (`Harcourt`).
    `adjective_after_noun` says a currency's name puts the country's adjective after the
    noun (Polish `złotych polskich`), so the noun alone is its first word;
    `extra_amount_words` are ways of writing units and currencies that CLDR does not list
    (`sq. m`, `pounds sterling`).
    `institution_nouns` are stems of the nouns that end an institution's name after its
    capitalized words (Czech `Ústavní soud`, Swedish `Högsta domstolen`, German `Hirzel
    Verlag`), and
    `noun_endings` the case endings such a stem takes (`soud-u`, `domstol-en`).
    `institution_noun_first` says the language also writes such names with the noun first and
    every word capitalized, the town after a preposition (Polish `Sąd Najwyższy`, `Sąd
    Rejonowy w Gdańsku`).
    `public_institution_nouns` (stems, with the same `noun_endings`, also ending a compound:
    `Bundesverfassungsgericht`) are the kinds of institution a state or a union has once, or
    one per district by law: courts, ministries, a parliament, a government, a national bank, a
    bar; not a school, a hospital or a club, which a town has several of and whose name says
    where someone went. `national_only_nouns` are those of them (stems, found anywhere in a
    word, case-folded) that name a public institution only with a national word (a bank:
    `Handelsbanken`, a company, beside `Magyar Nemzeti Bank`); the others name one by their
    kind alone too (`the District Court`). `national_words` (stems, found anywhere in a word,
    case-folded) make
    such an institution the state's one, or one above states (`supreme`, `constitutional`,
    `national`, `European`, `ministry`, `Bundes`, `riks`). A name of ordinary words around
    both (`Nejvyšší soud`, `Ministry of Foreign Affairs`) names no one and is kept; a place in
    one is replaced (`Amtsgericht Köln`). A district's court or an office named by its kind
    alone, without its town (`the District Court`, `the Government`, `Prosecutor's Office`),
    is kept too: no word of it says which one, so it names no one; the town, where the text
    writes one beside it, is a mention of its own and replaced (a company drawn for the
    kind read as a mistake, and its words, replaced, barred the town's surrogate name
    `<town> District Court` as spelling an original).
    `region_words` (case-folded) are the points of the compass and their adjectives a body
    serving a region is named with (`North West Ambulance Service`, `East Midlands`): the
    region's words, though the name lists hold `West` and `North` as family names too, so in
    a body named by its kind they speak for no one.
    `place_prepositions` are the prepositions a town's name follows (`in`, `v`, `w`): a word the
    model took for a nationality (`in Beclean`) there, with no noun after it, is a place.
    `locative_prepositions` are those of them that put a name in a place and never beside a
    person (`in`, `w`, `nach`, not `z`, with or from, nor `to`): a name of unknown kind the
    capitals found after one is a place's (`nach Connewitz`, `i Abisko`, `w Pcimiu`).
    `employer_words` are the lemmas (lower case, as `lexicon.vocabulary.lower_case_lemma`
    gives them) of the verbs and nouns of working for someone (`work`, `job`; `arbeiten`;
    `pracovat`; `jobba`), and `employer_prepositions` the prepositions the employer follows
    after them (`at`, `bei`, `u`, `på`): a name there that no list knows as a person's or a
    place's is the employer, a firm (`detect/employers.py`), though a model reads a person.
    `person_place_prepositions` are those of them that stand before a person as often (Czech
    `u`, at someone's: `u Nováků`; Polish `do`, to someone's; English `to`, `from`): a place
    the model read after the others, of a given name of no list of the language's own and a
    word of no name list, is a place abroad (`do Hai Phong`), no person.
    `organization_nouns` are stems (case-insensitive, with the `noun_endings`, also ending a
    compound) of the nouns that make a capitalized name an organization's wherever they stand
    in it, beside the `institution_nouns` and `public_institution_nouns`, where the language
    lists none of them as `institution_nouns` (Hungarian `Egyesület`, `Alapítvány`: its
    names put a family name before a lower-case noun as often, `Kovács Péter iskolája`).
    `road_nouns` are the lower-case words that follow a public road's number (`A4174 ring
    road`, `M5 motorway`): the road is everyone's, its number no one's data.
    `venue_nouns` are the words (every form) that name a venue's kind before its name
    (`Kavárna Místo`, `Café Pascal`), `venue_nouns_after` those that follow it (Hungarian
    `Kelet Kávézó`): the name is an organization's, the kind word stays.
    `venue_heads` are the kind words, in lower case, that end a compound written solid
    before the name (Swedish `Ölstugan Tullen`, `Sportbaren Hörnet`): what the venue serves
    joined to its kind, a compound no list can hold, which stays as the kind word does.
    `firm_nouns` are the capitalized words a firm's name ends with to say its trade (`Ashdown
    Harrow Systems`, `Kestrel Fabrications`), which no person's name ends with: a model's
    person of such words is a firm, and its surrogate one firm, not a person of three names.
    `site_nouns` are the capitalized words that end a site named after its town (`Manchester
    Airport`, `Lancaster Station`, `Derby Royal Hospital`): the town in it is a town of the
    document's country, replaced by one of them, and the site's words stay (not a town of
    several words drawn for it all, nor a firm).
    `service_sites` are the capitalized words of the sites the public goes to for a service
    (`Station`, `Hall`, `Hospice`), which ordinary words alone before them name by what they
    serve (`the Bus Station`, `the Village Hall`), or which stand alone (`the Hospice`): a kind
    there are thousands of, no one's place. Not the areas people live in (`Park`, `Estate`),
    whose ordinary words may name one street's estate.
    `venue_article` is the capitalized article a venue named by ordinary words alone opens
    with (English `The`: `at The Crooked Spoon`, a pub); empty where the language has none.
    `number_after_street` says addresses put the house number after the street's name with
    no street word (Czech `Drtinova 17, Praha`). `street_prepositions` are the words of
    movement or position a street is named after without its number (`on`, `down`, `off`
    of `down Mill Lane`): the name there with a street's word is a street.
    `noun_suffixes` are endings that make nouns (German `-ung`, `-heit`, `-ei`) and
    `determiners` the words that stand before a noun (`der`, `keinen`, `seiner`): where nouns
    are capitalized (`nouns_capitalized`), weak evidence that a capitalized word is a noun.
    `instrument_heads` are the heads of compounds that name an instrument (Czech `-měr` of
    `Tloušťkoměr`, `-metr`, `-skop`), with `noun_endings` after them: a device's noun no
    dictionary lists, coined freely, which opening a sentence is no name (`rules/ordinary`).
    `verbal_noun_suffixes` are the endings (singular, then plural) that make a noun of any
    verb's stem (German `-ung`, `-ungen`: `Aufkantung` of `aufkanten`), and `infinitive_endings`
    what the stem takes to be the verb's dictionary form (`-en`, `-n`): a trade's noun no
    dictionary lists, made of a verb it does, is an ordinary word.
    `name_joiners` are lower-case words inside place names between capitalized ones (Czech
    `Ústí nad Labem`, Polish `Frankfurt nad Odrą`).
    `organization_joiners` are the lower-case words (`and`) inside an organization's name whose
    every word is capitalized, before its kind or legal form (Hungarian `Budai Hagyományőrző
    és Kulturális Egyesület`, `Pannon Ipari és Kereskedelmi Kft`): one name on both sides.
    `court_abbreviations` are the abbreviations of the kinds of court the language's lawyers
    write before the town a court sits in, or alone for a federal court (German `LG Berlin`,
    `OLG München`, `BGH`): a public body, no one's name; the town after one is a place.
    `decision_dates` are patterns of the words that name a court's decision before its date
    (German `Urteil vom`, `Beschluss vom`), and `cited_register_marks` the marks of the
    registers only a federal court's senates keep (German `ZR` of `VII ZR 48/07`, `StR`,
    `BvR`): a decision cited by its court, date and file number is published case law
    (`rules/ordinary/legal.court_decision`). A language whose courts publish every decision
    under its file number, the parties' names left out (Czech), lists every register's mark
    there, and no court's abbreviation is needed before it.
    `companion_words` are the lower-case words that join two persons named together by
    their given names or nicknames (Czech `Lucie s Ondrou`, `Jana a Petr`): a model reads the
    three words as one name, a work's title, a place or a firm, where they are two persons.
    `town_joiners` are the lower-case words of the language that join a town's name to the
    river or hill it stands by (`nad`, `pod`, `am`, `an der`, `upon`): read in every
    document, whatever its language, so a Slovak town in an English text is one place
    (`Moldava nad Bodvou`, `detect/towns.py`).
    `place_abbreviations` are the abbreviations, with their full stop, of the words that open
    towns' names, and the word the place lists write in full (German `St.` of `Sankt`,
    English `St.` of `Saint`): `St. Ingbert` is one town, which a reader of capitals splits
    at its full stop into a word and a person (`detect/towns.py`).
    `territorial_titles` are the peerage titles that name a person by a name and a place
    (English `Lord`, `Baroness`), joined by `territorial_joiner` (`of`): `Lord Rodger of
    Earlsferry`, whose name is a person's and whose place is a place.
    `textbook_joiner` joins a legal text-book's author to its subject (English `on`: `Chitty
    on Contracts`), and `edition_words` name its edition after it (`33rd edn`, `2nd ed.`):
    a published work cited by its author, whom every lawyer knows, and no one's data here.
    `list_words` join the items of a list or range (`5 and 15 October`, `5. až 7. listopadu`).
    `capitalized_pronouns` are the pronouns of polite address, written with a capital inside a
    sentence (German `Sie`, `Ihnen`, Czech `Vám`, `Vaší`, Swedish `Ni`, Hungarian `Önnek`):
    they open no name and are no part of one.
    `articles` are the articles (German: the prepositions fused with one, `im`, `zum`) that
    stand before a noun and never before a person's name in writing: a capitalized word after
    one is a noun (`im Sommer`); empty where speech puts one before names (Hungarian `a Péter`).
    `object_pronouns` are the object pronouns that follow a verb that
    opens a sentence (Swedish `Ring mig`, English `Call me`), and the articles and possessives
    that open its object there (`Manage a budget`, `Boka ett möte`, `Nimm den Bus`): a name
    opening a sentence is followed by its verb, never by one of them (empty where clitics
    follow any first word, as in Czech and Polish `Petr mi řekl`).
    `subject_pronouns` are the subject pronouns that follow a verb opening a question where
    the verb stands first (Swedish `Bor du i ...?`, `Kommer hon?`): in a language that puts
    its finite verb second, a word opening a sentence right before its subject pronoun is that
    verb, no name (empty where a name may stand so, or the order says nothing).
    `letter_formulas` are the salutations and closings of a letter (`Dear`, `Kind regards`,
    `Vážená`, `S pozdravem`) and the notes after its signature (`Enc.`, `cc`, `PS`, `Anl.`),
    regular expressions matched case-insensitively where a sentence or line opens: their
    capitals are the formula's, no name's (`Kind`, a family name too).
    `mail_prefixes` are the words a mail or chat program of the language writes before a
    subject it answers or forwards (`Re`, `Fwd`, German `AW`, `WG`, Polish `Odp`, Hungarian
    `Vá`), matched case-insensitively before a colon where a line opens: a program of any
    language writes them, so every language's are read in every document.
    `chat_notes` are the notes a chat app writes in the language in a message's place or
    after its text (WhatsApp's `<Media omitted>`, `This message was deleted`, a missed call):
    an export's own words, no one's data. An app writes them in its phone's language, which
    need not be the chat's, so every language's are read in every document
    (`detect/chat_notes.py`).
    `chat_abbreviations` are the short words a chat writes in capitals for a phrase or a
    word (German `WE` for `Wochenende`, `OK`): written as initials, but no one's, and too
    short for a frequency to tell them from a person's initials (`JK` is as frequent as `VG`).
    `time_limit_before` and `time_limit_after` are the words (regular expressions,
    case-insensitive) before or after a duration that make it a time limit to act in
    (`within`, `binnen`, Hungarian `belül` after it): the law's or a party's, kept as written
    (`rules/ordinary/durations.py`).
    `interval_before` and `interval_after` are the words (regular expressions,
    case-insensitive) that measure a duration from another point of the timeline (`after`
    before it, `later` or `after` after it: `after three weeks`, `four days after`): an
    interval the date shift keeps, kept as written (`rules/ordinary/durations.py`).
    `author_phrases` (before) and `author_verbs` (after, before a colon) are how a forum's
    header or a quoted reply names a post's author (`Posted by`, `wrote`; regular
    expressions, case-insensitive): the word they name is a user's name (`detect/authors.py`),
    and read in every document, as a forum's software need not write the posts' language.
    `definite_articles` are the definite articles before a noun (English `the`, Hungarian
    `a`, `az`): a capitalized ordinary word after one is a body the text names by its common
    noun (`the Court`, `the Government`, `a Bíróság`), unless the word is a known name.
    `legal_references` are the words (regular expressions, case-insensitive, inflected forms
    included) that number the parts of a law or a convention (`Article`, `článku`, `art.`,
    `Abs.`, `§`, Hungarian `cikk` after its number): the numbers beside them are no one's data.
    `law_nouns` are the words (regular expressions, case-insensitive, fullmatching a word,
    inflected forms and compounds included) that name a law, a decree or a directive by its
    number (`Law no. 218/2002`, `zákona č. 89/2012`, `Rozporządzeniem (UE) 2016/679`), not a
    decision or an order of a court, whose number is a case's; `law_collections` the
    abbreviations of the official journal written after the number (Czech `Sb.`): a law, its
    number and its date are public (`lexicon/laws.py`). `law_citations` are whole citations
    (regular expressions) a law is written in with no law's noun before its number: a
    Hungarian decree's number, date and issuer before its noun (`472/2017. (XII. 28.) Korm.
    rendelet`), a Polish journal's year and item (`Dz.U. z 2023 r. poz. 1610`).
    `state_forms` are the words (regular expressions, fullmatching a word, inflected forms
    included) that name the form of a state in its long name (`Republic` of `Slovak
    Republic` and `Republic of Moldova`, `republika`, `Königreich`), beside the country's
    name or its adjective: such a name is a country's (`lexicon/states.py`).
    `own_state_names` are the other names (regular expressions, fullmatching the words
    as the text writes them, one space between) the language calls its own state by: its
    abbreviation (`RP` of `Konstytucja RP`), the state as a party to a suit (`Skarbu
    Państwa`); like the country's name, no one's (`lexicon/states.py`).
    `cited_above` are the words (regular expressions) after a party's name that cite a case
    the text cited in full before (`Smirnov, cited above`): the same published case law.
    `versus_words` stand between the parties of a case's name (`v.` of `Smirnov v.
    Russia`, Czech `proti`): a case against a State cited by its name is published case law.
    `representation_words` say whom a party is represented by (regular expressions,
    case-insensitive: `represented by`, `zastoupen\\w*`): a lawyer in apposition to that
    person is the party's counsel (`represented by Mr J. Novák, a lawyer practising in`).
    `counsel_words` are the professions (regular expressions, case-insensitive, fullmatching)
    of those who represent a party (`lawyer`, `advokát`, `Rechtsanwalt`), and
    `counsel_possessives` the words that make one someone's representative before it (`his`,
    `jeho`, `seinem`; English writes the owner's `'s` too): the applicant's lawyer is the role
    the text needs, no fact about who the applicant is, and stays (`rules/ordinary/legal.py`). A
    lawyer elsewhere (a CV's job) is a profession like any other.
    `party_roles` are the words (regular expressions, case-insensitive, fullmatching) for the
    roles of the parties to proceedings (`Claimant`, `Respondent`, `Third Party`), and
    `party_ordinals` the words that number parties of one role (`First`, `Second`): a
    judgment's title block sets them beside each party's name and its text names the parties
    by them (`the Second Defendant's evidence`); a role is held by whoever sues, no one's name
    (`rules/ordinary/legal.py`), and never copied as one (`detect/propagate.py`).
    `jurisdictions` are the names (regular expressions, fullmatching) of legal systems that
    are no state's name (`England and Wales`, where a firm is registered and whose law
    applies): millions live there, and the name says which law a text speaks of, no one's
    place.
    `public_bodies` are the names (regular expressions, case-sensitive) of the state's bodies
    and registers that no kind's word names (`Companies House`, `Ofsted`, `HM Land
    Registry`): a state has each once, so it points at no one, and a careful writer keeps it.
    `legal_terms` are the terms of art (regular expressions, case-sensitive) a judgment writes
    in capitals though they are ordinary words of the law (`General Damages`, `the Ogden
    Tables`): the heads of a claim and the tables a court computes it with, in every case of
    the kind, no one's name nor a body's.
    `degrees` are the academic degrees written beside a field of study (`Mgr.`, `inż.`,
    `Dipl.`), case-folded without their dot, beyond the international ones (`BSc`, `MSc`):
    an ordinary word beside one is the subject (`BSc Mathematics`, `Mgr. Právo`).
    `family_name_first` says a full name puts the family name first (Hungarian `Kiss Róbert`).
    `female_titles` and `male_titles` are the `person_titles` (and `person_titles_after`),
    case-folded, that say a woman or a man is named (`Mrs`, `paní`, `Herr`, `úr`): a name
    beside one is a family name of that gender.
    `alternations` are the words before a name written by its first sound (`v`/`ve`, `a`/`an`).
    `feminine_name_endings` are the endings of a woman's given name or nickname where no list
    holds it (Czech `-a`: `Verča`, `Bára`), but for the `male_nicknames` that end so (`Kuba`,
    `Honza`): the gender a nickname keeps in its surrogate; `masculine_name_endings` a man's
    (Swedish `-sse`, `-lle`: `Osse`, `Kalle`).
    `diminutive_endings` are the endings friends add to a given name's opening letters
    (Hungarian `Dóri` of Dóra or Dorottya, `Zsófi` of Zsófia, `Benőke` of Benő): a nickname no
    list holds has the gender of the given names of the language's lists it opens.
    `hypocorisms` are the language's common given names, each with the short forms and
    diminutives friends call its bearer by (Czech `Ondřej`: `Ondra`; German `Helena`:
    `Lena`, `Lenchen`; Polish `Katarzyna`: `Kasia`), nominative first where names decline: a
    chat calls one person by both, so the nickname is the same person's, and its surrogate
    the surrogate's nickname (or its given name).
    `kin_titles` are the `person_titles` that name a kinship (`Oma`, `Aunt`): a title found
    alone becomes another of its kind, never one of these for a degree or office (`Dr` ->
    `Opa`).
    `kin_words` are what a family calls its own in place of a name (`Mum`, `Dad`, `Nan`),
    alone: a model reads `Dad,` opening a list of a family's members as a name, yet it names
    no one outside the family, and is kept (the kinship titles alone are kept too).
    `subdivision_name`, where set, reads the regions of the language's country from ISO
    3166-2 (pycountry), the region's name the group `region` of it (Swedish `Västra
    Götalands län` -> `Västra Götaland`), where neither Faker nor `region_names` lists them.
    `shore_words` are the prepositions that put someone by a river, a lake or a sea (Polish
    `nad`, `znad`: `nad Sanem`, `znad Bałtyku`): a place the dictionary knows after one, and
    no town of the place lists, is such water, named so on every map and kept.
    `kin_endings` are the endings such a word takes where the language marks whose kin it is
    and its case on the word (Hungarian `Anyám`, `Nagymamámtól`: my mother, from my
    grandmother), a pattern after the word, its last vowel lengthened or not.
    `town_countries` are the GeoNames countries whose towns (of over 5,000 people) stand in for
    a town, where Faker's towns for the language are made up (English `East Howardfort`) or
    too few for a corpus (Swedish has 45, German 392: a news corpus names more, and then
    drew from other languages' lists); empty where the language's towns are declined.
    `person_locales` are Faker locales of other countries where the language is spoken, whose
    persons' names serve beside the language's own (German: Austria's and Switzerland's,
    1,733 family names where Germany's list has 406).
    `number_words` are the words for 0, 1, 2 ... as a duration writes them (`three years`), for
    a surrogate of another number; only where a number word has one form whatever its noun
    (English), so a duration's surrogate agrees.
    `name_endings` are added to a name to make its genitive (German `Kanadas`, `Luthers`) or
    the capitalized adjective of a place (`Berliner`, `Schweizer`), so a known name is still
    known with one of them.
    `weekdays_decline` says a weekday's form comes from its sentence (Czech `v pátek`, Polish
    `w niedzielę`), so a weekday alone is not moved by the date shift.
    `weekday_forms` are the weekdays (Monday first) in the case a language says "on" a day
    with (Czech `ve středu`, Polish `we środę`, Hungarian `szerdán`), which Babel does not list:
    a weekday in that case beside a date moves in it; `weekday_prepositions` are the words
    after which a weekday is in that case (Czech `v pondělí`, where `pondělí` is also the
    nominative).
    `seasons` are the names of the seasons (`Spring`, `Autumn`), which Babel does not list:
    one before a year is a date (`Spring 2024`), moved by its year, no street of a suffix's
    spelling (`Spring`, `Fall`).
    `possessives` and `relation_nouns` (each with the gender it gives, `f`, `m` or empty) say
    who someone is to the writer before the name they are called by (`my husband Clive`, `our
    mate Dazza`): that word is a person's given name or nickname (`detect/relations.py`).
    `day_words` are the words a day is named after (`on`, `by`, `until`), beside Babel's
    relative ones (`next`, `last`): an abbreviated weekday after one is the day (`on Fri`,
    `next Sat`), whatever name, place or word it also spells (`Sat`, `Sun`, `Wed`).
    `weekday_declension` names how the weekdays take the forms Babel does not list, each form
    a key of `lexicon/calendar.weekday_paradigm`: `endings` (`weekday_endings` after Babel's
    name: German `montags`, Swedish `måndagen`), `suffixes` (the Hungarian case suffixes in
    the weekday's vowel harmony: `hétfőtől`, `keddig`, `szerdáig`), `morfeusz` (SGJP's
    singular cases: Polish `do piątku`, `od poniedziałku`) or `cases` (`weekday_cases`, the
    weekdays in each case, where no library declines them: Czech `do pondělí`, `od pátku`);
    `weekday_governs` the words before a weekday and the case they put it in, which tells a
    form several cases share (Czech `pondělí` after `do` is a genitive: `do středy`).
    `weekday_genders` are the weekdays' genders, Monday first (`m`, `f`, `n`; Czech `pondělí`
    is neuter, `sobota` feminine), where the words before a noun agree with it:
    `weekday_agreement` gives, for each key of `weekday_paradigm` (a case), the forms of the
    demonstrative in the three genders (masculine, feminine, neuter: Czech `ten`, `ta`, `to`)
    and `weekday_adjectives` the endings of a hard adjective (`minulý`, `minulá`, `minulé`),
    so a weekday moved to another gender takes them along (`ta sobota` -> `to pondělí`).
    `day_suffix` writes the ending after a day's number again for another day (Hungarian
    `1-jén` -> `14-én`, `2-án` -> `4-én`): given the new day and the ending, the ending.
    `ordinal_suffix` gives the letters an ordinal's digits take (English `1st`, `22nd`,
    `14th`), so a day written as an ordinal is read as a day and moved with its letters
    agreeing; `date_joiners` the words between a day and its month (`the 21st of June`).
    `day_month_dates` are the ways a day and month are written with digits and no year, as
    regular expressions with `{D}` the day and `{M}` the month (the first says which comes
    first) and, where words around them are needed to tell them from a fraction or a section
    number, the date as the group `date` (`on 3/4`, Swedish `den 16/3`, Czech `16.3.`,
    Hungarian `04. 23-án`).
    `identity_documents` are regular expressions (case-insensitive, inflected forms included)
    of the names of documents and identifiers whose number follows them (`passport`,
    `občansk\\w* průkaz\\w*`, `IČO`): such a number is an ID whatever its format, and the
    name itself identifies no one; `number_nouns` the words that may stand between the name
    and its number (`number`, `číslo`, `Nr.`).

    What the stages do for the language, by name: `spacy_model` is the spaCy pipeline (a PyPI
    package) that reads the language, None where none is on PyPI; `word_class_components` its
    components that tag each word's part of speech, which detection reads where the language's
    word tables miss the words that open sentences (Czech adverbs: `Včera`, `Zítra`);
    `dictionary` names the morphological dictionary that knows its words better than any table
    (Polish: `morfeusz`), None where it has none; `inflection` names how a surrogate takes the
    form of the name it replaces (`czech`, `polish`, `hungarian`, `genitive` with the
    `genitive_endings` written after most names and after a sibilant, `english_genitive`),
    None where names take no endings; `recognizers` names the recognizers only the language
    runs (Polish: `pl_lexicon`, its names in every case from SGJP).
    """

    code: str
    name: str
    faker_locale: str
    phone_regions: tuple[str, ...]
    date_templates: tuple[str, ...] = ()
    month_abbreviations: bool = True
    more_month_forms: tuple[tuple[str, int], ...] = ()
    national_ids: tuple[str, ...] = ()
    numeric_date_orders: tuple[DateOrder, ...] = ("DMY", "YMD")
    native_tags: TagVocabulary | None = None
    common_word_tables: tuple[str, ...] = ()
    common_word_lists: tuple[tuple[str, str], ...] = ()
    # spacy-lookups-data's index of lemmas by part of speech (WordNet's `en_lemma_index`):
    # `adj`, `noun`, `verb`, which tell an adjective before its noun (`Good luck`) and a noun
    # after a word that modifies it (`Line manager`).
    word_class_index: str = ""
    family_nouns: frozenset[str] = frozenset()
    simplemma_language: str | None = None
    nouns_capitalized: bool = False
    person_titles: tuple[str, ...] = ()
    person_titles_after: tuple[str, ...] = ()
    post_nominals: tuple[str, ...] = ()
    # The field names a form, a CV or a register writes a person's name after, at a line's
    # start and before a colon (`Name:`, `Jméno a příjmení:`): whatever follows on the line is
    # that person's name, a given name no list knows too (`Name: Ifeoma Adeyemi-Ross`).
    name_fields: tuple[str, ...] = ()
    # Whether the language's people write two family names without a hyphen (Swedish `Karin
    # Lundqvist Berg`): a family name before the last is a second one, no middle name.
    double_family_names: bool = False
    titles_in_name: tuple[str, ...] = ()
    patron_words: frozenset[str] = frozenset()
    age_patterns: tuple[str, ...] = ()
    time_patterns: tuple[str, ...] = ()
    bare_hour_words: tuple[str, ...] = ()
    capitalized_common_words: bool = False
    demonym_forms: tuple[str, str, tuple[str, ...]] | None = None
    nationality_forms: tuple[tuple[str, str, tuple[str, ...]], ...] = ()
    people_adjectives: tuple[tuple[str, str], ...] = ()
    office_nouns: frozenset[str] = frozenset()
    region_names: tuple[str, ...] = ()
    ruler_titles: frozenset[str] = frozenset()
    closed_compounds: bool = True
    peoples: tuple[str, ...] = ()
    place_adjectives: tuple[tuple[str, str], ...] = ()
    city_adjectives: bool = False
    name_endings: tuple[str, ...] = ()
    family_name_first: bool = False
    capitalized_pronouns: frozenset[str] = frozenset()
    articles: frozenset[str] = frozenset()
    definite_articles: frozenset[str] = frozenset()
    # The determiners only a common noun takes, no named hill or building (German `unser`,
    # `ein`, unlike `der Schlossberg`): see `rules.ordinary.nouns.noun_cues`.
    common_noun_determiners: frozenset[str] = frozenset()
    # The endings of a noun's definite form, where the language writes the article as one
    # (Swedish `-en`, `-et`: `Akutmottagningen`): `rules.ordinary.institutions`.
    definite_endings: tuple[str, ...] = ()
    # The common nouns of a body's units, which a unit is named by in their definite form,
    # alone or ending a compound (Swedish `Ekobrottsgruppen`, `Juridiska avdelningen`): every
    # authority has one, no one's; `rules.ordinary.institutions`.
    unit_nouns: tuple[str, ...] = ()
    legal_references: tuple[str, ...] = ()
    degrees: frozenset[str] = frozenset()
    state_forms: tuple[str, ...] = ()
    own_state_names: tuple[str, ...] = ()
    versus_words: tuple[str, ...] = ("v.", "vs.")
    cited_above: tuple[str, ...] = ()
    counsel_words: tuple[str, ...] = ()
    # The roles people hold in proceedings (regular expressions, case-insensitive,
    # fullmatching): the judge, the lawyers, the prosecutor, the notary, the bailiff, the
    # court's expert. Beside the name of who holds it (`Komlóssy Gellért ügyvéd`, `sędzia Anna
    # Wrona`) the role is what the judgment tells of them, and a roofer drawn for a judge reads
    # as nonsense; the name is replaced.
    case_roles: tuple[str, ...] = ()
    representation_words: tuple[str, ...] = ()
    counsel_possessives: frozenset[str] = frozenset()
    party_roles: tuple[str, ...] = ()
    party_ordinals: tuple[str, ...] = ()
    jurisdictions: tuple[str, ...] = ()
    legal_terms: tuple[str, ...] = ()
    public_bodies: tuple[str, ...] = ()
    # What writes a profession as one sought, no one's (regular expressions, case-insensitive,
    # ending right before the profession): `need a`, `can't afford a` (`rules/ordinary/roles`).
    sought_profession: tuple[str, ...] = ()
    object_pronouns: frozenset[str] = frozenset()
    subject_pronouns: frozenset[str] = frozenset()
    letter_formulas: tuple[str, ...] = ()
    mail_prefixes: tuple[str, ...] = ()
    chat_notes: tuple[str, ...] = ()
    chat_abbreviations: frozenset[str] = frozenset()
    author_phrases: tuple[str, ...] = ()
    time_limit_before: tuple[str, ...] = ()
    time_limit_after: tuple[str, ...] = ()
    interval_before: tuple[str, ...] = ()
    interval_after: tuple[str, ...] = ()
    author_verbs: tuple[str, ...] = ()
    institution_nouns: tuple[str, ...] = ()
    public_institution_nouns: tuple[str, ...] = ()
    national_words: tuple[str, ...] = ()
    region_words: frozenset[str] = frozenset()
    institution_noun_first: bool = False
    place_prepositions: frozenset[str] = frozenset()
    locative_prepositions: frozenset[str] = frozenset()
    person_place_prepositions: frozenset[str] = frozenset()
    employer_words: frozenset[str] = frozenset()
    employer_prepositions: frozenset[str] = frozenset()
    organization_nouns: tuple[str, ...] = ()
    # The stems of the nouns a firm is named by after the adjective of its region or town, in
    # lower case (Czech `Hanácké strojírny`, `Jihočeské pekárny`, `Vítkovické závody`), with
    # the `noun_endings`: `detect/trades.py`.
    trade_nouns: tuple[str, ...] = ()
    # Stems of the nouns of a place's kind that its name follows in lower case (Czech `hrad
    # Karlštejn`, `na horu Sněžku`, `u rybníka Rožmberk`), with the `noun_endings`: the name
    # after one is a place's, `detect/sites.py`.
    place_kind_nouns: tuple[str, ...] = ()
    # Stems of the nouns of the public bodies named in honour of someone the public knows (a
    # library, a theatre, a museum, a gallery, a hospital: Czech `Knihovna Jana Drdy`), with
    # the `noun_endings`: the name after one is its namesake's, `rules/ordinary/schools.py`.
    # (Not a firm's or an office's, often named after the private person who owns it.)
    namesake_nouns: tuple[str, ...] = ()
    # The endings of a noun's locative plural (Czech `-ech`, `-ích`, `-ách`): one capitalized
    # word so ending after a preposition is a place named in the plural (`v Krkonoších`, `na
    # Vinohradech`, `v Dejvicích`), no firm, `detect/ner.py`.
    plural_locative_endings: tuple[str, ...] = ()
    venue_nouns: tuple[str, ...] = ()
    venue_nouns_after: tuple[str, ...] = ()
    venue_heads: tuple[str, ...] = ()
    venue_article: str = ""
    site_nouns: tuple[str, ...] = ()
    service_sites: tuple[str, ...] = ()
    firm_nouns: frozenset[str] = frozenset()
    # The words after a founder's family name in a firm's name that name his partners or
    # sons (Hungarian `és Társa`, and partner; `és Fia`, and son): the word before them is a
    # family name, though the lists lack it or it is an ordinary word too (`Kun és Társa
    # Ügyvédi Iroda`).
    firm_partners: tuple[str, ...] = ()
    # The words in lower case a firm's name holds after its kind's noun before its legal form
    # (German `für`, `auf` of `Gesellschaft für Informatik e.V.`); in a language
    # that capitalizes its nouns, an adjective or participle declined before its noun is one
    # too (`kraftfahrender` of `Kasse kraftfahrender Beamter ... a. G.`).
    firm_name_words: frozenset[str] = frozenset()
    # The words after which a language that capitalizes its nouns makes an adjective a noun
    # (German `etwas Neues`, `nichts Gutes`, `was Warmes`), lower-cased.
    nominalizers: frozenset[str] = frozenset()
    road_nouns: tuple[str, ...] = ()
    noun_endings: tuple[str, ...] = ("",)
    # An adjective's case endings and the ending of its lemma (Czech `krajsk-ému` of
    # `krajský`, `okresn-ímu` of `okresní`): a form the word tables miss is an ordinary word
    # where its lemma is one (`lexicon.vocabulary.ordinary`).
    adjective_endings: tuple[tuple[tuple[str, ...], str], ...] = ()
    number_after_street: bool = False
    street_prepositions: frozenset[str] = frozenset()
    # The language's words of a public space in lower case after a street's capitalized
    # name, in the cases a sentence puts them in (regular expressions: Hungarian `utca`,
    # `utcában`, `körúton`, `téren`), where the definite article before the name says the
    # name and the word are one street without a house number (`a Fő utcán`, `a Váci
    # körúton`), whatever a model reads in the name.
    street_kind_words: tuple[str, ...] = ()
    name_joiners: tuple[str, ...] = ()
    organization_joiners: frozenset[str] = frozenset()
    companion_words: frozenset[str] = frozenset()
    town_joiners: tuple[str, ...] = ()
    place_abbreviations: tuple[tuple[str, str], ...] = ()
    court_abbreviations: frozenset[str] = frozenset()
    decision_dates: tuple[str, ...] = ()
    cited_register_marks: frozenset[str] = frozenset()
    territorial_titles: tuple[str, ...] = ()
    territorial_joiner: str = ""
    textbook_joiner: str = ""
    edition_words: tuple[str, ...] = ()
    noun_suffixes: tuple[str, ...] = ()
    verbal_noun_suffixes: tuple[str, ...] = ()
    instrument_heads: tuple[str, ...] = ()
    infinitive_endings: tuple[str, ...] = ()
    determiners: frozenset[str] = frozenset()
    list_words: frozenset[str] = frozenset()
    adjective_after_noun: bool = False
    extra_amount_words: tuple[str, ...] = ()
    number_words: tuple[str, ...] = ()
    town_countries: tuple[str, ...] = ()
    person_locales: tuple[str, ...] = ()
    kin_titles: tuple[str, ...] = ()
    kin_words: tuple[str, ...] = ()
    kin_endings: str = ""
    shore_words: tuple[str, ...] = ()
    subdivision_name: str = ""
    feminine_name_endings: tuple[str, ...] = ()
    masculine_name_endings: tuple[str, ...] = ()
    male_nicknames: frozenset[str] = frozenset()
    diminutive_endings: tuple[str, ...] = ()
    hypocorisms: tuple[tuple[str, tuple[str, ...]], ...] = ()
    female_titles: frozenset[str] = frozenset()
    male_titles: frozenset[str] = frozenset()
    alternations: tuple[Alternation, ...] = ()
    weekdays_decline: bool = False
    weekday_forms: tuple[str, ...] = ()
    weekday_prepositions: frozenset[str] = frozenset()
    day_words: frozenset[str] = frozenset()
    seasons: tuple[str, ...] = ()
    possessives: frozenset[str] = frozenset()
    relation_nouns: tuple[tuple[str, str], ...] = ()
    day_month_dates: tuple[str, ...] = ()
    weekday_declension: str | None = None
    weekday_endings: tuple[str, ...] = ()
    weekday_cases: tuple[tuple[str, tuple[str, ...]], ...] = ()
    weekday_governs: tuple[tuple[str, str], ...] = ()
    weekday_genders: str = ""
    weekday_agreement: tuple[tuple[str, tuple[str, str, str]], ...] = ()
    weekday_adjectives: tuple[tuple[str, tuple[str, str, str]], ...] = ()
    day_suffix: Callable[[int, str], str] | None = None
    ordinal_suffix: Callable[[int], str] | None = None
    date_joiners: frozenset[str] = frozenset()
    identity_documents: tuple[str, ...] = ()
    number_nouns: tuple[str, ...] = ()
    law_nouns: tuple[str, ...] = ()
    # The nouns a statutory instrument's short title ends in before its year (regular
    # expressions, fullmatching a capitalized word), beside `law_nouns`, which a court's
    # decision or order by its number is not: `Damages (Personal Injury) Order 2019`.
    statute_nouns: tuple[str, ...] = ()
    national_only_nouns: tuple[str, ...] = ()
    # How the language abbreviates a statute's name: the capitals its abbreviation ends in,
    # the initial of the law's kind (German `G` of `Gesetz`, `GB` of `Gesetzbuch`, `O` of
    # `Ordnung`: `RVG`, `BGB`, `StVO`), and the words (regular expressions, case-insensitive,
    # fullmatching the text before it) that cite a law by it (`nach dem`, `gemäß`): such an
    # abbreviation after them names a law, no one (`rules.ordinary.legal.statute_abbreviation`).
    statute_abbreviation_ends: tuple[str, ...] = ()
    statute_citing_words: tuple[str, ...] = ()
    # The statutes and registers the language's lawyers cite by a short word with its full
    # stop, capitalized and in lower case after (Hungarian `Ptk.` the civil code, `Mt.` the
    # labour code, `Cg.` the company register's number), which no ending pattern tells from a
    # name: each as written before its full stop (`rules.ordinary.legal.listed_statute`).
    statute_abbreviations: frozenset[str] = frozenset()
    law_collections: tuple[str, ...] = ()
    law_citations: tuple[str, ...] = ()
    spacy_model: str | None = None
    word_class_components: tuple[str, ...] = ()
    dictionary: str | None = None
    inflection: str | None = None
    genitive_endings: tuple[str, str] = ("", "")
    recognizers: tuple[str, ...] = ()

    def nickname_gender(self, name: str) -> str | None:
        """`m` or `f` for a given name or nickname no list holds, where its ending tells
        (`feminine_name_endings`, `male_nicknames`); None where the language does not say."""
        if name.capitalize() in self.male_nicknames:
            return "m"
        feminine = self.feminine_name_endings and name.endswith(self.feminine_name_endings)
        if feminine:
            return "f"
        masculine = self.masculine_name_endings and name.endswith(self.masculine_name_endings)
        return "m" if masculine else None

    def venue_word(self, word: str) -> bool:
        """Whether `word` names a venue's kind: one of `venue_nouns` or `venue_nouns_after`,
        or a capitalized compound ending in one of `venue_heads` after a stem of its own
        (`Ölstugan`; `Stugan` alone is no compound)."""
        if word in self.venue_nouns or word in self.venue_nouns_after:
            return True
        return word[:1].isupper() and any(
            word.endswith(head) and len(word) - len(head) >= 2 for head in self.venue_heads
        )

    @property
    def day_before_month(self) -> bool:
        """Whether a day and month without a year are written day first (`16.3.`, Swedish
        `16/3`; not Hungarian `03. 16.`): as the first `day_month_dates` has them, else as
        the first of the `numeric_date_orders`."""
        if self.day_month_dates:
            template = self.day_month_dates[0]
            return template.index("{D}") < template.index("{M}")
        return self.numeric_date_orders[0].startswith("D")

    @property
    def names_decline(self) -> bool:
        """Whether the language writes names in its cases with endings of their own (`Nováka`,
        `Kowalskiego`, `Kissnek`), not as written but for a genitive's `s` (`genitive`,
        `english_genitive`) or with no ending at all (no `inflection`): only then is a word a
        known name less a case ending, or a town's words ordinary words in every case."""
        return self.inflection not in _CASELESS

    @property
    def names_locale(self) -> str:
        """The locale of the persons' names, several joined by `+` (`de_DE+de_AT+de_CH`)."""
        return "+".join((self.faker_locale, *self.person_locales))
