"""The offline translation evaluator: one named case per rubric rule (score, and an explanation that names the
Chinese words involved), and its agreement with the labelled cases in tests/data/translate_cases.jsonl."""

import json
from pathlib import Path

import pytest

from chinese_app.evaluation import PictureToDescribe
from chinese_app.evaluation.compare import align, normalise, split_words
from chinese_app.evaluation.issues import Context
from chinese_app.evaluation.lexicon import number_value
from chinese_app.evaluation.romanised import input_kind
from chinese_app.evaluation.translation_rules import region_issues
from chinese_app.evaluation.words import english_stem_set

CASES = Path(__file__).resolve().parent.parent / "data" / "translate_cases.jsonl"
MIN_AGREEMENT = 0.85

GET_UP = ("I get up at seven in the morning.", "我早上七点起床。")
BOOKS = ("I bought three books.", "我买了三本书。")
CHINESE = ("Can you speak Chinese?", "你会说中文吗？")

# (name, english, reference, attempt, score, words the explanation must name)
RULES = [
    ("exact", *GET_UP, "我早上七点起床。", 3, ["Correct"]),
    ("synonym from CC-CEDICT", "My computer is broken.", "我的电脑坏了。", "我的计算机坏了。", 3, ["计算机", "电脑"]),
    ("synonym get up", *GET_UP, "我早上七点起来。", 3, ["起来", "起床"]),
    ("synonym know", "Do you know where his home is?", "你知道他家在哪儿吗？", "你晓得他家在哪儿吗？", 3, ["晓得"]),
    ("curated synonym", "She has a pair of pretty shoes.", "她有一双漂亮的鞋。", "她有一双好看的鞋。", 3, ["好看"]),
    ("time word before the subject", *GET_UP, "早上七点我起床。", 3, ["早上七点"]),
    (
        "time word after the verb",
        "I'm getting a haircut this afternoon.",
        "我下午去理发。",
        "我去理发下午。",
        2,
        ["下午"],
    ),
    ("place after the verb", "Mom is cooking at home.", "妈妈在家做饭。", "妈妈做饭在家。", 2, ["在家做饭"]),
    (
        "subject and object reversed",
        "He sent me a text message.",
        "他给我发了一条短信。",
        "我给他发了一条短信。",
        0,  # a reversed meaning is a wrong answer, and the explanation says whose action it is
        ["他", "acts", "他给我"],
    ),
    ("homophone", "Don't go, wait a moment more.", "别走，再等一下儿。", "别走，在等一下儿。", 2, ["在", "再"]),
    ("homophone in a word", "I hope you succeed.", "我希望你能成功。", "我希望你能成工。", 2, ["工", "功", "成功"]),
    (
        "near homophone, other tone",
        "I want to drink a cup of tea.",
        "我想喝一杯茶。",
        "我想和一杯茶。",
        2,
        ["和", "喝"],
    ),
    ("missing 了", *BOOKS, "我买三本书。", 2, ["了", "买"]),
    ("missing 吗", *CHINESE, "你会说中文", 2, ["吗"]),
    ("的 before a noun may go", "My computer is broken.", "我的电脑坏了。", "我电脑坏了。", 3, ["我的电脑坏了"]),
    ("wrong measure word", *BOOKS, "我买了三个书。", 2, ["本", "个", "书"]),
    ("missing measure word", "He has two children.", "他有两个孩子。", "他有两孩子。", 2, ["个", "两个孩子"]),
    ("二 for 两", "He has two children.", "他有两个孩子。", "他有二个孩子。", 2, ["两", "二"]),
    (
        "function words alike",
        "Because of the rain, we stayed home.",
        "由于下雨，我们待在家里。",
        "因为下雨，我们待在家里。",
        3,
        ["因为", "由于"],
    ),
    (
        "opposite in one character",
        "Turn off the light when you leave.",
        "离开房间的时候，请关灯。",
        "离开房间的时候，请开灯。",
        0,
        ["开灯", "关灯"],
    ),
    (
        "word salad",
        "Scientists found a new plant in the forest.",
        "科学家在森林里发现了一种新的植物。",
        "森林科学家的发现植物了新。",
        0,
        ["科学家在森林里发现了一种新的植物"],
    ),
    ("会 after 可能 may go", "It may rain tomorrow.", "明天可能会下雨。", "明天可能下雨。", 3, ["会"]),
    ("个 for 位", "I ran into an old friend.", "我碰到了一位老朋友。", "我碰到了一个老朋友。", 3, ["个"]),
    ("wrong number", *BOOKS, "我买了四本书。", 1, ["四", "三"]),
    ("digits for numerals", *GET_UP, "我早上7点起床。", 3, ["7", "七"]),
    ("negation added", *CHINESE, "你不会说中文吗？", 0, ["不"]),
    (
        "negation missing",
        "Don't forget to turn off the light.",
        "出门以前，别忘了关灯。",
        "出门以前，忘了关灯。",
        0,
        ["别"],
    ),
    ("没 and 有 swapped", "I'm sorry, I don't have change.", "对不起，我没有零钱。", "对不起，我有零钱。", 0, ["没有"]),
    ("wrong time word", *GET_UP, "我晚上七点起床。", 1, ["晚上", "早上", "morning"]),
    ("wrong day", "Tomorrow is Sunday.", "明天是星期天。", "昨天是星期天。", 1, ["昨天", "明天"]),
    ("missing content word", "I like eating rice and vegetables.", "我喜欢吃米饭和菜。", "我喜欢吃米饭。", 1, ["菜"]),
    ("wrong content word", "I want to drink a cup of tea.", "我想喝一杯茶。", "我想喝一杯咖啡。", 1, ["咖啡", "茶"]),
    ("extra content word", *BOOKS, "我买了三本新书。", 1, ["新"]),
    ("unrelated", "Please close the door.", "请关门。", "我喜欢吃饺子。", 0, ["请关门"]),
    ("only a small part", "The patient rests in the hospital.", "病人在医院休息。", "病人。", 0, ["病人在医院休息"]),
    ("English typed", *BOOKS, "I bought three books.", 0, ["Chinese characters", "我买了三本书"]),
    ("pinyin typed", "Please speak Chinese.", "请说汉语。", "qing shuo hanyu", 0, ["pinyin", "请说汉语"]),
    ("pinyin with tone marks", *BOOKS, "wǒ mǎi le sān běn shū", 0, ["pinyin"]),
    ("empty", *BOOKS, "  ", 0, ["No answer", "我买了三本书"]),
    ("traditional characters", *CHINESE, "你會說中文嗎？", 3, ["traditional", "你会说中文吗"]),
    ("half-width punctuation and spaces", *CHINESE, "你 会 说 中文 吗 ?", 3, ["Correct"]),
    ("full-width digits", "I am twenty years old this year.", "我今年二十岁。", "我今年２０岁", 3, ["二十"]),
    # jieba cuts 看不清楚 as 看不清 + 楚: the lone 楚 only finishes 清 into 清楚, both "clear"
    ("看不清 for 看不清楚", "I can't see clearly.", "我看不清楚。", "我看不清。", 3, ["看不清", "看不清楚"]),
    ("看不见 for 看不清楚", "I can't see clearly.", "我看不清楚。", "我看不见。", 1, ["楚"]),
    # jieba cuts 下周一 as 下周 + 一, but 下星期一 as 下 + 星期一
    ("下星期一 for 下周一", "See you next Monday.", "下周一见。", "下星期一见。", 3, ["星期一", "周一"]),
    ("下星期二 for 下周一", "See you next Monday.", "下周一见。", "下星期二见。", 1, ["星期二"]),
    ("curated 简单 for 容易", "The exam was very easy.", "考试很容易。", "考试很简单。", 3, ["简单", "容易"]),
    ("难 for 容易", "The exam was very easy.", "考试很容易。", "考试很难。", 0, ["难", "容易"]),
    # a time to come says the future that 会 or 将 says
    ("会 may go before a time to come", "It will rain tomorrow.", "明天会下雨。", "明天下雨。", 3, ["会"]),
    ("会 may not go with a time past", "It rained yesterday.", "昨天会下雨。", "昨天下雨。", 1, ["会"]),
    ("A多了 for A得多", "It is much bigger.", "这个大得多。", "这个大多了。", 3, ["大多了", "大得多"]),
    ("小多了 for 大得多", "It is much bigger.", "这个大得多。", "这个小多了。", 0, ["小", "大"]),
]


# Right answers the grader scores below 3, an admin's to accept (the grader keeps learning: the first still below).
_TO_ACCEPT = (
    ("I went to the park yesterday.", "我昨天去了公园。", "我昨天去公园玩了。"),
    ("After work I go to the store.", "下班以后我去商店。", "下了班我就去商店。"),
    ("He goes to the movies with friends.", "他跟朋友一起去看电影。", "他和朋友们一块儿去看电影。"),
    ("He walks fast, I am slow.", "他走路很快，我很慢。", "他走得很快，我走得很慢。"),
    ("My computer is broken.", "我的电脑坏了。", "我的电脑出毛病了。"),
    ("This is the second time.", "这是第二次。", "这已经是第二回了。"),
    ("I get up at seven in the morning.", "我早上七点起床。", "我每天早上七点钟起来。"),
)


def test_an_accepted_alternative_counts_like_the_reference(evaluator):
    """An answer an admin accepted scores 3; the correct translation shown stays the reference."""
    below = [c for c in _TO_ACCEPT if evaluator.translate(c[0], c[2], c[1], "1").score < 3]
    assert below, "the grader scores every answer of _TO_ACCEPT 3: add one it does not"
    english, reference, accepted = below[0]
    result = evaluator.translate(english, accepted, reference, "1", (accepted,))
    assert (result.score, result.correct_translation) == (3, reference)
    # The reference still wins where the attempt is nearer to it.
    assert evaluator.translate(english, reference, reference, "1", ("我昨天去公园了。",)).score == 3


@pytest.mark.parametrize(
    ("name", "english", "reference", "attempt", "score", "named"), RULES, ids=[r[0] for r in RULES]
)
def test_rule(evaluator, name, english, reference, attempt, score, named):
    result = evaluator.translate(english, attempt, reference, "1")
    assert result.score == score, (name, result)
    for words in named:
        assert words in result.explanation, (name, words, result.explanation)
    assert result.correct_translation == reference


def test_explanations_are_short(evaluator):
    for _, english, reference, attempt, _, _ in RULES:
        explanation = evaluator.translate(english, attempt, reference, "1").explanation
        assert 0 < len(explanation) <= 200, explanation
        assert explanation.count(". ") + explanation.count("! ") <= 2, explanation


