"""Lining up a learner's Chinese with the reference: normalised text, words, and the stretches that differ.

1. ``normalise``: full/half width folded (NFKC), traditional -> simplified, lower case, punctuation and spaces
   removed.
2. ``split_words``: the words of a normalised text: jieba's words, with number + measure word split (三本书 ->
   三 本 书), a negator split from its verb (别哭 -> 别 哭), compounds CC-CEDICT does not list cut into words it
   does (骑车去 -> 骑车 去), erhua forms read as their base word (一下儿 -> 一下).
3. ``align``: time phrases the attempt puts elsewhere are moved back first (明天我去 / 我明天去), then a
   character diff (difflib) gives the stretches that differ, each widened to whole words on both sides and
   cut alike on both sides: ``Region(reference words, attempt words)``. A stretch left out in one place and
   added in another is a ``Move``.

``clause_order`` puts clauses the attempt has in another order back in the reference's order first.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache

from chinese_app.chinese import dictionary, thesaurus
from chinese_app.chinese.normalise import to_simplified
from chinese_app.chinese.segment import tokenizer, words
from chinese_app.evaluation import lexicon

_NOT_WORD = re.compile(r"(?!(?<=\d)\.(?=\d))[^\w]|_", re.UNICODE)  # punctuation, not the point of 1.5
# Marks between the clauses of one sentence (not those that end it).
CLAUSE_BREAK = re.compile(r"[，,；;：:]")
_UNITS = "|".join(sorted(lexicon.MEASURE_WORDS | lexicon.TIME_UNITS, key=len, reverse=True))
_DURATIONS = "|".join(sorted(lexicon.DURATION_UNITS, key=len, reverse=True))
# Number (or demonstrative) + measure word, or number + unit of time: 两个, 这件, 七点, 七天, 三个月; a duration
# first, so that 三十分钟 is 三十 + 分钟 "thirty minutes", not 三十 + 分 "(clock) minutes" + 钟.
_NUMBER_MEASURE = re.compile(
    rf"^(?:([{lexicon.NUMERAL_CHARS}]+|\d+)({_DURATIONS})|([{lexicon.NUMERAL_CHARS}]+|\d+|[这那哪每几])({_UNITS}))(.*)$"
)
# jieba words that look like number + measure word but are words of their own.
_KEEP_WHOLE = frozenset(
    "一点 一点儿 一下 一下儿 一会 一会儿 一些 一直 一起 一样 一定 一切 一般 一共 这样 那样 这么 那么 十分 四周".split()
)
_NOMINAL_TAGS = ("n", "r", "nr", "ns", "nt", "nz", "s")


def normalise(text: str) -> str:
    """The text as compared: NFKC (full-width letters and digits folded), simplified, lower case, no
    punctuation or spaces, polite 您 as 你 (jieba joins either into words such as 你家, 您家)."""
    folded = _figures_said(to_simplified(unicodedata.normalize("NFKC", text or "")))
    return _NOT_WORD.sub("", folded.lower()).replace("您", "你")


_CLOCK_FIGURES = re.compile(r"(\d{1,2}):(\d{2})(?!\d)")
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s*%")


def _figures_said(text: str) -> str:
    """Figures whose punctuation is their meaning, said in words before punctuation goes: a clock time (8:30 as
    8点30分, 6:05 as 6点5分) and a percentage (20% as 百分之20)."""
    text = _CLOCK_FIGURES.sub(lambda m: f"{int(m[1])}点{int(m[2])}分" if m[2] != "00" else f"{int(m[1])}点", text)
    text = _PERCENT.sub(r"百分之\1", text)
    text = _AND_A_HALF.sub(_and_a_half, text)
    text = _YUAN_AND_TENTHS.sub(_yuan_and_tenths, text)
    return _PERCENT_WORDS.sub(_percent_in_figures, text)


_AND_A_HALF = re.compile(r"([零一二两三四五六七八九十百\d]+)个半(?=小时|钟头|月|星期|礼拜)")


def _and_a_half(match: re.Match) -> str:
    """一个半小时 as 1.5个小时: one number, not 一 个 and a 半 the word rules may take for 半个."""
    value = lexicon.number_value(match[1])
    return f"{value + 0.5:g}个" if value is not None else match[0]


# 两块五(毛) "2.50 yuan", closing what is said (not 两块五花肉, "two pieces of pork belly")
_YUAN_AND_TENTHS = re.compile(
    r"([零一二两三四五六七八九十百\d]+)块([一二三四五六七八九])(?:毛|角)?钱?(?![\u4e00-\u9fff])"
)


def _yuan_and_tenths(match: re.Match) -> str:
    """两块五 as 2.5块, as 2.5元 is said."""
    value, tenths = lexicon.number_value(match[1]), lexicon.number_value(match[2])
    return f"{value + tenths / 10:g}块" if value is not None and tenths is not None else match[0]


_PERCENT_WORDS = re.compile(r"百分之([零一二两三四五六七八九十百]+)")


def _percent_in_figures(match: re.Match) -> str:
    """百分之二十 as 百分之20, as 20% is said: one way to cut both."""
    value = lexicon.number_value(match[1])
    return f"百分之{value:g}" if value is not None else match[0]


@lru_cache(maxsize=1)
def _tags() -> dict[str, str]:
    import jieba.posseg

    tokenizer()  # load the shared dictionary (quietly) before posseg wraps it
    return jieba.posseg.dt.word_tag_tab


def tag(word: str) -> str:
    """jieba's part-of-speech tag of a word ("" if it has none); a verb for a verb with 不 or 得 and its result that
    jieba does not list (考不过, 通不过), as for those it does (看不懂)."""
    found = _tags().get(word, "")
    if not found and len(word) == 3 and word[1] in "不得" and _tags().get(word[0], "").startswith("v"):
        return "v"
    return found


def is_nominal(word: str) -> bool:
    """A pronoun or noun (what a subject is made of), or 的/们 inside one."""
    return word in lexicon.PRONOUNS or word in ("的", "们") or tag(word).startswith(_NOMINAL_TAGS)


def de_after_object(words: tuple[str, ...], verb: str = "") -> bool:
    """Does a verb (this one, if given) take its object and then 得 (说汉语得很流利), not said again before 得
    (说汉语说得) nor after its object put first (汉语说得)?"""
    return any(
        (w == verb if verb else tag(w).startswith("v"))
        and i + 2 < len(words)
        and words[i + 2] == "得"
        and words[i + 1] not in ("的", "们")
        and is_nominal(words[i + 1])
        for i, w in enumerate(words)
    )


_DEGREE_FIRST = frozenset("非常 十分 特别".split())  # degree adverbs CC-CEDICT lists glued to a word (非常感谢)


def _listed_pieces(word: str) -> list[str]:
    """A word of three characters or more that CC-CEDICT does not list, as the longest listed words from left
    to right (骑车去 -> 骑车 去). Two-character words stay whole (jieba knows 盖上, 关上), except a verb with
    在, 到 or 给 after it (坐在 -> 坐 在), which learners also write without the verb."""
    if len(word) == 2 and word[1] in "在到给" and not dictionary.is_word(word):
        return [word[0], word[1]]
    if word[:2] in _DEGREE_FIRST and len(word) > 3 and dictionary.is_word(word[2:]):
        return [word[:2], word[2:]]  # 非常感谢 -> 非常 感谢, as 很感谢 is cut: the degree and the word it raises
    if len(word) < 3 or dictionary.is_word(word) or not all("\u4e00" <= ch <= "\u9fff" for ch in word):
        return [word]
    if lexicon.is_numeral(word):
        return [word]  # 两千五百 is one number, not 两 千 五 百
    return _longest_first(word) if _longest_reads_right(word) else _likeliest_cut(word)


def _longest_reads_right(word: str) -> bool:
    """Is the longest word first the cut later rules read? A number (二十五个 -> 二十 五 个, read whole as one
    number later, not 二 十五), a verb with its potential complement (看不清楚 -> 看不清 楚, not 看 + a negated
    不清楚; but 愿不愿意 is a question), erhua (早点儿 -> 早点 儿, read as 早点) and a negator of two characters
    (并不一定 -> 并不 一定, the negation kept)."""
    potential = len(word) > 2 and word[1] in "不得" and word[0] != word[2]
    negator = any(word.startswith(n) for n in lexicon.NEGATORS if len(n) > 1)
    return word[0] in lexicon.NUMERAL_CHARS or potential or word.endswith("儿") or negator


def _longest_first(word: str) -> list[str]:
    """The longest listed words from left to right."""
    pieces, i = [], 0
    while i < len(word):
        j = next(j for j in range(len(word), i, -1) if dictionary.is_word(word[i:j]) or j == i + 1)
        pieces.append(word[i:j])
        i = j
    return pieces


def _likeliest_cut(word: str) -> list[str]:
    """The word cut into the fewest listed words (single characters allowed), the likeliest by jieba's
    frequencies among those: 做手术 -> 做 手术 and 洗衣服 -> 洗 衣服, where the longest word first gave 做手 + 术
    and 洗衣 + 服 (a verb + object compound jieba keeps whole)."""
    freq = tokenizer().FREQ
    best: dict[int, tuple[int, float, list[str]]] = {0: (0, 0.0, [])}
    for i in range(len(word)):
        count, weight, pieces = best[i]
        for j in range(i + 1, len(word) + 1):
            piece = word[i:j]
            if j - i > 1 and not dictionary.is_word(piece):
                continue
            cut = (count + 1, weight + math.log((freq.get(piece) or 0) + 1), [*pieces, piece])
            if j not in best or (cut[0], -cut[1]) < (best[j][0], -best[j][1]):
                best[j] = cut
    return best[len(word)][2]


# 别说 is "let alone" in the dictionary (别说他了，连我都不会), but "don't say" (别说出去, 别说任何人) where no 连
# follows: the negation of 说 a learner means.
_LET_ALONE = "别说"


def _split_negation(word: str, text: str = "") -> list[str]:
    """A negator glued to its verb by jieba as a word of its own (别哭 -> 别 哭, 不会 -> 不 会), but not a word
    that only starts like a negation (不错, 别人), a negator of its own (不要, 没有) nor a listed word (不够)."""
    if word == _LET_ALONE and "连" not in text:
        return [word[0], word[1:]]
    glued = len(word) > 1 and word[0] in "不没别" and word not in lexicon.NEGATORS and word not in lexicon.NOT_NEGATION
    # A listed word (不够, 不满) is a word of its own, unless it is a negated modal verb (不会, 不能, 没想).
    if glued and dictionary.is_word(word[1:]) and (not dictionary.is_word(word) or word[1:] in lexicon.MODALS):
        return [word[0], word[1:]]
    return [word]


_ORDINAL = re.compile(r"^第[零一二两三四五六七八九十百\d]+")


def _split_number(word: str, previous: str) -> list[str]:
    """Number or demonstrative + measure word + rest as separate words (两个 -> 两 个, 这件 -> 这 件); a word
    that starts with a measure word after a number is split too (三 本书 -> 三 本 书)."""
    if word in _KEEP_WHOLE:
        return [word]
    if word.startswith("十分") and len(word) > 2 and word[2] != "钟" and not lexicon.is_numeral(previous):
        return ["十分", word[2:]]  # 十分注意 as jieba keeps it: "very" + 注意, not ten minutes (十分钟) or points
    if _ORDINAL.match(word):  # 第二次 -> 第 二 次: the number compared as a number (第三次 is another)
        return ["第", *_split_number(word[1:], "第")]
    m = _NUMBER_MEASURE.match(word)
    if m:
        return [part for part in m.groups() if part]
    if len(word) > 1 and lexicon.is_numeral(word[:-1]) and classifier(word[-1]) and not dictionary.is_word(word):
        return [word[:-1], word[-1]]  # 一堂, 两回: a measure word the list does not have
    if len(word) > 1 and lexicon.is_numeral(word[:-1]) and word[-1] == "里":
        return [word[:-1], word[-1]]  # 五里 "five li", a unit of length, as 五公里 is cut
    after_number = previous and (lexicon.is_numeral(previous) or previous in lexicon.DETERMINERS)
    if after_number and len(word) > 1 and word[0] in lexicon.MEASURE_WORDS:
        return [word[0], word[1:]]
    return [word]


@lru_cache(maxsize=4096)
def classifier(word: str) -> bool:
    """A measure word: one of the list, or a character CC-CEDICT gives a sense "classifier for ..." (堂, 回)."""
    if word in lexicon.MEASURE_WORDS:
        return True
    return len(word) == 1 and any(sense.startswith("classifier for") for sense in dictionary.senses(word))


# Erhua forms CC-CEDICT lists as words of their own (not as variants), read as their base word.
_ERHUA = {
    "这儿": "这里",
    "那儿": "那里",
    "哪儿": "哪里",
    "玩儿": "玩",
    "一会儿": "一会",
    "有点儿": "有点",
    "空儿": "空",
}


def _canonical(word: str) -> str:
    """The base word of an erhua form (一下儿 -> 一下, 这儿 -> 这里), else the word itself (孤儿 stays)."""
    return dictionary.erhua_base(word) or _ERHUA.get(word, word)


_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


def sentence_words(text: str) -> tuple[str, ...]:
    """The words of a sentence, as split_words gives them, cut clause by clause: no word runs across a comma
    (症状不重，大夫 is 不 重 | 大夫, not 不 重大 夫)."""
    # 2,500 is one number, not two clauses (normalise drops the comma of the whole; the cut must not see it)
    clauses = [normalise(c) for c in _CLAUSE_END.split(_THOUSANDS.sub("", text))]
    return tuple(w for w in split_words("，".join(c for c in clauses if c)) if w != "，")


def middles(a: str, b: str, keep: int = 0) -> tuple[str, str, int]:
    """The two texts without the characters they open and close with alike, each keeping at least `keep` of its
    own, and how many characters they share so (最低工资 / 最低价格 -> 工资, 价格, 2)."""
    start = 0
    while start < min(len(a), len(b)) - keep and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start - keep and a[-1 - end] == b[-1 - end]:
        end += 1
    return a[start : len(a) - end], b[start : len(b) - end], start + end


_LANGUAGE_FIRST = frozenset("中 英 日 法 德 韩 俄".split())  # 中文, 英文 ...: cut 中 + 文学 by jieba in 学中文学了


@lru_cache(maxsize=8192)
def split_words(text: str) -> tuple[str, ...]:
    """The words of a normalised text, as described in the module docstring (erhua 儿 on its own dropped)."""
    out: list[str] = []
    found = _unknown_joined(list(words(_nonstop(_a_bit(_whether(_unreduplicated(_year_in_digits(_clock(text)))))))))
    for k, word in enumerate(found):
        if word == "一块儿" and not tag(found[k + 1] if k + 1 < len(found) else "").startswith("n"):
            out.append("一块")  # "together" (一块儿去), not a number and a measure word (一块儿蛋糕)
            continue
        if word == "没什么" and k + 1 < len(found) and dictionary.is_word(found[k + 1]):
            out.extend(("没", "什么"))  # 没什么意思 "not much of interest" negates; 没什么 alone is "never mind"
            continue
        for piece in _listed_pieces(word) if not _NUMBER_MEASURE.match(word) else [word]:
            for part in _split_negation(piece, text):
                out.extend(_split_number(part, out[-1] if out else ""))
    return tuple(
        _canonical_sequence(
            _rejoined(_counted_apart(_pronoun_apart(_then_can(_reading_now(_handle_apart(_separable(out)))))))
        )
    )


def _unknown_joined(words_: list[str]) -> list[str]:
    """Two characters jieba leaves apart because its dictionary lacks their word, joined where CC-CEDICT lists it,
    both are characters jieba rarely takes for words alone, and the second is no result or erhua of the first (网
    购 -> 网购 "online shopping"; not 写 完, 座 儿)."""
    out: list[str] = []
    freq = tokenizer().FREQ
    for word in words_:
        pair = out[-1] + word if out and len(out[-1]) == 1 and len(word) == 1 else ""
        rare = pair and all((freq.get(ch) or 0) < _RARE_ALONE for ch in pair) and not freq.get(pair)
        if rare and "\u4e00" <= word <= "\u9fff" and word not in _NOT_JOINED and dictionary.is_word(pair):
            out[-1] = pair
        else:
            out.append(word)
    return out


_RARE_ALONE = 20000  # jieba's count of a character as a word of its own, below which it is rarely one
_NOT_JOINED = lexicon.RESULTS | lexicon.DIRECTIONAL_COMPLEMENTS | frozenset("到 见 懂 光 儿 错 对 成".split())


# Verbs whose object is no thing of its own (歉 of 道歉, 澡 of 洗澡): 了 may part them (道了歉) or follow (道歉了).
_SEPARABLE = frozenset(
    "道歉 洗澡 辞职 结婚 离婚 毕业 睡觉 报名 请假 吵架 帮忙 散步 游泳 见面 聊天 生气 理发 握手 鞠躬".split()
)


def _separable(words_: list[str]) -> list[str]:
    """Such a verb that 了 parts (道 了 歉, 洗 了 澡) as the verb whole and its 了 (道歉 了): 他跟我道了歉 and
    他向我道歉了 say the act in one word. Not before another 了 (辞了职了), which the whole keeps after it."""
    out: list[str] = []
    for k, word in enumerate(words_):
        parted = len(out) >= 2 and out[-1] == "了" and out[-2] + word in _SEPARABLE
        if parted and words_[k + 1 : k + 2] != ["了"]:
            out[-2:] = [out[-2] + word, "了"]
        else:
            out.append(word)
    return out


def _reading_now(words_: list[str]) -> list[str]:
    """在读 "enrolled" as jieba keeps it cut 在 + 读 "is reading" after the one who reads (爸爸在读报纸; not
    他是在读学生); 打网 + 球 cut 打 + 网球 "play tennis", as 打 + 篮球 is; 好多 before a closing 了 cut 好 + 多 "much
    better", as jieba cuts 差多了 (not 好多 "a lot of": 好多人); 周游 "travel round" cut 周 + 游 before the 泳 of
    游…泳 (一周游两次泳 "swims twice a week"); 都会 "metropolis" before a verb cut 都 + 会 "will all" (都会举办);
    穿过 "pass through" before clothes cut 穿 + 过 "have worn" (穿过这件衣服)."""
    out: list[str] = []
    for k, word in enumerate(words_):
        if word == "在读" and out and (is_nominal(out[-1]) or out[-1] in lexicon.PRONOUNS):
            out += ["在", "读"]
        elif word == "好多" and words_[k + 1 : k + 2] == ["了"] and k + 2 == len(words_):
            out += ["好", "多"]
        elif word == "球" and out and out[-1] == "打网":
            out[-1:] = ["打", "网球"]
        elif word == "周游" and "泳" in words_[k + 1 : k + 4]:
            out += ["周", "游"]
        elif word == "都会" and tag(words_[k + 1] if k + 1 < len(words_) else "").startswith("v"):
            out += ["都", "会"]
        elif word == "穿过" and any(thesaurus.filed_under(w, "Bq") for w in words_[k + 1 : k + 4]):
            out += ["穿", "过"]  # 穿过这件衣服 "has worn", not "passed through"
        else:
            out.append(word)
    return out


def _then_can(words_: list[str]) -> list[str]:
    """才能 "talent" as jieba keeps it cut 才 + 能 "only then can" where something follows it and nothing makes it
    a thing one has (才能入境; not 他很有才能, 他的才能很高)."""
    out: list[str] = []
    for i, word in enumerate(words_):
        following = words_[i + 1] if i + 1 < len(words_) else ""
        had = out[-1:] and out[-1] in ("有", "的", "没有")
        if word == "才能" and following and following not in lexicon.PARTICLES and not had:
            out += ["才", "能"]
        else:
            out.append(word)
    return out


def _handle_apart(words_: list[str]) -> list[str]:
    """把 or 被 that jieba keeps whole with the noun after it (把门 "goalkeeping", 把手 "handle") cut apart where a
    verb follows: 请把门关上 is 把 + 门 + 关上, the door handled, as the word rules must see it (not 门的把手坏了)."""
    out: list[str] = []
    for i, word in enumerate(words_):
        following = words_[i + 1] if i + 1 < len(words_) else ""
        named = out and (out[-1] == "的" or out[-1] in lexicon.MEASURE_WORDS)  # 门的把手, 一个把手: the noun
        # what follows is no noun or pronoun (jieba tags 关上 a place, "s", so is_nominal would not do)
        acted = following and not tag(following).startswith(("n", "r")) and following not in lexicon.PARTICLES
        if len(word) == 2 and word[0] in "把被" and is_nominal(word[1]) and acted and not named:
            out += [word[0], word[1]]
        elif out[-1:] in (["把"], ["被"]) and len(word) == 2 and tag(word[1]) == "v" and following in lexicon.RESULTS:
            out += [word[0], word[1]]  # 把 门锁 上: the door, then the act and its result (锁上), not a "door lock"
        else:
            out.append(word)
    return out


def _pronoun_apart(words_: list[str]) -> list[str]:
    """A personal pronoun jieba glues to the modal after it (我会, 你能) cut off: 我 + 会, as 我 喜欢 is cut, so the
    modal is compared with what the other sentence says in its place."""
    out: list[str] = []
    for word in words_:
        pronoun = lexicon.leading_pronoun(word)
        if pronoun and word[len(pronoun) :] in lexicon.MODALS:
            out += [pronoun, word[len(pronoun) :]]
        else:
            out.append(word)
    return out


def _counted_apart(words_: list[str]) -> list[str]:
    """A number and a measure word jieba keeps as a word of its own (一面 "one side") cut apart where a noun that
    takes that measure word follows, an adjective at most between (一面 大 镜子 -> 一 面 大 镜子): the word there
    counts the noun. 我一面吃饭一面看电视 keeps its 一面 "at the same time"."""
    out: list[str] = []
    for i, word in enumerate(words_):
        counts = len(word) == 2 and lexicon.is_numeral(word[0]) and word not in _KEEP_WHOLE
        if counts and any(word[1] in dictionary.measure_words(noun) for noun in words_[i + 1 : i + 3]):
            out.extend(word)
        elif out and lexicon.is_numeral(out[-1]) and len(word) > 2 and word[0] in dictionary.measure_words(word[1:]):
            out.extend((word[0], word[1:]))  # 一 通电话 "make a call" after a number: 一 通 电话, 通 counting 电话
        else:
            out.append(word)
    return out


# The half and the quarters of a clock time in one form: 九点三十(分) is 九点半, 九点十五分 九点一刻.
_CLOCK_DIGITS = "0-9〇零一二两三四五六七八九十"
_CLOCK = re.compile(rf"(?<=[{_CLOCK_DIGITS}]点)(三十|30|十五|15|四十五|45)分?(?![{_CLOCK_DIGITS}])")
_CLOCK_WORDS = {"三十": "半", "30": "半", "十五": "一刻", "15": "一刻", "四十五": "三刻", "45": "三刻"}


# Twelve at night is 零点 "zero o'clock" (半夜十二点 for 零点 "midnight"); 十二点 alone may be noon.
_MIDNIGHT = re.compile(r"(?:半夜|午夜|深夜|夜里|晚上)(?:十二|12)点(?:钟)?")


def _clock(text: str) -> str:
    """九点三十分 as 九点半, 九点十五分 as 九点一刻, 半夜十二点 as 零点: one time, said two ways."""
    return _CLOCK.sub(lambda m: _CLOCK_WORDS[m[1]], _MIDNIGHT.sub("零点", text))


_YEAR = re.compile(r"[〇零一二三四五六七八九]{2,4}(?=年)")
_DIGIT = str.maketrans("〇零一二三四五六七八九", "00123456789")


def _year_in_digits(text: str) -> str:
    """A year said digit by digit in characters (一九九〇年) as it is written in figures (1990年)."""
    return _YEAR.sub(lambda m: m[0].translate(_DIGIT), text)


_AABB = re.compile(r"(.)\1(.)\2")


def _unreduplicated(text: str) -> str:
    """An adjective said twice over (干干净净, 高高兴兴) as 很 and the adjective: AABB says "very AB", which a
    learner may say with 很 or 非常 as well."""
    return _AABB.sub(lambda m: f"很{m[1]}{m[2]}" if dictionary.is_word(m[1] + m[2]) else m[0], text)


# A不A after 不管, 无论 or 不论 asks "whether or not" (不管他同意不同意, 不管下不下雨), as 是否 does: no negation.
_WHETHER = re.compile(r"(不管|无论|不论)(.{0,4}?)(.{1,2})不\3")


def _whether(text: str) -> str:
    """ "Whether or not" in one form: 不管他同意不同意 as 不管他是否同意, so no 不 is read as negating."""
    return _WHETHER.sub(r"\1\2是否\3", text)


# 早一点 and 早点(儿) say "a bit earlier" alike; jieba cuts the first as 早 + 一点 and keeps the second whole (a
# word CC-CEDICT glosses "breakfast"), so the two would be compared as other words.
_A_BIT = re.compile(r"([早晚差])一点")


# V个不停 "V without stopping" says what 一直 + V says (手抖个不停 / 手一直发抖); its 不 denies nothing
_NONSTOP = re.compile(r"([\u4e00-\u9fff])个不停")


def _nonstop(text: str) -> str:
    """V个不停 said as 一直 + V."""
    return _NONSTOP.sub(r"一直\1", text)


def _a_bit(text: str) -> str:
    """ "A bit earlier" (or later) in one form: 早一点 as 早点, as jieba cuts 早点(儿); "almost" too (差一点 as
    差点)."""
    return _A_BIT.sub(r"\1点", text)


_WEEKDAY = re.compile(r"^(.*?)(周|星期|礼拜)$")
# "Not only" that jieba cuts as 不 + 但是 (他不但是我的老师): 不但 and 是, no negation.
_NOT_ONLY = frozenset("但 仅".split())


# 不 + 用来 as jieba cuts 你不用来 "you need not come": 不用 + 来 ("used for" is rarely what a learner means).
_NO_NEED_TO = frozenset({"用来"})


def _rejoined(words_: list[str]) -> list[str]:
    """A week and its day that jieba cut apart (下周 一 -> 下 周一), as 下 星期一 is cut; 不但 cut as 不 + 但是
    (不 但是 -> 不但 是), 不用 as 不 + 用来 (不 用来 -> 不用 来), V 一 V as V 一下 (补 一 补 -> 补 一下), a verb and
    the 官 or 员 whose work it is as one noun (面试 官 -> 面试官), 没有 必要 as 没必要, 老 是 before an act as 老是
    "always", 可不 before a verb as 可 + 不 (我可不买), a verb of getting past and 不过 as one "cannot" (考 不过 ->
    考不过), 从 不错 过 as 从不 错过 "never misses"."""
    out: list[str] = []
    for k, word in enumerate(words_):
        prev = out[-1] if out else ""
        week = _WEEKDAY.match(prev)
        after = words_[k + 1] if k + 1 < len(words_) else ""
        if prev == "一" and len(out) > 1 and out[-2] == word and len(word) == 1 and tag(word).startswith("v"):
            out[-1] = "一下"  # 补 一 补 "mend it a bit" as 补 一下, which says the same
        elif prev == "不" and (word in _NO_NEED_TO or (len(word) > 1 and word[0] in _NOT_ONLY)):
            out[-1:] = ["不" + word[0], word[1:]]
        elif week and week.group(1) and word in "一二三四五六日天" and prev + word not in lexicon.TIME_GROUP:
            out[-1:] = [week.group(1), week.group(2) + word]
        elif prev == "老" and word == "是" and tag(after).startswith(("v", "d")):
            out[-1] = "老是"  # 老 是 迟到: "always", as CC-CEDICT lists it, not "old" and "is"
        elif prev == "没有" and word == "必要":
            out[-1] = "没必要"  # 没有必要担心 "no need to worry", as 没必要 is one word of 不用's kind
        elif word in ("官", "员") and len(prev) == 2 and tag(prev).startswith("v") and _one_noun(prev + word):
            out[-1] = prev + word  # 面试 官, 快递 员: the one whose work it is, one noun (面试官 "interviewer")
        elif word == "可不" and tag(after).startswith("v"):
            out.append("可")  # 我可不买 "I'm certainly not buying": 可 stresses, 不 negates the verb
            out.append("不")
        elif word == "不过" and prev in _PASSED_OR_BEATEN:
            out[-1] = prev + word  # 考 不过, 打 不过 他: "cannot pass", "cannot beat"; not 不过 "but, only"
        elif prev == "不错" and word == "过" and len(out) > 1 and out[-2] in ("从", "从来"):
            out[-2:] = [out[-2] + "不", "错过"]  # 从 不错 过: "never misses" (从不 错过), not 不错 "not bad"
        else:
            out.append(word)
    return out


# Verbs 过 follows as "get past, get the better of" (考过, 打得过, 说不过): with 不过 after them, "cannot" (我考不过),
# not 不过 "but" opening the next clause (我想去，不过…, which normalising leaves as 去不过).
_PASSED_OR_BEATEN = frozenset("考 通 打 跑 说 比 斗 争 吵 熬 躲 逃 骗 拼 辩 赢".split())


def _one_noun(word: str) -> bool:
    """A verb and 官 (面试官, which CC-CEDICT lacks), or a verb and 员 that CC-CEDICT lists (快递员; not 销售员, whose
    parts say "sales person" where it has no gloss)."""
    return word.endswith("官") or dictionary.is_word(word)


def _canonical_sequence(words_: list[str]) -> list[str]:
    """Words in their canonical form: erhua as the base word, a free-standing 儿 dropped (一下 儿), money in
    块 (一百元, 一百块钱 -> 一百 块), a number cut in two made whole (二 百 -> 二百), 他们俩 as 他们 两 个 人, 我们家
    as 我家, "all night long" as 一整夜."""
    out: list[str] = []
    for i, word in enumerate(words_):
        prev = out[-1] if out else ""
        if word == "儿" and i > 0:
            continue
        if word == "钱" and prev == "块":
            continue
        if word in ("家", "家住") and prev in ("我", "我们", "咱们"):
            # 我们家 "my family, our home" as 我家, as jieba mostly keeps it (我 家住 as 我家 住)
            out[-1] = "我家"
            if word == "家":
                continue
            word = "住"
        if word in ("元", "块钱") and lexicon.is_numeral(prev):
            out.append("块")
        elif word.isdigit() and prev == "." and len(out) > 1 and out[-2].isdigit():
            out[-2:] = [f"{out[-2]}.{word}"]  # 1.5, which jieba cuts at its point
        elif prev and word[:1] in "十百千万亿" and lexicon.is_numeral(word) and lexicon.is_numeral(prev + word):
            out[-1] = prev + word  # 二 百 (of 二百元, as jieba cuts it) as the one number 二百
        elif word == "俩" and prev in lexicon.PRONOUNS:
            out.extend(("两", "个", "人"))
        elif (
            word == "一起"
            and any(
                "起" in dictionary.measure_words(w) or "起" in dictionary.measure_words(f"{w}件")  # 诈骗案, 案件
                for w in words_[i + 1 : i + 6]
            )
        ):
            out.extend(("一", "起"))  # 发生了一起事故 "an accident": 起 counts it, not 一起 "together"
        elif word == "文学" and prev in _LANGUAGE_FIRST and out[-2:-1] == ["学"]:
            out[-1:] = [f"{prev}文", "学"]  # 学中文学了两年: the language, then 学 said again, not 文学 "literature"
        elif word == "好久":
            out.extend(("很", "久"))  # "a long time", as jieba cuts 很久
        elif word == "人" and prev == "所有":
            out[-1] = "所有人"  # "everyone", which jieba cuts in two: one word, as 大家 is
        elif word in _DIFFERENT:
            out.extend((_DIFFERENT[word], "不", "一样"))  # 大不相同 "very different": is_negation skips idioms
        elif word in _PAIR_OF:
            out.extend((_PAIR_OF[word], "两", "个", "人"))  # 他俩 as 他们俩 says it
        elif _number_goes_on(prev, word):
            out[-1] = prev + word  # 两千 五百 (of 两千五百块, as jieba cuts it) as the one number 两千五百
        elif prev == "一" and word in _NIGHT_LONG:
            out[-1] = "一整夜"  # 一整夜, 一晚上, 一宿 "all night long": the whole night, however said
        elif prev == "整个" and word in ("晚上", "夜里"):
            out[-2 if out[-2:-1] == ["一"] else -1 :] = ["一整夜"]  # (一)整个晚上 "the whole evening"
        elif word in _ALL_NIGHT:
            out.append("一整夜")
        else:
            out.append(_canonical(word))
    return out


# Idioms of "different" (大不相同 "very different"), said as a degree and 不一样, its 不 counted as a negation.
_DIFFERENT = {"大不相同": "很", "截然不同": "完全", "迥然不同": "完全", "完全不同": "完全", "各不相同": "都"}

# 他俩, 咱俩: a pronoun and 俩 in one word, said as its plural and 俩 is (他们俩 -> 他们 两 个 人).
_PAIR_OF = {"我俩": "我们", "你俩": "你们", "他俩": "他们", "她俩": "她们", "咱俩": "咱们"}


def _number_goes_on(prev: str, word: str) -> bool:
    """Is the word the lower part of the number before it (两千 + 五百, 三百 + 五十; 两千 + 五, said 两千五 for
    2500), cut apart by jieba?"""
    if not (
        prev and word and prev[-1] in "十百千万亿" and word[0] in "一二两三四五六七八九" and lexicon.is_numeral(word)
    ):
        return False
    if len(word) == 1:
        return prev[-1] in "百千万"  # a digit straight after 百 or 千 counts in the next unit down
    whole, high, low = (lexicon.number_value(w) for w in (prev + word, prev, word))
    return whole is not None and high is not None and low is not None and whole == high + low and low < high


# "All night long", said 一整夜, 整夜, 一整晚, 整晚, 一晚上, 一宿, 整个晚上 or 通宵: 一 + a night word, or a word alone.
_NIGHT_LONG = frozenset("整夜 整晚 晚上 宿".split())
_ALL_NIGHT = frozenset("一夜 整夜 整晚 通宵".split())


# --- Clauses -------------------------------------------------------------------------------------------

_CLAUSE_END = re.compile(r"[，,。；;！!？?、]+")


def clause_order(reference: str, attempt: str) -> str | None:
    """The attempt with its clauses in the reference's order, if it has the same clauses in another order
    (晚上喝绿茶，早上喝咖啡 for 早上喝咖啡，晚上喝绿茶), else None. Clauses that open with a conjunction (所以,
    但是) keep their place: their order is meaning."""
    ref = [normalise(c) for c in _CLAUSE_END.split(reference) if normalise(c)]
    att = [normalise(c) for c in _CLAUSE_END.split(attempt) if normalise(c)]
    if len(ref) < 2 or len(ref) != len(att) or len(ref) > 4:
        return None
    if any(tag(split_words(c)[0]).startswith("c") for c in ref + att):
        return None
    best = [max(range(len(ref)), key=lambda k, c=c: SequenceMatcher(None, ref[k], c).ratio()) for c in att]
    if sorted(best) != list(range(len(ref))) or best == sorted(best):
        return None
    if any(SequenceMatcher(None, ref[k], c).ratio() < 0.5 for k, c in zip(best, att, strict=True)):
        return None
    ordered = [c for _, c in sorted(zip(best, att, strict=True))]
    # The subject opens the sentence whichever clause comes first (他悄悄地离开了，一句话也没说 for 他一句话也没说，
    # 悄悄地离开了): it goes with the reference's first clause.
    # Not where the clauses paired differ in a negation (我是坐地铁来的，不是坐公共汽车来的 for 我是坐公共汽车来的，
    # 不是坐地铁来的): the pairing itself is wrong there.
    subject = next((p for p in _SUBJECTS if att[0].startswith(p) and ref[0].startswith(p)), "")
    alike = _denies(ref[0]) == _denies(ordered[0])
    if subject and alike and not ordered[0].startswith(subject) and not any(r.startswith(subject) for r in ref[1:]):
        ordered = [subject + c if c is ordered[0] else c.removeprefix(subject) if c is att[0] else c for c in ordered]
    return "，".join(ordered)


def _denies(clause: str) -> bool:
    return "不" in clause or "没" in clause


_SUBJECTS = ("我们", "你们", "他们", "她们", "我", "你", "他", "她")


# --- Time phrases ----------------------------------------------------------------------------------------


# Words pointing at a time, cut off it with 个 (这个周末, 下个星期)
_POINTING = frozenset("这 那 上 下 本".split())


def _is_time_word(words_: tuple[str, ...], i: int) -> bool:
    """Is words_[i] part of a time phrase: a time word (明天), a number with a time unit (七 点, 半), or 每 with
    one (每 年 五 月, cut so where a date follows)?"""
    word = words_[i]
    if word in lexicon.TIME_WORDS:
        return True
    if word in _POINTING or word == "个":  # 这个周末, 下个月, 上学期: cut 这 + 个 + 周末
        after = words_[i + 1 : i + 3] if word in _POINTING else ("个", *words_[i + 1 : i + 2])
        before_ok = word in _POINTING or (i > 0 and words_[i - 1] in _POINTING)
        return before_ok and after[:1] == ("个",) and after[1:2] != () and after[1] in lexicon.TIME_WORDS
    if word == "每":
        return words_[i + 1 : i + 2] in (("年",), ("月",))
    if word in lexicon.TIME_UNITS:
        return i > 0 and (lexicon.is_numeral(words_[i - 1]) or words_[i - 1] == "每")
    if lexicon.is_numeral(word) and i + 1 < len(words_):
        return words_[i + 1] in lexicon.TIME_UNITS
    return word == "半" and i > 0 and words_[i - 1] in lexicon.TIME_UNITS


def time_phrases(words_: tuple[str, ...]) -> list[tuple[int, int]]:
    """(start, end) word indices of each run of time words (早上 七 点, 明天)."""
    runs, i = [], 0
    while i < len(words_):
        if _is_time_word(words_, i):
            j = i
            while j < len(words_) and _is_time_word(words_, j):
                j += 1
            runs.append((i, j))
            i = j
        else:
            i += 1
    return runs


def _time_key(phrase: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(lexicon.TIME_GROUP.get(w, w) for w in phrase)


@dataclass(frozen=True)
class TimeMove:
    """A time phrase the attempt puts elsewhere: fine before the verb, at the start or after the subject."""

    phrase: tuple[str, ...]
    acceptable: bool
    # the word before it: ending in 于 after the verb (生于), 到(了) opening the sentence (到了春天), or a verb that
    # takes the act the time goes with (坚持每晚跑步)
    after: str = ""


# Verbs whose object is an act (坚持跑步, 打算去): a time may stand between them and the act it times.
_TAKES_AN_ACT = frozenset("坚持 打算 计划 决定 习惯 准备 开始 喜欢 爱 想 要".split())


def _subject_only(words_: tuple[str, ...]) -> bool:
    """Are the words before a time phrase a subject: nouns and pronouns, an adjective before one (新法律)?"""
    # and an act named before a noun it describes (零售额 "retail sales", cut 零售 + 额); a noun CC-CEDICT gives a
    # measure word, whatever jieba tags it (邻居 "neighbour", tagged a verb), and 家 "home" after one (邻居家的狗);
    # and a noun described by a phrase before 的, whatever that phrase holds (出国旅游的人数)
    if "的" in words_[1:-1]:
        return _subject_only(words_[len(words_) - words_[::-1].index("的") :])
    return all(
        is_nominal(w)
        or w in dictionary.nouns()
        or (w == "家" and i > 0)
        or ((tag(w).startswith("a") or tag(w) == "vn") and i + 1 < len(words_) and is_nominal(words_[i + 1]))
        for i, w in enumerate(words_)
    )


def _runs_like(ref_runs: list[tuple[int, int]], att: tuple[str, ...]) -> list[tuple[int, int]] | None:
    """The attempt's time phrases cut like the reference's (通常 七 点 as 通常 + 七 点 when the reference has
    them apart), or None if its time words are not the reference's, in the same order."""
    indices = [i for start, end in time_phrases(att) for i in range(start, end)]
    if len(indices) != sum(end - start for start, end in ref_runs):
        return None
    out, k = [], 0
    for start, end in ref_runs:
        group = indices[k : k + end - start]
        k += end - start
        if group != list(range(group[0], group[-1] + 1)):
            return None
        out.append((group[0], group[-1] + 1))
    return out


