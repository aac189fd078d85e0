"""Set ways of saying it, and the two sides of a comparison or a request (2026-12-03, twelfth session).

- 下定决心 said 决心 alone, 要 after a verb of meaning to (决定(要)去), 更别提 for 更不用说 "let alone", 进行 / 举行
  会谈 "hold talks", 那位先生 / 那个男人 for 那个人 "that man", 我的中文不太好 for 我汉语说得不太好, "all night"
  however said (一晚上, 整夜, 整个晚上, 一宿, 通宵), 睡不着 "could not sleep" for 没睡着, 一言不发, 老是 "always".
- Who asks whom (助理让经理 for 经理让助理, 助理 a person Cilin files though jieba tags it a verbal noun), the
  two sides of 比 after a clause both share (在自然资源方面，…), and the sides of 远不如 stay caught.
The same shapes with the meaning turned stay wrong."""

import pytest

RIGHT = [
    ("He is determined to quit smoking.", "他下定决心要戒烟。", "他决心戒烟。"),
    ("He decided to go to Beijing.", "他决定要去北京。", "他决定去北京。"),
    ("He didn't say anything, let alone apologize.", "他什么都没说，更不用说道歉了。", "他什么都没说，更别提道歉了。"),
    (
        "The leaders of the two countries held talks on regional security.",
        "两国领导人就地区安全问题举行了会谈。",
        "两国领导人就地区安全问题进行了会谈。",
    ),
    ("Who is that man?", "那个人是谁？", "那位先生是谁？"),
    ("Who is that man?", "那个人是谁？", "那个男人是谁？"),
    ("I can't speak Chinese very well.", "我汉语说得不太好。", "我的中文不太好。"),
    ("He speaks English fluently.", "他英语说得很流利。", "他的英文很流利。"),
    ("She couldn't sleep all night.", "她一整夜都没睡着。", "她一晚上都没睡着。"),
    ("She couldn't sleep all night.", "她一整夜都没睡着。", "她整晚都没睡着。"),
    ("He was so excited that he couldn't sleep all night.", "他激动得一晚上都没睡着。", "他太激动了，整夜都睡不着。"),
    ("He is always late.", "他总是迟到。", "他老是迟到。"),
    ("I haven't seen you for a long time!", "我很久没见到你了！", "好久不见了！"),
    ("I haven't seen you for ages!", "我们好久不见了！", "我们很长时间没见面了！"),
    ("It is too late; let's take a taxi home.", "太晚了，我们打车回家吧。", "时间不早了，咱们坐出租车回去吧。"),
    ("His explanation is not convincing.", "他的解释没有说服力。", "他的解释不能让人信服。"),
    ("She won first prize.", "她得了第一名。", "她拿了冠军。"),
    (
        "I haven't seen you for ages, how have you been?",
        "好久不见，你最近怎么样？",
        "好长时间没见到你了，最近过得好吗？",
    ),
    ("How much does it cost to take a taxi to the airport?", "打车去机场要多少钱？", "坐出租车到机场得花多少钱？"),
    ("It isn't worth buying such an expensive phone.", "买这么贵的手机不值得。", "这么贵的手机，不值得买。"),
    ("He took a taxi to the hospital.", "他坐出租车去了医院。", "他打的去了医院。"),
    ("You're welcome.", "不用谢。", "不客气。"),
    ("I can speak a little Chinese.", "我会说一点儿汉语。", "我会一点儿中文。"),
    ("She won first prize.", "她得了第一名。", "她拿了第一。"),
    ("She didn't say a word the whole evening.", "她整个晚上一句话也没说。", "她一晚上一句话都没说。"),
    ("She was so excited that she couldn't sleep all night.", "她激动得一整夜都没睡着。", "她兴奋得一晚上没睡着觉。"),
    (
        "The manager is in a meeting right now; please wait a moment.",
        "经理现在正在开会，请您等一下。",
        "经理在开会呢，请稍等。",
    ),
    ("My neighbour's dog barked all night.", "邻居家的狗叫了一整晚。", "隔壁那条狗整夜都在叫。"),
    ("It's raining outside.", "外面下雨了。", "外边在下雨。"),
    (
        "It takes twenty minutes to walk from my home to the company.",
        "从我家走到公司要二十分钟。",
        "我从家里走路去公司需要二十分钟。",
    ),
    ("What are you doing?", "你在做什么？", "你在干嘛呢？"),
    ("I take the subway to school every day.", "我每天坐地铁去学校。", "我每天坐地铁到学校。"),
    ("He won a scholarship.", "他得了奖学金。", "他拿到了奖学金。"),
    ("They will hold a wedding next month.", "他们下个月举行婚礼。", "他们下个月办婚礼。"),
    ("The shop is closed today.", "这家商店今天关门。", "这家店今天不营业。"),
    ("He rarely eats breakfast.", "他很少吃早饭。", "他不怎么吃早饭。"),
    ("He will be back soon.", "他很快就回来。", "他过不了多久就回来。"),
    (
        "It takes twenty minutes to get from my home to school.",
        "从我家到学校要二十分钟。",
        "从我家去学校得花二十分钟。",
    ),
    ("I can't recall his name.", "我想不起来他的名字。", "我记不起他的名字了。"),
    ("I have learned to drive.", "我学会开车了。", "我已经会开车了。"),
    ("I don't feel well today.", "我今天身体不太好。", "我今天不太舒服。"),
    ("The company is on the verge of bankruptcy.", "这家公司濒临破产。", "这家公司快要破产了。"),
    ("I'm confident that I can pass this exam.", "我有信心通过这次考试。", "我有把握通过这次考试。"),
    ("Please wait a moment, I'll be right there.", "请等一下，我马上就来。", "稍等，我这就过来。"),
    (
        "To my surprise, the shy boy won first prize.",
        "让我没想到的是，那个害羞的男孩得了第一名。",
        "没想到那个害羞的男孩得了第一名。",
    ),
]

