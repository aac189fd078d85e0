"""A word that says "no" by its meaning (严禁 "strictly prohibit", 拒绝 "refuse", 难 "difficult") may be said with a
plain 不 or 没: 不允许 for 严禁 and 没有接受 for 拒绝 are one meaning, not a negation added. A negation of the
learner's own, said of the reference's word or of one like it, is still an error."""

import pytest

SAME = [
    ("Smoking is strictly prohibited here.", "这里严禁吸烟。", "这里不允许吸烟。"),
    ("He refused my invitation.", "他拒绝了我的邀请。", "他没有接受我的邀请。"),
    ("This problem is difficult.", "这个问题很难。", "这个问题不容易。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), SAME)
def test_a_plain_negation_for_a_word_that_says_no_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "4")
    assert grade.score == 3, grade.explanation


def test_the_negation_is_not_called_added_where_a_word_of_ours_says_no(evaluator):
    grade = evaluator.translate(
        "Smoking is strictly prohibited in all public places.",
        "所有公共场所都严禁吸烟。",
        "所有公共场所都不许吸烟。",
        "4",
    )
    assert "not negative" not in grade.explanation, grade.explanation
    assert grade.score >= 1, grade.explanation


DENIED = [
    ("He refused my invitation.", "他拒绝了我的邀请。", "他没有拒绝我的邀请。"),
    ("I firmly believe he is innocent.", "我坚信他是无辜的。", "我不相信他是无辜的。"),
    ("This problem is difficult.", "这个问题很难。", "这个问题不难。"),
    ("He couldn't find the way.", "他找不到路。", "他不找路。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), DENIED)
def test_a_negation_of_the_learners_own_is_still_an_error(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "4")
    assert grade.score <= 1, grade.explanation
