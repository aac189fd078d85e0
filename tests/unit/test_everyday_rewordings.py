"""Right wordings the grader refused and wrong ones it accepted, found on 2026-12-03 (eighth session) in shipped
HSK 1 sentences, blind49, blind50's second reader, blind51 and red team 13. Right: everyday forms (出毛病 for 坏,
半夜十二点, 走得很快, 太…了, 是 unsaid before a time, 就要…了, 十字路口, "N are many", 到 for 去, 那位, 麻烦你,
对身体不好, 天气原因, "never before" for "the first time", 没几个人, 钱花光了, 祝你早日康复, 再难也, 把…给我,
过高, 位 for 名), doers not misread (a time or place before the subject, clauses swapped, 越听我越), no word cut
across a comma. Wrong: 抽烟 for 戒烟, 有工作 for 失业, 旅游 for 出差, 并未 dropped, the two sides of 高于 / 少于
exchanged, clauses swapped round a "not"."""

import pytest

RIGHT = [
    ("My computer is broken.", "我的电脑坏了。", "我的电脑出毛病了。"),
    ("It is midnight now.", "现在是零点。", "现在是半夜十二点。"),
    ("He walks fast, I am slow.", "他走路很快，我很慢。", "他走得很快，我走得很慢。"),
    ("He walks fast, I am slow.", "他走路很快，我很慢。", "他走得很快，我很慢。"),
    ("He runs fast.", "他跑得很快。", "他跑步很快。"),
    ("This is really fun.", "这个真的很好玩儿。", "这个太好玩了。"),
    ("Today is Monday.", "今天是星期一。", "今天星期一。"),
    ("Today is my birthday.", "今天是我的生日。", "我今天生日。"),
    ("The train is almost at the station.", "火车快到站了。", "火车马上就要到站了。"),
    ("His house is big.", "他的房子很大。", "他家的房子很大。"),
    ("Everyone else came, only he didn't.", "别人都来了，就他没来。", "别人都来了，只有他没来。"),
    ("It is nine ten now.", "现在是九点十分。", "现在九点十分了。"),
    ("What is today's date?", "今天的日期是几号？", "今天几号？"),
    ("There are many people and cars at the intersection.", "路口有很多人和车。", "十字路口人很多，车也很多。"),
    ("The last page has many characters.", "最后一页有很多字。", "最后一页上的字很多。"),
    ("There are many students in the classroom.", "教室里有很多学生。", "教室里学生很多。"),
    (
        "Yesterday I ran into an old friend on the subway.",
        "我昨天在地铁上遇到了一个老朋友。",
        "昨天在地铁上我遇到了一个老朋友。",
    ),
    (
        "During the Spring Festival, almost every family puts up couplets on their doors.",
        "春节期间，几乎家家户户都会在门上贴春联。",
        "几乎家家户户春节期间都会在门上贴春联。",
    ),
    ("I'm going to the shop to buy clothes.", "我去商店买衣服。", "我到商店买衣服。"),
    ("Who is that person?", "那个人是谁？", "那位是谁？"),
    ("Please remind me to bring the keys.", "请提醒我带钥匙。", "麻烦你提醒我带钥匙。"),
    ("She is interested in Chinese history.", "她对中国历史很感兴趣。", "中国历史让她很感兴趣。"),
    ("He has been waiting for you for a whole afternoon.", "他等了你整整一个下午。", "他等你等了整整一下午。"),
    ("We have a meeting every Monday morning.", "我们每个星期一上午开会。", "每个星期一上午我们都开会。"),
    (
        "The experiment failed, but the scientists did not lose heart.",
        "实验失败了，但是科学家们并没有灰心。",
        "试验失败了，不过科学家们并没有气馁。",
    ),
    (
        "Last week archaeologists discovered an ancient tomb in a small village in the south.",
        "上周，考古学家在南方的一个小村庄发现了一座古墓。",
        "考古学家上周在南方一个小村庄里发现了一座古墓。",
    ),
    ("The concert has been postponed until next week.", "音乐会推迟到下个星期了。", "音乐会改到下周举行了。"),
    (
        "I have already read the contract you sent me.",
        "我已经仔细看过你发给我的合同了。",
        "你发给我的合同我已经仔细看过了。",
    ),
    ("Eating too much sugar is bad for your teeth.", "吃太多糖对牙齿不好。", "吃太多糖对牙齿有害。"),
    ("Smoking is harmful to health.", "吸烟对健康有害。", "抽烟对身体不好。"),
    ("The meeting was postponed due to bad weather.", "由于天气恶劣，会议被推迟了。", "因为天气不好，会议延期了。"),
    ("Due to bad weather, the flight was delayed.", "由于天气不好，航班延误了。", "航班因为天气原因延误了。"),
    ("This is my first time coming to Beijing.", "这是我第一次来北京。", "我以前从来没来过北京。"),
    ("This is the first time I've been abroad.", "这是我第一次出国。", "我以前从来没出过国，这是头一回。"),
    ("It's no use crying now.", "现在哭也没用了。", "现在哭有什么用呢？"),
    ("We have been waiting for a long time.", "我们等了很长时间了。", "我们已经等了好久了。"),
    ("She is the same age as me.", "她跟我一样大。", "她和我同岁。"),
    ("You're so kind.", "你真好。", "你太好了。"),
    ("I'm going to the library to borrow books.", "我去图书馆借书。", "我到图书馆借书。"),
    ("There are very few people at the party.", "聚会上人很少。", "聚会上没几个人。"),
    ("He is out of money.", "他没钱了。", "他的钱花光了。"),
    ("The bus is coming soon.", "公共汽车快来了。", "公交车马上就来了。"),
    ("She gets up very early.", "她起床起得很早。", "她起得很早。"),
    ("Because of the heavy snow, the school closed.", "因为下大雪，学校停课了。", "学校因为大雪停课了。"),
    ("Would you like tea or coffee?", "你想喝茶还是咖啡？", "你喝茶还是喝咖啡？"),
    ("This box is too heavy, I can't move it.", "这个箱子太重了，我搬不动。", "这个箱子太重了，我搬不起来。"),
    ("The more I listen to this song, the more I like it.", "这首歌我越听越喜欢。", "这首歌越听我越喜欢。"),
    ("I hope you get well soon.", "希望你快点儿好起来。", "祝你早日康复。"),
    (
        "Unemployment has become a serious social problem.",
        "失业已经成为一个严重的社会问题。",
        "失业已经成了一个严峻的社会问题。",
    ),
    ("No matter how hard it is, I will keep going.", "不管多难，我都会坚持下去。", "再难我也要坚持下去。"),
    ("Please give me the newspaper.", "请给我报纸。", "请把报纸给我。"),
    ("Housing prices are too high, so many people rent.", "房价太高，很多人租房。", "房价过高，很多人租房。"),
    ("They surveyed more than two thousand residents.", "他们调查了两千多名居民。", "他们调查了两千多位居民。"),
    (
        "Without saying a word, he quietly left the meeting room.",
        "他一句话也没说，悄悄地离开了会议室。",
        "他悄悄地离开了会议室，一句话也没说。",
    ),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_right_wording_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "1")
    assert grade.score == 3, grade.explanation
    assert "()" not in grade.explanation, grade.explanation  # a construction named, never an empty one
    assert "了 may open" not in grade.explanation, grade.explanation  # the topic named without the closing 了


