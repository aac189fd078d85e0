"""Pinyin with tone marks, in standard orthography: one written word per jieba word.

Format (what ``sentence_pinyin`` returns), e.g. ``我喜欢吃苹果。`` -> ``wǒ xǐhuan chī píngguǒ.``

- all lowercase, also at the start of a sentence and for names: the syllables line up one-to-one with the
  characters (ruby), and a capital would make the two views spell the same syllable differently;
- the syllables of one jieba word are written together, words are separated by one space; a jieba entry
  that CC-CEDICT does not list as a word is a phrase, written as its words (今天天气 jīntiān tiānqì);
- an apostrophe separates a syllable starting with a, o or e inside a word (西安 xī'ān, 女儿 nǚ'ér);
- neutral tones carry no mark (了 le, 的 de, 着 zhe, 吗 ma, 喜欢 xǐhuan);
- erhua 儿 is an ``r`` joined to the syllable before it (一点儿 yīdiǎnr, 哪儿 nǎr); its ruby reading is ``r``;
- no tone sandhi: 一 and 不 keep their citation tones (一个 yīgè, 不是 bùshì), third tones stay third;
- Chinese punctuation becomes ASCII punctuation attached to the word before it (opening quotes and brackets
  to the word after it): ``。，、？！：；`` -> ``. , , ? ! : ;``, “”《》 -> ``"``, …… -> ``...``; a dash
  —— is one ``—`` with a space on either side.

How each reading is chosen is described in ``chinese_app.chinese.readings``.
"""

from __future__ import annotations

from chinese_app.chinese.normalise import is_cjk
from chinese_app.chinese.readings import sentence_tokens, word_syllables

__all__ = ["ruby_pairs", "sentence_pinyin", "syllables", "word_syllables"]

# Chinese punctuation -> what stands in the pinyin line.
_PUNCTUATION = {
    "。": ".",
    "，": ",",
    "、": ",",
    "？": "?",
    "！": "!",
    "：": ":",
    "；": ";",
    "（": "(",
    "）": ")",
    "“": '"',
    "”": '"',
    "‘": "'",
    "’": "'",
    "《": '"',
    "》": '"',
    "「": '"',
    "」": '"',
    "『": "'",
    "』": "'",
    "【": "[",
    "】": "]",
    "…": "...",
    "—": "—",
    "～": "~",
    "·": "·",
}
_OPENING = set("“‘《「『（【([")
_APOSTROPHE_BEFORE = set("aoeāáǎàōóǒòēéěè")


def _written(word: str, readings: list[str]) -> str:
    """One word as written: syllables joined, apostrophes before a/o/e, punctuation in ASCII."""
    out: list[str] = []
    k = 0
    for ch in word:
        if is_cjk(ch):
            syllable = readings[k]
            k += 1
            if syllable and out and syllable[0] in _APOSTROPHE_BEFORE:
                out.append("'")
            out.append(syllable)
        else:
            out.append(_PUNCTUATION.get(ch, ch))
    return "".join(out)


def sentence_pinyin(text: str) -> str:
    """The whole text in pinyin (see the module docstring for the format)."""
    out = ""
    glue = True  # the next word attaches without a space: at the start and after an opening quote/bracket
    for word, readings in sentence_tokens(text):
        if word.isspace():
            continue
        written = _written(word, readings)
        if set(word) == {"—"}:
            if not out.endswith("—"):  # jieba splits —— into two tokens: one dash in pinyin
                out += " —"  # a dash stands between words, with a space on either side
            glue = False
            continue
        if all(ch in _PUNCTUATION or ch in ".,?!:;" for ch in word):
            opening = word[0] in _OPENING
            out += ("" if glue or not opening else " ") + written
            glue = opening
            continue
        attached = glue or readings == ["r"]  # a free-standing erhua 儿 joins the word before it
        out += ("" if attached else " ") + written
        glue = False
    while "...." in out:  # "……" is two "…", each "...": keep one ellipsis
        out = out.replace("......", "...")
    return out


def ruby_pairs(text: str) -> list[tuple[str, str]]:
    """(character, syllable) for every character of the text, in order; "" for non-CJK characters.

    The syllables are exactly those of sentence_pinyin (an erhua 儿 gets "r").
    """
    pairs = []
    for word, readings in sentence_tokens(text):
        k = 0
        for ch in word:
            if is_cjk(ch):
                pairs.append((ch, readings[k]))
                k += 1
            else:
                pairs.append((ch, ""))
    return pairs


def syllables(text: str) -> list[str]:
    """One syllable per CJK character of the text, in order (the readings of ruby_pairs)."""
    return [syllable for _, readings in sentence_tokens(text) for syllable in readings]


_TONE_MARKS = {
    mark: tone for tone, marks in enumerate(("āēīōūǖ", "áéíóúǘń", "ǎěǐǒǔǚň", "àèìòùǜǹ"), 1) for mark in marks
}


def tone(syllable: str) -> int:
    """The tone of a syllable with tone marks: 1-4, or 5 for the neutral tone (and for no syllable)."""
    return next((_TONE_MARKS[ch] for ch in syllable if ch in _TONE_MARKS), 5)
