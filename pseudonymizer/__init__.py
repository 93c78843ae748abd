"""De-identify text collections: find personal data, then remove, tag or pseudonymize it."""

__version__ = "0.1.0"
