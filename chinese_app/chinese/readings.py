"""Which reading each character has: pypinyin per jieba word, checked against CC-CEDICT, then context rules.

1. pypinyin (Style.TONE, no tone numbers) reads each jieba word, so its phrase dictionary picks the reading
   a character has in that word (了 le after a verb, 着 zhe, 的 de, 银行 háng, 长大 zhǎng).
2. CC-CEDICT (as packaged by pypinyin-dict; read here, not loaded into pypinyin) corrects a word it lists:
   it supplies neutral tones (喜欢 xǐhuan, 朋友 péngyou), erhua (一点儿 yīdiǎnr), and the reading when it
   has only one and pypinyin disagrees (还款 huán, 变为 wéi, 时差 shíchā) - but never turns a particle
   pypinyin read as de/zhe/le/dōu into a content reading (穿着 zhe, not the noun's zhuó). Potential
   complements are read as such: 睡不着 zháo, 受不了 liǎo.
3. 一 and 不 are always written in their citation tones (yī, bù): pypinyin's phrase dictionary applies tone
   sandhi to some words only (一个 yígè but 一下 yīxià), and one rule everywhere is easier to learn from.
4. 地 and 得 as particles are read de (默默地, 看得见), also when free-standing, where the neighbours decide
   (慢慢 地 de but 这块 地 dì; 跑 得 de, 我 得 děi, 得 了 dé); so are a free-standing 长, 种, 觉 and 儿
   (长得高 zhǎng, 种树 zhòng, 睡一觉 jiào, 画画 儿 r).
"""

from __future__ import annotations

import threading
from functools import lru_cache

from chinese_app.chinese.normalise import is_cjk
from chinese_app.chinese.segment import tokenizer, words

_TONELESS = str.maketrans("āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜńňǹḿ", "aaaaeeeeiiiioooouuuuüüüünnnm")
_lock = threading.Lock()

# pypinyin's reading of these as particles stands even where CC-CEDICT lists one content reading only.
_PARTICLES = {("的", "de"), ("着", "zhe"), ("了", "le"), ("都", "dōu")}
# CC-CEDICT lists both readings of these; the neutral one is the sense learners meet (thing, place, tell).
_PREFER_NEUTRAL = {"东西", "地方", "告诉", "多少", "运气"}
# Free-standing characters whose pypinyin default is the rarer reading.
_SINGLE = {"谁": "shéi", "脏": "zāng", "长": "cháng", "弹": "tán"}  # 弹 dàn is the bullet of 子弹
# jieba words CC-CEDICT lacks whose longest-first cut reads wrong (found reviewing the picture descriptions
# and the sentences): a modifier or a verb before a noun with a neutral tone.
_CUTS = {
    "白头发": ("白", "头发"),
    "掉头发": ("掉", "头发"),
    "红灯笼": ("红", "灯笼"),
    "看不清楚": ("看", "不", "清楚"),
    "看清楚": ("看", "清楚"),
    "洗衣服": ("洗", "衣服"),
    "穿衣服": ("穿", "衣服"),
    "新房子": ("新", "房子"),
}
# What grows in a field (玉米地 yùmǐdì, 菜地, 草地): 地 after these is the field, not the particle.
_FIELD_CROPS = set("米麦菜稻棉瓜豆茶草田")
# A measure word after a number or a demonstrative: 三只狗 zhī (not the adverb zhǐ), 一场音乐会 chǎng.
_COUNTED = set("一二两三四五六七八九十几这那哪每")
_ONLY_BEFORE = (
    "是",
    "有",
    "能",
    "要",
    "会",
    "好",
    "想",
    "在",
    "剩",
    "不",
    "用",
    "见",
    "看",
    "说",
    "知道",
    "需要",
    "可以",
)
_CHANG_EVENTS = ("雨", "雪", "病", "大雨", "大雪", "暴雨", "战争", "灾")  # 一场雨 cháng: weather, illness, war
_CITATION = {("一", "yí"): "yī", ("一", "yì"): "yī", ("不", "bú"): "bù"}
# A free-standing 得 after one of these is the modal děi (我得走了), not the complement particle de (跑得快).
_DEI_AFTER = {
    "我",
    "你",
    "您",
    "他",
    "她",
    "它",
    "我们",
    "你们",
    "他们",
    "她们",
    "咱们",
    "大家",
    "谁",
    "就",
    "还",
    "也",
    "都",
    "又",
    "总",
    "可",
    "才",
    "必须",
    "一定",
}
# A free-standing 地 after a word ending in one of these is the noun dì (这块地), not the particle de (慢慢地).
_DI_AFTER = set("块片个张座条这那的在到种满各本外此该某一土")
_MEASURE_BEFORE = set("一二两三四五六七八九十几这那哪每各某多")  # 种 after these is zhǒng (kind), else zhòng
_RARE = 5  # jieba frequency at or below which a 地/得-initial dictionary "word" is suspect (地走了, 得下)


