"""Set phrases said another way, names glossed as English writes them, and turned meanings caught (2026-12-04,
seventeenth session).

- Right, called wrong before: 昨天晚上我们看电影了 (a time word and 了 moved: no word salad), 了 closing the
  sentence for the 了 after a verb said with its object, 太…了 for 太, 只有他没同意，别人都同意了 for 除了他以外，
  大家都同意了, 他是班上跑得最快的 for 他比班上任何人都跑得快, 营业到九点 for 九点关门, 从教室里跑了出去 for 跑出了
  教室, 帮我个忙 for 帮我一下, V了 + object for the stressing V的 + object and 是…的 for V了, 等…了，才…, 过年 /
  春节, 延误 / 晚点, 没有你的帮助 for 要不是你帮忙, 我没有他高 for 他个子比我高, 谁都没来 for 一个人也没来, 禁止 for
  不能, 回到家我才… for 我到家以后才…, 笑出了眼泪, the subject after the times, 以后 for 就, 考不过 / 通不过 as one
  verb, 昨天没有今天热, 开始营业 for 开门, 二十四小时都不关门, 来看展览的人少得可怜 for 几乎没有人来看展览, 我可不买,
  两天前 for 前天, 北京天气, 三十分钟 cut as a duration, 把烟戒了 for 戒烟.
- A slip, called right before: 在看 for 看过.
- Wrong, called right or wrong the wrong way before: 去旅游 for 去世 ("去 means the same as 去世"), 那位年轻的女演员
  称赞了导演 for 导演称赞了… ("another word order"), 快要 for 刚, 无罪 for 有罪, a rewording that leaves out
  "nearly"; 南京 for 北京 is another place (1), not an opposite (0)."""

import pytest

from chinese_app.evaluation.compare import normalise, split_words
from chinese_app.evaluation.words import with_gloss

RIGHT = [
    ("We watched a movie last night.", "我们昨天晚上看了一场电影。", "昨天晚上我们看电影了。"),
    ("I called my mother after dinner.", "吃完晚饭后，我给妈妈打了电话。", "吃了晚饭以后，我给妈妈打电话了。"),
    (
        "The words on the board are too small; I can't see them clearly.",
        "黑板上的字太小，我看不清楚。",
        "黑板上的字太小了，我看不清。",
    ),
    ("Everyone except him agreed.", "除了他以外，大家都同意了。", "只有他没同意，别人都同意了。"),
    ("Everyone except him agreed.", "除了他以外，大家都同意了。", "只有他不同意，其他人都同意了。"),
    ("He runs faster than anyone else in the class.", "他比班上任何人都跑得快。", "他是班上跑得最快的。"),
    ("The store closes at nine o'clock.", "商店九点关门。", "商店营业到九点。"),
    ("She ran out of the classroom.", "她跑出了教室。", "她从教室里跑了出去。"),
    ("Can you help me with this?", "这件事你能帮我一下吗？", "这件事能不能帮我个忙？"),
    ("We had dinner at a restaurant last night.", "我们昨天晚上在饭馆吃的晚饭。", "昨天晚上我们在饭馆吃了晚饭。"),
    ("I went to Beijing last year.", "我去年去了北京。", "我是去年去的北京。"),
    ("Only after the rain stopped did we set off.", "雨停了以后我们才出发。", "等雨停了，我们才动身。"),
    ("The streets are very lively during the Spring Festival.", "春节的时候街上很热闹。", "过年的时候街上很热闹。"),
    ("The train was delayed by two hours.", "火车晚点了两个小时。", "火车延误了两个小时。"),
    (
        "If it hadn't been for your help, I would have failed.",
        "要不是你帮忙，我就失败了。",
        "没有你的帮助，我肯定会失败。",
    ),
    ("He is taller than me.", "他个子比我高。", "我没有他高。"),
    ("Not a single person came.", "一个人也没来。", "谁都没来。"),
    ("You can't park here.", "这里不能停车。", "这儿禁止停车。"),
    (
        "Only after I got home did I notice my wallet was gone.",
        "我到家以后才发现钱包丢了。",
        "回到家我才发现钱包不见了。",
    ),
    ("She laughed so hard she cried.", "她笑得眼泪都出来了。", "她笑出了眼泪。"),
    ("I get up at seven every day.", "我每天七点起床。", "每天早上我七点起来。"),
    ("I'll call you when I get there.", "我到了就给你打电话。", "到了以后我给你打电话。"),
    (
        "If it hadn't been for your help, I wouldn't have passed the exam.",
        "要不是你帮我，我就考不过了。",
        "没有你的帮助，我考试就不会及格。",
    ),
    (
        "Unless you work hard, you won't pass the exam.",
        "除非你努力学习，否则考试通不过。",
        "你要是不努力学习，就通不过考试。",
    ),
    ("Today is hotter than yesterday.", "今天比昨天热。", "昨天没有今天热。"),
    ("This restaurant opens at 8 a.m.", "这家饭馆早上八点开门。", "这家餐厅早上八点开始营业。"),
    ("The shop is open 24 hours a day.", "这家店二十四小时营业。", "这家店一天二十四小时都不关门。"),
    ("Hardly anyone came to see the exhibition.", "几乎没有人来看展览。", "来看展览的人少得可怜。"),
    ("It's too expensive; I won't buy it.", "太贵了，我不买了。", "这么贵，我可不买。"),
    ("The day before yesterday, my neighbour's dog ran away.", "前天邻居家的狗跑丢了。", "邻居家的狗两天前跑丢了。"),
    ("Is the weather nice in Beijing?", "北京的天气好吗？", "北京天气好不好？"),
    ("The doctor advised him to quit smoking.", "医生建议他戒烟。", "医生劝他把烟戒了。"),
    ("We have been waiting for twenty minutes.", "我们已经等了二十分钟了。", "我们已经等二十分钟了。"),
    ("Nobody has solved this problem yet.", "还没有人解决这个问题。", "这个问题还没有人解决。"),
    ("I don't eat meat anymore.", "我不再吃肉了。", "我现在已经不吃肉了。"),
    ("How old is your grandmother?", "你奶奶多大年纪了？", "你奶奶今年多少岁了？"),
    ("The seafood here is fresher than in the city.", "这里的海鲜比城里的新鲜。", "城里的海鲜没有这里的新鲜。"),
    ("No matter how busy he is, he exercises every day.", "不管多忙，他每天都锻炼身体。", "他再忙也每天坚持锻炼。"),
]

