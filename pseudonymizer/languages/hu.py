"""Hungarian."""

from pseudonymizer.categories import HUNGARIAN_CORPUS, TagVocabulary
from pseudonymizer.languages.base import Alternation, Language
from pseudonymizer.languages.sounds import hungarian_az

# The Hungarian anonymized corpora's tags (`[#szemelynev]`), which they also read as a scheme.
HUNGARIAN_TAGS = TagVocabulary(
    "hungarian_corpus", {c: tag for tag, c in HUNGARIAN_CORPUS.items() if c}, "#egyeb"
)

# The days whose ordinal is said with back vowels (`másodikán`, `huszadikán`): their endings
# take `á`, `a`, `ó`; every other day's take `é`, `e`, `ő` (`negyedikén`, `tizenkettedikén`).
_BACK_DAYS = frozenset({2, 3, 6, 8, 13, 16, 18, 20, 23, 26, 28, 30})
_TO_BACK = str.maketrans("éeőöűü", "áaóouu")
_TO_FRONT = str.maketrans("áaóouú", "éeőöüű")


def day_suffix(day: int, ending: str) -> str:
    """The ending written after a day's number (`-án`, `-jén`, `-ától`, `-ig`) for `day`: with
    the vowels its ordinal is said with, and the `j` of `elsején` on the first alone."""
    bare = ending[1:] if ending[:1].lower() == "j" and ending[1:2].lower() in "áé" else ending
    rest = bare.translate(_TO_BACK if day in _BACK_DAYS else _TO_FRONT)
    if rest[:1] in ("á", "é") and day == 1:
        rest = "j" + rest
    return rest


# The kin words after a name, as a family and its neighbours call someone (`Pista bácsi`,
# `Marcsi néni`, `Julis mama`), a woman's and a man's: a name before one is the given name
# (or its diminutive) it is said with, of the kin word's gender, where a title of rank or
# office (`úr`, `asszony`) follows a family name.
_KIN_FEMALE = ("néni", "mama", "nagymama", "nagynéni", "keresztanya", "sógornő")
_KIN_MALE = ("bácsi", "papa", "nagypapa", "nagybácsi", "keresztapa", "sógor")
_KIN_AFTER = (*_KIN_FEMALE, *_KIN_MALE)

