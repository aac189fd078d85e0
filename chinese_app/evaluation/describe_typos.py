"""Likely typos: a character written for another that sounds the same (我门 for 我们, 公圆 for 公园).

A stretch of two to four characters is a typo only when all of these hold:

- jieba cut it into words of their own and neither CC-CEDICT nor jieba knows it as a word (or jieba only
  as a misspelling 30 times rarer than the word meant: 时侯, 图书管, 背子);
- swapping one character, which jieba left standing alone, for one with the same pinyin (CC-CEDICT's
  readings) gives a common word: HSK 1-5, a jieba word of frequency 1,000 or more, or a compound of two HSK
  1-2 characters (小狗); and jieba, cutting the corrected text, keeps that word whole;
- the word is far likelier than the characters as written, in jieba's word frequencies (a unigram model):
  by e^4.5 (~90 times) for HSK 1-2 words, e^5 for HSK 3-4, e^5.5 for the others; e^3 more when the tones
  differ (neither neutral: 用壶 is no 用户), e^2 more for a near sound (-n/-ng, z/zh, b/p, d/t, g/k: 安尽 for 安静,
  翅旁 for 翅膀);
- two free words that may go together as written (verb + object, subject + predicate, measure word +
  noun: 收货, 布长, 这条江) need e^9, and a near sound is never taken there;
- beside a function word or localiser (的花, 有十, 越亮) the word needs e^8; a numeral is never kept, 的/地/
  得/了 never swapped (the grammar rules judge them); 是/有/在/为 are swapped at the end of a stretch only,
  after a character that is rarely a word of its own (朋有 -> 朋友, 认是 -> 认识, 周为 -> 周围);
- the swapped character forms no word with its other neighbours (登机证好 is 登机证 + 好, not 正好).

Of the words meant for one stretch, the easiest (公园 rather than 公元). Patterns of their own: 在见
closing a clause (再见), 在 + verb + 一次 (再来一次), 再 + a noun + a localiser (再阳光下 -> 在阳光下);
and after a number or demonstrative a character that is no measure word but sounds like one the noun
after it takes (一作塔 -> 一座塔, 两知小狗 -> 两只小狗).

A measure word alone after a noun or pronoun and before 在/着, where no number counts with it, is a
same-sounding verb of position (熊猫座在 -> 坐在). A degree adverb and an adjective are never a typo (真湿, 真贵).

A word of the shipped pictures (``describe_picture_words``: 风筝, 城堡, 草地) may be meant too, rare as it is
in news, and its threshold is e^3 lower, never for a stretch jieba knows as a word (年青人). Where jieba
joined the typo's first character to the word before (那天天汽: 天天 + 汽; 很凉块: 很凉 + 块), the stretch is
read from inside that word, a doubled character or no CC-CEDICT word, by the same tests; so is a stretch whose
second character jieba joined to a localiser (午 + 台上: 舞台). A character inside a two-character word jieba
knows, beside a lone one, is swapped only for a word of three far likelier than the two as written (金子 + 塔:
金字塔). A character alone is taken for a same-sounding one, its commonest reading tone and all, only where
what it is cannot stand: after 很 and closing the phrase, a one-character adjective (天空很篮 -> 很蓝); after
的 closing the clause or before a localiser opening it, a one-character noun of the pictures (白色的务 -> 雾,
胡上 -> 湖上).

The thresholds were set on the 5,030 correct sentences and the picture descriptions, on which it flags
none; the closest correct stretches score ~0.5 below them.
"""

import math
from functools import lru_cache

from chinese_app.chinese.dictionary import is_word
from chinese_app.chinese.hsk import _levels, word_level
from chinese_app.chinese.readings import toneless
from chinese_app.chinese.segment import tokenizer, words
from chinese_app.evaluation.compare import tag
from chinese_app.evaluation.describe_base import Finding, Token, is_cjk_word, tokens
from chinese_app.evaluation.describe_picture_words import picture_words
from chinese_app.evaluation.describe_words import is_noun
from chinese_app.evaluation.lexicon import MEASURE_WORDS, NUMERAL
from chinese_app.evaluation.words import gloss

