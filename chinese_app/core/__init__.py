"""The core: every product rule, in plain Python (no Reflex, no FastAPI)."""
