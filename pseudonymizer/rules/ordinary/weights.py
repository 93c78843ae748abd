"""The weights of the language's cues, in one table: the cues are summed with each other and
with the rules' votes (`voting.vote`), so each is weighed against the others here, in one place.
"""

from __future__ import annotations

# The weight of each cue: for no mention (positive) or for a name (negative).
LABEL = 0.75  # a field name at a line's start before a colon
LABEL_OF_VALUE = 0.5  # ... right before a date, number, address or e-mail
IN_FORM = 0.5  # ... among other fields whose names are ordinary words (`Location:`)
NUMBER_LABEL = 1.25  # a number's noun before its number (`Nr. 12`, `Kunden-Nr. 4711`)
LABEL_ABBREVIATED = 0.25  # ... cut short with a full stop (`Tel.:`, `Nr.:`): no name is
HEADING = 0.75  # a line of capitals
HEADING_WORD = 0.75  # ... an ordinary word beside others there (`TINGSRÄTT DOM`), no acronym
HEADING_LINE = 0.5  # a line the mention fills alone, not in capitals (`Skills`, a signature too)
PATH_STEP = 0.75  # ... an ordinary word in a step of a forum's path (`Forum » Wetter`), a topic
LEGAL_REFERENCE = 1.0  # the number of a law's part (`Article 6 § 1`): nobody's data
TIME_LIMIT = (
    1.0  # a time limit (`within`, `binnen`) or an interval the shift keeps (`four days after`)
)
CITED_CASE = 1.25  # a party, State, number or date of a judgment cited by name: case law
QUOTED_LAW = 1.25  # a word of a law's text the document quotes: a law names no one
PUBLIC_INSTITUTION = 1.5  # a court, ministry or bank of a state named by ordinary words
SAINT = 1.5  # a saint a church or hospital is named after (`St. Marien`): dead for ages
INSTITUTION_PART = 1.25  # ordinary words the text writes inside such a name (`Human Rights`)
INSTITUTION_KIND = 1.25  # a kind of court or office before the place it sits in (`Okresní soud v`)
INSTITUTION_BY_KIND = 1.25  # an authority named by its kind alone (`the District Court`)
NUMERAL = 1.25  # a Roman numeral (`Kolín IV`, `II.`), stronger than a place of its spelling (`Ii`)
LATIN = 1.5  # legal Latin in lower case (`inter alia`, where `Alia` is a given name too)
AFTER_DEFINITE_ARTICLE = 0.75  # a body named by its common noun (`the Court`, `a Bíróság`)
DEFINED_TERM = 1.0  # a common noun after `the` never in lower case (`the Company`): a term, no name
DEGREE_SUBJECT = 1.0  # ordinary words beside a degree are its subject (`BSc Mathematics`)
FUNCTION_WORDS = 1.0  # pronouns, articles, contractions: nobody's data whatever else
ENUMERATOR = 1.0  # a paragraph's or heading's number (`8.`, `II.`): the document's structure
CURRENCY = 1.0  # a currency's code or sign beside an amount (`(EUR)`, `RON 4,150`)
MEASURE = 1.0  # a unit's name after a count (`45 Min.`), though a name of its spelling
BANK_CODE = 1.0  # a bank's code after its word (`BIC ESSESESS`): the bank's, public
FLOOR = 1.0  # a floor's ordinal before its word (`2. OG`, `the 1st floor`): part of an address
PARTY_ROLE = 1.5  # a party's role (`the Claimant`, `Second Defendant`): whoever sues, no one
COUNSEL = 1.0  # someone's lawyer (`the applicant's lawyer`): a role in the case, no profile
TITLE = 1.25  # a title alone (`Pan` of `Pan taky.`), stronger than a place of its spelling
KIN = 1.5  # a kinship's word alone (`Tata,`), stronger than a family name of its spelling
WORD_CLASS = 0.5  # the tagger's part of speech is one no name has
NO_NAME_TYPE = 0.25  # ... by a tagger that gives the names it reads their type, none here
ORDINARY = 0.5  # every word an ordinary word of the language
CALENDAR = 0.75  # a weekday or month name
OWN_LANGUAGE = 1.5  # the document's own language (`Done in English`), stronger than a name
HOLIDAY = 1.5  # a holiday's name (`Christmas`, `Vánoce`), stronger than a name of its spelling
SHOUTED = 1.0  # ordinary words in capitals inside a sentence (`a sign reading KEEP OUT`)
SENTENCE_START = 0.25  # the capital is the sentence's, not the word's
INFLECTED = 0.5  # ... on a form of another ordinary word (`Pište` -> `psát`, `Hívjon` -> `hív`)
LOWER_CASE_ONLY = 0.75  # ... on a word the dictionary writes only in lower case (`skicka`)
FREQUENT_OPENING = 0.75  # ... on a word the language writes all the time, no table's (`Super`)
COMPOUND_OPENING = 0.75  # ... on two ordinary words joined into one (`Skadehandläggare`)
DRAWN_OUT = 0.75  # ... on an ordinary word drawn out (`Hejjj`), as no name is written
MAIL_PREFIX = 1.25  # `Re:`, `AW:` before a subject, stronger than a place of its spelling
APPOSITION = 0.75  # a profession after a person's name and a comma (`Karen Reid, Legal Adviser`)
ROLE = 1.0  # a CV's role before its employer (`2019–2022  Projektová manažerka – Kovostroj`)
CHAT_ABBREVIATION = 1.5  # `WE`, `LG`: a chat's short word in capitals, no one's initials
SPEAKER_CODE = 1.5  # `INT` of `INT:` opening a transcript's lines: the speaker's code, no name
CHAT_TITLE = 1.5  # `Group` of `[Group: ...]`: a chat export's title word, the app's, no one's
PLATFORM = 1.5  # `Instagram`, `WhatsApp`: a service's name, stronger than a name of its spelling
DESIGNATION = 1.0  # `COVID-19`, `SARS-CoV-2`: a thing's acronym and number, no one's name
PRODUCT = 1.5  # `Škoda Octavia`, `VW Golf TDI`: a vehicle's maker and model, no one's name
SOFTWARE = 1.5  # `SQL`, `Power BI`: a skill, stronger than a name or place of its spelling
ROLE_TITLE = 1.5  # `Head of Operations`, `Tech Lead`: every word a role's, wherever it stands
SCHOOL = 1.5  # `Fakulta aplikovaných věd`, `Technische Universität`: a school of the public
QUALIFICATION = 1.5  # `Master of Science`, `DALF C1`, `ISO 9001`: a degree, exam or standard
LANGUAGE_LIST = 1.5  # a language or its level on a line of languages: a skill, no nationality
LOWER_CASE = 0.5  # a word in lower case inside a sentence, where a name has its capital
AFTER_ARTICLE = 1.0  # a person's name takes no article (`im Sommer`, `the Baker`)
QUALIFIES_NOUN = 0.75  # an adjective before the noun in lower case it qualifies (`Good luck`)
LOWER_HYPHENED = 1.25  # ordinary words hyphened, lower case after the first (`Early-morning`)
BEFORE_OBJECT = 0.75  # a verb opening a sentence before its object (`Ring mig`)
ACTIVITY_LISTED = 1.0  # ... listed before an activity in lower case (`Reading and hiking`)
WRITTEN_LOWER = 1.0  # ... a word the text writes in lower case inside a sentence (`play rugby`)
BEFORE_NOUN = 0.75  # an ordinary word opening a sentence before its noun (`Keen walkers`)
NOUN = 0.75  # a noun of the dictionary, in a language that capitalizes nouns, with its plural
NOUN_INSIDE = 1.0  # ... inside a sentence, where only a noun or a name has a capital
NOUN_BARE = 0.5  # ... listed with no plural or case form (`Astronomie`)
TRUNCATED_COMPOUND = 1.5  # `Sach-` of `Sach- und Personenschäden`: a word's part
COMPOUND = 1.0  # a compound of ordinary words ending in such a noun (`Reetdachhaus`)
NOUN_SUFFIX = 0.25  # an ending that makes nouns (`-ung`, `-heit`)
AFTER_DETERMINER = 0.25  # an article or a pronoun declined like one before it (`die`, `keinen`)
AFTER_ATTRIBUTE = 0.25  # an adjective with its case ending before it (`alten`, `bleibende`)
COMMON_OPENING = 0.75  # every word only a common word of the dictionary, opening a sentence
COMMON_NOUN_INSIDE = 1.0  # ... inside one, headed by a noun: an office's or a body's name
COMMON_INSIDE = 0.5  # ... inside one, of adjectives only (`Młodszy`): a name's part, maybe
INITIALS_SPELLED_OUT = 1.5  # initials the text spells out in ordinary words (`... nämnden (ARN)`)
INITIALS_WIDELY = 0.75  # initials the language's text writes widely (`ZUS`, `ADFC`)
SERVICE_ACRONYM = 1.5  # a public service's acronym or form (`DOB`, `CCTV`, `GP`, `MG11`)
CODED_LABEL = 1.25  # a label of capitals and digits opening its line before a colon (`W1:`)
BRACKETED_LABEL = 1.25  # initials in brackets right before their value (`(DOB 21/07/1979)`)
INITIALS_IN_SENTENCE = 0.25  # ... among a sentence's words (`s ČSSZ`), not as a label or heading
PATRON = 1.5  # the person an institution is named after (`im. Adama Mickiewicza`)
KNOWN_NAME = -0.5  # a known given or family name
KNOWN_PLACE = -0.25  # a known place (a place is seldom a field name or a speaker)
VOUCHED = -1.0  # a title or initials vouch for the name
