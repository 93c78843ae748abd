"""Language modules: one per language, each exporting `LANGUAGE`. Adding a language = one module."""

from __future__ import annotations

from importlib import import_module

from pseudonymizer.languages.base import Language

SUPPORTED = ("en", "cs", "pl", "de", "sv", "hu")


class UnsupportedLanguageError(ValueError):
    pass


def get_language(code: str) -> Language:
    if code not in SUPPORTED:
        raise UnsupportedLanguageError(
            f"language {code!r} is not supported; choose one of: {', '.join(SUPPORTED)}"
        )
    return import_module(f"pseudonymizer.languages.{code}").LANGUAGE
