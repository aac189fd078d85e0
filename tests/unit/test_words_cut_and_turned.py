"""Words cut as they are meant, and forms turned round read as the reference's (2026-12-04, sixteenth session).

- Right, called wrong before: a compound CC-CEDICT lacks cut into its likeliest listed words (做 手术, not 做手 + 术),
  了 closing 我买新电脑了, 能看清楚 for 看得清, 如果没有 for 要不是 with 会 for the 了 of what would follow, 你的帮助
  for 你帮忙, 下课以后 for 下了课, 在 before a time, 锁门 for 把门锁上, 把…关上 for a plain verb, 我做饭没有妈妈做得好
  for 妈妈做饭比我做得好, 我的英语说得没有她好, 会 for the 要 of what will happen, 被 left out before 卖光, 没…见过 for
  没见到, the 把 of handling said in the plain order, 除了他，大家都…了 for 只有他没…, 完全不 for 一点儿也不, 费电
  for 耗电, 谁都不 for 都不, 一通电话, 这项预算 put first, 还有十分钟…就…了 and 过了半小时 for 十分钟以后.
- A slip, called wrong or right before: 不听懂 for 听不懂 (the order of "cannot", not an added negation), 学中文了三年,
  结过婚 with 明年, 从来不 for 从来没, 你有没有好的牙医可以推荐给我 (给我 after the verb crosses no roles).
- Wrong, called right before: 喝酒 for 喝茶 ("means the same"), 正在走 for 已经走了, 合同 for 简历, 只有他来了 for
  除了他，大家都来了, 他是什么 for 他是谁."""

import pytest

RIGHT = [
    ("I bought a new computer.", "我买了一台新电脑。", "我买新电脑了。"),
    ("Can you see the words on the screen clearly?", "你看得清屏幕上的字吗？", "你能看清楚屏幕上的字吗？"),
    (
        "If it hadn't been for your help, I would have failed.",
        "要不是你帮忙，我就失败了。",
        "如果没有你的帮助，我肯定会失败。",
    ),
    ("After class, I went to the library.", "下了课我就去图书馆了。", "下课以后我就去了图书馆。"),
    ("Train tickets are hard to get during the holidays.", "节假日期间火车票很难买。", "火车票在节假日期间很难买。"),
    ("Did you lock the door?", "你把门锁上了吗？", "你锁门了吗？"),
    ("Remember to close the window when you leave.", "走的时候记得关窗户。", "走的时候别忘了把窗户关上。"),
    ("My mom cooks better than I do.", "妈妈做饭比我做得好。", "我做饭没有妈妈做得好。"),
    ("She speaks English better than I do.", "她说英语说得比我好。", "我的英语说得没有她好。"),
    ("It's going to rain tomorrow.", "明天要下雨。", "明天会下雨。"),
    ("All the tickets have been sold out.", "票都被卖光了。", "票都卖光了。"),
    ("I haven't seen him in a long time.", "我很久没见到他了。", "我已经很长时间没有见过他了。"),
    ("I accidentally deleted the file.", "我不小心把文件删了。", "我不小心删掉了那个文件。"),
    ("He was the only one who didn't come to the party.", "只有他没来参加聚会。", "除了他以外，大家都来参加聚会了。"),
    ("I can't speak Japanese at all.", "我一点儿也不会说日语。", "日语我完全不会说。"),
    ("He took us home.", "他开车送我们回家。", "他开车把我们送回了家。"),
    ("This phone drains its battery really fast.", "这部手机很耗电。", "这部手机特别费电。"),
    ("Neither of us can drive.", "我们俩都不会开车。", "我们两个人谁都不会开车。"),
    ("He got a phone call from his boss.", "他接到了老板打来的一个电话。", "他接到了老板打来的一通电话。"),
    ("The committee has not yet approved the budget.", "委员会还没有批准这项预算。", "这项预算委员会还没有批准。"),
    ("The film begins in ten minutes.", "电影十分钟以后开始。", "还有十分钟电影就开始了。"),
    ("Half an hour later, he arrived.", "半个小时以后，他到了。", "过了半小时，他到了。"),
    ("I haven't paid the phone bill yet.", "我还没交电话费。", "电话费我还没交。"),
    (
        "Online shopping is convenient but sometimes risky.",
        "网上购物很方便，但有时候有风险。",
        "网购很方便，但有时有风险。",
    ),
    ("We hope you can come to our wedding.", "我们希望你能来参加我们的婚礼。", "希望你能来参加我们的婚礼。"),
    ("My grandmother doesn't know how to use a smartphone.", "我奶奶不会用智能手机。", "我奶奶不知道怎么用智能手机。"),
    ("He ran back home.", "他跑回家去了。", "他跑回家了。"),
]

