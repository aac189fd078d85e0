"""Grammatical forms a teacher takes for one another (issue 12, third session): each said in the form the
reference uses before the words are compared, so a right answer is right and the learner's own words, where they
are wrong, are still named."""

import pytest

from chinese_app.evaluation.translation_rules import grade

# (English, reference, attempt): right answers, each scored 2 or less before with a note that called it wrong.
RIGHT = [
    # 于 + a date after the verb, as written Chinese puts it (was 2, 'a time like 1998年 goes before the verb')
    ("I was born in 1998.", "我是一九九八年出生的。", "我出生于1998年。"),
    ("The company was founded in 2010.", "这家公司是二〇一〇年成立的。", "这家公司成立于2010年。"),
    # 能 + verb + result for the potential complement (was 'Missing 得 after 听')
    ("Can you hear me clearly?", "你听得清楚我说话吗？", "你能听清楚我说话吗？"),
    ("Can you carry this box upstairs?", "这个箱子你搬得上去吗？", "这个箱子你能搬上去吗？"),
    ("I can't carry it up.", "这个箱子我搬不上去。", "这个箱子我不能搬上去。"),
    # 不能 + verb for verb + 不了 (was 'Missing 不能 … You added 不了, where the sentence does not negate')
    ("I can't attend the meeting.", "我不能参加会议了。", "我参加不了会议了。"),
    # 时 for 的时候 (was 'Missing 的 between 开车 and 时候')
    ("He is careful when he drives.", "他开车的时候很小心。", "他开车时很小心。"),
    ("He is careful when he drives.", "他开车时很小心。", "他开车的时候很小心。"),
    # 有没有 + act, 过没有 for 吗 (was 'Missing 吗 at the end', and 'You added 没有' (0))
    ("Did you notice he seemed unhappy?", "你注意到他好像不太高兴吗？", "你有没有注意到他好像不太高兴？"),
    ("Did he call you?", "他给你打电话了吗？", "他有没有给你打电话？"),
    ("Have you considered this decision?", "你考虑过这个决定吗？", "你考虑过这个决定没有？"),
    # 有人把 X 拿走了 for X 被人拿走了 (was '「把」 is not needed here')
    ("Someone took my umbrella.", "我的伞被人拿走了。", "有人把我的伞拿走了。"),
    ("Someone stole my wallet.", "有人把我的钱包偷走了。", "我的钱包被人偷走了。"),
    # 了 after a verb with 给, or closing the sentence (was 'Word order: 客户了, not 了客户')
    ("I've sent the file to the client.", "我已经把文件发给客户了。", "我已经把文件发给了客户。"),
    # the subject before the first clause or the second (was 'Word order: 等了一个月我…')
    ("After a month, I got my visa.", "等了一个月，我终于拿到签证了。", "我等了一个月，终于拿到了签证。"),
    ("I got home and found the door open.", "我回到家，发现门开着。", "回到家，我发现门开着。"),
    # 不但 A，还 B for 除了 A 以外，还 B (was 'Use 除了 (besides) here, not 不但')
    ("Besides swimming, she also likes climbing.", "除了游泳以外，她还喜欢爬山。", "她不但喜欢游泳，也喜欢爬山。"),
    ("Besides tea, he also likes coffee.", "除了茶以外，他还喜欢喝咖啡。", "他不但喜欢喝茶，还喜欢喝咖啡。"),
    # 与其 A，宁愿 B for 宁可 B，也不 A (was 0, 'The sentence is negative')
    (
        "I'd rather stay home than go there.",
        "我宁可待在家里，也不去那么拥挤的地方。",
        "与其去那么挤的地方，我宁愿待在家里。",
    ),
    # 在我看来 for 我觉得 (was 1, 'You wrote 在我看来, but the sentence says 觉得')
    ("I think this question is easy.", "我觉得这个问题很容易。", "在我看来，这个问题很容易。"),
    # 在读 "is reading", not jieba's 在读 "enrolled" (was 1, 'You wrote 在读 (be studying)')
    ("Dad is reading a newspaper.", "爸爸在看报纸。", "爸爸在读报纸。"),
    # a result closing a 把 sentence for its 了 (was 'Missing 了 after 关')
    ("Please turn off the light.", "请把灯关了。", "请把灯关掉。"),
    # a verb of putting says "into" by the place after it (was 1, 'Missing 进 (put) after 放')
    ("I put the milk in the fridge.", "我把牛奶放进冰箱里了。", "牛奶我放冰箱里了。"),
    ("I put the milk in the fridge.", "我把牛奶放进冰箱里了。", "我把牛奶放在冰箱里了。"),
    ("Put the book on the table.", "把书放在桌子上吧。", "把书放桌子上吧。"),
    # the subject understood after a link or an apology (was 1, 'Missing 我 (I)')
    ("I did my best, but I still failed.", "我尽力了，可我还是失败了。", "我尽力了，可还是失败了。"),
    ("Sorry, I can't accept your invitation.", "抱歉，我不能接受你的邀请。", "抱歉，不能接受你的邀请。"),
    ("I'm tired; I want to rest.", "我累了，我想休息一下。", "累了，想休息一下。"),  # before an adjective (was 2)
    # 没有 for 缺乏 "lack" (was 0, 'You added 没有, but the sentence is not negative')
    ("He lacks experience.", "他缺少经验。", "他没有经验。"),
    # 没法 + verb for 不能 + verb (was 1, 'The negation here is 不, not 没法')
    ("I'm afraid I can't attend the meeting tomorrow.", "恐怕我明天不能参加会议了。", "恐怕我明天没法参加会议了。"),
    # the cause said after the subject (was 0, 'Who does what is reversed')
    (
        "The flight was delayed because of the weather.",
        "由于天气不好，航班推迟了两个小时。",
        "航班因为天气不好延误了两个小时。",
    ),
    # 晚 "late" for 晚点 "late; delayed" (was 2, 'Missing 晚点')
    (
        "The train was delayed by two hours because of the snow.",
        "因为下雪，火车晚点了两个小时。",
        "火车因为下雪晚了两个小时。",
    ),
    # 到目前为止 for 迄今为止 (was 1, 'You added 目前')
    ("So far nobody can explain this.", "迄今为止，还没有人能解释这个现象。", "到目前为止，还没有人能解释这种现象。"),
    # 会 after 都 in a promise, 一旦 with 就, 所以 left to the order of the clauses (each was 1)
    ("Whatever happens, I will support you.", "无论发生什么，我都会支持你。", "不管发生什么事，我都支持你。"),
    ("Once you get used to it, it's not hard.", "一旦习惯了，就不难了。", "习惯了就不难了。"),
    ("He trained hard, so he finally won.", "他刻苦训练，所以他终于拿了冠军。", "他刻苦训练，终于拿了冠军。"),
    # 太贵 for 价格太高, 多 for 多么, the owner left out where the sentence opens with them, 我觉得 for 在我看来,
    # 比…差 for 不如, 把它 said again before a potential complement (each was 1)
    ("This house is too expensive.", "这套房子的价格太高了。", "这套房子太贵了。"),
    ("No matter how hard it is, I won't give up.", "不管多么困难，我都不会放弃。", "无论多难，我都不会放弃。"),
    ("My brother lost his wallet.", "我哥哥丢了他的钱包。", "我哥哥丢了钱包。"),
    ("In my opinion, this plan is too risky.", "在我看来，这个计划风险太大了。", "我觉得这个计划风险太大了。"),
    ("This year's harvest is not as good as last year's.", "今年的收成不如去年。", "今年的收成比去年差。"),
    (
        "The box is too heavy; I can't carry it up.",
        "这个箱子太重了，我搬不上去。",
        "这个箱子太重了，我不能把它搬上去。",
    ),
    # 怎么卖 "how is it sold" for 多少钱; 跟 B 比 for 与 B 相比, 要 before a quality compared (was 1, 'Missing 要')
    ("How much is this?", "这个多少钱？", "这个怎么卖？"),
    (
        "Compared with traditional media, social media spreads news much faster.",
        "与传统媒体相比，社交媒体传播信息的速度要快得多。",
        "跟传统媒体比，社交媒体传播信息的速度快得多。",
    ),
    # the object first as the topic, with 过 after the verb or a result of the learner's own (was 2, 'Word order')
    ("I have discussed this with the manager.", "我已经和经理讨论过这个问题了。", "这个问题我已经跟经理讨论过了。"),
    ("We have signed the lease.", "我们已经签了租房合同。", "租房合同我们已经签好了。"),
    # 个 after 是 says "a" in speech (was 2, '「个」 is not needed here')
    ("Don't worry, the doctor said it's just a cold.", "别担心，医生说只是感冒。", "不用担心，医生说就是个感冒。"),
    # 是…的 said as the plain past, or with 的 and no 是 (was 2, 'Missing 是')
    ("I went to Beijing by plane.", "我是坐飞机去北京的。", "我坐飞机去了北京。"),
    ("When did you arrive?", "你是什么时候到的？", "你什么时候到的？"),
    # V出了 + place for 从 + place + V了出来 (was 0, 'little of this matches')
    ("He walked out of the library.", "他从图书馆走了出来。", "他走出了图书馆。"),
    # 因为 and 所以 both left to the order of the clauses, 就 for 所以; 才 says "only now" (each was 1 or 2)
    ("Because she was ill, she didn't go to work.", "因为她生病了，所以今天没去上班。", "她今天生病了，没去上班。"),
    ("It rained, so we didn't go out.", "因为下雨了，所以我们没出去。", "下雨了，我们就没出去。"),
    ("Why are you only coming now?", "你怎么现在才来？", "你怎么才来？"),
    # 远是远了点儿 grants "a bit far" (was 1, 'Missing 虽然'); 了没有 closing a question that holds 要不要
    (
        "Although the hotel is a bit far, the rooms are clean.",
        "虽然酒店有点儿远，但是房间很干净。",
        "酒店远是远了点儿，不过房间很干净。",
    ),
    (
        "Have you decided whether to take the job?",
        "你决定好要不要接受这份工作了吗？",
        "你决定好要不要接受这份工作了没有？",
    ),
    # 大量 "a great amount" for 很多 "a lot of" (was 1, 'You wrote 大量, but the sentence says 很多'; two blind sets)
    ("These flowers need a lot of sunlight.", "这些花需要很多阳光。", "这些花需要大量阳光。"),
    # 太 + adjective with or without 了 (was 'Missing 了 after 多')
    ("Too much luggage to carry alone.", "行李太多了，我一个人拿不了。", "行李太多，我一个人拿不了。"),
]


