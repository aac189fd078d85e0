"""Is an answer Chinese at all? Empty, pinyin or English typed instead of characters."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from chinese_app.chinese.normalise import has_cjk

EMPTY, PINYIN, ENGLISH, CHINESE = "empty", "pinyin", "english", "chinese"
_LATIN_WORD = re.compile(r"[^\W\d_]+[1-5]?")  # letters, accented ones included (wǒ, lǜ)
_LONGEST_SYLLABLE = 6  # zhuang, chuang, shuang


@lru_cache(maxsize=1)
def _syllables() -> frozenset[str]:
    """Every toneless pinyin syllable in pypinyin's character readings (ü as v and as u), plus the erhua r."""
    from pypinyin.pinyin_dict import pinyin_dict

    out = {"r"}
    for readings in pinyin_dict.values():
        for reading in readings.split(","):
            toneless = _toneless(reading)
            out.update((toneless, toneless.replace("v", "u")))
    return frozenset(out)


def _toneless(word: str) -> str:
    """Lower case, tone marks and tone numbers removed, ü as v."""
    word = word.lower().replace("ü", "v").replace("u:", "v")
    word = "".join(ch for ch in unicodedata.normalize("NFD", word) if not unicodedata.combining(ch))
    return re.sub(r"[1-5]", "", word)


@lru_cache(maxsize=4096)
def is_pinyin_word(word: str) -> bool:
    """True if a Latin word is one or more pinyin syllables run together (wo, xihuan, wo3, zhōngguó)."""
    text = _toneless(word)
    syllables = _syllables()
    ok = [True] + [False] * len(text)  # ok[i]: text[:i] splits into syllables
    for i in range(1, len(text) + 1):
        ok[i] = any(ok[j] and text[j:i] in syllables for j in range(max(0, i - _LONGEST_SYLLABLE), i))
    return bool(text) and ok[-1]


def _has_tone(text: str) -> bool:
    return bool(re.search(r"[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]|[a-z][1-5]\b", text, re.I))


def input_kind(attempt: str, english: str) -> str:
    """EMPTY (nothing but spaces and punctuation), CHINESE (has Chinese characters), else PINYIN or ENGLISH.

    Latin words are pinyin when at least three quarters of them are pinyin syllables and fewer than half are
    words of the English sentence (English "he", "a" and "tea" spell pinyin syllables too); a tone mark or
    number settles it.
    """
    if not re.sub(r"[\W_]+", "", attempt or ""):
        return EMPTY
    if has_cjk(attempt):
        return CHINESE
    latin = _LATIN_WORD.findall(attempt)
    if not latin:
        return ENGLISH  # digits or symbols only: no Chinese either
    prompt = {w.lower() for w in re.findall(r"[a-z]+", english, re.I)}
    pinyin_share = sum(map(is_pinyin_word, latin)) / len(latin)
    english_share = sum(w.lower() in prompt for w in latin) / len(latin)
    if pinyin_share >= 0.75 and (english_share < 0.5 or _has_tone(attempt)):
        return PINYIN
    return ENGLISH


__all__ = ["CHINESE", "EMPTY", "ENGLISH", "PINYIN", "input_kind", "is_pinyin_word"]