def test_labelled_cases_agree(evaluator):
    cases = [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(cases) >= 150
    assert {c["level"] for c in cases} == {"1", "2", "3", "4", "5", "6", "7-9"}
    wrong = [
        (c["reference"], c["attempt"], c["score"], got)
        for c in cases
        if (got := evaluator.translate(c["english"], c["attempt"], c["reference"], c["level"]).score) != c["score"]
    ]
    assert 1 - len(wrong) / len(cases) >= MIN_AGREEMENT, wrong


def test_input_kind():
    assert input_kind("wo xihuan chi pingguo", "I like apples.") == "pinyin"
    assert input_kind("I like apples.", "I like apples.") == "english"
    assert input_kind("我喜欢苹果", "I like apples.") == "chinese"
    assert input_kind("。！", "I like apples.") == "empty"


@pytest.mark.parametrize(
    ("numeral", "value"),
    [("二十", 20), ("十二", 12), ("两", 2), ("一百五", 150), ("一百零五", 105), ("3", 3), ("半", 0.5)],
)
def test_number_value(numeral, value):
    assert number_value(numeral) == value


def test_describe_answers_fragments_and_the_reference(evaluator):
    picture = PictureToDescribe("公园里有人跑步。", "gōngyuán lǐ yǒu rén pǎobù.", ("公园", "跑步"), lambda: (b"", ""))
    result = evaluator.describe("我在公园。他在跑步！", picture)
    assert [f.text for f in result.feedback.fragments] == ["我在公园。", "他在跑步！"]
    assert [f.critique for f in result.feedback.fragments] == ["none", "none"]
    assert result.aiDescription.model_dump() == {
        "description": "公园里有人跑步。",
        "pinyin": "gōngyuán lǐ yǒu rén pǎobù.",
    }


# --- A low score needs evidence (chinese_app.evaluation.evidence, doubt) -------------------------------------

# (name, english, reference, attempt): correct Chinese whose difference no rule can prove wrong: at least a 2.
NOT_PROVEN_WRONG = [
    (
        "the learner's verb says the English",
        "It's too heavy, I can't carry it.",
        "太重了，我拿不动。",
        "太重了，我提不动。",
    ),
    ("a 把 sentence for a 被 one", "The students finished the exam.", "考试被学生们考完了。", "学生们把考试考完了。"),
    ("the object's verb inside another word", "Remember to close the window.", "记得把窗户关了。", "记得关窗户。"),
    ("a pronoun said before", "My friend helped me carry my bag.", "朋友帮我拿我的包。", "朋友帮我拿包。"),
    (
        "a subject understood",
        "I ate too much, so I'm very full.",
        "我吃得太多了，所以我很饱。",
        "我吃得太多了，所以很饱。",
    ),
    ("别人 is no negation", "He chats with people easily.", "他很会跟人聊天。", "他很会跟别人聊天。"),
    ("a piece of the reference's word", "She never lies.", "她从来不说谎。", "她从来没说过谎。"),
]


@pytest.mark.parametrize(
    ("name", "english", "reference", "attempt"), NOT_PROVEN_WRONG, ids=[r[0] for r in NOT_PROVEN_WRONG]
)
def test_a_difference_without_evidence_is_no_error(evaluator, name, english, reference, attempt):
    result = evaluator.translate(english, attempt, reference, "2")
    assert result.score >= 2, result.explanation


# (name, english, reference, attempt): correct Chinese the rules now recognise as right.
NOW_RIGHT = [
    ("the object as topic", "I didn't read the book he bought.", "我没看他买的书。", "他买的书我没看。"),
    (
        "a possessed object as topic",
        "The teacher checked my homework.",
        "老师检查了我的作业。",
        "我的作业，老师检查了。",
    ),
    ("有没有 asks like 吗", "Is there a supermarket nearby?", "附近有超市吗？", "附近有没有超市？"),
    ("一点 for 点", "He bought a few more apples.", "他多买了点苹果。", "他多买了一点苹果。"),
    ("座 for 栋", "This building is very tall.", "这栋楼很高。", "这座楼很高。"),
    ("们 belongs to its noun", "The kids broke the vase.", "花瓶被孩子们打破了。", "孩子们把花瓶打破了。"),
]


@pytest.mark.parametrize(("name", "english", "reference", "attempt"), NOW_RIGHT, ids=[r[0] for r in NOW_RIGHT])
def test_correct_constructions_score_3(evaluator, name, english, reference, attempt):
    result = evaluator.translate(english, attempt, reference, "2")
    assert result.score == 3, result.explanation


def test_evidence_still_marks_errors(evaluator):
    """Other things named (咖啡 for 茶), a pronoun object left out, roles exchanged around the verb: still wrong."""
    assert evaluator.translate("I drink tea.", "我喝咖啡。", "我喝茶。", "1").score <= 1
    assert evaluator.translate("He hit me, I cried.", "他打了，我哭了。", "他打了我，我哭了。", "1").score <= 1
    kind = ("She is kind, so everyone likes her.", "她很善良，所以她喜欢大家。", "她很善良，所以大家都喜欢她。")
    assert evaluator.translate(*kind, "1").score <= 1


# (name, english, reference, attempt, lowest, highest): the English as evidence for a word said instead of the
# reference's; words of one kind stay wrong, a word whose difference nothing in the English shows is unsure.
SUBSTITUTIONS = [
    (
        "a piece saying nothing more",
        "This medicine played an important role.",
        "这种药起到了重要的作用。",
        "这种药起了重要的作用。",
        2,
        3,
    ),
    ("one character of another kind", "She rides a bike to work.", "她骑车去上班。", "她坐车去上班。", 0, 1),
    ("one Cilin class: opposites", "Prices fell this month.", "这个月物价下降了。", "这个月物价上涨了。", 0, 1),
    ("another thing named", "I drink tea every morning.", "我每天早上喝茶。", "我每天早上喝咖啡。", 0, 1),
]


@pytest.mark.parametrize(
    ("name", "english", "reference", "attempt", "lowest", "highest"), SUBSTITUTIONS, ids=[s[0] for s in SUBSTITUTIONS]
)
def test_substitutions_judged_on_the_english(evaluator, name, english, reference, attempt, lowest, highest):
    result = evaluator.translate(english, attempt, reference, "2")
    assert lowest <= result.score <= highest, result.explanation


# (name, english, reference, attempt): who holds each noun changed sides, whatever else the words say.
CROSSED = [
    (
        "a possessor made the doer",
        "My brother refused the teacher's suggestion.",
        "我哥哥拒绝了老师的建议。",
        "老师拒绝了我哥哥的建议。",
    ),
    ("acts compared the other way", "Cycling is slower than driving.", "骑车比开车慢。", "开车比骑车慢。"),
    ("the object of 对 made the doer", "She is very strict with her son.", "她对儿子很严格。", "她儿子对她很严格。"),
    (
        "a 比 phrase made the doer",
        "He often helps students poorer than him.",
        "他常常帮助比他穷的学生。",
        "比他穷的学生常常帮助他。",
    ),
]


@pytest.mark.parametrize(("name", "english", "reference", "attempt"), CROSSED, ids=[c[0] for c in CROSSED])
def test_crossed_roles_are_wrong(evaluator, name, english, reference, attempt):
    result = evaluator.translate(english, attempt, reference, "2")
    assert result.score <= 1, result.explanation


def test_written_ba_and_split_verbs(evaluator):
    """将 as the written 把 and a verb said with its halves apart are right; 将 "will" added is still noted."""
    assert (
        evaluator.translate("Please put the book on the table.", "请将书放在桌子上。", "请把书放在桌子上。", "2").score
        == 3
    )
    assert evaluator.translate("The children applauded.", "孩子们鼓起掌来了。", "孩子们鼓掌了。", "2").score == 3
    shop = ("The shop will close next month.", "这家商店将下个月关门。", "这家商店下个月关门。")
    assert evaluator.translate(*shop, "2").score <= 2


# Free rewordings the word rules cannot verify against the reference: the English they say decides.
REWORDED_FREELY = [
    ("skill with 得", "He is good at swimming.", "他很会游泳。", "他游泳游得很好。", 3),
    ("distance with 从...到", "The hospital is very far from here.", "医院离这儿很远。", "从这儿到医院很远。", 3),
    # accepted though unchecked: worded its own way, nothing in it wrong, no word of the reference only left out
    ("a word added that says no English", "I'm not feeling well.", "我不太舒服。", "我身体有点儿不舒服。", 3),
]


@pytest.mark.parametrize(("name", "english", "reference", "attempt", "score"), REWORDED_FREELY)
def test_a_free_rewording_is_not_called_wrong(evaluator, name, english, reference, attempt, score):
    result = evaluator.translate(english, attempt, reference, "3")
    assert result.score == score, (name, result.explanation)
    assert reference in result.explanation
    if score == 2:
        assert "too different from ours" in result.explanation


# Worded another way, and wrong: evidence the rules can show keeps them at 0-1.
WRONG_REWORDINGS = [
    ("an opposite", "The school is too far from my home.", "学校离我家太远了。", "从我家到学校太近了。"),
    ("an unrelated sentence", "The hospital is very far from here.", "医院离这儿很远。", "我喜欢看电影。"),
    ("a negation", "He is good at swimming.", "他很会游泳。", "他不会游泳。"),
    ("another content word", "He is good at swimming.", "他很会游泳。", "他跑步跑得很好。"),
    ("a thing added", "I want to buy a new phone.", "我想买一个新手机。", "我想买一个新手机和电脑。"),
    ("a word of one kind", "I go to work by subway.", "我坐地铁上班。", "我骑车上班。"),
]


@pytest.mark.parametrize(("name", "english", "reference", "attempt"), WRONG_REWORDINGS)
def test_a_wrong_rewording_stays_low(evaluator, name, english, reference, attempt):
    assert evaluator.translate(english, attempt, reference, "3").score <= 1, name


@pytest.mark.parametrize(
    ("english", "reference", "attempt", "said"),
    [
        # a whole sentence in other words: never told that most of it is missing (whatever it scores)
        (
            "He lost his wallet on the bus yesterday.",
            "他昨天在公共汽车上把钱包丢了。",
            "昨天坐公交的时候，他的钱包不见了。",
            None,
        ),
        # a part of the sentence is a part
        (
            "We had a long meeting this morning about next year's budget.",
            "我们今天上午开了很长时间的会，讨论明年的预算。",
            "我们上午开会。",
            "Only a small part of the sentence is there",
        ),
        # another sentence altogether
        ("Please close the door.", "请关门。", "我喜欢吃饺子。", "This does not translate the sentence"),
    ],
)
def test_what_little_found_is_called(evaluator, english, reference, attempt, said):
    grade = evaluator.translate(english, attempt, reference, "3")
    if said is None:
        assert not grade.explanation.startswith(("Only a small part", "This does not translate")), grade
    else:
        assert grade.score <= 1 and grade.explanation.startswith(said), grade


# --- A low score needs evidence (issue: correct answers scored 0-1) ------------------------------------------

# (name, english, reference, attempt, lowest score, words the explanation must name): correct Chinese that the
# rules can verify (3) or cannot verify but have no evidence against (2, said plainly).
MUST_ACCEPT = [
    ("negative word on a Cilin line", "She refused to eat.", "她拒绝吃饭。", "她不肯吃饭。", 3, ["不肯"]),
    ("gloss read piece by piece", "Are you free this evening?", "你今天晚上有空吗？", "你今天晚上有时间吗？", 3, []),
    ("negators of one kind", "He has never been late.", "他从来没迟到过。", "他从没迟到过。", 3, []),
    ("listed words of one meaning", "Our opinions are different.", "我们的看法不一样。", "我们的看法不同。", 3, []),
    ("每周 for 每个星期", "I go swimming every week.", "我每个星期都去游泳。", "我每周都去游泳。", 3, []),
    (
        "a synonym line across a preposition",
        "The hotel is near the station.",
        "酒店位于车站附近。",
        "酒店在车站附近。",
        3,
        [],
    ),
    ("以后 for 后", "After dinner, we went for a walk.", "吃饭后我们去散步了。", "吃饭以后我们去散步了。", 3, []),
    ("a measure word the list lacks", "I have two classes today.", "我今天有两节课。", "我今天有两堂课。", 3, ["堂"]),
    ("times, not things", "I have met him three times.", "我见过他三次。", "我见过他三回。", 3, []),
    (
        "the noun after its describing words",
        "She sang a lovely song.",
        "她唱了一首好听的歌。",
        "她唱了一支好听的歌。",
        3,
        ["歌"],
    ),
    ("是不是 asks like 吗", "Are you leaving?", "你要走了吗？", "你是不是要走了？", 3, []),
    (
        "an adjective said twice over",
        "She went home very happily.",
        "她很高兴地回家了。",
        "她高高兴兴地回家了。",
        3,
        [],
    ),
    ("不得了 is no negation", "It is terribly hot today.", "今天热极了。", "今天热得不得了。", 2, []),
    ("V过了 is right", "I have seen this film.", "我看过这个电影。", "这个电影我看过了。", 3, []),
    ("a function word another way", "I want to buy some apples.", "我想买一些苹果。", "我想买点儿苹果。", 3, []),
    (
        "acts of one fine class",
        "This medicine can relieve pain.",
        "这种药能减轻疼痛。",
        "这种药能减少疼痛。",
        2,
        ["减少 / 减轻"],
    ),
    ("an opposite negated", "We missed the last bus.", "我们没赶上末班车。", "我们错过了末班车。", 2, ["错过"]),
    (
        "an opposite for a negation",
        "The library is closed on Sundays.",
        "图书馆星期天不开门。",
        "星期天图书馆关门。",
        2,
        [],
    ),
    ("a stopping verb for a negation", "Don't forget your key.", "记得带钥匙。", "别忘了带钥匙。", 2, []),
    (
        "prohibit for not allow",
        "Smoking is not allowed in the hospital.",
        "医院里不允许抽烟。",
        "医院里禁止吸烟。",
        2,
        [],
    ),
    ("nobody said otherwise", "Nobody answered the phone.", "谁也没接电话。", "没有人接电话。", 2, []),
    ("a complement of direction", "The sky has gone dark.", "天黑下来了。", "天黑了。", 2, []),
    ("advice without 你", "You should drink more water.", "你应该多喝水。", "应该多喝点水。", 2, []),
]


@pytest.mark.parametrize(
    ("name", "english", "reference", "attempt", "lowest", "named"), MUST_ACCEPT, ids=[c[0] for c in MUST_ACCEPT]
)
def test_correct_chinese_is_not_called_wrong(evaluator, name, english, reference, attempt, lowest, named):
    result = evaluator.translate(english, attempt, reference, "3")
    assert result.score >= lowest, (name, result.explanation)
    if lowest == 2 and result.score == 2:
        assert "may well be right" in result.explanation, (name, result.explanation)
    for words in named:
        assert words in result.explanation, (name, words, result.explanation)


# (name, english, reference, attempt): wrong, with evidence the rules show; they stay at 0-1.
MUST_STAY_LOW = [
    ("another act of one kind", "She goes to bed at eleven.", "她十一点睡觉。", "她十一点起床。"),
    ("the particle of a phrasal verb", "Please turn on the light.", "请打开灯。", "请关上灯。"),
    ("a negation dropped", "Our opinions are different.", "我们的看法不一样。", "我们的看法一样。"),
    ("an opposite of an act is no negation", "He doesn't buy fish.", "他不买鱼。", "他卖鱼。"),
    ("a negation dropped in other words", "He doesn't like coffee.", "他不喜欢喝咖啡。", "他很爱喝咖啡，每天都喝。"),
    ("the agent of 被 swapped", "The cat was chased by the dog.", "猫被狗追了。", "狗被猫追了。"),
    ("another week", "We met last Monday.", "我们上星期一见面了。", "我们这个星期一见面了。"),
    ("another thing for an act", "The child laughed happily.", "孩子开心地笑了。", "孩子开心地吃了糖果。"),
    (
        "a comparison from the other side, half turned",
        "My room is bigger than yours.",
        "我的房间比你的大。",
        "你的房间没有我的那么小。",
    ),
    ("the opposite, negated", "It is cheap here.", "这里很便宜。", "这里不便宜。"),
    ("an unrelated sentence", "The shop is closed today.", "这家商店今天不开门。", "我昨天看了一部电影。"),
]


@pytest.mark.parametrize(("name", "english", "reference", "attempt"), MUST_STAY_LOW, ids=[c[0] for c in MUST_STAY_LOW])
def test_wrong_chinese_stays_low(evaluator, name, english, reference, attempt):
    result = evaluator.translate(english, attempt, reference, "3")
    assert result.score <= 1, (name, result.explanation)
    assert "may well be right" not in result.explanation, (name, result.explanation)


def test_slips_that_are_errors_stay_slips(evaluator):
    """也 added, a wrong measure word, 了 before 过: slips the rules name, never a 3. (吗 added to a statement
    makes it a question: a meaning error, see test_names_negations_and_amounts_are_read_whole.)"""
    for english, reference, attempt, named in [
        ("I want to go.", "我想去。", "我也想去。", "也"),
        ("I have two cars.", "我有两辆车。", "我有两本车。", "辆"),
        ("I have been to Shanghai.", "我去过上海。", "我去了过上海。", "过"),
    ]:
        result = evaluator.translate(english, attempt, reference, "2")
        assert result.score == 2 and named in result.explanation, result.explanation


def test_homophone_opposite_names_no_empty_gloss(evaluator):
    explanation = evaluator.translate("He doesn't buy fish.", "他卖鱼。", "他不买鱼。", "2").explanation
    assert "()" not in explanation and "买 (buy)" in explanation, explanation


def test_did_not_and_does_not_are_told_apart(evaluator):
    """不 and 没 both gloss "not", but 他昨天不来 for "he did not come yesterday" is the classic slip: a 2
    that says which negation and why, never "Also correct!"."""
    for english, reference, attempt, named in [
        ("He did not come yesterday.", "他昨天没来。", "他昨天不来。", "没"),
        ("I am not going.", "我不去。", "我没去。", "不"),
    ]:
        result = evaluator.translate(english, attempt, reference, "2")
        assert result.score == 2 and f"The negation here is {named}" in result.explanation, result.explanation
    assert evaluator.translate("He did not come.", "他没有来。", "他没来。", "1").score == 3


def test_negations_are_never_called_sound_slips(evaluator):
    """无 and 没 share only a rare reading (mó): 没法 for 无法 is another way to say it, not a typo."""
    result = evaluator.translate(
        "There is no way to solve this problem.", "这个问题没法解决。", "这个问题无法解决。", "4"
    )
    assert result.score == 3 and "sounds" not in result.explanation, result.explanation
    low = evaluator.translate("This problem can be solved.", "这个问题无法解决。", "这个问题可以解决。", "4")
    assert low.score <= 1, low.explanation


def _scores(evaluator, cases):
    return {
        (reference, attempt): evaluator.translate(english, attempt, reference, "3")
        for english, reference, attempt in cases
    }


def test_complements_said_another_way(evaluator):
    """A complement of degree for another (饿坏了 / 饿极了), 不了 for a telling potential complement after the same
    verb (拿不了 / 拿不动), 好 "done as it should be" or a result complement of one Cilin class after the same
    verb: another way to say it, never called wrong."""
    same = [
        ("She is extremely happy.", "她高兴极了。", "她高兴得要命。"),
        ("We were extremely hungry.", "我们饿极了。", "我们饿坏了。"),
    ]
    for (_reference, attempt), result in _scores(evaluator, same).items():
        assert result.score == 3, (attempt, result.explanation)
    maybe = [
        ("He can't lift that suitcase.", "那个箱子他提不动。", "那个箱子他提不了。"),
        ("I can't finish reading so many books.", "这么多书我看不完。", "这么多书我看不了。"),
        ("The clothes have been washed clean.", "衣服已经洗干净了。", "衣服已经洗好了。"),
    ]
    for (_reference, attempt), result in _scores(evaluator, maybe).items():
        assert result.score == 3 and "as far as we can check" in result.explanation, (attempt, result.explanation)
    low = [
        ("We were extremely hungry.", "我们饿极了。", "我们累坏了。"),  # another word before the complement
        ("He can't lift that suitcase.", "那个箱子他提不动。", "那个箱子他提得了。"),  # can, not can't
        ("He can lift that suitcase.", "那个箱子他提得动。", "那个箱子他提不了。"),
        ("The clothes have been washed clean.", "衣服已经洗干净了。", "衣服已经洗脏了。"),  # the opposite
        ("She is learning to play the violin.", "她在学拉小提琴。", "她在学拉二胡。"),  # a thing, not a complement
    ]
    for (_reference, attempt), result in _scores(evaluator, low).items():
        assert result.score <= 1, (attempt, result.explanation)


def test_an_adverb_the_english_says_is_no_addition(evaluator):
    """从来 "never" added before 没 where the English says "never": said by the English, not added."""
    result = evaluator.translate("She has never eaten durian.", "她从来没吃过榴莲。", "她没吃过榴莲。", "3")
    assert result.score == 3, result.explanation
    for english, attempt in [
        ("She has eaten durian.", "她从来没吃过榴莲。"),  # the negation is still an error
        ("She has never eaten durian.", "她常常吃榴莲。"),
    ]:
        low = evaluator.translate(english, attempt, "她吃过榴莲。" if "never" not in english else "她没吃过榴莲。", "3")
        assert low.score <= 1, (attempt, low.explanation)


def test_aspects_clash_only_within_one_clause(evaluator):
    """没 in one clause and 了 in the next do not clash (我没拿稳，杯子掉了); in one clause they do."""
    result = evaluator.translate("She couldn't help crying.", "她没忍住，哭了起来。", "她忍不住哭了。", "4")
    assert result.score >= 2, result.explanation
    slip = evaluator.translate("I didn't eat breakfast.", "我没吃了早饭。", "我没吃早饭。", "2")
    assert slip.score <= 2 and "takes no 了" in slip.explanation, slip.explanation


def test_only_left_out_is_missed_but_a_measure_word_may_go(evaluator):
    """只 before a verb is the adverb "only": leaving it out changes the meaning, a meaning error where the
    English says "only" (as the blind sets label it since blind8). After 这 it counts a cat, and 这猫 is also right."""
    for english, reference, attempt in [
        ("She only drinks green tea.", "她只喝绿茶。", "她喝绿茶。"),
        ("He only studied for an hour.", "他只学了一个小时。", "他学了一个小时。"),
    ]:
        result = evaluator.translate(english, attempt, reference, "2")
        assert result.score == 1 and "Missing 只" in result.explanation, result.explanation
    assert evaluator.translate("This cat is cute.", "这猫很可爱。", "这只猫很可爱。", "2").score == 3


def test_what_someone_said_put_first_is_no_reversal(evaluator):
    """jieba reads 的话 in 老师说的话 as "if": the clause describes 话, so 老师 is not the doer, and a topic put
    first with another complement is never "who does what is reversed"; a real reversal still is."""
    english = "I understand what the teacher says."
    for english_here, attempt, reference in [
        (english, "老师说的话我能听懂。", "我听得懂老师说的话。"),
        ("The teacher understands what I say.", "老师听得懂我说的话。", "我说的话老师听得懂。"),
    ]:
        result = evaluator.translate(english_here, attempt, reference, "3")
        assert result.score >= 2 and "reversed" not in result.explanation, result.explanation
    assert evaluator.translate(english, "老师能听懂我说的话。", "我听得懂老师说的话。", "3").score <= 1


def test_going_on_and_done_are_told_apart(evaluator):
    """他看了电视 for "he is watching TV" has every word but the time of the action: a slip that says so, with
    no "在 (at)" gloss; 正在 for 在, or 呢 added, is still right."""
    for english, reference, attempt in [
        ("He is watching TV.", "他在看电视。", "他看了电视。"),
        ("She cooked.", "她做饭了。", "她在做饭。"),
    ]:
        result = evaluator.translate(english, attempt, reference, "1")
        assert result.score == 2 and "says the action is going on" in result.explanation, result.explanation
        assert "(at)" not in result.explanation, result.explanation
    assert evaluator.translate("He is watching TV.", "他正在看电视呢。", "他在看电视。", "1").score == 3


def test_a_wrong_measure_word_names_its_noun(evaluator):
    result = evaluator.translate("She sang a beautiful song.", "她唱了一本很好听的歌。", "她唱了一首很好听的歌。", "3")
    assert result.score == 2 and "for 歌 is 首" in result.explanation, result.explanation


def test_a_word_the_english_says_may_be_added(evaluator):
    """每 "every" is in "everyone", 非常 "very" in "very": added, they are the English's own words, never an
    error; a word the English does not say stays one."""
    result = evaluator.translate("Everyone in my family likes dogs.", "我家每个人都喜欢狗。", "我家人都喜欢狗。", "2")
    assert result.score >= 2 and "You added 每" not in result.explanation, result.explanation
    assert evaluator.translate("This apple is very sweet.", "这个苹果非常甜。", "这个苹果很甜。", "1").score == 3
    assert evaluator.translate("I like dogs.", "我只喜欢狗。", "我喜欢狗。", "1").score <= 2


def test_a_habit_takes_no_le(evaluator):
    """常常去了游泳: what is done often is no single event done. 忘了 is said as "forget" itself."""
    english = "When I was little I often went swimming."
    result = evaluator.translate(english, "我小时候常常去了游泳。", "我小时候常常去游泳。", "2")
    assert result.score == 2 and "happens often" in result.explanation, result.explanation
    assert evaluator.translate("I often forget my keys.", "我常常忘了带钥匙。", "我常常忘带钥匙。", "2").score == 3


def test_an_unlisted_noun_is_counted_as_its_head(evaluator):
    """新楼 is not in CC-CEDICT; 楼 is, with 栋 and 座: 一栋新楼 is right. 木头 is a word of its own, not 头."""
    english = "A new building has gone up there."
    assert evaluator.translate(english, "那里盖了一栋新楼。", "那里盖了一座新楼。", "3").score == 3
    assert evaluator.translate(english, "那里盖了一本新楼。", "那里盖了一座新楼。", "3").score == 2
    assert evaluator.translate("This wood is hard.", "这个木头很硬。", "这块木头很硬。", "2").score == 2


def test_a_sense_with_a_note_says_the_english(evaluator):
    """时间 is "(duration of) time" in CC-CEDICT: the note aside it says "time", so 很长时间 for 很久 in "for a long
    time" adds nothing. Not where the English says no "time"; and 听 "a can (loanword)" never says "can't"."""
    result = evaluator.translate("We waited for him for a long time.", "我们等了他很长时间。", "我们等了他很久。", "2")
    assert result.score == 3 and "You added 时间" not in result.explanation, result.explanation
    result = evaluator.translate("We waited for him.", "我们等了他很长时间。", "我们等了他。", "2")
    assert result.score <= 2 and "「时间」 is in the English" not in result.explanation, result.explanation
    result = evaluator.translate("I can't understand what he says.", "他说的话我听不明白。", "我听不懂他说的话。", "2")
    assert result.score >= 2, result.explanation


def test_a_word_nothing_faults_is_no_error(evaluator):
    """出发 for 开走, 眼界 for 视野: one word of its own that nothing shows wrong (no other number, time, person,
    thing or kind, nothing of the English left out) is not called wrong: accepted with a note that names the two
    words and says it was not checked word by word, or at least a 2."""
    result = evaluator.translate("The train has already left.", "火车已经出发了。", "火车已经开走了。", "2")
    assert result.score == 3 and "出发 / 开走" in result.explanation, result.explanation
    assert "as far as we can check" in result.explanation
    result = evaluator.translate(
        "Studying abroad broadened my horizons.", "出国留学开阔了我的眼界。", "出国留学开阔了我的视野。", "4"
    )
    assert result.score >= 2, result.explanation


@pytest.mark.parametrize(
    "english, attempt, reference",
    [
        ("She is reading a newspaper in the room.", "她在房间里看书。", "她在房间里看报纸。"),  # "newspaper" left out
        ("He plays tennis at weekends.", "他周末打篮球。", "他周末打网球。"),  # another thing
        ("Childhood days are the best.", "童年的日子最难过。", "童年的日子最美好。"),  # a feeling for a quality
        ("The shop opens at nine.", "我九点去商店。", "商店九点开始营业。"),  # someone the English does not name
        ("Fake news spreads much faster than the truth.", "真相比假新闻传播得快得多。", "假新闻比真相传播得快得多。"),
    ],
)
def test_a_word_with_evidence_against_it_stays_low(evaluator, english, attempt, reference):
    assert evaluator.translate(english, attempt, reference, "2").score <= 1


def test_a_negation_put_before_other_words_turns_the_meaning(evaluator):
    """The same words with the negation before another verb or object say the opposite: a 1, never "word order".
    A negation that keeps its words, the time put first, is still right."""
    english = "He doesn't like tea; he likes coffee."
    result = evaluator.translate(english, "他喜欢喝茶，不喜欢喝咖啡。", "他不喜欢喝茶，喜欢喝咖啡。", "2")
    assert result.score <= 1 and "negation" in result.explanation, result.explanation
    result = evaluator.translate(
        "She likes tea but not coffee.", "她不喜欢茶，可是喜欢咖啡。", "她喜欢茶，但是不喜欢咖啡。", "2"
    )
    assert result.score <= 1, result.explanation
    assert evaluator.translate("I'm not going today.", "今天我不去。", "我今天不去。", "1").score == 3


def test_an_unlisted_phrase_read_as_its_characters(evaluator):
    """很大 is no CC-CEDICT word; read as 很 "very" + 大 "large" it is 巨大 "very large". 很小 reads as no meaning
    of 巨大: still wrong."""
    english = "The company is facing enormous pressure."
    assert evaluator.translate(english, "公司面临着很大的压力。", "公司面临着巨大的压力。", "4").score == 3
    assert evaluator.translate(english, "公司面临着很小的压力。", "公司面临着巨大的压力。", "4").score <= 1


def test_a_time_word_and_a_word_on_its_cilin_line(evaluator):
    """通常 is a time word, 一般 none, and Cilin puts them on one line ("usually"): the same. Another time for
    it (今天) is still wrong."""
    english = "I usually get up at seven."
    assert evaluator.translate(english, "我通常七点起床。", "我一般七点起床。", "1").score == 3
    assert evaluator.translate(english, "我今天七点起床。", "我一般七点起床。", "1").score <= 1


def test_unless_said_as_if_not(evaluator):
    """除非 X，否则 Y says "unless X, Y", as 只要不 X，(就) Y and 如果你不 X，Y do; 只要 X without 不 turns it round."""
    english, reference = "Unless it rains, we'll go hiking tomorrow.", "除非下雨，否则我们明天去爬山。"
    assert evaluator.translate(english, "只要不下雨，我们明天就去爬山。", reference, "3").score == 3
    assert evaluator.translate(english, "只要下雨，我们明天就去爬山。", reference, "3").score <= 1
    english, reference = "Unless you apologize, she won't forgive you.", "除非你道歉，否则她不会原谅你。"
    assert evaluator.translate(english, "如果你不道歉，她不会原谅你。", reference, "3").score == 3


def test_a_word_said_elsewhere_is_not_replaced(evaluator):
    """住 is in 她住在这儿已经有十年了, only earlier: 已经 is a word added, never "You wrote 已经 but the sentence says
    住". A thing added in its place (医院) is still an error."""
    english, reference = "She has lived here for ten years.", "她在这里住了十年了。"
    result = evaluator.translate(english, "她住在这儿已经有十年了。", reference, "3")
    assert result.score == 3 and "says 住" not in result.explanation, result.explanation
    result = evaluator.translate(english, "她住在这儿的医院十年了。", reference, "3")
    assert result.score <= 1 and "医院" in result.explanation and "says 住" not in result.explanation, (
        result.explanation
    )


def test_a_state_said_with_be_is_the_state(evaluator):
    """吃惊 is "be amazed" in CC-CEDICT, 惊讶 "amazed": one meaning, so the same word. Another feeling is not."""
    english = "Everyone was very surprised."
    assert evaluator.translate(english, "大家都很惊讶。", "大家都很吃惊。", "3").score == 3
    assert evaluator.translate(english, "大家都很生气。", "大家都很吃惊。", "3").score <= 1


def test_at_once_is_how_soon_not_when(evaluator):
    """马上 "at once" says how soon, as 快要 does: no other time than the reference's. 明天 is one."""
    english = "Class is about to start."
    assert evaluator.translate(english, "马上就要上课了。", "快要上课了。", "2").score >= 2
    assert evaluator.translate(english, "明天就要上课了。", "快要上课了。", "2").score <= 1


def test_a_subject_said_once_for_two_clauses(evaluator):
    """如果你明天有空，(你)可以跟我们一起去: the first clause's subject opens the second too, and Chinese says it
    once. 我 after 他打了 is who is hit: left out, it is missed."""
    english, reference = "If you're free tomorrow, you can come with us.", "如果你明天有空，你可以跟我们一起去。"
    assert evaluator.translate(english, "如果你明天有空，可以跟我们一起去。", reference, "2").score == 3
    assert evaluator.translate("He hit me and I cried.", "他打了，我哭了。", "他打了我，我哭了。", "2").score <= 1


def test_a_negated_word_said_in_two(evaluator):
    """没用 is 没 + 用: 没有用 says it in two words, no negation added. Without the negation it is the opposite."""
    result = evaluator.translate("It's no use crying.", "哭是没有用的。", "哭也没用。", "2")
    assert result.score >= 2 and "not negative" not in result.explanation, result.explanation
    assert evaluator.translate("It's no use crying.", "哭是有用的。", "哭也没用。", "2").score <= 1


def test_shi_de_stresses_a_negation(evaluator):
    """她是不会原谅你的 stresses 她不会原谅你: the same clause, here beside 要是不 for 除非. 是会…的 drops the
    negation: wrong."""
    english, reference = "Unless you apologize, she won't forgive you.", "除非你道歉，否则她不会原谅你。"
    assert evaluator.translate(english, "你要是不道歉，她是不会原谅你的。", reference, "3").score == 3
    assert evaluator.translate(english, "你要是不道歉，她是会原谅你的。", reference, "3").score <= 1


def test_nobody_said_with_shui(evaluator):
    """谁都不知道 opening the sentence says 没有人知道 "nobody knows"; 谁都知道 "everybody knows" turns it round."""
    english, reference = "Nobody knows the answer.", "没有人知道答案。"
    assert evaluator.translate(english, "谁都不知道答案。", reference, "2").score == 3
    assert evaluator.translate(english, "谁都知道答案。", reference, "2").score <= 1


def test_a_word_said_for_one_character(evaluator):
    """写完作业 for 做完作业: 写 stands for the 做 of 做完, whose 完 it keeps, and 做 is "write" too in CC-CEDICT.
    吃 is no sense of 做: not shown right (at most a 2)."""
    english, reference = "I have already finished my homework.", "我已经做完作业了。"
    assert evaluator.translate(english, "我已经写完作业了。", reference, "2").score == 3
    assert evaluator.translate(english, "我已经吃完作业了。", reference, "2").score <= 2


def test_the_subject_as_owner_may_go(evaluator):
    """她在收拾(她的)行李箱, 我昨天给(我)妈妈打电话了: what belongs to the one the sentence is about needs no owner
    said again. Someone else's (他的外套 after 我) is lost when left out; 的 alone left out of 你送我的伞 is a slip."""
    assert (
        evaluator.translate("She is packing her suitcase.", "她在收拾行李箱。", "她在收拾她的行李箱。", "2").score == 3
    )
    english = "I called my mother yesterday."
    assert evaluator.translate(english, "我昨天给妈妈打电话了。", "我昨天给我妈妈打电话了。", "2").score == 3
    assert evaluator.translate("I took his coat.", "我拿了外套。", "我拿了他的外套。", "2").score <= 2
    english, reference = "I lost the umbrella you gave me.", "我把你送我的伞弄丢了。"
    assert evaluator.translate(english, "我把你送我伞弄丢了。", reference, "2").score == 2


def test_yijing_beside_le(evaluator):
    """已经 may be added where the reference's 了 already says it has happened, as it may be left out beside 了;
    where nothing has happened yet it is an addition."""
    result = evaluator.translate("I've had breakfast.", "我已经吃了早饭了。", "我吃早饭了。", "1")
    assert result.score == 3 and "You added 已经" not in result.explanation, result.explanation
    english, reference = "I want to learn Chinese.", "我想学中文。"
    ref, att = split_words(normalise(reference)), split_words(normalise("我已经想学中文。"))
    alignment = align(ref, att)
    ctx = Context(english, english_stem_set(english), alignment, reference)
    issues = [issue for region in alignment.regions for issue in region_issues(region, ctx)]
    assert issues and not any("already says" in issue.message for issue in issues), issues


def test_dui_right_is_no_measure_word(evaluator):
    """对 with no noun after it is "right" (他是对的), not the measure word "a pair": 正确 says it. After 一 it is
    the measure word, and left out it is missed."""
    english, reference = "He firmly believes that he is right.", "他坚信自己是对的。"
    result = evaluator.translate(english, "他坚信自己是正确的。", reference, "3")
    assert result.score == 3 and "(to)" not in result.explanation, result.explanation
    result = evaluator.translate("I bought a pair of shoes.", "我买了一鞋。", "我买了一对鞋。", "3")
    assert result.score == 2 and "measure word 对" in result.explanation, result.explanation


def test_a_complement_of_direction_for_le(evaluator):
    """拿出来一张照片 for 拿出了一张照片: 出来 after the verb says the act done, as 了 does. 来 after 买, no
    direction before it, is no such complement."""
    assert evaluator.translate("She took out a photo.", "她拿出来一张照片。", "她拿出了一张照片。", "3").score == 3
    result = evaluator.translate("He bought a book.", "他买来一本书。", "他买了一本书。", "3")
    assert "says the act is done" not in result.explanation, result.explanation


def test_a_is_a_grants_it(evaluator):
    """贵是贵，但是… grants "it is expensive" as 虽然很贵 does; 便宜是便宜 grants the opposite."""
    english, reference = "Although it's expensive, the quality is good.", "虽然很贵，但是质量很好。"
    assert evaluator.translate(english, "贵是贵，但是质量很好。", reference, "3").score == 3
    assert evaluator.translate(english, "便宜是便宜，但是质量很好。", reference, "3").score <= 1


def test_a_setting_phrase_before_or_after_the_subject(evaluator):
    """因为下雨, 这几年, 一般来说 may open the sentence or follow its subject, as a time word may. At its end the
    phrase is out of place."""
    english, reference = "Because of the rain, the match was postponed.", "因为下雨，比赛推迟了。"
    assert evaluator.translate(english, "比赛因为下雨推迟了。", reference, "3").score == 3
    english, reference = "This city has changed a lot in recent years.", "这几年这个城市变化很大。"
    assert evaluator.translate(english, "这个城市这几年变化很大。", reference, "3").score == 3
    assert (
        evaluator.translate(
            "Because of the rain, the match was postponed.", "比赛推迟了因为下雨。", "因为下雨，比赛推迟了。", "3"
        ).score
        <= 2
    )


def test_phrases_exchanged_around_the_verb(evaluator):
    """年轻一代 and 父母 change places around 影响: who influences whom is reversed, though jieba tags 一代 no
    noun. The same phrases in their places, worded a little otherwise, are no reversal."""
    english, reference = "The younger generation is influencing their parents.", "年轻一代正在影响父母。"
    assert evaluator.translate(english, "父母正在影响年轻一代。", reference, "3").score == 0
    assert evaluator.translate(english, "年轻一代正影响着父母。", reference, "3").score >= 2


def test_mei_negates_you(evaluator):
    """没空 is 没 + (有)空, and 有空 "have time" reads as 有 + 时间: 我没空 says 我没有时间. 没钱 is not shown
    right (有钱 is no "have time")."""
    english, reference = "I don't have time today.", "我今天没有时间。"
    assert evaluator.translate(english, "今天我没空。", reference, "1").score == 3
    assert evaluator.translate(english, "我今天没钱。", reference, "1").score <= 2


def test_two_character_a_not_a_asks_like_ma(evaluator):
    """喜欢不喜欢 asks what 吗 asks; after 不管 or 无论 the same words say "whether or not" and ask nothing."""
    english, reference = "Do you like coffee?", "你喜欢咖啡吗？"
    grade = evaluator.translate(english, "你喜欢不喜欢咖啡？", reference, "2")
    assert grade.score == 3 and "喜欢不喜欢 asks like 吗" in grade.explanation
    assert evaluator.translate(english, "你不喜欢咖啡。", reference, "2").score <= 1


def test_a_third_person_the_sentence_has_named_may_be_left_out(evaluator):
    """因为(他)病了 after 小王, 想买(它) after 这条裙子: the earlier clause says who or what. A person left out as the
    object of a verb (告诉(他)) is not supplied."""
    english, reference = "Xiao Wang didn't come today because he is sick.", "小王今天没来，因为他病了。"
    assert evaluator.translate(english, "小王今天没来，因为病了。", reference, "2").score == 3
    english, reference = "I like this dress; I want to buy it.", "我喜欢这条裙子，我想买它。"
    assert evaluator.translate(english, "我喜欢这条裙子，想买。", reference, "2").score == 3
    english, reference = "I saw Xiao Wang and told him.", "我见到了小王，就告诉他了。"
    assert evaluator.translate(english, "我见到了小王，就告诉了。", reference, "2").score <= 2


def test_one_word_cut_as_two_with_a_synonym(evaluator):
    """非常感谢 is one word to jieba and CC-CEDICT, 十分感谢 two: the same words, 十分 a Cilin synonym of 非常.
    谢谢 for 感谢 is no such pair: never called wrong (十分 "very" is no number ten)."""
    english, reference = "Thank you very much.", "非常感谢。"
    assert evaluator.translate(english, "十分感谢。", reference, "1").score == 3
    grade = evaluator.translate(english, "十分谢谢。", reference, "1")
    assert grade.score >= 2 and "wrong" not in grade.explanation and "Missing" not in grade.explanation


def test_an_experience_said_as_one_event_is_a_slip(evaluator):
    """去过 "have been" said as 去了 "went": a slip that names both. 吃过饭了 is "done" (过了), as 吃了饭了 is."""
    english, reference = "Have you been to Japan?", "你去过日本吗？"
    grade = evaluator.translate(english, "你去了日本吗？", reference, "2")
    assert grade.score == 2 and "去过 says it has happened at some time" in grade.explanation
    assert "an experience" not in evaluator.translate("I have eaten.", "我吃了饭了。", "我吃过饭了。", "1").explanation
    # 没 + 了 for 没 + 过: dropping 了 alone would say "did not eat"; the fix names 过
    grade = evaluator.translate("I have never eaten Peking duck.", "我没吃了北京烤鸭。", "我没吃过北京烤鸭。", "2")
    assert grade.score == 2 and "没吃过 says it never has" in grade.explanation


def test_a_named_slip_is_not_hedged_and_a_missing_clause_is_quoted_once(evaluator):
    """A slip the rules name is not followed by "it may well be right"; the missing clause keeps no full stop of
    its own before the sentence's."""
    grade = evaluator.translate("He is eating.", "他在吃了饭。", "他在吃饭。", "1")
    assert grade.score == 2 and "may well be right" not in grade.explanation
    english, reference = "I'm hungry, so I'm going to buy some bread.", "我饿了，所以去买点儿面包。"
    assert "面包。." not in evaluator.translate(english, "我饿了。", reference, "2").explanation


def test_a_not_a_is_shown_as_written(evaluator):
    english, reference = "Do you like coffee?", "你喜欢咖啡吗？"
    assert "(喜不喜欢 asks like 吗)" in evaluator.translate(english, "你喜不喜欢咖啡？", reference, "2").explanation
    grade = evaluator.translate("Is he at home?", "他在不在家？", "他在家吗？", "1")
    assert "(在不在 asks like 吗)" in grade.explanation


def test_a_construction_a_teacher_accepts_is_read_as_the_references_words(evaluator):
    """什么事都 "anything at all" says 一切都 "everything", and 祝你 before a greeting only wishes it; neither is an
    added word. The other words stay judged: 什么都不会好 is still negated, and an English "wish" keeps 祝 said."""
    english, reference = "Don't worry, everything will be fine.", "别担心，一切都会好的。"
    assert evaluator.translate(english, "别担心，什么事都会好的。", reference, "2").score == 3
    assert evaluator.translate(english, "别担心，什么都不会好的。", reference, "2").score <= 1
    grade = evaluator.translate("Happy birthday!", "祝你生日快乐！", "生日快乐！", "1")
    assert grade.score == 3 and grade.explanation.startswith("Also correct!")
    assert evaluator.translate("Happy birthday!", "祝你快乐！", "生日快乐！", "1").score <= 1


def test_a_detail_added_before_what_is_said_of_it_is_unsure_not_wrong(evaluator):
    """肚子 in 我肚子饿了, 天气 in 今天天气很冷 and 每天 / 公司 spell out what the sentence leaves understood:
    accepted with a note that names them and says they were not checked word by word. A being added as a new
    subject (妈妈), another thing as the object (怕狗 for 怕黑) or a part said for the whole word (肚子疼 for 头疼)
    stays an error."""
    grade = evaluator.translate("I'm hungry.", "我肚子饿了。", "我饿了。", "1")
    assert grade.score == 3 and "(肚子)" in grade.explanation and "as far as we can check" in grade.explanation
    grade = evaluator.translate("How do you get to work?", "你每天怎么去公司上班？", "你怎么去上班？", "1")
    assert grade.score == 3 and "每天, 公司" in grade.explanation
    assert evaluator.translate("It's very cold today.", "今天天气很冷。", "今天很冷。", "1").score == 3
    assert evaluator.translate("I'm hungry.", "我妈妈饿了。", "我饿了。", "1").score <= 1
    assert evaluator.translate("It's very cold today.", "今天北京很冷。", "今天很冷。", "1").score <= 1
    afraid = ("When I was little, I was afraid of the dark.", "小时候我怕狗。", "小时候我怕黑。", "2")
    assert evaluator.translate(*afraid).score <= 1
    headache = ("I've had a headache since this morning.", "我从早上开始就肚子疼。", "我从早上开始就头疼。", "2")
    assert evaluator.translate(*headache).score <= 1
    assert evaluator.translate("I bought three books.", "我买了三本新书。", "我买了三本书。", "1").score <= 1


def test_an_object_put_first_as_the_topic_is_judged_where_the_reference_has_it(evaluator):
    """他说的话我没听明白: the object first as the topic, a subject after it, and 听明白 for 听懂: the same sentence.
    A noun first with no subject after it is the one who acts (新员工表扬了经理): roles reversed, not a topic."""
    english, reference = "I didn't understand what he said.", "我没听懂他说的话。"
    grade = evaluator.translate(english, "他说的话我没听明白。", reference, "2")
    assert grade.score == 3 and "topic" in grade.explanation
    assert evaluator.translate(english, "他说的话我听明白了。", reference, "2").score <= 1
    english, reference = "The manager praised the new employee.", "经理表扬了新员工。"
    assert evaluator.translate(english, "新员工表扬了经理。", reference, "2").score <= 1


def test_not_only_and_whether_or_not_do_not_negate(evaluator):
    """不但 "not only" (jieba cuts 不 + 但是) and A不A after 不管 "whether or not" say no negation: no "the sentence
    is negative" for an attempt without 不. A real negation added is still one."""
    split = split_words(normalise("他不但是我的老师"))
    assert "不但" in split and "不" not in split
    assert split_words(normalise("不管他同意不同意")) == split_words(normalise("不管他是否同意"))
    english, reference = "Whether he agrees or not, we will go.", "不管他同意不同意，我们都去。"
    grade = evaluator.translate(english, "无论他是否同意，我们都去。", reference, "3")
    assert grade.score >= 2 and "negative" not in grade.explanation
    assert evaluator.translate(english, "不管他同意不同意，我们都不去。", reference, "3").score <= 1
    english, reference = "He is not only my teacher but also my friend.", "他不但是我的老师，而且是我的朋友。"
    assert "negative" not in evaluator.translate(english, "他既是我的老师，也是我的朋友。", reference, "3").explanation


def test_a_sentence_rebuilt_from_few_words_of_its_own_is_a_free_rewording(evaluator):
    """辣的东西我吃不惯 for 我不习惯吃辣的: few words of its own, but the reference's words in another order, so no
    wrong word planted in the reference; nothing shows it wrong: accepted, unchecked. Two times or the sides of a
    comparison exchanged stay wrong, and so does 听得懂 for 听不懂, can for cannot."""
    english, reference = "I'm not used to eating spicy food.", "我不习惯吃辣的。"
    grade = evaluator.translate(english, "辣的东西我吃不惯。", reference, "2")
    assert grade.score == 3 and "as far as we can check" in grade.explanation
    assert evaluator.translate(english, "辣的东西我很喜欢吃。", reference, "2").score <= 1
    english, reference = "I drink coffee in the morning and green tea at night.", "我早上喝咖啡，晚上喝绿茶。"
    assert evaluator.translate(english, "我晚上喝咖啡，早上喝绿茶。", reference, "1").score <= 1
    english, reference = "This year's sales are far lower than last year's.", "今年的销售额远远低于去年。"
    assert evaluator.translate(english, "去年的销售额远远低于今年。", reference, "3").score <= 1
    english, reference = "I can't understand what he is saying.", "我听不懂他在说什么。"
    assert evaluator.translate(english, "他说的话我听不明白。", reference, "2").score == 3
    assert evaluator.translate(english, "他说的话我都听得懂。", reference, "2").score <= 1
    assert evaluator.translate(english, "我都听得懂他说的话。", reference, "2").score <= 1


def test_a_negation_added_to_a_negative_sentence_is_not_called_one_to_a_positive(evaluator):
    """ "The sentence is not negative" is said only of a sentence that negates nothing: 这儿的天气不太热也不太冷
    negates, so a 不 in the wrong place is "where the sentence does not negate"."""
    english, reference = "The weather here is neither too hot nor too cold.", "这儿的天气不太热也不太冷。"
    explanation = evaluator.translate(english, "这里的气候不冷不热。", reference, "3").explanation
    assert "not negative" not in explanation
    grade = evaluator.translate("I like tea.", "我不喜欢茶。", "我喜欢茶。", "1")
    assert grade.score <= 1 and "not negative" in grade.explanation


def test_a_speaker_opening_a_later_clause_may_be_left_out_but_not_changed(evaluator):
    """买了个新包，喜欢吗: 你 opening the second clause before its verb is who is spoken to, and Chinese leaves it
    out: right, and the note says so (every such answer in the labelled sets is right). Not after someone told
    (我告诉他明天来 says he is to come). 他 for 你 names someone else (no subject "understood"), and 他打了，我哭了
    loses who is hit."""
    english, reference = "I bought a new bag; do you like it?", "我买了一个新包，你喜欢吗？"
    grade = evaluator.translate(english, "买了个新包，喜欢吗？", reference, "2")
    assert grade.score == 3 and "may be left out" in grade.explanation
    told = evaluator.translate("I told him I would come tomorrow.", "我告诉他明天来。", "我告诉他我明天来。", "2")
    assert told.score == 2 and "may be understood" in told.explanation
    assert evaluator.translate(english, "我买了一个新包，他喜欢吗？", reference, "2").score <= 1
    assert evaluator.translate("I don't know.", "他不知道。", "我不知道。", "1").score <= 1
    assert evaluator.translate("He hit me and I cried.", "他打了，我哭了。", "他打了我，我哭了。", "2").score <= 1


def test_words_in_the_references_order_with_others_between_are_no_word_salad(evaluator):
    """这部电影无聊得让我睡着了 keeps 电影, 无聊, 我, 睡着 in the reference's order with words of its own between:
    a sentence, not the reference's words shuffled. Shuffled words stay a 0."""
    english, reference = "The movie was so boring that I fell asleep.", "电影太无聊了，我都睡着了。"
    grade = evaluator.translate(english, "这部电影无聊得让我睡着了。", reference, "3")
    assert grade.score >= 2 and "order makes no sentence" not in grade.explanation
    grade = evaluator.translate(english, "睡着我了都电影无聊太了。", reference, "3")
    assert grade.score == 0


def test_a_kind_of_what_the_english_names_is_unsure_and_glossed_by_its_own_part(evaluator):
    """手机 "cell phone" for 电话 in 电话号码 "phone number" is a kind of phone: a 2, and 电话 is glossed "phone"
    (号码 says "number"). 火车票 "train ticket" for 电影票 and 刀 "knife" for 剑 "sword" name other things."""
    english, reference = "Please tell me your phone number.", "请告诉我你的电话号码。"
    grade = evaluator.translate(english, "请告诉我你的手机号码。", reference, "1")
    assert grade.score == 2 and "(phone number)" not in grade.explanation
    assert "电话 (phone)." in evaluator.translate(english, "请告诉我你的房间号码。", reference, "1").explanation
    assert (
        evaluator.translate("I bought two movie tickets.", "我买了两张火车票。", "我买了两张电影票。", "1").score <= 1
    )
    assert evaluator.translate("He has a sword.", "他有一把刀。", "他有一把剑。", "1").score <= 1


def test_after_said_with_le_or_since(evaluator):
    """到家了 says "after arriving" as 到家以后 does; 以前 "before" for it changes the time."""
    english, reference = "I'll call you when I get home.", "我到家以后给你打电话。"
    grade = evaluator.translate(english, "到家了我给你打电话。", reference, "2")
    assert grade.score == 3 and "以后" in grade.explanation
    assert evaluator.translate(english, "我到家以前给你打电话。", reference, "2").score <= 1


def test_two_times_around_bi_are_a_comparison_turned_round(evaluator):
    """去年的销售额比今年高 for 今年的销售额比去年高: the times are the two sides of 比, so the comparison is
    reversed, a wrong answer. Two times swapped with no comparison (晚上喝咖啡，早上喝绿茶) stay a time error,
    partly right."""
    english, reference = "This year's sales are much higher than last year's.", "今年的销售额比去年高得多。"
    grade = evaluator.translate(english, "去年的销售额比今年高得多。", reference, "3")
    assert grade.score == 0 and "wrong way round" in grade.explanation
    english, reference = "I drink coffee in the morning and green tea at night.", "我早上喝咖啡，晚上喝绿茶。"
    grade = evaluator.translate(english, "我晚上喝咖啡，早上喝绿茶。", reference, "1")
    assert grade.score == 1 and "times are swapped" in grade.explanation


def test_a_pronoun_in_another_place_is_not_called_added_or_missing(evaluator):
    """跟他打电话 for 给他打电话: 他 is in both sentences, so neither "You added 他" nor "Missing 他" is true; it
    stands elsewhere, said once. A pronoun really left out (他打了，我哭了: who is hit) is still missing."""
    english, reference = "I haven't called him for a long time.", "我很久没给他打电话了。"
    explanation = evaluator.translate(english, "我跟他好长时间没打电话了。", reference, "2").explanation
    assert "Missing 他" not in explanation and "added 他" not in explanation
    # worded its own way in two places besides (跟 for 给, 好长时间 for 很久): the hedge, or the note of the place
    assert (
        "may well be right" in explanation
        or "as far as we can check" in explanation
        or explanation.count("another place") == 1
    )
    explanation = evaluator.translate(
        "He hit me and I cried.", "他打了，我哭了。", "他打了我，我哭了。", "2"
    ).explanation
    assert "Missing 我" in explanation


def test_a_bit_earlier_is_one_form(evaluator):
    """早一点 and 早点儿 both say "a bit earlier" (jieba keeps 早点 whole and cuts 早 + 一点): the same words. 晚一点
    "a bit later" stays another time."""
    assert split_words(normalise("请早一点来")) == split_words(normalise("请早点儿来"))
    english, reference = "Please come a bit earlier tomorrow.", "明天请早点儿来。"
    assert evaluator.translate(english, "明天请早一点来。", reference, "2").score == 3
    assert evaluator.translate(english, "明天请晚一点来。", reference, "2").score <= 1


# (name, english, reference, attempt, score, why): correct Chinese worded another way, each beside a wrong answer
# the same rule must not let through.
WORDED_OTHERWISE = [
    (
        "A不A for 吗, 从…到 for 离",
        "Is your home far from school?",
        "你家离学校远吗？",
        "从你家到学校远不远？",
        3,
        "远不远 asks what 远吗 asks: its 不 negates nothing; 从 A 到 B 远 is how far A is from B",
    ),
    (
        "a real 不 still negates",
        "Is your home far from school?",
        "你家离学校远吗？",
        "你家离学校不远吗？",
        0,
        "不远吗 is no A不A: the negation added stays an error, the opposite question",
    ),
    (
        "从…到 from the other end",
        "That restaurant is too far from here.",
        "那家饭馆离这儿太远了。",
        "从这儿到那家饭馆太远了。",
        3,
        "how far apart two places are is the same from either end: 离 names no doer",
    ),
    (
        "没有 said as 比 from the other side",
        "My Chinese is not as good as yours.",
        "我的中文没有你的好。",
        "你的中文比我好。",
        3,
        "你的 is 你的中文: the thing compared is said once",
    ),
    (
        "比 the same way round as 没有",
        "My Chinese is not as good as yours.",
        "我的中文没有你的好。",
        "我的中文比你好。",
        0,
        "the comparison turned round is a wrong answer",
    ),
    (
        "没有 before 有意思",
        "This movie is not as interesting as that one.",
        "这部电影没有那部有意思。",
        "那部电影比这部更有意思。",
        3,
        "有意思 is a quality (Cilin), though jieba tags it l",
    ),
    (
        "one modal for another is no opposite",
        "It is getting dark; we should go home.",
        "天快黑了，我们该回家了。",
        "天要黑了，咱们回去吧。",
        3,
        "要 for 该 shades the meaning, it turns nothing round: a free rewording, accepted unchecked",
    ),
    (
        "a measure after a number names no thing",
        "Please let me know if you have any questions.",
        "如果有问题，请告诉我。",
        "有什么问题的话，跟我说一声。",
        3,
        "声 of 说一声 counts the saying: no other thing named",
    ),
    (
        "a word said character by character",
        "He doesn't dare tell his parents.",
        "他不敢告诉父母。",
        "他不敢告诉爸妈。",
        3,
        "爸 / 父 and 妈 / 母 are on one Cilin line and share a first meaning each",
    ),
    (
        "干什么 for 做什么",
        "What are you doing?",
        "你在做什么？",
        "你在干什么？",
        3,
        "jieba keeps 干什么 whole; 干 / 做 are on one Cilin line before the question word",
    ),
    (
        "一下 for 一会儿",
        "I want to rest for a while.",
        "我想休息一会儿。",
        "我想休息一下。",
        3,
        "both make the act brief",
    ),
    (
        "the owner of the topic is the subject",
        "I can't find my keys.",
        "我找不到我的钥匙。",
        "我的钥匙找不到了。",
        3,
        "我的钥匙 put first: the keys are mine and so is the looking; 了 says 'by now' (blind11 labels it 3)",
    ),
    (
        "a verb and its object apart",
        "My older brother works in Shanghai; he comes home once a year.",
        "我哥哥在上海工作，他每年回家一次。",
        "我哥哥在上海工作，每年回一次家。",
        3,
        "回家 said 回一次家: 家 is the verb's other half, no measure word",
    ),
    (
        "a place named before may be left out",
        "I know that restaurant; I've been there before.",
        "我知道那家饭馆，我以前去过那儿。",
        "我知道那家饭馆，以前去过。",
        3,
        "那儿 is the restaurant the first clause names",
    ),
    (
        "words of its own between the reference's are no word salad",
        "It is said that he has moved to Beijing.",
        "听说他搬到北京去了。",
        "据说他已经搬去北京了。",
        3,
        "已经 between 他 and 搬 parts nothing; 搬去北京 is 搬到北京去; 据说 says 'it is said'",
    ),
    (
        "another place stays another place",
        "It is said that he has moved to Beijing.",
        "听说他搬到北京去了。",
        "据说他已经搬去上海了。",
        2,
        "上海 for 北京 is not called right",
    ),
    (
        "跟 + someone before a verb of doing together",
        "I haven't seen him for a long time.",
        "我很久没见到他了。",
        "我跟他好长时间没见面了。",
        3,
        "跟他见面 names him as 见到他 does: 见面 is 'to see each other'",
    ),
    (
        "跟 + someone else",
        "I haven't seen him for a long time.",
        "我很久没见到他了。",
        "我跟她好长时间没见面了。",
        1,
        "她 for 他 is another person",
    ),
    (
        "a request asked with 好吗, a verb said twice",
        "Can you help me carry this box?",
        "你能帮我搬一下这个箱子吗？",
        "帮我搬搬这个箱子，好吗？",
        3,
        "…，好吗 asks as 你能…吗 does, and 搬搬 is 搬一下",
    ),
    (
        "a request for another thing",
        "Can you help me carry this box?",
        "你能帮我搬一下这个箱子吗？",
        "帮我搬搬这张桌子，好吗？",
        1,
        "桌子 for 箱子 is another thing",
    ),
    (
        "说慢一点 in a request",
        "Could you speak a little more slowly?",
        "你能说得慢一点儿吗？",
        "你能说慢一点儿吗？",
        3,
        "an adjective and 一点 after the verb ask for it without 得",
    ),
    (
        "说慢一点 in a statement",
        "He speaks a little slowly.",
        "他说得慢一点。",
        "他说慢一点。",
        2,
        "a statement needs 得",
    ),
]


@pytest.mark.parametrize(
    ("name", "english", "reference", "attempt", "score", "why"), WORDED_OTHERWISE, ids=[r[0] for r in WORDED_OTHERWISE]
)
def test_correct_chinese_worded_otherwise(evaluator, name, english, reference, attempt, score, why):
    grade = evaluator.translate(english, attempt, reference, "2")
    assert grade.score == score, f"{name}: {why} ({grade.explanation})"


def test_a_gloss_names_what_a_meaning_says_not_its_circumstances():
    """烫 "heat up in hot water" is glossed by what the English says of it ("hot"), not by the water it is said of."""
    from chinese_app.evaluation.words import gloss, same_by_character

    assert gloss("烫", "The water is too hot.") == "hot"
    assert same_by_character("爸妈", "父母") and not same_by_character("兄弟", "姐妹")


def test_a_gloss_is_the_sense_of_the_word_as_usually_read(evaluator):
    """CC-CEDICT lists 便宜 as biàn yí "convenient" first and pián yi "cheap" second; the learner who wrote 便宜 for
    贵 meant "cheap", as pypinyin reads the word. 结果 jié guǒ is "outcome", not jiē guǒ "bear fruit". pypinyin reads
    东西 dōng xī; dōngxi "thing", the word with a neutral last syllable, is the everyday one."""
    from chinese_app.evaluation.words import gloss

    assert (gloss("便宜"), gloss("结果"), gloss("东西")) == ("cheap", "outcome", "thing")
    grade = evaluator.translate("This hotel is very expensive.", "这家酒店很便宜。", "这家酒店很贵。", "1")
    assert grade.score == 0 and "便宜 (cheap)" in grade.explanation, grade.explanation


def test_a_not_a_after_whether_is_no_question():
    """不管下不下雨 says "whether or not": it is not asked as 吗 (nothing to rewrite), and 远不远 is."""
    from chinese_app.evaluation.constructions import as_reference_question

    assert as_reference_question("你去吗？", "不管下不下雨你都去？") == ("不管下不下雨你都去？", "")
    assert as_reference_question("远吗？", "远不远？") == ("远吗？", "远不远")


# Round 9: correct Chinese the rules called wrong, each beside a wrong answer of the same shape that stays low.
SAID_OTHERWISE_ROUND9 = [
    (
        "这会儿 for 现在",
        "Dad is not at home now.",
        "爸爸现在不在家。",
        "爸爸这会儿不在家。",
        3,
        3,
        "这会儿 is no listed time word but its first meaning is 现在's: the same time",
    ),
    (
        "以后 for 现在",
        "Dad is not at home now.",
        "爸爸现在不在家。",
        "爸爸以后不在家。",
        0,
        1,
        "two time words of two groups: another time",
    ),
    (
        "一般 for 平时",
        "I usually go to school by bike.",
        "我平时骑自行车去学校。",
        "我一般骑自行车去学校。",
        3,
        3,
        "一般 is on a Cilin line with 通常, listed with 平时",
    ),
    (
        "昨天 for 平时",
        "I usually go to school by bike.",
        "我平时骑自行车去学校。",
        "我昨天骑自行车去学校。",
        0,
        1,
        "another time",
    ),
    (
        "不用担心 for 别担心",
        "Don't worry, everything will be fine.",
        "别担心，一切都会好的。",
        "不用担心，一切都会好的。",
        3,
        3,
        "in a request not to, 别 and 不用 both tell someone not to",
    ),
    (
        "不担心 for 别担心",
        "Don't worry, everything will be fine.",
        "别担心，一切都会好的。",
        "不担心，一切都会好的。",
        0,
        2,
        "不 is no request not to: the slip stays",
    ),
    (
        "别 for 不用 in a statement",
        "You don't need to come tomorrow.",
        "你明天不用来。",
        "你明天别来。",
        0,
        2,
        "not a request: 别 and 不用 stay apart",
    ),
    (
        "工作上 for 工作中",
        "He has a strong sense of responsibility at work.",
        "他在工作中很有责任感。",
        "他在工作上很有责任心。",
        3,
        3,
        "after an activity, 上 and 中 both say 'in one's work'",
    ),
    (
        "桌子里 for 桌子上",
        "The book is on the table.",
        "书在桌子上。",
        "书在桌子里。",
        0,
        2,
        "after a thing, 上 and 里 are two places",
    ),
    (
        "大家 for 所有人",
        "The results of the experiment surprised everyone.",
        "实验的结果让所有人都很意外。",
        "实验的结果让大家都很意外。",
        3,
        3,
        "大家 means 'everyone', which no word of 所有人 says alone",
    ),
    (
        "拧不开 for 打不开",
        "I can't open this bottle.",
        "这个瓶子我打不开。",
        "这个瓶子我拧不开。",
        2,
        3,
        "the result 开 says 'open'; the verb only says how: unsure, not wrong",
    ),
    (
        "喝不完 for 吃不完",
        "I can't eat it all.",
        "我吃不完。",
        "我喝不完。",
        0,
        1,
        "the verb says 'eat' of the English: another act",
    ),
    (
        "开心极了 for 很开心",
        "The children are having a great time.",
        "孩子们玩得很开心。",
        "孩子们玩得开心极了。",
        3,
        3,
        "a complement of degree says how much, as 很 does",
    ),
    (
        "你 left out of a question",
        "Where are you going so early?",
        "你这么早去哪儿？",
        "这么早去哪儿？",
        3,
        3,
        "a question asks the one spoken to",
    ),
    (
        "我 left out after 等…",
        "I'll tell you when I've finished.",
        "等我做完了，我会告诉你的。",
        "等我做完了，会告诉你的。",
        3,
        3,
        "the subject of the clause of time is the subject again (我会 cut as one word)",
    ),
    (
        "object first in its clause",
        "Sorry, I don't eat spicy food.",
        "不好意思，我不吃辣的。",
        "不好意思，辣的我不吃。",
        3,
        3,
        "辣的 put first in its clause as the topic; the negation still before 吃",
    ),
    (
        "object first, negation gone",
        "Sorry, I don't eat spicy food.",
        "不好意思，我不吃辣的。",
        "不好意思，辣的我吃。",
        0,
        1,
        "the topic does not excuse a negation left out",
    ),
    (
        "object first before 了",
        "I have already bought the tickets for tomorrow.",
        "我已经买好明天的票了。",
        "明天的票我已经买好了。",
        3,
        3,
        "the object before the closing 了 put first as the topic",
    ),
    (
        "这个周末 first",
        "My parents will come to see me this weekend.",
        "我父母这个周末来看我。",
        "这个周末我父母来看我。",
        3,
        3,
        "这 of 这个周末 opens a time phrase: no noun that acts",
    ),
    (
        "这个周末 first, roles reversed",
        "My parents will come to see me this weekend.",
        "我父母这个周末来看我。",
        "这个周末我来看我父母。",
        0,
        0,
        "who visits whom is turned round",
    ),
    (
        "部 for 辆",
        "My family has two cars.",
        "我家有两辆车。",
        "我家有两部车。",
        3,
        3,
        "CC-CEDICT counts 车 with 部 too, though jieba does not tag 车 a noun",
    ),
    (
        "栋 for 座",
        "There is a tall building in front of our school.",
        "我们学校前面有一座高楼。",
        "我们学校前面有一栋高楼。",
        3,
        3,
        "高楼 is counted as 楼, which takes 栋",
    ),
    (
        "本 for 辆",
        "My family has two cars.",
        "我家有两辆车。",
        "我家有两本车。",
        2,
        2,
        "a measure word 车 does not take",
    ),
    (
        "到了以后 for 一到就",
        "I'll call you as soon as I arrive.",
        "我一到就给你打电话。",
        "到了以后我马上打电话给你。",
        3,
        3,
        "以后 after an act orders two acts, no time of its own: a rewording accepted unchecked",
    ),
    (
        "到了以前 for 一到就",
        "I'll call you as soon as I arrive.",
        "我一到就给你打电话。",
        "到了以前我马上打电话给你。",
        0,
        1,
        "以前 'before' is a time the reference does not say",
    ),
]


# Round 10: (name, english, reference, attempt, lowest, highest, why)
ROUND10 = [
    (
        "自己 after a reporting verb",
        "He promised that he would quit smoking.",
        "他保证自己会戒烟。",
        "他保证会戒烟。",
        3,
        3,
        "the one who promises is the one who quits: 自己 may be left out",
    ),
    (
        "subject again after 说",
        "He said he would come.",
        "他说他会来。",
        "他说会来。",
        3,
        3,
        "the subject of what is said is the sayer: it may be left out",
    ),
    (
        "another subject after 说",
        "He said I would come.",
        "他说我会来。",
        "他说会来。",
        0,
        1,
        "我 is not the sayer: leaving it out changes who comes",
    ),
    ("你 before 是", "Who are you?", "你是谁？", "是谁？", 0, 2, "是谁 asks who someone else is"),
    (
        "negative word for a word of one meaning",
        "The movie was so boring that I fell asleep.",
        "电影太无聊了，我都睡着了。",
        "电影太没意思了，我都睡着了。",
        2,
        3,
        "没意思 'boring' says what 无聊 says; its 没 negates nothing",
    ),
    (
        "negative word for its opposite",
        "The movie was so interesting.",
        "电影太有意思了。",
        "电影太没意思了。",
        0,
        1,
        "没意思 says 'boring', not 'interesting'",
    ),
    (
        "topic cut otherwise by jieba",
        "Have you washed the clothes?",
        "你洗衣服了吗？",
        "衣服你洗了吗？",
        3,
        3,
        "衣服 put first is the 衣服 of 洗衣服, which jieba cuts 洗衣 + 服",
    ),
    (
        "大家都没 for 谁也没",
        "Nobody expected the exam to be so easy.",
        "谁也没想到考试这么容易。",
        "大家都没想到考试这么容易。",
        3,
        3,
        "everyone + not opening a clause says nobody",
    ),
    (
        "大家都 without a negation",
        "Nobody expected the exam to be so easy.",
        "谁也没想到考试这么容易。",
        "大家都想到考试这么容易。",
        0,
        1,
        "everyone expected it: the negation is gone",
    ),
    ("差一点 for 差点", "I was almost late.", "我差点儿迟到了。", "我差一点迟到了。", 3, 3, "一 before 点 may go"),
    (
        "今晚 for 今天晚上",
        "Let's go eat together tonight.",
        "今天晚上我们一起去吃饭吧。",
        "今晚我们一起去吃饭吧。",
        3,
        3,
        "今晚 is 今天晚上 said short",
    ),
    (
        "今晚 for 明天晚上",
        "Let's go eat together tomorrow night.",
        "明天晚上我们一起去吃饭吧。",
        "今晚我们一起去吃饭吧。",
        0,
        1,
        "tonight is not tomorrow night",
    ),
    (
        "怎么样 closing a suggestion, 我们 left out",
        "Let's go eat together tonight.",
        "今天晚上我们一起去吃饭吧。",
        "今晚一块儿去吃饭怎么样？",
        3,
        3,
        "怎么样 proposes as 吧 does; a suggestion includes the one who makes it; 一块儿 is 一起",
    ),
    (
        "只 left out",
        "I only slept three hours last night.",
        "我昨天晚上只睡了三个小时。",
        "我昨天晚上睡了三个小时。",
        1,
        1,
        "without 'only' the sentence says something else",
    ),
    (
        "也 left out",
        "My roommate also likes music.",
        "我的室友也喜欢音乐。",
        "我的室友喜欢音乐。",
        1,
        1,
        "the English says 'also'",
    ),
    (
        "还 left out beside 'and'",
        "I caught a cold and also have a bit of a fever.",
        "我感冒了，还有点儿发烧。",
        "我感冒了，有一点儿发烧。",
        2,
        3,
        "还 often goes without a word of the English: not a limiting adverb",
    ),
    (
        "the object of a verb left out",
        "I need to buy medicine for my mother.",
        "我要给妈妈买药。",
        "我要给妈妈买。",
        1,
        1,
        "买 for 买药 leaves out 药 'medicine', which the English says",
    ),
    (
        "a split verb with its object first",
        "I'm not feeling well today, so I won't go to class.",
        "我今天不舒服，不去上课了。",
        "今天身体不太舒服，课我就不上了。",
        2,
        3,
        "课…上 says all of 上课",
    ),
    (
        "来晚了 for 迟到",
        "He apologized to me for being late.",
        "他因为迟到向我道歉。",
        "他因为来晚了向我道歉。",
        2,
        3,
        "来 + 晚 'come late' says what 迟到 says; 晚 after a verb is no time of day",
    ),
    (
        "天不早了 for 时间不早了",
        "It's getting late, let's go home.",
        "时间不早了，我们回家吧。",
        "天不早了，咱们回家吧。",
        3,
        3,
        "天不早了 says 'it's getting late' as 时间不早了 does",
    ),
    (
        "比以前 for 了很多",
        "She has lost a lot of weight.",
        "她瘦了很多。",
        "她比以前瘦多了。",
        3,
        3,
        "the change compared with before is the change said with 了",
    ),
    (
        "比以前 the other way",
        "She has lost a lot of weight.",
        "她瘦了很多。",
        "她比以前胖多了。",
        0,
        1,
        "fatter, not thinner",
    ),
    (
        "有人 for an agentless 被",
        "My wallet was stolen.",
        "我的钱包被偷了。",
        "有人偷了我的钱包。",
        3,
        3,
        "someone stole it: what 被 with no one named says",
    ),
    (
        "有人 with another thing",
        "My wallet was stolen.",
        "我的钱包被偷了。",
        "有人偷了我的手机。",
        0,
        1,
        "a phone, not a wallet",
    ),
    (
        "一点儿都 for 一点儿也",
        "I don't eat spicy food at all.",
        "我一点儿也不吃辣的。",
        "辣的我一点儿都不吃。",
        3,
        3,
        "也 and 都 after 一点儿 and a negation say 'not at all' alike",
    ),
    (
        "plain SVO for a 把 jieba cuts across its noun",
        "Please turn off your phone.",
        "请把手机关掉。",
        "请关掉手机。",
        3,
        3,
        "把 手 机关 掉 is 把 手机 关掉",
    ),
    (
        "来早了 for 迟到",
        "I was late because of the traffic jam.",
        "因为堵车，我迟到了。",
        "因为堵车，我来早了。",
        0,
        1,
        "early is not late",
    ),
]


# A second reader's and a fresh set's misses (2026-11-24), each beside a wrong answer of its shape.
READ_AGAIN = [
    (
        "一天 for the English's 'a day'",
        "The supermarket is open twenty-four hours a day.",
        "这家超市二十四小时营业。",
        "这家超市一天二十四小时都开门。",
        3,
        3,
        "一天 says 'a day', which the English says",
    ),
    (
        "一天 the English does not say",
        "He went to Beijing.",
        "他去了北京。",
        "他一天去了北京。",
        0,
        1,
        "a number the English does not have",
    ),
    (
        "不光 is 'not only', no negation",
        "He not only speaks English but also French.",
        "他不但会说英语，还会说法语。",
        "他不光会说英语，还会说法语。",
        3,
        3,
        "不光 / 不但 both 'not only'",
    ),
    (
        "someone else's pronoun stays",
        "He said she would come.",
        "他说她会来。",
        "他说会来。",
        0,
        1,
        "left out, 她 would be 他 again: another person",
    ),
    (
        "the sayer's own pronoun may go",
        "She said she was tired.",
        "她说她很累。",
        "她说很累。",
        3,
        3,
        "the one who says it is the one who is tired",
    ),
    (
        "V过…没有 asks as V过…了吗",
        "Has the doctor examined your son yet?",
        "医生给你儿子看过病了吗？",
        "医生给你儿子看过病没有？",
        3,
        3,
        "看过病没有 and 看过病了吗 ask alike",
    ),
    (
        "V过…没有 still asks",
        "Has he been to Beijing?",
        "他去过北京吗？",
        "他没去过北京。",
        0,
        1,
        "a statement that he has not is no question",
    ),
]


# Wrong answers that were scored 3 (all sets, 2026-11-24): 3 of 1,678 cases labelled 0-1.
CALLED_RIGHT = [
    (
        "a negation dropped beside another",
        "We should not force children to learn things they do not like.",
        "不应该强迫孩子学他们不喜欢的东西。",
        "不应该强迫孩子学他们喜欢的东西。",
        0,
        1,
        "the second 不 is gone: the characters said match as sets, the negations do not",
    ),
    (
        "最 dropped",
        "He is the tallest in our class.",
        "他是我们班最高的。",
        "他是我们班高的。",
        0,
        1,
        "tall is not the tallest, though Cilin links 高 and 最高",
    ),
    (
        "最 kept, said another way",
        "He is the tallest in our class.",
        "他是我们班最高的。",
        "他在我们班是最高的。",
        3,
        3,
        "the degree is there",
    ),
]

# 有没有 before an act asks whether it happened, as 了吗 and 过…吗 do; before a thing, whether there is one.
HAVE_OR_NOT = [
    (
        "有没有 + act for 了吗",
        "Did he call you?",
        "他给你打电话了吗？",
        "他有没有给你打电话？",
        3,
        3,
        "asks whether he did",
    ),
    (
        "有没有 + 过 for 过…吗",
        "Have you been to Chengdu?",
        "你去过成都吗？",
        "你有没有去过成都？",
        3,
        3,
        "asks whether you have",
    ),
    ("有没有 + thing", "Is there a bank nearby?", "附近有银行吗？", "附近有没有银行？", 3, 3, "asks whether there is"),
    ("有没有必要", "Is it necessary to tell him?", "有必要告诉他吗？", "有没有必要告诉他？", 3, 3, "必要 is no act"),
    (
        "有没有 + another act",
        "Did he call you?",
        "他给你打电话了吗？",
        "他有没有给你发短信？",
        0,
        1,
        "a text is no call",
    ),
]

# Reversals a fresh set (blind17) found let through: a person jieba does not tag a noun (房客), and a comparison
# whose two sides jieba tags as localities (南方 / 北方).
REVERSED_AGAIN = [
    (
        "房客 is a person",
        "The landlord reminded the tenant to pay the rent on time.",
        "房东提醒房客按时交房租。",
        "房客提醒房东按时交房租。",
        0,
        1,
        "the tenant reminds the landlord: reversed",
    ),
    (
        "places across 比",
        "Summer in the south lasts longer than in the north.",
        "南方的夏天比北方长。",
        "北方的夏天比南方长。",
        0,
        1,
        "the north's summer is longer: compared the wrong way round",
    ),
    (
        "times across 比",
        "This year is hotter than last year.",
        "今年比去年热。",
        "去年比今年热。",
        0,
        1,
        "last year hotter: compared the wrong way round",
    ),
]

# How many of a group, left out: the sentence then speaks of the whole group (a second reader's note).
PROPORTION = [
    (
        "大部分 left out",
        "Most employees support the new plan.",
        "大部分员工支持新方案。",
        "员工支持新方案。",
        0,
        1,
        "not most employees but the employees",
    ),
    (
        "大多数 for 大部分",
        "Most employees support the new plan.",
        "大部分员工支持新方案。",
        "大多数员工都支持新方案。",
        3,
        3,
        "most, said another way",
    ),
]

SCORED_BETWEEN = SAID_OTHERWISE_ROUND9 + ROUND10 + READ_AGAIN + CALLED_RIGHT + HAVE_OR_NOT + REVERSED_AGAIN + PROPORTION


@pytest.mark.parametrize(
    ("name", "english", "reference", "attempt", "low", "high", "why"),
    SCORED_BETWEEN,
    ids=[c[0] for c in SCORED_BETWEEN],
)
def test_said_otherwise_or_still_wrong(evaluator, name, english, reference, attempt, low, high, why):
    """Rounds 9 and 10 and a second reading: each answer said another way scored within (low, high), each beside
    a wrong answer of its shape that must stay low."""
    grade = evaluator.translate(english, attempt, reference, "2")
    assert low <= grade.score <= high, f"{name}: {why} ({grade.explanation})"


@pytest.mark.parametrize(("attempt", "form"), [("你现在说话方不方便？", "方不方便"), ("你认不认识他？", "认不认识")])
def test_a_not_a_is_named_whole(evaluator, attempt, form):
    """The explanation names the question as written (方不方便), not a form that does not exist (方不方)."""
    reference = attempt.replace(form, form[-2:]).rstrip("？") + "吗？"
    grade = evaluator.translate("Is it convenient?", attempt, reference, "2")
    assert grade.score == 3 and f"({form} asks like 吗)" in grade.explanation, grade.explanation


def test_to_or_go_asking_the_way(evaluator):
    """到火车站怎么走 and 去火车站怎么走 ask the way alike (a second reader's note); 到了 for 去了 is another matter."""
    asked = evaluator.translate("How do I get to the station?", "请问，到火车站怎么走？", "请问，去火车站怎么走？", "2")
    assert asked.score == 3, asked.explanation
    went = evaluator.translate("He went to the station.", "他到了火车站。", "他去了火车站。", "2")
    assert went.score < 3, went.explanation


# A time still to come with a verb said done (V + 了) or experienced (V过), and an action going on said as
# experienced (在看过): named aspect slips (2), where they used to pass as right or as an unchecked wording.
ASPECT_SLIPS = [
    ("I'm going to Shanghai tomorrow.", "我明天去上海。", "我明天去了上海。", "明天 says it is still to come"),
    ("I'm going to see him tomorrow.", "我明天去看他。", "我明天去看了他。", "明天 says it is still to come"),
    (
        "Next week I'm going to visit my grandparents.",
        "下个星期我要去看爷爷奶奶。",
        "下个星期我去看了爷爷奶奶。",
        "下个星期 says it is still to come",
    ),
    (
        "I'll go to the library after class tomorrow.",
        "明天下了课我就去图书馆。",
        "明天下课以后我去了图书馆。",
        "明天 says it is still to come",
    ),
    ("I'm reading a novel.", "我在看一本小说。", "我在看过一本小说。", "在 says the action is going on and 过"),
    ("They are having a meeting.", "他们正在开会。", "他们正在开过会。", "正在 says the action is going on and 过"),
]


@pytest.mark.parametrize(("english", "reference", "attempt", "named"), ASPECT_SLIPS, ids=[c[2] for c in ASPECT_SLIPS])
def test_an_aspect_that_clashes_with_the_time_is_a_slip(evaluator, english, reference, attempt, named):
    grade = evaluator.translate(english, attempt, reference, "2")
    assert grade.score == 2 and named in grade.explanation, grade.explanation


# A rewording the word rules cannot check and nothing shows wrong is accepted, saying it was not checked word by
# word (on the labelled sets such rewordings were right 98 times in 100); beside each, a wrong answer of the
# shape that stays a 2 or lower.
UNCHECKED = [
    ("It's cold today, so put on more clothes.", "今天很冷，多穿点儿衣服。", "今天天气冷，穿厚一点儿吧。", 3),
    ("As soon as I arrive, I'll call you.", "我一到就给你打电话。", "到了以后我马上打电话给你。", 3),
    ("My bike was stolen yesterday.", "我的自行车昨天被偷了。", "昨天有人偷了我的自行车。", 3),
    ("The shop is closed today.", "这家商店今天不开门。", "这家店今天不营业。", 3),
    # the reference with a word only left out: a word missing
    ("I must finish this report today.", "我今天必须写完这份报告。", "我今天写完这份报告。", 2),
    # the reference with words only added that say none of the English
    ("We waited for him.", "我们等了他。", "我们等了他很长时间。", 2),
    # a verb of its own where the reference has another, akin to nothing it replaces
    ("I have already finished my homework.", "我已经做完作业了。", "我已经吃完作业了。", 2),
    ("The doctor said I need to have an operation.", "医生说我需要做手术。", "医生说我需要打针。", 2),
    # another place named
    ("It is said that he has moved to Beijing.", "听说他搬到北京去了。", "据说他已经搬去上海了。", 2),
]


@pytest.mark.parametrize(("english", "reference", "attempt", "most"), UNCHECKED, ids=[c[2] for c in UNCHECKED])
def test_an_unchecked_rewording_is_accepted_unless_its_shape_is_an_error(evaluator, english, reference, attempt, most):
    grade = evaluator.translate(english, attempt, reference, "2")
    if most == 3:
        assert grade.score == 3 and grade.explanation.startswith("Also correct"), grade.explanation
        assert reference in grade.explanation
    else:
        assert grade.score <= most and "Also correct" not in grade.explanation, grade.explanation


# This session's forms and opposites, each scored within (low, high), each beside a wrong answer of its shape.
FORMS = [
    # What a time still to come allows: a plan turned down (不去了), what will be (要…了, 就…了), the first of two acts.
    ("I'm not going tomorrow.", "明天我不去了。", "明天我不去了。", 3, 3),
    ("I'll graduate next year.", "明年我就毕业了。", "我明年就毕业了。", 3, 3),
    ("Call me when you get to Beijing tomorrow.", "明天到了北京就给我打电话。", "明天到了北京给我打电话。", 3, 3),
    ("Tomorrow, let's eat before we go.", "明天我们吃了饭再走。", "明天我们吃了饭再走吧。", 3, 3),
    ("I have been to Beijing.", "我去过北京。", "我去过北京。", 3, 3),
    # Correct Chinese a learner reported, that the grader called a slip: 给 + person after the act, 啦 for a closing 了,
    # 个 left out before 小时 or 星期. Beside each, a wrong answer of its shape that stays low.
    ("I'll call you.", "我给你打电话。", "我打电话给你。", 3, 3),
    ("I'll write to my mother.", "我给妈妈写信。", "我写信给妈妈。", 3, 3),
    ("I'll write to my mother.", "我给妈妈写信。", "我写信给爸爸。", 0, 1),
    ("What's wrong with you?", "你怎么了？", "你怎么啦？", 3, 3),
    ("I waited for an hour.", "我等了一个小时。", "我等了一小时。", 3, 3),
    ("We stayed for two weeks.", "我们住了两个星期。", "我们住了两星期。", 3, 3),
    ("I waited for an hour.", "我等了一个小时。", "我等了一天。", 0, 1),
    # Word orders a teacher accepts: the subject before 虽然, the other side of 比 before the verb, 认识你很高兴,
    # how long said after the object with 已经; beside each, a wrong answer of its shape.
    ("I called him three times.", "我给他打了三次电话。", "我打了三次电话给他。", 3, 3),
    (
        "Although he is busy, he exercises every day.",
        "虽然他很忙，但是他每天锻炼。",
        "他虽然很忙，但是每天锻炼。",
        3,
        3,
    ),
    ("She runs faster than me.", "她跑得比我快。", "她比我跑得快。", 3, 3),
    ("She runs faster than me.", "她跑得比我快。", "我比她跑得快。", 0, 0),
    ("Nice to meet you.", "很高兴认识你。", "认识你我很高兴。", 3, 3),
    ("I have studied Chinese for two years.", "我学了两年中文了。", "我学中文已经两年了。", 3, 3),
    ("I have studied Chinese for two years.", "我学了两年中文了。", "我学中文已经三年了。", 0, 1),
    # Measure words that count what the listed one counts (名 as 位 for people, 间 as 家, 副 as 双, 则 as 条 for
    # news), a noun jieba mis-tags (车 in 新车), 个 for 顶; beside each, the same measure word for a noun it does
    # not count.
    ("He bought a new car.", "他买了一辆新车。", "他买了一部新车。", 3, 3),
    ("A new teacher came to our class.", "我们班来了一位新老师。", "我们班来了一名新老师。", 3, 3),
    ("There is a shop near my home.", "我家附近有一家商店。", "我家附近有一间商店。", 3, 3),
    ("I want a pair of chopsticks.", "我要一双筷子。", "我要一副筷子。", 3, 3),
    ("She is wearing a hat.", "她戴着一顶帽子。", "她戴着一个帽子。", 3, 3),
    ("I read a piece of news online.", "我在网上看到一条新闻。", "我在网上看到一则新闻。", 3, 3),
    ("I have a dog.", "我有一条狗。", "我有一则狗。", 2, 2),
    ("I have a dog.", "我有一只狗。", "我有一名狗。", 2, 2),
    ("I bought a book.", "我买了一本书。", "我买了一个书。", 2, 2),
    # The opposite of the sentence is a wrong meaning (0), as roles reversed are: a negation added or dropped, a word
    # said as its opposite. A clause left out with a negation in it is a clause missing (1); an idiom's 不 negates
    # nothing (不相上下); V完…没有 asks what V完…了吗 asks.
    ("I don't like coffee.", "我不喜欢咖啡。", "我喜欢咖啡。", 0, 0),
    ("This is very cheap.", "这个很便宜。", "这个很贵。", 0, 0),
    ("Although he is rich, he is not happy.", "虽然他很有钱，但是他不快乐。", "他很有钱。", 1, 1),
    ("The two teams are evenly matched.", "两支球队的实力差不多。", "两支球队的实力不相上下。", 3, 3),
    ("Have you finished reading the newspaper?", "你看完报纸了吗？", "你看完报纸没有？", 3, 3),
    ("Have you finished reading the newspaper?", "你看完报纸了吗？", "你没看完报纸。", 0, 1),
    # A year in figures or in characters, where one was born or lives before or after the verb, 好久 for 很久, and the
    # one told left out of what they are told to do; beside them, answers of the shape that stay wrong.
    ("She was born in Chengdu in 1990.", "她一九九〇年出生在成都。", "她1990年在成都出生。", 3, 3),
    ("She was born in 1990.", "她一九九〇年出生。", "她1991年出生。", 0, 1),
    ("He lives in Beijing.", "他住在北京。", "他在北京住。", 3, 3),
    ("We chatted for a long time.", "我们聊了很久。", "我们聊了好久。", 3, 3),
    ("The teacher told us to hand in our essays.", "老师告诉我们，我们要交作文。", "老师告诉我们要交作文。", 3, 3),
    ("I told him I would come tomorrow.", "我告诉他我明天来。", "我告诉他明天来。", 0, 2),
    # Found in blind19 and blind20: roles reversed around 向 with an organisation jieba tags as an abbreviation
    # (居委会), two holidays, two ways of cooking: not accepted unchecked.
    (
        "The residents reported the noise to the committee.",
        "居民向居委会反映了噪音问题。",
        "居委会向居民反映了噪音问题。",
        0,
        0,
    ),
    ("Shops are closed during the Spring Festival.", "春节期间商店不营业。", "国庆期间商店不营业。", 0, 2),
    # a closing 了 of "by now" in a question of the time or an age (现在几点了), said or not; not a number for 几
    ("What time is it now?", "现在几点？", "现在几点了？", 3, 3),
    ("How old is your son?", "你儿子几岁了？", "你儿子几岁？", 3, 3),
    ("What time is it now?", "现在几点？", "现在三点了。", 0, 1),
    # 一…就 "as soon as" is no number (was "Missing the number 一"); 不用说 "needless to say" negates nothing
    ("I'll call you as soon as I arrive.", "我一到机场就给你打电话。", "我到机场给你打电话。", 2, 2),
    (
        "It goes without saying that health matters more than money.",
        "不用说，健康比金钱更重要。",
        "毫无疑问，身体健康比钱更重要。",
        2,
        3,
    ),
    ("Boil the eggs for eight minutes.", "请把鸡蛋煮八分钟。", "请把鸡蛋炒八分钟。", 0, 2),
    # Session of 2026-11-24. A free wording about what the English says, negating, counting and timing as ours does,
    # is unverifiable (2), not wrong (0); another sentence, or one that says yes for no, stays low.
    ("I can't afford such an expensive car.", "这么贵的车我买不起。", "我没那么多钱买这么贵的车。", 2, 3),
    ("He ran so fast that nobody could catch him.", "他跑得那么快，谁也追不上他。", "他跑得太快了，没人追得上。", 2, 3),
    ("I need to go to the bank to change money.", "我得去银行换钱。", "我明天要去看电影。", 0, 0),
    ("I can't afford such an expensive car.", "这么贵的车我买不起。", "我有很多钱买这么贵的车。", 0, 1),
    # Weather that has set in (下雨了) is going on; 这是我见过的最美的湖 / 我从来没见过这么美的湖; 今天我朋友过生日;
    # 个 with no number; 我的 of the speaker's own thing; a noun before 后 is a time, not the one who acts.
    ("It's raining outside.", "外面在下雨。", "外面下雨了。", 3, 3),
    ("It's raining outside.", "外面在下雨。", "外面下雪了。", 0, 1),
    ("This is the most beautiful lake I've ever seen.", "这是我见过的最美的湖。", "我从来没见过这么美的湖。", 3, 3),
    ("This is the most beautiful lake I've ever seen.", "这是我见过的最美的湖。", "我从来没见过这么美的山。", 0, 1),
    ("Today is my friend's birthday.", "今天是我朋友的生日。", "我朋友今天过生日。", 3, 3),
    ("Today is my friend's birthday.", "今天是我朋友的生日。", "明天我朋友过生日。", 0, 1),
    ("She has got a new hairstyle.", "她换了个新发型。", "她换新发型了。", 3, 3),
    ("He has two children.", "他有两个孩子。", "他有两孩子。", 2, 2),
    ("I lost my phone, so I bought a new one.", "我的手机丢了，所以我买了个新的。", "手机丢了，所以买了个新的。", 3, 3),
    (
        "I lost my phone, so I bought a new one.",
        "我的手机丢了，所以我买了个新的。",
        "手机丢了，所以他买了个新的。",
        0,
        1,
    ),
    ("She practises the piano after dinner every day.", "她每天晚饭后练钢琴。", "每天晚饭后她练钢琴。", 3, 3),
    # Another person (你 for 我, "my"), an agent after 被 swapped, a whole negation left out or in an idiom: wrong.
    ("My friend is a doctor.", "我朋友是医生。", "你朋友是医生。", 0, 1),
    ("Today is my friend's birthday.", "今天是我朋友的生日。", "今天是你朋友的生日。", 0, 1),
    ("The champion was beaten by an unknown player.", "冠军被一个无名选手打败了。", "一个无名选手被冠军打败了。", 0, 0),
    ("She has never been late for class.", "她上课从来没迟到过。", "她上课迟到过。", 0, 0),
    ("Changing people's habits is by no means easy.", "改变人们的习惯绝非易事。", "改变人们的习惯是件容易的事。", 0, 1),
    # 九点三十分 is 九点半; 一天比一天 says 越来越; a negation said another way (吃不饱 / 吃得不够) turns nothing round.
    ("It is half past nine in the morning.", "现在是上午九点半。", "现在是上午九点三十分。", 3, 3),
    ("It is half past nine in the morning.", "现在是上午九点半。", "现在是上午九点三十五分。", 1, 1),
    ("The weather is getting colder and colder.", "天气越来越冷了。", "天气一天比一天冷了。", 3, 3),
    ("The weather is getting colder and colder.", "天气越来越冷了。", "天气一天比一天热了。", 0, 0),
    ("Mum is always worried that I don't eat enough.", "妈妈总是担心我吃得不够。", "妈妈总是担心我吃不饱。", 1, 3),
    # Wrong answers a black-box red team found accepted as 3 ("Also correct"), each with a right wording of its
    # shape that stays accepted: a word of another meaning class (可以 for 必须, 一定 for 可能, 什么时候 for 哪儿, 有点
    # for 很, 旁边 for 下面), opposites Cilin lines up (下 for 上, 回去 for 回来), another ordinal, two verbs the
    # other way round, numbers given to other nouns, 不如 for 比, a negation excused as a homophone (不 for 还).
    ("You must finish your homework today.", "你今天必须做完作业。", "你今天可以做完作业。", 0, 2),
    ("You must finish your homework today.", "你今天必须做完作业。", "你今天一定要做完作业。", 3, 3),
    ("He may not come tomorrow.", "他明天可能不来。", "他明天一定不来。", 0, 2),
    ("He may not come tomorrow.", "他明天可能不来。", "他明天也许不来。", 3, 3),
    ("Where did you buy this?", "你在哪儿买的这个？", "你什么时候买的这个？", 0, 2),
    ("Where did you buy this?", "你在哪儿买的这个？", "你在什么地方买的这个？", 3, 3),
    ("The weather is very cold today.", "今天天气很冷。", "今天天气有点冷。", 0, 2),
    ("The cat is under the table.", "猫在桌子下面。", "猫在桌子旁边。", 0, 2),
    ("I put the book on the table.", "我把书放在桌子上了。", "我把书放在桌子下了。", 0, 1),
    ("I will be back in a while.", "我一会儿回来。", "我一会儿回去。", 0, 1),
    ("Turn left at the second intersection.", "在第二个路口往左拐。", "在第一个路口往左拐。", 0, 2),
    ("I like eating apples.", "我喜欢吃苹果。", "我吃喜欢苹果。", 0, 2),
    ("I have two older brothers and one younger sister.", "我有两个哥哥和一个妹妹。", "我有一个哥哥和两个妹妹。", 0, 2),
    ("This restaurant is more expensive than that one.", "这家饭馆比那家贵。", "这家饭馆不如那家贵。", 0, 2),
    ("Besides English, he also speaks French.", "除了英语以外，他还会说法语。", "除了英语以外，他不会说法语。", 0, 1),
    ("It's getting warmer and warmer.", "天气越来越暖和了。", "天气越来越暖活了。", 2, 2),
    ("My room is very clean.", "我的房间很干净。", "我的房间很安静。", 0, 1),
    # A measure word CC-CEDICT gives for the noun though the list lacks it (把 and 束 for 花), the speaker left out
    # where a second sentence opens (饿了吗？给你买了点面包), the object of a verb-object word put first (碗我还没洗):
    # each beside a wrong answer of its shape.
    ("She bought a bunch of flowers.", "她买了一束花。", "她买了一把花。", 3, 3),
    ("She bought a bunch of flowers.", "她买了一束花。", "她买了一把刀。", 0, 1),
    ("Are you hungry? I bought you some bread.", "你饿了吗？我给你买了点面包。", "饿了吗？给你买了点面包。", 3, 3),
    ("Are you hungry? I bought you some bread.", "你饿了吗？我给你买了点面包。", "你饿了吗？他给你买了点面包。", 0, 1),
    ("I haven't washed the dishes yet.", "我还没洗碗。", "碗我还没洗。", 3, 3),
    ("I haven't washed the dishes yet.", "我还没洗碗。", "碗我还没买。", 0, 1),
    # Opposites jieba hides by keeping 很 on one adjective and not the other (很 脏 / 很干净, 很 矮 / 很高), and 早 /
    # 晚 "early, late" after a verb: wrong meanings (0), beside a right wording that stays accepted.
    ("My room is very dirty.", "我的房间很脏。", "我的房间很干净。", 0, 0),
    ("My room is very dirty.", "我的房间很脏。", "我的房间非常脏。", 3, 3),
    ("The boy is very short.", "这个男孩很矮。", "这个男孩很高。", 0, 0),
    ("He got up very early this morning.", "他今天早上起得很早。", "他今天早上起得很晚。", 0, 0),
    ("He got up very early this morning.", "他今天早上起得很早。", "他今天早上很早就起床了。", 3, 3),
    ("I'll come tomorrow morning.", "我明天早上来。", "我明天晚上来。", 1, 1),
    # 被 with no doer left out before a verb that says how a thing ends up (会议取消了), 个 left out before 星期 or 小时
    # (and 一周 for 一个星期); beside them a person without 被, who may be read as the one who does it.
    ("The meeting has been cancelled.", "会议被取消了。", "会议取消了。", 3, 3),
    ("He was criticised yesterday.", "他昨天被批评了。", "他昨天批评了。", 0, 2),
    ("I need to rest for a week.", "我需要休息一个星期。", "我需要休息一周。", 3, 3),
    ("I waited for two hours.", "我等了两个小时。", "我等了两小时。", 3, 3),
    ("I waited for two hours.", "我等了两个小时。", "我等了两天。", 0, 1),
    # Worded its own way in two places or more, nothing in it an error the rules can prove: not called wrong (2, at
    # least); one thing said for another stays a wrong word.
    ("The shop doesn't open until ten.", "商店十点才开门。", "商店要到十点才营业。", 2, 3),
    ("My brother works at a bank.", "我哥哥在银行工作。", "我哥哥在医院上班。", 0, 1),
    # What one likes said as the act one does with it (喜欢喝茶 for 喜欢茶), not another act (卖茶).
    ("I like tea.", "我喜欢茶。", "我喜欢喝茶。", 3, 3),
    ("He likes books.", "他喜欢书。", "他喜欢看书。", 3, 3),
    ("I like tea.", "我喜欢茶。", "我喜欢卖茶。", 0, 1),
    # 现在 "now" added to a sentence the English puts in the present says nothing more; another time is an error.
    ("The teacher is in a meeting.", "老师正在开会。", "老师现在在开会。", 3, 3),
    ("The teacher is in a meeting.", "老师正在开会。", "老师昨天在开会。", 0, 2),
    # A day or a year that moves the act away from now, added where the sentence says no time, is another fact; a
    # detail of a time the sentence has (早上 before 七点) is not.
    ("I'm going to the bank.", "我去银行。", "我明天去银行。", 0, 2),
    ("I get up at seven.", "我七点起床。", "我早上七点起床。", 3, 3),
    # The same characters moved about, however jieba cuts them (水 想 喝 我 beside 我 想 喝水, 真相 比 假新闻 beside
    # 假新闻 比 真相), and qualities given to other things (黑衬衫和白裤子): wrong, beside a list in another order.
    ("I want to drink water.", "我想喝水。", "水想喝我。", 0, 0),
    ("Fake news spreads faster than the truth.", "假新闻比真相传播得快。", "真相比假新闻传播得快。", 0, 0),
    ("He is wearing a white shirt and black trousers.", "他穿着白衬衫和黑裤子。", "他穿着黑衬衫和白裤子。", 0, 1),
    ("I bought apples and bananas.", "我买了苹果和香蕉。", "我买了香蕉和苹果。", 3, 3),
    # Two names exchanged, however jieba cuts them (小 明, 王 老师): who does what is reversed; a 把 sentence whose verb
    # ends in a result the plain one leaves out (请把灯打开 for 请开灯) says the same.
    ("Xiao Ming gave Xiao Hong a gift.", "小明送给小红一个礼物。", "小红送给小明一个礼物。", 0, 0),
    ("Teacher Wang told Teacher Li the news.", "王老师告诉了李老师这个消息。", "李老师告诉了王老师这个消息。", 0, 0),
    ("Please turn on the light.", "请开灯。", "请把灯打开。", 3, 3),
    ("Please turn off the TV.", "请关电视。", "请把电视关掉。", 3, 3),
    ("Please turn on the TV.", "请开电视。", "请把电视关掉。", 0, 1),
    # Figures whose punctuation is their meaning (8:30, 20%), 在 with a place after it (在比赛中), 走 before a
    # direction (走进), 从来 before a negation, 了 at the end for 了 after the verb: right; another figure stays wrong.
    ("The train leaves at 8:30.", "火车八点半出发。", "火车8:30出发。", 3, 3),
    ("The train leaves at 8:30.", "火车八点半出发。", "火车9:30出发。", 0, 1),
    ("Prices rose by 20 percent.", "价格上涨了百分之二十。", "价格上涨了20%。", 3, 3),
    ("Prices rose by 20 percent.", "价格上涨了百分之二十。", "价格上涨了30%。", 0, 1),
    ("He went into the room.", "他进了房间。", "他走进了房间。", 3, 3),
    ("I have never been to Japan.", "我从来没去过日本。", "我没去过日本。", 3, 3),
    ("I have never been to Japan.", "我从来没去过日本。", "我从来去过日本。", 0, 1),
    ("The teacher walked into the classroom.", "老师走进了教室。", "老师走进教室来了。", 3, 3),
    # Words that share a dictionary sense but say other things in a sentence: never "means the same".
    ("I want to go to the supermarket.", "我想去超市。", "我想离开超市。", 0, 1),
    ("You should see a doctor.", "你应该去看医生。", "你应该去当医生。", 0, 1),
    ("You don't need to bring anything.", "你不用带任何东西。", "你不要带任何东西。", 0, 2),
    ("You don't have to wear a suit.", "你不必穿西装。", "你不要穿西装。", 0, 2),
    ("You don't have to wear a suit.", "你不必穿西装。", "你不用穿西装。", 3, 3),
    # Another unit is another amount (斤 for 公斤, 月 for 年); a synonym of the unit is the same (周 for 星期).
    ("I bought two kilos of apples.", "我买了两公斤苹果。", "我买了两斤苹果。", 0, 1),
    ("I lived in Beijing for three years.", "我在北京住了三年。", "我在北京住了三个月。", 0, 1),
    ("I waited for two hours.", "我等了两个小时。", "我等了两个钟头。", 3, 3),
    # How early or late, said before the verb (很早就到了) or after it (到得很早).
    ("We arrived early.", "我们到得很早。", "我们很早就到了。", 3, 3),
    ("We arrived early.", "我们到得很早。", "我们很晚才到。", 0, 1),
    # Found by the second reader: a place and who is in it either way round (这个房间住四个人 / 四个人住这间房) is no
    # reversal; a noun phrase ending in a verbal noun (足球比赛) may be put first as the topic.
    ("This room is too small for four people.", "这个房间住四个人太小了。", "四个人住这间房太挤了。", 2, 3),
    ("He has never watched a football match.", "他从来没看过足球比赛。", "足球比赛他从来没看过。", 3, 3),
    ("The dog bit my brother.", "狗咬了我弟弟。", "我弟弟咬了狗。", 0, 0),
    # Found on blind26 (2026-11-24, fifth session). A place phrase before the verb only says where: 火车 does not act.
    ("On the train I ran into an old classmate.", "在火车上我遇到了一个老同学。", "我在火车上遇到了一个老同学。", 3, 3),
    ("On the train I ran into an old classmate.", "在火车上我遇到了一个老同学。", "在火车上一个老同学遇到了我。", 0, 1),
    ("You can't talk loudly in the library.", "在图书馆里不能大声说话。", "不能在图书馆里大声说话。", 3, 3),
    # the sides of 比 exchanged, one said more fully (以前那个经理 for 以前那个)
    ("The new manager is much stricter.", "新经理比以前那个严格得多。", "以前那个经理比新经理严格得多。", 0, 0),
    ("The new manager is much stricter.", "新经理比以前那个严格得多。", "新经理比以前的经理严格得多。", 3, 3),
    # 万一 "in case" and 十分 "very" say no number
    ("Keep the receipt in case you return it.", "请保留好收据，以便退货。", "收据请收好，万一要退货的话用得着。", 2, 3),
    # 吃过了 says 吃过饭了, unless the English names the meal
    ("I'm not hungry; I've already eaten.", "我不饿，我已经吃过饭了。", "我吃过了，不饿。", 3, 3),
    ("Have you eaten lunch?", "你吃午饭了吗？", "你吃了吗？", 1, 2),
    # a quality denied said by its opposite (很差 for 不太好), not the opposite denied (不脏 for 不干净)
    ("You don't look well.", "你脸色不太好。", "你脸色很差。", 3, 3),
    ("The room is not clean.", "房间不干净。", "房间不脏。", 0, 1),
    # and the other way round: the opposite denied (不重) for the quality (轻微); not "not very" (不太便宜 for 很贵)
    (
        "Although his symptoms are mild, he stayed in hospital.",
        "虽然症状轻微，他还是住院了。",
        "尽管症状不重，他还是住院了。",
        3,
        3,
    ),
    ("The hotel is very close to the beach.", "酒店离海边很近。", "酒店离海边不远。", 3, 3),
    ("The food here is very expensive.", "这儿的菜很贵。", "这儿的菜不太便宜。", 1, 2),
    ("This coat is not cheap.", "这件大衣不便宜。", "这件大衣不贵。", 0, 1),
    ("This coat is cheap.", "这件大衣很便宜。", "这件大衣不便宜。", 0, 1),
    # 是…的 and 都 after a time of habit only stress; another vehicle is another meaning
    ("I usually take the subway to work.", "我一般坐地铁上班。", "我平时都是坐地铁去上班的。", 3, 3),
    ("I usually take the subway to work.", "我一般坐地铁上班。", "我平时都是坐出租车去上班的。", 0, 1),
    # opposites built of opposites (上涨 / 下降), or once their light front and result are set aside (打开 / 关上)
    ("Please turn on the air conditioner.", "请把空调打开。", "请把空调关上。", 0, 0),
    ("Please turn on the air conditioner.", "请把空调打开。", "请打开空调。", 3, 3),
    ("Prices in this area have risen a lot.", "这个地区的物价上涨了很多。", "这个地区的物价下降了很多。", 0, 0),
    ("The soup is too hot.", "汤太烫了。", "汤太凉了。", 0, 0),
    ("Do you mind if I open the window?", "我开一下窗户，你介意吗？", "你介意我关窗吗？", 0, 1),
    # 正在 + a place or partner + V + 了 clashes as 在 + V + 了 does; 在 + a place + V了 is "at" and right
    ("Dad is cooking in the kitchen.", "爸爸正在厨房做饭。", "爸爸正在厨房做了饭。", 2, 2),
    ("He cooked a meal in the kitchen.", "他在厨房做了饭。", "他在厨房里做了饭。", 3, 3),
    # a free wording whose negative is a word of its own (不好找 for 很难找) may well be right; yes for no is not
    ("It's hard to find a parking space downtown.", "在市中心很难找到停车位。", "市中心停车位不好找。", 2, 3),
    ("I'm not used to spicy food.", "我不习惯吃辣的。", "辣的东西我很喜欢吃。", 0, 1),
    # 这个应用 put first in a 没有 question; 你不介意…吧 asks "do you mind" as Chinese most often does
    ("Have you used this app?", "你用过这个应用吗？", "这个应用你用过没有？", 3, 3),
    ("Have you used this app?", "你用过这个应用吗？", "这个应用你没用过。", 0, 1),
    ("Do you mind if I open the window?", "我开一下窗户，你介意吗？", "你不介意我开窗吧？", 3, 3),
    ("Do you mind if I open the window?", "我开一下窗户，你介意吗？", "你不介意我关窗吧？", 0, 1),
    # two people of one head exchanged around the verb (主任医生 / 实习医生), 指导 a verb though jieba tags it a noun
    ("The chief doctor guided the intern.", "主任医生一直在指导实习医生。", "实习医生一直在指导主任医生。", 0, 0),
    # the object put first in a question, or in the first of two clauses: no reversal, no negation moved
    ("Have you returned the library books?", "你还了图书馆的书吗？", "图书馆的书你还了吗？", 3, 3),
    ("Have you returned the library books?", "你还了图书馆的书吗？", "图书馆的杂志你还了吗？", 0, 1),
    ("I don't eat spicy food; I'm not used to it.", "我不吃辣的，吃不惯。", "辣的我不吃，吃不惯。", 3, 3),
    ("I don't eat spicy food; I'm not used to it.", "我不吃辣的，吃不惯。", "辣的我不吃，吃得惯。", 0, 1),
    # 看 不 明白, as jieba cuts it, says "cannot" as 看不懂 does: no negation added
    ("I can't understand this Chinese film.", "这部中文电影我看不懂。", "这部中文电影我看不明白。", 2, 3),
    ("I can't understand this Chinese film.", "这部中文电影我看不懂。", "这部中文电影我看明白了。", 0, 1),
    # 跟 X 比 "compared with X" has its standard before 比; 聚会上 is a place, which does not act
    ("Prices here are much higher than at home.", "这里的物价比我老家高多了。", "跟我老家比，这里的东西贵得多。", 1, 3),
    ("Almost nobody came to the party.", "几乎没有人来参加聚会。", "聚会上基本没来什么人。", 2, 3),
    ("Almost nobody came to the party.", "几乎没有人来参加聚会。", "聚会上来了很多人。", 0, 1),
    # two qualities of one Cilin class, not of one kind (认真 / 仔细): not shown wrong; of one kind, opposites stay
    (
        "The scientists observed the changes carefully.",
        "科学家仔细地观察了这些变化。",
        "科学家认真地观察了这些变化。",
        2,
        3,
    ),
    ("The air here is very humid.", "这里的空气很潮湿。", "这里的空气很干燥。", 0, 1),
    # 吧 added to what is urged only softens it; 整个 after the verb opens the object's noun phrase, as it does first
    ("Don't worry, everything will be fine.", "别担心，一切都会好的。", "放心吧，一切都会好起来的。", 2, 3),
    ("Heavy snow covered the whole city.", "大雪覆盖了整个城市。", "整个城市被大雪覆盖了。", 3, 3),
    ("Heavy snow covered the whole city.", "大雪覆盖了整个城市。", "大雪被整个城市覆盖了。", 0, 0),
    # a short free wording, its three words of content all accounted for, may well be right; another sentence not
    ("He's good at cooking Sichuan dishes.", "他很会做川菜。", "他川菜做得很好。", 2, 3),
    ("I'm not good at swimming.", "我游泳游得不好。", "我不擅长游泳。", 2, 3),
    ("I like apples.", "我喜欢苹果。", "今天天气很好。", 0, 0),
    # Found by the second reader on blind27: 为 for 给 before a person and an act ("for"); 没在家 "not at home";
    # the object put first with the verb once (车开得太快); 连…都 stressing the act; 给 "gave" is no wording
    (
        "The airline provided us with free meals.",
        "航空公司给我们提供了免费的餐食。",
        "航空公司为我们提供了免费的饭菜。",
        3,
        3,
    ),
    ("He gave me a book.", "他给我一本书。", "他为我一本书。", 1, 2),
    ("My mum is not at home.", "我妈妈不在家。", "我妈没在家。", 3, 3),
    ("He isn't reading.", "他没在看书。", "他不在看书。", 2, 2),
    ("He drives too fast.", "他开车开得太快了。", "他车开得太快了。", 3, 3),
    ("He drives too fast.", "他开车开得太快了。", "他车开得太慢了。", 0, 0),
    ("We were so tired we couldn't stand up.", "我们累得站不起来了。", "我们累得连站都站不起来了。", 3, 3),
    # a free wording that leaves out the reference's negation is yes for no, "impossible" or not in the English
    ("It's impossible to finish this in one day.", "一天之内不可能完成这件事。", "这件事一天内是完成得了的。", 0, 1),
    # a comparison from the other side: its adjective is the one whose opposite the reference says, not 小 of 小明
    # nor 新 of 新经理
    ("Xiao Ming is taller than Xiao Hong.", "小明比小红高。", "小红比小明矮。", 3, 3),
    ("The new manager is much stricter.", "新经理比以前那个严格得多。", "以前那个经理比新经理宽松得多。", 3, 3),
    ("The new manager is much stricter.", "新经理比以前那个严格得多。", "新经理比以前那个宽松得多。", 0, 0),
    # from the other side with another amount: partly right, and said so (not "the wrong way round")
    ("He is five centimetres taller than me.", "他比我高五厘米。", "我比他矮十厘米。", 1, 1),
    ("He is five centimetres taller than me.", "他比我高五厘米。", "我比他矮五厘米。", 3, 3),
    # 教练 is a person CC-CEDICT counts, though jieba tags it a verbal noun: the 被 agent exchanged is reversed
    ("The instructor was criticised by the student.", "驾驶教练被学生批评了。", "学生被驾驶教练批评了。", 0, 0),
    # a name jieba cuts into its characters (李 明, 张 华): a surname CC-CEDICT lists and one character more
    ("Li Ming helped Zhang Hua.", "李明帮助了张华。", "李明被张华帮助了。", 0, 0),
    ("Li Ming helped Zhang Hua.", "李明帮助了张华。", "张华被李明帮助了。", 3, 3),
    ("Chen Jing is taller than Li Ming.", "陈静比李明高。", "李明比陈静矮。", 3, 3),
    ("Chen Jing is taller than Li Ming.", "陈静比李明高。", "李明比陈静高。", 0, 0),
    # a measure word for a unit of amount (个 for 公斤) is another amount; 所以 for 但是 is no mere wording
    ("She bought two kilos of apples.", "她在超市买了两公斤苹果。", "她在超市买了两个苹果。", 1, 1),
    ("She bought two apples.", "她在超市买了两个苹果。", "她在超市买了两只苹果。", 2, 3),
    ("Tea is cheap but coffee is expensive.", "茶很便宜，但是咖啡很贵。", "茶很便宜，所以咖啡很贵。", 1, 2),
    ("Tea is cheap but coffee is expensive.", "茶很便宜，但是咖啡很贵。", "茶很便宜，可是咖啡很贵。", 3, 3),
    # two acts exchanged, the rest in place, is another meaning; a place or a topic moved is not
    ("After class he plays basketball.", "他下课以后常常跟同学打篮球。", "他打篮球以后常常跟同学下课。", 0, 0),
    ("At the wedding the neighbours sang.", "在婚礼上，邻居们为新人唱了歌。", "邻居们在婚礼上为新人唱了歌。", 3, 3),
    # the opposite act, in words built of opposites (放进去 for 拿出来) or holding one (进 for 走出): never a wording
    ("Take out your books.", "把你们的书拿出来。", "把你们的书放进去。", 0, 1),
    ("He walked out of the office.", "他走出了办公室。", "他进了办公室。", 0, 1),
    # 里 "li" is no 公里 "kilometre" grown shorter: another amount (a red-team finding accepted as 3)
    ("The hospital is five kilometres away.", "医院在五公里以外。", "医院在五里以外。", 1, 1),
    # 我会 as jieba glues it is cut 我 + 会, so 喜欢 is compared with 会 (a red-team finding accepted as 3)
    ("I can swim.", "我会游泳。", "我喜欢游泳。", 0, 1),
    ("I can swim.", "我会游泳。", "我会游泳了。", 2, 3),
    # 以前 "formerly" added to a sentence with no time says it is no longer so (a red-team finding accepted as 3)
    ("She is a nurse.", "她是护士。", "她以前是护士。", 1, 1),
    # another person made to do it (你让我久等了: I waited) is no wording (a red-team finding accepted as 3)
    ("Sorry to keep you waiting.", "对不起，让你久等了。", "对不起，你让我久等了。", 0, 1),
    ("Sorry to keep you waiting.", "对不起，让你久等了。", "不好意思，让你等了这么久。", 2, 3),
    # what the reference asks (多少) left out is no wording; after 不管 a question word asks nothing
    ("How many students are in your class?", "你们班有多少学生？", "你们班有学生吗？", 1, 1),
    ("How many students are in your class?", "你们班有多少学生？", "你们班一共有几个学生？", 2, 3),
]


@pytest.mark.parametrize(("english", "reference", "attempt", "low", "high"), FORMS, ids=[c[2] for c in FORMS])
def test_forms_and_opposites_scored_within(evaluator, english, reference, attempt, low, high):
    grade = evaluator.translate(english, attempt, reference, "2")
    assert low <= grade.score <= high, grade.explanation
    if high < 3:
        assert "Also correct" not in grade.explanation, grade.explanation


# Correct Chinese worded its own way in several places, which the word rules can neither follow nor fault: never
# called wrong (0-1), but a 2 that says it may well be right. Beside each, a wrong answer of its shape stays 0-1.
WORDED_APART = [
    # (english, reference, correct rewording, wrong answer of its shape)
    (
        "My flight was delayed by two hours.",
        "我的航班延误了两个小时。",
        "我坐的飞机晚点了两个小时。",
        "我坐的飞机晚点了三个小时。",
    ),
    ("My home is very close to the school.", "我家离学校很近。", "我家就在学校附近。", "我家离学校很远。"),
    ("Don't give up halfway.", "不要半途而废。", "别中途放弃。", "别中途休息。"),
    ("My mum is a very good cook.", "我妈妈做饭做得很好。", "我妈妈很会做饭。", "我妈妈很会唱歌。"),
    (
        "The cause of the accident is still under investigation.",
        "事故的原因还在调查中。",
        "事故是怎么发生的，目前还在调查。",
        "他们明天去北京旅游。",
    ),
    ("I'm hungry, let's go and eat.", "我饿了，我们去吃饭吧。", "肚子饿了，咱们吃饭去吧。", "我饿了，我们去睡觉吧。"),
    (
        "Could you speak a little more slowly? I didn't understand.",
        "你能说慢一点儿吗？我没听懂。",
        "请你说得慢一些，我刚才没听明白。",
        "请你说得快一些，我刚才听明白了。",
    ),
    ("I haven't seen him for a long time.", "我很久没见到他了。", "我跟他好久没见了。", "我跟她好久没见了。"),
    # a negation said by words of its own where the English says no "not" (都怪我 "it's my fault" for 是我不好)
    (
        "It's my fault; I'll pay for the broken glass.",
        "是我不好，打碎的杯子我来赔。",
        "都怪我，杯子是我打碎的，我赔。",
        "都怪你，杯子是你打碎的，你赔。",
    ),
]


@pytest.mark.parametrize(("english", "reference", "right", "wrong"), WORDED_APART, ids=[c[2] for c in WORDED_APART])
def test_a_wording_of_its_own_is_never_called_wrong(evaluator, english, reference, right, wrong):
    grade = evaluator.translate(english, right, reference, "3")
    assert grade.score >= 2, grade.explanation
    if grade.score == 2:
        assert "may well be right" in grade.explanation
    assert evaluator.translate(english, wrong, reference, "3").score <= 1


def test_a_negation_left_out_where_the_english_says_not_is_never_accepted_unchecked(evaluator):
    """一定要中途放弃 for 不要半途而废 ("Don't give up halfway") says yes for no: not "Also correct", whatever its
    wording; a negative said by a word of its own where the English says "not" (禁止 for 不允许) is a hedged 2 too."""
    grade = evaluator.translate("Don't give up halfway.", "一定要中途放弃。", "不要半途而废。", "3")
    assert grade.score <= 2 and "Also correct" not in grade.explanation


@pytest.mark.parametrize(
    ("english", "reference", "attempt"),
    [
        ("Xiao Ming was hit by his classmate.", "小明被同学打了。", "同学被小明打了。"),
        ("The manager was deceived by his assistant.", "经理被助理骗了。", "助理被经理骗了。"),
    ],
)
def test_the_two_sides_of_bei_exchanged_are_reversed_whatever_jieba_tags_them(evaluator, english, reference, attempt):
    """小明 and 助理 are no nouns to jieba's tagger, so the roles rules saw no reversal (it was 2, 'word order')."""
    grade = evaluator.translate(english, attempt, reference, "2")
    assert grade.score == 0 and "reversed" in grade.explanation
    assert evaluator.translate(english, reference, reference, "2").score == 3


def test_a_thing_for_a_thing_is_not_accepted_unchecked_whatever_jieba_tags_it(evaluator):
    """碗 is a measure word to jieba; Cilin files it among things. 衣服 for 碗 is another thing washed,
    not a wording: not "Also correct" (it was 3). A thing said by its synonym (中文 / 汉语) still is."""
    english, reference = "She washed the dishes after dinner.", "吃完晚饭以后她洗了碗。"
    grade = evaluator.translate(english, "吃完晚饭以后她洗了衣服。", reference, "2")
    assert grade.score <= 2 and "Also correct" not in grade.explanation
    grade = evaluator.translate(
        "The children are playing in the park.", "老人们在公园里玩。", "孩子们在公园里玩。", "2"
    )
    assert grade.score <= 2 and "Also correct" not in grade.explanation
    assert evaluator.translate("I've figured it out.", "我想通了。", "我想明白了。", "2").score == 3  # 通 is no thing


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        ("This matter has nothing to do with you.", "这件事跟你没有关系。", "这事和你无关。", "这事和你有关。"),
        ("I can't go.", "我不能去。", "我无法去。", "我能去。"),
        (
            "We waited for the bus for half an hour.",
            "我们等了半个小时公交车。",
            "我们等了三十分钟公交车。",
            "我们等了二十分钟公交车。",
        ),
        ("The film lasts an hour and a half.", "这部电影一个半小时。", "这部电影九十分钟。", "这部电影八十分钟。"),
    ],
)
def test_a_negation_in_one_word_and_a_length_of_time_in_other_units_are_the_same(
    evaluator, english, reference, right, wrong
):
    """无关 says 没有关系 and 无法 不能; 三十分钟 is 半个小时 (it was 'the number is 半').
    Another length stays wrong."""
    assert evaluator.translate(english, right, reference, "3").score == 3
    assert evaluator.translate(english, wrong, reference, "3").score <= 1