# Answers the rules cannot follow word by word: at least 2, never called wrong; and (WRONG_NOT_ACCEPTED) wrong
# ones a free wording hid, no longer accepted unchecked as 3.
WRONG_NOT_ACCEPTED = [
    ("He put the book into the drawer.", "他把书放进了抽屉。", "他从抽屉里拿出了书。"),  # out for in (was 3)
    ("Why are you only coming now?", "你怎么现在才来？", "你怎么现在才走？"),  # 走 "leave" for 来 "come" (was 3)
    ("I'll go and make a phone call.", "我去打一个电话。", "我去接个电话。"),  # answer a call for make one (was 3)
]


@pytest.mark.parametrize(
    ("english", "reference", "attempt"), WRONG_NOT_ACCEPTED, ids=[c[2] for c in WRONG_NOT_ACCEPTED]
)
def test_a_wrong_act_in_a_free_wording_is_not_accepted(english, reference, attempt):
    score, explanation = grade(english, attempt, reference)
    assert score <= 2, explanation


# Free rewordings the rules cannot follow word by word: at least 2, never called wrong.
NOT_WRONG = [
    ("He didn't even have time for lunch.", "他连吃午饭的时间都没有。", "他忙得连午饭都没时间吃。"),
    # (最好) B，而不是 A for 与其 A，不如 B (was 1, 'Missing 与其')
    (
        "Rather than relying on others, solve it yourself.",
        "与其依靠别人，还不如自己解决问题。",
        "你最好自己解决问题，而不是依赖别人。",
    ),
    # 累是累 grants it as 虽然…很累 does (was 1, 'Missing 虽然')
    (
        "Although this job is tiring, the pay is good.",
        "虽然这份工作很累，但是工资挺高的。",
        "这份工作累是累，不过工资还挺高。",
    ),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT, ids=[c[2] for c in RIGHT])
