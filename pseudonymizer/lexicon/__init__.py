"""Word knowledge every stage may read, built from the packages that carry it (nothing is
downloaded): which words are ordinary, which are names, places, titles, job titles, legal forms
and amounts; the lists surrogates are drawn from; the formats of identifiers. It sits below
detection and replacement, which both read it and never each other."""