_COMMON_FREQUENCY = 1000  # jieba frequency (of ~60 million words) at which a word is common
_COMPOUND_FREQUENCY = 100  # ... at which a compound of two HSK 1-2 words is (小狗 is rarer in news)
# The log likelihood ratio needed, by the HSK level of the word (others: common jieba words, compounds).
_THRESHOLD = {1: 4.5, 2: 4.5, 3: 5.0, 4: 5.0, 5: 5.5}
_THRESHOLD_OTHER = 5.5
_NEAR = 2.0  # ... more for a near sound: -n/-ng (安尽 for 安静), z/zh, c/ch, s/sh
_OTHER_TONE = 3.0  # ... more when the tones differ (neither neutral): 用壶 is no 用户
# Two free words that may well go together as written (verb + object, subject + predicate, modifier +
# noun: 收货, 布长, 雪化) stand unless the word is likelier still.
_PHRASE = 9.0
_FREE = 2000  # jieba frequency from which an HSK character is a free word ...
_SUFFIXES = frozenset("子头儿们色机边面球车馆园店场厅员影")  # ... unless it is mostly part of words
_PHRASE_TAGS = frozenset({("v", "n"), ("n", "v"), ("n", "a"), ("a", "n"), ("n", "n"), ("r", "v"), ("r", "a")})
_MISSPELLING = 30  # a jieba word this many times rarer than the corrected word is a misspelling
# Function words and localisers: a free word beside one is usually right as written (的花, 有十, 挤得,
# 中要, 越亮), so the word must be far likelier to swap one or to keep one (太羊 -> 太阳).
_FUNCTION = frozenset(
    "的得地了着过是有在和也就都很不没要会能把被给跟又还越最太更吗呢吧啊个这那上下里中对从向往到为让叫"
)
_BESIDE_FUNCTION = 8.0
_NUMERALS = frozenset("零〇一二两俩三四五六七八九十百千万亿几半")
_SWAPPABLE_FUNCTION = frozenset("是有在为")  # function characters a typo often replaces (认是, 朋有, 周为) ...
_BOUND = 7.5  # ... next to a character rarer than this (-log frequency) on its own (认, 朋)
_NEVER_SWAPPED = frozenset("的得地了着过")  # 的/地/得 have a rule of their own
# A word of the shipped pictures is likelier meant in a description than its news frequency says: the
# threshold is this much lower for one (草弟 -> 草地, 舞抬 -> 舞台).
_PICTURE_WORD = 3.0
_CLAIMING = 50  # jieba frequency from which a word claims a character of the stretch (抬上, 多页 do not)


_TONES = {**dict.fromkeys("āēīōūǖ", 1), **dict.fromkeys("áéíóúǘń", 2), **dict.fromkeys("ǎěǐǒǔǚň", 3)}
_TONES |= dict.fromkeys("àèìòùǜǹ", 4)


def _syllable(toned: str) -> tuple[str, int]:
    """(toneless syllable, tone 1-4 or 5 for neutral)."""
    return toneless(toned), next((_TONES[ch] for ch in toned if ch in _TONES), 5)


@lru_cache(maxsize=1)
def _char_readings() -> dict[str, frozenset[tuple[str, int]]]:
    """Each character's CC-CEDICT readings, as (toneless syllable, tone)."""
    from pypinyin_dict.pinyin_data.cc_cedict import pinyin_dict

    return {chr(code): frozenset(_syllable(r) for r in value.split(",")) for code, value in pinyin_dict.items()}


_INITIALS = (("zh", "z"), ("ch", "c"), ("sh", "s"))
# Initials told apart only by a breath (aspiration), which learners confuse: 旁 páng for 膀 bǎng (翅旁), 傍 bàng for 旁.
_ASPIRATED = {"p": "b", "b": "p", "t": "d", "d": "t", "k": "g", "g": "k"}


@lru_cache(maxsize=8192)
def _sounds(ch: str) -> tuple[tuple[str, int, bool], ...]:
    """(syllable, tone, near) for each reading of a character and each sound near it: -n/-ng, z/zh..."""
    out = []
    for syllable, tone in _char_readings().get(ch, ()):
        out.append((syllable, tone, False))
        if syllable.endswith("ng"):
            out.append((syllable[:-1], tone, True))
        elif syllable.endswith("n") and not syllable.endswith("un"):  # -un has no -ung
            out.append((syllable + "g", tone, True))
        for retroflex, flat in _INITIALS:
            if syllable.startswith(retroflex):
                out.append((flat + syllable[2:], tone, True))
            elif syllable.startswith(flat) and not syllable.startswith(retroflex):
                out.append((retroflex + syllable[1:], tone, True))
        if syllable[:1] in _ASPIRATED:
            out.append((_ASPIRATED[syllable[0]] + syllable[1:], tone, True))
    return tuple(out)


@lru_cache(maxsize=1)
def _frequencies() -> tuple[dict[str, int], int]:
    jieba = tokenizer()
    return jieba.FREQ, jieba.total


def _log_p(word: str) -> float:
    freq, total = _frequencies()
    return math.log(max(freq.get(word, 0), 1) / total)


def _word_readings(word: str) -> list[tuple[str, int]]:
    """The reading of each character of a word as the word has it (银行: yin 2, hang 2)."""
    from pypinyin import Style, lazy_pinyin

    from chinese_app.chinese.readings import _cedict

    listed = _cedict().get(word)
    if listed and len(listed) == len(word):
        return [_syllable(options[0]) for options in listed]
    return [_syllable(s) for s in lazy_pinyin(word, style=Style.TONE)]


