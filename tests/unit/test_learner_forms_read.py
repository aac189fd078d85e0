"""Correct forms learners write that the rules once called wrong: a question closed by 没有 (你吃饭没有), 会 left
out where the English says what is to come, a purpose put after the subject with no comma (他为了健康决定…), an
adverb of time after a phrase of place (在这里已经工作), a word that the word beside it says alone (健康 for 身体
健康), a purpose after the subject before a comma, …的话 for 只要 or 如果, two phrases of place and partner in
either order (跟朋友在网上 / 在网上跟朋友), and one clause said without its link (不但) is a clause missing, not a 0."""

import pytest

ACCEPTED = [
    ("Have you eaten?", "你吃饭了吗？", "你吃饭没有？"),
    ("Have you told your parents about this?", "这件事你告诉你父母了吗？", "这件事你告诉你父母没有？"),
    ("Are you going to attend his wedding?", "你会去参加他的婚礼吗？", "你去不去参加他的婚礼？"),
    (
        "He has decided to quit smoking for the sake of his health.",
        "为了身体健康，他决定戒烟。",
        "他为了身体健康决定戒烟。",
    ),
    ("He has been working here for five years.", "他已经在这里工作五年了。", "他在这里已经工作五年了。"),
    ("Because of the bad weather, the flight was delayed.", "由于天气不好，航班推迟了。", "航班因为天气不好推迟了。"),
    (
        "To attract talent, many cities have introduced housing subsidies for graduates.",
        "为了吸引人才，许多城市推出了针对毕业生的住房补贴。",
        "许多城市为了吸引人才，推出了针对毕业生的住房补贴。",
    ),
    ("As long as you work hard, you'll learn it well.", "只要你努力，就能学好。", "你努力的话就能学好。"),
    ("We don't have class tomorrow.", "我们明天没有课。", "明天我们不上课。"),
    ("Due to the heavy rain, the flight was delayed.", "由于下大雨，航班推迟了。", "因为雨下得很大，航班推迟了。"),
    ("It's raining heavily outside.", "外面下大雨了。", "外面雨下得很大。"),
    (
        "It's raining heavily outside, you'd better not go out.",
        "外面雨下得很大，你最好别出去了。",
        "外面正下大雨呢，你最好别出去了。",
    ),
    ("I am twenty years old this year.", "我今年二十岁。", "我今年二十了。"),
    ("Due to the heavy rain, the flight was delayed.", "由于下大雨，航班推迟了。", "因为雨下得很大，飞机晚点了。"),
    (
        "After graduating from university, he went to teach in a mountain village for two years.",
        "他大学毕业后，去一个山村教了两年书。",
        "他大学毕了业，去一个山村教了两年书。",
    ),
    ("No sooner had I sat down than the phone rang.", "我刚坐下，电话就响了。", "我一坐下电话就响了。"),
    ("He was reading a newspaper when I came in.", "我进来的时候，他正在看报纸。", "我进来时他正在看报纸。"),
    ("The company held a press conference.", "公司召开了一场新闻发布会。", "公司召开了一次新闻发布会。"),
    ("This dish is not expensive.", "这道菜不贵。", "这道菜很便宜。"),
    ("There is no one who doesn't like her.", "没有人不喜欢她。", "大家都喜欢她。"),
    ("Everyone likes her.", "大家都喜欢她。", "没有人不喜欢她。"),
    ("The problem will be solved sooner or later.", "问题早晚会解决的。", "这个问题早晚会解决。"),
    ("The watch you gave me is very nice.", "你送我的手表很好看。", "你送给我的那块手表真漂亮。"),
    (
        "In the evening I often chat with my friends online.",
        "晚上我常常在网上跟朋友聊天。",
        "我晚上常常跟朋友在网上聊天。",
    ),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), ACCEPTED)
def test_a_correct_form_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 3, grade.explanation


def test_a_word_the_word_beside_it_says_alone_is_not_missing(evaluator):
    grade = evaluator.translate(
        "He has decided to quit smoking for the sake of his health.",
        "他为了健康决定戒烟。",
        "为了身体健康，他决定戒烟。",
        "3",
    )
    assert "Missing" not in grade.explanation, grade.explanation
    assert grade.score == 3, grade.explanation


STILL_WRONG = [
    ("Due to the heavy rain, the flight was delayed.", "由于下大雨，航班推迟了。", "因为雪下得很大，航班推迟了。"),
    ("I am twenty years old this year.", "我今年二十岁。", "我今年二十五了。"),
    ("Have you eaten?", "你吃饭了吗？", "你还没吃饭。"),
    ("He can swim.", "他会游泳。", "他游泳。"),
    ("Please open the door.", "请开门。", "请关门。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), STILL_WRONG)
def test_a_wrong_answer_is_not_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 2, grade.explanation


def test_an_unrelated_sentence_is_still_a_zero(evaluator):
    grade = evaluator.translate(
        "Where is the nearest bus stop?", "我今天早上喝了一杯咖啡。", "最近的公交车站在哪儿？", "1"
    )
    assert grade.score == 0, grade.explanation


def test_one_clause_said_without_its_link_is_a_missing_clause_not_a_zero(evaluator):
    grade = evaluator.translate(
        "He can speak not only English but also French.", "他会说英语。", "他不但会说英语，而且会说法语。", "3"
    )
    assert grade.score == 1, grade.explanation
    assert "而且会说法语" in grade.explanation.split("In Chinese")[0], grade.explanation


def test_the_passive_with_an_adverb_in_another_place_is_the_same_sentence(evaluator):
    grade = evaluator.translate(
        "Despite the residents' protests, the developer demolished the historic building.",
        "尽管居民们抗议，那座历史建筑还是被开发商拆除了。",
        "尽管居民们抗议，开发商还是拆除了那座历史建筑。",
        "6",
    )
    assert grade.score == 3, grade.explanation


def test_the_passive_with_the_roles_exchanged_is_still_reversed(evaluator):
    grade = evaluator.translate(
        "The police already caught the thief.", "警察已经被小偷抓住了。", "小偷已经被警察抓住了。", "4"
    )
    assert grade.score <= 1, grade.explanation


def test_no_word_the_learner_did_not_write_is_named(evaluator):
    grade = evaluator.translate("Except for Xiao Wang, everyone came.", "只有小王没来。", "除了小王，大家都来了。", "3")
    assert "以外" not in grade.explanation, grade.explanation
    assert grade.score == 3, grade.explanation


def test_everyone_not_is_still_a_negation_added(evaluator):
    grade = evaluator.translate("There is no one who doesn't like her.", "大家都不喜欢她。", "没有人不喜欢她。", "3")
    assert grade.score == 0, grade.explanation


def test_how_hard_an_act_is_may_be_said_before_its_verb(evaluator):
    grade = evaluator.translate(
        "It is not easy to find a good job in a big city.",
        "在大城市很难找到好工作。",
        "在大城市找一份好工作不容易。",
        "3",
    )
    assert grade.score >= 2, grade.explanation
    assert "turns the meaning round" not in grade.explanation and "goes elsewhere" not in grade.explanation


def test_the_quality_itself_denied_is_still_wrong(evaluator):
    grade = evaluator.translate(
        "It is not easy to find a good job in a big city.",
        "在大城市找一份好工作不难。",
        "在大城市找一份好工作不容易。",
        "3",
    )
    assert grade.score <= 1, grade.explanation