_PHOTOS = "Please don't take photos in the museum."


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        (_PHOTOS, "博物馆里请勿拍照。", "博物馆里请不要拍照。", "博物馆里请拍照。"),
        (_PHOTOS, "博物馆里请不要拍照。", "博物馆里请勿拍照。", "博物馆里可以拍照。"),
        ("No smoking, please.", "请勿吸烟。", "请别吸烟。", "请吸烟。"),
        (
            "Whether the project succeeds depends on teamwork.",
            "项目能否成功取决于团队合作。",
            "项目能不能成功取决于团队合作。",
            "项目不能成功取决于团队合作。",
        ),
        ("Do you agree or not?", "你是否同意？", "你同意不同意？", "你不同意。"),
        ("Do you agree or not?", "你同意不同意？", "你是否同意？", "你不同意。"),
    ],
)
def test_the_written_do_not_and_whether_said_with_fou_are_their_everyday_forms(
    evaluator, english, reference, right, wrong
):
    """请勿 is 请不要, a negation even inside jieba's one word 请勿吸烟 (请拍照 for 请勿拍照 was 3 and 请不要拍照 0,
    'the sentence is not negative'); 能否 and 是否同意 ask what 能不能 and 同意不同意 ask (they were 0)."""
    assert evaluator.translate(english, right, reference, "4").score == 3
    assert evaluator.translate(english, wrong, reference, "4").score <= 1