@lru_cache(maxsize=1)
def _lexicon() -> frozenset[str]:
    """The words a typo may have been meant as."""
    levels = _levels()
    freq, _ = _frequencies()
    out = {w for w, level in levels.items() if level <= 5 and 2 <= len(w) <= 4}
    out |= {w for w, f in freq.items() if f >= _COMMON_FREQUENCY and 2 <= len(w) <= 3 and is_word(w)}
    basic = {w for w, level in levels.items() if level <= 2 and len(w) == 1}
    out |= {
        w
        for w, f in freq.items()
        if len(w) == 2 and f >= _COMPOUND_FREQUENCY and w[0] in basic and w[1] in basic and is_word(w)
    }
    out |= {w for w in picture_words() if 2 <= len(w) <= 4}  # 风筝, 花瓣: rare in news, common here
    return frozenset(w for w in out if is_cjk_word(w) and not any(ch in _NUMERALS for ch in w))


@lru_cache(maxsize=1)
def _index() -> dict[tuple[str, str], tuple[tuple[str, int], ...]]:
    """(word with one character blanked, the blank's toneless reading) -> (word, the blank's tone)."""
    index: dict[tuple[str, str], list[tuple[str, int]]] = {}
    for word in _lexicon():
        for k, (syllable, tone) in enumerate(_word_readings(word)):
            index.setdefault((word[:k] + "?" + word[k + 1 :], syllable), []).append((word, tone))
    return {key: tuple(sorted(found)) for key, found in index.items()}


def _known(stretch: str) -> bool:
    freq, _ = _frequencies()
    return is_word(stretch) or freq.get(stretch, 0) >= _CLAIMING


def _claimed(text: str, at: int, start: int, end: int) -> bool:
    """Does text[at], a character at an edge of the stretch text[start:end], form a word with characters
    outside the stretch (登机证 for 证 in 证好)?"""
    if at == start:
        return any(_known(text[at - m : at + 1]) for m in range(1, 4) if at - m >= 0 and is_cjk_word(text[at - m]))
    if at == end - 1:
        return any(
            _known(text[at : at + m + 1]) for m in range(1, 4) if at + m < len(text) and is_cjk_word(text[at + m])
        )
    return False


def _beside_function(stretch: str, k: int) -> bool | None:
    """None if stretch[k] may not be swapped for a word at all (numerals kept, 的/了 swapped); else whether
    a function word is swapped or kept (see _FUNCTION)."""
    kept = stretch[:k] + stretch[k + 1 :]
    if any(ch in _NUMERALS for ch in kept) or stretch[k] in _NEVER_SWAPPED:
        return None
    if stretch[k] in _SWAPPABLE_FUNCTION and k == len(stretch) - 1 and all(-_log_p(ch) > _BOUND for ch in kept):
        return False
    return stretch[k] in _FUNCTION or any(ch in _FUNCTION for ch in kept)


def _phrase(written: list[str]) -> bool:
    """Are the words as written two free words that may go together (see _PHRASE)?"""
    if len(written) != 2 or any(len(w) != 1 for w in written):
        return False
    freq, _ = _frequencies()
    if written[0] in MEASURE_WORDS and _kind(tag(written[1])) == "n":
        return True  # 条江: a measure word and its noun
    if any(freq.get(w, 0) < _FREE or w in _SUFFIXES or (word_level(w) or 99) > 6 for w in written):
        return False  # a character that is no HSK word (叶, 房, 象) is mostly part of words
    if is_noun(written[0]) and (written[1] in _LOCALISERS or _kind(tag(written[1])) == "d"):
        return True  # a thing and where on it (照在碗上), a subject and its adverb (树只剩下 "the trees only...")
    kinds = tuple(_kind(tag(w)) for w in written)
    return kinds in _PHRASE_TAGS


def _kind(pos: str) -> str:
    return "n" if pos.startswith("n") else pos[:1]


def _whole_after(text: str, start: int, end: int, word: str) -> bool:
    """Does jieba keep `word` whole (alone or inside a longer word: 今天天气) once it replaces
    text[start:end]?"""
    left = max(0, start - 6)
    corrected = text[left:start] + word + text[end : end + 6]
    at, first, last = 0, start - left, start - left + len(word)
    for piece in words(corrected):
        if at <= first and last <= at + len(piece):
            return True
        if at + len(piece) > first:
            return False
        at += len(piece)
    return False


def _needed(level: int | None, tone: int, its_tone: int, beside_function: bool) -> float:
    """How much likelier the word meant must be than the words as written, before a typo is called: more for
    words above the learner's levels, for another tone (the neutral tone aside), and beside a function word."""
    needed = _THRESHOLD.get(level or 0, _THRESHOLD_OTHER)
    if tone != its_tone and 5 not in (tone, its_tone):
        needed += _OTHER_TONE
    return max(needed, _BESIDE_FUNCTION) if beside_function else needed


