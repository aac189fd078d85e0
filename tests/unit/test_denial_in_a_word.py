"""A denial said in a word of its own, and things told apart inside a rewording (2026-12-03, eleventh session).

- An outcome denied said by its opposite (失败了 for 没有成功, 禁止 for 不允许); 百分之五十 for 一半, 礼拜 for 星期.
- A word whose meaning denies another (单身 "unmarried" / 没结婚, 陌生 "unfamiliar" / 不熟悉), 从未有过 for 前所未有
  "unprecedented", and a quality said by its opposite denied (症状不重 for 症状轻微): one meaning.
- 对我来说 "for me" is a point of view: the city and I have not changed roles in 这个城市对我来说很陌生.
- A thing said for the thing of a verb-and-thing word (咖啡 for 喝茶) is another of its kind; 偶尔 "now and then" is
  the opposite of 经常 "often".
The same shapes with the meaning turned stay wrong."""

import pytest

RIGHT = [
    ("The experiment did not succeed.", "实验没有成功。", "实验失败了。"),
    ("Smoking is not allowed here.", "这里不允许抽烟。", "这儿禁止抽烟。"),
    ("Half of the students passed the exam.", "一半的学生通过了考试。", "百分之五十的学生通过了考试。"),
    ("I'll go to Shanghai next week.", "我下个星期去上海。", "我下礼拜去上海。"),
    ("She is single.", "她单身。", "她没结婚。"),
    ("The company is facing unprecedented challenges.", "公司正面临前所未有的挑战。", "公司正遭遇从未有过的挑战。"),
    (
        "Although his symptoms are mild, he stayed in hospital.",
        "虽然症状轻微，他还是住院了。",
        "尽管症状不重，他还是住院了。",
    ),
]

NOT_WRONG = [
    ("He kept silent.", "他一句话也没说。", "他始终保持沉默。"),
    ("He didn't come to the meeting yesterday.", "他昨天没来开会。", "昨天的会他缺席了。"),
    ("The police said the chances were slim.", "警察说可能性很小。", "警察说希望不大。"),
    ("She is not married yet.", "她还没结婚。", "她到现在还是单身。"),
    ("I am not familiar with this city.", "我对这个城市不熟悉。", "这个城市对我来说很陌生。"),
    ("My mother cooks very well.", "我妈妈做饭做得很好。", "我妈妈的菜做得特别好吃。"),
]

WRONG = [
    ("The experiment did not succeed.", "实验没有成功。", "实验成功了。"),
    ("The experiment succeeded.", "实验成功了。", "实验失败了。"),
    ("She is married.", "她结婚了。", "她还是单身。"),
    ("The company is facing unprecedented challenges.", "公司正面临前所未有的挑战。", "公司正面临以前有过的挑战。"),
    ("This coat is cheap.", "这件大衣很便宜。", "这件大衣不便宜。"),
    ("She is very kind to her husband.", "她对丈夫很好。", "她丈夫对她很好。"),
    ("I like drinking tea.", "我喜欢喝茶。", "我爱喝咖啡。"),
    (
        "When I was a child, my grandmother often told me stories.",
        "我小时候，奶奶经常给我讲故事。",
        "小时候奶奶偶尔给我讲故事。",
    ),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_denial_in_a_word_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 3, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), NOT_WRONG)
def test_a_denial_or_a_point_of_view_is_not_called_wrong(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score >= 2, grade.explanation
    assert "reversed" not in grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), WRONG)
def test_the_meaning_turned_stays_wrong(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 1, grade.explanation


def test_an_idiom_that_negates_says_the_negation(evaluator):
    """不知所措 "not know what to do" says the 不 of 不知道: no negation is missing."""
    grade = evaluator.translate(
        "Faced with such a difficult choice, he didn't know what to do.",
        "在这样两难的选择面前，他一时不知所措。",
        "面对这么艰难的选择，他不知道该怎么办。",
        "5",
    )
    assert "negative" not in grade.explanation, grade.explanation
