"""Evaluators: score a translation (0-3) and give feedback on a picture description.

The offline evaluator is the embedded default; an OpenAI-compatible model is the production choice.
"""

from functools import lru_cache
from typing import Literal, Protocol

from pydantic import Field

from chinese_app.core.limits import PERFECT_SCORE
from chinese_app.wire import Answer


class TranslationGrade(Answer):
    score: int = Field(ge=0, le=PERFECT_SCORE)
    explanation: str
    correct_translation: str


class Fragment(Answer):
    """A piece of the learner's description with its critique (none, minor, major) and feedback."""

    text: str
    pinyin: str
    critique: Literal["none", "minor", "major"]
    feedback: str


class Feedback(Answer):
    fragments: list[Fragment]


class AiDescription(Answer):
    description: str
    pinyin: str


class DescriptionFeedback(Answer):
    feedback: Feedback
    aiDescription: AiDescription


class Evaluator(Protocol):
    def translate(self, english: str, attempt: str, reference: str, level: str) -> TranslationGrade: ...

    def describe(self, description: str, reference: str, reference_pinyin: str) -> DescriptionFeedback: ...


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