def _candidates(text: str, toks: tuple[Token, ...]) -> list[tuple[float, int, int, int, str, int]]:
    """(strength, start, end, swapped offset, word, its HSK level) for each stretch that may be a typo."""
    freq, _ = _frequencies()
    index = _index()
    starts = {t.at: t for t in toks}
    bounds = set(starts) | {len(text)}
    found = []
    for first in toks:
        i = first.at
        for length in (2, 3, 4):
            j = i + length
            stretch = text[i:j]
            if j > len(text) or j not in bounds or not is_cjk_word(stretch) or is_word(stretch):
                continue
            written = []
            p = i
            while p < j:
                written.append(starts[p].word)
                p += len(starts[p].word)
            for k in range(length):
                whole = len(written) == 1  # jieba knows the stretch as one (rare) word: 时侯
                if not whole and starts.get(i + k) is None or (not whole and len(starts[i + k].word) != 1):
                    continue
                blanked = stretch[:k] + "?" + stretch[k + 1 :]
                meant = [
                    (s, t, near, index[(blanked, s)]) for s, t, near in _sounds(stretch[k]) if (blanked, s) in index
                ]
                if not meant:
                    continue
                beside_function = _beside_function(stretch, k)
                if beside_function is None:
                    continue
                for _syllable, tone, near, words_meant in meant:
                    for word, its_tone in words_meant:
                        # jieba knows some misspellings (时侯, 背子) and some real words CC-CEDICT lacks
                        if freq.get(stretch, 0) * _MISSPELLING > freq.get(word, 0):
                            continue
                        pieces = list(stretch) if whole else written  # 收货 as jieba has it, or 收 + 货
                        as_written = sum(_log_p(w) for w in pieces)
                        if freq.get(stretch, 0):
                            as_written = max(as_written, _log_p(stretch))
                        strength = _log_p(word) - as_written
                        level = word_level(word)
                        needed = _needed(level, tone, its_tone, False)  # beside a function word: below
                        if near:
                            needed += _NEAR
                        phrase = _phrase(pieces)
                        if near and (phrase or beside_function):
                            continue  # a near sound only where the written words make no sense at all
                        if phrase:
                            needed = max(needed, _PHRASE)
                        if beside_function:
                            needed = max(needed, _BESIDE_FUNCTION)
                        placed = phrase and pieces[1] in _LOCALISERS  # 照在碗上: "on the bowl", not 晚上
                        if word in picture_words() and not freq.get(stretch, 0) and not placed:
                            needed -= _PICTURE_WORD  # not for a jieba word: 年青人 is a variant of 年轻人
                        if strength < needed:
                            continue
                        if _claimed(text, i + k, i, j) or not _whole_after(text, i, j, word):
                            continue
                        found.append((strength, i, j, i + k, word, level or 9))
    return found


def _merged_candidates(text: str, toks: tuple[Token, ...]) -> list[tuple[float, int, int, int, str, int]]:
    """A typo whose first character jieba merged into the word before: 那天天汽 cut 天天 + 汽 (天气), 很凉块 cut
    很凉 + 块 (凉快). The merged word is a doubled character or no CC-CEDICT word, a lone character follows,
    and the same tests hold as for any stretch, the likelihood weighed with the merged word taken apart."""
    index = _index()
    freq, _ = _frequencies()
    found = []
    for merged, lone in zip(toks, toks[1:], strict=False):
        word = merged.word
        if len(word) != 2 or not (word[0] == word[1] or not is_word(word)) or len(lone.word) != 1:
            continue
        stretch = word[1] + lone.word
        if not is_cjk_word(stretch) or _known(stretch) or freq.get(word[0], 0) < _FREE:
            continue
        beside_function = _beside_function(stretch, 1)
        if beside_function is None:
            continue
        for syllable, tone, near in _sounds(lone.word):
            for meant, its_tone in index.get((word[1] + "?", syllable), ()):
                if near:
                    continue
                strength = _log_p(word[0]) + _log_p(meant) - _log_p(word) - _log_p(lone.word)
                level = word_level(meant)
                needed = _needed(level, tone, its_tone, beside_function)
                if strength < needed or _claimed(text, lone.at, merged.at + 1, lone.end):
                    continue
                if _whole_after(text, merged.at + 1, lone.end, meant):
                    found.append((strength, merged.at + 1, lone.end, lone.at, meant, level or 9))
    return found


def _localised_candidates(text: str, toks: tuple[Token, ...]) -> list[tuple[float, int, int, int, str, int]]:
    """A typo whose second character jieba joined to the localiser after it: 午台上 cut 午 + 台上 (舞台 + 上). A
    lone character, then a two-character word ending on 上/下/里/边/中; the lone character with the word's first
    is read as a stretch by the same tests as any, the likelihood weighed with the localiser taken apart."""
    index = _index()
    found = []
    for lone, merged in zip(toks, toks[1:], strict=False):
        word = merged.word
        if len(lone.word) != 1 or len(word) != 2 or word[1] not in "上下里边中" or not is_cjk_word(lone.word):
            continue
        stretch = lone.word + word[0]
        if not is_cjk_word(stretch) or _known(stretch):
            continue
        beside_function = _beside_function(stretch, 0)
        if beside_function is None:
            continue
        for syllable, tone, near in _sounds(lone.word):
            for meant, its_tone in index.get(("?" + word[0], syllable), ()):
                if near:
                    continue
                strength = _log_p(meant) + _log_p(word[1]) - _log_p(lone.word) - _log_p(word)
                level = word_level(meant)
                needed = _needed(level, tone, its_tone, beside_function)
                if meant in picture_words():
                    needed -= _PICTURE_WORD
                if strength < needed or _claimed(text, lone.at, lone.at, merged.at + 1):
                    continue
                if _whole_after(text, lone.at, merged.at + 1, meant):
                    found.append((strength, lone.at, merged.at + 1, lone.at, meant, level or 9))
    return found