def test_a_statement_for_an_a_not_a_question_is_told_the_question_is_missing(evaluator):
    """你不喜欢咖啡 says "you don't like coffee": it was 3, '喜欢 once is enough', the 不 of 喜欢不喜欢 read as a
    negation it matched. The statement without 不 misses only the question; 他现在不在家 holds 在不在 and asks
    nothing."""
    english, reference = "Do you like coffee?", "你喜欢不喜欢咖啡？"
    assert evaluator.translate(english, "你不喜欢咖啡。", reference, "1").score == 0
    grade = evaluator.translate(english, "你喜欢咖啡。", reference, "1")
    assert grade.score == 2 and "吗" in grade.explanation and "may well be right" not in grade.explanation
    assert evaluator.translate(english, "你喜欢咖啡吗？", reference, "1").score == 3
    assert evaluator.translate("He isn't home now.", "他这会儿不在家。", "他现在不在家。", "1").score == 3


@pytest.mark.parametrize(
    ("english", "reference", "attempt", "low", "high"),
    [
        # 不太好 "not so good" is no "good": it was 2, '不太好 says “good” as 好 does'
        ("The weather is very good today.", "今天天气很好。", "今天天气不太好。", 0, 1),
        # 没有人 "nobody" for 大家 "everybody" is the other way round (it was 2, 'it may well be right')
        ("Everybody likes him.", "大家都喜欢他。", "没有人喜欢他。", 0, 1),
        # 没多久 "before long" negates nothing (it was 0, 'the sentence is not negative')
        ("The cake was eaten up in no time.", "蛋糕一会儿就被吃光了。", "蛋糕没多久就被吃光了。", 2, 3),
        ("He arrived soon after.", "他不久就到了。", "他没多久就到了。", 3, 3),
        # 不得不 "have to" is a modal of 得's kind (it was 1, 'You wrote 不得不')
        ("I have to go.", "我得走了。", "我不得不走了。", 2, 3),
        # 连…也 says 连…都 (it was 2, 'Use 都 here'); 以外 may go after 除了 (it was 2, 'Missing 以外')
        ("Even children know this.", "连孩子都知道这个。", "连孩子也知道这个。", 3, 3),
        ("Besides English, he also speaks French.", "除了英语以外，他还会说法语。", "他除了英语，还会说法语。", 3, 3),
        # 要 + verb puts off what the sentence says is done (it was 2, 'Missing 了 after 去')
        ("I went to the supermarket.", "我去了超市。", "我要去超市。", 0, 1),
        ("I'm going to the supermarket.", "我去超市。", "我要去超市。", 3, 3),
    ],
)
def test_words_that_look_negative_or_to_come_are_read_for_what_they_say(
    evaluator, english, reference, attempt, low, high
):
    assert low <= evaluator.translate(english, attempt, reference, "2").score <= high


