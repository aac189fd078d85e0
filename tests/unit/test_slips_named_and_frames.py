"""Slips named where they were excused, and frames read as the reference's (2026-12-04, fourteenth session).

- Excused before, slips now: 过 after the object (去上海过), the verb not said again before 得 with its object
  (说汉语得很流利), 得 before "cannot" (听得不懂), a measure word for things counting an event (一只事故), 了 after
  是, and 了 beside an act going on or a habit however far it stands (在给老师写了信, 正在调查事故的原因了).
- Wrong, called right before: 无效 for 有效 (a gloss that denies the other's), 以为 "thought wrongly" for 认为,
  不同 for 一样, 大不相同 for 一样.
- Right, called wrong before: 比起 B，A 更… and 在…上 for 在…方面, 既…也 for 不仅…而且, V个不停, 了 closing a clause
  (他病了，所以…), a time or setting put before the subject, 拜拜, 管 "be in charge of", 估计 for 觉得, 往往 / 通常,
  大不相同, 一场演讲, 正在 without 着, 依我看 and 我们 left out of what one thinks should be done, 近十年来, 热情 /
  友好, 搬走 / 搬出去 (one act closed the same way: unsure, not wrong), 所有人, 发牢骚, 这次危机.
- Still wrong: 拿走 for 拿来 (toward and away), another number of years, "not everyone" said "everyone"; 友好 for
  热情 "keen" and 估计 for 觉得 "feel" (the readings go one way only), 已经 for 曾经, a verb turned toward the
  speaker for one going away (搬过来 for 搬走), cut apart or not; and 了 where the English says
  what is to come or happens as a rule (他六点回来了 for "He will be back at six") is a slip."""

import pytest

RIGHT = [
    ("Thank you, goodbye.", "谢谢，再见。", "谢谢，拜拜。"),
    ("He is responsible for the company's marketing.", "他负责公司的市场营销。", "他管公司的市场营销。"),
    ("I don't think he will agree with our plan.", "我觉得他不会同意我们的计划。", "我估计他不会赞成我们的计划。"),
    (
        "The older generation tends to be more careful about spending money than young people.",
        "老一辈人在花钱方面往往比年轻人更谨慎。",
        "比起年轻人，老一辈人花钱通常更小心。",
    ),
    (
        "This new product is very competitive in terms of price.",
        "这款新产品在价格方面很有竞争力。",
        "这款新产品在价格上很有竞争力。",
    ),
    ("Her view is quite different from mine.", "她的观点跟我的很不一样。", "她的看法和我的大不相同。"),
    ("He gave a very persuasive speech.", "他做了一个很有说服力的演讲。", "他做了一场很有说服力的演讲。"),
    (
        "The company is facing unprecedented challenges.",
        "公司正面临着前所未有的挑战。",
        "公司正在面对从来没有过的挑战。",
    ),
    (
        "Last year, China's online retail sales exceeded ten trillion yuan for the first time.",
        "去年，中国网上零售额首次突破十万亿元。",
        "中国网上零售额去年首次突破了十万亿元。",
    ),
    ("I spent the whole weekend at home writing my thesis.", "我整个周末都在家写论文。", "整个周末我都在家里写论文。"),
    (
        "He is not only my colleague but also my best friend.",
        "他不仅是我的同事，而且是我最好的朋友。",
        "他既是我的同事，也是我最好的朋友。",
    ),
    ("The audience laughed so hard that they couldn't stop.", "观众笑得停不下来。", "观众笑个不停。"),
    ("He didn't come to class because he was ill.", "他因为生病没来上课。", "他病了，所以没来上课。"),
    ("My younger brother is eight years old.", "我弟弟八岁。", "我弟弟八岁了。"),
    (
        "In my opinion, we should not draw conclusions too early.",
        "我认为我们不应该过早下结论。",
        "依我看，不应该过早下结论。",
    ),
    (
        "The city's population has increased dramatically over the past decade.",
        "过去十年里，这座城市的人口急剧增加。",
        "近十年来，这座城市的人口迅速增长。",
    ),
    ("My neighbours are very friendly.", "我的邻居们很友好。", "我的邻居们都很热情。"),
    ("He has already moved out.", "他已经搬出去了。", "他已经搬走了。"),
    ("Everyone is here.", "大家都来了。", "所有人都来了。"),
    ("He seldom complains.", "他很少抱怨。", "他很少发牢骚。"),
    ("She handled the crisis calmly.", "她沉着地处理了这场危机。", "她冷静地应对了这次危机。"),
    ("The staff here are very friendly.", "这里的工作人员很友好。", "这里的工作人员很热情。"),
    ("He's already on his way.", "他已经在路上了。", "他已经在来的路上了。"),
    ("I'm going home tomorrow.", "我明天回家。", "明天我要回家了。"),
    ("My head hurts.", "我头疼。", "我头痛。"),
    (
        "The boss was very satisfied with the outcome of the negotiations.",
        "老板对谈判的结果很满意。",
        "老板对这次谈判的成果很满意。",
    ),
    ("I didn't expect the exam to be so easy.", "我没想到考试这么简单。", "没想到考试这么简单。"),
    ("She handled the dispute very calmly.", "她非常冷静地处理了纠纷。", "她非常沉着地处理了纠纷。"),
    ("This university is famous for its medical school.", "这所大学以医学院闻名。", "这所大学以医学院著称。"),
]

