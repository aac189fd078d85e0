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
5. Other polyphones are read by the written words around them (``_CONTEXT``, one small rule per character, each
   with a positive and a negative case in tests/unit/test_readings.py): 为 wéi in 以…为, 为…所, 为人 and after
   a verb of naming (当选为主席); 过 guo as the aspect particle after a verb (去过, 下过雨, but 过马路, 飞过);
   长 cháng after a degree word and zhǎng before what grows (很长, 长出来); 背 bēi with a load (背着背包);
   调 tiáo before a result (调高); 数 shǔ as a verb (数一数); 着 zhe after a verb; 教 jiāo, 挣 zhèng, 切 qiē
   standing free. These run on the written words, so they also reach the pieces of a jieba phrase that
   CC-CEDICT does not list (最长 -> 最 长, 说得愈 -> 说 得 愈), whose pypinyin readings are the phrase's guesses.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache

from chinese_app.chinese import lookup_db
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
    # A verb and its particle that CC-CEDICT lists as a rare word of its own: 受过 "to take the blame" (not
    # 受过教育, has received), 吸着 "sorption" (not 吸着喝, sipping).
    "受过": ("受", "过"),
    "吸着": ("吸", "着"),
}
# What grows in a field or covers the ground (玉米地 yùmǐdì, 菜地, 雪地): 地 after these is the ground.
_FIELD_CROPS = set("米麦菜稻棉瓜豆茶草田雪沙泥")
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
_DI_AFTER = set("块片个张座条这那的在到种满各本外此该某一两几土")
_MEASURE_BEFORE = set("一二两三四五六七八九十几这那哪每各某多")  # 种 after these is zhǒng (kind), else zhòng
_RARE = 5  # jieba frequency at or below which a 地/得-initial dictionary "word" is suspect (地走了, 得下)


def toneless(syllable: str) -> str:
    """A syllable without its tone mark (ü kept)."""
    return syllable.translate(_TONELESS)


def _decode_readings(value: bytes) -> list[list[str]]:
    """Readings as lookup_build stores them: options joined by U+001F, characters by U+001E."""
    return [options.split("\x1f") for options in value.decode("utf-8").split("\x1e")]


def _cedict() -> lookup_db.Table:
    """pypinyin-dict's CC-CEDICT phrases (word -> the reading options of each character), as a read-only
    mapping over a memory-mapped table: as a dict it took ~50 MB per worker."""
    return lookup_db.table("cedict_readings", _decode_readings)


def _compact_pypinyin() -> None:
    """Import pypinyin without its phrase dict (47,000 phrases, a copy of them, a set of their prefixes:
    ~45 MB), then give its modules the same phrases and prefixes as memory-mapped tables.

    The environment switches are pypinyin's own (read once, at its import) and are unset again, so child
    processes get pypinyin as usual. If pypinyin was imported before, its dicts are swapped all the same.
    """
    import os
    import sys

    if "pypinyin" not in sys.modules:
        saved = {name: os.environ.get(name) for name in ("PYPINYIN_NO_PHRASES", "PYPINYIN_NO_DICT_COPY")}
        os.environ.update(dict.fromkeys(saved, "1"))
        try:
            import pypinyin  # noqa: F401
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
    import pypinyin.constants
    import pypinyin.converter
    import pypinyin.core
    import pypinyin.seg.mmseg
    import pypinyin.seg.simpleseg

    phrases = lookup_db.LazyTable("pypinyin_phrases", _decode_readings)
    for module in (pypinyin.constants, pypinyin.converter, pypinyin.core, pypinyin.seg.mmseg, pypinyin.seg.simpleseg):
        module.PHRASES_DICT = phrases  # type: ignore[attr-defined]
    pypinyin.seg.mmseg.p_set._set = lookup_db.LazyTable("pypinyin_prefixes")


_compact_pypinyin()


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