@pytest.mark.parametrize(
    ("english", "reference", "attempt", "low", "high"),
    [
        # 小明 is a name jieba cuts 小 + 明 "bright": the 被 sentence with the roles turned was 3
        ("The teacher praised Xiao Ming.", "老师表扬了小明。", "老师被小明表扬了。", 0, 0),
        ("The teacher praised Xiao Ming.", "老师表扬了小明。", "小明被老师表扬了。", 3, 3),
        # the same words with the negation before another word deny another thing (all three were 3)
        ("He pretended not to know.", "他假装不知道。", "他不假装知道。", 0, 1),
        ("I'm not sure he will come.", "我不确定他会来。", "我确定他不会来。", 0, 1),
        ("None of them are Chinese.", "他们都不是中国人。", "他们不都是中国人。", 0, 1),
        ("I don't think he will come.", "我觉得他不会来。", "我不觉得他会来。", 3, 3),  # over a verb of thinking
        # 二百元 is 两百块 (it was 1, 'You added 二'); 两块五 is 2.5元 (it was 1)
        ("This costs two hundred yuan.", "这个两百块。", "这个二百元。", 3, 3),
        ("This costs two hundred yuan.", "这个两百块。", "这个三百元。", 0, 1),
        ("It costs 2.5 yuan.", "这个两块五。", "这个2.5元。", 3, 3),
        ("Two pieces of pork belly.", "两块五花肉。", "两块五花肉。", 3, 3),
        # 一个半小时 is an hour and a half, not half an hour (it was 3, '一 and 个 are fine here too')
        ("I waited half an hour.", "我等了半个小时。", "我等了一个半小时。", 0, 1),
        ("I waited an hour and a half.", "我等了一个半小时。", "我等了半个小时。", 0, 1),
        ("I waited an hour and a half.", "我等了一个半小时。", "我等了九十分钟。", 3, 3),
        # a statement made a question (was 2 'You added 吗', and 3 with 大夫 for 医生); a question stays one
        ("He is a doctor.", "他是医生。", "他是医生吗？", 0, 1),
        ("You are a doctor.", "你是医生。", "你是大夫吗？", 0, 1),
        ("Are you a doctor", "你是医生吗？", "你是医生吗", 3, 3),
        # whose family (他家 / 你家, one word to jieba) is no wording (was 2, 'it may well be right')
        ("How many people are there in your family?", "你家有几口人？", "他家有几口人？", 0, 1),
        # 五号楼 is building 5, not the fifth floor; 替我 "for me" is not 向我 "to me" (both were 3)
        ("I live on the fifth floor.", "我住在五楼。", "我住在五号楼。", 0, 1),
        ("He apologized to me.", "他向我道歉了。", "他替我道歉了。", 0, 2),
        ("My birthday is on May 5th.", "我的生日是五月五日。", "我的生日是五月五号。", 3, 3),
        # 打车 "take a taxi" reads as 坐 "take" + 出租车 "taxi" (was 0, 'Little of this matches')
        ("I came by taxi.", "我是坐出租车来的。", "我是打车来的。", 3, 3),
        # after 除了, 别人 "the others" is 大家 "everyone" (was 1)
        ("Everyone came except Xiao Wang.", "除了小王以外，大家都来了。", "除了小王，别人都来了。", 3, 3),
        # 只 "only" for 也 "too" is another meaning (was 2, 'Use 只 here'); 看得到 is 看得见 (was 0); 几块钱 asks
        # the price as 多少钱 does (was 1)
        ("He only drinks tea.", "他只喝茶。", "他也喝茶。", 0, 1),
        ("Can you see it?", "你看得见吗？", "你看得到吗？", 3, 3),
        ("How much is this?", "这个多少钱？", "这个几块钱？", 3, 3),
        # 才 "not until" / 就 "as early as", 又 "again" / 也 "too": other meanings (were 2, 'Use 才 here')
        ("He didn't get up until ten.", "他十点才起床。", "他十点就起床了。", 0, 1),
        ("He came again yesterday.", "他昨天又来了。", "他昨天也来了。", 0, 1),
        ("Besides English, he also speaks French.", "除了英语，他还会说法语。", "除了英语，他也会说法语。", 3, 3),
        # "only" left out (was 2); 只有…才 said as what must be is not
        ("Only I went.", "只有我去了。", "我也去了。", 0, 1),
        ("Did you understand?", "你听懂了吗？", "你听明白了没有？", 3, 3),  # 了没有 asks (was 0)
        ("This dish is a bit salty.", "这个菜有点儿咸。", "这个菜一点儿咸。", 2, 2),  # was 3
        # 没去 for 没去过 "never been" is a slip the rules name (was 3); 什么事 is 什么 (was 1, 'You added 事')
        ("I have never been to Japan.", "我没去过日本。", "我没去日本。", 2, 2),
        (
            "Whatever happens, I will support you.",
            "无论发生什么，我都会支持你。",
            "不管发生什么事，我都会支持你。",
            3,
            3,
        ),
        # another link between the clauses, or cause and effect turned round (were 2)
        (
            "Although the salary is low, he likes this job.",
            "虽然工资不高，但是他很喜欢这份工作。",
            "因为工资不高，所以他很喜欢这份工作。",
            0,
            1,
        ),
        (
            "Because he was ill, he didn't go to work.",
            "因为他生病了，所以没去上班。",
            "因为他没去上班，所以生病了。",
            0,
            1,
        ),
        (
            "Because he was ill, he didn't go to work.",
            "因为他生病了，所以没去上班。",
            "由于他生病了，因此没去上班。",
            3,
            3,
        ),
        # "much" for "a little" (was 3), 之一 "one of" left out (was 2), 大很多 is 大得多 (was 2)
        ("He is much older than his wife.", "他比他妻子大得多。", "他比他妻子大一点儿。", 0, 1),
        ("He is much older than his wife.", "他比他妻子大得多。", "他比他妻子大很多。", 3, 3),
        ("She is one of the best doctors here.", "她是这里最好的医生之一。", "她是这里最好的医生。", 0, 1),
        # the written 将 "will" may go (was 1); 要 says what 会 says (was 1)
        ("The train will arrive in Shanghai at 3 p.m.", "火车将于下午三点抵达上海。", "火车下午三点到上海。", 3, 3),
        ("Even if it is expensive, I will buy it.", "即使很贵，我也会买。", "就算很贵，我也要买。", 3, 3),
        # 得 between a verb and how it went is right, whatever the reference's 的 beside it (was 'the character is
        # 的'); before a noun it stays the slip
        ("This is the book I bought yesterday.", "这是我昨天买的书。", "这是我昨天买得书。", 2, 2),
        # from answers to shipped sentences: who is who said from the other end (was 0, 'reversed'); 信封里 "in the
        # envelope" is not 信封上 (was 3); 他们俩 (was 1, 'You added 两个人'); 跟昨天比，今天更冷 (was 1, 'You wrote
        # 昨天…'); 我的 for "your" (was 2); 第两次 (was 0) and 第三次 (was 0, 'Little of this matches')
        ("He is the leader of our department.", "他是我们部门的领导。", "我们部门的领导就是他。", 3, 3),
        ("He is my teacher.", "他是我的老师。", "我是他的老师。", 0, 1),
        ("There is a stamp on the envelope.", "信封上有一张邮票。", "信封里有一张邮票。", 1, 2),
        ("They broke up.", "他们分手了。", "他们俩分手了。", 3, 3),
        ("Today is even colder than yesterday.", "今天比昨天更冷。", "和昨天比起来，今天还冷。", 3, 3),
        ("Today is even colder than yesterday.", "今天比昨天更冷。", "跟今天比，昨天更冷。", 0, 1),
        ("Your clothes are on inside out.", "衣服穿反了。", "我的衣服穿反了。", 0, 1),
        ("This is the second time.", "这是第二次。", "这是第两次。", 2, 2),
        ("This is the second time.", "这是第二次。", "这是第三次。", 1, 1),
        ("The pants are torn and need mending.", "裤子破了，要补一补。", "裤子破了，需要补一下。", 3, 3),  # was 1
        # 正在 … 了 with the partner between them (和 is "with" here, not "and"): the aspect clash (was 3)
        (
            "The company is negotiating with its partners.",
            "公司正在和合作伙伴进行谈判。",
            "公司正在和合作伙伴进行了谈判。",
            2,
            2,
        ),
        # the subject of 是我错了 left out of the next clause (was 1, 'Missing 我'); another person is not
        ("It was my fault; I apologize.", "是我错了，我向你道歉。", "是我错了，向你道歉。", 3, 3),
        ("It was my fault; I apologize.", "是我错了，我向你道歉。", "是我错了，他向你道歉。", 0, 1),
        # 又…又 "both … and" says A 也 B: not the 又 "again" of 又来了 (it went to 1 with that rule)
        ("I am hungry and thirsty.", "我饿了，也渴了。", "我又饿又渴。", 3, 3),
    ],
)
def test_names_negations_and_amounts_are_read_whole(evaluator, english, reference, attempt, low, high):
    assert low <= evaluator.translate(english, attempt, reference, "2").score <= high


