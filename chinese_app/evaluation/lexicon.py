"""Word classes the translation rules need: particles, measure words, negation, numbers, time words, synonyms.

Small curated lists: CC-CEDICT (``chinese_app.chinese.dictionary``) decides the rest.
"""

from __future__ import annotations

import re
from functools import lru_cache

from chinese_app.chinese import dictionary

# --- Particles and light function words ------------------------------------------------------------------

# Grammatical particles: leaving one out or adding one is a small slip (了, 的, 吗...).
PARTICLES = frozenset("了 过 着 的 地 得 吗 呢 吧 啊 呀 啦 哦 嘛 么".split())
# Mood particles that only add colour: with or without them the sentence means the same.
OPTIONAL_PARTICLES = frozenset("啊 呀 啦 哦 嘛".split())
# Adverbs and other light words whose absence or addition is a small slip, not a wrong meaning.
LIGHT_WORDS = frozenset(
    """
    也 都 还 就 才 又 再 很 太 真 挺 最 更 比较 已经 正在 正 在 是 就是 一起 一下 一点 一点儿 有点 有点儿 把 被 给
    跟 和 对 向 往 从 到 为 一直 请 请问 麻烦 拜托 些 一些 有 上 里 中 内
    """.split()
)
PRONOUNS = frozenset(
    """
    我 你 您 他 她 它 我们 你们 他们 她们 它们 咱们 大家 自己 人家
    这 那 这个 那个 这些 那些 这里 那里 这儿 那儿
    """.split()
)
# Results a verb takes to say the act is done or where it ends (关掉, 关上, 写好, 做完, 拿走, 记住, 拿起来).
RESULTS = frozenset("掉 上 好 完 下 开 走 住 起 起来".split())
# Localisers after a place noun: 在医院 and 在医院里 say the same.
OPTIONAL_LOCALISERS = frozenset("里 里边 里面".split())
# Words after a noun that make it a place (火车 上, 聚会 上, 房间 里): where something is, not who acts.
LOCALISERS = frozenset(
    "上 里 中 下 外 内 旁边 附近 对面 上面 里面 下面 外面 上边 里边 下边 外边 这儿 那儿 这里 那里".split()
)
# Adverbs of likelihood after which a future 会 may be said or not (明天可能(会)下雨).
LIKELIHOOD = frozenset("可能 也许 大概 或许 恐怕".split())
# Plural 们 and erhua 儿 may come and go (孩子们喜欢 / 孩子喜欢, 一下儿 / 一下).
OPTIONAL_SUFFIXES = frozenset("们 儿".split())

# --- Measure words ---------------------------------------------------------------------------------------

MEASURE_WORDS = frozenset(
    """
    个 位 名 本 张 只 条 件 杯 瓶 碗 盒 块 双 对 辆 台 部 家 所 间 把 支 枝 棵 朵 头 匹 口 座 封 首 篇 份 套 层 次 遍 趟
    场 顿 串 幅 副 片 颗 粒 根 群 批 项 门 节 段 句 种 样 类 辈 届 架 艘 道 扇 盏 顶 滴 斤 公斤 克 米 公里 千克 袋 包
    箱 桶 壶 锅 盘 声 眼 脚 拳 番 阵 栋 幢 则
    """.split()
)
# Measure words of containers and amounts: they carry meaning (一杯水 "a glass of water"), unlike 个 or 本.
CONTAINER_MEASURES = frozenset(
    "杯 瓶 碗 盒 袋 包 箱 桶 壶 锅 盘 双 对 套 串 群 批 份 片 块 斤 公斤 克 米 公里 千克".split()
)
# Measure words for which the general 个 is also correct (一个老师 / 一位老师, 这个会议 / 这次会议).
GE_ALSO_RIGHT = frozenset("位 名 所 家 次 部 间 座 门 项 顶".split())
# Measure words that count what another counts, where CC-CEDICT lists only the other for a noun: people in a role
# (一名老师 as 一位老师), shops and rooms (一间商店 as 一家), pairs (一副筷子 as 一双), news (一则新闻 as 一条).
MEASURE_KIN = {"名": ("位",), "间": ("家",), "副": ("双", "对"), "则": ("条",)}
# Measure words of "a kind of": 这种蛇 is "this kind of snake", which English often just calls "this snake".
KIND_MEASURES = frozenset("种 类 样".split())
DETERMINERS = frozenset("这 那 哪 每 各 几 某 上 下 整".split())

# --- Negation --------------------------------------------------------------------------------------------