def test_a_form_said_otherwise_is_right(english, reference, attempt):
    score, explanation = grade(english, attempt, reference)
    assert score == 3, explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), NOT_WRONG, ids=[c[2] for c in NOT_WRONG])
def test_a_free_rewording_is_not_called_wrong(english, reference, attempt):
    score, explanation = grade(english, attempt, reference)
    assert score >= 2 and "makes no sentence" not in explanation, explanation


# (English, reference, attempt, highest score, words the note must name): the forms above with a word of the
# learner's own that is wrong, which the note names once the form is read.
WRONG = [
    ("Someone took my umbrella.", "我的伞被人拿走了。", "有人把我的书拿走了。", 1, "书"),  # was 3, accepted unchecked
    ("Someone stole my wallet.", "有人把我的钱包偷走了。", "我的手机被人偷走了。", 1, "手机"),
    ("Can you hear me clearly?", "你听得清楚我说话吗？", "你不能听清楚我说话吗？", 1, "不"),
    ("I can't finish it.", "我吃不完。", "我能吃完。", 1, "不"),
    ("Did he call you?", "他给你打电话了吗？", "他有没有给我打电话？", 1, "我"),
    ("After a month, I got my visa.", "等了一个月，我终于拿到签证了。", "他等了一个月，终于拿到了签证。", 1, "他"),
    ("Besides tea, he also likes coffee.", "除了茶以外，他还喜欢喝咖啡。", "他不但喜欢喝茶，还喜欢喝可乐。", 1, "可乐"),
    ("I think this question is easy.", "我觉得这个问题很容易。", "在我看来，这个问题很难。", 0, "难"),
    # 打开 "turn on" is no 关 "turn off": the particle of the gloss parts them (was 3, '打开 means the same as 关了')
    ("Please turn off the light.", "请把灯关了。", "请把灯打开。", 0, "打开"),
    ("Please turn off the light.", "请把灯关上。", "请把灯打开。", 0, "打开"),
    ("He is careful when he drives.", "他开车的时候很小心。", "他开车时不小心。", 0, "不"),
    ("Sorry, I can't accept your invitation.", "抱歉，我不能接受你的邀请。", "抱歉，他不能接受你的邀请。", 1, "他"),
    (
        "The flight was delayed because of the weather.",
        "由于天气不好，航班推迟了两个小时。",
        "火车因为天气不好推迟了两个小时。",
        1,
        "火车",
    ),
    # 只有 said 有: the "only" is gone (was 3)
    (
        "Only one student in the class passed the exam.",
        "班上只有一个学生通过了考试。",
        "班上有一个学生通过了考试。",
        1,
        "只",
    ),
    # 物价 "prices" is no 房价 "housing prices" (was 3, '物价 means the same as 房价')
    ("The government should control housing prices.", "政府应该控制房价。", "政府应该控制物价。", 1, "物价"),
    # the two companies exchanged across 被 (was 2, 'Word order')
    (
        "The small company was bought by a big company.",
        "那家小公司被一家大公司收购了。",
        "那家大公司被一家小公司收购了。",
        0,
        "reversed",
    ),
    ("He can also speak French.", "他也会说法语。", "他也说法语。", 1, "会"),  # 会 "can": a skill, not what will be
    # the opposite said in a free wording is no wording (each was 3, accepted unchecked)
    ("Please turn off the lights before you leave.", "走之前请把灯关掉。", "走之前请把灯打开。", 0, "打开"),
    ("This house is too expensive.", "这套房子的价格太高了。", "这套房子太便宜了。", 0, "price"),
    ("Someone took my umbrella.", "我的雨伞被人拿走了。", "我把别人的雨伞拿走了。", 0, "reversed"),
    # the sides of 不如 exchanged, or 比…好 for 不如 (each was 2)
    ("Taking the subway is faster than driving.", "开车不如坐地铁快。", "坐地铁不如开车快。", 0, "不如"),
    ("This year's harvest is not as good as last year's.", "今年的收成不如去年。", "今年的收成比去年好。", 0, "不如"),
    ("My brother lost his wallet.", "我哥哥丢了他的钱包。", "我哥哥丢了我的钱包。", 1, "我"),
    # 打网 + 球 as jieba cuts it is 打 + 网球 (was 2, 'may well be right')
    (
        "Besides swimming, she likes tennis.",
        "除了游泳以外，她还喜欢打网球。",
        "她不但喜欢游泳，还喜欢打篮球。",
        1,
        "篮球",
    ),
    # B，而不是 A "B rather than A" read as a choice: the two turned round (was 1, 'Missing 与其')
    (
        "Rather than relying on others, solve it yourself.",
        "与其依靠别人，还不如自己解决问题。",
        "你最好依赖别人，而不是自己解决这个问题。",
        0,
        "other way round",
    ),
    # the sides of 与 A 相比 exchanged (was 2, 'Missing 与')
    (
        "Compared with traditional media, social media spreads news much faster.",
        "与传统媒体相比，社交媒体传播信息的速度要快得多。",
        "与社交媒体相比，传统媒体传播信息的速度要快得多。",
        0,
        "other way round",
    ),
    # 每…都 says a habit, which takes no 了 (was 3, 'After 都, 会 may be left out')
    (
        "Every summer I used to go fishing.",
        "以前每年夏天我都会去河边钓鱼。",
        "以前每年夏天我都去了河边钓鱼。",
        2,
        "每…都",
    ),
    ("This book is mine.", "这本书是我的。", "这本书我的。", 2, "是"),  # whose it is: no act, 是 needed
    ("He walked out of the library.", "他从图书馆走了出来。", "他走进了图书馆。", 0, "进来"),
    ("I went to Beijing by plane.", "我是坐飞机去北京的。", "我坐火车去了北京。", 1, "火车"),
    # the place named otherwise is still named (was 2, 'Use 里 here, not 上')
    ("I put the milk in the fridge.", "我把牛奶放进冰箱里了。", "我把牛奶放在桌子上了。", 1, "桌子"),
    # the two sides of 不如 exchanged (was 1, 'The times are swapped')
    ("This year's profits are not as good as last year's.", "今年的利润不如去年。", "去年的利润不如今年。", 0, "不如"),
    # 小时 "hour" is no "when" (时)
    ("I drove for two hours.", "我开了两个小时车。", "我开了两个小的时候车。", 1, "时候"),
]


