"""The translate corpus: size per level, clean fields, stable keys, simplified 7-9 text, complete pinyin."""

import re
from collections import Counter

import hanzidentifier
import pytest

from chinese_app.chinese.normalise import cjk_count, is_cjk
from chinese_app.chinese.pinyin import ruby_pairs, syllables
from chinese_app.content.sentences import CREDITS, LEVELS, clean_english, load_sentences, sentence_key

# Counts found when this was written (hsk-sentences-audio 1.0.0, chinesevocablist 0.3.8):
# 1: 281, 2: 538, 3: 725, 4: 786, 5: 933, 6: 1002, 7-9: 790; total 5055.
MINIMUM = {"1": 270, "2": 520, "3": 700, "4": 760, "5": 900, "6": 970, "7-9": 750}


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
    assert clean_english("It’s “fine”.") == "It's \"fine\"."
    assert clean_english("Pessimism [or negativity] is bad.") == "Pessimism is bad."
    assert clean_english("Aid to America. (Newspaper article title)") == "Aid to America."
    assert clean_english(None) == ""


def test_credits():
    assert CREDITS.startswith("## Sentences")
    for needle in ("hsk-sentences-audio", "chinesevocablist", "1.0.0", "0.3.8", "Kerrick Staley",
                   "CC-BY-SA-4.0", "https://creativecommons.org/licenses/by-sa/4.0/", "pypinyin", "jieba", "OpenCC"):
        assert needle in CREDITS, needle
