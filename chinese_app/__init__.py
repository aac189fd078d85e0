"""学中文: a Chinese-learning web app (Reflex pages + FastAPI /api over one core)."""
