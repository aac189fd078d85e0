"""Content importers and generators: sentences, pictures, clips."""