WRONG = [
    # (english, reference, attempt, highest score, words the note names)
    ("My grandfather gave up smoking ten years ago.", "我爷爷十年前就戒烟了。", "我爷爷十年前就抽烟了。", 1, "戒烟"),
    (
        "The spokesman did not rule out the possibility of further price rises.",
        "发言人并未排除进一步涨价的可能性。",
        "发言人排除了进一步涨价的可能性。",
        0,
        "并未",
    ),
    ("It is midnight now.", "现在是零点。", "现在是中午十二点。", 1, "中午"),
    ("He walks fast, I am slow.", "他走路很快，我很慢。", "他走得很快，我走得很快。", 0, "慢"),
    ("There are many students in the classroom.", "教室里有很多学生。", "教室里学生很少。", 1, "少"),
    ("Smoking is harmful to health.", "吸烟对健康有害。", "抽烟对身体很好。", 1, ""),
    ("This is my first time coming to Beijing.", "这是我第一次来北京。", "我以前来过北京。", 1, ""),
    ("He lost his job.", "他失业了。", "他有工作了。", 1, ""),
    (
        "I'm going to Shanghai on a business trip next week.",
        "我下个星期要去上海出差。",
        "我下个星期要去上海旅游。",
        1,
        "",
    ),
    ("I have an exam tomorrow.", "我明天有考试。", "我明天有试验。", 1, ""),
    (
        "This year's rainfall is far lower than last year's.",
        "今年的降雨量远远少于去年。",
        "去年的降雨量远远少于今年。",
        0,
        "少于",
    ),
    (
        "Urban residents' incomes are still significantly higher than those of rural residents.",
        "城镇居民的收入仍然明显高于农村居民。",
        "农村居民的收入仍然明显高于城镇居民。",
        0,
        "高于",
    ),
    ("My father quit smoking last year.", "我爸爸去年戒烟了。", "我爸爸去年抽烟了。", 2, "戒烟"),
    (
        "These shoes are very big, so they are comfortable.",
        "这双鞋很大，所以很舒服。",
        "这双鞋太大了，所以很舒服。",
        2,
        "",
    ),
    ("There are very few people at the party.", "聚会上人很少。", "聚会上没几本书。", 1, ""),
    ("This is my first time coming to Beijing.", "这是我第一次来北京。", "我以前从来没去过上海。", 1, ""),
    (
        "Due to bad weather, the flight was delayed.",
        "由于天气不好，航班延误了。",
        "因为天气很好，航班准时到了。",
        1,
        "",
    ),
    (
        "I came by bus, not by subway.",
        "我是坐公共汽车来的，不是坐地铁来的。",
        "我是坐地铁来的，不是坐公共汽车来的。",
        0,
        "",
    ),
]


