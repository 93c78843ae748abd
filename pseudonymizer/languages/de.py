"""German."""

from pseudonymizer.languages.base import Language

# A police or criminal-police rank is written by its parts' initials: `P`olizei or
# `K`riminal, `O`ber or `H`aupt, then `M`eister or `K`ommissar, with an `E`rster before a
# chief commissioner's (`POK`, `KHK`, `EPHK`), and `in` after a woman's (`POKin`). Built from
# the parts, not listed: each is a title before a name, no one's initials or name. (The
# ranks without a grade, `PK`, `KM`, are left out: they are a press conference's and a
# kilometre's too.)
_RANKS = tuple(
    f"{first}{branch}{grade}{rank}"
    for branch in "PK"
    for grade in "OH"
    for rank in "MK"
    for first in ("", "E")
    if not first or grade + rank == "HK"
)
_WOMEN_RANKS = tuple(f"{rank}in" for rank in _RANKS)

LANGUAGE = Language(
    code="de",
    name="German",
    inflection="genitive",
    genitive_endings=("s", "'"),
    faker_locale="de_DE",
    phone_regions=("DE", "AT", "CH"),
    town_countries=("DE", "AT", "CH"),
    person_locales=("de_AT", "de_CH"),
    numeric_date_orders=("DMY", "YMD"),
    date_templates=(
        r"{D}\. ?{M},? {Y}",
        r"{D}\. ?{M}",
        r"{M} {Y}",
    ),
    national_ids=("de_tax_id", "de_licence_plate"),
    common_word_tables=("de_lemma_lookup",),
    nouns_capitalized=True,
    kin_titles=("Onkel", "Tante", "Oma", "Opa", "Bruder", "Schwester", "Cousin", "Cousine"),
    # What a family calls its own in place of a name (`Mama:` heading a chat's message,
    # `Papa hat schon gekauft`), and their genitive's `s` (`Omas Geburtstag`).
    kin_words=(
        *("Mama", "Papa", "Mami", "Papi", "Mutti", "Vati", "Oma", "Opa", "Omi", "Opi"),
        *("Mutter", "Vater", "Großmutter", "Großvater"),
    ),
    kin_endings="s?",
    female_titles=frozenset(
        {"frau", "fräulein", "professorin", "richterin", "rechtsanwältin", "kollegin", "tante"}
        | {"oma", "bürgermeisterin", "ministerin", "schwester", "cousine", "zeugin"}
        | {rank.casefold() for rank in _WOMEN_RANKS}
    ),
    male_titles=frozenset(
        {"herr", "herrn", "rechtsanwalt", "kollege", "onkel", "opa", "pfarrer"}
        | {"bruder", "cousin", "zeuge"}
    ),
    name_fields=(
        "Name",
        "Vorname, Name",
        "Name, Vorname",
        "Vor- und Nachname",
        "Vor- und Zuname",
        "Antragsteller",
        "Bewerber",
    ),
    person_titles=(
        "Herr",
        "Herrn",
        "Frau",
        "Fräulein",
        "Dr",
        "Prof",
        "Doktor",
        "Professor",
        "Professorin",
        "Richter",
        "Richterin",
        "Rechtsanwalt",
        "Rechtsanwältin",
        "Kollege",
        "Kollegin",
        "Onkel",
        "Tante",
        "Oma",
        "Opa",
        "Bruder",
        "Schwester",
        "Cousin",
        "Cousine",
        "Pfarrer",
        "Bürgermeister",
        "Bürgermeisterin",
        "Minister",
        "Ministerin",
        # A witness is named by the title a judgment gives them (`der Zeuge Marx`, `die
        # Zeugin Bauer`, `des Zeugen Marx`): a family name, however like a town or a noun.
        "Zeuge",
        "Zeugen",
        "Zeugin",
        *_RANKS,
        *_WOMEN_RANKS,
    ),
    age_patterns=(
        r"{N}\s?Jahre?\salt",
        r"\bim Alter von\s{N}\b",
        r"{N}-jährig\w*",
        r"\b(?:wird|wurde)\s{N}(?:\sJahre)?(?:\s(?:alt|geworden)\b|(?=\s*[.,;!?]))",
    ),
    demonym_forms=("sch", "sch", ("", "e", "en", "er", "es", "em")),
    # Name ending -> adjective ending: Japan, Österreich; Peru; Vietnam; Schweiz; Ukraine;
    # Ägypten; Kolumbien; Spanien; Asien; Namibia; Amerika; China; Europa; Türkei; Mexiko;
    # Karibik; Irland; Island; Niederlande. (No ("a", "isch"): it makes `kubisch`, cubic.)
    place_adjectives=(
        ("", "isch"),
        ("", "anisch"),
        ("", "esisch"),
        ("", "erisch"),
        ("e", "isch"),
        ("en", "isch"),
        ("en", "anisch"),
        ("ien", "isch"),
        ("en", "atisch"),
        ("ia", "isch"),
        ("a", "anisch"),
        ("a", "esisch"),
        ("a", "äisch"),
        ("ei", "isch"),
        ("o", "anisch"),
        ("ik", "isch"),
        ("land", "isch"),
        ("land", "ländisch"),
        ("lande", "ländisch"),
    ),
    name_endings=("s", "es", "er", "ern"),
    number_after_street=True,
    legal_references=(
        *(r"artikel\w*", r"art", r"abs[aä]tz\w*", r"abs", r"§+", r"paragraphe?n?", r"satz"),
        *(r"ziff", r"ziffer\w*", r"kapitel\w*"),
        # A commentary's or a judgment's margin number (`Rn. 18`, `Rdnr.`, `Rz.`, `Tz.`) and a
        # court file's sheet (`Bl. 45 d.A.`): parts of a text, numbered as a law's are.
        *(r"rn", r"rdnrn?", r"rdn", r"rz", r"tz", r"bl"),
    ),
    degrees=frozenset({"dipl", "diplom", "mag"}),
    list_words=frozenset({"und", "bis", "oder"}),
    day_month_dates=(r"{D}\.\s?{M}\.",),
    # `montags` (on Mondays), `des Montags`: the weekday's name with `-s`.
    weekday_declension="endings",
    weekday_endings=("s",),
    bare_hour_words=("um", "ab", "bis", "gegen"),
    time_patterns=(r"{N}\s?Uhr\b", r"\b(?:um|ab|bis|gegen)\s{N}(?<=[.:][0-5]\d)(?:\s?Uhr\b)?"),
    institution_nouns=(
        *("Verlag", "Zeitung", "Universität", "Hochschule", "Theater", "Bank", "Sparkasse"),
        *("Partei", "Verein", "Verband", "Institut", "Museum", "Stiftung", "Gesellschaft"),
        *("Akademie", "Rundfunk", "Kurier", "Rundschau", "Anzeiger", "Klinik", "Gymnasium"),
        *("Kirche", "Gericht", "Ministerium", "Kommission", "Werke", "Gruppe", "Konzern"),
    ),
    # A law firm's kind: `Kanzlei Hofmann`, `Rechtsanwälte Braun & Partner` (the plural: one
    # `Rechtsanwalt` is a person's title), `Anwaltssozietät`.
    organization_nouns=("Kanzlei", "Anwälte", "Sozietät"),
    # The words after a founder's family name that name the partners: `Braun & Partner`.
    firm_partners=("& Partner", "und Partner", "& Kollegen", "und Kollegen"),
    firm_name_words=frozenset({"für", "auf", "zur", "zum"}),
    nominalizers=frozenset({"etwas", "nichts", "was", "viel", "wenig", "allerlei", "mehr"}),
    public_institution_nouns=(
        *("gericht", "gerichtshof", "ministerium", "amt", "bundestag", "landtag", "regierung"),
        *("kammer", "bank", "kommission", "rat", "behörde", "polizei", "staatsanwaltschaft"),
        *("senat", "parlament", "partei", "union", "bundeswehr"),
    ),
    national_only_nouns=("bank",),
    national_words=(
        *("bundes", "verfassung", "national", "europäisch", "international", "ministerium"),
        *("auswärtig", "staatsanwaltschaft"),
    ),
    noun_endings=("", "s", "es", "en", "n", "e"),
    place_prepositions=frozenset({"in", "nach", "aus"}),
    employer_words=frozenset({"arbeiten", "beschäftigen", "anstellen", "jobben", "job", "stelle"}),
    employer_prepositions=frozenset({"bei"}),
    locative_prepositions=frozenset({"in", "nach"}),
    verbal_noun_suffixes=("ung", "ungen"),
    infinitive_endings=("en", "n"),
    noun_suffixes=(
        *("ung", "heit", "keit", "schaft", "tum", "ei", "tät", "ion", "ismus", "nis"),
        *("chen", "lein", "ik", "ie", "enz", "anz", "ment", "ur", "ling"),
    ),
    # Articles, and the stems of the pronouns that decline like them, in every case.
    determiners=frozenset(
        {"der", "die", "das", "des", "dem", "den"}
        | {
            stem + ending
            for stem in (
                *("ein", "kein", "mein", "dein", "sein", "ihr", "unser", "eur", "dies"),
                *("jen", "jed", "manch", "welch", "solch"),
                # (Quantifiers, which count the noun as a numeral does: `viele Kinder`.)
                *("all", "beid", "einig", "mehrer", "viel", "wenig", "sämtlich"),
            )
            for ending in ("", "e", "en", "em", "er", "es")
        }
        # A numeral counts the noun after it, as a determiner does: `zwei Kinder`; a name
        # takes none (`drei Berlin` is no town).
        | {"zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf"}
        | {"zwölf", "zwanzig", "dreißig", "vierzig", "fünfzig", "hundert", "tausend"}
    ),
    # The determiners a named hill or hall does not take (`der Schlossberg`): a possessive,
    # an indefinite article, a numeral (`unser Vereinsheim`, `ein Vereinsheim`).
    common_noun_determiners=frozenset(
        stem + ending
        for stem in ("ein", "kein", "mein", "dein", "sein", "ihr", "unser", "eur")
        for ending in ("", "e", "en", "em", "er", "es")
    )
    | {"zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"},
    capitalized_pronouns=frozenset(
        {"Sie", "Ihr", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres", "Ihnen", "Du", "Dich", "Dir"}
    ),
    identity_documents=(
        *(r"Personalausweis\w*", r"Ausweis\w*", r"Reisepass\w*", r"Pass(?:es)?"),
        *(r"Führerschein\w*", r"Steuer-?ID", r"Sozialversicherungs\w*"),
        *(r"Krankenversicherten\w*", r"Aufenthaltstitel\w*"),
    ),
    state_forms=(
        *(r"Republik", r"Bundesrepublik", r"Königreich\w*", r"Föderation"),
        *(r"Fürstentum\w*", r"Großherzogtum\w*", r"Eidgenossenschaft"),
    ),
    versus_words=("v.", "vs.", "gegen", "./."),
    town_joiners=("am", "an der", "ob der"),
    place_abbreviations=(("St.", "Sankt"),),
    # Local, regional and higher regional courts, the Berlin one's, the labour, social,
    # finance and administrative courts, and the federal and European ones.
    court_abbreviations=frozenset(
        {"AG", "LG", "OLG", "KG", "BayObLG", "ArbG", "LAG", "SG", "LSG", "FG", "VG", "OVG"}
        | {"VGH", "BGH", "BVerfG", "BVerwG", "BAG", "BSG", "BFH", "EuGH", "EGMR"}
    ),
    decision_dates=(
        r"(?:Versäumnis|Teil|End|Schluss|Anerkenntnis|Grund)?[Uu]rteil(?:s|es)?\s+vom",
        r"(?:Hinweis|Vorlage)?[Bb]eschlu(?:ss|ß)(?:es)?\s+vom",
        r"Entscheidung\s+vom",
        r"vom",
    ),
    # The Federal Court of Justice's civil (`ZR` revision, `ZB` complaint, `ZA`) and criminal
    # senates, the Federal Labour Court's (`AZR`, `ABR`, `AZB`), the Constitutional Court's
    # (`BvR`, `BvL`, `BvE`, `BvF`): no court a document's parties go to first keeps these.
    cited_register_marks=frozenset(
        {"ZR", "ZB", "ZA", "StR", "AZR", "ABR", "AZB", "BvR", "BvL", "BvE", "BvF", "BvQ"}
    ),
    number_nouns=(r"Nummer", r"Nr"),
    representation_words=(r"vertreten durch",),
    counsel_words=(r"\w*anw[aä]lt\w*",),
    case_roles=(
        r"\w*richter\w*",
        r"\w*anw[aä]lt\w*",
        r"notar\w*",
        r"gerichtsvollzieher\w*",
        r"sachverständig\w*",
    ),
    counsel_possessives=frozenset(
        {"sein", "seine", "seinen", "seinem", "seiner", "ihr", "ihre", "ihren", "ihrem"}
        | {"ihrer", "mein", "meine", "meinen", "meinem", "meiner", "unser", "unseren"}
    ),
    law_nouns=(r"\w*gesetz\w*", r"\w*verordnung\w*", r"\w*richtlinie\w*"),
    # `G` Gesetz, `GB` Gesetzbuch, `O` Ordnung, `V`/`VO` Verordnung: `RVG`, `BGB`, `ZPO`, `StVO`.
    statute_abbreviation_ends=("G", "GB", "O", "V", "VO"),
    statute_citing_words=(
        *(r"nach(?: de[mn])?", r"gemäß(?: de[mn])?", r"gem\.", r"laut(?: de[ms])?", r"lt\."),
        *(r"entsprechend(?: de[mn])?", r"im", r"des", r"i\.\s?V\.\s?m\.(?: de[mn])?"),
        *(r"i\.\s?S\.\s?d\.", r"im Sinne des", r"aus dem", r"zum"),
    ),
    ruler_titles=frozenset({"könig", "königin", "kaiser", "kaiserin", "papst", "zar"}),
    letter_formulas=(
        *(r"sehr geehrte[rn]?", r"liebe[rn]?", r"hallo", r"guten tag", r"hochachtungsvoll"),
        r"mit (?:freundlichen|besten|herzlichen|lieben) grüßen",
        r"(?:freundliche|beste|herzliche|liebe|viele) grüße",
        # A chat's greetings and closings, written short (`LG` for `Liebe Grüße`).
        *(r"hey", r"hi", r"lg", r"vg", r"mfg", r"hdl", r"hdgdl"),
        # The greetings of the regions and of friends (`Moin`, `Servus`, `Grüß dich`).
        *(r"moin(?: moin)?", r"servus", r"grüß (?:dich|gott|euch)", r"huhu", r"tach"),
        *(r"tschüs+", r"ciao", r"na"),
        # What a letter writes after its signature: enclosures, a postscript.
        *(r"anl\.", r"anlagen?", r"p\.?s\.?"),
    ),
    # Only the fused forms: `der Peter` is how some write a name, `im Peter` no one.
    articles=frozenset({"im", "am", "vom", "zum", "zur", "ins", "ans"}),
    object_pronouns=frozenset(
        {*("mich", "mir", "dich", "dir", "uns", "euch", "ihn", "ihm", "ihnen"), *("den", "einen")}
    ),
    # Antwort and weitergeleitet, as German mail programs write them.
    mail_prefixes=("AW", "WG", "Antw"),
    interval_before=(r"nach", r"vor"),
    interval_after=(
        r"später",
        r"danach",
        r"darauf",
        r"zuvor",
        r"vorher",
        r"früher",
        r"nach",
        r"vor",
        r"nachdem",
        r"bevor",
    ),
    time_limit_before=(
        r"innerhalb von",
        r"innerhalb",
        r"binnen",
        r"Frist von",
        r"spätestens nach",
    ),
    author_phrases=(
        r"(?:verfasst|geschrieben|gepostet) von",
        r"(?:beitrag|antwort|zitat|nachricht) von",
    ),
    author_verbs=(
        r"schrieb",
        r"schreibt",
        r"hat geschrieben",
    ),
    chat_abbreviations=frozenset({"WE", "OK", "LG", "VG", "MFG", "HDL", "HDGDL", "BTW"}),
    chat_notes=(
        *("<Medien ausgeschlossen>", "<Diese Nachricht wurde bearbeitet>"),
        *("Diese Nachricht wurde gelöscht", "Du hast diese Nachricht gelöscht"),
        *("Verpasster Sprachanruf", "Verpasster Videoanruf", "Bild weggelassen"),
        *("Video weggelassen", "Audio weggelassen", "Sticker weggelassen", "GIF weggelassen"),
    ),
    venue_nouns=(
        *("Café", "Cafe", "Restaurant", "Bar", "Kneipe", "Gasthaus", "Gasthof", "Hotel"),
        *("Kino", "Bistro", "Konditorei"),
        # A firm named by its owner's name (`die Firma Krause`, `Fa. Krause`) is the firm,
        # no person: the word stays and the name becomes another.
        *("Firma", "Fa."),
    ),
    # (`Malti` of Malte, `Steffi` of Stefanie, `Gretchen` of Grete, Swabian `Fritzle`.)
    diminutive_endings=("i", "chen", "le"),
    hypocorisms=(
        *(("Helena", ("Lena", "Lenchen")), ("Helene", ("Lena", "Lenchen"))),
        *(("Magdalena", ("Lena", "Lenchen")), ("Katharina", ("Kathi", "Käthe"))),
        *(("Elisabeth", ("Lisa", "Liesel", "Lieschen")), ("Margarete", ("Grete", "Gretchen"))),
        *(("Johanna", ("Hanna",)), ("Stefanie", ("Steffi",)), ("Alexander", ("Alex",))),
        *(("Johannes", ("Hannes",)), ("Christian", ("Chris",)), ("Michael", ("Micha",))),
        *(("Thomas", ("Tommi",)), ("Friedrich", ("Fritz",)), ("Heinrich", ("Heinz",))),
        *(("Josef", ("Sepp", "Seppi")), ("Andreas", ("Andi",)), ("Sebastian", ("Basti",))),
        *(("Maximilian", ("Max",)), ("Susanne", ("Susi",)), ("Gabriele", ("Gabi",))),
    ),
)
