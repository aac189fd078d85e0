"""Storeys counted by 层 or 楼, turning into by 成 or 为, "all" said before the thing, and an unfaulted note that
named no difference (2026-12-05, twentieth session).

- Right, called wrong before: 会议室在二层 for 会议室在二楼 (1, "You added 二"), 太阳能板能把阳光转化为电 for
  …转化成电 (1, "Missing 成"), 妈妈洗了我所有的衣服 for 妈妈把我的衣服都洗了 (2, "Use 把"), 把我所有的衣服洗了 (2,
  "Missing 都").
- 是护士帮我打的针 for 护士给我打了一针 made a rule fail (the note of an unfaulted wording with no difference to
  name called its helper with one argument of three); the learner got the fallback "We could not check this answer".
- A form's note opening with 的 names the owner before it (「我所有的衣服」 is another accepted form of 我的衣服都),
  not a stretch that starts mid-phrase (的衣服都)."""

import pytest

RIGHT = [
    ("The meeting room is on the second floor.", "会议室在二楼。", "会议室在二层。"),
    ("I live on the twelfth floor.", "我住在十二楼。", "我住在十二层。"),
    ("I live on the twelfth floor.", "我住在十二层。", "我住在十二楼。"),
    ("The building has twenty floors.", "这座楼有二十层。", "这座楼有二十层楼。"),
    ("Solar panels can turn sunlight into electricity.", "太阳能板可以把阳光转化成电。", "太阳能板能把阳光转化为电。"),
    ("Please translate this sentence into English.", "请把这个句子翻译为英文。", "请把这个句子翻译成英文。"),
    ("Mom washed all my clothes.", "妈妈把我的衣服都洗了。", "妈妈洗了我所有的衣服。"),
    ("Mom washed all my clothes.", "妈妈把我的衣服都洗了。", "妈妈把我所有的衣服洗了。"),
    ("Mom washed all my clothes.", "妈妈把我的衣服都洗了。", "妈妈把我所有的衣服都洗了。"),
    ("He ate all the cakes.", "他把蛋糕都吃了。", "他吃了所有的蛋糕。"),
    ("He ate all the cakes.", "他把蛋糕都吃了。", "他把全部的蛋糕吃了。"),
]

WRONG = [
    ("I live on the third floor.", "我住在三楼。", "我住在四层。"),
    ("I live on the third floor.", "我住在三楼。", "我住在四楼。"),
    ("Mom washed all my clothes.", "妈妈把我的衣服都洗了。", "妈妈洗了你所有的衣服。"),
    ("He ate the cake.", "他把蛋糕吃了。", "他把蛋糕卖了。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_correct_wording_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 3, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), WRONG)
def test_another_meaning_is_not_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 1, grade.explanation


def test_all_left_out_is_still_named(evaluator):
    grade = evaluator.translate("Mom washed all my clothes.", "妈妈洗了我的衣服。", "妈妈把我的衣服都洗了。", "2")
    assert grade.score == 2, grade.explanation
    assert "都" in grade.explanation, grade.explanation


def test_an_unfaulted_wording_with_no_difference_to_name_is_graded(evaluator):
    grade = evaluator.translate("The nurse gave me an injection.", "是护士帮我打的针。", "护士给我打了一针。", "3")
    assert grade.score >= 2, grade.explanation
    assert not grade.explanation.startswith("We could not check"), grade.explanation
    assert grade.explanation.endswith("Ours: 护士给我打了一针。"), grade.explanation


def test_a_form_note_names_the_owner_before_de(evaluator):
    grade = evaluator.translate("Mom washed all my clothes.", "妈妈把我所有的衣服洗了。", "妈妈把我的衣服都洗了。", "3")
    assert "「我所有的衣服」 is another accepted form of 我的衣服都" in grade.explanation, grade.explanation
