"""Evaluators: score a translation (0-3) and give feedback on a picture description.

The offline evaluator is the embedded default; an OpenAI-compatible model is the production choice.
"""

from functools import lru_cache
from typing import Protocol


class Evaluator(Protocol):
    def translate(self, english: str, attempt: str, reference: str, level: str) -> dict:
        """-> {score: 0-3, explanation, correct_translation}"""

    def describe(self, description: str, reference: str, reference_pinyin: str) -> dict:
        """-> {feedback: {fragments: [{text, pinyin, critique, feedback}]}, aiDescription: {description, pinyin}}"""


@lru_cache
def get_evaluator() -> Evaluator:
    """The OpenAI-compatible evaluator when OPENAI_API_KEY is set (it falls back to the offline one
    on failure), else the offline evaluator."""
    from chinese_app.evaluation.offline import OfflineEvaluator
    from chinese_app.settings import get_settings

    settings = get_settings()
    if settings.openai_api_key:
        from chinese_app.evaluation.openai import OpenAIEvaluator

        return OpenAIEvaluator(settings, fallback=OfflineEvaluator())
    return OfflineEvaluator()