class _Around:
    """The written words of a sentence, seen from the one at position i."""

    __slots__ = ("i", "words")

    def __init__(self, words: list[str], i: int) -> None:
        self.words, self.i = words, i

    def before(self, k: int = 1) -> str:
        """The k-th word before ("" past the start)."""
        return self.words[self.i - k] if self.i - k >= 0 else ""

    def after(self, k: int = 1) -> str:
        """The k-th word after ("" past the end)."""
        return self.words[self.i + k] if self.i + k < len(self.words) else ""

    def clause_before(self) -> list[str]:
        """The words before, back to the last punctuation mark."""
        out: list[str] = []
        for word in reversed(self.words[: self.i]):
            if not is_cjk(word[0]):
                break
            out.insert(0, word)
        return out

    def clause_after(self) -> list[str]:
        """The words after, up to the next punctuation mark."""
        out: list[str] = []
        for word in self.words[self.i + 1 :]:
            if not is_cjk(word[0]):
                break
            out.append(word)
        return out

    def follows_word(self) -> bool:
        """True if a Chinese word stands right before (not the start of a sentence or clause)."""
        return bool(self.before()) and is_cjk(self.before()[-1])


@lru_cache(maxsize=1)
def _tags() -> dict[str, str]:
    import jieba.posseg

    tokenizer()  # posseg wraps the shared tokenizer: load it (quietly) first
    return jieba.posseg.dt.word_tag_tab


@lru_cache(maxsize=65536)
def _verb(word: str) -> bool:
    """True if CC-CEDICT gives the word a verb sense ("to ...") or jieba tags it as a verb."""
    from chinese_app.chinese.dictionary import senses

    if any(re.sub(r"^\([^)]*\)\s*", "", sense).startswith("to ") for sense in senses(word)):
        return True
    return _tags().get(word, "").startswith("v")


# Words before 为 or 过 that are no verb they could attach to: auxiliaries, modals, adverbs CC-CEDICT also
# glosses "to ..." (在 "to be at", 会 "to be able to").
_AUXILIARIES = frozenset(
    """
    是 在 正在 会 要 能 能够 可以 可能 应该 应当 应 该 不该 得 必须 需要 愿 愿意 肯 敢 将 将要 打算 准备 别 不要
    """.split()
)
_PRONOUNS = frozenset("我 你 您 他 她 它 我们 你们 他们 她们 它们 自己 大家".split())
# Verbs of motion: a 过 after them is the direction (飞过天空, flew across), not the aspect particle.
_PASSING = frozenset("走跑飞飘游爬跳跨越穿经路渡流划滑冲掠闪擦驶绕翻通透闯钻挤跃迈踏横转回扭递传拿接抢漂滚")
# What a 过 standing for "to pass, to spend, to cross" takes: 过得好, 过上, 过马路, 过春节, 过多.
_PASSED = frozenset("得 上 来 去 头 多 分 于 度 日子 生日 年 夜 马路 河 桥 街 关 海关".split())
_DEGREE = ("很", "最", "太", "更", "多", "好", "挺", "真", "极", "越", "较", "又", "么", "非常", "特别", "比较", "相当")
_GROWS = ("得", "出", "大", "满", "高", "着", "成", "胖", "芽")  # 长得, 长出来, 长满: grow (zhǎng)
_PLANTED = ("地", "田", "树", "花", "菜", "草", "瓜", "豆", "粮", "麦", "稻", "果", "庄稼")  # 种树 zhòng
_CARRIED = frozenset("孩子 小孩 宝宝 娃娃 行李 书包 背包 包 筐 篓 枪 箱子 袋子 口袋 篮子 水壶".split())  # 背 bēi
_RESULTS = tuple("高低小大好亮暗快慢准匀")  # 调高, 调小: turn up, turn down (tiáo); 调到 (transfer) stays diào
_COUNTING = ("了", "着", "过", "不", "清", "得", "到", "完", "错", "一下", "一遍")  # 数清楚, 数到十: shǔ
_NUMBERS = tuple("一二两三四五六七八九十百千万亿几个次年天日月倍名位")  # 数个, 数十年: several (shù)
# Characters whose free-standing reading is the verb, whatever pypinyin guessed inside a jieba phrase.
_FREE = {"教": "jiāo", "挣": "zhèng", "切": "qiē", "曲": "qǔ"}  # 曲 qū (bend) lives in words: 弯曲, 曲线


