"""Swedish."""

from pseudonymizer.categories import Category, NameWords, TagVocabulary
from pseudonymizer.languages.base import Language

C = Category
# SweLL's pseudonymization labels (the Swedish learner corpus): a person's name is labelled
# word by word, initials, given names by gender and the surname (`[firstname_female] [surname]`).
SWELL_TAGS = TagVocabulary(
    "swell",
    {
        C.PERSON: "firstname_unknown",  # each word of a name is labelled: see `name_words`
        C.USERNAME: "extra",
        C.ORGANIZATION: "other_institution",
        C.LOCATION: "place",
        C.STREET: "street_nr",
        C.STREET_NUMBER: "street_nr",
        C.ZIP: "zip_code",
        C.EMAIL: "email",
        C.URL: "url",
        C.PHONE: "phone_nr",
        C.ID: "personid_nr",
        C.DATE: "date_digits",
        C.AGE: "age_digits",
        C.TRANSPORT: "transport_name",
        C.PROFESSION: "prof",
        C.DEMOGRAPHIC: "nationality",
        C.SENSITIVE: "sensitive",
    },
    "extra",
    name_words=NameWords("initials", "firstname_{gender}", "surname"),
)

LANGUAGE = Language(
    code="sv",
    name="Swedish",
    inflection="genitive",
    genitive_endings=("s", ""),
    faker_locale="sv_SE",
    phone_regions=("SE",),
    town_countries=("SE",),
    numeric_date_orders=("YMD", "DMY"),
    date_templates=(
        r"{D} {M},? {Y}",
        r"{D} {M}",
        r"{M} {Y}",
    ),
    # Months cut to three letters without a full stop, as a calendar or a mail writes them
    # (`ons 5 mar 2025`): CLDR's Swedish abbreviations take a full stop, or none (`mars`).
    more_month_forms=(
        *(("jan", 1), ("feb", 2), ("mar", 3), ("apr", 4), ("jun", 6), ("jul", 7)),
        *(("aug", 8), ("sep", 9), ("sept", 9), ("okt", 10), ("nov", 11), ("dec", 12)),
    ),
    national_ids=("se_personnummer",),
    # A chat's town in lower case after a preposition of place (`bor i tensta`).
    recognizers=("lower_places",),
    common_word_tables=("sv_lemma_lookup",),
    simplemma_language="sv",
    kin_titles=("morbror", "farbror", "moster", "faster", "mormor", "farmor", "morfar", "farfar"),
    # What a family calls its parents and grandparents, in speech and in its letters and
    # chats (`moffa` morfar, `mommo` mormor, `faffa`, `fammo`; `farsan`, `morsan`): alone, with
    # a capital as a name's, no one's name.
    kin_words=(
        *("mamma", "pappa", "mor", "far", "morsan", "farsan", "morsa", "farsa"),
        *("moffa", "mommo", "faffa", "fammo"),
    ),
    female_titles=frozenset(
        {"fru", "fröken", "moster", "faster", "mormor", "farmor", "drottning", "prinsessan"}
    ),
    male_titles=frozenset({"herr", "morbror", "farbror", "morfar", "farfar", "kung"}),
    double_family_names=True,
    name_fields=("Namn", "Fullständigt namn", "Förnamn och efternamn", "Sökande", "Patient"),
    person_titles=(
        "herr",
        "fru",
        "fröken",
        "doktor",
        "dr",
        "professor",
        "prof",
        "rådman",
        "domare",
        "advokat",
        "kollegan",
        "kollegan",
        "morbror",
        "farbror",
        "moster",
        "faster",
        "mormor",
        "farmor",
        "morfar",
        "farfar",
        "statsminister",
        "ministern",
        "kung",
        "drottning",
        "prinsessan",
        "prins",
    ),
    subdivision_name=r"(?P<region>.+?)s? län",
    office_nouns=frozenset(
        {"chef", "ordförande", "handläggare", "sekreterare", "direktör", "ansvarig", "rektor"}
        | {"samordnare", "föreståndare", "överläkare", "sjuksköterska", "nämndeman", "notarie"}
        | {"åklagare", "kommissarie", "inspektör", "utredare", "kurator", "strateg"}
    ),
    age_patterns=(
        r"{N}\s?år\sgammal",
        r"{N}-årig\w*",
        r"\b(?:är|blir|fyllde|fyller)\s{N}\s?år\b",
    ),
    demonym_forms=("ska", "sk", ("", "a", "t")),
    native_tags=SWELL_TAGS,
    institution_nouns=(
        *("domstol", "kyrka", "kyrkan", "universitet", "högskola", "kommun", "landsting"),
        *("parti", "förbund", "styrelse", "myndighet", "departement", "bank", "sjukhus"),
        *("skola", "skolan", "akademi", "institut", "rådet", "nämnd", "kammarrätt", "tingsrätt"),
        *("förening", "stiftelse", "regering", "polis", "museum", "muse", "teater", "klubb"),
        # A housing cooperative's abbreviation before its name (`Brf Lönnen`): the kind.
        "brf",
    ),
    public_institution_nouns=(
        *("domstol", "rätt", "departement", "regering", "riksdag", "myndighet", "verk"),
        *("polis", "nämnd", "samfund", "bank", "kommission", "råd", "inspektion", "styrelse"),
        *("parti", "union"),
        # The state's insurer and employment service (`Försäkringskassan`,
        # `Arbetsförmedlingen`), the enforcement authority (`Kronofogden`), a region's
        # council (`Västra Götalandsregionen`): public bodies named by their kind.
        *("kassa", "förmedling", "fogde", "region"),
        # A municipality's administrations and services by what they do
        # (`Miljöförvaltningen`, `Socialtjänsten`): every municipality has one, no one's.
        *("förvaltning", "tjänst"),
    ),
    national_only_nouns=("bank",),
    national_words=(
        *("högsta", "riks", "national", "europeisk", "internationell", "departement"),
        *("regering",),
    ),
    noun_endings=("", "en", "et", "n", "t", "ar", "er", "na", "erna", "arna", "s", "ens", "ets"),
    place_prepositions=frozenset({"i", "från", "till", "vid"}),
    person_place_prepositions=frozenset({"till", "från", "vid"}),
    employer_words=frozenset({"jobba", "arbeta", "anställa", "anställd", "jobb", "praktik"}),
    employer_prepositions=frozenset({"på", "hos", "för"}),
    locative_prepositions=frozenset({"i", "vid"}),
    number_after_street=True,
    legal_references=(
        *(r"artikel\w*", r"art", r"kap", r"kapitl\w*", r"§+", r"paragraf\w*", r"stycke\w*"),
        *(r"punkt\w*",),
    ),
    degrees=frozenset({"fil", "kand", "mag"}),
    list_words=frozenset({"och", "till", "eller"}),
    day_month_dates=(r"\b(?:den|från|till|före|efter|per)\s(?P<date>{D}/{M})",),
    # `måndagen` (the definite), `i måndags` (last Monday), `måndagar`, `måndagens`.
    weekday_declension="endings",
    weekday_endings=("en", "s", "ar", "arna", "ens"),
    bare_hour_words=("vid", "till", "från", "runt"),
    time_patterns=(r"\b(?:klockan|kl\.?)\s?{N}", r"\b(?:från|till|vid)\s{N}(?<=[.:][0-5]\d)"),
    identity_documents=(
        *(r"pass(?:et|nummer)?", r"körkort\w*", r"id-kort\w*", r"legitimation\w*"),
        *(r"samordningsnummer", r"uppehållstillstånd\w*"),
    ),
    state_forms=(r"[Rr]epubliken", r"[Kk]ungariket", r"[Ff]ederationen", r"[Ff]urstendömet"),
    versus_words=("v.", "vs.", "mot", "mot."),
    number_nouns=(r"nummer", r"nr"),
    representation_words=(r"företrädd\w* av",),
    counsel_words=(r"advokat\w*", r"ombud\w*"),
    case_roles=(
        r"domare\w*",
        r"rådman\w*",
        r"advokat\w*",
        r"åklagare\w*",
        r"notarie\w*",
        r"nämndem\w*",
        r"ombud\w*",
    ),
    counsel_possessives=frozenset({"hans", "hennes", "deras", "sin", "sitt", "min", "mitt"}),
    law_nouns=(r"\w*lag(?:en)?", r"\w*förordning\w*", r"\w*direktiv\w*"),
    definite_endings=("en", "et", "n", "t", "na", "arna", "erna", "orna"),
    unit_nouns=("grupp", "enhet", "avdelning", "sektion", "mottagning", "kansli", "rotel"),
    # `L` lag, `B` balk, `F` förordning: `LAS`, `PUL`, `SFB`, `OSL`.
    statute_abbreviation_ends=("L", "B", "F", "S"),
    statute_citing_words=(r"enligt", r"jämlikt", r"jfr", r"i enlighet med"),
    capitalized_pronouns=frozenset({"Ni", "Er", "Ert", "Era", "Eder", "Edert", "Edra"}),
    ruler_titles=frozenset(
        {"kung", "kungen", "drottning", "drottningen", "kejsar", "påve", "påven"}
    ),
    letter_formulas=(
        *(r"kär[ae]?", r"bästa", r"hej(?:san)?", r"hallå", r"god (?:dag|morgon)"),
        *(r"(?:med )?(?:vänliga|vänlig|bästa|varma|många) hälsningar?", r"hälsningar"),
        *(r"mvh", r"vänligen"),
        # What a letter writes after its signature: enclosures, a postscript.
        *(r"bil\.", r"bilagor?", r"p\.?s\.?"),
    ),
    # No `articles`: `ett Vänsterparti` names a party (a capital inside a Swedish sentence
    # marks a name even after an article).
    object_pronouns=frozenset(
        {*("mig", "dig", "oss", "er", "honom", "henne", "dem"), *("en", "ett", "min", "mitt")}
    ),
    # Swedish puts its finite verb second, or first in a question: `Bor du i Lund?`.
    subject_pronouns=frozenset({"jag", "du", "han", "hon", "hen", "vi", "ni", "de", "dom", "man"}),
    # Svar and vidarebefordrat, as Swedish mail programs write them, and the Norwegian and
    # Finnish `VS` (videresendt, vastaus) that Swedish inboxes receive.
    mail_prefixes=("Sv", "VB", "VS"),
    interval_before=(r"efter", r"för", r"om"),
    interval_after=(r"senare", r"tidigare", r"sedan", r"efter", r"före", r"innan", r"därefter"),
    time_limit_before=(
        r"inom",
        r"senast inom",
        r"inom en tid av",
    ),
    author_phrases=(
        r"(?:inlägg|svar|citat|meddelande) (?:av|från)",
        r"(?:postat|skrivet|postad|skriven) av",
    ),
    author_verbs=(
        r"skrev",
        r"skriver",
    ),
    chat_abbreviations=frozenset({"OK", "MVH", "BTW"}),
    chat_notes=(
        # (`utelämnad` as an iPhone's export writes it, `utesluten` as an Android phone's.)
        *("<Media utelämnad>", "<Media utesluten>", "<Detta meddelande har redigerats>"),
        *("Detta meddelande har raderats", "Du raderade det här meddelandet"),
        *("Missat röstsamtal", "Missat videosamtal", "bild utelämnad", "video utelämnad"),
        *("ljud utelämnat", "klistermärke utelämnat"),
    ),
    venue_nouns=(
        *("Café", "Kafé", "Restaurang", "Bar", "Krog", "Hotell", "Bio", "Bistro"),
        *("Konditori", "Konditoriet", "Pub", "Puben", "Pizzeria", "Pizzerian", "Bageri"),
        *("Kaféet", "Caféet", "Restaurangen", "Krogen", "Baren", "Hotellet"),
        # A law or an accounting firm named by its partners (`Advokatbyrå Ek Lind`): the
        # firm's word stays, its partners' names change.
        *("Advokatbyrå", "Advokatbyrån", "Advokatfirman", "Advokatfirma"),
        *("Revisionsbyrå", "Revisionsbyrån", "Firma", "Firman"),
    ),
    # A venue's kind joined to what it serves or where it stands (`Ölstugan`, `Sjökrogen`,
    # `Vinbaren`, `Hamnkaféet`): the definite forms and the indefinite ones no adjective
    # ends with (not `-bar`, `uppenbar`).
    venue_heads=(
        *("stuga", "stugan", "krog", "krogen", "baren", "kafé", "kaféet", "café", "caféet"),
        *("pub", "puben", "restaurang", "restaurangen", "konditori", "konditoriet"),
        *("pizzeria", "pizzerian", "källare", "källaren"),
    ),
    # A given name no list holds that ends in -a is a woman's (Agda, Signhild): 248 of the 469
    # women's names of Faker's Swedish lists end so, 9 of its 487 men's, each listed (Gösta,
    # Ola).
    feminine_name_endings=("a",),
    # A nickname of a doubled consonant and -e is a man's: Kalle, Olle, Osse, Micke, Janne.
    masculine_name_endings=("cke", "lle", "sse", "nne", "bbe", "ppe", "kke", "gge", "dde", "mme"),
    # (`Tovis` of Tove, `Hampe` of Hampus, `Linnan` of Linnea.)
    diminutive_endings=("is", "e", "an", "a"),
    hypocorisms=(
        *(("Kristina", ("Stina", "Kicki")), ("Margareta", ("Maja", "Greta"))),
        *(("Elisabet", ("Lisa", "Lisen")), ("Joakim", ("Jocke",)), ("Fredrik", ("Fredde",))),
        *(("Gustav", ("Gurra", "Gösta")), ("Karl", ("Kalle",)), ("Lars", ("Lasse",))),
        *(("Magnus", ("Mange",)), ("Mikael", ("Micke",)), ("Jonas", ("Jonte",))),
        *(("Robert", ("Robban",)), ("Thomas", ("Tompa",)), ("Johanna", ("Hanna",))),
        *(("Katarina", ("Kajsa",)), ("Alexander", ("Alex",)), ("Kristoffer", ("Kristo",))),
    ),
)