LANGUAGE = Language(
    code="hu",
    recognizers=("lower_names",),
    name="Hungarian",
    inflection="hungarian",
    family_name_first=True,
    faker_locale="hu_HU",
    phone_regions=("HU",),
    town_countries=("HU",),
    numeric_date_orders=("YMD", "DMY"),
    date_templates=(
        r"{Y}\. ?{M} {D}(?:\.|-[^\W\d_]+)?",
        r"{Y}\. ?{M}",
        r"{M} {D}(?:\.|-[^\W\d_]+)",
    ),
    national_ids=("hu_taj", "hu_tax_id", "hu_bank_account", "hu_company_register"),
    common_word_tables=("hu_lemma_lookup",),
    kin_titles=_KIN_AFTER,
    kin_words=(
        *("anya", "apa", "anyu", "apu", "anyuka", "apuka", "mama", "papa", "mami", "papi"),
        *("nagymama", "nagypapa", "nagyanya", "nagyapa", "dédi", "dédmama", "dédpapa"),
        *("báty", "öcs", "húg", "nővér", "testvér", "férj", "feleség", "unoka"),
        *("nagynéni", "nagybácsi", "keresztanya", "keresztapa", "anyós", "após"),
    ),
    # (Whose: `-m`, `-d`, `-ja`, `-nk`, `-tok`, `-juk`, or the family's `-ék` (`mamáék`,
    # grandma and hers); then a case: `-nak`, `-tól`, `-t`, `-nál`, `-ból`, `-val` with its
    # `v` turned into the consonant before it: `férjemmel`.)
    kin_endings=(
        r"(?:[aáeéoö]?(?:m|d|nk|tok|tek|tök)|j?[aáeé]|j?[uü]k|i|ék)?"
        r"(?:n[ae]k|(?:v|(?<=m)m|(?<=d)d|(?<=k)k)[ae]l|[aeo]?t|r[óő]l|t[óő]l|h[oeö]z|b[ae]n?|[oeö]?n|r[ae]|ért|ig|ként|é|n[áé]l|b[óő]l)?"
    ),
    female_titles=frozenset(
        {"asszony", "asszonnyal", "asszonynak", "asszonyt", "doktornő", "tanárnő", *_KIN_FEMALE}
    ),
    male_titles=frozenset({"úr", "úrral", "úrnak", "urat", "úrtól", *_KIN_MALE}),
    alternations=(Alternation("a", "az", hungarian_az),),
    name_fields=("Név", "Teljes név", "Születési név", "Kérelmező", "Pályázó"),
    case_roles=(
        r"bír[óá]\w*",
        r"ügyvéd\w*",
        r"jogtanácsos\w*",
        r"ügyész\w*",
        r"közjegyző\w*",
        r"végrehajtó\w*",
        r"szakértő\w*",
        r"titkár\w*",
    ),
    person_titles=("dr", "Dr", "prof", "Prof", "id", "ifj", "özv"),
    person_titles_after=(
        "úr",
        "úrral",
        "úrnak",
        "urat",
        "úrtól",
        "asszony",
        "asszonnyal",
        "asszonynak",
        "asszonyt",
        "doktor",
        "doktornő",
        "tanár",
        "tanárnő",
        *_KIN_AFTER,
    ),
    age_patterns=(
        r"{N}\s?(?:éves|esztendős)\w*",
        r"\b{N}\.\s?életévé\w*",
    ),
    native_tags=HUNGARIAN_TAGS,
    definite_articles=frozenset({"a", "az"}),
    legal_references=(
        *(r"cikk\w*", r"§+", r"bekezdés\w*", r"pont\w*", r"fejezet\w*", r"szakasz\w*"),
        *(r"alpont\w*",),
    ),
    list_words=frozenset({"és", "vagy"}),
    organization_joiners=frozenset({"és"}),
    # `04. 23.`, `04. 23-án`, `04. 1-jétől`: a day's endings, not a time's (`9.30-kor`)
    day_month_dates=(r"{M}\.\s?{D}(?:\.|-(?:j?[áé][^\W\d_]*|ig|t[óő]l)\b)",),
    time_patterns=(
        r"{N}\s?(?:órakor|óráig|órától)\b",
        # `19:30-kor`, `9.30-ig`, `9-kor`: the suffix follows the minutes (which stay) or is
        # `-kor`, which every hour takes alike
        r"{N}(?<=[.:][0-5]\d)-(?:kor|ig|tól|től|ra|re|ás|es|as)\b",
        r"{N}-kor\b",
    ),
    day_suffix=day_suffix,
    # The weekdays with `-n`, `on (a day)` (`hétfőn`), Monday first: Babel lists only the
    # nominative.
    weekday_declension="suffixes",
    weekday_forms=(
        "hétfőn",
        "kedden",
        "szerdán",
        "csütörtökön",
        "pénteken",
        "szombaton",
        "vasárnap",
    ),
    identity_documents=(
        *(r"személyi igazolvány\w*", r"személyi\w*", r"útlevel\w*", r"útlevél\w*"),
        # (The tax authority's number for a person is an `adóazonosító jel`, a tax
        # identifier's mark: `Adóazonosító jelem: ...`.)
        *(r"jogosítvány\w*", r"vezetői engedély\w*", r"adóazonosító jel\w*"),
        *(r"adóazonosító\w*", r"TAJ"),
        *(r"tartózkodási engedély\w*",),
    ),
    state_forms=(r"Köztársaság\w*", r"Királyság\w*", r"Föderáció\w*", r"Hercegség\w*"),
    versus_words=("v.", "vs.", "kontra"),
    number_nouns=(r"szám\w*", r"sz"),
    # The parties to proceedings and to a contract (not a seller's or a contractor's, which
    # are jobs too), with any case, possessive or plural ending (`Felperesnek`, `Alperesek`,
    # `Kérelmezőt`, `Bérbeadóval`): a judgment and a lawyer's letter write them with a
    # capital, and whoever sues holds the role, no one's name. (`Ügyfél`, a client, shortens
    # its vowel before an ending: `Ügyfelem`, `Ügyfelünk`.)
    party_roles=(
        *(r"felperes\w*", r"alperes\w*", r"kérelmező\w*", r"kérelmezett\w*", r"vádlott\w*"),
        *(r"terhelt\w*", r"sértett\w*", r"gyanúsított\w*", r"panaszos\w*", r"beavatkozó\w*"),
        *(r"indítványozó\w*", r"fellebbező\w*", r"felülvizsgálati kérelmező\w*", r"adós\w*"),
        *(r"hitelező\w*", r"végrehajtást kérő\w*", r"bérbeadó\w*", r"bérlő\w*", r"vevő\w*"),
        *(r"megrendelő\w*", r"megbízó\w*", r"megbízott\w*"),
        *(r"munkáltató\w*", r"munkavállaló\w*", r"ügyfél\w*", r"ügyfel\w*", r"örökhagyó\w*"),
    ),
    capitalized_pronouns=frozenset(
        {"Ön", "Önt", "Önnek", "Önnel", "Öntől", "Önről", "Önhöz", "Önben", "Önbe", "Önből"}
        | {"Önnél", "Önért", "Önre", "Önön", "Öné", "Önök", "Önöket", "Önöknek", "Önökkel"}
        | {"Önöktől", "Önökről", "Önökhöz", "Önökben", "Önöknél", "Önökért", "Önöké"}
    ),
    ruler_titles=frozenset({"király", "királynő", "császár", "pápa"}),
    letter_formulas=(
        # A salutation's polite nouns, possessed (`Tisztelt Hölgyem/Uram!`, my lady, my lord).
        r"(?:tisztelt|kedves) (?:hölgyeim és uraim|(?:hölgyem|uram|asszonyom)"
        r"(?: ?(?:/|és|vagy) ?(?:hölgyem|uram|asszonyom))?|uraim)",
        *(r"tisztelt", r"kedves", r"szia", r"sziasztok", r"jó napot(?: kívánok)?"),
        *(r"(?:baráti |szívélyes |meleg )?üdvözlettel", r"tisztelettel", r"üdv"),
        # What a letter writes after its signature: enclosures, a postscript (utóirat).
        *(r"mell\.", r"mellékletek?", r"ui\."),
        # (A petition's opening before its writer's name: `Alulírott Kiss Anna`, the
        # undersigned.)
        r"alulírott(?:ak)?",
    ),
    # A decree by its number, its day (the month in Roman numerals), its issuer (`Korm.`, the
    # Government; a ministry's initials) and its noun: `472/2017. (XII. 28.) Korm. rendelet`;
    # an act by its year and number: `2013. évi V. törvény`.
    law_citations=(
        r"\d{1,4}/\d{4}\.?[ \u00a0]*\([IVX]{1,4}\.[ \u00a0]*\d{1,2}\.?\)"
        r"(?:[ \u00a0]+(?:Korm\.|[A-ZÁÉÍÓÖŐÚÜŰ]{2,6}|[^\W\d_]+\.))?"
        r"(?:[ \u00a0]+(?i:együttes))?[ \u00a0]+(?i:rendelet|határozat|utasítás)\w*",
        r"\d{4}\.[ \u00a0]+évi[ \u00a0]+[IVXLCDM]+\.[ \u00a0]+(?i:törvény)\w*",
    ),
    # The codes and acts a judgment cites by their abbreviation (`Ptk.` Polgári
    # Törvénykönyv, `Mt.` Munka Törvénykönyve, `Pp.` Polgári perrendtartás, `Btk.`, `Be.`
    # the criminal code and procedure, `Ákr.`, `Kp.` administrative procedure, `Vht.`
    # enforcement, `Ctv.` companies, `Cstv.` insolvency, `Kbt.` public procurement, `Kjt.`,
    # `Kttv.` public servants, `Infotv.` data protection, `Art.` taxation, `Szt.`
    # accounting, `Mvt.` safety at work, `Gt.` the old companies act, `Tv.` an act) and
    # the company register's mark before a firm's number (`Cg.`).
    statute_abbreviations=frozenset(
        {"Ptk", "Mt", "Pp", "Btk", "Be", "Ákr", "Ket", "Kp", "Vht", "Ctv", "Cstv", "Kbt"}
        | {"Kjt", "Kttv", "Infotv", "Art", "Szt", "Mvt", "Gt", "Tv", "Szja", "Áfa", "Ltv"}
        | {"Szabs", "Alaptv", "Cg", "Inytv", "Vtv", "Ve", "Etv", "Ftv", "Hpt", "Szjt"}
    ),
    # Válasz and továbbítva, as Hungarian mail programs write them.
    mail_prefixes=("Vá", "Tov"),
    interval_after=(
        r"később",
        r"korábban",
        r"múlva",
        r"után",
        r"előtt",
        r"ezelőtt",
        r"azelőtt",
        r"ezután",
        r"azután",
    ),
    time_limit_before=(
        r"határidő",
        r"határidőn belül",
    ),
    time_limit_after=(
        r"belül",
        r"határidőn belül",
        r"határidővel",
    ),
    author_phrases=(r"(?:beküldte|küldte|írta|hozzászólt|válaszolt):",),
    author_verbs=(
        r"írta",
        r"írja",
        r"válaszolta",
    ),
    chat_notes=(
        *("<Média elhagyva>", "<Ez az üzenet szerkesztve lett>", "Ez az üzenet törölve lett"),
        *("Törölted ezt az üzenetet", "Nem fogadott hanghívás", "Nem fogadott videohívás"),
        *("kép elhagyva", "videó elhagyva", "hang elhagyva", "matrica elhagyva"),
    ),
    # Institution names capitalize every word (`Fővárosi Törvényszék`), and a noun takes
    # its case as an ending (`Kúriához`).
    organization_nouns=(
        *("egyesület", "egylet", "alapítvány", "szövetség", "társaság", "egyetem", "főiskola"),
        # (A cooperative and a trade union: `Alföldi Termelő és Értékesítő Szövetkezet`.)
        *("szövetkezet", "szakszervezet"),
        *("iskola", "gimnázium", "kórház", "intézet", "múzeum", "színház", "klub"),
        # (A university's faculty and clinic: `Gyógyszerésztudományi Kar`, `Belgyógyászati
        # Klinika`.)
        *("kar", "klinik"),
        # (A pharmacy and a shop, named after a saint or a street: `Szent Anna Patika`.)
        *("patik", "gyógyszertár", "áruház", "üzlet"),
    ),
    public_institution_nouns=(
        *("bíróság", "törvényszék", "kúri", "minisztérium", "hivatal", "kamar", "bank"),
        *("önkormányzat", "parlament", "kormány", "országgyűlés", "ügyészség", "rendőrség"),
        *("tanács", "bizottság", "hatóság", "párt", "unió", "kapitányság"),
        # (The state treasury, `Magyar Államkincstárnál`.)
        "kincstár",
    ),
    national_only_nouns=("bank",),
    national_words=(
        *("legfelsőbb", "alkotmány", "nemzeti", "országos", "európai", "nemzetközi", "fővárosi"),
        *("minisztérium", "országgyűlés", "kormány", "kúri"),
    ),
    noun_endings=(
        *("", "a", "á", "e", "é", "t", "ot", "et", "öt", "át", "ét", "nak", "nek", "ának"),
        *("ének", "hoz", "hez", "höz", "ához", "éhez", "ban", "ben", "ában", "ében", "ból"),
        *("ből", "ától", "étől", "tól", "től", "ra", "re", "ára", "ére", "nál", "nél", "ánál"),
        *("énél", "val", "vel", "ával", "ével", "i", "ai", "ei", "ig", "on", "en", "án", "ját"),
        # (Into and off a body, and for it: `Egyesületébe`, `Szövetségről`, `Alapítványért`.)
        *("ba", "be", "ába", "ébe", "ról", "ről", "áról", "éről", "ért", "áért", "éért"),
    ),
    nationality_forms=(("", "", ("",)),),
    # (Not `sor` and `köz`, a turn and a passage as often; nor a road's `útján`, by way of.)
    street_kind_words=(
        r"utc(?:a|á(?:ban|ba|ból|n|ra|ról|hoz|nál|tól|ig|t|val))",
        r"körút(?:on|ra|ról|hoz|nál|tól|ig|tal)?",
        r"(?:sugár)?út(?:on|ra|ról|hoz|nál|tól|ig|tal)?",
        r"t(?:ér|eret|éren|érre|érről|érhez|érnél|értől|érig)",
        r"sétány(?:on|ra|ról|hoz|nál|tól|ig)?",
        r"fasor(?:on|ra|ról|hoz|nál|tól|ig|ban)?",
        r"rakpart(?:on|ra|ról|hoz|nál|tól|ig)?",
    ),
    firm_partners=("és Társa", "és Társai", "és Tsa.", "és Fia", "és Fiai", "és Lánya"),
    venue_nouns=("Hotel",),
    venue_nouns_after=(
        *("Kávézó", "Kávéház", "Étterem", "Presszó", "Söröző", "Cukrászda", "Bisztró"),
        *("kávézó", "kávéház", "étterem", "presszó", "söröző", "cukrászda", "bisztró"),
    ),
    # (`Mariska`, `Julis`: `-ska`, `-is` after a given name's opening letters.)
    diminutive_endings=(
        *("ke", "ka", "ska", "ske", "csi", "ci", "i", "csa", "cse", "us", "is", "ó", "ő"),
        # (`Ferkó`, `Jankó`, `Palkó`: `-kó`, `-kő` after a given name's opening letters.)
        *("kó", "kő"),
    ),
    hypocorisms=(
        *(("Katalin", ("Kati", "Katika")), ("Erzsébet", ("Erzsi", "Böbe"))),
        *(("Mária", ("Mari", "Marika")), ("Zsuzsanna", ("Zsuzsa", "Zsuzsi"))),
        *(("Ilona", ("Ica", "Ilonka")), ("Éva", ("Évi",)), ("Krisztina", ("Kriszti",))),
        *(("Péter", ("Peti",)), ("László", ("Laci",)), ("István", ("Pisti", "Pista"))),
        *(("József", ("Józsi", "Jóska")), ("János", ("Jani", "Jancsi")), ("Ferenc", ("Feri",))),
        *(("Gábor", ("Gabi",)), ("Sándor", ("Sanyi",)), ("Zoltán", ("Zoli",))),
        *(("Tamás", ("Tomi",)), ("Dániel", ("Dani",)), ("György", ("Gyuri",))),
        *(("Mihály", ("Misi",)), ("Andrea", ("Andi",)), ("Ildikó", ("Ildi",))),
        *(("Márton", ("Marci",)), ("Anna", ("Ancsa", "Panni", "Anni")), ("Endre", ("Bandi",))),
        *(("András", ("Bandi", "Andris")), ("Dorottya", ("Dóri", "Dorka")), ("Zsófia", ("Zsófi",))),
        *(("Attila", ("Atti",)), ("Balázs", ("Balu",)), ("Ágnes", ("Ági",)), ("Judit", ("Jutka",))),
    ),
)