def _di(at: _Around) -> str | None:
    before, after, said = at.before(), at.after(), "".join(at.clause_before())
    if len(said) >= 4 and said[-2:] == said[-4:-2]:
        return "de"  # after a repeated phrase: 一块一块地, 一个一个地
    if before[-1] in _FIELD_CROPS:
        return None
    if before[-1] not in _DI_AFTER and ((after and is_cjk(after[0])) or (after == "，" and len(before) > 1)):
        return "de"  # 慢慢地走; also a sentence adverb before a comma: 很不幸地，
    return None


def _de(at: _Around) -> str | None:
    after = at.after()
    if after.startswith("了"):
        return None  # 得了 (got) keeps dé
    return "děi" if at.before() in _DEI_AFTER and after and is_cjk(after[0]) else "de"


def _chang(at: _Around) -> str | None:
    before, after = at.before(), at.after()
    if after.startswith(_GROWS):
        return "zhǎng"
    if before.endswith(_DEGREE) or before == "长" or after == "长":
        return "cháng"  # 很长, 最长的桥, 又长又, 长长的
    if after == "了" and not at.after(2).startswith(("一点", "点", "些")):
        return "zhǎng"  # 胡子长了 (grew), but 长了一点 (a bit too long)
    return None


def _zhong(at: _Around) -> str | None:
    if at.before()[-1] in _MEASURE_BEFORE or (at.before() == "是" and not at.after().startswith(_PLANTED)):
        return "zhǒng"  # 三种, 是种运动 (is a kind of); but 是种地的 (farms)
    return "zhòng"


def _jue(at: _Around) -> str | None:
    return "jiào" if at.before()[-1] in "一个" else None


def _wei(at: _Around) -> str | None:
    """为 wéi "as, to be" (当选为主席, 以…为, 为…所, 为人), else wèi "for" as pypinyin reads it."""
    ahead = at.clause_after()
    if "以" in at.clause_before()[-4:]:
        return "wéi"  # 以什么为基础
    if "所" in ahead and "的" not in ahead[ahead.index("所") :]:
        return "wéi"  # 为宪法所保障 (passive); but 为我们所看到的作证 (for what we saw)
    if at.after() == "人" and not _tags().get(at.after(2), "").startswith("v"):
        return "wéi"  # 他为人正直 (his conduct); but 为人服务
    named = at.before(2) if at.before() in _PRONOUNS else at.before()  # 称他为老师: the verb, then who is named
    if named not in _AUXILIARIES and named != "想" and _verb(named) and 0 < len(ahead) <= 3:
        if not any(_tags().get(word, "").startswith("v") for word in ahead):
            return "wéi"  # 被任命为主席: a verb of naming, then only a noun; but 会为你破例, 努力为大家服务
    return None


def _guo(at: _Around) -> str | None:
    """过 as the aspect particle after a verb or adjective: neutral guo (去过, 见过他, 饿过)."""
    before, after = at.before(), at.after()
    if before in _AUXILIARIES or before in _PASSING or after in _PASSED or after.endswith("节"):
        return None
    return "guo" if _verb(before) or _tags().get(before, "").startswith("a") else None


def _zhe(at: _Around) -> str | None:
    return None if at.before()[-1] in "不得" else "zhe"  # 穿着, 吸着喝; 睡不着 is read within its word


def _bei(at: _Around) -> str | None:
    """背 bēi (to carry on the back) when a load follows: 背着背包, 背起孩子; else bèi (back, recite)."""
    return "bēi" if any(w.endswith("包") or w in _CARRIED for w in at.clause_after()[:3]) else None


def _tiao(at: _Around) -> str | None:
    return "tiáo" if at.after().startswith(_RESULTS) else None


def _shu(at: _Around) -> str | None:
    """数 shǔ (to count) as a verb, shù (number, several) before a numeral or a measure word."""
    before, after = at.before(), at.after()
    if (
        after == "数"
        or before == "数"
        or (after == "一" and at.after(2) == "数")
        or (before, at.before(2)) == ("一", "数")
    ):
        return "shǔ"  # 数一数, 数数
    if after.startswith(_COUNTING):
        return "shǔ"
    if after.startswith(_NUMBERS):
        return "shù"  # 数个小时, 数十年
    return "shǔ" if before in _AUXILIARIES or before == "请" else None


