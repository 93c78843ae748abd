"""Polish."""

from pseudonymizer.categories import Category, TagVocabulary
from pseudonymizer.languages.base import Alternation, Language
from pseudonymizer.languages.sounds import polish_w, polish_z

C = Category
# The Polish corpus's tags, which it also reads as a scheme (`categories.POLISH_CORPUS`).
POLISH_TAGS = TagVocabulary(
    "polish_corpus",
    {
        C.PERSON: "OSOBA",
        C.LOCATION: "MIEJSCE",
        C.STREET: "MIEJSCE",
        C.STREET_NUMBER: "MIEJSCE",
        C.ZIP: "MIEJSCE",
        C.EMAIL: "MAIL",
        C.USERNAME: "USER",
        C.URL: "WWW",
    },
    "INNE",
)

# Relatives' words before a name, in their cases (`wujek`, `wujka`, `ciocią`): a title of kin,
# which a chat writes before the name it calls someone by.
_KIN_MALE = (
    *("wujek", "wujka", "wujkowi", "wujkiem", "wujku", "wuj", "wuja", "wujowi", "wujem"),
    *("dziadek", "dziadka", "dziadkowi", "dziadkiem", "dziadku"),
    *("stryjek", "stryjka", "stryjkowi", "stryjkiem", "stryjku"),
    *("brat", "brata", "bratu", "bratem", "bracie", "braciszek", "braciszka", "braciszkiem"),
    *("tata", "taty", "tacie", "tatę", "tatą", "tato", "tatuś", "tatusia", "tatusiem", "tatusiu"),
)
_KIN_FEMALE = (
    *("ciocia", "cioci", "ciocię", "ciocią", "ciociu"),
    *("babcia", "babci", "babcię", "babcią", "babciu"),
    *("siostra", "siostry", "siostrze", "siostrę", "siostrą", "siostro", "siostrzyczka"),
    *("mama", "mamy", "mamie", "mamę", "mamą", "mamo", "mamusia", "mamusi", "mamusię", "mamusią"),
)