def toneless(syllable: str) -> str:
    """A syllable without its tone mark (ü kept)."""
    return syllable.translate(_TONELESS)


@lru_cache(maxsize=1)
def _cedict() -> dict[str, list[list[str]]]:
    from pypinyin_dict.phrase_pinyin_data.cc_cedict import phrases_dict

    return phrases_dict


def _pypinyin(run: str) -> list[str]:
    from pypinyin import Style, lazy_pinyin

    with _lock:  # pypinyin loads its segmenter's data lazily on first use
        # One item per character: pypinyin hands characters it cannot read to `errors`, in runs.
        return lazy_pinyin(run, style=Style.TONE, neutral_tone_with_five=False, errors=lambda r: [""] * len(r))


def _reconcile(word: str, i: int, ours: str, readings: list[str]) -> str:
    """pypinyin's reading of word[i] checked against CC-CEDICT's readings of that position."""
    plain = toneless(ours)
    if ours in readings:
        return plain if plain != ours and plain in readings and word in _PREFER_NEUTRAL else ours
    after_potential = i > 0 and word[i - 1] in "不得"  # 睡不着 zháo, 受不了 liǎo: CC-CEDICT is right
    if (word[i], ours) in _PARTICLES and not after_potential:
        return ours
    if len(readings) == 1:
        return readings[0]
    return plain if plain in readings else ours


def _cedict_pieces(run: str) -> list[tuple[int, str, list[list[str]]]]:
    """(start, piece, CC-CEDICT readings) covering the run: the whole run if listed, else longest listed pieces.

    jieba's dictionary has compounds CC-CEDICT lacks (很漂亮, 朋友家); their listed parts still know the
    neutral tones. Unlisted characters come back as one-character pieces with no readings. A few compounds
    are cut where the longest piece first would read them wrong (白头 + 发 fā: 白 + 头发 tóufa).
    """
    cedict = _cedict()
    if run in _CUTS:
        pieces, at = [], 0
        for piece in _CUTS[run]:
            options = cedict.get(piece) if len(piece) > 1 else None
            pieces.append((at, piece, options or []))
            at += len(piece)
        return pieces
    pieces, i = [], 0
    while i < len(run):
        for j in range(len(run), i + 1, -1):
            options = cedict.get(run[i:j])
            if options and len(options) == j - i:
                pieces.append((i, run[i:j], options))
                i = j
                break
        else:
            pieces.append((i, run[i], []))
            i += 1
    return pieces


def _run_syllables(run: str) -> list[str]:
    """Readings of a run of CJK characters that jieba gave as one word."""
    syllables = _pypinyin(run)
    if len(run) == 1:
        syllables = [_SINGLE.get(run, syllables[0])]
    else:
        for start, piece, options in _cedict_pieces(run):
            if len(piece) == 1:
                if piece == "得" and 0 < start < len(run) - 1:
                    syllables[start] = "de"  # a 得 inside a compound that is no word of its own: 看得见, 听得懂
                continue
            for i, readings in enumerate(options):
                syllables[start + i] = _reconcile(piece, i, syllables[start + i], readings)
        if len(run) >= 3 and run[-1] == "地" and run not in _cedict() and run[-2] not in _FIELD_CROPS:
            syllables[-1] = "de"  # jieba keeps adverbs whole (默默地, 坦率地); nouns in 地 are CC-CEDICT words
        if len(run) == 3 and run[1] == "得" and run[0] != "不":
            syllables[1] = "de"  # V得C potential complement: 看得见, 来得及 (but 不得了 bùdéliǎo)
        options = _cedict().get(run[-2:])
        if run[-1] == "儿" and (syllables[-1] == "er" or (options and "er" in options[-1])):
            syllables[-1] = "r"  # erhua (CC-CEDICT's r5): written joined to the syllable before
        for i in range(2, len(run)):
            # Potential complements V不着/V得着 (can't/can manage to) and V不了/V得了 at the end.
            if run[i - 1] in "不得" and (run[i] == "着" or (run[i] == "了" and i == len(run) - 1)):
                syllables[i] = "zháo" if run[i] == "着" else "liǎo"
    return [_CITATION.get((ch, s), s) for ch, s in zip(run, syllables, strict=True)]


