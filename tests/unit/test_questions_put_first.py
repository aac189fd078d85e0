"""Issue 12, fifth session: a question that is the object of 知道 or 决定 put first as the topic, a scene-setting
phrase after the subject, asides said with 地说, A不A for "whether", optional 了 before 以后 and before how long,
a dropped 它, 把 for a plain sentence; and the reversals and false notes these forms hid (people
who trade their acts, 在 of a question read as a result parted from its verb)."""

import pytest

from chinese_app.evaluation.translation_rules import grade

# (English, reference, attempt): right answers, each scored 0-2 before.
RIGHT = [
    # the asked thing first within the question (was 0, 'The negation is in another place ... 决定成')
    (
        "We haven't decided where to hold the birthday party yet.",
        "我们还没决定在哪儿办生日聚会。",
        "我们还没决定生日聚会在哪儿办。",
    ),
    # the question whole before the clause that asks it (was 0, 'Who does what is reversed'), and as it stands
    (
        "We haven't decided where to hold the birthday party yet.",
        "我们还没决定在哪儿办生日聚会。",
        "生日聚会在哪儿办，我们还没决定。",
    ),
    (
        "We haven't decided where to hold the birthday party yet.",
        "我们还没决定在哪儿办生日聚会。",
        "在哪儿办生日聚会，我们还没决定。",
    ),
    # a place described by an act (在回家的路上) after the subject (was 0, 'in the sentence 回家 is the one who acts')
    (
        "On the way home, I met my former teacher.",
        "在回家的路上，我遇到了以前的老师。",
        "我在回家的路上遇到了以前的老师。",
    ),
    # an aside with 地说 after the subject (was 2, 'Word order')
    ("Frankly speaking, this plan is not feasible.", "坦白地说，这个计划不可行。", "这个计划，坦白地说，不可行。"),
    # A不A asks "whether" and denies nothing (was 0, 'You added 不, but the sentence is not negative')
    (
        "Whether we succeed or not depends on our own efforts.",
        "我们能否成功取决于我们自己的努力。",
        "成功与否要看我们自己努不努力。",
    ),
    # 了 before 以后, and after the verb before how long with 了 at the end, may go (was 2, 'Missing 了 after')
    ("After the meeting ended, everyone left.", "会议结束了以后，大家都走了。", "会议结束以后，大家都走了。"),
    ("I have been working at this company for three years.", "我在这家公司工作了三年了。", "我在这家公司工作三年了。"),
    # 它 the thing named before (was 1, 'Missing 它 (it)')
    (
        "I've read your proposal, and I think it is very feasible.",
        "我看了你的方案，我觉得它很可行。",
        "我看了你的方案，觉得很可行。",
    ),
    # 又…又 and 既…又 for 不仅…而且 of two qualities (was 2, 'Use 不仅 (not just) here, not 又')
    (
        "This restaurant's food is not only cheap but also delicious.",
        "这家餐厅的菜不仅便宜，而且好吃。",
        "这家饭馆的菜又便宜又好吃。",
    ),
    ("She is not only smart but also hardworking.", "她不但聪明，而且很努力。", "她既聪明又努力。"),
    # 太…了 "so" for 很 "very" (was 2, 'Missing 很 (very)', 'You added 了')
    ("It is very cold today.", "今天很冷。", "今天太冷了。"),
    # 我们家 for 我家 "my family" (was 2, 'You added 我们 (we)')
    ("There are five people in my family.", "我家有五口人。", "我们家一共有五个人。"),
    # the asked question put first where the roles read off the words would be reversed (was 0)
    ("I'm not clear about why she left.", "我不清楚她为什么离开了。", "她为什么离开了，我不清楚。"),
    # A没A for 是否 (was 1, 'You wrote 有, but the sentence says 是否'); 我们家 for 我家 before 住
    ("I want to know whether he is free tomorrow.", "我想知道他明天是否有空。", "我想知道他明天有没有空。"),
    ("My family lives in Shanghai.", "我家住在上海。", "我们家住在上海。"),
    # a scene set with 在…下 or 在…上 after the subject (was 0, 'Who does what is reversed'; was 2, 'Word order')
    (
        "Under the new manager's leadership, the team's efficiency has greatly improved.",
        "在新经理的领导下，团队的效率大大提高了。",
        "团队的效率在新经理的领导下大大提高了。",
    ),
    (
        "We discussed this problem in detail at yesterday's meeting.",
        "在昨天的会议上，我们详细讨论了这个问题。",
        "我们在昨天的会议上详细地讨论了这个问题。",
    ),
    # "unless … not" said "if not … not" (was 0, 'You added 不, where the sentence does not negate')
    (
        "Unless you apologize to her, she won't forgive you.",
        "除非你向她道歉，否则她不会原谅你。",
        "你要是不跟她道歉，她是不会原谅你的。",
    ),
    # 自己 for the pronoun of the one the sentence is about (was 1, 'You added 自己 (oneself)')
    ("He wrote a novel about his childhood.", "他写了一部关于他童年的小说。", "他写了一本关于自己童年的小说。"),
    # the speaker left out before a time word (was 2, 'Missing 我 (I)')
    (
        "I lost my wallet yesterday, and I still haven't found it.",
        "我昨天把钱包丢了，到现在我还没找到它。",
        "昨天把钱包丢了，到现在还没找到。",
    ),
    # 十分 "very" as jieba keeps it with the verb (十分注意; was 1, 'You added 十 (10)')
    ("He pays great attention to protecting his privacy.", "他非常注意保护自己的隐私。", "他十分注意保护个人隐私。"),
    # a measure word CC-CEDICT lists for the noun at the end of a long phrase (was 2, 'The measure word for 农村 is 部')
    (
        "She has published a novel about rural life.",
        "她出版了一部关于农村生活的小说。",
        "她出版了一本关于农村生活的小说。",
    ),
    # a verb and its bound object parted by 了 (道了歉 for 道歉了, 报了名; was 2, 'You added 道了')
    ("He apologized to me, so I forgave him.", "他向我道歉了，所以我原谅了他。", "他跟我道了歉，于是我原谅了他。"),
    ("I've already signed up.", "我已经报名了。", "我已经报了名。"),
    # 忘记…了 for 忘了, and 一天比一天 without the closing 了 of 越来越…了 (was 2, 'You added 了', 'Missing 了')
    ("I forgot to bring my passport.", "我忘了带护照。", "我忘记带护照了。"),
    ("The environment here is getting better and better.", "这里的环境越来越好了。", "这里的环境一天比一天好。"),
    # 口 counts a family's people as 个 does (was 2, 'The measure word for 人 is 个')
    ("There are three people in my family.", "我家有三个人。", "我们家有三口人。"),
    # 刚…就 for 一…就, 到 for 回到, 把 for the plain sentence (was 2 with 把 read, 'Missing 一…就', 'You added 到')
    ("As soon as he got home, he turned on the TV.", "他一回到家就打开了电视。", "他刚到家就把电视打开了。"),
    # 把 for the plain sentence, the owner left out (was 2, '「把」 is not needed here')
    ("He has already sold his old car.", "他已经卖掉了他的旧车。", "他已经把旧车卖掉了。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT, ids=[c[2] for c in RIGHT])
def test_a_form_said_otherwise_is_right(english, reference, attempt):
    score, explanation = grade(english, attempt, reference)
    assert score == 3, explanation


# (English, reference, attempt, highest score, what the note must say): wrong answers.
WRONG = [
    # the same people in the same order, each doing the other's act (was 3, 'built another way')
    ("I don't know where he lives.", "我不知道他住在哪儿。", "我住在哪儿，他不知道。", 1, "我不知道他住在哪儿"),
    # 在 parted from its verb by an object of one character (was 3, 'built another way (without 把)')
    ("He put the book on the table.", "他把书放在桌子上。", "他放书在桌子上。", 2, "(放在)"),
    # a 不 that is no A不A still negates
    ("It depends on whether you work hard.", "这取决于你是否努力。", "这要看你不努力。", 1, "不"),
    # 把 of the plain sentence's object, the roles turned: not "another accepted form"
    ("He has already sold his old car.", "他已经卖掉了他的旧车。", "旧车已经把他卖掉了。", 2, ""),
    # a scene set by an act, the doer and the one met exchanged
    (
        "On the way home, I met my former teacher.",
        "在回家的路上，我遇到了以前的老师。",
        "在回家的路上，以前的老师遇到了我。",
        0,
        "Who does what",
    ),
    # the opposite quality said with 又…又 is still the opposite
    (
        "This restaurant's food is not only cheap but also delicious.",
        "这家餐厅的菜不仅便宜，而且好吃。",
        "这家餐厅的菜又便宜又难吃。",
        1,
        "难吃",
    ),
    ("It is very cold today.", "今天很冷。", "今天太热了。", 0, "热"),
    # A不A for a statement that says no (was 3, '「喜」 is in the English too')
    ("He doesn't like coffee.", "他不喜欢咖啡。", "他喜不喜欢咖啡。", 1, "喜不喜欢 asks whether"),
    # 把 with a verb that does nothing to the thing (was 3, 'built another way (with 把)')
    ("I like this song.", "我喜欢这首歌。", "我把这首歌喜欢。", 1, "喜欢 does not"),
    ("He knows the answer.", "他知道答案。", "他把答案知道了。", 1, "知道 does not"),
    # 它 after 把 cannot go unsaid (was 3, 'the subject is understood')
    (
        "I found your key and put it on the table.",
        "我找到了你的钥匙，把它放在桌子上了。",
        "我找到了你的钥匙，把放在桌子上了。",
        2,
        "",
    ),
    # a verb said twice, each time with the two the other way round (was 3)
    (
        "Not only the students but also the teachers like him.",
        "不仅学生喜欢他，而且老师也喜欢他。",
        "他又喜欢学生又喜欢老师。",
        0,
        "Who does what",
    ),
    # 了 between an amount and the thing counted (was 3, 'built another way (another word order)')
    ("I bought a new computer last week.", "我上个星期买了一台新电脑。", "我上个星期买一台了新电脑。", 2, "了"),
    # "if" for "unless", and 自己 for someone else than the one the sentence is about
    (
        "Unless you apologize to her, she won't forgive you.",
        "除非你向她道歉，否则她不会原谅你。",
        "如果你向她道歉，她就不会原谅你。",
        1,
        "除非",
    ),
    ("She told me about my plan.", "她跟我说了我的计划。", "她跟我说了自己的计划。", 1, "自己"),
    # an opposite whose gloss names the reference's word (简单 "simple; not complicated"; was 3, 'means the same')
    (
        "The new regulations have made the procedures more complicated.",
        "新规定使手续变得更加复杂了。",
        "新规定使手续变得更加简单了。",
        1,
        "复杂",
    ),
    # 不能买起 is no Chinese (was 3, 'another accepted form of ours')
    (
        "The price is so high that ordinary people can't afford it.",
        "价格太高，普通人买不起。",
        "价格太高，普通人不能买起。",
        1,
        "",
    ),
    # 了 between the verb and its result, and 了 closing the clause after 很多 (was 3)
    ("I've already finished reading that book.", "那本书我已经看完了。", "那本书我已经看了完。", 2, "完了"),
    ("I bought a lot of fruit.", "我买了很多水果。", "我买很多水果了。", 2, "了 goes right after the verb"),
    # the measure word's note names the noun counted, not the word that describes it (was 'for 精彩')
    ("She read an interesting book.", "她看了一本有意思的书。", "她看了一张有意思的书。", 2, "for 书 is 本"),
    # one complement of direction for another: a slip named as such, not 起来 glossed "stand up" (was 1)
    ("She finally calmed down.", "她终于冷静下来了。", "她终于冷静起来了。", 2, "冷静下来"),
    # opposite ways stay an error
    ("She took a photo out of her bag.", "她从包里拿出来一张照片。", "她从包里拿进去一张照片。", 1, "出来"),
    # 面试官 read as one noun (jieba cuts 面试 + 官), so the two people exchanged are seen (was 2, 'Word order')
    (
        "The interviewer asked the candidate about his work experience.",
        "面试官问了应聘者的工作经验。",
        "应聘者问了面试官的工作经验。",
        0,
        "Who does what",
    ),
]


@pytest.mark.parametrize(("english", "reference", "attempt", "most", "said"), WRONG, ids=[c[2] for c in WRONG])
def test_a_wrong_answer_stays_wrong(english, reference, attempt, most, said):
    score, explanation = grade(english, attempt, reference)
    assert score <= most and said in explanation, explanation


def test_a_whole_sentence_that_keeps_a_thing_of_ours_is_not_called_another_sentence():
    """毫无疑问，安全是最重要的 keeps 安全 "safety": too freely worded to follow, perhaps, but "This does not translate
    the sentence" would be false; an attempt that keeps nothing of ours is told plainly that it is another sentence."""
    english = "It goes without saying that safety comes first."
    _, explanation = grade(english, "毫无疑问，安全是最重要的。", "不言而喻，安全第一。")
    assert "does not translate" not in explanation, explanation
    _, explanation = grade("Thank you.", "我喜欢吃苹果。", "谢谢你。")
    assert "does not translate" in explanation, explanation


@pytest.mark.parametrize(
    ("english", "reference", "attempt"),
    [
        ("He spends most of his salary on books.", "他把大部分工资都花在买书上了。", "他工资的一大半都用来买书了。"),
        (
            "He hesitated for a long time before signing the contract.",
            "他犹豫了很久才在合同上签了字。",
            "在合同上签字之前，他犹豫了好半天。",
        ),
    ],
)
def test_most_and_a_long_while_are_no_amounts(english, reference, attempt):
    """一大半 "most" and 好半天 "a long while" say no number a free wording would change: too freely worded to
    follow, such an answer is told it may well be right (2), not that little of it matches (0)."""
    score, explanation = grade(english, attempt, reference)
    assert score >= 2, explanation


def test_half_a_day_is_still_an_amount():
    """半天 alone may be half a day: a free wording that says it where ours says a whole day is not let through."""
    score, _ = grade("I worked all day yesterday.", "昨天我工作了一整天。", "我昨天干了半天的活儿。")
    assert score <= 2


def test_a_place_on_the_other_side_of_the_verb_is_no_reversal():
    """家里 before 坐 in one clause and 你 after it in the next: a place, which may stand before its verb, and a
    subject of another clause, not two who changed roles (was 0, 'Who does what is reversed'). Too freely worded to
    check, the answer is told it may well be right."""
    english = "You should exercise more instead of sitting at home all day."
    score, explanation = grade(english, "别老在家里坐着，你得多去运动运动。", "你应该多锻炼，不要整天坐在家里。")
    assert score >= 2 and "reversed" not in explanation, explanation