NOT_WRONG = [
    ("See you tomorrow.", "明天见。", "我们明天再见。"),
    ("I am taller than him.", "我比他高。", "他比我矮。"),
    ("Did you hear clearly what the teacher said?", "老师说的话你听清楚了吗？", "你听清老师说的话了吗？"),
    (
        "He didn't say a word the whole evening, which made everyone uneasy.",
        "他一整晚一句话也没说，让大家都很不安。",
        "整个晚上他一言不发，弄得大家心里都很不安。",
    ),
    (
        "No wonder he's so tired; he worked all night.",
        "难怪他这么累，原来他工作了一整夜。",
        "他干了一个通宵，怪不得这么累。",
    ),
]

WRONG = [
    ("The manager asked his assistant to prepare the materials.", "经理让助理准备资料。", "助理让经理准备资料。"),
    (
        "In terms of natural resources, this region is far richer than the surrounding areas.",
        "在自然资源方面，这个地区比周边地区丰富得多。",
        "在自然资源方面，周边地区比这个地区丰富得多。",
    ),
    (
        "Rural areas are far less developed economically than coastal cities.",
        "农村地区的经济远不如沿海城市发达。",
        "沿海城市的经济远不如农村地区发达。",
    ),
    ("He is determined to quit smoking.", "他下定决心要戒烟。", "他决心不戒烟。"),
    ("I'm reading a book.", "我在看书。", "我在买书。"),
    ("Who is that man?", "那个人是谁？", "那个女人是谁？"),
    ("He speaks English fluently.", "他英语说得很流利。", "他的英文不流利。"),
    ("She slept well all night.", "她一晚上都睡着了。", "她一晚上都睡不着。"),
    ("She couldn't sleep all night.", "她一整夜都没睡着。", "她一整天都没睡着。"),
    (
        "Developing countries are demanding more financial support from developed countries.",
        "发展中国家要求发达国家提供更多的资金支持。",
        "发达国家要求发展中国家提供更多的资金支持。",
    ),
    ("She won first prize.", "她得了第一名。", "她拿了第二名。"),
    ("It isn't worth buying such an expensive phone.", "买这么贵的手机不值得。", "这么贵的手机，值得买。"),
    ("His explanation is convincing.", "他的解释很有说服力。", "他的解释不能让人信服。"),
    ("He took a taxi to the hospital.", "他坐出租车去了医院。", "他坐公交车去了医院。"),
    ("The woman in the red hat is my teacher.", "戴红帽子的那个人是我的老师。", "戴红帽子的那位先生是我的老师。"),
    ("What do you think of this book?", "你觉得这本书怎么样？", "你觉得这本书过得好吗？"),
    ("It's too late to apologize now.", "现在道歉太晚了。", "现在道歉时间不早了。"),
    ("The shop is open today.", "这家商店今天开门。", "这家店今天不营业。"),
    ("He will be back soon.", "他很快就回来。", "他过了很久才回来。"),
    ("He went from Beijing to Shanghai.", "他从北京去了上海。", "他从上海到了北京。"),
    ("In summer it is hot, in winter it is cold.", "夏天很热，冬天很冷。", "夏天很冷，冬天很热。"),
    ("I borrowed a book from him.", "我从他那儿借了一本书。", "他从我这儿借了一本书。"),
    ("He closed the door.", "他关门了。", "他不营业了。"),
    ("He runs fast.", "他跑得很快。", "他跑得过不了多久。"),
    ("I want two cups of coffee.", "我要两杯咖啡。", "我得花两杯咖啡。"),
    (
        "The doctor told him to eat less meat and more vegetables.",
        "医生让他少吃肉，多吃蔬菜。",
        "医生叫他多吃肉，少吃蔬菜。",
    ),
    ("I can remember his name.", "我想得起来他的名字。", "我记不起他的名字了。"),
    ("I am not confident of passing this exam.", "我没有信心通过这次考试。", "我有把握通过这次考试。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_set_way_of_saying_it_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 3, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), NOT_WRONG)
def test_a_free_wording_with_a_set_phrase_is_not_called_wrong(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score >= 2, grade.explanation
    assert "goes before the verb" not in grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), WRONG)
def test_the_meaning_turned_stays_wrong(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 1, grade.explanation


def test_a_request_turned_round_says_whose_act_it_is(evaluator):
    grade = evaluator.translate(
        "The manager asked his assistant to prepare the materials.", "助理让经理准备资料。", "经理让助理准备资料。", "4"
    )
    assert grade.score == 0
    assert "reversed" in grade.explanation, grade.explanation


@pytest.mark.parametrize(
    ("english", "reference", "attempt"),
    [
        ("Let me try.", "让我试试。", "弄得我试试。"),
        ("This book is very interesting.", "这本书很有意思。", "这本书很意思。"),
        ("I am very interested in music.", "我对音乐很感兴趣。", "我对音乐很兴趣。"),
    ],
)
def test_a_slip_in_a_set_phrase_is_not_accepted(evaluator, english, reference, attempt):
    """弄得 is no 让 "let"; 很 goes before the verb of 有意思 and 感兴趣, not their noun."""
    grade = evaluator.translate(english, attempt, reference, "2")
    assert grade.score == 2, grade.explanation


@pytest.mark.parametrize(
    ("english", "reference", "attempt", "right"),
    [
        ("I don't know either.", "我也不知道。", "我不也知道。", "也不"),
        ("I have never been there.", "我从来没去过那儿。", "我没从来去过那儿。", "从来没"),
    ],
)
def test_a_negation_put_before_its_adverb_is_a_slip(evaluator, english, reference, attempt, right):
    """不也, 没从来: the adverb belongs before the negation; the meaning is not turned round."""
    grade = evaluator.translate(english, attempt, reference, "2")
    assert grade.score == 2, grade.explanation
    assert right in grade.explanation


def test_not_all_and_none_stay_apart(evaluator):
    """不都 "not all" and 都不 "none" are two meanings, not a slip of order."""
    grade = evaluator.translate("We are not all students.", "我们都不是学生。", "我们不都是学生。", "2")
    assert grade.score <= 1, grade.explanation


def test_an_act_going_on_is_not_an_act_done(evaluator):
    """他在吃饭 "he is eating" for 他吃了饭 "he has eaten": the time of the act is not the same (了 parts 吃饭)."""
    grade = evaluator.translate("He has eaten.", "他在吃饭。", "他吃了饭。", "1")
    assert grade.score <= 2, grade.explanation
    assert "going on" in grade.explanation, grade.explanation
