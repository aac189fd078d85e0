"""Free wordings the rules cannot follow word by word: accepted, with a note that says so, where nothing in them
is shown wrong; a long sentence put wholly in other words is never a 0; an opposite said for a word of ours is
still an error. The unread blind sets of 2026-12-03 measured these."""

import pytest

ACCEPTED = [
    # reworded in several places, nothing shown wrong
    (
        "Although he failed many times, he never gave up.",
        "尽管他失败了很多次，但他从来没有放弃过。",
        "虽然失败过好多次，他却始终没有放弃。",
    ),
    # too freely worded to follow, about what the English says
    (
        "Because of the heavy fog, the flight was delayed by two hours.",
        "由于大雾，航班推迟了两个小时。",
        "因为雾太大，飞机晚了两个小时起飞。",
    ),
    ("Don't forget to bring your passport.", "别忘了带护照。", "记得带上护照。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), ACCEPTED)
def test_a_free_wording_with_nothing_wrong_is_accepted_saying_it_was_not_checked(
    evaluator, english, reference, attempt
):
    grade = evaluator.translate(english, attempt, reference, "4")
    assert grade.score == 3, grade.explanation
    assert grade.explanation.startswith("Also correct, as far as we can check:"), grade.explanation


def test_a_long_sentence_wholly_in_other_words_is_not_called_wrong(evaluator):
    """Little of it matches word by word, but it keeps a thing of ours (消息): "it may well be right", a 2."""
    english = "After hearing the news, she was so excited that she could not sleep all night."
    grade = evaluator.translate(
        english, "得知这个消息，她兴奋得彻夜难眠。", "听到这个消息后，她激动得一整夜都没睡着。", "6"
    )
    assert grade.score == 2 and "it may well be right" in grade.explanation, grade.explanation


def test_another_sentence_as_long_is_still_a_0(evaluator):
    english = "The factory will hire fifty new workers next year."
    grade = evaluator.translate(english, "我昨天晚上做了一个奇怪的梦。", "工厂明年将招聘五十名新工人。", "5")
    assert grade.score == 0, grade.explanation


@pytest.mark.parametrize(
    ("english", "reference", "attempt", "highest"),
    [
        ("Most people support this policy.", "大多数人支持这项政策。", "大多数人反对这项政策。", 0),
        ("Prices went up again.", "物价又上涨了。", "物价又下跌了。", 0),
        ("The patient's condition is improving.", "病人的情况正在好转。", "病人的情况正在恶化。", 0),
        # the opposite inside a sentence reworded in two places: not accepted as a free wording
        (
            "The new policy has won broad support from citizens.",
            "新政策得到了市民的广泛支持。",
            "新政策遭到了市民的广泛反对。",
            1,
        ),
    ],
)
def test_an_opposite_is_an_error_not_a_wording(evaluator, english, reference, attempt, highest):
    grade = evaluator.translate(english, attempt, reference, "5")
    assert grade.score <= highest, grade.explanation
    assert "反对" in grade.explanation or "下跌" in grade.explanation or "恶化" in grade.explanation


def test_a_verb_of_ours_denied_is_not_accepted_unchecked(evaluator):
    """没有什么优势 for 有其优势: no for yes, with no "not" in the English; not taken as a free wording."""
    english = "It is undeniable that online education has its advantages, especially for students in remote areas."
    reference = "不可否认，网络教育有其优势，尤其是对偏远地区的学生来说。"
    grade = evaluator.translate(english, "不可否认，网络教育没有什么优势，尤其是对偏远地区的学生来说。", reference, "6")
    assert grade.score < 3, grade.explanation


def test_not_doing_said_for_forgetting_to_is_still_accepted(evaluator):
    """没带伞 for 忘了带伞: ours turns 带 round by a verb of its own (忘), so 没 denies nothing ours says."""
    english = "I forgot to bring an umbrella, so my clothes got all wet."
    grade = evaluator.translate(english, "因为没带伞，我的衣服全湿了。", "我忘记带伞了，所以衣服都湿了。", "3")
    assert grade.score == 3, grade.explanation


LONG_FREE = [
    # a long sentence said wholly in other words, nothing in it wrong: accepted, saying it was not checked
    (
        "He didn't say a word the whole evening, which made everyone uneasy.",
        "他一整晚一句话也没说，让大家都很不安。",
        "整个晚上他一言不发，弄得大家心里都很不安。",
    ),
    ("Whether you agree or not, I'm going.", "不管你同不同意，我都要去。", "无论你同意还是不同意，我都会去。"),
    ("I'm not used to eating spicy food.", "我不习惯吃辣的。", "吃辣的东西我还不习惯。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), LONG_FREE)
def test_a_free_wording_of_a_modal_an_idiom_or_a_thing_named_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "5")
    assert grade.score == 3, grade.explanation


OPPOSITE_INSIDE = [
    (
        "More than half of the residents voted against the plan.",
        "一半以上的居民投票反对这个计划。",
        "这个计划得到了大部分居民的支持。",
    ),
    (
        "Even if it costs more, I'd rather buy a product of good quality.",
        "即使贵一点，我也宁愿买质量好的产品。",
        "东西只要便宜就行，质量差点儿无所谓。",
    ),
    (
        "The customers were very satisfied with the service.",
        "顾客们对这家餐厅的服务非常满意。",
        "这家餐厅的服务让顾客们很不满。",
    ),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), OPPOSITE_INSIDE)
def test_a_free_wording_that_says_an_opposite_of_ours_is_not_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "5")
    assert grade.score <= 2 and not grade.explanation.startswith("Also correct"), grade.explanation


def test_an_opposite_denied_is_no_opposite(evaluator):
    grade = evaluator.translate("My home is very close to the school.", "我家到学校没多远。", "我家离学校很近。", "3")
    assert grade.score == 3, grade.explanation


ANOTHER_TIME_OR_SHARE = [
    ("We went to the cinema yesterday.", "我们昨天去看电影了。", "我们明天去电影院看电影。"),
    ("All the students passed the exam.", "所有的学生都通过了考试。", "有些学生考试及格了。"),
    ("Few people know the truth about this matter.", "很少有人知道这件事的真相。", "这件事的真相大家都知道。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), ANOTHER_TIME_OR_SHARE)
def test_a_free_wording_of_another_time_or_share_is_not_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 2 and not grade.explanation.startswith("Also correct"), grade.explanation
