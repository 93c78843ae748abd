"""The shapes of the JSON API, one module per resource: the Pydantic models routes answer
(so `/openapi.json` says what every answer holds, and FastAPI checks each against its model),
the closed choices requests take (`fields`) and a span's evidence read into typed variants
(`evidence`)."""