LANGUAGE = Language(
    code="pl",
    name="Polish",
    dictionary="morfeusz",
    inflection="polish",
    # Polish names in any case, from SGJP (`detect/sgjp.py`).
    recognizers=("pl_lexicon", "lower_names"),
    weekdays_decline=True,
    faker_locale="pl_PL",
    phone_regions=("PL",),
    numeric_date_orders=("DMY", "YMD"),
    date_templates=(
        r"{D} {M} {Y}(?: r\.)?",
        r"{D} {M}",
        r"{M} {Y}(?: r\.)?",
    ),
    month_abbreviations=False,
    national_ids=("pl_pesel", "pl_nip", "pl_nrb"),
    female_titles=frozenset({"pani", "panią", "panna", "panny", "pannie", "panną"})
    | frozenset(_KIN_FEMALE),
    male_titles=frozenset({"pan", "pana", "panu", "panem"}) | frozenset(_KIN_MALE),
    kin_titles=(*_KIN_MALE, *_KIN_FEMALE),
    patron_words=frozenset({"im.", "imienia"}),
    alternations=(Alternation("w", "we", polish_w), Alternation("z", "ze", polish_z)),
    name_fields=(
        "Imię i nazwisko",
        "Nazwisko i imię",
        "Imię",
        "Nazwisko",
        "Wnioskodawca",
        "Kandydat",
    ),
    person_titles=(
        "pan",
        "pana",
        "panu",
        "panem",
        "panie",
        "pani",
        "panią",
        "państwo",
        "państwa",
        "doktor",
        "doktora",
        "doktorem",
        "doktorowi",
        "dr",
        "prof",
        "mgr",
        "inż",
        "mecenas",
        "mecenasa",
        "mecenasem",
        "sędzia",
        "sędziego",
        "sędzią",
        "sędzi",
        "kolega",
        "kolegi",
        "koleżanka",
        "koleżanki",
        "ksiądz",
        "księdza",
        # Judges of the district, regional, appeal and supreme courts (`SSR Anna Nowak`), and
        # the shorter forms of a district's and a region's judge and assessor (`SR`, `SO`,
        # `ASR`) that judgments sign with too.
        "SSR",
        "SSO",
        "SSA",
        "SSN",
        "SR",
        "SO",
        "ASR",
        # A relative called by name (`wujek Heniek`, `ciocia Ela`): kept, the name replaced.
        *_KIN_MALE,
        *_KIN_FEMALE,
    ),
    age_patterns=(
        r"\bw wieku\s{N}\b",
        r"\bma\s{N}\s(?:lat|lata|rok)\b",
        r"{N}-(?:letni|letnia|letniego|letniej|letnią|latek|latka)\b",
    ),
    demonym_forms=("i", "", ("i",)),
    # Name ending -> adjective ending: Rzym, Izrael; Cypr; Szczecin; Poznań; Japonia; Kolumbia;
    # Syria; Bułgaria; Rosja; Grecja; Warszawa; Ameryka; Kanada; Gwinea; Legnica; Katowice;
    # Kielce; Opole; Zabrze; Chile; Żory; Kosowo; Maroko; Monako; Mali; Haiti; Kraków;
    # Włocławek; Gródek; Irak; Lębork; Płock; Gdańsk; Paryż; Łódź; Elbląg; Olkusz; Bolesławiec.
    place_adjectives=(
        ("", "ski"),
        ("", "yjski"),
        ("n", "ński"),
        ("ń", "ński"),
        ("nia", "ński"),
        ("ia", "ijski"),
        ("ia", "yjski"),
        ("ia", "ski"),
        ("ja", "yjski"),
        ("cja", "cki"),
        ("a", "ski"),
        ("a", "ański"),
        ("a", "yjski"),
        ("ea", "ejski"),
        ("ca", "cki"),
        ("ce", "cki"),
        ("ce", "ecki"),
        ("e", "ski"),
        ("e", "ański"),
        ("e", "ijski"),
        ("y", "ski"),
        ("o", "ski"),
        ("o", "ański"),
        ("o", "ijski"),
        ("i", "ijski"),
        ("i", "ański"),
        ("ów", "owski"),
        ("ek", "ski"),
        ("ek", "ecki"),
        ("k", "cki"),
        ("k", "ski"),
        ("ck", "cki"),
        ("sk", "ski"),
        ("ż", "ski"),
        ("dź", "dzki"),
        ("g", "ski"),
        ("sz", "ski"),
        ("iec", "iecki"),
    ),
    city_adjectives=True,
    native_tags=POLISH_TAGS,
    adjective_after_noun=True,
    institution_nouns=(
        *("sąd", "urząd", "urzęd", "unia", "unii", "uni", "parti", "szkoł", "szkol", "uczelni"),
        *("uniwersytet", "bank", "ministerstw", "spółk", "stowarzyszeni", "szpital", "teatr"),
        *("muze", "rad", "komisj", "komitet", "fundacj", "kościół", "kościoł", "kościel"),
        *("instytut", "akademi", "agencj", "inspekcj", "policj", "straż", "wojsk", "sejmik"),
        *("bibliotek", "liceum", "gimnazjum", "politechnik", "izb", "związek", "związk"),
        *("klub", "federacj", "zjednoczeni", "centrum", "zakład", "spółdzielni", "trybunał"),
        *("prokuratur", "przedsiębiorstw", "organizacj", "towarzystw"),
        # (`Politechnice`, `Szkół`: the stem's `k`/`c` and `o`/`ó` alternate, and the
        # locative's `-e` is no ending of the list's.)
        *("politechnice", "szkół"),
    ),
    # Offices and units named by what they do, which Polish writes noun first and every word
    # capitalized (`Miejski Rzecznik Konsumentów`, `Wojewódzki Inspektorat Ochrony Roślin`,
    # `Ośrodek Doradztwa Rolniczego`, `Zespół Szkół`); in lower case after a name the noun
    # is the person's office (`Jan Nowak, rzecznik`), so only the capitalized order counts.
    organization_nouns=(
        *("rzecznik", "inspektorat", "ośrodek", "ośrodk", "zespół", "zespoł", "zespole"),
        # A hospital's or a school's units (`Oddział Ratunkowy`, `Oddziale Chirurgii`,
        # `Klinice Kardiologii`, `Poradni Zdrowia Psychicznego`); SGJP lists a village
        # `Oddział` too, so the lexicon read the ward as a place.
        *("oddział", "oddzial", "oddziale", "wydział", "wydzial", "wydziale", "klinik"),
        *("klinice", "przychodni", "poradni", "katedr", "katedrze", "pracowni"),
    ),
    institution_noun_first=True,
    public_institution_nouns=(
        *("sąd", "trybunał", "ministerstw", "urząd", "urzęd", "sejm", "senat", "rad", "izb"),
        *("bank", "prokuratur", "policj", "agencj", "inspekcj", "komisj", "komitet", "parti"),
        *("straż", "wojsk", "kancelari", "uni"),
        # (The national post, `Česká pošta`, `Poczta Polska`: the state's only with its
        # national word, as a bank is.)
        "poczt",
    ),
    national_only_nouns=("bank", "poczt"),
    national_words=(
        *("najwyższ", "konstytucyjn", "narodow", "naczeln", "europejsk", "międzynarodow"),
        *("ministerstw", "sejm", "senat", "rząd", "państwow"),
    ),
    noun_endings=(
        *("", "a", "u", "y", "i", "ie", "ę", "ą", "em", "om", "ach", "ami", "ów", "owi"),
        *("zie", "ii", "ją", "ję", "cie", "um", "o"),
    ),
    number_after_street=True,
    # The possessives of polite address (`Pańskiej córki`, `Waszego syna`); `Pan`, `Pani`
    # and `Państwo` are titles before a name too (`Pan Kowalski`), which the titles know.
    capitalized_pronouns=frozenset(
        {"Pański", "Pańska", "Pańskie", "Pańskiego", "Pańskiej", "Pańskiemu", "Pańskim"}
        | {"Pańską", "Pańscy", "Pańskich", "Pańskimi", "Wasz", "Wasza", "Wasze", "Waszego"}
        | {"Waszej", "Waszemu", "Waszym", "Waszą", "Wasi", "Waszych", "Waszymi"}
    ),
    place_prepositions=frozenset({"w", "we", "z", "ze", "do", "koło"}),
    person_place_prepositions=frozenset({"do", "z", "ze", "koło"}),
    employer_words=frozenset({"pracować", "zatrudnić", "zatrudniony", "praca", "staż"}),
    employer_prepositions=frozenset({"w", "we", "u", "dla"}),
    locative_prepositions=frozenset({"w", "we"}),
    name_joiners=("nad", "pod"),
    legal_references=(
        *(r"artyku\w+", r"art", r"ust[eę]p\w*", r"ust", r"§+", r"paragraf\w*", r"pkt"),
        *(r"punkt\w*", r"rozdzia\w+"),
    ),
    degrees=frozenset({"mgr", "inż", "lic", "dr"}),
    list_words=frozenset({"i", "a", "do", "lub", "oraz"}),
    day_month_dates=(r"{D}\.\s?{M}\.",),
    bare_hour_words=("o", "od", "do", "około"),
    time_patterns=(
        r"\b(?:o|od|do|około|po)\s(?:godz\.|godzinie|godziny)\s?{N}",
        r"\b(?:o|od|do|około|po)\s{N}(?<=[.:][0-5]\d)",
    ),
    # The weekdays as said after `w`, `we` (`w poniedziałek`, `we środę`), Monday first:
    # Babel lists only the nominative.
    weekday_prepositions=frozenset({"w", "we", "na"}),
    weekday_declension="morfeusz",
    weekday_governs=(
        *((word, "gen") for word in ("do", "od", "ode", "z", "ze", "około", "dla", "bez", "u")),
        *((word, "gen") for word in ("sprzed", "spod", "podczas")),
        *((word, "acc") for word in ("w", "we", "na", "przez", "za")),
        *((word, "loc") for word in ("po", "o", "przy")),
        *((word, "inst") for word in ("przed", "między", "nad", "pod")),
        ("ku", "dat"),
    ),
    weekday_forms=("poniedziałek", "wtorek", "środę", "czwartek", "piątek", "sobotę", "niedzielę"),
    more_month_forms=(
        *(("styczniu", 1), ("lutym", 2), ("marcu", 3), ("kwietniu", 4), ("maju", 5)),
        *(("czerwcu", 6), ("lipcu", 7), ("sierpniu", 8), ("wrześniu", 9), ("październiku", 10)),
        *(("listopadzie", 11), ("grudniu", 12)),
    ),
    identity_documents=(
        *(r"dow[oó]d\w* osobist\w*", r"dowod\w*", r"paszport\w*", r"praw\w* jazdy"),
        *(r"legitymacj\w*", r"kart\w* pobytu"),
    ),
    state_forms=(
        r"Republi\w*",
        r"Rzeczpospolit\w*",
        r"Królestw\w*",
        r"Federacj\w*",
        r"Księstw\w*",
    ),
    own_state_names=(r"RP", r"(?i:skarb\w* państwa)"),
    versus_words=("v.", "vs.", "przeciwko"),
    town_joiners=("nad", "pod"),
    shore_words=("nad", "znad"),
    number_nouns=(r"numer\w*", r"nr"),
    representation_words=(r"reprezentowan\w*", r"zastępowan\w*"),
    counsel_words=(r"adwokat\w*", r"pełnomocni\w*", r"radc\w* prawn\w*"),
    case_roles=(
        r"sędzi\w*",
        r"adwokat\w*",
        r"radc\w* prawn\w*",
        r"prokurator\w*",
        r"notariusz\w*",
        r"komornik\w*",
        r"biegł\w*",
        r"ławni\w*",
        r"pełnomocni\w*",
    ),
    counsel_possessives=frozenset(
        {"jego", "jej", "ich", "swój", "swojego", "swoim", "swoja", "mój", "mojego", "moim"}
    ),
    law_nouns=(r"ustaw\w*", r"rozporządze\w*", r"dyrektyw\w*", r"dekret\w*"),
    # The journal of laws by its year and item, and its number before 2012 (`Dz.U. z 2023 r.
    # poz. 1610`, `Dz. U. Nr 16, poz. 93`, `Dz.U.2023.1610`), the Monitor's (`M.P.`).
    law_citations=(
        r"(?:Dz\.[ \u00a0]?U\.(?:[ \u00a0]?UE)?|M\.[ \u00a0]?P\.)"
        r"(?:[ \u00a0]*z[ \u00a0]+\d{4}[ \u00a0]*r\.)?(?:,?[ \u00a0]*Nr[ \u00a0]*\d+)?"
        r",?[ \u00a0]*poz\.[ \u00a0]*\d+(?:[ \u00a0]+z[ \u00a0]+późn\.[ \u00a0]+zm\.)?",
        r"Dz\.[ \u00a0]?U\.\d{4}\.\d+(?:\.\w+)?",
    ),
    # Regions, by SGJP's lemmas, in each of its genders and numbers: a region's surrogate is
    # one of its form (`na Podhalu` -> `na Powiślu`, `z Kaszub` -> `z Kurpiów`).
    region_names=(
        *("Podhale", "Pomorze", "Mazowsze", "Podlasie", "Roztocze", "Powiśle", "Zaolzie"),
        *("Podkarpacie", "Polesie", "Podole", "Kaszuby", "Kurpie", "Mazury", "Kujawy"),
        *("Bieszczady", "Pałuki", "Warmia", "Orawa", "Suwalszczyzna", "Lubelszczyzna"),
        *("Łemkowszczyzna", "Kielecczyzna", "Opolszczyzna", "Śląsk", "Wołyń"),
        # (Those SGJP does not know, `lexicon/morfeusz.py` declines as those it does.)
        *("Kociewie", "Żuławy", "Spisz"),
    ),
    # Offices and roles in proceedings SGJP also lists as family names (`Dziekan`, `Rektor`,
    # `Świadek`) or as none (`Prezes`): `Panie Dziekanie`, `do Rektora`, `Świadek Jan Nowak`.
    office_nouns=frozenset(
        {"dziekan", "prodziekan", "rektor", "prorektor", "prezes", "wiceprezes", "dyrektor"}
        | {"wicedyrektor", "kierownik", "kanclerz", "prezydent", "wiceprezydent", "burmistrz"}
        | {"wójt", "starosta", "marszałek", "wojewoda", "wicewojewoda", "premier", "minister"}
        | {"wiceminister", "komendant", "naczelnik", "ordynator", "przewodniczący", "skarbnik"}
        | {"sekretarz", "sołtys", "kurator", "świadek"}
    ),
    ruler_titles=frozenset(
        {"król", "króla", "królowa", "królowej", "cesarz", "cesarza", "papież", "papieża"}
    ),
    letter_formulas=(
        *(r"szanown[yaie]", r"szanowni", r"drog[iaie]", r"drodzy", r"kochan[yaie]"),
        *(r"dzień dobry", r"witam", r"cześć", r"z poważaniem", r"z wyrazami szacunku"),
        *(r"(?:serdecznie )?pozdrawiam(?: serdecznie)?", r"(?:serdeczne )?pozdrowienia"),
        r"łączę (?:wyrazy szacunku|pozdrowienia)",
        # What a letter writes after its signature: enclosures, a postscript.
        *(r"zał\.", r"załączniki?", r"p\.?s\.?"),
    ),
    # Odpowiedź and przekaż dalej, as Polish mail programs write them.
    mail_prefixes=("Odp", "PD"),
    interval_before=(r"po", r"przed", r"za"),
    interval_after=(r"później", r"wcześniej", r"temu", r"potem", r"po", r"przed"),
    time_limit_before=(
        r"w terminie",
        r"w ciągu",
        r"termin",
        r"terminie",
        r"nie później niż w ciągu",
    ),
    author_phrases=(
        r"(?:dodany|wysłany|opublikowany|napisany) przez",
        r"(?:post|odpowiedź|cytat) (?:od|użytkownika)",
    ),
    author_verbs=(
        r"napisała?",
        r"pisze",
        r"odpisała?",
        # (The forum's software's, for either: `napisał(a):`.)
        r"napisał\(a\)",
        r"odpisał\(a\)",
    ),
    chat_notes=(
        *("<Pominięto multimedia>", "<Ta wiadomość została edytowana>"),
        *("Ta wiadomość została usunięta", "Usunięto tę wiadomość"),
        *("Nieodebrane połączenie głosowe", "Nieodebrane połączenie wideo"),
        *("pominięto obraz", "pominięto film", "pominięto dźwięk", "pominięto naklejkę"),
    ),
    venue_nouns=(
        *("Kawiarnia", "Kawiarni", "Kawiarnię", "Kawiarnią", "Cafe", "Café", "Restauracja"),
        *("Restauracji", "Restaurację", "Bar", "Barze", "Pub", "Pubie", "Hotel", "Hotelu"),
        *("Kino", "Kinie", "Bistro"),
    ),
    weekday_genders="mmfmmff",
    # `tę`, and `tą` as speech (and chats) have it.
    weekday_agreement=(
        ("acc", ("ten", "tą", "to")),
        *(("named", ("ten", "ta", "to")), ("nom", ("ten", "ta", "to"))),
        *(("gen", ("tego", "tej", "tego")), ("dat", ("temu", "tej", "temu"))),
        *(
            ("acc", ("ten", "tę", "to")),
            ("inst", ("tym", "tą", "tym")),
            ("loc", ("tym", "tej", "tym")),
        ),
    ),
    weekday_adjectives=(
        *(("named", ("y", "a", "e")), ("nom", ("y", "a", "e")), ("gen", ("ego", "ej", "ego"))),
        *(("dat", ("emu", "ej", "emu")), ("acc", ("y", "ą", "e")), ("inst", ("ym", "ą", "ym"))),
        ("loc", ("ym", "ej", "ym")),
    ),
    hypocorisms=(
        *(("Katarzyna", ("Kasia", "Kaśka")), ("Małgorzata", ("Gosia", "Małgosia"))),
        *(("Aleksandra", ("Ola",)), ("Agnieszka", ("Aga",)), ("Joanna", ("Asia",))),
        *(("Magdalena", ("Magda",)), ("Barbara", ("Basia",)), ("Elżbieta", ("Ela",))),
        *(("Zofia", ("Zosia",)), ("Anna", ("Ania",)), ("Tomasz", ("Tomek", "Tomuś"))),
        *(("Krzysztof", ("Krzysiek",)), ("Wojciech", ("Wojtek",))),
        # The diminutives in -uś, -ś (`Piotruś`, vocative `Piotrusiu`) a friend is called by.
        *(("Piotr", ("Piotrek", "Piotruś")), ("Jakub", ("Kuba", "Kubuś"))),
        *(("Aleksander", ("Olek",)), ("Józef", ("Józek",))),
        *(("Stanisław", ("Staszek",)), ("Bartłomiej", ("Bartek",)), ("Jan", ("Janek", "Jaś"))),
        *(("Maciej", ("Maciek",)), ("Grzegorz", ("Grzesiek",)), ("Andrzej", ("Jędrek",))),
    ),
)