def test_de_between_a_verb_and_how_it_went_is_never_called_a_homophone(evaluator):
    """我说得没错 for 我是对的: 得 is right where it stands (it was '「得」 sounds right, but the character is 的')."""
    grade = evaluator.translate("He admitted that I was right.", "他承认，我说得没错。", "他承认我是对的。", "2")
    assert grade.score >= 2 and "the character is" not in grade.explanation


def test_to_for_go_before_a_place_is_never_called_the_opposite(evaluator):
    """到 for 去 (走路到学校) may be a wrong word, never another meaning: it was 0, 'turned round'."""
    grade = evaluator.translate(
        "It takes half an hour to walk to school.", "走路到学校要半个小时。", "走路去学校要半个小时。", "3"
    )
    assert grade.score >= 1


def test_a_reversal_names_each_side_as_the_sentence_says_it(evaluator):
    """The roles are compared without 的; the learner reads them as written (我的蛋糕, not 我蛋糕)."""
    grade = evaluator.translate(
        "My cake was eaten by my little brother.", "弟弟被我的蛋糕吃了。", "我的蛋糕被弟弟吃了。", "2"
    )
    assert (
        grade.score == 0
        and "我的蛋糕 is on the receiving end" in grade.explanation
        and "我蛋糕" not in grade.explanation
    )


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        (
            "She said she would call me back later.",
            "她说她过一会儿给我回电话。",
            "她说过一会儿给我回电话。",
            "她说过一会儿给你回电话。",
        ),
        (
            "Mum said she would be back late tonight.",
            "妈妈说她今天晚上会晚点儿回来。",
            "妈妈说今天晚上会晚点儿回来。",
            "妈妈说今天晚上会早点儿回来。",
        ),
        (
            "Thank you for your e-mail; I will reply to you tomorrow.",
            "谢谢你的邮件，我明天回复你。",
            "谢谢你的邮件，明天回复你。",
            "谢谢你的邮件，昨天回复你。",
        ),
    ],
)
def test_a_subject_the_sentence_makes_plain_may_be_left_out(evaluator, english, reference, right, wrong):
    """The one who says is the one said of (她说(她)…), and I reply in a later clause before a time: left out, each
    is understood (they were 1, 'Missing 她'). 他说(我)明天来 would be someone else, and stays missing."""
    assert evaluator.translate(english, right, reference, "3").score == 3
    assert evaluator.translate(english, wrong, reference, "3").score <= 1
    assert (
        evaluator.translate("He said I should come tomorrow.", "他说明天应该来。", "他说我明天应该来。", "3").score <= 1
    )