SLIP = [
    ("I can't understand what he says.", "他说的话我听不懂。", "他说的话我不听懂。"),
    ("I can't see clearly.", "我看不清楚。", "我不看清楚。"),
    ("I've studied Chinese for three years.", "我学了三年中文。", "我学中文了三年。"),
    ("They are getting married next spring.", "他们明年春天结婚。", "他们明年春天结过婚。"),
    ("I have never been abroad.", "我从来没出过国。", "我从来不出国。"),
    ("Can you recommend a good dentist to me?", "你能给我推荐一个好牙医吗？", "你有没有好的牙医可以推荐给我？"),
]

WRONG = [
    ("I like drinking tea.", "我喜欢喝茶。", "我喜欢喝酒。"),
    ("By the time you arrive, I'll have already left.", "等你到的时候，我已经走了。", "你到的时候，我正在走。"),
    ("A colleague helped me revise my CV.", "同事帮我修改了简历。", "同事帮我修改了合同。"),
    ("The government has raised the minimum wage.", "政府提高了最低工资。", "政府提高了最低价格。"),
    ("He was the only one who came.", "只有他来了。", "除了他以外，大家都来了。"),
    ("Who is he?", "他是谁？", "他是什么？"),
    ("I want to go.", "我要去。", "我会去。"),
    ("I write letters.", "我写信。", "我写字。"),
    ("He can swim.", "他会游泳。", "他不知道怎么游泳。"),
    (
        "Online shopping has become more popular than shopping in stores.",
        "网购已经比在实体店购物更受欢迎了。",
        "在实体店购物已经比网购更受欢迎了。",
    ),
    ("The film begins in ten minutes.", "电影十分钟以后开始。", "还有二十分钟电影就开始了。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_correct_wording_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 3, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), SLIP)
def test_a_slip_scores_two(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 2, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), WRONG)
def test_another_meaning_is_not_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 2, grade.explanation


@pytest.mark.parametrize(
    ("english", "reference", "attempt"),
    [
        ("The bank is about to close.", "银行快要关门了。", "银行已经关门了。"),
        ("This species has already gone extinct.", "这个物种已经灭绝了。", "这个物种快要灭绝了。"),
    ],
)
def test_about_to_happen_is_not_done(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 1, grade.explanation
    assert "about to happen" in grade.explanation, grade.explanation


def test_a_compound_is_cut_into_its_likeliest_words():
    from chinese_app.evaluation.compare import normalise, split_words

    assert split_words(normalise("病人需要做手术。")) == ("病人", "需要", "做", "手术")
    assert split_words(normalise("他在做作业。")) == ("他", "在", "做", "作业")
    assert split_words(normalise("我买了二十五个苹果。"))[2:4] == ("了", "二十五")  # a number stays whole


def test_surgery_is_not_homework(evaluator):
    grade = evaluator.translate("The patient needs surgery.", "病人需要做作业。", "病人需要做手术。", "2")
    assert grade.score <= 1
    assert "作业" in grade.explanation and "手术" in grade.explanation, grade.explanation


def test_cannot_is_named_as_word_order_not_negation(evaluator):
    grade = evaluator.translate("I can't understand what he says.", "他说的话我不听懂。", "他说的话我听不懂。", "2")
    assert "between the verb and its result: 听不懂" in grade.explanation, grade.explanation
    assert "negate" not in grade.explanation, grade.explanation


def test_wine_is_not_said_to_mean_tea(evaluator):
    grade = evaluator.translate("I like drinking tea.", "我喜欢喝酒。", "我喜欢喝茶。", "1")
    assert grade.score <= 1
    assert "means the same" not in grade.explanation, grade.explanation


def test_one_word_said_otherwise_is_named(evaluator):
    grade = evaluator.translate("She is a lawyer.", "她是老师。", "她是律师。", "1")
    assert grade.score <= 1
    assert "老师" in grade.explanation and "律师" in grade.explanation, grade.explanation
    assert "does not translate" not in grade.explanation, grade.explanation


def test_a_comparison_said_from_the_other_side_is_named(evaluator):
    grade = evaluator.translate("My mom cooks better than I do.", "我做饭没有妈妈做得好。", "妈妈做饭比我做得好。", "3")
    assert "from the other side" in grade.explanation, grade.explanation
