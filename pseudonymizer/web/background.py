"""The kinds of background work and the service functions that do them, the table every job
worker runs with (the app factory's threads, `pseudonymizer worker`, the tests' drain)."""

from __future__ import annotations

from pseudonymizer.web.jobs import Handlers
from pseudonymizer.web.services.analysis import analyze
from pseudonymizer.web.services.rules import apply_rule

HANDLERS: Handlers = {"analyze": analyze, "apply_rule": apply_rule}