NEGATORS = frozenset(
    """
    不 没 没有 别 不要 不用 甭 未 无 勿 莫 从不 从未 从来不 从来没 从来没有 从没 从没有 并不 并没有 还没 还没有 不再
    请勿 切勿 无法 无关 无需 无须 非 绝非 并非 决非 绝不 决不 毫不 毫无 绝没有 并没 并未 尚未 仍未 还未 绝未
    """.split()
)
_NEGATOR_START = ("不", "没", "别", "未")
_WRITTEN_DO_NOT = ("请勿", "切勿")
# An English sentence that negates: not, n't, no, never, nobody...
ENGLISH_NEGATION = re.compile(r"n't\b|\b(?:not|no|never|nobody|nothing|none|neither|nor|cannot)\b", re.IGNORECASE)
# Words that start like a negation but are none (不错 "pretty good", 别人 "others", 没关系 "it doesn't matter").
NOT_NEGATION = frozenset(
    """
    不错 不过 不断 不久 不同 不如 不好意思 不客气 不得不 不管 不论 不仅 不但 不光 不只 不单 不止 不仅仅 不少
    不一定 不一样 不然 不行 不满 不安 没多久
    别人 别的 别处 别说 没关系 没事 没什么 没错 未来 未必 无论 无数 差不多 了不起 对不起 不得了 了不得 说不定
    不用说
    """.split()
)
# Negators that say the same thing (别走 / 不要走, 没去 / 没有去).
NEGATOR_CLASS = {
    "别": "别",
    "不要": "别",
    "甭": "别",
    **dict.fromkeys("勿 请勿 切勿".split(), "别"),  # the written "do not" (请勿吸烟 "no smoking")
    "没": "没",
    "没有": "没",
    "未": "没",
    "不": "不",
    "不了": "不",  # 回答不了 / 答不上来: both "cannot"
    **dict.fromkeys("不用 不必 没必要 用不着 无须 无需".split(), "不用"),  # "no need to": 没必要买 / 不用买
    **dict.fromkeys("无法 没法 没办法".split(), "没法"),  # "there is no way to": 无法解决 / 没法解决
    **dict.fromkeys("从没 从没有 从来没 从来没有 从未".split(), "从来没"),
    **dict.fromkeys("从不 从来不".split(), "从来不"),
}


# Modal verbs: 不会, 不能, 没想 are a negator and a modal, whatever CC-CEDICT lists.
MODALS = frozenset("会 能 想 要 是 在 可以 应该 敢 肯 愿意 必 该 有".split())
# Modal verbs of one kind, which often translate the same English ("I have to go": 我得走了, 我该走了): one for
# another is not called wrong, nor claimed right (应该 "should" is softer than 必须 "must").
MODAL_GROUPS = (frozenset("得 该 应该 应当 必须 不得不".split()),)


def negating_idiom(word: str) -> bool:
    """A four-character idiom with a negation inside (好久不见 "long time no see", 绝非易事): is_negation does not
    count it, but a sentence may say its negation in words of its own (很久没见面了)."""
    return len(word) == _IDIOM_LENGTH and any(ch in "不没无非未" for ch in word) and dictionary.is_word(word)


