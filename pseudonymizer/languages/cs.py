"""Czech."""

from pseudonymizer.languages.base import Alternation, Language
from pseudonymizer.languages.sounds import czech

# The roles a court decision names its parties and witnesses by, before their names, in the
# cases a decision writes them (`svědek Dvořák`, `svědka Dvořáka`, `žalovaná Nováková`).
# The endings of a soft adjective (`kupující`, `-ího`, `-ímu` ...) and of a hard one
# (`žalovaný`, `-á`, `-é`, `-ého` ...), singular and plural; an agent noun's (`věřitel`,
# `věřitelka`, `věřitelkám`) are up to five letters after its stem.
_SOFT_ADJECTIVE = r"(?:í|ího|ímu|ím|ích|ími)"
_HARD_ADJECTIVE = r"(?:ý|á|é|ého|ému|ém|ým|ou|í|ých|ými)"
_AGENT = r"\w{0,5}"
_PARTIES_MALE = (
    *("svědek", "svědka", "svědkovi", "svědkem", "žalobce", "žalobci", "žalobcem"),
    *("žalovaný", "žalovaného", "žalovanému", "obžalovaný", "obžalovaného", "obviněný"),
    *("obviněného", "poškozený", "poškozeného", "stěžovatel", "stěžovatele", "stěžovateli"),
    *("navrhovatel", "navrhovatele"),
)
_PARTIES_FEMALE = (
    *("svědkyně", "svědkyni", "svědkyní", "žalobkyně", "žalobkyni", "žalobkyní", "žalovaná"),
    *("žalované", "žalovanou", "obžalovaná", "obžalované", "obviněná", "obviněné"),
    *("poškozená", "poškozené", "stěžovatelka", "stěžovatelky", "navrhovatelka"),
    *("navrhovatelky",),
)

# Relatives' words before a name, in their cases (`teta Jana`, `se strejdou Pavlem`): a title
# of kin, which a chat or a letter writes before the name it calls someone by.
_KIN_MALE = (
    *("strýc", "strýce", "strýci", "strýcem", "strýčku", "strýček", "strýčka", "strýčkovi"),
    *("strejda", "strejdy", "strejdovi", "strejdu", "strejdou", "strejdo"),
    *("děda", "dědy", "dědovi", "dědu", "dědou", "dědo"),
    *("dědeček", "dědečka", "dědečkovi", "dědečkem", "dědečku"),
    *("bratr", "bratra", "bratrovi", "bratrem", "bratře", "brácha", "bráchy", "bráchovi"),
    *("bráchu", "bráchou", "brácho"),
)
_KIN_FEMALE = (
    *("teta", "tety", "tetě", "tetu", "tetou", "teto", "tetička", "tetičky", "tetičce"),
    *("babička", "babičky", "babičce", "babičku", "babičkou", "babi"),
    *("sestra", "sestry", "sestře", "sestru", "sestrou", "sestro"),
    *("ségra", "ségry", "ségře", "ségru", "ségrou", "ségro"),
)

# What a family calls its parents, in their cases (`Mamka:` a chat's speaker, `s taťkou`,
# `mamko!`): alone, with a capital as a name's, no one's name.
_KIN_ALONE = (
    *("máma", "mámy", "mámě", "mámu", "mámo", "mámou", "mami", "mamina", "maminy", "mamině"),
    *("mamka", "mamky", "mamce", "mamku", "mamko", "mamkou"),
    *("maminka", "maminky", "mamince", "maminku", "maminko", "maminkou"),
    *("táta", "táty", "tátovi", "tátu", "táto", "tátou", "tati", "taťka", "taťky", "taťkovi"),
    *("taťku", "taťko", "taťkou", "tatínek", "tatínka", "tatínkovi", "tatínkem", "tatínku"),
)