# A character swapped inside a word jieba knows makes that word wrong too, so the word meant must be far
# likelier than the two words as written (金子 + 塔 for 金字塔).
_INSIDE_WORD = 9.0


def _inside_word_candidates(text: str, toks: tuple[Token, ...]) -> list[tuple[float, int, int, int, str, int]]:
    """A typo inside a two-character word that jieba took for a word of its own, beside a lone character: 金子 +
    塔 for 金字塔. The three characters are no word, and one of the word's, swapped for a same-sounding one,
    makes a word of three that jieba keeps whole; the threshold is that of two free words (see _PHRASE)."""
    index = _index()
    freq, _ = _frequencies()
    found = []
    for first, second in zip(toks, toks[1:], strict=False):
        if sorted((len(first.word), len(second.word))) != [1, 2]:
            continue
        stretch, start = first.word + second.word, first.at
        if not is_cjk_word(stretch) or _known(stretch):
            continue
        inside = range(0, 2) if len(first.word) == 2 else range(1, 3)
        for k in inside:
            if stretch[k] in _NEVER_SWAPPED or any(ch in _NUMERALS for ch in stretch) or stretch[k] in _FUNCTION:
                continue
            blanked = stretch[:k] + "?" + stretch[k + 1 :]
            for syllable, tone, near in _sounds(stretch[k]):
                for meant, its_tone in index.get((blanked, syllable), ()):
                    if near or (tone != its_tone and 5 not in (tone, its_tone)):
                        continue
                    if freq.get(stretch, 0) * _MISSPELLING > freq.get(meant, 0):
                        continue
                    strength = _log_p(meant) - _log_p(first.word) - _log_p(second.word)
                    if strength < _INSIDE_WORD or _claimed(text, start, start, start + 3):
                        continue
                    if _claimed(text, start + 2, start, start + 3) or not _whole_after(text, start, start + 3, meant):
                        continue
                    found.append((strength, start, start + 3, start + k, meant, word_level(meant) or 9))
    return found


def _reading(word: str) -> str:
    from chinese_app.chinese.pinyin import word_syllables

    return "".join(word_syllables(word))


def typo_findings(text: str) -> list[Finding]:
    """Characters that are likely typos for a same-sounding one (see the module docstring)."""
    found = _candidates(text, tokens(text)) + _merged_candidates(text, tokens(text))
    found += _localised_candidates(text, tokens(text)) + _inside_word_candidates(text, tokens(text))
    found += _zai_for_zai(text) + _measure_homophones(text) + _word_slips(text) + _dai_for_dai(text)
    found += _lone_characters(text) + _zai_for_place(text) + _posture_for_measure(text)
    out, taken = [], set()
    # The strongest stretch first; of the words for one stretch, the easiest (公园 rather than 公元).
    best = {}
    for strength, start, end, at, word, level in found:
        key = (start, end)
        if key not in best or (level, -strength) < (best[key][5], -best[key][0]):
            best[key] = (max(strength, best.get(key, (0,))[0]), start, end, at, word, level)
    for _strength, start, end, at, word, _ in sorted(best.values(), key=lambda f: -f[0]):
        if taken & set(range(start, end)) or _degree_and_adjective(text, start, end, at):
            continue
        taken |= set(range(start, end))
        if len(word) > 4:  # a measure word's own feedback (see _measure_homophones)
            out.append(Finding(start, end, "major", word))
            continue
        meaning = gloss(word)
        said = f"{word} ({_reading(word)}{', ' + meaning if meaning else ''})"
        feedback = (
            f"{text[at]} in {text[start:end]} looks like a typo: the word is {said}, written with {word[at - start]}."
        )
        out.append(Finding(start, end, "major", feedback))
    return sorted(out, key=lambda f: f.start)


_DEGREE_CHARACTERS = frozenset("很真太挺更最好")


