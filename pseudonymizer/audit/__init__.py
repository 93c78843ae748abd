"""The audit: a second opinion on each written output, not a recount of what the run replaced.

It reads the output again and reports, by offset and kind but never by string:

- certain leaks (`forms.py`): any surface form of an entity the run replaced or was given,
  left standing outside the surrogates the run wrote: the original, each word of a name, the
  word's other forms as its language writes them (cases, vocative, genitive, possessive,
  Hungarian suffixes), in capitals or lower case or without its diacritics, and inside
  e-mail addresses, user names and links;
- suspected leaks, for a person to check (`suspects.py`): what a fresh detection of the output
  finds that is no surrogate, chat and forum user names, numbers and dates no one replaced, a
  capitalized word beside a person's surrogate, a profession;
- values that cannot be (`values.py`): an impossible date or time, a weekday that is not its
  date's, an identifier whose checksum fails where the original's passed.

`auditor.py` puts them together for one document and each of its outputs.
"""