@lru_cache(maxsize=65536)
def word_syllables(word: str) -> tuple[str, ...]:
    """The readings of one word's CJK characters, in order (non-CJK characters are skipped).

    Use it on whole jieba words: the readings depend on the word a character is in.
    """
    out: list[str] = []
    run = ""
    for ch in word + "\0":
        if is_cjk(ch):
            run += ch
        elif run:
            out.extend(_run_syllables(run))
            run = ""
    return tuple(out)


def _split_particles(tokens: list[str]) -> list[str]:
    """jieba's rarest entries include bogus particle + verb strings (慢慢/地走了, 吃/得下): split them."""
    freq = tokenizer().FREQ
    out: list[str] = []
    for word in tokens:
        before = out[-1] if out else ""
        if (
            len(word) > 1
            and word[0] in "地得"
            and freq.get(word, 0) <= _RARE
            and before
            and is_cjk(before[-1])
            and before[-1] not in _DI_AFTER
        ):
            out.append(word[0])
            out.extend(words(word[1:]))
        else:
            out.append(word)
    return out


def _in_context(word: str, before: str, after: str) -> str | None:
    """The reading of a free-standing character that depends on its neighbours, or None to keep it."""
    if not (before and is_cjk(before[-1])):
        return None
    next_is_cjk = bool(after) and is_cjk(after[0])
    if word == "地" and before[-1] not in _DI_AFTER and (next_is_cjk or (after == "，" and len(before) > 1)):
        return "de"  # 慢慢地走; also a sentence adverb before a comma: 很不幸地，
    if word == "得" and not after.startswith("了"):  # 得了 (got) keeps dé
        return "děi" if before in _DEI_AFTER and next_is_cjk else "de"
    if word == "长" and after.startswith("得"):
        return "zhǎng"
    if word == "种":
        return "zhǒng" if before[-1] in _MEASURE_BEFORE else "zhòng"
    if word == "觉" and before[-1] in "一个":
        return "jiào"
    if word == "儿":
        return "r"
    return None


def _written_words(word: str, syllables: list[str]) -> list[tuple[str, list[str]]]:
    """A jieba word as the words pinyin writes apart, each with its readings.

    jieba's dictionary also holds phrases (今天天气, 请等一下, 很早, 说得对); one that CC-CEDICT does not list
    is written as the CC-CEDICT words it is made of (jīntiān tiānqì, qǐng děngyīxià, hěn zǎo).
    """
    if len(word) < 2 or word in _cedict() or not all(map(is_cjk, word)):
        return [(word, syllables)]
    return [(piece, syllables[start : start + len(piece)]) for start, piece, _ in _cedict_pieces(word)]


def sentence_tokens(text: str) -> list[tuple[str, list[str]]]:
    """(word, readings of its CJK characters) for every written word of the text, in order.

    Words are jieba's, with phrases CC-CEDICT does not list split into its words (see _written_words).
    """
    tokens = [(w, list(word_syllables(w))) for w in _split_particles(words(text))]
    for i, (word, syllables) in enumerate(tokens):
        if len(word) == 1:
            before = tokens[i - 1][0] if i > 0 else ""
            after = tokens[i + 1][0] if i + 1 < len(tokens) else ""
            reading = _in_context(word, before, after)
            if word == "地" and i >= 2 and before == tokens[i - 2][0] and len(before) > 1:
                reading = "de"  # after a repeated phrase: 一块一块地, 一步一步地
            if reading:
                syllables[0] = reading
    _measure_words(text, tokens)
    return [piece for word, syllables in tokens for piece in _written_words(word, syllables)]


def _measure_words(text: str, tokens: list[tuple[str, list[str]]]) -> None:
    """Characters read by what stands around them, across jieba's words: 只 and 场 counted after a
    number or a demonstrative (三只狗 zhī, 一场音乐会 chǎng, but 这只是 zhǐ, 一场雨 cháng), and 长 after
    的 as the adjective (白色的长胡子 cháng)."""
    at = 0
    for word, syllables in tokens:
        cjk = [k for k, ch in enumerate(word) if is_cjk(ch)]
        for n, k in enumerate(cjk):
            ch, before, after = word[k], text[at + k - 1] if at + k else "", text[at + k + 1 :]
            if ch == "只" and before in _COUNTED and not after.startswith(_ONLY_BEFORE):
                syllables[n] = "zhī"
            elif ch == "场" and before in _COUNTED:
                syllables[n] = "cháng" if after.startswith(_CHANG_EVENTS) else "chǎng"
            elif (
                ch == "长"
                and before == "的"
                and syllables[n] == "zhǎng"
                and word not in _cedict()  # 的长辈, a listed word, stays zhǎng
                and not after.startswith(("得", "了", "大", "出", "着"))
            ):
                syllables[n] = "cháng"
        at += len(word)