@pytest.mark.parametrize(("english", "reference", "attempt", "highest", "named"), WRONG)
def test_a_wrong_wording_stays_wrong(evaluator, english, reference, attempt, highest, named):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= highest, grade.explanation
    assert named in grade.explanation, grade.explanation


def test_no_word_is_cut_across_a_comma(evaluator):
    """症状不重，大夫 is 不重 and 大夫: never 重大 "great", a word the learner did not write."""
    grade = evaluator.translate(
        "Although his symptoms are mild, the doctor still advised him to stay in hospital for observation.",
        "尽管症状不重，大夫仍然建议他住院观察。",
        "虽然症状轻微，医生还是建议他住院观察。",
        "5",
    )
    assert "重大" not in grade.explanation, grade.explanation


def test_nonsense_is_told_plainly(evaluator):
    """An answer with nothing of the sentence in it, not even one character, is not "perhaps a rewording"."""
    for english, reference in (
        ("The two of them got married last year.", "他们两个人去年结婚了。"),
        ("The area of this room is not large.", "这个房间的面积不大。"),
    ):
        grade = evaluator.translate(english, "完全不对的句子", reference, "3")
        assert (grade.score, grade.explanation.split(".")[0]) == (0, "This does not translate the sentence")


def test_de_after_a_two_character_quality_is_a_slip(evaluator):
    """高兴地聊 "chatted happily": without 地 the quality does not say how they chatted (blind50's second reader)."""
    grade = evaluator.translate(
        "The old friends, who had not met for years, chatted happily late into the night.",
        "多年没见的老朋友们高兴聊到了深夜。",
        "多年没见的老朋友们高兴地聊到了深夜。",
        "5",
    )
    assert grade.score == 2 and "Missing 地 after 高兴" in grade.explanation, grade.explanation