@pytest.mark.parametrize(("english", "reference", "attempt", "most", "named"), WRONG, ids=[c[2] for c in WRONG])
def test_a_wrong_word_in_a_form_said_otherwise_is_named(english, reference, attempt, most, named):
    score, explanation = grade(english, attempt, reference)
    assert score <= most and named in explanation, explanation


def test_a_form_said_otherwise_is_named_as_one_when_nothing_more_is_said():
    """The learner hears that their form is accepted, not a bare "Also correct"; a note the rules give of their
    own (the subject understood) comes first."""
    _, explanation = grade("Can you hear me clearly?", "你能听清楚我说话吗？", "你听得清楚我说话吗？")
    assert explanation.startswith("Also correct! 「能听」 is another accepted form of 听得."), explanation
    _, explanation = grade("I'm tired; I want to rest.", "累了，想休息一下。", "我累了，我想休息一下。")
    assert "may be left out" in explanation and "another accepted form" not in explanation, explanation


def test_an_unsure_note_shows_the_learners_word_whole():
    """jieba cuts 封住 as 封 + 住: the note shows the learner's 封住 beside our 堵住, not a bare 住 they never wrote."""
    english = "Heavy snow blocked the road to the village."
    score, explanation = grade(english, "通往村子的路被大雪封住了。", "大雪把通往村子的路堵住了。")
    # accepted as a free wording, the note naming the pairs as the learner wrote them
    assert score == 3 and "封住" in explanation and "、住" not in explanation, explanation
