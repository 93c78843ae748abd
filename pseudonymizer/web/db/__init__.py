"""Storage of the review tool: the models, the engine and its migrations."""