SLIP = [
    ("Have you ever been to Shanghai?", "你去过上海吗？", "你去上海过吗？"),
    ("She speaks Chinese very fluently.", "她说汉语说得很流利。", "她说汉语得很流利。"),
    ("He plays basketball very well.", "他打篮球打得很好。", "他打篮球得很好。"),
    ("He can't understand what the professor says.", "他听不懂教授讲的内容。", "他听得不懂教授讲的内容。"),
    ("I can't find my keys.", "我找不到钥匙。", "我找得不到钥匙。"),
    ("A serious traffic accident happened.", "发生了一起严重的交通事故。", "发生了一只严重的交通事故。"),
    ("I am writing an email to my teacher.", "我在给老师写电子邮件。", "我在给老师写了电子邮件。"),
    (
        "Before he retired, my father was a history teacher at a middle school.",
        "我父亲退休以前是一所中学的历史老师。",
        "我父亲退休以前是了一所中学的历史老师。",
    ),
    (
        "The police are investigating the cause of the accident.",
        "警察正在调查事故的原因。",
        "警察正在调查事故的原因了。",
    ),
    ("He always goes jogging in the morning.", "他总是早上去跑步。", "他总是早上去跑步了。"),
    ("I'm going to see a doctor tomorrow morning.", "我明天上午去看医生。", "我明天上午去看医生了。"),
    ("He will be back at six.", "他六点回来。", "他六点回来了。"),
    ("On Sundays I go to church.", "我星期天去教堂。", "我星期天去教堂了。"),
]

WRONG = [
    ("The court ruled that the contract was valid.", "法院裁定该合同有效。", "法院裁定该合同无效。"),
    ("I think this plan is feasible.", "我认为这个计划是可行的。", "我以为这个计划是可行的。"),
    ("Her view is the same as mine.", "她的观点跟我的一样。", "她的看法和我的不同。"),
    ("Her view is the same as mine.", "她的观点跟我的一样。", "她的看法和我的大不相同。"),
    ("He is taller than me.", "他比我高。", "比起他，我更高。"),
    ("He brought the book.", "他把书拿来了。", "他把书拿走了。"),
    (
        "The city's population has increased dramatically over the past decade.",
        "过去十年里，这座城市的人口急剧增加。",
        "近五年来，这座城市的人口迅速增长。",
    ),
    ("Not everyone agrees.", "不是所有人都同意。", "所有人都同意。"),
    ("He is very enthusiastic about his work.", "他对工作很热情。", "他对工作很友好。"),
    ("I feel a bit unwell.", "我觉得有点儿不舒服。", "我估计有点儿不舒服。"),
    ("He was once a teacher.", "他曾经是老师。", "他已经是老师了。"),
    ("He moved away.", "他搬走了。", "他搬过来了。"),
    ("He moved in last week.", "他上个星期搬进来了。", "他上个星期搬出去了。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_correct_wording_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 3, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), SLIP)
def test_a_slip_is_named_not_excused(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 2, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), WRONG)
def test_another_meaning_stays_wrong(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 1, grade.explanation


def test_the_slips_say_what_goes_where(evaluator):
    fluent = evaluator.translate("She speaks Chinese very fluently.", "她说汉语得很流利。", "她说汉语说得很流利。", "3")
    assert "Say 说 again before 得" in fluent.explanation
    cannot = evaluator.translate("I can't find my keys.", "我找得不到钥匙。", "我找不到钥匙。", "3")
    assert "找不到 says “cannot” with 不 alone" in cannot.explanation
    thought = evaluator.translate(
        "I think this plan is feasible.", "我以为这个计划是可行的。", "我认为这个计划是可行的。", "3"
    )
    assert "以为 says one thought so wrongly" in thought.explanation
    event = evaluator.translate(
        "A serious traffic accident happened.", "发生了一只严重的交通事故。", "发生了一起严重的交通事故。", "3"
    )
    assert "The measure word for 事故 is 起" in event.explanation


def test_a_comparison_said_by_a_word_turned_round_is_no_act_reversed(evaluator):
    grade = evaluator.translate(
        "The cost of living in big cities is far higher than in small towns.",
        "小城镇的生活成本远远高于大城市。",
        "大城市的生活成本远远高于小城镇。",
        "4",
    )
    assert grade.score == 0
    assert grade.explanation.startswith("The comparison is the wrong way round"), grade.explanation