def _degree_and_adjective(text: str, start: int, end: int, at: int) -> bool:
    """真湿, 真贵, 这真紧张: a degree adverb and an adjective, as written, are no typo (not 真实, 珍贵, 这阵)."""
    from chinese_app.evaluation.describe_words import ADJECTIVES

    def adjective(word: str) -> bool:
        return word in ADJECTIVES or word in _LONE_ADJECTIVES or (len(word) == 2 and tag(word) == "a")

    stretch = text[start:end]
    if stretch[:1] in _DEGREE_CHARACTERS and adjective(stretch[1:]):
        return True
    if text[at] in _DEGREE_CHARACTERS:  # the degree adverb taken for something else: 这真 + 紧张
        following = next((t.word for t in tokens(text) if t.at == at + 1), "")
        return adjective(following)
    return False


def _zai_for_zai(text: str) -> list[tuple[float, int, int, int, str, int]]:
    """在 for 再: 在见 closing a clause (再见), 在 + verb + 一次/一遍 (再来一次)."""
    out = []
    toks = tokens(text)
    for n, token in enumerate(toks):
        if token.word != "在" or n + 1 >= len(toks):
            continue
        verb = toks[n + 1]
        after = toks[n + 2].word if n + 2 < len(toks) else ""
        if verb.word == "见" and (not after or not is_cjk_word(after) or after in ("了", "吧", "啦")):
            out.append((10.0, token.at, verb.end, token.at, "再见", 1))
        elif verb.tag == "v" and len(verb.word) == 1 and after in ("一次", "一遍"):
            out.append((10.0, token.at, verb.end, token.at, "再" + verb.word, 1))
    return out


_COUNTERS = frozenset("这 那 哪 每 几".split())
_LOCALISERS = frozenset("上 下 里 中 边 旁边 上面 下面 里面 外面 前面 后面 旁 前 后 外".split())


def _zai_for_place(text: str) -> list[tuple[float, int, int, int, str, int]]:
    """再 for 在 before a place: 再 ("again") goes before a verb, so 再 + a noun + a localiser (再阳光下, 再公园里),
    + a noun + 的 + a localiser (再鼓的旁边) or jieba's place word ending on one (再家里) can only be 在 + place."""
    out = []
    toks = tokens(text)
    for n, token in enumerate(toks[:-1]):
        if token.word != "再":
            continue
        noun = toks[n + 1]
        # 再鼓的旁边: a noun, 的 and a localiser (jieba tags 鼓 a verb; CC-CEDICT counts it, a noun)
        owned = n + 3 < len(toks) and toks[n + 2].word == "的" and toks[n + 3].word in _LOCALISERS
        owned = owned and toks[n + 3].tag == "f" and is_noun(noun.word)
        if not (noun.tag.startswith(("n", "s")) or owned) or noun.tag.startswith("nr") and len(noun.word) < 2:
            continue
        place_word = noun.tag == "s" and len(noun.word) >= 2 and noun.word[-1] in "上下里中边"
        localised = n + 2 < len(toks) and toks[n + 2].word in _LOCALISERS and toks[n + 2].tag == "f"
        if not (place_word or localised or owned):
            continue
        end = noun.end if place_word else toks[n + (3 if owned else 2)].end
        feedback = (
            f'再 looks like a typo for 在 (zài): 再 means "again" and goes before a verb; a place takes 在: '
            f"在{text[noun.at : end]}."
        )
        out.append((10.0, token.at, end, token.at, feedback, 1))
    return out


def _toned(ch: str, sounds: set[str]) -> str:
    """The first CC-CEDICT reading of a character, with its tone mark, among the given sounds (只: zhī)."""
    from pypinyin_dict.pinyin_data.cc_cedict import pinyin_dict

    readings = pinyin_dict.get(ord(ch), "").split(",")
    return next((r for r in readings if toneless(r) in sounds), readings[0])


@lru_cache(maxsize=1)
def _all_measure_words() -> frozenset[str]:
    """Every measure word CC-CEDICT lists for some noun, and the curated ones."""
    from chinese_app.chinese.dictionary import _measure_words

    return frozenset().union(*_measure_words().values()) | MEASURE_WORDS


_MODIFIER_WORDS = frozenset("很 非常 特别 的 小 大 高 长 新 旧 老 一点 漂亮 可爱".split())


def _measure_homophones(text: str) -> list[tuple[float, int, int, int, str, int]]:
    """一坐山 for 一座山: after a number or demonstrative, a character that is no measure word but sounds
    like one that the noun after it takes (坐 zuò and 座 zuò for 山; 为 wèi and 位 wèi for 宇航员)."""
    from chinese_app.evaluation.describe_checks import listed_measure_words  # the curated ones too

    out = []
    toks = tokens(text)
    for n, token in enumerate(toks[:-2]):
        if not (NUMERAL.match(token.word) or token.word in _COUNTERS):
            continue
        written = toks[n + 1]
        if len(written.word) != 1 or written.word in _all_measure_words() or not is_cjk_word(written.word):
            continue
        head = None
        for later in toks[n + 2 : n + 7]:  # through modifiers to the noun: 一作很高的塔
            taken = listed_measure_words(later.word) or (
                listed_measure_words(later.word[-1]) if len(later.word) == 2 else None
            )
            if taken:
                head = (later, taken)
                break
            if not (later.word in _MODIFIER_WORDS or later.word.endswith("色") or later.tag.startswith(("a", "b"))):
                break  # 女 (jieba "b") in 这为女宇航员
        if head is None:
            continue
        sounds = {syllable for syllable, _ in _char_readings().get(written.word, ())}
        right = [m for m in sorted(head[1]) if sounds & {syllable for syllable, _ in _char_readings().get(m, ())}]
        if right:
            noun, measure = head[0].word, right[0]
            phrase = token.word + measure + text[written.end : head[0].end]
            reading = _toned(measure, sounds)
            feedback = (
                f"{written.word} looks like a typo for the measure word {measure} ({reading}), which counts {noun}: "
                f"{phrase}."
            )
            out.append((10.0, written.at, written.end, written.at, feedback, 1))
    return out