def test_no_need_to_is_told_from_cannot_and_dont(evaluator):
    """你不用来 is 不用 + 来 (jieba cut 不 + 用来, and 不必来 was 0 'little matches'); 不必 / 没必要 say it too; 不能
    "cannot" says another thing (it was 2, 'the negation here is 不用'), and 不要来 "don't come" is no mere wording
    (it was 3, 'Also correct')."""
    english, reference = "You don't have to come.", "你不用来。"
    assert evaluator.translate(english, "你不必来。", reference, "1").score == 3
    assert evaluator.translate("There's no need to buy a new one.", "没必要买新的。", "不用买新的。", "1").score == 3
    assert evaluator.translate(english, "你不能来。", reference, "1").score <= 1
    grade = evaluator.translate(english, "你不要来。", reference, "1")
    assert grade.score <= 2 and "Also correct" not in grade.explanation


def test_lai_before_an_amount_of_food_or_drink_orders_it(evaluator):
    """我想来一杯茶: 来 before 一杯 orders the tea as 喝 does (it was 0, 'little of this matches'). Another drink
    stays wrong."""
    english, reference = "I want to drink a cup of tea.", "我想喝一杯茶。"
    assert evaluator.translate(english, "我想来一杯茶。", reference, "1").score == 3
    assert evaluator.translate(english, "我想来一杯咖啡。", reference, "1").score <= 1


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        ("After work I go to the store.", "下班以后我去商店。", "下了班我就去商店。", "下了班我就去银行。"),
        (
            "He goes to the movies with friends.",
            "他跟朋友一起去看电影。",
            "他和朋友们一块儿去看电影。",
            "他和家人一块儿去看电影。",
        ),
    ],
)
def test_after_said_with_le_and_together_said_with_yikuair(evaluator, english, reference, right, wrong):
    """下了班我就去: 下了班 says "after" and 就 follows the time (it was 2, 'You added 了… You added 就'); 一块儿去
    is "together", not 一 and the measure word 块 (it was 2, 'Use 一起 here, not 块')."""
    assert evaluator.translate(english, right, reference, "1").score == 3
    assert evaluator.translate(english, wrong, reference, "1").score <= 1


