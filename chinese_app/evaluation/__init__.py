"""Evaluators: score a translation (0-3) and give feedback on a picture description.

The offline evaluator is the embedded default; an OpenAI-compatible model is the production choice.
"""

from collections.abc import Callable
from dataclasses import dataclass
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
    # A word on the description as a whole (it seems to be about another picture), or "".
    note: str = ""


class AiDescription(Answer):
    description: str
    pinyin: str


class DescriptionFeedback(Answer):
    feedback: Feedback
    aiDescription: AiDescription


@dataclass(frozen=True)
class PictureToDescribe:
    """What an evaluator knows of the picture a learner described."""

    reference: str  # our Chinese description of it
    reference_pinyin: str
    tags: tuple[str, ...]  # words a description of it is likely to use
    # The picture's bytes and media type, read only by an evaluator that looks at the picture.
    load_image: Callable[[], tuple[bytes, str]]


class Evaluator(Protocol):
    # alternatives: answers an admin accepted for this sentence (learners' reports), as good as the
    # reference; correct_translation is always the reference.
    def translate(
        self, english: str, attempt: str, reference: str, level: str, alternatives: tuple[str, ...] = ()
    ) -> TranslationGrade: ...

    def describe(self, description: str, picture: PictureToDescribe) -> DescriptionFeedback: ...


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
