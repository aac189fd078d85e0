"""The offline evaluator: no network.

Translate: a rules-based grade against the reference (``chinese_app.evaluation.translation_rules``): synonyms,
word order, homophones, particles, measure words, negation, numbers and time words, with an explanation that
names the Chinese words involved. Describe: the description split into sentences, each returned without
critique, and the picture's reference description.
"""

import re

from chinese_app.evaluation import AiDescription, DescriptionFeedback, Feedback, Fragment, TranslationGrade
from chinese_app.evaluation.translation_rules import grade

_SENTENCE_END = re.compile(r"(?<=[。！？!?；;])")


class OfflineEvaluator:
    def translate(self, english: str, attempt: str, reference: str, level: str) -> TranslationGrade:
        """The rules' grade; the level does not change the rules."""
        score, explanation = grade(english, attempt, reference)
        return TranslationGrade(score=score, explanation=explanation, correct_translation=reference)

    def describe(self, description: str, reference: str, reference_pinyin: str) -> DescriptionFeedback:
        fragments = [
            Fragment(text=part, pinyin="", critique="none", feedback="")
            for part in _SENTENCE_END.split(description.strip())
            if part
        ]
        return DescriptionFeedback(
            feedback=Feedback(fragments=fragments),
            aiDescription=AiDescription(description=reference, pinyin=reference_pinyin),
        )