def _move_time_phrases(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[tuple[str, ...], list[TimeMove]]:
    """The attempt with each time phrase that stands elsewhere than in the reference moved to the reference's
    place, and the moves. Only when both have the same time phrases in the same order: 早上...晚上 against
    晚上...早上 is a wrong time, not a word order."""
    ref_runs = time_phrases(ref)
    runs = _runs_like(ref_runs, att) if ref_runs else None
    moves, written = [], att
    for k, (start, end) in enumerate(ref_runs):
        if runs is None:  # a phrase moved beside another joined the two (平常 + 六点): no moves can be told
            return written, []
        a_start, a_end = runs[k]
        ref_prev, ref_next = ref[start - 1] if start else None, ref[end] if end < len(ref) else None
        att_prev, att_next = att[a_start - 1] if a_start else None, att[a_end] if a_end < len(att) else None
        if ref_prev == att_prev or (ref_next is not None and ref_next == att_next):
            continue  # the same place among the other words
        phrase, rest = att[a_start:a_end], att[:a_start] + att[a_end:]
        if ref_prev is None:
            place = 0
        elif ref_prev in rest:
            place = rest.index(ref_prev) + 1
        elif ref_next in rest:
            place = rest.index(ref_next)
        else:
            continue  # nothing to place it by: the diff shows what differs
        # Chinese puts a time phrase before the verb: at the start or right after the subject.
        # 生于1998年, 成立于去年: 于 puts the time after the verb in the written word
        after = att[a_start - 1] if a_start > 0 and att[a_start - 1].endswith("于") else ""
        # not closing the sentence (我跑步每天早上, jieba tags 跑步 a noun): after the subject something is said
        subject_only = _subject_only(att[:a_start]) and a_end < len(att)
        # after a verb that takes an act (坚持每晚跑步, 打算明年去): the time goes with the act after it, whatever
        # jieba tags that (跑步 "n")
        if not subject_only and a_start > 0 and att[a_start - 1] in _TAKES_AN_ACT and a_end < len(att):
            after = att[a_start - 1]
        if att[:a_start] in (("到",), ("到", "了")):
            after = "".join(att[:a_start])  # 到了春天，…: "when spring comes", opening the sentence
        moves.append(TimeMove(phrase, bool(after) or subject_only, after))
        att = rest[:place] + phrase + rest[place:]
        runs = _runs_like(ref_runs, att)  # cut again only when a phrase has moved
    return att, moves


# --- Regions ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Region:
    """A stretch where the texts differ, in whole words: the reference's words and the attempt's (either may be
    empty), with the reference's words before it (for "after 吃") and after it."""

    ref: tuple[str, ...]
    att: tuple[str, ...]
    before: tuple[str, ...] = ()
    after: tuple[str, ...] = ()


@dataclass(frozen=True)
class Move:
    """Words the attempt has in another place than the reference."""

    words: tuple[str, ...]


@dataclass(frozen=True)
class Alignment:
    """The reference and attempt words, the regions where they differ, and words moved."""

    ref: tuple[str, ...]
    att: tuple[str, ...]
    regions: tuple[Region, ...]
    moves: tuple[Move, ...] = ()
    time_moves: tuple[TimeMove, ...] = ()


def _bounds(words_: tuple[str, ...]) -> list[int]:
    """Character offset of each word start, plus the end."""
    out, pos = [0], 0
    for w in words_:
        pos += len(w)
        out.append(pos)
    return out


def _widen(lo: int, hi: int, bounds: list[int]) -> tuple[int, int]:
    """The character span [lo, hi) widened to whole words: an empty span inside a word takes the word, one
    between two words stays empty."""
    return max(b for b in bounds if b <= lo), min(b for b in bounds if b >= hi)


def _diff_spans(a: str, b: str, ra: list[int], rb: list[int]) -> list[list[int]]:
    """[i1, i2, j1, j2] character spans where a and b differ, widened to whole words (word starts ra and rb)
    consistently on both sides, overlapping spans merged."""
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    # Character map of the equal stretches, both ways, to widen a span alike on both sides.
    to_b, to_a = {}, {}
    for tag_, i1, i2, j1, _ in matcher.get_opcodes():
        if tag_ == "equal":
            for k in range(i2 - i1):
                to_b[i1 + k], to_a[j1 + k] = j1 + k, i1 + k
    spans = []
    for tag_, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag_ == "equal":
            continue
        while True:  # widen to whole words on each side until both sides cover the same equal characters
            i1n, i2n = _widen(i1, i2, ra)
            j1n, j2n = _widen(j1, j2, rb)
            for i in [*range(i1n, i1), *range(i2, i2n)]:
                if i in to_b:  # characters of a neighbouring span are merged with it below
                    j1n, j2n = min(j1n, to_b[i]), max(j2n, to_b[i] + 1)
            for j in [*range(j1n, j1), *range(j2, j2n)]:
                if j in to_a:
                    i1n, i2n = min(i1n, to_a[j]), max(i2n, to_a[j] + 1)
            if (i1n, i2n, j1n, j2n) == (i1, i2, j1, j2):
                break
            i1, i2, j1, j2 = i1n, i2n, j1n, j2n
        spans.append([i1, i2, j1, j2])
    merged: list[list[int]] = []
    for span in sorted(spans):
        if merged and (span[0] < merged[-1][1] or span[2] < merged[-1][3]):
            last = merged[-1]
            last[:] = [min(last[0], span[0]), max(last[1], span[1]), min(last[2], span[2]), max(last[3], span[3])]
        else:
            merged.append(span)
    return merged


def align(ref: tuple[str, ...], att: tuple[str, ...]) -> Alignment:
    """The regions where two word sequences differ (see the module docstring)."""
    att, time_moves = _move_time_phrases(ref, att)
    ra, rb = _bounds(ref), _bounds(att)
    regions = []
    for i1, i2, j1, j2 in _diff_spans("".join(ref), "".join(att), ra, rb):
        wi, wj = ra.index(i1), ra.index(i2)
        ref_part, att_part = ref[wi:wj], att[rb.index(j1) : rb.index(j2)]
        if ref_part and att_part:  # cut both stretches alike where jieba cut them apart (说明 天晴 / 说 明天)
            ref_part = _recut(ref_part, att_part)
            att_part = _recut(att_part, ref_part)
        regions.append(Region(ref_part, att_part, ref[:wi], ref[wj:]))
    return Alignment(ref, att, tuple(regions), _moves(regions), tuple(time_moves))


def _is_dictionary_word(word: str) -> bool:
    return tokenizer().FREQ.get(word, 0) > 0 or dictionary.is_word(word)


def guided_split(text: str, guide: tuple[str, ...]) -> tuple[str, ...]:
    """A stretch of text cut into words so that as many characters as possible fall into words of the other
    side's stretch: jieba cuts 说明天晴 as 说明 天晴, but beside 说 明天 下雨 it is 说 明天 晴.

    The words are the guide's words, dictionary words (jieba's or CC-CEDICT's) and single characters; among
    cuts that cover as much, the one with the fewest words wins.
    """
    guide_set = set(guide)
    n = len(text)
    best: list[tuple[int, int, tuple[str, ...]] | None] = [None] * (n + 1)
    best[0] = (0, 0, ())
    for i in range(n):
        if best[i] is None:
            continue
        covered, count, cut = best[i]
        for j in range(i + 1, min(n, i + 8) + 1):
            word = text[i:j]
            in_guide = word in guide_set
            if j > i + 1 and not in_guide and not _is_dictionary_word(word):
                continue
            candidate = (covered - (j - i if in_guide else 0), count + 1, (*cut, word))
            if best[j] is None or candidate[:2] < best[j][:2]:
                best[j] = candidate
    return best[n][2] if best[n] else (text,)


def _degree_apart(word: str, guide: tuple[str, ...]) -> list[str]:
    """A degree adverb and its adjective as two words when the guide has the adverb alone (很脏 -> 很 脏)."""
    glued = len(word) == 2 and word[0] in lexicon.DEGREE_ADVERBS and word[0] in guide
    return [word[0], word[1]] if glued else [word]


def _recut(words_: tuple[str, ...], guide: tuple[str, ...]) -> tuple[str, ...]:
    """The words cut again by ``guided_split`` if that makes them all guide words (吃饭 -> 吃 饭) or puts a
    guide word across one of their boundaries (明天 across 说明|天晴); a guide word inside a word (住 in 居住)
    leaves the words as they are; so does a degree adverb the guide has on its own, glued to its adjective
    (很脏 -> 很 脏 beside 很 干净: jieba keeps 很 on some adjectives and not on others)."""
    unglued = tuple(piece for word in words_ for piece in _degree_apart(word, guide))
    if unglued != words_:
        return unglued
    cut = guided_split("".join(words_), guide)
    if cut != words_ and all(word in guide for word in cut):
        return cut  # the guide's words exactly (吃饭 as 吃 饭 beside 吃 了 饭)
    inner = set(_bounds(words_)[1:-1])
    pos = 0
    for word in cut:
        if word in guide and any(pos < b < pos + len(word) for b in inner):
            return cut
        pos += len(word)
    return words_


def _moves(regions: list[Region]) -> tuple[Move, ...]:
    """Words left out in one region and added in another (妈妈在家做饭 / 妈妈做饭在家: 在家)."""
    moves = []
    removed = [r for r in regions if r.ref and not r.att]
    added = [r for r in regions if r.att and not r.ref]
    for r in removed:
        for s in added:
            if r.ref == s.att:
                moves.append(Move(r.ref))
                added.remove(s)
                break
    return tuple(moves)


__all__ = [
    "Alignment",
    "Move",
    "Region",
    "TimeMove",
    "align",
    "clause_order",
    "is_nominal",
    "normalise",
    "split_words",
    "tag",
]
