"""Readings decided by the words around a character (chinese_app.chinese.readings, _CONTEXT and _FREE):
for each rule a sentence it applies to and one it must leave alone."""

import pytest

from chinese_app.chinese.pinyin import ruby_pairs, sentence_pinyin


def reading(text: str, char: str, nth: int = 0) -> str:
    """The ruby reading of the nth occurrence of char in text."""
    return [syllable for ch, syllable in ruby_pairs(text) if ch == char][nth]


@pytest.mark.parametrize(
    ("text", "char", "nth", "expected"),
    [
        # 为 wéi "as, to be": 以…为, 为…所 (passive), 为人 (conduct), a verb of naming before it ...
        ("你的理论是以什么为基础？", "为", 0, "wéi"),
        ("思想自由为宪法所保障。", "为", 0, "wéi"),
        ("他为人正义，坚持真理。", "为", 0, "wéi"),
        ("他当选为主席。", "为", 0, "wéi"),
        ("他被公司聘请为顾问。", "为", 0, "wéi"),
        ("他称他为老师。", "为", 0, "wéi"),
        # ... else wèi "for": a modal or an adverb before it, a verb after its object.
        ("为我们所看到的作证。", "为", 0, "wèi"),
        ("他为人服务。", "为", 0, "wèi"),
        ("我会为你而破例。", "为", 0, "wèi"),
        ("他努力为大家服务。", "为", 0, "wèi"),
        ("这是为你准备的。", "为", 0, "wèi"),
        ("我为你高兴。", "为", 0, "wèi"),
        # 过 after a verb or an adjective is the aspect particle: neutral guo ...
        ("我去过北京。", "过", 0, "guo"),
        ("看起来刚刚下过雨。", "过", 0, "guo"),
        ("他受过高等教育。", "过", 0, "guo"),  # CC-CEDICT's 受过 is "to take the blame"
        ("他从来没有饿过。", "过", 0, "guo"),
        # ... but guò as the verb (to cross, to spend, to live) and as a direction after a verb of motion.
        ("他拉着我的手过马路。", "过", 0, "guò"),
        ("全国都在过春节。", "过", 0, "guò"),
        ("他过得很好。", "过", 0, "guò"),
        ("一架飞机从天空飞过。", "过", 0, "guò"),
        ("乳香的烟雾飘过集市。", "过", 0, "guò"),
        ("这太过简单了。", "过", 0, "guò"),
        # 长 cháng after a degree word, zhǎng before what grows or when it grew.
        ("这是世界上最长的桥之一。", "长", 0, "cháng"),
        ("看起来已经用了很长时间。", "长", 0, "cháng"),
        ("这件衣服太长了。", "长", 0, "cháng"),
        ("他的胡子长了。", "长", 0, "zhǎng"),
        ("青草长出来了。", "长", 0, "zhǎng"),
        ("他长高了。", "长", 0, "zhǎng"),
        # 背 bēi with a load, bèi (back, recite, turn one's back) without.
        ("他肩上背着背包。", "背", 0, "bēi"),
        ("他背起孩子。", "背", 0, "bēi"),
        ("他背着我们。", "背", 0, "bèi"),
        ("我会背这篇课文。", "背", 0, "bèi"),
        # 调 tiáo before its result, diào (transfer) otherwise.
        ("把温度稍微调高一点儿。", "调", 0, "tiáo"),
        ("请把音量调小。", "调", 0, "tiáo"),
        ("他调到了别的部门。", "调", 0, "diào"),
        # 数 shǔ as a verb, shù (number, several).
        ("请数一数有多少人。", "数", 0, "shǔ"),
        ("请数一数有多少人。", "数", 1, "shǔ"),
        ("他数了三遍。", "数", 0, "shǔ"),
        ("水泥会在数个小时内凝固。", "数", 0, "shù"),
        ("人数很多。", "数", 0, "shù"),
        # 着 zhe after a verb, even where CC-CEDICT lists the pair as a word (吸着 "sorption").
        ("用吸管吸着喝。", "着", 0, "zhe"),
        ("他睡不着。", "着", 0, "zháo"),
        # Free-standing 教, 挣, 切, 曲 are the verb (or the tune); the other readings live in words.
        ("老师教我们汉字。", "教", 0, "jiāo"),
        ("我们走进教室。", "教", 0, "jiào"),
        ("他一天挣了不少钱。", "挣", 0, "zhèng"),
        ("他在挣扎。", "挣", 0, "zhēng"),
        ("把西瓜切开。", "切", 0, "qiē"),
        ("一切都好。", "切", 0, "qiè"),
        ("他的曲和词都很受欢迎。", "曲", 0, "qǔ"),
        ("这条路很弯曲。", "曲", 0, "qū"),
        # 倒 dǎo (fall) before where one lands, dào (pour) otherwise.
        ("砰的一声倒在了地上。", "倒", 0, "dǎo"),
        ("我帮你倒一杯水。", "倒", 0, "dào"),
        # 钻 zuàn, the drill, after 用; zuān, to drill or squeeze into.
        ("他用钻打洞。", "钻", 0, "zuàn"),
        ("老鼠钻进洞里。", "钻", 0, "zuān"),
        # 种 zhǒng after 是 (is a kind of), zhòng before what is planted.
        ("攀山是种既紧张又刺激的运动。", "种", 0, "zhǒng"),
        ("他是种地的。", "种", 0, "zhòng"),
        # 只 counted after a demonstrative that follows a place, the adverb zhǐ after a bare demonstrative.
        ("右边那只在看远处。", "只", 0, "zhī"),
        ("这只是一个开始。", "只", 0, "zhǐ"),
        # 地 read in the pieces of a jieba phrase too: de after an adverb or a repeated phrase, dì for places.
        ("它们的操控只是短时间地被暂停。", "地", 0, "de"),
        ("朋友们一个一个地疏远了他。", "地", 0, "de"),
        ("两地的距离很远。", "地", 0, "dì"),
        ("北极熊在雪地上慢慢地走。", "地", 0, "dì"),
        # 得 read in the pieces of a jieba phrase too (得愈: 得 + 愈).
        ("谎话说得愈离谱，就愈会受到表扬。", "得", 0, "de"),
        ("他得了金牌。", "得", 0, "dé"),
    ],
)
def test_reading_in_context(text, char, nth, expected):
    assert reading(text, char, nth) == expected, sentence_pinyin(text)


def test_a_word_jieba_cuts_in_two_is_read_and_written_as_one():
    assert sentence_pinyin("我的电脑又当机了。") == "wǒ de diànnǎo yòu dàngjī le."  # 当机 "to crash"
    assert reading("当老师是我的理想。", "当") == "dāng"


def test_erhua_in_the_pieces_of_a_jieba_phrase():
    assert sentence_pinyin("小偷儿逃走了。") == "xiǎotōur táozǒu le."