LANGUAGE = Language(
    code="cs",
    recognizers=("lower_names", "addressed_names"),
    name="Czech",
    # The Czech model is CC BY-NC-SA (non-commercial): the `cs` extra installs it.
    spacy_model="cs_core_news_sm",
    inflection="czech",
    weekdays_decline=True,
    faker_locale="cs_CZ",
    phone_regions=("CZ", "SK"),
    numeric_date_orders=("DMY", "YMD"),
    date_templates=(
        r"{D}\. ?{M} {Y}",
        r"{D}\. ?{M}",
        r"{M} {Y}",
    ),
    month_abbreviations=False,
    national_ids=("cz_birth_number", "cz_bank_account"),
    common_word_tables=("cs_lemma_lookup",),
    female_titles=frozenset(
        {"paní", "slečna", "slečny", "slečně", "slečnou", "doktorka", "doktorky", "doktorce"}
        | {"doktorkou"}
        | set(_PARTIES_FEMALE)
        | set(_KIN_FEMALE)
    ),
    # A name that no list holds and ends in `-a` is a woman's (`Verča`, `Bára`), but for the
    # men's nicknames that do (`Kuba` of Jakub, `Honza` of Jan).
    feminine_name_endings=("a",),
    # A man's diminutive no list holds (`Kubík`, `Vojtíšek`, `Honzíček`): no woman's name
    # ends so.
    masculine_name_endings=("íšek", "íček", "ínek", "ík"),
    male_nicknames=frozenset(
        {"Honza", "Jirka", "Kuba", "Ondra", "Pepa", "Franta", "Tonda", "Standa", "Jarda"}
        | {"Vláďa", "Láďa", "Mára", "Zbyňa", "Jenda", "Venca", "Vojta"}
    ),
    male_titles=frozenset({"pan", "pana", "panu", "panem", "pane", "pán", "doktor", "doktora"})
    | frozenset({"doktoru", "doktorem"})
    | frozenset(_PARTIES_MALE)
    | frozenset(_KIN_MALE),
    kin_titles=(*_KIN_MALE, *_KIN_FEMALE),
    kin_words=_KIN_ALONE,
    alternations=(
        Alternation("v", "ve", czech("vfw", "szšžlmřcč")),
        Alternation("z", "ze", czech("szšž", "lm")),
        Alternation("s", "se", czech("szšž")),
        Alternation("k", "ke", czech("kg", "szšžvfm")),
    ),
    # Degrees written after a name (`Mgr. Anna Bílková, Ph.D.`): kept as written, as the
    # titles before it are.
    post_nominals=("Ph.D.", "CSc.", "DrSc.", "DiS.", "MBA", "LL.M."),
    name_fields=(
        "Jméno",
        "Jméno a příjmení",
        "Příjmení a jméno",
        "Celé jméno",
        "Uchazeč",
        "Žadatel",
        "Pacient",
    ),
    person_titles=(
        "pan",
        "pana",
        "panu",
        "panem",
        "pane",
        "paní",
        "pán",
        "slečna",
        "slečny",
        "slečně",
        "slečnou",
        "doktor",
        "doktora",
        "doktoru",
        "doktorem",
        "doktorka",
        "doktorky",
        "doktorce",
        "doktorkou",
        "Mgr",
        "Ing",
        "JUDr",
        "MUDr",
        "PhDr",
        "RNDr",
        "Bc",
        "prof",
        "doc",
        "soudce",
        "soudkyně",
        "kolega",
        "kolegy",
        "kolegou",
        "kolegyně",
        "mistr",
        "paní doktorka",
        # A party's or witness's role before their name (`svědek Dvořák`, `žalovaná Marie
        # Nováková`): kept, as a court writes it, the name after it replaced.
        *_PARTIES_MALE,
        *_PARTIES_FEMALE,
        # A relative called by name (`teta Jana`, `strejda Pavel`): kept, the name replaced.
        *_KIN_MALE,
        *_KIN_FEMALE,
    ),
    age_patterns=(
        r"\bve věku\s{N}\b",
        r"{N}\s?(?:let|roků)\s(?:starý|stará|starého|staré|starému)",
        r"\b(?:je\s(?:mi|mu|jí)|bude\s(?:mi|mu|jí))\s{N}\s(?:let|roků|rok|roky)",
        r"{N}\s?(?:letý|letá|leté|letého|letou|letých|letým|letými)\b",
    ),
    institution_nouns=(
        *("soud", "úřad", "unie", "unii", "unií", "stran", "škol", "fakult", "univerzit"),
        *("bank", "ministerstv", "společnost", "spolek", "spolku", "sdružení", "nemocnic"),
        *("divadl", "muze", "komis", "výbor", "fond", "ústav", "agentur", "inspekc", "polici"),
        *("vlád", "parlament", "senát", "svaz", "klub", "institut", "akademi", "knihovn"),
        *("gymnázi", "kancelář", "správ", "komor", "družstv", "nadac", "federac", "asociac"),
        # (`komoře`, `bance`: the stem's `r` and `k` soften before the dative's `-e`.)
        *("komoř", "banc"),
        # (A savings bank and an insurer, named by their kind and whose: `Česká spořitelna`,
        # `Všeobecná zdravotní pojišťovna`, `Komerční pojišťovně`.)
        *("spořiteln", "pojišťovn"),
        *("hnutí", "církev", "církv", "rad", "centr", "odbor", "sbor", "armád", "organizac"),
        # (An owners' association, `Společenství vlastníků jednotek`, a legal person by law.)
        "společenství",
        # (The churches' charities, a branch in each town: `Charita Zlín`, `Diakonie Kroměříž`,
        # Latin `Caritas` abroad. Drawn as a name of no kind, `Charitu` became a woman's.)
        *("charit", "diakoni", "caritas"),
    ),
    # An office and a children's house named by their kind and whose (`Inspektorát
    # Jihomoravský`, `Dům dětí a mládeže`): not after a name, where `domů` is home.
    organization_nouns=("inspektorát", "dům", "dom"),
    # Works, plants and builders named by their region's adjective (`Hanácké strojírny`,
    # `Vítkovické závody`, `Pražské stavby`, `Moravské pekárny`, `Plzeňský pivovar`).
    trade_nouns=(
        *("strojírn", "závod", "stavb", "pekárn", "mlékárn", "sklárn", "železárn", "ocelárn"),
        *("tiskárn", "cukrovar", "pivovar", "loděnic", "elektrárn", "teplárn", "vodárn"),
        *("textilk", "ciheln", "dol", "lom", "mlýn", "mlýn"),
    ),
    # A castle, a chateau, a fort, a hill, a mountain, a river, a brook, a pond, a lake, a
    # dam, an island, a valley, a village and a town, in their stems' cases (`zámku`, `hoře`,
    # `řece`, `obce`). (A river's cases whole: `řek` alone is a chat's `řekl`, said.)
    place_kind_nouns=(
        *("hrad", "zámek", "zámk", "tvrz", "vrch", "hor", "hoř", "kopec", "kopc", "řeka"),
        *("řeky", "řece", "řeku", "řekou", "potok", "rybník", "jezer", "přehrad", "ostrov"),
        *("údolí", "obec", "obc", "vesnic", "vesnick", "měst", "městys"),
    ),
    plural_locative_endings=("ech", "ích", "ách"),
    namesake_nouns=(
        *("knihovn", "divadl", "muze", "galeri", "nemocnic", "gymnázi", "škol", "stadion"),
    ),
    public_institution_nouns=(
        *("soud", "úřad", "unie", "unii", "unií", "stran", "bank", "ministerstv", "komis"),
        *("výbor", "agentur", "inspekc", "polici", "vlád", "parlament", "senát", "kancelář"),
        *("správ", "komor", "komoř", "hnutí", "rad", "armád", "sněmovn"),
        # (A court above states, `Soudní dvůr EU`, `Evropský soudní dvůr`: `dvůr` and its
        # cases' stem `dvor`.)
        *("dvůr", "dvor"),
        # (The national post, `Česká pošta`, `Poczta Polska`: the state's only with its
        # national word, as a bank is.)
        "pošt",
    ),
    national_only_nouns=("bank", "pošt"),
    national_words=(
        *("nejvyšší", "ústavní", "národní", "evropsk", "mezinárodní", "ministerstv"),
        *("parlament", "senát", "sněmovn", "vlád"),
    ),
    noun_endings=(
        *("", "a", "u", "e", "ě", "y", "i", "í", "em", "ou", "ám", "ách", "ech", "ích", "ům"),
        *("ami", "mi", "ů", "ovi", "ích", "ím", "o"),
    ),
    # The hard and the soft adjective's cases, in every gender and number, and their lemma's
    # ending (`Krajskému` of `krajský`, `Okresnímu` of `okresní`).
    # (Not the feminine `-á`, `-é`, `-ou`: a woman's family name is formed so, `Vrbová`,
    # `Vrbové`, `Vrbovou`, and read as an adjective's it was kept.)
    adjective_endings=(
        (("ého", "ému", "ém", "ým", "ých", "ými"), "ý"),
        (("ího", "ímu", "ím", "ích", "ími"), "í"),
    ),
    # A measuring instrument's compound (`Tloušťkoměr`, `vlhkoměrem`, `Spárometr`, a thickness,
    # moisture or gap gauge; `endoskop`): coined for each thing measured.
    instrument_heads=("měr", "metr", "skop"),
    number_after_street=True,
    # `rumunština` -> `rumunský`, `angličtina` -> `anglický`, in every case but the masculine
    # animate plural (`rumunští`), whose stem changes.
    nationality_forms=tuple(
        (name_end, stem_end, ("ý", "á", "é", "ého", "ému", "ém", "ým", "ou", "ých", "ými"))
        for name_end, stem_end in (("ština", "sk"), ("čtina", "ck"))
    ),
    place_prepositions=frozenset({"v", "ve", "z", "ze", "do", "u"}),
    # The prepositions a street without its number follows, with its kind word after its
    # name (`na Horní ulici`, `v Dlouhé ulici`, `z Palackého třídy`).
    street_prepositions=frozenset({"v", "ve", "na", "z", "ze", "do", "u", "po", "k", "ke"}),
    # A street's kind word after its name, in its cases (`ulice`, `třídou`, `nábřeží`).
    street_kind_words=(r"ulic(?:e|i|í|emi)", r"tříd(?:a|y|ě|u|ou)", r"nábřeží(?:m)?"),
    person_place_prepositions=frozenset({"u"}),
    employer_words=frozenset({"pracovat", "zaměstnaný", "zaměstnat", "práce", "brigáda"}),
    employer_prepositions=frozenset({"u", "v", "ve", "pro"}),
    locative_prepositions=frozenset({"v", "ve"}),
    name_joiners=("nad", "pod"),
    companion_words=frozenset({"s", "se", "a"}),
    legal_references=(
        *(r"článe?k\w*", r"čl", r"odstave?c\w*", r"odst", r"§+", r"paragraf\w*", r"písm"),
        *(r"bod\w*", r"hlav\w*"),
    ),
    degrees=frozenset({"bc", "mgr", "ing", "judr", "mudr", "phdr", "rndr", "doc"}),
    list_words=frozenset({"a", "až", "do", "nebo", "i"}),
    day_month_dates=(r"{D}\.\s?{M}\.",),
    bare_hour_words=("v", "ve", "od", "do", "kolem", "okolo"),
    time_patterns=(
        r"\b(?:v|ve|od|do|po|před|kolem|okolo|mezi)\s{N}\s?(?:hodin|hodiny|hodina|hod\.)",
        # `v 9.30`, `od 19:45`: a clock with minutes after a preposition is a time
        r"\b(?:v|ve|od|do|po|před|kolem|okolo|mezi)\s{N}(?<=[.:][0-5]\d)",
    ),
    # The weekdays as said after `v`, `na`, `o` (`v pondělí`, `ve středu`), Monday first:
    # Babel lists only the nominative.
    weekday_prepositions=frozenset({"v", "ve", "na"}),
    weekday_forms=("pondělí", "úterý", "středu", "čtvrtek", "pátek", "sobotu", "neděli"),
    # The weekdays in the singular cases, Monday first: CLDR lists the nominative only, and
    # four of them decline by no regular paradigm (`pondělí` in every case but `pondělím`,
    # `čtvrtka` beside `pátku`).
    weekday_declension="cases",
    weekday_cases=(
        ("Nom", ("pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota", "neděle")),
        ("Gen", ("pondělí", "úterý", "středy", "čtvrtka", "pátku", "soboty", "neděle")),
        ("Dat", ("pondělí", "úterý", "středě", "čtvrtku", "pátku", "sobotě", "neděli")),
        ("Acc", ("pondělí", "úterý", "středu", "čtvrtek", "pátek", "sobotu", "neděli")),
        ("Loc", ("pondělí", "úterý", "středě", "čtvrtku", "pátku", "sobotě", "neděli")),
        ("Ins", ("pondělím", "úterým", "středou", "čtvrtkem", "pátkem", "sobotou", "nedělí")),
    ),
    weekday_governs=(
        *((word, "Gen") for word in ("do", "od", "ode", "z", "ze", "kolem", "okolo", "během")),
        *((word, "Gen") for word in ("místo", "u", "podle")),
        *((word, "Acc") for word in ("v", "ve", "na", "za", "přes", "pro")),
        *((word, "Dat") for word in ("k", "ke", "proti", "kvůli")),
        *((word, "Loc") for word in ("po", "o", "při")),
        *((word, "Ins") for word in ("před", "mezi", "s", "se", "nad")),
    ),
    more_month_forms=(
        *(("lednu", 1), ("únoru", 2), ("březnu", 3), ("dubnu", 4), ("květnu", 5)),
        *(("červnu", 6), ("červenci", 7), ("srpnu", 8), ("říjnu", 10), ("prosinci", 12)),
    ),
    identity_documents=(
        *(r"občansk\w* průkaz\w*", r"občank\w*", r"cestovn\w* pas\w*", r"pas(?:u|em|e)?"),
        *(r"řidičsk\w* průkaz\w*", r"řidičák\w*", r"rodn\w* čísl\w*", r"IČO?", r"RČ"),
        *(r"průkaz\w* pojištěnce", r"povolení k pobytu"),
    ),
    state_forms=(r"[Rr]epubli\w*", r"[Kk]rálovstv\w*", r"[Ff]ederac\w*", r"[Kk]nížectv\w*"),
    # The state's abbreviation and its predecessors' (`Svaz účetních ČR`, `vláda ČSSR`).
    own_state_names=(r"ČR", r"ČSSR", r"ČSFR"),
    versus_words=("v.", "vs.", "proti"),
    town_joiners=("nad", "pod"),
    # The marks of the courts' registers (`25 Cdo 1234/2021`, `12 C 45/2019`, `8 Tdo 77/2016`):
    # Czech courts publish their decisions under the file number, which names the court's
    # senate, register and year, no party; the judgment's own and every one it cites are kept.
    # Civil first instance, appeal and review (`C`, `Co`, `Cdo`, `Odo`), commercial (`Cm`,
    # `Cmo`), insolvency (`INS`, `ICm`, `ICdo`, `NSČR`), enforcement (`E`, `EXE`), the various
    # (`Nc`, `Ncu`, `Nd`), criminal (`T`, `To`, `Tdo`, `Tz`, `Nt`), administrative (`A`,
    # `Ad`, `Af`, `Az`, `As`, `Ads`, `Afs`, `Azs`).
    cited_register_marks=frozenset(
        {"C", "Co", "Cdo", "Cdon", "Odo", "Odon", "Cm", "Cmo", "INS", "ICm", "ICdo", "NSČR"}
        | {"E", "EXE", "Nc", "Ncu", "Nd", "Ncd", "T", "To", "Tdo", "Tz", "Nt", "Ntd", "Tm"}
        | {"A", "Ad", "Af", "Az", "As", "Ads", "Afs", "Azs", "Ars", "Aps", "P", "Rod"}
    ),
    # The parties of a contract or of proceedings, named by their role (`kupující`,
    # `prodávajícímu`, `žalovaný`, `pronajímatelka`, `dlužníka`): whoever buys or sues,
    # no one's job nor name, in every case and gender. Participles and adjectives decline as
    # adjectives, agent nouns (`-tel`, `-ce`, `-ník`) as nouns, each with its feminine.
    party_roles=(
        rf"(?:kupuj|prodávaj|nabývaj|pronajímaj|podnajímaj)íc{_SOFT_ADJECTIVE}",
        rf"(?:žalovan|obžalovan|obviněn|poškozen|oprávněn|povinn){_HARD_ADJECTIVE}",
        rf"(?:pronajímatel|objednatel|zhotovitel|dodavatel|odběratel|zaměstnavatel){_AGENT}",
        rf"(?:dovolatel|odvolatel|navrhovatel|stěžovatel|věřitel|zůstavitel|pojistitel){_AGENT}",
        rf"(?:žalob|nájem|podnájem|odpůr)(?:c|kyn){_AGENT}",
        rf"dlužn(?:ík|ic){_AGENT}",
    ),
    number_nouns=(r"čísl\w*", r"č"),
    representation_words=(r"zastoupen\w*",),
    counsel_words=(r"advokát\w*", r"advokátk\w*"),
    case_roles=(
        r"soud(?:ce|kyn)\w*",
        r"předsed(?:a|kyn)\w* senátu",
        r"advokát\w*",
        r"státní\w* zástup\w*",
        r"notář\w*",
        r"exekutor\w*",
        r"znal(?:ec|c)\w*",
        r"přísedící\w*",
    ),
    counsel_possessives=frozenset(
        {"jeho", "její", "jejich", "svůj", "svého", "svým", "svou", "svoji", "můj", "mého"}
    ),
    law_nouns=(
        *(r"zákon\w*", r"vyhlášk\w*", r"nařízení\w*", r"směrnic\w*", r"dekret\w*"),
        # (Their abbreviations, as a lawyer writes them: `zák. č. 251/2016 Sb.`.)
        *(r"zák\.", r"vyhl\.", r"nař\.(?:[ \u00a0]vl\.)?"),
    ),
    law_collections=(r"Sb\.(?:[ \u00a0]m\.[ \u00a0][sm]\.)?",),
    word_class_components=("morphologizer",),
    capitalized_pronouns=frozenset(
        {"Vy", "Vás", "Vám", "Vámi", "Váš", "Vaše", "Vašeho", "Vašemu", "Vašem", "Vaším"}
        | {"Vaši", "Vaší", "Vašich", "Vašim", "Vašimi"}
    ),
    ruler_titles=frozenset(
        {"král", "krále", "králi", "královna", "královny", "císař", "císaře", "papež", "papeže"}
    ),
    letter_formulas=(
        *(r"vážen[ýáéí]", r"mil[ýáéí]", r"drah[ýáéí]", r"dobrý den", r"zdravím", r"ahoj"),
        *(r"s(?:e)? (?:přátelským |srdečným |úctyhodným )?pozdravem", r"s úctou"),
        *(r"srdečně zdraví", r"děkuji"),
        # What a letter writes after its signature: enclosures, a postscript.
        *(r"příloh[ay]?", r"p\.?s\.?"),
    ),
    # Odpověď and předáno (forwarded), as Czech mail programs write them.
    mail_prefixes=("Odp", "Fw", "PŘ"),
    interval_before=(r"po", r"před", r"za"),
    interval_after=(r"poté", r"později", r"předtím", r"dříve", r"nato", r"po", r"před"),
    time_limit_before=(
        r"ve lhůtě",
        r"lhůtě",
        r"lhůtu",
        r"v zákonné lhůtě",
        r"nejpozději do",
        r"do",
    ),
    author_phrases=(
        r"(?:příspěvek|odpověď|citace) od",
        r"(?:odeslal|vložil|přidal|napsal)a?:",
    ),
    author_verbs=(
        r"napsala?",
        r"píše",
        r"odpověděla?",
    ),
    chat_notes=(
        *("<Média vynechána>", "<Tato zpráva byla upravena>", "Tato zpráva byla smazána"),
        *("Tuto zprávu jste smazali", "Zmeškaný hlasový hovor", "Zmeškaný videohovor"),
        *("obrázek vynechán", "video vynecháno", "zvuk vynechán", "nálepka vynechána"),
    ),
    venue_nouns=(
        *("Kavárna", "Kavárny", "Kavárně", "Kavárnu", "Kavárnou", "Restaurace", "Restauraci"),
        *("Hospoda", "Hospody", "Hospodě", "Hospodu", "Hospodou", "Vinárna", "Vinárně"),
        *("Cukrárna", "Cukrárně", "Bar", "Baru", "Hotel", "Hotelu", "Kino", "Kině", "Bistro"),
    ),
    weekday_genders="nnfmmff",
    # `ten` and `tenhle`, as chats write it.
    weekday_agreement=(
        *(("named", ("tenhle", "tahle", "tohle")), ("Nom", ("tenhle", "tahle", "tohle"))),
        *(("Gen", ("tohohle", "téhle", "tohohle")), ("Dat", ("tomuhle", "téhle", "tomuhle"))),
        *(("Acc", ("tenhle", "tuhle", "tohle")), ("Loc", ("tomhle", "téhle", "tomhle"))),
        ("Ins", ("tímhle", "touhle", "tímhle")),
        *(("named", ("ten", "ta", "to")), ("Nom", ("ten", "ta", "to"))),
        *(("Gen", ("toho", "té", "toho")), ("Dat", ("tomu", "té", "tomu"))),
        *(
            ("Acc", ("ten", "tu", "to")),
            ("Loc", ("tom", "té", "tom")),
            ("Ins", ("tím", "tou", "tím")),
        ),
    ),
    weekday_adjectives=(
        *(("named", ("ý", "á", "é")), ("Nom", ("ý", "á", "é")), ("Gen", ("ého", "é", "ého"))),
        *(("Dat", ("ému", "é", "ému")), ("Acc", ("ý", "ou", "é")), ("Loc", ("ém", "é", "ém"))),
        ("Ins", ("ým", "ou", "ým")),
    ),
    # (Longest first: `Vojtíšek` is Vojtěch's `-íšek`, `Kubík` Kuba's `-ík`, `Barča`
    # Barbora's `-ča`.)
    diminutive_endings=(
        *("íšek", "íček", "ínek", "inka", "ička", "ečka", "uška"),
        *("ík", "ek", "ka", "ča", "ša"),
    ),
    hypocorisms=(
        *(("Ondřej", ("Ondra",)), ("Jan", ("Honza", "Jenda")), ("Jakub", ("Kuba",))),
        *(("Josef", ("Pepa", "Pepík")), ("Jiří", ("Jirka",)), ("František", ("Franta",))),
        *(("Antonín", ("Tonda",)), ("Stanislav", ("Standa",)), ("Jaroslav", ("Jarda",))),
        *(("Vladimír", ("Vláďa",)), ("Ladislav", ("Láďa",)), ("Vojtěch", ("Vojta",))),
        *(("Václav", ("Venca", "Vašek")), ("Zbyněk", ("Zbyňa",)), ("Petr", ("Péťa",))),
        *(("Veronika", ("Verča", "Verunka")), ("Kateřina", ("Katka", "Káťa"))),
        *(("Barbora", ("Bára",)), ("Zuzana", ("Zuzka",)), ("Lucie", ("Lucka",))),
        *(("Tereza", ("Terka",)), ("Alžběta", ("Bětka",)), ("Magdalena", ("Magda",))),
        *(("Marie", ("Maruška", "Mařka")), ("Anna", ("Anička", "Anča")), ("Eva", ("Evička",))),
        *(("Michaela", ("Míša",)), ("Radka", ("Radunka",)), ("Jana", ("Janička",))),
    ),
)
