"""The Chinese text toolkit: segmentation, pinyin (tricky readings pinned), normalisation and HSK levels."""

import pytest

from chinese_app.chinese.hsk import level_label, text_level, word_level
from chinese_app.chinese.normalise import cjk_count, is_cjk, normalise_punctuation, to_simplified
from chinese_app.chinese.pinyin import ruby_pairs, sentence_pinyin, syllables
from chinese_app.chinese.segment import words


def test_words_are_jieba_dictionary_words():
    assert words("我喜欢吃苹果。") == ["我", "喜欢", "吃", "苹果", "。"]
    assert words("") == []
    # No HMM guesses that glue a subject to its verb (他长, 我票).
    assert words("他长得很高。")[:2] == ["他", "长"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我喜欢吃苹果。", "wǒ xǐhuan chī píngguǒ."),  # the spec's example, neutral tone in 喜欢
        # Found by the review of the picture descriptions:
        ("三只小狗，那只猫。", "sān zhī xiǎogǒu, nà zhī māo."),  # 只 counted: zhī
        ("这只是一个开始。", "zhè zhǐshì yī gè kāishǐ."),  # 只 the adverb
        ("一场音乐会，一场大雨。", "yī chǎng yīnyuèhuì, yī cháng dàyǔ."),
        ("白色的长胡子", "báisè de cháng húzi"),
        ("他长胡子了。", "tā zhǎng húzi le."),
        ("玉米地里", "yùmǐ dì lǐ"),
        ("一块一块地建", "yīkuài yīkuài de jiàn"),
        ("弹吉他", "tán jítā"),
        ("白头发的男人", "bái tóufa de nánrén"),  # jieba's 白头发: 白 + 头发, not 白头 + 发
        ("红灯笼", "hóng dēnglóng"),
        ("猫爬到了树上。", "māo pá dào le shù shàng."),  # 了 after a verb: le, not liǎo
        ("我看着你。", "wǒ kàn zhe nǐ."),  # 着 zhe
        ("我的书", "wǒ de shū"),  # 的 de
        ("银行", "yínháng"),
        ("长大", "zhǎngdà"),
        # No tone sandhi: 一 and 不 keep their citation tones (pypinyin's phrase dictionary would give
        # yí gè and bú shì for these two, but yī xià for 一下; one rule is pinned instead).
        ("一个", "yī gè"),
        ("不是", "bùshì"),
        ("西安", "xī'ān"),  # apostrophe before a syllable starting with a/o/e
        ("女儿", "nǚ'ér"),
        ("一点儿", "yīdiǎnr"),  # erhua
        ("我们去哪儿？", "wǒmen qù nǎr?"),
        ("你好吗？", "nǐhǎo ma?"),
        ("我得走了。", "wǒ děi zǒu le."),  # modal 得 děi
        ("他跑得很快。", "tā pǎo de hěn kuài."),  # complement 得 de
        ("他慢慢地走了。", "tā mànmàn de zǒu le."),  # adverbial 地 de ...
        ("这块地很大。", "zhè kuài dì hěn dà."),  # ... but the noun 地 dì
        ("他睡不着。", "tā shuì bùzháo."),
        ("便宜的东西", "piányi de dōngxi"),
        ("他说：“你好！”", 'tā shuō: "nǐhǎo!"'),
        ("今天天气很好。", "jīntiān tiānqì hěn hǎo."),  # a jieba phrase is written as its words
    ],
)
def test_sentence_pinyin(text, expected):
    assert sentence_pinyin(text) == expected


def test_neutral_tones_have_no_mark():
    for particle, reading in (("了", "le"), ("的", "de"), ("着", "zhe"), ("吗", "ma")):
        assert reading in sentence_pinyin(f"他来{particle}").split()[-1]
    assert sentence_pinyin("你好吗") == "nǐhǎo ma"


def test_pinyin_is_lowercase_with_ascii_punctuation():
    text = "北京很大，上海也很大。你去过吗？"
    # 过 after a verb is the aspect particle: neutral guo.
    assert sentence_pinyin(text) == "běijīng hěn dà, shànghǎi yě hěn dà. nǐ qù guo ma?"
    assert sentence_pinyin("他是人——也就是说") == "tā shì rén — yějiùshìshuō"
    assert sentence_pinyin("") == ""


@pytest.mark.parametrize(
    "text", ["猫爬到了树上。", "我喜欢吃苹果，你呢？", "一点儿也不累。", "他说：“你好！”", "ABC中文123"]
)
def test_ruby_pairs_align_with_sentence_pinyin(text):
    pairs = ruby_pairs(text)
    assert "".join(ch for ch, _ in pairs) == text
    cjk = [(ch, syllable) for ch, syllable in pairs if is_cjk(ch)]
    assert len(cjk) == cjk_count(text)
    assert all(syllable for _, syllable in cjk)
    assert all(syllable == "" for ch, syllable in pairs if not is_cjk(ch))
    assert [syllable for _, syllable in cjk] == syllables(text)
    # The pinyin line is exactly these syllables, with spaces, apostrophes and punctuation in between.
    letters = "".join(c for c in sentence_pinyin(text) if c.isalpha())
    assert letters == "".join(syllable if is_cjk(ch) else ch for ch, syllable in pairs if is_cjk(ch) or ch.isalpha())


def test_ruby_pairs_of_tricky_sentence():
    assert ruby_pairs("猫爬到了树上") == [
        ("猫", "māo"),
        ("爬", "pá"),
        ("到", "dào"),
        ("了", "le"),
        ("树", "shù"),
        ("上", "shàng"),
    ]
    assert ruby_pairs("一点儿")[-1] == ("儿", "r")


def test_cjk_helpers():
    assert cjk_count("我喜欢吃苹果。") == 6
    assert cjk_count("Hello, 世界! 123") == 2
    assert cjk_count("") == 0
    assert is_cjk("中") and is_cjk("〇")
    assert not is_cjk("。") and not is_cjk("a") and not is_cjk("")


def test_to_simplified():
    assert to_simplified("學習") == "学习"
    assert to_simplified("我們是什麼？") == "我们是什么？"
    assert to_simplified("看著我") == "看着我"  # the particle
    assert to_simplified("著名的作家") == "著名的作家"  # 著 zhù stays
    assert to_simplified("学习") == "学习"


def test_normalise_punctuation():
    assert normalise_punctuation(" 你好, 我是学生. 你呢? ") == "你好，我是学生。你呢？"
    assert normalise_punctuation('他说:"好!"') == "他说：“好！”"
    assert normalise_punctuation("「你好」...") == "“你好”……"
    assert normalise_punctuation("他 来 了") == "他来了"
    assert normalise_punctuation("3.5公斤, 3,000元") == "3.5公斤，3,000元"


def test_word_level():
    assert word_level("爱") == 1
    assert word_level("喜欢") == 1
    assert word_level("研究") == 4
    assert word_level("揭示") == 7  # the 7-9 band
    assert word_level("not a word") is None
    assert level_label(7) == "7-9" and level_label(3) == "3"


def test_text_level_is_the_hardest_listed_word():
    assert text_level("我喜欢吃苹果。") == 3  # 苹果
    assert text_level("这项研究揭示了神经网络的内在缺陷。") == 7
    assert text_level("。") is None
