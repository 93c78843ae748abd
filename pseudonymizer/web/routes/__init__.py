"""Thin HTTP handlers, one module per resource: they parse, call a service, and answer."""