# Learners' slips between same-sounding characters in everyday words, as written -> the word meant. None
# written form is a word of CC-CEDICT or jieba (checked by the unit tests); a slip is taken only where it
# starts and ends on jieba's word boundaries (我门口 is 我 + 门口).
WORD_SLIPS = {
    written: meant
    for written, meant in (
        pair.split(":")
        for pair in """
        她门:她们 它门:它们 人门:人们 孩子门:孩子们 朋友门:朋友们 同学门:同学们 我门:我们 你门:你们 他门:他们
        公圆:公园 花圆:花园 动物圆:动物园 校圆:校园 服务圆:服务员 服务园:服务员
        眼晴:眼睛 眼情:眼睛 事睛:事情 心睛:心情 表睛:表情 睛天:晴天 睛朗:晴朗 情朗:晴朗 邀情:邀请 晴楚:清楚
        以经:已经 己经:已经 自已:自己 已后:以后 已前:以前 可已:可以 所已:所以
        坐位:座位 做业:作业 工做:工作 作饭:做饭 作菜:做菜 请座:请坐
        飘亮:漂亮 票亮:漂亮 休习:休息 因该:应该 衣副:衣服 经长:经常 比塞:比赛 游永:游泳 太羊:太阳
        篮天:蓝天 兰天:蓝天 篮色:蓝色 兰色:蓝色 草第:草地 明友:朋友 照篇:照片 高心:高兴 块乐:快乐 飞常:非常
        非长:非常 电恼:电脑 跳午:跳舞 唱哥:唱歌 房边:旁边 卓子:桌子 奇子:椅子 冒子:帽子 天控:天空 言色:颜色
        风京:风景 丰景:风景 每丽:美丽 可艾:可爱 干静:干净 安净:安静 热脑:热闹 钱面:前面
        这时后:这时候 那时后:那时候
        """.split()
    )
}


def _word_slips(text: str) -> list[tuple[float, int, int, int, str, int]]:
    """A listed slip (眼晴 -> 眼睛) on jieba's word boundaries."""
    bounds = {t.at for t in tokens(text)} | {len(text)}
    out = []
    for written, meant in WORD_SLIPS.items():
        start = text.find(written)
        while start >= 0:
            end = start + len(written)
            if start in bounds and end in bounds:
                at = next(k for k in range(len(written)) if written[k] != meant[k])
                out.append((10.0, start, end, start + at, meant, 1))
            start = text.find(written, end)
    return out


# What is worn: 带着帽子 is 戴着帽子 (带 carries, 戴 wears).
_WORN = frozenset("帽子 眼镜 墨镜 口罩 耳环 头盔 草帽 太阳镜 领结 领带 项链 面具 头巾 发卡".split())


def _dai_for_dai(text: str) -> list[tuple[float, int, int, int, str, int]]:
    """带着 + (a measure word, a colour) + something worn closing the phrase: 戴着."""
    out = []
    toks = tokens(text)
    for n, token in enumerate(toks):
        if token.word == "带着":
            first = n + 1
        elif token.word == "带" and n + 1 < len(toks) and toks[n + 1].word == "着":
            first = n + 2
        else:
            continue
        if n and toks[n - 1].word in ("把", "给", "要", "忘", "忘了", "别忘了", "记得"):
            continue
        for later in toks[first : first + 4]:
            word = later.word
            if word in _WORN or (len(word) > 2 and word[-2:] in _WORN):
                following = toks[toks.index(later) + 1].word if later is not toks[-1] else ""
                if following not in ("的", "去", "来", "回", "出去", "回家"):
                    feedback = f"带 looks like a typo for 戴 (dài): you wear (戴) a {word}, you carry (带) a bag: 戴着."
                    out.append((10.0, token.at, token.at + 1, token.at, feedback, 1))
                break
            if not (NUMERAL.match(word) or word[-1:] in "顶副个只的" or word.endswith("色") or tag(word) in ("a", "m")):
                break
    return out


