"""What the JSON API answers, one module per resource: the Pydantic models routes return, so
`/openapi.json` says what every answer holds and FastAPI checks each against its model."""