WRONG = [
    ("His grandfather passed away last year.", "他爷爷去年去世了。", "他爷爷去年去旅游了。"),
    ("He runs faster than anyone else in the class.", "他比班上任何人都跑得快。", "他是班上跑得最慢的。"),
    ("The store closes at nine o'clock.", "商店九点关门。", "商店营业到十点。"),
    ("The train has just left.", "火车刚开走。", "火车快要开了。"),
    ("You can park here.", "这里可以停车。", "这儿禁止停车。"),
    ("The defendant was found guilty.", "被告被判有罪。", "被告被判无罪。"),
    (
        "The younger generation should learn from the older generation.",
        "年轻一代应该向老一代学习。",
        "老一代应该向年轻一代学习。",
    ),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_correct_wording_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 3, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), WRONG)
def test_another_meaning_is_refused(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 1, grade.explanation


def test_going_on_is_not_done_before(evaluator):
    grade = evaluator.translate("I have seen this movie before.", "我以前在看这部电影。", "我以前看过这部电影。", "3")
    assert grade.score == 2, grade.explanation
    assert "going on" in grade.explanation and "看过" in grade.explanation, grade.explanation


def test_the_two_ends_exchanged_are_a_reversal(evaluator):
    english = "The director praised the young actress."
    grade = evaluator.translate(english, "那位年轻的女演员称赞了导演。", "导演称赞了那位年轻的女演员。", "3")
    assert grade.score == 0, grade.explanation
    assert "reversed" in grade.explanation, grade.explanation


def test_this_is_points_and_crosses_no_roles(evaluator):
    grade = evaluator.translate(
        "This is the first time I've been abroad.", "我这是头一回出国。", "这是我第一次出国。", "3"
    )
    assert grade.score >= 2, grade.explanation
    assert "reversed" not in grade.explanation, grade.explanation


def test_leaving_out_nearly_is_not_accepted_unchecked(evaluator):
    grade = evaluator.translate("I nearly forgot your birthday.", "我把你的生日忘了。", "我差点儿忘了你的生日。", "3")
    assert grade.score <= 2, grade.explanation


def test_another_place_is_no_opposite(evaluator):
    grade = evaluator.translate("My friend lives in Beijing.", "我朋友住在南京。", "我朋友住在北京。", "1")
    assert grade.score == 1, grade.explanation
    assert "南京 (Nanjing)" in grade.explanation and "北京 (Beijing)" in grade.explanation, grade.explanation


def test_names_times_and_languages_are_glossed_as_english_writes_them():
    assert with_gloss("南京") == "南京 (Nanjing)"
    assert with_gloss("过年") == "过年 (celebrate the Chinese New Year)"
    assert with_gloss("星期五", "Tomorrow is Friday.") == "星期五 (Friday)"
    assert with_gloss("明天", "Tomorrow is Friday.") == "明天 (tomorrow)"  # a capital that only opens the sentence
    assert with_gloss("虽然", "Although he is rich, he is unhappy.") == "虽然 (although)"
    assert with_gloss("请问") == "请问 (excuse me)"
    assert with_gloss("成功") == "成功 (success)"  # not the town of its first sense


def test_durations_and_cannot_verbs_are_cut_whole():
    assert split_words(normalise("三十分钟")) == ("三十", "分钟")
    assert "考不过" in split_words(normalise("我就考不过了。"))
    assert "不过" in split_words(normalise("我想去，不过没时间。"))  # "but" stays "but"


def test_a_place_after_come_is_named(evaluator):
    grade = evaluator.translate("He walked into the classroom.", "他走进来教室。", "他走进了教室。", "2")
    assert grade.score == 2, grade.explanation
    assert "走进教室来" in grade.explanation, grade.explanation


def test_a_reversal_names_the_whole_role(evaluator):
    english = "The lender sued the borrower for breach of contract."
    grade = evaluator.translate(english, "借款人以违约为由起诉了出借人。", "出借人以违约为由起诉了借款人。", "5")
    assert grade.score == 0, grade.explanation
    assert "in the sentence 出借人 is the one who acts" in grade.explanation, grade.explanation


def test_a_phrase_naming_another_thing_is_not_accepted(evaluator):
    grade = evaluator.translate("This is not right.", "完全不对的句子", "这个不对。", "1")
    assert grade.score < 3, grade.explanation