_STAY_IN = "I'd rather stay at home than go out in this weather."
_WALK = "I would rather walk than take such a crowded bus."


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        # 与其 A，不如 B for 宁可 B，也不 A: was 1, 'You wrote 不如 (not equal to), but the sentence says 宁可'
        (
            _STAY_IN,
            "这种天气，我宁可待在家里，也不愿意出去。",
            "这样的天气，与其出去，我还不如待在家里。",
            "这样的天气，与其待在家里，我还不如出去。",
        ),
        # was 0, 'The sentence is negative: 不 is missing before 坐'
        (
            _WALK,
            "我宁可走路，也不坐那么挤的公交车。",
            "与其坐那么挤的公交车，我不如走路。",
            "与其走路，我不如坐那么挤的公交车。",
        ),
        # 宁可 B，也不 A for 与其 A，不如 B, and the other way round
        (
            _WALK,
            "与其坐那么挤的公交车，我不如走路。",
            "我宁可走路，也不坐那么挤的公交车。",
            "我宁可坐那么挤的公交车，也不走路。",
        ),
        # "let's": 别 A 了，B 吧 and 还是 B 吧，别 A 了 (both were 0)
        (
            "Instead of taking a taxi, let's walk.",
            "我们别打车了，走路去吧。",
            "与其打车，不如走路去吧。",
            "与其走路去，不如打车吧。",
        ),
        (
            "Instead of taking a taxi, we might as well take the subway.",
            "与其打车，不如坐地铁。",
            "我们还是坐地铁吧，别打车了。",
            "我们还是打车吧，别坐地铁了。",
        ),
        (
            "Instead of buying a new bike, he decided to fix his old one.",
            "他决定不买新自行车，而是修一修旧的。",
            "他决定与其买新自行车，不如修一修旧的。",
            "他决定不修旧的，而是买一辆新自行车。",
        ),
        # 比起 A，更愿意 B (was 2, 'too different from ours')
        (
            "I'd rather walk than take the bus.",
            "我宁可走路，也不想坐公共汽车。",
            "比起坐公交车，我更愿意走路。",
            "比起走路，我更愿意坐公交车。",
        ),
    ],
)
def test_one_choice_over_another_is_taken_in_each_of_its_forms(evaluator, english, reference, right, wrong):
    """宁可 B 也不 A, 与其 A 不如 B, 不 A 而是 B, 别 A 了 B 吧, 比起 A 更愿意 B choose B over A alike. Read as
    they stand, the 也不 of one had no partner in the other, and eleven correct answers of the blind sets were
    scored 0 or 1. What is chosen and what is not, changed round, is wrong in any form (不修旧的，而是买 was 3)."""
    assert evaluator.translate(english, right, reference, "5").score == 3
    assert evaluator.translate(english, wrong, reference, "5").score <= 1


_ANYONE = "Don't tell anyone about this."


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        # 任何 after the verb and 什么都 / 谁也 before the negation: one "not … any" (was 1, 'Missing 什么都')
        ("You don't need to bring anything.", "你什么都不用带。", "你不用带任何东西。", "你什么都要带。"),
        ("You don't need to bring anything.", "你不用带任何东西。", "你什么都不用带。", "你要带任何东西。"),
        ("I didn't buy anything.", "我什么也没买。", "我没买任何东西。", "我什么都买了。"),
        # 别说 "don't say" (jieba's word is "let alone", so the negation was missing) and 你 before a request (was 0)
        (_ANYONE, "这件事别告诉任何人。", "这事儿你谁也别说。", "这件事你告诉别人吧。"),
        ("Don't worry.", "别担心。", "你别担心。", "你担心。"),
    ],
)
def test_not_any_is_said_before_or_after_the_verb_and_a_request_may_name_you(
    evaluator, english, reference, right, wrong
):
    assert evaluator.translate(english, right, reference, "3").score == 3
    assert evaluator.translate(english, wrong, reference, "3").score <= 1


_UNLESS = "Unless it rains, we will go hiking tomorrow."


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        # "unless X" is "if not X": 只要不 / 要是不 … 就 (was 1, 'You added 要不 (otherwise)')
        (_UNLESS, "除非下雨，否则我们明天去爬山。", "明天只要不下雨，我们就去爬山。", "明天只要下雨，我们就去爬山。"),
        ("I'll go unless it rains.", "除非下雨，否则我会去。", "只要不下雨，我就去。", "如果下雨，我就去。"),
        (
            "Unless you apologize, she won't forgive you.",
            "除非你道歉，否则她不会原谅你。",
            "你要是不道歉，她就不会原谅你。",
            "你要是道歉，她就不会原谅你。",
        ),
        # 就 after a condition says what follows, where the reference has none or says 会
        (
            "If it rains, I will stay home.",
            "如果下雨，我会待在家里。",
            "如果下雨，我就待在家里。",
            "如果下雨，我就不待在家里。",
        ),
    ],
)
def test_unless_is_if_not_and_then_follows_a_condition(evaluator, english, reference, right, wrong):
    """ "If" for "unless" turns the condition round (只要下雨 for 除非下雨 was 3, 'as far as we can check')."""
    assert evaluator.translate(english, right, reference, "4").score == 3
    assert evaluator.translate(english, wrong, reference, "4").score <= 1


_FIND = "I can't find my wallet."
_TALLER = "He is taller than his father now."


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        # each was 1: 'Missing 我没想到', 'Missing 我找不到', 'You added 个子 (height)', 'Missing 是否', '没 is missing'
        (
            "I didn't expect the exam to be so easy.",
            "我没想到考试这么容易。",
            "考试这么简单，真出乎我的意料。",
            "考试这么难，真出乎我的意料。",
        ),
        ("I can't find my keys.", "我找不到我的钥匙了。", "我的钥匙不见了。", "我的钱包不见了。"),
        (_FIND, "我找不到我的钱包。", "我的钱包找不着了。", "我的手机找不着了。"),
        (_TALLER, "他现在比他爸爸还高。", "他现在个子已经超过他爸爸了。", "他现在个子已经超过他妈妈了。"),
        (
            "Whether you agree or not, I'm going.",
            "不管你同意不同意，我都要去。",
            "你同意也好，不同意也好，我反正要去。",
            "你同意也好，不同意也好，我反正不去。",
        ),
        ("My phone's battery is dead.", "我的手机没电了。", "我手机的电用完了。", "我电脑的电用完了。"),
    ],
)
def test_set_phrases_are_taken_for_the_references_words(evaluator, english, reference, right, wrong):
    """出乎意料 for 没想到, 不见了 for 找不到, 个子超过 for 比…高, 也好…也好 for 不管, 电用完了 for 没电了: each a
    teacher takes; another person or thing in them stays wrong."""
    assert evaluator.translate(english, right, reference, "4").score == 3
    assert evaluator.translate(english, wrong, reference, "4").score <= 1


_ILL = "He didn't come because he was ill."


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        (
            "It's my first time coming to Chengdu.",
            "这是我第一次来成都。",
            "这是我头一回来成都。",
            "这是我头一回来上海。",
        ),
        (
            "Excuse me, how do I get to the library?",
            "请问，图书馆怎么走？",
            "打扰一下，图书馆怎么走？",
            "打扰一下，银行怎么走？",
        ),
        ("I haven't seen you for ages!", "我们好久不见了！", "我们很长时间没见面了！", "我们昨天见面了！"),
        ("He apologized to me.", "他向我道歉了。", "他跟我说了对不起。", "我跟他说了对不起。"),
        ("Whether you go or not is up to you.", "去不去由你决定。", "去不去由你自己决定。", "去不去由我决定。"),
        # 所以 marks the effect where the reference marks the cause; the effect made the cause is 0 (it was 3)
        (
            "Chen Jing apologised to her colleague for being late.",
            "陈静因为迟到向同事道歉了。",
            "陈静迟到了，所以跟同事说了对不起。",
            "陈静跟同事道歉了，所以迟到了。",
        ),
        (_ILL, "他因为生病没来。", "他因为生病没来。", "他没来，所以生病了。"),
    ],
)
def test_more_set_phrases_and_a_cause_marked_from_the_other_end(evaluator, english, reference, right, wrong):
    """头一回 for 第一次, 打扰一下 for 请问, 很久没见面了 for 好久不见, 说了对不起 for 道歉, 你自己 for 你,
    所以 for 因为."""
    assert evaluator.translate(english, right, reference, "3").score == 3
    assert evaluator.translate(english, wrong, reference, "3").score <= 1


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        # 想不通 holds its 不 inside the word (was 0, 'The sentence is negative: 不 is missing before 明白')
        (
            "The issue is too complicated; I just can't figure it out.",
            "这个问题太复杂了，我怎么也想不明白。",
            "这个问题太复杂了，我怎么也想不通。",
            "这个问题太复杂了，我怎么也想明白了。",
        ),
        # "your" is 你的 (was 1, 'You added 你')
        ("Don't forget to bring your passport.", "别忘了带护照。", "记得带上你的护照。", "别忘了带上他的护照。"),
        # 一共 "in all" before a number (was 1)
        ("How many people are there in your family?", "你家有几口人？", "你家一共有几口人？", "你家一共有五口人。"),
        # "only if" said "not … then not" (was 1), and 一年不如一年 for 一年比一年差 (was 1)
        (
            "Only by admitting our mistakes can we truly make progress.",
            "只有承认错误，才能真正进步。",
            "不承认错误的话，就不可能真正进步。",
            "承认错误的话，就不可能真正进步。",
        ),
        (
            "Traffic in this city gets worse every year.",
            "这座城市的交通一年比一年差。",
            "这座城市的交通一年不如一年。",
            "这座城市的交通一年比一年好。",
        ),
        # 跟昨天比 with no 更 (was 1), and 今天天气 needs no 的
        (
            "The weather is much better today than yesterday.",
            "今天的天气比昨天好多了。",
            "跟昨天比，今天天气好多了。",
            "跟今天比，昨天天气好多了。",
        ),
    ],
)
def test_forms_a_fresh_blind_set_found_refused(evaluator, english, reference, right, wrong):
    """Correct answers of blind31 that were scored 0 or 1, each beside a wrong answer of its shape (承认错误的话，就不
    可能进步, "admitting them, we cannot progress", was 3; it is hedged at 2, not accepted)."""
    assert evaluator.translate(english, right, reference, "4").score == 3
    grade = evaluator.translate(english, wrong, reference, "4")
    assert grade.score <= 1 or (grade.score == 2 and "Also correct" not in grade.explanation)


def test_a_reversal_around_a_verb_jieba_tags_a_noun_and_le_splitting_a_verb(evaluator):
    """很信任 'trust very much': jieba tags 信任 a noun, and the two sides exchanged were 2, 'Word order'. 了 between
    坐 and 在 was 3, '了 is fine here too'."""
    english = "The investors trust this young entrepreneur very much."
    reversed_ = evaluator.translate(english, "这位年轻的企业家很信任投资者。", "投资者很信任这位年轻的企业家。", "5")
    assert reversed_.score == 0 and "reversed" in reversed_.explanation
    split = evaluator.translate("He is sitting on the chair.", "他坐了在椅子上。", "他坐在椅子上。", "1")
    assert split.score == 2 and "坐在" in split.explanation
    assert evaluator.translate("He is sitting on the chair.", "他坐在椅子上了。", "他坐在椅子上。", "1").score >= 2


def test_a_thing_counted_for_another_is_not_accepted_unchecked(evaluator):
    """个孩子 for 口人: the measure words differ too, and 'children' for 'people' was 3, 'as far as we can check'."""
    grade = evaluator.translate("How many people are there in your family?", "你家有几个孩子？", "你家有几口人？", "2")
    assert grade.score <= 2 and "Also correct" not in grade.explanation


def test_what_the_second_reader_found_on_blind31(evaluator):
    """搬上楼 is 搬到楼上 (was 2, 'Missing 到'); 已经 … 了 says how long, so 了 after the verb may go (was 2, 'Missing
    了 after 等'). The other floor and another length stay wrong."""
    english, reference = "Could you help me carry this box upstairs?", "你能帮我把这个箱子搬到楼上吗？"
    assert evaluator.translate(english, "可以帮我把这个箱子搬上楼吗？", reference, "3").score == 3
    assert evaluator.translate(english, "可以帮我把这个箱子搬下楼吗？", reference, "3").score <= 1
    english, reference = "I've been waiting for you for half an hour.", "我等了你半个小时了。"
    assert evaluator.translate(english, "我已经等你三十分钟了。", reference, "3").score == 3
    assert evaluator.translate(english, "我已经等你一个小时了。", reference, "3").score <= 1
    # not where the 了 closes another clause: 他已经走，你来晚了 still misses the 了 of 走了
    assert (
        evaluator.translate(
            "He has already left; you came too late.", "他已经走，你来晚了。", "他已经走了，你来晚了。", "2"
        ).score
        == 2
    )


def test_the_way_an_act_goes_and_forget_said_with_ji(evaluator):
    """过去 after a verb says which way (走过去), but 拿过去 for 拿过来 goes the other way (it must stay 0-1); 不要忘记
    says 别忘了 (its 了 is no 了 left out)."""
    assert evaluator.translate("Bring it here.", "把它拿过去。", "把它拿过来。", "2").score <= 1
    grade = evaluator.translate("Don't forget to bring your passport.", "不要忘记带你的护照。", "别忘了带护照。", "2")
    assert grade.score == 3


@pytest.mark.parametrize(
    ("english", "reference", "attempt", "low", "high"),
    [
        # wrong answers a red team found accepted (each was 3)
        ("Don't tell anyone about this.", "这件事你别告诉任何人。", "这件事你别告诉他。", 0, 1),
        ("He doesn't want to see anyone today.", "他今天谁也不想见。", "今天谁也不想见他。", 0, 0),
        ("Someone has already eaten my cake.", "我的蛋糕已经被人吃了。", "我的蛋糕已经被他吃了。", 0, 1),
        # correct answers it refused
        ("I haven't been anywhere this summer.", "今年夏天我哪儿也没去。", "今年夏天我没去任何地方。", 3, 3),
        ("We haven't seen each other for a long time.", "我们很久没见面了。", "我们好久不见了。", 3, 3),
        (
            "Only if we leave now can we catch the train.",
            "只有现在出发，我们才能赶上火车。",
            "除非现在出发，否则我们赶不上火车。",
            3,
            3,
        ),
        (
            "Only if you tell me the truth can I help you.",
            "只有你告诉我实话，我才能帮你。",
            "除非你告诉我实话，否则我没办法帮你。",
            3,
            3,
        ),
        # was 0, 'Who does what is reversed'
        (
            "Xiao Wang doesn't drive as carefully as Xiao Li.",
            "小王开车没有小李开得小心。",
            "小李开车开得比小王小心。",
            3,
            3,
        ),
        (
            "Xiao Wang doesn't drive as carefully as Xiao Li.",
            "小王开车没有小李开得小心。",
            "小李开车没有小王开得小心。",
            0,
            1,
        ),
    ],
)
def test_what_a_red_team_on_the_new_constructions_found(evaluator, english, reference, attempt, low, high):
    assert low <= evaluator.translate(english, attempt, reference, "4").score <= high


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        # answers to shipped sentences (redteam6), each was 1
        ("She is capable and generous.", "她既能干又大方。", "她很能干，也很大方。", "她很能干，也很小气。"),
        ("Next year is the new year.", "明年是新年。", "明年是新的一年。", "今年是新的一年。"),
        ("I am in the second year of high school.", "我在读高中二年级。", "我在读高二。", "我在读高三。"),
        ("This road is five kilometers long.", "这条路长五公里。", "这条路长五千米。", "这条路长五百米。"),
        (
            "He is much more mature than before.",
            "他比以前成熟多了。",
            "他现在比过去成熟得多。",
            "他现在比过去幼稚得多。",
        ),
        # the thing compared goes with the side that comes first (was 2, 'Word order: 的物价 goes elsewhere')
        (
            "Prices here are much higher than in my hometown.",
            "这里的物价比我老家高多了。",
            "我老家的物价比这里低多了。",
            "我老家的物价比这里高多了。",
        ),
    ],
)
def test_answers_to_shipped_sentences_said_otherwise(evaluator, english, reference, right, wrong):
    """既…又 said 很…也很 (an opposite in it was 3, 'as far as we can check'), 新的一年, 高二, 千米, 得多 for 多了."""
    assert evaluator.translate(english, right, reference, "3").score == 3
    assert evaluator.translate(english, wrong, reference, "3").score <= 1


@pytest.mark.parametrize(
    ("english", "reference", "right", "wrong"),
    [
        # "not until" (was 0, 'You added 不, but the sentence is not negative'), "closed" (was 0), "in a week" (was 1)
        (
            "The shop doesn't open until nine.",
            "这家商店九点才开门。",
            "这家商店九点以前不开门。",
            "这家商店十点以前不开门。",
        ),
        ("The shop is closed today.", "这家商店今天不开门。", "这家店今天休息。", "这家店明天休息。"),
        (
            "The dentist told me to come back in a week.",
            "牙医让我一个星期以后再来。",
            "牙医叫我过一个星期再来。",
            "牙医叫我过一个月再来。",
        ),
        (
            "He finally realized his mistake.",
            "他终于意识到了自己的错误。",
            "他终于认识到了自己的错误。",
            "他终于承认了自己的错误。",
        ),
    ],
)
def test_not_until_closed_and_in_a_week_said_otherwise(evaluator, english, reference, right, wrong):
    assert evaluator.translate(english, right, reference, "3").score == 3
    assert evaluator.translate(english, wrong, reference, "3").score <= 1


@pytest.mark.parametrize(
    ("english", "reference", "attempt", "low", "high"),
    [
        # cause and effect each in a clause: turned round is 0 (因为航班推迟了，所以有大雾 was 2;
        # 人们买得少了，所以物价上涨了 was 0 and must stay so), put in another order is right (was 1)
        (
            "Because of the heavy fog, the flight was delayed.",
            "因为大雾，航班推迟了。",
            "因为航班推迟了，所以有大雾。",
            0,
            0,
        ),
        (
            "Prices rose, so people bought less.",
            "物价上涨了，所以人们买得少了。",
            "人们买得少了，所以物价上涨了。",
            0,
            1,
        ),
        (
            "He was late because he missed the bus.",
            "他迟到了，因为他没赶上公共汽车。",
            "因为没赶上公交车，所以他迟到了。",
            3,
            3,
        ),
        # borrowing is not lending (was 2); the other one lending says the same
        ("I borrowed a book from him.", "我跟他借了一本书。", "我借给他一本书。", 0, 0),
        ("I borrowed a book from him.", "我跟他借了一本书。", "我向他借了一本书。", 3, 3),
        # 只要 "as long as" for 只有 "only if" (was 2), with the link's own gloss
        (
            "Only if you have a visa can you enter the country.",
            "只有办了签证，才能入境。",
            "只要办了签证，就能入境。",
            1,
            1,
        ),
        (
            "Only if you have a visa can you enter the country.",
            "只有办了签证，才能入境。",
            "只有办了签证，才可以入境。",
            3,
            3,
        ),
    ],
)
def test_cause_and_effect_lending_and_only_if(evaluator, english, reference, attempt, low, high):
    grade = evaluator.translate(english, attempt, reference, "4")
    assert low <= grade.score <= high, grade.explanation
    assert "talent" not in grade.explanation and "only have" not in grade.explanation


@pytest.mark.parametrize(
    ("english", "reference", "attempt", "low", "high"),
    [
        # 了 after a habit with a partner between (经常跟爷爷打了乒乓球, 经常向…捐了款 were 3)
        ("I often played table tennis with my grandpa.", "我经常跟爷爷打乒乓球。", "我经常跟爷爷打了乒乓球。", 2, 2),
        ("He often donates money to charity.", "他经常向慈善机构捐款。", "他经常向慈善机构捐了款。", 2, 2),
        # only if, said 如果不…就不会 with a long subject between (was 1)
        (
            "Only if you practice every day will your Chinese improve.",
            "只有每天练习，你的汉语水平才能提高。",
            "如果不每天练习，你的汉语水平就不会提高。",
            3,
            3,
        ),
        ("This matter has nothing to do with you.", "这件事跟你无关。", "这事儿跟你没关系。", 3, 3),  # was 0
        # 搞不懂 holds its 不 (was 0, 'the negation is missing'); 只有小王还没报名 (was 0, 'Missing 大家')
        (
            "This problem is too complicated; I can't figure it out.",
            "这个问题太复杂了，我想不明白。",
            "这个问题太复杂了，我搞不懂。",
            2,
            3,
        ),
        ("Apart from Xiao Wang, everyone has signed up.", "除了小王以外，大家都报名了。", "只有小王还没报名。", 3, 3),
        ("Apart from Xiao Wang, everyone has signed up.", "除了小王以外，大家都报名了。", "只有小王报名了。", 0, 1),
    ],
)
def test_what_a_second_fresh_blind_set_found(evaluator, english, reference, attempt, low, high):
    grade = evaluator.translate(english, attempt, reference, "4")
    assert low <= grade.score <= high, grade.explanation


@pytest.mark.parametrize(
    ("english", "reference", "attempt", "low", "high"),
    [
        # what is needed and what it allows changed round (was 2, 'Word order'), and said as it is (3)
        (
            "Only after finishing homework can you watch TV.",
            "只有写完作业，你才能看电视。",
            "只有看完电视，你才能写作业。",
            0,
            0,
        ),
        (
            "Only after finishing homework can you watch TV.",
            "只有写完作业，你才能看电视。",
            "只有写完作业，你才可以看电视。",
            3,
            3,
        ),
        # 不会及格 for 及格不了; a suggestion's subject where the reference puts it
        (
            "You won't pass unless you study hard.",
            "除非你努力学习，否则考试及格不了。",
            "如果你不努力学习，考试就不会及格。",
            3,
            3,
        ),
        (
            "Let's stop watching TV and go for a walk.",
            "别看电视了，我们出去散散步吧。",
            "我们还是出去散散步吧，别看电视了。",
            3,
            3,
        ),
    ],
)
def test_only_if_turned_round_and_cannot_said_otherwise(evaluator, english, reference, attempt, low, high):
    grade = evaluator.translate(english, attempt, reference, "4")
    assert low <= grade.score <= high, grade.explanation


def test_notes_say_something(evaluator):
    """The same characters cut otherwise get no "「你家」 means the same as 你家"; 过去 after a verb is a way, not
    "the past"."""
    grade = evaluator.translate(
        "How many people are there in your family?", "你家里一共有几个人？", "你家有几口人？", "1"
    )
    assert grade.score == 3 and "「你家」 means the same as 你家" not in grade.explanation
    grade = evaluator.translate("Our teacher is very strict.", "我们老师很严。", "我们老师很严格。", "1")
    assert "「很严」 means the same as 很严." not in grade.explanation
    grade = evaluator.translate("Bring it here.", "把它拿过去。", "把它拿过来。", "1")
    assert grade.score <= 1 and "past" not in grade.explanation and "over there" in grade.explanation