# One-character adjectives a degree adverb goes before (很蓝), and the words that may close the phrase.
_LONE_ADJECTIVES = frozenset(
    "大 小 高 矮 长 短 胖 瘦 新 旧 红 黄 蓝 绿 白 黑 灰 紫 冷 热 远 近 亮 暗 深 浅 宽 厚 薄 软 硬 圆 香 甜 静".split()
)
_DEGREE_WORDS = frozenset("很 非常 太 真 特别 十分 挺 好".split())
_AFTER_PHRASE = frozenset("了 的 啊 呀 极了".split())
_PLACE_SUFFIXES = frozenset("上 里 边 中 旁边 上面 里面 边上".split())


def _first_reading(ch: str) -> tuple[str, int] | None:
    """A character's commonest reading, as (toneless syllable, tone): 猫 māo, not its máo of 猫腰."""
    from pypinyin_dict.pinyin_data.cc_cedict import pinyin_dict

    listed = pinyin_dict.get(ord(ch))
    return _syllable(listed.split(",")[0]) if listed else None


def _same_sound(ch: str, options) -> list[str]:
    """The characters among `options` whose commonest reading is that of `ch`, tone and all (篮 lán: 蓝)."""
    reading = _first_reading(ch)
    return sorted(o for o in options if o != ch and reading and _first_reading(o) == reading)


def _lone_characters(text: str) -> list[tuple[float, int, int, int, str, int]]:
    """A character written alone for a same-sounding one that would make sense there: an adjective after a
    degree adverb (天空很篮 -> 很蓝), a noun of the pictures after 的 closing the clause (白色的务 -> 白色的
    雾) or before a localiser opening it (胡上 -> 湖上). The character written is no adjective or noun
    itself (jieba tags 篮 a noun, so only where a noun cannot stand: after 很)."""
    from chinese_app.chinese.dictionary import nouns

    out = []
    toks = tokens(text)
    picture_nouns = [w for w in picture_words() if len(w) == 1 and w in nouns()]
    for n, token in enumerate(toks):
        word = token.word
        if len(word) != 1 or not is_cjk_word(word) or word in _LONE_ADJECTIVES or word in _FUNCTION:
            continue
        before = toks[n - 1].word if n else ""
        after = toks[n + 1].word if n + 1 < len(toks) else ""
        closes = not is_cjk_word(after) or after in _AFTER_PHRASE
        pos = tag(word)
        if pos.startswith(("y", "u", "p", "c", "r", "m", "q")):
            continue  # particles, prepositions, pronouns, numbers: 的吗 is no 的马
        if before in _DEGREE_WORDS and closes and not pos.startswith(("a", "v", "d")):
            meant, kind = _same_sound(word, _LONE_ADJECTIVES), "adjective"
        elif word in nouns() or pos.startswith(("n", "s", "f")) and pos != "nr":
            continue
        elif (before == "的" and not is_cjk_word(after)) or (
            after in _PLACE_SUFFIXES and (not n or not is_cjk_word(before) or before == "在")
        ):
            meant, kind = _same_sound(word, picture_nouns), "noun"
        else:
            continue
        if len(meant) != 1:
            continue  # none, or no telling which
        right = meant[0]
        reading = _toned(right, {s for s, _ in _char_readings().get(word, ())})
        meaning = gloss(right)
        said = f"{right} ({reading}{', ' + meaning if meaning else ''})"
        phrase = (before + right) if kind == "adjective" or before == "的" else right + after
        feedback = f"{word} looks like a typo for the {kind} {said}: {phrase}."
        out.append((10.0, token.at, token.end, token.at, feedback, 1))
    return out


# Verbs of position a measure word may be written for (座 for 坐 zuò): before 在 or 着 only a verb can stand.
_POSTURES = frozenset("坐 站 躺 趴 蹲 住 放 挂 停 靠 睡".split())


def _posture_for_measure(text: str) -> list[tuple[float, int, int, int, str, int]]:
    """熊猫座在石头上: a measure word alone after a noun or pronoun (no number or demonstrative counts with it) and
    before 在 or 着 is a same-sounding verb of position (坐在). A measure word counts only after a number or 这/那."""
    out = []
    toks = tokens(text)
    for n, token in enumerate(toks[1:-1], start=1):
        word, before, after = token.word, toks[n - 1], toks[n + 1]
        if len(word) != 1 or word not in _all_measure_words() or after.word not in ("在", "着"):
            continue
        if not before.tag.startswith(("n", "r")) or before.word in _COUNTERS or NUMERAL.match(before.word):
            continue
        if before.word[-1:] in _NUMERALS or before.word[-1:] in _COUNTERS or tag(word).startswith("v"):
            continue  # 这座在, 一座在; a measure word that is a verb too stands as written
        meant = _same_sound(word, _POSTURES)
        if len(meant) != 1:
            continue
        right = meant[0]
        said = f"{right} ({_toned(right, {s for s, _ in _char_readings().get(word, ())})}, {gloss(right) or 'verb'})"
        feedback = f"{word} looks like a typo for the verb {said}: {right}{after.word}."
        out.append((10.0, token.at, after.end, token.at, feedback, 1))
    return out
