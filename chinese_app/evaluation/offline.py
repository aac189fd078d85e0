"""The offline evaluator: no network.

Translate: a rules-based grade against the reference (``chinese_app.evaluation.translation_rules``): synonyms,
word order, homophones, particles, measure words, negation, numbers and time words, with an explanation that
names the Chinese words involved. Describe: the description in fragments that rebuild it exactly, each
with its pinyin, critiqued only where a rule is sure (``chinese_app.evaluation.describe_checks``), and the
picture's reference description; a general note when the description shares nothing with the picture.
"""

import logging

from chinese_app.evaluation import AiDescription, DescriptionFeedback, Feedback, PictureToDescribe, TranslationGrade
from chinese_app.evaluation.describe_checks import check, fragments, relevance_note
from chinese_app.evaluation.translation_rules import grade

log = logging.getLogger(__name__)


def _grade(english: str, attempt: str, answer: str) -> tuple[int, str]:
    """The rules' grade; should a rule fail on an answer no one foresaw, an honest 2 instead of an error page:
    the answer could not be checked, so it is not called wrong (the failure is logged for us to mend)."""
    try:
        return grade(english, attempt, answer)
    except Exception:  # noqa: BLE001 - any rule's failure: the learner still gets a grade
        log.exception("translate rules failed (attempt of %d characters)", len(attempt))
        return (
            2,
            f"We could not check this answer word by word, so it is not marked wrong. Compare it with ours: {answer}",
        )


class OfflineEvaluator:
    def translate(
        self, english: str, attempt: str, reference: str, level: str, alternatives: tuple[str, ...] = ()
    ) -> TranslationGrade:
        """The rules' grade against the reference or an accepted alternative, whichever is better (the
        reference first on a tie); the level does not change the rules."""
        score, explanation = max(
            (_grade(english, attempt, answer) for answer in (reference, *alternatives)), key=lambda found: found[0]
        )
        return TranslationGrade(score=score, explanation=explanation, correct_translation=reference)

    def describe(self, description: str, picture: PictureToDescribe) -> DescriptionFeedback:
        return DescriptionFeedback(
            feedback=Feedback(
                fragments=fragments(description, check(description)),
                note=relevance_note(description, picture.reference, picture.tags),
            ),
            aiDescription=AiDescription(description=picture.reference, pinyin=picture.reference_pinyin),
        )