# The meanings (CC-CEDICT's first three) of a word that says "no" by itself: 严禁 "strictly prohibit", 难 "difficult",
# 要不是 "if it were not for", 拒绝 "refuse", 忽视 "neglect", 缺陷 "flaw", 单身 "unmarried". Not every "un-" word: 非常
# "unusual" and 绝对 "unconditional" deny nothing. A sentence may say the same with a plain 不 or 没 (不允许 for 严禁,
# 不容易 for 难, 没有…的话 for 要不是).
_SAYS_NO = re.compile(
    r"^(?:not|no|never|unable|prohibit|forbid|ban|strictly prohibit|refuse|reject|decline|lack|be short|"
    r"fail|forget|difficult|hard to|otherwise|if not|if it were not|but for|unless|avoid|refrain|prevent|stop|"
    r"cease|give up|deny|oppose|be against|differ|vary|it goes without saying|lose|miss|neglect|overlook|disregard|"
    r"ignore|defect|flaw|shortcoming|weak point|insufficient|inadequate|lacking|deficiency|shortage|impossible|"
    r"unprecedented|unmarried|be absent|absent|taciturn|uncommunicative|silent|empty|vacant|play truant|"
    r"suffer from insomnia|flunk)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def negative_in_meaning(word: str) -> bool:
    """Does the word say "no" by its meaning, not by a negator (严禁, 拒绝, 难, 否则)? Not a word that starts with
    one or has one inside (不许, 看不清, 不言而喻): the rules of negation read those."""
    if word[:1] in "别未" or "不" in word or "没" in word:
        return False
    return any(_SAYS_NO.match(m) for m in dictionary.meanings(word)[:3])


def is_negation(word: str) -> bool:
    """True if a word negates (不, 没有, 别, 不会, 从不...), False for look-alikes such as 不错 or 别人, and for
    four-character idioms, whose 不 is part of what they mean (不相上下 "evenly matched", 不言而喻 "self-evident")."""
    if word in NEGATORS or word.startswith(_WRITTEN_DO_NOT):  # 请勿吸烟 "no smoking" is a dictionary word
        return True
    if not word.startswith(_NEGATOR_START) or len(word) < 2 or word in NOT_NEGATION:
        return False
    return not (len(word) == _IDIOM_LENGTH and dictionary.is_word(word))


_IDIOM_LENGTH = 4


def leading_pronoun(word: str) -> str:
    """The longest personal pronoun the word starts with (我们 of 我们家, not 我), or ""."""
    return max((p for p in PERSONAL_PRONOUNS if word.startswith(p)), key=len, default="")


def negated_inside(word: str) -> bool:
    """Is 不 or 没 inside a verb and its complement (听不懂, 说不出), which jieba keeps as one word: "cannot"? Not
    a question said A不A (是不是, 有没有), which negates nothing."""
    return len(word) == 3 and word[1] in "不没" and word[0] != word[2] and word not in NOT_NEGATION


def negations(words: tuple[str, ...]) -> int:
    """How many times the sentence negates: negation words, and 不 or 没 inside a verb and its complement
    (听不懂, 说不出来), which the word rules read as one word."""
    asking = sum(asks_a_not_a(words, i) for i, word in enumerate(words) if word in ("不", "没"))
    return sum(map(is_negation, words)) + sum(map(negated_inside, words)) - asking


def asks_a_not_a(words: tuple[str, ...], i: int) -> bool:
    """Is the 不 or 没 at i that of a question said A不A (喜欢 不 喜欢, 喜 不 喜欢, 去 没 去, 去 还是 不 去), which
    negates nothing?"""
    after = words[i + 1] if i + 1 < len(words) else ""
    before = words[i - 2] if i >= 2 and words[i - 1] == "还是" else words[i - 1] if i else ""
    return bool(before) and after.startswith(before)


# --- Numbers ---------------------------------------------------------------------------------------------

# How much of a whole a sentence speaks of: all, most, some, few. One for another says another thing (有些学生 for
# 所有的学生, 大家都知道 for 很少有人知道), however the rest is worded.
SHARES = {
    **dict.fromkeys("所有 全部 全体 一切 人人 大家 每个 每".split(), "all"),
    **dict.fromkeys("大部分 大多数 多数 多半 绝大多数".split(), "most"),
    **dict.fromkeys("有些 一些 有的 部分 一部分".split(), "some"),
    **dict.fromkeys("很少 少数 极少数".split(), "few"),
}

# "Many", an amount as a number is (买了很多水果, like 买了三个苹果)
MANY = frozenset("很多 许多 不少 好多".split())

NUMERAL_CHARS = "零〇一二两俩三四五六七八九十百千万亿"
NUMERAL = re.compile(rf"^(?:[{NUMERAL_CHARS}]+|\d+(?:\.\d+)?|半)$")
_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "俩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7}
_DIGITS |= {"八": 8, "九": 9}
_UNITS = {"十": 10, "百": 100, "千": 1000}
_BIG_UNITS = {"万": 10_000, "亿": 100_000_000}


PERSONAL_PRONOUNS = frozenset("我 你 您 他 她 它 我们 你们 他们 她们 咱们".split())
# Characters too common to say that two sentences speak of one thing.
LIGHT_CHARACTERS = frozenset("的了不没是一个在有和也都很吗呢吧")
# Nouns a personal pronoun may go straight before, with or without 的 (我朋友, 我们学校): family, friends,
# the people and places one belongs to. Elsewhere 的 is needed (谢谢你的帮助), except for the subject that
# opens a sentence (我电脑坏了, as said every day).
CLOSE_RELATIONS = frozenset(
    """
    妈妈 爸爸 父亲 母亲 哥哥 姐姐 弟弟 妹妹 爷爷 奶奶 姥姥 姥爷 外公 外婆 叔叔 阿姨 儿子 女儿 孩子 丈夫 妻子 太太
    先生 老公 老婆 家 家人 朋友 同学 同事 老师 邻居 男朋友 女朋友 老板 学校 公司 国家 班 家乡 老家
    """.split()
)


def is_numeral(word: str) -> bool:
    """True for a number written in digits or Chinese numerals (七, 二十, 两, 3, 一百五)."""
    return bool(NUMERAL.match(word))


@lru_cache(maxsize=4096)
def number_value(word: str) -> float | None:
    """The value of a numeral (二十 -> 20, 两 -> 2, 一百五 -> 150, 3 -> 3, 半 -> 0.5), or None."""
    if not is_numeral(word):
        return None
    if word[0].isdigit():
        return float(word)
    if word == "半":
        return 0.5
    if len(word) > 1 and all(ch in _DIGITS for ch in word):
        return float("".join(str(_DIGITS[ch]) for ch in word))  # 一九八四: read digit by digit
    total = section = 0
    digit: int | None = None
    last_unit, after_unit = 0, False
    for ch in word:
        if ch in _DIGITS:
            digit, after_unit = _DIGITS[ch], after_unit and ch not in "零〇"
        elif ch in _UNITS:
            section += (1 if digit is None else digit) * _UNITS[ch]
            digit, last_unit, after_unit = None, _UNITS[ch], True
        else:
            total += (section + (digit or 0)) * _BIG_UNITS[ch]
            section, digit, last_unit, after_unit = 0, None, _BIG_UNITS[ch], True
    if digit is not None:
        # 一百五 is 150 and 两千三 2300: a digit straight after 百 or 千 counts in the next unit down.
        section += digit * (last_unit // 10 if after_unit and last_unit >= 100 else 1)
    return float(total + section)


def number_text(value: float) -> str:
    """A number as digits, for explanations (3, 0.5)."""
    return str(int(value)) if value == int(value) else str(value)


# --- Time words ------------------------------------------------------------------------------------------

# Each time word and the group of words that mean the same time; words of different groups contradict.
_TIME_GROUPS = """
今天 今日 今儿 | 明天 明日 明儿 | 昨天 昨日 昨儿 | 前天 | 后天 | 大后天 | 大前天
早上 早晨 上午 清晨 早 | 中午 | 下午 | 傍晚 | 晚上 夜里 夜晚 晚 | 半夜 深夜 | 白天 | 夜间 | 一整夜
今年 | 明年 | 去年 | 前年 | 后年 | 上个月 上月 | 这个月 本月 | 下个月 下月
上周 上星期 上个星期 上礼拜 | 这周 本周 这星期 这个星期 | 下周 下星期 下个星期 下礼拜 | 周末
春天 春季 | 夏天 夏季 | 秋天 秋季 | 冬天 冬季
现在 目前 如今 | 以前 之前 从前 过去 前 | 以后 之后 后来 后 | 刚才 刚刚 | 马上 立刻
最近 近来 | 近年来 近年 近几年 | 月底 月末 | 月初 | 年底 年末 | 年初
春节 过年 | 国庆节 国庆 | 中秋节 中秋 | 端午节 端午 | 元旦 | 圣诞节 圣诞 | 元宵节 | 清明节 | 劳动节 五一
平时 平常 | 通常 | 有时 有时候 | 每天 天天 | 每年 | 每周 | 每月 | 小时候 | 那时 那时候 当时
星期一 周一 礼拜一 | 星期二 周二 礼拜二 | 星期三 周三 礼拜三 | 星期四 周四 礼拜四 | 星期五 周五 礼拜五
星期六 周六 礼拜六 | 星期天 星期日 周日 礼拜天 礼拜日
"""
TIME_GROUP = {word: group.split()[0] for group in _TIME_GROUPS.replace("\n", "|").split("|") for word in group.split()}
TIME_WORDS = frozenset(TIME_GROUP) - {"马上", "立刻", "早", "晚", "刚才", "刚刚"}
# Lengths of time said whole, "the whole night, day, life": how long, not when (一整夜 is "all night" however said)
WHOLE_SPANS = frozenset("一整夜 整天 一整天 一辈子 全天 一整年".split())
# Words that mark the future, which a time to come already says (他明天(会)来, 新法律(将于)明年生效).
FUTURE_MARKERS = frozenset("会 将 将要".split())
FUTURE_TIMES = frozenset("明天 后天 大后天 明年 后年 下个月 下周".split())  # as TIME_GROUP names them


def says_future(words: tuple[str, ...]) -> bool:
    """Does a time word among the words say the future (明天, 下个星期)?"""
    return any(TIME_GROUP.get(w) in FUTURE_TIMES for w in words)


# Links between clauses by what they say (因为 / 由于 "because"): a link of one class for another changes the logic
CONNECTIVE_CLASS = {
    **dict.fromkeys("因为 由于 因 为".split(), "cause"),
    **dict.fromkeys("所以 因此 于是 因而".split(), "result"),
    **dict.fromkeys("虽然 尽管 虽".split(), "although"),
    **dict.fromkeys("即使 就算 哪怕 即便".split(), "even if"),
    **dict.fromkeys("如果 要是 假如 只要".split(), "if"),
    # "unless" is "if not": 只要不 / 如果不 say it (said as 除非 before the rules, constructions._as_reference_unless)
    "除非": "unless",
    # "only if" (只有办了签证，才能入境): a condition needed, where 只要 "as long as" is one enough
    "只有": "only if",
    **dict.fromkeys("但是 可是 不过 然而".split(), "but"),
}
# Classes of the link that opens the first clause, which the second's link (所以, 但是) follows
OPENING_LINKS = frozenset(("cause", "although", "even if", "if", "unless", "only if"))

# How long or how often after a verb: a number and a unit of time or of times (八个小时, 三次)
HOW_LONG_OR_OFTEN = r"[一二两三四五六七八九十百几半\d]+个?多?(?:小时|钟头|分钟|天|年|个月|星期|周|次|遍|趟|回)"

# English that says an act comes toward the one speaking (come over here, bring) or goes away (go in, take it there)
TOWARD_ENGLISH = re.compile(r"\b(?:come|comes|came|coming|here|bring|brought)\b", re.IGNORECASE)
AWAY_ENGLISH = re.compile(r"\b(?:go|goes|went|gone|going|there|take|took)\b", re.IGNORECASE)

# "Or": 还是 asks which one (你要茶还是咖啡？), 或者 joins two in a statement (喝牛奶或者果汁)
OR_WORDS = frozenset(("还是", "或者"))

# Units after a number that make it a time (七点, 五号, 三月): such a phrase can move like a time word.
TIME_UNITS = frozenset("点 点钟 分 刻 半 号 日 月 年 秒".split())
# Units after a number that make it a length of time (七天, 三个月): split off like a measure word.
DURATION_UNITS = frozenset("天 周 星期 小时 钟头 分钟 年 岁".split())

# Complements of degree: after an adjective or a verb of feeling they all say "extremely" (累极了, 累死了, 累坏了,
# 累得要命), longest first; one says the degree as 很 before the word does (很开心 / 开心极了).
DEGREE_COMPLEMENTS = ("得不得了", "得要命", "得很", "极了", "死了", "坏了", "透了")
# Adverbs of degree before an adjective that a complement of degree after it may stand for.
DEGREE_ADVERBS = frozenset("很 非常 特别 十分 挺 真 太".split())
# Words whose class is the meaning: which question is asked, how sure or bound, how much, where. A word of one
# class put for a word of another says something else however the rest is worded (什么时候 for 哪儿, 可以 for
# 必须, 有点 for 很, 下面 for 旁边); words of one class may stand for each other (哪儿 / 哪里, 必须 / 一定要). Not
# words that go many ways: 怎么 (怎么卖 asks the price, 怎么走 the way), 能 (看得清 says it too), 得 (also de).
# Adverbs that say an act is done already (已经关门了), not going on (正在) nor about to happen (快要).
DONE_ALREADY = frozenset("已经 早就 早已".split())
# "Doesn't know how to" (不知道怎么用), which says "cannot" (不会用).
NOT_KNOWING_HOW = re.compile(r"不(?:知道|懂)(?:该)?怎么(?:样)?")

MEANING_CLASSES = {
    **dict.fromkeys("哪儿 哪里 哪 在哪".split(), "ask: where"),
    **dict.fromkeys("什么时候 几点 哪天".split(), "ask: when"),
    **dict.fromkeys("谁 哪位".split(), "ask: who"),
    **dict.fromkeys("为什么 为何 干吗 干嘛".split(), "ask: why"),
    **dict.fromkeys("多少 几".split(), "ask: how many"),
    **dict.fromkeys("必须 一定要 非得".split(), "mood: must"),
    **dict.fromkeys("可以 能够".split(), "mood: may"),
    **dict.fromkeys(LIKELIHOOD, "mood: perhaps"),
    **dict.fromkeys("一定 肯定 必定".split(), "mood: surely"),
    **dict.fromkeys("有点 有点儿 有一点 有一点儿 稍微 略".split(), "degree: a little"),
    **dict.fromkeys(DEGREE_ADVERBS | {"相当", "极"}, "degree: very"),
    **dict.fromkeys("上 上面 上边".split(), "place: on"),
    **dict.fromkeys("下 下面 下边 底下".split(), "place: under"),
    **dict.fromkeys("旁边 边上 旁".split(), "place: beside"),
    **dict.fromkeys("里 里面 里边 内".split(), "place: in"),
    **dict.fromkeys("外 外面 外边".split(), "place: out"),
    **dict.fromkeys("前 前面 前边".split(), "place: before"),
    **dict.fromkeys("后 后面 后边".split(), "place: behind"),
    **dict.fromkeys("左 左边 左面".split(), "place: left"),
    **dict.fromkeys("右 右边 右面".split(), "place: right"),
    **dict.fromkeys("对面".split(), "place: opposite"),
    **dict.fromkeys("中间".split(), "place: between"),
    # going on or done (正在做饭 / 已经做过饭了 "was cooking" / "had cooked"): two moments of one act
    **dict.fromkeys("正在 正".split(), "aspect: going on"),
    **dict.fromkeys(DONE_ALREADY, "aspect: done"),
}

# --- Synonyms --------------------------------------------------------------------------------------------

# Words that translate the same English in everyday sentences but share no CC-CEDICT sense (or need saying).
_SYNONYMS = """
常常 经常 时常 常 | 平常 平时 通常 | 非常 特别 十分 极其 极为 | 马上 立刻 立即 一下子
跟 和 与 同 | 好看 漂亮 美丽 美 | 帮助 帮忙 | 碰到 遇到 遇见 碰见 | 中文 汉语 华语
知道 晓得 | 起床 起来 | 电脑 计算机 | 对不起 不好意思 抱歉 | 撒谎 说谎 | 说 讲
你 您 | 请 拜托 | 爸爸 父亲 爸 | 妈妈 母亲 妈 | 丈夫 先生 老公 爱人
妻子 太太 老婆 爱人 | 怎样 怎么样 | 孩子 小孩 小孩子 | 衣服 衣裳 | 每天 天天
一起 一块 | 高兴 开心 快乐 | 再见 见 | 只 只是 | 这里 这儿 | 那里 那儿 | 哪里 哪儿
没有 没 | 别 不要 | 从不 从来不 | 在线 线上 | 块 元 块钱 | 喜欢 爱 | 看 读
节省 节约 | 日 号 | 兄弟 哥哥 | 兄弟 弟弟 | 姐妹 姐姐 | 姐妹 妹妹 | 大家 所有人
认为 觉得 | 告诉 说 | 想 要 | 能 会 可以 | 结束 终止 完
很 非常 | 让 叫 使 | 将 会 将要 | 尽快 赶快 赶紧 尽早 | 因为 由于 | 不管 无论 不论
所有 全部 一切 | 公共汽车 公交车 公交 巴士 | 忘 忘记 | 比较 挺 相当 | 迅速 快速 | 引发 引起 | 感动 打动 | 预测 预计 预料
目的 旨在 | 然后 接着 | 已经 早就 | 可是 但是 不过 | 如果 要是 假如 | 虽然 尽管 | 容易 简单
不用 不必 没必要 用不着 无须 无需 | 很多 许多 不少 好多 大量 | 很久 好久 许久 | 完全 根本
为什么 为何 干嘛 干吗 | 适应 习惯 | 告诉 通知
再见 拜拜 | 负责 主管 | 往往 通常 一般 | 在 正在 正 | 友好 友善 | 抱怨 埋怨 发牢骚
头疼 头痛 | 疼 痛 | 冷静 沉着 镇定 | 闻名 著称 出名 | 大大 极大 大幅 大幅度 | 收集 搜集
春节 过年 | 晚点 延误 误点
发型师 理发师 | 职员 员工 | 遗憾 可惜 | 协商 谈判 | 一贯 一向 | 上调 上升 | 感动 打动 | 节约 节省
否决 拒绝 | 有利于 有助于 | 服用 吃 | 手艺 技术 | 建议 劝 | 推进 进展 | 收拾 打扫 | 安排 组织 | 等于 意味着
照样 照常 | 不得不 被迫 | 粮食 食物 | 急剧 大幅 | 早点 提前 | 讲话 言论 说法 | 飞机 航班 | 病因 原因 | 大家 公众
全面 彻底 | 老百姓 居民 | 坚决 强烈 | 大笔 巨额 | 举行 进行 | 一致 共识 | 表明 显示 | 房子 公寓 | 好心 善良
重视 关注 | 吃惊 意外 | 保管 保存 | 全票 一致 | 反对 抵制 | 海滩 海边 | 有始无终 半途而废 | 年三十 除夕
情节 故事 | 锻炼 运动 | 打算 想 | 软件 应用
买单 结账 埋单 | 工资 薪水 薪金 | 大年三十 除夕 年三十 | 过时 落伍
"""
_GROUPS = [group.split() for group in _SYNONYMS.replace("\n", "|").split("|")]
# Word -> the curated groups it belongs to (爱人 is both husband and wife).
SYNONYM_GROUPS = {
    word: frozenset(i for i, group in enumerate(_GROUPS) if word in group) for group in _GROUPS for word in group
}
# Pairs that do share a CC-CEDICT sense (or a curated group) but mean different things in a sentence.
# Opposites: each says what the other undoes or denies (来 / 去, 出 / 进, 涨 / 降).
OPPOSITES = frozenset(
    frozenset(pair.split("/"))
    for pair in """
    有罪/无罪 有效/无效 有用/无用 有关/无关 有利/不利 修好/坏
    买/卖 来/去 借/还 教/学 问/答 开/关 上/下 前/后 左/右 大/小 多/少 高/低 长/短 快/慢 新/旧 好/坏 冷/热 早/晚
    开始/结束 喜欢/讨厌 成功/失败 好看/难看 白/黑 哭/笑 出/进 生/死 男/女 老/新 东/西 南/北 远/近 胖/瘦
    硬/软 安静/吵 收/给 涨/降 升/降 增加/减少 提高/降低 赢/输 胜/败 真/假 对/错 穿/脱 满/空 干/湿 加/减
    同意/反对 记得/忘记 错/不错 正确/错误 经常/很少 常常/很少 表扬/骂 夸/骂 赚/亏 赚/赔 通过/否决 招/裁
    免费/收费 盼/怕 经常/偶尔 常常/偶尔 总是/偶尔
    支持/反对 赞成/反对 批准/否决 允许/禁止 表扬/批评 称赞/批评 保护/破坏 节约/浪费 节省/浪费
    上涨/下跌 上升/下降 提高/下降 增长/下降 增长/减少 扩大/缩小 加强/削弱 加快/放慢 好转/恶化 进步/退步
    乐观/悲观 积极/消极 谦虚/骄傲 勤奋/懒惰 轻松/紧张 满意/失望 优点/缺点 盈利/亏损 安全/危险 干燥/潮湿
    熟悉/陌生 起飞/降落 出发/到达 进口/出口 提前/推迟 相信/怀疑 信任/怀疑 主动/被动
    很少/很多 很少/许多 很少/不少 少数/多数 少数/大多数 最多/至少 无聊/精彩 无聊/有意思 满意/不满 招聘/裁员
    圆满/悲惨 幸福/悲惨 快乐/悲惨 外向/内向 大方/小气 挤/空 存/取 存钱/取钱 严重/好 严重/好转 高兴/难过
    晴天/雨天 天晴/下雨 晴天/下雨
    辞职/辞退 辞职/开除 辞职/解雇
    """.split()
)
# Words that are no synonyms, though a thesaurus or a dictionary sense may put them together: the opposites, and
# words of one kind or one sense that a sentence tells apart (红 / 绿, 吃 / 喝, 到 / 去, 不要 / 不用, 斤 / 公斤).
NOT_SYNONYMS = OPPOSITES | frozenset(
    frozenset(pair.split("/"))
    for pair in """
    红/绿 吃/喝 坐/骑 坐/站 看/听 说/听 写/读 丈夫/妻子 先生/太太 哥哥/弟弟 姐姐/妹妹
    爷爷/奶奶 儿子/女儿 哥哥/姐姐 弟弟/妹妹 到/去 去/离开 看/当 会/喜欢 不要/不用 不要/不必 不能/不用 不能/不必
    里/公里 斤/公斤 米/公里 年/月 向/替 对/替 给/替 跟/替
    出差/旅游 出差/旅行 考试/试验 测验/实验 考试/实验 接/送 以为/认为 以为/觉得 一样/不同 相同/不同 曾经/已经
    利息/利益 嫁/搬 娶/搬 小/少
    """.split()
)
# Words that ask what a question asks (多少 "how many", 谁 "who"): a question said without them asks only whether.
# The classes' questions, and those that ask many ways (什么, 怎么), which have no class of their own.
QUESTION_WORDS = frozenset(w for w, kind in MEANING_CLASSES.items() if kind.startswith("ask:")) | frozenset(
    "什么 怎么 怎么样".split()
)
# "No matter": a question word after them asks nothing (不管天气怎么样, 不管下不下雨).
NO_MATTER = frozenset("不管 无论 不论".split())
# Words that join two nouns into one list (苹果和香蕉, 衬衫或者鞋子).
JOINING = frozenset("和 跟 与 及 或 或者 还有".split())
# Adjectives of a comparison and their opposites: 姐姐比我大两岁 says what 我比姐姐小两岁 says, the two sides
# exchanged and the adjective turned round (the amount after it the same).
COMPARATIVE_OPPOSITES = frozenset(
    frozenset(pair.split("/"))
    for pair in """
    大/小 大/年轻 高/矮 高/低 长/短 早/晚 早/迟 多/少 快/慢 贵/便宜 远/近 老/年轻 老/新 旧/新 胖/瘦 重/轻 热/冷
    暖和/冷 难/容易 难/简单 复杂/简单 好/坏 好/差 深/浅 宽/窄 厚/薄 粗/细 强/弱 干净/脏 忙/闲 安静/吵 安静/吵闹
    硬/软 亮/暗 聪明/笨 烫/凉 烫/冷 热/凉 严格/宽松 严/松
    """.split()
)
# Every listed pair of opposites, of acts and of qualities compared.
ALL_OPPOSITES = OPPOSITES | COMPARATIVE_OPPOSITES
# Outcomes and their opposites (成功 / 失败, 接受 / 拒绝): 没有成功 says 失败, and 拒绝 said for 接受 turns the sentence
# round however the rest is worded.
OUTCOMES = frozenset(
    frozenset(pair.split("/"))
    for pair in """成功/失败 同意/反对 赞成/反对 允许/禁止 允许/严禁 准许/禁止 接受/拒绝 答应/拒绝 承认/否认 遵守/违反
    记得/忘记 记得/忘 记住/忘 记住/忘记 通过/否决 批准/否决 抽烟/戒烟""".split()
)
# Verbs that stop, undo or refuse what follows them (停止工作, 放弃比赛): added before a verb of the sentence
# they turn it round, as a negation does, so they never pass as a mere way of saying it.
# Complements of direction after a verb or adjective (好起来, 答上来, 交上去): how an act goes, said or not.
DIRECTIONAL_COMPLEMENTS = frozenset("起来 下来 出来 上来 下去 过来 过去 回来 回去 进来 进去 上去 出去 起 下 上".split())
STOPPING_VERBS = frozenset("停止 停 停下 结束 终止 中止 不再 取消 放弃 拒绝 禁止 避免 戒 戒掉 忘 忘记 忘了".split())
# Words whose one CC-CEDICT sense is so general that sharing it says nothing ("be", "do", "thing").
GENERIC_MEANINGS = frozenset(
    """
    be;do;make;have;go;come;get;take;put;use;give;let;at;in;on;to;and;with;from;for;of;or;by;one;thing;things;
    particle;modal particle;person;people;man;place;time;very;also;again;just;still;only;this;that;it;is;
    can;will;should;must;may;this one;that one;some;all;each;every;much;many;more;most;good;well;ok;fine;
    """.split(";")
) - {""}

# English words that say "a kind of" (when the English has none, 这条蛇 and 这种蛇 both translate "this snake").
KIND_ENGLISH = frozenset("kind kinds type types sort sorts species variety".split())

# English for function words, whose first CC-CEDICT sense is often another use (跟 "heel", 给 "to give").
FUNCTION_GLOSS = {
    "早点": "a bit earlier",  # 早点儿订 "book a bit earlier"; "breakfast" is 早饭 to a learner
    "也": "also", "都": "all", "还": "still", "就": "just", "才": "only then", "又": "again", "再": "again",
    "很": "very", "太": "too", "真": "really", "最": "most", "更": "even more", "已经": "already", "一起": "together",
    "跟": "with", "和": "and", "在": "at", "给": "to, for", "对": "to", "从": "from", "到": "to", "有": "have",
    "是": "be", "把": "", "被": "by", "让": "let", "请": "please", "不": "not", "没": "not", "没有": "not have",
    "别": "don't", "不要": "don't", "不再": "no longer", "还没": "not yet", "从不": "never", "从来不": "never",
    "我": "I", "你": "you", "您": "you", "他": "he", "她": "she", "它": "it", "我们": "we", "你们": "you",
    "他们": "they", "她们": "they", "大家": "everyone", "自己": "oneself", "这": "this", "那": "that",
    # particles have no English word: a gloss such as "finish" for 了 or "obtain" for 得 would mislead
    "了": "", "着": "", "过": "", "得": "", "地": "", "的": "", "吗": "", "呢": "", "吧": "", "啊": "",
    "比": "than", "越": "the more",
}  # fmt: skip

# After a verb, 一下 and 一会儿 both make the act a short one (休息一下 / 休息一会儿 "rest for a while", 等一下 /
# 等一会儿): CC-CEDICT glosses them apart ("give it a go", "a moment") and Cilin files them in two lines.
BRIEFLY = frozenset("一下 一会 一会儿".split())
