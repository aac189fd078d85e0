"""What the second reader of blind47's explanations found wrong (2026-12-03): a question asked twice (是不是…吗)
and a result put after the object (写报告完了) accepted; 正在…进行了 accepted when a matter (就这个提案) comes
first; "Missing 的" said of a 我们的计划 the learner wrote; an unrelated answer called "a small part"; a verb and
object glossed by the verb alone (吃盐 "eat")."""

import pytest

SLIPS = [
    ("Are you a student?", "你是学生吗？", "你是不是学生吗？", "吗"),
    ("Do you have time?", "你有时间吗？", "你有没有时间吗？", "吗"),
    ("I have finished writing my report.", "我写完报告了。", "我写报告完了。", "写完"),
    (
        "When I arrived, they were holding a heated debate about the proposal.",
        "我到的时候，他们正在就这个提案进行激烈的辩论。",
        "我到的时候，他们正在就这个提案进行了激烈的辩论。",
        "正在",
    ),
]


@pytest.mark.parametrize(("english", "reference", "attempt", "named"), SLIPS)
def test_a_slip_is_named_and_scores_2(evaluator, english, reference, attempt, named):
    grade = evaluator.translate(english, attempt, reference, "2")
    assert grade.score == 2, grade.explanation
    assert named in grade.explanation.split(reference)[0], grade.explanation


RIGHT = [
    ("Do you have time?", "你有时间吗？", "你有没有时间？"),
    ("Do you know whether he is coming?", "你知道他来不来吗？", "你知道他来不来吗？"),
    (
        "The sudden news completely disrupted our plans.",
        "突如其来的消息把我们的计划全打乱了。",
        "我们的计划被突如其来的消息完全打乱了。",
    ),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_right_answer_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "2")
    assert grade.score == 3, grade.explanation


def test_an_unrelated_answer_is_not_called_a_part_of_the_sentence(evaluator):
    grade = evaluator.translate("Where did you put my glasses?", "我的爱好是游泳。", "你把我的眼镜放在哪儿了？", "2")
    assert grade.score == 0 and grade.explanation.startswith("This does not translate"), grade.explanation


def test_a_verb_and_its_object_are_glossed_whole(evaluator):
    grade = evaluator.translate(
        "The doctor advised him to eat less salt.", "医生建议他少吃糖。", "医生建议他少吃盐。", "3"
    )
    assert "(eat)" not in grade.explanation and "salt" in grade.explanation, grade.explanation


BEI_REVERSED = [
    # (english, attempt, reference, the one who acts in the sentence)
    (
        "The athlete was hit by a car while he was training.",
        "一辆汽车在训练的时候被那名运动员撞了。",
        "那名运动员在训练的时候被一辆汽车撞了。",
        "汽车",
    ),
    (
        "The old temple was burned down by a fire in the Qing dynasty.",
        "一场大火在清朝时被这座古庙烧毁了。",
        "这座古庙在清朝时被一场大火烧毁了。",
        "大火",
    ),
    ("His suggestion was rejected by the manager.", "经理的建议被他拒绝了。", "他的建议被经理拒绝了。", "经理"),
]


@pytest.mark.parametrize(("english", "attempt", "reference", "doer"), BEI_REVERSED)
def test_the_one_who_acts_in_a_bei_sentence_is_the_one_after_bei(evaluator, english, attempt, reference, doer):
    grade = evaluator.translate(english, attempt, reference, "4")
    assert grade.score == 0, grade.explanation
    assert f"{doer} is the one who acts" in grade.explanation, grade.explanation