def _dao(at: _Around) -> str | None:
    return "dǎo" if at.after().startswith(("在", "下")) else None  # 倒在地上 (fell); 倒水 (pour) stays dào


def _zuan(at: _Around) -> str | None:
    return "zuàn" if at.before() in ("用", "把", "台", "个", "的") else None  # 用钻打洞: the drill


# Readings decided by the neighbours: written word -> rule giving the reading of its first character, or None.
_CONTEXT = {
    "地": _di,
    "得": _de,
    "长": _chang,
    "种": _zhong,
    "觉": _jue,
    "儿": lambda at: "r",
    "为": _wei,
    "过": _guo,
    "着": _zhe,
    "背": _bei,
    "背着": _bei,
    "背起": _bei,
    "调": _tiao,
    "数": _shu,
    "倒": _dao,
    "钻": _zuan,
}


def _read_in_context(tokens: list[tuple[str, list[str]]]) -> None:
    """Set the readings that depend on the neighbouring written words (see _CONTEXT and _FREE)."""
    words_ = [word for word, _ in tokens]
    for i, (word, syllables) in enumerate(tokens):
        if word in _FREE:
            syllables[0] = _FREE[word]
        elif word in _CONTEXT and (at := _Around(words_, i)).follows_word():
            syllables[0] = _CONTEXT[word](at) or syllables[0]


def _written_words(word: str, syllables: list[str]) -> list[tuple[str, list[str]]]:
    """A jieba word as the words pinyin writes apart, each with its readings.

    jieba's dictionary also holds phrases (今天天气, 请等一下, 很早, 说得对); one that CC-CEDICT does not list
    is written as the CC-CEDICT words it is made of (jīntiān tiānqì, qǐng děngyīxià, hěn zǎo).
    """
    if len(word) < 2 or (word in _cedict() and word not in _CUTS) or not all(map(is_cjk, word)):
        return [(word, syllables)]
    return [(piece, syllables[start : start + len(piece)]) for start, piece, _ in _cedict_pieces(word)]


def sentence_tokens(text: str) -> list[tuple[str, list[str]]]:
    """(word, readings of its CJK characters) for every written word of the text, in order.

    Words are jieba's, with phrases CC-CEDICT does not list split into its words (see _written_words).
    """
    tokens = [
        piece for word in _split_particles(words(text)) for piece in _written_words(word, list(word_syllables(word)))
    ]
    tokens = _joined(tokens)
    _read_in_context(tokens)
    _measure_words(text, tokens)
    return tokens


# CC-CEDICT words that jieba cuts in two (当机 "to crash", 又当机了): read, and written, as the one word.
_JOINED = frozenset({"当机"})


def _joined(tokens: list[tuple[str, list[str]]]) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    for word, syllables in tokens:
        if out and out[-1][0] + word in _JOINED:
            joined = out.pop()[0] + word
            out.append((joined, [options[0] for options in _cedict()[joined]]))
        else:
            out.append((word, syllables))
    return out


def _measure_words(text: str, tokens: list[tuple[str, list[str]]]) -> None:
    """Characters read by what stands around them, across jieba's words: 只 and 场 counted after a
    number or a demonstrative (三只狗 zhī, 一场音乐会 chǎng, but 这只是 zhǐ, 一场雨 cháng; 右边那只在看 zhī:
    a demonstrative after a place points at one of the animals), and 长 after 的 as the adjective
    (白色的长胡子 cháng)."""
    at = 0
    for word, syllables in tokens:
        cjk = [k for k, ch in enumerate(word) if is_cjk(ch)]
        for n, k in enumerate(cjk):
            ch, before, after = word[k], text[at + k - 1] if at + k else "", text[at + k + 1 :]
            pointed = before in "这那" and at + k >= 2 and text[at + k - 2] in "边面头"
            if ch == "只" and before in _COUNTED and (pointed or not after.startswith(_ONLY_BEFORE)):
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
